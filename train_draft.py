"""Train an EAGLE-3 draft head for a target model, in a straight line:

    prompts -> the target's answers and features (one batched pass) -> draft vocabulary -> training-time test
    -> saved head + metrics

Prompts: families of templates x fillers in data/draft_prompts.json (explanations, how-tos, code, comparisons,
creative writing, advice), grounded prompts over its passages (summarize, rewrite, list key points, fix a
corrupted copy), and short questions of the judge's built-in families (frozen in the same file); a share
is rephrased by the file's wrappers. Prompts equal to one of scripts/bench.py's chat prompts are dropped, and
--val_frac of the rest (by prompt) is the validation split.
Answers: the target answers every prompt greedily and once sampled (--temperature), in left-padded batches.
The same forward passes give the features the head reads (the residual stream entering eagle_layers(), as the
verify pass returns them) and the target's top --top_k logits at every answer position: the soft labels.
Every batch is cached under --cache as it is made, so an interrupted run resumes where it stopped.
Vocabulary: the --draft_vocab most frequent tokens of the target's training answers (8k / 16k / 32k measured).
Training: EAGLE-3's training-time test: the head runs --ttt_steps steps, each fed its own previous output h as
features and the answer's next token, with exactly the attention pattern of an inference chain. The loss at each
step is the cross-entropy against the target's distribution restricted to the draft vocabulary (EAGLE-3's soft
labels; positions whose target argmax is outside the vocabulary are skipped, as there). Validation reports, per
chain depth, how often the head's argmax is the target's greedy token: greedy speculation's acceptance.

    python train_draft.py --threads 1 --n_prompts 800 --epochs 8 --out results/tmp/eagle_800.pt   # the committed head's settings
    python train_draft.py --n_prompts 40 --epochs 1 --out h.pt --force     # a quick look
"""
import argparse
import hashlib
import json
import math
import random
import sys
import time
from pathlib import Path

import torch

import checkpoint
import flags
import generate as g
from checkpoint import load_model
from model import EagleHead, eagle_args, eagle_layers
from tokenizer import load_tokenizer

ROOT = Path(__file__).resolve().parent
DEFAULT_OUT = ROOT / "judges" / "SmolLM2-135M-Instruct.eagle.pt"
PROMPTS = ROOT / "data" / "draft_prompts.json"
BENCH_PROMPTS = ROOT / "data" / "bench_chat_prompts.txt"  # scripts/bench.py's held-out chat prompts
VOCAB_SIZES = (8192, 16384, 32768)  # measured every run; --draft_vocab picks the one the head uses


# ----------------------------------------------------------------------------------------------- prompts
def corrupt(text: str, rng: random.Random) -> str:
    """A copy of text with a few typos and grammar slips, for "fix the grammar" prompts."""
    words = text.split(" ")
    for i in rng.sample(range(len(words)), max(1, len(words) // 8)):
        w = words[i]
        kind = rng.randrange(3)
        if kind == 0 and len(w) > 3:  # swap two letters
            j = rng.randrange(1, len(w) - 2)
            words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
        elif kind == 1 and w in ("is", "are", "was", "were", "has", "have"):
            words[i] = {"is": "are", "are": "is", "was": "were", "were": "was", "has": "have", "have": "has"}[w]
        else:  # drop a letter
            words[i] = w[:-1] if len(w) > 2 else w
    return " ".join(words)


def bench_prompts(path: Path = BENCH_PROMPTS) -> set[str]:
    """The chat prompts scripts/bench.py measures on (one a line, # comments), normalized: training never
    sees them."""
    if not path.exists():
        return set()
    lines = path.read_text(encoding="utf-8").splitlines()
    return {" ".join(ln.split()).lower() for ln in lines if ln.strip() and not ln.startswith("#")}


def build_prompts(n: int, seed: int, path: Path = PROMPTS, exclude: set[str] = frozenset()) -> list[dict]:
    """n prompts, {"family", "prompt"}, drawn in turn from each family's shuffled (template, filler) pairs."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        rng = random.Random(seed)
        pools = {}
        for name, fam in data["families"].items():
            pools[name] = [t.format(x=x) for t in fam["templates"] for x in fam["x"]]
        pools["grounded"] = [t.format(text=p, broken=corrupt(p, random.Random(f"{seed}/{p}")))
                             for t in data["grounded"]["templates"] for p in data["passages"]]
        wrappers = data["wrappers"]
        pools["builtin"] = list(data["builtin"]["questions"][:max(n // 8, 1)])
        if not isinstance(wrappers, list) or not wrappers:
            raise ValueError("'wrappers' must be a non-empty list of strings with {q}")
        for w in wrappers:
            w.format(q="")  # a wrapper must name {q} only
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, KeyError, TypeError, AttributeError, ValueError,
            IndexError) as e:
        raise ValueError(f"{path} is not a prompt file ({type(e).__name__}: {e})") from None
    for name in pools:
        rng.shuffle(pools[name])
    out, seen = [], set(exclude)
    while len(out) < n and any(pools.values()):
        for name in sorted(pools):
            if pools[name] and len(out) < n:
                q = pools[name].pop()
                q = rng.choice(wrappers).format(q=q) if name != "grounded" else q  # keep a grounded text last
                key = " ".join(q.split()).lower()
                if key not in seen:
                    seen.add(key)
                    out.append({"family": name, "prompt": q})
    return out


# ------------------------------------------------------------------------- the target's answers and features
@torch.no_grad()
def answer_batch(model, prompts: list[list[int]], max_new: int, stop_ids, temperature: float, aux_layers, top_k: int):
    """The target's answers to a batch of prompts, with the features and soft labels training needs, from the
    same forward passes. Prompts are left-padded to one length: positions are shared, and the mask hides each
    row's padding (RoPE sees only distances, so a row computes what it would alone). Per row: {"tokens":
    prompt + answer, "n_prompt", "aux" (n - 1, n_aux * dim) bf16 at positions 0..n-2, "top_ids"/"top_logits"
    (n - n_prompt, top_k): the target's top logits at positions n_prompt - 1 .. n - 2, i.e. for each answer
    token}."""
    B, L = len(prompts), max(map(len, prompts))
    pad = torch.tensor([L - len(p) for p in prompts])  # (B,)
    idx = torch.tensor([[0] * (L - len(p)) + p for p in prompts])  # (B, L)
    model.setup_caches(B, L + max_new)
    key = torch.arange(L + max_new)

    def mask(pos):  # (B, 1, T, S): causal, no padding keys; a padding query sees only padding (never no key)
        real_key = key[None, None, None, :] >= pad[:, None, None, None]
        pad_query = pos[None, None, :, None] < pad[:, None, None, None]
        return model.causal_mask[None, None, pos] & (real_key | pad_query)

    pos = torch.arange(L)
    logits, _, aux = model(idx, pos, aux_layers=aux_layers, mask=mask(pos))
    auxs, tops, outs = [aux.bfloat16()], [logits[:, -1:].topk(top_k, dim=-1)], []
    stop = torch.tensor(sorted(stop_ids))
    done = torch.zeros(B, dtype=torch.bool)
    last = logits[:, -1]  # (B, V)
    for i in range(max_new):
        nxt = g.next_token(last, g.Sampling(temperature))  # (B,)
        outs.append(nxt)
        done |= torch.isin(nxt, stop)
        if done.all() or i == max_new - 1:
            break
        p = torch.tensor([L + i])
        logits, _, aux = model(nxt[:, None], p, aux_layers=aux_layers, mask=mask(p))
        last = logits[:, -1]
        auxs.append(aux.bfloat16())
        tops.append(logits.topk(top_k, dim=-1))
    outs, aux = torch.stack(outs, 1), torch.cat(auxs, 1)  # (B, m), (B, L + m - 1, n_aux * dim)
    top_ids = torch.cat([t.indices for t in tops], 1).int()
    top_logits = torch.cat([t.values for t in tops], 1).half()
    rows = []
    for b in range(B):
        ans = outs[b].tolist()
        m = next((j + 1 for j, t in enumerate(ans) if t in stop_ids), len(ans))  # up to and with the stop token
        n = len(prompts[b]) + m
        rows.append({"tokens": prompts[b] + ans[:m], "n_prompt": len(prompts[b]),
                     "aux": aux[b, pad[b]:pad[b] + n - 1].clone(),
                     "top_ids": top_ids[b, :m].clone(), "top_logits": top_logits[b, :m].clone()})
    return rows


def collect(model, tok, prompts: list[dict], a, target: str) -> list[dict]:
    """Every prompt answered greedily and once sampled, with features; each batch cached as a file in a.cache
    named by what made it, so a rerun loads what is done and makes only the rest."""
    from tqdm import tqdm

    ids = [tok.encode_chat(p["prompt"]) for p in prompts]
    order = sorted(range(len(prompts)), key=lambda i: len(ids[i]))  # similar lengths: little padding
    jobs = [(mode, order[s:s + a.batch_size]) for mode in ("greedy", "sampled") for s in range(0, len(order), a.batch_size)]
    aux_layers = eagle_layers(model.args.n_layers)
    a.cache.mkdir(parents=True, exist_ok=True)
    rows, made = [], 0
    bar = tqdm(jobs, desc="answers + features", file=sys.stderr, disable=not a.progress)
    for n_job, (mode, batch) in enumerate(bar):
        temperature = 0.0 if mode == "greedy" else a.temperature
        spec = [target, model.args.to_hf_config(), [ids[i] for i in batch], temperature, a.max_new_tokens, a.top_k,
                a.seed, aux_layers]
        path = a.cache / f"{hashlib.sha256(json.dumps(spec).encode()).hexdigest()[:20]}.pt"
        got = None
        if path.exists():
            try:
                got = checkpoint.load_tensors(path, mmap=False)
            except ValueError:
                got = None  # a damaged cache file is made again
            if not (isinstance(got, list) and len(got) == len(batch)
                    and all(isinstance(r, dict) and {"tokens", "n_prompt", "aux", "top_ids", "top_logits"} <= r.keys()
                            for r in got)):
                got = None  # readable, but not what this batch makes: made again too
        if got is None:
            torch.manual_seed(a.seed * 100003 + n_job)  # the sampled answers are reproducible
            got = answer_batch(model, [ids[i] for i in batch], a.max_new_tokens, tok.stop_ids, temperature,
                               aux_layers, a.top_k)
            checkpoint.save_atomic(got, path, force=True)
            made += 1
        for i, r in zip(batch, got):
            rows.append(dict(r, prompt=i, mode=mode))
        bar.set_postfix(made=made, tokens=sum(len(r["tokens"]) - r["n_prompt"] for r in rows))
    return rows


def check_rows(model, tok, prompts: list[dict], ids: list[int], a) -> list[dict]:
    """Greedy answers to prompts[ids], each answered alone (no padding, so nothing depends on the batch): the
    rows on which the saved head's recorded check is scored, and its reproducibility test scores it again."""
    return [answer_batch(model, [tok.encode_chat(prompts[i]["prompt"])], a.max_new_tokens, tok.stop_ids, 0.0,
                         eagle_layers(model.args.n_layers), a.top_k)[0] for i in ids]


# ------------------------------------------------------------------------------------------ draft vocabulary
def draft_vocab(rows: list[dict], size: int, vocab_size: int) -> torch.Tensor:
    """d2t: the target ids of the `size` most frequent answer tokens (ties: by frequency in the prompts,
    then by id), in that order."""
    answer, prompt = torch.zeros(vocab_size), torch.zeros(vocab_size)
    for r in rows:
        answer += torch.bincount(torch.tensor(r["tokens"][r["n_prompt"]:]), minlength=vocab_size)
        prompt += torch.bincount(torch.tensor(r["tokens"][:r["n_prompt"]]), minlength=vocab_size)
    score = answer * (prompt.max() + 1) + prompt  # exact in fp64 for counts far beyond ours
    order = sorted(range(vocab_size), key=lambda t: (-float(score[t]), t))
    return torch.tensor(order[:size])


def vocab_stats(rows: list[dict], d2t: torch.Tensor, vocab_size: int, k: int) -> dict:
    """How a vocabulary serves the target's greedy choices on these rows: the share of them it holds, and the
    drafts per step a head perfect within it would get accepted with k drafts (the run of in-vocab tokens)."""
    inside = torch.zeros(vocab_size, dtype=torch.bool)
    inside[d2t] = True
    hits, runs = [], []
    for r in rows:
        ok = inside[r["top_ids"][:, 0].long()]  # (m,)
        hits.append(ok)
        for t in range(len(ok)):
            run = 0
            while run < k and t + run < len(ok) and ok[t + run]:
                run += 1
            runs.append(run)
    return {"coverage": torch.cat(hits).float().mean().item(), f"oracle_accepted_k{k}": sum(runs) / max(len(runs), 1)}


# -------------------------------------------------------------------------------------- training-time test
class StepCache(torch.nn.Module):
    """Training's stand-in for the head's KV cache: keeps the keys and values of every step of the chain (with
    their gradients) and returns all of them, step after step, in the layout ttt_mask describes."""

    def __init__(self):
        super().__init__()
        self.k, self.v = [], []

    def update(self, input_pos, k, v):
        self.k.append(k)
        self.v.append(v)
        return torch.cat(self.k, 2), torch.cat(self.v, 2)


def ttt_mask(T: int, j: int) -> torch.Tensor:
    """(1, 1, T, (j + 1) * T) mask of chain step j: the query at position t sees step 0's keys at positions <= t
    (written from the target's features) and its own earlier steps at t -- the keys an inference chain from t
    has in its cache."""
    eye = torch.eye(T, dtype=torch.bool)
    return torch.cat([torch.tril(torch.ones(T, T, dtype=torch.bool))] + [eye] * j, dim=1)[None, None]


def ttt_forward(head: EagleHead, batch: dict, steps: int):
    """The head's chain over a batch, all positions at once: step j at position t reads the answer's token
    x[t + 1 + j] and, as features, fc(target features at t) for j = 0, else its own h of step j - 1; RoPE
    position t + j. Yields (j, h) with h (B, T, dim)."""
    tokens, aux = batch["tokens"], batch["aux"]  # (B, T + steps), (B, T, n_aux * dim)
    T = aux.size(1)
    for layer in head.layers:
        layer.attention.kv_cache = StepCache()
    h = head.fc(aux)
    for j in range(steps):
        h = head.hidden(tokens[:, 1 + j:1 + j + T], h, torch.arange(T) + j, mask=ttt_mask(T, j))
        yield j, h


def make_batch(rows: list[dict], steps: int, t2d: torch.Tensor) -> dict:
    """Right-padded tensors of a few rows and, per step j, where its labels are: head position t of row b
    predicts the target's choice at position t + 1 + j, which must be an answer position."""
    T = max(len(r["tokens"]) for r in rows) - 1
    tokens = torch.zeros(len(rows), T + steps, dtype=torch.long)
    aux = torch.zeros(len(rows), T, rows[0]["aux"].size(1))
    labels = []
    for b, r in enumerate(rows):
        n, L = len(r["tokens"]), r["n_prompt"]
        tokens[b, :n] = torch.tensor(r["tokens"])
        aux[b, :n - 1] = r["aux"].float()
    for j in range(steps):
        bs, ts, ids, logits = [], [], [], []
        for b, r in enumerate(rows):
            n, L = len(r["tokens"]), r["n_prompt"]
            t = torch.arange(max(0, L - 2 - j), n - 2 - j)  # label position p = t + 1 + j in [L - 1, n - 2]
            p = t + 1 + j - (L - 1)
            bs.append(torch.full_like(t, b))
            ts.append(t)
            ids.append(r["top_ids"][p].long())
            logits.append(r["top_logits"][p].float())
        ids, logits = torch.cat(ids), torch.cat(logits)  # (N, K)
        draft_ids = t2d[ids]  # -1: not in the draft vocabulary
        keep = draft_ids[:, 0] >= 0  # the target's argmax is draftable (EAGLE-3 masks the others out)
        soft = logits.masked_fill(draft_ids < 0, float("-inf")).softmax(-1)
        labels.append({"b": torch.cat(bs), "t": torch.cat(ts), "target": ids[:, 0], "keep": keep,
                       "draft_ids": draft_ids.clamp(min=0), "soft": soft})
    return {"tokens": tokens, "aux": aux, "labels": labels}


def step_loss(head: EagleHead, h: torch.Tensor, lab: dict) -> tuple[torch.Tensor, torch.Tensor]:
    """Soft cross-entropy of one chain step at its labelled positions, and whether each argmax is the
    target's greedy token."""
    x = h[lab["b"], lab["t"]]  # (N, dim)
    logp = head.output(head.norm(x)).float().log_softmax(-1)  # (N, draft_vocab)
    ce = -(lab["soft"] * logp.gather(1, lab["draft_ids"])).sum(-1)
    loss = ce[lab["keep"]].mean() if lab["keep"].any() else logp.sum() * 0
    return loss, head.d2t[logp.argmax(-1)] == lab["target"]


def init_head(model, d2t: torch.Tensor, seed: int = 0) -> EagleHead:
    """A new head whose output side is the target's: norm and output are the target's final norm and the LM head
    rows of the draft vocabulary, so h has to land where the target's own last hidden state would. fc and the
    block start random (torch's default init). (Passing the high layer's input through fc unchanged is no head
    start: that state, ~100x the block's output at first, predicts the token the head is given, not the next.)"""
    t = model.args
    torch.manual_seed(seed)
    head = EagleHead(eagle_args(t), t.dim, len(d2t), 3)
    with torch.no_grad():
        head.norm.weight.copy_(model.norm.weight)
        head.output.weight.copy_(model.output.weight[d2t])
        head.d2t.copy_(d2t)
    head.attach_embeddings(model.tok_embeddings)
    return head


@torch.no_grad()
def evaluate(head: EagleHead, rows: list[dict], steps: int, t2d: torch.Tensor, batch: int) -> dict:
    """Per chain depth j: how often the head's argmax is the target's greedy token (acc), the same given that
    every earlier step was right (accept: what greedy speculation keeps), and the accepted drafts per step a
    chain of `steps` drafts gets (sum over j of P(steps 0..j all right)). Scored where all steps have labels."""
    right = [[] for _ in range(steps)]
    for s in range(0, len(rows), batch):
        part = rows[s:s + batch]
        bt = make_batch(part, steps, t2d)
        L = torch.tensor([r["n_prompt"] for r in part])
        n = torch.tensor([len(r["tokens"]) for r in part])
        for j, h in ttt_forward(head, bt, steps):
            lab = bt["labels"][j]
            _, ok = step_loss(head, h, lab)
            # chains inference runs: from the last prompt position on (the target itself wrote the first
            # answer token), with a label at every depth
            b, t = lab["b"], lab["t"]
            right[j].append(ok[(t >= L[b] - 1) & (t + steps <= n[b] - 2)])
    right = [torch.cat(r).float() for r in right]  # (N,) each, same positions in the same order
    chain = torch.ones_like(right[0])
    out = {"positions": len(right[0]), "acc": [], "accept": [], "chain": []}
    for j in range(steps):
        out["acc"].append(right[j].mean().item())
        out["accept"].append(((chain * right[j]).sum() / chain.sum().clamp(min=1)).item())
        chain = chain * right[j]
        out["chain"].append(chain.mean().item())
    out["accepted_per_step"] = sum(out["chain"])
    return out


def train(head: EagleHead, train_rows, val_rows, a, t2d, log=print):
    """AdamW over the training rows for a.epochs, lr decaying linearly to 0; the state with the best validation
    accepted drafts per step is kept."""
    params = [p for n, p in head.named_parameters() if a.train_output or not n.startswith("output.")]
    for n, p in head.named_parameters():
        p.requires_grad_(a.train_output or not n.startswith("output."))
    opt = torch.optim.AdamW(params, lr=a.lr, weight_decay=a.weight_decay)
    rng = random.Random(a.seed)
    total = a.epochs * math.ceil(len(train_rows) / a.train_batch)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda i: min(1.0, (i + 1) / 20) * max(0.0, 1 - i / total))
    weights = [0.8 ** j for j in range(a.ttt_steps)]  # EAGLE-3's decay over chain steps
    best = evaluate(head, val_rows, a.ttt_steps, t2d, a.train_batch)
    log(f"before training: validation accept per depth {fmt(best['accept'])}, "
        f"{best['accepted_per_step']:.2f} drafts accepted per step")
    best_state, history = {k: v.clone() for k, v in head.state_dict().items()}, [dict(epoch=0, val=best)]
    from tqdm import tqdm

    for epoch in range(1, a.epochs + 1):
        order = sorted(train_rows, key=lambda r: len(r["tokens"]))  # similar lengths per batch, shuffled batches
        batches = [order[s:s + a.train_batch] for s in range(0, len(order), a.train_batch)]
        rng.shuffle(batches)
        head.train()
        tot, n = 0.0, 0
        bar = tqdm(batches, desc=f"epoch {epoch}", file=sys.stderr, disable=not a.progress)
        for rows in bar:
            bt = make_batch(rows, a.ttt_steps, t2d)
            loss = sum(w * step_loss(head, h, bt["labels"][j])[0] for (j, h), w in zip(ttt_forward(head, bt, a.ttt_steps), weights))
            if not torch.isfinite(loss):
                raise SystemExit("error: the training loss is not finite: lower --lr")
            opt.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(params, 1.0)
            opt.step()
            sched.step()
            tot, n = tot + loss.item(), n + 1
            bar.set_postfix(loss=f"{tot / n:.3f}")
        head.eval()
        v = evaluate(head, val_rows, a.ttt_steps, t2d, a.train_batch)
        history.append(dict(epoch=epoch, train_loss=tot / max(n, 1), val=v))
        log(f"epoch {epoch}: train loss {tot / max(n, 1):.3f}, validation accept per depth {fmt(v['accept'])}, "
            f"{v['accepted_per_step']:.2f} drafts accepted per step")
        if v["accepted_per_step"] > best["accepted_per_step"]:
            best, best_state = v, {k: t.clone() for k, t in head.state_dict().items()}
    head.load_state_dict(best_state)
    head.requires_grad_(False)
    return best, history


def fmt(xs):
    return " ".join(f"{x:.3f}" for x in xs)


# ---------------------------------------------------------------------------------------------------- CLI
def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description="Train an EAGLE-3 draft head on the target's own answers.")
    p.add_argument("--checkpoint_path", type=Path, default=g.DEFAULT_CHECKPOINT)
    p.add_argument("--prompts", type=flags.existing_file, default=PROMPTS, help="prompt families (data/draft_prompts.json's format)")
    p.add_argument("--n_prompts", type=flags.count(2), default=200, help="prompts to answer (each greedily and once sampled)")
    p.add_argument("--val_frac", type=flags.real(0, 1, above=True, below=True), default=0.1, help="share of the prompts held out for validation")
    p.add_argument("--max_new_tokens", type=flags.count(2, 4096), default=96)
    p.add_argument("--temperature", type=flags.real(0, 100, above=True), default=0.8, help="of the sampled answers")
    p.add_argument("--batch_size", type=flags.count(1), default=40, help="prompts the target answers at once")
    p.add_argument("--top_k", type=flags.count(1), default=20, help="target logits kept per position: the soft labels")
    p.add_argument("--draft_vocab", type=flags.count(2), default=16384)
    p.add_argument("--ttt_steps", type=flags.count(1, 64), default=4, help="chain steps of the training-time test (1 = no chaining)")
    p.add_argument("--epochs", type=flags.count(1, 10 ** 6), default=3)
    p.add_argument("--train_batch", type=flags.count(1), default=4, help="answers per training step")
    p.add_argument("--lr", type=flags.real(0, 10, above=True), default=3e-3)
    p.add_argument("--weight_decay", type=flags.real(0, 1e6), default=0.0)
    p.add_argument("--train_output", action=argparse.BooleanOptionalAction, default=True,
                   help="train the output layer too (it starts as the target's LM head rows of the draft vocabulary)")
    p.add_argument("--threads", type=flags.count(0, 4096), default=0, help="torch CPU threads (0: torch's default)")
    # torch is seeded with seed * 100003 + job: within its 64 bits
    p.add_argument("--seed", type=flags.count(0, 2 ** 32 - 1), default=0)
    p.add_argument("--cache", type=Path, default=ROOT / "results" / "tmp" / "draft_cache",
                   help="folder of the target's answers and features, one file per batch (a rerun reuses them)")
    p.add_argument("--out", type=flags.out_path, default=DEFAULT_OUT)
    p.add_argument("--metrics_json", type=flags.out_path, default=None)
    p.add_argument("--force", action="store_true", help="replace an existing --out / --metrics_json")
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=True)
    return p


def check_args(a):
    """Every refusal before any work: bad numbers, and outputs that could not be written."""
    if a.cache.exists() and not a.cache.is_dir():
        raise SystemExit(f"error: --cache: {a.cache} is a file, not a folder")
    for flag, path in (("--out", a.out), ("--metrics_json", a.metrics_json)):
        try:
            if path is not None:
                checkpoint.check_writable(path, a.force)
        except (FileExistsError, ValueError) as e:
            raise SystemExit(f"error: {flag}: {e}")


def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    a = build_parser().parse_args(argv)
    check_args(a)
    with checkpoint.one_line_errors():  # a problem found later, with a file or a value, is one line too
        return run(a, argv)


def run(a, argv: list[str]):
    """The run, after its flags are checked: prompts, the target's answers and features, the draft vocabulary,
    the training-time test, the head file."""
    if a.threads:
        torch.set_num_threads(a.threads)
    seconds = {}

    # 1. prompts, and the validation split (by prompt)
    try:
        prompts = build_prompts(a.n_prompts, a.seed, a.prompts, exclude=bench_prompts())
    except ValueError as e:
        raise SystemExit(f"error: --prompts: {e}")
    n_val = max(1, round(len(prompts) * a.val_frac))
    if len(prompts) - n_val < 1:
        raise SystemExit(f"error: {len(prompts)} prompts are too few to train and validate on")
    val_ids = set(random.Random(a.seed).sample(range(len(prompts)), n_val))

    # 2. the target, its answers and features
    try:
        model = load_model(a.checkpoint_path).eval()
        tok = load_tokenizer(checkpoint.folder(a.checkpoint_path))
    except (FileNotFoundError, ValueError) as e:
        raise SystemExit(f"error: {e}")
    target = checkpoint.folder(a.checkpoint_path).name
    if a.draft_vocab > model.args.vocab_size:
        raise SystemExit(f"error: --draft_vocab {a.draft_vocab} exceeds the target's vocabulary ({model.args.vocab_size})")
    if a.top_k > model.args.vocab_size:
        raise SystemExit(f"error: --top_k {a.top_k} exceeds the target's vocabulary ({model.args.vocab_size})")
    low, mid, high = eagle_layers(model.args.n_layers)
    if not 0 <= low < mid < high < model.args.n_layers:  # a head reads three distinct layers' inputs
        raise SystemExit(f"error: the target has {model.args.n_layers} layers; an EAGLE-3 head reads the inputs of layers "
                         f"{low}, {mid} and {high}, which need at least 7")
    try:  # before the minutes of answering: the cache must take what is made
        checkpoint._probe(a.cache if a.cache.is_dir() else checkpoint._nearest_folder(a.cache), a.cache)
    except ValueError as e:
        raise SystemExit(f"error: --cache: {e}")
    longest = max(len(tok.encode_chat(p["prompt"])) for p in prompts) + a.max_new_tokens
    if longest > model.args.max_seq_len:
        raise SystemExit(f"error: a prompt plus --max_new_tokens needs {longest} positions; the target has "
                         f"{model.args.max_seq_len}")
    t0 = time.perf_counter()
    rows = collect(model, tok, prompts, a, target)
    seconds["answers_and_features"] = time.perf_counter() - t0
    train_rows = [r for r in rows if r["prompt"] not in val_ids]
    val_rows = [r for r in rows if r["prompt"] in val_ids]
    val_greedy = [r for r in val_rows if r["mode"] == "greedy"]
    n_answer = sum(len(r["tokens"]) - r["n_prompt"] for r in rows)
    n_prompt_tok = sum(r["n_prompt"] for r in rows)
    print(f"{len(prompts)} prompts ({len(prompts) - n_val} train, {n_val} validation) -> {len(rows)} answers, "
          f"{n_answer} answer tokens + {n_prompt_tok} prompt tokens, in {seconds['answers_and_features']:.0f} s")

    # 3. the draft vocabulary: measured at every size, the chosen one used
    vocab = {}
    for size in sorted(set(VOCAB_SIZES + (a.draft_vocab,))):
        if size <= model.args.vocab_size:
            vocab[str(size)] = vocab_stats(val_greedy, draft_vocab(train_rows, size, model.args.vocab_size),
                                           model.args.vocab_size, a.ttt_steps)
            print(f"draft vocab {size:6d}: {vocab[str(size)]['coverage']:.2%} of the target's greedy validation "
                  f"tokens; a perfect head would get {vocab[str(size)][f'oracle_accepted_k{a.ttt_steps}']:.2f} of "
                  f"{a.ttt_steps} drafts accepted per step")
    d2t = draft_vocab(train_rows, a.draft_vocab, model.args.vocab_size)
    t2d = torch.full((model.args.vocab_size,), -1, dtype=torch.long)
    t2d[d2t] = torch.arange(len(d2t))

    # 4. the training-time test
    t0 = time.perf_counter()
    model.requires_grad_(False)
    head = init_head(model, d2t, a.seed)
    head.setup_caches(1, max(len(r["tokens"]) for r in rows) + a.ttt_steps)
    best, history = train(head, train_rows, val_greedy, a, t2d)
    seconds["training"] = time.perf_counter() - t0

    # 5. metrics of the head as saved (bf16), and the saved head
    with torch.no_grad():
        for p in head.parameters():
            p.copy_(p.bfloat16().float())
    best, best_fp32 = evaluate(head, val_greedy, a.ttt_steps, t2d, a.train_batch), best
    check_ids = sorted(val_ids)[:2]
    check = {"prompts": check_ids, "val": evaluate(head, check_rows(model, tok, prompts, check_ids, a), a.ttt_steps,
                                                   t2d, a.train_batch)}
    m = {"val_greedy": best, "val_greedy_fp32": best_fp32, "history": history, "vocab": vocab, "prompts": len(prompts), "val_prompts": n_val,
         "answers": len(rows), "answer_tokens": n_answer, "prompt_tokens": n_prompt_tok,
         "train_answer_tokens": sum(len(r["tokens"]) - r["n_prompt"] for r in train_rows),
         "families": {f: sum(p["family"] == f for p in prompts) for f in sorted({p["family"] for p in prompts})},
         "seconds": {k: round(v, 1) for k, v in seconds.items()}}
    print(f"validation (greedy answers of held-out prompts, {best['positions']} positions): accept per depth "
          f"{fmt(best['accept'])}; {best['accepted_per_step']:.2f} of {a.ttt_steps} drafts accepted per step")
    state = {k: (v.bfloat16() if v.is_floating_point() else v) for k, v in head.state_dict().items()}
    meta = {"command": ["train_draft.py"] + argv, "target": target, "args": head.args.to_hf_config(),
            "target_dim": model.args.dim, "draft_vocab": len(d2t), "aux_layers": list(eagle_layers(model.args.n_layers)),
            "metrics": m, "check": check, "seed": a.seed,
            "prompts_hash": hashlib.sha256(json.dumps([p["prompt"] for p in prompts]).encode()).hexdigest()[:16]}
    checkpoint.save_atomic({"state_dict": state, "meta": meta}, a.out, a.force)
    print(f"saved {a.out} ({a.out.stat().st_size / 1e6:.1f} MB)")
    if a.metrics_json:
        blob = json.dumps(dict(m, command=meta["command"]), indent=1)
        checkpoint.write_atomic(a.metrics_json, lambda tmp: tmp.write_text(blob), a.force)
    return m


if __name__ == "__main__":
    checkpoint.run_cli(main)
