"""Step-by-step math problems this project writes, with answers computed by code: the judge's math labels.

Word and algebra problems of sixteen kinds (equations, rates, shares, series, counting, probability, remainders...),
each kind in several wordings, with numbers drawn by a seeded RNG and the answer computed from them (an integer,
or a fraction in lowest terms, written as LaTeX so data/grading.math_correct checks it as it checks MATH-500).
None is taken from MATH, GSM8K or a rewrite of either: the kinds are textbook exercises, the wordings ours.
The problems are data, data/math_tasks.jsonl, one per line: {"id", "kind", "question", "answer", "split"}; this
file made them and checks them (`python data/math_tasks.py` rewrites the file, `--check` compares it).

The split is by kind and number draw (a hash of the question): "train" for labels, "heldout" for the frontier a
judge is chosen on, so that no held-out question shares its text with a trained one.
"""
import argparse
import hashlib
import json
import math
import random
import sys
from fractions import Fraction
from pathlib import Path

DEFAULT = Path(__file__).with_name("math_tasks.jsonl")
PER_KIND = 24  # 16 kinds: 384 problems
NAMES = ["Ana", "Ben", "Chen", "Dara", "Eli", "Fatima", "Goran", "Hana", "Ivo", "Jun", "Kofi", "Lena", "Mateo",
         "Nadia", "Omar", "Priya", "Quinn", "Rosa", "Sami", "Tomas"]


def tex(x) -> str:
    """An exact answer as LaTeX: an integer, or \\frac{p}{q} in lowest terms (a minus sign in front)."""
    x = Fraction(x)
    if x.denominator == 1:
        return str(x.numerator)
    sign = "-" if x < 0 else ""
    return f"{sign}\\frac{{{abs(x.numerator)}}}{{{x.denominator}}}"


def _linear(r):
    a, x, b = r.randint(2, 12), r.randint(-15, 15), r.randint(-40, 40)
    c = a * x + b
    q = r.choice(["Solve for $x$: ${a}x {op} {b} = {c}$.", "Find $x$ if ${a}x {op} {b} = {c}$.",
                  "What value of $x$ satisfies ${a}x {op} {b} = {c}$?"])
    return q.format(a=a, op="+" if b >= 0 else "-", b=abs(b), c=c), x


def _fraction_equation(r):
    a, b, c = r.randint(2, 9), r.randint(2, 9), r.randint(1, 20)
    q = r.choice(["Solve for $y$: $\\frac{{y}}{{{a}}} + \\frac{{y}}{{{b}}} = {c}$.",
                  "If $\\frac{{y}}{{{a}}} + \\frac{{y}}{{{b}}} = {c}$, what is $y$?"])
    return q.format(a=a, b=b, c=c), Fraction(c) / (Fraction(1, a) + Fraction(1, b))


def _system(r):
    x, y = r.randint(-9, 12), r.randint(-9, 12)
    a, b = r.randint(1, 5), r.randint(1, 5)
    s, d = a * x + y, x - b * y
    ask, value = r.choice([("x + y", x + y), ("xy", x * y), ("x - y", x - y)])
    q = r.choice(["If ${a}x + y = {s}$ and $x - {b}y = {d}$, what is ${ask}$?",
                  "The numbers $x$ and $y$ satisfy ${a}x + y = {s}$ and $x - {b}y = {d}$. Find ${ask}$."])
    return q.format(a=a, s=s, b=b, d=d, ask=ask).replace("1x", "x").replace(" 1y", " y"), value


def _percent(r):
    price, up, down = r.choice(range(40, 400, 20)), r.choice([10, 20, 25, 50]), r.choice([10, 20, 25, 40])
    q = r.choice(["A jacket costs ${p}$ dollars. Its price rises by ${u}\\%$, and then the new price falls by ${d}\\%$. "
                  "What is the final price in dollars?",
                  "{n} buys a bike priced at ${p}$ dollars after the shop raises the price by ${u}\\%$ and then gives "
                  "${d}\\%$ off the raised price. How many dollars does {n} pay?"])
    return q.format(p=price, u=up, d=down, n=r.choice(NAMES)), Fraction(price) * (100 + up) / 100 * (100 - down) / 100


def _share(r):
    a, b = r.sample(range(1, 10), 2)
    total = (a + b) * r.randint(3, 40)
    n1, n2 = r.sample(NAMES, 2)
    q = r.choice(["{n1} and {n2} share ${t}$ marbles in the ratio ${a}:{b}$. How many marbles does {n2} get?",
                  "A prize of ${t}$ dollars is split between {n1} and {n2} in the ratio ${a}:{b}$. How many dollars "
                  "does {n2} receive?"])
    return q.format(n1=n1, n2=n2, t=total, a=a, b=b), total * b // (a + b)


def _work(r):
    a, b = r.sample(range(2, 13), 2)
    q = r.choice(["One pipe fills a tank in ${a}$ hours and another fills it in ${b}$ hours. Working together, how "
                  "many hours do they take to fill it?",
                  "{n1} can paint a fence in ${a}$ hours; {n2} can paint it in ${b}$ hours. How long, in hours, does "
                  "it take them together?"])
    n1, n2 = r.sample(NAMES, 2)
    return q.format(a=a, b=b, n1=n1, n2=n2), Fraction(a * b, a + b)


def _speed(r):
    d, v1, v2 = r.choice([60, 90, 120, 120, 180]), r.choice([20, 30, 40, 45, 60]), r.choice([30, 40, 60, 90])
    q = r.choice(["A car drives ${d}$ km to a town at ${v1}$ km/h and returns the same way at ${v2}$ km/h. What is its "
                  "average speed for the round trip, in km/h?",
                  "{n} cycles ${d}$ km out at ${v1}$ km/h and the same ${d}$ km back at ${v2}$ km/h. Find the average "
                  "speed over the whole ride in km/h."])
    return q.format(d=d, v1=v1, v2=v2, n=r.choice(NAMES)), Fraction(2 * d, 1) / (Fraction(d, v1) + Fraction(d, v2))


def _rectangle(r):
    w, extra = r.randint(2, 20), r.randint(1, 15)
    length = w + extra
    q = r.choice(["A rectangle's length is ${e}$ more than its width, and its perimeter is ${p}$. What is its area?",
                  "The perimeter of a rectangular garden is ${p}$ meters and it is ${e}$ meters longer than it is wide. "
                  "Find its area in square meters."])
    return q.format(e=extra, p=2 * (w + length)), w * length


def _series(r):
    a, d, n = r.randint(-10, 20), r.randint(2, 9), r.randint(8, 40)
    q = r.choice(["What is the sum of the first ${n}$ terms of the arithmetic sequence ${a0}, {a1}, {a2}, \\ldots$?",
                  "An arithmetic sequence starts ${a0}, {a1}, {a2}$. What is the sum of its first ${n}$ terms?"])
    return q.format(n=n, a0=a, a1=a + d, a2=a + 2 * d), n * (2 * a + (n - 1) * d) // 2


def _gcd_lcm(r):
    g = r.randint(2, 15)
    x, y = g * r.randint(2, 12), g * r.randint(2, 12)
    ask, value = r.choice([("greatest common divisor", math.gcd(x, y)), ("least common multiple", math.lcm(x, y)),
                           ("sum of the greatest common divisor and the least common multiple",
                            math.gcd(x, y) + math.lcm(x, y))])
    return f"What is the {ask} of ${x}$ and ${y}$?", value


def _committee(r):
    n, k = r.randint(6, 14), r.randint(2, 5)
    q = r.choice(["In how many ways can a committee of ${k}$ be chosen from ${n}$ people?",
                  "A club has ${n}$ members. How many different groups of ${k}$ members can it send to a meeting?"])
    return q.format(n=n, k=k), math.comb(n, k)


def _dice(r):
    s = r.randint(3, 11)
    ways = sum(1 for i in range(1, 7) for j in range(1, 7) if i + j == s)
    q = r.choice(["Two fair six-sided dice are rolled. What is the probability that their sum is ${s}$?",
                  "{n} rolls two standard dice. What is the probability that the two numbers add up to ${s}$?"])
    return q.format(s=s, n=r.choice(NAMES)), Fraction(ways, 36)


def _remainder(r):
    a, n, m = r.randint(2, 13), r.randint(10, 60), r.randint(5, 13)
    q = r.choice(["What is the remainder when ${a}^{{{n}}}$ is divided by ${m}$?", "Find ${a}^{{{n}}} \\bmod {m}$."])
    return q.format(a=a, n=n, m=m), pow(a, n, m)


def _quadratic(r):
    p, s = r.sample(range(-9, 10), 2)
    b, c = -(p + s), p * s
    ask, value = r.choice([("the sum of the squares of its roots", p * p + s * s), ("the product of its roots", c),
                           ("the larger root", max(p, s))])
    poly = "x^2" + (f" {'+' if b >= 0 else '-'} {abs(b)}x" if b else "") + (f" {'+' if c >= 0 else '-'} {abs(c)}" if c else "")
    return f"For the equation ${poly} = 0$, what is {ask}?".replace(" 1x", " x"), value


def _average(r):
    k, m = r.randint(3, 9), r.randint(10, 60)
    new = r.randint(m - 5, m + 30)
    m2 = Fraction(k * m + new, k + 1)
    q = r.choice(["The average of ${k}$ numbers is ${m}$. When one more number is added, the average becomes ${m2}$. "
                  "What number was added?",
                  "{n}'s average over ${k}$ tests is ${m}$. After one more test the average is ${m2}$. What did {n} "
                  "score on that test?"])
    return q.format(k=k, m=m, m2=tex(m2).replace("\\frac", "\\tfrac"), n=r.choice(NAMES)), new


def _consecutive(r):
    n, first = r.randint(3, 9), r.randint(-20, 60)
    step, what = r.choice([(1, "consecutive integers"), (2, "consecutive even integers" if first % 2 == 0 else
                                                       "consecutive odd integers")])
    total = sum(first + step * i for i in range(n))
    return f"The sum of ${n}$ {what} is ${total}$. What is the largest of them?", first + step * (n - 1)


KINDS = {"linear": _linear, "fraction_equation": _fraction_equation, "system": _system, "percent": _percent,
         "share": _share, "work": _work, "speed": _speed, "rectangle": _rectangle, "series": _series,
         "gcd_lcm": _gcd_lcm, "committee": _committee, "dice": _dice, "remainder": _remainder,
         "quadratic": _quadratic, "average": _average, "consecutive": _consecutive}
HELDOUT_FRAC = 0.25


def make_tasks(per_kind: int = PER_KIND, seed: int = 0) -> list[dict]:
    """per_kind distinct problems of every kind, deterministic by seed, each with its split."""
    tasks = []
    for kind, make in KINDS.items():
        r, seen = random.Random(f"{seed}/{kind}"), set()
        while len(seen) < per_kind:
            question, answer = make(r)
            if question in seen:
                continue
            seen.add(question)
            h = int(hashlib.sha256(question.encode()).hexdigest()[:8], 16) / 16 ** 8
            tasks.append({"id": f"jfmath/{kind}/{len(seen) - 1}", "kind": kind, "question": question,
                          "answer": tex(answer), "split": "heldout" if h < HELDOUT_FRAC else "train"})
    return tasks


def load_tasks(path: Path = DEFAULT) -> list[dict]:
    """The committed problems; a one-line error naming the file where it is missing or broken."""
    try:
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    except FileNotFoundError:
        raise FileNotFoundError(f"{path}: not found (python data/math_tasks.py writes it)") from None
    except json.JSONDecodeError as e:
        raise ValueError(f"{path}: not valid JSON lines ({e.msg}, line {e.lineno})") from None
    bad = [r for r in rows if not isinstance(r, dict) or set(r) != {"id", "kind", "question", "answer", "split"}]
    if bad or not rows:
        raise ValueError(f"{path}: every line must be an object with id, kind, question, answer and split")
    return rows


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="only say whether data/math_tasks.jsonl is what this makes")
    a = ap.parse_args(argv)
    text = "".join(json.dumps(t, ensure_ascii=False) + "\n" for t in make_tasks())
    if a.check:
        same = DEFAULT.is_file() and DEFAULT.read_text(encoding="utf-8") == text
        print(f"{DEFAULT.name}: {'as made' if same else 'differs from what this file makes'}")
        sys.exit(0 if same else 1)
    tmp = DEFAULT.with_name(f".{DEFAULT.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(DEFAULT)  # the file is this script's own output: rewritten whole, never half
    print(f"wrote {DEFAULT}: {text.count(chr(10))} problems")


def round_robin(tasks: list[dict]) -> list[dict]:
    """The problems in round-robin order over their kinds (the file holds them kind by kind), so that a run
    stopped part way (labelling, or an evaluation with --limit) has every kind, not the first few."""
    rank, seen = {}, {}
    for t in tasks:
        rank[t["id"]] = seen.get(t["kind"], 0)
        seen[t["kind"]] = rank[t["id"]] + 1
    return sorted(tasks, key=lambda t: rank[t["id"]])  # sorted is stable: kinds keep their file order within a round


if __name__ == "__main__":
    main()

