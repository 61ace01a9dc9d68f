"""How likely is a draft to be kept under the pair's judge, given the 0.5B's confidence in it? The chain sizing
(draft.py: keep_chances) had taken the chance as the confidence times (kept / confidence) of recent tested drafts.

Run: the 0.5B drafts 20 tokens every step and all are verified (no sizing), on chat prompts of
data/bench_chat_prompts.txt that are not "write a function" (not MT-Bench, which this decides nothing on); each
step's confidences, drafts kept (judge OR standard) and drafts the standard test alone keeps go to
lossy_windows.jsonl. Then per confidence bin, the kept share, and a replay of the steps with the chain sized by
each model of the chance: tokens per target pass and tok/s from the pass costs in results/mtbench/costs.json
(a step's window m keeps min(n, m), its cost: cost(m + 1) + m draft steps).

    OMP_NUM_THREADS=1 .venv/bin/python results/probes/lossy_windows.py [--n 8]   # ~15 min here
    .venv/bin/python results/probes/lossy_windows.py --analyse                 # the table and replay only
"""
import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]
HERE = Path(__file__).with_suffix(".jsonl")
COSTS = ROOT / "results" / "mtbench" / "costs.json"


def run(n_prompts: int):
    import draft as drafting
    import eval_mtbench as em
    import generate as g
    import report

    a = argparse.Namespace(checkpoint_path=em.TARGET, draft_checkpoint_path=None, judge=None, max_seq_len=1024)
    tok, target, draft, rules, _ = em.models(a)
    passes = drafting.stored_draft_costs(g.Passes(), drafting.make("model", 20, model=draft), target, COSTS)
    drafting.another_pays = lambda d, p, k: True  # chain all 20 and verify all: every draft's fate is seen
    drafting.to_verify = lambda d, available, p, lossy=False: available
    prompts = [line.strip() for line in (ROOT / "data" / "bench_chat_prompts.txt").read_text().splitlines()
               if line.strip() and not line.startswith("#") and "function" not in line.lower()][:n_prompts]
    state, log, fresh = {}, [], drafting.fresh

    def keep_fresh(d, n):  # the step's draft state, to read its confidences
        state["d"] = fresh(d, n)
        return state["d"]

    def decide(logits, hidden, drafted, q, m, s, v, **kw):
        n, nxt, n_std = g.accept(logits, hidden, drafted, q, m, s, v, **kw)
        log.append({"m": m, "n": n, "n_std": n_std, "conf": [round(c, 4) for c in state["d"].conf[:m]]})
        return n, nxt, n_std

    drafting.fresh = keep_fresh
    for i, p in enumerate(prompts):
        log.clear()
        g.generate(target, tok.encode_chat(p), 200, stop_ids=tok.stop_ids, draft=drafting.make("model", 20, model=draft),
                   verify=rules["judge"], passes=passes, stats=report.new_stats(), decide=decide)
        with HERE.open("a") as f:
            f.writelines(json.dumps({"prompt": i, **r}) + "\n" for r in log)
        print(f"prompt {i}: {len(log)} steps", flush=True)


def best_m(chances, cost, dc):
    best, best_rate, expected, reach = 0, 1 / cost[1], 1.0, 1.0
    for m, c in enumerate(chances, 1):
        reach *= c
        expected += reach
        if expected / (cost[m + 1] + m * dc) > best_rate:
            best, best_rate = m, expected / (cost[m + 1] + m * dc)
    return best


def analyse():
    costs = json.loads(COSTS.read_text())
    cost, dc = costs["cost"], costs["draft_cost"]
    steps = [json.loads(line) for line in HERE.read_text().splitlines()]
    for rule, key in (("judge", "n"), ("standard", "n_std")):
        # tested drafts: the kept ones and the first one rejected
        tested = [(c, i < r[key]) for r in steps for i, c in enumerate(r["conf"]) if i <= r[key] and i < r["m"]]
        print(f"\n{rule}: {len(steps)} steps, {len(tested)} tested drafts; kept share by the 0.5B's confidence")
        for b in range(5):
            xs = [k for c, k in tested if b / 5 <= c < (b + 1) / 5 or (b == 4 and c == 1)]
            print(f"  confidence {b / 5:.1f}-{(b + 1) / 5:.1f}: {sum(xs)}/{len(xs)} = {sum(xs) / max(len(xs), 1):.2f}")
        scale = sum(k for _, k in tested) / sum(c for c, _ in tested)
        doubt = sum(not k for _, k in tested) / sum(1 - c for c, _ in tested)
        rate = sum(k for _, k in tested) / len(tested)
        print(f"  kept per unit of confidence {scale:.2f}; rejected per unit of doubt (1 - confidence) {doubt:.2f}")
        models = {"confidence x kept/confidence": lambda c: min(0.99, c * scale),
                  "1 - doubt x rejected/doubt": lambda c: min(0.99, max(0.0, 1 - (1 - c) * doubt))}
        for name, chance in models.items():
            toks = secs = 0.0
            for r in steps:  # chain while one more pays (the rest at the recent keep rate), then verify the best m
                for made in range(1, 21):
                    ch = [chance(c) for c in r["conf"][:made]]
                    if made == 20 or best_m(ch + [rate] * (20 - made), cost, dc) <= made:
                        break
                m = best_m([chance(c) for c in r["conf"][:made]], cost, dc)
                toks, secs = toks + min(r[key], m) + 1, secs + cost[m + 1] + m * dc
            print(f"  sized by {name}: {toks / len(steps):.2f} tokens per target pass, {toks / secs:.2f} tok/s")
        toks = sum(r[key] + 1 for r in steps)
        print(f"  all 20 every step: {toks / len(steps):.2f} tokens per target pass, "
              f"{toks / sum(cost[21] + 20 * dc for _ in steps):.2f} tok/s")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=8)
    ap.add_argument("--analyse", action="store_true")
    a = ap.parse_args()
    if not a.analyse:
        run(a.n)
    analyse()
