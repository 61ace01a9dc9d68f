"""Probe: JuDi's confidence mask (--strict_above) on the judge ruling the EAGLE head's drafts, end to end on
the 40 held-out questions of docs/eagle.md, next to the plain judge, in one run (eval_verify.eagle_e2e).

    OMP_NUM_THREADS=1 python results/probes/eagle_strict.py 0.3 0.5 0.8 > results/probes/eagle_strict.log
"""
import json
import sys
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts"), str(ROOT / "data")]
import checkpoint  # noqa: E402
import eval_verify  # noqa: E402
import generate as g  # noqa: E402
import judge  # noqa: E402
import judge_tasks  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402

taus = [float(x) for x in sys.argv[1:]] or [0.5]
torch.set_num_threads(1)
model = g.load_model(g.DEFAULT_CHECKPOINT).eval()
tok = load_tokenizer(checkpoint.folder(g.DEFAULT_CHECKPOINT))
head, meta = g.load_eagle(g.JUDGES / "SmolLM2-135M-Instruct.eagle.pt", model)
jhead, jmeta = judge.load_judge(g.JUDGES / "SmolLM2-135M-Instruct.pt", model.args.dim, n_layers=model.args.n_layers)
questions = judge_tasks.heldout_examples(40, judge_tasks.TRAIN_FAMILIES, part="test")
res = eval_verify.eagle_e2e(model, tok, questions, head, meta["aux_layers"], jhead, jmeta["delta"], 20, 48, strict=taus)
for label, c in res["configs"].items():
    print(f"{label:36s} acc {c['correct']}/{res['n']} harm {c['harm']} helped {c['helped']} differ {c['differ']} "
          f"accepted/step {c['accepted_per_step'] or 0:.2f} rule-only/step {c['rule_only_per_step'] or 0:.2f} "
          f"tokens/pass {c['tokens_per_pass']:.2f} x target {c['x_target']:.2f}")
print(json.dumps({k: {kk: v for kk, v in c.items()} for k, c in res["configs"].items()}))
