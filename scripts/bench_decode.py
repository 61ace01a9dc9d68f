"""Autoregressive decode speed: ours (eager, and compiled) next to Hugging Face transformers' `generate`
on the same SmolLM2 weights, same prompt, same machine, in one run. Prints tok/s and the ratios.

    python scripts/bench_decode.py [--new_tokens 128] [--repeats 3] [--no_compile]
"""
import argparse
import statistics
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))
import generate as g  # noqa: E402
from generate import load_model  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402
from convert_hf_checkpoint import _LAYER_NAMES  # noqa: E402

PROMPT = "Write a story about a lighthouse keeper who finds a message in a bottle."


def hf_model_from_ours(model):
    """transformers' LlamaForCausalLM with our weights (q/k permuted back to HF's rotate-half layout)."""
    import transformers

    a = model.args
    cfg = transformers.LlamaConfig(**{k: v for k, v in a.to_hf_config().items() if k not in ("architectures", "model_type")})
    hf = transformers.LlamaForCausalLM(cfg).eval()
    sd = {}
    for name, w in model.state_dict().items():
        if name.endswith(("wq.weight", "wk.weight")):
            heads = a.n_heads if "wq" in name else a.n_kv_heads
            w = w.view(heads, a.head_dim // 2, 2, -1).transpose(1, 2).reshape(w.shape)
        sd[name] = w
    # convert_hf_checkpoint's name map, read backwards
    names = {"tok_embeddings.weight": "model.embed_tokens.weight", "norm.weight": "model.norm.weight",
             "output.weight": "lm_head.weight"}
    parts = {ours: hf for hf, ours in _LAYER_NAMES.items()}
    hf_sd = {}
    for name, w in sd.items():
        if name in names:
            hf_sd[names[name]] = w
        else:
            _, i, *mod, p = name.split(".")
            hf_sd[f"model.layers.{i}.{parts['.'.join(mod)]}.{p}"] = w
    hf.load_state_dict(hf_sd, strict=False)
    return hf


def time_ours(model, prompt, n):
    model.setup_caches(1, len(prompt) + n + 1)
    stats = g.new_stats()
    g.generate(model, prompt, n, stats=stats)  # no stop tokens: exactly n tokens
    return stats["new_tokens"] / stats["seconds"]


@torch.no_grad()
def time_hf(hf, prompt, n):
    ids = torch.tensor([prompt])
    t0 = time.perf_counter()
    out = hf.generate(ids, max_new_tokens=n, min_new_tokens=n, do_sample=False, pad_token_id=0)
    return (out.shape[1] - len(prompt)) / (time.perf_counter() - t0)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint_path", type=Path, default=g.DEFAULT_CHECKPOINT)
    ap.add_argument("--new_tokens", type=int, default=128)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--no_compile", action="store_true")
    a = ap.parse_args()
    torch.manual_seed(0)
    model = load_model(a.checkpoint_path).eval()
    prompt = load_tokenizer(a.checkpoint_path).encode_chat(PROMPT)
    hf = hf_model_from_ours(model)
    compiled = None
    if not a.no_compile:
        import copy
        compiled = copy.deepcopy(model)
    results = {"ours eager": [], "transformers generate": []}
    if compiled is not None:
        results["ours compiled"] = []
    # Warm up every contender once, then interleave the repeats so machine noise hits all alike.
    time_ours(model, prompt, 8)
    time_hf(hf, prompt, 8)
    if compiled is not None:
        eager_fns = (g.forward_logits, g.verify_forward)
        g.compile_passes(None)
        t0 = time.perf_counter()
        time_ours(compiled, prompt, a.new_tokens)
        print(f"compile + first run: {time.perf_counter() - t0:.0f} s", flush=True)
        compiled_fns = (g.forward_logits, g.verify_forward)
    for r in range(a.repeats):
        if compiled is not None:
            g.forward_logits, g.verify_forward = eager_fns
        results["ours eager"].append(time_ours(model, prompt, a.new_tokens))
        results["transformers generate"].append(time_hf(hf, prompt, a.new_tokens))
        if compiled is not None:
            g.forward_logits, g.verify_forward = compiled_fns
            results["ours compiled"].append(time_ours(compiled, prompt, a.new_tokens))
        print(f"repeat {r + 1}/{a.repeats}: " + ", ".join(f"{k} {v[-1]:.1f}" for k, v in results.items()), flush=True)
    ref = statistics.median(results["transformers generate"])
    print(f"\nSmolLM2-135M fp32, {torch.get_num_threads()} threads, {len(prompt)}-token prompt, "
          f"{a.new_tokens} new tokens, median of {a.repeats}")
    print(f"{'':24s} {'tok/s':>8s} {'vs transformers':>16s}")
    for k, v in results.items():
        m = statistics.median(v)
        print(f"{k:24s} {m:8.1f} {m / ref:15.2f}x")


if __name__ == "__main__":
    main()
