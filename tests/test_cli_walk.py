"""Every CLI's every flag at generated boundary values: 0, -1, huge, NaN, inf, a word, the empty string. Each
run must end in a one-line refusal (ours, `error: ...`, or argparse's) or run sanely (finish, or still be at
work when its budget of module calls is spent); a traceback, or a multi-line error, fails. The flags come from
the parsers themselves (argparse's actions), so a flag added tomorrow is walked too.

The budget counts calls of torch modules (every forward pass of a model, a judge, a head), not seconds: a run
stops at the same point on an idle machine and on a loaded one, so the walk's verdicts never depend on timing.
A wall clock is kept only as a hang guard (HANG, 10x the slowest run seen), which raises only while main() is
on the stack: it cannot fire after the code under test returned.

Each CLI runs in this process on tiny inputs (a random 2-layer checkpoint, a GGUF of it), from a scratch
folder as its working directory, so a value read as a path writes nothing into the repository."""
import argparse
import contextlib
import importlib
import io
import math
import signal
import sys
from pathlib import Path

import pytest
import torch

import checkpoint
import judge
import model as model_py
import quantize
from conftest import tiny_model, write_checkpoint

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "scripts")]

VALUES = ["0", "-1", "340282366920938463463374607431768211457", "nan", "inf", "x", ""]
# module calls a run may make before it counts as sane so far (it took the value and started working): a few
# dozen forward passes of the tiny models, well past every check a CLI makes before its first pass
BUDGET = 1000
HANG = 60.0  # seconds: the slowest run here takes 0.7 s alone (bench_gpu), so a loaded machine is far inside it


class Parsed(BaseException):
    """Raised from parse_args while the test only reads a parser's flags."""


class Enough(BaseException):
    """The run's budget of module calls is spent; a BaseException, so no handler in the code under test catches it."""


class Hung(BaseException):
    """The hang guard: a run still at work after HANG seconds without spending its budget."""


RUNNING = []  # the code object of the main() under test, while a run is in it


def hung(signum, frame):
    """Raise only inside main(): an alarm that reaches us after it returned (in the instant before the guard is
    disarmed) finds no frame of it on the stack, and is ignored."""
    while frame is not None:
        if RUNNING and frame.f_code is RUNNING[0]:
            raise Hung
        frame = frame.f_back


@contextlib.contextmanager
def module_call_budget(n: int):
    """Every torch module call (Module.__call__) counts; the n-th raises Enough."""
    real, calls = torch.nn.Module.__call__, [0]

    def counted(self, *args, **kwargs):
        calls[0] += 1
        if calls[0] > n:
            raise Enough
        return real(self, *args, **kwargs)

    torch.nn.Module.__call__ = counted
    try:
        yield
    finally:
        torch.nn.Module.__call__ = real


def parser_of(main) -> argparse.ArgumentParser:
    """The parser main() builds, caught at its parse_args."""
    found = []

    def catch(self, *a, **kw):
        found.append(self)
        raise Parsed

    real = argparse.ArgumentParser.parse_args
    argparse.ArgumentParser.parse_args = catch
    try:
        main([])
    except Parsed:
        pass
    finally:
        argparse.ArgumentParser.parse_args = real
    return found[0]


def walked(parser: argparse.ArgumentParser) -> list[str]:
    """Flags that take a value a user types (not switches, not --help, not a closed list of choices)."""
    flags = []
    for act in parser._actions:
        if not act.option_strings or act.nargs == 0 or act.choices is not None:
            continue
        flags.append(max(act.option_strings, key=len))
    return flags


def outcome(main, argv) -> str:
    """"ran" (finished, or at work when its budget was spent), "refused" (one line: ours or argparse's), or what
    went wrong."""
    out, err = io.StringIO(), io.StringIO()
    threads, packed = torch.get_num_threads(), model_py.PACKED_MIN_ROWS
    try:
        try:
            RUNNING[:] = [main.__code__]
            signal.setitimer(signal.ITIMER_REAL, HANG)
            with module_call_budget(BUDGET), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                main(argv)
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            RUNNING.clear()
    except Enough:
        return "ran"
    except Hung:
        return f"still at work after {HANG:g} s without spending its budget of {BUDGET} module calls: a hang"
    except SystemExit as e:
        code = e.code
        if code in (None, 0):
            return "ran"
        if isinstance(code, int):  # argparse (2, its own error line) or an exit status
            text = err.getvalue()
            return "refused" if "Traceback" not in text else f"exit {code} after a traceback: {text[-300:]}"
        return "refused" if str(code).strip().startswith("error:") and "\n" not in str(code).strip() else f"exit {code!r}"
    except Exception as e:  # noqa: BLE001  what the walk is for
        return f"{type(e).__name__}: {str(e)[:200]}"
    finally:
        torch.set_num_threads(threads)  # --threads 1e20 must not slow the rest of the suite
        if model_py.PACKED_MIN_ROWS != packed:  # a run stopped anywhere leaves the process as it found it
            model_py.PACKED_MIN_ROWS, left = packed, model_py.PACKED_MIN_ROWS
            return f"left model.PACKED_MIN_ROWS at {left} (it was {packed})"
    return "ran"


@pytest.fixture(scope="module")
def inputs(tmp_path_factory) -> dict:
    from test_bad_inputs import write_gguf, write_hf_folder
    from test_eagle import head_blob, random_head

    tmp = tmp_path_factory.mktemp("walk")
    model = tiny_model(vocab_size=300)  # rows past the tokenizer's 260, as real models pad their vocabulary
    model.args.max_seq_len = 1024  # the context every script's default examples need
    small = tiny_model(vocab_size=260)  # a GGUF's vocabulary is its tokenizer's
    deep = tiny_model(vocab_size=300, n_layers=8)  # an EAGLE-3 head reads three layers of at least 7
    deep.args.max_seq_len = 1024
    judge.save_judge(tmp / "judge.pt", judge.new_judge(64), {"target": "tiny", "delta": 0.5})
    ck = write_checkpoint(tmp / "tiny", model)
    quantize.main(["--checkpoint_path", str(ck)])  # model_int8.pth beside: the pair scripts' default draft file
    checkpoint.save_atomic(head_blob(random_head(deep, draft_vocab=64), deep), tmp / "head.eagle.pt")
    return {"ck": ck, "tmp": tmp, "deep": write_checkpoint(tmp / "deep", deep), "hf": write_hf_folder(tmp / "hf", ck),
            "head": tmp / "head.eagle.pt", "gguf": write_gguf(tmp / "tiny.gguf", write_checkpoint(tmp / "small", small))}


# (module, the arguments every run gets; the walked flag comes after them, so its value wins)
CLIS = {
    "generate": ["--checkpoint_path", "{ck}", "--no-chat", "--prompt", "he", "--max_new_tokens", "3"],
    "quantize": ["--checkpoint_path", "{ck}", "--force"],
    "train_judge": ["--checkpoint_path", "{ck}", "--out", "{tmp}/j.pt", "--force"],
    "train_draft": ["--checkpoint_path", "{deep}", "--out", "{tmp}/h.pt", "--force", "--draft_vocab", "64"],
    "bench": ["--checkpoint_path", "{ck}", "--no_hf", "--repeats", "1", "--new_tokens", "3", "--json", "{tmp}/b.json",
              "--force"],
    "bench_passes": ["--checkpoint_path", "{ck}", "--repeats", "1"],
    "bench_quant": ["--checkpoint_path", "{ck}", "--repeats", "1", "--new_tokens", "3"],
    "eval_verify": ["--checkpoint_path", "{ck}", "--quick", "--outdir", "{tmp}/ev", "--force", "--judges",
                    "default={tmp}/judge.pt", "--eagle_e2e", "0"],
    "convert_gguf": ["--gguf", "{gguf}", "--out", "{tmp}/conv", "--force"],
    "bench_decode": ["--checkpoint_path", "{ck}", "--no_compile", "--new_tokens", "3", "--repeats", "1"],
    "bench_gpu": ["--smoke", "--out", "{tmp}/gpu.json", "--force", "--sections", "ar"],
    "eval_humaneval": ["--checkpoint_path", "{ck}", "--draft_checkpoint_path", "{ck}", "--limit", "1",
                       "--max_new_tokens", "4", "--out", "{tmp}/he"],
    "eval_mtbench": ["--checkpoint_path", "{ck}", "--draft_checkpoint_path", "{ck}", "--configs", "exact", "--runs",
                     "answers", "--limit", "1", "--max_new_tokens", "4", "--out", "{tmp}/mt"],
    "eval_math": ["--checkpoint_path", "{ck}", "--draft_checkpoint_path", "{ck}", "--configs", "exact", "--limit", "1",
                  "--max_new_tokens", "4", "--out", "{tmp}/math"],
    "label_code_tasks": ["--checkpoint_path", "{ck}", "--draft_checkpoint_path", "{ck}", "--limit", "1",
                         "--max_new_tokens", "4", "--out", "{tmp}/labels.jsonl"],
    "convert_hf_checkpoint": ["--hf_dir", "{hf}", "--out", "{tmp}/from_hf", "--force"],
    "convert_eagle": ["{head}", "{tmp}/speculators", "--force"],
}
POSITIONAL = {"convert_eagle": [0, 1]}  # argument positions walked too (a path given in place)


@pytest.mark.parametrize("name", list(CLIS))
def test_every_flag_at_boundary_values_is_refused_in_one_line_or_runs(name, inputs, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    previous = signal.signal(signal.SIGALRM, hung)
    try:
        main = importlib.import_module(name).main
        base = [a.format(**inputs) for a in CLIS[name]]
        assert outcome(main, base) == "ran", f"{name} {base}: {outcome(main, base)}"  # else every value is refused
        failures = []
        for flag in walked(parser_of(main)):
            for value in VALUES:
                why = outcome(main, base + [flag, value])
                if why not in ("ran", "refused"):
                    failures.append(f"{name} {flag} {value!r}: {why}")
        for i in POSITIONAL.get(name, []):
            for value in VALUES:
                why = outcome(main, base[:i] + [value] + base[i + 1:])
                if why not in ("ran", "refused"):
                    failures.append(f"{name} argument {i + 1} {value!r}: {why}")
    finally:
        signal.signal(signal.SIGALRM, previous)
    assert not failures, "\n".join(failures)


def test_the_walk_sees_every_flag_of_a_parser():
    """The walker itself: switches and closed choices left out, every other flag in."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int)
    ap.add_argument("--path", type=Path)
    ap.add_argument("--mode", choices=["a", "b"])
    ap.add_argument("--on", action="store_true")
    ap.add_argument("--x", "--long_x", type=float, default=math.nan)
    assert walked(ap) == ["--n", "--path", "--long_x"]


@pytest.mark.parametrize("name", list(CLIS))
def test_every_number_flag_is_read_by_a_typed_validator_from_flags(name):
    """A bare type=int or type=float takes NaN, inf and any size, and leaves the range to a table beside the
    parser that a new flag can miss: every CLI reads its numbers through flags.py, where the range is stated."""
    bare = [max(act.option_strings, key=len) for act in parser_of(importlib.import_module(name).main)._actions
            if act.type in (int, float)]
    assert not bare, f"{name}: {bare} read with a bare int/float type, not flags.count / flags.real"


def test_eval_verify_with_every_out_of_domain_group_empty_runs_and_says_so(inputs, tmp_path):
    """--humaneval 0 --eval_only 0 (two flags at once, which the walk never sets): no out-of-domain examples
    at all, so that group's means do not exist. It was a StatisticsError after the sweeps, and --humaneval 0
    still took one problem."""
    import json

    main = importlib.import_module("eval_verify").main
    base = [a.format(**inputs) for a in CLIS["eval_verify"]]
    main(base + ["--humaneval", "0", "--eval_only", "0", "--outdir", str(tmp_path / "ev")])
    res = json.loads((tmp_path / "ev" / "eval_verify.json").read_text(),
                     parse_constant=lambda c: pytest.fail(f"{c} in eval_verify.json: not valid JSON"))
    assert res["n"]["ood"] == 0
    assert all(p["ood"]["accepted"] is None for p in res["operating_points"].values())
    assert "nan" not in (tmp_path / "ev" / "eval_verify.md").read_text()
