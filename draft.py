"""Draft sources: what proposes the tokens a step verifies, and how many of them to make and to verify.

Four kinds, each with the state it keeps between steps (generate() starts each prompt from `fresh`):

    ModelDraft   a small model of the target's tokenizer, with its own static KV cache (the pair's 0.5B)
    EagleDraft   an EAGLE-3 head reading the target's own features (model.EagleHead), with its own cache
    NgramDraft   prompt lookup: what followed the latest earlier match of the last tokens
    TextDraft    an external answer (a person's or another model's), followed while the output follows it

A step asks three things (generate.step): `propose` (the drafts and their probabilities q), `to_verify` (how
many of them the verify pass covers: as many as pay for themselves at the measured pass costs) and, after the
target's decision, `observe` (what the keep rates learn). A drafter with a confidence (a model's or a head's
probability of its own draft) also decides while chaining whether one more draft pays (`another_pays`).
What pays is read off the measured costs of the target's passes and of one draft (`measure_draft_costs`, at
start-up, set on generate.Passes).

    d = make("model", 20, model=small)      # the one way to build one: make(kind, k, **its parts)
"""
import json
import math
import platform
import statistics
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import ClassVar

import torch

import checkpoint
import tp
from model import EagleHead, Transformer, eagle_layers
from sampling import Sampling, draw, probs_from_logits


# ---------------------------------------------------------------------------------------------- the state
@dataclass
class Draft:
    """What every draft source keeps: how many drafts a step may make, and what it has learnt of how often
    they are kept (both decayed): kept / (kept + missed) is the chance that the next draft is kept."""
    kind: ClassVar[str] = ""
    k: int = 20
    kept: float = 1.0
    missed: float = 1.0
    conf: list[float] | None = None  # model, eagle: the drafter's probability of each draft it offered this step
    doubted: float = 1.0  # model, eagle: recent sums (decayed) of the doubt (1 - confidence) of tested drafts and
    rejected: float = 1.0  # of those rejected: rejected / doubted rescales a doubt into a chance of rejection


@dataclass
class ModelDraft(Draft):
    kind: ClassVar[str] = "model"
    model: Transformer | None = None
    pos: int = 0  # sequence tokens its cache holds


@dataclass
class EagleDraft(Draft):
    kind: ClassVar[str] = "eagle"
    head: EagleHead | None = None
    aux_layers: tuple[int, ...] = ()  # the target layers whose inputs the head reads
    stop: float = 0.0  # stop drafting after a draft the head gives a probability below this (0: never)
    pos: int = 0  # the first position it has no target features of
    feats: torch.Tensor | None = None  # the target's features (rows, n_aux * dim) at positions pos, pos + 1, ..


@dataclass
class NgramDraft(Draft):
    kind: ClassVar[str] = "ngram"


@dataclass
class TextDraft(Draft):
    kind: ClassVar[str] = "text"
    text: list[int] = field(default_factory=list)
    start: int = 0  # where the answer begins in the sequence (the prompt's length)
    cursor: int = 0  # tokens of the text used so far; re-alignment never looks before it
    following: bool = True  # the output ends exactly where the cursor is


KINDS = {"model": ModelDraft, "eagle": EagleDraft, "ngram": NgramDraft, "text": TextDraft}


def make(kind: str, k: int = 20, *, model: Transformer | None = None, text: list[int] | None = None,
         head: EagleHead | None = None, aux_layers: tuple[int, ...] = (), stop: float = 0.0) -> Draft:
    """The one way to build a draft source (generate.py's flags, the chat loop, every script): a "model" needs
    model=, "eagle" head= (and the aux_layers its file names, and a stop), "text" text= (token ids), "ngram"
    nothing. A part another kind reads is refused: a flag that would be ignored is an error."""
    if kind not in KINDS:
        raise ValueError(f"unknown draft kind {kind!r}; known: {', '.join(KINDS)}")
    parts = {"model": model, "text": text, "head": head, "aux_layers": tuple(aux_layers) or None, "stop": stop or None}
    own = {"model": {"model"}, "eagle": {"head", "aux_layers", "stop"}, "ngram": set(), "text": {"text"}}[kind]
    stray = [name for name, v in parts.items() if v is not None and name not in own]
    if stray:
        raise ValueError(f"a {kind} draft reads no {' or '.join(stray)}")
    need = {"model": "model", "eagle": "head", "text": "text"}.get(kind)
    if need and parts[need] is None:
        raise ValueError(f"a {kind} draft needs {need}=")
    return KINDS[kind](k=k, **{name: v for name, v in parts.items() if v is not None})


def fresh(d: Draft, prompt_len: int) -> Draft:
    """A copy of d at the start of a prompt: keep rates forgotten, positions at the prompt's end."""
    d = replace(d, kept=1.0, missed=1.0, conf=None, doubted=1.0, rejected=1.0)
    if d.kind in ("model", "eagle"):
        d.pos = prompt_len - 1
    if d.kind == "eagle":
        d.feats = None
    if d.kind == "text":
        d.start, d.cursor, d.following = prompt_len, 0, True
    return d


def modules(d: Draft | None) -> list:
    """The drafter's own models, whose caches a run sets up: a draft model, or an EAGLE head."""
    return [d.model] if d is not None and d.kind == "model" else [d.head] if d is not None and d.kind == "eagle" else []


def layers(d: Draft | None) -> tuple[int, ...]:
    """The target layers a drafter reads from every pass (an EAGLE head's), or ()."""
    return d.aux_layers if d is not None and d.kind == "eagle" else ()


@torch.no_grad()
def prefill(d: Draft, prompt: list[int], start: int, aux: torch.Tensor | None):
    """The drafter's prefill, after the target's: an EAGLE head reads the target's features `aux` of the
    prompt's positions start..len - 2 (None: the target's cache held them all already); a draft model reads
    the whole prompt but its last token, which the first step reads."""
    if d.kind == "eagle" and aux is not None:
        device = d.head.output.weight.device
        if len(aux) > 1:  # all but the last position now; the first step's catch-up reads that one
            d.head(torch.tensor(prompt[start + 1:-1], device=device)[None], d.head.fc(aux[:-1])[None],
                   torch.arange(start, len(prompt) - 2, device=device))
        d.pos, d.feats = len(prompt) - 2, aux[-1:]
    elif d.kind == "model" and len(prompt) > 1:
        device = d.model.norm.weight.device
        d.model(torch.tensor(prompt[:-1], device=device)[None], torch.arange(len(prompt) - 1, device=device),
                last_only=True)


# ----------------------------------------------------------------------------------------------- proposing
def propose(d: Draft, seq: list[int], s: Sampling, passes) -> tuple[list[int] | torch.Tensor, torch.Tensor | None]:
    """The drafts after seq, whose last token is not yet in the target's cache, and their draft probabilities
    q (m, V), or None for drafts that have none (prompt lookup, a text: one-hot). passes: generate.Passes."""
    if d.kind == "model":
        return model_draft(d, seq, d.k, s, passes)
    if d.kind == "eagle":
        # None only before the first step after a one-token prompt. d_1 comes with the catch-up, which must run
        # anyway; the chain goes on while the head's confidence says another draft pays for its small pass.
        return eagle_draft(d, seq, d.k, s, passes) if d.feats is not None else ([], None)
    if d.kind == "ngram":
        return ngram_draft(seq, d.k), None
    return text_draft(d, seq[d.start:], d.k), None


def ngram_draft(history: list[int], k: int, source: list[int] | None = None, max_ngram: int = 3) -> list[int]:
    """Prompt lookup: find the latest earlier occurrence of the last n tokens (n = max_ngram..1) in
    `source` (default: history itself) and propose up to k tokens that followed it. No model, no cost."""
    own = source is None
    source = history if own else source
    for n in range(min(max_ngram, len(history)), 0, -1):
        tail = history[-n:]
        # Latest match first; within the history, skip the tail's trivial match with itself.
        for start in range(len(source) - n - own, -1, -1):
            if source[start:start + n] == tail and start + n < len(source):
                return source[start + n:start + n + k]
    return []


def text_draft(d: TextDraft, out: list[int], k: int) -> list[int]:
    """An external answer (a person's or another model's), offered k tokens at a time. While the output
    follows the text, continue from the cursor. After a divergence, re-align on the output's last tokens
    (the longest n-gram, 2 <= n <= 4, found first in the text AFTER the cursor), or offer nothing until the
    output meets the text again. One shared token is no alignment: "The capital" meeting "...is the capital
    city of France" would splice "city of France" after it, and a judge may keep the splice. The cursor only
    moves forward, so no part of the text is offered twice (the output would repeat it)."""
    if not d.following:
        for n in range(min(4, len(out)), 2, -1):
            at = next((i for i in range(d.cursor, len(d.text) - n + 1) if d.text[i:i + n] == out[-n:]), None)
            if at is not None:
                d.cursor, d.following = at + n, True
                break
    return d.text[d.cursor:d.cursor + k] if d.following else []


class VocabSubset(torch.nn.Module):
    """A draft model's output layer over some of the vocabulary (FR-Spec, arXiv 2502.14856; EAGLE-3's draft vocab):
    the kept rows only are multiplied, every other token's logit is -inf. The draft then never proposes those
    tokens and its q is 0 there, so the standard test and its residual norm(max(0, p - q)) stay exact: a token
    the draft cannot propose is simply one the target writes itself. The 0.5B's output layer is 151,936 x 896, 18% of
    a one-token int8 step (11.6 of 63.8 ms on one thread, beside another job)."""

    def __init__(self, output: torch.nn.Module, keep: torch.Tensor):
        super().__init__()
        import quantize
        from model import Linear

        self.vocab = output.weight.shape[0]
        self.register_buffer("ids", keep.to(output.weight.device), persistent=False)
        w = output.weight.detach()[self.ids].clone()  # a copy: a tied embedding keeps every row
        if isinstance(output, quantize.Int8Linear):
            self.sub = quantize.Int8Linear(w.shape[1], len(keep), device=w.device)
            self.sub.weight, self.sub.scales = quantize.frozen(w), quantize.frozen(output.scales.detach()[self.ids].clone())
            quantize.draft_kernels(self.sub)  # its one-token steps on fbgemm's kernel, as the rest of the draft
        else:
            self.sub = Linear(w.shape[1], len(keep), bias=False, device=w.device, dtype=w.dtype)
            self.sub.weight = torch.nn.Parameter(w, requires_grad=False)

    @property
    def weight(self):  # what model.setup_caches reads its dtype from
        return self.sub.weight

    def forward(self, h):
        y = self.sub(h)
        return y.new_full((*y.shape[:-1], self.vocab), float("-inf")).index_copy_(-1, self.ids, y)


def vocab_subset(n: int, counted: list[int], vocab: int, always: list[int]) -> torch.Tensor:
    """The n ids a reduced draft keeps, sorted: the always ones (stop tokens), then the most frequent in
    project-written text (`counted`, most frequent first), then the lowest ids not yet in (a BPE vocabulary is in
    merge order, itself a frequency order on the tokenizer's own corpus)."""
    keep = dict.fromkeys(i for i in always if i < vocab)
    for i in counted:
        if len(keep) >= n:
            break
        keep.setdefault(i)
    for i in range(vocab):
        if len(keep) >= n:
            break
        keep.setdefault(i)
    return torch.tensor(sorted(keep), dtype=torch.long)


def reduce_vocab(model, n: int, draft_dir: Path, stop_ids) -> None:
    """Give a draft model the output layer of its n most frequent tokens (VocabSubset), counted in
    data/draft_vocab/<draft folder>.json (scripts/draft_vocab.py); n >= the vocabulary leaves it whole."""
    if not 0 < n < model.args.vocab_size:
        return
    counted = Path(__file__).resolve().parent / "data" / "draft_vocab" / f"{Path(draft_dir).name}.json"
    try:
        ids = json.loads(counted.read_text())["ids"]
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise ValueError(f"--draft_vocab: {counted}: {getattr(e, 'strerror', None) or e} "
                         f"(python scripts/draft_vocab.py makes it)") from None
    model.output = VocabSubset(model.output, vocab_subset(n, ids, model.args.vocab_size, stop_ids))


def model_draft(d: ModelDraft, seq: list[int], k: int, s: Sampling, passes):
    """Draft up to k tokens autoregressively; returns tokens (m,) and their draft probs q (m, V) on device.
    Its first pass also catches up on what the draft has not read: seq[-1], and after a step that kept all
    its drafts, the last draft too (drafted but never fed back). With measured costs the
    chain is sized as an EAGLE head's is: after each draft, the draft's own probability of it (close to the
    chance the target keeps it; docs/guide.md) says whether one more draft pays for its step (another_pays)."""
    device = d.model.norm.weight.device
    start = min(d.pos, len(seq) - 1)  # one pass reads all it has not: a draft step costs about that much anyway
    tok, pos = torch.tensor(seq[start:], device=device), torch.arange(start, len(seq), device=device)
    tokens, probs = [], []
    for i in range(k):
        logits = passes.decode(d.model, tok, pos)
        q = probs_from_logits(logits, s)
        tok, pos = draw(logits, q, s).view(1), torch.tensor([len(seq) + i], device=device)
        tokens.append(tok)
        probs.append(q)
        if passes.cost is not None:  # read only by this decision: no host sync without it
            conf = tp.agree(logits.float().softmax(-1)[tok].view(1)).item()  # every rank chains alike
            d.conf = (d.conf if i else []) + [conf]
            if i < k - 1 and not another_pays(d, passes, k):
                break
    d.pos = len(seq) - 1 + len(tokens)  # its cache now holds seq[-1], d_1..d_{m-1}
    return tp.agree(torch.cat(tokens)), torch.stack(probs)


def eagle_draft(d: EagleDraft, seq: list[int], k: int, s: Sampling, passes):
    """Draft up to k tokens with an EAGLE-3 head; returns target token ids (m,) and their draft probs q (m, V)
    over the target's vocab (zero outside the head's draft vocab), on device. First the head catches up on
    the positions the target has verified since its last step, pos..len(seq) - 2 (head position t reads
    the target's features at t and the token at t + 1): the last of them proposes d_1. Then it chains:
    each next position reads the head's own output h and its own draft. The entries those write into its
    cache are stale after the verify pass and overwritten by the next catch-up, as the target's are."""
    head = d.head
    device = head.output.weight.device
    last = len(seq) - 2  # the last position the target has features of
    n = last + 1 - d.pos
    w = passes.width(n)  # compiled: padded up to a compiled width (the padding is overwritten like drafts)
    tokens = torch.tensor(seq[d.pos + 1:] + seq[-1:] * (w - n), device=device)
    g = head.fc(d.feats)  # (n, dim)
    logits, h = passes.head(head, tokens, torch.cat([g, g[-1:].expand(w - n, -1)]),
                            torch.arange(d.pos, d.pos + w, device=device))
    logits, h = logits[n - 1], h[n - 1:n].clone()  # (Vd,), (1, dim)
    d.pos, d.feats = last + 1, None
    drafts, probs = [], []
    for i in range(k):
        qd = probs_from_logits(logits, s)
        pick = draw(logits, qd, s)
        drafts.append(head.d2t[pick].view(1))  # the target's id of the drawn draft token
        probs.append(qd)
        d.conf = d.conf if i else None
        if passes.cost is not None or d.stop:  # read only by these decisions: no host sync without them
            # its own probability of the draft (greedy q is one-hot); every rank chains alike
            conf = tp.agree(logits.float().softmax(-1)[pick].view(1)).item()
            d.conf = (d.conf or []) + [conf]
            if i < k - 1 and (conf < d.stop or not another_pays(d, passes, k)):
                break
        if i == k - 1:
            break
        logits, h = passes.head(head, drafts[-1], h, torch.tensor([last + 1 + i], device=device))
        logits, h = logits[0], h.clone()  # clone: a CUDA-graph replay would overwrite h in place
    q = torch.zeros(len(probs), head.tok_embeddings.weight.size(0), device=device)  # an int8 table has no num_embeddings
    q[:, head.d2t] = torch.stack(probs).float()
    return tp.agree(torch.cat(drafts)), q


# ---------------------------------------------------------------------------------------------- how many
def keep_chances(d: Draft) -> list[float]:
    """eagle and model: the chance that each offered draft is kept, given the earlier ones were: the drafter's
    confidence in it (its probability, close to the keep rate at every depth on unseen chat prompts: docs/guide.md,
    results/LOG.md; EAGLE-2, arXiv 2406.16858, sec. 3). Its doubt (1 - confidence) is the chance of a rejection,
    rescaled by how many tested drafts were rejected per unit of doubt lately: about 1 under the standard test.
    A lossy rule keeps most of what the standard test rejects, whatever the drafter's confidence (the pair's
    judge on chat: 84% of drafts at confidence 0.2-0.4, 99% above 0.8; results/LOG.md, 2026-12-03); the
    scale falls to ~0.25 and the chain grows. (Scaling the confidence instead, by kept per unit of confidence,
    kept a lossy rule's chains as short as exact's where the drafter is unsure: 6.1 tokens per pass, not 8.6.)"""
    return [min(0.99, max(0.0, 1 - (1 - c) * d.rejected / d.doubted)) for c in d.conf]


def another_pays(d: Draft, passes, k: int) -> bool:
    """eagle and model, while chaining: whether drafting on can beat verifying what is drafted (the drafts made are
    paid for whichever way). The drafts not made yet are taken to be as likely kept as the last one for an EAGLE
    head, whose confidence falls with depth as its features become its own outputs, and at the recent keep rate for
    a draft model, whose confidence does not fall with depth: it dips on one token and recovers (docs/guide.md)."""
    if passes.cost is None:
        return True
    chances = keep_chances(d)
    made = len(chances)
    chances += [chances[-1] if d.kind == "eagle" else d.kept / (d.kept + d.missed)] * (k - made)
    return best_m(chances, passes, passes.draft_cost, made) > made


def best_m(chances: list[float], passes, per_draft: float = 0.0, made: int = 0) -> int:
    """The m (0..len(chances)) maximizing expected new tokens per second, (1 + c1 + c1 c2 + ...) / (cost(m + 1) +
    max(m, made) * per_draft), with chances[i] the chance draft i + 1 is kept given the earlier ones were."""
    best, best_rate, expected, reach = 0, 1 / (passes.cost[1] + made * per_draft), 1.0, 1.0
    for m, c in enumerate(chances, 1):
        reach *= c
        expected += reach
        rate = expected / (passes.cost[passes.width(m + 1)] + max(m, made) * per_draft)
        if rate > best_rate:
            best, best_rate = m, rate
    return best


def to_verify(d: Draft, available: int, passes, lossy: bool = False) -> int:
    """How many of the proposed drafts the verify pass covers. An external text under a lossy rule: all of
    them, since it is followed only while the target writes it too, and drafts a lossy rule would keep but
    that were not verified are lost at the target's first own token (under the standard test nothing is lost:
    the target keeps following the text wherever it agrees with it). Otherwise drafts_to_verify."""
    return available if d.kind == "text" and lossy else drafts_to_verify(d, available, passes)


def drafts_to_verify(d: Draft, available: int, passes, per_draft: float = 0.0) -> int:
    """How many of the proposed drafts to verify: the m that maximizes expected new tokens per second,
    (1 + a + a^2 + ... + a^m) / (cost(m + 1) + m * per_draft), with a the recent chance that a draft is kept;
    m = 0 is a plain one-token step. Verifying drafts that will not be kept is how a speculative step loses
    to a plain one (int8 on CPU: a 21-token pass costs 3.6 one-token steps). The drafts of an EAGLE head or a
    draft model each carry their own chance (keep_chances: the drafter's confidence), and it asks twice: while
    chaining (another_pays: make one more?) and after (verify how many?).
    Under a lossy rule the keep rate counts the rule's keeps too (observe gets the combined n), so a rule
    that keeps more verifies more, and one that keeps what the standard test keeps chooses as exact
    speculation does: never slower than it."""
    if passes.cost is None or available == 0:
        return available
    if d.conf:  # drafted by a head or a draft model: its confidence in each
        return best_m(keep_chances(d)[:available], passes)
    a = d.kept / (d.kept + d.missed)
    return best_m([a] * available, passes, per_draft)


def observe(d: Draft, offered: list[int], m: int, n: int, nxt: int):
    """After a step: update the keep rate, and the text cursor (past what was used: n kept drafts, and
    the text's next token if the target wrote it too)."""
    if m:
        d.kept, d.missed = 0.5 * d.kept + n, 0.5 * d.missed + (n < m)
        if d.conf:  # tested: the kept drafts and the first one rejected
            d.doubted = 0.8 * d.doubted + sum(1 - c for c in d.conf[:min(n + 1, m)])
            d.rejected = 0.8 * d.rejected + (n < m)
    elif len(offered):  # not verified, but whether the target wrote the first draft itself tells the same
        hit = int(offered[0]) == nxt  # offered: a list, or a head's tensor of drafts
        d.kept, d.missed = 0.5 * d.kept + hit, 0.5 * d.missed + (not hit)
        if d.conf:
            d.doubted, d.rejected = 0.8 * d.doubted + 1 - d.conf[0], 0.8 * d.rejected + (not hit)
    if d.kind == "text" and d.following:
        d.cursor += n
        d.following = d.cursor < len(d.text) and d.text[d.cursor] == nxt
        d.cursor += d.following


# ---------------------------------------------------------------------------------------------- an EAGLE head
def load_eagle(path: str | Path, target: Transformer, device="cpu", dtype=torch.float32) -> tuple[EagleHead, dict]:
    """Load an EAGLE-3 head for `target`: our .pt (train_draft.py) or a speculators folder (config.json +
    model.safetensors, the format vLLM and SGLang read; checkpoint.read_speculators). The head uses the
    target's token embedding. Returns (head, meta); meta["aux_layers"]: the target layers whose inputs it
    reads. Refuses, in one line naming the file, a head for another target."""
    path = Path(path)
    if not path.exists():
        raise FileNotFoundError(f"EAGLE head {path} not found (train one with train_draft.py, or convert one "
                                f"with scripts/convert_eagle.py)")
    blob = checkpoint.read_speculators(path) if path.is_dir() else checkpoint.load_tensors(path, mmap=False)
    sd, meta = (blob.get("state_dict"), blob.get("meta")) if isinstance(blob, dict) else (None, None)
    if (not isinstance(sd, dict) or not all(isinstance(v, torch.Tensor) for v in sd.values())
            or not isinstance(meta, dict) or not isinstance(meta.get("args"), dict)):
        raise ValueError(f"{path} is not an EAGLE head file (no state_dict and meta with args; train_draft.py "
                         f"writes them)")
    args = checkpoint.model_args(meta["args"], path)
    t = target.args
    target_dim, aux_layers = meta.get("target_dim"), tuple(meta.get("aux_layers") or eagle_layers(t.n_layers))
    if target_dim != t.dim:
        raise ValueError(f"{path} is a head for a target of hidden size {target_dim}, but this target's is {t.dim}")
    if not all(isinstance(i, int) and 0 <= i < t.n_layers for i in aux_layers) or list(aux_layers) != sorted(set(aux_layers)):
        raise ValueError(f"{path} reads target layers {list(aux_layers)}: this target has {t.n_layers} layers, and "
                         f"they must be distinct and increasing (the order the forward concatenates them in)")
    d2t = sd.get("d2t")
    if not isinstance(d2t, torch.Tensor) or d2t.dim() != 1 or d2t.is_floating_point():
        raise ValueError(f"{path} has no d2t (the target id of each draft token)")
    if len(d2t) == 0 or d2t.min() < 0 or d2t.max() >= t.vocab_size:
        raise ValueError(f"{path} maps draft tokens to target ids up to {int(d2t.max()) if len(d2t) else '?'}, "
                         f"outside this target's vocab of {t.vocab_size}: a head for another tokenizer")
    if len(d2t.unique()) != len(d2t):
        raise ValueError(f"{path} maps two draft tokens to the same target token (d2t is not one-to-one)")
    with torch.device("meta"):
        head = EagleHead(args, t.dim, len(d2t), len(aux_layers))
    try:
        missing, unexpected = head.load_state_dict(sd, strict=False, assign=True)
    except RuntimeError as e:  # size mismatches: name the file, not torch's wall of text
        lines = str(e).splitlines()
        raise ValueError(f"{path} does not match its own config: {(lines[1] if len(lines) > 1 else lines[0]).strip()}") from None
    if missing or unexpected:
        raise ValueError(f"{path}: missing {missing[:5]}, unexpected {unexpected[:5]}")
    if not all(torch.isfinite(v).all() for v in sd.values() if v.is_floating_point()):
        raise ValueError(f"{path} holds non-finite weights (NaN or inf)")
    head = head.to(device=device, dtype=dtype).requires_grad_(False).eval()
    embed = blob.get("embed_tokens")  # a speculators head may ship its own copy of the embedding
    if isinstance(embed, torch.Tensor) and embed.shape != (t.vocab_size, t.dim):
        raise ValueError(f"{path}: its embed_tokens are {tuple(embed.shape)}, this target's {(t.vocab_size, t.dim)}")
    head.attach_embeddings(target.tok_embeddings if embed is None else
                           torch.nn.Embedding.from_pretrained(embed.to(device=device, dtype=dtype)))
    return head, dict(meta, aux_layers=aux_layers)


@torch.no_grad()
def measure_head_cost(head: EagleHead, passes, repeats: int = 5) -> float:
    """Seconds of one chained EAGLE head step (a one-token pass: the cost of each draft after the first),
    rank 0's number on every rank."""
    device = head.output.weight.device
    tok, g, pos = (torch.zeros(1, dtype=torch.long, device=device),
                   torch.zeros(1, head.args.dim, dtype=head.output.weight.dtype, device=device),
                   torch.zeros(1, dtype=torch.long, device=device))
    times = []
    for _ in range(repeats + 1):
        t0 = time.perf_counter()
        passes.head(head, tok, g, pos)[0].sum().item()  # waits for the device
        times.append(time.perf_counter() - t0)
    return tp.agree(torch.tensor(statistics.median(times[1:]), device=device)).item()


# ----------------------------------------------------------------------------- what passes cost
@torch.no_grad()
def measure_costs(model: Transformer, passes, max_width: int, repeats: int = 2) -> list[float]:
    """cost[w] = seconds of one pass over w tokens, w = 1..max_width (cost[0] unused): timed at a few
    widths (the compiled ones under --compile; the first two calls of each are warm-ups) and interpolated
    between them. Every rank adopts rank 0's numbers, so all pick the same number of drafts."""
    device = model.norm.weight.device
    timed = sorted({1, max_width} | {passes.width(w) for w in (2, 4, 8, 16) if w < max_width})
    at = {}
    for w in timed:
        tokens, pos = torch.zeros(w, dtype=torch.long, device=device), torch.arange(w, device=device)
        times = []
        for _ in range(repeats + 2):
            t0 = time.perf_counter()
            out = passes.decode(model, tokens, pos) if w == 1 else passes.verify(model, tokens, pos)[0]
            out.sum().item()  # waits for the device
            times.append(time.perf_counter() - t0)
        at[w] = statistics.median(times[2:])  # two warm-ups: the second call of a width can still be slow on CPU
    cost = [0.0]
    for w in range(1, max_width + 1):
        lo, hi = max(t for t in timed if t <= w), min(t for t in timed if t >= w)
        cost.append(at[lo] if lo == hi else at[lo] + (at[hi] - at[lo]) * (w - lo) / (hi - lo))
    return tp.agree(torch.tensor(cost, device=device)).tolist()


def measure_draft_step(model: Transformer, passes) -> float:
    """Seconds of a draft model's one-token step: the median of 8 (cheap, tens of ms each), so one slow call does not
    size every chain of the run."""
    return measure_costs(model, passes, 1, repeats=8)[1]


def measure_draft_costs(passes, d: Draft | None, model: Transformer):
    """What a step needs to size d's drafts, set on passes: the target's pass costs up to d.k + 1 tokens, and
    the cost of one chained draft (a head's step, or a draft model's one-token step). Caches must be set up."""
    if d is not None:
        passes.cost = measure_costs(model, passes, d.k + 1)
    if d is not None and d.kind == "eagle":
        passes.draft_cost = measure_head_cost(d.head, passes)
    elif d is not None and d.kind == "model":
        passes.draft_cost = measure_draft_step(d.model, passes)
    passes.measured = (list(passes.cost), passes.draft_cost) if d is not None else ()
    return passes


# What the run then spends, against what was measured: a start-up measurement is a few passes on a machine that
# may be busy or still warming up (a 2-core AVX2 machine measured one draft at 0.36 of a target step where the
# run then paid 0.11), and every decision on how many drafts pay reads it. Each step's own times correct it.
DRIFT = 0.25  # a realised median this far from the cost in use replaces it
RECENT = 16  # timings per width (and of drafts) a median is taken over: the run's recent behaviour


def realised(passes, stats: dict, width: int, pass_s: float, drafted: int, draft_s: float, device):
    """Record one step's times (its verify pass over `width` tokens, and `drafted` drafts made in draft_s) in
    stats, and under passes.adapt move the costs in use to what the run spends where they have drifted by
    more than DRIFT: the target's costs scaled as a whole (their shape across widths is the measurement's), the
    draft's cost replaced. The answers under the standard test stay the target's: only how many drafts a step
    makes and verifies changes."""
    times = stats.setdefault("pass_s", {}).setdefault(width, [])
    times.append(pass_s)
    del times[:-RECENT]
    if drafted:
        per = stats.setdefault("draft_s", [])
        per.append(draft_s / drafted)
        del per[:-RECENT]
    if not passes.adapt or passes.cost is None or stats["target_forwards"] % 8:
        return
    ratios = [statistics.median(ts) / passes.cost[w] for w, ts in stats["pass_s"].items()
              if len(ts) >= 3 and w < len(passes.cost)]
    scale = statistics.median(ratios) if ratios else 1.0
    draft = statistics.median(stats["draft_s"]) if len(stats.get("draft_s", [])) >= 8 else passes.draft_cost
    moved = abs(scale - 1) > DRIFT, passes.draft_cost > 0 and abs(draft / passes.draft_cost - 1) > DRIFT
    new = [c * scale for c in passes.cost] if moved[0] else list(passes.cost)
    new += [draft if moved[1] else passes.draft_cost, float(any(moved))]
    # every rank adopts rank 0's decision (each times its own passes): all keep sizing their drafts alike
    new = tp.agree(torch.tensor(new, dtype=torch.float64, device=device)).tolist()
    passes.cost, passes.draft_cost = new[:-2], new[-2]
    stats["recalibrated"] = stats.get("recalibrated", 0) + int(new[-1])


def stored_draft_costs(passes, d: Draft, model: Transformer, path: Path):
    """measure_draft_costs, kept in `path` (JSON): the first run measures and writes them, every later run reads
    them. How many drafts a step verifies follows these costs, and under a lossy rule so does the answer (a draft
    the rule would keep that falls past the verified window is replaced by the target's own token): a long
    evaluation continued on another machine, or rerun, must size its windows as it began. Speed is still timed."""
    path = Path(path)
    if not path.exists():
        measure_draft_costs(passes, d, model)
        blob = json.dumps({"cost": passes.cost, "draft_cost": passes.draft_cost, "kind": d.kind, "k": d.k,
                           "measured": time.strftime("%Y-%m-%d %H:%M"), "host": platform.node()}, indent=1)
        checkpoint.write_atomic(path, lambda tmp: tmp.write_text(blob + "\n"))
        return passes
    try:
        blob = json.loads(checkpoint.read_text(path, "pass costs"))
    except json.JSONDecodeError as e:
        raise ValueError(f"pass costs {path} is not JSON ({e.msg}): delete it to measure them again") from None
    cost, draft_cost = (blob.get("cost"), blob.get("draft_cost")) if isinstance(blob, dict) else (None, None)
    numbers = isinstance(cost, list) and all(isinstance(c, (int, float)) and not isinstance(c, bool) for c in cost)
    if (not numbers or len(cost) < d.k + 2 or not all(0 < c < math.inf for c in cost[1:])
            or isinstance(draft_cost, bool) or not isinstance(draft_cost, (int, float)) or not 0 <= draft_cost < math.inf):
        raise ValueError(f"pass costs {path} must hold 'cost', positive seconds of passes over 1..{d.k + 1} tokens "
                         f"(k = {d.k}), and 'draft_cost' >= 0: delete it to measure them again")
    if blob.get("kind", d.kind) != d.kind:
        raise ValueError(f"pass costs {path} were measured for a {blob['kind']} draft, not a {d.kind} draft")
    passes.cost, passes.draft_cost = [0.0] + [float(c) for c in cost[1:d.k + 2]], float(draft_cost)
    return passes
