"""One run, one table: autoregressive vs speculative vs judge decoding vs the top-K baseline, next to
Hugging Face transformers (autoregressive and prompt lookup) on the same SmolLM2 weights and prompts.
Ratios are measured side by side in this run (medians over repeats, warm-up excluded). Also writes
results/bench.json and three plots:
  results/acceptance_vs_draft_length.png  accepted tokens per step against draft length M
  results/accepted_histogram.png          accepted lengths per step, standard vs judge
  results/quality_vs_speed.png            accuracy against accepted tokens as delta sweeps (from
                                          scripts/eval_judge.py's results/eval_judge.json, if present)

    python scripts/bench.py [--repeats 3] [--new_tokens 160] [--no_hf]
"""
import argparse
import json
import statistics
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))
import generate as g  # noqa: E402
import judge  # noqa: E402
from data import judge_tasks  # noqa: E402
from generate import load_model  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402
from train_judge import DEFAULT_OUT  # noqa: E402

# Grounded prompts: the answer reuses the prompt's words, so prompt lookup has something to find.
PROMPTS = [
    "Rewrite the following paragraph, keeping its meaning and most of its words:\n\nThe lighthouse stood on "
    "the rocky point for more than a hundred years. Every night its keeper climbed the narrow stairs, lit the "
    "great lamp, and watched the ships pass safely through the dark water. When storms came, the keeper stayed "
    "awake until morning, making sure the light never went out.",
    "Summarize this text in your own words:\n\nBees collect nectar from flowers and bring it back to the hive. "
    "Inside the hive, worker bees pass the nectar from one to another, adding enzymes and fanning it with their "
    "wings until most of the water evaporates. The thick liquid that remains is honey, which the bees store in "
    "wax cells and seal for the winter, when no flowers bloom.",
    "Fix the grammar in this paragraph and return the corrected paragraph:\n\nMy grandmother have a small garden "
    "behind her house. Every spring she plant tomatoes, beans and sunflowers, and she water them every morning "
    "before the sun get too hot. In the summer the children from the street comes to help her pick the "
    "vegetables, and she always give them a basket to take home.",
]
DRAFT_LENGTHS = [1, 2, 4, 6, 8, 12, 16, 20, 24, 32]


def configs(head, k, topk):
    return [
        ("autoregressive", {}),
        (f"speculative, ngram, k={k}", {"draft": "ngram", "speculate_k": k}),
        (f"judge, ngram, k={k}", {"draft": "ngram", "speculate_k": k, "judge_head": head}),
        (f"top-{topk}, ngram, k={k}", {"draft": "ngram", "speculate_k": k, "verify": "topk", "topk": topk}),
    ]


def run_ours(model, prompt, n, stop_ids, kw):
    stats = g.new_stats()
    out = g.generate(model, prompt, n, stop_ids=stop_ids, stats=stats, **kw)
    return out, stats


@torch.no_grad()
def run_hf(hf, prompt, n, eos, lookup):
    t0 = time.perf_counter()
    kw = {"prompt_lookup_num_tokens": lookup} if lookup else {}
    out = hf.generate(torch.tensor([prompt]), max_new_tokens=n, do_sample=False, eos_token_id=eos, pad_token_id=eos, **kw)
    dt = time.perf_counter() - t0
    return out[0, len(prompt):].tolist(), dt


@torch.no_grad()
def acceptance_curve(model, tok, head, examples, delta):
    """Accepted tokens in the first verify step when a correct, differently phrased answer is the draft,
    against draft length M. One verify pass over the longest draft gives every M at once: both tests are
    causal prefix tests, so the step at length M accepts min(M, n) of them."""
    device = model.norm.weight.device
    std, jdg = {m: [] for m in DRAFT_LENGTHS}, {m: [] for m in DRAFT_LENGTHS}
    M = max(DRAFT_LENGTHS)
    for ex in examples:
        prompt = tok.encode_chat(ex["question"])
        draft = tok.encode(ex["correct"])[:M]
        model.setup_caches(1, len(prompt) + M + 1)
        L = len(prompt)
        g.forward_logits(model, torch.tensor(prompt[:-1]), torch.arange(L - 1))
        tokens = torch.tensor(prompt[-1:] + draft, device=device)
        logits, hidden = g.verify_forward(model, tokens, torch.arange(L - 1, L + len(draft), device=device))
        d = torch.tensor(draft)
        n_std = judge.leading_true(logits[:-1].argmax(-1) == d).item()
        n_jdg = max(n_std, judge.leading_true(judge.judge_probs(head, hidden[1:]) > delta).item())
        for m in DRAFT_LENGTHS:  # a draft shorter than m just offers all it has
            std[m].append(min(m, n_std))
            jdg[m].append(min(m, n_jdg))
    return {m: statistics.fmean(v) for m, v in std.items()}, {m: statistics.fmean(v) for m, v in jdg.items()}


def plots(res, eval_path: Path, outdir: Path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    c = res["acceptance_curve"]
    fig, ax = plt.subplots(figsize=(6, 4))
    ms = [int(m) for m in c["standard"]]
    ax.plot(ms, list(c["standard"].values()), "o-", label="standard verification")
    ax.plot(ms, list(c["judge"].values()), "s-", label=f"judge (delta {res['delta']})")
    ax.plot(ms, ms, ":", color="gray", label="everything accepted")
    ax.set_xlabel("draft length M (tokens)")
    ax.set_ylabel("accepted tokens, first verify step")
    ax.set_title(f"Correct answers phrased differently ({c['n']} held-out questions)")
    ax.set_ylim(0, max(ms) + 1)
    ax.legend()
    fig.tight_layout()
    fig.savefig(outdir / "acceptance_vs_draft_length.png", dpi=120)

    fig, ax = plt.subplots(figsize=(6, 4))
    for name, h in res["histograms"].items():
        ax.hist(h, bins=range(0, res["k"] + 2), alpha=0.6, label=name, align="left")
    ax.set_xlabel("accepted draft tokens per step")
    ax.set_ylabel("steps")
    ax.set_title("Accepted lengths, prompt lookup on the grounded prompts")
    ax.legend()
    fig.tight_layout()
    fig.savefig(outdir / "accepted_histogram.png", dpi=120)

    if not eval_path.exists():
        print(f"(no {eval_path}: run scripts/eval_judge.py for the quality/speed plot)")
        return
    ev = json.loads(eval_path.read_text())["heldout"]
    fig, ax = plt.subplots(figsize=(6, 4))
    for name, r in ev["rules"].items():
        acc = (r["accuracy_with_correct_draft"] + r["accuracy_with_wrong_draft"]) / 2
        ax.plot(r["mean_accepted_per_step"], acc, "o" if "judge" in name else "s")
        ax.annotate(name, (r["mean_accepted_per_step"], acc), fontsize=8, xytext=(4, 4), textcoords="offset points")
    ax.axhline(ev["target_accuracy"], color="green", ls="--", label=f"target alone {ev['target_accuracy']:.0%}")
    ax.axhline(ev.get("draft_accuracy", 0.5), color="red", ls=":", label=f"drafts alone {ev.get('draft_accuracy', 0.5):.0%}")
    ax.set_xlabel("mean accepted tokens per step (correct drafts)")
    ax.set_ylabel("accuracy (half correct, half wrong drafts)")
    ax.set_title(f"Quality vs speed as delta sweeps ({ev['n']} held-out questions)")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(outdir / "quality_vs_speed.png", dpi=120)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint_path", type=Path, default=g.DEFAULT_CHECKPOINT)
    ap.add_argument("--judge", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--delta", type=float, default=0.5)
    ap.add_argument("--speculate_k", type=int, default=20)
    ap.add_argument("--topk", type=int, default=5)
    ap.add_argument("--new_tokens", type=int, default=160)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--curve_questions", type=int, default=150)
    ap.add_argument("--no_hf", action="store_true", help="skip the transformers columns")
    ap.add_argument("--outdir", type=Path, default=ROOT / "results")
    a = ap.parse_args()
    from tqdm import tqdm

    torch.manual_seed(0)
    model = load_model(a.checkpoint_path).eval()
    tok = load_tokenizer(a.checkpoint_path)
    head, _ = judge.load_judge(a.judge, model.args.dim)
    prompts = [tok.encode_chat(p) for p in PROMPTS]
    model.setup_caches(1, max(map(len, prompts)) + a.new_tokens + a.speculate_k + 1)
    stop = tok.stop_ids
    cfgs = configs(head, a.speculate_k, a.topk)
    for c in cfgs:
        c[1]["delta"] = a.delta
    hf = None
    if not a.no_hf:
        from bench_decode import hf_model_from_ours
        hf = hf_model_from_ours(model)
    names = [n for n, _ in cfgs] + ([] if hf is None else ["transformers generate", "transformers prompt lookup"])
    times = {n: [] for n in names}  # per repeat: total seconds over all prompts
    tokens = {n: 0 for n in names}
    forwards, steps, outputs = {n: 0 for n in names}, {n: [] for n in names}, {n: [] for n in names}

    def one_pass(record):
        for name in names:
            total = 0.0
            for i, p in enumerate(prompts):
                if name.startswith("transformers"):
                    out, dt = run_hf(hf, p, a.new_tokens, 2, 10 if "lookup" in name else 0)
                    st = None
                else:
                    out, st = run_ours(model, p, a.new_tokens, stop, dict(cfgs)[name])
                    dt = st["seconds"]
                total += dt
                if record and len(times[name]) == 0:  # counts from the first timed repeat
                    tokens[name] += len(out)
                    outputs[name].append(out)
                    if st:
                        forwards[name] += st["target_forwards"]
                        steps[name] += st["accepted_per_step"]
            if record:
                times[name].append(total)

    one_pass(False)  # warm-up
    for _ in tqdm(range(a.repeats), desc="repeats", file=sys.stderr):
        one_pass(True)

    print("\ncurve: first-step acceptance of correct held-out answers vs draft length", file=sys.stderr)
    _, heldout = judge_tasks.train_heldout_split(seed=0)
    heldout = heldout[:a.curve_questions]
    curve_std, curve_jdg = acceptance_curve(model, tok, head, heldout, a.delta)

    ref = outputs["autoregressive"]
    rows = []
    for name in names:
        tps = tokens[name] / statistics.median(times[name])
        same = sum(o == r for o, r in zip(outputs[name], ref))
        agree = statistics.fmean(sum(x == y for x, y in zip(o, r)) / max(len(r), 1) for o, r in zip(outputs[name], ref))
        rows.append({"name": name, "tok_s": tps, "tokens": tokens[name],
                     "forwards_per_token": forwards[name] / tokens[name] if forwards[name] else None,
                     "mean_accepted": statistics.fmean(steps[name]) if steps[name] else None,
                     "identical_outputs": f"{same}/{len(ref)}", "token_agreement": agree})
    ar = rows[0]["tok_s"]
    hf_pld = next((r["tok_s"] for r in rows if r["name"] == "transformers prompt lookup"), None)
    print(f"\nSmolLM2-135M-Instruct fp32 on CPU ({torch.get_num_threads()} threads), {len(prompts)} grounded prompts, "
          f"greedy, up to {a.new_tokens} new tokens, median of {a.repeats} repeats")
    print("| method | tok/s | vs autoregressive | vs HF prompt lookup | target forwards / token | accepted / step "
          "| same output as greedy target | token agreement |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        fpt = f"{r['forwards_per_token']:.2f}" if r["forwards_per_token"] else "-"
        acc = f"{r['mean_accepted']:.2f}" if r["mean_accepted"] is not None else "-"
        vs_hf = f"{r['tok_s'] / hf_pld:.2f}x" if hf_pld else "-"
        print(f"| {r['name']} | {r['tok_s']:.1f} | {r['tok_s'] / ar:.2f}x | {vs_hf} | {fpt} | {acc} | "
              f"{r['identical_outputs']} | {r['token_agreement']:.1%} |")
    print(f"\naccepted tokens in the first step vs draft length M ({len(heldout)} correct held-out answers, "
          f"delta {a.delta}):")
    print("M        " + " ".join(f"{m:5d}" for m in DRAFT_LENGTHS))
    print("standard " + " ".join(f"{curve_std[m]:5.2f}" for m in DRAFT_LENGTHS))
    print("judge    " + " ".join(f"{curve_jdg[m]:5.2f}" for m in DRAFT_LENGTHS))
    res = {"machine": f"CPU, {torch.get_num_threads()} threads", "date": time.strftime("%Y-%m-%d"),
           "repeats": a.repeats, "k": a.speculate_k, "delta": a.delta, "rows": rows,
           "acceptance_curve": {"standard": curve_std, "judge": curve_jdg, "n": len(heldout)},
           "histograms": {n: steps[n] for n in names if steps[n] and ("speculative" in n or "judge" in n)}}
    a.outdir.mkdir(parents=True, exist_ok=True)
    (a.outdir / "bench.json").write_text(json.dumps(res, indent=1))
    plots(res, a.outdir / "eval_judge.json", a.outdir)
    print(f"wrote {a.outdir}/bench.json and plots")


if __name__ == "__main__":
    main()
