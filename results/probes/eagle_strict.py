"""Probe: JuDi's confidence mask (--strict_above) on the judge ruling the EAGLE head's drafts, end to end on
the 40 held-out questions of docs/eagle.md, next to the plain judge, in one run (eval_verify.eagle_e2e).

    OMP_NUM_THREADS=1 python results/probes/eagle_strict.py 0.3 0.5 0.8 > results/probes/eagle_strict.log
"""
import json
import sys

import eagle_setup

eval_verify = eagle_setup.eval_verify

taus = [float(x) for x in sys.argv[1:]] or [0.5]
JUDGE = eagle_setup.g.JUDGES / "candidates" / "v2.pt"  # pinned: run 2026-11-30 with the default judge of then (0.677)
model, tok, head, meta, jhead, jmeta, questions = eagle_setup.e2e_setup(JUDGE)
res = eval_verify.eagle_e2e(model, tok, questions, head, meta["aux_layers"], jhead, jmeta["delta"], 20, 48, strict=taus)
for label, c in res["configs"].items():
    print(f"{label:36s} acc {c['correct']}/{res['n']} harm {c['harm']} helped {c['helped']} differ {c['differ']} "
          f"accepted/step {c['accepted_per_step'] or 0:.2f} rule-only/step {c['rule_only_per_step'] or 0:.2f} "
          f"tokens/pass {c['tokens_per_pass']:.2f} x target {c['x_target']:.2f}")
print(json.dumps({k: {kk: v for kk, v in c.items()} for k, c in res["configs"].items()}))
