"""Judge training: token labels, the training loop on toy problems, saved heads, and the committed default."""
from pathlib import Path

import pytest
import torch

import judge
import train_judge as tj

ROOT = Path(__file__).resolve().parent.parent
CKPT = ROOT / "checkpoints" / "SmolLM2-135M-Instruct"
needs_ckpt = pytest.mark.skipif(not (CKPT / "model.pth").exists(), reason="run `make checkpoint` first")


@pytest.fixture(scope="module")
def tok():
    if not (CKPT / "bpe_tokenizer.json").exists():
        pytest.skip("run `make checkpoint` first")
    from tokenizer import load_tokenizer
    return load_tokenizer(CKPT)


def _pieces(tok, ids):
    return [tok.token_bytes(t).decode("utf-8", "replace") for t in ids]


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


def _toy(n, dim, separable, seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, dim, generator=g)
    if separable:
        y = 1 - (x[:, 0] + 0.5 * x[:, 1] > 1.4).float()  # ~10% negatives, as in judge data
    else:
        y = (torch.rand(n, generator=g) > 0.1).float()
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


def test_saved_judge_round_trips_and_refuses_other_hidden_size(tmp_path):
    head = judge.new_judge(32)
    judge.save_judge(tmp_path / "j.pt", head, {"target": "toy"})
    back, meta = judge.load_judge(tmp_path / "j.pt", 32)
    assert meta["target"] == "toy" and meta["hidden_size"] == 32
    x = torch.randn(5, 32)
    torch.testing.assert_close(judge.judge_probs(back, x), judge.judge_probs(head, x))
    with pytest.raises(ValueError, match="hidden size 32 .*hidden size is 576"):
        judge.load_judge(tmp_path / "j.pt", 576)
    with pytest.raises(FileNotFoundError):
        judge.load_judge(tmp_path / "missing.pt", 32)


@needs_ckpt
def test_retraining_reproduces_the_committed_default_judge(tmp_path):
    """The committed head is what train_judge.py makes: retrain with the same command and compare."""
    committed = torch.load(tj.DEFAULT_OUT, weights_only=True)["meta"]["metrics"]
    m = tj.main(["--out", str(tmp_path / "j.pt")])
    for split in ("train", "val"):
        assert m[split]["auroc"] == pytest.approx(committed[split]["auroc"], abs=0.01)
        for key in ("mistakes_rejected", "correct_accepted"):
            assert m[split]["at_0.5"][key] == pytest.approx(committed[split]["at_0.5"][key], abs=0.03)
    assert m["positives"] == committed["positives"] and m["negatives"] == committed["negatives"]
    assert m["val"]["auroc"] > 0.85  # the judge really separates right from wrong tokens
