"""What the judge buys and what it costs, on held-out questions.

For each question the target is offered two external drafts (--draft text): a correct answer phrased
differently from what the target would write, and a wrong answer with one mistake. For standard
verification, the top-K baseline and the judge at several deltas it reports:
  - accepted/step: mean draft tokens accepted per verify step on the CORRECT drafts (speed),
  - false accept: how often the mistake of a WRONG draft makes it into the output (the price),
  - accuracy: share of final answers that are right, with the correct and with the wrong draft,
and the target's own accuracy (no draft) on the same questions. The same on HumanEval prompts (out of
distribution), where accuracy is not graded (that needs running code) but acceptance and false
acceptance are.

    python scripts/eval_judge.py [--n 60] [--humaneval 20] [--json results/eval_judge.json]
"""
import argparse
import json
import statistics
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import generate as g  # noqa: E402
import judge  # noqa: E402
from data import judge_tasks  # noqa: E402
from generate import load_model  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402
from train_judge import DEFAULT_OUT, token_labels  # noqa: E402


def methods(deltas, topk):
    """(name, generate kwargs) for every verification rule compared."""
    out = [("standard", {}), (f"top-{topk}", {"verify": "topk", "topk": topk})]
    return out + [(f"judge d={d:g}", {"judge": True, "delta": d}) for d in deltas]


def run_one(model, tok, head, prompt, text, max_new, k, kw):
    """Generate after `prompt` with `text` as the external draft; returns (output ids, stats)."""
    kw = dict(kw)
    use_judge = kw.pop("judge", False)
    stats = g.new_stats()
    out = g.generate(model, prompt, max_new, stop_ids=tok.stop_ids, draft="text", draft_text=text, speculate_k=k,
                     judge_head=head if use_judge else None, stats=stats, **kw)
    return out, stats


def evaluate(model, tok, head, examples, rules, k, max_new, graded, progress):
    """Per rule: mean accepted/step on correct drafts, false-acceptance rate and accuracies."""
    from tqdm import tqdm

    rows = {name: {"acc_steps": [], "first_step": [], "false": [], "acc_correct": [], "acc_wrong": []}
            for name, _ in rules}
    target_ok = []
    for ex in tqdm(examples, desc="questions", disable=not progress, file=sys.stderr):
        prompt = tok.encode_chat(ex["question"])
        correct = tok.encode(ex["correct"])
        wrong_ids, labels = token_labels(tok, ex["wrong"], ex["error_at"])  # through the mistaken token
        wrong = tok.encode(ex["wrong"])
        if graded:
            out = g.generate(model, prompt, max_new, stop_ids=tok.stop_ids)
            target_ok.append(judge_tasks.grade(ex, tok.decode(out)))
        for name, kw in rules:
            r = rows[name]
            out, st = run_one(model, tok, head, prompt, correct, max_new, k, kw)
            r["acc_steps"] += st["accepted_per_step"]
            r["first_step"].append(st["accepted_per_step"][0] if st["accepted_per_step"] else 0)
            if graded:
                r["acc_correct"].append(judge_tasks.grade(ex, tok.decode(out)))
            out, st = run_one(model, tok, head, prompt, wrong, max_new, k, kw)
            r["false"].append(out[:len(wrong_ids)] == wrong_ids)  # the mistaken token reached the output
            if graded:
                r["acc_wrong"].append(judge_tasks.grade(ex, tok.decode(out)))
    mean = lambda v: statistics.fmean(v) if v else float("nan")  # noqa: E731
    table = {name: {"mean_accepted_per_step": mean(r["acc_steps"]), "first_step_accepted": mean(r["first_step"]),
                    "false_acceptance": mean(r["false"]), "accuracy_with_correct_draft": mean(r["acc_correct"]),
                    "accuracy_with_wrong_draft": mean(r["acc_wrong"])} for name, r in rows.items()}
    return table, (mean(target_ok) if graded else float("nan"))


def print_table(title, table, target_acc, n):
    print(f"\n{title} ({n} questions); target alone: accuracy {target_acc:.1%}")
    print("| rule | accepted/step (correct draft) | 1st step accepted | false acceptance (wrong draft) "
          "| accuracy, correct draft | accuracy, wrong draft |")
    print("|---|---|---|---|---|---|")
    for name, t in table.items():
        print(f"| {name} | {t['mean_accepted_per_step']:.2f} | {t['first_step_accepted']:.2f} | "
              f"{t['false_acceptance']:.1%} | {t['accuracy_with_correct_draft']:.1%} | "
              f"{t['accuracy_with_wrong_draft']:.1%} |")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint_path", type=Path, default=g.DEFAULT_CHECKPOINT)
    ap.add_argument("--judge", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--n", type=int, default=60, help="held-out questions (of 150)")
    ap.add_argument("--humaneval", type=int, default=20, help="HumanEval problems (0 to skip)")
    ap.add_argument("--deltas", type=float, nargs="+", default=[0.3, 0.5, 0.7, 0.9])
    ap.add_argument("--topk", type=int, default=5)
    ap.add_argument("--speculate_k", type=int, default=20)
    ap.add_argument("--max_new_tokens", type=int, default=48)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", type=Path, default=ROOT / "results" / "eval_judge.json")
    a = ap.parse_args()
    torch.manual_seed(a.seed)
    try:
        model = load_model(a.checkpoint_path).eval()
        tok = load_tokenizer(a.checkpoint_path)
        head, meta = judge.load_judge(a.judge, model.args.dim)
    except (FileNotFoundError, ValueError) as e:
        raise SystemExit(f"error: {e}")
    rules = methods(a.deltas, a.topk)
    _, heldout = judge_tasks.train_heldout_split(seed=0)
    heldout = heldout[:a.n]
    t0 = time.perf_counter()
    longest = max(len(tok.encode_chat(e["question"])) for e in heldout)
    model.setup_caches(1, longest + a.max_new_tokens + a.speculate_k + 1)
    table, target_acc = evaluate(model, tok, head, heldout, rules, a.speculate_k, a.max_new_tokens, True, True)
    result = {"heldout": {"n": len(heldout), "target_accuracy": target_acc, "rules": table},
              "judge": str(a.judge), "judge_val_auroc": meta.get("metrics", {}).get("val", {}).get("auroc"),
              "speculate_k": a.speculate_k, "topk": a.topk, "deltas": a.deltas}
    print_table("Held-out built-in questions", table, target_acc, len(heldout))
    if a.humaneval:
        he = judge_tasks.humaneval_examples(limit=a.humaneval)
        longest = max(len(tok.encode_chat(e["question"])) for e in he)
        max_new = max(len(tok.encode(e["correct"])) for e in he) + 8
        model.setup_caches(1, longest + max_new + a.speculate_k + 1)
        table, _ = evaluate(model, tok, head, he, rules, a.speculate_k, max_new, False, True)
        result["humaneval"] = {"n": len(he), "rules": table}
        print_table("HumanEval prompts (out of distribution; accuracy not graded)", table, float("nan"), len(he))
    result["seconds"] = time.perf_counter() - t0
    a.json.parent.mkdir(parents=True, exist_ok=True)
    a.json.write_text(json.dumps(result, indent=1))
    print(f"\nwrote {a.json} ({result['seconds']:.0f} s)")


if __name__ == "__main__":
    main()
