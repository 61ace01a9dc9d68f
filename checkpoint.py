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
import warnings
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
