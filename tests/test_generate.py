import math

import pytest
import torch
import torch.nn.functional as F

import draft as drafting
import generate as g
import judge
import report
from conftest import tiny_model

PROMPT = [5, 17, 99, 3, 42, 17, 99, 3, 8]
LOSSY = [r for r in judge.RULES if r != "standard"]


def greedy(model, n=40, **kw):
    return g.generate(model, PROMPT, n, **kw)


def head_with_bias(dim, bias):
    head = judge.new_judge(dim)
    with torch.no_grad():
        head.net.weight.zero_()
        head.net.bias.fill_(bias)
    return head


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
        stats = report.new_stats()
        out = greedy(target, draft=drafting.make("model", k, model=draft), stats=stats)
        assert out == ref
    assert stats["accepted_per_step"]


def test_a_draft_model_chain_sized_by_its_confidence_stops_early_and_keeps_greedy_output():
    """With measured costs a draft model drafts while one more draft pays (another_pays): a useless draft's chain
    stops after a draft or two, a perfect one's runs longer; the output is greedy's either way."""
    target = tiny_model(seed=0)
    ref = greedy(target)
    cost = [0.0] + [1.0 + 0.1 * (w - 1) for w in range(1, 26)]
    drafted = {}
    for name, draft in (("perfect", tiny_model(seed=0)), ("useless", tiny_model("tiny-draft", seed=1))):
        stats = report.new_stats()
        out = greedy(target, draft=drafting.make("model", 12, model=draft), passes=g.Passes(cost=cost, draft_cost=0.2),
                     stats=stats)
        assert out == ref
        drafted[name] = stats["drafted_per_step"]
    mean = {name: sum(d) / len(d) for name, d in drafted.items()}
    assert max(drafted["useless"]) < 12 and mean["perfect"] > 2 * mean["useless"], drafted


def _feed(passes, stats, steps, width, pass_s, draft_s):
    """steps of realised times, as generate.step records them (target_forwards counts the steps)."""
    for _ in range(steps):
        stats["target_forwards"] += 1
        drafting.realised(passes, stats, width, pass_s, 4, 4 * draft_s, "cpu")


def test_realised_costs_that_drift_past_the_margin_replace_the_measured_ones_and_only_then():
    cost = [0.0] + [1.0 + 0.1 * (w - 1) for w in range(1, 22)]
    wrong = g.Passes(cost=list(cost), draft_cost=5.0, adapt=True)  # the draft measured 100x what it costs
    stats = report.new_stats()
    _feed(wrong, stats, 8, 5, 2 * cost[5], 0.05)  # the run's passes take twice the measured time
    assert wrong.cost == pytest.approx([2 * c for c in cost]) and wrong.draft_cost == pytest.approx(0.05)
    assert stats["recalibrated"] == 1
    close = g.Passes(cost=list(cost), draft_cost=0.05, adapt=True)  # within DRIFT of what it spends: kept
    _feed(close, report.new_stats(), 16, 5, 1.1 * cost[5], 0.06)
    assert close.cost == cost and close.draft_cost == 0.05
    fixed = g.Passes(cost=list(cost), draft_cost=5.0)  # adapt off (stored costs): never moved
    _feed(fixed, report.new_stats(), 16, 5, 2 * cost[5], 0.05)
    assert fixed.cost == cost and fixed.draft_cost == 5.0


def test_a_wrong_draft_cost_is_corrected_by_the_run_and_the_greedy_answer_stays_the_targets():
    """A draft cost 1000 s (a one-token target step: 1 s) says no second draft ever pays; the run's own
    timings (milliseconds for both on these tiny models) replace both within its first steps."""
    target = tiny_model(seed=0)
    ref = greedy(target, 60)
    cost = [0.0] + [1.0 + 0.1 * (w - 1) for w in range(1, 14)]
    passes = g.Passes(cost=list(cost), draft_cost=1000.0, adapt=True, measured=(cost, 1000.0))
    stats = report.new_stats()
    out = greedy(target, 60, draft=drafting.make("model", 12, model=tiny_model(seed=0)), passes=passes, stats=stats)
    assert out == ref
    assert stats["recalibrated"] >= 1 and passes.draft_cost < 10 and passes.cost[1] < 0.5
    costs = report.summarize(stats, 1, passes)["costs"]
    assert costs["in_use_draft_s"] == passes.draft_cost and costs["realised_draft_s"] < 10
    assert costs["measured_draft_s"] == 1000.0  # set by hand here, as a start-up measurement would set it
    assert set(costs["realised_pass_s"]) <= set(range(1, 14)) and costs["adapt"]


@pytest.mark.parametrize("k", [1, 4, 24])
def test_greedy_speculative_with_ngram_equals_target_greedy(k):
    target = tiny_model()
    ref = greedy(target)
    stats = report.new_stats()
    assert greedy(target, draft=drafting.make("ngram", k), stats=stats) == ref
    assert sum(stats["accepted_per_step"]) > 0  # the repetitive prompt makes some drafts land


def test_perfect_draft_accepts_everything_and_counts_forwards():
    target, draft = tiny_model(seed=0), tiny_model(seed=0)
    stats = report.new_stats()
    out = greedy(target, 30, draft=drafting.make("model", 4, model=draft), stats=stats)
    assert out == greedy(tiny_model(seed=0), 30)
    assert all(n == 4 for n in stats["accepted_per_step"])
    assert stats["target_forwards"] == 1 + 6  # prefill, then 6 steps of 5 tokens


def rule_verify(rule, threshold, dim):
    head = head_with_bias(dim, 50.0) if rule in ("judge", "guarded") else None  # a judge that accepts all
    return judge.Verify(rule, threshold, head)


@pytest.mark.parametrize("rule", LOSSY)
@pytest.mark.parametrize("temperature", [0.0, 1.0])
def test_every_rule_at_its_never_end_is_exactly_standard_speculation(rule, temperature):
    target = tiny_model()
    s = g.Sampling(temperature=temperature, top_k=50 if temperature else None)
    outs = []
    for v in (judge.Verify(), rule_verify(rule, judge.NEVER[rule], target.args.dim)):
        torch.manual_seed(123)
        stats = report.new_stats()
        outs.append((g.generate(target, PROMPT, 40, sampling=s, draft=drafting.make("model", 5, model=tiny_model("tiny-draft", 1)),
                                verify=v, stats=stats), stats["accepted_per_step"]))
        assert stats["rule_only_accepted"] == 0
    assert outs[0] == outs[1]


@pytest.mark.parametrize("rule, threshold", [("judge", 0.5), ("typical", 0.0), ("topk", 10 ** 6)])
def test_accept_all_settings_return_the_draft_text(rule, threshold):
    target = tiny_model()
    text = [11, 22, 33, 44, 55, 66, 77, 88, 99, 111, 122, 133]
    stats = report.new_stats()
    out = g.generate(target, PROMPT, 12, draft=drafting.make("text", 12, text=text),
                     verify=rule_verify(rule, threshold, target.args.dim), stats=stats)
    assert out == text
    assert stats["accepted_per_step"] == [12]
    assert stats["rule_only_accepted"] > 0


def hand_logits(argmax, V=10, confident=10.0):
    logits = torch.full((len(argmax), V), -confident)
    logits[torch.arange(len(argmax)), torch.tensor(argmax)] = confident
    return logits


def test_combined_mask_keeps_a_token_either_test_keeps_as_a_prefix():
    k = 4
    draft = torch.tensor([1, 2, 3, 4])
    logits = hand_logits([1, 9, 3, 4, 6])  # the target agrees on d1, d3, d4, not d2: standard keeps 1
    hidden = torch.zeros(k + 1, 3)
    head = judge.new_judge(3)
    with torch.no_grad():
        head.net.weight.copy_(torch.tensor([[1.0, 0, 0]]))
        head.net.bias.zero_()
    # The judge reads hidden[1..4] for d1..d4. It keeps d2 (which the standard test rejects): together
    # they keep d1..d4, and the next token is the target's own after them.
    hidden[1:, 0] = torch.tensor([-5.0, 5.0, -5.0, -5.0])
    n, nxt, n_std = g.accept(logits, hidden, draft, None, k, g.Sampling(), judge.Verify("judge", 0.5, head))
    assert (n, n_std, nxt) == (4, 1, 6)
    # Where both reject, the prefix ends and the target's own token comes next: d3 rejected by both here.
    hidden[1:, 0] = torch.tensor([-5.0, 5.0, 5.0, 5.0])
    logits = hand_logits([1, 9, 7, 4, 6])
    hidden[3, 0] = -5.0
    n, nxt, n_std = g.accept(logits, hidden, draft, None, k, g.Sampling(), judge.Verify("judge", 0.5, head))
    assert (n, nxt) == (2, 7)
    n, nxt, _ = g.accept(logits, hidden, draft, None, k, g.Sampling(), judge.Verify("judge", 1.0, head))
    assert (n, nxt) == (1, 9)  # delta 1: the standard correction
    # padding beyond n_draft is never kept, by either test
    n, nxt, _ = g.accept(hand_logits([1, 2, 3, 4, 6]), hidden, draft, None, 2, g.Sampling(), judge.Verify("judge", 0.5, head))
    assert (n, nxt) == (2, 3)
    assert judge.leading_true(torch.tensor([True, False, True])).item() == 1
    assert judge.leading_true(torch.tensor([False, True])).item() == 0


def test_standard_in_code_keeps_nothing_where_the_target_would_open_a_code_block():
    # top-K over the whole vocabulary keeps every draft; where the target's own top choice is a fence (token 7:
    # "``"), the answer's format (code or prose) is the target's choice, so there only the standard test keeps
    table = [b"a", b"b", b"c", b"d", b"e", b"f", b"g", b"``", b"h", b"i"]
    assert judge.fence_mask(table).tolist() == [False] * 7 + [True, False, False]
    logits, draft = hand_logits([1, 7, 2, 3]), torch.tensor([4, 5, 6])  # the draft prose, the target a fence at d_2
    n, *_ = g.accept(logits, torch.zeros(4, 2), draft, None, 3, g.Sampling(), judge.Verify("topk", 10))
    assert n == 3
    v = judge.Verify("topk", 10, code=table, fence=judge.fence_mask(table))
    n, nxt, n_std = g.accept(logits, torch.zeros(4, 2), draft, None, 3, g.Sampling(), v)
    assert (n, nxt, n_std) == (1, 7, 0)  # d_1 kept by the rule, then the target's fence
    assert g.accept(logits, torch.zeros(4, 2), torch.tensor([4, 7, 6]), None, 3, g.Sampling(), v)[0] == 3  # its own


def test_standard_in_numbers_keeps_no_number_the_target_would_not_write():
    # top-K over the whole vocabulary keeps every draft; a digit the draft writes (d_2: "7"), or one where the
    # target's own choice is a digit (d_3: the target "6", the draft prose), is left to the standard test
    table = [b"a", b"b", b"c", b"d", b" x", b"7", b"e", b"6", b"=", b"12"]
    assert judge.number_mask(table).tolist() == [False] * 5 + [True, False, True, False, True]
    v = judge.Verify("topk", 10, numbers=judge.number_mask(table))
    n, nxt, n_std = g.accept(hand_logits([1, 4, 3, 2]), torch.zeros(4, 2), torch.tensor([4, 5, 6]), None, 3, g.Sampling(), v)
    assert (n, nxt, n_std) == (1, 4, 0)  # d_1 kept by the rule, then the target's own token, not the draft's "7"
    n, nxt, _ = g.accept(hand_logits([1, 4, 7, 2]), torch.zeros(4, 2), torch.tensor([4, 8, 6]), None, 3, g.Sampling(), v)
    assert (n, nxt) == (2, 7)  # the target would write "6" where the draft wrote "e": its number, not the draft's word
    n, *_ = g.accept(hand_logits([1, 4, 7, 2]), torch.zeros(4, 2), torch.tensor([4, 4, 7]), None, 3, g.Sampling(), v)
    assert n == 3  # the same number as the target's: the standard test keeps it
    assert g.accept(hand_logits([1, 4, 7, 2]), torch.zeros(4, 2), torch.tensor([4, 8, 6]), None, 3, g.Sampling(),
                    judge.Verify("topk", 10))[0] == 3  # without the guard the rule keeps all three


def test_topk_rule_keeps_drafts_in_the_target_topk():
    logits = torch.tensor([[5.0, 4, 3, 0], [0, 5, 4, 3], [0, -1, 5, 4], [1, 0, 0, 0]])
    draft = torch.tensor([1, 3, 1])  # 2nd, 3rd and 4th most likely
    n, nxt, _ = g.accept(logits, torch.zeros(4, 2), draft, None, 3, g.Sampling(), judge.Verify("topk", 2))
    assert (n, nxt) == (1, 1)
    n, *_ = g.accept(logits, torch.zeros(4, 2), draft, None, 3, g.Sampling(), judge.Verify("topk", 3))
    assert n == 2


def test_kl_rule_for_one_hot_drafts_is_a_probability_threshold_where_the_target_is_unsure():
    # p(d) over two positions: 0.3 (target unsure) and 0.05 under a confident target (max p 0.95).
    probs = torch.tensor([[0.3, 0.35, 0.35, 0.0], [0.95, 0.05, 0.0, 0.0]]) + 1e-9
    logits, draft = probs.log(), torch.tensor([0, 1])
    stats = judge.token_stats(logits, draft, None)
    ok = judge.rule_ok("kl", -math.log(0.2), stats, None)  # keeps p(d) > 0.2
    assert ok.tolist() == [True, False]
    ok = judge.rule_ok("kl", 100.0, stats, None)
    assert ok.tolist() == [True, False]  # a confident target is never overruled
    q = torch.tensor([[0.3, 0.35, 0.35, 0.0], [0.0, 1.0, 0.0, 0.0]])  # a draft model's distribution
    ok = judge.rule_ok("kl", 1e-3, judge.token_stats(logits, draft, q), None)
    assert ok.tolist() == [True, False]  # KL(q || p) ~ 0 where the draft agrees with the target


def test_typical_rule_is_medusas_threshold():
    probs = torch.tensor([[0.5, 0.3, 0.2]])
    entropy = -(probs * probs.log()).sum()
    for token in range(3):
        for eps in (0.09, 0.25):
            expected = probs[0, token] > min(eps, eps ** 0.5 * math.exp(-entropy))
            ok = judge.rule_ok("typical", eps, judge.token_stats(probs.log(), torch.tensor([token]), None), None)
            assert ok.item() == expected


def fly(std, entropy_ok=True, window=2, n_draft=None):
    """rule_ok("fly") on a draft of len(std) tokens whose standard verdicts are `std`; the target's
    top-3 entropy is ~1.1 (unsure) or ~0 (sure) at every position."""
    k = len(std)
    logits = torch.zeros(k + 1, 8) if entropy_ok else hand_logits([0] * (k + 1), V=8)
    std_ok = torch.tensor(std) & (torch.arange(k) < (n_draft or k))
    stats = judge.token_stats(logits[:k], torch.zeros(k, dtype=torch.long), None)
    return judge.rule_ok("fly", 0.3, stats, std_ok, window=window).tolist()


def test_fly_window_keeps_a_mismatch_the_target_goes_on_agreeing_past():
    # A mismatch at d2 followed by two agreeing drafts: confirmed (window 2).
    assert fly([1, 0, 1, 1, 0])[1] is True
    # A second mismatch inside the window: the target corrected itself, so d2 was a mistake.
    assert fly([1, 0, 1, 0, 1, 1])[1] is False
    # The window runs past the last draft: unconfirmed, rejected (nothing carried to the next step).
    assert fly([1, 1, 1, 0, 1])[3] is False
    assert fly([1, 1, 0, 1, 1])[2] is True  # exactly fits
    # ... and past the last REAL draft (the rest pads the pass): rejected too.
    assert fly([1, 1, 0, 1, 1, 1], n_draft=4)[2] is False
    # The entropy gate: where the target is sure, a mismatch is a mistake whatever follows.
    assert fly([1, 0, 1, 1, 1], entropy_ok=False)[1] is False
    # Combined with the standard test in accept: the kept prefix runs through the confirmed mismatch.
    logits = torch.zeros(7, 8)
    logits[torch.arange(7), torch.tensor([1, 5, 1, 1, 1, 1, 1])] = 0.5  # d2 differs; entropy stays high
    n, nxt, n_std = g.accept(logits, torch.zeros(7, 2), torch.ones(6, dtype=torch.long), None, 6, g.Sampling(),
                             judge.Verify("fly", 0.3, window=3))
    assert (n_std, n, nxt) == (1, 6, 1)


def test_ngram_draft_proposes_continuation_of_latest_match():
    h = [1, 2, 3, 9, 1, 2, 3, 7, 5, 1, 2, 3]
    assert drafting.ngram_draft(h, 2) == [7, 5]
    assert drafting.ngram_draft([4, 5, 6], 3) == []
    assert drafting.ngram_draft([1, 2], 3, source=[0, 1, 2, 8, 9]) == [8, 9]


def test_text_draft_follows_realigns_forward_only_and_never_splices():
    text = [10, 11, 12, 13, 14, 15, 16, 12, 13, 17]
    d = drafting.make("text", text=text)
    assert drafting.text_draft(d, [], 3) == [10, 11, 12]
    drafting.observe(d, [10, 11, 12], 3, 2, 99)  # kept 10, 11; the target wrote 99 instead of 12
    assert d.cursor == 2 and not d.following
    assert drafting.text_draft(d, [10, 11, 99], 3) == []  # 99 is nowhere in the text: offer nothing
    assert drafting.text_draft(d, [10, 11, 99, 13, 14], 3) == []  # two shared tokens are no alignment: no splice
    assert drafting.text_draft(d, [10, 11, 99, 13, 14, 15], 2) == [16, 12]  # three are: re-aligned after the cursor
    drafting.observe(d, [16, 12], 2, 2, 13)  # kept both, and the target's own token is the text's next: 13
    assert d.following and d.cursor == 9
    drafting.observe(d, [17], 1, 0, 50)
    assert not d.following and d.cursor == 9
    # The output now ends "10 11 12": that occurs at the text's start, which was used: never offered again.
    assert drafting.text_draft(d, [10, 11, 99, 13, 14, 15, 16, 12, 13, 50, 10, 11, 12], 3) == []
    d = drafting.TextDraft(text=text, cursor=2, following=False)
    assert drafting.text_draft(d, [7, 10, 11, 12], 3) == []  # before the cursor
    assert drafting.text_draft(d, [7, 12, 13, 14], 3) == [15, 16, 12]


def test_generate_refuses_requests_beyond_the_cache():
    model = tiny_model(max_seq_len=32)
    with pytest.raises(ValueError, match="positions"):
        g.generate(model, PROMPT, 30)


def test_nan_weights_stop_generation_with_a_clear_error():
    model = tiny_model()
    with torch.no_grad():
        model.layers[1].feed_forward.w2.weight[3, 5] = float("nan")
    with pytest.raises(FloatingPointError, match="not finite"):
        g.generate(model, PROMPT, 5)
    with pytest.raises(FloatingPointError, match="not finite"):
        g.generate(model, PROMPT[:1], 5, draft=drafting.make("ngram", 4))  # no prefill: caught in the step


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
    chi = {}
    for name, v in [("standard", judge.Verify()), ("accept-all judge (biased)", judge.Verify("judge", 0.5, head_with_bias(2, 50)))]:
        first = torch.zeros(V, dtype=torch.double)
        second = torch.zeros(V, dtype=torch.double)
        for _ in range(draws):
            d = g.sample(q)
            n, nxt, _ = g.accept(target_logits, torch.zeros(k + 1, 2), d, q, k, s, v)
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


def test_drafts_to_verify_weighs_expected_kept_drafts_against_measured_cost():
    cost = [0.0] + [1.0 + 0.1 * (w - 1) for w in range(1, 22)]  # a pass over w tokens costs 1 + 0.1 (w - 1)
    passes = g.Passes(cost=cost)
    sure, unsure = drafting.NgramDraft(kept=99.0, missed=1.0), drafting.NgramDraft(kept=2.0, missed=8.0)
    assert drafting.drafts_to_verify(sure, 20, passes) == 20
    assert drafting.drafts_to_verify(unsure, 20, passes) == 1  # 1.2 expected tokens for 1.1x the cost; 2: 1.24 for 1.2x
    steep = g.Passes(cost=[0.0] + [1.0 + 0.5 * (w - 1) for w in range(1, 22)])
    assert drafting.drafts_to_verify(unsure, 20, steep) == 0  # a plain step is cheaper per token
    # A draft model's drafts carry its own confidence in each: that sizes what is verified.
    assert drafting.drafts_to_verify(drafting.ModelDraft(conf=[0.99] * 5), 5, steep) == 5
    assert drafting.drafts_to_verify(drafting.ModelDraft(conf=[0.99, 0.05, 0.99, 0.99, 0.99]), 5, steep) == 1
    assert drafting.drafts_to_verify(unsure, 20, g.Passes()) == 20  # no costs: verify all


def test_eager_verify_covers_only_real_drafts_and_greedy_output_is_unchanged():
    target = tiny_model()
    ref = greedy(target)
    widths, real = [], g.verify_forward

    def spy(model, tokens, pos, aux_layers=()):
        widths.append(len(tokens))
        return real(model, tokens, pos, aux_layers)

    for cost in (None, [0.0] + [1.0 + 0.3 * (w - 1) for w in range(1, 26)]):
        widths.clear()
        stats = report.new_stats()
        assert greedy(target, draft=drafting.make("ngram", 24), passes=g.Passes(verify=spy, cost=cost), stats=stats) == ref
        assert widths == [m + 1 for m in stats["drafted_per_step"]] and min(widths) < 25  # no padding to k


def test_compiled_passes_pad_to_buckets_and_give_the_same_greedy_tokens():
    model = tiny_model()
    ref = greedy(model, 12, draft=drafting.make("ngram", 6))
    passes = g.compile_passes(None, 6)
    assert passes.buckets == (4, 7) and passes.width(2) == 4 and passes.width(5) == 7 and passes.width(7) == 7
    model.setup_caches(1, 256)
    assert greedy(model, 12, draft=drafting.make("ngram", 6), passes=passes) == ref


# ------------------------------------------------------------------------------ edges: sampling and stats
def test_a_temperature_below_the_floor_is_greedy_and_never_nan():
    logits = torch.randn(3, 50) * 5
    for t in (1e-45, 1e-30, g.MIN_TEMPERATURE / 2):
        p = g.probs_from_logits(logits, g.Sampling(temperature=t))
        assert torch.equal(p, torch.nn.functional.one_hot(logits.argmax(-1), 50).float())
        assert torch.equal(g.next_token(logits, g.Sampling(temperature=t)), logits.argmax(-1))
    # Just above the floor, and from half-precision logits (whose l / T overflows at T ~ 1e-3): finite.
    for dtype in (torch.float32, torch.bfloat16, torch.float16):
        p = g.probs_from_logits(logits.to(dtype), g.Sampling(temperature=g.MIN_TEMPERATURE * 2))
        assert torch.isfinite(p).all() and torch.allclose(p.sum(-1), torch.ones(3))
        assert torch.equal(p.argmax(-1), logits.to(dtype).argmax(-1))


@pytest.mark.parametrize("budget", [3, 5, 12])
def test_stats_count_only_the_kept_drafts_that_are_emitted(budget):
    target = tiny_model()
    text = [11, 22, 33, 44, 55, 66, 77, 88, 99, 111, 122, 133]
    stats = report.new_stats()
    out = g.generate(target, PROMPT, budget, draft=drafting.make("text", 12, text=text),
                     verify=rule_verify("judge", 0.5, target.args.dim), stats=stats)
    assert out == text[:budget]
    assert stats["accepted_per_step"] == [budget] and stats["new_tokens"] == budget
    assert 0 < stats["rule_only_accepted"] <= budget
    # A stop token inside the kept drafts cuts them the same way.
    stats = report.new_stats()
    out = g.generate(target, PROMPT, 12, stop_ids={44}, draft=drafting.make("text", 12, text=text),
                     verify=rule_verify("judge", 0.5, target.args.dim), stats=stats)
    assert out == text[:4] and stats["accepted_per_step"] == [4] and stats["rule_only_accepted"] <= 4


# ----------------------------------------------------------------------------- edges: degenerate drafts
def test_guard_leaves_blank_repeated_and_past_the_stop_drafts_to_the_standard_test():
    V = 10
    blank, stops = torch.zeros(V, dtype=torch.bool), torch.zeros(V, dtype=torch.bool)
    blank[[0, 7]] = True  # a special and a whitespace token
    stops[0] = True
    draft = torch.tensor([1, 2, 2, 3, 7, 7, 4, 7])
    logits = hand_logits([5, 5, 5, 5, 5, 5, 5, 5])
    # the blank 7s: one before a blank, one before a visible 4 (ordinary text: " ", "7"), one ending the step
    assert judge.guard_degenerate(draft, logits.argmax(-1), blank, stops).tolist() == [True, True, False, True,
                                                                                       False, False, True, False]
    logits = hand_logits([5, 5, 0, 5, 5, 5, 5, 5])  # the target would stop at the third slot
    assert judge.guard_degenerate(draft, logits.argmax(-1), blank, stops).tolist() == [True, True, False, True,
                                                                                       False, False, True, False]
    logits = hand_logits([5, 5, 5, 0, 5, 5, 5, 5])
    assert judge.guard_degenerate(draft, logits.argmax(-1), blank, stops).tolist() == [True, True, False, False,
                                                                                       False, False, True, False]
    short = torch.tensor([1, 7, 4])  # a single blank token before visible text may be kept
    assert judge.guard_degenerate(short, hand_logits([5, 5, 5]).argmax(-1), blank, stops).tolist() == [True] * 3
    assert judge.guard_degenerate(draft, logits.argmax(-1), None, None).all()  # no tokenizer given: no guard
    # In accept: an accept-all judge keeps d1, d2 and stops at the repeat; the standard test decides the rest.
    head = head_with_bias(3, 50.0)
    draft = torch.tensor([1, 2, 2, 3, 7, 4])
    n, nxt, n_std = g.accept(hand_logits([5, 5, 5, 5, 5, 5, 6]), torch.zeros(7, 3), draft, None, 6, g.Sampling(),
                             judge.Verify("judge", 0.5, head, blank=blank, stops=stops))
    assert (n, n_std, nxt) == (2, 0, 5)


def test_blank_tokens_are_whitespace_specials_and_ids_past_the_tokenizer():
    blank = judge.blank_tokens([b"", b" ", b"\n\n", b"\t", b"a", b" the", b"\xc3", b"\xc2\xa0"], 10)
    assert blank.tolist() == [True, True, True, True, False, False, False, True, True, True]


def test_a_whitespace_text_under_an_accept_all_judge_gives_the_plain_greedy_answer():
    target = tiny_model()
    ref = greedy(target, 12)
    blank = torch.zeros(target.args.vocab_size, dtype=torch.bool)
    blank[[9, 10, 13, 32]] = True  # the ids the text is made of: whitespace in this test's "vocab"
    text = [32, 32, 10, 10, 32, 9, 13, 10] * 3
    stats = report.new_stats()
    v = rule_verify("judge", 0.5, target.args.dim)
    out = g.generate(target, PROMPT, 12, draft=drafting.make("text", 12, text=text), stats=stats,
                     verify=judge.Verify(v.rule, v.threshold, v.head, blank=blank, stops=torch.zeros_like(blank)))
    assert out == ref and stats["rule_only_accepted"] == 0
    # Without the guard the same judge keeps the blank text whole: what the guard is for.
    assert g.generate(target, PROMPT, 12, draft=drafting.make("text", 12, text=text), verify=v)[:8] == text[:8]

@pytest.mark.parametrize("rule", ["judge", "kl"])
def test_under_a_lossy_rule_the_step_chooses_how_many_drafts_to_verify_from_a_keep_rate_counting_its_keeps(rule):
    """Never slower than exact: with measured costs a lossy rule that keeps nothing more than the standard test
    verifies exactly as many drafts per step as exact speculation (same output, same widths; it used to verify
    every draft), and the rule's keeps raise the keep rate that sets how many to verify."""
    target = tiny_model()
    cost = [0.0] + [1.0 + 0.3 * (w - 1) for w in range(1, 26)]
    runs = {}
    for name, v in [("exact", judge.Verify()), ("never", rule_verify(rule, judge.NEVER[rule], target.args.dim))]:
        stats = report.new_stats()
        out = greedy(target, draft=drafting.make("ngram", 24), passes=g.Passes(cost=cost), verify=v, stats=stats)
        runs[name] = (out, stats["drafted_per_step"], stats["no_draft_steps"])
    assert runs["never"] == runs["exact"]
    assert min(runs["exact"][1]) < 24 and runs["exact"][2] > 0  # exact skips drafts that would not pay
    # the keep rate counts what the step kept, the rule's keeps included: 8 of 8 kept raises the next m
    d = drafting.NgramDraft(kept=2.0, missed=8.0)
    before = drafting.drafts_to_verify(d, 20, g.Passes(cost=cost))
    for _ in range(3):
        drafting.observe(d, list(range(8)), 8, 8, 0)  # a lossy rule kept all 8 (the standard test maybe none)
    assert before < drafting.drafts_to_verify(d, 20, g.Passes(cost=cost))


def test_under_a_lossy_rule_an_external_text_is_verified_whole_whatever_the_costs():
    """A text draft is followed only while the target writes it too, so drafts a lossy rule would keep but were
    not verified are lost at the target's first own token: with costs where a 2-token pass is cheapest (the cost
    model picks one draft) an accept-all judge still keeps the whole text in one step; the standard test
    follows the costs, as exact speculation does."""
    target = tiny_model()
    text = [int(t) for t in torch.randint(3, target.args.vocab_size, (8,), generator=torch.Generator().manual_seed(5))]
    cost = [0.0, 1.0, 0.98] + [1.5 + 0.3 * w for w in range(3, 26)]  # m = 1 maximizes tokens per second
    assert drafting.drafts_to_verify(drafting.TextDraft(8), 8, g.Passes(cost=cost)) == 1
    stats = report.new_stats()
    out = g.generate(target, PROMPT, 12, draft=drafting.make("text", 8, text=text), verify=rule_verify("judge", 0.5, target.args.dim),
                     passes=g.Passes(cost=cost), stats=stats)
    assert out[:8] == text and stats["drafted_per_step"][0] == 8
    stats = report.new_stats()
    g.generate(target, PROMPT, 12, draft=drafting.make("text", 8, text=text), passes=g.Passes(cost=cost), stats=stats)
    assert stats["drafted_per_step"][0] == 1


def test_strict_above_leaves_confident_positions_to_the_standard_test():
    """JuDi's mask: where the target's top-1 probability exceeds tau, the rule's verdict is dropped."""
    logits = torch.tensor([[10.0, 0.0, 0.0], [0.5, 0.0, 0.0], [10.0, 0.0, 0.0]])  # sure, unsure, sure
    draft = torch.tensor([1, 1, 0])
    stats = judge.token_stats(logits, draft, None)
    std_ok = logits.argmax(-1) == draft
    ok = judge.rule_ok("topk", 3, stats, std_ok)  # top-3 of 3 tokens: keeps everything
    masked = judge.rule_ok("topk", 3, stats, std_ok, strict_above=0.9)
    assert ok.tolist() == [True, True, True] and masked.tolist() == [False, True, False]
    jp = torch.ones(3)
    assert judge.rule_ok("judge", 0.5, stats, std_ok, jp, strict_above=0.9).tolist() == [False, True, False]
    n, nxt, _ = g.accept(torch.cat([logits, logits[:1]]), torch.zeros(4, 2), draft, None, 3, g.Sampling(),
                         judge.Verify("topk", 3, strict_above=0.9))
    assert (n, nxt) == (0, 0)  # d_1 = 1 where the target is sure of 0: the standard correction


def test_linear_packed_path_matches_f_linear_and_follows_weight_changes():
    """model.Linear's oneDNN path (fp32 CPU, >= PACKED_MIN_ROWS rows) gives F.linear's result, and never uses
    a stale copy: after an in-place update, a replaced weight (tp.py's sharding) or a deepcopy it packs again."""
    import copy

    import model as model_py

    torch.manual_seed(0)
    lin = model_py.Linear(64, 48, bias=False).requires_grad_(False)
    x = torch.randn(2, model_py.PACKED_MIN_ROWS, 64)
    torch.testing.assert_close(lin(x), F.linear(x, lin.weight), rtol=1e-5, atol=1e-5)
    if lin.packed is False:
        pytest.skip("this torch build has no oneDNN: Linear is F.linear")
    assert lin.packed is not None  # the packed path ran
    lin.weight.mul_(2)  # in place: the version moves
    torch.testing.assert_close(lin(x), F.linear(x, lin.weight), rtol=1e-5, atol=1e-5)
    lin.weight = torch.nn.Parameter(lin.weight[:24].clone(), requires_grad=False)  # a shard: another tensor
    torch.testing.assert_close(lin(x), F.linear(x, lin.weight), rtol=1e-5, atol=1e-5)
    twin = copy.deepcopy(lin)  # the opaque packed tensor is not copied; the twin packs its own
    twin.weight.add_(1)
    torch.testing.assert_close(twin(x), F.linear(x, twin.weight), rtol=1e-5, atol=1e-5)
    torch.testing.assert_close(lin(x), F.linear(x, lin.weight), rtol=1e-5, atol=1e-5)
    # Training keeps F.linear (the packed op has no backward), and so do weights made under inference_mode
    # (an inference tensor has no version counter to watch).
    lin.weight.requires_grad_(True)
    lin(x).sum().backward()
    assert lin.weight.grad is not None
    with torch.inference_mode():
        frozen = model_py.Linear(64, 48, bias=False)
        torch.testing.assert_close(frozen(x), F.linear(x, frozen.weight))


def test_a_verify_pass_gives_the_logits_of_one_token_steps_within_fp32_noise():
    """A verify pass runs its Linears on the packed path, one-token steps on MKL's: both are fp32 GEMMs, so the
    rows agree to rounding (greedy speculation's identity to greedy decoding rests on it)."""
    model = tiny_model(weight_scale=1.0)
    seq = torch.randint(0, model.args.vocab_size, (12,)).tolist()
    with torch.no_grad():
        g.forward_logits(model, torch.tensor(seq[:4]), torch.arange(4))
        steps = torch.stack([g.forward_logits(model, torch.tensor([seq[p]]), torch.tensor([p])) for p in range(4, 12)])
        verified, _, _ = g.verify_forward(model, torch.tensor(seq[4:12]), torch.arange(4, 12))
    torch.testing.assert_close(verified, steps, rtol=1e-4, atol=1e-4)


def test_a_judge_files_stored_confidence_mask_is_its_operating_point_unless_a_flag_says_otherwise():
    head = judge.new_judge(8)
    meta = {"delta": 0.4, "strict_above": 0.9}
    v = judge.make_verify("judge", None, 0, None, head=head, meta=meta, masks=(None, None))
    assert (v.threshold, v.strict_above) == (0.4, 0.9)
    assert judge.make_verify("judge", None, 0, None, head=head, meta=meta, strict_above=1.0, masks=(None, None)).strict_above == 1.0
    assert judge.make_verify("guarded", None, 0, None, head=head, meta=meta, masks=(None, None)).strict_above == 0.9
    assert judge.make_verify("topk", None, 0, None, threshold=3, meta=meta, masks=(None, None)).strict_above == 1.0
    assert judge.make_verify("judge", None, 0, None, head=head, meta={"delta": 0.4}, masks=(None, None)).strict_above == 1.0
    with pytest.raises(ValueError, match=r"judge j.pt: meta field 'strict_above' must be a number in \[0, 1\], got 1.5"):
        judge.check_meta({"strict_above": 1.5}, "j.pt")


def test_outside_code_finds_the_answers_code_blocks_even_where_the_tokenizer_splits_a_fence():
    table = [bytes([i]) for i in range(256)] + [b"```", b"``", b"`\n", b"x = 1\n"]
    fence, two, one_nl, line = 256, 257, 258, 259
    text = [ord(c) for c in "Here:\n"]
    assert judge.outside_code(table, [], text, 8).tolist() == [True] * 6 + [False, False]  # prose; padding False
    ok = judge.outside_code(table, text, [fence, ord("p"), 10, line, fence, ord("O"), ord("k")], 7).tolist()
    assert ok == [False, False, False, False, False, True, True]  # the block, its fences, then prose again
    assert judge.outside_code(table, text + [two, one_nl], [line, ord("a")], 2).tolist() == [False, False]  # inside
    assert judge.outside_code(table, [two, one_nl, line, two, one_nl], [ord("a")], 1).tolist() == [True]  # closed


def test_standard_in_code_leaves_the_drafts_inside_a_code_block_to_the_standard_test():
    # top-K over the whole vocabulary keeps every draft: only where standard_in_code stops it does the target speak
    model = tiny_model(vocab_size=260)
    model.setup_caches(1, 64)
    table = [bytes([i]) for i in range(256)] + [b"<%d>" % i for i in range(256, 260)]
    text = [ord(c) for c in "hi ```x = 1"]
    plain = judge.Verify("topk", 260)
    assert g.generate(model, [1, 2, 3], 8, draft=drafting.make("text", 8, text=text), verify=plain)[:8] == text[:8]
    code = judge.Verify("topk", 260, code=table)
    out = g.generate(model, [1, 2, 3], 8, draft=drafting.make("text", 8, text=text), verify=code)
    assert out[:3] == text[:3] and out[3] == g.generate(model, [1, 2, 3] + text[:3], 1)[0]  # the target's, at the fence


# ------------------------------------------------------- a reduced draft vocabulary (generate.py --draft_vocab)
@pytest.mark.parametrize("int8", [False, True])
def test_a_reduced_draft_head_gives_the_kept_tokens_their_logits_and_the_rest_minus_infinity(int8):
    import quantize

    draft = tiny_model("tiny-draft", seed=1)
    if int8:
        draft = quantize.draft_kernels(quantize.quantize_int8(draft))
    seq, pos = torch.tensor([PROMPT]), torch.arange(len(PROMPT))
    with torch.no_grad():
        full = draft(seq, pos)
        emb = draft.tok_embeddings.weight.detach().clone()
        keep = drafting.vocab_subset(100, counted=[250, 7, 7, 3], vocab=256, always=[255])
        assert keep.tolist()[:4] == [0, 1, 2, 3] and {255, 250, 7}.issubset(keep.tolist()) and len(keep) == 100
        draft.output = drafting.VocabSubset(draft.output, keep)
        draft.setup_caches(1, 256)
        reduced = draft(seq, pos)
    assert torch.equal(draft.tok_embeddings.weight, emb)  # the tied embedding keeps all its rows
    assert torch.allclose(reduced[..., keep], full[..., keep], atol=1e-4 if int8 else 1e-5)
    out = torch.ones(256, dtype=torch.bool)
    out[keep] = False
    assert torch.isneginf(reduced[..., out]).all()


def test_a_reduced_draft_vocabulary_keeps_speculation_exact():
    """Greedy: the target's own output, tokens the draft cannot propose included (the target writes them)."""
    target = tiny_model(seed=0)
    ref = greedy(target, 40)
    draft = tiny_model(seed=0)  # a perfect draft, cut down to half the vocabulary: only its cut tokens are missed
    draft.output = drafting.VocabSubset(draft.output, drafting.vocab_subset(128, counted=[], vocab=256, always=[]))
    stats = report.new_stats()
    out = greedy(target, 40, draft=drafting.make("model", 6, model=draft), stats=stats)
    assert out == ref and any(t >= 128 for t in out)
    assert sum(stats["accepted_per_step"]) > 0


def test_sampled_acceptance_with_a_reduced_draft_vocabulary_reproduces_the_target_distribution():
    """A reduced draft's q is 0 outside its kept tokens (VocabSubset's -inf logits): the residual
    norm(max(0, p - q)) then gives those tokens all their mass, and the kept tokens are distributed as p."""
    torch.manual_seed(1)
    V, k, draws = 6, 3, 4000
    target_logits = torch.randn(k + 1, V) * 1.5
    draft_logits = torch.randn(k, V) * 1.5
    draft_logits[:, 3:] = float("-inf")  # the draft proposes only tokens 0, 1, 2
    s = g.Sampling(temperature=1.0)
    p = g.probs_from_logits(target_logits, s).double()
    q = g.probs_from_logits(draft_logits, s)
    assert (q[:, 3:] == 0).all()
    first, second = torch.zeros(V, dtype=torch.double), torch.zeros(V, dtype=torch.double)
    for _ in range(draws):
        d = g.sample(q)
        n, nxt, _ = g.accept(target_logits, torch.zeros(k + 1, 2), d, q, k, s, judge.Verify())
        out = d[:n].tolist() + [nxt]
        first[out[0]] += 1
        if len(out) > 1:
            second[out[1]] += 1
    assert first[3:].sum() > 0  # tokens the draft never proposes are written
    # 5 degrees of freedom: P(chi2 > 20.5) = 0.001, with a fixed seed
    assert _chi2(first, p[0]) < 20.5 and _chi2(second, p[1]) < 20.5


def test_a_greedy_draft_token_is_the_argmax_and_draws_nothing_a_sampled_one_is_drawn_from_q():
    """sampling.draw: greedy takes the logits' argmax (sampling a one-hot would return it too, at one exponential
    per vocabulary entry); a sampled draft draws from q, so it uses the generator."""
    from sampling import Sampling, draw, probs_from_logits

    logits = torch.randn(4, 1000)
    greedy = Sampling()
    state = torch.get_rng_state()
    assert torch.equal(draw(logits, probs_from_logits(logits, greedy), greedy), logits.argmax(-1))
    assert torch.equal(torch.get_rng_state(), state)  # no draw from the generator
    hot = Sampling(temperature=1.0)
    q = probs_from_logits(torch.tensor([[0.0, 0.0, -1e4]]), hot)  # two equal choices, a third impossible
    picks = torch.stack([draw(logits[:1], q, hot) for _ in range(400)]).flatten()
    assert not torch.equal(torch.get_rng_state(), state)
    assert set(picks.tolist()) == {0, 1} and 120 < (picks == 0).sum() < 280
