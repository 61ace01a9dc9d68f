"""How a judge example's answer is graded: `grade(example, text)` says whether a generated text states the
example's right final answer (data/judge_tasks.py makes the examples and says which grader each kind uses:
judge_tasks.GRADERS). Lenient on format, strict on value; code runs in a separate Python with limits."""
import re
import subprocess
import sys
import tempfile

from data.judge_tasks import (ANIMAL_FACTS, ANIMAL_SOUNDS, CAPITALS, COLORS, CURRENCIES, DAYS, EVAL_ONLY_FAMILIES,
                              GEOGRAPHY, MONTHS, NUMERIC_FAMILIES, OPPOSITES, PLANETS, TRAIN_FAMILIES, TRIVIA,
                              WORD_FORMS, GRADERS)

_SMALL = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
          "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
# "one" alone is left out: it is far more often a pronoun ("the next one is 10") than a number
_NUMBER = re.compile(r"\d+(?:,\d{3})*(?!\d)|\b(?:" + "|".join(_TENS) + r")(?:[- ](?:" + "|".join(_SMALL[1:10])
                     + r"))?\b|\b(?:" + "|".join(w for w in _SMALL if w != "one") + r")\b", re.IGNORECASE)


def _value(token):
    token = token.lower().replace(",", "")
    if token.isdigit():
        return int(token)
    parts = re.split(r"[- ]", token)
    if parts[0] in _TENS:
        return 20 + 10 * _TENS.index(parts[0]) + (_SMALL.index(parts[1]) if len(parts) > 1 else 0)
    return _SMALL.index(parts[0])


def _numbers(text):
    return [_value(m.group()) for m in _NUMBER.finditer(text)]


def _stated_number(text, question, first):
    """The final number a text states: after "answer is" anywhere (a step-by-step answer ends with
    it), else in the first paragraph with a number (small models ramble on after answering): after
    its last "=", else in its first sentence with a number, ignoring numbers copied from the
    question unless nothing else is there. `first` takes the first such number (a sequence's next
    term) instead of the last (the end of a chain of reasoning)."""
    m = re.search(r"answer\s*(?:is|:|=)[\s:*]*(" + _NUMBER.pattern + ")", text, re.IGNORECASE)
    if m:
        return _value(m.group(1))
    paragraphs = [p for p in re.split(r"\n\s*\n", text) if _NUMBER.search(p)]
    if not paragraphs:
        return None
    para = paragraphs[0]
    if "=" in para:
        after = _numbers(para[para.rindex("="):])
        if after:
            return after[0]
    sentence = next(s for s in re.split(r"(?<=[.!?])\s+|\n", para) if _NUMBER.search(s))
    nums = _numbers(sentence)
    in_question = set(_numbers(question))
    nums = [n for n in nums if n not in in_question] or nums
    return nums[0] if first else nums[-1]


def _word_pattern(form):
    # Months are proper nouns, and "may"/"march" are also common words
    flags = 0 if form in ("May", "March") else re.IGNORECASE
    return re.compile(r"\b" + re.escape(form) + r"(?:s|es|ed|ing)?\b", flags)


_ALIASES = {capital: [capital] + aliases for _, capital, aliases, _ in CAPITALS}
_ALIASES.update({sound: accepted for _, sound, accepted, _ in ANIMAL_SOUNDS})
_ALIASES["gray"] = ["gray", "grey"]
for _facts in (ANIMAL_FACTS, GEOGRAPHY, TRIVIA):
    _ALIASES.update({fact[1]: [fact[1]] + fact[2] for fact in _facts if fact[2]})
_ALIASES.update({c[1]: [c[1]] + c[2] for c in CURRENCIES if c[2]})
_ALIASES.update({opposite: [opposite] + accepted for _, opposite, accepted, _ in OPPOSITES if accepted})
_VOCAB = {
    "capitals": [c[1] for c in CAPITALS] + [a for c in CAPITALS for a in c[2] + c[3]],
    "planets": PLANETS + ["Pluto"],
    "colors": COLORS + ["grey"],
    "animal_sounds": sorted({s for a in ANIMAL_SOUNDS for s in a[2] + a[3]}),
    "calendar": DAYS + MONTHS,
    "opposites": sorted({w for o in OPPOSITES for w in [o[0], o[1]] + o[2] + o[3]}),
    "animal_facts": sorted({w for f in ANIMAL_FACTS for w in [f[1]] + f[2] + f[4]}),
    "geography": sorted({w for f in GEOGRAPHY for w in [f[1]] + f[2] + f[4]}),
    "currencies": sorted({w for c in CURRENCIES for w in [c[1]] + c[2] + c[3]}),
    "trivia": sorted({w for f in TRIVIA for w in [f[1]] + f[2] + f[4]}),
    "word_forms": sorted({w for f in WORD_FORMS for w in [f[2]] + f[3]}),
}
_VOCAB = {family: [(form, _word_pattern(form)) for form in forms] for family, forms in _VOCAB.items()}


def _stated_word(text, question, family):
    """The first answer-like word (a city, a planet, a color...) in the text, skipping words the
    question itself names ("What day comes after Monday?")."""
    best = None
    for form, pattern in _VOCAB[family]:
        if pattern.search(question):
            continue
        m = pattern.search(text)
        if m and (best is None or (m.start(), -len(m.group())) < best[0]):
            best = ((m.start(), -len(m.group())), form)
    return best and best[1]


def _repeats(text):
    """Whether a text says one of its sentences twice, or repeats a run of 8 words."""
    words = re.findall(r"[a-z0-9']+", text.lower())
    runs = [tuple(words[i:i + 8]) for i in range(len(words) - 7)]
    sentences = [" ".join(re.findall(r"[a-z0-9']+", s.lower())) for s in re.split(r"(?<=[.!?])\s+|\n+", text)]
    sentences = [s for s in sentences if s.count(" ") >= 2]
    return len(set(runs)) < len(runs) or len(set(sentences)) < len(sentences)


def _code_of(text):
    """The code in an answer: its first ``` block, else from the first `def` to the first line of prose."""
    m = re.search(r"```[\w+-]*\n(.*?)(?:```|\Z)", text, re.DOTALL)
    if m:
        return m.group(1)
    lines = text[max(text.find("def "), 0):].splitlines()
    keep = 1
    while keep < len(lines) and (not lines[keep].strip() or lines[keep][0] in " \t#@"
                                 or lines[keep].startswith(("def ", "import ", "from ", "class "))):
        keep += 1
    return "\n".join(lines[:keep])


# Runs an answer's code and its tests in a separate Python, with memory and CPU limits
_HARNESS = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
resource.setrlimit(resource.RLIMIT_CPU, (5, 5))
exec(compile(sys.stdin.read(), "<answer>", "exec"), {"__name__": "__graded__"})
"""


def _passes_tests(code, tests):
    try:
        r = subprocess.run([sys.executable, "-I", "-c", _HARNESS], input=code + "\n\n" + tests + "\n",
                           capture_output=True, text=True, timeout=10, cwd=tempfile.gettempdir())
    except subprocess.TimeoutExpired:
        return False
    return r.returncode == 0


def grade(example, generated_text):
    """Whether the text states the example's right final answer. Lenient on format ("7", "seven",
    "The answer is **7**", "paris", "A dog barks."), strict on value: the stated number, or the
    first answer-like word, must be the answer. Code runs against its tests in a subprocess (model
    output is untrusted); a rewrite must keep its key word and never repeat itself. The example's
    "grader" (see GRADERS) overrides its family."""
    family, answer, question = example.get("family"), example.get("answer"), example.get("question", "")
    kind = example.get("grader") or family
    text = generated_text
    if kind == "number" or kind in NUMERIC_FAMILIES:
        return _stated_number(text, question, first=kind == "sequence") == int(answer)
    if kind == "contains":
        return re.search(r"(?<!\w)" + re.escape(answer) + r"(?!\w)", text, re.IGNORECASE) is not None
    if kind == "code":
        return _passes_tests(_code_of(text), answer)
    if kind == "rewrite":
        return re.search(r"\b" + re.escape(answer) + r"\b", text, re.IGNORECASE) is not None and not _repeats(text)
    if kind in _VOCAB:
        word = _stated_word(text, question, kind)
        return word is not None and word.lower() in [a.lower() for a in _ALIASES.get(answer, [answer])]
    raise ValueError(f"cannot grade family {family!r}: humaneval answers are code (run its tests); "
                     f"known families: {TRAIN_FAMILIES + EVAL_ONLY_FAMILIES}, graders: {list(GRADERS)}")


# ---------------------------------------------------------------- competition math (MATH-500)
def last_boxed(text: str) -> str | None:
    """What the last \\boxed{...} of a text holds (braces balanced), or None: a step-by-step answer states its
    result there, and earlier boxes are often intermediate."""
    start = text.rfind("\\boxed{")
    if start < 0:
        return None
    i, depth = start + len("\\boxed{"), 1
    for j in range(i, len(text)):
        depth += {"{": 1, "}": -1}.get(text[j], 0)
        if depth == 0:
            return text[i:j]
    return None  # cut off inside the box: no answer


def math_correct(text: str, gold: str) -> bool:
    """Whether the last \\boxed{} of text equals the gold answer, by math-verify (the field's checker: both sides
    parsed to sympy, equal as numbers, sets, intervals or expressions). No box: wrong."""
    from math_verify import parse, verify

    boxed = last_boxed(text)
    if boxed is None:
        return False
    # MATH states a percentage's answer as the bare number ("By what percent ...?" -> 10), and math-verify reads
    # "10\%" as 1/10: the sign is dropped, as MATH's own normalizer does (the one wrong verdict a hand check found)
    boxed = re.sub(r"\s*\\?%\s*$", "", boxed)
    # math-verify bounds its own sympy work by SIGALRM (5 s), so this runs in a main thread
    answer = parse(f"${boxed}$")
    return bool(answer) and verify(parse(f"${gold}$"), answer)


# ---------------------------------------------------------------- MT-Bench's questions with a reference
_STATED = re.compile(r"-?\d[\d,]*(?:\.\d+)?(?:\s*/\s*\d+)?")


def _numbers_in(text: str) -> list[float]:
    out = []
    for found in _STATED.findall(text):
        top, _, bottom = found.replace(",", "").replace(" ", "").partition("/")
        try:
            out.append(float(top) / float(bottom) if bottom else float(top))
        except (ValueError, ZeroDivisionError):
            pass
    return out


def final_number(answer: str, question: str = "") -> float | None:
    """The number an answer ends on: what its last \\boxed{} holds, else the last number of its prose (code blocks,
    closed or cut off, left out: they restate the working), skipping numbers the question itself gives ("There are
    19 integers in the solution of |x + 5| < 10") unless nothing else is left. 1,000 -> 1000; 17/18 -> 0.944..."""
    boxed = last_boxed(answer)
    if boxed is not None and _numbers_in(boxed):
        return _numbers_in(boxed)[-1]
    prose = re.sub(r"```.*?(?:```|\Z)", " ", answer, flags=re.S)
    nums, given = _numbers_in(prose), set(_numbers_in(question))
    nums = [n for n in nums if n not in given] or nums
    return nums[-1] if nums else None


def mtbench_check(answer: str, checker: dict, question: str = "") -> bool | None:
    """Whether an answer to an MT-Bench question passes its checker (data/mtbench_checkers.json says what each
    kind means), or None where the question is unscored."""
    if "unscored" in checker:
        return None
    if "final" in checker:
        got = final_number(answer, question)
        return got is not None and any(abs(got - want) <= 1e-3 for want in checker["final"])
    if checker.get("code"):
        from data import code_tasks
        from data.benchmarks import extract_code

        if "```" not in answer:
            return False
        # runs as a module: definitions and top-level code, not its `if __name__ == "__main__":` demo (stdin is closed)
        anything = {"entry_point": "__name__", "test": "def check(candidate):\n    pass\n"}
        return code_tasks.run_tests(extract_code(answer), anything, timeout=10)[0]
    return (all(re.search(r, answer, re.IGNORECASE) for r in checker.get("must", []))
            and not any(re.search(r, answer, re.IGNORECASE) for r in checker.get("must_not", [])))
