"""Shared by the EAGLE judge probes (eagle_strict.py, eagle_qguard.py): the committed target and EAGLE head, a named
judge, and the 40 held-out questions of eval_verify --eagle_e2e."""
import sys
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]
import checkpoint  # noqa: E402
import draft as drafting  # noqa: E402
import eval_verify  # noqa: E402,F401  (the probes run its eagle_e2e)
import generate as g  # noqa: E402
import judge  # noqa: E402
from data import judge_tasks  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402


def e2e_setup(judge_path: Path):
    """(model, tok, the committed EAGLE head, its meta, the judge at judge_path, its meta, the 40 held-out
    questions), one thread. The head has not changed since these probes ran; each probe names its judge."""
    torch.set_num_threads(1)
    model = checkpoint.load_model(g.DEFAULT_CHECKPOINT).eval()
    tok = load_tokenizer(checkpoint.folder(g.DEFAULT_CHECKPOINT))
    head, meta = drafting.load_eagle(g.JUDGES / "SmolLM2-135M-Instruct.eagle.pt", model)
    jhead, jmeta = judge.load_judge(judge_path, model.args.dim, n_layers=model.args.n_layers)
    return model, tok, head, meta, jhead, jmeta, judge_tasks.heldout_examples(40, judge_tasks.TRAIN_FAMILIES, part="test")
