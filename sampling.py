"""How a token is drawn from logits: the same processing for the target and every draft, so that p and q compare.

    s = Sampling(temperature=0.8, top_p=0.9)
    q = probs_from_logits(logits, s)   # (..., V)
    token = sample(q)                  # no host sync
"""
from dataclasses import dataclass

import torch

# Below this temperature sampling IS greedy: softmax(l / T) is the argmax's one-hot in fp32 for any two logits
# more than ~88 T apart (exp underflows), and smaller T only risks l / T overflowing to inf, whose softmax is NaN
# (a NaN "sample" is token 0). So a tinier T is taken as the limit it tends to, not refused.
MIN_TEMPERATURE = 1e-5


@dataclass
class Sampling:
    temperature: float = 0.0  # 0 (or below MIN_TEMPERATURE) = greedy
    top_k: int | None = None
    top_p: float = 1.0


def probs_from_logits(logits: torch.Tensor, s: Sampling) -> torch.Tensor:
    """Target and draft go through the same processing, so p and q are comparable. Greedy is one-hot:
    then the sampled acceptance test reduces exactly to "draft token == target argmax". Computed in fp32: a
    bf16/fp16 l / T overflows long before fp32 does."""
    if s.temperature < MIN_TEMPERATURE:
        return torch.nn.functional.one_hot(logits.argmax(-1), logits.size(-1)).float()
    logits = logits.float() / s.temperature
    if s.top_k is not None:
        kth = torch.topk(logits, min(s.top_k, logits.size(-1)), dim=-1).values[..., -1:]
        logits = logits.masked_fill(logits < kth, float("-inf"))
    if s.top_p < 1.0:
        sorted_logits, order = torch.sort(logits, dim=-1, descending=True)
        cum = sorted_logits.softmax(-1).cumsum(-1)
        drop = (cum - sorted_logits.softmax(-1)) > s.top_p  # keep the smallest prefix reaching top_p
        logits = logits.masked_fill(drop.scatter(-1, order, drop), float("-inf"))
    return logits.softmax(-1)


def sample(probs: torch.Tensor) -> torch.Tensor:
    """Draw from probs (..., V) without a host sync: argmax of p / Exp(1) noise is an exact sample."""
    noise = torch.empty_like(probs).exponential_(1)
    return torch.argmax(probs / noise, dim=-1)


def draw(logits: torch.Tensor, q: torch.Tensor, s: Sampling) -> torch.Tensor:
    """A draft token from q = probs_from_logits(logits, s). Greedy's q is the argmax's one-hot, whose sample is that
    argmax: taken directly, since sampling it draws one exponential per vocabulary entry (3.4 ms for Qwen2.5's
    151,936 on this CPU, a tenth of the int8 0.5B's whole draft step)."""
    return logits.argmax(-1) if s.temperature < MIN_TEMPERATURE else sample(q)


def next_token(logits: torch.Tensor, s: Sampling) -> torch.Tensor:
    """The target's own next token from its logits (..., V)."""
    return logits.argmax(-1) if s.temperature < MIN_TEMPERATURE else sample(probs_from_logits(logits, s))
