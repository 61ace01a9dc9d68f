"""Which labels should the 1.5B's judge learn from? Judges trained on the built-in families only, on the executed
code labels only, and on both (the default), scored on the same held-out tokens of each source: the built-in
validation examples and the code validation tasks (tasks none of them trained on). Per judge and split: AUROC, and
at its own stored 2% threshold the share of mistaken tokens rejected and of correct tokens accepted, then the
frontier point: correct tokens accepted where at most 2% of that split's mistakes get through.

    OMP_NUM_THREADS=2 .venv/bin/python results/probes/judge_label_sources.py > results/probes/judge_label_sources.log

Features come from train_judge's cache (results/tmp/judge_features, made by the three training runs of
docs/pair.md); without it they are recomputed (about an hour on this CPU)."""
import json
import random
import sys
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT)]
import checkpoint  # noqa: E402
import judge  # noqa: E402
import train_judge as tj  # noqa: E402
from checkpoint import load_model  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402

TARGET = ROOT / "checkpoints" / "Qwen2.5-Coder-1.5B-Instruct"
CODE = ROOT / "data" / "code_labels" / "Qwen2.5-Coder-1.5B-Instruct.jsonl"
JUDGES = {"built-in only": ROOT / "judges" / "candidates" / "Qwen2.5-Coder-1.5B-Instruct.builtin.pt",
          "code only": ROOT / "judges" / "candidates" / "Qwen2.5-Coder-1.5B-Instruct.code.pt",
          "both (default)": ROOT / "judges" / "Qwen2.5-Coder-1.5B-Instruct.pt"}
LAYERS = [18]  # the candidate layer every run was given (--layers 18); a head reads it or only the final state


def frontier_at(p: torch.Tensor, y: torch.Tensor, rate: float = 0.02) -> float:
    """Correct tokens accepted at the lowest threshold that lets at most `rate` of the mistakes through."""
    neg = p[y == 0].sort(descending=True).values
    allowed = int(rate * len(neg))
    t = neg[allowed].item() if allowed < len(neg) else -1.0  # accept only above the (allowed+1)-th highest mistake
    return (p[y == 1] > t).float().mean().item()


def main():
    a = tj.build_parser().parse_args(["--checkpoint_path", str(TARGET), "--n_train", "1000", "--code", str(CODE)])
    examples = tj.load_examples("builtin", "labels", a)
    random.Random(a.seed).shuffle(examples)
    n_val = max(1, int(len(examples) * a.val_frac))
    code = tj.load_examples(str(CODE), "labels", a)
    model = load_model(TARGET).eval()
    tok = load_tokenizer(TARGET)
    weights, _ = checkpoint.resolve(TARGET)
    key = json.dumps([TARGET.name, model.args.to_hf_config(), weights.stat().st_size, weights.stat().st_mtime_ns])
    splits = {"built-in validation": tj.hand_rows(tok, examples[:n_val], 0),
              "code validation tasks": tj.code_rows(tok, [ex for ex in code if ex["split"] == "val"])}
    scalars = list(judge.ONE_HOT_SCALARS)
    dim = model.args.dim
    feats = {name: tj.extract_features(model, tok, rows, LAYERS, scalars, progress=False,
                                       cache=ROOT / "results" / "tmp" / "judge_features", key=key)[:2]
             for name, rows in splits.items()}
    for name, (x, y) in feats.items():
        print(f"{name}: {int((y == 1).sum())} correct tokens, {int((y == 0).sum())} mistaken")
    print()
    print("| judge | features | split | AUROC | at its 2% threshold: mistakes rejected | correct accepted "
          "| correct accepted at <= 2% of this split's mistakes |")
    print("|---|---|---|---|---|---|---|")
    for jname, path in JUDGES.items():
        head, meta = judge.load_judge(path, dim, n_layers=model.args.n_layers)
        blocks = [0] + [1 + LAYERS.index(i) for i in head.layers]
        cols = torch.tensor([b * dim + j for b in blocks for j in range(dim)] +
                            list(range((1 + len(LAYERS)) * dim, (1 + len(LAYERS)) * dim + len(scalars))))
        for sname, (x, y) in feats.items():
            with torch.no_grad():
                p = judge.judge_probs(head, x[:, cols])
            r = tj.rates(p, y, meta["delta"])
            print(f"| {jname} | {'final + layer 18' if head.layers else 'final'}{'; MLP' if head.mlp else ''} | {sname} "
                  f"| {tj.auroc(p, y):.3f} | {r['mistakes_rejected']:.1%} (threshold {meta['delta']:.3f}) "
                  f"| {r['correct_accepted']:.1%} | {frontier_at(p, y):.1%} |")
        print(f"  ({jname}: bound {meta['bound']['upper']:.2%} on {meta['bound']['mistakes']} mistakes: {meta['bound']['on']})")


if __name__ == "__main__":
    main()
