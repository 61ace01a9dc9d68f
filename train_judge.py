"""Train a judge head for a target model, in a straight line:

    examples -> token labels -> judge features -> weighted BCE training -> calibration with a bound -> head + metrics

Token labels come from hand-made mistakes, from the target itself, or from both:
  --data (hand labels, as in the paper): (question, correct answer, wrong answer, error_at), built in
    (data/judge_tasks.py) or a JSONL file. Every token of the correct answer is positive; tokens of the wrong
    answer before the mistake are positive; the token containing char `error_at` is negative; the rest is unused.
  --mine (labels mined from the target, after AutoJudge, Garipov et al. 2025): questions with a checkable answer
    and draft sources (external answer texts, the target's own answer said again, prompt lookup, a draft model,
    an EAGLE head).
    Walk a draft against the target's own greedy answer; where they differ, put the draft's token in, let the
    target finish greedily and grade the result. Still right: the token is acceptable (positive). Right before,
    wrong now: a mistake (negative), and the walk goes on with the target's token, as judge decoding would.
    Wrong either way: no label (the token is not to blame). No answer with an `error_at` is needed, only a grader.
Features (judge.judge_features) are the target's final hidden state at each labelled token's own position, the
residual stream entering one middle layer there, and scalars of the target's distribution for the token (log p,
its gap to the top-1, log rank, entropies), all from generate.verify_forward -- the very function and pass the
verify step uses. The middle layer (of --layers) and the L2 strength (of --weight_decay) are chosen on validation.
Calibration: for each rate alpha of 1%, 2%, 5% the stored threshold is the loosest one whose false acceptance of
mistaken tokens is <= alpha with probability >= 1 - --bound_delta on questions exchangeable with the calibration
questions (held-out built-in questions, or the validation split of a file of your own): Learn-then-Test with a
Clopper-Pearson bound (calibrate). meta["delta"] = the 2% one, which generate.py uses by default, and meta["bound"]
says what it rests on. --calibrate FILE --judge J.pt redoes only this step, on questions of your own.

    python train_judge.py --out judges/X.pt                      # built-in hand labels, 11 short-fact families
    python train_judge.py --data none --mine builtin --out judges/candidates/mined.pt
    python train_judge.py --data my.jsonl --checkpoint_path checkpoints/X --out judges/X.pt
    python train_judge.py --calibrate my_questions.jsonl --judge judges/X.pt --out judges/X.mine.pt
    python train_judge.py --judge judges/X.pt --standard_in_code --out judges/X.code.pt   # code: standard test only
"""
import argparse
import functools
import hashlib
import json
import math
import random
import re
import sys
import time
from pathlib import Path

import torch
import torch.nn.functional as F

import checkpoint
import draft as drafting
import flags
import generate as g
import judge
import report
from data import grading, judge_tasks
from checkpoint import load_model
from tokenizer import load_tokenizer

DEFAULT_OUT = Path(__file__).resolve().parent / "judges" / "SmolLM2-135M-Instruct.pt"
SWEEP = (0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95)
FALSE_ACCEPTANCE = (0.01, 0.02, 0.05)  # calibrated thresholds stored in the judge file; the 2% one is the default
BOUND_DELTA = 0.1  # each stored threshold's false-acceptance bound holds with probability >= 1 - BOUND_DELTA
THRESHOLD_GRID = [1 - i / 2000 for i in range(2001)]  # the fixed sequence the calibration walks, strict to loose


# ----------------------------------------------------------------------------------------- hand labels
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


def hand_rows(tok, examples, n_val):
    """Rows of labelled tokens, the one shape training consumes: the question, what the answer already
    says (`prefix`), then labelled tokens. The first n_val examples are validation."""
    rows = []
    for i, ex in enumerate(examples):
        for text, at in [(ex.get("correct"), None), (ex.get("wrong"), ex.get("error_at"))]:
            if text is None:
                continue
            try:
                ids, labels = token_labels(tok, text, at)
            except ValueError as e:
                raise SystemExit(f"error: example {ex['question'][:60]!r}: {e}")
            rows.append(dict(question=ex["question"], prefix=[], ids=ids, labels=labels, val=i < n_val))
    return rows


def code_rows(tok, examples):
    """Rows of code examples (scripts/label_code_tasks.py): as hand_rows, validation by the example's split."""
    rows = []
    for ex in examples:
        rows += [dict(r, val=ex["split"] == "val", code=True) for r in hand_rows(tok, [ex], 0)]
    return rows


# ---------------------------------------------------------------------------------------- mined labels
def continue_greedy(model, tok, ids, n, hint=(), k=8, stats=None):
    """The target's greedy continuation of ids: at most n tokens, ending at a stop token. Speculative
    decoding with `hint` (text the continuation probably follows) makes the same tokens in fewer passes."""
    if n <= 0 or ids[-1] in tok.stop_ids:
        return []
    draft = drafting.make("text", k, text=list(hint)) if hint else drafting.make("ngram", k)
    return g.generate(model, ids, n, stop_ids=tok.stop_ids, draft=draft, stats=stats)


def walk(model, tok, ex, prompt, propose, path, budget, max_subs, k, stats=None):
    """Label the tokens one draft source offers on one question. `path` is the target's own greedy answer;
    `propose(answer so far)` the draft's next tokens. Returns the labelled segments (prefix, ids, labels)
    and the number of substitutions graded (each costs one greedy continuation)."""
    def right(ids):
        return grading.grade(ex, tok.decode([t for t in ids if t not in tok.stop_ids]))

    ok = right(path)  # does the target, from here on its own, reach a right answer?
    cur, segments, subs = [], [], 0
    while path and len(cur) < budget and not (cur and cur[-1] in tok.stop_ids):
        draft = propose(cur)[:budget - len(cur)]
        stop_at = next((j for j, t in enumerate(draft) if t in tok.stop_ids), None)
        draft = draft if stop_at is None else draft[:stop_at + 1]
        if not draft:  # nothing offered: the target writes its own token, as in judge decoding
            cur, path = cur + path[:1], path[1:]
            continue
        labels, taken, end = [], draft, False
        for j, t in enumerate(draft):
            if j < len(path) and t == path[j]:  # the target's own token: standard verification keeps it
                labels.append(1 if ok else None)
                continue
            if subs == max_subs:
                end = True
                break
            subs += 1
            head = cur + draft[:j + 1]
            alt = continue_greedy(model, tok, prompt + head, budget - len(head), draft[j + 1:] + path[j + 1:], k, stats)
            if right(head + alt):  # the answer stays (or becomes) right: acceptable
                labels.append(1)
                ok, path = True, draft[:j + 1] + alt
            elif ok:  # a right answer turned wrong: a mistake; the target's own token goes in instead
                labels.append(0)
                taken = draft[:j] + path[j:j + 1]
                break
            else:  # wrong with or without it: not this token's fault, and nothing more to learn here
                end = True
                break
        first = next((i for i, lab in enumerate(labels) if lab is not None), len(labels))  # unlabelled: context
        if first < len(labels):
            segments.append(dict(prefix=cur + draft[:first], ids=draft[first:len(labels)], labels=labels[first:]))
        if end:
            break
        cur, path = cur + taken, path[len(taken):]
    return segments, subs


def mining_jobs(ex, tok, a):
    """(draft kind, draft tokens or None) for one question, per --draft."""
    jobs = []
    for kind in a.draft:
        if kind == "text":
            texts = [ex.get("correct"), ex.get("wrong")] + ex.get("drafts", [])
            jobs += [("text", tok.encode(t)) for t in texts if t]
        elif kind != "repeat" or (ex.get("grader") or ex.get("family")) == "rewrite":  # only it checks repeats
            jobs.append((kind, None))
    return jobs


def repeat_draft(tok, path):
    """The target's finished answer, then its first sentence again: the loop judge decoding with prompt
    lookup falls into on a rewrite (the draft copies text the answer already holds)."""
    if not path or path[-1] not in tok.stop_ids:
        return []
    text = tok.decode(path[:-1])
    return path[:-1] + tok.encode(" " + re.split(r"(?<=[.!?])\s", text.strip(), maxsplit=1)[0])


def eagle_proposal(model, head, aux_layers, seq, k):
    """An EAGLE head's next k drafts after seq, as generate.py --draft eagle makes them (greedy), but
    statelessly: the target's features of positions 0..len(seq) - 2 in one pass, then generate.eagle_draft
    catching the head up from position 0 (a walk branches, so there is no one head cache to carry on)."""
    device = model.norm.weight.device
    _, _, feats = g.verify_forward(model, torch.tensor(seq[:-1], device=device),
                                   torch.arange(len(seq) - 1, device=device), aux_layers)
    d = drafting.EagleDraft(k, head=head, aux_layers=aux_layers, pos=0, feats=feats)
    return drafting.eagle_draft(d, seq, k, g.Sampling(), g.Passes())[0].tolist()


def proposer(kind, text, prompt, draft_model, tok, k, eagle=None):
    """The next draft tokens after `cur`, as generate.py's draft sources would offer them. eagle: (target,
    head, aux_layers) for kind "eagle"."""
    if kind in ("text", "repeat"):
        # the rest of the text while the answer follows it, else its continuation after a match of the
        # answer's last tokens (stateless: a walk branches, so there is no one cursor to keep)
        return lambda cur: text[len(cur):] if cur == text[:len(cur)] else drafting.ngram_draft(cur, len(text), text, 4)
    if kind == "ngram":
        return lambda cur: drafting.ngram_draft(prompt + cur, k)
    if kind == "eagle":
        return lambda cur: eagle_proposal(*eagle, prompt + cur, k)
    return lambda cur: continue_greedy(draft_model, tok, prompt + cur, k, k=k)


def read_mined(path: Path, force: bool = False) -> dict:
    """Records of an earlier (maybe interrupted) run, by key. A torn last line (a run that died mid-write,
    or a file that is not ours) is dropped only with force, and then by rewriting the file atomically."""
    if not path.exists():
        return {}
    try:
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    except (OSError, UnicodeDecodeError) as e:
        raise SystemExit(f"error: cannot read {path}: {e}")
    if lines and not lines[-1].endswith("\n"):
        if not force:
            raise SystemExit(f"error: --mined_file {path}: its last line is incomplete (an interrupted run, or not a "
                             f"mined file): pass --force to drop that line, or give another --mined_file")
        lines = lines[:-1]
        checkpoint.write_atomic(path, lambda tmp: tmp.write_text("".join(lines), encoding="utf-8"), force=True)
    done = {}
    for n, line in enumerate(lines, 1):
        try:
            rec = json.loads(line)
            done[rec["key"]] = rec
        except (json.JSONDecodeError, KeyError, TypeError):
            raise SystemExit(f"error: {path}: line {n} is not a mined record; move the file away to start over")
    return done


@torch.no_grad()
def mine(model, tok, questions, a, draft_model=None, target_name="", eagle=None):
    """Mined labels for every (question, draft) pair: a list of records, each with its labelled segments.
    Every record is appended to a.mined_file as it is made, so a run that stops resumes where it was.
    eagle: (head, aux_layers), the EAGLE head for --draft eagle."""
    from tqdm import tqdm

    done = read_mined(a.mined_file, getattr(a, "force", False))
    plan = []
    for ex in questions:
        prompt = tok.encode_chat(ex["question"])
        jobs = mining_jobs(ex, tok, a)
        # room for the draft texts, and for the target to go on after them (a repeat shows only then)
        budget = max([a.max_new_tokens] + [len(t) + 16 for kind, t in jobs if t])
        spec = [target_name, prompt, budget, a.max_subs, a.speculate_k, ex.get("answer"),
                ex.get("grader") or ex.get("family"), str(a.draft_checkpoint_path)]
        keys = [hashlib.sha256(json.dumps(spec + [kind, t] + ([str(a.eagle)] if kind == "eagle" else [])).encode())
                .hexdigest()[:16] for kind, t in jobs]
        plan.append((ex, prompt, budget, jobs, keys))
    longest = max(len(p) + 2 * b + 16 for _, p, b, _, _ in plan)  # a repeat draft: an answer and a sentence
    for m in (model, draft_model, eagle[0] if eagle else None):
        if m is not None:
            try:
                m.setup_caches(1, longest + a.speculate_k + 2)
            except ValueError as e:
                raise SystemExit(f"error: a question is too long to mine: {e}")

    a.mined_file.parent.mkdir(parents=True, exist_ok=True)
    records, n_pos, n_neg, resumed = [], 0, 0, 0
    bar = tqdm(plan, desc="mining", file=sys.stderr, disable=not a.progress)
    with open(a.mined_file, "a", encoding="utf-8") as out:
        for ex, prompt, budget, jobs, keys in bar:
            path = None
            for (kind, text), key in zip(jobs, keys):
                if key in done:
                    rec, resumed = done[key], resumed + 1
                else:
                    t0, stats = time.perf_counter(), report.new_stats()
                    if path is None:  # the target's own answer, shared by all drafts of the question
                        path = continue_greedy(model, tok, prompt, budget, k=a.speculate_k, stats=stats)
                    text = repeat_draft(tok, path) if kind == "repeat" else text
                    segments, subs = walk(model, tok, ex, prompt, proposer(kind, text, prompt, draft_model, tok,
                                                                           a.speculate_k, eagle and (model, *eagle)),
                                          # room to go on after a repeat draft, or the repeat would not show
                                          list(path), max(budget, len(text or []) + 16), a.max_subs, a.speculate_k,
                                          stats)
                    rec = dict(key=key, question=ex["question"], draft=kind,
                               draft_text=tok.decode(text) if text else None,
                               target_answer=tok.decode([t for t in path if t not in tok.stop_ids]),
                               segments=segments, substitutions=subs, target_forwards=stats["target_forwards"],
                               seconds=round(time.perf_counter() - t0, 2))
                    out.write(json.dumps(rec, ensure_ascii=False) + "\n")
                    out.flush()
                records.append(rec)
                labels = [lab for s in rec["segments"] for lab in s["labels"]]
                n_pos, n_neg = n_pos + sum(labels), n_neg + len(labels) - sum(labels)
            bar.set_postfix(pos=n_pos, neg=n_neg, resumed=resumed)
    return records


def mined_rows(records, val_frac, seed):
    """Rows from mined records; a val_frac share of the questions (seeded) is validation."""
    questions = sorted({r["question"] for r in records})
    random.Random(seed).shuffle(questions)
    val = set(questions[:max(1, int(len(questions) * val_frac))])
    return [dict(question=r["question"], prefix=s["prefix"], ids=s["ids"], labels=s["labels"],
                 val=r["question"] in val) for r in records for s in r["segments"]]


# ---------------------------------------------------------------------------------------- judge features
@torch.no_grad()
def feature_key(checkpoint_path, model) -> str:
    """The feature cache's key: the target's name, shape and weights file (its size and time stamp)."""
    weights, _ = checkpoint.resolve(checkpoint_path)
    return json.dumps([checkpoint.folder(checkpoint_path).name, model.args.to_hf_config(), weights.stat().st_size,
                       weights.stat().st_mtime_ns])


def extract_features(model, tok, rows, layers=(), scalars=(), progress=True, cache: Path | None = None, key=""):
    """Judge features (judge.judge_features: the final hidden state, the residual stream entering each of
    `layers`, the named `scalars`), labels and row index of every labelled token: one pass per row (the
    question, what the answer already says, then the labelled tokens). The static cache is written by position,
    so a row overwrites the last one, and where it starts with the same tokens as the last (the chat template's
    system prompt; a question's rows; mined rows' long prefixes) those positions need no new pass. On CPU a
    short pass costs about as much as reading the weights once, so the passes, not the tokens, set the time.
    cache: a folder where each row's features are kept (one file per row, named by a hash of `key` (the target),
    the row and the features asked for): a run that stops resumes there, and a second run reads instead of
    computing (a 1.5B target's features take an hour here)."""
    from tqdm import tqdm

    device = model.norm.weight.device
    prompts = {q: tok.encode_chat(q) for q in {r["question"] for r in rows}}
    try:
        model.setup_caches(1, max(len(prompts[r["question"]]) + len(r["prefix"]) + len(r["ids"]) for r in rows) + 1)
    except ValueError as e:
        raise SystemExit(f"error: an example is too long for the target: {e}")
    feats, labels, index, cached = [], [], [], []
    if cache is not None:
        cache.mkdir(parents=True, exist_ok=True)
    for i, r in enumerate(tqdm(rows, desc="features", disable=not progress, file=sys.stderr)):
        name = None if cache is None else cache / (hashlib.sha256(json.dumps(
            [key, r["question"], r["prefix"], r["ids"], list(layers), list(scalars)]).encode()).hexdigest()[:24] + ".pt")
        if name is not None and name.is_file():
            feats.append(checkpoint.load_tensors(name, mmap=False))
            labels += r["labels"]
            index += [i] * len(r["ids"])
            continue
        prompt = prompts[r["question"]]
        L = len(prompt)
        seq = prompt + r["prefix"] + r["ids"]
        shared = next((j for j, (s, c) in enumerate(zip(seq, cached)) if s != c), min(len(seq), len(cached)))
        start = min(shared, L - 1 + len(r["prefix"]))  # at least the token before the first labelled one
        logits, hidden, aux = g.verify_forward(model, torch.tensor(seq[start:], device=device),
                                               torch.arange(start, len(seq), device=device), tuple(layers))
        a = L + len(r["prefix"]) - start  # hidden[j] is seq[start + j]'s own state; logits[j - 1] scored it
        states = judge.judge_states(hidden[a:], None if aux is None else aux[a:], tuple(layers), tuple(layers))
        draft = torch.tensor(r["ids"], device=device)
        feats.append(judge.judge_features(scalars, logits[a - 1:-1], states, draft, None).float().cpu())
        if name is not None:
            checkpoint.save_atomic(feats[-1], name, force=True)
        labels += r["labels"]
        index += [i] * len(r["ids"])
        cached = seq
    return torch.cat(feats), torch.tensor(labels, dtype=torch.float32), torch.tensor(index)


# -------------------------------------------------------------------------------------------- training
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


def binomial_cdf(k: int, n: int, p: float) -> float:
    """P(Binomial(n, p) <= k), summed in log space (n up to thousands)."""
    if p <= 0:
        return 1.0
    if p >= 1:
        return 1.0 if k >= n else 0.0
    lp, lq = math.log(p), math.log1p(-p)
    terms = [math.lgamma(n + 1) - math.lgamma(i + 1) - math.lgamma(n - i + 1) + i * lp + (n - i) * lq
             for i in range(min(k, n) + 1)]
    top = max(terms)
    return min(1.0, math.exp(top) * sum(math.exp(t - top) for t in terms))


@functools.lru_cache(maxsize=None)
def clopper_pearson_upper(k: int, n: int, delta: float) -> float:
    """The upper (1 - delta) Clopper-Pearson bound of a rate seen k times in n: the p at which k or fewer
    would happen with probability delta (1 for n = 0 or k = n). Bisection on the exact binomial sum."""
    if n == 0 or k >= n:
        return 1.0
    lo, hi = k / n, 1.0
    for _ in range(100):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if binomial_cdf(k, n, mid) > delta else (lo, mid)
    return hi


def calibrate(probs: torch.Tensor, labels: torch.Tensor, false_acceptance=FALSE_ACCEPTANCE, delta=BOUND_DELTA,
              grid=THRESHOLD_GRID) -> dict:
    """Per rate alpha: the loosest threshold t whose false acceptance on new questions exchangeable with
    these is <= alpha with probability >= 1 - delta (Learn-then-Test, Angelopoulos et al. 2021, with
    fixed-sequence testing): walk a fixed grid from strict (1) to loose; at each t the null "the rate of
    mistaken tokens with prob > t exceeds alpha" is rejected when the upper (1 - delta) Clopper-Pearson
    bound of k/n (k of the n mistakes kept) is <= alpha; stop at the first t where it is not. The rate only
    grows as t falls, so the walk needs no multiple-testing correction. If even t = 1 fails (too few
    mistakes: n < log(delta) / log(1 - alpha)), t = 1, which keeps nothing: standard verification."""
    neg = probs[labels == 0]
    n = len(neg)
    out = {}
    for alpha in false_acceptance:
        t, kept, upper = 1.0, 0, clopper_pearson_upper(0, n, delta)
        for cand in grid:
            k = int((neg > cand).sum())
            u = clopper_pearson_upper(k, n, delta)
            if u > alpha:
                break
            t, kept, upper = cand, k, u
        out[f"{alpha:g}"] = {"delta": t, "mistakes_accepted": kept / max(n, 1), "mistakes_kept": kept,
                             "upper_bound": upper, "holds": upper <= alpha,
                             "correct_accepted": (probs[labels == 1] > t).float().mean().item()}
    return out


def train_head(x, y, x_val, y_val, *, layers=(), scalars=(), mlp=0, lr=1e-4, weight_decay=0.1, batch=128,
               max_epochs=400, patience=20, seed=0, log=print):
    """A judge head on features x (N, n_in) laid out as judge.judge_features makes them for `layers` and
    `scalars`: standardized with the training set's mean and std (kept in the head), then linear (mlp = 0) or
    one hidden layer; weighted BCE (negatives up-weighted to balance the ~20:1 ratio), AdamW (weight_decay:
    the L2 strength), early stopping on the validation loss. Returns the best head, its validation loss and
    the epochs run."""
    torch.manual_seed(seed)
    head = judge.Judge(x.size(1), layers, scalars, mlp)
    std = x.std(0) if len(x) > 1 else torch.ones(x.size(1))
    head.mean.copy_(x.mean(0))
    head.std.copy_(torch.where(std > 1e-6, std, torch.ones_like(std)))  # a constant feature stays 0
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


def search_heads(x, y, x_val, y_val, dim, layers, scalars, a, log=print):
    """The head kept: for each feature choice (the final state alone, or with one of the candidate `layers`;
    x holds all of them, then the scalars) and each L2 strength of a.weight_decay, a linear head; the lowest
    validation loss wins; with a.mlp, a one-hidden-layer head on the winning features replaces it only if
    its validation loss is lower still. Returns the head, its validation loss, epochs, and the table."""
    def cols(choice):  # the columns of x a head reading `choice` sees: final, that layer's block, scalars
        blocks = [0] + [1 + layers.index(i) for i in choice]
        idx = [b * dim + j for b in blocks for j in range(dim)]
        return torch.tensor(idx + list(range((1 + len(layers)) * dim, x.size(1))))

    kw = dict(lr=a.lr, batch=a.batch, max_epochs=a.max_epochs, patience=a.patience, seed=a.seed, log=lambda *_: None)
    table, best = [], None
    for choice in [()] + [(i,) for i in layers]:
        c = cols(choice)
        for wd in a.weight_decay:
            head, loss, epochs = train_head(x[:, c], y, x_val[:, c], y_val, layers=choice, scalars=scalars,
                                            weight_decay=wd, **kw)
            table.append({"layers": list(choice), "weight_decay": wd, "mlp": 0, "val_loss": loss, "epochs": epochs})
            log(f"layers {list(choice) or 'final only'}, weight decay {wd:g}: val loss {loss:.4f} ({epochs} epochs)")
            if best is None or loss < best[1] - 1e-4:  # ties: the fewer features
                best = (head, loss, epochs, c, wd)
    if a.mlp:
        head, loss, epochs = train_head(x[:, best[3]], y, x_val[:, best[3]], y_val, layers=best[0].layers,
                                        scalars=scalars, mlp=a.mlp, weight_decay=best[4], **kw)
        table.append({"layers": list(best[0].layers), "weight_decay": best[4], "mlp": a.mlp, "val_loss": loss,
                      "epochs": epochs})
        log(f"MLP {a.mlp} on the best features: val loss {loss:.4f} ({'kept' if loss < best[1] else 'not better'})")
        if loss < best[1]:
            best = (head, loss, epochs, best[3], best[4])
    return best[0], best[1], best[2], best[3], table


def evaluate(head, x, y) -> dict:
    with torch.no_grad():
        p = judge.judge_probs(head, x)
    return {"auroc": auroc(p, y), "at_0.5": rates(p, y, 0.5), "sweep": [rates(p, y, d) for d in SWEEP]}


def data_hash(examples) -> str:
    return hashlib.sha256(json.dumps(examples, sort_keys=True).encode()).hexdigest()[:16]


# ------------------------------------------------------------------------------------------------- CLI
def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint_path", type=Path, default=g.DEFAULT_CHECKPOINT)
    ap.add_argument("--data", default="builtin", help="hand labels: 'builtin', 'none', or a JSONL file")
    ap.add_argument("--mine", default="none", help="mine labels from the target: 'none', 'builtin', or a JSONL "
                                                   "file of questions with an answer and a grader")
    ap.add_argument("--families", nargs="+", default=judge_tasks.FAMILIES,
                    help=f"built-in families for --data (of {' '.join(judge_tasks.TRAIN_FAMILIES)})")
    ap.add_argument("--mine_families", nargs="+", default=None,
                    help="built-in families for --mine (default: --families)")
    ap.add_argument("--n_train", type=flags.count(1), default=600, help="built-in hand-labelled examples")
    ap.add_argument("--n_mine", type=flags.count(1), default=150, help="built-in questions to mine")
    ap.add_argument("--n_calibration", type=flags.count(1), default=150,
                    help="built-in held-out questions drawn to calibrate the thresholds on (repeated ones dropped)")
    ap.add_argument("--code", type=flags.existing_file, nargs="+", default=None, metavar="FILE",
                    help="labels checked by running or grading (scripts/label_code_tasks.py, scripts/label_math_tasks.py): "
                         "each example in its task's split; train and val ones join --data's, calibration ones join the "
                         "calibration mistakes")
    ap.add_argument("--limit", type=flags.count(1), default=None, help="quick runs: only the first N examples and N questions")
    m = ap.add_argument_group("mining")
    m.add_argument("--draft", nargs="+", choices=["text", "repeat", "ngram", "model", "eagle"],
                   default=["text", "repeat"],
                   help="draft sources to walk: the questions' answer texts (correct, wrong, drafts); the target's "
                        "own answer said again (rewrites only); prompt lookup; a draft model; an EAGLE head")
    m.add_argument("--draft_checkpoint_path", type=Path, default=None)
    m.add_argument("--eagle", type=Path, default=None, help="the EAGLE head for --draft eagle (default: "
                   "judges/<checkpoint folder>.eagle.pt, as generate.py)")
    m.add_argument("--max_new_tokens", type=flags.count(1, 4096), default=32, help="answer length (at least the drafts' + 16)")
    m.add_argument("--max_subs", type=flags.count(1, 4096), default=6, help="substitutions graded per draft (each a continuation)")
    m.add_argument("--speculate_k", type=flags.count(1, 256), default=8, help="draft tokens per step of prompt lookup / draft model / EAGLE head")
    m.add_argument("--mined_file", type=flags.out_path, default=None,
                   help="mined labels, resumable (default: the --out path with .mined.jsonl)")
    m.add_argument("--progress", action=argparse.BooleanOptionalAction, default=True)
    t = ap.add_argument_group("training")
    t.add_argument("--val_frac", type=flags.real(0, 1, above=True, below=True), default=0.15,
                   help="share of examples (and mined questions) held out for early stopping (and for calibration, "
                        "with a file of your own)")
    t.add_argument("--layers", nargs="+", default=["auto"],
                   help="candidate middle layers whose input state the judge may read besides the final one (each "
                        "tried, with the final state alone, on validation); 'auto': a third, half and two thirds "
                        "of the depth; 'none': the final state only")
    t.add_argument("--scalars", nargs="+", default=list(judge.ONE_HOT_SCALARS), choices=list(judge.SCALARS) + ["none"],
                   help="scalars of the verify pass the judge reads (judge.SCALARS)")
    t.add_argument("--mlp", type=flags.count(0, 65536), default=0, help="also try a one-hidden-layer head this wide; kept if it wins")
    t.add_argument("--lr", type=flags.real(0, 10, above=True), default=1e-3)
    t.add_argument("--weight_decay", type=flags.real(0, 1e6), nargs="+", default=[0.01, 0.1, 1.0],
                   help="L2 strengths (AdamW weight decay) tried; the best on validation is kept")
    t.add_argument("--bound_delta", type=flags.real(0, 1, above=True, below=True), default=BOUND_DELTA,
                   help="each stored threshold's false-acceptance bound holds with probability >= 1 - this")
    t.add_argument("--batch", type=flags.count(1), default=128)
    t.add_argument("--max_epochs", type=flags.count(1, 10 ** 6), default=400)
    t.add_argument("--patience", type=flags.count(1, 10 ** 6), default=20)
    t.add_argument("--seed", type=flags.SEED, default=0)
    c = ap.add_argument_group("recalibrating an existing judge on your own questions, without retraining")
    c.add_argument("--calibrate", type=flags.existing_file, default=None, metavar="FILE",
                   help="JSONL of (question, correct, wrong, error_at): new thresholds and bound for --judge")
    c.add_argument("--judge", type=flags.existing_file, default=None, help="the judge file to recalibrate")
    c.add_argument("--strict_above", type=flags.real(0, 1), default=None, metavar="TAU",
                   help="store JuDi's confidence mask in the judge's operating point: generate.py then leaves positions "
                        "where the target's top-1 probability is above TAU to the standard test; with --judge J alone, "
                        "stored in a copy of J (its head, thresholds and bound unchanged)")
    c.add_argument("--standard_in_code", action=argparse.BooleanOptionalAction, default=None,
                   help="store in the judge's operating point that it keeps nothing inside the answer's code blocks "
                        "(generate.py --standard_in_code); with --judge J alone, in a copy of J")
    c.add_argument("--standard_in_numbers", action=argparse.BooleanOptionalAction, default=None,
                   help="store in the judge's operating point that it keeps no token with a digit, nor one where the "
                        "target's own has one (generate.py --standard_in_numbers); with --judge J alone, in a copy of J")
    ap.add_argument("--out", type=flags.out_path, default=None, help=f"default: {DEFAULT_OUT.relative_to(DEFAULT_OUT.parent.parent)}"
                                                           f"; with --calibrate, the judge's name with .calibrated.pt")
    ap.add_argument("--force", action="store_true", help="replace an existing --out file")
    ap.add_argument("--metrics_json", type=flags.out_path, default=None)
    ap.add_argument("--feature_cache", type=flags.out_folder, default=None, metavar="DIR",
                    help="keep each row's features here: a stopped run resumes, a second run reads them back")
    return ap


def check_args(a):
    """Refuse bad flags with one line, before any work."""
    if a.out is None:
        a.out = (a.judge.with_suffix(".calibrated.pt" if a.calibrate else ".point.pt") if a.judge else DEFAULT_OUT)
    if a.calibrate is not None or a.judge is not None:
        if a.judge is None or (a.calibrate is None and a.strict_above is None and a.standard_in_code is None
                                  and a.standard_in_numbers is None):
            raise SystemExit("error: --calibrate FILE and --judge J.pt go together (recalibrate J on FILE), or --judge J.pt "
                             "with --strict_above TAU, --standard_in_code, --standard_in_numbers (store them in J's operating point)")
    if a.layers not in (["auto"], ["none"]) and not all(x.isdigit() for x in a.layers):
        raise SystemExit(f"error: --layers takes layer numbers, 'auto' or 'none', got {' '.join(a.layers)}")
    if "none" in a.scalars and len(a.scalars) > 1:
        raise SystemExit("error: --scalars none cannot be given with scalars")
    a.mine_families = a.mine_families or a.families
    bad = list(dict.fromkeys(f for f in a.families + a.mine_families if f not in judge_tasks.TRAIN_FAMILIES))
    if bad:
        why = "evaluation only" if set(bad) <= set(judge_tasks.EVAL_ONLY_FAMILIES) else "unknown"
        raise SystemExit(f"error: families {bad} are {why}; training families: {' '.join(judge_tasks.TRAIN_FAMILIES)}")
    if a.data == "none" and a.mine == "none" and a.code is None:
        raise SystemExit("error: nothing to train on: give --data, --code and/or --mine")
    if "model" in a.draft and a.draft_checkpoint_path is None:
        raise SystemExit("error: --draft model needs --draft_checkpoint_path")
    if a.eagle is not None and "eagle" not in a.draft:
        raise SystemExit(f"error: --eagle is read by --draft eagle, not --draft {' '.join(a.draft)}")
    if "eagle" in a.draft and a.eagle is None:
        a.eagle = g.JUDGES / f"{checkpoint.folder(a.checkpoint_path).name}.eagle.pt"
    a.mined_file = a.mined_file or a.out.with_suffix(".mined.jsonl")
    # the mined file is appended to (a run resumes from it), so it only has to be writable
    for flag, path, force in (("--out", a.out, a.force), ("--metrics_json", a.metrics_json, a.force),
                              ("--mined_file", a.mined_file if a.mine != "none" else None, True)):
        try:
            if path is not None:
                checkpoint.check_writable(path, force)
        except (FileExistsError, ValueError) as e:
            raise SystemExit(f"error: {flag}: {e}")
    if a.mine != "none" and a.mined_file.is_file() and a.mined_file.stat().st_size and not a.force:
        with open(a.mined_file, "rb") as f:
            f.seek(-1, 2)
            if f.read(1) != b"\n":
                raise SystemExit(f"error: --mined_file {a.mined_file}: its last line is incomplete (an interrupted run, "
                                 f"or not a mined file): pass --force to drop that line, or give another --mined_file")


def load_examples(source, use, a):
    """Built-in examples (the train side of the split) or a JSONL file's."""
    if source == "builtin":
        n, families = (a.n_train, a.families) if use == "labels" else (a.n_mine, a.mine_families)
        return judge_tasks.train_heldout_split(seed=a.seed, n_train=n, families=families)[0]
    try:
        return judge_tasks.read_jsonl(source, use)
    except UnicodeDecodeError:
        raise SystemExit(f"error: {source} is not UTF-8 text")
    except ValueError as e:  # names the file and line already
        raise SystemExit(f"error: {e}")
    except OSError as e:
        raise SystemExit(f"error: cannot read {source}: {e.strerror or e}")


def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    a = build_parser().parse_args(argv)
    check_args(a)
    if a.calibrate is not None:
        return recalibrate(a, argv)
    if a.judge is not None:
        return store_point(a, argv)

    # 1. examples: hand-labelled ones, and questions to mine
    examples = load_examples(a.data, "labels", a) if a.data != "none" else []
    random.Random(a.seed).shuffle(examples)
    examples = examples[:a.limit]
    questions = load_examples(a.mine, "mining", a)[:a.limit] if a.mine != "none" else []
    n_val = max(1, int(len(examples) * a.val_frac)) if examples else 0
    if examples and len(examples) - n_val < 1:
        raise SystemExit(f"error: {len(examples)} examples are too few to train and validate on")
    code = []
    for path in a.code or []:
        rows = load_examples(str(path), "labels", a)
        unsplit = sorted({str(ex.get("split")) for ex in rows} - {"train", "val", "calibration"})
        if unsplit:
            raise SystemExit(f"error: --code {path}: examples need a split of train, val or calibration, not {unsplit}")
        code += rows
    code = code[:a.limit]

    # 2. the target (and a draft model to mine with)
    try:
        model = load_model(a.checkpoint_path).eval()
        tok = load_tokenizer(checkpoint.folder(a.checkpoint_path))
        draft_model = load_model(a.draft_checkpoint_path).eval() if "model" in a.draft and questions else None
        ehead, emeta = drafting.load_eagle(a.eagle, model) if "eagle" in a.draft and questions else (None, {})
    except (FileNotFoundError, ValueError) as e:
        raise SystemExit(f"error: {e}")
    if draft_model is not None and draft_model.args.vocab_size != model.args.vocab_size:
        raise SystemExit("error: the draft model's vocabulary differs from the target's: they must share a tokenizer")
    target = checkpoint.folder(a.checkpoint_path).name
    cache_key = feature_key(a.checkpoint_path, model)

    # 3. token labels
    seconds = {}
    t0 = time.perf_counter()
    eagle = (ehead.eval(), tuple(emeta["aux_layers"])) if ehead is not None else None
    records = mine(model, tok, questions, a, draft_model, target, eagle) if questions else []
    seconds["mining"] = time.perf_counter() - t0
    mrows = mined_rows(records, a.val_frac, a.seed)
    rows = hand_rows(tok, examples, n_val) + code_rows(tok, [ex for ex in code if ex["split"] != "calibration"]) + mrows
    if not rows:
        raise SystemExit("error: no labelled tokens: the target got every mined question wrong (try other questions)")

    # 4. the judge's features: the target's states (the final one, and the candidate middle layers') and scalars
    n_layers = model.args.n_layers
    layers = ([] if a.layers == ["none"] else sorted({n_layers // 3, n_layers // 2, 2 * n_layers // 3})
              if a.layers == ["auto"] else sorted({int(x) for x in a.layers}))
    if any(i >= n_layers for i in layers):
        raise SystemExit(f"error: --layers {' '.join(map(str, layers))}: the target has layers 0..{n_layers - 1}")
    scalars = [] if a.scalars == ["none"] else list(dict.fromkeys(a.scalars))
    t0 = time.perf_counter()
    x, y, index = extract_features(model, tok, rows, layers, scalars, progress=a.progress, cache=a.feature_cache,
                                   key=cache_key)
    seconds["features"] = time.perf_counter() - t0
    val = torch.tensor([r["val"] for r in rows])[index]  # split by example/question, never inside an answer
    n_pos, n_neg = int((y == 1).sum()), int((y == 0).sum())
    mined = sum(len(r["ids"]) for r in mrows)
    print(f"{len(examples)} examples + {len(code)} code examples + {len(questions)} mined questions -> {len(y)} labelled tokens "
          f"({mined} mined): {n_pos} positive, {n_neg} negative ({n_pos / max(n_neg, 1):.1f}:1; the paper has "
          f"~20:1); mining {seconds['mining']:.0f} s, features {seconds['features']:.0f} s")
    for name, part in [("training", ~val), ("validation", val)]:
        for label, what in [(0, "mistaken"), (1, "correct")]:
            if not (y[part] == label).any():
                raise SystemExit(f"error: the {name} split has no {what} tokens: use more examples (a larger --limit)")

    # 5. training: features and L2 strength chosen on validation
    t0 = time.perf_counter()
    head, val_loss, epochs, cols, search = search_heads(x[~val], y[~val], x[val], y[val], model.args.dim, layers,
                                                        scalars, a)
    x = x[:, cols]
    seconds["training"] = time.perf_counter() - t0

    # 6. calibration: with built-in data on the calibration half of the held-out items (questions that neither
    # training nor early stopping saw: a validation split shares items with training, and flatters), and with
    # --code on the mistakes of its calibration tasks too; with a file of your own, on its validation split
    code_cal = [r for r in code_rows(tok, [ex for ex in code if ex["split"] == "calibration"]) if 0 in r["labels"]]
    if a.data == "builtin" or a.mine == "builtin" or code_cal:
        hand = a.families if a.data == "builtin" else []
        families = hand + [f for f in (a.mine_families if a.mine == "builtin" else []) if f not in hand]
        cal = judge_tasks.heldout_examples(a.n_calibration, families, seed=a.seed, part="calibration") if families else []
        # a family's small pool repeats its items with fresh phrasing, and sometimes with the same phrasing and
        # mistake: a repeat would count one mistake twice, and the bound assumes distinct draws
        cal = list({(e["question"], e.get("wrong")): e for e in cal}.values())
        # the bound needs only the mistakes: the wrong answers (their correct answers would double the passes)
        cal_rows = [r for r in hand_rows(tok, cal, 0) if 0 in r["labels"]] if families else []
        x_cal, y_cal, _ = extract_features(model, tok, cal_rows + code_cal, head.layers, head.scalars,
                                           progress=a.progress, cache=a.feature_cache, key=cache_key)
        calibrated_on = " and ".join(
            ([f"{len(cal)} held-out built-in questions (the calibration half of their items; of {a.n_calibration} "
              f"drawn, repeats dropped)"] if families else []) +
            ([f"{len(code_cal)} mistakes of {len({r['question'] for r in code_cal})} calibration tasks of "
              f"{' and '.join(p.name for p in a.code)}"] if code_cal else []))
    else:
        x_cal, y_cal, calibrated_on = x[val], y[val], "the validation split"
    with torch.no_grad():
        calibration = calibrate(judge.judge_probs(head, x_cal), y_cal, delta=a.bound_delta)
        p_val = judge.judge_probs(head, x[val])
    for c in calibration.values():  # what each threshold keeps of correct tokens: on validation's correct answers
        c["correct_accepted"] = (p_val[y[val] == 1] > c["delta"]).float().mean().item()

    # 7. metrics and the saved head
    m = {"train": evaluate(head, x[~val], y[~val]), "val": evaluate(head, x[val], y[val]),
         "val_loss": val_loss, "epochs": epochs, "positives": n_pos, "negatives": n_neg,
         "mined_tokens": mined, "val_negatives": int((y[val] == 0).sum()), "calibration": calibration,
         "calibrated_on": calibrated_on, "calibration_negatives": int((y_cal == 0).sum()),
         "features": head.features(), "search": search,
         "seconds": {k: round(v, 1) for k, v in seconds.items()}}
    n_hand = len(rows) - len(mrows) - sum(1 for r in rows[:len(rows) - len(mrows)] if r.get("code"))
    parts = [("val_hand", val & (index < n_hand)), ("val_code", val & (index >= n_hand) & (index < len(rows) - len(mrows))),
             ("val_mined", val & (index >= len(rows) - len(mrows)))]
    if sum(1 for _, part in parts if (y[part] == 0).any() and (y[part] == 1).any()) > 1:  # each kind of label, at 2%
        for name, part in parts:
            if not ((y[part] == 0).any() and (y[part] == 1).any()):
                continue
            with torch.no_grad():
                p = judge.judge_probs(head, x[part])
            m[name] = dict(evaluate(head, x[part], y[part]), at_2pct=rates(p, y[part], calibration["0.02"]["delta"]))
    v = m["val"]
    print(f"features: final state{''.join(f' + layer {i} input' for i in head.layers)}"
          f"{' + ' + ', '.join(head.scalars) if head.scalars else ''}{f'; MLP {head.mlp}' if head.mlp else ''}")
    print(f"validation AUROC {v['auroc']:.3f}; at delta 0.5: {v['at_0.5']['mistakes_rejected']:.1%} of mistaken "
          f"tokens rejected, {v['at_0.5']['correct_accepted']:.1%} of correct tokens accepted ({epochs} epochs)")
    print("delta   mistakes rejected   correct accepted")
    for r in v["sweep"]:
        print(f"{r['delta']:5.2f}   {r['mistakes_rejected']:17.1%}   {r['correct_accepted']:16.1%}")
    meta = {"target": target, "target_config": model.args.to_hf_config(),
            "metrics": m, "command": ["train_judge.py"] + argv, "data": a.data, "data_hash": data_hash(examples),
            "mine": a.mine, "mined_hash": data_hash([r["segments"] for r in records]), "families": a.families,
            "code": " ".join(map(str, a.code)) if a.code else None, "code_hash": data_hash(code) if code else None,
            "mine_families": a.mine_families,
            "seed": a.seed, "n_examples": len(examples), "n_questions": len(questions)}
    meta.update(stored_calibration(calibration, int((y_cal == 0).sum()), a.bound_delta, calibrated_on))
    meta.update(point_choices(a))
    save(a, head, meta)
    if a.metrics_json:
        blob = json.dumps(dict(m, command=meta["command"]), indent=1)
        checkpoint.write_atomic(a.metrics_json, lambda tmp: tmp.write_text(blob), a.force)
    return m


def stored_calibration(calibration: dict, n_mistakes: int, delta: float, calibrated_on: str) -> dict:
    """The judge file's calibration fields: the thresholds per rate, the default (2%) one as "delta", and
    the bound it carries (alpha, delta, the mistakes it rests on and how many of them it kept)."""
    c = calibration["0.02"]
    return {"delta": c["delta"], "thresholds": {r: v["delta"] for r, v in calibration.items()},
            "bound": {"alpha": 0.02, "delta": delta, "mistakes": n_mistakes, "accepted": c["mistakes_kept"],
                      "upper": c["upper_bound"], "holds": c["holds"], "on": calibrated_on}}


def save(a, head, meta: dict):
    """Print the calibration and write the judge file (--out, --force), or a one-line error."""
    print_calibration(meta)
    try:
        judge.save_judge(a.out, head, meta, force=a.force)
    except (FileExistsError, ValueError) as e:
        raise SystemExit(f"error: {e}")
    print(f"saved {a.out}")


def print_calibration(meta):
    b = meta["bound"]
    print(f"calibrated on {b['mistakes']} mistakes: {b['on']} (bounds hold with probability >= "
          f"{1 - b['delta']:.0%}; correct tokens accepted: of the validation split):")
    for rate, c in meta["metrics"]["calibration"].items():
        print(f"  <= {float(rate):.0%} false acceptance: threshold {c['delta']:.4f} ({c['mistakes_kept']} mistakes kept, "
              f"upper bound {c['upper_bound']:.2%}), {c['correct_accepted']:.1%} of correct tokens accepted")


def recalibrate(a, argv):
    """--calibrate FILE --judge J: new thresholds and bound for an existing judge from a file of your own
    questions with a correct and a wrong answer; the head is not retrained."""
    try:
        model = load_model(a.checkpoint_path).eval()
        tok = load_tokenizer(checkpoint.folder(a.checkpoint_path))
        head, meta = judge.load_judge(a.judge, model.args.dim, n_layers=model.args.n_layers)
    except (FileNotFoundError, ValueError) as e:
        raise SystemExit(f"error: {e}")
    examples = load_examples(str(a.calibrate), "labels", a)
    if not any("wrong" in ex for ex in examples):
        raise SystemExit(f"error: --calibrate {a.calibrate}: no example has a 'wrong' answer with 'error_at': "
                         f"nothing to calibrate false acceptance on")
    x, y, _ = extract_features(model, tok, hand_rows(tok, examples, 0), head.layers, head.scalars, progress=a.progress)
    with torch.no_grad():
        calibration = calibrate(judge.judge_probs(head, x), y, delta=a.bound_delta)
    metrics = dict(meta.get("metrics", {}), calibration=calibration, calibration_negatives=int((y == 0).sum()),
                   calibrated_on=str(a.calibrate))
    meta = dict(meta, metrics=metrics, recalibrated_with=["train_judge.py"] + argv)
    meta.update(point_choices(a))
    meta.update(stored_calibration(calibration, int((y == 0).sum()), a.bound_delta,
                                   f"{len(examples)} questions of {a.calibrate}"))
    save(a, head, meta)
    return meta


def point_choices(a) -> dict:
    """What the flags add to a judge's operating point besides its threshold: JuDi's confidence mask, and whether
    it leaves code blocks to the standard test."""
    return {k: v for k, v in (("strict_above", a.strict_above), ("standard_in_code", a.standard_in_code),
                              ("standard_in_numbers", a.standard_in_numbers)) if v is not None}


def store_point(a, argv):
    """--judge J --strict_above TAU / --standard_in_code: a copy of J whose operating point has JuDi's confidence
    mask, or leaves code blocks to the standard test. The head, its thresholds and its bound are J's: both only
    leave more positions to the standard test, so the bound on false acceptance still holds (more loosely)."""
    try:
        blob = checkpoint.load_tensors(a.judge, mmap=False)
        if not isinstance(blob, dict) or not isinstance(blob.get("state_dict"), dict) or not isinstance(blob.get("meta"), dict):
            raise ValueError(f"{a.judge} is not a judge file written by train_judge.py (no state_dict and meta)")
        judge.check_meta(blob["meta"], a.judge)
        meta = dict(blob["meta"], **point_choices(a), point_set_with=["train_judge.py"] + argv)
        checkpoint.save_atomic({"state_dict": blob["state_dict"], "meta": meta}, a.out, a.force)
    except (ValueError, OSError) as e:
        raise SystemExit(f"error: {e}")
    print(f"saved {a.out}: judge {a.judge} at threshold {meta.get('delta', 0.5):.4g}, confidence mask "
          f"{meta.get('strict_above', 1.0):g} (1: off), code blocks left to the standard test: "
          f"{'yes' if meta.get('standard_in_code') else 'no'}, numbers: {'yes' if meta.get('standard_in_numbers') else 'no'}")
    return meta


if __name__ == "__main__":
    checkpoint.run_cli(main)
