"""EAGLE-3 heads in and out of the `speculators` format, the one vLLM and SGLang load: a folder with
config.json (speculators_model_type "eagle3", the layer's shape in transformer_layer_config) and
model.safetensors (Hugging Face names, rotate-half RoPE rows, d2t as offsets, t2d as a mask).

    python scripts/convert_eagle.py judges/SmolLM2-135M-Instruct.eagle.pt out/SmolLM2-135M-Instruct.eagle3 \\
        --verifier HuggingFaceTB/SmolLM2-135M-Instruct        # ours -> speculators (vllm serve ... --speculative-config)
    python scripts/convert_eagle.py downloads/Llama-3.1-8B-Instruct-speculator.eagle3 judges/Llama-3.1-8B-Instruct.eagle.pt

The direction follows the input: a .pt file (train_draft.py's) is written as a speculators folder, a folder
as our .pt. generate.py --eagle also reads a speculators folder directly (checkpoint.read_speculators). The original
EAGLE repository's layout (a flat Llama config with draft_vocab_size, `midlayer.*` tensors) reads too.
Differences from our head are refused, not approximated: a Qwen3 layer (q/k norms), norm_before_residual,
norm_before_fc, fc_norm, norm_output, more than one layer, a layer narrower than the target.
An existing output is replaced only with --force; it is built under a temporary name and renamed into place.
"""
import argparse
import json
import sys
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]
import checkpoint  # noqa: E402
from checkpoint import HEAD_LAYER_NAMES, TOP_NAMES, read_speculators  # noqa: E402

def speculators_files(blob: dict, verifier: str, k: int = 3) -> tuple[dict, dict]:
    """(config.json dict, model.safetensors tensors) for our head file's content `blob`."""
    sd, meta = blob["state_dict"], blob["meta"]
    args = checkpoint.model_args(meta["args"], Path("the head's meta"))
    layer = {k_: v for k_, v in args.to_hf_config().items() if k_ != "architectures"}
    layer.update(num_hidden_layers=1, hidden_act="silu", attention_bias=False, mlp_bias=False,
                 tie_word_embeddings=False)
    back = {v: k_ for k_, v in TOP_NAMES.items()}
    back.update({f"layers.0.{v}.weight": f"layers.0.{k_}.weight" for k_, v in HEAD_LAYER_NAMES.items()})
    tensors = {}
    for name, w in sd.items():
        if name == "d2t":
            continue
        if name not in back:
            raise ValueError(f"unexpected tensor {name!r} in the head")
        if name.endswith("attention.wq.weight"):
            w = checkpoint.rope_halves(w, args.n_heads, args.head_dim)
        elif name.endswith("attention.wk.weight"):
            w = checkpoint.rope_halves(w, args.n_kv_heads, args.head_dim)
        tensors[back[name]] = w.contiguous()
    d2t = sd["d2t"].long()
    tensors["d2t"] = d2t - torch.arange(len(d2t))
    tensors["t2d"] = torch.zeros(args.vocab_size, dtype=torch.bool).index_fill_(0, d2t, True)
    dtype = str(sd["output.weight"].dtype).removeprefix("torch.")
    config = {
        "architectures": ["Eagle3Speculator"], "speculators_model_type": "eagle3", "speculators_version": "0.9.0",
        "draft_vocab_size": len(d2t), "norm_before_residual": False, "target_hidden_size": meta["target_dim"],
        "eagle_aux_hidden_state_layer_ids": list(meta["aux_layers"]) if meta.get("aux_layers") else None,
        "transformer_layer_config": layer, "dtype": dtype,
        "speculators_config": {
            "algorithm": "eagle3", "default_proposal_method": "greedy",
            "proposal_methods": [{"proposal_type": "greedy", "speculative_tokens": k, "verifier_accept_k": 1,
                                  "accept_tolerance": 0.0}],
            "verifier": {"name_or_path": verifier, "architectures": ["LlamaForCausalLM"]}},
    }
    return config, tensors


SPECULATORS_FILES = ["config.json", "model.safetensors"]


def write_speculators(blob: dict, out: Path, verifier: str, force: bool = False):
    """Write a speculators folder whole (checkpoint.write_folder_atomic: built beside `out`, swapped in by
    renames no Ctrl-C or SIGTERM can separate, nothing half-written left); an existing `out` is replaced only
    with force."""
    from safetensors.torch import save_file

    if (out.exists() or out.is_symlink()) and not force:
        raise FileExistsError(f"{out} exists: pass --force to replace it")
    if out.exists() and not out.is_dir():
        raise ValueError(f"{out} is a file: give a folder name")
    others = sorted(e.name for e in out.iterdir() if e.name not in SPECULATORS_FILES) if out.is_dir() else []
    if others:  # --force replaces a speculators folder, never a folder of somebody's other files
        raise ValueError(f"{out} holds {len(others)} other file(s) ({', '.join(others[:3])}): not a speculators "
                         f"folder; give a new folder name")
    config, tensors = speculators_files(blob, verifier)

    def write(folder: Path):
        (folder / "config.json").write_text(json.dumps(config, indent=2))
        save_file(tensors, str(folder / "model.safetensors"), metadata={"format": "pt"})

    checkpoint.write_folder_atomic(out, write, SPECULATORS_FILES, force=True, keep_others=False)


def read_ours(path: Path) -> dict:
    """Our head file's content, checked just enough to convert it."""
    blob = checkpoint.load_tensors(path, mmap=False)
    if (not isinstance(blob, dict) or not isinstance(blob.get("state_dict"), dict)
            or not isinstance(blob.get("meta"), dict) or not isinstance(blob["meta"].get("args"), dict)
            or not isinstance(blob["state_dict"].get("d2t"), torch.Tensor) or "target_dim" not in blob["meta"]):
        raise ValueError(f"{path} is not an EAGLE head file (train_draft.py writes them: state_dict with d2t, "
                         f"meta with args and target_dim)")
    return blob


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("src", type=Path, help="our head .pt, or a speculators EAGLE-3 folder")
    ap.add_argument("out", type=Path, help="a speculators folder (from a .pt), or our .pt (from a folder)")
    ap.add_argument("--verifier", default=None,
                    help="the target's Hugging Face name, written into the speculators config (default: the "
                         "head's meta 'target', else the checkpoint folder's name)")
    ap.add_argument("--force", action="store_true", help="replace an existing output")
    a = ap.parse_args(argv)
    with checkpoint.one_line_errors():
        if not a.src.exists():
            raise FileNotFoundError(f"{a.src} not found")
        if a.src.is_dir():
            checkpoint.check_writable(a.out, a.force)
            blob = read_speculators(a.src)
            if "embed_tokens" in blob:
                print(f"note: {a.src} ships its own embed_tokens; our head uses the target's (generate.py reads "
                      f"the folder directly to use them)", file=sys.stderr)
                del blob["embed_tokens"]
            checkpoint.save_atomic(blob, a.out, a.force)
        else:
            blob = read_ours(a.src)
            meta = blob["meta"]
            verifier = a.verifier or meta.get("target") or meta.get("verifier") or a.src.name.split(".")[0]
            write_speculators(blob, a.out, str(verifier), a.force)
    print(f"wrote {a.out}: {blob['meta']['draft_vocab']}-token draft vocabulary, layer width {blob['meta']['target_dim']}")


if __name__ == "__main__":
    checkpoint.run_cli(main)
