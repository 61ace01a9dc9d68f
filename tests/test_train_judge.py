"""Judge training: hand and mined token labels, the training loop, calibration, the CLI's refusals, and
that the committed default judge is what its recorded command makes."""
import argparse
import json
import math
import random
import subprocess
import sys
from pathlib import Path

import pytest
import torch

import checkpoint
import draft as drafting
import generate as g
import judge
import train_judge as tj
from data import judge_tasks
from conftest import ROOT, assert_out_refused_before_any_work, main_error, tiny_model, write_checkpoint

HANG = 900  # s: only a hung child fails; a loaded machine may take many times the idle run

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def tok(smollm2_tok):
    return smollm2_tok


@pytest.fixture(scope="module")
def smollm(smollm2):
    return checkpoint.load_model(smollm2).eval()


def _pieces(tok, ids):
    return [tok.token_bytes(t).decode("utf-8", "replace") for t in ids]


# ------------------------------------------------------------------------------------------ hand labels
def test_correct_answer_tokens_are_all_positive(tok):
    ids, labels = tj.token_labels(tok, "The capital of France is Paris.")
    assert ids == tok.encode("The capital of France is Paris.")
    assert labels == [1] * len(ids)


def test_wrong_answer_positive_before_mistake_negative_at_it_dropped_after(tok):
    wrong = "The capital of France is Lyon, a city."
    ids, labels = tj.token_labels(tok, wrong, wrong.index("Lyon"))
    assert labels[-1] == 0 and all(labels[:-1]) and len(labels) >= 2
    assert "".join(_pieces(tok, ids)) == "The capital of France is Lyon"  # " Lyon" is one token
    # a mistake in the middle of a token marks that whole token
    ids2, labels2 = tj.token_labels(tok, "3 + 4 = 8.", 8)
    assert _pieces(tok, ids2)[-1] == "8" and labels2[-1] == 0


def test_mistake_at_first_token_gives_single_negative(tok):
    ids, labels = tj.token_labels(tok, "Lyon is the capital.", 0)
    assert labels == [0] and len(ids) == 1


def test_mistake_inside_multibyte_characters(tok):
    text = "Die Hauptstadt ist Zürich, 東京 ist falsch."
    at = text.index("東")
    ids, labels = tj.token_labels(tok, text, at)
    got = b"".join(tok.token_bytes(t) for t in ids)
    assert labels[-1] == 0 and all(labels[:-1])
    assert text[:at].encode() in got and len(got) > len(text[:at].encode())  # the token holding 東's first byte
    ids, labels = tj.token_labels(tok, text, text.index("ü"))
    assert b"".join(tok.token_bytes(t) for t in ids).startswith("Die Hauptstadt ist Z".encode())
    with pytest.raises(ValueError):
        tj.token_labels(tok, text, len(text))


# ----------------------------------------------------------------------------------------- mined labels
class NumberTok:
    """A tokenizer for hand-checked mining: token i is the word "i"; 99 stops."""
    stop_ids = {99}

    def encode(self, text):
        return [int(w) for w in text.split()]

    def decode(self, ids):
        return " ".join(map(str, ids))

    def encode_chat(self, question):
        return [1] + self.encode(question)


def count_on(model, tok, ids, n, hint=(), k=8, stats=None):
    """A target whose greedy continuation counts up from the last token."""
    return [] if ids[-1] in tok.stop_ids else [ids[-1] + i for i in range(1, n + 1)]


def _walk(monkeypatch, answer, draft, budget=6, max_subs=6):
    """Walk a text draft after the prompt [1] against the counting target; the grader: `answer` is said."""
    monkeypatch.setattr(tj, "continue_greedy", count_on)
    tok, prompt = NumberTok(), [1]
    ex = {"question": "", "answer": answer, "grader": "contains"}
    propose = tj.proposer("text", draft, prompt, None, tok, 8)
    return tj.walk(None, tok, ex, prompt, propose, count_on(None, tok, prompt, budget), budget, max_subs, 8)


def test_mining_labels_a_draft_by_what_the_target_then_answers(monkeypatch):
    # the target says 2 3 4 5 6 7, and the right answer is 5
    # a draft that leaves the target's path at 40: after 2 3 40 it counts 41 42 43 -> 5 lost: a mistake;
    # the walk goes on with the target's own 4, and the draft offers nothing more
    assert _walk(monkeypatch, "5", [2, 3, 40, 41]) == ([dict(prefix=[], ids=[2, 3, 40], labels=[1, 1, 0])], 1)
    # 4 instead of 3: the target goes on 5 6 7 8 -- still right, so acceptable, and the rest of the draft
    # now matches the target's new answer
    assert _walk(monkeypatch, "5", [2, 4, 5, 6]) == ([dict(prefix=[], ids=[2, 4, 5, 6], labels=[1, 1, 1, 1])], 1)
    # a mistake, then the draft re-aligns on the target's 4 (prompt lookup in the text) and offers 9: also a
    # mistake (9 10 lose 5): two segments, the second after the target's own token
    assert _walk(monkeypatch, "5", [2, 3, 30, 4, 9]) == (
        [dict(prefix=[], ids=[2, 3, 30], labels=[1, 1, 0]), dict(prefix=[2, 3, 4], ids=[9], labels=[0])], 2)


def test_mining_when_the_target_is_wrong_to_begin_with(monkeypatch):
    # the target says 2..7 and the right answer is 9: its own tokens get no label (they lead to a wrong answer)
    # a draft token after which the target reaches 9 is acceptable; from then on the target is right
    assert _walk(monkeypatch, "9", [2, 3, 6, 7, 8, 9]) == (
        [dict(prefix=[2, 3], ids=[6, 7, 8, 9], labels=[1, 1, 1, 1])], 1)
    # wrong with the draft's token and wrong without it: no label, and the walk stops
    assert _walk(monkeypatch, "9", [2, 3, 30, 31]) == ([], 1)


def count_to_nine(model, tok, ids, n, hint=(), k=8, stats=None):
    """A target that counts up to 9 and stops."""
    return [] if ids[-1] in tok.stop_ids else ([t for t in range(ids[-1] + 1, 10)] + [99])[:n]


def test_repeat_drafts_say_the_finished_answer_again_and_only_rewrites_are_mined_with_them(monkeypatch, tmp_path):
    monkeypatch.setattr(tj, "continue_greedy", count_to_nine)
    tok = NumberTok()
    questions = [{"question": "", "answer": "5", "grader": "rewrite"},
                 {"question": "", "answer": "5", "grader": "contains"}]
    a = _mine_args(tmp_path, draft=["repeat"], max_new_tokens=12)
    records = tj.mine(tiny_model(max_seq_len=128), tok, questions, a)
    # the target says 2..9 and stops; the draft says it again: after the first repeated token the target
    # goes on 3..9 -- an 8-word run said twice, which the rewrite grader refuses: a mistake
    assert len(records) == 1 and records[0]["draft_text"] == "2 3 4 5 6 7 8 9 2 3 4 5 6 7 8 9"
    assert records[0]["segments"] == [dict(prefix=[], ids=[2, 3, 4, 5, 6, 7, 8, 9, 2], labels=[1] * 8 + [0])]


def test_mining_stops_after_max_subs_substitutions(monkeypatch):
    segments, subs = _walk(monkeypatch, "5", [2, 3, 30, 4, 9], max_subs=1)
    assert subs == 1 and segments == [dict(prefix=[], ids=[2, 3, 30], labels=[1, 1, 0])]


def test_mining_on_a_tiny_model_matches_labels_derived_from_plain_greedy():
    model = tiny_model(max_seq_len=128)
    tok, prompt = NumberTok(), [1, 17, 42, 5]
    path = g.generate(model, prompt, 10)  # plain greedy: the target's own answer
    x = next(t for t in range(2, 99) if t not in path)
    ex = {"question": "", "answer": str(path[4]), "grader": "contains"}  # hand-made grader: say what it said
    draft = path[:2] + [x]
    # by hand: the two matching tokens are positive; x is acceptable iff greedy after it still says path[4]
    after = g.generate(model, prompt + draft, 10 - 3)
    expected = [dict(prefix=[], ids=draft, labels=[1, 1, int(str(path[4]) in tok.decode(draft + after).split())])]
    propose = tj.proposer("text", draft, prompt, None, tok, 8)
    segments, subs = tj.walk(model, tok, ex, prompt, propose, tj.continue_greedy(model, tok, prompt, 10), 10, 6, 4)
    assert segments[:1] == expected and subs >= 1
    # the speculative continuation mining uses is plain greedy
    assert tj.continue_greedy(model, tok, prompt, 10) == path
    assert tj.continue_greedy(model, tok, prompt + draft, 7, hint=path[3:]) == after


def test_eagle_proposals_are_the_drafts_generate_makes_with_the_head_at_every_step(monkeypatch, tmp_path):
    from test_eagle import AUX, random_head, repeat_head, target

    for weight_scale, make in ((1.0, repeat_head), (3.0, random_head)):  # drafts that land, and that do not
        t = target(weight_scale)
        head = make(t)
        made, eagle_draft = [], drafting.eagle_draft

        def record(d, seq, k, s, passes):  # what generate's own (cached) eagle drafting offers at each step
            drafts, q = eagle_draft(d, seq, k, s, passes)
            made.append((list(seq), drafts.tolist()))
            return drafts, q

        monkeypatch.setattr(drafting, "eagle_draft", record)
        prompt = [5, 17, 99, 3, 42, 17, 99, 3, 8]
        g.generate(t, prompt, 24, draft=drafting.make("eagle", 5, head=head, aux_layers=AUX))
        monkeypatch.setattr(drafting, "eagle_draft", eagle_draft)
        assert len(made) >= 4
        for seq, drafts in made:  # stateless, from the prompt and the answer so far: the same tokens
            assert tj.eagle_proposal(t, head, AUX, seq, 5) == drafts, seq
    # through mine(): the first labelled segment is the head's drafts after the prompt
    tok, question = NumberTok(), {"question": "17 42", "grader": "contains"}
    path = g.generate(t, tok.encode_chat(question["question"]), 8)
    question["answer"] = str(path[1])  # the target is right: its own tokens are positive
    a = _mine_args(tmp_path, draft=["eagle"], max_new_tokens=8, eagle=Path("h.pt"))
    assert tj.mining_jobs(question, tok, a) == [("eagle", None)]
    records = tj.mine(t, tok, [question], a, eagle=(head, AUX))
    want = tj.eagle_proposal(t, head, AUX, tok.encode_chat(question["question"]), 4)
    assert [r["draft"] for r in records] == ["eagle"] and records[0]["segments"][0]["prefix"] == []
    ids = records[0]["segments"][0]["ids"]
    assert ids and ids == want[:len(ids)]


def test_the_eagle_flag_is_refused_without_draft_eagle_and_defaults_to_the_committed_head(tmp_path):
    assert "--draft eagle" in _error(["--mine", "builtin", "--eagle", "h.pt", "--out", str(tmp_path / "j.pt")])
    a = tj.build_parser().parse_args(["--mine", "builtin", "--draft", "eagle", "ngram", "--out", str(tmp_path / "j.pt")])
    tj.check_args(a)
    assert a.eagle == g.JUDGES / f"{Path(str(g.DEFAULT_CHECKPOINT)).name}.eagle.pt"


def test_hidden_states_of_rows_are_the_targets_own_whatever_the_rows_share():
    model, tok = tiny_model(max_seq_len=128), NumberTok()
    rows = [dict(question="5 6", prefix=[], ids=[7, 8, 9], labels=[1, 1, 0]),
            dict(question="5 6", prefix=[7, 8], ids=[10, 11], labels=[1, 1]),  # shares 7 8 with the row before
            dict(question="5 6", prefix=[7, 8, 10, 12], ids=[13], labels=[0]),
            dict(question="4", prefix=[2], ids=[3], labels=[1])]
    x, y, index = tj.extract_features(model, tok, rows, progress=False)
    assert y.tolist() == [1, 1, 0, 1, 1, 0, 1] and index.tolist() == [0, 0, 0, 1, 1, 2, 3]
    fresh = []
    for r in rows:  # each row alone, in one forward from position 0
        seq = tok.encode_chat(r["question"]) + r["prefix"] + r["ids"]
        fresh.append(g.verify_forward(model, torch.tensor(seq), torch.arange(len(seq)))[1][-len(r["ids"]):])
    torch.testing.assert_close(x, torch.cat(fresh), atol=1e-5, rtol=1e-4)


def test_the_feature_cache_gives_the_same_features_and_a_second_run_reads_instead_of_computing(tmp_path, monkeypatch):
    model, tok = tiny_model(max_seq_len=128), NumberTok()
    rows = [dict(question="5 6", prefix=[], ids=[7, 8, 9], labels=[1, 1, 0]),
            dict(question="4", prefix=[2], ids=[3], labels=[1])]
    x, y, index = tj.extract_features(model, tok, rows, progress=False)
    x1, y1, i1 = tj.extract_features(model, tok, rows[:1], progress=False, cache=tmp_path / "c", key="t")  # stopped
    assert len(list((tmp_path / "c").glob("*.pt"))) == 1
    x2, y2, i2 = tj.extract_features(model, tok, rows, progress=False, cache=tmp_path / "c", key="t")  # resumed
    # The resumed run computes row 2 in one pass from the start, the first run after row 1's shared prefix: passes of
    # other widths, whose sums may round apart in the last bit (which kernel runs a width can differ by machine)
    assert torch.allclose(x2, x, rtol=0, atol=1e-5) and torch.equal(y2, y) and torch.equal(i2, index)
    monkeypatch.setattr(g, "verify_forward", lambda *a, **k: pytest.fail("computed a cached row"))
    x3, _, _ = tj.extract_features(model, tok, rows, progress=False, cache=tmp_path / "c", key="t")
    assert torch.equal(x3, x2)  # read back: exactly what was computed and stored
    monkeypatch.undo()
    other, _, _ = tj.extract_features(model, tok, rows, progress=False, cache=tmp_path / "c", key="another target")
    assert len(list((tmp_path / "c").glob("*.pt"))) == 4  # another key: its own files


def _mine_args(tmp_path, **kw):
    return argparse.Namespace(**dict(dict(draft=["text"], max_new_tokens=6, max_subs=6, speculate_k=4,
                                          mined_file=tmp_path / "m.jsonl", progress=False,
                                          draft_checkpoint_path=None), **kw))


def test_mining_writes_one_record_per_draft_and_resumes(monkeypatch, tmp_path):
    monkeypatch.setattr(tj, "continue_greedy", count_on)
    tok, model = NumberTok(), tiny_model(max_seq_len=128)
    questions = [{"question": "1", "answer": "5", "grader": "contains", "correct": "2 4 5 6", "wrong": "2 3 40 41",
                  "error_at": 4},
                 {"question": "2", "answer": "6", "grader": "contains", "drafts": ["3 4 60"]}]
    a = _mine_args(tmp_path)
    records = tj.mine(model, tok, questions, a)
    assert [r["draft_text"] for r in records] == ["2 4 5 6", "2 3 40 41", "3 4 60"]
    assert [r["segments"] for r in records] == [[dict(prefix=[], ids=[2, 4, 5, 6], labels=[1, 1, 1, 1])],
                                                [dict(prefix=[], ids=[2, 3, 40], labels=[1, 1, 0])],
                                                [dict(prefix=[], ids=[3, 4, 60], labels=[1, 1, 0])]]
    rows = tj.mined_rows(records, 0.5, 0)
    assert {r["question"] for r in rows if r["val"]} and {r["question"] for r in rows if not r["val"]}
    # a run that died mid-line resumes with --force: the torn line is dropped, finished records are not
    # recomputed; without --force the file (maybe a user's) is left as it is
    lines = a.mined_file.read_text().splitlines(keepends=True)
    a.mined_file.write_text("".join(lines[:2]) + lines[2][:10])
    with pytest.raises(SystemExit, match="incomplete.*--force"):
        tj.mine(model, tok, questions, a)
    assert a.mined_file.read_text() == "".join(lines[:2]) + lines[2][:10]
    a.force = True
    calls = []
    monkeypatch.setattr(tj, "continue_greedy", lambda *args, **kw: calls.append(args) or count_on(*args, **kw))
    untimed = lambda recs: [{k: v for k, v in r.items() if k != "seconds"} for r in recs]  # noqa: E731
    again = tj.mine(model, tok, questions, a)  # the redone record took its own time
    assert untimed(again) == untimed(records) and len(a.mined_file.read_text().splitlines()) == 3
    assert calls  # only the torn record was redone
    calls.clear()
    assert tj.mine(model, tok, questions, a) == again and not calls


def test_a_corrupt_mined_file_is_refused_in_one_line(tmp_path):
    path = tmp_path / "m.jsonl"
    path.write_text('{"key": "a", "segments": []}\nnot json\n{"key": "b", "segments": []}\n')
    with pytest.raises(SystemExit, match="^error: .*line 2 is not a mined record"):
        tj.read_mined(path)


# ------------------------------------------------------------------------------------ training and calibration
def _toy(n, dim, separable, seed):
    gen = torch.Generator().manual_seed(seed)
    x = torch.randn(n, dim, generator=gen)
    if separable:
        y = 1 - (x[:, 0] + 0.5 * x[:, 1] > 1.4).float()  # ~10% negatives, as in judge data
    else:
        y = (torch.rand(n, generator=gen) > 0.1).float()
    return x, y


def test_training_learns_a_separable_problem_and_not_an_unlearnable_one():
    for separable, check in [(True, lambda a: a > 0.97), (False, lambda a: abs(a - 0.5) < 0.08)]:
        x, y = _toy(3000, 16, separable, 0)
        xv, yv = _toy(1000, 16, separable, 1)
        head, _, _ = tj.train_head(x, y, xv, yv, lr=1e-2, max_epochs=60, patience=10, log=lambda *_: None)
        auc = tj.evaluate(head, xv, yv)["auroc"]
        assert check(auc), (separable, auc)


def test_auroc_matches_pairwise_definition():
    s = torch.tensor([0.1, 0.4, 0.35, 0.8, 0.4])
    y = torch.tensor([0.0, 0.0, 1.0, 1.0, 1.0])
    pairs = [(a, b) for a in s[y == 1] for b in s[y == 0]]
    ref = sum(1.0 if a > b else 0.5 if a == b else 0.0 for a, b in pairs) / len(pairs)
    assert tj.auroc(s, y) == pytest.approx(ref)


def _exact_cdf(k, n, p):
    """P(Binomial(n, p) <= k) as an exact rational sum (p a Fraction)."""
    from fractions import Fraction
    p = Fraction(p)
    return sum(math.comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(k + 1))


@pytest.mark.parametrize("k,n,delta", [(0, 10, 0.1), (0, 150, 0.1), (1, 20, 0.05), (3, 50, 0.1), (10, 800, 0.1),
                                       (7, 7, 0.1)])
def test_clopper_pearson_upper_bound_is_where_the_exact_binomial_sum_falls_to_delta(k, n, delta):
    from fractions import Fraction
    u = tj.clopper_pearson_upper(k, n, delta)
    if k == n:
        assert u == 1.0
        return
    # at u, k or fewer mistakes are kept with probability delta; just below u, with more
    assert float(_exact_cdf(k, n, Fraction(u))) == pytest.approx(delta, rel=1e-6)
    assert _exact_cdf(k, n, Fraction(u) - Fraction(1, 10 ** 6)) > delta > _exact_cdf(k, n, Fraction(u) + Fraction(1, 10 ** 6))
    if k == 0:
        assert u == pytest.approx(1 - delta ** (1 / n), rel=1e-9)  # the closed form
    assert tj.binomial_cdf(k, n, 0.3) == pytest.approx(float(_exact_cdf(k, n, Fraction(3, 10))), rel=1e-9)


def test_calibration_walks_thresholds_strict_to_loose_and_stops_at_the_first_failing_bound():
    # 300 mistakes: at alpha 2%, delta 10% the bound allows 2 kept (the upper bound of 3/300 exceeds 2%)
    assert tj.clopper_pearson_upper(2, 300, 0.1) <= 0.02 < tj.clopper_pearson_upper(3, 300, 0.1)
    neg = torch.cat([torch.tensor([0.95, 0.9, 0.85, 0.8]), torch.full((296,), 0.1)])
    probs, labels = torch.cat([neg, torch.full((50,), 0.99)]), torch.cat([torch.zeros(300), torch.ones(50)])
    grid = [1.0, 0.97, 0.92, 0.87, 0.82, 0.5, 0.2, 0.05]
    c = tj.calibrate(probs, labels, (0.02,), delta=0.1, grid=grid)["0.02"]
    # 0.97: 0 kept, 0.92: 1, 0.87: 2 (bound holds), 0.82: 3 (fails): the walk stops there, at 0.87
    assert (c["delta"], c["mistakes_kept"], c["holds"]) == (0.87, 2, True)
    assert c["upper_bound"] == tj.clopper_pearson_upper(2, 300, 0.1) and c["correct_accepted"] == 1.0
    # too few mistakes for any bound: n < log(delta) / log(1 - alpha) = 114 -- the threshold that keeps nothing
    few = tj.calibrate(probs[-150:], labels[-150:], (0.02,), delta=0.1, grid=grid)["0.02"]
    assert few["delta"] == 1.0 and not few["holds"]
    # the default grid reaches the empirical point as the mistakes grow: 2% of 5000 kept allows a bound near 2.4%
    gen = torch.Generator().manual_seed(0)
    many = tj.calibrate(torch.rand(5000, generator=gen), torch.zeros(5000), (0.03,), delta=0.1)["0.03"]
    assert many["upper_bound"] <= 0.03 and 0.02 < many["mistakes_accepted"] <= 0.03 and many["delta"] < 0.98


def test_saved_judge_round_trips_and_refuses_other_hidden_size(tmp_path):
    head = judge.new_judge(32, layers=(1,), scalars=judge.ONE_HOT_SCALARS, mlp=4)
    with torch.no_grad():
        head.mean.normal_()
        head.std.uniform_(0.5, 2)
    judge.save_judge(tmp_path / "j.pt", head, {"target": "toy"})
    back, meta = judge.load_judge(tmp_path / "j.pt", 32, n_layers=2)
    assert meta["target"] == "toy" and meta["hidden_size"] == 32 and back.features() == head.features()
    x = torch.randn(5, 2 * 32 + 5)
    torch.testing.assert_close(judge.judge_probs(back, x), judge.judge_probs(head, x))
    with pytest.raises(ValueError, match="hidden size 32 .*hidden size is 576"):
        judge.load_judge(tmp_path / "j.pt", 576)
    with pytest.raises(ValueError, match="not layers of this target"):
        judge.load_judge(tmp_path / "j.pt", 32, n_layers=1)
    with pytest.raises(FileNotFoundError):
        judge.load_judge(tmp_path / "missing.pt", 32)


def test_old_judge_files_of_the_final_state_only_load_and_score_as_before(tmp_path):
    """A file from before feature sets (state_dict weight + bias): sigmoid(w.h + b), exactly."""
    w, b = torch.randn(1, 576), torch.randn(1)
    torch.save({"state_dict": {"weight": w, "bias": b}, "meta": {"delta": 0.5}}, tmp_path / "old.pt")
    head, meta = judge.load_judge(tmp_path / "old.pt", 576)
    h = torch.randn(7, 576)
    assert head.layers == () and head.scalars == ()
    torch.testing.assert_close(judge.judge_probs(head, judge.judge_features(head.scalars, None, h, None, None)),
                               torch.sigmoid(h @ w[0] + b))
    prev = ROOT / "judges" / "candidates" / "previous.pt"
    head, meta = judge.load_judge(prev, 576)
    blob = torch.load(prev, weights_only=True)["state_dict"]
    torch.testing.assert_close(judge.judge_probs(head, h), torch.sigmoid(h @ blob["weight"][0] + blob["bias"]))
    assert "bound" not in meta and "no false-acceptance bound" in judge.bound_line(prev, meta, 0.5)


def test_features_in_the_verify_pass_equal_those_computed_in_training(monkeypatch):
    """generate's verify step and train_judge's extraction call judge.judge_features on the same pass: a judge
    reading a middle layer and the scalars sees the same numbers for the same draft tokens."""
    model, tok = tiny_model(max_seq_len=128), NumberTok()
    question, answer = "5 6", [7, 8, 9, 10, 11, 12]
    x, _, _ = tj.extract_features(model, tok, [dict(question=question, prefix=[], ids=answer, labels=[1] * 6)],
                                  layers=(1,), scalars=judge.ONE_HOT_SCALARS, progress=False)
    head = judge.new_judge(model.args.dim, layers=(1,), scalars=judge.ONE_HOT_SCALARS)
    assert x.shape == (6, head.n_in)
    seen, real = [], judge.judge_probs
    monkeypatch.setattr(judge, "judge_probs", lambda h, f: seen.append(f) or real(h, f))
    with torch.no_grad():
        head.net.bias.fill_(50.0)  # keeps every draft: one step verifies the whole answer
        head.net.weight.zero_()
    model.setup_caches(1, 64)
    g.generate(model, tok.encode_chat(question), 8, draft=drafting.make("text", 8, text=answer), verify=judge.Verify("judge", 0.5, head))
    torch.testing.assert_close(seen[0][:6], x, atol=1e-4, rtol=1e-3)  # one pass vs prefill + verify: fp32 noise


# ---------------------------------------------------------------------------------------------- the CLI
def _error(argv):
    return main_error(tj.main, argv)


def test_existing_judge_is_replaced_only_with_force_and_refused_before_any_work(tmp_path, monkeypatch):
    assert_out_refused_before_any_work(tj, tmp_path, monkeypatch)


@pytest.mark.parametrize("argv,words", [
    (["--data", "missing.jsonl"], "cannot read missing.jsonl"),
    (["--n_train", "0"], "--n_train"),
    (["--val_frac", "1.5"], "--val_frac"),
    (["--limit", "0"], "--limit"),
    (["--families", "opposites"], "evaluation only"),
    (["--families", "poetry"], "families ['poetry'] are unknown"),  # named once, though --mine_families copies it
    (["--data", "none"], "nothing to train on"),
    (["--mine", "builtin", "--draft", "model"], "--draft_checkpoint_path"),
])
def test_bad_flags_are_one_line_errors(tmp_path, argv, words):
    assert words in _error(argv + ["--out", str(tmp_path / "j.pt")])


@pytest.mark.parametrize("content,words", [
    ('{"question": "q", "correct": "a"}\n{not json\n', "line 2: not valid JSON"),
    ('{"question": "q", "wrong": "b"}\n', "line 1: missing key 'error_at'"),
    ('{"question": "q"}\n', "line 1: has neither 'correct' nor 'wrong'"),
    ('', "no examples"),
    ('\xff\xfe', "not UTF-8"),
])
def test_bad_data_files_are_one_line_errors(tmp_path, content, words):
    path = tmp_path / "d.jsonl"
    path.write_bytes(content.encode("latin-1"))
    assert words in _error(["--data", str(path), "--out", str(tmp_path / "j.pt")])


def test_mining_file_needs_an_answer_and_a_grader(tmp_path):
    path = tmp_path / "q.jsonl"
    path.write_text('{"question": "What is 2 + 2?", "answer": "4"}\n')
    assert "needs a 'grader'" in _error(["--data", "none", "--mine", str(path), "--out", str(tmp_path / "j.pt")])
    path.write_text('{"question": "What is 2 + 2?", "answer": "four", "grader": "number"}\n')
    assert "integer 'answer'" in _error(["--data", "none", "--mine", str(path), "--out", str(tmp_path / "j.pt")])


def test_cli_prints_no_traceback_for_a_corrupt_data_file(tmp_path):
    path = tmp_path / "d.jsonl"
    path.write_text('{"question": "q", "correct": "a"}\n[1, 2]\n')
    r = subprocess.run([sys.executable, str(ROOT / "train_judge.py"), "--data", str(path), "--out",
                        str(tmp_path / "j.pt")], capture_output=True, text=True, cwd=ROOT, timeout=HANG)
    assert r.returncode != 0 and r.stderr.strip() == f"error: {path}: line 2: expected a JSON object, got list"


def test_the_documented_jsonl_format_trains_and_stores_calibrated_thresholds(smollm2, tmp_path):
    # exactly docs/guide.md's format: question, correct, wrong, error_at -- nothing else
    lines = [{"question": e["question"], "correct": e["correct"], "wrong": e["wrong"], "error_at": e["error_at"]}
             for e in judge_tasks.make_examples(24, seed=1)]
    path = tmp_path / "mine.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    out = tmp_path / "j.pt"
    m = tj.main(["--data", str(path), "--out", str(out), "--val_frac", "0.3", "--max_epochs", "5", "--n_calibration",
                 "60", "--no-progress"])
    head, meta = judge.load_judge(out, 576)
    assert m["negatives"] == 24 and meta["command"][-1] == "--no-progress"
    assert set(meta["thresholds"]) == {"0.01", "0.02", "0.05"} and meta["delta"] == meta["thresholds"]["0.02"]
    cal = meta["metrics"]["calibration"]
    assert all(cal[r]["mistakes_accepted"] <= float(r) for r in cal)
    assert cal["0.01"]["delta"] >= cal["0.02"]["delta"] >= cal["0.05"]["delta"]


def test_mining_end_to_end_on_smollm2_with_a_jsonl_of_questions(smollm2, tmp_path):
    qs = [{"question": "What is the capital of France?", "answer": "Paris", "grader": "contains",
           "drafts": ["Paris is the capital of France.", "The capital of France is Lyon."]},
          {"question": "What is the capital of Spain?", "answer": "Madrid", "grader": "contains",
           "drafts": ["Madrid is the capital of Spain.", "The capital of Spain is Barcelona."]}]
    path = tmp_path / "q.jsonl"
    path.write_text("".join(json.dumps(q) + "\n" for q in qs))
    out = tmp_path / "j.pt"
    m = tj.main(["--data", "none", "--mine", str(path), "--out", str(out), "--max_new_tokens", "12",
                 "--val_frac", "0.5", "--max_epochs", "3", "--no-progress"])
    records = [json.loads(line) for line in out.with_suffix(".mined.jsonl").read_text().splitlines()]
    assert len(records) == 4 and m["mined_tokens"] == m["positives"] + m["negatives"] > 0
    assert m["negatives"] >= 1  # the target knows these capitals, so a wrong city is a mistake
    # with hand labels as well: the mined records are reused, and each kind of label is scored on its own
    hand = tmp_path / "hand.jsonl"
    hand.write_text("".join(json.dumps(e) + "\n" for e in judge_tasks.make_examples(6, seed=2)))
    both = tj.main(["--data", str(hand), "--mine", str(path), "--mined_file", str(out.with_suffix(".mined.jsonl")),
                    "--out", str(tmp_path / "both.pt"), "--max_new_tokens", "12", "--val_frac", "0.5",
                    "--max_epochs", "3", "--no-progress"])
    assert both["mined_tokens"] == m["mined_tokens"] and both["negatives"] == m["negatives"] + 6
    assert 0 <= both["val_hand"]["auroc"] <= 1 and "at_2pct" in both["val_mined"]


# ------------------------------------------------------------------- the committed default, cheaply checked
def _committed():
    blob = torch.load(tj.DEFAULT_OUT, weights_only=True)
    meta = blob["meta"]
    argv = meta.get("command", ["train_judge.py"])[1:]  # the first default predates recorded commands
    a = tj.build_parser().parse_args(argv)
    examples = judge_tasks.train_heldout_split(seed=a.seed, n_train=a.n_train, families=a.families)[0]
    random.Random(a.seed).shuffle(examples)
    return blob, meta, argv, a, examples[:a.limit]


def test_committed_default_judge_data_and_labels_are_what_its_command_makes(tok):
    _, meta, _, a, examples = _committed()
    assert a.data == "builtin" and a.mine == "none"
    assert tj.data_hash(examples) == meta["data_hash"] and len(examples) == meta["n_examples"]
    rows = tj.hand_rows(tok, examples, 0)
    labels = [lab for r in rows for lab in r["labels"]]
    assert (sum(labels), len(labels) - sum(labels)) == (meta["metrics"]["positives"], meta["metrics"]["negatives"])


VAL_SUBSET = ROOT / "tests" / "data" / "judge_val_subset.json"  # remake: python tests/test_train_judge.py
N_VAL_SUBSET = 24  # of the 135 validation examples: a sixth of the cost of the whole split


def _score_val_subset(tok, smollm) -> dict:
    """The committed head's metrics on hidden states computed now for its command's first N_VAL_SUBSET
    validation examples."""
    _, meta, _, a, examples = _committed()
    n_val = max(1, int(len(examples) * a.val_frac))
    head, _ = judge.load_judge(tj.DEFAULT_OUT, smollm.args.dim, n_layers=smollm.args.n_layers)
    subset = examples[:min(n_val, N_VAL_SUBSET)]
    x, y, _ = tj.extract_features(smollm, tok, tj.hand_rows(tok, subset, len(subset)), head.layers, head.scalars,
                                  progress=False)
    return {"data_hash": meta["data_hash"], "n_examples": len(subset), "metrics": tj.evaluate(head, x, y)}


def test_committed_default_judge_scores_its_validation_examples_as_recorded(tok, smollm):
    """The committed head, on hidden states computed now for the first validation examples of its command, gives
    the metrics recorded for them (tests/data/judge_val_subset.json, made by this file's __main__ when the default
    judge was committed; the whole split reproduced meta's validation metrics then): the model, tokenizer,
    labels and feature extraction still make that file."""
    want = json.loads(VAL_SUBSET.read_text())
    got = _score_val_subset(tok, smollm)
    assert got["data_hash"] == want["data_hash"], "a new default judge: remake " + str(VAL_SUBSET)
    got, want = got["metrics"], want["metrics"]
    assert got["auroc"] == pytest.approx(want["auroc"], abs=1e-4) and want["auroc"] > 0.85
    for g_rate, w_rate in zip(got["sweep"] + [got["at_0.5"]], want["sweep"] + [want["at_0.5"]]):
        for key in ("mistakes_rejected", "correct_accepted"):
            assert g_rate[key] == pytest.approx(w_rate[key], abs=1e-4)


CHECK = ROOT / "judges" / "SmolLM2-135M-Instruct.check.json"


def test_committed_default_command_still_trains_as_recorded_at_a_small_limit(smollm2, tmp_path):
    """Training itself: the committed command cut to its first --limit examples reproduces the metrics recorded in
    judges/SmolLM2-135M-Instruct.check.json. After a new default, remake that file with the command stored in it."""
    check = json.loads(CHECK.read_text())
    _, _, argv, _, _ = _committed()
    ignore = ("limit", "n_calibration", "out", "metrics_json", "force", "progress")
    same = lambda args: {k: v for k, v in vars(tj.build_parser().parse_args(args)).items() if k not in ignore}  # noqa
    assert same(check["command"][1:]) == same(argv) and "--limit" in check["command"]
    m = tj.main(check["command"][1:] + ["--out", str(tmp_path / "j.pt"), "--metrics_json", str(tmp_path / "m.json"),
                                       "--no-progress"])
    assert (m["positives"], m["negatives"]) == (check["positives"], check["negatives"])
    for split in ("train", "val"):
        assert m[split]["auroc"] == pytest.approx(check[split]["auroc"], abs=0.01)
    for rate, c in m["calibration"].items():
        assert c["delta"] == pytest.approx(check["calibration"][rate]["delta"], abs=0.02)


def test_calibrate_recalibrates_an_existing_judge_on_a_users_file_without_retraining(tmp_path):
    """--calibrate FILE --judge J: new thresholds and bound from the file's mistakes; the head is unchanged;
    the result goes to J's name with .calibrated.pt, and J itself is never touched."""
    from conftest import write_bpe_json

    ck = write_checkpoint(tmp_path / "ck", tiny_model(vocab_size=260))
    write_bpe_json(ck, ["h e"])
    lines = [{"question": f"What is {i} + 1?", "correct": f"It is {i + 1}.", "wrong": f"It is {i + 2}.", "error_at": 6}
             for i in range(10, 250)]
    data = tmp_path / "mine.jsonl"
    data.write_text("".join(json.dumps(e) + "\n" for e in lines))
    j = tmp_path / "j.pt"
    tj.main(["--checkpoint_path", str(ck), "--data", str(data), "--out", str(j), "--max_epochs", "2", "--layers", "1",
             "--weight_decay", "0.1", "--no-progress"])
    before = j.read_bytes()
    meta = tj.main(["--checkpoint_path", str(ck), "--calibrate", str(data), "--judge", str(j), "--no-progress"])
    out = tmp_path / "j.calibrated.pt"
    assert j.read_bytes() == before and out.exists()
    head, back = judge.load_judge(out, 64, n_layers=2)
    old, _ = judge.load_judge(j, 64, n_layers=2)
    assert all(torch.equal(a, b) for a, b in zip(head.state_dict().values(), old.state_dict().values()))
    assert back["bound"]["mistakes"] == 240 and back["bound"] == meta["bound"] and back["recalibrated_with"][1] == "--checkpoint_path"
    c = back["metrics"]["calibration"]["0.02"]  # the stored bound is the 2% walk's result on those 240 mistakes
    assert back["delta"] == c["delta"] and back["bound"]["accepted"] == c["mistakes_kept"]
    assert c["upper_bound"] == tj.clopper_pearson_upper(c["mistakes_kept"], 240, 0.1)
    assert c["holds"] == (c["upper_bound"] <= 0.02) and back["bound"]["holds"] == c["holds"]

    # a confidence mask stored in a copy: the head, thresholds and bound are J's, and runs use the mask by default
    masked = tmp_path / "j.calibrated.point.pt"  # beside J, named after it
    tj.main(["--judge", str(out), "--strict_above", "0.9", "--standard_in_code"])
    head2, meta2 = judge.load_judge(masked, 64, n_layers=2)
    assert all(torch.equal(a, b) for a, b in zip(head2.state_dict().values(), head.state_dict().values()))
    assert meta2["strict_above"] == 0.9 and meta2["bound"] == back["bound"] and meta2["delta"] == back["delta"]
    assert meta2["standard_in_code"] is True and "standard_in_code" not in back
    assert judge.make_verify("judge", None, 0, None, head=head2, meta=meta2, masks=(None, None),
                             standard_in_code=False).strict_above == 0.9
    numbered = tmp_path / "j.numbers.pt"  # numbers left to the standard test, stored; a bad stored value refused
    tj.main(["--judge", str(out), "--standard_in_numbers", "--out", str(numbered)])
    _, meta3 = judge.load_judge(numbered, 64, n_layers=2)
    assert meta3["standard_in_numbers"] is True and meta3["bound"] == back["bound"] and "standard_in_numbers" not in meta2
    with pytest.raises(ValueError, match="'standard_in_numbers' must be true or false"):
        judge.check_meta(dict(meta3, standard_in_numbers="yes"), numbered)
    assert main_error(tj.main, ["--judge", str(out)]).startswith("error: --calibrate FILE and --judge J.pt go together")
    assert "exists: pass --force" in main_error(tj.main, ["--judge", str(out), "--strict_above", "0.8"])
    (tmp_path / "junk.pt").write_bytes(b"not a judge")
    assert main_error(tj.main, ["--judge", str(tmp_path / "junk.pt"), "--strict_above", "0.8"]).startswith(
        f"error: {tmp_path / 'junk.pt'} is not a PyTorch weights file")


# ------------------------------------------------------------------------------ labels from executed code
def test_code_labels_from_executed_answers_keep_tasks_whole_in_one_split(tmp_path):
    """label_code_tasks.label_task: a passing answer is correct, its mutations that fail the tests are wrong at the
    changed character, ones that pass are correct too; a failing answer gives nothing; a task's examples share its
    split, fixed by its id."""
    sys.path.insert(0, str(ROOT / "scripts"))
    import random
    import label_code_tasks as lct
    from data import code_tasks

    task = next(t for t in code_tasks.load_tasks() if t["entry_point"] == "count_words")
    good = "Here it is:\n```python\n" + task["prompt"] + task["canonical_solution"] + "```\nThat is all."
    bad = "```python\ndef count_words(text):\n    return len(text)\n```"
    examples, verdicts = lct.label_task(task, {"target": good, "draft": bad}, 4, random.Random(0))
    assert verdicts["target"] == "passed" and verdicts["draft"].startswith("failed")
    assert examples[0]["correct"] == good and examples[0]["source"] == "target"
    assert {ex["split"] for ex in examples} == {code_tasks.split_of(task["task_id"])}
    assert not any(ex["source"].startswith("draft") for ex in examples)
    for ex in (e for e in examples if "wrong" in e):  # the mutation starts where the text first differs
        assert ex["wrong"][:ex["error_at"]] == good[:ex["error_at"]] and ex["wrong"][ex["error_at"]] != good[ex["error_at"]]
        assert not code_tasks.run_tests(ex["wrong"].split("```python\n")[1].split("```")[0], task)[0]
    splits = [code_tasks.split_of(f"jf/{i}") for i in range(400)]
    assert 0.5 < splits.count("train") / 400 < 0.7 and 0.18 < splits.count("calibration") / 400 < 0.32


def test_train_judge_code_labels_train_on_their_splits_and_calibrate_on_the_calibration_tasks(tmp_path):
    """Two --code files (code labels and math labels, as the pair's judge is trained) count as one set."""
    from conftest import write_bpe_json

    ck = write_checkpoint(tmp_path / "ck", tiny_model(vocab_size=260))
    write_bpe_json(ck, ["h e"])
    lines = []
    for i in range(60):
        split = ("train", "val", "calibration")[i % 3]
        q, right, wrong = f"Write f{i}.", f"def f{i}(): return {i}", f"def f{i}(): return {i + 1}"
        at = next(j for j, (x, z) in enumerate(zip(right, wrong)) if x != z)
        lines += [{"question": q, "correct": right, "task_id": f"t{i}", "split": split},
                  {"question": q, "wrong": wrong, "error_at": at, "task_id": f"t{i}", "split": split}]
    path, math = tmp_path / "code.jsonl", tmp_path / "math.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in lines[:70]))
    math.write_text("".join(json.dumps(e) + "\n" for e in lines[70:]))
    out = tmp_path / "j.pt"
    m = tj.main(["--checkpoint_path", str(ck), "--data", "none", "--code", str(path), str(math), "--out", str(out),
                 "--max_epochs", "2", "--layers", "1", "--weight_decay", "0.1", "--no-progress"])
    head, meta = judge.load_judge(out, 64, n_layers=2)
    assert meta["bound"]["mistakes"] == 20 and "20 calibration tasks of code.jsonl and math.jsonl" in meta["bound"]["on"]
    assert m["negatives"] == 40 and meta["code_hash"] and meta["code"] == f"{path} {math}"  # train + val tasks' mistakes
    bad = tmp_path / "nosplit.jsonl"
    bad.write_text(json.dumps({"question": "q", "correct": "a"}) + "\n")
    assert "split" in main_error(tj.main, ["--checkpoint_path", str(ck), "--data", "none", "--code", str(bad),
                                           "--out", str(tmp_path / "k.pt")])


# --------------------------------------------------- the pair's judge (Qwen2.5-Coder-1.5B-Instruct), cheaply checked
PAIR_JUDGE = ROOT / "judges" / "Qwen2.5-Coder-1.5B-Instruct.pt"
QWEN05 = ROOT / "checkpoints" / "Qwen2.5-Coder-0.5B-Instruct"


def test_the_pairs_judge_data_and_labels_are_what_its_command_makes():
    """The 1.5B's judge: its recorded command's built-in examples and the committed executed code labels hash as
    its file records, and their token labels count the positives and negatives it was trained on. The tokens come
    from the 0.5B's tokenizer (make test installs the 0.5B, not the 1.5B): the pair's tokens and merges are the
    same (their files differ only in the chat template's tool-call text, which no label reads)."""
    from tokenizer import load_tokenizer

    meta = torch.load(PAIR_JUDGE, weights_only=True)["meta"]
    argv = meta["command"][1:]
    a = tj.build_parser().parse_args(argv)
    assert a.data == "builtin" and a.mine == "none" and a.code is not None
    examples = judge_tasks.train_heldout_split(seed=a.seed, n_train=a.n_train, families=a.families)[0]
    random.Random(a.seed).shuffle(examples)
    examples = examples[:a.limit]
    assert tj.data_hash(examples) == meta["data_hash"] and len(examples) == meta["n_examples"]
    code = [ex for path in a.code for ex in judge_tasks.read_jsonl(str(ROOT / path), "labels")][:a.limit]
    assert tj.data_hash(code) == meta["code_hash"]
    tok = load_tokenizer(QWEN05)
    n_val = max(1, int(len(examples) * a.val_frac))
    rows = tj.hand_rows(tok, examples, n_val) + tj.code_rows(tok, [ex for ex in code if ex["split"] != "calibration"])
    labels = [lab for r in rows for lab in r["labels"]]
    assert (sum(labels), len(labels) - sum(labels)) == (meta["metrics"]["positives"], meta["metrics"]["negatives"])
    cal = [r for r in tj.code_rows(tok, [ex for ex in code if ex["split"] == "calibration"]) if 0 in r["labels"]]
    # (judges trained before --code took several files say "calibration code tasks", later ones "calibration tasks of")
    assert f"{len(cal)} mistakes of {len({r['question'] for r in cal})} calibration " in meta["bound"]["on"]
    # its operating point leaves code blocks to the standard test, as the recorded command set it
    point = tj.build_parser().parse_args(meta["point_set_with"][1:])
    assert meta["standard_in_code"] is True and point.standard_in_code is True and meta.get("strict_above", 1.0) == 1.0


if __name__ == "__main__":  # remake tests/data/judge_val_subset.json after committing a new default judge
    from tokenizer import load_tokenizer

    VAL_SUBSET.parent.mkdir(exist_ok=True)
    VAL_SUBSET.write_text(json.dumps(_score_val_subset(load_tokenizer(g.DEFAULT_CHECKPOINT),
                                                       checkpoint.load_model(g.DEFAULT_CHECKPOINT).eval()), indent=1) + "\n")


def test_judge_on_labels_counts_the_mistakes_a_threshold_accepts(smollm2, tmp_path, capsys):
    """scripts/judge_on_labels.py at the two ends of the threshold range: a judge whose threshold is 0 accepts every
    token (sigmoid > 0), one whose threshold is 1 none, and the mistakes counted are the wrong answers' error tokens."""
    sys.path.insert(0, str(ROOT / "scripts"))
    import judge_on_labels

    blob = torch.load(ROOT / "judges" / "SmolLM2-135M-Instruct.pt", weights_only=True)
    blob["meta"] = dict(blob["meta"], thresholds={"0.01": 1.0, "0.5": 0.0})
    torch.save(blob, tmp_path / "j.pt")
    rows = [{"question": "What is 2 + 3?", "correct": "2 + 3 = 5, so \\boxed{5}.", "wrong": "2 + 3 = 6, so \\boxed{6}.",
             "error_at": 8, "split": "val"},
            {"question": "What is 4 * 5?", "correct": "4 * 5 = 20.", "split": "calibration"},
            {"question": "What is 7 - 2?", "correct": "7 - 2 = 5.", "wrong": "7 - 2 = 4.", "error_at": 8, "split": "train"}]
    (tmp_path / "l.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    judge_on_labels.main(["--checkpoint_path", str(smollm2), "--labels", str(tmp_path / "l.jsonl"), "--judges",
                          str(tmp_path / "j.pt"), "--feature_cache", str(tmp_path / "cache")])
    out = capsys.readouterr().out
    assert "2 examples, 1 mistakes" in out  # the train split's example is left out
    assert "| j.pt | 1% | 1 | 0 of 1 (0.0%) | 0.0% |" in out
    assert "| j.pt | 50% | 0 | 1 of 1 (100.0%) | 100.0% |" in out
