"""Draft-head training: the training-time test computes exactly what an inference chain computes, the batched
answers are each prompt's own, the draft vocabulary, the CLI's refusals, a tiny end-to-end run, and that the
committed head is what its recorded command describes."""
import json
import os

import pytest
import torch

import checkpoint
import draft as drafting
import generate as g
import train_draft as td
from conftest import assert_out_refused_before_any_work, main_error, tiny_model, write_checkpoint
from model import EagleHead, eagle_args, eagle_layers

AUX = eagle_layers(8)  # tiny targets get 8 layers here: eagle_layers needs a few to pick three distinct ones


def _target(max_seq_len=256, **kw):
    return tiny_model(max_seq_len=max_seq_len, n_layers=8, **kw)


def _head(target, vocab=40, seed=1):
    torch.manual_seed(seed)
    head = EagleHead(eagle_args(target.args), target.args.dim, vocab, 3)
    with torch.no_grad():
        for p in head.parameters():
            if p.dim() > 1:
                p.normal_(0, 2.0 / p.size(1) ** 0.5)  # large enough that every part of the block matters
        head.d2t.copy_(torch.randperm(target.args.vocab_size)[:vocab])
    head.attach_embeddings(target.tok_embeddings)
    return head.eval()


def _row(target, tokens, n_prompt, top_k=4):
    """One answered row as answer_batch makes it, from a plain forward over the whole sequence."""
    logits, _, aux = target(torch.tensor([tokens]), torch.arange(len(tokens)), aux_layers=AUX)
    top = logits[0, n_prompt - 1:len(tokens) - 1].topk(top_k, dim=-1)
    return {"tokens": tokens, "n_prompt": n_prompt, "aux": aux[0, :-1].bfloat16().float(),
            "top_ids": top.indices.int(), "top_logits": top.values.half()}


# ------------------------------------------------------------------------------------- training-time test
def test_ttt_mask_is_step_zero_causal_plus_own_earlier_steps():
    m = td.ttt_mask(3, 2)[0, 0].int().tolist()
    assert m == [[1, 0, 0, 1, 0, 0, 1, 0, 0],
                 [1, 1, 0, 0, 1, 0, 0, 1, 0],
                 [1, 1, 1, 0, 0, 1, 0, 0, 1]]


def test_training_chain_equals_a_step_by_step_cached_inference_chain():
    """Train-mode hidden states of chain steps 0..3 at every position are what the head computes at inference:
    its cache filled from the target's features up to t, then fed its own h for steps 1..3 at positions t+1.."""
    target = _target()
    head = _head(target)
    tokens = torch.randint(0, 256, (14,)).tolist()
    row = _row(target, tokens, 4)
    steps, T = 4, len(tokens) - 1
    bt = td.make_batch([row], steps, torch.full((256,), -1, dtype=torch.long))
    head.setup_caches(1, 32)
    with torch.no_grad():
        train_h = [h[0] for _, h in td.ttt_forward(head, bt, steps)]  # (T, dim) each
        head.setup_caches(1, 32)  # the inference cache again
        aux = row["aux"][None]  # (1, T, n_aux * dim)
        for t in range(T - steps + 1):
            # the verified prefix: step 0 over positions 0..t, from the target's features
            _, h = head(torch.tensor([tokens[1:t + 2]]), head.fc(aux[:, :t + 1]), torch.arange(t + 1))
            h = h[:, -1:]
            torch.testing.assert_close(h[0, 0], train_h[0][t], atol=1e-4, rtol=1e-4)
            for j in range(1, steps):  # chained: position t + j, its own h, the next token
                _, h = head(torch.tensor([[tokens[t + 1 + j]]]), h, torch.tensor([t + j]))
                torch.testing.assert_close(h[0, 0], train_h[j][t], atol=1e-4, rtol=1e-4)


def test_training_mask_matters():
    """The same chain with a plain causal mask over all steps' keys would differ: the test above can fail."""
    target = _target()
    head = _head(target)
    row = _row(target, torch.randint(0, 256, (12,)).tolist(), 4)
    bt = td.make_batch([row], 3, torch.full((256,), -1, dtype=torch.long))
    head.setup_caches(1, 32)
    with torch.no_grad():
        good = [h for _, h in td.ttt_forward(head, bt, 3)][2]
        real = td.ttt_mask
        try:
            td.ttt_mask = lambda T, j: torch.ones(1, 1, T, (j + 1) * T, dtype=torch.bool)
            bad = [h for _, h in td.ttt_forward(head, bt, 3)][2]
        finally:
            td.ttt_mask = real
    assert (good - bad).abs().max() > 1e-3


def test_labels_sit_at_the_answer_positions_each_step_predicts():
    target = _target()
    tokens = torch.randint(0, 256, (10,)).tolist()
    row = _row(target, tokens, 4)
    t2d = torch.arange(256)  # every token draftable
    bt = td.make_batch([row], 3, t2d)
    logits, _, _ = target(torch.tensor([tokens]), torch.arange(10), aux_layers=AUX)
    for j, lab in enumerate(bt["labels"]):
        # head position t at step j predicts the token after position t + 1 + j: an answer token
        assert lab["t"].tolist() == list(range(max(0, 4 - 2 - j), 10 - 2 - j))
        assert lab["target"].tolist() == logits[0, lab["t"] + 1 + j].argmax(-1).tolist()
        torch.testing.assert_close(lab["soft"].sum(-1), torch.ones(len(lab["t"])))


# ---------------------------------------------------------------------------------------- batched answers
def test_batched_answers_are_each_prompts_own_greedy_answer_with_its_features():
    target = _target(128)
    prompts = [[5, 6, 7], [9, 10, 11, 12, 13, 14, 15], [20, 21, 22, 23, 24]]
    rows = td.answer_batch(target, prompts, 8, stop_ids={3}, temperature=0.0, aux_layers=AUX, top_k=4)
    for p, r in zip(prompts, rows):
        target.setup_caches(1, 64)
        alone = g.generate(target, p, 8, stop_ids={3})
        assert r["tokens"] == p + alone and r["n_prompt"] == len(p)
        ref = _row(target, r["tokens"], len(p))  # one unpadded forward over prompt + answer
        torch.testing.assert_close(r["aux"].float(), ref["aux"], atol=0.05, rtol=0.02)  # bf16 storage
        assert r["top_ids"][:, 0].tolist() == ref["top_ids"][:, 0].tolist()


def test_answers_stop_at_a_stop_token():
    target = _target(128)
    free = td.answer_batch(target, [[5, 6, 7]], 10, stop_ids=set(), temperature=0.0, aux_layers=AUX, top_k=2)[0]
    stop = free["tokens"][5]  # make the third answer token a stop token
    rows = td.answer_batch(target, [[5, 6, 7]], 10, stop_ids={stop}, temperature=0.0, aux_layers=AUX, top_k=2)
    first = free["tokens"][3:].index(stop)
    assert rows[0]["tokens"] == free["tokens"][:3 + first + 1]
    assert len(rows[0]["top_ids"]) == first + 1 and len(rows[0]["aux"]) == len(rows[0]["tokens"]) - 1


# ----------------------------------------------------------------------------------------------- vocabulary
def test_draft_vocab_is_the_most_frequent_answer_tokens_and_d2t_maps_back():
    rows = [{"tokens": [1, 2, 7, 7, 7, 5, 5, 9], "n_prompt": 2}, {"tokens": [3, 5, 7, 4], "n_prompt": 1}]
    d2t = td.draft_vocab(rows, 4, 16)
    assert d2t.tolist() == [7, 5, 4, 9]  # 7 x4, 5 x3, then 4 and 9 once each (ties: by id)
    # ties in the answers are broken by the prompts: 1 is in a prompt, 4 and 9 are not; 8 (twice) is only in a
    # prompt, then 2 and 3 (once each)
    rows2 = [{"tokens": [8, 8, 1], "n_prompt": 2}]
    assert td.draft_vocab(rows + rows2, 8, 16).tolist() == [7, 5, 1, 4, 9, 8, 2, 3]


def test_prompts_are_broad_reproducible_and_hold_out_the_bench_prompts():
    a = td.build_prompts(120, 0)
    assert a == td.build_prompts(120, 0) and len(a) == 120 and len({p["prompt"] for p in a}) == 120
    assert {p["family"] for p in a} >= {"explain", "howto", "code", "compare", "creative", "advice", "grounded",
                                        "builtin"}
    bench = td.bench_prompts()
    assert len(bench) >= 10
    every = td.build_prompts(5000, 0)
    assert not {" ".join(p["prompt"].split()).lower() for p in every} & bench
    # an exact bench prompt would be dropped
    q = every[0]["prompt"]
    assert all(p["prompt"] != q for p in td.build_prompts(5000, 0, exclude={" ".join(q.split()).lower()}))


# ------------------------------------------------------------------------------------------------------ CLI
def _error(argv):
    return main_error(td.main, argv)


def test_existing_head_is_replaced_only_with_force_and_refused_before_any_work(tmp_path, monkeypatch):
    assert_out_refused_before_any_work(td, tmp_path, monkeypatch)


@pytest.mark.parametrize("argv,words", [
    (["--n_prompts", "1"], "--n_prompts"), (["--val_frac", "1"], "--val_frac"), (["--ttt_steps", "0"], "--ttt_steps"),
    (["--temperature", "0"], "--temperature"), (["--prompts", "missing.json"], "'missing.json' does not exist"),
])
def test_bad_flags_are_one_line_errors(tmp_path, argv, words):
    assert words in _error(argv + ["--out", str(tmp_path / "h.pt")])


def test_a_broken_prompt_file_is_a_one_line_error(tmp_path):
    bad = tmp_path / "p.json"
    bad.write_text('{"families": 3}')
    assert "is not a prompt file" in _error(["--prompts", str(bad), "--out", str(tmp_path / "h.pt")])


def test_targets_and_flags_a_head_cannot_use_are_refused_before_the_answers(tmp_path):
    ckpt = write_checkpoint(tmp_path / "tiny", _target(vocab_size=260))
    two = write_checkpoint(tmp_path / "two", tiny_model(vocab_size=260))  # 2 layers: no three distinct ones to read
    base = ["--n_prompts", "4", "--max_new_tokens", "5", "--draft_vocab", "64", "--out", str(tmp_path / "h.pt"), "--no-progress"]
    assert "need at least 7" in _error(["--checkpoint_path", str(two)] + base)
    assert "--top_k 1000 exceeds the target's vocabulary (260)" in _error(["--checkpoint_path", str(ckpt), "--top_k", "1000"] + base)
    (tmp_path / "ro").mkdir()
    (tmp_path / "ro").chmod(0o500)
    try:
        if os.access(tmp_path / "ro", os.W_OK) and os.geteuid() == 0:  # root writes anyway: the /proc case does it
            cache = "/proc/judge-fast-cache"
        else:
            cache = str(tmp_path / "ro" / "cache")
        assert "--cache" in _error(["--checkpoint_path", str(ckpt), "--cache", cache] + base)
    finally:
        (tmp_path / "ro").chmod(0o700)
    data = json.loads(td.PROMPTS.read_text())
    for wrappers in ([], ["Tell me {question}"]):
        bad = tmp_path / "p.json"
        bad.write_text(json.dumps(dict(data, wrappers=wrappers)))
        assert "is not a prompt file" in _error(["--checkpoint_path", str(ckpt), "--prompts", str(bad)] + base)


def test_tiny_end_to_end_run_writes_a_head_generate_loads_and_resumes_from_its_cache(tmp_path, monkeypatch):
    target = _target(vocab_size=260)
    ckpt = write_checkpoint(tmp_path / "tiny", target)
    out, cache = tmp_path / "h.pt", tmp_path / "cache"
    argv = ["--checkpoint_path", str(ckpt), "--n_prompts", "4", "--max_new_tokens", "5", "--batch_size", "4",
            "--draft_vocab", "64", "--epochs", "1", "--train_batch", "4", "--cache", str(cache), "--out", str(out),
            "--no-progress"]
    m = td.main(argv)
    head, meta = drafting.load_eagle(out, checkpoint.load_model(ckpt))
    assert meta["command"] == ["train_draft.py"] + argv and meta["draft_vocab"] == 64 == len(head.d2t)
    assert list(meta["aux_layers"]) == list(AUX)
    assert m["answers"] == 8 and len(m["val_greedy"]["accept"]) == 4 and set(m["vocab"]) >= {"64"}
    assert all(v.dtype == torch.bfloat16 for k, v in torch.load(out)["state_dict"].items() if k != "d2t")
    # a rerun makes no new batches: every batch comes from the cache (only the check prompts are answered, alone)
    real, calls = td.answer_batch, []
    monkeypatch.setattr(td, "answer_batch", lambda model, prompts, *a, **k: calls.append(len(prompts)) or
                        real(model, prompts, *a, **k))
    assert td.main(argv + ["--force"])["answer_tokens"] == m["answer_tokens"]
    assert calls == [1] * len(meta["check"]["prompts"])


# ------------------------------------------------------------------------- the committed head, cheaply checked
def test_committed_head_meta_matches_its_command():
    blob = torch.load(td.DEFAULT_OUT, weights_only=True)
    meta = blob["meta"]
    a = td.build_parser().parse_args(meta["command"][1:])
    prompts = td.build_prompts(a.n_prompts, a.seed, a.prompts, exclude=td.bench_prompts())
    import hashlib

    assert hashlib.sha256(json.dumps([p["prompt"] for p in prompts]).encode()).hexdigest()[:16] == meta["prompts_hash"]
    assert meta["draft_vocab"] == a.draft_vocab == len(blob["state_dict"]["d2t"])
    assert meta["metrics"]["prompts"] == len(prompts) and meta["metrics"]["answers"] == 2 * len(prompts)
    assert len(meta["metrics"]["val_greedy"]["accept"]) == a.ttt_steps
    assert meta["target"] == "SmolLM2-135M-Instruct" and list(meta["aux_layers"]) == list(eagle_layers(30))
    assert td.DEFAULT_OUT.stat().st_size <= 30e6


def test_committed_head_scores_its_check_prompts_as_recorded(smollm2):
    """The committed head, on the greedy answers of its two check prompts made now, gets exactly the recorded
    per-depth acceptance: the target, tokenizer, prompts, answers, features and chain still make that file."""
    meta = torch.load(td.DEFAULT_OUT, weights_only=True)["meta"]
    a = td.build_parser().parse_args(meta["command"][1:])
    target = checkpoint.load_model(smollm2)
    head, _ = drafting.load_eagle(td.DEFAULT_OUT, target)
    from tokenizer import load_tokenizer

    prompts = td.build_prompts(a.n_prompts, a.seed, a.prompts, exclude=td.bench_prompts())
    rows = td.check_rows(target, load_tokenizer(smollm2), prompts, meta["check"]["prompts"], a)
    t2d = torch.full((target.args.vocab_size,), -1, dtype=torch.long)
    t2d[head.d2t] = torch.arange(len(head.d2t))
    head.setup_caches(1, max(len(r["tokens"]) for r in rows) + a.ttt_steps)
    got, want = td.evaluate(head, rows, a.ttt_steps, t2d, a.train_batch), meta["check"]["val"]
    assert got["positions"] == want["positions"] > 0
    assert got["acc"] == pytest.approx(want["acc"], abs=1e-6) and got["accept"] == pytest.approx(want["accept"], abs=1e-6)
