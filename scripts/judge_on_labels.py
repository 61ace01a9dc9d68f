"""How judges score a labels file's tokens, at their stored thresholds: the mistakes each would accept and the right
tokens it would keep, side by side on the same rows. A quick look before an evaluation that generates answers.

    python scripts/judge_on_labels.py --labels data/math_labels/Qwen2.5-Coder-1.5B-Instruct.jsonl \\
        --judges judges/Qwen2.5-Coder-1.5B-Instruct.pt judges/candidates/X.pt --splits val

It counts the judge alone: a token the judge rejects, the standard test may still keep (when it is the target's
own choice), and a mistake is rarely that. The splits are the labels file's: a judge trained on the file has seen
its train split and early-stopped on val (and calibrated its threshold on calibration), so only a judge that never
read the file is unseen on all of them. Features come from the target (fp32), through train_judge's feature
cache when --feature_cache names the folder its training used.
"""
import argparse
import json
import sys
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import checkpoint  # noqa: E402
import flags  # noqa: E402
import judge  # noqa: E402
import train_judge as tj  # noqa: E402

from tokenizer import load_tokenizer  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint_path", type=Path, default=ROOT / "checkpoints" / "Qwen2.5-Coder-1.5B-Instruct")
    ap.add_argument("--labels", type=Path, required=True, help="a JSONL file of labels (scripts/label_*_tasks.py)")
    ap.add_argument("--judges", type=Path, nargs="+", required=True)
    ap.add_argument("--splits", nargs="+", choices=["train", "val", "calibration"], default=["val", "calibration"])
    ap.add_argument("--feature_cache", type=Path, default=ROOT / "results" / "tmp" / "judge_features")
    ap.add_argument("--limit", type=flags.count(1), default=None, help="the first N examples of the splits")
    a = ap.parse_args(argv)
    with checkpoint.one_line_errors():
        examples = [ex for ex in tj.judge_tasks.read_jsonl(str(a.labels), "labels") if ex.get("split") in a.splits][:a.limit]
        if not examples:
            raise ValueError(f"{a.labels}: no example in the splits {' '.join(a.splits)}")
        model = checkpoint.load_model(a.checkpoint_path).eval()
        tok = load_tokenizer(checkpoint.folder(a.checkpoint_path))
        heads = [judge.load_judge(p, model.args.dim, n_layers=model.args.n_layers) for p in a.judges]
    rows = tj.code_rows(tok, examples)
    key = tj.feature_key(a.checkpoint_path, model)
    print(f"{a.labels.name}, splits {' '.join(a.splits)}: {len(examples)} examples, "
          f"{sum(lab == 0 for r in rows for lab in r['labels'])} mistakes, {sum(r['labels'].count(1) for r in rows)} right tokens")
    print("| judge | FA bound | threshold | mistakes accepted | right tokens kept |")
    print("|---|---|---|---|---|")
    for path, (head, meta) in zip(a.judges, heads):
        x, y, _ = tj.extract_features(model, tok, rows, head.layers, head.scalars, progress=True, cache=a.feature_cache, key=key)
        with torch.no_grad():
            p = judge.judge_probs(head, x)
        for alpha, t in sorted((meta.get("thresholds") or {}).items()):
            acc = p > t  # as train_judge.calibrate and generate.py accept
            print(f"| {path.name} | {float(alpha):.0%} | {t:.4g} | {int(acc[y == 0].sum())} of {int((y == 0).sum())} "
                  f"({acc[y == 0].float().mean():.1%}) | {acc[y == 1].float().mean():.1%} |")


if __name__ == "__main__":
    checkpoint.run_cli(main)
