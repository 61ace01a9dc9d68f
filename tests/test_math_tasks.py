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


# ---------------------------------------------------------------- scripts/label_math_tasks.py: the judge's math labels
def _labeller():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
    import label_math_tasks

    return label_math_tasks


def test_arithmetic_values_are_exact_and_anything_else_is_none():
    lm = _labeller()
    assert lm.arith_value(" 3 \\times 4 ") == 12 and lm.arith_value("\\frac{12}{3} + 1") == 5
    assert lm.arith_value("1,200 / 7") == Fraction(1200, 7) and lm.arith_value("2^{3} - 0.5") == Fraction(15, 2)
    for other in ("2x", "f(3)", "2^{1/2}", "", "10^{999}", "1/0", "\\sqrt{4}"):
        assert lm.arith_value(other) is None, other


def test_the_first_false_equation_is_found_at_its_result_and_only_a_standalone_one():
    lm = _labeller()
    text = "First \\( 3 \\times 4 = 12 \\). Then \\[ 12 - 5 = 6 \\] and so 6 + 1 = 8."
    at = lm.first_false_equation(text)
    assert text[at:at + 2] == "6 " and text[:at].endswith("12 - 5 = ")  # the first false one, not the second
    assert lm.first_false_equation("So 80 \\times 1.10 = 88 and 88 / 2 = 44.") is None  # all true
    for not_arithmetic in ("2x + 3 = 12", "f(3) = 10", "x = 12x", "20% of 50 = 11", "x^2 = 9", "3 = 4x"):
        assert lm.first_false_equation(not_arithmetic) is None, not_arithmetic


def test_mutations_are_one_changed_step_result_or_operator_starting_at_error_at():
    import random

    lm = _labeller()
    right = "We have \\(11x + 9 = 152\\). Subtract 9: \\(11x = 143\\), so \\(x = 13\\).\n\\boxed{13}"
    muts = lm.mutations(right, 10, random.Random(0))
    assert len(muts) == 4  # 152, 143, 13 after "=", and the boxed 13
    for wrong, at in muts:
        assert wrong != right and wrong[:at] == right[:at] and wrong[at] != right[at]
        assert abs(len(wrong) - len(right)) <= 2  # one number changed, nothing else
    boxed = [w for w, at in muts if at > right.rindex("{")]
    assert boxed and not grading.math_correct(boxed[0], "13")
    ops = lm.mutation_sites("Add them: 3 + 4 = 7, and 7 - 2 = 5.")
    assert [(old, kind) for _, old, kind in ops if kind == "operator"] == [("+", "operator"), ("-", "operator")]


def test_a_problem_is_labelled_from_its_graded_answers():
    import random

    from data import code_tasks

    lm = _labeller()
    task = next(t for t in TASKS if t["split"] == "train" and t["kind"] == "linear")
    right = f"So \\(x = {task['answer']}\\).\n\\boxed{{{task['answer']}}}"
    wrong = "Then \\( 12 - 5 = 6 \\), so\n\\boxed{6}" if task["answer"] != "6" else "Then 1 + 1 = 3\n\\boxed{3}"
    examples, verdicts = lm.label_problem(task, {"target": right, "draft": wrong}, 4, random.Random(0))
    assert verdicts["target"]["right"] and not verdicts["draft"]["right"]
    assert {e["split"] for e in examples} == {code_tasks.split_of(task["id"])}
    assert examples[0] == dict(examples[0], correct=right, source="target")
    assert {e["source"] for e in examples[1:-1]} == {"target mutation"}
    last = examples[-1]
    assert last["source"] in ("draft wrong (new number)", "draft wrong (false equation)") and last["wrong"] == wrong
    assert last["error_at"] <= wrong.index("= 6") + 2  # at the false equation's result or before it
    # a wrong answer with nothing to locate but its final answer, the target wrong too: labelled at the answer
    draft = "1 + 1 = 2\n\\boxed{999}"
    examples, verdicts = lm.label_problem(task, {"target": wrong, "draft": draft}, 4, random.Random(0))
    assert [e["source"] for e in examples] == ["draft wrong (final answer)"]
    assert draft[examples[0]["error_at"]:] == "999}" and verdicts["draft"]["mistake"][1] == "final answer"
    # no box at all: nothing to label
    assert lm.label_problem(task, {"target": wrong, "draft": "I do not know."}, 4, random.Random(0))[0] == []


def test_a_wrong_answer_is_labelled_where_it_first_leaves_the_right_solution_or_breaks_arithmetic():
    lm = _labeller()
    question = "Solve $x + y = 9$ and $x - y = 11$. What is $xy$?"
    right = "Adding: 2x = 20, so x = 10 and y = -1, so xy = -10.\n\\boxed{-10}"
    wrong = "1. Add them: 2x = 22, so x = 11.\n2. Then y = -2 and xy = -22.\n\\boxed{-22}"
    at, how = lm.first_mistake(wrong, question, right)
    assert how == "new number" and wrong[at:at + 2] == "22"  # not the list's "1." nor the 2 of "2x"
    assert lm.first_new_number("So 9 + 11 = 20.", question + right) is None
    # a false equation earlier than any new number wins
    wrong = "Here 9 + 11 = 21, so 2x = 21.\n\\boxed{-22}"
    assert lm.first_mistake(wrong, question, right) == (wrong.index("21"), "false equation")
    # without a right reference, only arithmetic and the final answer speak
    assert lm.first_mistake("So 2x = 22.\n\\boxed{-22}", question, None)[1] == "final answer"


def test_problems_are_taken_round_robin_over_kinds():
    """A labelling run stopped part way (or an evaluation with --limit) has every kind: the first round holds one problem of each kind."""
    tasks = [t for t in TASKS if t["split"] == "train"]
    order = mt.round_robin(tasks)
    kinds = sorted({t["kind"] for t in tasks})
    assert sorted(t["kind"] for t in order[:len(kinds)]) == kinds
    assert sorted(t["id"] for t in order) == sorted(t["id"] for t in tasks)
