"""What a run measured and how it is shown: the stats dict generate() fills as it goes (new_stats; a step's
counts corrected where a stop cuts it, uncount_cut), the numbers derived from it (summarize: tok/s overall and
decode, tokens per target pass, accepted per step), the answer streamed as it comes and the stats line."""
import statistics
import sys
from typing import Callable

import torch


def new_stats() -> dict:
    return {"new_tokens": 0, "seconds": 0.0, "ttft": 0.0, "first_tokens": 0, "target_forwards": 0,
            "accepted_per_step": [], "drafted_per_step": [], "rule_only_accepted": 0, "no_draft_steps": 0,
            "prefilled": 0}


def uncount_cut(stats: dict, cut: int, steps: int, rule_only: int):
    """A stop token or the token budget cut `cut` tokens off a step's [kept drafts, target's token]: count
    only the kept drafts actually emitted. The cut takes the target's token first, then the last kept
    drafts, which are the rule's (the standard test's keeps are the prefix)."""
    cut_drafts = max(cut - 1, 0)
    if cut_drafts and len(stats["accepted_per_step"]) > steps:
        stats["accepted_per_step"][-1] -= cut_drafts
        stats["rule_only_accepted"] -= min(cut_drafts, rule_only)


def summarize(stats: dict, model_bytes: int, passes=None) -> dict:
    """Derived numbers for the closing stats line and --stats_json. tok_s counts everything from the
    prompt on; decode_tok_s leaves out the prefill and the first step (reported as ttft_s), as gpt-fast
    and most serving tools do, so it is the number to compare with theirs. With passes that have costs: the
    costs in use at the end (measured at start-up, then corrected: draft.realised) beside the run's realised
    medians, per verify width and per draft, and how often they were corrected."""
    s = dict(stats)
    pass_s = {w: statistics.median(ts) for w, ts in sorted(s.pop("pass_s", {}).items())}
    draft_s = s.pop("draft_s", [])
    if passes is not None and passes.cost is not None:
        start = passes.measured or (passes.cost, passes.draft_cost)
        s["costs"] = {"measured_pass_s": {w: start[0][w] for w in pass_s if w < len(start[0])},
                      "measured_draft_s": start[1],
                      "in_use_pass_s": {w: passes.cost[w] for w in pass_s if w < len(passes.cost)},
                      "realised_pass_s": pass_s, "in_use_draft_s": passes.draft_cost,
                      "realised_draft_s": statistics.median(draft_s) if draft_s else None,
                      "recalibrated": s.pop("recalibrated", 0), "adapt": passes.adapt}
    s["tok_s"] = s["new_tokens"] / max(s["seconds"], 1e-9)
    later = s["new_tokens"] - s["first_tokens"]
    s["decode_tok_s"] = later / (s["seconds"] - s["ttft"]) if later > 0 else None
    s["ttft_s"] = s["ttft"]
    s["bandwidth_GBs"] = model_bytes * (s["decode_tok_s"] or s["tok_s"]) / 1e9
    s["tokens_per_target_forward"] = s["new_tokens"] / max(s["target_forwards"], 1)
    steps = s["accepted_per_step"]
    if steps:
        s["mean_accepted"] = sum(steps) / len(steps)
        s["mean_drafted"] = sum(s["drafted_per_step"]) / len(steps)
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


def streamer(tok) -> Callable:
    """A generate() callback printing the answer as it comes. It decodes everything so far and prints the new
    suffix, so that a multi-byte character split across tokens appears once it is complete."""
    shown, printed = [], [0]

    def stream(new):
        shown.extend(t for t in new if t not in tok.stop_ids)
        text = tok.decode(shown)
        if not text.endswith("\ufffd"):
            print(text[printed[0]:], end="", flush=True)
            printed[0] = len(text)
    return stream


def print_stats(s: dict, label: str, nbytes: int, draft: str | None, rule: str, extra: str = ""):
    """The stats line after an answer (s: summarize's), and the accepted drafts of each step."""
    decode = f"{s['decode_tok_s']:.1f} tok/s decode" if s["decode_tok_s"] else "no decode steps"
    line = (f"{label} {s['new_tokens']} tokens: {decode}, {s['ttft_s']:.2f} s to first token, "
            f"{s['tok_s']:.1f} tok/s overall; {s['bandwidth_GBs']:.2f} GB/s (model {nbytes / 1e6:.0f} MB x tok/s)")
    if draft:
        line += (f"; {s['target_forwards']} target forwards ({s['tokens_per_target_forward']:.2f} tokens per pass), "
                 f"{s.get('mean_accepted', 0):.2f} accepted/step")
        if draft == "eagle":
            line += f" of {s.get('mean_drafted', 0):.2f} drafted"
    if rule != "standard":
        line += f", {s['rule_only_accepted']} accepted by the {rule} rule alone"
    print(line + extra)
    c = s.get("costs")
    if c and c["recalibrated"] and c["realised_draft_s"] is not None:
        print(f"note: the pass costs were corrected {c['recalibrated']} time(s) to what this run spends (one draft: "
              f"{c['measured_draft_s'] * 1e3:.0f} ms measured at start-up, {c['realised_draft_s'] * 1e3:.0f} ms realised)",
              file=sys.stderr)
    if draft and s.get("accepted_histogram"):
        print(f"accepted per step: {s['accepted_per_step']}")
