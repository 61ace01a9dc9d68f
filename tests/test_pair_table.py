"""scripts/pair_table.py: the README's table of the pair's judge is computed like with like from the rows."""
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
import pair_table  # noqa: E402


def write(path: Path, recs: list[dict]):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in recs))


def he(i, answer, passed, tokens, passes, seconds, run="r1", rule_only=0):
    return {"task_id": f"HumanEval/{i}", "answer": answer, "passed": passed, "tokens": tokens,
            "target_forwards": passes, "seconds": seconds, "run": run, "rule_only_accepted": rule_only}


def mt(q, answer, tokens, passes, seconds, run="r1"):
    return {"question_id": q, "answer": answer, "tokens": tokens, "target_forwards": passes, "seconds": seconds, "run": run}


def test_table_over_common_rows_and_same_run_speeds(tmp_path):
    write(tmp_path / "humaneval" / "target.jsonl", [he(0, "a", True, 10, 10, 10.0)])
    write(tmp_path / "humaneval" / "exact.jsonl", [he(0, "a", True, 10, 2, 2.0), he(1, "b", False, 10, 2, 2.0)])
    write(tmp_path / "humaneval" / "judge.jsonl", [he(0, "a2", True, 10, 1, 1.0, rule_only=2),
                                                   he(1, "b", True, 10, 1, 1.0, rule_only=3),
                                                   he(2, "c", True, 10, 1, 1.0)])  # problem 2: only the judge ran it
    write(tmp_path / "humaneval" / "guarded.jsonl", [he(0, "a", True, 10, 2, 2.5), he(1, "b", False, 10, 2, 2.0)])
    write(tmp_path / "mtbench" / "exact.jsonl", [mt(81, "x", 12, 4, 4.0), mt(82, "y", 12, 4, 4.0, run="r2")])
    write(tmp_path / "mtbench" / "judge.jsonl", [mt(81, "x2", 12, 2, 2.0), mt(82, "y", 12, 2, 1.0, run="r3")])
    write(tmp_path / "mtbench" / "guarded.jsonl", [mt(81, "x", 12, 3, 3.0), mt(82, "y", 12, 3, 3.0)])
    text = pair_table.block(tmp_path)
    assert "HumanEval (2 of 164 problems so far) and MT-Bench (2 of 80" in text
    assert "| the 1.5B alone (ran 1; exact's answers stand in) | 1/1 |" in text
    assert "0.5B" not in text  # no draft rows yet: no row
    write(tmp_path / "humaneval" / "draft.jsonl", [he(1, "b", True, 10, 10, 5.0), he(5, "z", True, 10, 10, 5.0)])
    text = pair_table.block(tmp_path)  # the draft's row over the common problems (it ran 1 of them), against exact
    assert "| the 0.5B alone (ran 1) | 1/1 | - | - | 1/1 | - | - | - |" in text
    assert "| exact speculation | 1/2 | 5.0 | 5.00x | 2/2 | 3.00 | 1.00x | - |" in text
    # tok/s against exact only on question 81 (82's rows are of other runs): 6 against 3 tok/s
    assert "| + the judge, no fence guard | 2/2 | 10.0 | 10.00x | 1/2 | 6.00 (2.00x) | 2.00x | 1/2 |" in text
    assert "| + `guarded`, no fence guard | 1/2 | 5.0 | 4.00x | 2/2 | 4.00 (1.33x) | 1.33x | 0/2 |" in text
    # no reruns with the fence guard, and both old judge answers had the rule keep tokens: nothing to show
    assert text.splitlines()[-1] == "| **+ the judge, fence guard (default)** | - | - | - | - | - | - | - |"


def test_fenced_row_from_the_reruns(tmp_path):
    """The default judge's row: HumanEval problems rerun with the fence guard, plus old answers where the
    judge's rule kept nothing (the guard would change nothing there); a problem with neither is left out."""
    write(tmp_path / "humaneval" / "target.jsonl", [he(0, "a", True, 10, 10, 10.0), he(2, "c", True, 10, 10, 10.0)])
    for c in ("exact", "guarded"):
        write(tmp_path / "humaneval" / f"{c}.jsonl", [he(i, a, True, 10, 2, 2.0) for i, a in enumerate("abc")])
    write(tmp_path / "humaneval" / "judge.jsonl", [he(0, "a2", False, 10, 1, 1.0, rule_only=2),
                                                   he(1, "b2", True, 10, 1, 1.0, rule_only=3),  # no rerun: out
                                                   he(2, "c", True, 10, 2, 1.0)])  # the rule kept nothing: stands
    write(tmp_path / "humaneval_fence" / "judge.jsonl", [he(0, "a", True, 10, 2, 2.0, run="r9")])
    for c in ("exact", "judge", "guarded"):
        write(tmp_path / "mtbench" / f"{c}.jsonl", [mt(81, "x", 12, 4, 4.0), mt(82, "y", 12, 4, 4.0)])
    write(tmp_path / "mtbench_fence" / "judge.jsonl", [mt(81, "x", 12, 3, 3.0), mt(82, "y2", 12, 2, 3.0)])
    write(tmp_path / "mtbench_fence_speed" / "exact.jsonl", [mt(81, "x", 12, 4, 4.0, run="s"), mt(82, "y", 12, 4, 4.0)])
    write(tmp_path / "mtbench_fence_speed" / "judge.jsonl", [mt(81, "x", 12, 3, 2.0, run="s"),
                                                             mt(82, "y2", 12, 2, 1.0, run="r7")])
    row = pair_table.block(tmp_path).splitlines()[-1]
    # HumanEval: problems 0 (rerun) and 2; tok/s against the target only on 2, the rerun being another run.
    # MT-Bench: 24 tokens in 5 passes against exact's 8; tok/s on question 81 alone (82's rows are not one run).
    assert row == "| **+ the judge, fence guard (default)** | 2/2 | 5.0 | 10.00x (1) | 2/2 | 4.80 (1.60x) | 2.00x (1) | 1/2 |"


def test_exact_differing_from_the_target_stops_it(tmp_path):
    write(tmp_path / "humaneval" / "target.jsonl", [he(0, "a", True, 10, 10, 10.0)])
    for c in ("exact", "judge", "guarded"):
        write(tmp_path / "humaneval" / f"{c}.jsonl", [he(0, "b", True, 10, 2, 2.0)])
    with pytest.raises(SystemExit) as e:
        pair_table.block(tmp_path)
    assert "differs from the target's" in str(e.value)
