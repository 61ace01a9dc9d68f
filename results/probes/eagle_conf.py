"""Probe: the EAGLE head's chain sized by its own confidence (generate.py now: keep_chances / another_pays)
against the policy before it (a keep rate shared by all drafts, the chain cut after a draft below p = 0.3;
generate.py of commit 5c6ba5c, loaded beside it), exact and under the default judge, on the 12 bench chat
prompts plus the 30 neutral chat prompts beside this file, greedy, 48 new tokens, k <= 12, every row
interleaved per prompt in one run (chat_rows.py). The logged run used the judge then committed (v2, 0.677).

    git show 5c6ba5c:generate.py > OLD_GENERATE.py
    OMP_NUM_THREADS=1 python results/probes/eagle_conf.py OLD_GENERATE.py > results/probes/eagle_conf.log
"""
import importlib.util
import sys

import chat_rows as c

g = c.g
spec = importlib.util.spec_from_file_location("generate_old", sys.argv[1])
old = importlib.util.module_from_spec(spec)
spec.loader.exec_module(old)
s = c.setup()


def row(mod, stop, rule):
    v = mod.Verify("judge", s["delta"], s["jhead"], blank=s["blank"], stops=s["stops"]) if rule else mod.Verify()
    d = mod.Draft("eagle", c.K, head=s["head"], aux_layers=s["aux"], stop=stop)
    return mod, d, v, mod.Passes(cost=s["costs"], draft_cost=s["hc"])


c.run(s, {"autoregressive": (g, None, g.Verify(), g.Passes()),
          "before: shared rate, stop 0.3": row(old, 0.3, False),
          "now: confidence": row(g, 0.0, False),
          "now: confidence, stop 0.3": row(g, 0.3, False),
          "judge before: shared rate, stop 0.3": row(old, 0.3, True),
          "judge now: confidence": row(g, 0.0, True),
          "judge now: confidence, stop 0.3": row(g, 0.3, True)})
