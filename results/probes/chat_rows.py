"""Shared by the EAGLE probes. eagle_conf.py and eagle_stop_sweep.py: the 42 chat prompts nobody trained on
(scripts/bench.py's 12 and the 30 of neutral_chat_prompts.txt), the committed target, head and judge with
measured pass costs, and a loop that runs every row on each prompt in turn (interleaved, so machine noise hits
every row alike). eagle_strict.py and eagle_qguard.py: e2e_setup, the committed target, head, judge and the 40
held-out questions of eval_verify --eagle_e2e."""
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]
import bench  # noqa: E402
import eval_verify  # noqa: E402
sys.path.append(str(ROOT / "data"))
import checkpoint  # noqa: E402
import draft as drafting  # noqa: E402
import generate as g  # noqa: E402
import judge  # noqa: E402
import judge_tasks  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402

K, N_NEW = 12, 48


def setup() -> dict:
    torch.set_num_threads(1)
    torch.manual_seed(0)
    model = g.load_model(g.DEFAULT_CHECKPOINT).eval()
    tok = load_tokenizer(checkpoint.folder(g.DEFAULT_CHECKPOINT))
    neutral = [ln for ln in (Path(__file__).parent / "neutral_chat_prompts.txt").read_text().splitlines()
               if ln.strip() and not ln.startswith("#")]
    prompts = [tok.encode_chat(p) for p in bench.chat_prompts() + neutral]
    size = max(map(len, prompts)) + N_NEW + K + 1
    model.setup_caches(1, size)
    head, meta = drafting.load_eagle(g.JUDGES / "SmolLM2-135M-Instruct.eagle.pt", model)
    head.setup_caches(1, size)
    jhead, jmeta = judge.load_judge(g.JUDGES / "SmolLM2-135M-Instruct.pt", model.args.dim, n_layers=model.args.n_layers)
    costs = g.measure_costs(model, g.Passes(), K + 1)
    hc = drafting.measure_head_cost(head, g.Passes(cost=costs))
    blank, stops = g.degenerate_masks(tok, model.args.vocab_size, model.norm.weight.device)
    print(f"pass costs x a step: head {hc / costs[1]:.3f}; "
          + ", ".join(f"W={w} {costs[w] / costs[1]:.2f}" for w in (2, 3, 4, 6, 8, 13)), flush=True)
    return dict(model=model, tok=tok, prompts=prompts, n_neutral=len(neutral), head=head, aux=tuple(meta["aux_layers"]),
                jhead=jhead, delta=jmeta["delta"], costs=costs, hc=hc, blank=blank, stops=stops)


def run(s: dict, rows: dict):
    """rows: name -> (generate module, draft, verify, passes); the first row is the reference."""
    model, tok, prompts = s["model"], s["tok"], s["prompts"]
    secs = {r: 0.0 for r in rows}
    stats = {r: mod.new_stats() for r, (mod, *_) in rows.items()}
    outs = {r: [] for r in rows}
    for i, pr in enumerate(prompts):
        if i == 0:  # warm-up on the first prompt, every row
            for mod, d, v, p in rows.values():
                mod.generate(model, pr, 8, stop_ids=tok.stop_ids, draft=d, verify=v, passes=p, stats=mod.new_stats())
        for r, (mod, d, v, p) in rows.items():
            t0 = time.perf_counter()
            outs[r].append(mod.generate(model, pr, N_NEW, stop_ids=tok.stop_ids, draft=d, verify=v, passes=p,
                                        stats=stats[r]))
            secs[r] += time.perf_counter() - t0
        print(f"prompt {i + 1}/{len(prompts)} done", file=sys.stderr, flush=True)
    ref = next(iter(rows))
    ar = sum(map(len, outs[ref])) / secs[ref]
    print(f"{len(prompts)} prompts (12 bench + {s['n_neutral']} neutral), {N_NEW} new tokens, k <= {K}, one thread")
    for r in rows:
        n, st = sum(map(len, outs[r])), stats[r]
        acc = sum(st["accepted_per_step"]) / max(len(st["accepted_per_step"]), 1)
        dr = sum(st["drafted_per_step"]) / max(len(st["drafted_per_step"]), 1)
        same = sum(a == b for a, b in zip(outs[r], outs[ref]))
        print(f"{r:38s} {n / secs[r]:6.1f} tok/s  {n / secs[r] / ar:.3f}x  accepted/step {acc:.2f}  drafted/step {dr:.2f}  "
              f"tokens/target pass {n / st['target_forwards']:.2f}  same output {same}/{len(prompts)}")


def e2e_setup():
    """(model, tok, head, head meta, judge head, judge meta, the 40 held-out questions), one thread."""
    torch.set_num_threads(1)
    model = g.load_model(g.DEFAULT_CHECKPOINT).eval()
    tok = load_tokenizer(checkpoint.folder(g.DEFAULT_CHECKPOINT))
    head, meta = drafting.load_eagle(g.JUDGES / "SmolLM2-135M-Instruct.eagle.pt", model)
    jhead, jmeta = judge.load_judge(g.JUDGES / "SmolLM2-135M-Instruct.pt", model.args.dim, n_layers=model.args.n_layers)
    return model, tok, head, meta, jhead, jmeta, judge_tasks.heldout_examples(40, judge_tasks.TRAIN_FAMILIES, part="test")
