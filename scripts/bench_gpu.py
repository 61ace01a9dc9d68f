"""Speed at real Llama-3.1 and Qwen2.5-Coder shapes with random weights (nothing to download): what judge
decoding buys on one H200 when an 8B bf16 draft feeds a 70B int8 target, and what the project's CPU pair (a
0.5B draft for Qwen2.5-Coder targets) does there. Every decode here is generate.generate, the loop users run,
with generate.compile_passes (CUDA graphs) on a GPU.

    # On the GPU machine, from the repo root; 5-9 minutes, mostly compiling: --budget_s (420 s) and the item in
    # flight then, at most a compile (give it a timeout of ~590 s):
    PYTHONUNBUFFERED=1 python scripts/bench_gpu.py --out "$OUT/bench_gpu.json" 2>&1 | tee "$OUT/bench_gpu.log"
    # The pair alone, in as long (8 compiles of 24- to 64-layer models, 6-10 min at a guess: --budget_s likely
    # leaves out the 32B, last; --pair_targets Qwen2.5-Coder-1.5B,Qwen2.5-Coder-32B skips the 7B instead):
    PYTHONUNBUFFERED=1 python scripts/bench_gpu.py --sections pair --out "$OUT/pair.json" 2>&1 | tee "$OUT/pair.log"
    # Anywhere, on CPU: the same code path end to end at tiny shapes, in seconds:
    python scripts/bench_gpu.py --smoke --out results/tmp/bench_gpu_smoke.json

Sections (--sections; run in this order by default):
  verify  Llama-3.1-70B int8: the 7 matmuls of one layer (0.86 GB of int8) at W = 1..64 rows, three ways side
          by side, as ms per layer, x W=1 and GB/s: dequant (F.linear(x, w.to(bf16)) * scales, compiled as the
          model is: at W >= 2 the weight is written out in bf16 before cuBLAS, ~5 bytes moved per weight);
          kernel (Int8Linear's few-row path, quantize.w8a16_mm, reading each int8 weight once; its error
          against fp32 is the one bf16 check of the kernel); autotune (dequant under max-autotune, whose GEMM
          templates may fuse the conversion; one compile per W, stopped at --verify_budget_s). Then the Ws at
          which the kernel is no slower (what Int8Linear's fused_max_rows_cuda and compiled_min_rows_cuda
          should say; first H200 run, results/bench_gpu.txt: W = 2..64, not 1), and the kernel once under
          torch.compile. Matmuls alone, not the 70B forward: the forward is these x 80 layers, and
          timing them needs no 70B compile per path and W. --verify_layers layers of weights (far beyond the
          50 MB L2) are streamed in turn, replayed from a CUDA graph as the model's decode is.
  ar      Llama-3.1-8B bf16 and int8 autoregressive decode: tok/s (decode, after the first step) and the
          weight bandwidth it implies (model bytes x tok/s) as a share of the H200's 4.8 TB/s; then int8 again
          with the kernel at one row (compiled_min_rows_cuda = 1), the A/B of Int8Linear's one-row rule.
  judge   8B bf16 draft + 70B int8 target on one GPU (~16 + ~70 GB), speculate_k = 20: the draft proposes 20
          tokens, the target scores 21 in one pass, the step keeps n drafts plus the target's own next token.
          Random weights agree on nothing, so n is FORCED (6 ~ what standard verification reaches in the paper,
          20 ~ what the judge reaches); everything else is generate()'s step. Baseline: 70B int8 alone.
  eagle   Llama-3.1-8B bf16 target + an EAGLE-3 head at its shape (one layer, 32k draft vocabulary, random
          weights), --eagle_k drafts per step: a head draft's ms (one chained head pass), the catch-up pass,
          the verify pass over k + 1 tokens with the three features, and generate()'s tok/s at FORCED accepted
          lengths (--eagle_forced; the public Llama-3.1-8B heads keep ~3-4 per step), against 8B autoregressive.
          Runs when the judge section leaves budget; alone: --sections ar,eagle.
  pair    The project's CPU pair at random weights: a Qwen2.5-Coder-0.5B bf16 draft model (Draft("model", k), as
          generate.py --draft model) for each of --pair_targets in turn (1.5B, 7B, 32B; bf16, or int8 where
          bf16 would not fit the free memory: fits_bf16), k = --speculate_k: the target's autoregressive tok/s,
          the draft's one-token pass (and the two-token one that a step after a full acceptance starts with)
          and the target's verify pass over k + 1 tokens timed alone, and generate()'s tok/s at the FORCED
          lengths of --forced (standard verification), with the draft's share of a step. passes.cost stays
          unset as in the judge section (every step drafts all k: a random draft's confidence would stop its
          chain), so the per-draft confidence read of users' runs is not in these numbers. It frees the models
          of the sections before it (~90 GB) to make room for the 32B. Last in the default --sections: the
          sections before it take about all of --budget_s and its 8 compiles would not fit besides, so a
          default run measures what is left of the budget (most likely nothing) and skips the rest cleanly;
          to measure it: --sections pair.
Back of the envelope (weight bytes / 4.8 TB/s): 8B bf16 16 GB -> at most ~300 tok/s; 8B int8 8.6 GB -> ~560;
70B int8 72 GB -> ~67 tok/s, i.e. a 1-token pass >= 15 ms, one layer's matmuls >= 0.18 ms. Qwen2.5-Coder bf16
(untied output, as the pair's files): 0.5B 1.26 GB -> a pass >= 0.26 ms (24 layers of small kernels: likely
more), 1.5B 3.6 GB -> ~1350 tok/s, 7B 15.2 GB -> ~315, 32B 65.5 GB -> ~73 (int8 33.5 GB -> ~140).

An error in one item (an OOM, a compile failure) is recorded in the JSON and the run goes on; what is left
once --budget_s is spent is skipped; the JSON is rewritten after every item.
"""
import argparse
import gc
import json
import platform
import statistics
import sys
import time
import traceback
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import checkpoint  # noqa: E402
import flags  # noqa: E402
import draft as drafting  # noqa: E402
import generate as g  # noqa: E402
import judge  # noqa: E402
import quantize  # noqa: E402
import report  # noqa: E402
from model import EagleHead, ModelArgs, RMSNorm, Transformer, eagle_args, eagle_layers  # noqa: E402

START = time.perf_counter()
PEAK_TBS = 4.8  # H200 HBM3e
SAVE_TO = []  # (results, path) once main() has them
WARMUP = 3  # CUDA graph trees: the 1st call compiles and warms up, the 2nd records, later ones replay
SECTIONS = {"verify", "ar", "judge", "eagle", "pair"}
SHAPES = {False: {"draft": "Llama-3.1-8B", "target": "Llama-3.1-70B"},
          True: {"draft": "tiny-draft", "target": "tiny"}}
# pair section: the draft, its layers (None: the real model's), --pair_targets' default. Smoke: a one-layer
# Qwen2 draft (biases on q/k/v like the 0.5B), and two targets so the loop frees one target for the next.
PAIR = {False: {"draft": "Qwen2.5-Coder-0.5B", "draft_layers": None,
                "targets": "Qwen2.5-Coder-1.5B,Qwen2.5-Coder-7B,Qwen2.5-Coder-32B"},
        True: {"draft": "tiny-qwen2", "draft_layers": 1, "targets": "tiny-qwen2,tiny"}}
FIT_MARGIN_GB = 8  # pair: room beside a target's weights and KV caches for compiling and CUDA-graph pools
PAPER = ("paper (Bachmann et al. 2025): judge decoding 8B draft / 70B target 141 tok/s on 2 H100; "
         "8B / 405B int8 129 tok/s on 8 H100; ~19.7 tokens accepted per 20-token draft vs ~6 standard")


def log(msg):
    print(f"[{time.perf_counter() - START:6.1f} s] {msg}", flush=True)


def free_memory():
    gc.collect()
    if torch.cuda.is_available():
        torch.cuda.empty_cache()


def out_of_time(a) -> bool:
    return time.perf_counter() - START > a.budget_s


def skipped(a):
    return {"skipped": f"time budget (--budget_s {a.budget_s:g}) spent"}


def attempt(out: dict, key, fn):
    """out[key] = fn(), or the error it raised: one failure (an OOM, a compile error) never ends the run.
    The results so far are saved after each, so a run killed mid-compile keeps what it measured."""
    try:
        out[key] = fn()
    except Exception as e:  # noqa: BLE001 -- recorded, reported, and the run goes on
        traceback.print_exc()
        out[key] = {"error": f"{type(e).__name__}: {str(e).strip()[:1500]}"}
        log(f"{key}: {out[key]['error'].splitlines()[0][:200]}")
    free_memory()
    if SAVE_TO:
        write(*SAVE_TO)
    return out[key]


def compile_counters() -> dict:
    """Dynamo/Inductor counters worth a look when a number is off: graph breaks, cudagraph skips."""
    try:
        from torch._dynamo.utils import counters
        return {"unique_graphs": counters["stats"].get("unique_graphs", 0),
                "graph_breaks": sum(counters["graph_break"].values()),
                "cudagraph_skips": counters["inductor"].get("cudagraph_skips", 0)}
    except Exception as e:  # noqa: BLE001 -- internals; absent on some versions
        return {"unavailable": str(e)}


@torch.no_grad()
def time_ms(fn, device, repeats: int) -> list[float]:
    """Milliseconds per call of fn: CUDA events on a GPU (device time, no host sync inside), else wall clock."""
    out = []
    for _ in range(repeats):
        if device.type == "cuda":
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
            fn()
            end.record()
            end.synchronize()
            out.append(start.elapsed_time(end))
        else:
            t0 = time.perf_counter()
            fn()
            out.append((time.perf_counter() - t0) * 1e3)
    return out


# ------------------------------------------------------------------------------------------ random models
@torch.no_grad()
def random_model(name: str, device, int8: bool, max_seq_len: int, dtype=torch.bfloat16,
                 n_layers: int | None = None) -> Transformer:
    """A random-weight model built straight on `device`: shapes on the meta device first, so a 70B never exists
    anywhere else, and int8 weights drawn as int8 (quantizing a bf16 70B would need its 140 GB first).
    n_layers: fewer layers than the real model, for timing one layer's matmuls."""
    args = ModelArgs.from_name(name)
    args.tie_embeddings = False  # Llama-3.1's layout; makes the tiny smoke shapes quantize the same way
    args.n_layers = n_layers or args.n_layers
    with torch.device("meta"):
        model = Transformer(args)
    if int8:  # the modules quantize.quantize_int8 would swap, made empty instead of converted
        quantize.make_int8_modules(model)
    # .to(dtype) converts floating tensors only: int8 weights stay int8, scales follow dtype (as quantize_int8).
    model = model.to(dtype=dtype).to_empty(device=device)
    # Values do not change the speed; they only have to keep activations finite: weights of std 1/sqrt(fan_in).
    for m in model.modules():
        if isinstance(m, quantize.Int8Linear):
            m.weight.random_(-127, 128)
            m.scales.fill_(3 ** 0.5 / 127 / m.in_features ** 0.5)  # uniform on [-127, 127] has std 127/sqrt(3)
        elif isinstance(m, nn.Linear):
            m.weight.normal_(0, m.in_features ** -0.5)
        elif isinstance(m, nn.Embedding):
            m.weight.normal_(0, 1)
        elif isinstance(m, RMSNorm):
            m.weight.fill_(1)
        if isinstance(m, (quantize.Int8Linear, nn.Linear)) and m.bias is not None:
            m.bias.normal_(0, 0.02)  # Qwen2's q/k/v biases: to_empty leaves whatever the memory held, NaN too
    model.setup_caches(1, max_seq_len)
    # A pass outside no_grad would otherwise compile a training graph (and fail on int8's custom op).
    return model.eval().requires_grad_(False)


@torch.no_grad()
def random_head(target: Transformer, device, max_seq_len: int, draft_vocab: int, dtype=torch.bfloat16):
    """A random EAGLE-3 head for `target` built straight on `device` (its aux layers: eagle_layers, or every
    layer of a target too shallow for them); returns (head, aux_layers)."""
    n = target.args.n_layers
    aux = eagle_layers(n) if n >= 8 else tuple(range(min(3, n)))
    draft_vocab = min(draft_vocab, target.args.vocab_size)
    with torch.device("meta"):
        head = EagleHead(eagle_args(target.args), target.args.dim, draft_vocab, len(aux))
    head = head.to(dtype=dtype).to_empty(device=device)
    for m in head.modules():
        if isinstance(m, nn.Linear):
            m.weight.normal_(0, m.in_features ** -0.5)
        elif isinstance(m, RMSNorm):
            m.weight.fill_(1)
    head.d2t.copy_(torch.randperm(target.args.vocab_size, device=device)[:draft_vocab])
    head.attach_embeddings(target.tok_embeddings)
    head.setup_caches(1, max_seq_len)
    return head.eval().requires_grad_(False), aux


def models(a, device):
    """Random models built on first use and kept (the 8B bf16 and the 70B int8 serve two sections each, and
    the same objects keep their compiled graphs valid): get(role, int8), drop(role, int8); drop() drops all."""
    built = {}

    def get(role, int8):
        if (role, int8) not in built:
            name = SHAPES[a.smoke][role]
            log(f"building {name} {'int8' if int8 else 'bf16'} (random weights) on {device}")
            built[role, int8] = random_model(name, device, int8, a.max_seq_len)
            mem = f"; GPU memory {torch.cuda.memory_allocated(device) / 1e9:.1f} GB" if device.type == "cuda" else ""
            log(f"built: {report.model_bytes(built[role, int8]) / 1e9:.2f} GB of weights{mem}")
        return built[role, int8]

    def drop(role=None, int8=None):
        for key in list(built) if role is None else [(role, int8)]:
            built.pop(key, None)
        free_memory()

    return get, drop


def label(a, role, int8):
    return f"{SHAPES[a.smoke][role]} {'int8' if int8 else 'bf16'}"


# ------------------------------------------------------------------------------------------------ decoding
def decode(model, prompt, n, passes, **kw) -> dict:
    """generate() greedy for n tokens (no stop token), and its summarized stats: decode_tok_s leaves out the
    prefill and the first step (where compiles and CUDA-graph recording happen)."""
    stats = report.new_stats()
    g.generate(model, prompt, n, passes=passes, stats=stats, **kw)
    return report.summarize(stats, report.model_bytes(model))


def ar_decode(a, model, prompt, passes, tokens: int) -> dict:
    """Autoregressive decode (generate, no draft): one short run first (compiles, records CUDA graphs), then
    --repeats runs of `tokens`; their median tok/s and the weight bandwidth it implies."""
    nbytes = report.model_bytes(model)
    t0 = time.perf_counter()
    decode(model, prompt, WARMUP + 1, passes)
    first = time.perf_counter() - t0
    runs = [decode(model, prompt, tokens, passes)["decode_tok_s"] for _ in range(a.repeats)]
    tok_s = statistics.median(runs)
    return {"weights_GB": nbytes / 1e9, "tok_s": tok_s, "tok_s_runs": runs, "new_tokens": tokens,
            "bandwidth_GBs": nbytes * tok_s / 1e9, "pct_of_peak": 100 * nbytes * tok_s / (PEAK_TBS * 1e12),
            "bound_tok_s": PEAK_TBS * 1e12 / nbytes, "compile_and_warmup_s": first}


def pass_ms(a, device, fn) -> float:
    """Median ms of one of a step's passes timed alone: WARMUP calls first (compile, CUDA-graph warm-up and
    recording), then --verify_repeats timed ones."""
    time_ms(fn, device, WARMUP)
    return statistics.median(time_ms(fn, device, a.verify_repeats))


def pass_at(a, device, run, model, w: int, start: int) -> float:
    """pass_ms of run(model, tokens, pos) (passes.decode or passes.verify) over w random tokens at positions
    start.., where a step after the prompt runs it."""
    tokens = torch.randint(model.args.vocab_size, (w,), device=device)
    pos = torch.arange(start, start + w, device=device)
    return pass_ms(a, device, lambda: run(model, tokens, pos))


def forced(n: int, vocab: int | None = None):
    """A `decide` for generate(): accept() runs as in a real step (its cost is paid), then the step keeps n
    drafts and the target's own token after them, whatever accept() decided. vocab: that token is the
    target's argmax over its first `vocab` ids, so that a draft with a smaller table can read it (Qwen2.5's
    0.5B has 151936 rows, the 7B and 32B 152064: random weights pick the padding ids too)."""
    def decide(logits, hidden, drafted, q, n_draft, s, v):
        g.accept(logits, hidden, drafted, q, n_draft, s, v)
        return n, int(logits[n, :vocab].argmax()), 0
    return decide


def forced_run(a, name, target, prompt, passes, kw, n, base, draft_s=None, verify_s=None) -> dict:
    """Decoding with every step forced to keep n drafts (kw: generate's draft and verify): tok/s over whole
    steps (each keeps exactly n + 1 tokens), x the baseline's tok/s `base`; from the step's passes timed alone
    (draft_s: the draft's seconds per step, verify_s: the verify pass's), the tok/s they predict (the gap to
    tok_s is the step's own overhead: accept, host syncs, copies) and the draft's share of a measured step.
    Every section's forced lengths are timed here."""
    steps = -(-a.judge_tokens // (n + 1))
    d = kw["draft"]
    decide = forced(n, d.model.args.vocab_size if d.kind == "model" else None)
    t0 = time.perf_counter()
    decode(target, prompt, WARMUP * (n + 1), passes, decide=decide, **kw)  # compiles what is new, records CUDA graphs
    first = time.perf_counter() - t0
    runs = [decode(target, prompt, steps * (n + 1), passes, decide=decide, **kw) for _ in range(a.judge_repeats)]
    tok_s = statistics.median(r["decode_tok_s"] for r in runs)
    r = {"steps": steps, "new_tokens": runs[-1]["new_tokens"], "tok_s": tok_s, "compile_and_warmup_s": first,
         "tok_s_runs": [r["decode_tok_s"] for r in runs], "ms_per_step": 1e3 * (n + 1) / tok_s,
         "accepted_per_step": runs[-1]["accepted_per_step"], "drafted_per_step": runs[-1]["drafted_per_step"]}
    if base:
        r["x_target_ar"] = tok_s / base
    if draft_s is not None:
        r["draft_ms"], r["draft_share"] = 1e3 * draft_s, draft_s / (r["ms_per_step"] / 1e3)
    if draft_s is not None and verify_s is not None:
        r["parts_tok_s"] = (n + 1) / (draft_s + verify_s)
    log(f"{name} forced {n} accepted/step: {tok_s:.1f} tok/s, {r['ms_per_step']:.1f} ms/step"
        + (f", draft {100 * r['draft_share']:.0f}% of it" if "draft_share" in r else ""))
    return r


def section_ar(a, device, get, drop, prompt, passes, res):
    """8B bf16 and int8: autoregressive tok/s and the weight bandwidth it implies."""
    res["models"] = found = {}
    for int8 in (False, True):
        name = label(a, "draft", int8)
        if out_of_time(a):
            found[name] = skipped(a)
            continue

        def run():
            r = ar_decode(a, get("draft", int8), prompt, passes, a.ar_tokens)
            log(f"{name}: {r['tok_s']:.1f} tok/s, {r['bandwidth_GBs']:.0f} GB/s "
                f"(compile + warm-up {r['compile_and_warmup_s']:.1f} s)")
            return r

        attempt(found, name, run)
        if int8 or not {"judge", "eagle"} & set(a.sections):  # the bf16 8B: the judge's draft, eagle's target
            drop("draft", int8)
    # Int8Linear's one-row rule A/B in one run: the layer bench put a compiled dequant row at 0.242 ms against
    # the kernel's 0.358, yet the whole 8B/70B decode did not speed up when the rule changed (measured in two
    # runs on two loans: 188 -> 184.5 and 30.0 -> 27.9 tok/s), so the decode is timed both ways side by side.
    name = label(a, "draft", True) + ", kernel at 1 row"
    if out_of_time(a):
        found[name] = skipped(a)
        return
    rule = quantize.Int8Linear.compiled_min_rows_cuda

    def run_kernel_row():
        quantize.Int8Linear.compiled_min_rows_cuda = 1  # a fresh model: its own compile under this rule
        try:
            r = ar_decode(a, get("draft", True), prompt, passes, a.ar_tokens)
        finally:
            quantize.Int8Linear.compiled_min_rows_cuda = rule
            drop("draft", True)
        log(f"{name}: {r['tok_s']:.1f} tok/s (compile + warm-up {r['compile_and_warmup_s']:.1f} s)")
        return r

    attempt(found, name, run_kernel_row)


def section_judge(a, device, get, prompt, passes, res, ar_res):
    """8B bf16 draft + 70B int8 target, k = 20, accepted length forced; 70B int8 autoregressive as baseline."""
    if out_of_time(a):
        res.update(skipped(a))
        return
    k = a.speculate_k
    res["draft"], res["target"], res["speculate_k"] = label(a, "draft", False), label(a, "target", True), k
    target, draft = get("target", True), get("draft", False)
    torch.manual_seed(0)
    # a random judge: its cost only; masks of the vocabulary's size (no tokenizer here: the first 256 ids
    # blank, the last one a stop) so the step pays for the degenerate-draft guard as real decoding does
    V = target.args.vocab_size
    blank, stops = torch.zeros(V, dtype=torch.bool, device=device), torch.zeros(V, dtype=torch.bool, device=device)
    blank[:256], stops[-1] = True, True
    verify = judge.Verify("judge", 0.5, judge.new_judge(target.args.dim).to(device), blank=blank, stops=stops)

    def baseline():
        r = ar_decode(a, target, prompt, passes, a.judge_ar_tokens)
        log(f"{res['target']} autoregressive: {r['tok_s']:.1f} tok/s")
        return r

    if out_of_time(a):
        res["target_ar"] = skipped(a)
    else:
        attempt(res, "target_ar", baseline)
    base = res["target_ar"].get("tok_s")

    if not out_of_time(a):  # the pass inside the step, timed alone: the step's cost split into its two parts
        attempt(res, "verify_ms", lambda: pass_at(a, device, passes.verify, target, passes.width(k + 1),
                                                  len(prompt) - 1))
    draft_tok_s = ar_res.get("models", {}).get(res["draft"], {}).get("tok_s")
    res["forced"] = found = {}
    for n in a.forced:
        if out_of_time(a):
            found[n] = skipped(a)
            continue

        # The parts: k draft passes (one more to catch up after a full acceptance), at the 8B's decode speed.
        draft_s = (k + (n == k)) / draft_tok_s if draft_tok_s else None
        verify_s = res["verify_ms"] / 1e3 if isinstance(res.get("verify_ms"), float) else None
        kw = dict(draft=drafting.make("model", k, model=draft), verify=verify)
        attempt(found, n, lambda: forced_run(a, "judge", target, prompt, passes, kw, n, base, draft_s, verify_s))


def section_eagle(a, device, get, prompt, passes, res, ar_res):
    """8B bf16 target + a random EAGLE-3 head at its shape: the head's pass costs, the verify pass with the
    three features, and tok/s at forced accepted lengths; 8B autoregressive as the baseline."""
    if out_of_time(a):
        res.update(skipped(a))
        return
    k = a.eagle_k
    target = get("draft", False)  # the ar section's 8B bf16: its compiled graphs carry over
    head, aux = random_head(target, device, a.max_seq_len, a.draft_vocab, target.tok_embeddings.weight.dtype)
    res.update(target=label(a, "draft", False), speculate_k=k, draft_vocab=len(head.d2t), aux_layers=list(aux),
               head_weights_GB=report.model_bytes(head) / 1e9)
    base = ar_res.get("models", {}).get(res["target"], {}).get("tok_s")
    if base is None and not out_of_time(a):
        base = attempt(res, "target_ar_tok_s", lambda: ar_decode(a, target, prompt, passes, a.ar_tokens)["tok_s"])
        base = base if isinstance(base, float) else None
    else:
        res["target_ar_tok_s"] = base

    def passes_ms():
        dim, p0 = target.args.dim, len(prompt)
        one = torch.zeros(1, dtype=torch.long, device=device)
        g1 = torch.zeros(1, dim, dtype=head.fc.weight.dtype, device=device)
        w = passes.width(k + 1)
        many, pos = torch.zeros(w, dtype=torch.long, device=device), torch.arange(p0, p0 + w, device=device)
        gw = g1.expand(w, -1).contiguous()
        out = {}
        for name, fn in (("head_draft_ms", lambda: passes.head(head, one, g1, pos[:1])),
                         ("head_catch_up_ms", lambda: passes.head(head, many, gw, pos)),
                         ("verify_ms", lambda: passes.verify(target, many, pos, aux))):
            out[name] = pass_ms(a, device, fn)
        log(f"EAGLE head draft {out['head_draft_ms']:.3f} ms, catch-up over {w} {out['head_catch_up_ms']:.3f} ms, "
            f"verify over {w} {out['verify_ms']:.2f} ms")
        return out

    ms = attempt(res, "passes", passes_ms)
    res["forced"] = found = {}
    for n in a.eagle_forced:
        if out_of_time(a):
            found[n] = skipped(a)
            continue

        # The parts: one catch-up, k - 1 chained drafts, one verify pass.
        timed = isinstance(ms, dict) and "verify_ms" in ms
        draft_s = (ms["head_catch_up_ms"] + (k - 1) * ms["head_draft_ms"]) / 1e3 if timed else None
        verify_s = ms["verify_ms"] / 1e3 if timed else None
        kw = dict(draft=drafting.make("eagle", k, head=head, aux_layers=aux))
        attempt(found, n, lambda: forced_run(a, "EAGLE", target, prompt, passes, kw, n, base, draft_s, verify_s))


def fits_bf16(name: str, device, max_seq_len: int) -> dict:
    """Whether `name` in bf16 (weights, KV caches, FIT_MARGIN_GB) fits the GPU's free memory now (always on
    CPU): what it needs and what is free, in GB, and the verdict."""
    args = ModelArgs.from_name(name)
    args.tie_embeddings = False  # as random_model builds it
    with torch.device("meta"):
        weights = 2 * sum(p.numel() for p in Transformer(args).parameters())
    kv = 2 * args.n_layers * args.n_kv_heads * args.head_dim * max_seq_len * 2
    need = (weights + kv) / 1e9 + FIT_MARGIN_GB
    if device.type != "cuda":
        return {"bf16_need_GB": need, "fits": True}
    free = torch.cuda.mem_get_info(device)[0] / 1e9
    return {"bf16_need_GB": need, "free_GB": free, "fits": need <= free}


def section_pair(a, device, drop, prompt, passes, res):
    """Qwen2.5-Coder-0.5B bf16 draft model + each of --pair_targets: the target's autoregressive tok/s, the
    draft's and the target's passes timed alone, and generate() with the draft at forced accepted lengths."""
    if out_of_time(a):
        res.update(skipped(a))
        return
    drop()  # what the sections before it kept (70B int8 + 8B bf16, ~90 GB): the 32B needs the room
    if device.type == "cuda":  # what stays allocated all the same (CUDA-graph pools, anything still referenced)
        res["gpu_memory_at_start_GB"] = torch.cuda.memory_allocated(device) / 1e9
    k, shapes, p0 = a.speculate_k, PAIR[a.smoke], len(prompt)
    draft = random_model(shapes["draft"], device, False, a.max_seq_len, n_layers=shapes["draft_layers"])
    res.update(draft=f"{shapes['draft']} bf16", draft_layers=draft.args.n_layers, speculate_k=k,
               draft_weights_GB=report.model_bytes(draft) / 1e9, verify="standard")
    # passes.cost stays unset, as in the judge section: every step drafts and verifies all k. generate.py sets
    # it (measure_draft_costs) and the draft's confidence then sizes its chain, but a random draft's (~1/V)
    # would stop every chain at a draft or two, below the forced lengths; so the confidence read of users'
    # runs (a softmax and a host sync per draft) is not paid here.
    res["draft_passes"] = dp = {}

    def draft_ms(w):
        """ms of the draft's pass over w tokens, timed when first needed (each width is a compile). A step's
        first draft pass reads one token, or two after a full acceptance (d_k was never fed back)."""
        key = ("one_token_ms", "two_token_ms")[w - 1]
        if key not in dp:
            if out_of_time(a):
                dp[key] = skipped(a)
            else:
                attempt(dp, key, lambda: pass_at(a, device, passes.decode, draft, w, p0 - 1))
                log(f"pair draft {res['draft']} pass over {w}: {fmt(dp[key], '.3f')} ms")
        return dp[key] if isinstance(dp[key], float) else None

    res["targets"] = found = {}
    for name in a.pair_targets:
        if out_of_time(a):
            found[name] = skipped(a)
            continue
        out = found[name] = fits_bf16(name, device, a.max_seq_len)
        out["dtype"] = "bf16" if out["fits"] else "int8"  # int8 only where bf16 would not fit (the 32B, were
        # the memory of the sections before not given back)
        built = {}
        target = attempt(built, "model", lambda: random_model(name, device, not out["fits"], a.max_seq_len))
        if not isinstance(target, Transformer):
            out.update(built["model"])
            continue
        label_t = f"{name} {out['dtype']}"
        out["weights_GB"] = report.model_bytes(target) / 1e9
        log(f"pair target {label_t}: {out['weights_GB']:.2f} GB of weights"
            + (f"; GPU memory {torch.cuda.memory_allocated(device) / 1e9:.1f} GB" if device.type == "cuda" else ""))

        def baseline():
            r = ar_decode(a, target, prompt, passes, a.judge_ar_tokens)
            log(f"{label_t} autoregressive: {r['tok_s']:.1f} tok/s")
            return r

        for key, fn in (("ar", baseline),
                        ("verify_ms", lambda: pass_at(a, device, passes.verify, target, passes.width(k + 1), p0 - 1))):
            if out_of_time(a):
                out[key] = skipped(a)
            else:
                attempt(out, key, fn)
        base = out["ar"].get("tok_s")
        verify_s = out["verify_ms"] / 1e3 if isinstance(out["verify_ms"], float) else None
        out["forced"] = forced_out = {}
        for n in a.forced:
            if out_of_time(a):
                forced_out[n] = skipped(a)
                continue
            # The parts: k draft passes, the first over two tokens after a full acceptance, and one verify pass.
            d1 = draft_ms(1)
            first = draft_ms(2) if n == k else d1
            draft_s = (first + (k - 1) * d1) / 1e3 if first is not None and d1 is not None else None
            kw = dict(draft=drafting.make("model", k, model=draft))
            attempt(forced_out, n, lambda: forced_run(a, f"pair {label_t}", target, prompt, passes, kw, n, base,
                                                      draft_s, verify_s))
        del target, built  # before the next target is built
        free_memory()


# ---------------------------------------------------------------------------------------- verify section
def dequant_layer(xs: list, weights: list, scales: list) -> list:
    """Int8Linear's path above its fused-rows threshold, as a function of the tensors (so one compiled graph
    serves every layer): the weight dequantized to the activations' dtype, then the dense GEMM."""
    return [F.linear(x, w.to(x.dtype)) * s.to(x.dtype) for x, w, s in zip(xs, weights, scales)]


def autotuned_layer(xs: list, weights: list, scales: list) -> list:
    """dequant_layer under its own name, so its max-autotune compiles never share dequant_layer's cache."""
    return dequant_layer(xs, weights, scales)


def kernel_layer(xs: list, weights: list, scales: list) -> list:
    """The CUDA kernel Int8Linear uses for few rows, as a function of the tensors (for the compile check)."""
    return [quantize.w8a16_mm(x, w, s) for x, w, s in zip(xs, weights, scales)]


def replay_ms(fn, device, repeats: int) -> list[float]:
    """ms per call of fn, which has been called once already (compiled, warmed up). On CUDA fn is captured
    in a CUDA graph and replayed, so launch overhead is out and what is timed is the kernels, as in the
    model's CUDA-graph decode; on CPU it is called."""
    if device.type != "cuda":
        return time_ms(fn, device, repeats)
    side = torch.cuda.Stream(device)
    side.wait_stream(torch.cuda.current_stream(device))
    with torch.cuda.stream(side):  # one more warm call off the default stream, as capture recommends
        fn()
    torch.cuda.current_stream(device).wait_stream(side)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        fn()
    graph.replay()
    return time_ms(graph.replay, device, repeats)


def rel_err(y: torch.Tensor, x: torch.Tensor, lin: quantize.Int8Linear) -> float:
    """Largest error of y = lin(x) against the product in fp32, relative to the largest |output|."""
    ref = x.float() @ (lin.weight.float() * lin.scales.float()[:, None]).T
    return ((y.float() - ref).abs().max() / ref.abs().max()).item()


def section_verify(a, device, res):
    """70B int8: one layer's 7 matmuls at W rows, three ways side by side: time, x W=1, bandwidth."""
    if out_of_time(a):
        res.update(skipped(a))
        return
    t_section = time.perf_counter()
    name = SHAPES[a.smoke]["target"]
    model = random_model(name, device, True, 16, n_layers=a.verify_layers)
    layers = [[layer.get_submodule(n) for n in quantize.LINEAR_NAMES] for layer in model.layers]
    for lin in (lin for layer in layers for lin in layer):  # the kernel path whatever W (instance attributes)
        lin.fused_max_rows_cpu = lin.fused_max_rows_cuda = 10 ** 9
        lin.compiled_min_rows_cuda = 0
    first = layers[0]
    nbytes = sum(lin.weight.numel() + lin.scales.numel() * lin.scales.element_size() for lin in first)
    res.update({"model": f"{name} int8", "layers_timed": a.verify_layers,
                "model_layers": ModelArgs.from_name(name).n_layers, "layer_GB": nbytes / 1e9,
                "matrices": {n.split(".")[1]: list(lin.weight.shape) for n, lin in zip(quantize.LINEAR_NAMES, first)},
                "fused_max_rows": getattr(quantize.Int8Linear, f"fused_max_rows_{device.type}", 0),
                "compiled_min_rows_cuda": quantize.Int8Linear.compiled_min_rows_cuda})
    if device.type == "cuda":  # (BLOCK_M, SPLIT_K) per matrix
        sms = quantize.sm_count(device)
        res["kernel_config_W21"] = {n.split(".")[1]: quantize.w8a16_config(21, *lin.weight.shape, sms)
                                    for n, lin in zip(quantize.LINEAR_NAMES, first)}
    res["widths"] = widths = {w: {} for w in a.widths}
    compiled = a.compile and device.type == "cuda"  # the kernel and max-autotune need CUDA
    dequant = torch.compile(dequant_layer) if a.compile else dequant_layer
    autotuned = torch.compile(autotuned_layer, mode="max-autotune-no-cudagraphs", dynamic=False) if compiled else None

    def inputs(w, mark_dynamic=False):
        xs = {k: torch.randn(w, k, device=device, dtype=torch.bfloat16) for k in {lin.in_features for lin in first}}
        if mark_dynamic and w > 1:  # one compile for every W >= 2: conversion + cuBLAS, as a static one makes
            for x in xs.values():
                torch._dynamo.mark_dynamic(x, 0)
        return [[xs[lin.in_features] for lin in layer] for layer in layers]

    def tensors(layer):
        return [lin.weight for lin in layer], [lin.scales for lin in layer]

    def measure(w, run_layer, xs):
        """Time every layer's matmuls once per call; the first layer's outputs vs a float reference."""
        def fn():
            return [run_layer(x, layer) for x, layer in zip(xs, layers)]

        t0 = time.perf_counter()
        outs = fn()[0]
        first_s = time.perf_counter() - t0
        err = max(rel_err(y, x, lin) for y, x, lin in zip(outs, xs[0], first))
        ms = statistics.median(replay_ms(fn, device, a.verify_repeats)) / len(layers)
        return {"ms": ms, "GBs": nbytes / ms / 1e6, "rel_err": err, "compile_and_warmup_s": first_s}

    paths = {"dequant": lambda x, layer: dequant(x, *tensors(layer)),
             "kernel": lambda x, layer: [lin(xi) for xi, lin in zip(x, layer)],
             "autotune": lambda x, layer: autotuned(x, *tensors(layer))}
    for w in a.widths:
        for path in ("dequant", "kernel"):
            if out_of_time(a):
                widths[w][path] = skipped(a)
                continue
            attempt(widths[w], path, lambda: measure(w, paths[path], inputs(w, mark_dynamic=path == "dequant")))
            log(f"verify W={w} {path}: {fmt(widths[w][path].get('ms'), '.3f')} ms/layer")

    check_w = 21 if 21 in a.widths else max(a.widths)
    if not compiled:
        res["compiled_kernel"] = {"skipped": "needs CUDA and --compile"}
    elif out_of_time(a):
        res["compiled_kernel"] = skipped(a)
    else:
        def compiled_check():  # the op under torch.compile: no graph break, Inductor launches the same kernel
            fn = torch.compile(kernel_layer, fullgraph=True)
            xs = inputs(check_w)
            r = measure(check_w, lambda x, layer: fn(x, *tensors(layer)), xs)
            eager = [quantize.w8a16_mm(x, lin.weight, lin.scales) for x, lin in zip(xs[0], first)]
            got = fn(xs[0], *tensors(first))
            r["max_rel_diff_vs_eager"] = max(((g - e).float().abs().max() / e.float().abs().max()).item()
                                             for g, e in zip(got, eager))
            return dict(r, W=check_w)

        attempt(res, "compiled_kernel", compiled_check)

    # Slowest to compile (a GEMM autotuned per shape and W): most wanted widths first, within --verify_budget_s.
    for w in sorted(a.widths, key=lambda w: (w not in (1, check_w), w)):
        if not compiled:
            widths[w]["autotune"] = {"skipped": "needs CUDA and --compile"}
        elif out_of_time(a) or time.perf_counter() - t_section > a.verify_budget_s:
            widths[w]["autotune"] = {"skipped": f"verify budget (--verify_budget_s {a.verify_budget_s:g}) spent"}
        else:
            attempt(widths[w], "autotune", lambda: measure(w, paths["autotune"], inputs(w)))
            log(f"verify W={w} autotune: {fmt(widths[w]['autotune'].get('ms'), '.3f')} ms/layer")

    for path in paths:
        base = widths.get(1, {}).get(path, {}).get("ms")
        for w in a.widths:
            r = widths[w].get(path, {})
            if base and "ms" in r:
                r["x_W1"] = r["ms"] / base
    # Where the kernel pays: each W at which it is no slower than dequantizing. Not one crossover: on an
    # H200 a compiled single row dequantizes faster (a fused mat-vec) while every W from 2 up takes the kernel.
    res["kernel_faster_at_W"] = [w for w in sorted(a.widths)
                                 if None not in (k := widths[w].get("kernel", {}).get("ms"),
                                                 d := widths[w].get("dequant", {}).get("ms")) and k <= d]
    res["section_s"] = time.perf_counter() - t_section  # its 70B layers are freed once it returns (main)


# --------------------------------------------------------------------------------------------- reporting
VERIFY_PATHS = ("dequant", "kernel", "autotune")


def fmt(x, spec):
    return format(x, spec) if isinstance(x, (int, float)) else "-"


def problem(r):
    return r.get("error") or r.get("skipped") if isinstance(r, dict) else None


def print_forced(forced: dict, indent="  "):
    """The rows of forced_run's results, one per forced length; every section prints them so."""
    print(f"{indent}{'kept/step':>9s} {'tokens/step':>11s} {'ms/step':>8s} {'tok/s':>8s} {'x AR':>6s} "
          f"{'parts tok/s':>11s} {'draft %':>7s}")
    for n, r in sorted(forced.items()):
        print(f"{indent}{n:>9} {problem(r)[:100]}" if problem(r) else
              f"{indent}{n:>9} {n + 1:>11} {r['ms_per_step']:8.1f} {r['tok_s']:8.1f} "
              f"{fmt(r.get('x_target_ar'), '6.2f')} {fmt(r.get('parts_tok_s'), '11.1f')} "
              f"{fmt(100 * r['draft_share'] if 'draft_share' in r else None, '7.0f')}")


def print_table(res: dict):
    env, cfg = res["env"], res["config"]
    cuda = cfg["device"].startswith("cuda")
    print(f"\n== judge-fast GPU bench: {env['device_name']}, torch {env['torch']}, random weights, greedy, "
          f"{'compiled + CUDA graphs' if cfg['compile'] and cuda else 'compiled' if cfg['compile'] else 'eager'}, "
          f"{res['total_s']:.0f} s ==")
    v = res.get("verify")
    if v is not None and problem(v):
        print(f"[verify] {problem(v)[:150]}")
    elif v is not None:
        print(f"[verify] {v['model']}: the 7 matmuls of a layer ({v['layer_GB']:.2f} GB) at W rows, "
              f"{v['layers_timed']} layers' weights in turn, median of {cfg['verify_repeats']}"
              f"{', CUDA-graph replay' if cuda else ''}; ms per layer (the model has {v['model_layers']})")
        print(f"  {'W':>3s}" + "".join(f" | {p:>8s} {'x W=1':>5s} {'GB/s':>5s}" for p in VERIFY_PATHS) + " | kernel err")
        for w, r in v["widths"].items():
            cells = ""
            for p in VERIFY_PATHS:
                c = r.get(p, {})
                cells += (f" | {'error' if 'error' in c else 'skipped':>20s}" if problem(c)
                          else f" | {c['ms']:8.3f} {fmt(c.get('x_W1'), '5.2f')} {c['GBs']:5.0f}")
            print(f"  {w:>3}{cells} | {fmt(r.get('kernel', {}).get('rel_err'), '10.1e')}")
        dev, wins = cfg["device"].split(":")[0], v.get("kernel_faster_at_W", [])
        print(f"  kernel no slower than dequant at W = {', '.join(map(str, wins)) if wins else 'none'} "
              f"(Int8Linear: the kernel up to fused_max_rows_{dev} = {v['fused_max_rows']}"
              + (f", compiled from compiled_min_rows_cuda = {v['compiled_min_rows_cuda']} rows)" if dev == "cuda" else ")"))
        ck = v.get("compiled_kernel", {})
        print("  kernel under torch.compile: " + (problem(ck) or f"W={ck['W']} {ck['ms']:.3f} ms/layer, "
                                                  f"max diff vs eager {ck['max_rel_diff_vs_eager']:.1e}"))
    ar = res.get("ar")
    if ar is not None:
        print(f"[ar] autoregressive decode, {cfg['ar_tokens']} tokens, median of {cfg['repeats']} {problem(ar) or ''}")
        print(f"  {'model':36s} {'weights GB':>10s} {'tok/s':>8s} {'GB/s':>7s} {'% of peak':>10s} {'bound tok/s':>11s}")
        for name, r in ar.get("models", {}).items():
            print(f"  {name:36s} {problem(r)[:100]}" if problem(r) else
                  f"  {name:36s} {r['weights_GB']:10.3g} {r['tok_s']:8.1f} {r['bandwidth_GBs']:7.0f} "
                  f"{r['pct_of_peak']:9.0f}% {r['bound_tok_s']:11.0f}")
    j = res.get("judge")
    if j is not None and problem(j):
        print(f"[judge] {problem(j)[:150]}")
    elif j is not None:
        print(f"[judge] {j['draft']} draft + {j['target']} target, k={j['speculate_k']}, accepted length FORCED "
              f"(random weights accept nothing by themselves)")
        b = j.get("target_ar", {})
        print(f"  target autoregressive: {fmt(b.get('tok_s'), '.1f')} tok/s {problem(b) or ''}; verify pass over "
              f"{j['speculate_k'] + 1} tokens: {fmt(j.get('verify_ms'), '.2f')} ms")
        print_forced(j.get("forced", {}))
        print(f"  {PAPER}")
    e = res.get("eagle")
    if e is not None and problem(e):
        print(f"[eagle] {problem(e)[:150]}")
    elif e is not None:
        p = e.get("passes", {})
        print(f"[eagle] {e['target']} target + EAGLE-3 head (random, {e['draft_vocab']}-token draft vocab, "
              f"{e['head_weights_GB']:.2f} GB), k={e['speculate_k']}, accepted length FORCED")
        print(f"  head draft {fmt(p.get('head_draft_ms'), '.3f')} ms/token, catch-up {fmt(p.get('head_catch_up_ms'), '.3f')}"
              f" ms, verify over {e['speculate_k'] + 1} tokens {fmt(p.get('verify_ms'), '.2f')} ms; target "
              f"autoregressive {fmt(e.get('target_ar_tok_s'), '.1f')} tok/s {problem(p) or ''}")
        print_forced(e.get("forced", {}))
    pr = res.get("pair")
    if pr is not None and problem(pr):
        print(f"[pair] {problem(pr)[:150]}")
    elif pr is not None:
        dp = pr.get("draft_passes", {})
        print(f"[pair] {pr['draft']} draft model ({pr['draft_weights_GB']:.2f} GB), k={pr['speculate_k']}, "
              f"{pr['verify']} verification, accepted length FORCED; draft pass {fmt(dp.get('one_token_ms'), '.3f')} "
              f"ms over 1 token, {fmt(dp.get('two_token_ms'), '.3f')} ms over 2 (a step after a full acceptance)")
        for name, t in pr.get("targets", {}).items():
            if "weights_GB" not in t:
                print(f"  {name}: {(problem(t) or '')[:150]}")
                continue
            b = t.get("ar", {})
            print(f"  {name} {t['dtype']} ({t['weights_GB']:.2f} GB): autoregressive {fmt(b.get('tok_s'), '.1f')} tok/s"
                  f" ({fmt(b.get('pct_of_peak'), '.0f')}% of peak bandwidth) {problem(b) or ''}; verify pass over "
                  f"{pr['speculate_k'] + 1} tokens {fmt(t.get('verify_ms'), '.2f')} ms")
            print_forced(t.get("forced", {}), "    ")
    print(f"full results: {cfg['out']}")


def write(res: dict, path: Path):
    """(Re)write the results so far; replacing a file the user had needed --force at start-up (parse_args)."""
    checkpoint.write_atomic(path, lambda tmp: tmp.write_text(json.dumps(res, indent=1, default=str)), force=True)


# --------------------------------------------------------------------------------------------------- main
def parse_args(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--smoke", action="store_true", help="tiny shapes on CPU, a few tokens: the code path in seconds")
    ap.add_argument("--device", default=None, help="default: cuda if available (cpu with --smoke)")
    ap.add_argument("--sections", default="verify,ar,judge,eagle,pair",
                    help="run in this order; verify first: it needs no 70B compile, and its slow part (autotune) "
                         "stops at --verify_budget_s, so a slow compile elsewhere cannot cost it; pair last: it "
                         "frees the other sections' models, and what --budget_s leaves of it is what it measures")
    ap.add_argument("--out", type=flags.out_path, default=ROOT / "results" / "bench_gpu.json")
    ap.add_argument("--force", action="store_true", help="replace an existing --out file")
    ap.add_argument("--compile", action=argparse.BooleanOptionalAction, default=None,
                    help="generate.compile_passes (CUDA graphs on a GPU); default: on for cuda, off for cpu")
    ap.add_argument("--fused_max_rows_cuda", type=flags.count(0), default=None,
                    help="set Int8Linear.fused_max_rows_cuda for the whole run (0: every int8 matmul dequantizes, "
                         "the path before quantize.w8a16_mm); default: quantize.py's")
    ap.add_argument("--widths", type=flags.counts(1, 4096), default=[1, 2, 4, 8, 16, 21, 32, 48, 64], help="verify section: rows W per matmul")
    ap.add_argument("--verify_layers", type=flags.count(1, 4096), default=None,
                    help="verify section: layers of weights streamed in turn (default 4; smoke 2)")
    ap.add_argument("--verify_budget_s", type=flags.real(0, 86400), default=120,
                    help="verify section: no autotune compile starts after it has run this long")
    ap.add_argument("--forced", type=flags.counts(0, 256), default=[6, 20, 10, 1],
                    help="judge and pair sections: forced accepted drafts per step, most wanted first")
    ap.add_argument("--speculate_k", type=flags.count(1, 256), default=20)
    ap.add_argument("--eagle_k", type=flags.count(1, 256), default=6, help="eagle section: most head drafts per step")
    ap.add_argument("--eagle_forced", type=flags.counts(0, 256), default=[3, 1, 6], help="eagle section: forced accepted drafts per step")
    ap.add_argument("--draft_vocab", type=flags.count(2), default=32000, help="eagle section: the head's draft vocabulary")
    ap.add_argument("--pair_targets", default=None,
                    help="pair section: target shapes (model.KNOWN_CONFIGS names), most wanted first (default "
                         f"{PAIR[False]['targets']}; smoke {PAIR[True]['targets']})")
    ap.add_argument("--prompt_len", type=flags.count(1, 1 << 20), default=32)
    ap.add_argument("--max_seq_len", type=flags.count(1, 1 << 20), default=None, help="KV cache positions (default 1024; smoke 256)")
    ap.add_argument("--ar_tokens", type=flags.count(1, 1 << 20), default=None, help="tokens per 8B decode run (default 256; smoke 8)")
    ap.add_argument("--judge_ar_tokens", type=flags.count(1, 1 << 20), default=None,
                    help="tokens per 70B and pair-target decode run (128; smoke 8)")
    ap.add_argument("--judge_tokens", type=flags.count(1, 1 << 20), default=None,
                    help="tokens per forced-length run, every section (128; smoke 24)")
    ap.add_argument("--repeats", type=flags.count(1, 10_000), default=None, help="decode runs per number (3; smoke 2)")
    ap.add_argument("--judge_repeats", type=flags.count(1, 10_000), default=None,
                    help="runs per forced length, every section (2; smoke 1)")
    ap.add_argument("--verify_repeats", type=flags.count(1, 10_000), default=None, help="timed passes per W and path (10; smoke 3)")
    ap.add_argument("--budget_s", type=flags.real(0, 86400), default=420, help="skip what is left after this many seconds")
    a = ap.parse_args(argv)
    for key, full, smoke in (("max_seq_len", 1024, 256), ("ar_tokens", 256, 8), ("judge_ar_tokens", 128, 8),
                             ("judge_tokens", 128, 24), ("repeats", 3, 2), ("judge_repeats", 2, 1),
                             ("verify_repeats", 10, 3), ("verify_layers", 4, 2)):
        if getattr(a, key) is None:
            setattr(a, key, smoke if a.smoke else full)
    a.device = a.device or ("cuda" if torch.cuda.is_available() and not a.smoke else "cpu")
    a.sections = [s for s in a.sections.split(",") if s]
    a.pair_targets = [t for t in (a.pair_targets or PAIR[a.smoke]["targets"]).split(",") if t]
    with checkpoint.one_line_errors():  # before any model is built
        checkpoint.check_writable(a.out, a.force)
        for name in a.pair_targets:
            ModelArgs.from_name(name)  # an unknown shape now, not after the other sections
    if set(a.sections) - SECTIONS or not a.sections:
        ap.error(f"unknown sections {sorted(set(a.sections) - SECTIONS)}" if a.sections else
                 f"--sections names none of {','.join(sorted(SECTIONS))}")
    if any(not 0 <= n <= a.speculate_k for n in a.forced):
        ap.error(f"--forced lengths must lie in 0..{a.speculate_k}")
    if any(not 0 <= n <= a.eagle_k for n in a.eagle_forced):
        ap.error(f"--eagle_forced lengths must lie in 0..{a.eagle_k}")
    need = a.prompt_len + max(a.ar_tokens, a.judge_ar_tokens, a.judge_tokens + a.speculate_k) + a.speculate_k + 2
    if need > a.max_seq_len:
        ap.error(f"--max_seq_len {a.max_seq_len} is too small for these lengths (needs {need})")
    return a


def main(argv=None):
    global START  # --budget_s counts from this run's start, not the import's: a test process imports it long before
    START = time.perf_counter()
    a = parse_args(argv)
    default = quantize.Int8Linear.fused_max_rows_cuda
    try:
        return run(a)
    finally:  # --fused_max_rows_cuda sets a class attribute for the run: an in-process caller (a test) gets it back
        quantize.Int8Linear.fused_max_rows_cuda = default


def run(a):
    """The sections of main, in order, with the JSON rewritten after every item."""
    device = g.parse_device(a.device)
    a.compile = device.type == "cuda" if a.compile is None else a.compile
    if a.fused_max_rows_cuda is not None:
        quantize.Int8Linear.fused_max_rows_cuda = a.fused_max_rows_cuda
    torch.manual_seed(0)
    name = torch.cuda.get_device_name(device) if device.type == "cuda" else platform.processor() or "cpu"
    res = {"env": {"torch": torch.__version__, "cuda": torch.version.cuda, "python": platform.python_version(),
                   "device": str(device), "device_name": name, "threads": torch.get_num_threads(),
                   "triton": getattr(quantize.triton, "__version__", None),
                   "int8_fused_max_rows_cuda": quantize.Int8Linear.fused_max_rows_cuda},
           "config": dict(vars(a), out=a.out.name), "notes": [  # the file's name: its folder is a machine's path
               "random weights: speed only; a random model's own acceptance is meaningless, hence forced lengths",
               "tok/s: decode, after the first step (report.summarize's decode_tok_s)",
               "weights_GB / bandwidth = report.model_bytes: all weights, including the bf16 embedding table, "
               "of which a forward reads only T rows (1.05 GB for 8B, 2.1 GB for 70B)", PAPER]}
    if device.type == "cuda":
        res["env"]["gpu_memory_GB"] = torch.cuda.get_device_properties(device).total_memory / 1e9
        try:
            torch._logging.set_logs(perf_hints=True)  # says why, if CUDA graphs are skipped
        except Exception as e:  # noqa: BLE001 -- a logging nicety; its API moves between versions
            log(f"perf_hints logging unavailable: {e}")
    passes = g.compile_passes("reduce-overhead" if device.type == "cuda" else None, a.speculate_k) if a.compile \
        else g.Passes()
    log(f"device {name}, torch {torch.__version__}, compile={a.compile}, sections {a.sections}")
    vocab = ModelArgs.from_name(SHAPES[a.smoke]["target"]).vocab_size
    prompt = torch.randint(vocab, (a.prompt_len,), generator=torch.Generator().manual_seed(0)).tolist()
    get, drop = models(a, device)
    SAVE_TO[:] = [res, a.out]
    sections = {"verify": lambda out: section_verify(a, device, out),
                "ar": lambda out: section_ar(a, device, get, drop, prompt, passes, out),
                "judge": lambda out: section_judge(a, device, get, prompt, passes, out, res.get("ar", {})),
                "eagle": lambda out: section_eagle(a, device, get, prompt, passes, out, res.get("ar", {})),
                "pair": lambda out: section_pair(a, device, drop, prompt, passes, out)}
    for section in a.sections:
        out = res[section] = {}
        if device.type == "cuda":
            torch.cuda.reset_peak_memory_stats(device)
        try:
            sections[section](out)
        except Exception as e:  # noqa: BLE001 -- e.g. an OOM while building a model: record it, go on
            traceback.print_exc()
            out["error"] = f"{type(e).__name__}: {str(e).strip()[:1500]}"
            log(f"{section}: {out['error'].splitlines()[0][:200]}")
        free_memory()  # what the section built and did not keep
        out["compile_counters"] = compile_counters()
        if device.type == "cuda":
            out["peak_memory_GB"] = torch.cuda.max_memory_allocated(device) / 1e9
        res["total_s"] = time.perf_counter() - START
        write(res, a.out)
    print_table(res)
    return res


if __name__ == "__main__":
    checkpoint.run_cli(main)
