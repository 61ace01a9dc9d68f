"""Checkpoint folders in and out: find, read and load them with one-line errors; write files safely.

A checkpoint folder holds model.pth (or model_int8.pth from quantize.py), config.json (Hugging Face field
names) and a tokenizer. Every script accepts the folder or a .pth file inside it (`resolve`); building
the model from them is checkpoint.load_model. Every problem with a file becomes a ValueError / FileNotFoundError whose message names the file, so the
CLIs can print it as one line (`one_line_errors`). Writes go to a temporary name in the same folder and
are renamed into place, so an interrupted run (Ctrl-C, or SIGTERM from kill, timeout or a job scheduler)
never leaves half a file nor a temporary one, and an existing file is replaced only when asked. A
converter writes a whole checkpoint folder the same way (`write_folder_atomic`): old or new, never mixed.
"""
import contextlib
import json
import math
import os
import pickle
import shutil
import signal
import sys
import tempfile
import threading
import warnings
from pathlib import Path

import torch

from model import ModelArgs, Transformer


def resolve(checkpoint_path: str | Path) -> tuple[Path, Path]:
    """A checkpoint folder, or a .pth file inside one -> (weights file, config.json)."""
    p = Path(checkpoint_path)
    if p.is_dir():
        p = p / "model.pth"
    if not p.parent.is_dir() or not p.exists():
        raise FileNotFoundError(
            f"checkpoint {p} not found. Make the default one with `make checkpoint` "
            f"(python scripts/convert_gguf.py), or convert a Hugging Face model with "
            f"scripts/download.py + scripts/convert_hf_checkpoint.py")
    if p.is_dir():
        raise ValueError(f"{p} is a directory, not a weights file")
    if not p.is_file():
        raise ValueError(f"{p} is not a regular file (a pipe, device or socket), not a weights file")
    cfg = p.parent / "config.json"
    if cfg.exists() and not cfg.is_file():
        raise ValueError(f"{cfg} is {'a directory' if cfg.is_dir() else 'not a regular file'}, not a config file")
    if not cfg.is_file():
        raise FileNotFoundError(f"{cfg} not found: a checkpoint folder needs config.json next to {p.name}")
    return p, cfg


def folder(checkpoint_path: str | Path) -> Path:
    """The folder of a checkpoint given as a folder or as a .pth inside one (where the tokenizer lives)."""
    p = Path(checkpoint_path)
    return p if p.is_dir() else p.parent


def read_json(path: Path) -> dict:
    """A JSON object from a file, or a one-line error naming the file."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ValueError(f"{path} is not valid JSON ({e})") from None
    if not isinstance(data, dict):
        raise ValueError(f"{path} must hold a JSON object, not a {type(data).__name__}")
    return data


def model_args(data: dict, cfg: Path) -> ModelArgs:
    """ModelArgs from a config.json dict; its problems are reported against the file `cfg`."""
    try:
        return ModelArgs.from_hf_config(data)
    except KeyError as e:
        raise ValueError(f"{cfg} has no {e.args[0]!r} field") from None
    except (TypeError, ValueError, AttributeError) as e:  # a field of the wrong type
        raise ValueError(f"{cfg}: {e}") from None


def read_config(cfg: Path) -> ModelArgs:
    return model_args(read_json(cfg), cfg)


def check_state(state: dict, args: ModelArgs, source, cfg=None) -> None:
    """Refuse a float state dict whose tensors are not exactly the ones a model of `args` (read from `cfg`;
    None: from source's own metadata) has: one missing, one it has no place for, or one of another shape,
    each named with `source`. A tied head has no tensor of its own; a copy under output.weight (what
    state_dict() gives) is allowed."""
    with torch.device("meta"):  # shapes only, no memory
        shapes = {k: tuple(v.shape) for k, v in Transformer(args).state_dict().items()}
    cfg = cfg if cfg is not None else "its own metadata"
    missing = sorted(k for k in shapes if k not in state and not (k == "output.weight" and args.tie_embeddings))
    unexpected = sorted(k for k in state if k not in shapes)
    if missing or unexpected:
        raise ValueError(f"{source} does not match {cfg}: missing {missing[:5]}{' ...' if len(missing) > 5 else ''}"
                         f", unexpected {unexpected[:5]}")
    for k, v in state.items():
        if tuple(v.shape) != shapes[k]:
            raise ValueError(f"{source} does not match {cfg}: {k} is {tuple(v.shape)}, the config needs {shapes[k]}")


def rope_pairs(w: torch.Tensor, n_heads: int, head_dim: int) -> torch.Tensor:
    """q/k rows (or a bias) from Hugging Face's rotate-half layout, where each head lists all real parts and then
    all imaginary parts, into the interleaved pairs (x[2i], x[2i+1]) of Meta's layout that model.py rotates."""
    return w.reshape(n_heads, 2, head_dim // 2, -1).transpose(1, 2).reshape(w.shape)


def rope_halves(w: torch.Tensor, n_heads: int, head_dim: int) -> torch.Tensor:
    """rope_pairs undone: interleaved pairs back to rotate-half (to hand our weights to transformers)."""
    return w.reshape(n_heads, head_dim // 2, 2, -1).transpose(1, 2).reshape(w.shape)


def check_tensors(state, source, int8_ok: bool = True, finite: bool = True):
    """Refuse a state dict that is not one: keys that are not strings, values that are not tensors, a tensor
    that is neither floating point nor (int8_ok) an int8 weight, or (finite) a floating one holding NaN or inf.
    Each is one line naming `source` and the entry. A converter or quantize.py checks all before it writes;
    load_model checks all but finiteness (reading every weight of a 7 GB file at every load would cost seconds:
    NaN logits stop generation with an error instead, inside the step's one sync)."""
    if not isinstance(state, dict):
        raise ValueError(f"{source} is not a state dict of tensors")
    for k, v in state.items():
        if not isinstance(k, str):
            raise ValueError(f"{source} has a key {k!r} that is not a tensor name")
        if not isinstance(v, torch.Tensor):
            raise ValueError(f"{source}: {k} is a {type(v).__name__}, not a tensor")
        if not v.is_floating_point() and not (int8_ok and v.dtype == torch.int8):
            raise ValueError(f"{source}: {k} is a {v.dtype} tensor; weights are floating point"
                             + (" (or int8 from quantize.py)" if int8_ok else ""))
        if finite and v.is_floating_point() and not v.is_meta and not torch.isfinite(v).all():
            raise ValueError(f"{source}: {k} holds non-finite values (NaN or inf)")


def load_tensors(path: Path, mmap: bool = True):
    """torch.load restricted to tensors and plain containers. A pickle that would run code is refused
    (weights_only), and so is anything torch cannot read: each as one line naming the file."""
    path = Path(path)
    if not path.exists():
        raise FileNotFoundError(f"{path} not found")
    if path.is_dir():
        raise ValueError(f"{path} is a directory, not a weights file")
    with open(path, "rb") as f:
        zipped = f.read(4) == b"PK\x03\x04"  # torch.save's format; only it can be memory-mapped
    try:
        with warnings.catch_warnings():  # torch's notes on a legacy pickle's protocol: noise beside our error
            warnings.simplefilter("ignore", UserWarning)
            return torch.load(path, mmap=mmap and zipped, weights_only=True, map_location="cpu")
    except pickle.UnpicklingError as e:
        # torch's own message ends by suggesting weights_only=False, i.e. running the file's code: never.
        if "global" in str(e).lower():
            raise ValueError(f"{path} holds Python objects other than tensors; refusing to load it "
                             f"(a weights file must contain tensors only)") from None
        raise ValueError(f"{path} is not a PyTorch weights file (corrupt, or not written by torch.save)") from None
    except (RuntimeError, EOFError, OSError, ValueError) as e:
        if path.stat().st_size == 0:
            raise ValueError(f"{path} is empty") from None
        if zipped or isinstance(e, EOFError):
            raise ValueError(f"{path} is truncated or corrupt (an incomplete torch.save archive)") from None
        first = (str(e).strip().splitlines() or [type(e).__name__])[0]
        raise ValueError(f"{path} could not be read: {first[:200]}") from None


# Hugging Face's names for a Llama/Qwen2 layer's tensors -> ours (Meta's): the converters and the readers of HF
# folders (convert_hf_checkpoint, an EAGLE-3 head's speculators folder) share them.
HF_LAYER_NAMES = {
    "self_attn.q_proj": "attention.wq", "self_attn.k_proj": "attention.wk", "self_attn.v_proj": "attention.wv",
    "self_attn.o_proj": "attention.wo", "mlp.gate_proj": "feed_forward.w1", "mlp.up_proj": "feed_forward.w3",
    "mlp.down_proj": "feed_forward.w2", "input_layernorm": "attention_norm", "post_attention_layernorm": "ffn_norm",
}


def load_model(checkpoint_path: str | Path, device="cpu", dtype=torch.float32) -> Transformer:
    """Load a checkpoint folder written by scripts/convert_*.py (or a quantize.py .pth inside one)."""
    import quantize  # here, not at the top: quantize.py imports this file

    weights, cfg = resolve(checkpoint_path)
    args = read_config(cfg)
    state = load_tensors(weights)
    check_tensors(state, weights, finite=False)
    with torch.device("meta"):
        model = Transformer(args)
    if any(k.endswith(".scales") or v.dtype == torch.int8 for k, v in state.items()):
        quantize.prepare_int8(model, state, weights)
    if args.tie_embeddings:
        state.pop("output.weight", None)
    try:
        missing, unexpected = model.load_state_dict(state, strict=False, assign=True)
    except RuntimeError as e:  # size mismatches: say which file and config disagree, not torch's wall of text
        lines = str(e).splitlines()
        raise ValueError(f"{weights} does not match {cfg}: {(lines[1] if len(lines) > 1 else lines[0]).strip()}") from None
    if args.tie_embeddings:
        model.output.weight = model.tok_embeddings.weight
        missing = [k for k in missing if k != "output.weight"]
    if missing or unexpected:
        raise ValueError(f"{weights} does not match {cfg}: missing {missing[:5]}, unexpected {unexpected[:5]}")
    # .to(dtype) converts floating tensors only: int8 weights stay int8, their scales follow dtype.
    # Inference only: no autograd graphs, even where a caller forgets no_grad (compiled int8 ops need it).
    return model.to(device=device, dtype=dtype).requires_grad_(False)


# ------------------------------------------------------------------------------------------- EAGLE heads
# An EAGLE-3 head's tensors: HF's names -> ours (the layer's own are HF_LAYER_NAMES, plus hidden_norm).
TOP_NAMES = {"fc.weight": "fc.weight", "norm.weight": "norm.weight", "lm_head.weight": "output.weight"}
HEAD_LAYER_NAMES = dict(HF_LAYER_NAMES, hidden_norm="hidden_norm")
UNSUPPORTED = ("norm_before_residual", "norm_before_fc", "fc_norm", "norm_output")


def _layer_config(cfg: dict, path: Path) -> tuple[dict, dict]:
    """(the layer's Llama config, the EAGLE fields) of a speculators config or an original EAGLE one."""
    if cfg.get("speculators_model_type") is not None:
        if cfg["speculators_model_type"] != "eagle3":
            raise ValueError(f"{path} is a speculators {cfg['speculators_model_type']!r} model, not eagle3")
        layer = cfg.get("transformer_layer_config")
        if not isinstance(layer, dict):
            raise ValueError(f"{path} has no transformer_layer_config object")
        return layer, cfg
    if "draft_vocab_size" in cfg or "Eagle3" in "".join(cfg.get("architectures") or []):
        return cfg, dict(cfg.get("eagle_config") or {}, **cfg)  # the original EAGLE layout: one flat config
    raise ValueError(f"{path} is not an EAGLE-3 config (no speculators_model_type, no draft_vocab_size)")


def _load_weights(folder: Path) -> dict:
    from safetensors import SafetensorError
    from safetensors.torch import load_file

    files = sorted(folder.glob("*.safetensors"))
    if not files and (folder / "pytorch_model.bin").exists():
        return load_tensors(folder / "pytorch_model.bin", mmap=False)
    if not files:
        raise FileNotFoundError(f"no *.safetensors (or pytorch_model.bin) in {folder}")
    state = {}
    for f in files:
        try:
            state.update(load_file(str(f)))
        except (SafetensorError, OSError) as e:
            raise ValueError(f"{f} is not a readable safetensors file ({str(e)[:150]})") from None
    return state


def read_speculators(folder: str | Path) -> dict:
    """A speculators (or original EAGLE) EAGLE-3 folder as our head file's content: {"state_dict" (our
    names, interleaved RoPE rows, d2t as absolute target ids), "meta"}, plus "embed_tokens" when the head
    ships its own embedding. Errors are one line naming the file."""
    folder = Path(folder)
    cfg_path = folder / "config.json"
    if not cfg_path.is_file():
        raise FileNotFoundError(f"{cfg_path} not found: a speculators EAGLE-3 folder holds config.json and "
                                f"model.safetensors")
    cfg = read_json(cfg_path)
    layer, eagle = _layer_config(cfg, cfg_path)
    if layer.get("model_type", "llama") != "llama":
        raise ValueError(f"{cfg_path}: a {layer.get('model_type')!r} layer; only 'llama' heads are supported")
    for key in UNSUPPORTED:
        if eagle.get(key):
            raise ValueError(f"{cfg_path} sets {key}: true, which this head does not implement")
    for key, d in (("num_hidden_layers", layer), ("target_hidden_size", eagle), ("draft_vocab_size", eagle)):
        v = d.get(key)  # "576" would read as another width than 576 below: say what is wrong with it
        if v is not None and (isinstance(v, bool) or not isinstance(v, int) or v < 1):
            raise ValueError(f"{cfg_path}: {key} must be a positive integer, got {v!r}")
    aux = eagle.get("eagle_aux_hidden_state_layer_ids")
    if aux is not None and not (isinstance(aux, list) and all(type(i) is int and i >= 0 for i in aux)):
        raise ValueError(f"{cfg_path}: eagle_aux_hidden_state_layer_ids must be a list of layer numbers, got {aux!r}")
    if layer.get("num_hidden_layers", 1) != 1:
        raise ValueError(f"{cfg_path}: {layer.get('num_hidden_layers')} layers; only one-layer heads are supported")
    args = model_args(dict(layer, num_hidden_layers=1, tie_word_embeddings=False), cfg_path)
    target_dim = eagle.get("target_hidden_size") or args.dim
    if target_dim != args.dim:
        raise ValueError(f"{cfg_path}: the layer is {args.dim} wide but the target {target_dim}; only equal widths "
                         f"are supported")
    state = _load_weights(folder)
    embed = state.pop("embed_tokens.weight", None)
    t2d = state.pop("t2d", None)
    offsets = state.pop("d2t", None)
    ours = {}
    for name, w in state.items():
        name = name.removeprefix("model.").replace("midlayer.", "layers.0.")
        parts = name.split(".")
        if name in TOP_NAMES:
            ours[TOP_NAMES[name]] = w
        elif parts[:2] == ["layers", "0"] and ".".join(parts[2:-1]) in HEAD_LAYER_NAMES:
            key = f"layers.0.{HEAD_LAYER_NAMES['.'.join(parts[2:-1])]}.{parts[-1]}"
            if key.endswith("attention.wq.weight"):
                w = rope_pairs(w, args.n_heads, args.head_dim)
            elif key.endswith("attention.wk.weight"):
                w = rope_pairs(w, args.n_kv_heads, args.head_dim)
            ours[key] = w
        elif "rotary_emb" not in name:
            raise ValueError(f"{folder}: unexpected tensor {name!r} in an EAGLE-3 head")
    if "output.weight" not in ours:
        raise ValueError(f"{folder} has no lm_head.weight")
    draft_vocab = ours["output.weight"].shape[0]
    if draft_vocab != eagle.get("draft_vocab_size", draft_vocab):
        raise ValueError(f"{folder}: lm_head has {draft_vocab} rows but draft_vocab_size is {eagle['draft_vocab_size']}")
    if offsets is None:
        if draft_vocab != args.vocab_size:
            raise ValueError(f"{folder} has a reduced vocabulary ({draft_vocab} of {args.vocab_size}) but no d2t")
        offsets = torch.zeros(draft_vocab, dtype=torch.long)
    if offsets.shape != (draft_vocab,) or offsets.is_floating_point():
        raise ValueError(f"{folder}: d2t must be {draft_vocab} integer offsets, got {tuple(offsets.shape)}")
    d2t = torch.arange(draft_vocab) + offsets.long()  # vLLM: target id = draft id + d2t[draft id]
    if t2d is not None and (t2d.shape != (args.vocab_size,) or int(t2d.sum()) != draft_vocab
                            or not t2d.bool()[d2t.clamp(0, args.vocab_size - 1)].all()):
        raise ValueError(f"{folder}: t2d does not mark exactly the target ids d2t maps to")
    ours["d2t"] = d2t
    meta = {"args": args.to_hf_config(), "target_dim": target_dim, "draft_vocab": draft_vocab,
            "aux_layers": list(aux) if aux else None, "source": str(folder),
            "verifier": ((eagle.get("speculators_config") or {}).get("verifier") or {}).get("name_or_path")}
    blob = {"state_dict": ours, "meta": meta}
    if embed is not None:
        blob["embed_tokens"] = embed
    return blob


def json_text(obj, indent=1) -> str:
    """JSON with every NaN or infinity written as null: Python's json writes `NaN`, which is not JSON, and a
    reader of a results file (another language, a browser) refuses the whole file for it."""
    def clean(x):
        if isinstance(x, float) and not math.isfinite(x):
            return None
        if isinstance(x, dict):
            return {k: clean(v) for k, v in x.items()}
        if isinstance(x, (list, tuple)):
            return [clean(v) for v in x]
        return x
    return json.dumps(clean(obj), indent=indent, allow_nan=False)


# ------------------------------------------------------------------------------------ results appended as made
def read_records(path: Path) -> list[dict]:
    """The whole JSON lines of a results file that a long run appends to (a torn last line, from a kill in
    mid-write, left out: its item runs again)."""
    out = []
    if Path(path).is_file():
        try:
            lines = Path(path).read_text(encoding="utf-8").splitlines()
        except UnicodeDecodeError:
            raise ValueError(f"{path} is not a text file: not a results file to continue (give another path)") from None
        for i, line in enumerate(lines):
            try:
                rec = json.loads(line)
            except json.JSONDecodeError:
                rec = None
            if isinstance(rec, dict):
                out.append(rec)
            elif line.strip() and not (rec is None and line.startswith("{")):  # a torn record is dropped (it runs
                # again); any other line no run of ours wrote: somebody's file, which continuing would rewrite
                raise ValueError(f"{path} line {i + 1} is not a JSON record: not a results file to continue "
                                 f"(give another path)")
    elif Path(path).exists():
        raise ValueError(f"{path} is {'a directory' if Path(path).is_dir() else 'not a regular file'}: give a file name")
    return out


def append_record(path: Path, record: dict):
    """One line, flushed and synced: what is on disk is always whole lines, plus at most one torn one (a kill
    mid-write), which the next line starts after rather than joins."""
    path = Path(path)
    torn = path.is_file() and path.stat().st_size and not path.read_bytes().endswith(b"\n")
    with open(path, "a", encoding="utf-8") as f:
        f.write(("\n" if torn else "") + json.dumps(record, ensure_ascii=False) + "\n")
        f.flush()
        os.fsync(f.fileno())


# ----------------------------------------------------------------------------------------------- writing
@contextlib.contextmanager
def one_line_errors(prefix: str = ""):
    """Inside a CLI's main: a problem with a file or a value (ValueError, or OSError such as FileNotFoundError,
    FileExistsError, PermissionError) ends the run as one `error: ...` line and exit status 1, no traceback;
    Ctrl-C as `interrupted` and status 130, as a shell reports it."""
    try:
        yield
    except (ValueError, OSError) as e:
        raise SystemExit(f"error: {prefix}{e}") from None
    except KeyboardInterrupt:  # Ctrl-C: what was being written is gone already (write_atomic); say so in one line
        print("\ninterrupted", file=sys.stderr)
        raise SystemExit(130) from None


def read_text(path: Path, flag: str) -> str:
    """A UTF-8 text file named by a flag; anything else (missing, a folder, a FIFO, not UTF-8) a ValueError naming it."""
    if not path.exists():
        raise ValueError(f"{flag} {path} does not exist")
    if path.is_dir():
        raise ValueError(f"{flag} {path} is a directory, not a text file")
    if not path.is_file():  # a FIFO with no writer would block open() forever; a device may never end
        raise ValueError(f"{flag} {path} is not a regular file (a pipe, device or socket): give a text file")
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise ValueError(f"{flag} {path} is not UTF-8 text (byte {e.start}): give a text file")


def run_cli(main):
    """A CLI's entry point (`if __name__ == "__main__": checkpoint.run_cli(main)`): main(), with Ctrl-C anywhere,
    not only inside one_line_errors, ending as one `interrupted` line and status 130, as a shell reports it.
    Whatever was being written is gone already (write_atomic); SIGTERM is handled there too."""
    try:
        main()
    except KeyboardInterrupt:
        print("\ninterrupted", file=sys.stderr)
        raise SystemExit(130) from None


def _nearest_folder(path: Path) -> Path:
    """The deepest existing ancestor of path: where its missing folders would be made."""
    for parent in path.parents:
        if parent.exists():
            if not parent.is_dir():
                raise ValueError(f"cannot write {path}: {parent} is a file, not a folder")
            return parent
    return Path(".")


def _probe(folder: Path, path: Path):
    """Create and remove a file in folder: os.access answers for the user's permissions only, so it says
    yes to root in a read-only folder, on a read-only filesystem and in /proc; trying is the only sure test."""
    try:
        fd, name = tempfile.mkstemp(prefix=".probe", dir=folder)
    except OSError as e:
        raise ValueError(f"cannot write {path}: {folder} is not writable ({e.strerror})") from None
    os.close(fd)
    os.unlink(name)


def check_writable(path: str | Path, force: bool) -> Path:
    """Refuse, before any work is done, to write where the result could not go: over an existing file
    without force, onto a directory, into a folder that is a file or that cannot be written."""
    path = Path(path)
    if path.is_dir() or not path.name:  # "" is the current folder
        raise ValueError(f"{path} is a directory: give a file name")
    if path.exists() and not path.is_file():  # a FIFO or a device (/dev/null): --force would rename over it
        raise ValueError(f"{path} is not a regular file: give a file name")
    if (path.exists() or path.is_symlink()) and not force:  # a dangling link is somebody's too
        raise FileExistsError(f"{path} exists: pass --force to replace it")
    _probe(_nearest_folder(path), path)
    return path


@contextlib.contextmanager
def _sigterm_raises():
    """SIGTERM raises SystemExit(143) inside, as Ctrl-C raises KeyboardInterrupt, so the finally clauses of
    a write remove its temporary files; by default SIGTERM ends the process where it stands and leaves them.
    Signal handlers can only be set from the main thread; elsewhere this does nothing."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def exit_(signum, frame):
        raise SystemExit(128 + signum)

    old = signal.signal(signal.SIGTERM, exit_)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, old if old is not None else signal.SIG_DFL)


@contextlib.contextmanager
def _signals_deferred():
    """SIGINT and SIGTERM arriving inside take effect when it ends, so the renames and the clean-up in it are
    never cut in half. (Masking the signals would not do: torch's threads would still receive them.)"""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    got = []
    old = {s: signal.signal(s, lambda signum, frame: got.append(signum)) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for s, handler in old.items():
            signal.signal(s, handler if handler is not None else signal.SIG_DFL)
        if got:
            signal.raise_signal(got[0])


def write_atomic(path: str | Path, write, force: bool = False):
    """write(tmp_path) produces the file under a temporary name beside `path`; it is renamed into place
    only once complete, and removed if the write fails or is interrupted (Ctrl-C or SIGTERM). Without
    force an existing file is never replaced."""
    path = check_writable(path, force)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp{os.getpid()}")
    with _sigterm_raises():
        try:
            write(tmp)
            os.replace(tmp, path)
        finally:
            with _signals_deferred():
                tmp.unlink(missing_ok=True)
    return path


def save_atomic(obj, path: str | Path, force: bool = False):
    """torch.save through write_atomic."""
    return write_atomic(path, lambda tmp: torch.save(obj, tmp), force)


def _link_or_copy(src, dst):
    try:
        os.link(src, dst)  # same filesystem (the folders are siblings): no bytes copied
    except OSError:
        shutil.copy2(src, dst)


def check_folder_link(out: str | Path, force: bool) -> None:
    """An output folder that is a dangling symlink counts as existing (somebody made the link): without force
    it is refused, rather than a folder made silently wherever the link points."""
    if Path(out).is_symlink() and not Path(out).exists() and not force:
        raise FileExistsError(f"{out} is a symlink to {os.readlink(out)}, which does not exist: pass --force to "
                              f"write the folder there")


def write_folder_atomic(out: str | Path, write, names, force: bool = False, keep_others: bool = True) -> Path:
    """A checkpoint folder written whole: write(tmp_folder) fills a new folder beside `out` with the files
    `names`; the other entries of an existing `out` are linked into it (keep_others; except model_*.pth, made
    by quantize.py from the weights being replaced), and the new folder then takes out's place by two renames
    that no Ctrl-C or SIGTERM can separate. An interrupted run leaves `out` as it was and no temporary
    folder. Without force none of `names` that exists in `out` is replaced."""
    check_folder_link(out, force)
    out = Path(os.path.realpath(out))  # a symlinked folder: replace what it points to, keep the link
    if out == Path.cwd().resolve() or out in Path.cwd().resolve().parents:  # "" or ".": the renames would move it
        raise ValueError(f"{out} is the current folder or holds it: give the checkpoint folder its own name")
    for name in names:
        check_writable(out / name, force)
    _probe(_nearest_folder(out), out)  # the renames happen in out's parent
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp, old = out.with_name(f".{out.name}.tmp{os.getpid()}"), out.with_name(f".{out.name}.old{os.getpid()}")
    with _sigterm_raises():
        try:
            tmp.mkdir()
            write(tmp)
            if out.exists() and keep_others:
                for entry in out.iterdir():
                    keep = entry.name not in names and not (entry.name.startswith("model_") and entry.suffix == ".pth")
                    if keep and entry.is_symlink():
                        os.symlink(os.readlink(entry), tmp / entry.name)
                    elif keep and entry.is_dir():
                        shutil.copytree(entry, tmp / entry.name, symlinks=True, copy_function=_link_or_copy)
                    elif keep:
                        _link_or_copy(entry, tmp / entry.name)
            with _signals_deferred():
                if out.exists():
                    os.rename(out, old)
                try:
                    os.rename(tmp, out)
                except OSError:
                    if old.exists():
                        os.rename(old, out)  # put the old folder back rather than leave none
                    raise
        finally:
            with _signals_deferred():
                shutil.rmtree(tmp, ignore_errors=True)
                shutil.rmtree(old, ignore_errors=True)
    return out
