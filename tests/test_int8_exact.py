"""Exact speculation with int8 weights: a verify pass over [last, d_1..d_m] must give, row for row, the bits
that one-token decode steps give, or a near-tie flips the argmax and prompt lookup leaves greedy's output.
Int8Linear's CPU kernel rounds the activations to bf16, so a last-bit difference upstream (which fp32
weights would carry along harmlessly) can move an activation by 2^-8 and grow from there."""
import sys

import pytest
import torch
import torch.nn.functional as F

import checkpoint
import draft as drafting
import generate as g
import quantize
from conftest import ROOT
from model import row_exact_attention

sys.path.insert(0, str(ROOT / "scripts"))
from bench import PROMPTS  # noqa: E402  the prompts whose int8 rows bench.py reports


def causal_rows(pos, s):
    return torch.tril(torch.ones(s, s, dtype=torch.bool))[None, None, pos]  # (1, 1, T, S)


@pytest.mark.parametrize("heads, kv_heads, batch", [(9, 3, 1), (4, 4, 1), (8, 2, 2)])
def test_row_exact_attention_gives_each_row_the_same_bits_alone_or_among_many(heads, kv_heads, batch):
    gen = torch.Generator().manual_seed(heads)
    s, t, d = 300, 21, 64
    q = torch.randn(batch, heads, t, d, generator=gen)
    k, v = (torch.randn(batch, kv_heads, s, d, generator=gen) for _ in range(2))
    pos = torch.arange(100, 100 + t)
    together = row_exact_attention(q, k, v, causal_rows(pos, s))
    alone = torch.cat([row_exact_attention(q[:, :, i:i + 1].clone(), k, v, causal_rows(pos[i:i + 1], s))
                       for i in range(t)], dim=2)
    assert torch.equal(together, alone)
    ref = F.scaled_dot_product_attention(q, k, v, attn_mask=causal_rows(pos, s), enable_gqa=heads != kv_heads)
    torch.testing.assert_close(together, ref, rtol=1e-5, atol=1e-5)


@pytest.fixture(scope="module")
def smollm2_int8(smollm2):
    return quantize.quantize_int8(checkpoint.load_model(smollm2).eval())


def test_int8_decode_steps_and_one_verify_pass_give_the_same_logits_bit_for_bit(smollm2_int8, smollm2_tok):
    model = smollm2_int8
    prompt = smollm2_tok.encode_chat(PROMPTS[0])
    model.setup_caches(1, len(prompt) + 32)
    n, pos = 21, len(prompt) - 1
    with torch.no_grad():
        g.forward_logits(model, torch.tensor(prompt[:-1]), torch.arange(pos))
        seq, decoded = prompt[-1:], []
        for i in range(n):
            decoded.append(g.forward_logits(model, torch.tensor(seq[-1:]), torch.tensor([pos + i])))
            seq.append(int(decoded[-1].argmax()))
        verified, _, _ = g.verify_forward(model, torch.tensor(seq[:n]), torch.arange(pos, pos + n))
    assert torch.equal(verified, torch.stack(decoded))


def test_int8_prompt_lookup_equals_int8_greedy_token_for_token_on_the_bench_prompts(smollm2_int8, smollm2_tok):
    model, tok = smollm2_int8, smollm2_tok
    prompts = [tok.encode_chat(p) for p in PROMPTS]
    n, k = 160, 20  # bench.py's widest int8 row, which left greedy's output; answers stop before 160 tokens
    model.setup_caches(1, max(map(len, prompts)) + n + k + 1)
    for prompt in prompts:
        greedy = g.generate(model, prompt, n, stop_ids=tok.stop_ids)
        # No measured costs: every proposed draft is verified, so passes of every width up to k + 1 occur.
        out = g.generate(model, prompt, n, stop_ids=tok.stop_ids, draft=drafting.make("ngram", k))
        first = next((i for i, (a, b) in enumerate(zip(out, greedy)) if a != b), min(len(out), len(greedy)))
        assert out == greedy, f"k={k}: prompt lookup leaves greedy's output at token {first}"
