"""data/math_tasks.py: the project's own math problems (the judge's math labels) are the committed data, many and
varied, their answers right when recomputed another way, and none of them a MATH-500 problem."""
import re
from fractions import Fraction
from math import factorial

from data import benchmarks, grading
from data import math_tasks as mt

TASKS = mt.load_tasks()


def value(tex: str) -> Fraction:
    m = re.fullmatch(r"(-?)\\frac\{(\d+)\}\{(\d+)\}", tex)
    return Fraction(int(m[2]), int(m[3])) * (-1 if m[1] else 1) if m else Fraction(int(tex))


def test_the_committed_file_is_what_the_generator_makes():
    assert TASKS == mt.make_tasks()


def test_many_problems_of_every_kind_in_both_splits_each_asked_once():
    assert len(TASKS) >= 300 and len({t["question"] for t in TASKS}) == len(TASKS)
    for kind in mt.KINDS:
        splits = {t["split"] for t in TASKS if t["kind"] == kind}
        assert len([t for t in TASKS if t["kind"] == kind]) >= 20 and splits <= {"train", "heldout"}, kind
    assert 0.15 < sum(t["split"] == "heldout" for t in TASKS) / len(TASKS) < 0.35


def test_answers_recomputed_another_way():
    checked = 0
    for t in TASKS:
        q, want = t["question"], value(t["answer"])
        if t["kind"] == "linear":
            a, op, b, c = re.search(r"\$(\d+)x ([+-]) (\d+) = (-?\d+)\$", q).groups()
            got = (Fraction(int(c)) - (int(b) if op == "+" else -int(b))) / int(a)
        elif t["kind"] == "dice":
            s = int(re.search(r"\$(\d+)\$", q)[1])
            got = Fraction(sum(i + j == s for i in range(1, 7) for j in range(1, 7)), 36)
        elif t["kind"] == "remainder":
            a, n, m = map(int, re.search(r"(\d+)\^\{(\d+)\}.*?(\d+)\$?[?.]?$", q).groups())
            got = a ** n % m
        elif t["kind"] == "committee":
            k, n = sorted(map(int, re.findall(r"\$(\d+)\$", q)))
            got = factorial(n) // (factorial(k) * factorial(n - k))
        else:
            continue
        assert got == want, t
        checked += 1
    assert checked >= 80


def test_every_answer_is_graded_right_boxed_and_wrong_when_off_by_one():
    for t in TASKS[::7]:
        assert grading.math_correct(f"\\boxed{{{t['answer']}}}", t["answer"]), t
        assert not grading.math_correct(f"\\boxed{{{mt.tex(value(t['answer']) + 1)}}}", t["answer"]), t


def test_no_problem_is_a_math500_one():
    """No question is a MATH-500 one, nor shares a run of 8 words with one (a rewrite keeps such runs)."""
    runs = lambda s: {tuple(s.split()[i:i + 8]) for i in range(len(s.split()) - 7)}  # noqa: E731
    theirs = [(p["question"], runs(p["question"])) for p in benchmarks.math500_problems()]
    for t in TASKS:
        mine = runs(t["question"])
        assert all(t["question"] != q and not (mine & r) for q, r in theirs), t
