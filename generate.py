"""Generate text with a Llama-family target: autoregressive, speculative, or judge decoding.

Follow one token: the prompt is prefilled into the target's static KV cache; each step a draft source
(a draft model, prompt lookup, or an external text) proposes up to k tokens; the target scores
[last, d_1..d_k] in ONE forward pass (`verify_forward`); `accept` applies the standard test and the
judge (judge.py) and returns how many drafts to keep plus the target's next token; the cache needs no
rollback, because positions past the accepted prefix are hidden by the causal mask and overwritten next.

    python generate.py                                   # the embedded SmolLM2 default, chat, greedy
    python generate.py --draft ngram --prompt_file p.txt --judge judges/SmolLM2-135M-Instruct.pt
    torchrun --nproc_per_node 2 generate.py --checkpoint_path checkpoints/Meta-Llama-3.1-8B-Instruct
"""
import argparse
import json
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import torch

import checkpoint
import judge
import quantize
import tp
from model import Transformer

DEFAULT_CHECKPOINT = Path(__file__).resolve().parent / "checkpoints" / "SmolLM2-135M-Instruct"
DEFAULT_PROMPT = "What is the capital of France?"


# ------------------------------------------------------------------------------------------------ loading
def load_model(checkpoint_path: str | Path, device="cpu", dtype=torch.float32) -> Transformer:
    """Load a checkpoint folder written by scripts/convert_*.py (or a quantize.py .pth inside one)."""
    weights, cfg = checkpoint.resolve(checkpoint_path)
    args = checkpoint.read_config(cfg)
    state = checkpoint.load_tensors(weights)
    if not isinstance(state, dict) or not all(isinstance(v, torch.Tensor) for v in state.values()):
        raise ValueError(f"{weights} is not a state dict of tensors")
    with torch.device("meta"):
        model = Transformer(args)
    if any(k.endswith(".scales") for k in state):
        quantize.prepare_int8(model, state)
    if args.tie_embeddings:
        state.pop("output.weight", None)
    try:
        missing, unexpected = model.load_state_dict(state, strict=False, assign=True)
    except RuntimeError as e:  # size mismatches: say which file and config disagree, not torch's wall of text
        lines = str(e).splitlines()
        raise ValueError(f"{weights} does not match {cfg}: {(lines[1] if len(lines) > 1 else lines[0]).strip()}") from None
    if args.tie_embeddings:
        model.output.weight = model.tok_embeddings.weight
        missing = [k for k in missing if k != "output.weight"]
    if missing or unexpected:
        raise ValueError(f"{weights} does not match {cfg}: missing {missing[:5]}, unexpected {unexpected[:5]}")
    # .to(dtype) converts floating tensors only: int8 weights stay int8, their scales follow dtype.
    # Inference only: no autograd graphs, even where a caller forgets no_grad (compiled int8 ops need it).
    return model.to(device=device, dtype=dtype).requires_grad_(False)


# ----------------------------------------------------------------------------------------------- sampling
@dataclass
class Sampling:
    temperature: float = 0.0  # 0 = greedy
    top_k: int | None = None
    top_p: float = 1.0


def probs_from_logits(logits: torch.Tensor, s: Sampling) -> torch.Tensor:
    """Target and draft go through the same processing, so p and q are comparable. Greedy is one-hot:
    then the sampled acceptance test below reduces exactly to "draft token == target argmax"."""
    if s.temperature <= 0:
        return torch.nn.functional.one_hot(logits.argmax(-1), logits.size(-1)).float()
    logits = logits / s.temperature
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


# ----------------------------------------------------------------------------------------- model passes
def forward_logits(model: Transformer, tokens: torch.Tensor, input_pos: torch.Tensor) -> torch.Tensor:
    """Logits of the last position for tokens (T,) at input_pos (T,): prefill and one-token decode."""
    return model(tokens[None], input_pos)[0, -1]


def verify_forward(model: Transformer, tokens: torch.Tensor, input_pos: torch.Tensor):
    """The verify pass: logits (T, V) and final hidden states (T, dim) for tokens (T,) in ONE forward.
    hidden[i] is the state at tokens[i]'s own position: what the judge reads for draft token tokens[i].
    train_judge.py calls this same function to extract its training features."""
    logits, hidden = model(tokens[None], input_pos, return_hidden=True)
    return logits[0], hidden[0]


def compile_passes(mode: str | None):
    """Compile both passes once with static shapes: positions are device tensors, so new values never
    recompile; only a new input length (prefill, a new k) does."""
    global forward_logits, verify_forward
    if mode == "reduce-overhead":  # CUDA: lets Inductor turn a 1-row int8 matmul into a fused reduction
        import torch._inductor.config as inductor_config

        inductor_config.coordinate_descent_tuning = True
    forward_logits = torch.compile(forward_logits, mode=mode, fullgraph=True, dynamic=False)
    verify_forward = torch.compile(verify_forward, mode=mode, fullgraph=True, dynamic=False)


# ------------------------------------------------------------------------------------------ draft sources
def ngram_draft(history: list[int], k: int, source: list[int] | None = None, max_ngram: int = 3) -> list[int]:
    """Prompt lookup: find the latest earlier occurrence of the last n tokens (n = max_ngram..1) in
    `source` (default: history itself) and propose what followed it. No model, no cost."""
    own = source is None
    source = history if own else source
    for n in range(min(max_ngram, len(history)), 0, -1):
        tail = history[-n:]
        # Latest match first; within the history, skip the tail's trivial match with itself.
        for start in range(len(source) - n - own, -1, -1):
            if source[start:start + n] == tail and start + n < len(source):
                return source[start + n:start + n + k]
    return []


def text_draft(out: list[int], text: list[int], k: int) -> list[int]:
    """An external answer (a person's or another model's), offered k tokens at a time. While the output
    follows the text, continue it; after a divergence, re-align on the last generated tokens (prompt
    lookup over the text), or offer nothing until the output meets the text again. Guessing an offset
    instead would splice text that no longer fits, and a judge may accept such a splice."""
    if out == text[:len(out)]:
        return text[len(out):len(out) + k]
    return ngram_draft(out, k, source=text, max_ngram=4)


@dataclass
class DraftModel:
    """A small model with its own static KV cache. `pos` = how many sequence tokens it has consumed."""
    model: Transformer
    pos: int = 0


def model_draft(d: DraftModel, seq: list[int], k: int, s: Sampling, device):
    """Draft k tokens autoregressively; returns tokens (k,) and their draft probs q (k, V) on device.
    First catch up on what the draft has not consumed: after a step that accepted all k, that is d_k
    (drafted but never fed back) as well as the target's bonus token."""
    for p in range(d.pos, len(seq) - 1):
        forward_logits(d.model, torch.tensor([seq[p]], device=device), torch.tensor([p], device=device))
    tok = torch.tensor([seq[-1]], device=device)
    tokens, probs = [], []
    for i in range(k):
        pos = torch.tensor([len(seq) - 1 + i], device=device)
        q = probs_from_logits(forward_logits(d.model, tok, pos), s)
        tok = sample(q).view(1)
        tokens.append(tok)
        probs.append(q)
    d.pos = len(seq) - 1 + k  # its cache now holds seq[-1], d_1..d_{k-1}
    return torch.cat(tokens), torch.stack(probs)


# ------------------------------------------------------------------------------------------- acceptance
def accept(logits, hidden, draft, q, n_draft: int, s: Sampling, *, judge_head=None, delta=0.5,
           verify="standard", topk=10):
    """Decide one verify step. logits (k+1, V), hidden (k+1, dim) from verify_forward over
    [last, d_1..d_k]; draft (k,); q (k, V) draft probs, or None for drafts without probabilities
    (prompt lookup, text: q is one-hot); only the first n_draft drafts are real (the rest is padding).
    Returns (n accepted, next token, n_std, n_judge) as ints."""
    k = draft.numel()
    idx = torch.arange(k, device=draft.device)
    p = probs_from_logits(logits, s)
    real = idx < n_draft
    if verify == "topk":  # baseline from the paper: keep a draft token while it is in the target's top-K
        std_ok = (torch.topk(logits[:k], topk, dim=-1).indices == draft[:, None]).any(-1)
    else:  # accept with probability min(1, p/q); greedy: p, q one-hot, so this is "draft == argmax"
        q_d = q[idx, draft] if q is not None else torch.ones(k, device=draft.device)
        std_ok = torch.rand(k, device=draft.device) * q_d < p[idx, draft]
    n_std = judge.leading_true(std_ok & real)
    n_judge = torch.zeros_like(n_std)
    if judge_head is not None:
        n_judge = judge.leading_true((judge.judge_probs(judge_head, hidden[1:]) > delta) & real)
    n = judge.accepted_length(n_std, n_judge)
    p_n = p[n]
    if verify == "standard":
        # Rejected by the standard test at n: resample from norm(max(0, p - q)) -- this is what makes
        # standard speculation exact. When the judge extended the prefix, or all drafts passed, the
        # target simply samples position n itself.
        q_n = q[n.clamp(max=k - 1)] if q is not None else torch.nn.functional.one_hot(
            draft[n.clamp(max=k - 1)], p.size(-1)).float()
        residual = (p_n - q_n).clamp(min=0)
        use_residual = (n == n_std) & (n < n_draft) & (residual.sum() > 0)
        p_n = torch.where(use_residual, residual / residual.sum().clamp(min=1e-30), p_n)
    nxt = sample(p_n)
    # The step's one host sync; under tensor parallelism every rank adopts rank 0's decision.
    n, nxt, n_std, n_judge = tp.agree(torch.stack([n, nxt, n_std, n_judge])).tolist()
    return n, nxt, n_std, n_judge


# --------------------------------------------------------------------------------------------- the loop
def new_stats() -> dict:
    return {"new_tokens": 0, "seconds": 0.0, "target_forwards": 0, "accepted_per_step": [],
            "judge_only_accepted": 0, "no_draft_steps": 0}


@torch.no_grad()
def generate(model: Transformer, prompt: list[int], max_new_tokens: int, *, stop_ids=(), sampling=Sampling(),
             draft: str | None = None, draft_model: Transformer | None = None, draft_text: list[int] | None = None,
             speculate_k: int = 20, judge_head=None, delta: float = 0.5, verify: str = "standard", topk: int = 10,
             callback=None, stats: dict | None = None) -> list[int]:
    """Generate up to max_new_tokens after `prompt`. draft: None (autoregressive), "model", "ngram" or
    "text". Caches must be set up for len(prompt) + max_new_tokens + speculate_k + 1 positions.
    Returns the new tokens (ending with a stop token if one was produced)."""
    device = model.norm.weight.device
    stats = new_stats() if stats is None else stats
    k = speculate_k if draft else 0
    need = len(prompt) + max_new_tokens + k + 1
    if need > model.max_seq_len:
        raise ValueError(f"caches hold {model.max_seq_len} positions, this request needs {need}")
    t0 = time.perf_counter()
    seq = list(prompt)
    # Prefill all but the last prompt token: the loop below starts from "last token not yet in the
    # cache", so even the answer's first token can come from a draft (and be judged).
    dm = DraftModel(draft_model, len(prompt) - 1) if draft == "model" else None
    if len(prompt) > 1:
        ctx, ctx_pos = torch.tensor(prompt[:-1], device=device), torch.arange(len(prompt) - 1, device=device)
        forward_logits(model, ctx, ctx_pos)
        stats["target_forwards"] += 1
        if dm is not None:
            forward_logits(dm.model, ctx, ctx_pos)
    while len(seq) - len(prompt) < max_new_tokens and (len(seq) == len(prompt) or seq[-1] not in stop_ids):
        pos = len(seq) - 1  # position of the last token, not yet in the target's cache
        drafted, q = None, None
        if draft == "model":
            drafted, q = model_draft(dm, seq, k, sampling, device)
            drafted = tp.agree(drafted)
            n_draft = k
        elif draft in ("ngram", "text"):
            cand = ngram_draft(seq, k) if draft == "ngram" else text_draft(seq[len(prompt):], draft_text, k)
            n_draft = len(cand)
            if n_draft:  # pad to k so the verify shape never changes; padding is never accepted
                drafted = torch.tensor(cand + [cand[-1]] * (k - n_draft), device=device)
        if drafted is None:  # autoregressive, or nothing to propose: a plain one-token step
            logits = forward_logits(model, torch.tensor(seq[-1:], device=device), torch.tensor([pos], device=device))
            new = [tp.agree(sample(probs_from_logits(logits, sampling))).item()]
            if draft:
                stats["no_draft_steps"] += 1
        else:
            tokens = torch.cat([torch.tensor(seq[-1:], device=device), drafted])
            logits, hidden = verify_forward(model, tokens, torch.arange(pos, pos + k + 1, device=device))
            n, nxt, n_std, n_judge = accept(logits, hidden, drafted, q, n_draft, sampling, judge_head=judge_head,
                                            delta=delta, verify=verify, topk=topk)
            new = drafted[:n].tolist() + [nxt]
            stats["accepted_per_step"].append(n)
            stats["judge_only_accepted"] += n - min(n, n_std)
        stats["target_forwards"] += 1
        for i, t in enumerate(new):  # stop at a stop token or the token budget, even mid-draft
            if t in stop_ids or len(seq) + i + 1 - len(prompt) >= max_new_tokens:
                new = new[:i + 1]
                break
        seq.extend(new)
        if callback:
            callback(new)
    if device.type == "cuda":
        torch.cuda.synchronize(device)
    out = seq[len(prompt):]
    stats["new_tokens"] += len(out)
    stats["seconds"] += time.perf_counter() - t0
    return out


def summarize(stats: dict, model_bytes: int) -> dict:
    """Derived numbers for the closing stats line and --stats_json."""
    s = dict(stats)
    s["tok_s"] = s["new_tokens"] / max(s["seconds"], 1e-9)
    s["bandwidth_GBs"] = model_bytes * s["tok_s"] / 1e9
    s["tokens_per_target_forward"] = s["new_tokens"] / max(s["target_forwards"], 1)
    steps = s["accepted_per_step"]
    if steps:
        s["mean_accepted"] = sum(steps) / len(steps)
        s["accepted_histogram"] = {n: steps.count(n) for n in sorted(set(steps))}
    return s


def model_bytes(model: torch.nn.Module) -> int:
    """Bytes of weights read per forward (shared tensors once; KV caches and tables excluded)."""
    seen, total = set(), 0
    for name, t in list(model.named_parameters()) + list(model.named_buffers()):
        if t.data_ptr() in seen or "cache" in name or name in ("freqs_cis", "causal_mask"):
            continue
        seen.add(t.data_ptr())
        total += t.numel() * t.element_size()
    return total


# ------------------------------------------------------------------------------------------------- CLI
def parse_device(name: str) -> torch.device:
    try:
        device = torch.device(name)
    except RuntimeError:
        raise SystemExit(f"error: unknown device {name!r} (use cpu, cuda or cuda:N)")
    if device.type == "cuda" and not torch.cuda.is_available():
        raise SystemExit(f"error: device {name!r} asked for, but this torch sees no CUDA GPU")
    if device.type not in ("cpu", "cuda"):
        raise SystemExit(f"error: device type {device.type!r} is not supported (use cpu or cuda)")
    return device


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint_path", type=Path, default=DEFAULT_CHECKPOINT,
                    help="checkpoint folder (model.pth + config.json + tokenizer) or a .pth inside one")
    ap.add_argument("--prompt", default=None, help=f"prompt text (default: {DEFAULT_PROMPT!r})")
    ap.add_argument("--prompt_file", type=Path, default=None, help="read the prompt from a file")
    ap.add_argument("--chat", action=argparse.BooleanOptionalAction, default=True,
                    help="wrap the prompt in the model's chat template (default on)")
    ap.add_argument("--max_new_tokens", type=int, default=200)
    ap.add_argument("--temperature", type=float, default=0.0, help="0 = greedy")
    ap.add_argument("--top_k", type=int, default=None)
    ap.add_argument("--top_p", type=float, default=1.0)
    ap.add_argument("--num_samples", type=int, default=1)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--compile", action="store_true", help="torch.compile the forward passes")
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument("--dtype", choices=["float32", "bfloat16", "float16"], default=None,
                    help="default: float32 on CPU (faster than bf16 there for verify passes), bfloat16 on GPU")
    g = ap.add_argument_group("speculative / judge decoding")
    g.add_argument("--draft", choices=["model", "ngram", "text"], default=None,
                   help="draft source (implied by --draft_checkpoint_path / --draft_text)")
    g.add_argument("--draft_checkpoint_path", type=Path, default=None)
    g.add_argument("--draft_text", type=Path, default=None, help="file with an external answer to verify")
    g.add_argument("--speculate_k", type=int, default=20, help="draft tokens per verify pass")
    g.add_argument("--judge", type=Path, default=None, help="judge head file (train_judge.py)")
    g.add_argument("--delta", type=float, default=0.5, help="judge threshold; 1 = standard speculation")
    g.add_argument("--verify", choices=["standard", "topk"], default="standard")
    g.add_argument("--topk", type=int, default=10, help="K for --verify topk")
    g.add_argument("--stats_json", type=Path, default=None, help="write the run's stats here")
    return ap


def check_args(a) -> str | None:
    """Validate flag combinations; returns the draft source."""
    draft = a.draft or ("model" if a.draft_checkpoint_path else "text" if a.draft_text else None)
    if draft == "model" and a.draft_checkpoint_path is None:
        raise SystemExit("error: --draft model needs --draft_checkpoint_path")
    if draft == "text" and a.draft_text is None:
        raise SystemExit("error: --draft text needs --draft_text FILE")
    if a.draft_text is not None and not a.draft_text.exists():
        raise SystemExit(f"error: --draft_text {a.draft_text} does not exist")
    if a.judge is not None and draft is None:
        raise SystemExit("error: --judge needs a draft source (--draft ngram|text|model)")
    for name, ok in [("--max_new_tokens", a.max_new_tokens >= 1), ("--speculate_k", a.speculate_k >= 1),
                     ("--num_samples", a.num_samples >= 1), ("--temperature", a.temperature >= 0),
                     ("--top_p", 0 < a.top_p <= 1), ("--top_k", a.top_k is None or a.top_k >= 1),
                     ("--delta", 0 <= a.delta <= 1), ("--topk", a.topk >= 1)]:
        if not ok:
            raise SystemExit(f"error: bad value for {name}")
    return draft


def main(argv=None):
    a = build_parser().parse_args(argv)
    draft = check_args(a)
    device = parse_device(a.device)
    try:
        rank, world_size = tp.maybe_init_distributed(device)  # (0, 1) unless launched by torchrun
    except ValueError as e:
        raise SystemExit(f"error: {e}")
    if world_size > 1 and device.type == "cuda":
        device = torch.device("cuda", torch.cuda.current_device())  # this rank's GPU
    if rank != 0:
        sys.stdout = open(os.devnull, "w")  # one copy of the answer and the stats: rank 0's
    dtype = getattr(torch, a.dtype) if a.dtype else (torch.float32 if device.type == "cpu" else torch.bfloat16)
    from tokenizer import load_tokenizer

    torch.manual_seed(a.seed)
    try:
        # Under tensor parallelism load on the CPU (mmap: nothing read yet) and shard there, so that a
        # GPU never holds more than its shard.
        model = load_model(a.checkpoint_path, "cpu" if world_size > 1 else device, dtype).eval()
        model = tp.apply_tp(model).to(device)
        ckpt_dir = a.checkpoint_path if a.checkpoint_path.is_dir() else a.checkpoint_path.parent
        tok = load_tokenizer(ckpt_dir)
        dmodel = load_model(a.draft_checkpoint_path, device, dtype).eval() if draft == "model" else None
        head = judge.load_judge(a.judge, model.args.dim, device)[0] if a.judge else None
    except (FileNotFoundError, ValueError) as e:
        raise SystemExit(f"error: {e}")
    if dmodel is not None and dmodel.args.vocab_size != model.args.vocab_size:
        raise SystemExit(f"error: draft vocab ({dmodel.args.vocab_size}) differs from the target's "
                         f"({model.args.vocab_size}): they must share a tokenizer")

    text = a.prompt_file.read_text() if a.prompt_file else (a.prompt if a.prompt is not None else DEFAULT_PROMPT)
    prompt = tok.encode_chat(text) if a.chat else tok.encode(text, bos=tok.bos_id is not None)
    draft_tokens = tok.encode(a.draft_text.read_text()) if draft == "text" else None
    k = a.speculate_k if draft else 0
    context = model.args.max_seq_len if dmodel is None else min(model.args.max_seq_len, dmodel.args.max_seq_len)
    if len(prompt) + k + 2 > context:
        raise SystemExit(f"error: the prompt is {len(prompt)} tokens, but the model's context is {context} "
                         f"(with {k} draft tokens per step): shorten the prompt")
    max_new = min(a.max_new_tokens, context - len(prompt) - k - 1)
    if max_new < a.max_new_tokens:
        print(f"note: --max_new_tokens cut to {max_new} to fit the context of {context}", file=sys.stderr)
    for m in (model, dmodel):
        if m is not None:
            m.setup_caches(1, len(prompt) + max_new + k + 1)
    if a.compile:
        compile_passes("reduce-overhead" if device.type == "cuda" else None)

    nbytes = model_bytes(model)
    runs = []
    for i in range(a.num_samples):
        shown, printed = [], [0]

        def stream(new):
            # Decode everything so far and print the new suffix, so that a multi-byte character split
            # across tokens appears once it is complete.
            shown.extend(t for t in new if t not in tok.stop_ids)
            text = tok.decode(shown)
            if not text.endswith("\ufffd"):
                print(text[printed[0]:], end="", flush=True)
                printed[0] = len(text)

        stats = new_stats()
        generate(model, prompt, max_new, stop_ids=tok.stop_ids,
                 sampling=Sampling(a.temperature, a.top_k, a.top_p), draft=draft, draft_model=dmodel,
                 draft_text=draft_tokens, speculate_k=k, judge_head=head, delta=a.delta, verify=a.verify,
                 topk=a.topk, callback=stream, stats=stats)
        s = summarize(stats, nbytes)
        runs.append(s)
        print()
        line = (f"[{i + 1}/{a.num_samples}] {s['new_tokens']} tokens in {s['seconds']:.2f} s: "
                f"{s['tok_s']:.1f} tok/s, {s['bandwidth_GBs']:.2f} GB/s (model {nbytes / 1e6:.0f} MB x tok/s)")
        if draft:
            line += (f"; {s['target_forwards']} target forwards, {s.get('mean_accepted', 0):.2f} accepted/step, "
                     f"{s['judge_only_accepted']} accepted by the judge alone")
        print(line)
        if draft and s.get("accepted_histogram"):
            print(f"accepted per step: {s['accepted_per_step']}")
    if a.stats_json and rank == 0:
        a.stats_json.parent.mkdir(parents=True, exist_ok=True)
        a.stats_json.write_text(json.dumps({"args": {k: str(v) for k, v in vars(a).items()}, "runs": runs}, indent=1))
    if torch.distributed.is_initialized():
        torch.distributed.destroy_process_group()
    return runs


if __name__ == "__main__":
    main()
