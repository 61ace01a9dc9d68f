"""Token labels for a judge from executed code: the project's 192 code tasks (data/code_tasks.jsonl; none from
HumanEval or MBPP), asked as HumanEval is asked (data/benchmarks.humaneval_chat), answered by the target and by
its draft, and run against each task's unit tests in the sandbox (data/code_tasks.run_tests).

    target's answer passes      -> a correct answer: every token positive
    draft's answer passes       -> a correct answer worded otherwise (the tokens standard verification rejects)
    the task's own solution     -> a correct answer (every task has one, however often the target fails it)
    one-token mutation of a     -> fails the tests: a wrong answer, its first changed character the mistake
      passing answer               (train_judge.token_labels: the tokens before it positive, it negative);
                                   passes: a correct answer too (a harmless change)

Mutations are those of data/judge_tasks (a flipped comparison, + for -, True for False, and for or, in for not in,
a constant plus one), at seeded random sites of the answer's code. Each task's examples are appended to --out the
moment it is done, then a line to --out's .log.jsonl (its verdicts and counts): a run that stops continues where
it was, and a task whose log line is missing is redone (its examples dropped first). The lines of --out are
train_judge.py's hand-label format ("question", "correct" | "wrong" + "error_at") with "task_id", "source" and
"split": each task is in one split (train, val or calibration; by a hash of its id), so no task's answers are in
two of them.

    python scripts/label_code_tasks.py [--out data/code_labels/Qwen2.5-Coder-1.5B-Instruct.jsonl] [--limit N]
"""
import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]
import checkpoint  # noqa: E402
import flags  # noqa: E402
import draft as drafting  # noqa: E402
import generate as g  # noqa: E402
import quantize  # noqa: E402
from data import code_tasks  # noqa: E402
from data.benchmarks import code_block_end, humaneval_chat, humaneval_program  # noqa: E402
from model import prepack  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402

TARGET = ROOT / "checkpoints" / "Qwen2.5-Coder-1.5B-Instruct"
def code_span(answer: str) -> tuple[int, int] | None:
    """(start, end) of the code inside the answer's first code block, or None without one."""
    first = answer.find("```")
    if first < 0:
        return None
    start = answer.find("\n", first)
    end = answer.find("```", start + 1) if start >= 0 else -1
    return (start + 1, end) if end > start >= 0 else None


def mutations(answer: str, n: int, rng: random.Random) -> list[tuple[str, int]]:
    """Up to n one-token mutations of the answer's code: (mutated answer, index of its first changed char)."""
    span = code_span(answer)
    if span is None:
        return []
    code = answer[span[0]:span[1]]
    try:
        swaps, constants = code_tasks.mutation_sites("", code)
    except Exception:  # noqa: BLE001 -- tokenize's errors on code that does not lex: nothing to mutate
        return []
    sites = swaps + constants
    rng.shuffle(sites)
    out = []
    for at, old, new in sites:
        wrong_code = code[:at] + new + code[at + len(old):]
        try:
            compile(wrong_code, "<mutant>", "exec")
        except SyntaxError:
            continue
        wrong = answer[:span[0]] + wrong_code + answer[span[1]:]
        out.append((wrong, len(os.path.commonprefix([answer, wrong]))))
        if len(out) == n:
            break
    return out


def log_path(out: Path) -> Path:
    return out.with_suffix(".log.jsonl")


def resume(out: Path) -> set:
    """The task ids finished (in the log), after dropping from --out the examples of any task that is not: a
    run stopped between a task's examples and its log line."""
    done = {r["task_id"] for r in checkpoint.read_records(log_path(out))}
    kept = [r for r in checkpoint.read_records(out) if r.get("task_id") in done]
    if out.is_file() and len(kept) != len(out.read_text(encoding="utf-8").splitlines()):
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in kept)
        checkpoint.write_atomic(out, lambda tmp: tmp.write_text(text, encoding="utf-8"), force=True)
    return done


def label_task(task, answers: dict, n_mutations: int, rng) -> tuple[list[dict], dict]:
    """The examples of one task from its answers {source: text}, and what their tests said."""
    question = humaneval_chat(task["prompt"])
    base = {"question": question, "task_id": task["task_id"], "split": code_tasks.split_of(task["task_id"])}
    examples, verdicts, seen = [], {}, set()
    for source, answer in answers.items():
        passed, why = code_tasks.run_tests(humaneval_program(task, answer), task)
        verdicts[source] = why
        if not passed or answer in seen:
            continue
        seen.add(answer)
        examples.append(dict(base, correct=answer, source=source))
        for wrong, at in mutations(answer, n_mutations, rng):
            ok, why = code_tasks.run_tests(humaneval_program(task, wrong), task)
            if ok and wrong not in seen:  # harmless: a correct answer too
                seen.add(wrong)
                examples.append(dict(base, correct=wrong, source=f"{source} mutation (passes)"))
            elif not ok:
                examples.append(dict(base, wrong=wrong, error_at=at, source=f"{source} mutation"))
    return examples, verdicts


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint_path", type=Path, default=TARGET)
    ap.add_argument("--draft_checkpoint_path", type=Path, default=None,
                    help="its draft (default: generate.py's for the target, int8 as generate.py runs it)")
    ap.add_argument("--out", type=flags.out_path, default=None, help="default: data/code_labels/<target folder>.jsonl")
    ap.add_argument("--limit", type=flags.count(1), default=None, help="the first N tasks")
    ap.add_argument("--mutations", type=flags.count(0, 10_000), default=4, help="mutations tried per passing answer")
    ap.add_argument("--max_new_tokens", type=flags.count(1, 1 << 20), default=512)
    ap.add_argument("--seed", type=flags.SEED, default=0)
    a = ap.parse_args(argv)
    target_dir = checkpoint.folder(a.checkpoint_path)
    a.out = a.out or ROOT / "data" / "code_labels" / f"{target_dir.name}.jsonl"
    with checkpoint.one_line_errors():
        tasks = code_tasks.load_tasks()[:a.limit]
        done = resume(a.out)
        todo = [t for t in tasks if t["task_id"] not in done]
        if not todo:
            return print(f"every task is in {a.out}")
        draft_path = a.draft_checkpoint_path or target_dir.parent / g.DEFAULT_DRAFTS.get(target_dir.name, "") / "model_int8.pth"
        tok = load_tokenizer(target_dir)
        target = prepack(checkpoint.load_model(target_dir).eval())
        draft = quantize.draft_kernels(checkpoint.load_model(draft_path).eval())
        prompts = {t["task_id"]: tok.encode_chat(humaneval_chat(t["prompt"])) for t in todo}
        size = max(map(len, prompts.values())) + a.max_new_tokens + 22
        for m in (target, draft):
            m.setup_caches(1, size)
    passes = drafting.measure_draft_costs(g.Passes(), drafting.make("model", 20, model=draft), target)
    until = code_block_end(tok)
    a.out.parent.mkdir(parents=True, exist_ok=True)
    from tqdm import tqdm

    counts = {}
    for task in tqdm(todo, desc="code tasks", file=sys.stderr):
        t0 = time.perf_counter()
        p = prompts[task["task_id"]]
        answers = {}
        for source, kw in (("target", dict(model=target, draft=drafting.make("model", 20, model=draft), passes=passes)),
                           ("draft", dict(model=draft))):
            out = g.generate(kw.pop("model"), p, a.max_new_tokens, stop_ids=tok.stop_ids, until=until, **kw)
            answers[source] = tok.decode([t for t in out if t not in tok.stop_ids])
        # The task's own solution, in the target's answer format (its code block repeats the prompt): a correct
        # answer every task has, however often the target fails this task, and mutations of it that fail are sure
        # mistakes. Its tokens are not the target's: what a judge must learn to keep.
        answers["canonical"] = f"```python\n{task['prompt']}{task['canonical_solution']}```"
        rng = random.Random(f"{a.seed}-{task['task_id']}")
        examples, verdicts = label_task(task, answers, a.mutations, rng)
        with open(a.out, "a", encoding="utf-8") as f:  # the task's examples in one write
            f.write("".join(json.dumps(ex, ensure_ascii=False) + "\n" for ex in examples))
        n = {}
        for ex in examples:
            n[ex["source"]] = n.get(ex["source"], 0) + 1
            counts[ex["source"]] = counts.get(ex["source"], 0) + 1
        with open(log_path(a.out), "a", encoding="utf-8") as f:
            f.write(json.dumps({"task_id": task["task_id"], "split": code_tasks.split_of(task["task_id"]), "verdicts": verdicts,
                                "examples": n, "answers": answers, "seconds": round(time.perf_counter() - t0, 1)},
                               ensure_ascii=False) + "\n")
    print(f"wrote {a.out}: " + ", ".join(f"{n} {s}" for s, n in sorted(counts.items())))


if __name__ == "__main__":
    checkpoint.run_cli(main)
