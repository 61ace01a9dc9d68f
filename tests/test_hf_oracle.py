"""Our model against Hugging Face transformers' LlamaForCausalLM (test-only oracle), via the real
scripts/convert_hf_checkpoint.py path."""
import subprocess
import sys
from pathlib import Path

import pytest
import torch

transformers = pytest.importorskip("transformers")
from checkpoint import load_model

ROOT = Path(__file__).resolve().parent.parent


def make_hf_checkpoint(path: Path, tie: bool):
    cfg = transformers.LlamaConfig(
        hidden_size=64, intermediate_size=160, num_hidden_layers=3, num_attention_heads=8, num_key_value_heads=2,
        vocab_size=300, max_position_embeddings=512, rope_theta=500000.0, rms_norm_eps=1e-5,
        tie_word_embeddings=tie,
        rope_scaling={"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                      "original_max_position_embeddings": 32},
    )
    torch.manual_seed(0)
    hf = transformers.LlamaForCausalLM(cfg).eval()
    with torch.no_grad():  # HF inits norms to 1; random norms catch a mis-mapped norm weight
        for n, p in hf.named_parameters():
            if "norm" in n:
                p.uniform_(0.5, 1.5)
    # small shards: exercise the sharded-checkpoint path
    hf.save_pretrained(path, safe_serialization=True, max_shard_size="200KB")
    return hf


@pytest.mark.parametrize("tie", [True, False])
def test_logits_match_transformers_llama_with_gqa_rope_scaling(tmp_path, tie):
    hf = make_hf_checkpoint(tmp_path / "hf", tie)
    assert len(list((tmp_path / "hf").glob("*.safetensors"))) > 1
    out = tmp_path / "ours"
    subprocess.run([sys.executable, str(ROOT / "scripts" / "convert_hf_checkpoint.py"), "--hf_dir", str(tmp_path / "hf"),
                    "--out", str(out)], check=True, capture_output=True)
    model = load_model(out).eval()
    model.setup_caches(1, 200)
    torch.manual_seed(1)
    ids = torch.randint(0, 300, (1, 150))  # long enough to reach the rescaled rope frequencies
    with torch.no_grad():
        ref = hf(ids).logits[0]
        ours = model(ids, torch.arange(150))[0]
        # and through the KV cache: prefill 100, then 50 one-token steps
        model.setup_caches(1, 200)
        step = [model(ids[:, :100], torch.arange(100))[0]]
        for i in range(100, 150):
            step.append(model(ids[:, i:i + 1], torch.tensor([i]))[0])
    assert (ours - ref).abs().max().item() < 1e-4
    assert (torch.cat(step) - ref).abs().max().item() < 1e-4
