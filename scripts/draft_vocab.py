"""A reduced draft vocabulary's counts: how often each token of the draft's tokenizer occurs in text this project
wrote or had its own models write (no benchmark text), most frequent first, for generate.py --draft_vocab N
(draft.vocab_subset keeps the stop tokens, then these, then the lowest ids up to N).

Counted: the answers in data/code_labels/*.log.jsonl and data/math_labels/*.log.jsonl (the 1.5B's and the 0.5B's
own answers to the project's code and math tasks: what a draft has to propose), the built-in judge families'
questions and answers (data/judge_tasks, train split), and the strings of data/draft_prompts_broad.json (the
chat prompts and passages written for train_draft.py). None of HumanEval, MT-Bench or MATH-500.

    python scripts/draft_vocab.py [--checkpoint_path checkpoints/Qwen2.5-Coder-0.5B-Instruct] [--force]
"""
import argparse
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]
import checkpoint  # noqa: E402
import flags  # noqa: E402
from data import judge_tasks  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402

DRAFT = ROOT / "checkpoints" / "Qwen2.5-Coder-0.5B-Instruct"


def default_path(draft_dir: Path) -> Path:
    return ROOT / "data" / "draft_vocab" / f"{Path(draft_dir).name}.json"


def texts() -> list[tuple[str, str]]:
    """(source, text) of everything counted."""
    out = []
    for log in sorted([*(ROOT / "data" / "code_labels").glob("*.log.jsonl"), *(ROOT / "data" / "math_labels").glob("*.log.jsonl")]):
        for r in checkpoint.read_records(log):
            out += [(log.name, a) for a in r.get("answers", {}).values()]
    for ex in judge_tasks.train_heldout_split(seed=0, n_train=2000, n_heldout=1)[0]:
        out += [("judge_tasks", ex[k]) for k in ("question", "correct", "wrong") if ex.get(k)]

    def strings(x):
        if isinstance(x, str):
            yield x
        elif isinstance(x, dict):
            for v in x.values():
                yield from strings(v)
        elif isinstance(x, list):
            for v in x:
                yield from strings(v)
    out += [("draft_prompts_broad.json", t) for t in strings(json.loads((ROOT / "data" / "draft_prompts_broad.json").read_text()))]
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint_path", type=Path, default=DRAFT, help="the draft (its tokenizer counts)")
    ap.add_argument("--out", type=flags.out_path, default=None, help="default: data/draft_vocab/<draft folder>.json")
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args(argv)
    with checkpoint.one_line_errors():
        folder = checkpoint.folder(a.checkpoint_path)
        out = a.out or default_path(folder)
        tok = load_tokenizer(folder)
        counts, sources = Counter(), Counter()
        for source, text in texts():
            ids = tok.encode(text)
            counts.update(ids)
            sources[source] += len(ids)
        ranked = sorted(counts, key=lambda i: (-counts[i], i))
        record = {"tokenizer": folder.name, "counted_tokens": sum(counts.values()), "sources": dict(sources),
                  "distinct": len(ranked), "ids": ranked, "counts": [counts[i] for i in ranked]}
        out.parent.mkdir(parents=True, exist_ok=True)
        checkpoint.write_atomic(out, lambda tmp: tmp.write_text(json.dumps(record)), force=a.force)
    print(f"wrote {out}: {len(ranked)} distinct tokens in {sum(counts.values())} counted")


if __name__ == "__main__":
    checkpoint.run_cli(main)
