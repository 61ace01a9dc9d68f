"""Typed flag values, shared by every CLI: argparse checks each value where it reads it, so a bad one is refused
in one line (`error: argument --speculate_k: must be in [1, 256], got 0`) before any work, and no range table is
kept beside a parser. Each function returns the `type=` for add_argument.

    ap.add_argument("--speculate_k", type=flags.count(1, 256), default=20)
    ap.add_argument("--top_p", type=flags.real(0, 1, above=True), default=1.0)
    ap.add_argument("--seed", type=flags.SEED, default=0)

Ranges that depend on other flags (a threshold's range is its rule's) stay in the CLI's own check_args."""
import argparse
from pathlib import Path

# an upper end for counts with no natural one: a huge count would only surface later, as an overflow deep inside
# torch or the standard library
MANY = 2 ** 31 - 1


def count(lo: int = 1, hi: int = MANY):
    """An integer in [lo, hi]."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be an integer in [{lo}, {hi}], got {text!r}") from None
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"must be in [{lo}, {hi}], got {value}")
        return value
    parse.__name__ = "count"  # argparse names the type in its own messages
    return parse


def real(lo: float, hi: float, above: bool = False, below: bool = False):
    """A number in [lo, hi] (above: lo itself excluded; below: hi excluded); NaN never, inf only as a closed end."""
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a number, got {text!r}") from None
        ok = (lo < value if above else lo <= value) and (value < hi if below else value <= hi)  # NaN: both False
        if not ok:
            raise argparse.ArgumentTypeError(f"must be in {'(' if above else '['}{lo:g}, {hi:g}{')' if below else ']'}, "
                                             f"got {text}")
        return value
    parse.__name__ = "number"
    return parse


SEED = count(0, 2 ** 64 - 1)  # torch.manual_seed takes 64 bits; Python's random any integer


def counts(lo: int = 1, hi: int = MANY):
    """A comma-separated list of integers in [lo, hi] (--ks 5,10,20)."""
    one = count(lo, hi)

    def parse(text: str) -> list[int]:
        if not text.strip():
            raise argparse.ArgumentTypeError(f"must be comma-separated integers in [{lo}, {hi}], got {text!r}")
        return [one(x) for x in text.split(",")]
    parse.__name__ = "list"
    return parse


def existing_file(text: str) -> Path:
    """A path to a regular file: a directory, FIFO or device never reaches open()."""
    path = Path(text)
    if not path.exists():
        raise argparse.ArgumentTypeError(f"{text!r} does not exist")
    if not path.is_file():
        raise argparse.ArgumentTypeError(f"{text!r} is {'a directory' if path.is_dir() else 'not a regular file'}")
    return path


def out_path(text: str) -> Path:
    """A path to write: it must name a file (not '' or '.'); whether it may be replaced is checked with --force."""
    path = Path(text)
    if not path.name:
        raise argparse.ArgumentTypeError(f"{text!r} names no file")
    return path


def out_folder(text: str) -> Path:
    """A folder to write into: it must have a name of its own (not '' or '.', which results are named after)
    and must not be an existing file."""
    path = Path(text)
    if not path.name:
        raise argparse.ArgumentTypeError(f"{text!r} names no folder")
    if path.exists() and not path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a file, not a folder")
    return path
