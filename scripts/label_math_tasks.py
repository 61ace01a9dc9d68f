"""Token labels for a judge from checked math: the project's own problems (data/math_tasks.jsonl, written by
data/math_tasks.py with answers computed by code; none from MATH, GSM8K or their rewrites), asked as MATH-500 is
asked (data/benchmarks.math_chat), answered step by step by the target and by its draft, and graded by math-verify
against the computed answer (data/grading.math_correct). Only the "train" problems are labelled: the "heldout" ones
are the frontier a retrained judge is measured on.

    target's answer right        -> a correct answer: every token positive
    draft's answer right         -> a correct answer worded otherwise (the tokens standard verification rejects)
    one-token mutation of a      -> a wrong answer, its first changed character the mistake (train_judge.token_labels:
      right answer                  the tokens before it positive, it negative). Sites: a number that states a
                                    step's result (right after "=", or inside \\boxed{}), changed (n+1, n-1, n+10, 2n,
                                    digits swapped), and an operator between two numbers (+ for -, - for +, \\times for +)
    draft's answer wrong         -> a wrong answer labelled at its first sign of a wrong step (first_mistake), the
                                    earliest of: its first false equation (an "A = B" whose both sides are plain
                                    arithmetic, numbers, + - * / ^, \\times, \\cdot, \\div, \\frac, and unequal);
                                    its first number that neither the question nor the target's right answer holds
                                    (the draft left the right path there); else its final \\boxed{} answer. A set-up
                                    error before that point is labelled positive: the price of locating mistakes
                                    without a person. A new number on a right path of its own labels a right token
                                    negative instead, which costs the judge speed, not quality.

Each problem's examples are appended to --out, then a line to --out's .log.jsonl (answers, verdicts, counts), as
scripts/label_code_tasks.py does: a run that stops continues where it was. The lines are train_judge.py's
hand-label format with "task_id", "source" and "split" (train, val or calibration, by a hash of the id, as the
code tasks): pass the file to train_judge.py --code beside the code labels.

    python scripts/label_math_tasks.py [--out data/math_labels/Qwen2.5-Coder-1.5B-Instruct.jsonl] [--limit N]
    python scripts/label_math_tasks.py --relabel    # the labels again from the answers made, by this labeller
"""
import argparse
import ast
import json
import operator
import os
import random
import re
import sys
import time
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]
import checkpoint  # noqa: E402
import flags  # noqa: E402
import draft as drafting  # noqa: E402
import generate as g  # noqa: E402
import quantize  # noqa: E402
from data import code_tasks, math_tasks  # noqa: E402
from data.benchmarks import math_chat  # noqa: E402
from data.grading import last_boxed, math_correct  # noqa: E402
from label_code_tasks import TARGET, log_path, resume  # noqa: E402  the same resumable files
from model import prepack  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402

# ------------------------------------------------------------------------------------------- arithmetic
_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}
# what a side of an equation may be made of: numbers, operators, brackets and the LaTeX spellings of them
_ARITH = r"(?:\\times|\\cdot|\\div|\\d?frac|\\left|\\right|[\d.,+\-*/()^{} ])+"
_SCALING_WORDS = {"of", "by", "per", "times", "at", "every", "each", "for", "x"}
_MATH_DELIMS = re.compile(r"\\\(|\\\)|\\\[|\\\]|\$")


def _eval(node):
    if isinstance(node, ast.Expression):
        return _eval(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return Fraction(str(node.value))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        v = _eval(node.operand)
        return -v if isinstance(node.op, ast.USub) else v
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        return _OPS[type(node.op)](_eval(node.left), _eval(node.right))
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
        base, exp = _eval(node.left), _eval(node.right)
        if exp.denominator != 1 or abs(exp) > 64:  # 2^{1/2} is no arithmetic here, 10^{999} no step of ours
            raise ValueError("exponent")
        return base ** int(exp)
    raise ValueError("not arithmetic")


def arith_value(text: str) -> Fraction | None:
    """The exact value of a plain arithmetic expression in LaTeX or ASCII ("3 \\times 4", "\\frac{12}{3} + 1",
    "2^3", "1,200"), or None where it is anything else (a variable, a function, a unit, an empty string)."""
    s = text.strip()
    if not re.search(r"\d", s) or len(s) > 120:
        return None
    s = re.sub(r"\\d?frac\{([^{}]*)\}\{([^{}]*)\}", r"((\1)/(\2))", s)
    s = s.replace("\\times", "*").replace("\\cdot", "*").replace("\\div", "/").replace("\\left", "").replace("\\right", "")
    s = re.sub(r"(?<=\d),(?=\d{3}\b)", "", s)  # 1,200: a thousands comma
    s = s.replace("{", "(").replace("}", ")").replace("^", "**")
    if not re.fullmatch(r"[\d\s.+\-*/()]+", s):
        return None
    try:
        return _eval(ast.parse(s, mode="eval"))
    except (SyntaxError, ValueError, ZeroDivisionError, TypeError, OverflowError):
        return None


def first_false_equation(text: str) -> int | None:
    """Where the first false equation of a solution states its result: the index of the first character of B in
    the first "A = B" whose both sides are plain arithmetic and differ, or None. A side must stand alone: one
    glued to a letter ("2x + 3 = 11", "f(3) = 10", "= 12x") or after a word that scales it ("of 50 = 10") is not
    arithmetic; one after a word and a space ("so 12 - 5 = 7") is."""
    masked = _MATH_DELIMS.sub(lambda m: "\x00" * len(m.group()), text)  # $, \( and \[ end a side, keep positions
    for m in re.finditer(r"=", masked):
        left = re.search(_ARITH + r"$", masked[:m.start()])
        right = re.match(_ARITH, masked[m.end():])
        if not left or not right:
            continue
        # a sentence's comma or full stop around a side is punctuation, not part of it ("so 9 + 11 = 21, and")
        lhs, rhs = re.sub(r"^[\s,.]+", "", left.group()), re.sub(r"[\s,.]+$", "", right.group())
        start = left.start() + len(left.group()) - len(left.group().lstrip(" \t\n,."))
        before = masked[start - 1] if start > 0 else "\n"
        word = re.search(r"(\w+)\s*$", masked[:start])
        if word and word.group(1).lower() in _SCALING_WORDS:
            continue  # "20% of 50 = 10", "3 hours at 60 = 180": the side is part of a phrase
        rhs_at = m.end() + len(right.group()) - len(right.group().lstrip())
        after_at = rhs_at + len(rhs.lstrip())
        after = masked[after_at] if after_at < len(masked) else "\n"
        if not rhs.strip() or before.isalnum() or before in "\\_=<>" or after.isalnum() or after in "\\_":
            continue
        if lhs[:1] in "+*/^" or rhs[-1:] in "+-*/^":
            continue  # a side cut from a longer expression
        a, b = arith_value(lhs), arith_value(rhs)
        if a is not None and b is not None and a != b:
            return rhs_at
    return None


_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def first_new_number(answer: str, known: str) -> int | None:
    """Where the answer first states a number that the known text (the question and a right solution) does not
    hold, or None."""
    seen = set(_NUMBER.findall(known))
    for m in _NUMBER.finditer(answer):
        line_start = answer.rfind("\n", 0, m.start()) + 1
        if answer[m.end():m.end() + 2] == ". " and not answer[line_start:m.start()].strip():
            continue  # "3. Divide ...": a list's number, not a step's
        if m.group() not in seen:
            return m.start()
    return None


def first_mistake(answer: str, question: str, reference: str | None) -> tuple[int, str] | None:
    """(index, how it was found) of the first sign of a wrong step in a wrong answer, or None without any: the
    earliest of its first false equation and (given a right reference solution) its first new number; else the
    start of its final \\boxed{} answer."""
    found = [(at, how) for at, how in ((first_false_equation(answer), "false equation"),
                                       (first_new_number(answer, question + reference) if reference else None,
                                        "new number")) if at is not None]
    if found:
        return min(found)
    box = answer.rfind("\\boxed{")
    return (box + len("\\boxed{"), "final answer") if box >= 0 and last_boxed(answer) else None


# -------------------------------------------------------------------------------------------- mutations
def _changed(number: str, rng: random.Random) -> str | None:
    """A different number in the same spelling: n+1, n-1, n+10, 2n or the digits swapped."""
    n = int(number)
    options = {str(n + 1), str(max(n - 1, 0)), str(n + 10), str(2 * n)}
    if len(number) > 1:
        options.add(number[::-1].lstrip("0") or "0")
    options.discard(number)
    return rng.choice(sorted(options)) if options else None


def mutation_sites(answer: str) -> list[tuple[int, str, str]]:
    """Sites (at, old, new-maker) of one-token mistakes in a solution: a number stating a step's result (after "=",
    or inside \\boxed{}) and an operator between two numbers."""
    sites = []
    for m in re.finditer(r"=\s*\$?\s*(\d+)(?![\d.])", answer):
        sites.append((m.start(1), m.group(1), "number"))
    for m in re.finditer(r"\\boxed\{(\d+)\}", answer):
        sites.append((m.start(1), m.group(1), "number"))
    for m in re.finditer(r"(?<=[\d)}])(\s*)(\+|-|\\times)(\s*)(?=[1-9(\\])", answer):
        sites.append((m.start(2), m.group(2), "operator"))
    return sorted(set(sites))


def mutations(answer: str, n: int, rng: random.Random) -> list[tuple[str, int]]:
    """Up to n one-token mistakes in a right solution: (wrong solution, index of its first changed character)."""
    sites = mutation_sites(answer)
    rng.shuffle(sites)
    out = []
    for at, old, kind in sites:
        new = _changed(old, rng) if kind == "number" else rng.choice([o for o in ("+", "-", "\\times") if o != old])
        if new is None:
            continue
        wrong = answer[:at] + new + answer[at + len(old):]
        out.append((wrong, len(os.path.commonprefix([answer, wrong]))))
        if len(out) == n:
            break
    return out


def label_problem(task: dict, answers: dict, n_mutations: int, rng) -> tuple[list[dict], dict]:
    """The examples of one problem from its answers {source: text}, and what the checker said of each."""
    base = {"question": math_chat(task["question"]), "task_id": task["id"], "split": code_tasks.split_of(task["id"])}
    examples, verdicts, seen = [], {}, set()
    for source, answer in answers.items():
        right = math_correct(answer, task["answer"])
        verdicts[source] = {"right": right, "boxed": last_boxed(answer)}
        if answer in seen:
            continue
        seen.add(answer)
        if right:
            examples.append(dict(base, correct=answer, source=source))
            for wrong, at in mutations(answer, n_mutations, rng):
                if wrong not in seen:
                    seen.add(wrong)
                    examples.append(dict(base, wrong=wrong, error_at=at, source=f"{source} mutation"))
        elif source == "draft":
            reference = answers.get("target") if verdicts.get("target", {}).get("right") else None
            found = first_mistake(answer, task["question"], reference)
            verdicts[source]["mistake"] = found
            if found is not None:
                examples.append(dict(base, wrong=answer, error_at=found[0], source=f"draft wrong ({found[1]})"))
    return examples, verdicts


def relabel(a):
    """--out and its log again from the log's answers: a better labeller applies to the answers already made."""
    tasks = {t["id"]: t for t in math_tasks.load_tasks()}
    logged = checkpoint.read_records(log_path(a.out))
    if not logged:
        raise ValueError(f"{log_path(a.out)}: no answers to relabel")
    examples, lines, counts = [], [], {}
    for r in logged:
        ex, r["verdicts"] = label_problem(tasks[r["task_id"]], r["answers"], a.mutations,
                                          random.Random(f"{a.seed}-{r['task_id']}"))
        r["examples"] = {}
        for e in ex:
            r["examples"][e["source"]] = r["examples"].get(e["source"], 0) + 1
            counts[e["source"]] = counts.get(e["source"], 0) + 1
        examples += ex
        lines.append(r)
    dump = lambda rows: "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in rows)  # noqa: E731
    checkpoint.write_atomic(a.out, lambda tmp: tmp.write_text(dump(examples), encoding="utf-8"), force=True)
    checkpoint.write_atomic(log_path(a.out), lambda tmp: tmp.write_text(dump(lines), encoding="utf-8"), force=True)
    print(f"relabelled {len(lines)} problems into {a.out}: " + ", ".join(f"{n} {s}" for s, n in sorted(counts.items())))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint_path", type=Path, default=TARGET)
    ap.add_argument("--draft_checkpoint_path", type=Path, default=None,
                    help="its draft (default: generate.py's for the target, int8 as generate.py runs it)")
    ap.add_argument("--out", type=flags.out_path, default=None, help="default: data/math_labels/<target folder>.jsonl")
    ap.add_argument("--limit", type=flags.count(1), default=None, help="the first N train problems (in round-robin order over kinds)")
    ap.add_argument("--mutations", type=flags.count(0, 10_000), default=4, help="mutations per right answer")
    ap.add_argument("--max_new_tokens", type=flags.count(1, 1 << 20), default=640)
    ap.add_argument("--seed", type=flags.SEED, default=0)
    ap.add_argument("--relabel", action="store_true",
                    help="only rebuild --out from the answers its log holds, with this labeller (no model runs)")
    a = ap.parse_args(argv)
    target_dir = checkpoint.folder(a.checkpoint_path)
    a.out = a.out or ROOT / "data" / "math_labels" / f"{target_dir.name}.jsonl"
    with checkpoint.one_line_errors():
        if a.relabel:
            return relabel(a)
        tasks = math_tasks.round_robin([t for t in math_tasks.load_tasks() if t["split"] == "train"])[:a.limit]
        done = resume(a.out)
        todo = [t for t in tasks if t["id"] not in done]
        if not todo:
            return print(f"every train problem is in {a.out}")
        draft_path = a.draft_checkpoint_path or target_dir.parent / g.DEFAULT_DRAFTS.get(target_dir.name, "") / "model_int8.pth"
        tok = load_tokenizer(target_dir)
        target = prepack(checkpoint.load_model(target_dir).eval())
        draft = quantize.draft_kernels(checkpoint.load_model(draft_path).eval())
        prompts = {t["id"]: tok.encode_chat(math_chat(t["question"])) for t in todo}
        size = max(map(len, prompts.values())) + a.max_new_tokens + 22
        for m in (target, draft):
            m.setup_caches(1, size)
    passes = drafting.measure_draft_costs(g.Passes(), drafting.make("model", 20, model=draft), target)
    a.out.parent.mkdir(parents=True, exist_ok=True)
    from tqdm import tqdm

    counts = {}
    for task in tqdm(todo, desc="math problems", file=sys.stderr):
        t0 = time.perf_counter()
        answers = {}
        # the target's answer by exact speculation: the same tokens as the target alone (greedy), in a third the time
        for source, kw in (("target", dict(model=target, draft=drafting.make("model", 20, model=draft), passes=passes)),
                           ("draft", dict(model=draft))):
            out = g.generate(kw.pop("model"), prompts[task["id"]], a.max_new_tokens, stop_ids=tok.stop_ids, **kw)
            answers[source] = tok.decode([t for t in out if t not in tok.stop_ids])
        rng = random.Random(f"{a.seed}-{task['id']}")
        examples, verdicts = label_problem(task, answers, a.mutations, rng)
        with open(a.out, "a", encoding="utf-8") as f:  # the problem's examples in one write
            f.write("".join(json.dumps(ex, ensure_ascii=False) + "\n" for ex in examples))
        n = {}
        for ex in examples:
            n[ex["source"]] = n.get(ex["source"], 0) + 1
            counts[ex["source"]] = counts.get(ex["source"], 0) + 1
        with open(log_path(a.out), "a", encoding="utf-8") as f:
            f.write(json.dumps({"task_id": task["id"], "kind": task["kind"], "split": code_tasks.split_of(task["id"]),
                                "verdicts": verdicts, "examples": n, "answers": answers,
                                "seconds": round(time.perf_counter() - t0, 1)}, ensure_ascii=False) + "\n")
    print(f"wrote {a.out}: " + ", ".join(f"{n} {s}" for s, n in sorted(counts.items())))


if __name__ == "__main__":
    checkpoint.run_cli(main)
