import torch
import pytest

import generate as g
import judge
from util import tiny_model

PROMPT = [5, 17, 99, 3, 42, 17, 99, 3, 8]


def greedy(model, n=40, **kw):
    return g.generate(model, PROMPT, n, **kw)


def test_kv_cached_decoding_equals_full_forward():
    model = tiny_model()
    seq = torch.tensor(PROMPT + [7, 1, 200, 33])
    full = model(seq[None], torch.arange(len(seq)))[0]
    model.setup_caches(1, 64)
    step = [model(seq[None, :4], torch.arange(4))[0]]
    for i in range(4, len(seq)):
        step.append(model(seq[None, i:i + 1], torch.tensor([i]))[0])
    torch.testing.assert_close(torch.cat(step), full, atol=1e-4, rtol=1e-4)  # fp32 noise on logits ~10


def test_autoregressive_greedy_is_argmax_of_full_forward():
    model = tiny_model()
    out = greedy(model, 12)
    seq = torch.tensor(PROMPT + out)
    full = model(seq[None], torch.arange(len(seq)))[0]
    assert full[len(PROMPT) - 1:-1].argmax(-1).tolist() == out


@pytest.mark.parametrize("k", [1, 3, 8, 24])
def test_greedy_speculative_with_draft_model_equals_target_greedy(k):
    target = tiny_model(seed=0)
    ref = greedy(target)
    for draft in (tiny_model(seed=0), tiny_model("tiny-draft", seed=1)):  # perfect draft, useless draft
        target.setup_caches(1, 256)
        stats = g.new_stats()
        out = greedy(target, draft="model", draft_model=draft, speculate_k=k, stats=stats)
        assert out == ref
    assert stats["accepted_per_step"]


@pytest.mark.parametrize("k", [1, 4, 24])
def test_greedy_speculative_with_ngram_equals_target_greedy(k):
    target = tiny_model()
    ref = greedy(target)
    stats = g.new_stats()
    assert greedy(target, draft="ngram", speculate_k=k, stats=stats) == ref
    assert sum(stats["accepted_per_step"]) > 0  # the repetitive prompt makes some drafts land


def test_perfect_draft_accepts_everything_and_counts_forwards():
    target, draft = tiny_model(seed=0), tiny_model(seed=0)
    stats = g.new_stats()
    out = greedy(target, 30, draft="model", draft_model=draft, speculate_k=4, stats=stats)
    assert out == greedy(tiny_model(seed=0), 30)
    assert all(n == 4 for n in stats["accepted_per_step"])
    assert stats["target_forwards"] == 1 + 6  # prefill, then 6 steps of 5 tokens


def test_delta_one_is_exactly_standard_speculation():
    target = tiny_model()
    head = judge.new_judge(target.args.dim)
    with torch.no_grad():
        head.bias.fill_(50.0)  # a judge that wants to accept everything
    s = g.Sampling(temperature=1.0, top_k=50)
    outs = []
    for h in (None, head):
        torch.manual_seed(123)
        outs.append(g.generate(target, PROMPT, 40, sampling=s, draft="model", draft_model=tiny_model("tiny-draft", 1),
                               speculate_k=5, judge_head=h, delta=1.0))
    assert outs[0] == outs[1]


def test_accept_all_judge_returns_the_draft_text():
    target = tiny_model()
    head = judge.new_judge(target.args.dim)
    with torch.no_grad():
        head.weight.zero_()
        head.bias.fill_(50.0)
    text = [11, 22, 33, 44, 55, 66, 77, 88, 99, 111, 122, 133]
    stats = g.new_stats()
    out = g.generate(target, PROMPT, 12, draft="text", draft_text=text, speculate_k=12, judge_head=head, stats=stats)
    assert out == text
    assert stats["accepted_per_step"] == [12]
    assert stats["judge_only_accepted"] > 0


def test_combined_mask_keeps_longest_prefix_and_rejects_after_disagreement():
    k, V = 4, 10
    draft = torch.tensor([1, 2, 3, 4])
    # Greedy target agrees on d1, disagrees on d2, "agrees" on d3/d4: n_std = 1.
    argmax = [1, 9, 3, 4, 6]
    logits = torch.full((k + 1, V), -10.0)
    logits[torch.arange(k + 1), torch.tensor(argmax)] = 10.0
    hidden = torch.zeros(k + 1, 3)
    head = judge.new_judge(3)
    with torch.no_grad():
        head.weight.copy_(torch.tensor([[1.0, 0, 0]]))
        head.bias.zero_()
    # judge scores of d1..d4 read hidden[1..4]: accept, accept, reject, accept -> n_judge = 2
    hidden[1:, 0] = torch.tensor([5.0, 5.0, -5.0, 5.0])
    n, nxt, n_std, n_judge = g.accept(logits, hidden, draft, None, k, g.Sampling(), judge_head=head, delta=0.5)
    assert (n_std, n_judge, n) == (1, 2, 2)
    assert nxt == 3  # target's own argmax at position 2; d3/d4 rejected though individually fine
    n, nxt, n_std, n_judge = g.accept(logits, hidden, draft, None, k, g.Sampling(), judge_head=head, delta=1.0)
    assert (n, nxt) == (1, 9)  # standard correction
    assert judge.leading_true(torch.tensor([True, False, True])).item() == 1
    assert judge.leading_true(torch.tensor([False, True])).item() == 0
    # padding beyond n_draft is never accepted, by either test
    n, nxt, *_ = g.accept(logits, hidden, draft, None, 1, g.Sampling(), judge_head=head, delta=0.5)
    assert (n, nxt) == (1, 9)


def test_topk_verification_accepts_while_draft_in_target_topk():
    logits = torch.tensor([[5.0, 4, 3, 0], [0, 5, 4, 3], [0, 0, 5, 4], [1, 0, 0, 0]])
    draft = torch.tensor([1, 3, 0])  # rank 2, rank 3, rank 3+
    n, nxt, *_ = g.accept(logits, torch.zeros(4, 2), draft, None, 3, g.Sampling(), verify="topk", topk=2)
    assert (n, nxt) == (1, 1)
    n, *_ = g.accept(logits, torch.zeros(4, 2), draft, None, 3, g.Sampling(), verify="topk", topk=3)
    assert n == 2


def test_ngram_draft_proposes_continuation_of_latest_match():
    h = [1, 2, 3, 9, 1, 2, 3, 7, 5, 1, 2, 3]
    assert g.ngram_draft(h, 2) == [7, 5]
    assert g.ngram_draft([4, 5, 6], 3) == []
    assert g.ngram_draft([1, 2], 3, source=[0, 1, 2, 8, 9]) == [8, 9]


def test_generate_refuses_requests_beyond_the_cache():
    model = tiny_model(max_seq_len=32)
    with pytest.raises(ValueError, match="positions"):
        g.generate(model, PROMPT, 30)


def _chi2(counts, p):
    n = counts.sum()
    return (((counts - n * p) ** 2) / (n * p)).sum().item()


def test_sampled_acceptance_reproduces_target_distribution():
    """Drafts drawn from q, verified against p: the kept tokens must be distributed as p (the exactness
    of speculative sampling), while an accept-everything judge must visibly follow q instead."""
    torch.manual_seed(0)
    V, k, draws = 6, 3, 4000
    target_logits = torch.randn(k + 1, V) * 1.5
    draft_logits = torch.randn(k, V) * 1.5
    s = g.Sampling(temperature=1.0)
    p = g.probs_from_logits(target_logits, s).double()
    q = g.probs_from_logits(draft_logits, s)
    head = judge.new_judge(2)
    with torch.no_grad():
        head.weight.zero_()
        head.bias.fill_(50.0)
    chi = {}
    for name, kw in [("standard", {}), ("accept-all judge (biased)", {"judge_head": head, "delta": 0.5})]:
        first = torch.zeros(V, dtype=torch.double)
        second = torch.zeros(V, dtype=torch.double)
        for _ in range(draws):
            d = g.sample(q)
            n, nxt, *_ = g.accept(target_logits, torch.zeros(k + 1, 2), d, q, k, s, **kw)
            out = d[:n].tolist() + [nxt]
            first[out[0]] += 1
            if len(out) > 1:
                second[out[1]] += 1
        chi[name] = (_chi2(first, p[0]), _chi2(second, p[1]))
    # 5 degrees of freedom: P(chi2 > 20.5) = 0.001. The biased rule must fail the same bound.
    assert max(chi["standard"]) < 20.5, chi
    assert max(chi["accept-all judge (biased)"]) > 20.5, chi


def test_tiny_model_greedy_output_is_varied():
    # Guards the other tests: a model stuck on one token would make "speculative == greedy" trivial.
    assert len(set(greedy(tiny_model(), 40))) > 10


def test_text_draft_follows_realigns_and_never_splices():
    text = [10, 11, 12, 13, 14, 15, 16]
    assert g.text_draft([], text, 3) == [10, 11, 12]
    assert g.text_draft([10, 11], text, 3) == [12, 13, 14]
    assert g.text_draft([10, 99, 13], text, 2) == [14, 15]  # re-aligned on the last token
    assert g.text_draft([99], text, 3) == []  # an inserted token: nothing fits, offer nothing


def test_compiled_passes_give_the_same_greedy_tokens(monkeypatch):
    model = tiny_model()
    ref = greedy(model, 12, draft="ngram", speculate_k=4)
    monkeypatch.setattr(g, "forward_logits", g.forward_logits)  # undone after the test
    monkeypatch.setattr(g, "verify_forward", g.verify_forward)
    g.compile_passes(None)
    model.setup_caches(1, 256)
    assert greedy(model, 12, draft="ngram", speculate_k=4) == ref
