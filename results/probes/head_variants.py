# Probe: does any other head on the target's own features move the default judge's calibrated point? (Run
# 2026-12-01 on the default of then, judges/candidates/v3.pt, and its 19 families.)
# Run from the repository root: .venv/bin/python results/probes/head_variants.py (one thread, about 20
# minutes; the features are cached in results/tmp/head_variants.pt and reused by a second run).
# Every head is trained on the default judge's 950 questions (its stored command) with its settings (AdamW,
# weight decay 0.1, early stopping), calibrated on the same 2,186 calibration mistakes (2% at 90%), and walked
# on eval_verify's held-out test half (120 questions, k = 20), at its calibrated point and at t = 0.5:
#  - which layers: 20 (the default's), 24, 27, and 15+20, 20+24, 15+20+24+27; linear and MLP 64;
#  - trained only where the judge decides anything (the target's argmax is not the draft token: the standard
#    test keeps the rest), calibrated on all mistakes or on those only;
#  - an ensemble of 3 and 5 seeds, averaged in logit space (one MLP of width 64 x seeds).
# And where the default rejects correct tokens on the test half: the target's rank and p of the first one.
import random
import statistics
from pathlib import Path

import torch

from judge_setup import judge, setup, tj
import eval_verify as ev  # judge_setup put scripts/ on the path
from data import judge_tasks

model, tok, h0, meta0, a = setup(Path("judges/candidates/v3.pt"))  # the default when this ran
SC, L, D = list(h0.scalars), (15, 20, 24, 27), model.args.dim
cache = Path("results/tmp/head_variants.pt")
if not cache.exists():
    examples = tj.load_examples(a.data, "labels", a)
    random.Random(a.seed).shuffle(examples)
    rows = tj.hand_rows(tok, examples, max(1, int(len(examples) * a.val_frac)))
    x, y, index = tj.extract_features(model, tok, rows, L, SC, progress=False)
    val = torch.tensor([r["val"] for r in rows])[index]
    cal = judge_tasks.heldout_examples(a.n_calibration, a.families, seed=a.seed, part="calibration")
    cal = list({(e["question"], e.get("wrong")): e for e in cal}.values())
    cal_rows = [r for r in tj.hand_rows(tok, cal, 0) if 0 in r["labels"]]
    xc, yc, _ = tj.extract_features(model, tok, cal_rows, L, SC, progress=False)
    cache.parent.mkdir(parents=True, exist_ok=True)
    torch.save(dict(x=x.half(), y=y, val=val, xc=xc.half(), yc=yc), cache)
c = torch.load(cache)
x, y, val, xc, yc = c["x"].float(), c["y"], c["val"], c["xc"].float(), c["yc"]
R = x.size(1) - len(SC) + SC.index("log_rank")  # 0 where the draft token is the target's argmax
dec, decc = x[:, R] > 0, xc[:, R] > 0
print(f"{len(y)} training tokens; the judge decides {int(dec.sum())} of them ({int((dec & (y == 1)).sum())} of "
      f"{int((y == 1).sum())} correct, {int((dec & (y == 0)).sum())} of {int((y == 0).sum())} mistaken); "
      f"{int(decc.sum() - (yc[decc] == 1).sum())} of {int((yc == 0).sum())} calibration mistakes", flush=True)


def cols(choice):  # train_judge.search_heads' layout: final state, each chosen layer's block, the scalars
    blocks = [0] + [1 + L.index(i) for i in choice]
    return torch.tensor([b * D + j for b in blocks for j in range(D)] + list(range((1 + len(L)) * D, x.size(1))))


def merge(hs):  # K MLPs averaged in logit space are one MLP K times as wide
    m = judge.Judge(hs[0].n_in, hs[0].layers, hs[0].scalars, hs[0].mlp * len(hs))
    with torch.no_grad():
        m.mean.copy_(hs[0].mean); m.std.copy_(hs[0].std)
        m.net[0].weight.copy_(torch.cat([h.net[0].weight for h in hs])); m.net[0].bias.copy_(torch.cat([h.net[0].bias for h in hs]))
        m.net[2].weight.copy_(torch.cat([h.net[2].weight for h in hs], 1) / len(hs))
        m.net[2].bias.copy_(torch.stack([h.net[2].bias for h in hs]).mean(0))
    return m.eval()


heads, points = {}, {}  # name -> head; name -> [(label, threshold)]
def add(name, h, cc, train_mask=None, cal_masks=(("cal all", None),)):
    h.eval()
    with torch.no_grad():
        pv, pc = judge.judge_probs(h, x[val][:, cc]), judge.judge_probs(h, xc[:, cc])
    heads[name], points[name] = h, []
    for label, m in cal_masks:
        m = torch.ones_like(decc) if m is None else m
        cal = tj.calibrate(pc[m], yc[m], delta=0.1)["0.02"]
        points[name].append((label, cal["delta"]))
        print(f"{name:22s} {label:11s} val AUROC {tj.auroc(pv, y[val]):.4f}  t {cal['delta']:.4f} "
              f"({cal['mistakes_kept']} of {int((yc[m] == 0).sum())} kept)", flush=True)


def train(choice, mlp, mask=None, seed=0):
    cc, m = cols(choice), torch.ones_like(dec) if mask is None else mask
    h, _, _ = tj.train_head(x[m & ~val][:, cc], y[m & ~val], x[m & val][:, cc], y[m & val], layers=choice,
                            scalars=SC, mlp=mlp, weight_decay=0.1, seed=seed, log=lambda *_: None)
    return h, cc


for choice in [(20,), (24,), (27,), (15, 20), (20, 24), (15, 20, 24, 27)]:
    for mlp in (0, 64):
        add("+".join(map(str, choice)) + f" mlp{mlp}", *train(choice, mlp))
h, cc = train((20,), 64, dec)
add("20 mlp64 decided-only", h, cc, cal_masks=(("cal all", None), ("cal decided", decc)))
seeds = [train((20,), 64, seed=s)[0] for s in range(5)]
add("20 mlp64 ensemble 3", merge(seeds[:3]), cols((20,)))
add("20 mlp64 ensemble 5", merge(seeds), cols((20,)))

# the held-out test half: every head's features from one verify pass per draft (score_drafts slices them)
test = judge_tasks.heldout_examples(120, a.families, part="test")  # the judge's 19 families, as eval_verify drew then
model.setup_caches(1, 512)
rows = ev.score_drafts(model, tok, test, dict(heads, default=h0), progress=False)
std = ev.frontier(rows, "standard", None, 20)[0]
print(f"\nheld-out test half, k = 20: standard keeps {std:.2f} per step")
for name, pts in [("default (committed)", [("stored", meta0["delta"])])] + list(points.items()):
    jn = "default" if name.startswith("default") else name
    out = [f"{label} t={t:.3f}: {kept / std:.2f}x, FA {fa:.1%}"
           for label, t in pts + [("", 0.5)] for kept, fa in [ev.frontier(rows, "judge", t, 20, judge_name=jn)]]
    print(f"{name:22s} " + " | ".join(out), flush=True)

first = []  # the first correct token the default rejects in each correct draft
for r in rows:
    if r["kind"] == "correct":
        bad = [i for i in range(len(r["std_ok"])) if not r["std_ok"][i] and r["judge_p"]["default"][i] <= meta0["delta"]]
        if bad:
            i = bad[0]
            first.append((int(r["stats"]["rank"][i]), float(r["stats"]["p_d"][i]), float(r["judge_p"]["default"][i])))
oracle = [min(20, len(r["std_ok"]) - s) for r in rows if r["kind"] == "correct" for s in range(0, len(r["std_ok"]), 21)]
print(f"\nan oracle keeping every correct token: {statistics.fmean(oracle) / std:.1f}x standard")
print(f"the default rejects a correct token in {len(first)} of {sum(r['kind'] == 'correct' for r in rows)} correct "
      f"drafts; the first one: target's rank median {statistics.median(f[0] for f in first):.0f}, "
      f"p(d) median {statistics.median(f[1] for f in first):.3f} (< 0.05 in {sum(f[1] < 0.05 for f in first)}), "
      f"judge p median {statistics.median(f[2] for f in first):.2f} (< 0.2 in {sum(f[2] < 0.2 for f in first)})")
