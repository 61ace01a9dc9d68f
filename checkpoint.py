"""Checkpoint folders in and out: find, read and load them with one-line errors; write files safely.

A checkpoint folder holds model.pth (or model_int8.pth from quantize.py), config.json (Hugging Face field
names) and a tokenizer. Every script accepts the folder or a .pth file inside it (`resolve`); building
the model from them is generate.load_model. Every problem with a file becomes a ValueError / FileNotFoundError whose message names the file, so the
CLIs can print it as one line. Writes go to a temporary name in the same folder and are renamed into
place, so an interrupted run never leaves half a file, and an existing file is replaced only when asked.
"""
import json
import os
import pickle
from pathlib import Path

import torch

from model import ModelArgs


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
    cfg = p.parent / "config.json"
    if not cfg.is_file():
        raise FileNotFoundError(f"{cfg} not found: a checkpoint folder needs config.json next to {p.name}")
    return p, cfg


def folder(checkpoint_path: str | Path) -> Path:
    """The folder of a checkpoint given as a folder or as a .pth inside one (where the tokenizer lives)."""
    p = Path(checkpoint_path)
    return p if p.is_dir() else p.parent


def read_config(cfg: Path) -> ModelArgs:
    try:
        data = json.loads(cfg.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ValueError(f"{cfg} is not valid JSON ({e})") from None
    if not isinstance(data, dict):
        raise ValueError(f"{cfg} must hold a JSON object, not a {type(data).__name__}")
    try:
        return ModelArgs.from_hf_config(data)
    except KeyError as e:
        raise ValueError(f"{cfg} has no {e.args[0]!r} field") from None
    except (TypeError, ValueError, ZeroDivisionError) as e:
        raise ValueError(f"{cfg}: {e}") from None


def load_tensors(path: Path, mmap: bool = True):
    """torch.load restricted to tensors and plain containers. A pickle that would run code is refused
    (weights_only), and so is anything torch cannot read: each as one line naming the file."""
    try:
        return torch.load(path, mmap=mmap, weights_only=True, map_location="cpu")
    except pickle.UnpicklingError:
        # torch's own message ends by suggesting weights_only=False, i.e. running the file's code: never.
        raise ValueError(f"{path} holds Python objects other than tensors; refusing to load it "
                         f"(a weights file must contain tensors only)") from None
    except (RuntimeError, EOFError, OSError, ValueError) as e:
        first = (str(e).strip().splitlines() or [type(e).__name__])[0]
        if "zip archive" in first or "PytorchStreamReader" in first or "mmap" in first or "magic" in first.lower():
            first = "not a complete PyTorch file (truncated, or not written by torch.save)"
        raise ValueError(f"{path} could not be read: {first[:200]}") from None


# ----------------------------------------------------------------------------------------------- writing
def check_writable(path: str | Path, force: bool) -> Path:
    """Refuse, before any work is done, to write where the result could not go: over an existing file
    without force, onto a directory, or into a folder that is a file."""
    path = Path(path)
    if path.is_dir():
        raise ValueError(f"{path} is a directory: give a file name")
    if path.exists() and not force:
        raise FileExistsError(f"{path} exists: pass --force to replace it")
    for parent in path.parents:
        if parent.exists():
            if not parent.is_dir():
                raise ValueError(f"cannot write {path}: {parent} is a file, not a folder")
            break
    return path


def write_atomic(path: str | Path, write, force: bool = False):
    """write(tmp_path) produces the file under a temporary name beside `path`; it is renamed into place
    only once complete. Without force an existing file is never replaced."""
    path = check_writable(path, force)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp{os.getpid()}")
    try:
        write(tmp)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
    return path


def save_atomic(obj, path: str | Path, force: bool = False):
    """torch.save through write_atomic."""
    return write_atomic(path, lambda tmp: torch.save(obj, tmp), force)
