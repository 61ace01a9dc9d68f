# Which calibration mistakes does the standard test keep anyway (the target's argmax IS the mistaken token)?
# Pinned to judges/candidates/v2.pt, the default it ran with (2026-11-30). Run from the repository root: .venv/bin/python results/probes/stdok.py (one thread, about 10 minutes).
import sys, json
from pathlib import Path
sys.path.insert(0, '.'); sys.path.insert(0, 'scripts')
import torch
torch.set_num_threads(1)
import generate as g, judge, checkpoint, train_judge as tj
from data import judge_tasks
from tokenizer import load_tokenizer
ck = g.DEFAULT_CHECKPOINT
model = checkpoint.load_model(ck).eval(); tok = load_tokenizer(checkpoint.folder(ck))
h, meta = judge.load_judge(Path("judges/candidates/v2.pt"), model.args.dim, n_layers=model.args.n_layers)
a = tj.build_parser().parse_args(meta["command"][1:])
cal = judge_tasks.heldout_examples(a.n_calibration, a.families, seed=a.seed, part="calibration")
cal = list({(e["question"], e.get("wrong")): e for e in cal}.values())
model.setup_caches(1, 400)
out = []
with torch.no_grad():
    for ex in cal:
        ids, labels = tj.token_labels(tok, ex["wrong"], ex["error_at"])
        prompt = tok.encode_chat(ex["question"])
        seq = prompt + ids
        logits, hidden, aux = g.verify_forward(model, torch.tensor(seq), torch.arange(len(seq)), tuple(h.layers))
        P = len(prompt)
        st = judge.judge_states(hidden[P:], aux[P:], tuple(h.layers), tuple(h.layers))
        f = judge.judge_features(h.scalars, logits[P - 1:-1], st, torch.tensor(ids), None)
        p = judge.judge_probs(h, f)
        std = (logits[P - 1:-1].argmax(-1) == torch.tensor(ids))
        out.append({"q": ex["question"], "wrong": ex["wrong"], "family": ex["family"], "p": p[-1].item(),
                    "std_mistake": bool(std[-1]), "prefix_std": std[:-1].tolist(), "prefix_p": p[:-1].tolist()})
Path("results/tmp").mkdir(parents=True, exist_ok=True)
json.dump(out, open("results/tmp/stdok.json", "w"))
n_std = sum(o["std_mistake"] for o in out)
print(len(out), "mistakes;", n_std, "of them the target's own argmax")
for exclude in (False, True):
    ps = torch.tensor([o["p"] for o in out if not (exclude and o["std_mistake"])])
    c = tj.calibrate(ps, torch.zeros(len(ps)), delta=a.bound_delta)
    print("exclude std mistakes" if exclude else "all mistakes", len(ps), {k: (v["delta"], v["mistakes_kept"], round(v["upper_bound"], 4)) for k, v in c.items()})
kept = [o for o in out if o["p"] > meta["delta"]]
print(f"kept at {meta['delta']}:", len(kept), "of which std:", sum(o["std_mistake"] for o in kept))
for o in kept: print(" ", o["std_mistake"], round(o["p"], 3), o["q"], "|", o["wrong"])
