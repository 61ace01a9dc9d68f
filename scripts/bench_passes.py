"""What a verify pass over W tokens costs, in one-token steps, with the CPU's two fp32 GEMM paths side by side:
MKL's (every row count) and model.Linear's oneDNN-prepacked weights from model.PACKED_MIN_ROWS rows on.
Speculation pays only where a W-token pass costs little more than one step, so this ratio is what every
draft source's speed on CPU rests on. The two paths alternate repeat by repeat, so noise hits both alike;
times are medians of forward passes at a 100-token context.

    python scripts/bench_passes.py [--widths 1 2 3 4 5 8 13 21] [--repeats 5] [--int8]
"""
import argparse
import statistics
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]
import checkpoint  # noqa: E402
import flags  # noqa: E402
import generate as g  # noqa: E402
import model as model_py  # noqa: E402
import quantize  # noqa: E402

CONTEXT = 100  # tokens before each timed pass; a pass at position CONTEXT + i, i < 5


@torch.no_grad()
def pass_ms(model, width: int, n: int = 5) -> float:
    """Median ms of n forward passes over `width` tokens after a CONTEXT-token context (cache content is
    irrelevant to the time)."""
    tokens = torch.randint(0, model.args.vocab_size, (1, width))
    model(tokens, torch.arange(CONTEXT, CONTEXT + width))  # warm-up (and, on the packed path, the packing)
    times = []
    for i in range(n):
        t0 = time.perf_counter()
        model(tokens, torch.arange(CONTEXT + i, CONTEXT + i + width))
        times.append(time.perf_counter() - t0)
    return 1e3 * statistics.median(times)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint_path", type=Path, default=g.DEFAULT_CHECKPOINT)
    ap.add_argument("--widths", type=flags.count(1, 4096), nargs="+", default=[1, 2, 3, 4, 5, 8, 13, 21])
    ap.add_argument("--repeats", type=flags.count(1, 10_000), default=5)
    ap.add_argument("--int8", action="store_true", help="int8 weights (Int8Linear; only the LM head's rows differ)")
    a = ap.parse_args(argv)
    with checkpoint.one_line_errors():
        a.widths = sorted(set(a.widths) | {1})  # the one-token step: every ratio's unit
        model = checkpoint.load_model(a.checkpoint_path).eval()
        quantize.check_fp(model, checkpoint.resolve(a.checkpoint_path)[0], "this compares the fp32 GEMM paths "
                          "(--int8 quantizes the fp32 weights here)")
        need = CONTEXT + max(a.widths) + 5
        if need > model.args.max_seq_len:
            raise ValueError(f"--widths up to {max(a.widths)} after {CONTEXT} tokens need {need} positions; "
                             f"{checkpoint.folder(a.checkpoint_path).name}'s context is {model.args.max_seq_len}")
    if a.int8:
        model = quantize.quantize_int8(model)
    model.setup_caches(1, need)
    paths = {"MKL": 10 ** 9, "packed": model_py.PACKED_MIN_ROWS}
    ms = {name: {w: [] for w in a.widths} for name in paths}
    try:
        for r in range(a.repeats):
            for name, rows in paths.items():
                model_py.PACKED_MIN_ROWS = rows
                for w in a.widths:
                    ms[name][w].append(pass_ms(model, w))
            print(f"repeat {r + 1}/{a.repeats}", file=sys.stderr, flush=True)
    finally:  # even on Ctrl-C: a caller in this process (a test) would otherwise keep MKL's path at 10^9 rows
        model_py.PACKED_MIN_ROWS = paths["packed"]
    step = statistics.median(ms["MKL"][1])
    print(f"{checkpoint.folder(a.checkpoint_path).name} {'int8' if a.int8 else 'fp32'}, {torch.get_num_threads()} "
          f"threads; a one-token step on MKL's path = {step:.1f} ms = 1.00; median of {a.repeats}")
    print(f"{'width':>6s} " + " ".join(f"{name:>9s}" for name in paths) + f" {'packed/MKL':>11s}")
    for w in a.widths:
        mkl, packed = statistics.median(ms["MKL"][w]), statistics.median(ms["packed"][w])
        print(f"{w:6d} {mkl / step:9.2f} {packed / step:9.2f} {packed / mkl:11.2f}")


if __name__ == "__main__":
    checkpoint.run_cli(main)
