"""Probe: the EAGLE head's chain sized by its own confidence (generate.py now: keep_chances / another_pays)
against the policy before it (a keep rate shared by all drafts, the chain cut after a draft below p = 0.3;
generate.py of commit 5c6ba5c, loaded beside it), exact and under the default judge, on the 12 bench chat
prompts plus the 30 neutral chat prompts beside this file, greedy, 48 new tokens, k <= 12, every row
interleaved per prompt in one run.

    git show 5c6ba5c:generate.py > /tmp/generate_5c6ba5c.py
    OMP_NUM_THREADS=1 python results/probes/eagle_conf.py /tmp/generate_5c6ba5c.py > results/probes/eagle_conf.log
"""
import importlib.util
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]
import bench  # noqa: E402
import checkpoint  # noqa: E402
import generate as g  # noqa: E402
import judge  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402

spec = importlib.util.spec_from_file_location("generate_old", sys.argv[1])
old = importlib.util.module_from_spec(spec)
spec.loader.exec_module(old)

torch.set_num_threads(1)
torch.manual_seed(0)
K, N_NEW = 12, 48
model = g.load_model(g.DEFAULT_CHECKPOINT).eval()
tok = load_tokenizer(checkpoint.folder(g.DEFAULT_CHECKPOINT))
neutral = [ln for ln in (Path(__file__).parent / "neutral_chat_prompts.txt").read_text().splitlines()
           if ln.strip() and not ln.startswith("#")]
texts = bench.chat_prompts() + neutral
prompts = [tok.encode_chat(p) for p in texts]
size = max(map(len, prompts)) + N_NEW + K + 1
model.setup_caches(1, size)
head, meta = g.load_eagle(g.JUDGES / "SmolLM2-135M-Instruct.eagle.pt", model)
head.setup_caches(1, size)
jhead, jmeta = judge.load_judge(g.JUDGES / "SmolLM2-135M-Instruct.pt", model.args.dim, n_layers=model.args.n_layers)
costs = g.measure_costs(model, g.Passes(), K + 1)
hc = g.measure_head_cost(head, g.Passes(cost=costs))
aux = tuple(meta["aux_layers"])
blank, stops = g.degenerate_masks(tok, model.args.vocab_size, model.norm.weight.device)


def row(mod, stop, rule):
    v = mod.Verify("judge", jmeta["delta"], jhead, blank=blank, stops=stops) if rule else mod.Verify()
    return mod, mod.Draft("eagle", K, head=head, aux_layers=aux, stop=stop), v, mod.Passes(cost=costs, head_cost=hc)


rows = {"autoregressive": (g, None, g.Verify(), g.Passes()),
        "before: shared rate, stop 0.3": row(old, 0.3, False),
        "now: confidence": row(g, 0.0, False),
        "now: confidence, stop 0.3": row(g, 0.3, False),
        "judge before: shared rate, stop 0.3": row(old, 0.3, True),
        "judge now: confidence": row(g, 0.0, True),
        "judge now: confidence, stop 0.3": row(g, 0.3, True)}
print(f"pass costs x a step: head {hc / costs[1]:.3f}; " + ", ".join(f"W={w} {costs[w] / costs[1]:.2f}" for w in (2, 3, 4, 6, 8, 13)), flush=True)
secs = {r: 0.0 for r in rows}
stats = {r: g.new_stats() for r in rows}
outs = {r: [] for r in rows}
for i, pr in enumerate(prompts):
    if i == 0:  # warm-up on the first prompt, every row
        for mod, d, v, p in rows.values():
            mod.generate(model, pr, 8, stop_ids=tok.stop_ids, draft=d, verify=v, passes=p, stats=mod.new_stats())
    for r, (mod, d, v, p) in rows.items():
        t0 = time.perf_counter()
        outs[r].append(mod.generate(model, pr, N_NEW, stop_ids=tok.stop_ids, draft=d, verify=v, passes=p, stats=stats[r]))
        secs[r] += time.perf_counter() - t0
    print(f"prompt {i + 1}/{len(prompts)} done", file=sys.stderr, flush=True)
ar = sum(map(len, outs["autoregressive"])) / secs["autoregressive"]
print(f"{len(prompts)} prompts (12 bench + {len(neutral)} neutral), {N_NEW} new tokens, k <= {K}, one thread")
for r in rows:
    n = sum(map(len, outs[r]))
    st = stats[r]
    acc = sum(st["accepted_per_step"]) / max(len(st["accepted_per_step"]), 1)
    dr = sum(st["drafted_per_step"]) / max(len(st["drafted_per_step"]), 1)
    per_pass = n / st["target_forwards"]
    same = sum(a == b for a, b in zip(outs[r], outs["autoregressive"]))
    print(f"{r:38s} {n / secs[r]:6.1f} tok/s  {n / secs[r] / ar:.3f}x  accepted/step {acc:.2f}  drafted/step {dr:.2f}  "
          f"tokens/target pass {per_pass:.2f}  same output {same}/{len(prompts)}")
