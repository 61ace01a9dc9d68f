"""Autoregressive decode speed: ours (eager, and compiled) next to Hugging Face transformers' `generate` on
the same SmolLM2 weights, same prompt, same machine, in one run.

Decode tok/s leaves out the prefill and the first token, for both sides alike: ours from generate()'s own
timing (summarize: decode_tok_s), transformers' as (n - 1) / (time for n tokens - time for 1 token). This is
the number generate.py's stats line reports. Overall tok/s (prompt in, answer out) is printed beside it.

    python scripts/bench_decode.py [--new_tokens 128] [--repeats 3] [--no_compile]
"""
import argparse
import statistics
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]
import checkpoint  # noqa: E402
import flags  # noqa: E402
import generate as g  # noqa: E402
import quantize  # noqa: E402
import report  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402

WARMUP = 8  # tokens of each contender's first run (allocations, compiles), not timed
PROMPT = "Write a story about a lighthouse keeper who finds a message in a bottle."


def hf_model_from_ours(model):
    """transformers' LlamaForCausalLM or Qwen2ForCausalLM with our weights (q/k permuted back to HF's
    rotate-half layout). Every other tensor is shared with our model, not copied: both fit in memory at once."""
    import transformers

    a = model.args
    cfg = transformers.AutoConfig.for_model(**a.to_hf_config())
    with torch.device("meta"):  # no random init of a second copy: the weights are assigned below
        hf = transformers.AutoModelForCausalLM.from_config(cfg).eval()
    names = {"tok_embeddings.weight": "model.embed_tokens.weight", "norm.weight": "model.norm.weight",
             "output.weight": "lm_head.weight"}
    parts = {ours: theirs for theirs, ours in checkpoint.HF_LAYER_NAMES.items()}  # the name map, backwards
    hf_sd = {}
    for name, w in model.state_dict().items():
        if ".wq." in name or ".wk." in name:  # weights and (Qwen2) biases
            w = checkpoint.rope_halves(w, a.n_heads if ".wq." in name else a.n_kv_heads, a.head_dim).contiguous()
        if name in names:
            hf_sd[names[name]] = w
        else:
            _, i, *mod, p = name.split(".")
            hf_sd[f"model.layers.{i}.{parts['.'.join(mod)]}.{p}"] = w
    hf.load_state_dict(hf_sd, strict=False, assign=True)
    hf.model.rotary_emb = type(hf.model.rotary_emb)(config=cfg)  # its inv_freq is no weight: made anew, off meta
    left = [n for n, t in list(hf.named_parameters()) + list(hf.named_buffers()) if t.is_meta]
    if left:
        raise ValueError(f"transformers' model has tensors ours does not fill: {left[:3]}")
    return hf


@torch.no_grad()
def hf_seconds(hf, prompt, n, **kw):
    """Seconds for transformers' generate to produce n tokens after prompt (greedy, no early stop)."""
    t0 = time.perf_counter()
    out = hf.generate(torch.tensor([prompt]), max_new_tokens=n, min_new_tokens=n, do_sample=False, pad_token_id=0, **kw)
    assert out.shape[1] - len(prompt) == n
    return time.perf_counter() - t0


def hf_tok_s(hf, prompt, n, **kw) -> tuple[float, float]:
    """(decode tok/s, overall tok/s): decode as ours, without the prefill and the first token."""
    first, total = hf_seconds(hf, prompt, 1, **kw), hf_seconds(hf, prompt, n, **kw)
    return (n - 1) / (total - first), n / total


def ours_tok_s(model, prompt, n, passes=g.Passes(), **kw) -> tuple[float, float]:
    stats = report.new_stats()
    g.generate(model, prompt, n, passes=passes, stats=stats, **kw)  # no stop tokens: exactly n tokens
    s = report.summarize(stats, 0)
    return s["decode_tok_s"], s["tok_s"]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint_path", type=Path, default=g.DEFAULT_CHECKPOINT)
    ap.add_argument("--new_tokens", type=flags.count(2),  # decode tok/s leaves out the first token
                    default=128)
    ap.add_argument("--repeats", type=flags.count(1, 10_000), default=3)
    ap.add_argument("--no_compile", action="store_true")
    a = ap.parse_args(argv)
    torch.manual_seed(0)
    with checkpoint.one_line_errors():  # arguments and files checked before the work
        model = checkpoint.load_model(a.checkpoint_path).eval()
        quantize.check_fp(model, checkpoint.resolve(a.checkpoint_path)[0], "transformers decodes the same weights "
                          "in floating point beside it")
        prompt = load_tokenizer(checkpoint.folder(a.checkpoint_path)).encode_chat(PROMPT)
        size = len(prompt) + max(a.new_tokens, WARMUP) + 1  # the warm-up runs WARMUP tokens whatever --new_tokens
        if size > model.args.max_seq_len:
            raise ValueError(f"--new_tokens {a.new_tokens} does not fit the model's context of "
                             f"{model.args.max_seq_len} after a {len(prompt)}-token prompt")
    model.setup_caches(1, size)
    hf = hf_model_from_ours(model)
    runs = {"ours eager": lambda n: ours_tok_s(model, prompt, n), "transformers generate": lambda n: hf_tok_s(hf, prompt, n)}
    if not a.no_compile:
        passes = g.compile_passes(None)
        t0 = time.perf_counter()
        ours_tok_s(model, prompt, WARMUP, passes)
        print(f"compile + first run: {time.perf_counter() - t0:.0f} s", flush=True)
        runs["ours compiled"] = lambda n: ours_tok_s(model, prompt, n, passes)
    for run in runs.values():  # warm up every contender, then interleave the repeats so noise hits all alike
        run(WARMUP)
    results = {name: [] for name in runs}
    for r in range(a.repeats):
        for name, run in runs.items():
            results[name].append(run(a.new_tokens))
        print(f"repeat {r + 1}/{a.repeats}: " + ", ".join(f"{k} {v[-1][0]:.1f}" for k, v in results.items()), flush=True)
    ref = statistics.median(d for d, _ in results["transformers generate"])
    print(f"\nSmolLM2-135M fp32, {torch.get_num_threads()} threads, {len(prompt)}-token prompt, {a.new_tokens} new "
          f"tokens, median of {a.repeats}; decode = without the prefill and the first token")
    print(f"{'':24s} {'decode tok/s':>13s} {'vs transformers':>16s} {'overall tok/s':>14s}")
    for name, v in results.items():
        d, o = statistics.median(x for x, _ in v), statistics.median(y for _, y in v)
        print(f"{name:24s} {d:13.1f} {d / ref:15.2f}x {o:14.1f}")


if __name__ == "__main__":
    checkpoint.run_cli(main)
