"""The table of the pair's judge in docs/reproduce.md, from the rows eval_humaneval.py and eval_mtbench.py have
appended so far (the README's table of rules takes its HumanEval and MT-Bench cells from it).

    python scripts/pair_table.py            # prints the block
    python scripts/pair_table.py --write    # and puts it in docs/reproduce.md in place of the old one

Like with like: HumanEval over the problems exact, judge and guarded have all answered (the target ran only
some: exact's answers stand in for its own, checked equal where both ran; tok/s against the target only on its
own rows of the same run), MT-Bench over the questions all three have answered (tok/s against exact only
within one run), as the two scripts' own reports do.
"""
import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]
import checkpoint  # noqa: E402

RULES = ("exact", "judge", "guarded")


def rows(path: Path, key: str) -> dict:
    return {r[key]: r for r in checkpoint.read_records(path)}  # a continued run's later row wins, as in the reports


def tokens_per_pass(rs) -> float:
    return sum(r["tokens"] for r in rs) / max(sum(r["target_forwards"] for r in rs), 1)


def tok_s(rs) -> float:
    return sum(r["tokens"] for r in rs) / max(sum(r["seconds"] for r in rs), 1e-9)


def block(results: Path = ROOT / "results") -> str:
    he = {c: rows(results / "humaneval" / f"{c}.jsonl", "task_id") for c in ("target",) + RULES}
    mt = {c: rows(results / "mtbench" / f"{c}.jsonl", "question_id") for c in RULES}
    tgt = he["target"]
    if any(he["exact"][t]["answer"] != tgt[t]["answer"] for t in tgt if t in he["exact"]):
        sys.exit(f"error: {results / 'humaneval'}: exact speculation's answer differs from the target's; fix that first")
    probs = sorted(set.intersection(*(set(he[c]) for c in RULES)), key=lambda t: int(t.split("/")[1]))
    qs = sorted(set.intersection(*(set(mt[c]) for c in RULES)))
    lines = [f"**The pair's judge, HumanEval ({len(probs)} of 164 problems{' so far' * (len(probs) < 164)}) and MT-Bench ({len(qs)} of 80 first "
             "turns)** (greedy, rules interleaved per problem, pass@1 executed; [results/humaneval.md](../results/humaneval.md), "
             "[results/mtbench.md](../results/mtbench.md)):", "",
             "| | HumanEval pass@1 | tokens / target pass | tok/s vs the 1.5B alone | answers = the 1.5B's "
             "| MT-Bench: tokens / target pass | tok/s vs exact | answers changed |", "|---|---|---|---|---|---|---|---|"]
    ran = [t for t in probs if t in tgt]
    lines.append(f"| the 1.5B alone (ran {len(ran)}; exact's answers stand in) | {sum(tgt[t]['passed'] for t in ran)}/"
                 f"{len(ran)} | 1.0 | 1.00x | - | - | - | - |")
    draft = rows(results / "humaneval" / "draft.jsonl", "task_id")  # the quality a judge must not fall to
    alone = [t for t in probs if t in draft]
    if alone:
        lines.append(f"| the 0.5B alone{f' (ran {len(alone)})' if len(alone) < len(probs) else ''} | "
                     f"{sum(draft[t]['passed'] for t in alone)}/{len(alone)} | - | - | "
                     f"{sum(draft[t]['answer'] == he['exact'][t]['answer'] for t in alone)}/{len(alone)} | - | - | - |")
    # the judge rows were made before the fence guard (judge.fence_mask), which makes the judge exact on HumanEval
    names = {"exact": "exact speculation", "judge": "+ the judge, no fence guard", "guarded": "+ `guarded`, no fence guard"}
    for c in RULES:
        r, x = he[c], he["exact"]
        same = [t for t in ran if r[t].get("run") == tgt[t].get("run")]
        vs = tok_s([r[t] for t in same]) / tok_s([tgt[t] for t in same]) if same else None
        m, e = [mt[c][q] for q in qs], [mt["exact"][q] for q in qs]
        timed = [q for q in qs if mt[c][q].get("run") == mt["exact"][q].get("run")]
        mt_vs = tok_s([mt[c][q] for q in timed]) / tok_s([mt["exact"][q] for q in timed]) if timed else None
        cells = [f"{sum(r[t]['passed'] for t in probs)}/{len(probs)}", f"{tokens_per_pass([r[t] for t in probs]):.1f}",
                 f"{vs:.2f}x" if vs else "-", f"{sum(r[t]['answer'] == x[t]['answer'] for t in probs)}/{len(probs)}",
                 f"{tokens_per_pass(m):.2f}" + ("" if c == "exact" else f" ({tokens_per_pass(m) / tokens_per_pass(e):.2f}x)"),
                 f"{mt_vs:.2f}x" if mt_vs else "-",
                 "-" if c == "exact" else f"{sum(mt[c][q]['answer'] != mt['exact'][q]['answer'] for q in qs)}/{len(qs)}"]
        lines.append(f"| {names[c]} | " + " | ".join(cells) + " |")
    lines.append(fenced_row(results, he, mt, probs, ran))
    return "\n".join(lines) + "\n"


def fenced_row(results: Path, he: dict, mt: dict, probs: list, ran: list) -> str:
    """The default judge, with the fence guard, from the reruns made since (results/humaneval_fence,
    results/mtbench_fence; tok/s against exact from results/mtbench_fence_speed, the two interleaved there).
    A HumanEval answer the judge made without its rule keeping a token (rule_only_accepted 0) stands: the
    guard only takes lossy keeps away, so it would answer so again, step for step."""
    fence = rows(results / "humaneval_fence" / "judge.jsonl", "task_id")
    r = {t: fence.get(t) or (he["judge"][t] if he["judge"][t]["rule_only_accepted"] == 0 else None) for t in probs}
    done = [t for t in probs if r[t] is not None]
    same = [t for t in ran if t in done and r[t].get("run") == he["target"][t].get("run")]
    vs = tok_s([r[t] for t in same]) / tok_s([he["target"][t] for t in same]) if same else None
    mf = rows(results / "mtbench_fence" / "judge.jsonl", "question_id")
    qs = sorted(q for q in mf if q in mt["exact"])
    m, e = [mf[q] for q in qs], [mt["exact"][q] for q in qs]
    speed = {c: rows(results / "mtbench_fence_speed" / f"{c}.jsonl", "question_id") for c in ("exact", "judge")}
    timed = [q for q in speed["judge"] if q in speed["exact"] and speed["judge"][q]["run"] == speed["exact"][q]["run"]]
    mt_vs = tok_s([speed["judge"][q] for q in timed]) / tok_s([speed["exact"][q] for q in timed]) if timed else None
    cells = [f"{sum(r[t]['passed'] for t in done)}/{len(done)}" if done else "-",
             f"{tokens_per_pass([r[t] for t in done]):.1f}" if done else "-", f"{vs:.2f}x ({len(same)})" if vs else "-",
             f"{sum(r[t]['answer'] == he['exact'][t]['answer'] for t in done)}/{len(done)}" if done else "-",
             f"{tokens_per_pass(m):.2f} ({tokens_per_pass(m) / tokens_per_pass(e):.2f}x)" if qs else "-",
             f"{mt_vs:.2f}x ({len(timed)})" if mt_vs else "-",
             f"{sum(mf[q]['answer'] != mt['exact'][q]['answer'] for q in qs)}/{len(qs)}" if qs else "-"]
    return "| **+ the judge, fence guard (default)** | " + " | ".join(cells) + " |"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--write", action="store_true", help="replace the block in docs/reproduce.md (it is ours: no --force)")
    a = ap.parse_args(argv)
    text = block()
    print(text)
    if a.write:
        page = ROOT / "docs" / "reproduce.md"
        old = page.read_text()
        start = old.find("**The pair's judge,")
        end = old.find("\n\n", old.find("| + `guarded`", start)) + 1  # the rows after it end there too
        if start < 0 or end <= 0:
            sys.exit("error: docs/reproduce.md: no table of the pair's judge to replace")
        checkpoint.write_atomic(page, lambda tmp: tmp.write_text(old[:start] + text + old[end:]), force=True)


if __name__ == "__main__":
    checkpoint.run_cli(main)
