"""Probe: the default judge on hand-written questions at thresholds around its stored 2% point: the reworded
questions (data/reworded_heldout.json) and 81 more written 2026-12-01 (fresh_questions.json beside this
file; mostly kinds no judge trained on: history, the body, food, sports, music, books, words, money, shapes,
weather, landmarks), teacher-forced as eval_verify's reworded group: accepted/step on the correct answers
(x standard) and mistakes kept.

    OMP_NUM_THREADS=1 python results/probes/fresh_sweep.py [JUDGE.pt] > results/probes/fresh_sweep.log
"""
import sys
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts"), str(ROOT / "data")]
import checkpoint  # noqa: E402
import eval_verify as ev  # noqa: E402
import generate as g  # noqa: E402
import judge  # noqa: E402
import judge_tasks  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402

torch.set_num_threads(1)
judge_path = Path(sys.argv[1]) if len(sys.argv) > 1 else g.JUDGES / "candidates" / "v2.pt"  # the default its log ran with
model = checkpoint.load_model(g.DEFAULT_CHECKPOINT).eval()
tok = load_tokenizer(checkpoint.folder(g.DEFAULT_CHECKPOINT))
model.setup_caches(1, 512)
head, meta = judge.load_judge(judge_path, model.args.dim, n_layers=model.args.n_layers)
heads = {"j": head}
groups = {"reworded": judge_tasks.reworded_examples(),
          "fresh": judge_tasks.reworded_examples(Path(__file__).with_name("fresh_questions.json"))}
rows = {name: ev.score_drafts(model, tok, exs, heads) for name, exs in groups.items()}
print(f"judge {judge_path.name}, stored 2% point {meta['delta']}")
for name, r in rows.items():
    std = ev.frontier(r, "standard", None, 20)[0]
    wrong = sum(x["kind"] == "wrong" for x in r)
    for t in (0.5, 0.6, 0.677, 0.75, 0.8, 0.85, 0.9, 0.95):
        acc, fa = ev.frontier(r, "judge", t, 20, "j")
        kept = ev.kept_mistakes(r, "judge", t, 20, "j")
        print(f"{name:9s} t={t:<6} {acc / std:.2f}x standard, kept {len(kept)}/{wrong}: "
              + "; ".join(m["text"] for m in kept), flush=True)
