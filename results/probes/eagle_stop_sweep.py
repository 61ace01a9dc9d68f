"""Probe: the EAGLE head's confidence stop (--eagle_stop) swept with the current pass costs (packed weights),
exact and under the default judge, on the 12 bench chat prompts plus the 30 neutral chat prompts beside this
file (42 prompts nobody trained on), greedy, 48 new tokens, every row interleaved per prompt in one run.

    OMP_NUM_THREADS=1 python results/probes/eagle_stop_sweep.py > results/probes/eagle_stop_sweep.log
"""
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

torch.set_num_threads(1)
torch.manual_seed(0)
K, N_NEW = 12, 48
model = g.load_model(g.DEFAULT_CHECKPOINT).eval()
tok = load_tokenizer(checkpoint.folder(g.DEFAULT_CHECKPOINT))
neutral = [ln for ln in (Path(__file__).parent / "neutral_chat_prompts.txt").read_text().splitlines() if ln.strip() and not ln.startswith("#")]
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
rows = {"autoregressive": (None, g.Verify(), g.Passes())}
for s in (0.0, 0.1, 0.2, 0.3, 0.4, 0.5):
    rows[f"exact, stop {s}"] = (g.Draft("eagle", K, head=head, aux_layers=aux, stop=s), g.Verify(), g.Passes(cost=costs, head_cost=hc))
for s in (0.1, 0.2, 0.3, 0.4):
    rows[f"judge, stop {s}"] = (g.Draft("eagle", K, head=head, aux_layers=aux, stop=s),
                                g.Verify("judge", jmeta["delta"], jhead, blank=blank, stops=stops), g.Passes(cost=costs, head_cost=hc))
print(f"pass costs x a step: head {hc / costs[1]:.3f}; " + ", ".join(f"W={w} {costs[w] / costs[1]:.2f}" for w in (2, 3, 4, 6, 8, 13)), flush=True)
secs = {r: 0.0 for r in rows}
stats = {r: g.new_stats() for r in rows}
outs = {r: [] for r in rows}
for i, pr in enumerate(prompts):
    if i == 0:  # warm-up on the first prompt, every row
        for d, v, p in rows.values():
            g.generate(model, pr, 8, stop_ids=tok.stop_ids, draft=d, verify=v, passes=p, stats=g.new_stats())
    for r, (d, v, p) in rows.items():
        t0 = time.perf_counter()
        outs[r].append(g.generate(model, pr, N_NEW, stop_ids=tok.stop_ids, draft=d, verify=v, passes=p, stats=stats[r]))
        secs[r] += time.perf_counter() - t0
    print(f"prompt {i + 1}/{len(prompts)} done", file=sys.stderr, flush=True)
ar = sum(map(len, outs["autoregressive"])) / secs["autoregressive"]
print(f"{len(prompts)} prompts (12 bench + {len(neutral)} neutral), {N_NEW} new tokens, k <= {K}, one thread")
for r in rows:
    n = sum(map(len, outs[r]))
    st = stats[r]
    acc = sum(st["accepted_per_step"]) / max(len(st["accepted_per_step"]), 1)
    dr = sum(st["drafted_per_step"]) / max(len(st["drafted_per_step"]), 1)
    same = sum(a == b for a, b in zip(outs[r], outs["autoregressive"]))
    bench12 = sum(a == b for a, b in zip(outs[r][:12], outs["autoregressive"][:12]))
    print(f"{r:22s} {n / secs[r]:6.1f} tok/s  {n / secs[r] / ar:.3f}x  accepted/step {acc:.2f}  drafted/step {dr:.2f}  "
          f"same output {same}/{len(prompts)}")
