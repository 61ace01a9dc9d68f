"""The most any lossy rule can keep per step on eval_verify's held-out correct drafts for the 1.5B.

eval_verify's top-200 keeps 6.53 a step (3.9x standard's 1.66), but its top-K curve still climbs from top-50
(5.57), so "nearly all" needed measuring: here the walk keeps every correct draft token (an oracle judge that
keeps every correct token and no mistake can keep no more), with generate.py's degenerate-draft guard as every
rule has it, and without it. The same 120 held-out test questions, families and k as
results/eval_verify_pair (one verify pass per draft, no judge).

    .venv/bin/python results/probes/verify_ceiling/probe.py   # ~5 min here
"""
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]
import torch  # noqa: E402

import eval_verify as ev  # noqa: E402
import checkpoint  # noqa: E402
import generate as g  # noqa: E402
import judge  # noqa: E402
from data import judge_tasks  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402

CKPT = ROOT / "checkpoints" / "Qwen2.5-Coder-1.5B-Instruct"
K = 20


def walk_all(row, guard: bool):
    """Kept drafts per step when the rule keeps every token (the guard's refusals left to the standard test)."""
    std_ok, L = row["std_ok"], len(row["std_ok"])
    steps, s = [], 0
    while s < L:
        e = min(s + K, L)
        keep = torch.ones(e - s, dtype=torch.bool)
        if guard:
            keep = std_ok[s:e] | judge.guard_degenerate(row["draft"][s:e], row["top"][s:e], *row["masks"])
        n = int(judge.leading_true(keep))
        steps.append(n)
        s += n + 1
    return steps


def main():
    torch.set_grad_enabled(False)
    torch.manual_seed(0)  # as eval_verify
    model = checkpoint.load_model(CKPT).eval()
    model.setup_caches(1, ev.CONTEXT)
    tok = load_tokenizer(CKPT)
    _, meta = judge.load_judge(g.JUDGES / f"{CKPT.name}.pt", model.args.dim, n_layers=model.args.n_layers)
    heldout = judge_tasks.heldout_examples(120, ev.heldout_families({"default": meta}), part="test")
    rows = [r for r in ev.score_drafts(model, tok, heldout, {}) if r["kind"] == "correct"]
    std = ev.frontier(rows, "standard", None, K)[0]
    top200 = ev.frontier(rows, "topk", 200, K)[0]
    with_guard = statistics.fmean(n for r in rows for n in walk_all(r, True))
    no_guard = statistics.fmean(n for r in rows for n in walk_all(r, False))
    lengths = [len(r["std_ok"]) for r in rows]
    print(f"{len(rows)} correct held-out drafts, {statistics.fmean(lengths):.1f} tokens on average (max {max(lengths)}), k = {K}")
    for name, v in (("standard", std), ("top-200", top200), ("every token, with the guard", with_guard),
                    ("every token, no guard", no_guard)):
        print(f"{name}: {v:.2f} kept a step ({v / std:.2f}x standard)")


if __name__ == "__main__":
    main()
