"""Train a judge head for a target model, in a straight line:

    examples -> token labels -> target hidden states -> weighted BCE training -> saved head + metrics

Examples are (question, correct answer, wrong answer, error_at) -- built in (data/judge_tasks.py) or a
JSONL file of your own. Labels follow the paper: every token of the correct answer is positive; tokens of
the wrong answer before the mistake are positive; the token containing the mistake (char `error_at`) is
negative; what follows it is not used. Features are the target's final hidden state at each answer
token's own position, from generate.verify_forward -- the very function the verify pass uses.

    python train_judge.py                      # SmolLM2 default, built-in data -> judges/SmolLM2-135M-Instruct.pt
    python train_judge.py --data my.jsonl --checkpoint_path checkpoints/X --out judges/X.pt
"""
import argparse
import hashlib
import json
import random
import sys
import time
from pathlib import Path

import torch
import torch.nn.functional as F

import generate as g
import judge
from data import judge_tasks
from generate import load_model
from tokenizer import load_tokenizer

DEFAULT_OUT = Path(__file__).resolve().parent / "judges" / "SmolLM2-135M-Instruct.pt"
SWEEP = (0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95)


def token_labels(tok, text: str, error_at: int | None = None) -> tuple[list[int], list[int]]:
    """Answer tokens and their labels. Without error_at: all tokens positive. With it: tokens before the
    one containing char `error_at` are positive, that token is negative, the rest is dropped."""
    ids = tok.encode(text)
    if error_at is None:
        return ids, [1] * len(ids)
    if not 0 <= error_at < len(text):
        raise ValueError(f"error_at={error_at} outside the answer (length {len(text)})")
    err_byte = len(text[:error_at].encode("utf-8"))  # first byte of the mistaken character
    end = 0
    for i, t in enumerate(ids):
        end += len(tok.token_bytes(t))
        if end > err_byte:
            return ids[:i + 1], [1] * i + [0]
    raise ValueError("error_at is not covered by the answer's tokens")  # e.g. a byte the vocab drops


@torch.no_grad()
def extract_features(model, tok, examples, progress=True):
    """Hidden states and labels for every labelled answer token. The question is prefilled once; the
    correct and the wrong answer are then verified after it at the same positions (the static cache is
    written by position, so the second simply overwrites the first)."""
    from tqdm import tqdm

    device = model.norm.weight.device
    rows = []
    for ex in examples:
        prompt = tok.encode_chat(ex["question"])
        answers = [token_labels(tok, ex["correct"]), token_labels(tok, ex["wrong"], ex["error_at"])]
        rows.append((prompt, answers))
    need = max(len(p) + len(ids) for p, ans in rows for ids, _ in ans) + 1
    model.setup_caches(1, need)
    feats, labels, groups = [], [], []
    for i, (prompt, answers) in enumerate(tqdm(rows, desc="hidden states", disable=not progress, file=sys.stderr)):
        L = len(prompt)
        g.forward_logits(model, torch.tensor(prompt[:-1], device=device), torch.arange(L - 1, device=device))
        for ids, lab in answers:
            tokens = torch.tensor(prompt[-1:] + ids, device=device)
            _, hidden = g.verify_forward(model, tokens, torch.arange(L - 1, L + len(ids), device=device))
            feats.append(hidden[1:].float().cpu())  # hidden[j] is answer token j-1's own position
            labels += lab
            groups += [i] * len(ids)
    return torch.cat(feats), torch.tensor(labels, dtype=torch.float32), torch.tensor(groups)


def auroc(scores: torch.Tensor, labels: torch.Tensor) -> float:
    """Probability that a random positive scores above a random negative (ties count half)."""
    pos, neg = scores[labels == 1], scores[labels == 0]
    if len(pos) == 0 or len(neg) == 0:
        return float("nan")
    ranks = torch.empty(len(scores), dtype=torch.float64)
    order = scores.argsort()
    ranks[order] = torch.arange(1, len(scores) + 1, dtype=torch.float64)
    for v in scores.unique():  # average ranks over ties
        tie = scores == v
        if tie.sum() > 1:
            ranks[tie] = ranks[tie].mean()
    return ((ranks[labels == 1].sum() - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg))).item()


def rates(probs: torch.Tensor, labels: torch.Tensor, delta: float) -> dict:
    """At threshold delta: share of mistaken tokens rejected, share of correct tokens accepted."""
    acc = probs > delta
    return {"delta": delta, "mistakes_rejected": (~acc[labels == 0]).float().mean().item(),
            "correct_accepted": acc[labels == 1].float().mean().item()}


def train_head(x, y, x_val, y_val, *, lr=1e-4, weight_decay=0.1, batch=128, max_epochs=400, patience=20,
               seed=0, log=print):
    """Linear head, weighted BCE (negatives up-weighted to balance the ~20:1 ratio), AdamW, early stopping
    on the validation loss. Returns the best head and its validation loss."""
    torch.manual_seed(seed)
    head = judge.new_judge(x.size(1))
    opt = torch.optim.AdamW(head.parameters(), lr=lr, weight_decay=weight_decay)
    neg_weight = (y == 1).sum().clamp(min=1) / (y == 0).sum().clamp(min=1)

    def loss_fn(h, xb, yb):
        w = torch.where(yb == 0, neg_weight, torch.ones_like(yb))
        return F.binary_cross_entropy_with_logits(h(xb).squeeze(-1), yb, weight=w)

    best, best_state, bad = float("inf"), None, 0
    for epoch in range(max_epochs):
        perm = torch.randperm(len(x))
        for i in range(0, len(x), batch):
            idx = perm[i:i + batch]
            opt.zero_grad()
            loss_fn(head, x[idx], y[idx]).backward()
            opt.step()
        with torch.no_grad():
            val = loss_fn(head, x_val, y_val).item()
        if val < best - 1e-5:
            best, best_state, bad = val, {k: v.clone() for k, v in head.state_dict().items()}, 0
        else:
            bad += 1
            if bad >= patience:
                break
        if epoch % 25 == 0:
            log(f"epoch {epoch}: val loss {val:.4f}")
    head.load_state_dict(best_state)
    return head, best, epoch + 1


def evaluate(head, x, y) -> dict:
    with torch.no_grad():
        p = judge.judge_probs(head, x)
    return {"auroc": auroc(p, y), "at_0.5": rates(p, y, 0.5), "sweep": [rates(p, y, d) for d in SWEEP]}


def data_hash(examples) -> str:
    return hashlib.sha256(json.dumps(examples, sort_keys=True).encode()).hexdigest()[:16]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint_path", type=Path, default=g.DEFAULT_CHECKPOINT)
    ap.add_argument("--data", default="builtin", help="'builtin' or a JSONL file of examples")
    ap.add_argument("--n_train", type=int, default=600, help="built-in training examples")
    ap.add_argument("--val_frac", type=float, default=0.15, help="share of examples held out for early stopping")
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--lr", type=float, default=1e-4)
    ap.add_argument("--weight_decay", type=float, default=0.1)
    ap.add_argument("--batch", type=int, default=128)
    ap.add_argument("--max_epochs", type=int, default=400)
    ap.add_argument("--patience", type=int, default=20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--metrics_json", type=Path, default=None)
    a = ap.parse_args(argv)

    # 1. examples
    if a.data == "builtin":
        examples, _ = judge_tasks.train_heldout_split(seed=a.seed, n_train=a.n_train)
    else:
        try:
            examples = judge_tasks.read_jsonl(a.data)
        except (FileNotFoundError, ValueError) as e:
            raise SystemExit(f"error: {e}")
    random.Random(a.seed).shuffle(examples)
    n_val = max(1, int(len(examples) * a.val_frac))
    if len(examples) - n_val < 1:
        raise SystemExit(f"error: {len(examples)} examples are too few to train and validate on")

    # 2-3. token labels and the target's hidden states
    try:
        model = load_model(a.checkpoint_path).eval()
        tok = load_tokenizer(a.checkpoint_path if a.checkpoint_path.is_dir() else a.checkpoint_path.parent)
    except (FileNotFoundError, ValueError) as e:
        raise SystemExit(f"error: {e}")
    t0 = time.perf_counter()
    x, y, groups = extract_features(model, tok, examples)
    n_pos, n_neg = int((y == 1).sum()), int((y == 0).sum())
    print(f"{len(examples)} examples -> {len(y)} labelled tokens: {n_pos} positive, {n_neg} negative "
          f"({n_pos / max(n_neg, 1):.1f}:1; the paper has ~20:1), {time.perf_counter() - t0:.0f} s")
    val = groups < n_val  # split by example, so no answer is on both sides

    # 4. training
    head, val_loss, epochs = train_head(x[~val], y[~val], x[val], y[val], lr=a.lr, weight_decay=a.weight_decay,
                                        batch=a.batch, max_epochs=a.max_epochs, patience=a.patience, seed=a.seed)

    # 5. metrics and the saved head
    m = {"train": evaluate(head, x[~val], y[~val]), "val": evaluate(head, x[val], y[val]),
         "val_loss": val_loss, "epochs": epochs, "positives": n_pos, "negatives": n_neg}
    v = m["val"]
    print(f"validation AUROC {v['auroc']:.3f}; at delta 0.5: {v['at_0.5']['mistakes_rejected']:.1%} of mistaken "
          f"tokens rejected, {v['at_0.5']['correct_accepted']:.1%} of correct tokens accepted ({epochs} epochs)")
    print("delta   mistakes rejected   correct accepted")
    for r in v["sweep"]:
        print(f"{r['delta']:5.2f}   {r['mistakes_rejected']:17.1%}   {r['correct_accepted']:16.1%}")
    meta = {"target": str(a.checkpoint_path.name if a.checkpoint_path.is_dir() else a.checkpoint_path.parent.name),
            "target_config": model.args.to_hf_config(), "delta": 0.5, "metrics": m, "data": a.data,
            "data_hash": data_hash(examples), "seed": a.seed, "n_examples": len(examples)}
    judge.save_judge(a.out, head, meta)
    print(f"saved {a.out}")
    if a.metrics_json:
        a.metrics_json.write_text(json.dumps(m, indent=1))
    return m


if __name__ == "__main__":
    main()
