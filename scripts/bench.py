"""Exact speculative decoding with prompt lookup against the peer, Hugging Face transformers, on the same
SmolLM2 weights and prompts, in one run: autoregressive, then prompt lookup at several draft lengths k
(ours: generate.py's step, verifying as many drafts as pay for themselves; theirs: prompt_lookup_num_tokens
= k), in fp32 and with int8 weights (quantize.py). Greedy; every row is exact, so its output must equal the
greedy target's. The prompts ask to rewrite, summarize or fix a paragraph: the answer reuses its words.

Reported: tok/s from the prompt in to the answer out (prefill included, the same measure for both sides),
median of --repeats after a warm-up; ours also as decode tok/s (without prefill and first step, what
generate.py's stats line says). --profile adds where one of our speculative steps spends its time.
Lossy rules are measured with their quality cost by scripts/eval_verify.py.

    python scripts/bench.py [--repeats 3] [--new_tokens 160] [--ks 5,10,20] [--no_hf] [--no_int8] [--profile] [--force]

--chat measures drafts where prompt lookup finds nothing: the chat prompts of data/bench_chat_prompts.txt (short
questions, explanations, small code; no text to copy), greedy, in one run: autoregressive, the EAGLE-3 head
(generate.py --draft eagle, its chain sized per step by its confidence and the measured costs; with and
without a cut at a fixed probability), prompt lookup, the int8 self-draft, int8 autoregressive, and judge decoding on the head's drafts (the
committed judge at its stored operating point). Reported: tok/s, accepted/step, drafted/step, the shares of
time in drafting and in the target's passes, and how many outputs equal autoregressive's.

    python scripts/bench.py --chat [--quick] [--eagle judges/SmolLM2-135M-Instruct.eagle.pt] [--force]
"""
import argparse
import cProfile
import json
import os
import pstats
import statistics
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]
import checkpoint  # noqa: E402
import flags  # noqa: E402
import draft as drafting  # noqa: E402
import generate as g  # noqa: E402
import judge  # noqa: E402
import quantize  # noqa: E402
import report  # noqa: E402
from model import prepack  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402

PROMPTS = [
    "Rewrite the following paragraph, keeping its meaning and most of its words:\n\nThe lighthouse stood on "
    "the rocky point for more than a hundred years. Every night its keeper climbed the narrow stairs, lit the "
    "great lamp, and watched the ships pass safely through the dark water. When storms came, the keeper stayed "
    "awake until morning, making sure the light never went out.",
    "Summarize this text in your own words:\n\nBees collect nectar from flowers and bring it back to the hive. "
    "Inside the hive, worker bees pass the nectar from one to another, adding enzymes and fanning it with their "
    "wings until most of the water evaporates. The thick liquid that remains is honey, which the bees store in "
    "wax cells and seal for the winter, when no flowers bloom.",
    "Fix the grammar in this paragraph and return the corrected paragraph:\n\nMy grandmother have a small garden "
    "behind her house. Every spring she plant tomatoes, beans and sunflowers, and she water them every morning "
    "before the sun get too hot. In the summer the children from the street comes to help her pick the "
    "vegetables, and she always give them a basket to take home.",
]


def ours(model, passes, k):
    """A run of our generate() over one prompt: (output, seconds, stats)."""
    def run(prompt, n, stop):
        stats = report.new_stats()
        out = g.generate(model, prompt, n, stop_ids=stop, draft=drafting.make("ngram", k) if k else None, passes=passes,
                         stats=stats)
        return out, stats["seconds"], stats
    return run


def theirs(hf, k, eos):
    @torch.no_grad()
    def run(prompt, n, stop):
        kw = {"prompt_lookup_num_tokens": k} if k else {}
        t0 = time.perf_counter()
        out = hf.generate(torch.tensor([prompt]), max_new_tokens=n, do_sample=False, eos_token_id=eos,
                          pad_token_id=eos, **kw)
        return out[0, len(prompt):].tolist(), time.perf_counter() - t0, None
    return run


def profile_step(model, passes, prompts, n, stop, k):
    """Where our prompt-lookup steps spend their time: cProfile over the grounded prompts (its own overhead
    inflates the Python share somewhat)."""
    prof = cProfile.Profile()
    prof.enable()
    for p in prompts:
        g.generate(model, p, n, stop_ids=stop, draft=drafting.make("ngram", k), passes=passes)
    prof.disable()
    st = pstats.Stats(prof)
    total = sum(v[2] for v in st.stats.values())  # all tottime
    cum = {}
    for (file, _, name), v in st.stats.items():
        if file.endswith("generate.py") or file.endswith("judge.py"):
            cum[name] = max(cum.get(name, 0.0), v[3])
    parts = {"verify pass (target forward over [last, drafts])": cum.get("verify_forward", 0.0),
             "plain one-token steps (forward)": cum.get("forward_logits", 0.0),
             "accept (standard test, next token, the step's one sync)": cum.get("accept", 0.0),
             "drafting (prompt lookup + drafts_to_verify + observe)": sum(cum.get(f, 0.0) for f in
                                                                           ("ngram_draft", "drafts_to_verify", "observe"))}
    parts["the rest (step and loop bookkeeping, tensor creation)"] = cum.get("generate", total) - sum(parts.values())
    return {name: (sec, sec / cum.get("generate", total)) for name, sec in parts.items()}


CHAT_PROMPTS = ROOT / "data" / "bench_chat_prompts.txt"


def chat_prompts() -> list[str]:
    return [ln for ln in CHAT_PROMPTS.read_text(encoding="utf-8").splitlines() if ln.strip() and not ln.startswith("#")]


class Timed:
    """A pass function that adds its seconds to times[key(its model)]: where a step's time goes, measured on
    the very functions generate() calls (the device is waited for, so the time lands on the pass)."""

    def __init__(self, fn, times: dict, key):
        self.fn, self.times, self.key = fn, times, key

    def __call__(self, model, *args):
        t0 = time.perf_counter()
        out = self.fn(model, *args)
        if out[0].is_cuda:
            torch.cuda.synchronize()
        k = self.key(model)
        self.times[k] = self.times.get(k, 0.0) + time.perf_counter() - t0
        return out


def chat_bench(a):
    """The --chat table (see the module docstring)."""
    from tqdm import tqdm

    torch.manual_seed(0)
    model = checkpoint.load_model(a.checkpoint_path).eval()
    quantize.check_fp(model, checkpoint.resolve(a.checkpoint_path)[0], "its fp32 rows would be int8 ones")
    tok = load_tokenizer(checkpoint.folder(a.checkpoint_path))
    texts = chat_prompts()[:3 if a.quick else None]
    prompts = [tok.encode_chat(p) for p in texts]
    n_new, repeats, k = (32, 1, a.k) if a.quick else (a.new_tokens, a.repeats, a.k)
    size = max(map(len, prompts)) + n_new + k + 1
    model.setup_caches(1, size)
    eagle_path = a.eagle or g.JUDGES / f"{checkpoint.folder(a.checkpoint_path).name}.eagle.pt"
    head, emeta = drafting.load_eagle(eagle_path, model)
    head.setup_caches(1, size)
    judge_path = g.JUDGES / f"{checkpoint.folder(a.checkpoint_path).name}.pt"
    jhead, jmeta = judge.load_judge(judge_path, model.args.dim, n_layers=model.args.n_layers)
    q8 = quantize.quantize_int8(checkpoint.load_model(a.checkpoint_path).eval())
    q8.setup_caches(1, size)
    costs = drafting.measure_costs(model, g.Passes(), k + 1)
    draft_cost = drafting.measure_head_cost(head, g.Passes(cost=costs))
    q8_cost = drafting.measure_costs(q8, g.Passes(), k + 1)
    aux = tuple(emeta["aux_layers"])

    times = {}  # (row, part) -> seconds

    def passes(row, cost=None, hc=0.0):
        part = lambda m: "head" if m is head else "target" if m is model or m is q8 and row.startswith(("int8 auto", "int8 target")) else "draft"
        key = lambda name: (lambda m: (row, name(m)))
        return g.Passes(decode=Timed(g.forward_logits, times, key(part)), verify=Timed(g.verify_forward, times, key(part)),
                        head=Timed(g.head_forward, times, key(part)), cost=cost, draft_cost=hc)

    eagle = lambda stop: drafting.make("eagle", k, head=head, aux_layers=aux, stop=stop)
    V, masks = model.args.vocab_size, judge.degenerate_masks(tok, model.args.vocab_size, model.norm.weight.device)
    rows = {  # name: (target, draft, verify, passes)
        "autoregressive": (model, None, judge.Verify(), passes("autoregressive")),
        f"EAGLE-3 head, k <= {k}, sized by its confidence (default)": (model, eagle(0.0), judge.Verify(), None),
        f"EAGLE-3 head, k <= {k}, also cut below p={a.stop}": (model, eagle(a.stop), judge.Verify(), None),
        f"prompt lookup, k <= {k}": (model, drafting.make("ngram", k), judge.Verify(), None),
        "int8 self-draft, k = 4": (model, drafting.make("model", 4, model=q8), judge.Verify(), None),
        "int8 autoregressive": (q8, None, judge.Verify(), None),
        "int8 target, EAGLE-3 head": (q8, eagle(0.0), judge.Verify(), None),
        f"judge on the head's drafts (delta {jmeta.get('delta', 0.5):.3g})":
            (model, eagle(0.0), judge.make_verify("judge", tok, V, None, head=jhead, meta=jmeta, masks=masks), None),
        f"judge on the head's drafts, also cut below p={a.stop}":  # does a cut pay under the judge?
            (model, eagle(a.stop), judge.make_verify("judge", tok, V, None, head=jhead, meta=jmeta, masks=masks), None),
    }
    for name, (tgt, d, v, p) in list(rows.items()):
        eag = d is not None and d.kind == "eagle"
        cost = None if d is None or d.kind == "model" else costs
        rows[name] = (tgt, d, v, p or passes(name, cost if tgt is model else q8_cost, draft_cost if eag else 0.0))

    seconds = {name: [] for name in rows}
    outputs, stats = {}, {}
    first = 1 if a.quick else 0  # --quick: no warm-up pass (rep 0; eager CPU passes need little)
    for rep in tqdm(range(first, repeats + 1), desc="repeats (rep 0 warms up)", file=sys.stderr):
        for name, (tgt, d, v, p) in rows.items():  # interleaved, so machine noise hits every row alike
            st, outs = report.new_stats(), []
            if rep == 1 and first == 0:
                times.update({key: 0.0 for key in times if key[0] == name})
            for pr in prompts:
                outs.append(g.generate(tgt, pr, n_new, stop_ids=tok.stop_ids, draft=d, verify=v, passes=p, stats=st))
            if rep:
                seconds[name].append(st["seconds"])
            outputs[name], stats[name] = outs, st
    ref = outputs["autoregressive"]
    # an int8 target's exact speculation must reproduce int8 decoding, not fp32's
    ref_of = lambda name: outputs["int8 autoregressive"] if rows[name][0] is q8 and name != "int8 autoregressive" else ref  # noqa: E731
    ar_tok_s = sum(map(len, ref)) / statistics.median(seconds["autoregressive"])
    table = []
    print(f"\n{checkpoint.folder(a.checkpoint_path).name} on CPU ({torch.get_num_threads()} threads), {len(prompts)} chat prompts "
          f"({CHAT_PROMPTS.relative_to(ROOT)}), greedy, up to {n_new} new tokens, median of {repeats} repeat(s); "
          f"head {eagle_path.name}")
    print("| method | tok/s | vs autoregressive | accepted / step | drafted / step | drafting | target passes "
          "| same output as autoregressive (int8 target: as int8 autoregressive) |")
    print("|---|---|---|---|---|---|---|---|")
    for name in rows:
        st, total = stats[name], sum(t for (r, _), t in times.items() if r == name) or 1e-9
        n_tok = sum(map(len, outputs[name]))
        tok_s = n_tok / statistics.median(seconds[name])
        steps = st["accepted_per_step"]
        row = {"name": name, "tok_s": tok_s, "vs_ar": tok_s / ar_tok_s,
               "mean_accepted": statistics.fmean(steps) if steps else None,
               "mean_drafted": statistics.fmean(st["drafted_per_step"]) if steps else None,
               "draft_share": sum(t for (r, part), t in times.items() if r == name and part != "target") / total,
               "target_share": times.get((name, "target"), 0.0) / total,
               "identical": sum(o == r for o, r in zip(outputs[name], ref_of(name))), "tokens": n_tok}
        table.append(row)
        f = lambda x: "-" if x is None else f"{x:.2f}"
        print(f"| {name} | {tok_s:.1f} | {row['vs_ar']:.2f}x | {f(row['mean_accepted'])} | {f(row['mean_drafted'])} "
              f"| {row['draft_share']:.0%} | {row['target_share']:.0%} | {row['identical']}/{len(prompts)} |")
    print(f"\nmeasured pass costs, x a one-token fp32 step: head draft {draft_cost / costs[1]:.3f}; verify over W tokens "
          + ", ".join(f"W={w} {costs[w] / costs[1]:.2f}" for w in (2, 4, 8, 12, 16, k + 1) if w < len(costs))
          + f"; int8 one-token step {q8_cost[1] / costs[1]:.2f}")
    print("drafting and target passes: shares of the time spent inside the passes (the rest is sampling, the "
          "acceptance test and bookkeeping)")
    res = {"date": time.strftime("%Y-%m-%d"), "checkpoint": checkpoint.folder(a.checkpoint_path).name,
           "threads": torch.get_num_threads(), "repeats": repeats,
           "new_tokens": n_new, "prompts": texts, "head": str(eagle_path.name), "rows": table,
           "verify_cost_s": costs, "draft_cost_s": draft_cost, "int8_cost_s": q8_cost}
    checkpoint.write_atomic(a.json, lambda tmp: tmp.write_text(json.dumps(res, indent=1)), a.force)
    print(f"\nwrote {a.json.relative_to(ROOT) if a.json.is_relative_to(ROOT) else a.json}")


PAIR_TARGET = ROOT / "checkpoints" / "Qwen2.5-Coder-1.5B-Instruct"


def pair_bench(a):
    """The --pair table (see the module docstring)."""
    from bench_decode import hf_model_from_ours
    from data.benchmarks import humaneval_chat, humaneval_problems, mtbench_questions, spread
    from tqdm import tqdm

    target_dir = checkpoint.folder(a.checkpoint_path)
    draft_dir = checkpoint.folder(a.draft_checkpoint_path) if a.draft_checkpoint_path else \
        target_dir.parent / g.DEFAULT_DRAFTS.get(target_dir.name, "")
    tok = load_tokenizer(target_dir)
    texts = {"HumanEval": [humaneval_chat(p["prompt"]) for p in spread(humaneval_problems(), a.n_prompts)],
             "MT-Bench": [q["turns"][0] for q in spread(mtbench_questions(), a.n_prompts)]}
    prompts = {suite: [tok.encode_chat(t) for t in ts] for suite, ts in texts.items()}
    n_new, k = a.new_tokens, a.k
    target = prepack(checkpoint.load_model(a.checkpoint_path).eval())
    quantize.check_fp(target, checkpoint.resolve(a.checkpoint_path)[0], "its int8 rows quantize the fp32 weights")
    d32 = prepack(checkpoint.load_model(draft_dir).eval())
    d8 = quantize.draft_kernels(checkpoint.load_model(draft_dir / "model_int8.pth").eval())  # as generate.py loads a draft
    if d32.args.vocab_size != target.args.vocab_size:
        raise ValueError(f"{draft_dir} has another vocabulary than {target_dir}: not a draft for it")
    size = max(len(p) for ps in prompts.values() for p in ps) + n_new + k + 1
    if size > min(target.args.max_seq_len, d32.args.max_seq_len):
        raise ValueError(f"the longest prompt + --new_tokens {n_new} + --k {k} need {size} positions, past the context")
    for m in (target, d32, d8):
        m.setup_caches(1, size)
    costs = drafting.measure_costs(target, g.Passes(), k + 1)
    cost32, cost8 = (drafting.measure_draft_step(d, g.Passes()) for d in (d32, d8))  # as generate.py measures them
    times = {}  # (row, "draft" or "target") -> seconds inside the passes
    measured = {}  # row -> (its pass costs, its draft's cost): the start-up measurement that sized its drafts

    def ours(row, draft=None, cost=None, draft_cost=0.0):
        """generate() as generate.py runs it; cost None: every draft made and verified (k of them)."""
        key = lambda m: (row, "draft" if m is draft else "target")  # noqa: E731
        if cost is not None:
            measured[row] = (cost, draft_cost)
        passes = g.Passes(decode=Timed(g.forward_logits, times, key), verify=Timed(g.verify_forward, times, key),
                          cost=cost, draft_cost=draft_cost)

        def run(prompt, n):
            st = report.new_stats()
            d = drafting.make("model", k, model=draft) if draft is not None else None
            out = g.generate(target, prompt, n, stop_ids=tok.stop_ids, draft=d, passes=passes, stats=st)
            return out, st["seconds"], st
        return run

    def theirs(hf, assistant=None):
        stop = sorted(tok.stop_ids)

        @torch.no_grad()
        def run(prompt, n):
            kw = {"assistant_model": assistant} if assistant is not None else {}
            t0 = time.perf_counter()
            out = hf.generate(torch.tensor([prompt]), max_new_tokens=n, do_sample=False, eos_token_id=stop,
                              pad_token_id=stop[0], **kw)
            return out[0, len(prompt):].tolist(), time.perf_counter() - t0, None
        return run

    AR, HF_AR, HF_SPEC = "autoregressive", "transformers autoregressive", "transformers assisted generation, fp32 draft"
    DEFAULT = f"exact, int8 draft, k <= {k} sized by its confidence (default)"
    rows = {AR: ours(AR)}
    if not a.no_hf:
        hf_t, hf_d = hf_model_from_ours(target), hf_model_from_ours(d32)
        rows[HF_AR] = theirs(hf_t)
    variants = [(DEFAULT, d8, cost8),
                (f"exact, fp32 draft, k <= {k}", d32, cost32)]
    if a.fixed:
        variants.insert(1, (f"exact, int8 draft, always {k}", d8, None))
    for n in a.draft_vocab or []:  # generate.py --draft_vocab N: the int8 draft with N rows of its output layer
        dv = quantize.draft_kernels(checkpoint.load_model(draft_dir / "model_int8.pth").eval())
        drafting.reduce_vocab(dv, n, draft_dir, tok.stop_ids)
        dv.setup_caches(1, size)
        variants.insert(1, (f"exact, int8 draft of {n} tokens, k <= {k}", dv, drafting.measure_draft_step(dv, g.Passes())))
    for name, d, c in variants:
        rows[name] = ours(name, d, costs if c is not None else None, c or 0.0)
    if not a.no_hf:
        rows[HF_SPEC] = theirs(hf_t, hf_d)
    phases = [rows] + ([None] if not a.no_int8 else [])  # int8 rows after the fp32 ones: they replace its layers

    # --few N: the rows other than the two the verdicts need (the 1.5B alone and the default speculation) run on
    # the first N prompts of each suite only; every ratio compares two rows over the prompts both ran
    full = {AR, DEFAULT}
    n_of = lambda name, ps: len(ps) if name in full else min(a.few or len(ps), len(ps))  # noqa: E731
    per, parts, order = {}, {}, []  # per: (suite, row, prompt index) -> that run's numbers and output
    for phase_rows in phases:
        if phase_rows is None:
            if not a.no_hf:
                del hf_t, hf_d, rows[HF_AR], rows[HF_SPEC]  # they share the fp32 weights being replaced
            quantize.quantize_int8(target)  # in place
            q_costs = drafting.measure_costs(target, g.Passes(), k + 1)
            spec = f"int8 target, exact, int8 draft, k <= {k}"
            phase_rows = {"int8 autoregressive": ours("int8 autoregressive"), spec: ours(spec, d8, q_costs, cost8)}
        order += list(phase_rows)
        for run in phase_rows.values():  # warm-up: every path once (first-call allocations)
            run(prompts["HumanEval"][0], 8)
        bar = tqdm(total=sum(n_of(name, ps) for ps in prompts.values() for name in phase_rows), desc="prompts x rows",
                   file=sys.stderr)
        for suite, ps in prompts.items():
            times.clear()
            for i, p in enumerate(ps):
                for name, run in phase_rows.items():  # interleaved, so machine noise hits every row alike
                    if i >= n_of(name, ps):
                        continue
                    out, sec, st = run(p, n_new)
                    per[(suite, name, i)] = {"seconds": sec, "out": out, "st": st}
                    bar.update()
            for (name, part), sec in times.items():
                parts[(suite, name, part)] = sec
        bar.close()

    def cost_error(name, sts):
        """How far the start-up measurement that sized a row's drafts was from what its passes then took: the
        median over its verify passes of realised / measured seconds (at each pass's width), and the median
        realised seconds per draft (draft.realised records both, the last RECENT of each) over the measured
        one-token draft step; as fractions (+0.10: the run spent 10% more than measured). None without costs."""
        if name not in measured:
            return None
        cost, draft_cost = measured[name]
        verify = [t / cost[w] for st in sts for w, ts in st.get("pass_s", {}).items() if w < len(cost) for t in ts]
        draft = [t for st in sts for t in st.get("draft_s", [])]
        return {"verify": statistics.median(verify) - 1 if verify else None,
                "draft": statistics.median(draft) / draft_cost - 1 if draft and draft_cost else None}

    def over(suite, name, idx):
        """A row's numbers summed over the prompts idx."""
        runs = [per[(suite, name, i)] for i in idx]
        sts = [r["st"] for r in runs if r["st"]]
        sec, tok = sum(r["seconds"] for r in runs), sum(len(r["out"]) for r in runs)
        dec_s = sum(r["seconds"] - st["ttft"] for r, st in zip(runs, sts)) if sts else 0.0
        return {"seconds": sec, "tokens": tok, "tok_s": tok / sec,
                "decode_tok_s": sum(st["new_tokens"] - st["first_tokens"] for st in sts) / dec_s if dec_s else None,
                "ttft_s": statistics.median(st["ttft"] for st in sts) if sts else None,
                "accepted": [x for st in sts for x in st["accepted_per_step"]],
                "drafted": [x for st in sts for x in st["drafted_per_step"]],
                "forwards": sum(st["target_forwards"] for st in sts),
                "cost_error": cost_error(name, sts)}

    ran = lambda suite, name: [i for i in range(len(prompts[suite])) if (suite, name, i) in per]  # noqa: E731
    def ratio(suite, name, peer, key="tok_s"):
        """name's tok/s (or decode tok/s) over peer's, on the prompts both ran."""
        both = [i for i in ran(suite, name) if (suite, peer, i) in per]
        mine, theirs_ = (over(suite, n_, both)[key] if both else None for n_ in (name, peer))
        return mine / theirs_ if mine and theirs_ else None
    table = []
    f = lambda x, fmt="{:.2f}": "-" if x is None else fmt.format(x)  # noqa: E731
    # ATEN_CPU_CAPABILITY caps torch's own kernels only: oneDNN, MKL and fbgemm (the GEMMs) read their own caps
    caps = [f"{v}={os.environ[v]}" for v in ("ONEDNN_MAX_CPU_ISA", "MKL_ENABLE_INSTRUCTIONS", "FBGEMM_ENABLE_INSTRUCTIONS")
            if v in os.environ]
    machine = (f"{len(os.sched_getaffinity(0))} cores, {torch.get_num_threads()} threads, "
               f"{torch.backends.cpu.get_cpu_capability()} kernels" + "".join(f", {c}" for c in caps))
    print(f"\n{target_dir.name} (target), {draft_dir.name} (draft), on CPU ({machine}); greedy, "
          f"up to {n_new} new tokens, {a.n_prompts} prompts per suite ({a.few or a.n_prompts} for the rows marked *), "
          f"each row once per prompt, interleaved; tok/s = prompt in to answer out; each ratio over the prompts both ran")
    for suite in prompts:
        print(f"\n{suite} ({'complete this function' if suite == 'HumanEval' else 'first turns'}):")
        print("| method | prompts | tok/s | vs autoregressive (same target dtype) | vs transformers | decode tok/s "
              "| decode-only vs autoregressive | time to first token (median) "
              "| tokens / target pass | accepted / step | drafted / step | drafting | target passes "
              "| same output as its autoregressive |")
        print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
        for name in order:
            idx = ran(suite, name)
            r = over(suite, name, idx)
            ar = "int8 autoregressive" if name.startswith("int8") else AR
            peer = HF_AR if name == AR else HF_SPEC if name.startswith("exact") else None
            vs_hf = ratio(suite, name, peer) if peer in order else None
            same = sum(per[(suite, name, i)]["out"] == per[(suite, ar, i)]["out"] for i in idx if (suite, ar, i) in per)
            sh = lambda part: parts[(suite, name, part)] / r["seconds"] if (suite, name, part) in parts else None  # noqa: E731
            row = {"suite": suite, "name": name, "tok_s": r["tok_s"], "vs_ar": ratio(suite, name, ar),
                   "vs_transformers": vs_hf, "decode_tok_s": r["decode_tok_s"], "tokens": r["tokens"],
                   "decode_vs_ar": ratio(suite, name, ar, "decode_tok_s"), "ttft_s": r["ttft_s"],
                   "seconds": r["seconds"],
                   "tokens_per_target_pass": r["tokens"] / r["forwards"] if r["forwards"] else None,
                   "mean_accepted": statistics.fmean(r["accepted"]) if r["accepted"] else None,
                   "mean_drafted": statistics.fmean(r["drafted"]) if r["drafted"] else None,
                   "draft_share": sh("draft"), "target_share": sh("target"), "identical": same, "prompts": len(idx),
                   "cost_error": r["cost_error"]}
            table.append(row)
            star = "" if name in full else " *"
            print(f"| {name}{star} | {len(idx)} | {row['tok_s']:.2f} | {row['vs_ar']:.2f}x | {f(vs_hf, '{:.2f}x')} "
                  f"| {f(row['decode_tok_s'])} | {f(row['decode_vs_ar'], '{:.2f}x')} | {f(row['ttft_s'], '{:.2f} s')} "
                  f"| {f(row['tokens_per_target_pass'])} | {f(row['mean_accepted'])} "
                  f"| {f(row['mean_drafted'])} | {f(row['draft_share'], '{:.0%}')} | {f(row['target_share'], '{:.0%}')} "
                  f"| {same}/{len(idx)} |")
        errs = [(row["name"], row["cost_error"]) for row in table if row["suite"] == suite and row["cost_error"]]
        if errs:
            print("start-up costs against what the run spent (median realised / measured - 1): " + "; ".join(
                f"{n}: verify passes {f(e['verify'], '{:+.0%}')}, a draft {f(e['draft'], '{:+.0%}')}" for n, e in errs))
    print(f"\nmeasured costs, x the fp32 target's one-token step ({costs[1] * 1e3:.0f} ms): a draft step int8 "
          f"{cost8 / costs[1]:.3f}, fp32 {cost32 / costs[1]:.3f}; a verify pass over W tokens "
          + ", ".join(f"W={w} {costs[w] / costs[1]:.2f}" for w in (2, 4, 8, 12, 16, k + 1) if w < len(costs)))
    print("drafting, target passes: the shares of a row's time spent in the draft's passes and in the target's")
    res = {"date": time.strftime("%Y-%m-%d"), "threads": torch.get_num_threads(), "machine": machine, "target": target_dir.name,
           "draft": draft_dir.name, "new_tokens": n_new, "k": k, "prompts": texts, "rows": table,
           "few": a.few, "outputs": {f"{s_}|{n_}|{i}": r["out"] for (s_, n_, i), r in per.items()},
           "verify_cost_s": costs, "draft_cost_s": {"int8": cost8, "fp32": cost32}}
    checkpoint.write_atomic(a.json, lambda tmp: tmp.write_text(json.dumps(res, indent=1)), a.force)
    print(f"\nwrote {a.json.relative_to(ROOT) if a.json.is_relative_to(ROOT) else a.json}")
    plot_pair(a.json, a.json.with_suffix(".png"))


def plot_pair(json_path: Path, png: Path):
    """The README's picture of a --pair run: each row's tok/s per suite, as a multiple of autoregressive decoding
    with the same target dtype, and whether its outputs are autoregressive's."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    res = json.loads(json_path.read_text())
    suites = list(dict.fromkeys(r["suite"] for r in res["rows"]))
    fig, axes = plt.subplots(1, len(suites), figsize=(6 * len(suites), 3.8), sharey=True)
    for ax, suite in zip(axes, suites):
        rows = [r for r in res["rows"] if r["suite"] == suite]
        names = [r["name"].replace(" (default)", "").replace("sized by its confidence", "sized") for r in rows]
        colors = ["#4c72b0" if r["name"].startswith(("exact", "int8 target")) else "#999999" for r in rows]
        ax.barh(range(len(rows)), [r["vs_ar"] for r in rows], color=colors)
        for i, r in enumerate(rows):
            ax.text(r["vs_ar"] + 0.03, i, f"{r['vs_ar']:.2f}x, {r['tok_s']:.1f} tok/s, {r['identical']}/{r['prompts']} same",
                    va="center", fontsize=7)
        ax.set_yticks(range(len(rows)), names, fontsize=7)
        if ax is axes[0]:  # the axes share y: inverting each would undo it
            ax.invert_yaxis()
        ax.axvline(1.0, color="black", lw=0.8)
        ax.set_xlim(0, max(r["vs_ar"] for r in rows) * 1.6)
        few = min(r["prompts"] for r in rows)
        ax.set_title(f"{suite}: {rows[0]['prompts']} prompts" + (f" ({few} for some rows)" if few < rows[0]["prompts"] else "")
                     + f", up to {res['new_tokens']} tokens", fontsize=9)
        ax.set_xlabel("tok/s, x autoregressive with the same target dtype", fontsize=8)
    fig.suptitle(f"{res['draft']} drafting for {res['target']}, greedy, CPU ({res['threads']} threads), {res['date']}",
                 fontsize=9)
    fig.tight_layout()
    checkpoint.write_atomic(png, lambda tmp: fig.savefig(tmp, format="png", dpi=130), force=True)
    plt.close(fig)
    print(f"wrote {png.relative_to(ROOT) if png.is_relative_to(ROOT) else png}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint_path", type=Path, default=g.DEFAULT_CHECKPOINT)
    ap.add_argument("--ks", type=flags.counts(1, 256), default=[5, 10, 20], help="draft lengths: our --speculate_k, their prompt_lookup_num_tokens")
    ap.add_argument("--new_tokens", type=flags.count(1), default=160)
    ap.add_argument("--repeats", type=flags.count(1, 10_000), default=3)
    ap.add_argument("--no_hf", action="store_true", help="skip the transformers rows")
    ap.add_argument("--no_int8", action="store_true", help="skip the int8 rows")
    ap.add_argument("--profile", action="store_true", help="also profile our prompt-lookup steps (largest k)")
    ap.add_argument("--json", type=flags.out_path, default=None, help="default: results/bench.json, with --chat results/bench_chat.json")
    ap.add_argument("--force", action="store_true", help="replace an existing --json file")
    ap.add_argument("--chat", action="store_true", help="the chat table: the EAGLE-3 head and the other drafts")
    ap.add_argument("--quick", action="store_true", help="--chat on 3 prompts, 32 tokens, one repeat, no warm-up")
    ap.add_argument("--eagle", type=Path, default=None, help="--chat: the head (default: generate.py's)")
    ap.add_argument("--k", type=flags.count(1, 256), default=None, help="--chat and --pair: most drafts per step (default 12 and 20)")
    ap.add_argument("--pair", action="store_true", help="the real pair: Qwen2.5-Coder-0.5B drafting for the 1.5B "
                    "on HumanEval and MT-Bench (make pair sets it up)")
    ap.add_argument("--draft_checkpoint_path", type=Path, default=None,
                    help="--pair: the draft (default: generate.py's for the target)")
    ap.add_argument("--n_prompts", type=flags.count(1), default=20, help="--pair: prompts per suite")
    ap.add_argument("--few", type=flags.count(1), default=None, help="--pair: the rows other than autoregressive and the default "
                    "speculation on only the first FEW prompts of each suite (default: all)")
    ap.add_argument("--fixed", action="store_true", help="--pair: also the int8 draft making and verifying k drafts "
                    "every step (no sizing)")
    ap.add_argument("--draft_vocab", type=flags.counts(1, 1 << 24), default=None, metavar="N[,N..]",
                    help="--pair: also rows whose int8 draft keeps N rows of its output layer (generate.py --draft_vocab N)")
    ap.add_argument("--replot", action="store_true", help="--pair: only redraw the plot from --json")
    ap.add_argument("--stop", type=flags.real(0, 1), default=0.3, help="--chat: the rows with a cut: its probability")
    a = ap.parse_args(argv)
    a.json = a.json or ROOT / "results" / ("bench_chat.json" if a.chat else "bench_pair.json" if a.pair else "bench.json")
    a.k_given, a.k = a.k is not None, a.k or (20 if a.pair else 12)
    if a.pair and a.checkpoint_path == g.DEFAULT_CHECKPOINT:
        a.checkpoint_path = PAIR_TARGET
    if a.replot:
        return plot_pair(a.json, a.json.with_suffix(".png"))
    from tqdm import tqdm

    torch.manual_seed(0)
    with checkpoint.one_line_errors():  # every argument and file checked before the minutes of work
        ks = a.ks
        try:
            checkpoint.check_writable(a.json, a.force)
        except (ValueError, FileExistsError) as e:
            raise ValueError(f"--json: {e}") from None
        if a.chat and a.pair:
            raise ValueError("--chat and --pair are two tables: run them one at a time")
        # a flag the chosen table does not read would be silently ignored: say so
        for flag, given, modes in [("--eagle", a.eagle is not None, ("--chat",)), ("--stop", a.stop != 0.3, ("--chat",)),
                                   ("--k", a.k_given, ("--chat", "--pair")), ("--quick", a.quick, ("--chat",)),
                                   ("--draft_checkpoint_path", a.draft_checkpoint_path is not None, ("--pair",)),
                                   ("--n_prompts", a.n_prompts != 20, ("--pair",)), ("--fixed", a.fixed, ("--pair",)),
                                   ("--few", a.few is not None, ("--pair",)),
                                   ("--draft_vocab", a.draft_vocab is not None, ("--pair",))]:
            mode = "--chat" if a.chat else "--pair" if a.pair else "the grounded table"
            if given and mode not in modes:
                raise ValueError(f"{flag} is read by {' and '.join(modes)}, not by {mode}")
        if a.chat:
            return chat_bench(a)
        if a.pair:
            return pair_bench(a)
        model = checkpoint.load_model(a.checkpoint_path).eval()
        quantize.check_fp(model, checkpoint.resolve(a.checkpoint_path)[0], "its fp32 rows would be int8 ones (its "
                          "int8 rows quantize the fp32 weights)")
        tok = load_tokenizer(checkpoint.folder(a.checkpoint_path))
        prompts = [tok.encode_chat(p) for p in PROMPTS]
        size = max(map(len, prompts)) + a.new_tokens + max(ks) + 1
        if size > model.args.max_seq_len:
            raise ValueError(f"the longest prompt + --new_tokens {a.new_tokens} + --ks {max(ks)} need {size} "
                             f"positions; the model's context is {model.args.max_seq_len}")
    model.setup_caches(1, size)
    fp_cost = drafting.measure_costs(model, g.Passes(), max(ks) + 1)  # as generate.py measures it at start-up
    runs = {"autoregressive": ours(model, g.Passes(), 0)}
    runs.update({f"prompt lookup, k={k}": ours(model, g.Passes(cost=fp_cost), k) for k in ks})
    costs = {"fp32": fp_cost}
    if not a.no_int8:
        q8 = quantize.quantize_int8(checkpoint.load_model(a.checkpoint_path).eval())
        q8.setup_caches(1, size)
        costs["int8"] = q8_cost = drafting.measure_costs(q8, g.Passes(), max(ks) + 1)
        runs["int8 autoregressive"] = ours(q8, g.Passes(), 0)
        runs.update({f"int8 prompt lookup, k={k}": ours(q8, g.Passes(cost=q8_cost), k) for k in ks})
    if not a.no_hf:
        from bench_decode import hf_model_from_ours

        hf = hf_model_from_ours(model)
        eos = next(iter(sorted(tok.stop_ids)))
        runs["transformers generate"] = theirs(hf, 0, eos)
        runs.update({f"transformers prompt lookup, k={k}": theirs(hf, k, eos) for k in ks})

    times = {name: [] for name in runs}
    decode = {name: [] for name in runs}
    outputs, steps = {}, {}
    for rep in tqdm(range(a.repeats + 1), desc="repeats (the first warms up)", file=sys.stderr):
        for name, run in runs.items():  # interleaved, so machine noise hits every row alike
            total, outs, dec_tok, dec_s = 0.0, [], 0, 0.0
            for p in prompts:
                out, sec, st = run(p, a.new_tokens, tok.stop_ids)
                total, outs = total + sec, outs + [out]
                if st:
                    dec_tok, dec_s = dec_tok + st["new_tokens"] - st["first_tokens"], dec_s + sec - st["ttft"]
                    steps.setdefault(name, []).extend(st["accepted_per_step"] if rep == 1 else [])
            if rep:
                times[name].append(total)
                decode[name].append(dec_tok / dec_s if dec_s else None)
            outputs[name] = outs

    rows = []
    for name in runs:
        n_tok = sum(map(len, outputs[name]))
        ref = outputs["int8 autoregressive" if name.startswith("int8") else "autoregressive"]  # its own greedy target
        rows.append({"name": name, "tok_s": n_tok / statistics.median(times[name]),
                     "decode_tok_s": statistics.median(decode[name]) if decode[name][0] else None,
                     "mean_accepted": statistics.fmean(steps[name]) if steps.get(name) else None,
                     "identical": sum(o == r for o, r in zip(outputs[name], ref)), "tokens": n_tok})
    by = {r["name"]: r for r in rows}
    print(f"\n{checkpoint.folder(a.checkpoint_path).name} on CPU ({torch.get_num_threads()} threads), {len(prompts)} grounded prompts, greedy, "
          f"up to {a.new_tokens} new tokens, median of {a.repeats} repeats; tok/s = prompt in to answer out")
    print("| method | tok/s | vs autoregressive | vs transformers, same k | decode tok/s (ours) | accepted / step "
          "| same output as its greedy target (fp32 or int8) |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        peer = by.get(r["name"].replace("prompt lookup", "transformers prompt lookup")
                      if r["name"].startswith("prompt lookup") else
                      "transformers generate" if r["name"] == "autoregressive" else "")
        vs = f"{r['tok_s'] / peer['tok_s']:.2f}x" if peer else "-"
        dec = f"{r['decode_tok_s']:.1f}" if r["decode_tok_s"] else "-"
        acc = f"{r['mean_accepted']:.2f}" if r["mean_accepted"] is not None else "-"
        print(f"| {r['name']} | {r['tok_s']:.1f} | {r['tok_s'] / by['autoregressive']['tok_s']:.2f}x | {vs} | {dec} | "
              f"{acc} | {r['identical']}/{len(prompts)} |")
    if "int8 autoregressive" in by:
        best = max((r for r in rows if r["name"].startswith("int8 prompt")), key=lambda r: r["tok_s"])
        print(f"\nint8: best prompt lookup ({best['name']}) {best['tok_s'] / by['int8 autoregressive']['tok_s']:.2f}x "
              f"int8 autoregressive")
    print("\nverify pass cost, x a one-token step (drafting.measure_costs): " + "; ".join(
        f"{kind} " + ", ".join(f"W={w} {c[w] / c[1]:.2f}" for w in (2, 4, 8, 12, 16, max(ks) + 1) if w < len(c))
        for kind, c in costs.items()))
    res = {"date": time.strftime("%Y-%m-%d"), "checkpoint": checkpoint.folder(a.checkpoint_path).name,
           "threads": torch.get_num_threads(), "repeats": a.repeats, "new_tokens": a.new_tokens, "rows": rows,
           "verify_cost_s": costs}
    if a.profile:
        k = max(ks)
        res["profile"] = prof = profile_step(model, g.Passes(cost=fp_cost), prompts, a.new_tokens, tok.stop_ids, k)
        print(f"\nwhere our prompt-lookup steps spend their time (fp32, k={k}, cProfile):")
        for name, (sec, share) in prof.items():
            print(f"  {share:6.1%}  {sec:6.2f} s  {name}")
    checkpoint.write_atomic(a.json, lambda tmp: tmp.write_text(json.dumps(res, indent=1)), a.force)
    print(f"\nwrote {a.json.relative_to(ROOT) if a.json.is_relative_to(ROOT) else a.json}")


if __name__ == "__main__":
    checkpoint.run_cli(main)
