"""What the tests share: tiny random models and checkpoint folders, the one-line-error check, and the embedded
SmolLM2 checkpoint. Helpers are plain functions (`from conftest import tiny_model`); fixtures are below."""
import contextlib
import signal
import io
import json
from pathlib import Path

import pytest
import torch

from model import ModelArgs, Transformer
from tokenizer import _gpt2_char_to_byte

ROOT = Path(__file__).resolve().parent.parent
SMOLLM2 = ROOT / "checkpoints" / "SmolLM2-135M-Instruct"


def ctrl_c_reaches_it():
    """A Popen preexec_fn for a child the test sends Ctrl-C (SIGINT): a shell starts background jobs with SIGINT
    ignored, a child inherits that, and Python then leaves it ignored; the test would hang on a signal that never
    lands, or pass on how the suite was started. The child starts with SIGINT's default, as from a terminal."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def tiny_model(name="tiny", seed=0, max_seq_len=256, weight_scale=3.0, **overrides) -> Transformer:
    """A random model of a known tiny shape, caches ready. Matrices get std weight_scale/sqrt(fan_in). The
    default 3 makes the blocks matter as much as the embedding: greedy output varies (no repeated-token
    attractor) and logits are spread well apart (no argmax near-ties). 1 keeps activations at a trained
    model's scale, for tests of numerical error (int8)."""
    args = ModelArgs.from_name(name)
    for k, v in overrides.items():
        setattr(args, k, v)
    torch.manual_seed(seed)
    model = Transformer(args)
    with torch.no_grad():
        for p in model.parameters():
            if p.dim() == 1:
                p.fill_(1.0)
            else:
                p.normal_(0, weight_scale / p.size(1) ** 0.5)
        model.tok_embeddings.weight.normal_(0, 1.0)
    model.setup_caches(1, max_seq_len)
    return model.eval()


def write_bpe_json(folder: Path, merges) -> Path:
    """A tiny GGUF-style byte-level vocab: 3 control tokens, the 256 bytes, then one token per merge."""
    byte_to_char = {b: c for c, b in _gpt2_char_to_byte().items()}
    tokens = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"] + [byte_to_char[b] for b in range(256)]
    tokens += [m.replace(" ", "") for m in merges]
    data = {"model": "gpt2", "pre": "smollm", "tokens": tokens, "token_type": [3, 3, 3] + [1] * (len(tokens) - 3),
            "merges": merges, "bos_token_id": 1, "eos_token_id": 2, "chat_template": None}
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "bpe_tokenizer.json").write_text(json.dumps(data))
    return folder


def write_checkpoint(folder: Path, model: Transformer) -> Path:
    """A checkpoint folder every CLI accepts: model.pth, config.json and a 260-token tokenizer (3 specials,
    256 bytes, 1 merge), so models of vocab_size >= 260 can run from the command line."""
    folder.mkdir(parents=True, exist_ok=True)
    torch.save(model.state_dict(), folder / "model.pth")
    (folder / "config.json").write_text(json.dumps(model.args.to_hf_config()))
    return write_bpe_json(folder, ["h e"])


def assert_one_line_error(err: str, *words):
    """stderr of a refused command: its last line is ours (`error: ...`) or argparse's, no traceback, never
    torch's hint to retry with weights_only=False, and it names what is wrong."""
    lines = err.strip().splitlines()
    assert "Traceback" not in err and "weights_only=False" not in err, err
    assert "mmap" not in err, err  # torch's message for a file it cannot map says nothing of what is wrong
    assert lines and (lines[-1].startswith("error:") or ": error:" in lines[-1]), err
    for w in words:
        assert str(w) in err, f"{w!r} not in: {err}"


def main_error(main, argv) -> str:
    """The one-line error a CLI's main(argv) exits with: ours (SystemExit("error: ...")) or argparse's for a flag
    its type refuses (flags.py: status 2, `prog: error: argument --x: ...` as the last line of stderr)."""
    err = io.StringIO()
    with pytest.raises(SystemExit) as e, contextlib.redirect_stderr(err):
        main(argv)
    if e.value.code == 2:
        lines = err.getvalue().strip().splitlines()
        assert lines and ": error: argument " in lines[-1] and "Traceback" not in err.getvalue(), err.getvalue()
        return lines[-1]
    msg = str(e.value.code)
    assert msg.startswith("error: ") and "\n" not in msg, msg
    return msg


def assert_out_refused_before_any_work(module, tmp_path, monkeypatch):
    """A trainer (train_judge, train_draft) refuses an existing --out without --force before loading a model, and
    never overwrites its committed default (module.DEFAULT_OUT) when run without flags."""
    monkeypatch.setattr(module, "load_model", lambda *a, **k: pytest.fail("loaded the model before refusing"))
    out = tmp_path / "out.pt"
    out.write_bytes(b"keep me")
    assert "exists: pass --force to replace it" in main_error(module.main, ["--out", str(out)])
    assert out.read_bytes() == b"keep me"
    assert f"{module.DEFAULT_OUT} exists: pass --force" in main_error(module.main, [])


@pytest.fixture(scope="session")
def smollm2() -> Path:
    """The embedded default checkpoint; `make test` converts it first, so its absence is a failure."""
    if not (SMOLLM2 / "model.pth").exists():
        pytest.fail(f"{SMOLLM2} is missing: run `make checkpoint` (the README's `make test` does) first")
    return SMOLLM2


@pytest.fixture(scope="session")
def smollm2_tok(smollm2):
    from tokenizer import load_tokenizer

    return load_tokenizer(smollm2)
