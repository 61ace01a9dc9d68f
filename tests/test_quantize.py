import json

import pytest
import torch
import torch.nn.functional as F

import quantize
import conftest
from checkpoint import load_model
from model import Transformer

# Int8Linear has three paths on CPU: the fused int8 kernel (bf16 activations) up to fused_max_rows_cpu rows,
# else oneDNN's bf16 GEMM where the CPU has bf16 instructions (bf16_dense_cpu), else dequantize-then-GEMM in
# the model's dtype. Tests that care force one: (fused_max_rows_cpu, bf16_dense_cpu).
PATHS = {"fused": (10 ** 9, False), "dequant": (0, False), "bf16": (0, True)}


def force(monkeypatch, path):
    rows, bf16 = PATHS[path]
    monkeypatch.setattr(quantize.Int8Linear, "fused_max_rows_cpu", rows)
    monkeypatch.setattr(quantize.Int8Linear, "bf16_dense_cpu", bf16)


def tiny_model(tie_embeddings=True, seed=0) -> Transformer:
    """Matrices of std 1/sqrt(fan_in): activations keep their scale through the blocks, as in a trained
    model. (conftest's default 3/sqrt(fan_in) makes attention so sharp that even a bf16 copy of the model
    moves the logits by 8%, which would hide what int8 does.)"""
    return conftest.tiny_model("tiny", seed, max_seq_len=64, weight_scale=1.0, tie_embeddings=tie_embeddings)


def logits(model, ids):
    with torch.no_grad():
        return model(ids[None], torch.arange(len(ids)))[0]


def rel_err(a, b):
    """Largest logit error relative to the logit scale (the largest |logit|)."""
    return ((a - b).abs().max() / b.abs().max()).item()


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("seed", [0, 1])
def test_int8_logits_within_3_percent_of_fp32_and_same_top1(path, seed, monkeypatch):
    force(monkeypatch, path)
    ids = torch.randint(0, 256, (48,), generator=torch.Generator().manual_seed(seed))
    ref = logits(tiny_model(seed=seed), ids)
    out = logits(quantize.quantize_int8(tiny_model(seed=seed)), ids)
    # Measured 0.8-1.1% over seeds 0-2, both paths; a bf16 copy of the same model: 0.4-0.6%.
    assert rel_err(out, ref) < 0.03
    assert torch.equal(out.argmax(-1), ref.argmax(-1))


@pytest.mark.parametrize("rows", [1, 21])
@pytest.mark.parametrize("path", PATHS)
def test_int8_linear_equals_dequantized_weight_matmul(rows, path, monkeypatch):
    force(monkeypatch, path)
    g = torch.Generator().manual_seed(rows)
    w, x = torch.randn(96, 64, generator=g), torch.randn(1, rows, 64, generator=g)
    q8 = quantize.int8_linear(w)
    assert q8.weight.dtype == torch.int8 and q8.scales.shape == (96,)
    deq = q8.weight.float() * q8.scales[:, None]
    assert (deq - w).abs().max() <= q8.scales.max() / 2 + 1e-7  # round to nearest step
    out = q8(x)
    assert out.shape == (1, rows, 96) and out.dtype == torch.float32
    if path != "dequant":  # activations, scales and the output are rounded to bf16 by the kernel / GEMM
        ref = x.bfloat16().float() @ (q8.weight.float() * q8.scales.bfloat16().float()[:, None]).T
        torch.testing.assert_close(out, ref, rtol=2 ** -7, atol=1e-3)
    else:
        torch.testing.assert_close(out, x @ deq.T, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("tie", [True, False])
def test_int8_checkpoint_round_trip_gives_the_in_memory_quantized_logits(tmp_path, tie):
    folder = conftest.write_checkpoint(tmp_path / "ckpt", tiny_model(tie_embeddings=tie))
    quantize.main(["--checkpoint_path", str(folder), "--mode", "int8"])
    loaded = load_model(folder / "model_int8.pth")
    in_memory = quantize.quantize_int8(load_model(folder))
    for m in (loaded, in_memory):
        m.setup_caches(1, 64)
    ids = torch.tensor([5, 17, 99, 3, 42, 17, 99, 3, 8, 200, 1, 0])
    assert torch.equal(logits(loaded, ids), logits(in_memory, ids))
    assert isinstance(loaded.layers[1].feed_forward.w2, quantize.Int8Linear)
    assert isinstance(loaded.output, quantize.Int8Linear)
    # Tied: one int8 table serves the lookup and the head. Untied: the embedding stays float.
    assert isinstance(loaded.tok_embeddings, quantize.Int8Embedding) == tie
    assert (loaded.output.weight is loaded.tok_embeddings.weight) == tie
    # .to(dtype) moves the scales, not the int8 weights.
    bf = load_model(folder / "model_int8.pth", dtype=torch.bfloat16)
    assert bf.output.weight.dtype == torch.int8 and bf.output.scales.dtype == torch.bfloat16
    assert bf.layers[0].attention.wq.weight.dtype == torch.int8
    assert (bf.output.weight is bf.tok_embeddings.weight) == tie
    bf.setup_caches(1, 64)
    assert rel_err(logits(bf, ids), logits(loaded, ids)) < 0.03  # measured 0.5-1%


@pytest.mark.parametrize("change, message", [
    ({"num_hidden_layers": 3}, r"model modules not quantized \['layers\.2\."),
    ({"intermediate_size": 96}, r"at layers\.0\.feed_forward\.w1: weight torch.int8 \(128, 64\)"),
    ({"tie_word_embeddings": False}, r"does not match the model config"),
])
def test_int8_checkpoint_that_does_not_fit_the_config_raises_clear_error(tmp_path, change, message):
    folder = conftest.write_checkpoint(tmp_path / "ckpt", tiny_model())
    quantize.main(["--checkpoint_path", str(folder)])
    cfg = json.loads((folder / "config.json").read_text())
    (folder / "config.json").write_text(json.dumps(dict(cfg, **change)))
    with pytest.raises(ValueError, match=message):
        load_model(folder / "model_int8.pth")


@pytest.mark.parametrize("argv, message", [
    (["--checkpoint_path", "no/such/folder"], "not found"),
    (["--checkpoint_path", "x", "--mode", "int3"], "invalid choice: 'int3'"),
])
def test_quantize_cli_rejects_missing_checkpoint_and_unknown_mode(argv, message, capsys):
    with pytest.raises(SystemExit) as e:
        quantize.main(argv)
    assert message in capsys.readouterr().err + str(e.value.code)  # argparse prints; our errors are the exit message


def test_quantize_cli_refuses_an_already_quantized_checkpoint(tmp_path, capsys):
    folder = conftest.write_checkpoint(tmp_path / "ckpt", tiny_model())
    quantize.main(["--checkpoint_path", str(folder)])
    with pytest.raises(SystemExit) as e:
        quantize.main(["--checkpoint_path", str(folder / "model_int8.pth")])
    assert "already quantized" in str(e.value.code)


TEXT = """The lighthouse stood at the end of a long stone pier, and for forty years the same family had kept
its lamp burning. Every evening the keeper climbed the spiral stairs, trimmed the wick, polished the great
lens and wrote the weather in a leather book. Ships passing in the night never saw him, but they trusted
the light, and that was enough. When the harbour commission decided to replace the old lamp with an
electric beacon, the town held a meeting. Some people argued that the new light would be brighter and
cheaper to run. Others said that a machine could not notice a fishing boat in trouble, or row out into a
storm to help. In the end they kept both: the beacon turns by itself now, and the keeper's granddaughter
still lives in the cottage by the pier. She teaches at the school in the mornings and repairs nets in the
afternoons. On clear nights she walks to the end of the pier and watches the beam sweep across the water,
counting the seconds between flashes the way her grandfather taught her. Visitors often ask whether she
misses the old lamp. She tells them that a light is only as good as the people who look after it, and
that the sea has never cared what kind of bulb it is.
"""


def test_real_smollm2_int8_predicts_the_fp32_next_token_at_90_percent_of_text_positions(smollm2, smollm2_tok):
    ids = torch.tensor(smollm2_tok.encode(TEXT))
    assert len(ids) > 200
    fp = load_model(smollm2)
    fp.setup_caches(1, len(ids))
    ref = logits(fp, ids)
    del fp
    q8 = quantize.quantize_int8(load_model(smollm2))
    q8.setup_caches(1, len(ids))
    out = []
    with torch.no_grad():  # 21-token forwards, as a verify pass feeds them: the fused kernel's path
        for i in range(0, len(ids), 21):
            out.append(q8(ids[None, i:i + 21], torch.arange(i, min(i + 21, len(ids))))[0])
    out = torch.cat(out)
    agree = (out.argmax(-1) == ref.argmax(-1)).float().mean().item()
    kl = F.kl_div(out.log_softmax(-1), ref.log_softmax(-1), log_target=True, reduction="none").sum(-1).mean()
    # This small model is sensitive: its own bf16 copy agrees with fp32 at about 96% of positions. Int8
    # measured 94.3% agreement and a mean KL(fp32 || int8) of 0.005 nats on this text.
    assert agree >= 0.90, agree
    assert kl < 0.02, kl
