"""Probe: is the EAGLE head's confidence (its top-1 probability) a calibrated estimate of whether the target
keeps its draft? Teacher-forced on the target's greedy answers to the 42 chat prompts no head trained on
(scripts/bench.py's 12 and neutral_chat_prompts.txt's 30), 4 chained steps (train_draft's chain): per
confidence bin, how often the draft is the target's token, at depth 1 and at depths 2-4 given the earlier
drafts were right (what a chain keeps). EAGLE-2 (arXiv 2406.16858, sec. 3) reports the confidence close to
the acceptance rate; if it holds here, a step can size its draft from it.

    OMP_NUM_THREADS=1 python results/probes/head_calib.py > results/probes/head_calib.log
"""
import sys
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT)]
import checkpoint  # noqa: E402
import draft as drafting  # noqa: E402
import generate as g  # noqa: E402
import train_draft as td  # noqa: E402
from model import eagle_layers  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402

torch.set_num_threads(1)
STEPS = 4
model = checkpoint.load_model(g.DEFAULT_CHECKPOINT).eval()
tok = load_tokenizer(checkpoint.folder(g.DEFAULT_CHECKPOINT))
neutral = (Path(__file__).parent / "neutral_chat_prompts.txt").read_text().splitlines()
prompts = sorted(td.bench_prompts()) + [ln for ln in neutral if ln.strip() and not ln.startswith("#")]
rows = [r for p in prompts for r in td.answer_batch(model, [tok.encode_chat(p)], 96, tok.stop_ids, 0.0,
                                                    eagle_layers(model.args.n_layers), 20)]
head, _ = drafting.load_eagle(g.JUDGES / "SmolLM2-135M-Instruct.eagle.pt", model)
head.setup_caches(1, max(len(r["tokens"]) for r in rows) + 4)
t2d = torch.full((model.args.vocab_size,), -1, dtype=torch.long)
t2d[head.d2t] = torch.arange(len(head.d2t))
conf, right = [[] for _ in range(STEPS)], [[] for _ in range(STEPS)]
with torch.no_grad():
    for r in rows:
        bt = td.make_batch([r], STEPS, t2d)
        L, n = r["n_prompt"], len(r["tokens"])
        for j, h in td.ttt_forward(head, bt, STEPS):
            lab = bt["labels"][j]
            p = head.output(head.norm(h[lab["b"], lab["t"]])).float().softmax(-1)
            top_p, top = p.max(-1)
            ok = head.d2t[top] == lab["target"]
            sel = (lab["t"] >= L - 1) & (lab["t"] + STEPS <= n - 2)  # train_draft.evaluate's positions
            conf[j].append(top_p[sel])
            right[j].append(ok[sel])
conf = [torch.cat(c) for c in conf]
right = [torch.cat(x).float() for x in right]
chain = torch.ones_like(right[0])
edges = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0001]
print(f"{len(prompts)} prompts, {len(conf[0])} positions; per depth: confidence bin -> share right (count); depth > 1 "
      f"counts only chains whose earlier drafts were right")
for j in range(STEPS):
    live = chain > 0
    c, x = conf[j][live], right[j][live]
    cells = []
    for lo, hi in zip(edges, edges[1:]):
        m = (c >= lo) & (c < hi)
        cells.append(f"[{lo:.1f},{min(hi, 1):.1f}) {x[m].mean().item() if m.any() else float('nan'):.2f} ({int(m.sum())})")
    print(f"depth {j + 1}: mean confidence {c.mean().item():.3f}, right {x.mean().item():.3f}; " + "; ".join(cells))
    chain = chain * right[j]
