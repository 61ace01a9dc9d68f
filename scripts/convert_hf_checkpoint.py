"""Turn a Hugging Face Llama or Qwen2 checkpoint (config.json + *.safetensors, sharded or not) into our folder:
model.pth (Meta names, interleaved RoPE layout), config.json, and the tokenizer.

    python scripts/convert_hf_checkpoint.py --hf_dir downloads/Llama-3.1-8B-Instruct --out checkpoints/Llama-3.1-8B-Instruct
    python scripts/convert_hf_checkpoint.py --hf_dir downloads/Qwen2.5-Coder-7B-Instruct --out checkpoints/Qwen2.5-Coder-7B-Instruct

An existing checkpoint in --out is replaced only with --force.
"""
import argparse
import json
import shutil
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import checkpoint  # noqa: E402
from tokenizer import QWEN2_PATTERN  # noqa: E402

LAYER_NAMES = checkpoint.HF_LAYER_NAMES


def our_name(hf_name: str) -> str:
    top = {"model.embed_tokens.weight": "tok_embeddings.weight", "model.norm.weight": "norm.weight",
           "lm_head.weight": "output.weight"}
    if hf_name in top:
        return top[hf_name]
    parts = hf_name.split(".")  # model.layers.{i}.{module}.{proj}.weight
    if parts[:2] != ["model", "layers"] or ".".join(parts[3:-1]) not in LAYER_NAMES:
        raise ValueError(f"unexpected tensor {hf_name} in a Llama or Qwen2 checkpoint")
    return f"layers.{parts[2]}.{LAYER_NAMES['.'.join(parts[3:-1])]}.{parts[-1]}"


def tokenizer_source(hf_dir: Path) -> tuple[Path | None, str | None]:
    """(the tokenizer file in hf_dir, the name it gets in our folder), or (None, None)."""
    for cand in (hf_dir / "original" / "tokenizer.model", hf_dir / "tokenizer.model"):
        if cand.exists():
            return cand, "tokenizer.model"
    tj = hf_dir / "tokenizer.json"
    return (tj, "bpe_tokenizer.json") if tj.exists() else (None, None)


def bpe_from_tokenizer_json(tj: Path, cfg: dict, hf_dir: Path) -> dict:
    """A byte-level BPE tokenizer.json (e.g. SmolLM2) as bpe_tokenizer.json, the format convert_gguf.py
    writes. Meta's tokenizer.model (Llama-3 tiktoken or Llama-2 sentencepiece) is copied instead."""
    t = checkpoint.read_json(tj)
    model = t.get("model")
    if not isinstance(model, dict) or model.get("type") != "BPE":
        kind = model.get("type") if isinstance(model, dict) else None
        raise ValueError(f"{tj} is a {kind!r} tokenizer; only byte-level BPE is supported")
    try:
        vocab = dict(model["vocab"])
        special = set()
        for a in t.get("added_tokens", []):
            vocab[a["content"]] = a["id"]
            if a.get("special"):
                special.add(a["id"])
        tokens = [None] * (max(vocab.values()) + 1)
        for s, i in vocab.items():
            tokens[i] = s
        merges = [m if isinstance(m, str) else " ".join(m) for m in model["merges"]]
    except (KeyError, TypeError, ValueError, IndexError) as e:
        raise ValueError(f"{tj} is not a valid tokenizer.json ({type(e).__name__}: {e})") from None
    pre = json.dumps(t.get("pre_tokenizer"))
    # Which split the vocab was learned with: SmolLM2's Digits + GPT-2 regex, or Qwen2's own regex.
    kind = "smollm" if "Digits" in pre else "qwen2" if json.dumps(QWEN2_PATTERN)[1:-1] in pre else "unknown"
    added = {a["id"] for a in t.get("added_tokens", [])}
    bpe = {"model": "gpt2", "pre": kind, "tokens": tokens, "merges": merges,
           "token_type": [3 if i in special else 4 if i in added else 1 for i in range(len(tokens))],
           "bos_token_id": cfg.get("bos_token_id"), "eos_token_id": cfg.get("eos_token_id"), "chat_template": None}
    tc = hf_dir / "tokenizer_config.json"
    if tc.exists():
        bpe["chat_template"] = checkpoint.read_json(tc).get("chat_template")
    return bpe


def convert(hf_dir: Path, out: Path, dtype: torch.dtype | None = None, force: bool = False):
    """Write out/config.json, the tokenizer and model.pth. Refuses, before reading anything, to replace
    any of them without force. The folder is built beside `out` and swapped in whole
    (checkpoint.write_folder_atomic): an interrupted run leaves the old checkpoint, never a mix."""
    from safetensors import SafetensorError
    from safetensors.torch import load_file

    tok_src, tok_name = tokenizer_source(hf_dir)
    written = ["model.pth", "config.json"] + ([tok_name] if tok_name else [])
    checkpoint.check_folder_link(out, force)
    for name in written:
        checkpoint.check_writable(out / name, force)
    cfg_path = hf_dir / "config.json"
    if not cfg_path.is_file():
        raise FileNotFoundError(f"{cfg_path} not found: --hf_dir must be a Hugging Face model folder")
    cfg = checkpoint.read_json(cfg_path)
    args = checkpoint.model_args(cfg, cfg_path)  # its model_type too: llama or qwen2
    bpe = bpe_from_tokenizer_json(tok_src, cfg, hf_dir) if tok_name == "bpe_tokenizer.json" else None
    files = sorted(hf_dir.glob("*.safetensors"))
    if not files:
        raise FileNotFoundError(f"no *.safetensors files in {hf_dir}")
    state, shard_of = {}, {}
    for f in files:
        try:
            tensors = load_file(str(f))
        except (SafetensorError, OSError) as e:
            raise ValueError(f"{f} is not a readable safetensors file ({str(e)[:150]})") from None
        for name, w in tensors.items():
            if "rotary_emb" in name:
                continue
            try:
                ours = our_name(name)
            except ValueError as e:
                raise ValueError(f"{f}: {e}") from None
            if ours in shard_of:  # the same tensor twice: which one is meant cannot be told
                raise ValueError(f"{name} is in two shards, {shard_of[ours]} and {f}")
            shard_of[ours] = f
            if ".attention.wq." in ours:  # weight and (Qwen2) bias
                w = checkpoint.rope_pairs(w, args.n_heads, args.head_dim)
            elif ".attention.wk." in ours:
                w = checkpoint.rope_pairs(w, args.n_kv_heads, args.head_dim)
            state[ours] = w.to(dtype) if dtype else w
    if args.tie_embeddings:
        state.pop("output.weight", None)
    checkpoint.check_state(state, args, f"{hf_dir}/*.safetensors", cfg_path)  # none missing, none extra
    checkpoint.check_tensors(state, f"{hf_dir}/*.safetensors", int8_ok=False)  # no int tensors, no NaN written
    if tok_src is None:
        print(f"warning: no tokenizer.model or tokenizer.json in {hf_dir}; copy one into {out} yourself")

    def write(folder: Path):
        (folder / "config.json").write_text(json.dumps(args.to_hf_config(), indent=1))
        if bpe is not None:
            (folder / tok_name).write_text(json.dumps(bpe))
        elif tok_src is not None:
            shutil.copyfile(tok_src, folder / tok_name)
        torch.save(state, folder / "model.pth")

    checkpoint.write_folder_atomic(out, write, written, force)
    print(f"wrote {out}: {sum(v.numel() for v in state.values()) / 1e6:.1f}M parameters")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hf_dir", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--dtype", choices=["float32", "bfloat16"], default=None, help="default: keep the file's dtype")
    ap.add_argument("--force", action="store_true", help="replace an existing checkpoint in --out")
    a = ap.parse_args(argv)
    with checkpoint.one_line_errors():
        convert(a.hf_dir, a.out, getattr(torch, a.dtype) if a.dtype else None, a.force)


if __name__ == "__main__":
    checkpoint.run_cli(main)
