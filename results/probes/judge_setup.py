"""Shared by the judge probes (head_variants.py; stdok.py and lookahead.py predate it): the committed target
and tokenizer, a judge (the default unless named), and the parsed arguments of the command that trained it
(its families, question counts and seed), on one thread."""
import sys
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]
import checkpoint  # noqa: E402
import generate as g  # noqa: E402
import judge  # noqa: E402
import train_judge as tj  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402


def setup(path=g.JUDGES / "SmolLM2-135M-Instruct.pt"):
    """(model, tok, the judge at path (default: the committed default), its meta, its training command's arguments)."""
    torch.set_num_threads(1)
    model = checkpoint.load_model(g.DEFAULT_CHECKPOINT).eval()
    tok = load_tokenizer(checkpoint.folder(g.DEFAULT_CHECKPOINT))
    head, meta = judge.load_judge(path, model.args.dim, n_layers=model.args.n_layers)
    return model, tok, head, meta, tj.build_parser().parse_args(meta["command"][1:])
