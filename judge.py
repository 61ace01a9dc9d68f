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
  judge    sigmoid(judge(x_i)) > t, x_i the target's final hidden state at d_i's own position
           (Bachmann et al. 2025), and for newer heads also a middle layer's state there and scalars of
           the verify pass's logits (judge_features), standardized. never: t = 1.
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
Every lossy rule takes JuDi's confidence mask as an option (strict_above): standard-only where the target's
top-1 probability is above it; and standard_in_code: standard-only inside the answer's code blocks (outside_code)
and where the target's own next token is a fence (fence_mask); and standard_in_numbers: standard-only where the
draft token or the target's own has a digit (number_mask). A judge file may store any of them in its operating point.

A rule as a step runs it is a `Verify` (the rule, its threshold, the judge head, the tokenizer's masks), built in
one way by `make_verify` for generate.py's flags and every script alike.
"""
import math
from dataclasses import dataclass
from pathlib import Path

import torch
import torch.nn as nn

import checkpoint

RULES = ("standard", "judge", "guarded", "kl", "typical", "fly", "topk")
NEVER = {"judge": 1.0, "guarded": 1.0, "kl": 0.0, "typical": 1.0, "fly": math.inf, "topk": 0}
# Operating points of the training-free rules on the embedded SmolLM2: the most permissive thresholds that keep
# <= 2% of the mistakes of held-out calibration questions (scripts/eval_verify.py; docs/guide.md, teacher-forced).
# At NEVER a rule is off: on this target no typical or top-K threshold is that safe. A judge's own operating point
# is stored in its file (train_judge.py).
DEFAULT_THRESHOLD = {"kl": 1.0, "typical": 1.0, "fly": 0.6, "topk": 0}
GUARD_FLOOR = 0.01
FLY_WINDOW = 5  # FLy's win_len of 6 counts the mismatch itself: 5 agreeing tokens after it


# ------------------------------------------------------------------------------------------ the head
# Scalars the judge may read about d_i besides the target's states, all from the verify pass's logits (and
# the draft's q): log p(d_i); how far d_i is below the target's favourite, log p_top1 - log p(d_i); log(1 +
# rank of d_i); the entropy H(p_i) and FLy's top-3 entropy; for drafts with a distribution q (a draft
# model), log q(d_i) and KL(q_i || p_i), both 0 for one-hot drafts (prompt lookup, external text). PAD
# (arXiv 2511.00351) and R2R (arXiv 2505.21600) feed these to their classifiers; JuDi (arXiv 2601.04766,
# sec. 4) shows a linear judge and KL share the same logit gaps.
SCALARS = ("log_p", "log_gap", "log_rank", "entropy", "top3_entropy", "log_q", "kl_qp")
ONE_HOT_SCALARS = SCALARS[:5]  # the ones a judge trained on one-hot drafts can learn (log_q, kl_qp are 0 there)


class Judge(nn.Module):
    """The judge head: standardize the features (mean/std of its training set, stored with it), then one
    logit from a linear layer, or from a one-hidden-layer MLP (mlp > 0). The features are the target's
    final hidden state at d_i's own position, the residual stream entering each of `layers` there, and the
    `scalars` (judge_features). A file from before features were recorded is a linear head on the final
    state with mean 0 and std 1: exactly what it computed then."""

    def __init__(self, n_in: int, layers=(), scalars=(), mlp: int = 0):
        super().__init__()
        self.layers, self.scalars, self.mlp = tuple(int(i) for i in layers), tuple(scalars), int(mlp)
        self.register_buffer("mean", torch.zeros(n_in))
        self.register_buffer("std", torch.ones(n_in))
        self.net = nn.Linear(n_in, 1) if not mlp else nn.Sequential(nn.Linear(n_in, mlp), nn.GELU(), nn.Linear(mlp, 1))

    @property
    def n_in(self) -> int:
        return self.mean.numel()

    def features(self) -> dict:
        """The feature set, as recorded in the judge file."""
        return {"layers": list(self.layers), "scalars": list(self.scalars), "mlp": self.mlp}

    def forward(self, feats: torch.Tensor) -> torch.Tensor:  # (..., n_in) -> (..., 1) logits
        return self.net((feats.to(self.mean.dtype) - self.mean) / self.std)


def new_judge(dim: int, layers=(), scalars=(), mlp: int = 0) -> Judge:
    """A fresh judge head for a target of hidden size dim reading `layers` and `scalars` (default: the final
    hidden state only, the paper's head)."""
    return Judge(dim * (1 + len(layers)) + len(scalars), layers, scalars, mlp)


def judge_states(hidden: torch.Tensor, aux: torch.Tensor | None, have=(), want=()) -> torch.Tensor:
    """The states a judge reads, (T, dim * (1 + len(want))): the final hidden state (T, dim), then the residual
    stream entering each layer of `want`, taken from aux (T, len(have) * dim), verify_forward's aux for
    aux_layers=have."""
    if not want:
        return hidden
    dim = hidden.size(-1)
    return torch.cat([hidden] + [aux[..., have.index(i) * dim:(have.index(i) + 1) * dim] for i in want], -1)


def judge_features(scalars, logits: torch.Tensor, states: torch.Tensor, draft: torch.Tensor,
                   q: torch.Tensor | None, stats: dict | None = None) -> torch.Tensor:
    """What a judge reads about each draft token d_i, (k, n_in): states (k, ...) at d_i's own position
    (judge_states of the verify pass), then the named `scalars` (SCALARS) from the target's logits (k, V)
    for d_1..d_k and the draft's probabilities q (k, V) or None. The one function both the verify step
    (generate.accept) and training (train_judge.extract_features) call, so they read the same numbers.
    stats: token_stats(logits, draft, q) if the caller has it already."""
    if not scalars:
        return states
    s = stats if stats is not None else token_stats(logits, draft, q)
    zero = torch.zeros_like(s["log_p_d"])
    cols = {"log_p": s["log_p_d"], "log_gap": s["log_p_max"] - s["log_p_d"], "log_rank": torch.log1p(s["rank"].float()),
            "entropy": s["entropy"], "top3_entropy": s["top3_entropy"],
            "log_q": zero if q is None else s["log_q_d"], "kl_qp": zero if q is None else s["kl"]}
    return torch.cat([states.float(), torch.stack([cols[name] for name in scalars], -1)], -1)


def judge_probs(head: Judge, feats: torch.Tensor) -> torch.Tensor:
    """sigmoid(judge(features)) for feats (..., n_in) -> (...,), in fp32 whatever the model's dtype. For a
    final-state-only judge the features are the final hidden states themselves."""
    return torch.sigmoid(head(feats).squeeze(-1).float())


def save_judge(path: str | Path, head: Judge, meta: dict, force: bool = False):
    """Save the head with its metadata (target identity, hidden size, feature set, calibrated thresholds and
    their bound, metrics, data hash), atomically; an existing file is replaced only with force."""
    state = {k: v.detach().float().cpu() for k, v in head.state_dict().items()}
    hidden_size = (head.n_in - len(head.scalars)) // (1 + len(head.layers))
    checkpoint.save_atomic({"state_dict": state, "meta": dict(meta, hidden_size=hidden_size,
                                                              features=head.features())}, path, force)


def _number(meta, key, lo, hi, where):
    """meta[key] as a float in [lo, hi], or a one-line ValueError naming the file and the field."""
    v = meta[key]
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not lo <= v <= hi:  # also refuses nan
        raise ValueError(f"judge {where}: meta field {key!r} must be a number in [{lo:g}, {hi:g}], got {v!r}")
    return float(v)


def check_meta(meta: dict, path, n_layers: int | None = None) -> dict:
    """Refuse metadata a run would misread: thresholds outside [0, 1] or not numbers, a bound whose alpha /
    delta are not probabilities, a feature set this code does not compute. Errors name the file and field."""
    for key in ("delta", "strict_above"):
        if key in meta:
            _number(meta, key, 0, 1, path)
    for key in ("standard_in_code", "standard_in_numbers"):
        if not isinstance(meta.get(key, False), bool):
            raise ValueError(f"judge {path}: meta field {key!r} must be true or false, got {meta[key]!r}")
    thresholds = meta.get("thresholds", {})
    if not isinstance(thresholds, dict):
        raise ValueError(f"judge {path}: meta field 'thresholds' must be a dict of rate -> threshold")
    for rate in thresholds:
        _number(thresholds, rate, 0, 1, f"{path} (thresholds)")
    bound = meta.get("bound")
    if bound is not None:
        if not isinstance(bound, dict) or not {"alpha", "delta", "mistakes"} <= set(bound):
            raise ValueError(f"judge {path}: meta field 'bound' must hold alpha, delta and mistakes")
        for key in ("alpha", "delta"):
            if _number(bound, key, 0, 1, f"{path} (bound)") in (0, 1):
                raise ValueError(f"judge {path}: meta field 'bound' {key} must be strictly between 0 and 1")
        _number(bound, "mistakes", 0, math.inf, f"{path} (bound)")
    f = meta.get("features", {"layers": [], "scalars": [], "mlp": 0})
    if not isinstance(f, dict) or not isinstance(f.get("layers"), list) or not isinstance(f.get("scalars"), list):
        raise ValueError(f"judge {path}: meta field 'features' must hold lists 'layers' and 'scalars'")
    if any(isinstance(i, bool) or not isinstance(i, int) or i < 0 or (n_layers is not None and i >= n_layers)
           for i in f["layers"]):
        raise ValueError(f"judge {path}: meta field 'features' has layers {f['layers']}, not layers of this target"
                         + (f" (0..{n_layers - 1})" if n_layers else ""))
    unknown = [s for s in f["scalars"] if s not in SCALARS]
    if unknown:
        raise ValueError(f"judge {path}: meta field 'features' names unknown scalars {unknown}; known: {', '.join(SCALARS)}")
    if isinstance(f.get("mlp", 0), bool) or not isinstance(f.get("mlp", 0), int) or f.get("mlp", 0) < 0:
        raise ValueError(f"judge {path}: meta field 'features' has mlp {f.get('mlp')!r}, not a width >= 0")
    return f


def load_judge(path: str | Path, hidden_size: int, device="cpu", n_layers: int | None = None) -> tuple[Judge, dict]:
    """Load a judge head, refusing a file that is not one, holds non-finite weights or metadata out of range,
    or was trained for a target with another hidden size. Errors name the file, in one line."""
    path = Path(path)
    if not path.exists():
        raise FileNotFoundError(f"judge file {path} not found (train one with train_judge.py)")
    if path.is_dir():
        raise ValueError(f"judge file {path} is a directory")
    blob = checkpoint.load_tensors(path, mmap=False)
    sd = blob.get("state_dict") if isinstance(blob, dict) else None
    meta = blob.get("meta") if isinstance(blob, dict) and isinstance(blob.get("meta"), dict) else {}
    if not isinstance(sd, dict) or not all(isinstance(v, torch.Tensor) for v in sd.values()):
        raise ValueError(f"{path} is not a judge file written by train_judge.py (no state_dict of tensors)")
    f = check_meta(meta, path, n_layers)
    if "features" not in meta:  # before feature sets: a bare linear layer on the final state
        sd = {"net." + k: v for k, v in sd.items()}
    weight, bias = sd.get("net.weight", sd.get("net.0.weight")), sd.get("net.bias", sd.get("net.0.bias"))
    if not isinstance(weight, torch.Tensor) or not isinstance(bias, torch.Tensor):
        raise ValueError(f"{path} is not a judge file written by train_judge.py (no state_dict with weight and bias)")
    if weight.dim() != 2:
        raise ValueError(f"judge {path} has a weight of shape {tuple(weight.shape)}, not (out, in): not a judge head")
    n_in = hidden_size * (1 + len(f["layers"])) + len(f["scalars"])
    if weight.shape[1] != n_in:
        got = (weight.shape[1] - len(f["scalars"])) / (1 + len(f["layers"]))
        raise ValueError(f"judge {path} was trained on a target with hidden size {got:g} "
                         f"(target {meta.get('target', '?')}), but this target's hidden size is {hidden_size}")
    head = Judge(n_in, f["layers"], f["scalars"], f.get("mlp", 0))
    sd.setdefault("mean", torch.zeros(n_in))
    sd.setdefault("std", torch.ones(n_in))
    try:
        head.load_state_dict({k: v.float() for k, v in sd.items()})
    except RuntimeError as e:
        lines = str(e).splitlines()
        raise ValueError(f"judge {path} does not match its feature set: {(lines[1] if len(lines) > 1 else lines[0]).strip()}") from None
    if not all(torch.isfinite(v).all() for v in head.state_dict().values()):
        raise ValueError(f"judge {path} holds non-finite weights (NaN or inf): retrain it")
    if not (head.std > 0).all():
        raise ValueError(f"judge {path}: its feature std must be positive")
    return head.to(device).eval().requires_grad_(False), meta


def bound_line(path, meta: dict, threshold: float) -> str:
    """One line saying what false-acceptance bound a run with this judge at `threshold` has (train_judge.py's
    calibration: the upper Clopper-Pearson bound on its calibration mistakes), or that it has none."""
    b = meta.get("bound")
    if b is None:
        return (f"note: judge {path} states no false-acceptance bound (an older file); give it one with "
                f"train_judge.py --calibrate QUESTIONS.jsonl --judge {path}")
    if not b.get("holds", True):
        return (f"note: judge {path}: its {b['mistakes']} calibration mistakes are too few to bound false acceptance at "
                f"{b['alpha']:.0%}, so its threshold {meta.get('delta'):.4g} keeps only what standard verification keeps")
    if threshold != meta.get("delta"):
        return f"note: threshold {threshold:g} is not judge {path}'s calibrated {meta.get('delta'):.4g}: its bound does not apply"
    also = [f"where the target's top-1 probability is above {meta['strict_above']:g}"] if meta.get("strict_above", 1) < 1 else []
    also += ["inside code blocks"] if meta.get("standard_in_code") else []
    also += ["where a number is written"] if meta.get("standard_in_numbers") else []
    return (f"judge {path}: threshold {threshold:.4g}: false acceptance <= {b['alpha']:.1%} of mistakes with "
            f"probability >= {1 - b['delta']:.0%}, for questions exchangeable with its {b['mistakes']} calibration "
            f"mistakes ({b.get('accepted', '?')} kept there)"
            + (f"; only the standard test keeps drafts {' and '.join(also)}" if also else ""))


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
        "log_p_d": lp_d,
        "p_max": top3[:, 0].exp(),
        "log_p_max": top3[:, 0],
        # log q(d_i); for a one-hot draft 0 (q(d_i) = 1)
        "log_q_d": torch.zeros_like(lp_d) if q is None else torch.log(q.gather(-1, draft[:, None])[:, 0].float().clamp(min=1e-30)),
        "entropy": -(logp.exp() * logp).sum(-1),  # H(p_i), nats (logits are finite; entr() is ~20x slower on CPU)
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
            window: int = FLY_WINDOW, strict_above: float = 1.0) -> torch.Tensor:
    """The rule's own verdict on each draft token (k,) bool, at threshold t. stats: token_stats; std_ok
    (k,): the standard test's verdicts (FLy's window reads them); judge_p (k,): the judge's probabilities
    for a verify pass over [last, d_1..d_k]. strict_above < 1: JuDi's confidence mask (Sun et al. 2026,
    sec. 4.1): where the target's top-1 probability exceeds it, only the standard test decides (the
    target is sure, so a token it would not write is most likely a mistake)."""
    if strict_above < 1:
        return _rule_ok(rule, t, stats, std_ok, judge_p, window) & (stats["p_max"] <= strict_above)
    return _rule_ok(rule, t, stats, std_ok, judge_p, window)


def _rule_ok(rule, t, stats, std_ok, judge_p, window):
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


def guard_degenerate(draft: torch.Tensor, top: torch.Tensor, blank: torch.Tensor | None,
                     stops: torch.Tensor | None) -> torch.Tensor:
    """Where a lossy rule may keep a draft token the standard test rejects (k,) bool; the rest is left to the
    standard test. draft (k,), top (k,): the target's argmax at d_1..d_k (all the guard reads of its logits,
    so a teacher-forced harness can apply it too). Three degenerate drafts are refused:
      - a token with no visible text (blank: whitespace, a special) unless the draft's next token in this step
        is visible: a judge trained on answers that differ in content has no evidence that blank text is
        harmless, and a draft of only whitespace was kept whole, leaving a blank answer. A blank token before
        a visible one is ordinary text (SmolLM2's tokenizer writes "is 7" as " is", " ", "7", and a list item
        as "\n", "-"): refusing those too cost the default judge 12% of its kept drafts on held-out answers;
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
        b = blank[draft]
        visible_next = torch.zeros_like(b)
        visible_next[:-1] = ~b[1:]
        ok &= ~b | visible_next
    if stops is not None:
        ok &= ~stops[top]
    ok[1:] &= draft[1:] != draft[:-1]
    return ok


def outside_code(token_bytes: list[bytes], answer: list[int], drafts: list[int], width: int) -> torch.Tensor:
    """(width,) bool: the drafts a lossy rule may keep under standard_in_code: those outside the answer's Markdown
    code blocks. Inside a block one token is the program's behaviour (a `+` for a `-`, and also the 0.5B's own
    plan of the function, which its judge keeps with p ~ 1.0: results/LOG.md, 2026-12-03), so there only the
    standard test keeps a draft. answer: the answer's tokens so far (after an odd number of fences, the drafts
    start inside a block); a token with a backtick is a fence or part of one (the tokenizer splits them: "``" +
    "`\n") and is left to the standard test too; padding past the drafts is False."""
    text = b"".join(token_bytes[t] for t in answer)
    inside = text.count(b"```") % 2 == 1
    ok = []
    for t in drafts:
        ok.append(not inside and b"`" not in token_bytes[t])
        text += token_bytes[t]
        inside = text.count(b"```") % 2 == 1
    return torch.tensor(ok + [False] * (width - len(ok)), dtype=torch.bool)


def fence_mask(token_bytes: list[bytes]) -> torch.Tensor:
    """(V,) bool: the tokens with a backtick, a code fence or part of one. Under standard_in_code a lossy rule keeps
    nothing where the target's own top choice is one of them: there the target would open (or close) a code block,
    and whether the answer goes on as code or as prose is its choice of format, not a rewording. On HumanEval the
    1.5B opens every answer with a fence; without this the judge kept the 0.5B's prose plan at the first token
    instead, and every answer it changed, and every problem it lost, came through that token (results/LOG.md,
    2026-12-04)."""
    return torch.tensor([b"`" in b for b in token_bytes], dtype=torch.bool)


def number_mask(token_bytes: list[bytes]) -> torch.Tensor:
    """(V,) bool: the tokens with an ASCII digit. Under standard_in_numbers a lossy rule keeps no such draft, and
    nothing where the target's own top choice is one: a number in a derivation has no rewording, a different one is a
    different claim. On MATH-500 the judge kept the 0.5B's "Substituting x = 7" where f(5) - 1 = 6, and "10^x = 9990"
    right after "9990 + 10". It does not mend math (4 of 23 right against exact's 11): most kept mistakes are in prose and
    formulas, so it is off by default (docs/judge.md)."""
    return torch.tensor([any(48 <= c <= 57 for c in b) for b in token_bytes], dtype=torch.bool)


# ---------------------------------------------------------------------- a rule, as a step runs it
@dataclass
class Verify:
    """How drafts are verified: the standard test, OR-ed with one lossy rule of py at threshold
    `threshold` (its NEVER value gives exactly standard speculative decoding)."""
    rule: str = "standard"
    threshold: float = 1.0
    head: torch.nn.Module | None = None  # judge and guarded
    window: int = FLY_WINDOW  # fly
    blank: torch.Tensor | None = None  # (V,) bool: tokens a lossy rule never keeps alone (blank_tokens)
    stops: torch.Tensor | None = None  # (V,) bool: stop tokens; no lossy keep where the target would stop
    strict_above: float = 1.0  # JuDi's confidence mask: standard-only where the target's top-1 p is above it
    code: list[bytes] | None = None  # standard_in_code: each token's bytes, to find code blocks (outside_code)
    fence: torch.Tensor | None = None  # standard_in_code: (V,) bool, tokens with a backtick (fence_mask)
    numbers: torch.Tensor | None = None  # standard_in_numbers: (V,) bool, tokens with a digit (number_mask)

    @property
    def layers(self) -> tuple[int, ...]:
        """Layers whose input the judge reads: the verify pass returns them (verify_forward's aux_layers)."""
        return getattr(self.head, "layers", ()) if self.rule in ("judge", "guarded") else ()


def make_verify(rule: str, tok, vocab_size: int, device, threshold: float | None = None, head=None,
                meta: dict | None = None, window: int = FLY_WINDOW, strict_above: float | None = None,
                masks: tuple | None = None, standard_in_code: bool | None = None,
                standard_in_numbers: bool | None = None) -> Verify:
    """The one way to build a rule (generate.py's flags, every script): threshold None is its operating point
    (a judge file's own, meta["delta"]; DEFAULT_THRESHOLD for the training-free rules), strict_above None the
    confidence mask of that point (a judge file's own, meta["strict_above"]; off for the other rules),
    standard_in_code None whether the rule keeps nothing inside code blocks (a judge file's meta["standard_in_code"];
    off for the other rules), standard_in_numbers likewise (meta["standard_in_numbers"]), and a lossy rule gets the tokenizer's masks (degenerate_masks: blank tokens, stop
    tokens; `masks`: made once already), so every script measures the rule users run."""
    judged = rule in ("judge", "guarded")
    if threshold is None:
        threshold = (meta or {}).get("delta", 0.5) if judged else DEFAULT_THRESHOLD.get(rule, 1.0)
    if strict_above is None:
        strict_above = (meta or {}).get("strict_above", 1.0) if judged else 1.0
    if standard_in_code is None:
        standard_in_code = bool((meta or {}).get("standard_in_code", False)) and judged
    v = Verify(rule, threshold, head if rule in ("judge", "guarded") else None, window, strict_above=strict_above)
    if rule != "standard":
        v.blank, v.stops = masks or degenerate_masks(tok, vocab_size, device)
    if rule != "standard" and standard_in_code:
        if tok is None:
            raise ValueError("standard_in_code needs the tokenizer (to find code blocks in the text)")
        v.code = [tok.token_bytes(i) for i in range(tok.vocab_size)] + [b""] * max(0, vocab_size - tok.vocab_size)
        v.fence = fence_mask(v.code).to(device)
    if standard_in_numbers is None:
        standard_in_numbers = bool((meta or {}).get("standard_in_numbers", False)) and judged
    if rule != "standard" and standard_in_numbers:
        if tok is None:
            raise ValueError("standard_in_numbers needs the tokenizer (to find the tokens with digits)")
        text = v.code or [tok.token_bytes(i) for i in range(tok.vocab_size)] + [b""] * max(0, vocab_size - tok.vocab_size)
        v.numbers = number_mask(text).to(device)
    return v


def degenerate_masks(tok, vocab_size: int, device) -> tuple[torch.Tensor, torch.Tensor]:
    """Verify.blank and Verify.stops for this tokenizer: what guard_degenerate reads."""
    blank = blank_tokens([tok.token_bytes(i) for i in range(tok.vocab_size)], vocab_size)
    stops = torch.zeros(vocab_size, dtype=torch.bool)
    stops[sorted(tok.stop_ids)] = True
    return blank.to(device), stops.to(device)
