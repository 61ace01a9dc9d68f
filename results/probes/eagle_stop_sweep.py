"""Probe: the EAGLE head's fixed cut (--eagle_stop) swept with the pass costs of packed weights, exact and under
the default judge, on the 42 chat prompts of chat_rows.py, greedy, 48 new tokens, every row interleaved per
prompt in one run. The logged run predates the confidence sizing: run it with generate.py of commit 5c6ba5c on
the path (and the judge then committed, v2) to repeat it.

    OMP_NUM_THREADS=1 python results/probes/eagle_stop_sweep.py > results/probes/eagle_stop_sweep.log
"""
import chat_rows as c

g, drafting = c.g, c.drafting
s = c.setup()
passes = lambda: g.Passes(cost=s["costs"], draft_cost=s["hc"])  # noqa: E731
rows = {"autoregressive": (g, None, g.Verify(), g.Passes())}
for stop in (0.0, 0.1, 0.2, 0.3, 0.4, 0.5):
    rows[f"exact, stop {stop}"] = (g, drafting.make("eagle", c.K, head=s["head"], aux_layers=s["aux"], stop=stop), g.Verify(), passes())
for stop in (0.1, 0.2, 0.3, 0.4):
    rows[f"judge, stop {stop}"] = (g, drafting.make("eagle", c.K, head=s["head"], aux_layers=s["aux"], stop=stop),
                                   g.Verify("judge", s["delta"], s["jhead"], blank=s["blank"], stops=s["stops"]), passes())
c.run(s, rows)
