# Probe: does a judge that also reads the target's state at the NEXT draft token (same verify pass) rank better?
# Pinned to judges/candidates/v2.pt, the default it ran with (2026-11-30). Run from the repository root: .venv/bin/python results/probes/lookahead.py (one thread, about 15 minutes).
import sys, random, time
from pathlib import Path
sys.path.insert(0, '.'); sys.path.insert(0, 'scripts')
import torch
torch.set_num_threads(1)
import generate as g, judge, checkpoint, train_judge as tj
from data import judge_tasks
from tokenizer import load_tokenizer
import eval_verify as ev

ck = g.DEFAULT_CHECKPOINT
model = checkpoint.load_model(ck).eval(); tok = load_tokenizer(checkpoint.folder(ck))
END = tok.specials["<|im_end|>"]
LAYER, SC = 20, list(judge.ONE_HOT_SCALARS)
meta_cmd = torch.load("judges/candidates/v2.pt", map_location="cpu", weights_only=False)["meta"]["command"][1:]
a = tj.build_parser().parse_args(meta_cmd)
fams = a.families
examples = tj.load_examples("builtin", "labels", a)
random.Random(a.seed).shuffle(examples)
n_val = max(1, int(len(examples) * a.val_frac))

@torch.no_grad()
def feats_for(question, ids, n_lab, succ):
    """own and lookahead features of ids[:n_lab]; ids[n_lab] (or succ) is the successor of the last one."""
    prompt = tok.encode_chat(question)
    full = ids[:n_lab] + ([succ] if succ is not None else [])
    seq = prompt + full
    logits, hidden, aux = g.verify_forward(model, torch.tensor(seq), torch.arange(len(seq)), (LAYER,))
    P = len(prompt)
    d = torch.tensor(full)
    st = judge.judge_states(hidden[P:], aux[P:], (LAYER,), (LAYER,))
    own_all = judge.judge_features(SC, logits[P - 1:-1], st, d, None).float()  # (len(full), ...)
    nxt_all = torch.cat([hidden[P:].float(), own_all[:, -len(SC):]], -1)  # final state + scalars at each token
    own = own_all[:n_lab]
    if succ is None:
        la = torch.zeros(n_lab, nxt_all.size(1)); has = torch.zeros(n_lab, 1)
        la[:n_lab - 1] = nxt_all[1:n_lab]; has[:n_lab - 1] = 1
    else:
        la = nxt_all[1:n_lab + 1]; has = torch.ones(n_lab, 1)
    return own, torch.cat([la, has], -1)

t0 = time.time()
model.setup_caches(1, 400)
X, XL, Y, V = [], [], [], []
for ex_i, ex in enumerate(examples):
    val = ex_i < n_val
    for text, at in ((ex["correct"], None), (ex["wrong"], ex["error_at"])):
        ids, labels = tj.token_labels(tok, text, at)
        full = tok.encode(text)
        succ = full[len(ids)] if len(full) > len(ids) else END
        own, la = feats_for(ex["question"], ids, len(ids), succ)
        X.append(own); XL.append(la); Y += labels; V += [val] * len(ids)
X, XL = torch.cat(X), torch.cat(XL); Y = torch.tensor(Y, dtype=torch.float32); V = torch.tensor(V)
print("train features", X.shape, XL.shape, int((Y == 0).sum()), "neg", f"{time.time() - t0:.0f}s", flush=True)

heads = {}
for name, x in (("base", X), ("look", torch.cat([X, XL], -1))):
    t0 = time.time()
    h, loss, ep = tj.train_head(x[~V], Y[~V], x[V], Y[V], mlp=64, weight_decay=0.01, lr=a.lr, batch=a.batch,
                                max_epochs=a.max_epochs, patience=a.patience, seed=a.seed, log=lambda *_: None)
    p = judge.judge_probs(h, x[V])
    heads[name] = h
    print(name, "val loss", round(loss, 4), "epochs", ep, "auroc", round(tj.auroc(p, Y[V]), 4), f"{time.time() - t0:.0f}s", flush=True)

# calibration half: the mistakes only
cal = judge_tasks.heldout_examples(a.n_calibration, fams, seed=a.seed, part="calibration")
cal = list({(e["question"], e.get("wrong")): e for e in cal}.values())
pc = {"base": [], "look": []}
for ex in cal:
    ids, labels = tj.token_labels(tok, ex["wrong"], ex["error_at"])
    full = tok.encode(ex["wrong"])
    succ = full[len(ids)] if len(full) > len(ids) else None  # no successor: the judge abstains
    own, la = feats_for(ex["question"], ids, len(ids), succ)
    pc["base"].append(judge.judge_probs(heads["base"], own[-1:]).item())
    pl = judge.judge_probs(heads["look"], torch.cat([own, la], -1)[-1:]).item()
    pc["look"].append(pl if succ is not None else 0.0)
thr = {}
for name in pc:
    c = tj.calibrate(torch.tensor(pc[name]), torch.zeros(len(pc[name])), delta=a.bound_delta)
    thr[name] = c
    print(name, "calibration on", len(cal), {k: (v["delta"], v["mistakes_kept"], round(v["upper_bound"], 4)) for k, v in c.items()}, flush=True)

# test half: teacher-forced walks as eval_verify's
test = judge_tasks.heldout_examples(120, judge_tasks.TRAIN_FAMILIES, part="test")
dh, _ = judge.load_judge(Path("judges/candidates/v2.pt"), model.args.dim, n_layers=model.args.n_layers)
erows = ev.score_drafts(model, tok, test, {"default": dh}, progress=False)
for r in erows:
    d = r["draft"].tolist()
    own, la = feats_for(r["question"], d, len(d), None)
    r["judge_p"]["base"] = judge.judge_probs(heads["base"], own)
    pl = judge.judge_probs(heads["look"], torch.cat([own, la], -1))
    pl[-1] = 0.0
    r["judge_p"]["look"] = pl
std = ev.frontier(erows, "standard", None, 20)
print("standard", std)
out = {}
for name in ("default", "base", "look"):
    for t in (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95):
        k, fa = ev.frontier(erows, "judge", t, 20, judge_name=name)
        print(name, t, round(k, 3), f"{k / std[0]:.2f}x", round(fa, 4))
    key = "0.02"
    tt = 0.677 if name == "default" else thr[name]["0.02"]["delta"]
    k, fa = ev.frontier(erows, "judge", tt, 20, judge_name=name)
    print("AT 2% POINT", name, tt, round(k, 3), f"{k / std[0]:.2f}x", "FA", round(fa, 4), flush=True)
