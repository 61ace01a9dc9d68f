"""Bad input, as a new user gives it, gets ONE line: `error: ...` on stderr naming the file or the flag and
what is wrong, exit status != 0, no traceback, never torch's hint to retry with weights_only=False, and no
silent garbage (NaN weights, an infinite temperature). No command replaces a user's file without --force,
and an interrupted write leaves no half-written file.

Each case builds its bad input in tmp_path from a tiny random checkpoint folder and runs the real command
line: in-process through the script's main(argv) (a SystemExit's message is exactly what Python prints on
stderr), and in a subprocess where the process itself matters (its exit status, everything torch prints).
"""
import json
import os
import pickle
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))  # the converters, as modules

import checkpoint  # noqa: E402
import convert_gguf  # noqa: E402
import convert_hf_checkpoint  # noqa: E402
import download  # noqa: E402
import generate  # noqa: E402
import quantize  # noqa: E402
import train_judge  # noqa: E402
from conftest import assert_one_line_error, tiny_model, write_bpe_json, write_checkpoint  # noqa: E402

VOCAB = 260  # the synthetic tokenizer's 3 specials + 256 bytes + 1 merge
NOISE = random.Random(0).randbytes(5000)
DIR = "a directory"  # a `how` below: the file is replaced by a folder
COMMITTED_JUDGE = ROOT / "judges" / "SmolLM2-135M-Instruct.pt"


# ------------------------------------------------------------------------------------------------ helpers
def error_of(main, argv, capsys) -> str:
    """Run a CLI's main(argv) as `python script.py argv` would; return its stderr, which must hold a
    one-line error and no traceback (an uncaught exception fails the test here, as it would print one)."""
    with pytest.raises(SystemExit) as e:
        main([str(a) for a in argv])
    code, err = e.value.code, capsys.readouterr().err
    if isinstance(code, str):  # Python prints the message and exits with status 1
        err, code = err + code + "\n", 1
    assert code not in (0, None), err
    assert_one_line_error(err)
    return err


def run_script(script: str, *args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / script), *map(str, args)], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)


class RunsCode:
    """Pickled as a call to os.getcwd: harmless, but a weights file must never make torch.load call anything."""

    def __reduce__(self):
        return os.getcwd, ()


def pickle_with_code(path):
    torch.save({"tok_embeddings.weight": torch.zeros(2), "x": RunsCode()}, path)


def legacy_pickle_with_code(path):
    path.write_bytes(pickle.dumps({"x": RunsCode()}, protocol=2))


def truncate(path):
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])


def edit_json(drop=None, **changes):
    def how(path):
        data = json.loads(path.read_text())
        data.pop(drop, None)
        path.write_text(json.dumps(dict(data, **changes)))
    return how


def nan_weight(path):
    state = torch.load(path)
    state["norm.weight"][0] = float("nan")  # every logit reads this hidden unit
    torch.save(state, path)


def judge_file(weight=torch.zeros(1, 64), bias=torch.zeros(1)):
    sd = {k: v for k, v in (("weight", weight), ("bias", bias)) if v is not None}
    return lambda path: torch.save({"state_dict": sd, "meta": {}}, path)


def judge_meta(**meta):
    """A judge file of the tiny target's size (dim 64) whose meta holds `meta`."""
    return lambda path: torch.save({"state_dict": {"weight": torch.zeros(1, 64), "bias": torch.zeros(1)},
                                    "meta": meta}, path)


def larger_tokenizer(path):
    write_bpe_json(path.parent, ["h e", "l l", "he ll"])  # 262 tokens for a 260-token model


def break_files(tmp: Path, ck: Path, files: dict):
    """Lay out a case in tmp: a copy of the tiny checkpoint at tmp/ck, then each file of `files` (a path
    relative to tmp) written, truncated, removed (None), made a folder (DIR) or copied from ck ("ck")."""
    shutil.copytree(ck, tmp / "ck")
    for rel, how in files.items():
        path = tmp / rel
        if how == "ck":
            shutil.copytree(ck, path)
        elif how is None or how == DIR:
            shutil.rmtree(path) if path.is_dir() else path.unlink(missing_ok=True)
            if how == DIR:
                path.mkdir()
        elif isinstance(how, bytes):
            path.write_bytes(how)
        else:
            how(path)


def fill(items, tmp):
    return [str(x).replace("{tmp}", str(tmp)).replace("{ck}", str(tmp / "ck")) for x in items]


# ---------------------------------------------------------------------------------------------- fixtures
@pytest.fixture(scope="module")
def ck(tmp_path_factory) -> Path:
    """A tiny random checkpoint folder the CLIs accept: model.pth, config.json (context 256), tokenizer."""
    folder = write_checkpoint(tmp_path_factory.mktemp("bad_inputs") / "tiny", tiny_model(vocab_size=VOCAB))
    return folder


GEN = ["--no-chat", "--prompt", "the hen", "--max_new_tokens", "4"]
JUDGE = ["--draft", "ngram", "--judge", "{tmp}/j.pt"]

# (files to break, extra arguments, words the error must contain); "{ck}" is the broken copy's folder.
GENERATE_CASES = {
    "truncated model.pth": ({"ck/model.pth": truncate}, [], ["{ck}/model.pth", "truncated"]),
    "model.pth of random bytes": ({"ck/model.pth": NOISE}, [], ["{ck}/model.pth", "not a PyTorch weights file"]),
    "empty model.pth": ({"ck/model.pth": b""}, [], ["{ck}/model.pth", "empty"]),
    "model.pth a pickle with code": ({"ck/model.pth": pickle_with_code}, [], ["{ck}/model.pth", "refusing"]),
    "model.pth a legacy pickle with code": ({"ck/model.pth": legacy_pickle_with_code}, [],
                                            ["{ck}/model.pth", "refusing"]),
    "model.pth a tensor, not a state dict": ({"ck/model.pth": lambda p: torch.save(torch.zeros(3), p)}, [],
                                            ["{ck}/model.pth", "not a state dict"]),
    "model.pth a directory": ({"ck/model.pth": DIR}, [], ["{ck}/model.pth", "directory"]),
    "model.pth shapes differ from config.json": ({"ck/config.json": edit_json(intermediate_size=96)}, [],
                                                 ["{ck}/model.pth", "{ck}/config.json", "does not match"]),
    "model.pth with a NaN weight": ({"ck/model.pth": nan_weight}, [], ["{ck}/model.pth", "not finite"]),
    "config.json missing": ({"ck/config.json": None}, [], ["{ck}/config.json", "not found"]),
    "config.json without hidden_size": ({"ck/config.json": edit_json(drop="hidden_size")}, [],
                                        ["{ck}/config.json", "hidden_size"]),
    "config.json a JSON list": ({"ck/config.json": b"[1, 2]"}, [], ["{ck}/config.json", "JSON object"]),
    "config.json invalid JSON": ({"ck/config.json": b'{"hidden_size": 64,'}, [],
                                 ["{ck}/config.json", "not valid JSON"]),
    "config.json not UTF-8": ({"ck/config.json": b"\xff\xfe{}"}, [], ["{ck}/config.json", "not valid JSON"]),
    "config.json negative size": ({"ck/config.json": edit_json(hidden_size=-64)}, [],
                                  ["{ck}/config.json", "hidden_size must be a positive integer, got -64"]),
    "config.json size as a string": ({"ck/config.json": edit_json(num_hidden_layers="2")}, [],
                                     ["{ck}/config.json", "num_hidden_layers"]),
    "config.json zero heads": ({"ck/config.json": edit_json(num_attention_heads=0)}, [],
                               ["{ck}/config.json", "num_attention_heads"]),
    "config.json llama3 rope scaling without factor": (
        {"ck/config.json": edit_json(rope_scaling={"rope_type": "llama3"})}, [], ["{ck}/config.json", "'factor'"]),
    "tokenizer missing": ({"ck/bpe_tokenizer.json": None}, [], ["no tokenizer in {ck}", "bpe_tokenizer.json"]),
    "bpe_tokenizer.json invalid JSON": ({"ck/bpe_tokenizer.json": b"{"}, [],
                                        ["{ck}/bpe_tokenizer.json", "not valid JSON"]),
    "bpe_tokenizer.json without tokens": ({"ck/bpe_tokenizer.json": edit_json(drop="tokens")}, [],
                                          ["{ck}/bpe_tokenizer.json", "'tokens'"]),
    "bpe_tokenizer.json with merges of the wrong type": ({"ck/bpe_tokenizer.json": edit_json(merges=[1, 2])}, [],
                                                         ["{ck}/bpe_tokenizer.json", "not a valid tokenizer file"]),
    "tokenizer.model of random bytes": ({"ck/bpe_tokenizer.json": None, "ck/tokenizer.model": NOISE}, [],
                                        ["{ck}/tokenizer.model", "neither"]),
    "tokenizer.model with a bad tiktoken line": (
        {"ck/bpe_tokenizer.json": None, "ck/tokenizer.model": b"aGk= 0\n!! 1\n"}, [],
        ["{ck}/tokenizer.model", "line 2"]),
    "tokenizer larger than the model's vocab": ({"ck/bpe_tokenizer.json": larger_tokenizer}, ["--prompt", "hell"],
                                                 ["{ck}", "vocab"]),
    "judge file missing": ({}, ["--draft", "ngram", "--judge", "{tmp}/j.pt"], ["{tmp}/j.pt", "not found"]),
    "judge of random bytes": ({"j.pt": NOISE}, ["--draft", "ngram", "--judge", "{tmp}/j.pt"], ["{tmp}/j.pt"]),
    "judge a pickle with code": ({"j.pt": pickle_with_code}, ["--draft", "ngram", "--judge", "{tmp}/j.pt"],
                                 ["{tmp}/j.pt", "refusing"]),
    "judge without its weight": ({"j.pt": judge_file(weight=None)}, ["--draft", "ngram", "--judge", "{tmp}/j.pt"],
                                 ["{tmp}/j.pt", "not a judge file"]),
    "judge without its bias": ({"j.pt": judge_file(bias=None)}, ["--draft", "ngram", "--judge", "{tmp}/j.pt"],
                               ["{tmp}/j.pt", "not a judge file"]),
    "judge a directory": ({"j.pt": DIR}, ["--draft", "ngram", "--judge", "{tmp}/j.pt"], ["{tmp}/j.pt", "directory"]),
    "judge with NaN weights": ({"j.pt": judge_file(weight=torch.full((1, 64), float("nan")))},
                               ["--draft", "ngram", "--judge", "{tmp}/j.pt"], ["{tmp}/j.pt", "non-finite"]),
    "judge for another hidden size": ({"j.pt": judge_file(weight=torch.zeros(1, 32))},
                                      ["--draft", "ngram", "--judge", "{tmp}/j.pt"], ["{tmp}/j.pt", "hidden size"]),
    "--prompt_file missing": ({}, ["--prompt_file", "{tmp}/p.txt"], ["--prompt_file {tmp}/p.txt", "does not exist"]),
    "--prompt_file not UTF-8": ({"p.txt": b"\xff\xfe\x00bad"}, ["--prompt_file", "{tmp}/p.txt"],
                                ["--prompt_file {tmp}/p.txt", "not UTF-8"]),
    "--prompt_file a directory": ({"p.txt": DIR}, ["--prompt_file", "{tmp}/p.txt"], ["--prompt_file", "directory"]),
    "--draft_text binary": ({"a.txt": NOISE}, ["--draft_text", "{tmp}/a.txt"],
                            ["--draft_text {tmp}/a.txt", "not UTF-8"]),
    "--draft_text a directory": ({"a.txt": DIR}, ["--draft_text", "{tmp}/a.txt"], ["--draft_text", "directory"]),
    "--draft_checkpoint_path truncated": ({"dk": "ck", "dk/model.pth": truncate},
                                          ["--draft_checkpoint_path", "{tmp}/dk"], ["{tmp}/dk/model.pth", "truncated"]),
    "--temperature inf": ({}, ["--temperature", "inf"], ["--temperature must be in [0, 100], got inf"]),
    "--temperature nan": ({}, ["--temperature", "nan"], ["--temperature", "got nan"]),
    "--delta 1.5 for the judge": ({}, ["--draft", "ngram", "--judge", "{tmp}/j.pt", "--delta", "1.5"],
                                  ["--delta", "must be in [0, 1], got 1.5"]),
    "--delta 1.5 for typical": ({}, ["--draft", "ngram", "--verify", "typical", "--delta", "1.5"],
                                ["--delta", "must be in [0, 1], got 1.5"]),
    "--top_p 0": ({}, ["--top_p", "0"], ["--top_p must be in"]),
    "--speculate_k 0": ({}, ["--draft", "ngram", "--speculate_k", "0"], ["--speculate_k must be in [1, 256], got 0"]),
    "--max_new_tokens 0": ({}, ["--max_new_tokens", "0"], ["--max_new_tokens must be in"]),
    "--verify judge without --judge": ({}, ["--draft", "ngram", "--verify", "judge"], ["needs --judge"]),
    "prompt longer than the context": ({"p.txt": b"x" * 400}, ["--prompt_file", "{tmp}/p.txt"], ["context", "shorten"]),
    "--stats_json a directory, checked before loading": (
        {"s": DIR}, ["--stats_json", "{tmp}/s", "--checkpoint_path", "{tmp}/missing"], ["--stats_json", "directory"]),
    "--stats_json inside a file": ({"f": b"x"}, ["--stats_json", "{tmp}/f/s.json"], ["--stats_json", "is a file"]),
    "--device tpu": ({}, ["--device", "tpu"], ["device"]),
    "--dtype float8": ({}, ["--dtype", "float8"], ["--dtype", "invalid choice"]),
    "judge meta delta -1": ({"j.pt": judge_meta(delta=-1)}, JUDGE, ["{tmp}/j.pt", "'delta'", "[0, 1]", "-1"]),
    "judge meta delta NaN": ({"j.pt": judge_meta(delta=float("nan"))}, JUDGE, ["{tmp}/j.pt", "'delta'", "nan"]),
    "judge meta delta a string": ({"j.pt": judge_meta(delta="0.5")}, JUDGE, ["{tmp}/j.pt", "'delta'", "'0.5'"]),
    "judge meta delta None": ({"j.pt": judge_meta(delta=None)}, JUDGE, ["{tmp}/j.pt", "'delta'", "None"]),
    "judge meta thresholds out of range": ({"j.pt": judge_meta(thresholds={"0.02": 2.0})}, JUDGE,
                                           ["{tmp}/j.pt", "'0.02'", "2.0"]),
    "judge meta bound alpha 2": ({"j.pt": judge_meta(bound={"alpha": 2, "delta": 0.1, "mistakes": 100})}, JUDGE,
                                 ["{tmp}/j.pt", "'alpha'"]),
    "judge meta bound delta 0": ({"j.pt": judge_meta(bound={"alpha": 0.02, "delta": 0, "mistakes": 100})}, JUDGE,
                                 ["{tmp}/j.pt", "bound", "delta", "strictly between 0 and 1"]),
    "judge meta features a string": ({"j.pt": judge_meta(features="final")}, JUDGE, ["{tmp}/j.pt", "'features'"]),
    "judge meta features an unknown scalar": (
        {"j.pt": judge_meta(features={"layers": [], "scalars": ["vibes"], "mlp": 0})}, JUDGE,
        ["{tmp}/j.pt", "unknown scalars", "vibes"]),
    "judge meta features a layer the target lacks": (
        {"j.pt": judge_meta(features={"layers": [99], "scalars": [], "mlp": 0})}, JUDGE,
        ["{tmp}/j.pt", "layers [99]", "not layers of this target"]),
    "judge with a 1-D weight": ({"j.pt": judge_file(weight=torch.zeros(64))}, JUDGE, ["{tmp}/j.pt", "shape (64,)"]),
    "judge mean of the wrong shape": ({"j.pt": lambda p: torch.save({"state_dict": {
        "net.weight": torch.zeros(1, 69), "net.bias": torch.zeros(1), "mean": torch.zeros(3), "std": torch.ones(69)},
        "meta": {"features": {"layers": [], "scalars": ["log_p", "log_gap", "log_rank", "entropy", "top3_entropy"],
                              "mlp": 0}}}, p)}, JUDGE, ["{tmp}/j.pt", "mean"]),
    "--strict_above 1.5": ({}, ["--draft", "ngram", "--verify", "kl", "--strict_above", "1.5"],
                           ["--strict_above must be in [0, 1], got 1.5"]),
}


# ---------------------------------------------------------------------------------------------- generate
@pytest.mark.parametrize("files, args, words", GENERATE_CASES.values(), ids=GENERATE_CASES.keys())
def test_generate_refuses_bad_input_in_one_line(files, args, words, ck, tmp_path, capsys):
    break_files(tmp_path, ck, files)
    err = error_of(generate.main, ["--checkpoint_path", tmp_path / "ck", *GEN, *fill(args, tmp_path)], capsys)
    assert_one_line_error(err, *fill(words, tmp_path))


@pytest.mark.parametrize("what", ["model.pth", "judge"])
def test_a_pickle_with_code_is_refused_by_the_process_without_suggesting_weights_only_false(what, ck, tmp_path):
    break_files(tmp_path, ck, {"ck/model.pth" if what == "model.pth" else "j.pt": pickle_with_code})
    extra = ["--draft", "ngram", "--judge", tmp_path / "j.pt"] if what == "judge" else []
    r = run_script("generate.py", "--checkpoint_path", tmp_path / "ck", *GEN, *extra)
    assert r.returncode == 1
    assert_one_line_error(r.stderr, "refusing", "model.pth" if what == "model.pth" else "j.pt")
    assert len(r.stderr.strip().splitlines()) == 1, r.stderr  # not even a warning beside it


def test_speculate_k_too_large_for_the_context_says_lower_k_not_shorten_the_prompt(ck, capsys):
    err = error_of(generate.main, ["--checkpoint_path", ck, *GEN, "--draft", "ngram", "--speculate_k", "255"], capsys)
    assert "--speculate_k 255" in err and "lower it to at most" in err and "shorten" not in err


def test_topk_threshold_above_the_vocab_size_runs_to_the_end(ck, capsys):  # it was a traceback
    runs = generate.main([str(a) for a in ["--checkpoint_path", ck, *GEN, "--draft", "ngram", "--verify", "topk",
                                           "--threshold", "100000"]])
    assert runs[0]["new_tokens"] == 4
    assert "Traceback" not in capsys.readouterr().err


def test_stats_json_is_kept_without_force_and_replaced_with_it(ck, tmp_path, capsys):
    stats = tmp_path / "stats.json"
    stats.write_text("keep me")
    argv = ["--checkpoint_path", ck, *GEN, "--stats_json", stats]
    err = error_of(generate.main, argv, capsys)
    assert_one_line_error(err, "--stats_json", str(stats), "--force")
    assert stats.read_text() == "keep me"
    generate.main([str(a) for a in argv + ["--force"]])
    assert json.loads(stats.read_text())["runs"][0]["new_tokens"] == 4


# ----------------------------------------------------------------------------------------- atomic writes
def test_write_atomic_leaves_no_partial_file_when_the_writer_fails_midway(tmp_path):
    target = tmp_path / "model.pth"

    def dies_midway(tmp):
        tmp.write_bytes(b"half a file")
        raise KeyboardInterrupt

    for existing in (None, b"the old file"):
        if existing is not None:
            target.write_bytes(existing)
        with pytest.raises(KeyboardInterrupt):
            checkpoint.write_atomic(target, dies_midway, force=True)
        assert (target.read_bytes() if target.exists() else None) == existing
        assert [p.name for p in tmp_path.iterdir()] == ([target.name] if existing else [])  # no temp file left


def test_write_atomic_replaces_an_existing_file_only_with_force(tmp_path):
    target = tmp_path / "sub" / "out.json"
    checkpoint.write_atomic(target, lambda tmp: tmp.write_text("one"))  # makes the folder
    with pytest.raises(FileExistsError, match="pass --force"):
        checkpoint.write_atomic(target, lambda tmp: tmp.write_text("two"))
    assert target.read_text() == "one"
    checkpoint.write_atomic(target, lambda tmp: tmp.write_text("two"), force=True)
    assert target.read_text() == "two"
    with pytest.raises(ValueError, match="is a directory"):
        checkpoint.check_writable(tmp_path / "sub", force=True)
    with pytest.raises(ValueError, match="is a file, not a folder"):
        checkpoint.check_writable(target / "x.json", force=True)


# ----------------------------------------------------------------------------------------------- quantize
QUANTIZE_CASES = {
    "truncated model.pth": ({"ck/model.pth": truncate}, ["{ck}/model.pth", "truncated"]),
    "model.pth of random bytes": ({"ck/model.pth": NOISE}, ["{ck}/model.pth", "not a PyTorch weights file"]),
    "model.pth a pickle with code": ({"ck/model.pth": pickle_with_code}, ["{ck}/model.pth", "refusing"]),
    "config.json invalid JSON": ({"ck/config.json": b"{"}, ["{ck}/config.json", "not valid JSON"]),
    "config.json without hidden_size": ({"ck/config.json": edit_json(drop="hidden_size")},
                                        ["{ck}/config.json", "hidden_size"]),
}


@pytest.mark.parametrize("files, words", QUANTIZE_CASES.values(), ids=QUANTIZE_CASES.keys())
def test_quantize_refuses_bad_input_in_one_line(files, words, ck, tmp_path, capsys):
    break_files(tmp_path, ck, files)
    err = error_of(quantize.main, ["--checkpoint_path", tmp_path / "ck"], capsys)
    assert_one_line_error(err, *fill(words, tmp_path))


def test_quantize_process_on_a_truncated_checkpoint_prints_one_line(ck, tmp_path):
    break_files(tmp_path, ck, {"ck/model.pth": truncate})
    r = run_script("quantize.py", "--checkpoint_path", tmp_path / "ck")
    assert r.returncode != 0
    assert_one_line_error(r.stderr, "model.pth", "truncated")


def test_quantize_keeps_an_existing_int8_file_without_force_and_replaces_it_with_force(ck, tmp_path, capsys):
    break_files(tmp_path, ck, {"ck/model_int8.pth": b"the user's file"})
    out = tmp_path / "ck" / "model_int8.pth"
    err = error_of(quantize.main, ["--checkpoint_path", tmp_path / "ck"], capsys)
    assert_one_line_error(err, str(out), "--force")
    assert out.read_bytes() == b"the user's file"
    quantize.main([str(a) for a in ["--checkpoint_path", tmp_path / "ck", "--force"]])
    assert any(k.endswith(".scales") for k in torch.load(out))


def test_quantize_interrupted_while_writing_leaves_no_partial_file(ck, tmp_path, monkeypatch):
    break_files(tmp_path, ck, {})
    real_save = torch.save

    def dies_midway(obj, f, *a, **kw):
        real_save(obj, f, *a, **kw)
        Path(f).write_bytes(Path(f).read_bytes()[:100])  # what a kill midway leaves
        raise KeyboardInterrupt

    monkeypatch.setattr(torch, "save", dies_midway)
    with pytest.raises(KeyboardInterrupt):
        quantize.main(["--checkpoint_path", str(tmp_path / "ck")])
    assert sorted(p.name for p in (tmp_path / "ck").iterdir()) == ["bpe_tokenizer.json", "config.json", "model.pth"]


# -------------------------------------------------------------------------------------------- train_judge
def examples_jsonl(path: Path) -> Path:
    ex = [{"question": f"What is {i} + 1?", "correct": f"It is {i + 1}.", "wrong": f"It is {i + 2}.", "error_at": 6,
           "family": "arithmetic", "answer": str(i + 1)} for i in range(4)]
    path.write_text("".join(json.dumps(e) + "\n" for e in ex))
    return path




def test_train_judge_refuses_to_replace_the_committed_judge_before_loading_anything(tmp_path, capsys):
    before = COMMITTED_JUDGE.read_bytes()
    err = error_of(train_judge.main, ["--checkpoint_path", tmp_path / "missing",
                                      "--data", examples_jsonl(tmp_path / "ex.jsonl")], capsys)
    assert_one_line_error(err, COMMITTED_JUDGE.name, "--force")
    assert COMMITTED_JUDGE.read_bytes() == before


def test_train_judge_keeps_an_existing_out_without_force_and_replaces_it_with_force(ck, tmp_path, capsys):
    out = tmp_path / "j.pt"
    out.write_bytes(b"the user's judge")
    argv = ["--checkpoint_path", ck, "--data", examples_jsonl(tmp_path / "ex.jsonl"), "--out", out,
            "--max_epochs", "2", "--patience", "1"]
    err = error_of(train_judge.main, argv, capsys)
    assert_one_line_error(err, str(out), "--force")
    assert out.read_bytes() == b"the user's judge"
    train_judge.main([str(a) for a in argv + ["--force"]])
    assert "net.weight" in torch.load(out)["state_dict"]


def test_train_judge_checks_metrics_json_before_loading_anything(tmp_path, capsys):
    (tmp_path / "m").mkdir()
    argv = ["--checkpoint_path", tmp_path / "missing", "--out", tmp_path / "j.pt",
            "--data", examples_jsonl(tmp_path / "ex.jsonl"), "--metrics_json", tmp_path / "m"]
    err = error_of(train_judge.main, argv, capsys)
    assert_one_line_error(err, "--metrics_json", "directory")


TRAIN_JUDGE_CASES = {
    "truncated checkpoint": ({"ck/model.pth": truncate}, ["--data", "{tmp}/ex.jsonl"], ["{ck}/model.pth", "truncated"]),
    "--data missing": ({}, ["--data", "{tmp}/nope.jsonl"], ["{tmp}/nope.jsonl"]),
    "--data a bad line": ({"bad.jsonl": b'{"question": 1}\n'}, ["--data", "{tmp}/bad.jsonl"],
                          ["{tmp}/bad.jsonl", "line 1"]),
    "--data a directory": ({"d.jsonl": DIR}, ["--data", "{tmp}/d.jsonl"], ["{tmp}/d.jsonl", "directory"]),
    "--data not UTF-8": ({"b.jsonl": b"\xff\xfe{}\n"}, ["--data", "{tmp}/b.jsonl"], ["{tmp}/b.jsonl", "UTF-8"]),
    "--mined_file whose last line lacks a newline": (
        {"m.jsonl": b'{"key": "a", "segments": []}\n{"key": "b"'},
        ["--data", "none", "--mine", "{tmp}/ex.jsonl", "--mined_file", "{tmp}/m.jsonl"],
        ["--mined_file {tmp}/m.jsonl", "incomplete", "--force"]),
    "--calibrate without --judge": ({}, ["--calibrate", "{tmp}/ex.jsonl"], ["--calibrate", "--judge"]),
    "--calibrate a missing file": ({"jj.pt": judge_file()}, ["--calibrate", "{tmp}/nope.jsonl", "--judge", "{tmp}/jj.pt"],
                                   ["--calibrate {tmp}/nope.jsonl", "does not exist"]),
    "--calibrate a judge of another size": ({"jj.pt": judge_file(weight=torch.zeros(1, 32))},
                                            ["--calibrate", "{tmp}/ex.jsonl", "--judge", "{tmp}/jj.pt"],
                                            ["{tmp}/jj.pt", "hidden size"]),
    "--bound_delta 0": ({}, ["--data", "{tmp}/ex.jsonl", "--bound_delta", "0"], ["--bound_delta"]),
    "--layers a word": ({}, ["--data", "{tmp}/ex.jsonl", "--layers", "middle"], ["--layers", "middle"]),
    "--layers past the last layer": ({}, ["--data", "{tmp}/ex.jsonl", "--layers", "7"], ["--layers 7", "0..1"]),
}


@pytest.mark.parametrize("files, args, words", TRAIN_JUDGE_CASES.values(), ids=TRAIN_JUDGE_CASES.keys())
def test_train_judge_refuses_bad_input_in_one_line(files, args, words, ck, tmp_path, capsys):
    break_files(tmp_path, ck, files)
    examples_jsonl(tmp_path / "ex.jsonl")
    err = error_of(train_judge.main, ["--checkpoint_path", tmp_path / "ck", "--out", tmp_path / "j.pt",
                                      *fill(args, tmp_path)], capsys)
    assert_one_line_error(err, *fill(words, tmp_path))
    assert not (tmp_path / "j.pt").exists()
    if (tmp_path / "m.jsonl").exists():  # a user's file is never rewritten without --force
        assert (tmp_path / "m.jsonl").read_bytes() == files["m.jsonl"]


# ----------------------------------------------------------------------------------------------- converters
def foreign_name(key: str, top: dict, layer_names: dict, layer_format: str) -> str:
    """Our tensor name in another format, by a converter's own name map read backwards."""
    if key in top:
        return top[key]
    _, i, rest = key.split(".", 2)  # layers.{i}.{module}.{weight|bias}
    module, suffix = rest.rsplit(".", 1)
    return layer_format.format(i=i, module={v: k for k, v in layer_names.items()}[module], suffix=suffix)


def write_gguf(path: Path, ck: Path, skip=()):
    """The tiny checkpoint as a llama GGUF, as llama.cpp's converter lays one out; `skip`: fields left out."""
    import gguf

    args = checkpoint.read_config(ck / "config.json")
    tok = json.loads((ck / "bpe_tokenizer.json").read_text())
    w = gguf.GGUFWriter(str(path), "llama")
    for name, value in [("add_block_count", args.n_layers), ("add_context_length", args.max_seq_len),
                        ("add_embedding_length", args.dim), ("add_feed_forward_length", args.intermediate_size),
                        ("add_head_count", args.n_heads), ("add_head_count_kv", args.n_kv_heads),
                        ("add_layer_norm_rms_eps", args.norm_eps), ("add_rope_freq_base", args.rope_theta),
                        ("add_tokenizer_model", "gpt2"), ("add_tokenizer_pre", tok["pre"]),
                        ("add_token_list", tok["tokens"]), ("add_token_types", tok["token_type"]),
                        ("add_token_merges", tok["merges"]), ("add_bos_token_id", 1), ("add_eos_token_id", 2)]:
        if name not in skip:
            getattr(w, name)(value)
    top = {"tok_embeddings.weight": "token_embd.weight", "norm.weight": "output_norm.weight"}
    for key, t in torch.load(ck / "model.pth").items():
        if key != "output.weight":  # tied: a GGUF then has no output tensor
            w.add_tensor(foreign_name(key, top, convert_gguf.LAYER_NAMES, "blk.{i}.{module}.{suffix}"), t.numpy())
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return path


def write_hf_folder(folder: Path, ck: Path) -> Path:
    """The tiny checkpoint as a Hugging Face folder: config.json and model.safetensors under HF names."""
    from safetensors.torch import save_file

    folder.mkdir()
    (folder / "config.json").write_text((ck / "config.json").read_text())
    top = {"tok_embeddings.weight": "model.embed_tokens.weight", "norm.weight": "model.norm.weight"}
    tensors = {foreign_name(key, top, convert_hf_checkpoint.LAYER_NAMES, "model.layers.{i}.{module}.{suffix}"): t
               for key, t in torch.load(ck / "model.pth").items() if key != "output.weight"}  # tied
    save_file(tensors, str(folder / "model.safetensors"))
    return folder


@pytest.fixture(scope="module")
def tiny_gguf(ck, tmp_path_factory) -> Path:
    return write_gguf(tmp_path_factory.mktemp("gguf") / "tiny.gguf", ck)


def gguf_of_ck(skip=(), cut=False):
    def how(path):
        write_gguf(path, path.parent / "ck", skip)
        if cut:
            truncate(path)
    return how


CONVERT_GGUF_CASES = {
    "random bytes": ({"x.gguf": NOISE}, ["{tmp}/x.gguf", "not a GGUF file"]),
    "empty file": ({"x.gguf": b""}, ["{tmp}/x.gguf", "not a GGUF file"]),
    "missing file": ({}, ["{tmp}/x.gguf", "does not exist"]),
    "a directory": ({"x.gguf": DIR}, ["{tmp}/x.gguf", "directory"]),
    "truncated": ({"x.gguf": gguf_of_ck(cut=True)}, ["{tmp}/x.gguf", "truncated or corrupt"]),
    "without a head count": ({"x.gguf": gguf_of_ck(skip={"add_head_count"})},
                             ["{tmp}/x.gguf", "llama.attention.head_count"]),
}


@pytest.mark.parametrize("files, words", CONVERT_GGUF_CASES.values(), ids=CONVERT_GGUF_CASES.keys())
def test_convert_gguf_refuses_bad_input_in_one_line(files, words, ck, tmp_path, capsys):
    break_files(tmp_path, ck, files)
    err = error_of(convert_gguf.main, ["--gguf", tmp_path / "x.gguf", "--out", tmp_path / "out"], capsys)
    assert_one_line_error(err, *fill(words, tmp_path))
    assert not (tmp_path / "out" / "model.pth").exists()


def test_convert_gguf_process_on_a_non_gguf_file_prints_one_line(tmp_path):
    (tmp_path / "x.gguf").write_bytes(NOISE)
    r = run_script("scripts/convert_gguf.py", "--gguf", tmp_path / "x.gguf", "--out", tmp_path / "out")
    assert r.returncode == 1
    assert_one_line_error(r.stderr, "x.gguf", "not a GGUF file")


def test_convert_gguf_keeps_an_existing_checkpoint_without_force_and_replaces_it_with_force(ck, tiny_gguf, tmp_path,
                                                                                            capsys):
    out = tmp_path / "out"
    out.mkdir()
    (out / "model.pth").write_bytes(b"the user's weights")
    err = error_of(convert_gguf.main, ["--gguf", tiny_gguf, "--out", out], capsys)
    assert_one_line_error(err, f"{out}/model.pth", "--force")
    assert sorted(p.name for p in out.iterdir()) == ["model.pth"]  # nothing written beside it either
    assert (out / "model.pth").read_bytes() == b"the user's weights"
    convert_gguf.main([str(a) for a in ["--gguf", tiny_gguf, "--out", out, "--force"]])
    model = generate.load_model(out)  # a complete folder the loader accepts, with the source's weights
    source = torch.load(ck / "model.pth")["layers.1.feed_forward.w2.weight"]
    assert torch.equal(model.layers[1].feed_forward.w2.weight, source)


def test_convert_gguf_interrupted_while_writing_the_weights_leaves_no_model_pth(tiny_gguf, tmp_path, monkeypatch):
    def dies_midway(obj, f, *a, **kw):
        Path(f).write_bytes(b"half")
        raise KeyboardInterrupt

    monkeypatch.setattr(torch, "save", dies_midway)
    with pytest.raises(KeyboardInterrupt):
        convert_gguf.main(["--gguf", str(tiny_gguf), "--out", str(tmp_path / "out")])
    assert "model.pth" not in [p.name for p in (tmp_path / "out").iterdir()]
    assert not [p for p in (tmp_path / "out").iterdir() if p.name.startswith(".")]  # nor a temp file


def gpt2_tensor(path):
    from safetensors.torch import save_file
    save_file({"transformer.h.0.attn.c_attn.weight": torch.zeros(2, 2)}, str(path))


CONVERT_HF_CASES = {
    "--hf_dir missing": ({"hf": None}, ["{tmp}/hf/config.json", "not found"]),
    "config.json invalid JSON": ({"hf/config.json": b"{"}, ["{tmp}/hf/config.json", "not valid JSON"]),
    "config.json a JSON list": ({"hf/config.json": b"[]"}, ["{tmp}/hf/config.json", "JSON object"]),
    "config.json without hidden_size": ({"hf/config.json": edit_json(drop="hidden_size")},
                                        ["{tmp}/hf/config.json", "hidden_size"]),
    "safetensors of random bytes": ({"hf/model.safetensors": NOISE}, ["{tmp}/hf/model.safetensors", "not a readable"]),
    "safetensors truncated": ({"hf/model.safetensors": truncate}, ["{tmp}/hf/model.safetensors", "not a readable"]),
    "no safetensors": ({"hf/model.safetensors": None}, ["no *.safetensors files in {tmp}/hf"]),
    "a tensor of another architecture": ({"hf/extra.safetensors": gpt2_tensor},
                                         ["extra.safetensors", "unexpected tensor"]),
    "tokenizer.json invalid JSON": ({"hf/tokenizer.json": b"{"}, ["{tmp}/hf/tokenizer.json", "not valid JSON"]),
    "tokenizer.json not BPE": ({"hf/tokenizer.json": b'{"model": {"type": "WordPiece"}}'},
                               ["{tmp}/hf/tokenizer.json", "only byte-level BPE"]),
}


@pytest.mark.parametrize("files, words", CONVERT_HF_CASES.values(), ids=CONVERT_HF_CASES.keys())
def test_convert_hf_checkpoint_refuses_bad_input_in_one_line(files, words, ck, tmp_path, capsys):
    write_hf_folder(tmp_path / "hf", ck)
    break_files(tmp_path, ck, files)
    err = error_of(convert_hf_checkpoint.main, ["--hf_dir", tmp_path / "hf", "--out", tmp_path / "out"], capsys)
    assert_one_line_error(err, *fill(words, tmp_path))
    assert not (tmp_path / "out" / "model.pth").exists()


def test_convert_hf_checkpoint_keeps_an_existing_checkpoint_without_force_and_replaces_it_with_force(ck, tmp_path,
                                                                                                     capsys):
    hf, out = write_hf_folder(tmp_path / "hf", ck), tmp_path / "out"
    out.mkdir()
    (out / "config.json").write_text("the user's config")
    err = error_of(convert_hf_checkpoint.main, ["--hf_dir", hf, "--out", out], capsys)
    assert_one_line_error(err, f"{out}/config.json", "--force")
    assert sorted(p.name for p in out.iterdir()) == ["config.json"]
    assert (out / "config.json").read_text() == "the user's config"
    convert_hf_checkpoint.main([str(a) for a in ["--hf_dir", hf, "--out", out, "--force"]])
    assert checkpoint.read_config(out / "config.json") == checkpoint.read_config(ck / "config.json")
    assert (out / "model.pth").exists()


def test_download_refuses_an_existing_checkpoint_before_downloading(tmp_path, capsys):
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "model.pth").write_bytes(b"the user's weights")
    err = error_of(download.main, ["--repo_id", "nobody/none", "--out", tmp_path / "out",
                                   "--download_dir", tmp_path / "dl"], capsys)
    assert_one_line_error(err, f"{tmp_path}/out/model.pth", "--force")
    assert not (tmp_path / "dl").exists()


# --------------------------------------------------------------------------------------------- eval_verify
def _eval_verify():
    import importlib.util

    spec = importlib.util.spec_from_file_location("eval_verify", ROOT / "scripts" / "eval_verify.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# every case names a missing checkpoint: the refusal must come before anything is loaded
EVAL_VERIFY_CASES = {
    "--heldout 0": ({}, ["--heldout", "0"], ["--heldout must be at least 1, got 0"]),
    "--speculate_k 0": ({}, ["--speculate_k", "0"], ["--speculate_k must be at least 1, got 0"]),
    "--judges nonsense": ({}, ["--judges", "nonsense"], ["--judges", "NAME=PATH", "nonsense"]),
    "--judges a missing file": ({}, ["--judges", "x={tmp}/none.pt"], ["--judges x", "{tmp}/none.pt", "not found"]),
    "results there already": ({"out": DIR, "out/eval_verify.md": b"the user's table"}, ["--outdir", "{tmp}/out"],
                              ["{tmp}/out/eval_verify.json", "--force"]),
}


@pytest.mark.parametrize("files, args, words", EVAL_VERIFY_CASES.values(), ids=EVAL_VERIFY_CASES.keys())
def test_eval_verify_refuses_bad_input_in_one_line_before_loading(files, args, words, ck, tmp_path, capsys):
    break_files(tmp_path, ck, files)
    (tmp_path / "out").mkdir(exist_ok=True)
    (tmp_path / "out" / "eval_verify.json").write_text("{}") if "--outdir" in args else None
    err = error_of(_eval_verify().main, ["--checkpoint_path", tmp_path / "missing", "--outdir", tmp_path / "out",
                                         *fill(args, tmp_path)], capsys)
    assert_one_line_error(err, *fill(words, tmp_path))
    md = tmp_path / "out" / "eval_verify.md"
    assert not md.exists() or md.read_bytes() == files["out/eval_verify.md"]  # the user's table is kept
