"""Probe: an EAGLE-3 head's greedy acceptance, teacher-forced on the target's greedy answers (train_draft.evaluate,
4 chained steps) to prompts no head trained on: scripts/bench.py's 12 chat prompts and the 30 of
neutral_chat_prompts.txt. Compares heads trained on different prompt sets on the same answers.

    OMP_NUM_THREADS=1 python results/probes/head_tf.py HEAD.pt [HEAD2.pt ...] > results/probes/head_tf.log
"""
import sys
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT)]
import checkpoint  # noqa: E402
import draft as drafting  # noqa: E402
import generate as g  # noqa: E402
import train_draft as td  # noqa: E402
from model import eagle_layers  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402

torch.set_num_threads(1)
model = checkpoint.load_model(g.DEFAULT_CHECKPOINT).eval()
tok = load_tokenizer(checkpoint.folder(g.DEFAULT_CHECKPOINT))
neutral = (Path(__file__).parent / "neutral_chat_prompts.txt").read_text().splitlines()
sets = {"bench chat (12)": sorted(td.bench_prompts()),
        "neutral (30)": [ln for ln in neutral if ln.strip() and not ln.startswith("#")]}
answers = {name: [r for p in prompts for r in td.answer_batch(model, [tok.encode_chat(p)], 96, tok.stop_ids, 0.0,
                                                             eagle_layers(model.args.n_layers), 20)]
           for name, prompts in sets.items()}
for path in sys.argv[1:]:
    head, _ = drafting.load_eagle(path, model)
    t2d = torch.full((model.args.vocab_size,), -1, dtype=torch.long)
    t2d[head.d2t] = torch.arange(len(head.d2t))
    for name, rows in answers.items():
        head.setup_caches(1, max(len(r["tokens"]) for r in rows) + 4)
        with torch.no_grad():
            ev = td.evaluate(head, rows, 4, t2d, 4)
        print(f"{path}: {name}, {ev['positions']} positions: accept per depth "
              f"{' '.join(f'{x:.3f}' for x in ev['accept'])}; {ev['accepted_per_step']:.3f} of 4 per step", flush=True)
