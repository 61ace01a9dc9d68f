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
import judge  # noqa: E402
import quantize  # noqa: E402
import train_judge  # noqa: E402
from conftest import assert_one_line_error, ctrl_c_reaches_it, main_error, tiny_model, write_bpe_json, write_checkpoint  # noqa: E402

HANG = 900  # s: only a hung child fails; a loaded machine may take many times the idle run

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
                          cwd=ROOT, timeout=HANG)


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


def edit_state(changes: dict):
    def how(path):
        state = torch.load(path)
        state.update(changes)
        torch.save(state, path)
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


def no_chat_tokens(path):
    data = json.loads(path.read_text())
    data["tokens"][1:3] = ["<|begin|>", "<|end|>"]  # control tokens still, but not ChatML's
    path.write_text(json.dumps(data))


def larger_tokenizer(path):
    write_bpe_json(path.parent, ["h e", "l l", "he ll"])  # 262 tokens for a 260-token model


def other_vocab(path):
    cfg = json.loads(path.read_text())
    path.write_text(json.dumps(cfg | {"vocab_size": 300}))


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
                                                         ["{ck}/bpe_tokenizer.json", "'merges'", "[1, 2]"]),
    "bpe_tokenizer.json with a string bos_token_id": ({"ck/bpe_tokenizer.json": edit_json(bos_token_id="1")}, [],
                                                       ["{ck}/bpe_tokenizer.json", "'bos_token_id'", "'1'"]),
    "bpe_tokenizer.json with a short token_type list": ({"ck/bpe_tokenizer.json": edit_json(token_type=[3, 3, 3])}, [],
                                                        ["{ck}/bpe_tokenizer.json", "'token_type'", "260 integers"]),
    "bpe_tokenizer.json a directory": ({"ck/bpe_tokenizer.json": DIR}, [], ["{ck}/bpe_tokenizer.json", "a directory"]),
    "config.json a directory": ({"ck/config.json": DIR}, [], ["{ck}/config.json", "a directory"]),
    "model.pth with a key that is no name": ({"ck/model.pth": edit_state({7: torch.zeros(1)})}, [],
                                             ["{ck}/model.pth", "key 7"]),
    "model.pth with an int32 norm": ({"ck/model.pth": edit_state({"norm.weight": torch.ones(64, dtype=torch.int32)})},
                                     [], ["{ck}/model.pth", "norm.weight", "torch.int32"]),
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
    "--prompt_file empty": ({"p.txt": b""}, ["--prompt_file", "{tmp}/p.txt"], ["--prompt_file {tmp}/p.txt", "is empty"]),
    "--prompt_file blank": ({"p.txt": b"\n  \n"}, ["--prompt_file", "{tmp}/p.txt"], ["--prompt_file {tmp}/p.txt", "is blank"]),
    "--draft_text a directory": ({"a.txt": DIR}, ["--draft_text", "{tmp}/a.txt"], ["--draft_text", "directory"]),
    "--draft_checkpoint_path truncated": ({"dk": "ck", "dk/model.pth": truncate},
                                          ["--draft_checkpoint_path", "{tmp}/dk"], ["{tmp}/dk/model.pth", "truncated"]),
    "--temperature inf": ({}, ["--temperature", "inf"], ["--temperature: must be in [0, 100], got inf"]),
    "--verify topk with a fractional K": ({}, ["--draft", "ngram", "--verify", "topk", "--threshold", "2.5"],
                                          ["topk is K, a whole number", "2.5"]),
    "--temperature nan": ({}, ["--temperature", "nan"], ["--temperature", "got nan"]),
    "--delta 1.5 for the judge": ({}, ["--draft", "ngram", "--judge", "{tmp}/j.pt", "--delta", "1.5"],
                                  ["--delta", "must be in [0, 1], got 1.5"]),
    "--delta 1.5 for typical": ({}, ["--draft", "ngram", "--verify", "typical", "--delta", "1.5"],
                                ["--delta", "must be in [0, 1], got 1.5"]),
    "--top_p 0": ({}, ["--top_p", "0"], ["--top_p: must be in"]),
    "--speculate_k 0": ({}, ["--draft", "ngram", "--speculate_k", "0"], ["--speculate_k: must be in [1, 256], got 0"]),
    "--max_new_tokens 0": ({}, ["--max_new_tokens", "0"], ["--max_new_tokens: must be in"]),
    "--verify judge without --judge": ({}, ["--draft", "ngram", "--verify", "judge"], ["needs --judge"]),
    "prompt longer than the context": ({"p.txt": b"x" * 400}, ["--prompt_file", "{tmp}/p.txt"], ["context", "shorten"]),
    "--stats_json a directory, checked before loading": (
        {"s": DIR}, ["--stats_json", "{tmp}/s", "--checkpoint_path", "{tmp}/missing"], ["--stats_json", "directory"]),
    "--stats_json inside a file": ({"f": b"x"}, ["--stats_json", "{tmp}/f/s.json"], ["--stats_json", "is a file"]),
    "--device tpu": ({}, ["--device", "tpu"], ["device"]),
    "--dtype float8": ({}, ["--dtype", "float8"], ["--dtype", "invalid choice"]),
    "--prompt_file a FIFO with no writer": ({"p.txt": os.mkfifo}, ["--prompt_file", "{tmp}/p.txt"],
                                            ["--prompt_file {tmp}/p.txt", "not a regular file"]),
    "--draft_text a FIFO with no writer": ({"a.txt": os.mkfifo}, ["--draft_text", "{tmp}/a.txt"],
                                           ["--draft_text {tmp}/a.txt", "not a regular file"]),
    "--draft_text empty": ({"a.txt": b""}, ["--draft_text", "{tmp}/a.txt"], ["--draft_text {tmp}/a.txt", "empty"]),
    # refused from the configs: the draft's weights (junk here) are never read
    "a draft model of another vocab": ({"d": "ck", "d/config.json": other_vocab, "d/model.pth": b"junk"},
                                       ["--draft_checkpoint_path", "{tmp}/d"],
                                       ["--draft_checkpoint_path {tmp}/d", "vocab of 300", "share a tokenizer"]),
    "--interactive with --draft_text": ({"a.txt": b"an answer"}, ["--interactive", "--draft_text", "{tmp}/a.txt"],
                                        ["--draft_text", "--interactive"]),
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
                           ["--strict_above: must be in [0, 1], got 1.5"]),
    "--seed past 64 bits": ({}, ["--temperature", "0.8", "--seed", "1180591620717411303424"], ["--seed: must be in"]),
    "--seed -1": ({}, ["--seed", "-1"], ["--seed: must be in"]),
    "--draft ngram with --draft_text": ({"a.txt": b"an answer"}, ["--draft", "ngram", "--draft_text", "{tmp}/a.txt"],
                                        ["--draft_text is read by --draft text, not --draft ngram"]),
    "--draft ngram with --draft_checkpoint_path": ({}, ["--draft", "ngram", "--draft_checkpoint_path", "{tmp}/missing"],
                                                   ["--draft_checkpoint_path is read by --draft model"]),
    "--draft_vocab with prompt lookup": ({}, ["--draft", "ngram", "--draft_vocab", "1000"],
                                         ["--draft_vocab is read by --draft model"]),
    "--draft_vocab without its counts": ({}, ["--draft_checkpoint_path", "{ck}", "--draft_vocab", "100"],
                                         ["--draft_vocab", "draft_vocab.py makes it"]),
    "--eagle_stop without an EAGLE head": ({}, ["--draft", "ngram", "--eagle_stop", "0.3"],
                                           ["--eagle_stop is read by --draft eagle"]),
    "a tokenizer without chat tokens, in chat mode": ({"ck/bpe_tokenizer.json": no_chat_tokens}, ["--chat"],
                                                      ["no chat template", "--no-chat"]),
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
    os.mkfifo(tmp_path / "fifo")  # as /dev/null is: --force must never rename a file over it
    with pytest.raises(ValueError, match="not a regular file"):
        checkpoint.write_atomic(tmp_path / "fifo", lambda tmp: tmp.write_text("x"), force=True)
    assert (tmp_path / "fifo").is_fifo()


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
    with pytest.raises(SystemExit) as stop:  # Ctrl-C ends as one line and status 130 (checkpoint.one_line_errors)
        quantize.main(["--checkpoint_path", str(tmp_path / "ck")])
    assert stop.value.code == 130
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
                                   ["--calibrate: '{tmp}/nope.jsonl' does not exist"]),
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
    model = checkpoint.load_model(out)  # a complete folder the loader accepts, with the source's weights
    source = torch.load(ck / "model.pth")["layers.1.feed_forward.w2.weight"]
    assert torch.equal(model.layers[1].feed_forward.w2.weight, source)


def test_a_dangling_symlink_as_a_converters_out_folder_is_refused_without_force(tiny_gguf, tmp_path, capsys):
    link = tmp_path / "out"
    link.symlink_to(tmp_path / "elsewhere")  # points nowhere: a folder was made there silently
    err = error_of(convert_gguf.main, ["--gguf", tiny_gguf, "--out", link], capsys)
    assert_one_line_error(err, f"{link} is a symlink", "does not exist", "--force")
    assert link.is_symlink() and not (tmp_path / "elsewhere").exists()
    convert_gguf.main([str(a) for a in ["--gguf", tiny_gguf, "--out", link, "--force"]])
    assert link.is_symlink() and (tmp_path / "elsewhere" / "model.pth").is_file()  # --force: written through it


def test_convert_gguf_interrupted_while_writing_the_weights_leaves_no_model_pth(tiny_gguf, tmp_path, monkeypatch):
    def dies_midway(obj, f, *a, **kw):
        Path(f).write_bytes(b"half")
        raise KeyboardInterrupt

    monkeypatch.setattr(torch, "save", dies_midway)
    with pytest.raises(SystemExit) as stop:
        convert_gguf.main(["--gguf", str(tiny_gguf), "--out", str(tmp_path / "out")])
    assert stop.value.code == 130
    assert not (tmp_path / "out" / "model.pth").exists()
    assert [p.name for p in tmp_path.iterdir()] == []  # nor a temporary folder beside it


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


# ================================================================================================================
# Round two: the shared checks (checkpoint.py) every script calls, signals during writes, quantize.py's and the
# converters' refusals, and the scripts' arguments. Outputs are checked before any work, including folders that
# cannot be written: tests run as root, for whom os.access says yes everywhere, so the folders here are ones no
# user can write, root included (/proc, and /sys where it is read-only sysfs).
import bench  # noqa: E402
import bench_decode  # noqa: E402
import bench_quant  # noqa: E402
import judge_on_labels  # noqa: E402
import importlib.util  # noqa: E402
import signal  # noqa: E402

_spec = importlib.util.spec_from_file_location("bench_gpu", ROOT / "scripts" / "bench_gpu.py")
bench_gpu = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_gpu)

UNWRITABLE = [p for p in ("/proc", "/sys") if os.path.isdir(p)]


@pytest.mark.parametrize("folder", UNWRITABLE)
def test_check_writable_tries_the_folder_instead_of_trusting_os_access(folder, tmp_path):
    assert os.access(folder, os.W_OK) or os.geteuid() != 0  # what os.access would have answered root
    with pytest.raises(ValueError, match=f"cannot write {folder}/judge-fast/x.json: {folder} is not writable"):
        checkpoint.check_writable(f"{folder}/judge-fast/x.json", force=True)
    checkpoint.check_writable(tmp_path / "not-there-yet" / "x.json", force=False)  # a writable one passes
    assert list(tmp_path.iterdir()) == []  # the probe leaves nothing behind


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes a read-only folder: the /proc and /sys cases cover it")
def test_check_writable_refuses_a_read_only_folder(tmp_path):
    (tmp_path / "ro").mkdir()
    (tmp_path / "ro").chmod(0o555)
    with pytest.raises(ValueError, match="not writable"):
        checkpoint.check_writable(tmp_path / "ro" / "x.json", force=True)


# (main, argv, words): every CLI's output in a folder nobody can write, refused before its work starts (the
# checkpoint named is missing, so an error about it would mean the output was checked too late).
def unwritable_outputs(u):
    missing = "{tmp}/missing"
    return {
        "generate --stats_json": (generate.main, ["--checkpoint_path", missing, "--stats_json", f"{u}/s.json"],
                                  ["--stats_json", f"{u}/s.json", "not writable"]),
        "bench.py --json": (bench.main, ["--checkpoint_path", missing, "--json", f"{u}/b.json"],
                            [f"{u}/b.json", "not writable"]),
        "bench_gpu.py --out": (bench_gpu.main, ["--smoke", "--out", f"{u}/g.json"], [f"{u}/g.json", "not writable"]),
        "convert_gguf.py --out": (convert_gguf.main, ["--gguf", "{tmp}/missing.gguf", "--out", f"{u}/ck"],
                                  [f"{u}/ck", "not writable"]),
        "convert_hf_checkpoint.py --out": (convert_hf_checkpoint.main, ["--hf_dir", missing, "--out", f"{u}/ck"],
                                           [f"{u}/ck", "not writable"]),
        "download.py --out": (download.main, ["--repo_id", "nobody/none", "--out", f"{u}/ck"],
                              [f"{u}/ck", "not writable"]),
    }


@pytest.mark.parametrize("folder", UNWRITABLE)
@pytest.mark.parametrize("case", list(unwritable_outputs("/proc")))
def test_every_cli_refuses_an_output_in_an_unwritable_folder_before_its_work(case, folder, tmp_path, capsys):
    main, argv, words = unwritable_outputs(folder)[case]
    err = error_of(main, fill(argv, tmp_path), capsys)
    assert_one_line_error(err, *words)


# ------------------------------------------------------------------------------------ signals during a write
# A child process runs a CLI whose torch.save writes half its file, says so on stdout and then waits: the test
# sends the signal exactly then (no timing guess), and looks at what the child leaves.
PAUSED_CHILD = """
import sys, time
from pathlib import Path
import torch
sys.path[:0] = [{root!r}, {root!r} + "/scripts"]
real_save = torch.save

def half_then_wait(obj, f, *a, **kw):
    real_save(obj, f, *a, **kw)
    Path(f).write_bytes(Path(f).read_bytes()[:100])
    print("writing", f, flush=True)
    for _ in range(1200):  # until the signal: short sleeps, since it may reach one of torch's threads,
        time.sleep(0.1)    # which would not wake the main thread from a long one

torch.save = half_then_wait


def half_file_then_wait(tensors, f, *a, **kw):  # safetensors' save_file (a speculators folder's weights)
    real_save_file(tensors, f, *a, **kw)
    Path(f).write_bytes(Path(f).read_bytes()[:100])
    print("writing", f, flush=True)
    for _ in range(1200):
        time.sleep(0.1)


import safetensors.torch
real_save_file = safetensors.torch.save_file
safetensors.torch.save_file = half_file_then_wait
import {module}
{module}.main(sys.argv[1:])
"""


def interrupt_while_writing(module: str, argv, sig) -> subprocess.CompletedProcess:
    p = subprocess.Popen([sys.executable, "-c", PAUSED_CHILD.format(root=str(ROOT), module=module), *map(str, argv)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, preexec_fn=ctrl_c_reaches_it)
    try:
        lines = [p.stdout.readline()]  # blocks until the child is inside torch.save ("" if it died first)
        while lines[-1] and not lines[-1].startswith("writing"):
            lines.append(p.stdout.readline())
        assert lines[-1], p.communicate(timeout=HANG)[1]
        p.send_signal(sig)
        out, err = p.communicate(timeout=HANG)
    finally:
        p.kill()
    return subprocess.CompletedProcess(p.args, p.returncode, "".join(lines) + out, err)


def snapshot(folder: Path) -> dict:
    return {p.relative_to(folder): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_quantize_killed_by_sigterm_while_writing_leaves_no_temporary_file(ck, tmp_path):
    break_files(tmp_path, ck, {})
    before = snapshot(tmp_path / "ck")
    r = interrupt_while_writing("quantize", ["--checkpoint_path", tmp_path / "ck"], signal.SIGTERM)
    assert r.returncode == 128 + signal.SIGTERM and "Traceback" not in r.stderr, r.stderr
    assert snapshot(tmp_path / "ck") == before  # no model_int8.pth, whole or half, and no .model_int8.pth.tmp*


# (SIGINT during quantize.py's write was already clean; each case is a process start, a few seconds)
@pytest.mark.parametrize("converter, sig", [("convert_gguf", signal.SIGINT), ("convert_gguf", signal.SIGTERM),
                                            ("convert_hf_checkpoint", signal.SIGTERM)])
def test_a_converter_killed_while_replacing_a_checkpoint_leaves_the_old_folder_whole(converter, sig, ck, tiny_gguf,
                                                                                      tmp_path):
    out = tmp_path / "out"
    shutil.copytree(ck, out)  # another checkpoint, replaced with --force
    (out / "notes.txt").write_text("the user's notes")
    before = snapshot(out)
    source = ["--gguf", tiny_gguf] if converter == "convert_gguf" else ["--hf_dir", write_hf_folder(tmp_path / "hf", ck)]
    r = interrupt_while_writing(converter, [*source, "--out", out, "--force"], sig)
    assert r.returncode != 0
    assert snapshot(out) == before  # not the new config.json beside the old model.pth: the old folder, whole
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["out"] + (["hf"] if converter != "convert_gguf"
                                                                           else []))  # no temporary folder


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_convert_eagle_killed_while_writing_a_speculators_folder_leaves_nothing_behind(sig, tmp_path):
    head = ROOT / "judges" / "SmolLM2-135M-Instruct.eagle.pt"
    r = interrupt_while_writing("convert_eagle", [head, tmp_path / "spec", "--verifier", "x/y"], sig)
    assert r.returncode == 128 + sig and "Traceback" not in r.stderr, r.stderr
    assert list(tmp_path.iterdir()) == []  # no .spec.tmp*/ (SIGTERM left one), no half folder


def test_write_folder_atomic_swaps_whole_and_keeps_the_users_other_files(tmp_path):
    out = tmp_path / "ck"
    out.mkdir()
    for name, text in (("model.pth", "old weights"), ("config.json", "old config"), ("model_int8.pth", "old int8"),
                       ("notes.txt", "the user's notes")):
        (out / name).write_text(text)
    (out / "sub").mkdir()
    (out / "sub" / "a.txt").write_text("kept too")

    def write(folder):
        (folder / "model.pth").write_text("new weights")
        (folder / "config.json").write_text("new config")

    with pytest.raises(FileExistsError, match="pass --force"):
        checkpoint.write_folder_atomic(out, write, ["model.pth", "config.json"])
    checkpoint.write_folder_atomic(out, write, ["model.pth", "config.json"], force=True)
    # model_int8.pth was made from the old weights: dropped, not left to disagree with the new ones
    assert {str(k): v.decode() for k, v in snapshot(out).items()} == {
        "model.pth": "new weights", "config.json": "new config", "notes.txt": "the user's notes",
        "sub/a.txt": "kept too"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ck"]


@pytest.fixture
def sigterm_caught():
    """A SIGTERM this process sends itself lands here, not in the default action (the end of the test run),
    when the code under test fails to take it over; yields the handler, restored afterwards."""
    def caught(signum, frame):
        pytest.fail("SIGTERM reached the handler that was there before the write")

    old = signal.signal(signal.SIGTERM, caught)
    yield caught
    signal.signal(signal.SIGTERM, old)


def test_write_atomic_interrupted_by_sigterm_leaves_the_old_file_and_no_temporary_one(tmp_path, sigterm_caught):
    target = tmp_path / "stats.json"
    target.write_text("the old file")

    def killed_midway(tmp):
        tmp.write_text("half a fi")
        os.kill(os.getpid(), signal.SIGTERM)  # what `kill` or `timeout` sends
        tmp.write_text("half a file, and the rest")  # never reached: the handler raises in between

    with pytest.raises(SystemExit) as e:
        checkpoint.write_atomic(target, killed_midway, force=True)
    assert e.value.code == 128 + signal.SIGTERM
    assert [p.name for p in tmp_path.iterdir()] == ["stats.json"] and target.read_text() == "the old file"
    assert signal.getsignal(signal.SIGTERM) is sigterm_caught  # the caller's handler is back


def test_a_sigterm_during_the_folder_swap_waits_for_the_swap_to_finish(tmp_path, monkeypatch, sigterm_caught):
    out = tmp_path / "ck"
    out.mkdir()
    (out / "model.pth").write_text("old")
    real_rename = os.rename

    def rename_and_get_killed(a, b):  # SIGTERM between taking the old folder away and putting the new one
        real_rename(a, b)
        if Path(b).name.startswith(".ck.old"):
            os.kill(os.getpid(), signal.SIGTERM)

    monkeypatch.setattr(os, "rename", rename_and_get_killed)
    with pytest.raises(SystemExit) as e:
        checkpoint.write_folder_atomic(out, lambda f: (f / "model.pth").write_text("new"), ["model.pth"], force=True)
    assert e.value.code == 128 + signal.SIGTERM
    assert (out / "model.pth").read_text() == "new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ck"]
    assert signal.getsignal(signal.SIGTERM) is sigterm_caught  # handlers restored


# --------------------------------------------------------------------------------------- quantize, round two
def edit_state(drop=(), **changes):
    def how(path):
        state = torch.load(path)
        for k in drop:
            state.pop(k)
        state.update(changes)
        torch.save(state, path)
    return how


QUANTIZE_CASES_2 = {
    "config.json that does not match model.pth": ({"ck/config.json": edit_json(intermediate_size=96)},
                                                  ["{ck}/model.pth", "{ck}/config.json", "does not match"]),
    "config.json with more layers than model.pth": ({"ck/config.json": edit_json(num_hidden_layers=3)},
                                                    ["{ck}/model.pth", "missing", "layers.2."]),
    "model.pth without a tensor": ({"ck/model.pth": edit_state(drop=["layers.0.ffn_norm.weight"])},
                                   ["{ck}/model.pth", "layers.0.ffn_norm.weight"]),
    "model.pth with an int8 tensor": ({"ck/model.pth": edit_state(**{"norm.weight": torch.zeros(64, dtype=torch.int8)})},
                                      ["{ck}/model.pth", "already quantized"]),
    "output folder not writable": ({}, ["{ck}/model_int8.pth", "not writable"]),
}


@pytest.mark.parametrize("files, words", QUANTIZE_CASES_2.values(), ids=QUANTIZE_CASES_2.keys())
def test_quantize_refuses_in_one_line_and_writes_nothing(files, words, ck, tmp_path, capsys, monkeypatch):
    break_files(tmp_path, ck, files)
    if "not writable" in words:  # a read-only checkpoint folder (root cannot have one): the probe is refused

        def permission_denied(**kw):
            raise PermissionError(13, "Permission denied")

        monkeypatch.setattr(checkpoint.tempfile, "mkstemp", permission_denied)
    err = error_of(quantize.main, ["--checkpoint_path", tmp_path / "ck"], capsys)
    assert_one_line_error(err, *fill(words, tmp_path))
    assert not (tmp_path / "ck" / "model_int8.pth").exists()


def test_quantize_process_prints_its_error_as_the_only_line(ck, tmp_path):
    break_files(tmp_path, ck, {"ck/config.json": edit_json(intermediate_size=96)})
    r = run_script("quantize.py", "--checkpoint_path", tmp_path / "ck")
    assert r.returncode == 1
    assert r.stderr.strip().splitlines() == [r.stderr.strip()] and r.stderr.startswith("error:"), r.stderr  # no usage


def int8_of_ck(drop_scales):
    """model_int8.pth of the tiny checkpoint, with some (or, for "all", every) .scales entry left out."""
    def how(path):
        state = quantize.quantize_state_dict_int8(torch.load(path.parent / "model.pth"), tie_embeddings=False)
        drop = [k for k in state if k.endswith(".scales")] if drop_scales == "all" else drop_scales
        torch.save({k: v for k, v in state.items() if k not in drop}, path)
    return how


INT8_LOAD_CASES = {
    "int8 file without scales": ({"ck/model_int8.pth": int8_of_ck("all")},
                                 ["{ck}/model_int8.pth", "int8 weights without scales"]),
    "int8 file missing one scale": ({"ck/model_int8.pth": int8_of_ck(["layers.1.attention.wq.scales"])},
                                    ["{ck}/model_int8.pth", "layers.1.attention.wq.scales"]),
}


@pytest.mark.parametrize("files, words", INT8_LOAD_CASES.values(), ids=INT8_LOAD_CASES.keys())
def test_generate_refuses_a_broken_int8_file_naming_it(files, words, ck, tmp_path, capsys):
    break_files(tmp_path, ck, files)
    err = error_of(generate.main, ["--checkpoint_path", tmp_path / "ck" / "model_int8.pth", *GEN], capsys)
    assert_one_line_error(err, *fill(words, tmp_path))
    assert "require" not in err and "floating point" not in err  # not torch's requires-grad message


# ------------------------------------------------------------------------------------- converters, round two
def hf_without(name):
    def how(path):
        from safetensors.torch import load_file, save_file
        tensors = load_file(str(path))
        tensors.pop(name)
        save_file(tensors, str(path))
    return how


def hf_second_shard_with(name):
    def how(path):
        from safetensors.torch import load_file, save_file
        save_file({name: load_file(str(path.parent / "model.safetensors"))[name] + 1}, str(path))
    return how


CONVERT_HF_CASES_2 = {
    "a tensor missing": ({"hf/model.safetensors": hf_without("model.layers.1.mlp.down_proj.weight")},
                         ["{tmp}/hf", "missing", "layers.1.feed_forward.w2.weight"]),
    "a tensor in two shards": ({"hf/model-2.safetensors": hf_second_shard_with("model.norm.weight")},
                               ["model.norm.weight", "{tmp}/hf/model.safetensors", "{tmp}/hf/model-2.safetensors"]),
    "--out inside a file": ({"f": b"x"}, ["{tmp}/f", "is a file"]),
}


@pytest.mark.parametrize("files, words", CONVERT_HF_CASES_2.values(), ids=CONVERT_HF_CASES_2.keys())
def test_convert_hf_checkpoint_refuses_incomplete_or_ambiguous_weights(files, words, ck, tmp_path, capsys):
    write_hf_folder(tmp_path / "hf", ck)
    break_files(tmp_path, ck, files)
    out = tmp_path / "f" / "out" if "f" in files else tmp_path / "out"
    err = error_of(convert_hf_checkpoint.main, ["--hf_dir", tmp_path / "hf", "--out", out], capsys)
    assert_one_line_error(err, *fill(words, tmp_path))
    assert not out.exists()


def test_convert_hf_checkpoint_process_with_a_tensor_missing_exits_1_with_one_line(ck, tmp_path):
    write_hf_folder(tmp_path / "hf", ck)
    hf_without("model.norm.weight")(tmp_path / "hf" / "model.safetensors")
    r = run_script("scripts/convert_hf_checkpoint.py", "--hf_dir", tmp_path / "hf", "--out", tmp_path / "out")
    assert r.returncode == 1
    assert_one_line_error(r.stderr, "norm.weight", "missing")
    assert len(r.stderr.strip().splitlines()) == 1, r.stderr


# ------------------------------------------------------------------------------------------ the benchmarks
# (main, arguments, words); "{ck}" is a copy of the tiny checkpoint, broken as the row says.
SCRIPT_CASES = {
    "bench --ks abc": ({}, bench.main, ["--ks", "abc"], ["--ks", "'abc'"]),
    "bench --json a folder": ({"out": DIR}, bench.main, ["--json", "{tmp}/out"], ["--json: {tmp}/out is a directory"]),
    "bench --ks 5,0": ({}, bench.main, ["--ks", "5,0"], ["--ks: must be in [1, 256], got 0"]),
    "bench --repeats 0": ({}, bench.main, ["--repeats", "0"], ["--repeats: must be in [1, 10000], got 0"]),
    "bench --new_tokens -1": ({}, bench.main, ["--new_tokens", "-1"], ["--new_tokens: must be in [1, "]),
    "bench missing checkpoint": ({"ck": None}, bench.main, [], ["{ck}", "not found"]),
    "bench truncated checkpoint": ({"ck/model.pth": truncate}, bench.main, [], ["{ck}/model.pth", "truncated"]),
    "bench prompts past the context": ({}, bench.main, ["--new_tokens", "200"], ["context is 256"]),
    "bench --json a directory": ({"b": DIR}, bench.main, ["--json", "{tmp}/b"], ["{tmp}/b", "directory"]),
    "bench --stop 2": ({}, bench.main, ["--chat", "--stop", "2"], ["--stop: must be in [0, 1], got 2"]),
    "bench --stop nan": ({}, bench.main, ["--chat", "--stop", "nan"], ["--stop", "got nan"]),
    "bench --eagle without --chat": ({}, bench.main, ["--eagle", "{tmp}/h.pt"], ["--eagle is read by --chat"]),
    "bench --k without --chat or --pair": ({}, bench.main, ["--k", "5"], ["--k is read by --chat and --pair"]),
    "bench --stop with --pair": ({}, bench.main, ["--pair", "--stop", "0.5"], ["--stop is read by --chat, not by --pair"]),
    "bench --n_prompts without --pair": ({}, bench.main, ["--chat", "--n_prompts", "3"], ["--n_prompts is read by --pair"]),
    "bench --draft_vocab without --pair": ({}, bench.main, ["--draft_vocab", "1000"], ["--draft_vocab is read by --pair"]),
    "bench_decode --repeats 0": ({}, bench_decode.main, ["--repeats", "0"], ["--repeats: must be in [1, "]),
    "bench_decode --new_tokens 1": ({}, bench_decode.main, ["--new_tokens", "1"], ["--new_tokens: must be in [2, "]),
    "bench_decode corrupt checkpoint": ({"ck/model.pth": NOISE}, bench_decode.main, [],
                                        ["{ck}/model.pth", "not a PyTorch weights file"]),
    "bench_quant --widths 8,x": ({}, bench_quant.main, ["--widths", "8,x"], ["--widths: must be an integer", "got 'x'"]),
    "bench_quant --repeats 0": ({}, bench_quant.main, ["--repeats", "0"], ["--repeats: must be in [1, "]),
    "bench_quant --threads -1": ({}, bench_quant.main, ["--threads", "-1"], ["--threads: must be in [0, "]),
    "bench_quant missing config": ({"ck/config.json": None}, bench_quant.main, [], ["{ck}/config.json", "not found"]),
    "bench_quant --widths past the context": ({}, bench_quant.main, ["--widths", "1,300"], ["context of 256"]),
    "judge_on_labels missing labels": ({}, judge_on_labels.main, ["--labels", "{tmp}/no.jsonl", "--judges", "{tmp}/j.pt"],
                                       ["{tmp}/no.jsonl", "No such file"]),
    "judge_on_labels no example in the splits": (
        {"l.jsonl": b'{"question": "q", "correct": "a", "split": "train"}\n'}, judge_on_labels.main,
        ["--labels", "{tmp}/l.jsonl", "--judges", "{tmp}/j.pt"], ["{tmp}/l.jsonl", "no example in the splits val calibration"]),
    "judge_on_labels missing judge": (
        {"l.jsonl": b'{"question": "q", "correct": "a", "split": "val"}\n'}, judge_on_labels.main,
        ["--labels", "{tmp}/l.jsonl", "--judges", "{tmp}/j.pt"], ["{tmp}/j.pt", "not found"]),
}


@pytest.mark.parametrize("files, main, args, words", SCRIPT_CASES.values(), ids=SCRIPT_CASES.keys())
def test_benchmarks_refuse_bad_arguments_and_checkpoints_in_one_line(files, main, args, words, ck, tmp_path, capsys):
    break_files(tmp_path, ck, files)
    json_out = ["--json", tmp_path / "bench.json"] if main is bench.main and "--json" not in args else []
    err = error_of(main, ["--checkpoint_path", tmp_path / "ck", *json_out, *fill(args, tmp_path)], capsys)
    assert_one_line_error(err, *fill(words, tmp_path))
    assert not (tmp_path / "bench.json").exists()


BENCH_GPU_CASES = {
    "--widths abc": (["--widths", "abc"], ["--widths", "'abc'"]),
    "--forced 6,-1": (["--forced", "6,-1"], ["--forced: must be in [0, 256], got -1"]),
    "--repeats 0": (["--repeats", "0"], ["--repeats: must be in [1, "]),
    "--speculate_k 0": (["--speculate_k", "0", "--forced", "0"], ["--speculate_k: must be in [1, "]),
}


@pytest.mark.parametrize("args, words", BENCH_GPU_CASES.values(), ids=BENCH_GPU_CASES.keys())
def test_bench_gpu_refuses_bad_arguments_before_building_a_model(args, words, tmp_path, capsys):
    err = error_of(bench_gpu.main, ["--smoke", "--out", tmp_path / "g.json", *args], capsys)
    assert_one_line_error(err, *words)


@pytest.mark.parametrize("script", ["bench", "bench_gpu"])
def test_benchmark_results_are_kept_without_force(script, ck, tmp_path, capsys):
    out = tmp_path / "results.json"
    out.write_text("the user's results")
    main, argv = ((bench.main, ["--checkpoint_path", ck, "--json", out]) if script == "bench" else
                  (bench_gpu.main, ["--smoke", "--out", out]))
    err = error_of(main, argv, capsys)
    assert_one_line_error(err, str(out), "--force")
    assert out.read_text() == "the user's results"


def test_download_checks_its_arguments_before_the_network(tmp_path, capsys):
    err = error_of(download.main, ["--repo_id", "nobody/none", "--timeout", "0", "--out", tmp_path / "o"], capsys)
    assert_one_line_error(err, "--timeout: must be in [1, ")


# ------------------------------------------------------------------------------- edges of sampling and judging
def answer_of(argv, capsys) -> tuple[str, str]:
    """main(argv)'s answer (stdout before the stats line) and stderr."""
    generate.main([str(a) for a in argv])
    out = capsys.readouterr()
    return out.out.split("[1/1]")[0], out.err


def test_temperature_1e_45_decodes_greedily_with_a_note_instead_of_printing_token_0(ck, capsys):
    greedy, _ = answer_of(["--checkpoint_path", ck, *GEN], capsys)
    tiny_t, err = answer_of(["--checkpoint_path", ck, *GEN, "--temperature", "1e-45"], capsys)
    assert tiny_t == greedy and "<|endoftext|>" not in tiny_t
    assert "note: --temperature 1e-45" in err and "greedily" in err


def test_a_whitespace_draft_text_under_a_keep_everything_judge_is_left_to_the_standard_test(ck, tmp_path, capsys):
    head = judge.new_judge(64)
    with torch.no_grad():
        head.net.weight.zero_()
        head.net.bias.fill_(50.0)  # keeps every draft: only the guard stands between the text and the answer
    judge.save_judge(tmp_path / "j.pt", head, {"target": "tiny", "delta": 0.5})
    (tmp_path / "blank.txt").write_text("   \n\n\t  \n    \n\n" * 4)
    argv = ["--checkpoint_path", ck, "--no-chat", "--prompt", "the hen", "--max_new_tokens", "12"]
    greedy, _ = answer_of(argv, capsys)
    judged, _ = answer_of(argv + ["--draft_text", tmp_path / "blank.txt", "--judge", tmp_path / "j.pt",
                                  "--stats_json", tmp_path / "s.json"], capsys)
    assert judged == greedy
    assert json.loads((tmp_path / "s.json").read_text())["runs"][0]["rule_only_accepted"] == 0


def test_a_fifo_prompt_file_is_refused_at_once_by_the_process(ck, tmp_path):
    os.mkfifo(tmp_path / "p.txt")
    r = run_script("generate.py", "--checkpoint_path", ck, "--prompt_file", tmp_path / "p.txt")  # a hang: timeout
    assert r.returncode == 1
    assert_one_line_error(r.stderr, "not a regular file")


def test_a_fifo_gguf_is_refused_at_once_by_the_converter(tmp_path):
    os.mkfifo(tmp_path / "m.gguf")
    r = run_script("scripts/convert_gguf.py", "--gguf", tmp_path / "m.gguf", "--out", tmp_path / "out")  # it hung
    assert r.returncode == 1
    assert_one_line_error(r.stderr, "m.gguf", "not a regular file")


def test_a_dangling_symlink_as_stats_json_is_not_replaced_without_force(ck, tmp_path, capsys):
    link = tmp_path / "s.json"
    link.symlink_to(tmp_path / "elsewhere" / "stats.json")  # points nowhere yet: still the user's name
    err = error_of(generate.main, ["--checkpoint_path", ck, *GEN, "--stats_json", link], capsys)
    assert_one_line_error(err, "s.json exists", "--force")
    assert link.is_symlink()


def test_ctrl_c_during_a_long_answer_ends_with_one_line_and_status_130(ck, tmp_path):
    import signal

    p = subprocess.Popen([sys.executable, str(ROOT / "generate.py"), "--checkpoint_path", str(ck), "--no-chat",
                          "--prompt", "the hen", "--max_new_tokens", "200000"], cwd=ROOT, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, preexec_fn=ctrl_c_reaches_it)
    p.stdout.read(1)  # the answer has begun: past the imports and the loading, inside generate()
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=HANG)
    if p.returncode == 0:  # it finished its (context-cut) answer before the signal: nothing to interrupt
        pytest.skip("the answer ended before Ctrl-C")
    assert p.returncode == 130 and "Traceback" not in err and err.strip().splitlines()[-1] == "interrupted", err

# --------------------------------------------------------------------------------------------- eval_verify
def _eval_verify():
    import importlib.util

    spec = importlib.util.spec_from_file_location("eval_verify", ROOT / "scripts" / "eval_verify.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# every case names a missing checkpoint: the refusal must come before anything is loaded
EVAL_VERIFY_CASES = {
    "--heldout 0": ({}, ["--heldout", "0"], ["--heldout: must be in [1, "]),
    "--speculate_k 0": ({}, ["--speculate_k", "0"], ["--speculate_k: must be in [1, "]),
    "--reworded -1": ({}, ["--reworded", "-1"], ["--reworded: must be in [0, "]),
    "--reworded_file missing": ({}, ["--reworded_file", "{tmp}/q.json"], ["--reworded_file", "{tmp}/q.json"]),
    "--reworded_file not a list": ({"q.json": b'{"question": "x"}'}, ["--reworded_file", "{tmp}/q.json"],
                                   ["--reworded_file", "{tmp}/q.json", "JSON list"]),
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


def test_results_json_writes_nan_and_infinity_as_null_never_as_invalid_json():
    text = checkpoint.json_text({"rate": float("nan"), "rows": [1.0, float("inf"), {"x": -float("inf")}], "ok": 0.5})
    assert json.loads(text) == {"rate": None, "rows": [1.0, None, {"x": None}], "ok": 0.5}
    assert "NaN" not in text and "Infinity" not in text


# ------------------------------------------------------------------ scripts that must honour their checkpoint
@pytest.fixture(scope="module")
def ck_int8(ck, tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("int8") / "ck"
    shutil.copytree(ck, folder)
    quantize.main(["--checkpoint_path", str(folder)])
    return folder / "model_int8.pth"


def _bench_passes():
    import bench_passes

    return bench_passes.main


@pytest.mark.parametrize("script", ["bench", "bench_decode", "bench_quant", "bench_passes"])
def test_benchmarks_of_the_fp_weights_refuse_an_int8_checkpoint_in_one_line(script, ck_int8, tmp_path, capsys):
    # they quantized the int8 codes again, or labelled int8 rows fp32 (bench_quant: garbage; bench: a traceback)
    main = {"bench": bench.main, "bench_decode": bench_decode.main, "bench_quant": bench_quant.main,
            "bench_passes": _bench_passes()}[script]
    extra = ["--json", tmp_path / "b.json"] if script == "bench" else []
    err = error_of(main, ["--checkpoint_path", ck_int8, *extra], capsys)
    assert_one_line_error(err, str(ck_int8), "int8 weights")


def test_bench_passes_honours_a_small_vocab_and_context_and_always_times_one_token(ck, capsys):
    main = _bench_passes()
    err = error_of(main, ["--checkpoint_path", ck, "--widths", "1", "200"], capsys)  # 100 + 200 > 256
    assert_one_line_error(err, "--widths", "context is 256")
    main(["--checkpoint_path", str(ck), "--widths", "3", "--repeats", "1"])  # random ids < 260; no width 1 given
    out = capsys.readouterr().out
    assert "a one-token step" in out and out.strip().splitlines()[-1].split()[0] == "3"


def test_eval_verify_refuses_a_target_with_a_short_context_before_any_work(ck, tmp_path, capsys):
    err = error_of(_eval_verify().main, ["--checkpoint_path", ck, "--quick", "--outdir", tmp_path / "out"], capsys)
    assert_one_line_error(err, "context is 256")
    assert not (tmp_path / "out").exists()


def test_every_cli_ends_a_ctrl_c_anywhere_as_one_line_and_status_130(tmp_path):
    """checkpoint.run_cli, and every CLI's entry point calling it (generate.py has its own cli(), the same)."""
    entry = sorted(p for p in [*ROOT.glob("*.py"), *ROOT.glob("scripts/*.py")] if 'if __name__ == "__main__":' in p.read_text())
    assert {p.name for p in entry} >= {"train_judge.py", "train_draft.py", "quantize.py", "eval_verify.py", "bench.py"}
    for p in entry:
        tail = p.read_text().split('if __name__ == "__main__":')[-1]
        assert "checkpoint.run_cli(main)" in tail or (p.name == "generate.py" and "cli()" in tail), p
    script = tmp_path / "slow.py"
    script.write_text(f"import sys, time\nsys.path.insert(0, {str(ROOT)!r})\nimport checkpoint\n"
                      "def main():\n    print('working', flush=True)\n    time.sleep(30)\n"
                      "checkpoint.run_cli(main)\n")
    proc = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=ctrl_c_reaches_it)
    assert proc.stdout.readline() == "working\n"
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=HANG)
    assert proc.returncode == 130 and err.strip() == "interrupted", err


def test_a_results_file_to_continue_is_ours_or_refused_and_never_rewritten(tmp_path):
    """A run continues from its JSONL (checkpoint.read_records): a torn record, even mid-file after a resumed run
    appended past it, is dropped; a file no run of ours wrote (text, binary, a folder) is refused, not skipped
    line by line and then rewritten (label_code_tasks rewrites its --out when it resumes)."""
    ok = tmp_path / "ok.jsonl"
    ok.write_text('{"task_id": 1}\n{"task_id": 2, "ans\n{"task_id": 3}\n')
    assert [r["task_id"] for r in checkpoint.read_records(ok)] == [1, 3]
    for name, content, words in [("notes.txt", b"my notes\n{}\n", "line 1 is not a JSON record"),
                                 ("bin.jsonl", bytes(range(256)), "not a text file"), ("d", None, "a directory")]:
        path = tmp_path / name
        path.mkdir() if content is None else path.write_bytes(content)
        with pytest.raises(ValueError, match=words):
            checkpoint.read_records(path)


@pytest.mark.parametrize("main,flag", [("eval_mtbench", "--out"), ("eval_humaneval", "--out"), ("eval_verify", "--outdir"),
                                       ("train_judge", "--feature_cache")])
def test_a_results_folder_that_is_a_file_is_refused_by_its_flag(main, flag, tmp_path):
    (tmp_path / "afile").write_text("mine")
    module = importlib.import_module(main)
    err = main_error(module.main, [flag, str(tmp_path / "afile")])
    assert f"argument {flag}:" in err and "is a file, not a folder" in err
    assert (tmp_path / "afile").read_text() == "mine"


def test_an_empty_plain_prompt_on_a_tokenizer_without_bos_is_refused(smollm2):
    """SmolLM2 adds no BOS: --no-chat --prompt '' is no token at all, which the embedding used to get as a float
    tensor (a RuntimeError deep in torch)."""
    assert "the prompt is empty" in main_error(generate.main, ["--checkpoint_path", str(smollm2), "--no-chat",
                                                               "--prompt", "", "--max_new_tokens", "2"])
