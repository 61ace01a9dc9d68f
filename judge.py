"""The judge head, and how its verdict combines with the standard speculative test.

Standard verification rejects many draft tokens that are perfectly correct, only because the target would
have phrased the answer differently; accepted lengths saturate at ~5-7 tokens however good the draft is.
Bachmann et al. (2025) observe that the target's own hidden state at a draft token "knows" whether that
token is a mistake, and a linear head on it -- the judge -- can tell, after training on a few hundred
(question, correct answer, wrong answer) examples.

The acceptance rule, per verify step over drafts d_1..d_M:
  n_std   = leading draft tokens the standard test accepts (argmax match, or min(1, p/q) sampling),
  n_judge = leading draft tokens with sigmoid(judge(h_i)) > delta, where h_i is the target's final hidden
            state at d_i's own position in the verify pass,
  n       = max(n_std, n_judge): a token is kept if EITHER test keeps it, but only as a contiguous prefix --
            once both have rejected a token, everything after it is rejected too, since it was drafted on
            top of a prefix the target no longer agrees with.
The next token then comes from the target at position n: the standard correction (resample from
norm(max(0, p - q))) when n == n_std, otherwise the target's own sample there. delta = 1 can never be
exceeded by a sigmoid, so n_judge = 0 and this is exactly standard speculative decoding. The price: no
mathematical guarantee that the output is distributed like the target's; we measure it instead.
"""
from pathlib import Path

import torch
import torch.nn as nn

import checkpoint


def new_judge(dim: int) -> nn.Linear:
    """A fresh judge head: one logit per token from the target's final hidden state."""
    return nn.Linear(dim, 1)


def judge_probs(head: nn.Linear, hidden: torch.Tensor) -> torch.Tensor:
    """sigmoid(judge(h)) for hidden (..., dim) -> (...,), in fp32 whatever the model's dtype."""
    return torch.sigmoid(head(hidden.to(head.weight.dtype)).squeeze(-1).float())


def leading_true(mask: torch.Tensor) -> torch.Tensor:
    """Number of leading True values along the last dim (a 0-d/long tensor; no host sync)."""
    return mask.long().cumprod(-1).sum(-1)


def accepted_length(n_std: torch.Tensor, n_judge: torch.Tensor) -> torch.Tensor:
    """The paper's combined mask: keep the longer of the two accepted prefixes."""
    return torch.maximum(n_std, n_judge)


def save_judge(path: str | Path, head: nn.Linear, meta: dict, force: bool = False):
    """Save the head with its metadata (target identity, hidden size, calibrated thresholds, metrics, data
    hash), atomically; an existing file is replaced only with force."""
    state = {k: v.detach().float().cpu() for k, v in head.state_dict().items()}
    checkpoint.save_atomic({"state_dict": state, "meta": dict(meta, hidden_size=head.in_features)}, path, force)


def load_judge(path: str | Path, hidden_size: int, device="cpu") -> tuple[nn.Linear, dict]:
    """Load a judge head, refusing one trained for a target with another hidden size."""
    path = Path(path)
    if not path.exists():
        raise FileNotFoundError(f"judge file {path} not found (train one with train_judge.py)")
    blob = torch.load(path, map_location="cpu", weights_only=True)
    if not isinstance(blob, dict) or "state_dict" not in blob:
        raise ValueError(f"{path} is not a judge file written by train_judge.py")
    meta = blob.get("meta", {})
    w = blob["state_dict"]["weight"]
    if w.shape != (1, hidden_size):
        raise ValueError(f"judge {path} was trained on a target with hidden size {w.shape[-1]} "
                         f"(target {meta.get('target', '?')}), but this target's hidden size is {hidden_size}")
    head = new_judge(hidden_size)
    head.load_state_dict(blob["state_dict"])
    return head.to(device).eval(), meta
