"""Every verification rule on one quality/speed frontier: how much of a correct draft it keeps per step,
and how many mistakes it lets through.

Groups:
  held-out   built-in question families (data/judge_tasks.py), on items no judge was trained on;
  OOD        HumanEval prompts (canonical solution vs one mutated operator) and the families no judge
             is trained on (judge_tasks.EVAL_ONLY_FAMILIES);
  grounded   scripts/bench.py's rewrite / summarize / fix prompts, decoded end to end with prompt lookup;
  reworded   questions written by hand in other words than any template (data/reworded_heldout.json: the
             training families and general facts, "my kid asked me ..."; --reworded_file: yours instead),
             teacher-forced like OOD.
For held-out, OOD and reworded every question is offered two external drafts: a correct answer phrased
differently from the target's, and a wrong one with a single mistake. One teacher-forced forward over [prompt, draft]
gives the target's logits and hidden states at every draft token; every rule x threshold is evaluated on
them with the code generate.py runs (judge.token_stats, judge.rule_ok), walking the draft in verify steps
of k tokens as generate() would (assumption: after a rejection the target's token re-aligns the draft
right after it):
  accepted/step   mean kept drafts per step on the CORRECT drafts (the speed),
  false accept    share of WRONG drafts whose mistaken token the walk keeps although the target's own
                  token there differs (the price: a mistake the target alone would not make).
Operating points, chosen on the calibration half of the held-out items (judge_tasks.heldout_examples; the
table measures on the other half): a judge's (and `guarded`'s, as generate.py) is the threshold stored in its
file (train_judge.py: <= 2% of the mistaken tokens accepted), a training-free rule's its most permissive
threshold whose walk keeps <= 2% of the mistakes. The first judge is also measured under JuDi's confidence
mask (judge[...]+strict0.9: only the standard test decides where the target's top-1 probability exceeds 0.9). At the operating points only,
real generation: accuracy and false acceptance end to end on held-out questions, and tok/s and agreement
with the greedy target on the grounded prompts. A judge whose file states a bound (train_judge.py) is checked
against it: the share of mistaken tokens its threshold keeps on the held-out test half (the bound's claim)
and OOD (not claimed).

    python scripts/eval_verify.py [--judges default=judges/SmolLM2-135M-Instruct.pt mined=...] [--quick]
Writes results/eval_verify.json, results/eval_verify.md and results/frontier.png (--force to replace them);
prints the table last.
"""
import argparse
import math
import re
import statistics
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]
import checkpoint  # noqa: E402
import flags  # noqa: E402
import draft as drafting  # noqa: E402
import generate as g  # noqa: E402
import judge  # noqa: E402
import report  # noqa: E402
from bench import PROMPTS  # noqa: E402
from data import benchmarks, grading, judge_tasks  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402
from train_judge import token_labels  # noqa: E402

SWEEP = {
    "judge": [0.1, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99, 0.995, 0.999],
    "kl": [0.05, 0.1, 0.2, 0.35, 0.5, 0.7, 1.0, 1.4, 2.0, 3.0, 5.0],
    "typical": [0.005, 0.01, 0.02, 0.05, 0.09, 0.15, 0.25, 0.4, 0.6, 0.8],
    "fly": [0.0, 0.1, 0.2, 0.3, 0.45, 0.6, 0.75, 0.9, 1.0],
    "topk": [1, 2, 3, 5, 10, 20, 50, 200],
}
SWEEP["guarded"] = SWEEP["judge"]
MAX_DRAFT = 96  # tokens of a draft walked (HumanEval solutions run to hundreds)
TARGET_FA = 0.02
STRICT = 0.9  # JuDi's confidence mask, measured with the first judge
EAGLE_E2E = 40  # --eagle_e2e's default: about 10 minutes on a shared 2-core CPU


# ----------------------------------------------------------------------------------------- teacher forcing
CONTEXT = 512  # positions the target's cache holds: every example and grounded run fits


@torch.no_grad()
def score_drafts(model, tok, examples, heads, progress=True):
    """One forward per (question, draft): the standard test's verdicts, judge.token_stats and every judge's
    probabilities at each draft token, and what the degenerate-draft guard reads (the draft, the target's
    argmax, the tokenizer's masks). Returns a list of dicts, one per draft."""
    from tqdm import tqdm

    device = model.norm.weight.device
    masks = judge.degenerate_masks(tok, model.args.vocab_size, device)  # (blank, stops), as generate.py's
    layers = tuple(sorted({i for h in heads.values() for i in h.layers}))  # every judge's, from one pass
    rows = []
    for ex in tqdm(examples, desc="verify passes", disable=not progress, file=sys.stderr):
        prompt = tok.encode_chat(ex["question"])
        wrong_upto, _ = token_labels(tok, ex["wrong"], ex["error_at"])
        for kind, text in (("correct", ex["correct"]), ("wrong", ex["wrong"])):
            draft = tok.encode(text)[:MAX_DRAFT]
            error = len(wrong_upto) - 1 if kind == "wrong" else None
            if not draft or (error is not None and error >= len(draft)):
                continue
            seq = prompt + draft
            if model.max_seq_len < len(seq):
                model.setup_caches(1, len(seq) + 64)
            logits, hidden, aux = g.verify_forward(model, torch.tensor(seq, device=device),
                                                   torch.arange(len(seq), device=device), layers)
            L, d = len(draft), torch.tensor(draft, device=device)
            logits, hidden = logits[len(prompt) - 1:-1], hidden[len(prompt):]  # row i: for / at draft token i
            aux = aux[len(prompt):] if aux is not None else None
            judge_p = {name: judge.judge_probs(h, judge.judge_features(h.scalars, logits, judge.judge_states(
                hidden, aux, layers, h.layers), d, None)) for name, h in heads.items()}
            rows.append({"family": ex["family"], "kind": kind, "error": error, "std_ok": logits.argmax(-1) == d,
                         "question": ex["question"], "text": text, "draft": d, "top": logits.argmax(-1), "masks": masks,
                         "stats": judge.token_stats(logits, d, None), "judge_p": judge_p})
            assert len(rows[-1]["std_ok"]) == L
    return rows


def walk(row, rule, t, k, window=judge.FLY_WINDOW, judge_name=None, strict_above=1.0):
    """generate()'s steps over one teacher-forced draft: each step keeps the leading drafts of the next k
    that the standard test or the rule (within generate's degenerate-draft guard, applied per step as
    generate.accept does) keeps, then the target writes one token. Returns (kept per step,
    whether a wrong draft's mistake was kept where the target alone would not write it); a wrong draft's
    walk ends at its mistake."""
    std_ok, L, error = row["std_ok"], len(row["std_ok"]), row["error"]
    steps, s = [], 0
    while s < L:
        e = min(s + k, L)
        keep = std_ok[s:e]
        if rule != "standard":
            stats = {key: v[s:e] for key, v in row["stats"].items()}
            jp = row["judge_p"][judge_name][s:e] if judge_name else None
            ok = judge.rule_ok(rule, t, stats, std_ok[s:e], jp, window, strict_above)
            keep = keep | (ok & judge.guard_degenerate(row["draft"][s:e], row["top"][s:e], *row["masks"]))
        n = int(judge.leading_true(keep))
        steps.append(n)
        if error is not None and s + n >= error:  # kept, and not a mistake the target makes itself
            return steps, s + n > error and not std_ok[error]
        s += n + 1
    return steps, False


def frontier(rows, rule, t, k, judge_name=None, strict_above=1.0):
    """(mean kept drafts per step on correct drafts, false-acceptance rate on wrong drafts)."""
    kept, false = [], []
    for row in rows:
        steps, fa = walk(row, rule, t, k, judge_name=judge_name, strict_above=strict_above)
        if row["kind"] == "correct":
            kept += steps
        else:
            false.append(fa)
    # a group with no correct (or no wrong) drafts has no mean: NaN, a "-" in the table and null in the JSON
    return (statistics.fmean(kept) if kept else math.nan), (statistics.fmean(false) if false else math.nan)


def kept_mistakes(rows, rule, t, k, judge_name=None, strict_above=1.0):
    """The wrong drafts whose mistake the walk keeps although the target alone would not write it."""
    return [r for r in rows if r["kind"] == "wrong" and walk(r, rule, t, k, judge_name=judge_name,
                                                             strict_above=strict_above)[1]]


def rule_sweeps(heads):
    """(label, rule, judge name, thresholds, strict_above) for every rule compared: each judge; the first
    judge guarded, and under JuDi's confidence mask (standard-only where the target's top-1 p > STRICT)."""
    first = next(iter(heads))
    out = [("standard", "standard", None, [None], 1.0)]
    out += [(f"judge[{name}]", "judge", name, SWEEP["judge"], 1.0) for name in heads]
    out += [(f"judge[{first}]+strict{STRICT:g}", "judge", first, SWEEP["judge"], STRICT)]
    out += [(f"guarded[{first}]", "guarded", first, SWEEP["guarded"], 1.0)]
    return out + [(r, r, None, SWEEP[r], 1.0) for r in ("kl", "typical", "fly", "topk")]


def operating_point(label, rule, jname, sweep, calib, metas, k, strict_above=1.0):
    """A judge's stored 2% point (for `guarded` too: generate.py's default there, and guarded keeps a subset of
    what the judge keeps at the same t, so the stated bound covers it); else the most permissive threshold
    with <= TARGET_FA on calibration."""
    if rule == "standard":
        return None
    if jname is not None and rule in ("judge", "guarded"):
        return metas[jname].get("delta", 0.5)
    ok = [t for t in sweep if frontier(calib, rule, t, k, jname, strict_above)[1] <= TARGET_FA]
    if not ok:
        return judge.NEVER[rule]
    # most permissive: the largest threshold for kl / topk, the smallest for the rest
    return max(ok) if rule in ("kl", "topk") else min(ok)


def bound_check(rows, name, meta):
    """Does a judge's stated bound hold on questions it was not calibrated on? The share of mistaken tokens
    its stored threshold keeps (judge_p > t, as calibrated: tokens, not walks) on the held-out test half and OOD."""
    t, out = meta["delta"], dict(meta["bound"], threshold=meta["delta"])
    for key in [key for key in ("heldout", "ood", "reworded") if key in rows]:
        kept = [bool(r["judge_p"][name][r["error"]] > t) for r in rows[key] if r["kind"] == "wrong"]
        out[key] = {"mistakes": len(kept), "kept": sum(kept), "rate": statistics.fmean(kept) if kept else float("nan")}
        out[key]["holds"] = out[key]["rate"] <= meta["bound"]["alpha"]
    return out


# --------------------------------------------------------------------------------------------- end to end
def verify_for(rule, t, jname, heads, masks, strict_above=1.0):
    """generate.py's rule (make_verify) at threshold t, with its degenerate-draft guard (masks: blank, stops)."""
    return judge.make_verify(rule, None, 0, None, t if t is not None else 1.0, heads.get(jname), strict_above=strict_above,
                         masks=masks)


def end_to_end(model, tok, examples, configs, heads, k, max_new, progress=True):
    """Real generation with each external draft at each operating point: accepted/step, false acceptance
    (the wrong draft's text through its mistake begins the output, and the target alone does not write
    it), accuracy; and the target alone."""
    from tqdm import tqdm

    res = {label: {"steps": [], "false": [], "acc_correct": [], "acc_wrong": []} for label, *_ in configs}
    target_ok = []
    masks = judge.degenerate_masks(tok, model.args.vocab_size, model.norm.weight.device)
    for ex in tqdm(examples, desc="end to end", disable=not progress, file=sys.stderr):
        prompt = tok.encode_chat(ex["question"])
        wrong_upto, _ = token_labels(tok, ex["wrong"], ex["error_at"])
        model.setup_caches(1, len(prompt) + max_new + k + 1)
        alone = g.generate(model, prompt, max_new, stop_ids=tok.stop_ids)
        target_ok.append(grading.grade(ex, tok.decode(alone)))
        for label, rule, jname, t, strict in configs:
            r = res[label]
            v = verify_for(rule, t, jname, heads, masks, strict)
            for kind in ("correct", "wrong"):
                stats = report.new_stats()
                out = g.generate(model, prompt, max_new, stop_ids=tok.stop_ids, verify=v, stats=stats,
                                 draft=drafting.make("text", k, text=tok.encode(ex[kind])))
                r[f"acc_{kind}"].append(grading.grade(ex, tok.decode(out)))
                if kind == "correct":
                    r["steps"] += stats["accepted_per_step"]
                else:
                    r["false"].append(out[:len(wrong_upto)] == wrong_upto != alone[:len(wrong_upto)])
    mean = lambda v: statistics.fmean(v) if v else float("nan")  # noqa: E731
    return {label: {key: mean(v) for key, v in r.items()} for label, r in res.items()}, mean(target_ok)


def times(a: float, b: float) -> float:
    """a as a multiple of b; NaN where b is 0 (a random target whose standard test keeps nothing): the JSON says
    null and the table "-"."""
    return a / b if b else math.nan


def grounded_size(tok, new_tokens: int, k: int) -> int:
    """Positions the grounded runs need: the longest prompt, the answer, a last step's drafts."""
    return max(len(tok.encode_chat(p)) for p in PROMPTS) + new_tokens + k + 1


def grounded(model, tok, configs, heads, k, new_tokens, repeats):
    """Prompt lookup on bench.py's prompts at each operating point: tok/s (decode, median of repeats) and
    agreement with the greedy target's own output."""
    prompts = [tok.encode_chat(p) for p in PROMPTS]
    model.setup_caches(1, grounded_size(tok, new_tokens, k))
    passes = g.Passes(cost=drafting.measure_costs(model, g.Passes(), k + 1))
    masks = judge.degenerate_masks(tok, model.args.vocab_size, model.norm.weight.device)
    runs = [("autoregressive", None, judge.Verify())] + [(label, drafting.make("ngram", k), verify_for(rule, t, jname, heads, masks, st))
                                                      for label, rule, jname, t, st in configs]
    out = {}
    for label, draft, v in runs:
        speeds, outs, steps = [], [], []
        for rep in range(repeats):  # the model is warm: the end-to-end runs came first
            tokens, secs = 0, 0.0
            for p in prompts:
                stats = report.new_stats()
                o = g.generate(model, p, new_tokens, stop_ids=tok.stop_ids, draft=draft, verify=v, passes=passes,
                               stats=stats)
                tokens, secs = tokens + len(o), secs + stats["seconds"]
                if rep == 0:
                    outs.append(o)
                    steps += stats["accepted_per_step"]
            speeds.append(tokens / secs)
        out[label] = {"tok_s": statistics.median(speeds), "outputs": outs, "mean_accepted": statistics.fmean(steps) if steps else None}
    ref = out["autoregressive"]["outputs"]
    for r in out.values():
        r["identical"] = sum(o == a for o, a in zip(r["outputs"], ref))
        r["agreement"] = statistics.fmean(sum(x == y for x, y in zip(o, a)) / max(len(a), 1) for o, a in zip(r["outputs"], ref))
        r["x_ar"] = r["tok_s"] / out["autoregressive"]["tok_s"]
        del r["outputs"]
    return out


# ------------------------------------------------------------------------------------ the EAGLE head's drafts
@torch.no_grad()
def eagle_e2e(model, tok, examples, head, aux_layers, jhead, delta, k, max_new, progress=True, strict=()):
    """Judge decoding on the EAGLE-3 head's own drafts, end to end on held-out questions, as generate.py
    --draft eagle [--verify judge|guarded] runs it (the chain sized by the head's confidence and the measured
    costs, the degenerate-token guard):
    the target alone (greedy), exact speculation with the head (whose output must be the target's), and the
    judge and guarded at the judge's stored point `delta`. All four decode each question in turn, so machine
    noise hits them alike. Per config: accuracy, harm (questions the target alone answers right and the
    config wrong), helped (the reverse), outputs differing from the target's, accepted drafts per verified
    step, drafts kept by the rule alone per step, new tokens per target pass, tok/s, and answers cut off at
    max_new (graded unfinished); and per question its family and each config's grade. strict: JuDi's confidence
    mask, one more judge config per tau (standard test only where the target's top-1 p > tau)."""
    from tqdm import tqdm

    device = model.norm.weight.device
    prompts = [tok.encode_chat(ex["question"]) for ex in examples]
    size = max(map(len, prompts)) + max_new + k + 1
    model.setup_caches(1, size)
    head.setup_caches(1, size)
    passes = g.Passes(cost=drafting.measure_costs(model, g.Passes(), k + 1))
    passes.draft_cost = drafting.measure_head_cost(head, passes)
    blank, stops = judge.degenerate_masks(tok, model.args.vocab_size, device)
    draft = drafting.make("eagle", k, head=head, aux_layers=tuple(aux_layers), stop=g.EAGLE_STOP)  # generate.py's default
    rule = lambda name, tau=1.0: judge.make_verify(name, tok, model.args.vocab_size, device, delta, jhead,  # noqa: E731
                                              strict_above=tau, masks=(blank, stops))
    runs = {"target alone": (None, judge.Verify()), "EAGLE exact": (draft, judge.Verify()),
            "EAGLE + judge": (draft, rule("judge")), "EAGLE + guarded": (draft, rule("guarded"))}
    for tau in strict:
        runs[f"EAGLE + judge, strict above {tau:g}"] = (draft, rule("judge", tau))
    stats = {label: report.new_stats() for label in runs}
    outs, ok = {label: [] for label in runs}, {label: [] for label in runs}
    for ex, prompt in tqdm(list(zip(examples, prompts)), desc="EAGLE end to end", disable=not progress,
                           file=sys.stderr):
        for label, (d, v) in runs.items():
            out = g.generate(model, prompt, max_new, stop_ids=tok.stop_ids, draft=d, verify=v, passes=passes,
                             stats=stats[label])
            outs[label].append(out)
            ok[label].append(grading.grade(ex, tok.decode(out)))
    ref, ref_ok = outs["target alone"], ok["target alone"]
    res = {"n": len(examples), "k": k, "max_new": max_new, "threshold": delta, "stop": g.EAGLE_STOP, "configs": {}}
    for label, st in stats.items():
        steps = st["accepted_per_step"]
        res["configs"][label] = {
            "accuracy": statistics.fmean(ok[label]) if examples else float("nan"), "correct": sum(ok[label]),
            "harm": sum(a and not b for a, b in zip(ref_ok, ok[label])),
            "helped": sum(b and not a for a, b in zip(ref_ok, ok[label])),
            "differ": sum(o != r for o, r in zip(outs[label], ref)),
            "cut": sum(len(o) == max_new and o[-1] not in tok.stop_ids for o in outs[label]),  # graded unfinished
            "accepted_per_step": statistics.fmean(steps) if steps else None,
            "rule_only_per_step": st["rule_only_accepted"] / len(steps) if steps else None,
            "tokens_per_pass": st["new_tokens"] / max(st["target_forwards"], 1),
            "tok_s": st["new_tokens"] / max(st["seconds"], 1e-9)}
    for r in res["configs"].values():
        r["harm_rate"] = r["harm"] / sum(ref_ok) if sum(ref_ok) else float("nan")
        r["x_target"] = r["tok_s"] / res["configs"]["target alone"]["tok_s"]
    res["questions"] = [{"family": ex.get("family"), **{label: ok[label][i] for label in runs}}
                        for i, ex in enumerate(examples)]  # which families a rule costs
    c = res["configs"]
    res["exact_is_target"] = c["EAGLE exact"]["differ"] == 0
    res["judge_transfers"] = c["EAGLE + judge"]["accuracy"] >= c["target alone"]["accuracy"]
    return res


# ---------------------------------------------------------------------------------------------- output
def plot(res, path: Path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    groups = [("heldout", "held-out built-in families"), ("ood", "out of distribution")]
    colors = {label: f"C{i % 10}" for i, label in enumerate(res["curves"])}
    colors["autoregressive"] = "k"
    fig, axes = plt.subplots(1, 3, figsize=(16, 4.8))
    for ax, (key, title) in zip(axes, groups):
        std = res["curves"]["standard"][0][key]
        for label, c in res["curves"].items():
            xs = [times(p[key][0], std[0]) for p in c]  # NaN where standard keeps nothing: not drawn
            ys = [100 * p[key][1] for p in c]
            color = colors[label]
            ax.plot(xs, ys, "o-" if len(c) > 1 else "s", ms=3, color=color, label=label)
            op = res["operating_points"][label]
            if op["threshold"] is not None:
                ax.plot([op[key]["x_standard"]], [100 * op[key]["false"]], "*", ms=14, color=color, mec="k")
        ax.axhline(100 * TARGET_FA, color="gray", ls=":", lw=1)
        ax.set_xlabel("accepted tokens per step, x standard verification (correct drafts)")
        ax.set_ylabel("false acceptance, % of wrong drafts")
        ax.set_title(f"{title} ({res['n'][key]} questions)")
        ax.set_ylim(-2, 102)
    axes[0].legend(fontsize=7)
    ax = axes[2]
    gr = res["grounded"]
    for i, (label, r) in enumerate(gr.items()):
        ax.plot([r["x_ar"]], [100 * (1 - r["agreement"])], "*" if label != "autoregressive" else "s", ms=12,
                color=colors[label])
        ax.annotate(label, (r["x_ar"], 100 * (1 - r["agreement"])), fontsize=7, xytext=(4, 4 + 7 * (i % 3)),
                    textcoords="offset points")
    ax.set_xlabel("decode speed, x autoregressive (prompt lookup, k=%d)" % res["k"])
    ax.set_ylabel("tokens differing from the greedy target, %")
    ax.set_title("grounded prompts, operating points (end to end)")
    fig.suptitle("Quality vs speed per verification rule: curves sweep the threshold; stars are operating points")
    fig.tight_layout()
    fig.savefig(path, dpi=110, format="png")


def heldout_families(metas: dict) -> list:
    """The families the held-out groups draw from: those the first judge of --judges trained on (its file's
    "families"; all training families for a file that does not say)."""
    name = next(iter(metas))
    families = metas[name].get("families") or judge_tasks.TRAIN_FAMILIES
    unknown = sorted(set(families) - set(judge_tasks.TRAIN_FAMILIES))
    if unknown:
        raise SystemExit(f"error: --judges {name}: trained on families this checkout lacks: {', '.join(unknown)}")
    return list(families)


def table(res) -> str:
    e2e, gr = res["end_to_end"], res["grounded"]
    fams = f" (over the judge's {len(res['families'])} families)" if "families" in res else ""
    lines = [f"k = {res['k']}; operating points: judges (and guarded) at their stored 2% point, training-free "
             f"rules at <= 2% false acceptance on {res['n']['calibration']} calibration questions (held-out items). "
             f"Teacher-forced walks on {res['n']['heldout']} held-out{fams} and {res['n']['ood']} OOD questions; end to end on "
             f"{res['n']['e2e']} held-out questions (target alone: {e2e['_target_accuracy']:.1%} correct) and the "
             f"{len(PROMPTS)} grounded prompts.", "",
             "| rule | threshold | held-out: accepted/step (x std) | held-out: false accept | OOD: accepted/step (x std) "
             "| OOD: false accept | e2e: accepted/step | e2e: false accept | e2e: accuracy, correct / wrong draft "
             "| grounded: tok/s (x AR) | grounded: same as greedy, token agreement |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for label, op in res["operating_points"].items():
        t = "-" if op["threshold"] is None else f"{op['threshold']:g}"
        same = op["threshold"] is not None and op["threshold"] == judge.NEVER[label.split("[")[0]]
        if same:  # no threshold meets the target: the rule is off, i.e. standard
            t += " (off)"
        h, o = op["heldout"], op["ood"]
        e, r = (e2e["standard"], gr["standard"]) if same else (e2e.get(label, {}), gr.get(label, {}))
        lines.append(f"| {label} | {t} | {h['accepted']:.2f} ({h['x_standard']:.1f}x) | {h['false']:.1%} | "
                     f"{o['accepted']:.2f} ({o['x_standard']:.1f}x) | {o['false']:.1%} | "
                     f"{e.get('steps', float('nan')):.2f} | {e.get('false', float('nan')):.1%} | "
                     f"{e.get('acc_correct', float('nan')):.1%} / {e.get('acc_wrong', float('nan')):.1%} | "
                     f"{r.get('tok_s', float('nan')):.1f} ({r.get('x_ar', float('nan')):.2f}x) | "
                     f"{r.get('identical', 0)}/{len(PROMPTS)}, {r.get('agreement', float('nan')):.1%} |")
    for name, b in res.get("bound_check", {}).items():
        lines += ["", f"judge[{name}]'s stated bound: false acceptance <= {b['alpha']:.0%} of mistaken tokens with "
                      f"probability >= {1 - b['delta']:.0%} (threshold {b['threshold']:.4g}, from {b['mistakes']} calibration "
                      f"mistakes, {b['accepted']} kept). Measured, mistaken tokens kept: held-out test half "
                      f"{b['heldout']['kept']}/{b['heldout']['mistakes']} = {b['heldout']['rate']:.1%} "
                      f"({'holds' if b['heldout']['holds'] else 'EXCEEDED'}); OOD {b['ood']['kept']}/{b['ood']['mistakes']} = "
                      f"{b['ood']['rate']:.1%} ({'within' if b['ood']['holds'] else 'above'} alpha; the bound does not "
                      f"claim OOD questions)."]
    # an empty group's mean is NaN: a table cell says "-" for it, not "nan%"
    return re.sub(r"-?\b(?:nan|inf)(?:%|x\b|\b)", "-", "\n".join(lines + reworded_table(res)))


def reworded_table(res) -> list[str]:
    """The reworded group at the same operating points, and the mistakes each judge keeps there."""
    if not res["n"].get("reworded"):
        return []
    lines = ["", f"Reworded: {res['n']['reworded']} questions written by hand in other words than the templates "
                 f"({res.get('reworded_file', 'data/reworded_heldout.json')}), teacher-forced at the operating points "
                 f"above.", "",
             "| rule | threshold | reworded: accepted/step (x std) | reworded: false accept (wrong drafts) |",
             "|---|---|---|---|"]
    for label, op in res["operating_points"].items():
        t, w = "-" if op["threshold"] is None else f"{op['threshold']:g}", op["reworded"]
        if op["threshold"] is not None and op["threshold"] == judge.NEVER[label.split("[")[0]]:
            t += " (off)"
        lines.append(f"| {label} | {t} | {w['accepted']:.2f} ({w['x_standard']:.1f}x) | {w['false']:.1%} "
                     f"({len(w['kept'])}/{w['wrong']}) |")
    for label, op in res["operating_points"].items():
        if label.startswith(("judge", "guarded")) and op["reworded"]["kept"]:
            lines += ["", f"{label} keeps these mistakes (the target alone writes otherwise):"]
            lines += [f"- {m['question']!r}: {m['wrong']!r}" for m in op["reworded"]["kept"]]
    for name, b in res.get("bound_check", {}).items():
        if "reworded" in b:
            r = b["reworded"]
            lines += ["", f"judge[{name}]'s threshold {b['threshold']:.4g} keeps {r['kept']}/{r['mistakes']} = "
                          f"{r['rate']:.1%} of the reworded mistaken tokens (its bound does not claim other wordings)."]
    return lines


def eagle_table(r) -> str:
    """The EAGLE block: judge decoding on the head's own drafts (eagle_e2e), and whether the judge transfers."""
    c, n = r["configs"], r["n"]
    t = c["target alone"]
    f = lambda x, spec: "-" if x is None else format(x, spec)  # noqa: E731
    lines = [f"Judge decoding on the EAGLE-3 head's drafts: {n} held-out questions (test half), greedy, up to "
             f"{r['max_new']} new tokens, k <= {r['k']} sized by the head's confidence and the measured costs"
             + (f" and cut below p = {r['stop']:g}" if r.get("stop") else "") + ", judge and guarded at the judge's "
             f"stored point {r['threshold']:.4g}; all in one run, interleaved per question.", "",
             "| config | accuracy | harm: target right, config wrong | helped | output differs from target alone "
             f"| cut at {r['max_new']} tokens | accepted/step | kept by the rule alone/step | tokens/target pass "
             "| tok/s (x target) |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for label, x in c.items():
        lines.append(f"| {label} | {x['correct']}/{n} = {x['accuracy']:.1%} | {x['harm']}/{t['correct']} = "
                     f"{format(x['harm_rate'], '.1%') if t['correct'] else '-'} | {x['helped']} | {x['differ']}/{n} | {x['cut']}/{n} | "
                     f"{f(x['accepted_per_step'], '.2f')} | "
                     f"{f(x['rule_only_per_step'], '.2f')} | {x['tokens_per_pass']:.2f} | {x['tok_s']:.1f} "
                     f"({x['x_target']:.2f}x) |")
    j = c["EAGLE + judge"]
    lost = sorted({q["family"] for q in r["questions"] if q["target alone"] and not q["EAGLE + judge"]})
    lines += ["", f"Exact speculation with the head {'equals' if r['exact_is_target'] else 'DIFFERS FROM'} the target "
                  f"alone ({n - c['EAGLE exact']['differ']}/{n} outputs identical). The judge {r.get('judge', '')!r} "
                  f"{'transfers' if r['judge_transfers'] else 'does NOT transfer'} to the head's drafts by accuracy: "
                  f"{j['accuracy']:.1%} vs the target alone's {t['accuracy']:.1%} ({j['harm']} of the target's "
                  f"{t['correct']} right answers lost, {j['helped']} gained; {j['differ']}/{n} outputs differ)."
                  + (f" Lost in: {', '.join(map(str, lost))}." if lost else "")]
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint_path", type=Path, default=g.DEFAULT_CHECKPOINT)
    ap.add_argument("--judges", nargs="+", default=["default=judges/SmolLM2-135M-Instruct.pt"],
                    help="NAME=PATH judge files to compare (relative paths: from the repo root)")
    ap.add_argument("--speculate_k", type=flags.count(1, 256), default=20)
    ap.add_argument("--heldout", type=flags.count(1), default=168, help="held-out questions, over the first judge's training families")
    ap.add_argument("--calibration", type=flags.count(1), default=168)
    ap.add_argument("--humaneval", type=flags.count(0), default=60)
    ap.add_argument("--eval_only", type=flags.count(0), default=60, help="examples of the families no judge trains on")
    ap.add_argument("--reworded", type=flags.count(0), default=200,
                    help="hand-written questions in other words (data/reworded_heldout.json, up to its size); 0 skips")
    ap.add_argument("--reworded_file", type=flags.existing_file, default=None,
                    help="your own hand-written questions for the reworded group instead (that file's JSON list "
                         "format: question, correct, wrong, error_at, answer, family or grader)")
    ap.add_argument("--e2e", type=flags.count(0), default=12, help="held-out questions decoded end to end per rule")
    ap.add_argument("--e2e_tokens", type=flags.count(1, 1 << 20), default=48)
    ap.add_argument("--grounded_tokens", type=flags.count(1, 1 << 20), default=160)
    ap.add_argument("--repeats", type=flags.count(1, 10_000), default=1, help="timed repeats of the grounded prompts")
    ap.add_argument("--eagle_e2e", type=flags.count(0), default=EAGLE_E2E,
                    help="held-out questions decoded end to end with the committed EAGLE-3 head's drafts "
                         "(judges/<checkpoint folder>.eagle.pt): target alone, exact, judge, guarded; 0 skips")
    ap.add_argument("--quick", action="store_true", help="a few questions per group: the code path in a minute")
    ap.add_argument("--outdir", type=flags.out_folder, default=ROOT / "results")
    ap.add_argument("--force", action="store_true", help="replace existing result files in --outdir")
    a = ap.parse_args(argv)
    judges = {}
    for spec in a.judges:
        name, eq, path = spec.partition("=")
        if not eq or not name or not path:
            raise SystemExit(f"error: --judges takes NAME=PATH entries, got {spec!r}")
        if name in judges:
            raise SystemExit(f"error: --judges names {name!r} twice")
        judges[name] = ROOT / path  # ROOT / absolute = absolute
        if not judges[name].is_file():
            raise SystemExit(f"error: --judges {name}: {judges[name]} {'is a directory' if judges[name].is_dir() else 'not found'}")
    outputs = [a.outdir / f for f in ("eval_verify.json", "eval_verify.md", "frontier.png")]
    for path in outputs:
        try:
            checkpoint.check_writable(path, a.force)
        except (FileExistsError, ValueError) as e:
            raise SystemExit(f"error: --outdir: {e}")
    if a.quick:
        a.heldout, a.calibration, a.humaneval, a.eval_only = (min(n, 6) for n in (a.heldout, a.calibration, a.humaneval, a.eval_only))
        a.e2e, a.grounded_tokens, a.reworded = min(a.e2e, 2), min(a.grounded_tokens, 24), min(a.reworded, 6)
        a.eagle_e2e = min(a.eagle_e2e, 2)
    try:
        files = [a.reworded_file] if a.reworded_file else []  # none: the built-in file
        reworded = judge_tasks.reworded_examples(*files)[:a.reworded] if a.reworded else []
    except (OSError, ValueError) as e:
        raise SystemExit(f"error: {'--reworded_file' if a.reworded_file else '--reworded'}: {e}")
    t0 = time.perf_counter()
    torch.manual_seed(0)
    try:
        model = checkpoint.load_model(a.checkpoint_path).eval()
        if model.args.max_seq_len < CONTEXT:  # a question with its answer, a grounded prompt with its answer
            raise ValueError(f"eval_verify scores examples of up to {CONTEXT} tokens; "
                             f"{checkpoint.folder(a.checkpoint_path).name}'s context is {model.args.max_seq_len}")
        tok = load_tokenizer(checkpoint.folder(a.checkpoint_path))
        heads, metas = {}, {}
        for name, path in judges.items():
            heads[name], metas[name] = judge.load_judge(path, model.args.dim, n_layers=model.args.n_layers)
    except (FileNotFoundError, ValueError) as e:
        raise SystemExit(f"error: {e}")
    if grounded_size(tok, a.grounded_tokens, a.speculate_k) > model.args.max_seq_len:
        raise SystemExit(f"error: --grounded_tokens {a.grounded_tokens} after the longest grounded prompt needs "
                         f"{grounded_size(tok, a.grounded_tokens, a.speculate_k)} positions, past the context of "
                         f"{checkpoint.folder(a.checkpoint_path).name} ({model.args.max_seq_len})")
    model.setup_caches(1, CONTEXT)
    k = a.speculate_k
    if a.eagle_e2e:  # the head generate.py --draft eagle picks for this target; loaded now, so a bad one fails early
        try:
            ehead, emeta = drafting.load_eagle(g.JUDGES / f"{checkpoint.folder(a.checkpoint_path).name}.eagle.pt", model)
        except (FileNotFoundError, ValueError) as e:
            raise SystemExit(f"error: --eagle_e2e: {e}; --eagle_e2e 0 skips this group")

    # Held-out items of the families the first judge trained on (SmolLM2's: all 20; the 1.5B's: 11), so that
    # its stated bound is checked on questions like those it was calibrated on: thresholds are chosen on one
    # half of the items, measured on the other.
    families = heldout_families(metas)
    heldout = judge_tasks.heldout_examples(a.heldout, families, part="test")
    calib = judge_tasks.heldout_examples(a.calibration, families, part="calibration")
    ood = benchmarks.humaneval_examples(limit=a.humaneval)
    ood += judge_tasks.eval_only_examples(a.eval_only, seed=0) if a.eval_only else []
    groups = [("calibration", calib), ("heldout", heldout), ("ood", ood)]
    groups += [("reworded", reworded)] if reworded else []
    rows = {key: score_drafts(model, tok, exs, heads) for key, exs in groups}

    res = {"k": k, "judges": a.judges, "families": list(families),
           "n": {"calibration": len(calib), "heldout": len(heldout), "ood": len(ood), "e2e": a.e2e,
                 "reworded": len(reworded)},
           "curves": {}, "operating_points": {}, "target_fa": TARGET_FA,
           "reworded_file": str(a.reworded_file or "data/reworded_heldout.json")}
    std = {key: frontier(rows[key], "standard", None, k) for key in ("heldout", "ood", "reworded") if key in rows}
    configs = []
    for label, rule, jname, sweep, strict in rule_sweeps(heads):
        res["curves"][label] = [{"threshold": t, **{key: frontier(rows[key], rule, t, k, jname, strict)
                                                    for key in ("heldout", "ood")}} for t in sweep]
        t = operating_point(label, rule, jname, sweep, rows["calibration"], metas, k, strict)
        op = {"threshold": t}
        for key in ("heldout", "ood"):
            acc, fa = frontier(rows[key], rule, t, k, jname, strict) if t is not None else std[key]
            op[key] = {"accepted": acc, "false": fa, "x_standard": times(acc, std[key][0])}
        if "reworded" in rows:  # not in the curves: one point per rule, at the operating point
            acc, fa = frontier(rows["reworded"], rule, t, k, jname, strict) if t is not None else std["reworded"]
            kept = kept_mistakes(rows["reworded"], rule, t, k, jname, strict) if t is not None else []
            op["reworded"] = {"accepted": acc, "false": fa, "x_standard": times(acc, std["reworded"][0]),
                              "wrong": sum(r["kind"] == "wrong" for r in rows["reworded"]),
                              "kept": [{"question": r["question"], "wrong": r["text"]} for r in kept]}
        res["operating_points"][label] = op
        if t is None or t != judge.NEVER[rule]:  # a rule at its never end IS standard: not decoded twice
            configs.append((label, rule, jname, t, strict))
    res["bound_check"] = {name: bound_check(rows, name, metas[name]) for name in heads if "bound" in metas[name]}
    print(f"teacher-forced sweeps done ({time.perf_counter() - t0:.0f} s)", file=sys.stderr)

    e2e_examples = heldout[:a.e2e]
    res["end_to_end"], target_acc = end_to_end(model, tok, e2e_examples, configs, heads, k, a.e2e_tokens)
    res["end_to_end"]["_target_accuracy"] = target_acc
    res["grounded"] = grounded(model, tok, configs, heads, k, a.grounded_tokens, a.repeats)
    if a.eagle_e2e:  # the first judge, as on external drafts
        first = next(iter(heads))
        questions = judge_tasks.heldout_examples(a.eagle_e2e, families, part="test")
        res["eagle_e2e"] = eagle_e2e(model, tok, questions, ehead, emeta["aux_layers"], heads[first],
                                     metas[first].get("delta", 0.5), k, a.e2e_tokens)
        res["eagle_e2e"]["judge"] = first  # its --judges name, for the table's sentence
    res["seconds"] = time.perf_counter() - t0
    md = table(res)
    if "eagle_e2e" in res:
        md += "\n\n" + eagle_table(res["eagle_e2e"])
    checkpoint.write_atomic(outputs[0], lambda tmp: tmp.write_text(checkpoint.json_text(res)), a.force)
    checkpoint.write_atomic(outputs[1], lambda tmp: tmp.write_text(md + "\n"), a.force)
    checkpoint.write_atomic(outputs[2], lambda tmp: plot(res, tmp), a.force)
    print(f"\nwrote eval_verify.json, eval_verify.md and frontier.png in {a.outdir} ({res['seconds']:.0f} s)\n")
    print(md)
    return res


if __name__ == "__main__":
    checkpoint.run_cli(main)
