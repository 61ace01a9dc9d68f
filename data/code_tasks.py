"""Our own Python code tasks with unit tests, and a sandbox that runs a program against them.

They label a judge's training data by execution: an answer is correct when its code passes the task's
tests, wrong when it does not. Every task was written for this project (none taken or reworded from
HumanEval or MBPP, which stay clean for evaluation; tests/test_code_tasks.py checks the HumanEval side).

A task is one line of data/code_tasks.jsonl:
    {"task_id": "jf/0", "entry_point": str, "prompt": str, "canonical_solution": str, "test": str,
     "category": str}
`prompt` is a signature with type hints and a docstring (with `>>>` examples), no body; the solution is
the body only, indented 4 spaces, so prompt + canonical_solution is the whole function. `test` defines
`check(candidate)`, which asserts on the function's results.

mutate() makes a solution's one-token mistakes (the judge's code labels, ours and HumanEval's).

`python data/code_tasks.py` runs every canonical solution through run_tests and prints what failed.
"""
import hashlib
import io
import json
import os
import random
import re
import secrets
import signal
import subprocess
import sys
import tempfile
import time
import tokenize
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

DEFAULT = Path(__file__).with_name("code_tasks.jsonl")
FIELDS = ("task_id", "entry_point", "prompt", "canonical_solution", "test", "category")


def load_tasks(path=DEFAULT) -> list[dict]:
    """The tasks of a JSONL file, in file order. A bad line raises a one-line ValueError naming the file
    and line, so a hand edit that breaks the file is found at load, not as a puzzling test failure."""
    tasks = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            where = f"{path}:{n}"
            try:
                task = json.loads(line)
            except json.JSONDecodeError as e:
                raise ValueError(f"{where}: not JSON ({e.msg})") from None
            if not isinstance(task, dict):
                raise ValueError(f"{where}: not a JSON object")
            missing = [k for k in FIELDS if not isinstance(task.get(k), str) or not task[k].strip()]
            if missing:
                raise ValueError(f"{where}: missing or empty fields {missing}")
            if f"def {task['entry_point']}(" not in task["prompt"]:
                raise ValueError(f"{where}: the prompt does not define {task['entry_point']}")
            if "def check(candidate)" not in task["test"]:
                raise ValueError(f"{where}: the test does not define check(candidate)")
            tasks.append(task)
    return tasks


# Each task is in one split, by a hash of its id, fixed whatever else changes (the tasks' order, --limit): a judge
# trains on "train" (and stops early on "val"), calibrates its bound on "calibration"; an evaluation of a judge on
# these tasks reads only the two it did not train on (HELD_OUT).
SPLITS = (("train", 0.6), ("val", 0.15), ("calibration", 0.25))
HELD_OUT = ("val", "calibration")


def split_of(task_id: str) -> str:
    """A task's split, from a hash of its id."""
    u = int(hashlib.sha256(task_id.encode()).hexdigest()[:8], 16) / 16 ** 8
    edge = 0.0
    for name, share in SPLITS:
        edge += share
        if u < edge:
            return name
    return SPLITS[-1][0]


# The child's program. It lowers its own limits first (here, not in a preexec_fn: that is unsafe when the
# parent runs several sandboxes from threads), reads its three files and deletes them (so the program can
# read neither the test's answers nor the marker), runs the program, the test and check(), and only then
# writes the marker. Passing needs the marker, so a program that exits early (os._exit(0), sys.exit(0))
# or is killed never passes. The marker is random per run and not in the program's namespace. The program
# runs as module "__candidate__", so its `if __name__ == "__main__":` demo code does not run (it might
# read stdin or loop).
_HARNESS = r'''
import os, resource, sys
def _limit(which, soft, hard=None):
    try:
        resource.setrlimit(which, (soft, soft if hard is None else hard))
    except (ValueError, OSError):
        pass
_limit(resource.RLIMIT_AS, {memory} * 2**20)
_limit(resource.RLIMIT_CPU, {cpu}, {cpu} + 1)  # SIGXCPU at the soft limit, SIGKILL a second later
_limit(resource.RLIMIT_FSIZE, 2**20)  # also caps stdout and stderr, which are files
_limit(resource.RLIMIT_CORE, 0)
if os.getuid() != 0:  # root ignores RLIMIT_NPROC; for others it stops fork bombs and escapes
    _limit(resource.RLIMIT_NPROC, 0)
_out = os.dup(1)  # kept aside: the program may close or replace sys.stdout
os.remove(__file__)
with open("program.py", encoding="utf-8") as _f:
    _program = _f.read()
with open("test.py", encoding="utf-8") as _f:
    _test = _f.read()
os.remove("program.py")
os.remove("test.py")
_ns = {{"__name__": "__candidate__", "__builtins__": __builtins__}}
exec(compile(_program, "program.py", "exec"), _ns)
exec(compile(_test, "test.py", "exec"), _ns)
if {entry_point!r} not in _ns:
    raise NameError("the program does not define " + {entry_point!r})
_ns["check"](_ns[{entry_point!r}])
os.write(_out, b"\n{marker}\n")
'''


def _reason(stderr: str, returncode: int) -> str:
    """A short why for a failed run: the exception line of the traceback, else how the process ended."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    last = lines[-1] if lines else ""
    if last.startswith("AssertionError"):
        return ("failed: " + last)[:200]
    if last:
        return ("error: " + last)[:200]
    if returncode < 0:
        try:
            name = signal.Signals(-returncode).name
        except ValueError:
            name = str(-returncode)
        return f"error: killed by signal {name}"
    return f"error: exited with code {returncode} before check() finished"


def run_tests(program: str, task: dict, timeout: float = 5.0, memory_mb: int = 512,
              cpu_seconds: int | None = None) -> tuple[bool, str]:
    """Runs `program` (a whole module defining task["entry_point"], e.g. prompt + completion), then the
    task's test and check(entry_point), in a separate Python process. Returns (passed, reason), reason
    being "passed", "timed out", "failed: AssertionError ..." or "error: <last stderr line>".

    The child runs isolated (-I: no user site, no PYTHON* variables, script dir not on sys.path) in a fresh
    temporary directory with stdin at /dev/null (input() gets EOFError) and a minimal environment, under the limits _HARNESS sets. It is
    the leader of its own process group, and the whole group is killed when it ends or times out, so
    nothing it started is left behind. Its output goes to files, not pipes: a grandchild holding a pipe
    open cannot make us wait, and RLIMIT_FSIZE caps how much it can write. A busy loop is also stopped by
    its CPU time (cpu_seconds, default timeout + 1): seconds it ran, whatever else the machine is doing."""
    marker = "JF-PASSED-" + secrets.token_hex(16)
    harness = _HARNESS.format(memory=int(memory_mb), cpu=int(timeout) + 1 if cpu_seconds is None else int(cpu_seconds), entry_point=task["entry_point"],
                              marker=marker)
    with tempfile.TemporaryDirectory(prefix="jf_run_") as tmp:
        Path(tmp, "harness.py").write_text(harness, encoding="utf-8")
        Path(tmp, "program.py").write_text(program, encoding="utf-8")
        Path(tmp, "test.py").write_text(task["test"], encoding="utf-8")
        env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": tmp, "TMPDIR": tmp}
        with open(Path(tmp, "stdout.txt"), "wb") as out, open(Path(tmp, "stderr.txt"), "wb") as err:
            proc = subprocess.Popen([sys.executable, "-I", "harness.py"], cwd=tmp, env=env,
                                    stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                    start_new_session=True)  # its own process group, to kill as a whole
            timed_out = False
            try:
                proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                timed_out = True
            finally:
                try:
                    os.killpg(proc.pid, signal.SIGKILL)  # the group: the child and anything it started
                except (ProcessLookupError, PermissionError):
                    pass
                proc.wait()
        if timed_out:
            return False, "timed out"
        stdout = Path(tmp, "stdout.txt").read_text(encoding="utf-8", errors="replace")
        stderr = Path(tmp, "stderr.txt").read_text(encoding="utf-8", errors="replace")
    if proc.returncode == 0 and marker in stdout.splitlines():
        return True, "passed"
    if proc.returncode == -signal.SIGXCPU:
        return False, "timed out"  # the CPU limit: the same verdict as the wall clock
    return False, _reason(stderr, proc.returncode)


# ---------------------------------------------------------------- one-token mistakes
# swaps that almost always change what the code returns; any that breaks the syntax is skipped
_CODE_SWAPS = {"<": ">=", ">": "<=", "<=": ">", ">=": "<", "==": "!=", "!=": "==", "+": "-", "-": "+",
               "*": "/", "/": "*", "%": "//", "+=": "-=", "-=": "+=", "True": "False", "False": "True",
               "and": "or", "or": "and", "in": "not in", "is": "is not"}


def mutation_sites(prompt: str, solution: str) -> tuple[list, list]:
    """Where one token of `solution` can be flipped: (char offset in solution, old, new) for the swaps and,
    separately, for numeric constants plus one. `prompt` is the code before it (so the tokens parse)."""
    source = prompt + solution
    line_starts = [0]
    for line in source.splitlines(keepends=True):
        line_starts.append(line_starts[-1] + len(line))
    swaps, constants = [], []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        at = line_starts[tok.start[0] - 1] + tok.start[1] - len(prompt)
        if at < 0:
            continue
        if tok.type in (tokenize.OP, tokenize.NAME) and tok.string in _CODE_SWAPS:
            swaps.append((at, tok.string, _CODE_SWAPS[tok.string]))
        elif tok.type == tokenize.NUMBER and re.fullmatch(r"\d+(\.\d+)?", tok.string):
            bumped = int(tok.string) + 1 if tok.string.isdigit() else float(tok.string) + 1
            constants.append((at, tok.string, str(bumped)))
    return swaps, constants


def mutate(prompt: str, solution: str, rng: random.Random) -> tuple[str, int] | None:
    """One mistake in `solution`: a flipped comparison, + for -, True for False, and for or, `in`
    for `not in`, or a numeric constant plus one. Returns (wrong solution, error_at: its first changed
    char), or None when the solution has nothing to swap."""
    swaps, constants = mutation_sites(prompt, solution)
    # a constant off by one is often harmless (a loop bound, l[1] for l[0] in a max), so swaps come first
    rng.shuffle(swaps)
    rng.shuffle(constants)
    for at, old, new in swaps + constants:
        wrong = solution[:at] + new + solution[at + len(old):]
        try:
            compile(prompt + wrong, "<mutant>", "exec")
        except SyntaxError:
            continue
        return wrong, len(os.path.commonprefix([solution, wrong]))  # "is" -> "is not" differs after "is "
    return None


def check_all(tasks, workers=2, timeout=5.0):
    """(task, passed, reason) for each task's canonical solution, run in at most `workers` sandboxes at a
    time (threads only wait on child processes, so two of them keep two cores busy)."""
    def one(task):
        passed, reason = run_tests(task["prompt"] + task["canonical_solution"], task, timeout=timeout)
        return task, passed, reason

    with ThreadPoolExecutor(max_workers=max(1, min(workers, 2))) as pool:
        return list(pool.map(one, tasks))


if __name__ == "__main__":
    start = time.perf_counter()
    tasks = load_tasks()
    results = check_all(tasks)
    failures = [(t, reason) for t, passed, reason in results if not passed]
    for t, reason in failures:
        print(f"FAIL {t['task_id']} {t['entry_point']}: {reason}")
    counts = {}
    for t in tasks:
        counts[t["category"]] = counts.get(t["category"], 0) + 1
    print("categories: " + ", ".join(f"{c} {n}" for c, n in sorted(counts.items())))
    print(f"{len(tasks) - len(failures)}/{len(tasks)} canonical solutions pass "
          f"({time.perf_counter() - start:.1f} s)")
    sys.exit(1 if failures else 0)
