"""Speed at real Llama-3.1 shapes with random weights (nothing to download): what judge decoding buys on
one H200 when an 8B bf16 draft feeds a 70B int8 target.

    # On the GPU machine, from the repo root; 5-8 minutes, mostly compiling (give it a timeout of ~590 s):
    PYTHONUNBUFFERED=1 python scripts/bench_gpu.py --out "$OUT/bench_gpu.json" 2>&1 | tee "$OUT/bench_gpu.log"
    # Anywhere, on CPU: the same code path end to end at tiny shapes, in seconds:
    python scripts/bench_gpu.py --smoke --out results/tmp/bench_gpu_smoke.json

Sections (--sections, default all; the table shows them in this order):
  ar      Llama-3.1-8B bf16 and int8 decoding one token at a time, compiled with CUDA graphs: tok/s, and the
          weight bandwidth that implies (model bytes x tok/s) as a share of the H200's 4.8 TB/s.
  verify  one Llama-3.1-70B int8 forward over W = 1, 2, 4, 8, 16, 21, 32 tokens (CUDA events, median, warm-up
          excluded), and its cost relative to W = 1. While a pass is bound by reading the weights, W tokens
          cost about what one does: that is why 20-token drafts are almost free to verify.
  judge   8B bf16 draft + 70B int8 target on one GPU (~16 + ~70 GB), speculate_k = 20: the draft proposes 20
          tokens, the target scores 21 in one pass, the step keeps n drafts plus the target's own next token.
          Random weights agree on nothing, so n is FORCED (6 ~ what standard verification reaches in the paper,
          20 ~ what the judge reaches); everything else is generate()'s loop. Baseline: 70B int8 decoding alone.

W = 1 is timed with generate.forward_logits (the autoregressive step). W >= 2 uses generate.verify_forward's body
compiled once with W dynamic, shared by the verify and judge sections: 2 compiles of the 70B instead of 7 (the
matmuls go to the same cuBLAS kernels a static compile picks). --verify_compile static uses generate.verify_forward
exactly as generate.py compiles it, one compile per W.

Back of the envelope (weight bytes / 4.8 TB/s): 8B bf16 16 GB -> at most ~300 tok/s; 8B int8 8.6 GB -> ~560;
70B int8 72 GB -> ~67 tok/s, i.e. a 1-token pass >= 15 ms. But on CUDA Int8Linear computes
F.linear(x, w.to(bf16)) * scales: at W = 1 Inductor (with coordinate descent tuning, --cdt) turns that into one
reduction reading the int8 weight, while at W >= 2 it writes each weight out in bf16 before the cuBLAS GEMM, ~5
bytes moved per weight instead of 1. Expect W >= 2 to cost several times W = 1 here; the verify section says how
much, and --verify_compile autotune whether Inductor's Triton GEMM with the conversion fused in removes it.

Every item's error (an OOM, a compile failure) is recorded in the JSON instead of ending the run, what is left
once --budget_s is spent is skipped, and the JSON is rewritten after every item.
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

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import generate as g  # noqa: E402
import judge  # noqa: E402
import quantize  # noqa: E402
from model import ModelArgs, RMSNorm, Transformer  # noqa: E402

START = time.perf_counter()
PEAK_TBS = 4.8  # H200 HBM3e
GREEDY = g.Sampling()
SAVE_TO = []  # (results, path) once main() has them
WARMUP = 3  # CUDA graph trees: the 1st call compiles and warms up, the 2nd records, later ones replay
SHAPES = {False: {"draft": "Llama-3.1-8B", "target": "Llama-3.1-70B"},
          True: {"draft": "tiny-draft", "target": "tiny"}}
PAPER = ("paper (Bachmann et al. 2025): judge decoding 8B draft / 70B target 141 tok/s on 2 H100; "
         "8B / 405B int8 129 tok/s on 8 H100; ~19.7 tokens accepted per 20-token draft vs ~6 standard")


def log(msg):
    print(f"[{time.perf_counter() - START:6.1f} s] {msg}", flush=True)


def sync(device):
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def free_memory():
    gc.collect()
    if torch.cuda.is_available():
        torch.cuda.empty_cache()


# ------------------------------------------------------------------------------------------ random models
@torch.no_grad()
def random_model(name: str, device, int8: bool, max_seq_len: int, dtype=torch.bfloat16) -> Transformer:
    """A random-weight model built straight on `device`: shapes on the meta device first, so a 70B never exists
    anywhere else, and int8 weights drawn as int8 (quantizing a bf16 70B would need its 140 GB first)."""
    args = ModelArgs.from_name(name)
    args.tie_embeddings = False  # Llama-3.1's layout; makes the tiny smoke shapes quantize the same way
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
    model.setup_caches(1, max_seq_len)
    # A pass outside no_grad would otherwise compile a training graph (and fail on int8's custom op).
    return model.eval().requires_grad_(False)


# ----------------------------------------------------------------------------------------------- passes
def verify_pass(model: Transformer, tokens: torch.Tensor, input_pos: torch.Tensor):
    """generate.verify_forward's body, as its own function so that compiling it with dynamic shapes never
    shares a Dynamo cache with generate's static compile of the original."""
    logits, hidden = model(tokens[None], input_pos, return_hidden=True)
    return logits[0], hidden[0]


@torch.no_grad()
def prefill(model: Transformer, prompt: list[int]):
    """prompt[:-1] into the cache in one eager pass, as generate() does; eager because it is not timed, and a
    compiled prefill would cost one more compile per model."""
    device = model.norm.weight.device
    model(torch.tensor(prompt[:-1], device=device)[None], torch.arange(len(prompt) - 1, device=device))


@torch.no_grad()
def decode_ar(model: Transformer, prompt: list[int], n: int) -> tuple[list[int], float]:
    """generate()'s autoregressive loop (greedy, no stop tokens): n new tokens and the seconds they took."""
    device = model.norm.weight.device
    prefill(model, prompt)
    seq = list(prompt)
    sync(device)
    t0 = time.perf_counter()
    for _ in range(n):
        pos = len(seq) - 1
        logits = g.forward_logits(model, torch.tensor(seq[-1:], device=device), torch.tensor([pos], device=device))
        seq.append(g.sample(g.probs_from_logits(logits, GREEDY)).item())
    sync(device)
    return seq[len(prompt):], time.perf_counter() - t0


@torch.no_grad()
def judge_steps(target: Transformer, draft: Transformer, head: nn.Module, prompt: list[int], steps: int, k: int,
                force_n: int | None, verify=g.verify_forward, delta: float = 0.5):
    """`steps` steps of generate()'s draft-model loop (greedy), except that each step keeps force_n drafts plus
    the target's own token after them, whatever accept() decided (force_n None: what accept() decided, i.e.
    exactly generate()). accept() still runs, judge included, so each step costs what a real one does, and the
    draft's cache follows generate's bookkeeping (model_draft catches up on what it has not consumed).
    Returns (new tokens, seconds, per-step stats)."""
    device = target.norm.weight.device
    prefill(target, prompt)
    prefill(draft, prompt)
    dm = g.DraftModel(draft, len(prompt) - 1)
    seq = list(prompt)
    st = {"accepted_per_step": [], "tokens_per_step": [], "n_std": [], "n_judge": []}
    sync(device)
    t0 = time.perf_counter()
    for _ in range(steps):
        pos = len(seq) - 1
        drafted, q = g.model_draft(dm, seq, k, GREEDY, device)
        tokens = torch.cat([torch.tensor(seq[-1:], device=device), drafted])
        logits, hidden = verify(target, tokens, torch.arange(pos, pos + k + 1, device=device))
        n, nxt, n_std, n_judge = g.accept(logits, hidden, drafted, q, k, GREEDY, judge_head=head, delta=delta)
        if force_n is None:
            new = drafted[:n].tolist() + [nxt]
        else:  # the target's greedy token at position force_n, fetched with the drafts in one host sync
            n = force_n
            new = torch.cat([drafted[:n], g.sample(g.probs_from_logits(logits[n], GREEDY)).view(1)]).tolist()
        seq.extend(new)
        st["accepted_per_step"].append(n)
        st["tokens_per_step"].append(len(new))
        st["n_std"].append(n_std)  # what accept() decided, for the record
        st["n_judge"].append(n_judge)
    sync(device)
    return seq[len(prompt):], time.perf_counter() - t0, st


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


# ------------------------------------------------------------------------------------------------ helpers
class Models:
    """Random models built on first use and kept: the 8B bf16 and the 70B int8 serve two sections each, and
    keeping the same objects keeps their compiled graphs valid."""

    def __init__(self, a, device):
        self.a, self.device, self.built = a, device, {}

    def get(self, role: str, int8: bool) -> Transformer:
        key = (role, int8)
        if key not in self.built:
            name = SHAPES[self.a.smoke][role]
            log(f"building {name} {'int8' if int8 else 'bf16'} (random weights) on {self.device}")
            self.built[key] = random_model(name, self.device, int8, self.a.max_seq_len)
            log(f"built: {g.model_bytes(self.built[key]) / 1e9:.2f} GB of weights{mem_note(self.device)}")
        return self.built[key]

    def drop(self, role: str, int8: bool):
        self.built.pop((role, int8), None)
        free_memory()


def label(a, role, int8):
    return f"{SHAPES[a.smoke][role]} {'int8' if int8 else 'bf16'}"


def mem_note(device) -> str:
    if device.type != "cuda":
        return ""
    return f"; GPU memory allocated {torch.cuda.memory_allocated(device) / 1e9:.1f} GB"


def out_of_time(a) -> bool:
    return time.perf_counter() - START > a.budget_s


def attempt(out: dict, key: str, fn):
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


def skipped(a):
    return {"skipped": f"time budget (--budget_s {a.budget_s:g}) spent"}


def compile_counters() -> dict:
    """Dynamo/Inductor counters worth a look when a number is off: graph breaks, cudagraph skips."""
    try:
        from torch._dynamo.utils import counters
        return {"unique_graphs": counters["stats"].get("unique_graphs", 0),
                "graph_breaks": sum(counters["graph_break"].values()),
                "cudagraph_skips": counters["inductor"].get("cudagraph_skips", 0)}
    except Exception as e:  # noqa: BLE001 -- internals; absent on some versions
        return {"unavailable": str(e)}


# ----------------------------------------------------------------------------------------------- sections
def section_ar(a, device, models, prompt, res):
    """8B bf16 and int8: autoregressive tok/s and the weight bandwidth it implies."""
    res["models"] = found = {}
    for int8 in (False, True):
        name = label(a, "draft", int8)
        if out_of_time(a):
            found[name] = skipped(a)
            continue

        def run():
            model = models.get("draft", int8)
            nbytes = g.model_bytes(model)
            t0 = time.perf_counter()
            decode_ar(model, prompt, WARMUP + 1)
            first = time.perf_counter() - t0
            log(f"{name}: compile + warm-up {first:.1f} s")
            runs = []
            for _ in range(a.repeats):
                toks, sec = decode_ar(model, prompt, a.ar_tokens)
                runs.append(len(toks) / sec)
            tok_s = statistics.median(runs)
            log(f"{name}: {tok_s:.1f} tok/s, {nbytes * tok_s / 1e9:.0f} GB/s")
            return {"weights_GB": nbytes / 1e9, "tok_s": tok_s, "tok_s_runs": runs, "new_tokens": a.ar_tokens,
                    "bandwidth_GBs": nbytes * tok_s / 1e9, "pct_of_peak": 100 * nbytes * tok_s / (PEAK_TBS * 1e12),
                    "bound_tok_s": PEAK_TBS * 1e12 / nbytes, "compile_and_warmup_s": first}

        attempt(found, name, run)
        if int8 or "judge" not in a.sections:  # the bf16 8B is the judge section's draft: keep it
            models.drop("draft", int8)


def section_verify(a, device, models, prompt, verify, res):
    """70B int8: one forward over W tokens, per W, and its cost relative to W = 1."""
    if out_of_time(a):
        res.update(skipped(a))
        return
    res["model"] = label(a, "target", True)
    res["context"] = len(prompt)
    res["widths"] = widths = {}
    model = models.get("target", True)
    prefill(model, prompt)
    V = model.args.vocab_size
    for w in a.widths:
        if out_of_time(a):
            widths[w] = skipped(a)
            continue

        def run():
            tokens = torch.randint(V, (w,), device=device)
            pos = torch.arange(len(prompt) - 1, len(prompt) - 1 + w, device=device)
            fn = (lambda: g.forward_logits(model, tokens, pos)) if w == 1 else (lambda: verify(model, tokens, pos))
            t0 = time.perf_counter()
            time_ms(fn, device, WARMUP)
            first = time.perf_counter() - t0
            ms = time_ms(fn, device, a.verify_repeats)
            log(f"W={w}: {statistics.median(ms):.2f} ms (compile + warm-up {first:.1f} s)")
            return {"ms": statistics.median(ms), "ms_runs": ms, "compile_and_warmup_s": first}

        attempt(widths, w, run)
    base = widths.get(1, {}).get("ms")
    for w, r in widths.items():
        if base and "ms" in r:
            r["x_W1"] = r["ms"] / base
            r["ms_per_token"] = r["ms"] / w
    if base:
        res["W1_bandwidth_GBs"] = g.model_bytes(model) / (base / 1e3) / 1e9


def section_judge(a, device, models, prompt, verify, res, ar_res):
    """8B bf16 draft + 70B int8 target, k = 20, accepted length forced; 70B int8 autoregressive as baseline."""
    if out_of_time(a):
        res.update(skipped(a))
        return
    k = a.speculate_k
    res["draft"], res["target"], res["speculate_k"] = label(a, "draft", False), label(a, "target", True), k
    res["note"] = ("random weights: the models' own acceptance is meaningless, so the accepted length per step is "
                   "FORCED; n_std / n_judge record what accept() decided and was overridden")
    target = models.get("target", True)
    draft = models.get("draft", False)
    torch.manual_seed(0)
    head = judge.new_judge(target.args.dim).to(device)

    def baseline():
        decode_ar(target, prompt, WARMUP + 1)
        runs = [len(t) / s for t, s in (decode_ar(target, prompt, a.judge_ar_tokens) for _ in range(a.repeats))]
        tok_s = statistics.median(runs)
        nbytes = g.model_bytes(target)
        log(f"{res['target']} autoregressive: {tok_s:.1f} tok/s")
        return {"tok_s": tok_s, "tok_s_runs": runs, "new_tokens": a.judge_ar_tokens,
                "bandwidth_GBs": nbytes * tok_s / 1e9, "bound_tok_s": PEAK_TBS * 1e12 / nbytes}

    if out_of_time(a):
        res["target_ar"] = skipped(a)
    else:
        attempt(res, "target_ar", baseline)
    base_tok_s = res["target_ar"].get("tok_s")

    def verify_alone():  # the pass inside the loop, timed alone: the loop's cost split into its two parts
        tokens = torch.randint(target.args.vocab_size, (k + 1,), device=device)
        pos = torch.arange(len(prompt) - 1, len(prompt) + k, device=device)
        time_ms(lambda: verify(target, tokens, pos), device, WARMUP)
        return statistics.median(time_ms(lambda: verify(target, tokens, pos), device, a.verify_repeats))

    if not out_of_time(a):
        attempt(res, "verify_ms", verify_alone)
    draft_tok_s = ar_res.get("models", {}).get(res["draft"], {}).get("tok_s")
    res["forced"] = forced = {}
    warmed = False
    for n in a.forced:
        if out_of_time(a):
            forced[n] = skipped(a)
            continue

        def run():
            nonlocal warmed
            if not warmed:  # compiles what is not compiled yet and records the CUDA graphs
                t0 = time.perf_counter()
                judge_steps(target, draft, head, prompt, WARMUP, k, n, verify)
                res["compile_and_warmup_s"] = time.perf_counter() - t0
                warmed = True
            steps = -(-a.judge_tokens // (n + 1))  # whole steps: every step then keeps exactly n + 1 tokens
            runs, st = [], None
            for _ in range(a.judge_repeats):
                toks, sec, st = judge_steps(target, draft, head, prompt, steps, k, n, verify)
                runs.append((len(toks), sec))
            tok_s = statistics.median(t / s for t, s in runs)
            r = {"steps": steps, "new_tokens": runs[-1][0], "tok_s": tok_s, "tok_s_runs": [t / s for t, s in runs],
                 "ms_per_step": 1e3 * statistics.median(s for _, s in runs) / steps, **st}
            if base_tok_s:
                r["x_target_ar"] = tok_s / base_tok_s
            vms = res.get("verify_ms")
            if draft_tok_s and isinstance(vms, float):
                # What the parts alone predict: k draft passes (one more to catch up after a full acceptance) and
                # one verify pass; the gap to tok_s is the loop's own overhead (accept, host syncs, copies).
                r["parts_tok_s"] = (n + 1) / ((k + (n == k)) / draft_tok_s + vms / 1e3)
            log(f"forced {n} accepted/step: {tok_s:.1f} tok/s, {r['ms_per_step']:.1f} ms/step")
            return r

        attempt(forced, n, run)


# --------------------------------------------------------------------------------------------- reporting
def fmt(x, spec):
    return format(x, spec) if isinstance(x, (int, float)) else "-"


def problem(r):
    return r.get("error") or r.get("skipped") if isinstance(r, dict) else None


def compiled(cfg) -> str:
    if not cfg["compile"]:
        return "eager"
    return "compiled + CUDA graphs" if cfg["device"].startswith("cuda") else "compiled (no CUDA graphs on CPU)"


def print_table(res: dict):
    env, cfg = res["env"], res["config"]
    print(f"\n== judge-fast GPU bench: {env['device_name']}, torch {env['torch']}, random weights, greedy, "
          f"{res['total_s']:.0f} s ==")
    ar = res.get("ar")
    if ar is not None and problem(ar):
        print(f"[ar] {problem(ar)[:150]}")
    if ar is not None:
        print(f"[ar] autoregressive decode, {cfg['ar_tokens']} tokens, median of {cfg['repeats']}"
              f", {compiled(cfg)}")
        peak = f"% of {PEAK_TBS} TB/s"
        print(f"  {'model':22s} {'weights GB':>10s} {'tok/s':>8s} {'GB/s':>7s} {peak:>14s} {'bound tok/s':>11s}")
        for name, r in ar.get("models", {}).items():
            if problem(r):
                print(f"  {name:22s} {problem(r)[:100]}")
            else:
                print(f"  {name:22s} {r['weights_GB']:10.3g} {r['tok_s']:8.1f} {r['bandwidth_GBs']:7.0f} "
                      f"{r['pct_of_peak']:13.0f}% {r['bound_tok_s']:11.0f}")
    v = res.get("verify")
    if v is not None:
        if problem(v):
            print(f"[verify] {problem(v)[:150]}")
        else:
            print(f"[verify] {v['model']}, one forward over W tokens after {v['context']}, median of "
                  f"{cfg['verify_repeats']} (W=1: the decode step; W>=2: "
                  f"{cfg['verify_compile'] + ' compile' if cfg['compile'] else 'eager'})")
            print(f"  {'W':>3s} {'ms':>8s} {'x W=1':>7s} {'ms/token':>9s}")
            for w, r in v["widths"].items():
                if problem(r):
                    print(f"  {w:>3} {problem(r)[:100]}")
                else:
                    print(f"  {w:>3} {r['ms']:8.2f} {fmt(r.get('x_W1'), '7.2f')} {fmt(r.get('ms_per_token'), '9.2f')}")
    j = res.get("judge")
    if j is not None:
        if problem(j):
            print(f"[judge] {problem(j)[:150]}")
        else:
            print(f"[judge] {j['draft']} draft + {j['target']} target, k={j['speculate_k']}, accepted length "
                  f"FORCED (random weights accept nothing by themselves)")
            b = j.get("target_ar", {})
            print(f"  target autoregressive baseline: {fmt(b.get('tok_s'), '.1f')} tok/s "
                  f"{problem(b) or ''}; verify pass over {j['speculate_k'] + 1} tokens: "
                  f"{fmt(j.get('verify_ms'), '.2f')} ms")
            print(f"  {'kept/step':>9s} {'tokens/step':>11s} {'ms/step':>8s} {'tok/s':>8s} {'x AR':>6s} "
                  f"{'parts tok/s':>11s}")
            for n, r in sorted(j.get("forced", {}).items()):
                if problem(r):
                    print(f"  {n:>9} {problem(r)[:100]}")
                else:
                    print(f"  {n:>9} {n + 1:>11} {r['ms_per_step']:8.1f} {r['tok_s']:8.1f} "
                          f"{fmt(r.get('x_target_ar'), '6.2f')} {fmt(r.get('parts_tok_s'), '11.1f')}")
            print(f"  {PAPER}")
    print(f"full results: {cfg['out']}")


def write(res: dict, path: Path):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(res, indent=1, default=str))


# --------------------------------------------------------------------------------------------------- main
def parse_args(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--smoke", action="store_true", help="tiny shapes on CPU, a few tokens: the code path in seconds")
    ap.add_argument("--device", default=None, help="default: cuda if available (cpu with --smoke)")
    ap.add_argument("--sections", default="ar,judge,verify",
                    help="run in this order; judge before verify by default, so that if compiling is slow the budget "
                         "runs out on verify widths (which then reuse the judge's compiled graphs), not on the judge")
    ap.add_argument("--out", type=Path, default=ROOT / "results" / "bench_gpu.json")
    ap.add_argument("--compile", action=argparse.BooleanOptionalAction, default=None,
                    help="torch.compile the passes (CUDA graphs on a GPU); default: on for cuda, off for cpu")
    ap.add_argument("--verify_compile", choices=["dynamic", "static", "autotune"], default="dynamic",
                    help="the W>=2 verify pass: dynamic (see above); static: generate.verify_forward as generate.py "
                         "compiles it, one compile per W; autotune: mode max-autotune, one compile per W, where "
                         "Inductor may fuse int8->bf16 into a Triton GEMM -- slow to compile: use --widths 1,21")
    ap.add_argument("--cdt", action=argparse.BooleanOptionalAction, default=True,
                    help="Inductor coordinate_descent_tuning, as gpt-fast: only with it does a 1-token matmul "
                         "become a reduction that reads the int8 weight directly (CUDA only)")
    ap.add_argument("--widths", default="1,2,4,8,16,21,32", help="verify widths W")
    ap.add_argument("--forced", default="6,20,10,1", help="forced accepted drafts per step, most wanted first")
    ap.add_argument("--speculate_k", type=int, default=20)
    ap.add_argument("--prompt_len", type=int, default=32)
    ap.add_argument("--max_seq_len", type=int, default=None, help="KV cache positions (default 1024; smoke 256)")
    ap.add_argument("--ar_tokens", type=int, default=None, help="tokens per 8B decode run (default 256; smoke 8)")
    ap.add_argument("--judge_ar_tokens", type=int, default=None, help="tokens per 70B decode run (128; smoke 8)")
    ap.add_argument("--judge_tokens", type=int, default=None, help="tokens per judge run (128; smoke 24)")
    ap.add_argument("--repeats", type=int, default=None, help="decode runs per number (3; smoke 2)")
    ap.add_argument("--judge_repeats", type=int, default=None, help="judge runs per forced length (2; smoke 1)")
    ap.add_argument("--verify_repeats", type=int, default=None, help="timed verify passes per W (10; smoke 3)")
    ap.add_argument("--budget_s", type=float, default=420, help="skip what is left after this many seconds")
    a = ap.parse_args(argv)
    for key, full, smoke in (("max_seq_len", 1024, 256), ("ar_tokens", 256, 8), ("judge_ar_tokens", 128, 8),
                             ("judge_tokens", 128, 24), ("repeats", 3, 2), ("judge_repeats", 2, 1),
                             ("verify_repeats", 10, 3)):
        if getattr(a, key) is None:
            setattr(a, key, smoke if a.smoke else full)
    a.device = a.device or ("cuda" if torch.cuda.is_available() and not a.smoke else "cpu")
    a.sections = [s for s in a.sections.split(",") if s]
    a.widths = [int(w) for w in a.widths.split(",")]
    a.forced = [int(n) for n in a.forced.split(",")]
    bad = set(a.sections) - {"ar", "verify", "judge"}
    if bad:
        ap.error(f"unknown sections {sorted(bad)}")
    if any(not 0 <= n <= a.speculate_k for n in a.forced):
        ap.error(f"--forced lengths must lie in 0..{a.speculate_k}")
    longest = max(max(a.widths), a.ar_tokens, a.judge_ar_tokens, a.judge_tokens + a.speculate_k)
    need = a.prompt_len + longest + a.speculate_k + 2
    if need > a.max_seq_len:
        ap.error(f"--max_seq_len {a.max_seq_len} is too small for these lengths (needs {need})")
    return a


def main(argv=None):
    a = parse_args(argv)
    device = g.parse_device(a.device)
    if a.compile is None:
        a.compile = device.type == "cuda"
    torch.manual_seed(0)
    name = torch.cuda.get_device_name(device) if device.type == "cuda" else platform.processor() or "cpu"
    res = {"env": {"torch": torch.__version__, "cuda": torch.version.cuda, "python": platform.python_version(),
                   "device": str(device), "device_name": name, "threads": torch.get_num_threads()},
           "config": {k: v for k, v in vars(a).items()}, "notes": [
               "random weights: speed only; a random model's own acceptance is meaningless, hence forced lengths",
               "weights_GB / bandwidth = generate.model_bytes: all weights, including the bf16 embedding table, "
               "of which a forward reads only T rows (1.05 GB for 8B, 2.1 GB for 70B)",
               PAPER]}
    if device.type == "cuda":
        res["env"]["gpu_memory_GB"] = torch.cuda.get_device_properties(device).total_memory / 1e9
    if a.compile:
        # One compiled function per pass serves several models and shapes: each is a recompile, and past
        # Dynamo's default limit of 8 it would silently fall back to eager.
        dcfg = torch._dynamo.config
        setattr(dcfg, "recompile_limit" if hasattr(dcfg, "recompile_limit") else "cache_size_limit", 64)
        if device.type == "cuda":
            torch._inductor.config.coordinate_descent_tuning = a.cdt
            try:
                torch._logging.set_logs(perf_hints=True)  # says why, if CUDA graphs are skipped
            except Exception as e:  # noqa: BLE001 -- a logging nicety; its API moves between versions
                log(f"perf_hints logging unavailable: {e}")
        mode = "reduce-overhead" if device.type == "cuda" else None
        g.compile_passes(mode)
        if a.verify_compile == "static":
            verify = g.verify_forward
        else:
            dynamic = a.verify_compile == "dynamic"
            verify = torch.compile(verify_pass, mode=mode if dynamic else "max-autotune", fullgraph=True,
                                   dynamic=dynamic)
    else:
        verify = verify_pass
    log(f"device {res['env']['device_name']}, torch {torch.__version__}, compile={a.compile}, sections {a.sections}")
    vocab = ModelArgs.from_name(SHAPES[a.smoke]["target"]).vocab_size
    prompt = torch.randint(vocab, (a.prompt_len,), generator=torch.Generator().manual_seed(0)).tolist()
    models = Models(a, device)
    SAVE_TO[:] = [res, a.out]

    def run_section(name, fn):
        out = res[name] = {}
        if device.type == "cuda":
            torch.cuda.reset_peak_memory_stats(device)
        try:
            fn(out)
        except Exception as e:  # noqa: BLE001 -- e.g. an OOM while building a model: record it, go on
            traceback.print_exc()
            out["error"] = f"{type(e).__name__}: {str(e).strip()[:1500]}"
            log(f"{name}: {out['error'].splitlines()[0][:200]}")
        out["compile_counters"] = compile_counters()
        if device.type == "cuda":
            out["peak_memory_GB"] = torch.cuda.max_memory_allocated(device) / 1e9
        res["total_s"] = time.perf_counter() - START
        write(res, a.out)

    sections = {"ar": lambda out: section_ar(a, device, models, prompt, out),
                "verify": lambda out: section_verify(a, device, models, prompt, verify, out),
                "judge": lambda out: section_judge(a, device, models, prompt, verify, out, res.get("ar", {}))}
    for name in a.sections:
        run_section(name, sections[name])
    res["total_s"] = time.perf_counter() - START
    write(res, a.out)
    print_table(res)
    return res


if __name__ == "__main__":
    main()
