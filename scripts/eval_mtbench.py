"""MT-Bench with the pair: what the judge buys on chat, and what it costs, next to exact speculation.

Three runs; the first two append one line per answer to --out/<name>.jsonl as it is made (a rerun continues):

    answers     the 80 first turns, greedy, the 0.5B drafting (int8, as generate.py runs it) for the 1.5B, under
                each rule of --configs: exact (the target's own answers), judge and guarded at the judge's stored
                point; and draft, the 0.5B alone (fp32), if asked. Per category: tokens per target pass and tok/s
                (x exact, same questions, interleaved), and how many answers a lossy rule changes, with a sample.
    references  the paper's section 3 with real text: GPT-4's reference answers to the 30 questions that have one
                offered as the draft (generate.py --draft_text), standard against judge: tokens kept per target pass.
    logprob     no generation: the target's mean log-probability per token of each answer already made (teacher
                forced, one pass each; --out/logprob_<rule>.jsonl beside the answers, and beside --exact's for
                exact's). A weak measure: exact's greedy answers are the target's likeliest tokens one by one, so a
                lossy rule's can only come close; it says how far a rule strays from the target, not who is right.

The drafts a step verifies are sized from pass costs measured once and kept in --out/costs.json (a lossy rule's
answers depend on them: a continued run does not follow the machine's timings; floating point that differs between
installs and thread counts can still flip a lossy rule's close calls: docs/guide.md, choosing a rule).

    python scripts/eval_mtbench.py [--configs exact judge guarded] [--runs answers references]   # hours here
    python scripts/eval_mtbench.py --report
    python scripts/eval_mtbench.py --configs judge --out results/mtbench_fence --exact results/mtbench   # a rule rerun
    python scripts/eval_mtbench.py --runs logprob --configs exact judge --out results/mtbench_fence --exact results/mtbench
"""
import argparse
import difflib
import os
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]
import checkpoint  # noqa: E402
import flags  # noqa: E402
import draft as drafting  # noqa: E402
import generate as g  # noqa: E402
import judge  # noqa: E402
import quantize  # noqa: E402
import report  # noqa: E402
from data.benchmarks import mtbench_checkers, mtbench_questions, mtbench_references  # noqa: E402
from data.grading import mtbench_check  # noqa: E402
from model import prepack  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402

TARGET = ROOT / "checkpoints" / "Qwen2.5-Coder-1.5B-Instruct"
RULES = ("exact", "judge", "guarded")
CONFIGS = RULES + ("draft",)  # draft: the 0.5B alone (fp32, greedy), the floor a lossy rule's answers are compared with


def models(a):
    target_dir = checkpoint.folder(a.checkpoint_path)
    draft_path = a.draft_checkpoint_path or target_dir.parent / g.DEFAULT_DRAFTS.get(target_dir.name, "") / "model_int8.pth"
    tok = load_tokenizer(target_dir)
    target = prepack(checkpoint.load_model(target_dir).eval())
    draft = quantize.draft_kernels(checkpoint.load_model(draft_path).eval())
    judge_path = a.judge or g.JUDGES / f"{target_dir.name}.pt"
    head, meta = judge.load_judge(judge_path, target.args.dim, n_layers=target.args.n_layers) if judge_path.exists() else (None, {})
    alone = prepack(checkpoint.load_model(checkpoint.folder(draft_path)).eval()) if "draft" in a.configs else None
    for m in (target, draft) + ((alone,) if alone is not None else ()):
        m.setup_caches(1, a.max_seq_len)
    masks = judge.degenerate_masks(tok, target.args.vocab_size, target.norm.weight.device)
    rules = {"exact": judge.Verify()}
    for name in ("judge", "guarded"):
        if head is not None:
            rules[name] = judge.make_verify(name, tok, target.args.vocab_size, None, head=head, meta=meta, masks=masks)
    names = {"target": target_dir.name, "draft": str(draft_path.relative_to(ROOT) if draft_path.is_relative_to(ROOT)
                                                     else draft_path), "judge": str(judge_path.resolve().relative_to(ROOT) if judge_path.resolve().is_relative_to(ROOT)
                                                     else judge_path) if head else None}
    return tok, target, draft, alone, rules, names


def spread(questions: list[dict]) -> list[dict]:
    """The questions round-robin over their categories (the file has them in blocks of ten), so a run stopped
    early, or --limit 8, has asked every category."""
    by_category = {}
    for q in questions:
        by_category.setdefault(q["category"], []).append(q)
    out = []
    for i in range(max(len(qs) for qs in by_category.values())):
        out += [qs[i] for qs in by_category.values() if i < len(qs)]
    return out


def run(a, files, questions, refs):
    tok, target, draft, alone, rules, names = models(a)
    missing = [c for c in a.configs if c not in rules and c != "draft"]
    if missing:
        print(f"skipped {missing}: no judge at {a.judge or 'judges/<target>.pt'} (train_judge.py makes it)")
    passes = drafting.stored_draft_costs(g.Passes(), drafting.make("model", a.k, model=draft), target, a.costs)
    jobs = []  # (file, key, prompt, draft state, rule name, what to record)
    if "answers" in a.runs:
        for q in questions:
            for c in a.configs:
                if c in rules:
                    jobs.append((files[c], q["question_id"], q, drafting.make("model", a.k, model=draft), c))
                elif c == "draft":
                    jobs.append((files[c], q["question_id"], q, None, c))
    if "references" in a.runs:
        for q in questions:
            if q["question_id"] in refs:
                for c in ("exact", "judge"):
                    if c in rules:
                        text = tok.encode(refs[q["question_id"]])
                        jobs.append((files[f"ref_{c}"], q["question_id"], q, drafting.make("text", a.k, text=text), c))
    have = {f: {r["question_id"] for r in checkpoint.read_records(f)} for f in set(j[0] for j in jobs)}
    jobs = [j for j in jobs if j[1] not in have[j[0]]]
    from tqdm import tqdm

    run_id = f"{time.strftime('%Y-%m-%dT%H:%M')} {platform.node()} pid {os.getpid()}"  # one process: rows of one run compare speeds
    for f, qid, q, d, c in tqdm(jobs, desc="answers", file=sys.stderr):  # question by question: rows interleave
        prompt = tok.encode_chat(q["turns"][0])
        stats = report.new_stats()
        out = g.generate(alone if c == "draft" else target, prompt, a.max_new_tokens, stop_ids=tok.stop_ids, draft=d,
                         verify=rules["exact" if c == "draft" else c], passes=passes if d else g.Passes(), stats=stats)
        checkpoint.append_record(f, {
            "question_id": qid, "category": q["category"], "rule": c, "source": d.kind if d else None,
            "answer": tok.decode([t for t in out if t not in tok.stop_ids]), "tokens": len(out),
            "seconds": stats["seconds"], "target_forwards": stats["target_forwards"],
            "accepted_per_step": stats["accepted_per_step"], "drafted_per_step": stats["drafted_per_step"],
            "rule_only_accepted": stats["rule_only_accepted"],
            "threshold": rules[c].threshold if c in ("judge", "guarded") else None,
            "strict_above": rules[c].strict_above if c in ("judge", "guarded") else None, **names, "date": time.strftime("%Y-%m-%d"),
            "run": run_id})


def logprob_file(answers: Path) -> Path:
    """Where the target's log-probabilities of the answers in `answers` (<rule>.jsonl) are kept: beside them."""
    return answers.with_name(f"logprob_{answers.name}")


def score_logprobs(a, files):
    """The target's mean log-probability per token of every answer of --configs, teacher forced: the prompt and
    the answer's text, encoded again, in one pass (a rule that kept a draft's unusual split of a word is scored
    on the usual one; the stop token is not counted, so cut and finished answers weigh alike)."""
    import torch

    target_dir = checkpoint.folder(a.checkpoint_path)
    tok = load_tokenizer(target_dir)
    questions = {q["question_id"]: q for q in mtbench_questions()}
    jobs = []
    for c in a.configs:
        out = logprob_file(files[c])
        have = {r["question_id"] for r in checkpoint.read_records(out)}
        jobs += [(out, r) for r in checkpoint.read_records(files[c]) if r["question_id"] not in have]
    if not jobs:
        return
    seqs = {id(r): tok.encode_chat(questions[r["question_id"]]["turns"][0]) for _, r in jobs}
    answers = {id(r): tok.encode(r["answer"]) or tok.stop_ids[:1] for _, r in jobs}  # an empty answer: its stop
    target = prepack(checkpoint.load_model(target_dir).eval())
    target.setup_caches(1, max(len(seqs[k]) + len(answers[k]) for k in seqs))
    from tqdm import tqdm

    for out, r in tqdm(jobs, desc="log-probabilities", file=sys.stderr):
        prompt, ans = seqs[id(r)], answers[id(r)]
        seq = torch.tensor([prompt + ans])
        with torch.no_grad():
            logits = target(seq, torch.arange(seq.shape[1]))[0, len(prompt) - 1:-1]
        lp = logits.log_softmax(-1).gather(-1, torch.tensor(ans, dtype=torch.long)[:, None])[:, 0]
        if not torch.isfinite(lp).all():
            raise ValueError(f"{out}: question {r['question_id']}: the target's log-probability of the answer is not "
                             "finite (a broken checkpoint?)")
        checkpoint.append_record(out, {"question_id": r["question_id"], "category": r["category"], "rule": r["rule"],
                                       "tokens": len(ans), "mean_logprob": lp.mean().item(),
                                       "target": target_dir.name, "date": time.strftime("%Y-%m-%d")})


def write_report(a, files):
    recs = {name: {r["question_id"]: r for r in checkpoint.read_records(f)} for name, f in files.items()}
    lines = [f"MT-Bench first turns with the pair, greedy; `{' '.join(['python', 'scripts/eval_mtbench.py'] + a.argv)}`", ""]
    exact = recs["exact"]
    if exact:
        cats = sorted({r["category"] for r in exact.values()})
        lines += ["Answers: tokens per target pass (x exact) and tok/s (x exact, the same questions of the same run: "
                  "(n) where fewer than all); answers that differ "
                  "from exact's (the target's own)", "",
                  "| category | questions | exact: tokens/pass | " + " | ".join(
                      f"{c}: tokens/pass (x exact) | {c}: tok/s x exact | {c}: answers changed" for c in RULES[1:]) + " |",
                  "|---|---|---|" + "---|---|---|" * 2]
        for cat in cats + ["all"]:
            qs = [q for q, r in exact.items() if cat in ("all", r["category"])]
            tpp = lambda rs: sum(r["tokens"] for r in rs) / max(sum(r["target_forwards"] for r in rs), 1)  # noqa: E731
            tps = lambda rs: sum(r["tokens"] for r in rs) / max(sum(r["seconds"] for r in rs), 1e-9)  # noqa: E731
            row = [f"| {cat} | {len(qs)} | {tpp([exact[q] for q in qs]):.2f}"]
            for c in RULES[1:]:
                both = [q for q in qs if q in recs[c]]
                if not both:
                    row.append(" - | - | -")
                    continue
                mine, ref = [recs[c][q] for q in both], [exact[q] for q in both]
                changed = sum(recs[c][q]["answer"] != exact[q]["answer"] for q in both)
                # speed only against exact's rows of the same run: one machine, the rules interleaved
                timed = [q for q in both if recs[c][q].get("run") == exact[q].get("run")]
                speed = (f"{tps([recs[c][q] for q in timed]) / tps([exact[q] for q in timed]):.2f}x"
                         + (f" ({len(timed)})" if len(timed) < len(both) else "")) if timed else "-"
                row.append(f" {tpp(mine):.2f} ({tpp(mine) / tpp(ref):.2f}x) | {speed} | {changed}/{len(both)}")
            lines.append(" |".join(row) + " |")
        for c in RULES[1:]:
            diffs = [(q, exact[q]["answer"], recs[c][q]["answer"]) for q in sorted(recs[c]) if q in exact
                     and recs[c][q]["answer"] != exact[q]["answer"]][:3]
            if diffs:
                lines += ["", f"What {c} changed (the first differences of up to 3 answers):"]
            for q, x, y in diffs:
                sm = difflib.SequenceMatcher(a=x, b=y, autojunk=False)
                tag, i1, i2, j1, j2 = next(op for op in sm.get_opcodes() if op[0] != "equal")
                lines.append(f"- question {q}: exact `...{x[max(0, i1 - 60):i2 + 40]!r}...` -> {c} "
                             f"`...{y[max(0, j1 - 60):j2 + 40]!r}...`")
    lps = {c: {r["question_id"]: r["mean_logprob"] for r in checkpoint.read_records(logprob_file(files[c]))}
           for c in CONFIGS}
    if lps["exact"] and any(lps[c] for c in CONFIGS[1:]):
        cats = sorted({r["category"] for r in exact.values()})
        lines += ["", "The target's mean log-probability per token of each answer (teacher forced; the mean over answers; "
                  "a weak measure: exact's greedy answers are the target's likeliest token by token). Per rule: the "
                  "mean over the same questions, and how many of its answers the target finds less likely than exact's "
                  "by more than 0.05 nats a token", "",
                  "| category | exact | " + " | ".join(f"{c} | {c}: below exact" for c in CONFIGS[1:]) + " |",
                  "|---|---|" + "---|---|" * len(CONFIGS[1:])]
        for cat in cats + ["all"]:
            qs = [q for q in lps["exact"] if q in exact and cat in ("all", exact[q]["category"])]
            row = [f"| {cat} | {statistics.fmean(lps['exact'][q] for q in qs):.3f}" if qs else f"| {cat} | -"]
            for c in CONFIGS[1:]:
                both = [q for q in qs if q in lps[c]]
                row.append(f" {statistics.fmean(lps[c][q] for q in both):.3f} (exact {statistics.fmean(lps['exact'][q] for q in both):.3f}) | "
                           f"{sum(lps[c][q] < lps['exact'][q] - 0.05 for q in both)}/{len(both)}" if both else " - | -")
            lines.append(" |".join(row) + " |")
    checkers = mtbench_checkers()
    scored = {q: c for q, c in checkers.items() if "unscored" not in c}
    if exact and any(q in exact for q in scored):
        questions = {q["question_id"]: q for q in mtbench_questions()}
        verdict = {c: {q: mtbench_check(recs[c][q]["answer"], scored[q], questions[q]["turns"][0])
                       for q in scored if q in recs[c]} for c in CONFIGS if recs[c]}
        unscored = ", ".join(f"{q} ({c['unscored']})" for q, c in checkers.items() if q not in scored)
        lines += ["", f"Scored where a checker can say (data/mtbench_checkers.json: {len(scored)} of the 30 questions with a "
                  f"reference; unscored: {unscored}). Answers are as generated, cut at --max_new_tokens: a cut answer that "
                  "has not yet stated its result counts as wrong.", "",
                  "| rule | category | answered | right | changed vs exact | right -> wrong | wrong -> right |", "|---|---|---|---|---|---|---|"]
        for c, v in verdict.items():
            for cat in ("math", "reasoning", "coding", "all"):
                qs = [q for q in v if cat in ("all", questions[q]["category"])]
                if not qs:
                    continue
                both = [q for q in qs if q in verdict["exact"]]
                changed = sum(recs[c][q]["answer"] != exact[q]["answer"] for q in both)
                lost = sum(verdict["exact"][q] and not v[q] for q in both)
                won = sum(v[q] and not verdict["exact"][q] for q in both)
                lines.append(f"| {c} | {cat} | {len(qs)} | {sum(v[q] for q in qs)} | {changed}/{len(both)} | {lost} | {won} |")
    if recs["ref_exact"]:
        lines += ["", "GPT-4's reference answers as the draft (30 questions): tokens kept per target pass", "",
                  "| rule | questions | drafts kept / step | tokens / target pass |", "|---|---|---|---|"]
        for c in ("exact", "judge"):
            rs = list(recs[f"ref_{c}"].values())
            if rs:
                steps = [n for r in rs for n in r["accepted_per_step"]]
                lines.append(f"| {'standard' if c == 'exact' else c} | {len(rs)} | "
                             f"{statistics.fmean(steps) if steps else 0:.2f} | "
                             f"{sum(r['tokens'] for r in rs) / max(sum(r['target_forwards'] for r in rs), 1):.2f} |")
    text = "\n".join(lines) + "\n"
    print(text)
    checkpoint.write_atomic(a.out.with_suffix(".md"), lambda tmp: tmp.write_text(text), force=True)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--configs", nargs="+", choices=CONFIGS, default=list(RULES),
                    help="rules of the 0.5B drafting for the 1.5B, and draft: the 0.5B alone (fp32), not by default")
    ap.add_argument("--runs", nargs="+", choices=["answers", "references", "logprob"], default=["answers", "references"])
    ap.add_argument("--checkpoint_path", type=Path, default=TARGET)
    ap.add_argument("--draft_checkpoint_path", type=Path, default=None, help="default: the target's int8 pair draft")
    ap.add_argument("--judge", type=Path, default=None, help="default: judges/<target folder>.pt")
    ap.add_argument("--limit", type=flags.count(1), default=80, help="the first N questions, taken round-robin over the categories")
    ap.add_argument("--k", type=flags.count(1, 256), default=20)
    ap.add_argument("--max_new_tokens", type=flags.count(1, 1 << 20), default=256)
    ap.add_argument("--out", type=flags.out_folder, default=ROOT / "results" / "mtbench", help="folder of the JSONL files")
    ap.add_argument("--costs", type=flags.out_path, default=None,
                    help="pass costs that size the drafts: measured and written by the first run, read by the next "
                         "(default: --out/costs.json)")
    ap.add_argument("--exact", type=Path, default=None,
                    help="a folder whose exact rows (answers, references) the report compares with, for an --out that "
                         "reruns only a lossy rule: exact's answers depend on no rule (its tok/s is another run's: none)")
    ap.add_argument("--report", action="store_true", help="only the table from what is done")
    a = ap.parse_args(argv)
    a.argv = sys.argv[1:] if argv is None else list(argv)
    a.costs = a.costs or a.out / "costs.json"
    files = {c: a.out / f"{c}.jsonl" for c in CONFIGS} | {f"ref_{c}": a.out / f"references_{c}.jsonl" for c in ("exact", "judge")}
    if a.exact:
        if "exact" in a.configs and not a.report and set(a.runs) - {"logprob"}:
            ap.error("--exact: exact's rows come from that folder, so leave exact out of --configs")
        if not (a.exact / "exact.jsonl").is_file():
            ap.error(f"--exact {a.exact}: no exact.jsonl there (the folder of a run with --configs exact)")
        files |= {"exact": a.exact / "exact.jsonl", "ref_exact": a.exact / "references_exact.jsonl"}
    with checkpoint.one_line_errors():
        if not a.report and set(a.runs) - {"logprob"}:
            questions, refs = spread(mtbench_questions())[:a.limit], mtbench_references()
            tok = load_tokenizer(checkpoint.folder(a.checkpoint_path))
            longest = max(len(tok.encode_chat(q["turns"][0])) for q in questions)
            ref_len = max(len(tok.encode(t)) for t in refs.values()) if "references" in a.runs else 0
            a.max_seq_len = longest + max(a.max_new_tokens, ref_len) + a.k + 1
            context = checkpoint.read_config(checkpoint.resolve(a.checkpoint_path)[1]).max_seq_len
            if a.max_seq_len > context:
                raise ValueError(f"the longest question + --max_new_tokens {a.max_new_tokens} (and the longest GPT-4 "
                                 f"answer, {ref_len} tokens, with --runs references) + --k {a.k} need {a.max_seq_len} "
                                 f"positions; {checkpoint.folder(a.checkpoint_path).name}'s context is {context}")
            a.out.mkdir(parents=True, exist_ok=True)
            run(a, files, questions, refs)
        if not a.report and "logprob" in a.runs:
            score_logprobs(a, files)
    write_report(a, files)


if __name__ == "__main__":
    checkpoint.run_cli(main)
