"""Probe: the judge on the EAGLE head's drafts, allowed to keep a draft the standard test rejects only where the
head itself was confident (its probability of the draft >= C). The mistakes the judge keeps on model drafts sit
where the target is unsure (eagle_strict.py); does the head's own confidence single them out? End to end on
the 40 held-out questions of docs/eagle.md (eval_verify.eagle_e2e, whose rule is patched here: judge.rule_ok
ANDed with the head's confidence of each draft), greedy, 48 new tokens, k <= 20, one run per C.

    OMP_NUM_THREADS=1 python results/probes/eagle_qguard.py 0.5 0.8 > results/probes/eagle_qguard.log
"""
import sys

import torch

import eagle_setup

eval_verify, g, judge, drafting = eagle_setup.eval_verify, eagle_setup.g, eagle_setup.judge, eagle_setup.drafting
JUDGE = eagle_setup.g.JUDGES / "candidates" / "v3.pt"  # pinned: run 2026-12-01 with the default judge of then (0.717)
model, tok, head, meta, jhead, jmeta, questions = eagle_setup.e2e_setup(JUDGE)
state = {"conf": [], "min": 0.0}
real_draft, real_rule = drafting.eagle_draft, judge.rule_ok


def eagle_draft(d, *args):
    out = real_draft(d, *args)
    state["conf"] = list(d.conf or [])
    return out


def rule_ok(rule, t, stats, std_ok, *args, **kw):
    ok = real_rule(rule, t, stats, std_ok, *args, **kw)
    conf = (state["conf"] + [0.0] * len(ok))[:len(ok)]
    return ok & (torch.tensor(conf, device=ok.device) >= state["min"])


drafting.eagle_draft, judge.rule_ok = eagle_draft, rule_ok
for c in [0.0] + [float(x) for x in sys.argv[1:]]:
    state["min"] = c
    res = eval_verify.eagle_e2e(model, tok, questions, head, meta["aux_layers"], jhead, jmeta["delta"], 20, 48)
    for label, r in res["configs"].items():
        if label in ("target alone", "EAGLE exact") and c:
            continue
        print(f"C={c:<4} {label:16s} acc {r['correct']}/{res['n']} harm {r['harm']} helped {r['helped']} "
              f"differ {r['differ']} accepted/step {r['accepted_per_step'] or 0:.2f} rule-only/step "
              f"{r['rule_only_per_step'] or 0:.2f} tokens/pass {r['tokens_per_pass']:.2f} x target {r['x_target']:.2f}",
              flush=True)
