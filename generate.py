"""Generate text with a Llama-family target: autoregressive, speculative, or judge decoding.

Follow one token: `generate` prefills the prompt into the target's static KV cache and then loops over
`step`: a draft source (an EAGLE-3 head reading the target's own features, a draft model, prompt lookup, or
an external text) proposes up to k tokens; the
target scores [last, d_1..d_m] in ONE forward pass (`verify_forward`); `accept` applies the standard test
and the chosen lossy rule (judge.py) and returns how many drafts to keep plus the target's next token. The
cache needs no rollback: positions past the accepted prefix are hidden by the causal mask and overwritten.

    python generate.py                                   # the embedded SmolLM2 default, chat, greedy
    python generate.py --draft eagle                     # exact speculation, the committed EAGLE-3 head
    python generate.py --prompt_file p.txt --draft ngram                     # exact speculation
    python generate.py --prompt "What is 3 + 4?" --draft_text answer.txt --verify judge \\
        --judge judges/SmolLM2-135M-Instruct.pt                               # judge decoding
    python generate.py --interactive --draft ngram                            # chat; Ctrl-D ends
    torchrun --nproc_per_node 2 generate.py --checkpoint_path checkpoints/Meta-Llama-3.1-8B-Instruct
"""
import argparse
import json
import math
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import torch

import checkpoint
import flags
import judge
import quantize
import report
import tp
import draft as drafting
from draft import Draft, load_eagle
from model import EagleHead, Transformer, prepack
from sampling import MIN_TEMPERATURE, Sampling, next_token, probs_from_logits, sample

DEFAULT_CHECKPOINT = Path(__file__).resolve().parent / "checkpoints" / "SmolLM2-135M-Instruct"
DEFAULT_PROMPT = "What is the capital of France?"
JUDGES = Path(__file__).resolve().parent / "judges"
# --draft model without --draft_checkpoint_path: the draft of a target's folder, in the folder beside it; its
# int8 weights where they exist (the faster draft here: docs/guide.md).
DEFAULT_DRAFTS = {"Qwen2.5-Coder-1.5B-Instruct": "Qwen2.5-Coder-0.5B-Instruct"}
EAGLE_STOP = 0.0  # --eagle_stop's default: off, the head's confidence sizes its chain (a cut at 0.3 adds nothing: results/LOG.md)


# ----------------------------------------------------------------------------------------- model passes
def forward_logits(model: Transformer, tokens: torch.Tensor, input_pos: torch.Tensor) -> torch.Tensor:
    """Logits of the last position for tokens (T,) at input_pos (T,): prefill and one-token decode."""
    return model(tokens[None], input_pos, last_only=True)[0, -1]


def verify_forward(model: Transformer, tokens: torch.Tensor, input_pos: torch.Tensor, aux_layers: tuple[int, ...] = ()):
    """The verify pass: logits (T, V) and final hidden states (T, dim) for tokens (T,) in ONE forward, and
    the residual stream entering each of aux_layers, concatenated (T, len(aux_layers) * dim), or None.
    hidden[i] is the state at tokens[i]'s own position: what the judge reads for draft token tokens[i].
    train_judge.py calls this same function to extract its training features."""
    if not aux_layers:
        logits, hidden = model(tokens[None], input_pos, return_hidden=True)
        return logits[0], hidden[0], None
    logits, hidden, aux = model(tokens[None], input_pos, aux_layers=aux_layers)
    return logits[0], hidden[0], aux[0]


def head_forward(head: EagleHead, tokens: torch.Tensor, g: torch.Tensor, input_pos: torch.Tensor):
    """An EAGLE-3 head over tokens (T,) with features g (T, dim) at input_pos (T,): draft logits (T, draft
    vocab) and the head's output h (T, dim), the features of its next chained position."""
    logits, h = head(tokens[None], g[None], input_pos)
    return logits[0], h[0]


def layer_states(aux: torch.Tensor, have: tuple[int, ...], want: tuple[int, ...]) -> torch.Tensor:
    """The states of layers `want` (..., len(want) * dim) out of aux, the concatenated states of layers `have`."""
    dim = aux.size(-1) // len(have)
    return torch.cat([aux[..., have.index(i) * dim:(have.index(i) + 1) * dim] for i in want], -1)


@dataclass
class Passes:
    """The forward passes as a step runs them (eager, or compiled by compile_passes), and what a pass
    over w tokens costs (cost[w], seconds; measure_costs), from which a step picks how many drafts to verify."""
    decode: Callable = forward_logits
    verify: Callable = verify_forward
    buckets: tuple[int, ...] = ()  # compiled: a verify pass is padded up to one of these widths
    cost: list[float] | None = None  # None: verify every proposed draft
    head: Callable = head_forward  # an EAGLE head's pass
    draft_cost: float = 0.0  # seconds of one chained draft (a head's: measure_head_cost; a draft model's step); 0: free
    adapt: bool = False  # the costs follow what the run spends (draft.realised); off: fixed, as stored ones are
    measured: tuple = ()  # (cost, draft_cost) as measured at start-up, before any correction

    def width(self, w: int) -> int:
        return next((b for b in self.buckets if b >= w), w)


def verify_buckets(k: int) -> tuple[int, ...]:
    """Verify widths compiled for drafts of up to k tokens: each is one compile, and a pass is padded up
    to the next. Measured on CPU (SmolLM2 fp32, scripts/bench_quant.py) a pass over 2 tokens costs more
    than over 4 (the GEMM's small-row path), and then ~3 ms more per token: 4-token steps waste at most
    3 tokens' cost."""
    return tuple(sorted({w for w in (4, 8, 12, 16) if w < k + 1} | {k + 1}))


def compile_passes(mode: str | None, k: int = 0) -> Passes:
    """Both passes compiled with static shapes: positions are device tensors, so new values never
    recompile; each verify width (verify_buckets(k)) and each model is one compile."""
    if mode == "reduce-overhead":  # CUDA: tunes the launch configs of the small-row kernels Inductor makes
        import torch._inductor.config as inductor_config

        inductor_config.coordinate_descent_tuning = True
    dynamo = torch._dynamo.config  # several widths and models share one compiled function: allow them all
    setattr(dynamo, "recompile_limit" if hasattr(dynamo, "recompile_limit") else "cache_size_limit", 64)
    return Passes(torch.compile(forward_logits, mode=mode, fullgraph=True, dynamic=False),
                  torch.compile(verify_forward, mode=mode, fullgraph=True, dynamic=False), verify_buckets(k),
                  head=torch.compile(head_forward, mode=mode, fullgraph=True, dynamic=False))


# ------------------------------------------------------------------------------------------- acceptance
def accept(logits, hidden, draft, q, n_draft: int, s: Sampling, v: judge.Verify,
           lossy_ok: torch.Tensor | None = None) -> tuple[int, int, int]:
    """Decide one verify step. logits (W, V) and hidden (W, ...) come from the verify pass over
    [last, d_1..d_{W-1}] (hidden: the final states, then the layers v.layers, judge.judge_states); draft (W-1,) holds n_draft real drafts (the rest pads the pass up to a compiled
    width and is never kept); q (W-1, V) draft probs, or None for drafts without them (prompt lookup,
    text: one-hot). lossy_ok (W-1,) bool: where the rule may keep a draft at all (judge.outside_code), or None:
    everywhere. Returns (n kept drafts, next token, n kept by the standard test alone) as ints, the same on every
    rank."""
    k = draft.numel()
    idx = torch.arange(k, device=draft.device)
    real = idx < n_draft
    if s.temperature <= 0:
        std_ok = (logits[:k].argmax(-1) == draft) & real
    else:  # keep d_i with probability min(1, p/q)
        p = probs_from_logits(logits, s)
        q_d = q[idx, draft] if q is not None else torch.ones(k, device=draft.device)
        std_ok = (torch.rand(k, device=draft.device) * q_d < p[idx, draft]) & real
    keep = std_ok
    if v.rule != "standard":
        need = v.rule != "judge" or v.strict_above < 1 or (v.head is not None and v.head.scalars)
        stats = judge.token_stats(logits[:k], draft, q) if need else None
        judge_p = None
        if v.head is not None:  # the same features training read (train_judge.extract_features)
            feats = judge.judge_features(v.head.scalars, logits[:k], hidden[1:k + 1], draft, q, stats)
            judge_p = judge.judge_probs(v.head, feats)
        keep = std_ok | (judge.rule_ok(v.rule, v.threshold, stats, std_ok, judge_p, v.window, v.strict_above) & real)
        top = logits[:k].argmax(-1)  # the target's own choice at each draft
        keep = std_ok | (keep & judge.guard_degenerate(draft, top, v.blank, v.stops))
        if lossy_ok is not None:
            keep = std_ok | (keep & lossy_ok)
        if v.fence is not None:  # the target would open or close a code block here: code or prose is its choice
            keep = std_ok | (keep & ~v.fence[top])
        if v.numbers is not None:  # a number, the draft's or the target's: only the standard test keeps it
            keep = std_ok | (keep & ~v.numbers[draft] & ~v.numbers[top])
    n, n_std = judge.leading_true(keep), judge.leading_true(std_ok)
    if s.temperature <= 0:  # the argmax at n: d_n was not it, or n is past the last draft
        nxt = logits[n].argmax()
    else:
        # d_n (if real) was rejected, so the target's token comes from norm(max(0, p - q)): what makes
        # standard speculation exact. Past the last draft the target samples freely.
        last = n.clamp(max=k - 1)
        q_n = q[last] if q is not None else torch.nn.functional.one_hot(draft[last], p.size(-1)).float()
        residual = (p[n] - q_n).clamp(min=0)
        use = (n < n_draft) & (residual.sum() > 0)
        nxt = sample(torch.where(use, residual / residual.sum().clamp(min=1e-30), p[n]))
    bad = ~torch.isfinite(logits).all()  # a corrupt checkpoint; free here, inside the step's one sync
    # The step's one host sync; under tensor parallelism every rank adopts rank 0's decision.
    n, nxt, n_std, bad = tp.agree(torch.stack([n, nxt, n_std, bad.long()])).tolist()
    check_finite(bad)
    return n, nxt, n_std


def check_finite(bad):
    if bad:
        raise FloatingPointError("the target's logits are not finite (NaN or inf): the checkpoint's weights are "
                                 "corrupt, or the activations overflow this dtype")


# ------------------------------------------------------------------------------------------- one step
def step(model: Transformer, seq: list[int], d: Draft | None, v: judge.Verify, s: Sampling, passes: Passes,
         stats: dict, decide: Callable = accept, answer_from: int = 0) -> list[int]:
    """One decoding step after seq, whose last token is not yet in the target's cache: draft (draft.py), one
    verify pass, accept, the target's next token. Returns the new tokens: the kept drafts, then the target's.
    `decide` has accept's signature; benchmarks replace it to force an accepted length. answer_from: where the
    answer begins in seq (a rule with standard_in_code finds the answer's code blocks from there)."""
    device = model.norm.weight.device
    pos = len(seq) - 1
    t0 = time.perf_counter()
    offered, q = drafting.propose(d, seq, s, passes) if d is not None else ([], None)
    t1 = time.perf_counter()  # the drafts' cost; the verify pass's ends where its decision reaches the host
    made = len(offered) if d is not None and d.kind in ("model", "eagle") else 0
    m = drafting.to_verify(d, len(offered), passes, lossy=v.rule != "standard") if d is not None else 0
    reads = drafting.layers(d)  # the target layers an EAGLE head reads from every pass
    stats["target_forwards"] += 1
    if m == 0:  # autoregressive, or no draft worth verifying: a plain one-token step
        tok, at = torch.tensor(seq[-1:], device=device), torch.tensor([pos], device=device)
        if reads:  # the head reads the target's features of every position
            logits, _, d.feats = passes.verify(model, tok, at, reads)
            logits = logits[0]
        else:
            logits = passes.decode(model, tok, at)
        bad = ~torch.isfinite(logits).all()
        nxt, bad = tp.agree(torch.stack([next_token(logits, s), bad.long()])).tolist()
        check_finite(bad)
        if d is not None:
            drafting.realised(passes, stats, 1, time.perf_counter() - t1, made, t1 - t0, device)
            drafting.observe(d, offered, 0, 0, nxt)
            stats["no_draft_steps"] += 1
        return [nxt]
    w = passes.width(m + 1)  # [last, d_1..d_m], padded up to a compiled width with copies of d_m
    drafted = torch.as_tensor(offered[:m], device=device)
    drafted = torch.cat([drafted, drafted[-1:].expand(w - 1 - m)])
    if q is not None:  # the drafter may have drafted more than pay to verify: q of the verified ones only
        q = torch.cat([q[:m], q[m - 1:m].expand(w - 1 - m, -1)])
    tokens = torch.cat([torch.tensor(seq[-1:], device=device), drafted])
    # One pass returns the layers both the judge (v.layers) and an EAGLE head read.
    layers = tuple(sorted(set(v.layers) | set(reads)))
    logits, hidden, aux = passes.verify(model, tokens, torch.arange(pos, pos + w, device=device), layers)
    if v.layers:  # what the judge reads (judge.judge_states)
        hidden = torch.cat([hidden, layer_states(aux, layers, v.layers)], -1)
    region = {}
    if v.code is not None:  # the rule keeps nothing inside the answer's code blocks
        region["lossy_ok"] = judge.outside_code(v.code, seq[answer_from:], drafted[:m].tolist(), w - 1).to(device)
    n, nxt, n_std = decide(logits, hidden, drafted, q, m, s, v, **region)
    drafting.realised(passes, stats, w, time.perf_counter() - t1, made, t1 - t0, device)
    drafting.observe(d, offered, m, n, nxt)
    if reads:  # what the head reads next step: the features of [last, d_1..d_n], now verified
        d.feats = layer_states(aux[:n + 1], layers, reads)
    stats["accepted_per_step"].append(n)
    stats["drafted_per_step"].append(m)
    stats["rule_only_accepted"] += n - n_std
    return drafted[:n].tolist() + [nxt]


def prefill(model: Transformer, prompt: list[int], start: int, d: Draft | None, stats: dict):
    """Prefill the prompt's tokens from position `start` on, all but its last: a step starts from "last token
    not yet in the cache", so even the answer's first token can come from a draft (and be judged). The draft
    prefills its own cache (draft.py); an EAGLE head also reads the target's features of the prompt."""
    device, aux = model.norm.weight.device, None
    if len(prompt) - 1 > start:
        ctx = torch.tensor(prompt[start:-1], device=device)
        ctx_pos = torch.arange(start, len(prompt) - 1, device=device)
        if d is not None and d.kind == "eagle":
            logits, _, aux = verify_forward(model, ctx, ctx_pos, d.aux_layers)
        else:
            logits = forward_logits(model, ctx, ctx_pos)
        check_finite(tp.agree((~torch.isfinite(logits).all()).long()).item())
        stats["target_forwards"] += 1
    stats["prefilled"] += len(prompt) - start  # the last one goes through the first step
    if d is not None:
        drafting.prefill(d, prompt, start, aux)


# --------------------------------------------------------------------------------------------- the loop
@torch.no_grad()
def generate(model: Transformer, prompt: list[int], max_new_tokens: int, *, stop_ids=(), sampling=Sampling(),
             draft: Draft | None = None, verify: judge.Verify = judge.Verify(), passes: Passes = Passes(), callback=None,
             stats: dict | None = None, decide: Callable = accept, cached: int = 0,
             until: Callable[[list[int]], int | None] | None = None) -> list[int]:
    """Generate up to max_new_tokens after `prompt`: autoregressive without a draft, else speculative with
    `verify`'s rule. Caches must hold len(prompt) + max_new_tokens + draft.k + 1 positions. Returns the
    new tokens (ending with a stop token if one was produced). `decide`: see step. cached: how many of the
    prompt's first tokens the target's cache holds already (a chat's earlier turns): only the rest is
    prefilled. A draft model's cache is prefilled over the whole prompt (it is small). An EAGLE head's cache
    holds the positions before draft.pos (stats["head_pos"] of the last turn): the target's pass starts
    there if that is earlier, since the head needs the target's features of every position it catches up on.
    until(new tokens so far) -> how many of them to keep, or None: a stop condition on the text (the end of a
    code block, data/benchmarks.code_block_end), asked after every step; the output is cut there, so a step that
    overshoots it gives what a one-token loop would have stopped at."""
    device = model.norm.weight.device
    stats = report.new_stats() if stats is None else stats
    k = draft.k if draft else 0
    need = len(prompt) + max_new_tokens + k + 1
    held = min(model.max_seq_len, draft.head.max_seq_len) if draft and draft.kind == "eagle" else model.max_seq_len
    if need > held:
        raise ValueError(f"caches hold {held} positions, this request needs {need}")
    if not 0 <= cached < max(len(prompt), 1):
        raise ValueError(f"cached={cached}: the cache can hold at most the prompt's first {len(prompt) - 1} tokens")
    eagle = draft is not None and draft.kind == "eagle"
    start = min(cached, draft.pos) if eagle else cached  # the first position this call's prefill pass reads
    d = None if draft is None else drafting.fresh(draft, len(prompt))
    t0 = time.perf_counter()
    prefill(model, prompt, start, d, stats)
    seq = list(prompt)
    while len(seq) - len(prompt) < max_new_tokens and (len(seq) == len(prompt) or seq[-1] not in stop_ids):
        steps, rule_only = len(stats["accepted_per_step"]), stats["rule_only_accepted"]
        new = step(model, seq, d, verify, sampling, passes, stats, decide, answer_from=len(prompt))
        keep = next((i + 1 for i, t in enumerate(new)  # stop at a stop token or the token budget, even mid-draft
                     if t in stop_ids or len(seq) + i + 1 - len(prompt) >= max_new_tokens), len(new))
        cut = until(seq[len(prompt):] + new[:keep]) if until is not None else None
        if cut is not None:  # the text says stop: keep `cut` of the answer's tokens
            keep = cut - (len(seq) - len(prompt))
        if keep < len(new):
            report.uncount_cut(stats, len(new) - keep, steps, stats["rule_only_accepted"] - rule_only)
            new = new[:keep]
        if len(seq) == len(prompt):
            stats["ttft"] += time.perf_counter() - t0
            stats["first_tokens"] += len(new)
        seq.extend(new)
        if callback:
            callback(new)
        if cut is not None:
            break
    if device.type == "cuda":
        torch.cuda.synchronize(device)
    out = seq[len(prompt):]
    if eagle:  # the head's cache is written from the target's features before this position: a chat's next turn
        stats["head_pos"] = d.pos
    stats["new_tokens"] += len(out)
    stats["seconds"] += time.perf_counter() - t0
    return out


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
    ap.add_argument("--max_new_tokens", type=flags.count(1), default=200)
    ap.add_argument("--temperature", type=flags.real(0, 100), default=0.0, help="0 = greedy")
    ap.add_argument("--top_k", type=flags.count(1), default=None)
    ap.add_argument("--top_p", type=flags.real(0, 1, above=True), default=1.0)
    ap.add_argument("--num_samples", type=flags.count(1), default=1)
    ap.add_argument("--seed", type=flags.SEED, default=0)
    ap.add_argument("--compile", action="store_true", help="torch.compile the forward passes")
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument("--dtype", choices=["float32", "bfloat16", "float16"], default=None,
                    help="default: float32 on CPU (faster than bf16 there for verify passes), bfloat16 on GPU")
    ap.add_argument("--threads", type=flags.count(1, 4096), default=None,
                    help="CPU threads for torch (default: torch's, one per core). Give it only the free cores: "
                         "OpenMP threads that share a core with another busy process stall each other")
    g = ap.add_argument_group("speculative / judge decoding")
    g.add_argument("--draft", choices=["eagle", "model", "ngram", "text"], default=None,
                   help="draft source (implied by --eagle / --draft_checkpoint_path / --draft_text)")
    g.add_argument("--eagle", type=Path, default=None,
                   help="EAGLE-3 head: a train_draft.py .pt or a speculators folder; default: "
                        "judges/<checkpoint folder>.eagle.pt")
    g.add_argument("--eagle_stop", type=flags.real(0, 1), default=EAGLE_STOP,
                   help="also stop a head's draft after a token it gives a probability below this (default 0: "
                        "the chain goes on while the head's confidence says another draft pays)")
    g.add_argument("--draft_checkpoint_path", type=Path, default=None)
    g.add_argument("--draft_vocab", type=flags.count(0, 1 << 24), default=0, metavar="N",
                   help="a draft model proposes only N tokens of its vocabulary (the stop tokens, the most frequent in "
                        "project text, data/draft_vocab/<draft folder>.json, then the lowest ids): a cheaper output "
                        "layer, verification still exact; 0 = all (default)")
    g.add_argument("--draft_text", type=Path, default=None, help="file with an external answer to verify")
    g.add_argument("--speculate_k", type=flags.count(1, 256), default=20, help="most draft tokens per verify pass")
    g.add_argument("--verify", choices=judge.RULES, default=None,
                   help="acceptance rule OR-ed with the standard test (judge.py); default: judge with --judge, "
                        "else standard (exact)")
    g.add_argument("--threshold", "--delta", type=flags.real(0, math.inf), default=None, dest="threshold",
                   help="the rule's threshold; default: its calibrated operating point (a judge file's own)")
    g.add_argument("--window", type=flags.count(1, 256), default=judge.FLY_WINDOW, help="fly: agreeing drafts after a mismatch")
    g.add_argument("--strict_above", type=flags.real(0, 1), default=None, metavar="TAU",
                   help="any lossy rule: only the standard test decides where the target's top-1 probability "
                        "is above TAU (JuDi's confidence mask, e.g. 0.9); 1 = off; default: a judge file's "
                        "stored mask, else off")
    g.add_argument("--standard_in_code", action=argparse.BooleanOptionalAction, default=None,
                   help="a lossy rule keeps nothing inside the answer's code blocks, nor where the target would open "
                        "one (only the standard test does there); default: the judge file's stored choice, else off")
    g.add_argument("--standard_in_numbers", action=argparse.BooleanOptionalAction, default=None,
                   help="a lossy rule keeps no draft token with a digit, nor one where the target's own token has a digit "
                        "(only the standard test does there); default: the judge file's stored choice, else off")
    g.add_argument("--judge", type=Path, default=None,
                   help="judge head file (train_judge.py); default: judges/<checkpoint folder>.pt")
    ap.add_argument("--interactive", action="store_true",
                    help="chat in the shell: one message per line, the conversation kept in the KV cache; Ctrl-D ends")
    ap.add_argument("--stats_json", type=flags.out_path, default=None, help="write the run's stats here")
    ap.add_argument("--force", action="store_true", help="replace an existing --stats_json file")
    return ap


THRESHOLD_RANGE = {"judge": (0, 1), "guarded": (0, 1), "typical": (0, 1), "kl": (0, math.inf),
                   "fly": (0, math.inf), "topk": (0, math.inf)}


def check_args(a) -> tuple[str | None, str]:
    """Validate flags before anything is loaded; returns (draft source, rule)."""
    draft = a.draft or ("model" if a.draft_checkpoint_path else "text" if a.draft_text else "eagle" if a.eagle else None)
    rule = a.verify or ("judge" if a.judge else "standard")
    for flag, given, kind in [("--eagle", a.eagle is not None, "eagle"), ("--eagle_stop", a.eagle_stop != EAGLE_STOP, "eagle"),
                              ("--draft_text", a.draft_text is not None, "text"),
                              ("--draft_checkpoint_path", a.draft_checkpoint_path is not None, "model"),
                              ("--draft_vocab", a.draft_vocab != 0, "model")]:
        if given and draft != kind:  # a flag another draft source reads would be ignored: say so
            raise SystemExit(f"error: {flag} is read by --draft {kind}, not --draft {draft}")
    if draft == "eagle" and a.eagle is None:
        a.eagle = JUDGES / f"{checkpoint.folder(a.checkpoint_path).name}.eagle.pt"  # the committed one for this target
        if not a.eagle.exists():
            raise SystemExit(f"error: --draft eagle needs --eagle FILE: there is no {a.eagle} for this target "
                             f"(train one with train_draft.py)")
    if draft == "model" and a.draft_checkpoint_path is None:
        target = checkpoint.folder(a.checkpoint_path)
        if target.name not in DEFAULT_DRAFTS:
            raise SystemExit(f"error: --draft model needs --draft_checkpoint_path: {target.name} has no default draft")
        folder = target.parent / DEFAULT_DRAFTS[target.name]  # beside the target, as scripts/setup_pair.py puts it
        a.draft_checkpoint_path = folder / "model_int8.pth" if (folder / "model_int8.pth").is_file() else folder
    if draft == "text" and a.draft_text is None:
        raise SystemExit("error: --draft text needs --draft_text FILE")
    if a.interactive:  # the messages come from stdin, one turn at a time
        for flag, given in [("--draft_text", draft == "text"), ("--prompt", a.prompt is not None),
                            ("--prompt_file", a.prompt_file is not None), ("--no-chat", not a.chat),
                            ("--num_samples", a.num_samples != 1)]:
            if given:
                raise SystemExit(f"error: {flag} answers one prompt; --interactive reads each turn from stdin: "
                                 f"drop one of them")
    if rule != "standard" and draft is None:
        raise SystemExit(f"error: --verify {rule} needs a draft source (--draft ngram|text|model|eagle)")
    if rule in ("judge", "guarded") and a.judge is None:
        a.judge = JUDGES / f"{checkpoint.folder(a.checkpoint_path).name}.pt"  # the committed one for this target
        if not a.judge.exists():
            raise SystemExit(f"error: --verify {rule} needs --judge FILE: there is no {a.judge} for this target "
                             f"(train one with train_judge.py)")
    if a.judge is not None and rule not in ("judge", "guarded"):
        raise SystemExit(f"error: --judge is read by --verify judge or guarded, not {rule}")
    if 0 < a.temperature < MIN_TEMPERATURE:
        print(f"note: --temperature {a.temperature:g} is below {MIN_TEMPERATURE:g}, where sampling is greedy decoding "
              f"(and l / T overflows): decoding greedily", file=sys.stderr)
        a.temperature = 0.0
    if a.threshold is not None:
        lo, hi = THRESHOLD_RANGE.get(rule, (1, 1))
        if rule == "standard":
            raise SystemExit("error: --threshold (--delta) needs a lossy rule (--verify judge|guarded|kl|typical|fly|topk)")
        if not lo <= a.threshold <= hi:
            raise SystemExit(f"error: --threshold (--delta) for {rule} must be in [{lo:g}, {hi:g}], got {a.threshold:g}")
        if rule == "topk" and math.isfinite(a.threshold) and not a.threshold.is_integer():  # K: a count
            raise SystemExit(f"error: --threshold for topk is K, a whole number of tokens, got {a.threshold:g}")
    if a.stats_json is not None:
        try:
            checkpoint.check_writable(a.stats_json, a.force)
        except (ValueError, FileExistsError) as e:
            raise SystemExit(f"error: --stats_json: {e}")
    return draft, rule


# --interactive's cache: every pass attends over all of it, and the causal mask is context^2 bools (2 GB at
# Llama-3's 131072): a chat that outgrows it gets a note and may start over.
CHAT_CONTEXT = 4096


def read_turn(rank: int) -> str | None:
    """The user's next message, or None at EOF (Ctrl-D) or Ctrl-C. Under torchrun only rank 0 reads stdin;
    the other ranks receive what it read, so every rank runs the same turns."""
    line = None
    while rank == 0:
        try:
            line = input("> ")
        except (EOFError, KeyboardInterrupt):
            line = None
        except UnicodeDecodeError:  # a strict stdin
            line = "\udcff"
        # Bytes that are not UTF-8 arrive as lone surrogates (Python's surrogateescape): the tokenizer would turn
        # them into U+FFFD and the model would answer a message the user did not write. Ask again instead.
        if line is None or not any("\udc80" <= c <= "\udcff" for c in line):
            break
        print("note: that line is not UTF-8 text: type it again", file=sys.stderr)
    if torch.distributed.is_initialized() and torch.distributed.get_world_size() > 1:
        box = [line]
        torch.distributed.broadcast_object_list(box, src=0)
        line = box[0]
    return line


def chat_loop(model: Transformer, tok, spec: Draft | None, verify: judge.Verify, a, device, rank: int) -> tuple[list[dict], Passes]:
    """--interactive: a chat in the shell. The conversation stays in the target's chat template and in its KV
    cache across turns, so a turn prefills only its own tokens (the previous answer's end of turn, the
    message, the assistant header); drafts and rules work as for one prompt (prompt lookup searches the whole
    conversation); a stats line follows each answer. A turn that would overflow the context is refused with
    a note; EOF or Ctrl-C ends the chat. Returns each turn's stats, and the passes (for --stats_json)."""
    k = spec.k if spec else 0
    mods = [model] + drafting.modules(spec)
    context = min(min(m.args.max_seq_len for m in mods), CHAT_CONTEXT)
    if k + 3 > context:
        raise SystemExit(f"error: --speculate_k {k} does not fit the context of {context}: lower it")
    for m in mods:
        m.setup_caches(1, context)
    passes = prepare(a, device, spec, model)
    sampling, nbytes = Sampling(a.temperature, a.top_k, a.top_p), report.model_bytes(model)
    print(f"chatting with {checkpoint.folder(a.checkpoint_path).name} (context {context} tokens): one message per "
          f"line; Ctrl-D or Ctrl-C ends", file=sys.stderr)
    seq, runs = [], []  # seq: the conversation so far; the cache holds all of it but its last token
    while (text := read_turn(rank)) is not None:
        if not text.strip():
            continue
        # A generated stop token was never fed to the target: the template's own end of turn replaces it.
        history = seq[:-1] if seq and seq[-1] in tok.stop_ids else seq
        prompt = history + (tok.encode_next_turn(text) if seq else tok.encode_chat(text))
        max_new = min(a.max_new_tokens, context - len(prompt) - k - 1)
        if max_new < 1:
            why = (f"--speculate_k {k} leaves no room for an answer after it (lower it)" if len(prompt) + 2 <= context
                   else "the context leaves no room for an answer")
            print(f"note: with this message the conversation is {len(prompt)} tokens of a context of {context}, and "
                  f"{why}: turn refused (Ctrl-D ends the chat)", file=sys.stderr)
            continue
        stats, cached = report.new_stats(), max(len(seq) - 1, 0)
        try:
            out = generate(model, prompt, max_new, stop_ids=tok.stop_ids, sampling=sampling, draft=spec,
                           verify=verify, passes=passes, callback=report.streamer(tok), stats=stats, cached=cached)
        except KeyboardInterrupt:  # mid-answer: the cache is half-written, so the chat ends here
            print()
            break
        except FloatingPointError as e:
            raise SystemExit(f"\nerror: {checkpoint.resolve(a.checkpoint_path)[0]}: {e}")
        seq = prompt + out
        if spec is not None and spec.kind == "eagle":  # where the head's cache ends: the next turn's pass starts there
            spec.pos = stats["head_pos"]
        s = report.summarize(stats, nbytes, passes)
        runs.append(s)
        print()
        report.print_stats(s, f"[turn {len(runs)}]", nbytes, spec and spec.kind, verify.rule,
                    f"; prefilled {s['prefilled']} new tokens, {len(prompt) - s['prefilled']} from the cache")
    print()
    return runs, passes


def prepare(a, device, d: Draft | None, model: Transformer) -> Passes:
    """A run's passes (--compile's, or eager ones) and, with a draft, the measured costs that size its drafts."""
    passes = compile_passes("reduce-overhead" if device.type == "cuda" else None, d.k if d else 0) if a.compile else Passes()
    passes.adapt = True  # measured here at start-up, then corrected by what the run spends
    return drafting.measure_draft_costs(passes, d, model)


def main(argv=None):
    a = build_parser().parse_args(argv)
    draft, rule = check_args(a)
    device = parse_device(a.device)
    if a.threads:
        torch.set_num_threads(a.threads)
        if a.threads > (os.cpu_count() or a.threads):
            print(f"note: --threads {a.threads} is more than the {os.cpu_count()} cores here: threads will wait on "
                  f"each other", file=sys.stderr)
    try:
        text = checkpoint.read_text(a.prompt_file, "--prompt_file") if a.prompt_file else (
            a.prompt if a.prompt is not None else DEFAULT_PROMPT)
        draft_text = checkpoint.read_text(a.draft_text, "--draft_text") if draft == "text" else None
    except ValueError as e:
        raise SystemExit(f"error: {e}")
    if draft_text == "":  # nothing to verify (whitespace is a draft: the guard's test keeps it from the answer)
        raise SystemExit(f"error: --draft_text {a.draft_text} is empty: no answer to verify")
    if a.prompt_file and not text.strip():  # a file cut to nothing, or `echo > p.txt`: nothing to prompt with
        raise SystemExit(f"error: --prompt_file {a.prompt_file} is {'blank' if text else 'empty'}: nothing to prompt with")
    if draft == "model":  # from the configs, before ~20 s of loading weights
        try:
            vocabs = [checkpoint.read_config(checkpoint.resolve(p)[1]).vocab_size
                      for p in (a.checkpoint_path, a.draft_checkpoint_path)]
        except (FileNotFoundError, ValueError) as e:
            raise SystemExit(f"error: {e}")
        if vocabs[0] != vocabs[1]:
            raise SystemExit(f"error: --draft_checkpoint_path {a.draft_checkpoint_path} has a vocab of {vocabs[1]}, the "
                             f"target's {vocabs[0]}: they must share a tokenizer")
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
        model = checkpoint.load_model(a.checkpoint_path, "cpu" if world_size > 1 else device, dtype).eval()
        model = tp.apply_tp(model).to(device)
        tok = load_tokenizer(checkpoint.folder(a.checkpoint_path))
        dmodel = quantize.draft_kernels(checkpoint.load_model(a.draft_checkpoint_path, device, dtype).eval()) if draft == "model" else None
        ehead, emeta = load_eagle(a.eagle, model, device, dtype) if draft == "eagle" else (None, {})
        head, meta = judge.load_judge(a.judge, model.args.dim, device, model.args.n_layers) if a.judge else (None, {})
    except (FileNotFoundError, ValueError) as e:
        raise SystemExit(f"error: {e}")
    if dmodel is not None:
        try:
            drafting.reduce_vocab(dmodel, a.draft_vocab, checkpoint.folder(a.draft_checkpoint_path), tok.stop_ids)
        except ValueError as e:
            raise SystemExit(f"error: {e}")
    for m in (model, dmodel, ehead):  # now, not inside the first answer's time
        if m is not None:
            prepack(m)
    if tok.vocab_size > model.args.vocab_size:
        raise SystemExit(f"error: the tokenizer in {checkpoint.folder(a.checkpoint_path)} has {tok.vocab_size} tokens, "
                         f"more than the model's vocab_size {model.args.vocab_size}: they do not belong together")
    if dmodel is not None and dmodel.args.vocab_size != model.args.vocab_size:
        raise SystemExit(f"error: draft vocab ({dmodel.args.vocab_size}) differs from the target's "
                         f"({model.args.vocab_size}): they must share a tokenizer")
    try:
        verify = judge.make_verify(rule, tok, model.args.vocab_size, device, a.threshold, head, meta, a.window, a.strict_above,
                                   standard_in_code=a.standard_in_code, standard_in_numbers=a.standard_in_numbers)
        spec = None if draft is None else drafting.make(
            draft, a.speculate_k, model=dmodel, text=tok.encode(draft_text) if draft == "text" else None, head=ehead,
            aux_layers=emeta.get("aux_layers", ()), stop=a.eagle_stop if draft == "eagle" else 0.0)
    except ValueError as e:
        raise SystemExit(f"error: {e}")
    threshold = verify.threshold
    if rule in ("judge", "guarded"):
        ran = dict(meta, strict_above=verify.strict_above, standard_in_code=verify.code is not None,
                   standard_in_numbers=verify.numbers is not None)  # as this run has them
        print(judge.bound_line(a.judge, ran, threshold), file=sys.stderr)
        print("note: a judge keeps wrong steps too: on step-by-step math it lost more than half of exact speculation's "
              "right answers (docs/judge.md); --verify standard keeps the target's own", file=sys.stderr)
    if a.threshold is None and rule in judge.DEFAULT_THRESHOLD and threshold == judge.NEVER[rule]:
        print(f"note: no {rule} threshold keeps <= 2% of mistakes on the measured target, so by default it accepts "
              f"only what standard verification does; --threshold trades quality for speed (docs/guide.md: quality against speed)",
              file=sys.stderr)
    if a.interactive:
        if tok.chat_format is None:
            raise SystemExit(f"error: --interactive needs a chat template, and the tokenizer in "
                             f"{checkpoint.folder(a.checkpoint_path)} has none")
        runs, passes = chat_loop(model, tok, spec, verify, a, device, rank)
        return finish(a, rank, rule, threshold, passes, runs)

    if a.chat and tok.chat_format is None:
        raise SystemExit(f"error: the tokenizer in {checkpoint.folder(a.checkpoint_path)} has no chat template (no "
                         f"<|im_start|>/<|im_end|>): pass --no-chat to prompt with the plain text")
    prompt = tok.encode_chat(text) if a.chat else tok.encode(text, bos=tok.add_bos)
    if not prompt:  # --no-chat, an empty text and a tokenizer without BOS: nothing to condition on
        raise SystemExit("error: the prompt is empty: no token to start from (give --prompt text, or use the chat "
                         "template)")
    k = spec.k if spec else 0
    mods = [model] + drafting.modules(spec)
    context = min(m.args.max_seq_len for m in mods)
    if len(prompt) + 2 > context:
        raise SystemExit(f"error: the prompt is {len(prompt)} tokens, but the model's context is {context}: "
                         f"shorten the prompt")
    if len(prompt) + k + 2 > context:
        room = context - len(prompt) - 2
        raise SystemExit(f"error: --speculate_k {k} does not fit the context of {context} after a {len(prompt)}-token "
                         f"prompt: " + (f"lower it to at most {room}" if room >= 1 else "shorten the prompt"))
    max_new = min(a.max_new_tokens, context - len(prompt) - k - 1)
    if max_new < a.max_new_tokens:
        print(f"note: --max_new_tokens cut to {max_new} to fit the context of {context}", file=sys.stderr)
    for m in mods:
        m.setup_caches(1, len(prompt) + max_new + k + 1)
    passes = prepare(a, device, spec, model)  # make and verify as many drafts as pay
    if draft in ("eagle", "model"):
        print(f"note: {'a head draft' if draft == 'eagle' else 'a draft of the draft model'} costs "
              f"{passes.draft_cost / passes.cost[1]:.2f} of a one-token step, a verify pass over {k + 1} tokens "
              f"{passes.cost[k + 1] / passes.cost[1]:.2f}: each step drafts as many as its confidence says pay (up to "
              f"--speculate_k {k})" + (f", stopping after a draft below p = {a.eagle_stop}" if a.eagle_stop else ""),
              file=sys.stderr)
    nbytes = report.model_bytes(model)
    runs = []
    for i in range(a.num_samples):
        stats = report.new_stats()
        try:
            generate(model, prompt, max_new, stop_ids=tok.stop_ids, sampling=Sampling(a.temperature, a.top_k, a.top_p),
                     draft=spec, verify=verify, passes=passes, callback=report.streamer(tok), stats=stats)
        except FloatingPointError as e:
            raise SystemExit(f"\nerror: {checkpoint.resolve(a.checkpoint_path)[0]}: {e}")
        s = report.summarize(stats, nbytes, passes)
        runs.append(s)
        print()
        report.print_stats(s, f"[{i + 1}/{a.num_samples}]", nbytes, draft, rule)
    return finish(a, rank, rule, threshold, passes, runs)


def finish(a, rank: int, rule: str, threshold: float, passes: Passes, runs: list[dict]) -> list[dict]:
    """After the last answer: --stats_json (rank 0), and leave the process group."""
    if a.stats_json and rank == 0:
        blob = {"args": {k: str(v) for k, v in vars(a).items()}, "rule": rule, "threshold": threshold,
                "verify_cost_s": passes.cost, "runs": runs}
        checkpoint.write_atomic(a.stats_json, lambda tmp: tmp.write_text(json.dumps(blob, indent=1)), a.force)
    if torch.distributed.is_initialized():
        torch.distributed.destroy_process_group()
    return runs


def cli():
    """main() from a shell. Under torchrun every rank shares one stderr and Python writes an exit message and
    its newline in two calls, so two ranks' errors could fuse into one line: write each line in one call."""
    try:
        main()
    except KeyboardInterrupt:  # Ctrl-C mid-answer: what was printed stays; one line and a shell's status, no traceback
        print("\ninterrupted", file=sys.stderr)
        raise SystemExit(130) from None
    except SystemExit as e:
        if isinstance(e.code, str) and int(os.environ.get("WORLD_SIZE", "1")) > 1:
            os.write(2, (e.code + "\n").encode())
            raise SystemExit(1) from None
        raise
    if int(os.environ.get("WORLD_SIZE", "1")) > 1:
        # Under torchrun, leave without the interpreter's finalization: gloo's worker threads can be torn down
        # there after a clean run and abort the process ("terminate called without an active exception",
        # pytorch/pytorch#179291), which failed the run. The process group is already destroyed (finish).
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)


if __name__ == "__main__":
    cli()
