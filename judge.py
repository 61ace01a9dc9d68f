"""Acceptance rules: the judge head, the training-free lossy rules, and how a rule combines with the
standard speculative test.

Standard verification keeps a draft token only if the target would have produced it, so a correct answer
phrased differently is rejected after a few tokens. A lossy rule also keeps tokens the target would not
have written but that it judges harmless. Every rule here turns one verify pass over [last, d_1..d_k]
into a per-draft-token mask `ok` (k,), and `accepted_length` combines it with the standard test:

    keep_i = standard_ok_i OR rule_ok_i,    n = number of leading kept drafts,

so a token is kept if EITHER test keeps it, but only as a contiguous prefix: once both have rejected a
token, everything after it was drafted on a prefix the target no longer agrees with. The next token then
comes from the target at position n (the standard correction). Each rule has a threshold whose "never"
end (NEVER below) makes rule_ok all False: that is exactly standard speculative decoding.

The rules (threshold t; p = softmax of the target's logits at temperature 1, whatever the sampling
settings, so that t means the same in greedy and sampled runs):
  judge    sigmoid(w.h_i + b) > t, h_i the target's final hidden state at d_i's own position
           (Bachmann et al. 2025). never: t = 1.
  guarded  judge AND p(d_i) >= GUARD_FLOOR: the judge may not keep a token the target finds unlikely.
  kl       KL(q_i || p_i) < t where the target is unsure (max p_i <= 0.9), q the draft's distribution;
           for a one-hot draft (prompt lookup, external text) KL = -log p(d_i), i.e. p(d_i) > e^-t.
           (Sun et al. 2026, "Revisiting Judge Decoding", sec. 4.1; they use KL(p || q), which is
           infinite for one-hot drafts, so we take the direction that exists for every draft source.)
           never: t = 0.
  typical  p(d_i) > min(t, sqrt(t) * exp(-H(p_i))) (Medusa, Cai et al. 2024, sec. 2.3.1, with their
           alpha = sqrt(epsilon), sec. 3.3.2). Medusa's threshold never reaches 1 (the argmax always
           clears exp(-H)), so t = 1 is defined as "never".
  fly      FLy (Li et al. 2025, arXiv 2511.22972; the AMD-AGI/FLy code): a mismatch d_i is kept when the
           target is unsure there (entropy of its top-3 probabilities >= t: the entropy gate) AND the
           standard test keeps each of the next `window` drafts d_{i+1}..d_{i+window} (the deferred
           window: the target, having read d_i, goes on agreeing with the draft, so d_i was a rewording,
           not a mistake it would correct). A window that runs past the last real draft cannot be
           confirmed: the mismatch is rejected and nothing is carried to the next step (as in FLy's
           code). never: t > 3/e, the largest top-3 entropy.
  topk     d_i is among the target's t most likely tokens (the paper's top-K baseline). never: t = 0.
"""
import math
from pathlib import Path

import torch
import torch.nn as nn

import checkpoint

RULES = ("standard", "judge", "guarded", "kl", "typical", "fly", "topk")
NEVER = {"judge": 1.0, "guarded": 1.0, "kl": 0.0, "typical": 1.0, "fly": math.inf, "topk": 0}
# Operating points of the training-free rules on the embedded SmolLM2: the most permissive thresholds that keep
# <= 2% of the mistakes of held-out calibration questions (scripts/eval_verify.py, the README's frontier). At
# NEVER a rule is off: on this target no typical or top-K threshold is that safe. A judge's own operating point
# is stored in its file (train_judge.py).
DEFAULT_THRESHOLD = {"kl": 1.0, "typical": 1.0, "fly": 0.6, "topk": 0}
GUARD_FLOOR = 0.01
FLY_WINDOW = 5  # FLy's win_len of 6 counts the mismatch itself: 5 agreeing tokens after it


# ------------------------------------------------------------------------------------------ the head
def new_judge(dim: int) -> nn.Linear:
    """A fresh judge head: one logit per token from the target's final hidden state."""
    return nn.Linear(dim, 1)


def judge_probs(head: nn.Linear, hidden: torch.Tensor) -> torch.Tensor:
    """sigmoid(judge(h)) for hidden (..., dim) -> (...,), in fp32 whatever the model's dtype."""
    return torch.sigmoid(head(hidden.to(head.weight.dtype)).squeeze(-1).float())


def save_judge(path: str | Path, head: nn.Linear, meta: dict, force: bool = False):
    """Save the head with its metadata (target identity, hidden size, calibrated thresholds, metrics, data
    hash), atomically; an existing file is replaced only with force."""
    state = {k: v.detach().float().cpu() for k, v in head.state_dict().items()}
    checkpoint.save_atomic({"state_dict": state, "meta": dict(meta, hidden_size=head.in_features)}, path, force)


def load_judge(path: str | Path, hidden_size: int, device="cpu") -> tuple[nn.Linear, dict]:
    """Load a judge head, refusing a file that is not one, holds non-finite weights, or was trained for a
    target with another hidden size. Errors name the file, in one line."""
    path = Path(path)
    if not path.exists():
        raise FileNotFoundError(f"judge file {path} not found (train one with train_judge.py)")
    if path.is_dir():
        raise ValueError(f"judge file {path} is a directory")
    blob = checkpoint.load_tensors(path, mmap=False)
    sd = blob.get("state_dict") if isinstance(blob, dict) else None
    if not isinstance(sd, dict) or not isinstance(sd.get("weight"), torch.Tensor) or not isinstance(sd.get("bias"), torch.Tensor):
        raise ValueError(f"{path} is not a judge file written by train_judge.py (no state_dict with weight and bias)")
    meta = blob.get("meta") if isinstance(blob.get("meta"), dict) else {}
    w, b = sd["weight"], sd["bias"]
    if w.shape != (1, hidden_size) or b.shape != (1,):
        raise ValueError(f"judge {path} was trained on a target with hidden size {w.shape[-1]} "
                         f"(target {meta.get('target', '?')}), but this target's hidden size is {hidden_size}")
    if not (torch.isfinite(w).all() and torch.isfinite(b).all()):
        raise ValueError(f"judge {path} holds non-finite weights (NaN or inf): retrain it")
    head = new_judge(hidden_size)
    head.load_state_dict({"weight": w.float(), "bias": b.float()})
    return head.to(device).eval().requires_grad_(False), meta


# ------------------------------------------------------------------------------------------- the rules
def token_stats(logits: torch.Tensor, draft: torch.Tensor, q: torch.Tensor | None) -> dict:
    """What the training-free rules read about each draft token d_i, from the target's logits (k, V) for
    d_1..d_k (temperature 1) and the draft's probabilities q (k, V), or None for one-hot drafts. Computed
    once per verify pass; a threshold sweep (scripts/eval_verify.py) reuses it for every threshold."""
    logp = logits.float().log_softmax(-1)
    lp_d = logp.gather(-1, draft[:, None])[:, 0]
    top3 = logp.topk(3, dim=-1).values
    return {
        "p_d": lp_d.exp(),  # p(d_i)
        "p_max": top3[:, 0].exp(),
        "entropy": torch.special.entr(logp.exp()).sum(-1),  # H(p_i), nats
        "top3_entropy": -(top3.exp() * top3).sum(-1),  # FLy's gate: over the 3 likeliest, not renormalized
        "rank": (logp > lp_d[:, None]).sum(-1),  # tokens the target prefers to d_i
        # KL(q_i || p_i); for a one-hot draft, -log p(d_i)
        "kl": -lp_d if q is None else (torch.special.xlogy(q, q) - q * logp).sum(-1),
    }


def fly_confirmed(std_ok: torch.Tensor, window: int) -> torch.Tensor:
    """confirmed[i]: the standard test keeps d_{i+1}..d_{i+window}, all inside the draft; a window that
    runs past the last real draft (std_ok is False on padding) is not confirmed."""
    k = std_ok.numel()
    confirmed = torch.zeros(k, dtype=torch.bool, device=std_ok.device)
    if k > window:
        confirmed[:k - window] = std_ok[1:].unfold(0, window, 1).all(-1)
    return confirmed


def rule_ok(rule: str, t: float, stats: dict | None, std_ok: torch.Tensor, judge_p: torch.Tensor | None = None,
            window: int = FLY_WINDOW) -> torch.Tensor:
    """The rule's own verdict on each draft token (k,) bool, at threshold t. stats: token_stats; std_ok
    (k,): the standard test's verdicts (FLy's window reads them); judge_p (k,): the judge's probabilities,
    judge_probs(head, hidden[1:k+1]) for a verify pass over [last, d_1..d_k]."""
    if rule == "judge":
        return judge_p > t
    if rule == "guarded":
        return (judge_p > t) & (stats["p_d"] >= GUARD_FLOOR)
    if rule == "kl":
        return (stats["p_max"] <= 0.9) & (stats["kl"] < t)
    if rule == "typical":
        return (stats["p_d"] > torch.clamp(math.sqrt(t) * torch.exp(-stats["entropy"]), max=t)) & (t < 1)
    if rule == "fly":
        return (stats["top3_entropy"] >= t) & fly_confirmed(std_ok, window)
    if rule == "topk":
        return stats["rank"] < t
    raise ValueError(f"unknown rule {rule!r}; known: {', '.join(RULES)}")


def leading_true(mask: torch.Tensor) -> torch.Tensor:
    """Number of leading True values along the last dim (a 0-d/long tensor; no host sync)."""
    return mask.long().cumprod(-1).sum(-1)


# ------------------------------------------------------------------------------------- degenerate drafts
def blank_tokens(token_bytes: list[bytes], vocab_size: int) -> torch.Tensor:
    """(vocab_size,) bool: tokens with no visible text (whitespace only, special, or past the tokenizer's
    vocab), which guard_degenerate leaves to the standard test."""
    # A split UTF-8 byte decodes to U+FFFD: visible.
    blank = [not b.decode("utf-8", errors="replace").strip() for b in token_bytes[:vocab_size]]
    return torch.tensor(blank + [True] * (vocab_size - len(blank)), dtype=torch.bool)


def guard_degenerate(draft: torch.Tensor, logits: torch.Tensor, blank: torch.Tensor | None,
                     stops: torch.Tensor | None) -> torch.Tensor:
    """Where a lossy rule may keep a draft token the standard test rejects (k,) bool; the rest is left to the
    standard test. draft (k,), logits (k, V): the target's at d_1..d_k. Three degenerate drafts are refused:
      - a token with no visible text (blank: whitespace, a special): a judge trained on answers that differ in
        content has no evidence that blank text is harmless, and a draft of only whitespace was kept whole,
        leaving a blank answer;
      - any token where the target's own top choice is a stop token: the target considers the answer
        complete there, so whatever the draft goes on with is text the target would not write at all;
      - a token equal to the draft token before it: repetition is how small models and stale texts
        degenerate, and the target agreeing with one repeat (the standard test) is the safe evidence.
    Cutting the mask only ever turns a lossy step towards standard speculation, never the other way. Without
    blank and stops (a caller with no tokenizer) nothing is refused."""
    ok = torch.ones_like(draft, dtype=torch.bool)
    if blank is None and stops is None:
        return ok
    if blank is not None:
        ok &= ~blank[draft]
    if stops is not None:
        ok &= ~stops[logits.argmax(-1)]
    ok[1:] &= draft[1:] != draft[:-1]
    return ok
