"""The command lines a user types: the real default answers, bad input gets one clear line."""
import subprocess
import sys
from pathlib import Path

import pytest

import generate as g
from conftest import assert_one_line_error

HANG = 900  # s: only a hung child fails; a loaded machine may take many times the idle run

ROOT = Path(__file__).resolve().parent.parent


def run(*args, script="generate.py"):
    return subprocess.run([sys.executable, str(ROOT / script), *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=HANG)


def one_line_error(r, *words):
    assert r.returncode != 0
    assert_one_line_error(r.stderr, *words)


def test_default_smollm2_answers_paris_greedy_and_prints_stats(smollm2):
    r = run("--max_new_tokens", "30")
    assert r.returncode == 0, r.stderr
    assert "Paris" in r.stdout
    assert "tok/s decode" in r.stdout and "s to first token" in r.stdout and "GB/s" in r.stdout


def test_ngram_speculation_and_judge_at_delta_one_match_plain_greedy(smollm2, tmp_path, capsys):
    prompt = tmp_path / "p.txt"
    prompt.write_text("Repeat this sentence exactly: the quick brown fox jumps over the lazy dog near the river bank.")
    g.main(["--prompt_file", str(prompt), "--max_new_tokens", "40"])  # in this process: no torch import per run
    plain = capsys.readouterr().out
    for i, extra in enumerate([[], ["--judge", str(ROOT / "judges" / "SmolLM2-135M-Instruct.pt"), "--delta", "1"]]):
        g.main(["--prompt_file", str(prompt), "--max_new_tokens", "40", "--draft", "ngram", "--speculate_k", "8",
                "--stats_json", str(tmp_path / f"s{i}.json"), *extra])
        assert plain.splitlines()[0] == capsys.readouterr().out.splitlines()[0]
        assert (tmp_path / f"s{i}.json").exists()


def main_error(capsys, *args) -> str:
    """main() in this process (a process per case costs a torch import: other tests run the process itself):
    what it would print to stderr as it exits non-zero."""
    with pytest.raises(SystemExit) as e:
        g.main(list(args))
    assert e.value.code not in (0, None)
    return capsys.readouterr().err + (e.value.code if isinstance(e.value.code, str) else "")


def test_missing_checkpoint_says_how_to_make_it(tmp_path, capsys):
    assert_one_line_error(main_error(capsys, "--checkpoint_path", str(tmp_path / "nope")), "not found",
                          "make checkpoint")


def test_prompt_longer_than_context_is_refused(smollm2, tmp_path, capsys):
    p = tmp_path / "long.txt"
    p.write_text("hello world " * 9000)
    assert_one_line_error(main_error(capsys, "--prompt_file", str(p)), "context")


def test_unknown_dtype_and_device_are_refused(capsys):
    assert "invalid choice" in main_error(capsys, "--dtype", "float8")
    assert_one_line_error(main_error(capsys, "--device", "tpu"), "device")


def test_bad_flag_combinations_are_refused(tmp_path, capsys):
    assert_one_line_error(main_error(capsys, "--judge", str(tmp_path / "j.pt")), "needs a draft source")
    assert_one_line_error(main_error(capsys, "--draft_text", str(tmp_path / "missing.txt")), "does not exist")
    assert_one_line_error(main_error(capsys, "--draft", "model"), "--draft_checkpoint_path")
    assert_one_line_error(main_error(capsys, "--delta", "1.5", "--draft", "ngram", "--verify", "typical"), "--delta",
                          "[0, 1], got 1.5")


def test_gguf_of_unsupported_architecture_is_refused(tmp_path):
    import gguf
    import numpy as np
    path = tmp_path / "gpt2.gguf"
    w = gguf.GGUFWriter(str(path), "gpt2")
    w.add_tensor("token_embd.weight", np.zeros((4, 8), dtype=np.float32))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    one_line_error(run("--gguf", str(path), "--out", str(tmp_path / "o"), script="scripts/convert_gguf.py"),
                   "architecture")


def test_threads_flag_sets_torch_threads_and_refuses_zero(smollm2, capsys):
    import torch
    assert_one_line_error(main_error(capsys, "--threads", "0"), "--threads", "got 0")
    before = torch.get_num_threads()
    try:
        torch.set_num_threads(2)
        g.main(["--threads", "1", "--max_new_tokens", "2"])
        assert torch.get_num_threads() == 1
    finally:
        torch.set_num_threads(before)
    assert "tok/s decode" in capsys.readouterr().out
