"""Built-in examples for training and evaluating the judge head (data/grading.py grades answers to them).

An example is one dict, and one line of a JSONL file:
    {"question": str, "correct": str, "wrong": str, "error_at": int, "family": str, "answer": str}
`correct` states the answer in words; `wrong` is the same kind of text with ONE mistake, whose first
wrong char is wrong[error_at], so wrong[:error_at] is a correct prefix. `answer` is the short final
answer that grading.grade() looks for in generated text. In a file of your own only "question" is required:
hand labels need "correct" and/or "wrong" + "error_at"; mining labels from the target needs "answer"
and a "grader" (GRADERS); "drafts" (a list of texts) adds external drafts to mine.

The families are questions a program can check and a 135M instruct model still gets right some of
the time: FAMILIES (short facts and sums), BROAD_FAMILIES (code with tests, multi-step word problems,
rewrites), and EVAL_ONLY_FAMILIES, which no training run uses. Their facts and phrasings are data, one JSON
file per family in data/judge_tables/; every text is made from them with a seeded RNG. reworded_heldout.json
holds questions written by hand in other words than the templates (reworded_examples), for evaluation only.
"""
import functools
import json
import random
import re
from pathlib import Path

from data import code_tasks

# ---------------------------------------------------------------- tables
# The facts and phrasings are data: data/judge_tables/<family>.json, and common.json for what families share.
# Each file's "about" says what its rows hold, what the placeholders of its phrasings are, and why it looks the
# way it does (which mistakes are left out, which words are kept out of it).

_TABLES = Path(__file__).with_name("judge_tables")


@functools.cache
def _table(name):
    """The tables of data/judge_tables/<name>.json, a dict of them by name, read once."""
    path = _TABLES / f"{name}.json"
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise ValueError(f"{path}: cannot read it ({e.strerror})") from None
    except json.JSONDecodeError as e:
        raise ValueError(f"{path}: not valid JSON ({e.msg}, line {e.lineno})") from None


# The facts by name (rows are JSON lists); the builders below take their phrasings from _table(family)
ORDINALS, NAMES, THINGS = (_table("common")[k] for k in ("ordinals", "names", "things"))
EVERYDAY_QUESTIONS, SHORT_ANSWERS = _table("common")["everyday_questions"], _table("common")["short_answers"]
LETTER_WORDS, NUMBER_FACTS = _table("counting")["letter_words"], _table("counting")["number_facts"]
UNITS = _table("units")["units"]
CAPITALS = _table("capitals")["capitals"]
PLANETS, PLANET_FACTS = _table("planets")["planets"], _table("planets")["facts"]
COLORS, THING_COLORS = _table("colors")["colors"], _table("colors")["things"]
ANIMAL_SOUNDS = _table("animal_sounds")["sounds"]
DAYS, MONTHS = _table("calendar")["days"], _table("calendar")["months"]
CODE_FUNCS = _table("code")["functions"]
STORIES, REWRITE_QUESTIONS = _table("rewrite")["stories"], _table("rewrite")["questions"]
OPPOSITES = _table("opposites")["opposites"]
SCIENCE_FACTS = _table("science")["facts"]
ANIMAL_FACTS = _table("animal_facts")["facts"]
GEOGRAPHY = _table("geography")["facts"]
CURRENCIES = _table("currencies")["currencies"]
TRIVIA = [fact for topic in _table("trivia")["facts"].values() for fact in topic]  # the file groups them by topic
WORD_FORMS = _table("word_forms")["forms"]
WORD_FORM_QUESTIONS, WORD_FORM_ANSWERS = _table("word_forms")["questions"], _table("word_forms")["answers"]


# ---------------------------------------------------------------- shared helpers

def _cap(s):
    return s[:1].upper() + s[1:]


def _swap_digits(n):
    return int(str(n)[::-1]) if n >= 10 else n


def _is_mistake(right, wrong, avoid=()):
    """A real mistake: differs from the right value, is not a prefix of it (so the first differing
    char is a wrong digit or letter, not an early stop), is not negative, and is not a number from
    the question (the grader skips those, so it could then find the right value instead)."""
    if isinstance(wrong, int) and (wrong < 0 or wrong in avoid):
        return False
    return str(wrong) != str(right) and not str(right).startswith(str(wrong))


def _pick_wrong(rng, right, candidates, avoid=()):
    """One wrong field-dict among the candidates: the answer changes and every changed field is a
    real mistake."""
    ok = [w for w in candidates
          if w["ans"] != right["ans"] and all(_is_mistake(right[k], w[k], avoid) for k in right if w[k] != right[k])]
    assert ok, f"no valid mistake for {right}"
    return rng.choice(ok)


def _common_prefix(a, b):
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n


def _example(family, question, templates, right, wrong, rng):
    """Render a correct text and a wrong one. The wrong text uses its own phrasing: it is that
    phrasing filled with the right values, up to the first char where the wrong values differ. A
    short-fact question is put in everyday words a third of the time, and may be answered in a word."""
    if family in FAMILIES + EVERYDAY_FAMILIES and rng.random() < 0.35:
        first = question.split()[0]  # lower-case a question word, never a name ("Germany's capital ...")
        ql = question[:1].lower() + question[1:] if first in ("What", "What's", "Which", "How", "Where", "If", "Name",
                                                              "Calculate", "Continue", "Count", "Convert", "Tell",
                                                              "Counting", "Going", "At", "On", "An") else question
        question = rng.choice(EVERYDAY_QUESTIONS).format(q=question, ql=ql)
    if family in FAMILIES:
        templates = templates + SHORT_ANSWERS
    correct = rng.choice(templates).format(**right)
    template = rng.choice(templates)
    reference, mistaken = template.format(**right), template.format(**wrong)
    error_at = _common_prefix(reference, mistaken)
    assert error_at < len(mistaken), (reference, mistaken)
    return dict(question=question, correct=correct, wrong=mistaken, error_at=error_at, family=family,
                answer=str(right["ans"]))


def _plusminus(ans, steps=(1, 2, 10)):
    return [ans + s for s in steps] + [ans - s for s in steps]


# ---------------------------------------------------------------- families
# Each family is a list of items (what the train/held-out split partitions) and a function that
# turns one item into an example, choosing phrasing and mistake with the RNG.

def _arithmetic_items():
    items = [("+", a, b) for a in range(2, 21) for b in range(2, 21)]
    items += [("-", a, b) for a in range(5, 31) for b in range(2, a - 1)]
    items += [("*", a, b) for a in range(2, 13) for b in range(2, 13)]
    return items


def _arithmetic(item, rng):
    op, a, b = item
    calc = {"+": lambda x, y: x + y, "-": lambda x, y: x - y, "*": lambda x, y: x * y}[op]
    word = {"+": "plus", "-": "minus", "*": "times"}[op]
    t = _table("arithmetic")
    question = rng.choice(t["questions"])
    right = dict(a=a, b=b, op=op, word=word, ans=calc(a, b))
    # a wrong result, the other operation's result, or a misread operand carried through
    other = {"+": a * b, "-": a + b, "*": a + b}[op]
    candidates = [dict(right, ans=v) for v in _plusminus(right["ans"]) + [_swap_digits(right["ans"]), other]]
    candidates += [dict(right, b=b + 1, ans=calc(a, b + 1))]
    wrong = _pick_wrong(rng, right, candidates, avoid={a, b})
    return _example("arithmetic", question.format(**right), t["answers"], right, wrong, rng)


def _word_problem_items():
    items = [("add", a, b, 0) for a in range(2, 21) for b in range(2, 13)]
    items += [("sub", a, b, 0) for a in range(5, 26) for b in range(2, a - 1)]
    # two steps; all five numbers distinct so no intermediate can be mistaken for the answer
    items += [("two", a, b, c) for a in range(3, 13) for b in range(2, 9) for c in range(2, 10)
              if a + b - c >= 2 and len({a, b, c, a + b, a + b - c}) == 5]
    return items


def _word_problem(item, rng):
    kind, a, b, c = item
    name, pro = rng.choice(NAMES)
    right = dict(a=a, b=b, c=c, name=name, pro=pro, Pro=_cap(pro), things=rng.choice(THINGS))
    t = _table("word_problem")[kind]
    if kind == "add":
        right.update(mid=a + b, ans=a + b)
        values = _plusminus(a + b) + [_swap_digits(a + b), a - b]
    elif kind == "sub":
        right.update(mid=a - b, ans=a - b)
        values = _plusminus(a - b) + [_swap_digits(a - b), a + b]
    else:
        mid = a + b
        right.update(mid=mid, ans=mid - c)
        # a slip in the first step carried through, forgetting the second step, or adding twice
        values = _plusminus(mid - c) + [mid, mid + c]
    candidates = [dict(right, ans=v) for v in values]
    if kind == "two":
        candidates += [dict(right, mid=m, ans=m - c) for m in _plusminus(right["mid"], (1, 2))]
    # no "1 apples", and a slipped first step must not land on the right answer
    avoid = {0, 1, a, b, c, right["ans"]}
    wrong = _pick_wrong(rng, right, candidates, avoid=avoid)
    return _example("word_problem", t["question"].format(**right), t["answers"], right, wrong, rng)


def _number_order_items():
    return [("after", n) for n in range(1, 100)] + [("before", n) for n in range(2, 101)]


def _number_order(item, rng):
    kind, n = item
    right = dict(n=n, ans=n + 1 if kind == "after" else n - 1)
    t = _table("number_order")[kind]
    question = rng.choice(t["questions"])
    # off by one more, before/after confused, a wrong tens digit
    values = _plusminus(right["ans"], (1, 2, 10)) + [_swap_digits(right["ans"])]
    wrong = _pick_wrong(rng, right, [dict(right, ans=v) for v in values], avoid={n})
    return _example("number_order", question.format(**right), t["answers"], right, wrong, rng)


def _sequence_items():
    items = [(s, d) for s in range(1, 21) for d in range(1, 11)]
    items += [(s, -d) for s in range(20, 61) for d in range(1, 6) if s - 4 * d >= 1]
    return items


def _sequence(item, rng):
    s, d = item
    terms = [s + i * d for i in range(4)]
    seq = ", ".join(map(str, terms))
    step = f"adds {d}" if d > 0 else f"subtracts {-d}"
    right = dict(seq=seq, step=step, ans=s + 4 * d)
    t = _table("sequence")
    question = rng.choice(t["questions"])
    # off by one, a wrong tens digit, a step skipped
    values = _plusminus(right["ans"]) + [right["ans"] + d]
    wrong = _pick_wrong(rng, right, [dict(right, ans=v) for v in values], avoid=set(terms))
    return _example("sequence", question.format(**right), t["answers"], right, wrong, rng)


def _counting_items():
    return [("letters", w) for w in LETTER_WORDS] + [("fact", i) for i in range(len(NUMBER_FACTS))]


def _counting(item, rng):
    kind, key = item
    if kind == "letters":
        right = dict(w=key, spelled="-".join(key), ans=len(key))
        t = _table("counting")["letters"]
        question, templates = rng.choice(t["questions"]).format(**right), t["answers"]
        values = _plusminus(len(key), (1, 2))
    else:
        question, ans, statements, values = NUMBER_FACTS[key]
        right = dict(ans=ans)
        templates = statements + _table("counting")["fact_answers"]
        values = values + _plusminus(ans, (1,))
    wrong = _pick_wrong(rng, right, [dict(right, ans=v) for v in values], avoid={0, 1})  # no "1 letters"
    return _example("counting", question, templates, right, wrong, rng)


def _units_items():
    return [(i, q) for i in range(len(UNITS)) for q in range(1, 13)]


def _units(item, rng):
    i, q = item
    one, many, small, f, confused = UNITS[i]
    right = dict(q=q, big=one if q == 1 else many, one=one, small=small, f=f, ans=q * f)
    t = _table("units")
    question = rng.choice(t["questions"])
    # the wrong factor carried through, one unit too many or few, adding instead of multiplying
    candidates = [dict(right, f=g, ans=q * g) for g in confused]
    candidates += [dict(right, ans=v) for v in [q * f + f, q * f - f, q + f]]
    wrong = _pick_wrong(rng, right, candidates, avoid={q})
    return _example("units", question.format(**right), t["answers"], right, wrong, rng)


def _capitals_items():
    return list(range(len(CAPITALS)))


def _capitals(item, rng):
    country, capital, _, decoys = CAPITALS[item]
    right = dict(country=country, Country=_cap(country), ans=capital)
    t = _table("capitals")
    question = rng.choice(t["questions"])
    # a famous city of the same country is the likely mistake; another country's capital also is one
    others = [c[1] for c in CAPITALS if c[1] != capital]
    cities = decoys if decoys and rng.random() < 0.6 else others
    wrong = _pick_wrong(rng, right, [dict(right, ans=c) for c in cities])
    return _example("capitals", question.format(**right), t["answers"], right, wrong, rng)


def _planets_items():
    return ([("fact", i) for i in range(len(PLANET_FACTS))] + [("nth", i) for i in range(8)]
            + [("after", i) for i in range(7)])


def _planets(item, rng):
    kind, i = item
    if kind == "fact":
        question, ans, templates, mistakes = PLANET_FACTS[i]
        right = dict(ans=ans)
    elif kind == "nth":
        right = dict(ord=ORDINALS[i], ans=PLANETS[i])
        mistakes = [PLANETS[j] for j in (i - 1, i + 1) if 0 <= j < 8]
    else:
        right = dict(x=PLANETS[i], ans=PLANETS[i + 1])
        mistakes = [PLANETS[j] for j in (i - 1, i + 2) if 0 <= j < 8]
    t = _table("planets")
    if kind != "fact":
        question, templates = rng.choice(t[kind]["questions"]).format(**right), t[kind]["answers"]
    templates = templates + t["answers"]
    wrong = _pick_wrong(rng, right, [dict(right, ans=p) for p in mistakes])
    return _example("planets", question, templates, right, wrong, rng)


def _colors_items():
    return list(range(len(THING_COLORS)))


def _colors(item, rng):
    thing, color, mistakes = THING_COLORS[item]
    right = dict(thing=thing, Thing=_cap(thing), ans=color)
    t = _table("colors")
    question = rng.choice(t["questions"])
    wrong = _pick_wrong(rng, right, [dict(right, ans=c) for c in mistakes])
    return _example("colors", question.format(**right), t["answers"], right, wrong, rng)


def _animal_sounds_items():
    return list(range(len(ANIMAL_SOUNDS)))


def _animal_sounds(item, rng):
    animal, sound, accepted, also = ANIMAL_SOUNDS[item]
    right = dict(animal=animal, Animal=_cap(animal), ans=sound)
    t = _table("animal_sounds")
    question = rng.choice(t["questions"])
    mistakes = [s[1] for s in ANIMAL_SOUNDS if s[1] not in accepted + also]
    wrong = _pick_wrong(rng, right, [dict(right, ans=s) for s in mistakes])
    return _example("animal_sounds", question.format(**right), t["answers"], right, wrong, rng)


def _calendar_items():
    return ([("day", "after", i) for i in range(7)] + [("day", "before", i) for i in range(7)]
            + [("month", "after", i) for i in range(12)] + [("month", "before", i) for i in range(12)]
            + [("month", "nth", i) for i in range(12)])


def _calendar(item, rng):
    kind, rel, i = item
    names = DAYS if kind == "day" else MONTHS
    n = len(names)
    t = _table("calendar")[rel]
    question = rng.choice(t["questions"])
    if rel == "nth":
        right = dict(ord=ORDINALS[i], n=i + 1, ans=names[i])
        mistakes = [names[j] for j in (i - 1, i + 1) if 0 <= j < n]
    elif rel == "after":
        right = dict(kind=kind, x=names[i], ans=names[(i + 1) % n])
        mistakes = [names[(i + 2) % n], names[i - 1]]  # one too far, or before/after confused
    else:
        right = dict(kind=kind, x=names[i], ans=names[i - 1])
        mistakes = [names[i - 2], names[(i + 1) % n]]
    templates = t["answers"] + _table("calendar")["answers"]
    wrong = _pick_wrong(rng, right, [dict(right, ans=m) for m in mistakes])
    return _example("calendar", question.format(**right), templates, right, wrong, rng)


def _code_source(name, params, body):
    return f"def {name}({params}):\n" + "\n".join("    " + line for line in body.splitlines())


def _compiles(source):
    try:
        compile(source, "<mutant>", "exec")
        return True
    except SyntaxError:
        return False


def _passes(code, tests):
    """Whether code (our own templates, never model output: grade() runs that in a subprocess) passes."""
    try:
        exec(code + "\n" + tests, {})
        return True
    except Exception:
        return False


def _code_items():
    return list(range(len(CODE_FUNCS)))


def _code(item, rng):
    name, params, desc, bodies, tests = CODE_FUNCS[item]
    question = rng.choice(_table("code")["questions"]).format(name=name, params=params, desc=desc)
    templates = _table("code")["answers"]
    answer = "\n".join("assert " + t for t in tests)
    correct = rng.choice(templates).format(code=_code_source(name, params, rng.choice(bodies)), desc=desc)
    # the mistake: one flipped operator or constant that makes a test fail (a flip can be harmless: 0 <= x)
    mutants = []
    for body in bodies:
        source = _code_source(name, params, body)
        swaps, constants = code_tasks.mutation_sites("", source)
        for at, old, new in swaps + constants:
            wrong = source[:at] + new + source[at + len(old):]
            if _compiles(wrong) and not _passes(wrong, answer):
                mutants.append((source, wrong))
    source, wrong_source = rng.choice(mutants)
    template = rng.choice(templates)
    reference, mistaken = template.format(code=source, desc=desc), template.format(code=wrong_source, desc=desc)
    return dict(question=question, correct=correct, wrong=mistaken, error_at=_common_prefix(reference, mistaken),
                family="code", answer=answer)


def _multi_step_items():
    items = [("boxes", a, b, c) for a in range(3, 13) for b in range(2, 7) for c in range(2, 10)
             if a * b - c >= 2 and len({a, b, c, a * b, a * b - c}) == 5]
    items += [("change", a, b, bill) for a in range(2, 10) for b in range(2, 7) for bill in (10, 20, 50)
              if bill - a * b >= 2 and len({a, b, bill, a * b, bill - a * b}) == 5]
    items += [("share", a, b, c) for a in range(2, 13) for b in range(2, 7) for c in range(2, 7)
              if a * b % c == 0 and a * b // c >= 2 and len({a, b, c, a * b, a * b // c}) == 5]
    return items


def _multi_step(item, rng):
    kind, a, b, c = item
    name, pro = rng.choice(NAMES)
    right = dict(a=a, b=b, c=c, name=name, pro=pro, mid=a * b)
    t = _table("multi_step")[kind]
    if kind == "boxes":
        right.update(things=rng.choice(THINGS), ans=a * b - c)
        slipped = lambda m: m - c  # noqa: E731
        values = _plusminus(a * b - c) + [a * b, a * b + c]
    elif kind == "change":
        items = rng.choice(t["items"])
        right.update(items=items, Items=_cap(items), bill=c, ans=c - a * b)
        slipped = lambda m: c - m  # noqa: E731
        values = _plusminus(c - a * b) + [a * b]
    else:
        right.update(things=rng.choice(THINGS), ans=a * b // c)
        slipped = lambda m: m // c if m % c == 0 else None  # noqa: E731
        values = _plusminus(a * b // c, (1, 2)) + [a * b]
    candidates = [dict(right, ans=v) for v in values]
    # a slip in the first step, carried through to the answer
    candidates += [dict(right, mid=m, ans=slipped(m)) for m in _plusminus(a * b, (1, 2, 10)) if slipped(m) is not None]
    avoid = {0, 1, a, b, c, right["ans"]}
    wrong = _pick_wrong(rng, right, candidates, avoid=avoid)
    return _example("multi_step", t["question"].format(**right), t["answers"], right, wrong, rng)


def _rewrite_items():
    return list(range(len(STORIES)))


def _rewrite(item, rng):
    key, *sentences = STORIES[item]
    n = rng.randint(2, 12)
    slots = dict(n=n, N=n, day=rng.choice(DAYS))
    text = " ".join(s[0] for s in sentences).format(**slots)
    question = rng.choice(REWRITE_QUESTIONS).format(text=text)

    def paraphrase():
        return [rng.choice(s[1:]).format(**slots) for s in sentences]

    correct = " ".join(paraphrase())
    # the mistake: once the rewrite is done, it says one of its sentences again (a loop, or starting over)
    base = paraphrase()
    again = rng.choice([base[0], base[-1]])
    wrong = " ".join(base + [again])
    return dict(question=question, correct=correct, wrong=wrong, error_at=len(wrong) - len(again), family="rewrite",
                answer=key)


def _opposites_items():
    return list(range(len(OPPOSITES)))


def _opposites(item, rng):
    word, opposite, _, mistakes = OPPOSITES[item]
    right = dict(w=word, ans=opposite, Ans=_cap(opposite))
    t = _table("opposites")
    question = rng.choice(t["questions"])
    wrong = _pick_wrong(rng, right, [dict(right, ans=m, Ans=_cap(m)) for m in mistakes])
    return _example("opposites", question.format(**right), t["answers"], right, wrong, rng)


def _science_items():
    return list(range(len(SCIENCE_FACTS)))


def _science(item, rng):
    questions, ans, statements, mistakes = SCIENCE_FACTS[item]
    right = dict(ans=ans)
    templates = statements + _table("science")["answers"]
    wrong = _pick_wrong(rng, right, [dict(right, ans=v) for v in mistakes])
    return _example("science", rng.choice(questions), templates, right, wrong, rng)


def _word_fact(family, table, item, rng, short=None):
    questions, ans, _, statements, mistakes = table[item]
    right = dict(ans=ans)
    short = short or ["It's the {ans}." if family != "animal_facts" or " " in ans else "{Ans}.", "It is {ans}."]
    templates = statements + short
    right["Ans"] = _cap(ans)
    wrong = _pick_wrong(rng, right, [dict(right, ans=m, Ans=_cap(m)) for m in mistakes])
    return _example(family, rng.choice(questions), templates, right, wrong, rng)


def _animal_facts_items():
    return list(range(len(ANIMAL_FACTS)))


def _animal_facts(item, rng):
    return _word_fact("animal_facts", ANIMAL_FACTS, item, rng)


def _geography_items():
    return list(range(len(GEOGRAPHY)))


def _geography(item, rng):
    return _word_fact("geography", GEOGRAPHY, item, rng)


def _trivia_items():
    return list(range(len(TRIVIA)))


def _trivia(item, rng):  # names and things: "It's the Napoleon." would not do
    return _word_fact("trivia", TRIVIA, item, rng, short=_table("trivia")["answers"])


def _word_forms_items():
    return list(range(len(WORD_FORMS)))


def _word_forms(item, rng):
    kind, word, form, mistakes = WORD_FORMS[item]
    right = dict(w=word, ans=form, Ans=_cap(form))
    wrong = _pick_wrong(rng, right, [dict(right, ans=m, Ans=_cap(m)) for m in mistakes])
    return _example("word_forms", rng.choice(WORD_FORM_QUESTIONS[kind]).format(**right), WORD_FORM_ANSWERS[kind],
                    right, wrong, rng)


def _currencies_items():
    return list(range(len(CURRENCIES)))


def _currencies(item, rng):
    country, currency, _, mistakes = CURRENCIES[item]
    right = dict(country=country, Country=_cap(country), ans=currency)
    t = _table("currencies")
    question = rng.choice(t["questions"])
    wrong = _pick_wrong(rng, right, [dict(right, ans=m) for m in mistakes])
    return _example("currencies", question.format(**right), t["answers"], right, wrong, rng)


_GENERATORS = {
    "arithmetic": (_arithmetic_items, _arithmetic),
    "word_problem": (_word_problem_items, _word_problem),
    "number_order": (_number_order_items, _number_order),
    "sequence": (_sequence_items, _sequence),
    "counting": (_counting_items, _counting),
    "units": (_units_items, _units),
    "capitals": (_capitals_items, _capitals),
    "planets": (_planets_items, _planets),
    "colors": (_colors_items, _colors),
    "animal_sounds": (_animal_sounds_items, _animal_sounds),
    "calendar": (_calendar_items, _calendar),
    "code": (_code_items, _code),
    "multi_step": (_multi_step_items, _multi_step),
    "rewrite": (_rewrite_items, _rewrite),
    "opposites": (_opposites_items, _opposites),
    "science": (_science_items, _science),
    "animal_facts": (_animal_facts_items, _animal_facts),
    "geography": (_geography_items, _geography),
    "currencies": (_currencies_items, _currencies),
    "trivia": (_trivia_items, _trivia),
    "word_forms": (_word_forms_items, _word_forms),
}
# Short facts and sums: the first built-in set
FAMILIES = ["arithmetic", "word_problem", "number_order", "sequence", "counting", "units", "capitals", "planets",
            "colors", "animal_sounds", "calendar"]
# Broader data: code with tests, multi-step word problems, rewrites where repeating a sentence is the mistake
BROAD_FAMILIES = ["code", "multi_step", "rewrite"]
# Everyday facts asked in everyday words (a number, an animal, a place, a currency, general knowledge)
EVERYDAY_FAMILIES = ["science", "animal_facts", "geography", "currencies", "trivia", "word_forms"]
TRAIN_FAMILIES = FAMILIES + BROAD_FAMILIES + EVERYDAY_FAMILIES
# Never trained on, so a judge can be evaluated out of distribution (and HumanEval, which grade() cannot check)
EVAL_ONLY_FAMILIES = ["opposites"]
NUMERIC_FAMILIES = ["arithmetic", "word_problem", "number_order", "sequence", "counting", "units", "multi_step",
                    "science"]


# ---------------------------------------------------------------- sampling

def _generate(n, rng, families, pools):
    """n examples, balanced over families; each family walks its pool in shuffled order, so items
    repeat (with fresh phrasing and mistake) only once the pool is used up."""
    examples = []
    for k, family in enumerate(families):
        count = n // len(families) + (k < n % len(families))
        assert pools[family], f"family {family} has no items"
        order = []
        while len(order) < count:
            batch = list(pools[family])
            rng.shuffle(batch)
            order += batch
        build = _GENERATORS[family][1]
        examples += [build(item, rng) for item in order[:count]]
    rng.shuffle(examples)
    return examples


def make_examples(n, seed, families=None):
    """n examples drawn with random.Random(seed), balanced over `families` (default: all)."""
    families = list(families or FAMILIES)
    unknown = [f for f in families if f not in _GENERATORS]
    assert not unknown, f"unknown families {unknown}; known: {FAMILIES}"
    return _generate(n, random.Random(seed), families, {f: _GENERATORS[f][0]() for f in families})


HELDOUT_FRAC = 0.2  # of each family's items, whatever the numbers of examples asked for


def _split_pools(seed, families):
    """(rng, train pools, held-out pools) per family: each family's items (an arithmetic problem, a country,
    a word...) split once, so no held-out question, in any phrasing, is seen in training; a family's split
    depends only on the seed, not on the other families or the numbers of examples."""
    unknown = [f for f in families if f not in TRAIN_FAMILIES]
    assert not unknown, f"not training families: {unknown}; known: {TRAIN_FAMILIES}, eval-only: {EVAL_ONLY_FAMILIES}"
    rng = random.Random(seed)
    train_pools, heldout_pools = {}, {}
    for family in FAMILIES + [f for f in families if f not in FAMILIES]:
        items = _GENERATORS[family][0]()
        # the first families share one RNG stream, which the committed default judge's data depends on
        (rng if family in FAMILIES else random.Random(f"{seed}/{family}")).shuffle(items)
        k = min(len(items) - 2, max(2, round(len(items) * HELDOUT_FRAC)))
        heldout_pools[family], train_pools[family] = items[:k], items[k:]
    return rng, train_pools, heldout_pools


def train_heldout_split(seed=0, n_train=600, n_heldout=150, families=FAMILIES):
    """Train and held-out examples, balanced over `families` (see _split_pools)."""
    rng, train_pools, heldout_pools = _split_pools(seed, families)
    train = _generate(n_train, rng, families, train_pools)
    heldout = _generate(n_heldout, rng, families, heldout_pools)
    shared = {e["question"] for e in train} & {e["question"] for e in heldout}
    assert not shared, f"held-out questions also in train: {sorted(shared)[:3]}"
    return train, heldout


def heldout_examples(n=150, families=BROAD_FAMILIES, seed=0, part=None):
    """n examples of `families` whose items training on train_heldout_split(seed, ...) never sees. part:
    "calibration" or "test", two disjoint halves of those items, so that a threshold chosen on one is
    measured on questions it never saw; None: all of them."""
    if part is None:
        return train_heldout_split(seed, n_train=0, n_heldout=n, families=families)[1]
    _, _, pools = _split_pools(seed, families)
    half = {"calibration": 0, "test": 1}[part]
    return _generate(n, random.Random(f"{seed}/{part}"), families, {f: items[half::2] for f, items in pools.items()})


def eval_only_examples(n=150, seed=0):
    """n examples of the families no training run may use (EVAL_ONLY_FAMILIES): out of distribution."""
    return make_examples(n, seed, EVAL_ONLY_FAMILIES)


def reworded_examples(path=Path(__file__).with_name("reworded_heldout.json")):
    """Hand-written questions worded unlike every template here ("my kid asked me ...", "Trivia night: ..."),
    over the training families and general short facts (family "general", graded by their "grader"); each
    with a correct answer and a wrong one with one mistake at error_at. No training run reads them. The
    file is one JSON list; a bad example raises ValueError naming the file and its index."""
    try:
        examples = json.loads(Path(path).read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise ValueError(f"{path}: not valid JSON ({e.msg}, line {e.lineno})") from None
    if not isinstance(examples, list) or not examples:
        raise ValueError(f"{path}: expected a non-empty JSON list of examples")
    for i, ex in enumerate(examples):
        missing = [key for key in ("correct", "wrong", "family") if isinstance(ex, dict) and key not in ex]
        problem = _problem(ex, "labels") or (f"missing key {missing[0]!r}" if missing else _problem(ex, "mining"))
        if problem:
            raise ValueError(f"{path}: example {i}: {problem}")
    return examples


# ---------------------------------------------------------------- JSONL

# How an answer is checked: a built-in family's name, or one of these kinds (for your own questions)
GRADERS = {
    "number": "the answer's final stated number equals `answer` (an integer)",
    "contains": "`answer` appears in the text as a whole word or phrase (any case)",
    "code": "the answer's code (its first ``` block, or from `def` on) passes `answer`: Python asserts",
    "rewrite": "`answer` (a key word) appears and no sentence, or run of 8 words, is said twice",
}

_FIELDS = {"question": str, "correct": str, "wrong": str, "error_at": int, "family": str, "answer": (str, type(None)),
           "grader": str, "drafts": list}


def _problem(ex, use=None):
    """What is wrong with one example dict, or None. use="labels": it must give hand labels (a correct
    answer, or a wrong one with error_at); use="mining": it must say how to grade an answer."""
    if not isinstance(ex, dict):
        return f"expected a JSON object, got {type(ex).__name__}"
    if "question" not in ex:
        return "missing key 'question'"
    for key, kind in _FIELDS.items():
        if key in ex and (not isinstance(ex[key], kind) or isinstance(ex[key], bool)):
            return f"'{key}' has type {type(ex[key]).__name__}"
    if "wrong" in ex and "error_at" not in ex:
        return "missing key 'error_at' (the index of the first wrong char of 'wrong')"
    if "error_at" in ex and "wrong" not in ex:
        return "'error_at' without 'wrong'"
    if "wrong" in ex:
        if ex["wrong"] == ex.get("correct"):
            return "'wrong' is identical to 'correct'"
        if not 0 <= ex["error_at"] < len(ex["wrong"]):
            return (f"error_at={ex['error_at']} is outside 'wrong' (length {len(ex['wrong'])}): "
                    "the mistake must start at a char of it")
    if not all(isinstance(d, str) for d in ex.get("drafts", [])):
        return "'drafts' must be a list of strings"
    if "grader" in ex and ex["grader"] not in GRADERS:
        return f"unknown grader {ex['grader']!r}; known: {', '.join(GRADERS)}"
    if use == "labels" and "correct" not in ex and "wrong" not in ex:
        return "has neither 'correct' nor 'wrong' with 'error_at': nothing to label"
    if use == "mining":
        kind = ex.get("grader") or ex.get("family")
        if kind not in GRADERS and kind not in TRAIN_FAMILIES + EVAL_ONLY_FAMILIES:
            return "needs a 'grader' (" + ", ".join(GRADERS) + ") to check answers"
        if ex.get("answer") is None:
            return "needs an 'answer' for its grader"
        if kind == "number" and not re.fullmatch(r"-?\d+", ex["answer"]):
            return f"grader 'number' needs an integer 'answer', not {ex['answer']!r}"
    return None


def read_jsonl(path, use=None):
    """Examples from a JSONL file, one object per line (blank lines skipped), checked for `use` (see
    _problem). Raises ValueError naming the file, line and problem on the first bad line."""
    examples = []
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                ex = json.loads(line)
            except json.JSONDecodeError as e:
                raise ValueError(f"{path}: line {lineno}: not valid JSON ({e.msg})") from None
            problem = _problem(ex, use)
            if problem:
                raise ValueError(f"{path}: line {lineno}: {problem}")
            examples.append(ex)
    if not examples:
        raise ValueError(f"{path}: no examples")
    return examples


def write_jsonl(path, examples):
    """One example per line, checked the same way read_jsonl checks them."""
    for i, ex in enumerate(examples):
        problem = _problem(ex)
        assert problem is None, f"example {i}: {problem}"
    with open(path, "w", encoding="utf-8") as f:
        for ex in examples:
            f.write(json.dumps(ex, ensure_ascii=False) + "\n")
