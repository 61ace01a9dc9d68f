"""scripts/eval_math.py on tiny random models, and its checker: answers appended per problem and scored by
math-verify on the last \\boxed{}, exact speculation answering as the target does, a rerun continuing where the last
one stopped, shards splitting the work without overlap."""
import json
import sys

import pytest

import quantize
from conftest import ROOT, tiny_model, write_checkpoint
from data import benchmarks, grading

sys.path.insert(0, str(ROOT / "scripts"))
import eval_math  # noqa: E402


def test_the_311_problems_and_their_answers_check_against_themselves():
    problems = benchmarks.math500_problems()
    assert len(problems) == 311 and len({p["id"] for p in problems}) == 311
    assert [p["id"] for p in problems] == sorted(p["id"] for p in problems)
    assert all(grading.math_correct(f"so \\boxed{{{p['answer']}}}.", p["answer"]) for p in problems)


@pytest.mark.parametrize("text, gold, right", [
    ("The divisors: 1, 2, 4, 7, 14, 28, 49, 98, 196, so \\boxed{9}.", "9", True),
    ("first \\boxed{3}, then, corrected, \\boxed{\\frac{1}{2}}", "\\frac12", True),  # the last box counts
    ("first \\boxed{\\frac{1}{2}}, then, wrongly, \\boxed{3}", "\\frac12", False),
    ("\\boxed{\\dfrac{14}{3}}", "\\frac{14}{3}", True),
    ("\\boxed{0.5}", "\\frac{1}{2}", True),
    ("\\boxed{(3, \\frac{\\pi}{2})}", "\\left( 3, \\frac{\\pi}{2} \\right)", True),
    ("\\boxed{10\\%}", "10", True),  # "by what percent": MATH's answer is the bare number
    ("\\boxed{64\\%}", "10", False),
    ("\\boxed{8}", "9", False),
    ("the answer is 9", "9", False),  # no box: the instruction asked for one
    ("so \\boxed{9", "9", False),  # cut off inside the box
])
def test_math_correct_reads_the_last_box(text, gold, right):
    assert grading.math_correct(text, gold) is right


def test_wilson_interval_holds_the_proportion_and_stays_in_0_1():
    for k, n in [(0, 10), (5, 10), (10, 10), (1, 311)]:
        lo, hi = eval_math.wilson(k, n)
        assert 0 <= lo <= k / n <= hi <= 1
    assert eval_math.wilson(150, 300)[1] - eval_math.wilson(150, 300)[0] < 0.12


@pytest.fixture(scope="module")
def pair(tmp_path_factory):
    root = tmp_path_factory.mktemp("pair")
    target, draft = tiny_model(vocab_size=260), tiny_model("tiny-draft", seed=1, vocab_size=260)
    for m in (target, draft):
        m.args.max_seq_len = 2048  # the tiny tokenizer spells a problem byte by byte
    target, draft = write_checkpoint(root / "target", target), write_checkpoint(root / "draft", draft)
    quantize.main(["--checkpoint_path", str(draft)])
    return target, draft


def test_answers_are_appended_scored_continued_and_sharded(pair, tmp_path, capsys):
    target, draft = pair
    out = tmp_path / "math"
    base = ["--checkpoint_path", str(target), "--draft_checkpoint_path", str(draft), "--max_new_tokens", "5",
            "--k", "4", "--out", str(out)]
    eval_math.main(base + ["--configs", "target", "exact", "--limit", "2"])
    rows = {n: [json.loads(ln) for ln in (out / f"{n}.jsonl").read_text().splitlines()] for n in ("target", "exact")}
    ids = [f"MATH500/{p['id']}" for p in benchmarks.math500_problems()[:4]]
    assert [r["task_id"] for r in rows["target"]] == ids[:2]
    assert [r["answer"] for r in rows["exact"]] == [r["answer"] for r in rows["target"]]
    assert all(r["correct"] is False and r["hit_budget"] and r["tokens"] == 5 for r in rows["target"])
    assert "2 of 2 answers identical" in out.with_suffix(".md").read_text()
    # two shards of what is left (problems 3 and 4) take one each, and a rerun finds nothing to do
    eval_math.main(base + ["--configs", "exact", "--limit", "4", "--shard", "1/2"])
    eval_math.main(base + ["--configs", "exact", "--limit", "4", "--shard", "2/2"])
    assert [json.loads(ln)["task_id"] for ln in (out / "exact.jsonl").read_text().splitlines()] == ids
    capsys.readouterr()
    eval_math.main(base + ["--configs", "exact", "--limit", "4"])
    assert "every problem of these configs is done" in capsys.readouterr().out
    table = out.with_suffix(".md").read_text()
    assert "| exact | 4 | 0 | - | 0.0% (0.0%-49.0%) | " in table and out.with_suffix(".png").stat().st_size > 0
    # a rule rerun into its own folder on chosen ids: its report takes exact's answers from the first folder
    rerun = tmp_path / "rerun"
    pick = f"{benchmarks.math500_problems()[1]['id']}-{benchmarks.math500_problems()[2]['id']}"
    eval_math.main(base[:-1] + [str(rerun), "--configs", "draft", "--ids", pick])
    assert [json.loads(ln)["task_id"] for ln in (rerun / "draft.jsonl").read_text().splitlines()] == ids[1:3]
    eval_math.main(base[:-1] + [str(rerun), "--report", "--exact", str(out)])
    assert "| draft | 2 | 0 | 0 | 0.0% " in rerun.with_suffix(".md").read_text()  # exact's right on those two: 0
    with pytest.raises(SystemExit):  # a folder without exact's answers, and ids that are not ids: one line each
        eval_math.main(base + ["--report", "--exact", str(tmp_path)])
    assert "no exact.jsonl there" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        eval_math.main(base + ["--configs", "draft", "--ids", "9-3"])
    assert "is not a list of ids and ranges" in capsys.readouterr().err


def test_the_held_out_problems_are_the_projects_own_and_never_labelled(pair, tmp_path):
    """--problems heldout asks data/math_tasks.jsonl's held-out split, the frontier a retrained judge is compared on;
    none of them is a problem scripts/label_math_tasks.py labels (it takes the train split only)."""
    from data import math_tasks

    target, draft = pair
    out = tmp_path / "held"
    eval_math.main(["--checkpoint_path", str(target), "--draft_checkpoint_path", str(draft), "--max_new_tokens", "3",
                    "--k", "4", "--out", str(out), "--problems", "heldout", "--configs", "exact", "--limit", "2"])
    rows = [json.loads(ln) for ln in (out / "exact.jsonl").read_text().splitlines()]
    held = math_tasks.round_robin([t for t in math_tasks.load_tasks() if t["split"] == "heldout"])
    assert [r["task_id"] for r in rows] == [t["id"] for t in held[:2]] and rows[0]["gold"] == held[0]["answer"]
    assert "held-out problems of data/math_tasks.jsonl (107)" in out.with_suffix(".md").read_text()
    assert len(eval_math.problems_of("math500")) == 311 and len(held) == 107


def test_bound_picks_the_judge_files_threshold_and_names_the_file_when_it_has_none(tmp_path):
    from eval_humaneval import bound_threshold

    meta = {"thresholds": {"0.01": 0.6855, "0.02": 0.3325}}
    assert bound_threshold(meta, "0.01", tmp_path / "j.pt") == 0.6855
    with pytest.raises(ValueError, match=r"j\.pt: no threshold for a 0.05 .*0.01, 0.02"):
        bound_threshold(meta, "0.05", tmp_path / "j.pt")


def test_the_frontier_compares_every_judge_point_with_exact_on_the_problems_both_answered(tmp_path):
    def rows(folder, config, answers, run="r1"):
        (tmp_path / folder).mkdir(exist_ok=True)
        with open(tmp_path / folder / f"{config}.jsonl", "w") as f:
            for t, (right, tokens, passes, seconds) in answers.items():
                f.write(json.dumps({"task_id": t, "correct": right, "tokens": tokens, "target_forwards": passes,
                                    "seconds": seconds, "answer": f"{config} {t} {right}", "run": run,
                                    "max_new_tokens": 640, "hit_budget": False, "threshold": None if config == "exact" else 0.3,
                                    "judge": "judges/j.pt"}) + "\n")

    rows("a", "exact", {"p1": (True, 100, 20, 10.0), "p2": (True, 100, 20, 10.0), "p3": (False, 50, 10, 5.0)})
    rows("a", "judge", {"p1": (True, 100, 10, 5.0), "p2": (False, 100, 10, 5.0)})  # 2x exact's tokens a pass
    rows("b", "judge", {"p1": (True, 100, 5, 1.0), "p2": (True, 100, 5, 1.0)}, run="r2")  # another run: no tok/s
    eval_math.main(["--problems", "heldout", "--frontier", "--out", str(tmp_path)])
    table = (tmp_path / "frontier.md").read_text()
    assert "(3 answered by exact)" in table
    assert "| a/judge | judges/j.pt | 0.3 | 2 | 1 | 2 | 10.00 | 5.00 | 2.00x | 2 | 0 | 2.00x (2) |" in table
    assert "| b/judge | judges/j.pt | 0.3 | 2 | 2 | 2 | 20.00 | 5.00 | 4.00x | 2 | 0 | - |" in table
    assert (tmp_path / "frontier.png").stat().st_size > 0
    with pytest.raises(SystemExit, match="--frontier compares judges on the held-out problems: add --problems heldout"):
        eval_math.main(["--frontier", "--out", str(tmp_path)])


def test_regrade_scores_stored_answers_again_and_rewrites_only_what_changed(tmp_path, capsys):
    def rec(t, answer, gold, right):
        return {"task_id": t, "config": "exact", "gold": gold, "boxed": grading.last_boxed(answer), "correct": right,
                "answer": answer, "tokens": 10, "hit_budget": False, "max_new_tokens": 64, "seconds": 1.0,
                "target_forwards": 2, "run": "r1", "command": "python scripts/eval_math.py"}

    stored = [rec("MATH500/67", "so \\boxed{10\\%}", "10", False),  # the old checker's verdict: wrong
              rec("MATH500/1", "\\boxed{3}", "3", True)]
    f = tmp_path / "exact.jsonl"
    f.write_text("".join(json.dumps(r) + "\n" for r in stored))
    eval_math.main(["--regrade", "--out", str(tmp_path)])
    assert "exact MATH500/67: \\boxed{10\\%} against 10: now right" in capsys.readouterr().out
    assert [json.loads(ln)["correct"] for ln in f.read_text().splitlines()] == [True, True]
    assert "| exact | 2 | 2 |" in tmp_path.with_suffix(".md").read_text()
    before = f.stat().st_mtime_ns
    eval_math.main(["--regrade", "--out", str(tmp_path)])
    assert "every stored verdict stands" in capsys.readouterr().out and f.stat().st_mtime_ns == before
