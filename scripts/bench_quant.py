"""fp vs int8 weight-only on the same checkpoint, in one run: one-token decode speed, the time of one verify
forward over W tokens, and the weight bytes of each. For the int8 verify times both of Int8Linear's paths
are timed (the fused int8 kernel and dequantize-then-GEMM), so Int8Linear.fused_max_rows_<device> can be checked.

    python scripts/bench_quant.py [--widths 1,8,16,21,32] [--new_tokens 32] [--repeats 5] [--threads 1]
    python scripts/bench_quant.py --device cuda --dtype bfloat16 [--compile]
"""
import argparse
import statistics
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import checkpoint  # noqa: E402
import flags  # noqa: E402
import generate as g  # noqa: E402
import quantize  # noqa: E402
import report  # noqa: E402
from checkpoint import load_model  # noqa: E402

CONTEXT = 64  # tokens already in the cache when a verify forward or the decode starts


def sync(device):
    if device.type == "cuda":
        torch.cuda.synchronize(device)


@torch.inference_mode()
def decode_tok_s(model, device, n):
    """Greedy one-token steps after a CONTEXT-token prefill; the prefill is not timed."""
    ctx = torch.arange(CONTEXT, device=device) % model.args.vocab_size  # any ids the vocabulary has
    tok = g.forward_logits(model, ctx, torch.arange(CONTEXT, device=device)).argmax()[None]
    sync(device)
    t0 = time.perf_counter()
    for pos in range(CONTEXT, CONTEXT + n):
        tok = g.forward_logits(model, tok, torch.tensor([pos], device=device)).argmax()[None]
    sync(device)
    return n / (time.perf_counter() - t0)


@torch.inference_mode()
def verify_ms(model, device, width):
    tokens = (torch.arange(width, device=device) + 500) % model.args.vocab_size
    pos = torch.arange(CONTEXT, CONTEXT + width, device=device)
    sync(device)
    t0 = time.perf_counter()
    g.verify_forward(model, tokens, pos)
    sync(device)
    return (time.perf_counter() - t0) * 1e3


def with_fused_max_rows(model, device, rows, fn, *args):
    """Run fn with the kernel choice of model's Int8Linears forced (rows=None: the default choice)."""
    attr = f"fused_max_rows_{device.type}"
    linears = [m for m in model.modules() if isinstance(m, quantize.Int8Linear)] if rows is not None else []
    for m in linears:
        setattr(m, attr, rows)  # an instance attribute shadows the class default
    try:
        return fn(*args)
    finally:
        for m in linears:
            m.__dict__.pop(attr, None)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint_path", type=Path, default=g.DEFAULT_CHECKPOINT)
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--dtype", choices=["float32", "bfloat16"], default="float32")
    ap.add_argument("--widths", type=flags.counts(1, 4096), default=[1, 8, 16, 21, 32], help="verify widths (tokens per forward)")
    ap.add_argument("--new_tokens", type=flags.count(1), default=32, help="decode steps per repeat")
    ap.add_argument("--repeats", type=flags.count(1, 10_000), default=5)
    ap.add_argument("--threads", type=flags.count(0, 4096), default=1,
                    help="CPU threads; 0: torch's choice. 1 by default: on a shared machine, OpenMP threads "
                         "waiting for a busy core make multi-thread timings swing 10x")
    ap.add_argument("--compile", action="store_true",
                    help="torch.compile both passes as generate.py --compile does (slow to start on CPU)")
    a = ap.parse_args(argv)
    with checkpoint.one_line_errors():  # arguments and files checked before the work
        widths = a.widths
        device, dtype = g.parse_device(a.device), getattr(torch, a.dtype)
        fp = load_model(a.checkpoint_path, device, dtype).eval()
        quantize.check_fp(fp, checkpoint.resolve(a.checkpoint_path)[0], "this compares them with the int8 "
                          "weights it makes from them")
        if CONTEXT + max(a.new_tokens, max(widths)) + 1 > fp.args.max_seq_len:
            raise ValueError(f"--new_tokens / --widths up to {max(a.new_tokens, max(widths))} after {CONTEXT} tokens "
                             f"do not fit the model's context of {fp.args.max_seq_len}")
    if a.threads:
        torch.set_num_threads(a.threads)
    if a.compile:
        # Every width and kernel path is its own graph: let them all compile instead of falling back to eager.
        torch._dynamo.config.recompile_limit = 64
        g.compile_passes("reduce-overhead" if a.device.startswith("cuda") else None)

    q8 = quantize.quantize_int8(load_model(a.checkpoint_path, device, dtype)).eval()
    for m in (fp, q8):
        m.setup_caches(1, CONTEXT + max(a.new_tokens, max(widths)) + 1)
    big = 10 ** 9
    # (name, model, fused-rows override); None = the default choice
    decoders = [("fp", fp, None), ("int8", q8, None)]
    verifiers = [("fp", fp, None), ("int8 fused", q8, big), ("int8 dequant", q8, 0)]

    # Warm up everything once, then interleave the repeats so machine noise hits all contenders alike.
    for _, m, rows in decoders:
        with_fused_max_rows(m, device, rows, decode_tok_s, m, device, 2)
    for w in widths:
        for _, m, rows in verifiers:
            with_fused_max_rows(m, device, rows, verify_ms, m, device, w)
    tok_s = {name: [] for name, _, _ in decoders}
    ms = {(name, w): [] for name, _, _ in verifiers for w in widths}
    for r in range(a.repeats):
        for name, m, rows in decoders:
            tok_s[name].append(with_fused_max_rows(m, device, rows, decode_tok_s, m, device, a.new_tokens))
        for w in widths:
            for name, m, rows in verifiers:
                ms[name, w].append(with_fused_max_rows(m, device, rows, verify_ms, m, device, w))
        print(f"repeat {r + 1}/{a.repeats}: decode " + ", ".join(f"{k} {v[-1]:.1f} tok/s" for k, v in tok_s.items()),
              flush=True)

    fp_bytes, q8_bytes = report.model_bytes(fp), report.model_bytes(q8)
    med = statistics.median
    threads = f", {torch.get_num_threads()} threads" if device.type == "cpu" else ""
    print(f"\n{Path(a.checkpoint_path).name}, {device}, {a.dtype} activations{threads}, median of {a.repeats}")
    print(f"weights: fp {fp_bytes / 1e6:.0f} MB, int8 {q8_bytes / 1e6:.0f} MB ({fp_bytes / q8_bytes:.2f}x smaller)")
    print(f"\ndecode ({a.new_tokens} one-token steps after {CONTEXT} tokens)")
    print(f"{'':6s} {'tok/s':>7s} {'GB/s':>6s} {'vs fp':>6s}")
    for name, b in (("fp", fp_bytes), ("int8", q8_bytes)):
        t = med(tok_s[name])
        print(f"{name:6s} {t:7.1f} {t * b / 1e9:6.1f} {t / med(tok_s['fp']):5.2f}x")
    print(f"\nverify forward, ms (W tokens after {CONTEXT}); ratio = int8 time / fp time, <1 is faster")
    print(f"{'W':>3s} {'fp':>8s} {'int8 fused':>11s} {'ratio':>6s} {'int8 dequant':>13s} {'ratio':>6s}  default")
    for w in widths:
        f, fu, de = med(ms["fp", w]), med(ms["int8 fused", w]), med(ms["int8 dequant", w])
        default = "fused" if w <= getattr(quantize.Int8Linear, f"fused_max_rows_{device.type}", 0) else "dequant"
        print(f"{w:3d} {f:8.1f} {fu:11.1f} {fu / f:6.2f} {de:13.1f} {de / f:6.2f}  {default}")


if __name__ == "__main__":
    checkpoint.run_cli(main)
