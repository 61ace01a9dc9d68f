"""Turn a Hugging Face Llama checkpoint (config.json + *.safetensors, sharded or not) into our folder:
model.pth (Meta names, interleaved RoPE layout), config.json, and the tokenizer.

    python scripts/convert_hf_checkpoint.py --hf_dir downloads/Llama-3.1-8B-Instruct --out checkpoints/Llama-3.1-8B-Instruct
"""
import argparse
import json
import shutil
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from model import ModelArgs  # noqa: E402

_LAYER_NAMES = {
    "self_attn.q_proj": "attention.wq", "self_attn.k_proj": "attention.wk", "self_attn.v_proj": "attention.wv",
    "self_attn.o_proj": "attention.wo", "mlp.gate_proj": "feed_forward.w1", "mlp.up_proj": "feed_forward.w3",
    "mlp.down_proj": "feed_forward.w2", "input_layernorm": "attention_norm", "post_attention_layernorm": "ffn_norm",
}


def our_name(hf_name: str) -> str:
    top = {"model.embed_tokens.weight": "tok_embeddings.weight", "model.norm.weight": "norm.weight",
           "lm_head.weight": "output.weight"}
    if hf_name in top:
        return top[hf_name]
    parts = hf_name.split(".")  # model.layers.{i}.{module}.{proj}.weight
    if parts[:2] != ["model", "layers"] or ".".join(parts[3:-1]) not in _LAYER_NAMES:
        raise ValueError(f"unexpected tensor {hf_name} in a Llama checkpoint")
    return f"layers.{parts[2]}.{_LAYER_NAMES['.'.join(parts[3:-1])]}.{parts[-1]}"


def unpermute(w: torch.Tensor, n_heads: int, head_dim: int) -> torch.Tensor:
    """HF stores q/k rows per head as [all real parts, all imaginary parts] (rotate-half RoPE);
    Meta and model.py interleave them as pairs. Undo HF's permutation."""
    return w.view(n_heads, 2, head_dim // 2, -1).transpose(1, 2).reshape(w.shape)


def convert_tokenizer(hf_dir: Path, out: Path, cfg: dict):
    """Meta's tokenizer.model (Llama-3 tiktoken or Llama-2 sentencepiece) is copied; a byte-level BPE
    tokenizer.json (e.g. SmolLM2) becomes bpe_tokenizer.json, the format convert_gguf.py writes."""
    for cand in (hf_dir / "original" / "tokenizer.model", hf_dir / "tokenizer.model"):
        if cand.exists():
            shutil.copy(cand, out / "tokenizer.model")
            return
    tj = hf_dir / "tokenizer.json"
    if not tj.exists():
        print(f"warning: no tokenizer.model or tokenizer.json in {hf_dir}; copy one into {out} yourself")
        return
    t = json.loads(tj.read_text())
    if t["model"]["type"] != "BPE":
        raise SystemExit(f"error: {tj} is a {t['model']['type']} tokenizer; only byte-level BPE is supported")
    vocab = dict(t["model"]["vocab"])
    special = set()
    for a in t.get("added_tokens", []):
        vocab[a["content"]] = a["id"]
        if a.get("special"):
            special.add(a["id"])
    tokens = [None] * (max(vocab.values()) + 1)
    for s, i in vocab.items():
        tokens[i] = s
    merges = [m if isinstance(m, str) else " ".join(m) for m in t["model"]["merges"]]
    digits = "Digits" in json.dumps(t.get("pre_tokenizer"))
    bpe = {"model": "gpt2", "pre": "smollm" if digits else "gpt2", "tokens": tokens, "merges": merges,
           "token_type": [3 if i in special else 1 for i in range(len(tokens))],
           "bos_token_id": cfg.get("bos_token_id"), "eos_token_id": cfg.get("eos_token_id"), "chat_template": None}
    tc = hf_dir / "tokenizer_config.json"
    if tc.exists():
        bpe["chat_template"] = json.loads(tc.read_text()).get("chat_template")
    (out / "bpe_tokenizer.json").write_text(json.dumps(bpe))


def convert(hf_dir: Path, out: Path, dtype: torch.dtype | None = None):
    from safetensors.torch import load_file

    cfg_path = hf_dir / "config.json"
    if not cfg_path.exists():
        raise SystemExit(f"error: {cfg_path} not found: --hf_dir must be a Hugging Face model folder")
    cfg = json.loads(cfg_path.read_text())
    if cfg.get("model_type", "llama") != "llama":
        raise SystemExit(f"error: {hf_dir} is a {cfg.get('model_type')!r} model; only 'llama' is supported")
    args = ModelArgs.from_hf_config(cfg)
    files = sorted(hf_dir.glob("*.safetensors"))
    if not files:
        raise SystemExit(f"error: no *.safetensors files in {hf_dir}")
    state = {}
    for f in files:
        for name, w in load_file(str(f)).items():
            if "rotary_emb" in name:
                continue
            ours = our_name(name)
            if ours.endswith("attention.wq.weight"):
                w = unpermute(w, args.n_heads, args.head_dim)
            elif ours.endswith("attention.wk.weight"):
                w = unpermute(w, args.n_kv_heads, args.head_dim)
            state[ours] = w.to(dtype) if dtype else w
    if args.tie_embeddings:
        state.pop("output.weight", None)
    out.mkdir(parents=True, exist_ok=True)
    torch.save(state, out / "model.pth")
    (out / "config.json").write_text(json.dumps(args.to_hf_config(), indent=1))
    convert_tokenizer(hf_dir, out, cfg)
    print(f"wrote {out}: {sum(v.numel() for v in state.values()) / 1e6:.1f}M parameters")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hf_dir", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--dtype", choices=["float32", "bfloat16"], default=None, help="default: keep the file's dtype")
    a = ap.parse_args()
    convert(a.hf_dir, a.out, getattr(torch, a.dtype) if a.dtype else None)


if __name__ == "__main__":
    main()
