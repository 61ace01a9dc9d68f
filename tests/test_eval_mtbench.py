"""scripts/eval_mtbench.py on tiny random models: answers and reference-draft runs appended per question,
continued on rerun, and the table made from what is done; a lossy rule without a judge file is skipped, said."""
import json
import sys

import pytest

import checkpoint
import quantize
from conftest import ROOT, tiny_model, write_checkpoint

sys.path.insert(0, str(ROOT / "scripts"))
import eval_mtbench  # noqa: E402


@pytest.fixture(scope="module")
def pair(tmp_path_factory):
    root = tmp_path_factory.mktemp("pair")
    models = []
    for name, m in (("target", tiny_model(vocab_size=260)), ("draft", tiny_model("tiny-draft", seed=1, vocab_size=260))):
        m.args.max_seq_len = 4096  # byte-level tiny tokenizer: a GPT-4 answer is ~1500 tokens
        models.append(write_checkpoint(root / name, m))
    quantize.main(["--checkpoint_path", str(models[1])])
    return models


def test_answers_and_references_are_appended_and_continued(pair, tmp_path, capsys):
    target, draft = pair
    out = tmp_path / "mt"
    argv = ["--checkpoint_path", str(target), "--draft_checkpoint_path", str(draft / "model_int8.pth"), "--limit", "10",
            "--max_new_tokens", "4", "--k", "3", "--judge", str(tmp_path / "none.pt"), "--out", str(out)]
    eval_mtbench.main(argv)
    said = capsys.readouterr().out
    assert "skipped ['judge', 'guarded']" in said
    exact = checkpoint.read_records(out / "exact.jsonl")
    # round-robin over the eight categories (the file has them in blocks of ten): a partial run has asked each
    assert [r["question_id"] for r in exact] == [81, 91, 101, 111, 121, 131, 141, 151, 82, 92]
    assert len({r["category"] for r in exact}) == 8 and all(r["tokens"] == 4 for r in exact)
    refs = checkpoint.read_records(out / "references_exact.jsonl")
    assert [r["question_id"] for r in refs] == [101, 111, 121] and refs[0]["source"] == "text"
    eval_mtbench.main(argv)  # everything done: nothing appended
    assert len(checkpoint.read_records(out / "exact.jsonl")) == 10
    table = out.with_suffix(".md").read_text()
    assert "| all | 10 |" in table and "| standard | 3 |" in table
    assert json.loads((out / "costs.json").read_text())["kind"] == "model"  # kept: a continued run sizes drafts alike


def test_speed_is_compared_with_exact_only_within_one_run(tmp_path):
    out = tmp_path / "mt"
    out.mkdir()
    for name, rows in (("exact", [(81, "a", 10.0, "r1"), (82, "b", 10.0, "r1")]),
                       ("judge", [(81, "x", 5.0, "r1"), (82, "y", 1.0, "another machine")])):
        with open(out / f"{name}.jsonl", "w") as f:
            for q, answer, seconds, run in rows:
                f.write(json.dumps({"question_id": q, "category": "writing", "answer": answer, "tokens": 20,
                                    "seconds": seconds, "target_forwards": 4, "accepted_per_step": [4],
                                    "rule_only_accepted": 1, "run": run}) + "\n")
    eval_mtbench.main(["--report", "--out", str(out)])
    table = out.with_suffix(".md").read_text()
    assert "| all | 2 | 5.00 | 5.00 (1.00x) | 2.00x (1) | 2/2 |" in table  # question 82's 10x is another run's


def test_a_rule_rerun_is_compared_with_exact_rows_of_another_folder(tmp_path):
    for folder, name, answer, run in (("mt", "exact", "a", "r1"), ("rerun", "judge", "x", "r2")):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / f"{name}.jsonl").write_text(json.dumps({
            "question_id": 81, "category": "writing", "answer": answer, "tokens": 20, "seconds": 1.0,
            "target_forwards": 4 if name == "exact" else 2, "accepted_per_step": [4], "rule_only_accepted": 1,
            "run": run}) + "\n")
    eval_mtbench.main(["--report", "--out", str(tmp_path / "rerun"), "--exact", str(tmp_path / "mt")])
    table = (tmp_path / "rerun.md").read_text()
    assert "| all | 1 | 5.00 | 10.00 (2.00x) | - | 1/1 |" in table  # tok/s: the rows are of two runs
    with pytest.raises(SystemExit):
        eval_mtbench.main(["--out", str(tmp_path / "rerun"), "--exact", str(tmp_path / "mt")])  # would run exact too
    with pytest.raises(SystemExit):
        eval_mtbench.main(["--report", "--out", str(tmp_path / "rerun"), "--exact", str(tmp_path / "rerun")])  # no exact rows


def test_gpt4s_references_pass_their_checkers_but_where_the_reference_is_wrong():
    """Each checker was written from its reference answer: every reference passes its own, except 105 and 111,
    where the reference is wrong (the clues give Alice; the three points make a triangle of area 3) and the
    checker holds the right answer."""
    from data.benchmarks import mtbench_checkers, mtbench_questions, mtbench_references
    from data.grading import mtbench_check

    questions = {q["question_id"]: q["turns"][0] for q in mtbench_questions()}
    checkers, refs = mtbench_checkers(), mtbench_references()
    assert sorted(checkers) == sorted(refs) == list(range(101, 131))
    verdicts = {q: mtbench_check(refs[q], c, questions[q]) for q, c in checkers.items()}
    assert {q for q, v in verdicts.items() if v is False} == {105, 111}
    assert {q for q, v in verdicts.items() if v is None} == {103, 122, 123, 124}
    assert mtbench_check("The area is 3 square units.", checkers[111]) and not mtbench_check("So the area is 0.", checkers[111])
    assert mtbench_check("So the secretary is Alice.", checkers[105])


def test_the_final_number_is_the_box_else_the_prose_skipping_the_questions_own_numbers():
    from data.grading import final_number

    assert final_number("so 2 + 2 = \\boxed{4}, and 5 more") == 4
    assert final_number("There are 19 integers in |x + 5| < 10.", "|x + 5| < 10") == 19
    assert final_number("It is 0. Check:\n```python\nx = 44\nprint(x % 4)\n```") == 0
    assert final_number("a total of $12,000.") == 12000 and abs(final_number("17/18") - 17 / 18) < 1e-12
    assert final_number("no numbers here") is None


def test_logprob_scores_each_answer_as_the_target_decoding_it_token_by_token(pair, tmp_path):
    """The teacher-forced pass reads the target's prediction of each answer token from the position before it: checked
    against the target fed the prompt and then the answer one token at a time through its KV cache. Scores sit beside
    the answers (beside --exact's for exact), a rerun adds none, and the report compares a rule with exact."""
    import torch
    from data.benchmarks import mtbench_questions
    from tokenizer import load_tokenizer

    target, _ = pair
    for folder, rule, answer in (("mt", "exact", "The answer is 42."), ("rerun", "judge", "Perhaps 41, or not.")):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / f"{rule}.jsonl").write_text(json.dumps({
            "question_id": 81, "category": "writing", "rule": rule, "answer": answer, "tokens": 20, "seconds": 1.0,
            "target_forwards": 4, "accepted_per_step": [4], "rule_only_accepted": 1, "run": "r"}) + "\n")
    argv = ["--runs", "logprob", "--configs", "exact", "judge", "--checkpoint_path", str(target),
            "--out", str(tmp_path / "rerun"), "--exact", str(tmp_path / "mt")]
    eval_mtbench.main(argv)
    eval_mtbench.main(argv)  # done: nothing added
    tok = load_tokenizer(target)
    model = checkpoint.load_model(target).eval()
    prompt = tok.encode_chat(next(q for q in mtbench_questions() if q["question_id"] == 81)["turns"][0])
    for folder, rule, answer in (("mt", "exact", "The answer is 42."), ("rerun", "judge", "Perhaps 41, or not.")):
        [rec] = checkpoint.read_records(tmp_path / folder / f"logprob_{rule}.jsonl")
        ids = tok.encode(answer)
        model.setup_caches(1, len(prompt) + len(ids))
        with torch.no_grad():
            logits = model(torch.tensor([prompt]), torch.arange(len(prompt)))[0, -1]
            total = 0.0
            for i, t in enumerate(ids):
                total += logits.log_softmax(-1)[t].item()
                logits = model(torch.tensor([[t]]), torch.tensor([len(prompt) + i]))[0, -1]
        assert rec["tokens"] == len(ids) and rec["mean_logprob"] == pytest.approx(total / len(ids), abs=1e-4)
    table = (tmp_path / "rerun.md").read_text()
    assert "mean log-probability per token" in table and "| all |" in table.split("mean log-probability")[1]


def test_the_draft_row_is_the_small_models_own_greedy_answer_and_is_scored_beside_the_rules(pair, tmp_path):
    """--configs draft answers with the 0.5B's fp32 checkpoint alone (the folder of the int8 file it drafts with),
    checked against a plain argmax loop over the whole sequence; its row joins the scored and log-probability tables."""
    import torch
    from data.benchmarks import mtbench_questions
    from tokenizer import load_tokenizer

    target, draft = pair
    out = tmp_path / "mt"
    argv = ["--checkpoint_path", str(target), "--draft_checkpoint_path", str(draft / "model_int8.pth"), "--limit", "3",
            "--max_new_tokens", "5", "--k", "3", "--judge", str(tmp_path / "none.pt"), "--out", str(out),
            "--runs", "answers", "--configs", "exact", "draft"]
    eval_mtbench.main(argv)
    tok = load_tokenizer(draft)
    model = checkpoint.load_model(draft).eval()
    model.setup_caches(1, 1024)
    questions = {q["question_id"]: q for q in mtbench_questions()}
    recs = checkpoint.read_records(out / "draft.jsonl")
    assert len(recs) == 3 and all(r["rule"] == "draft" for r in recs)
    for r in recs:
        seq = tok.encode_chat(questions[r["question_id"]]["turns"][0])
        new = []
        with torch.no_grad():
            for _ in range(5):
                t = model(torch.tensor([seq + new]), torch.arange(len(seq) + len(new)))[0, -1].argmax().item()
                new.append(t)
                if t in tok.stop_ids:
                    break
        assert r["answer"] == tok.decode([t for t in new if t not in tok.stop_ids])
    eval_mtbench.main(argv[:-5] + ["--runs", "logprob", "--configs", "exact", "draft"])
    table = out.with_suffix(".md").read_text()
    assert "| category | exact | judge | judge: below exact | guarded | guarded: below exact | draft | draft: below exact |" in table
