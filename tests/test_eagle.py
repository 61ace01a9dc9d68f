"""EAGLE-3 drafts (generate.py --draft eagle) and the speculators format (scripts/convert_eagle.py), on a tiny
random target and tiny heads."""
import json

import pytest
import torch
import torch.nn as nn

import checkpoint
import draft as drafting
import generate as g
import judge
import report
from conftest import assert_one_line_error, tiny_model, write_checkpoint
from model import EagleHead, eagle_args
from scripts import convert_eagle

PROMPT = [5, 17, 99, 3, 42, 17, 99, 3, 8]
AUX = (0, 1, 2)  # a 3-layer target: every layer's input
LOSSY = [r for r in judge.RULES if r != "standard"]


def target(weight_scale=3.0, **kw):
    """3 at weight scale 3: varied greedy output; at 1 it repeats tokens in long runs (8 x 28, then 183 x 32)."""
    return tiny_model(n_layers=3, weight_scale=weight_scale, **kw)


def ready(head, t):
    head.attach_embeddings(t.tok_embeddings)
    head.setup_caches(1, 256)
    return head.eval().requires_grad_(False)


def random_head(t, draft_vocab=128, seed=1):
    """A head with random weights on a random subset of the target's vocab, in shuffled order."""
    torch.manual_seed(seed)
    head = EagleHead(eagle_args(t.args), t.args.dim, draft_vocab)
    with torch.no_grad():
        for p in head.parameters():
            p.normal_(0, 2 / p.size(1) ** 0.5) if p.dim() > 1 else p.uniform_(0.5, 1.5)
        head.d2t.copy_(torch.randperm(t.args.vocab_size)[:draft_vocab])
    return ready(head, t)


def repeat_head(t):
    """A head that proposes the token at the target's position again: fc copies the features entering layer
    0 (that token's embedding), the block adds nothing, and the output layer is the (tied) embedding table
    over a shuffled full vocabulary. On a target that repeats tokens most of its drafts land."""
    torch.manual_seed(2)
    dim, V = t.args.dim, t.args.vocab_size
    head = EagleHead(eagle_args(t.args), dim, V)
    with torch.no_grad():
        for p in head.parameters():
            p.zero_() if p.dim() > 1 else p.fill_(1.0)
        head.fc.weight[:, :dim] = torch.eye(dim)
        head.d2t.copy_(torch.randperm(V))
        head.output.weight.copy_(t.tok_embeddings.weight[head.d2t])
    return ready(head, t)


def eagle(head, k, **kw):
    return drafting.make("eagle", k, head=head, aux_layers=AUX, **kw)


# ---------------------------------------------------------------------------------------------- decoding
@pytest.mark.parametrize("k", [1, 7])
def test_greedy_eagle_output_equals_autoregressive_token_for_token(k):
    for weight_scale, make, least in ((1.0, repeat_head, 0.5), (3.0, random_head, 0.0)):  # drafts land / do not
        t = target(weight_scale)
        ref = g.generate(t, PROMPT, 40)
        for prompt, want in ((PROMPT, ref), (PROMPT[:1], g.generate(t, PROMPT[:1], 40))):  # no prefill: no features yet
            stats = report.new_stats()
            assert g.generate(t, prompt, 40, draft=eagle(make(t), k), stats=stats) == want
            assert sum(stats["accepted_per_step"]) >= least * sum(stats["drafted_per_step"]), stats
        assert max(stats["drafted_per_step"]) == k


def test_a_head_drafts_for_an_int8_target_and_keeps_int8_decoding_s_output():
    """An int8 checkpoint with tied embeddings: the head reads the int8 lookup table, which has no
    num_embeddings; exact speculation must return what int8 decoding alone returns."""
    import quantize

    t = quantize.quantize_int8(target(3.0, tie_embeddings=True))
    assert type(t.tok_embeddings).__name__ == "Int8Embedding"
    t.setup_caches(1, 256)
    ref = g.generate(t, PROMPT, 30)
    stats = report.new_stats()
    assert g.generate(t, PROMPT, 30, draft=eagle(random_head(t), 4, stop=0.3), stats=stats) == ref
    assert sum(stats["drafted_per_step"]) > 0


def test_with_measured_costs_unpaying_drafts_are_not_verified_and_the_output_is_unchanged():
    """A verify pass that costs more than its drafts bring: plain steps (the target's features still reach the
    head); a head whose drafts land: long drafts. Both: the autoregressive tokens."""
    steep = [0.0] + [1.0 + 0.5 * (w - 1) for w in range(1, 22)]
    for weight_scale, make, plain in ((3.0, random_head, True), (1.0, repeat_head, False)):
        t = target(weight_scale)
        ref = g.generate(t, PROMPT, 40)
        stats = report.new_stats()
        out = g.generate(t, PROMPT, 40, draft=eagle(make(t), 8), passes=g.Passes(cost=steep, draft_cost=0.05),
                         stats=stats)
        assert out == ref
        assert (stats["no_draft_steps"] > len(stats["accepted_per_step"])) == plain, stats


def test_a_confidence_stop_shortens_drafts_and_keeps_the_output():
    t = target(3.0)
    ref = g.generate(t, PROMPT, 40)
    stats = report.new_stats()
    assert g.generate(t, PROMPT, 40, draft=eagle(random_head(t), 8, stop=0.5), stats=stats) == ref
    assert min(stats["drafted_per_step"]) < 8 and min(stats["drafted_per_step"]) >= 1


def test_head_cache_catch_up_equals_a_fresh_full_recompute():
    """Steps accept 0..k drafts (forced), verify passes and catch-ups are padded to buckets as compiled ones
    are: the head's first draft distribution at every step, and its cache at the end, must equal one fresh
    head pass over the final sequence with the target's features."""
    t = target(3.0)
    head = random_head(t)
    s = g.Sampling(temperature=1.0)
    pattern = iter([0, 3, 1, 5, 2, 0, 4, 5, 1] * 10)

    def forced(logits, hidden, drafted, q, m, s_, v):
        n = min(next(pattern), m)
        return n, int(logits[n].argmax()), n

    seen, real = [], drafting.eagle_draft

    def spy(d, seq, k, s_, passes):
        tokens, q = real(d, seq, k, s_, passes)
        seen.append((len(seq), q[0].clone()))
        return tokens, q

    drafting.eagle_draft = spy
    try:
        out = g.generate(t, PROMPT, 36, sampling=s, draft=eagle(head, 5), passes=g.Passes(buckets=g.verify_buckets(5)),
                         decide=forced)
    finally:
        drafting.eagle_draft = real
    seq = torch.tensor(PROMPT + out)
    last = seen[-1][0] - 2  # the last position the head caught up on
    cache = [(c.k_cache[..., :last + 1, :].clone(), c.v_cache[..., :last + 1, :].clone())
             for c in (head.layers[0].attention.kv_cache,)]
    _, _, aux = t(seq[None], torch.arange(len(seq)), aux_layers=AUX)
    head.setup_caches(1, 256)
    fresh, _ = g.head_forward(head, seq[1:], head.fc(aux[0, :-1]), torch.arange(len(seq) - 1))
    for L, q0 in seen:
        want = torch.zeros_like(q0)
        want[head.d2t] = fresh[L - 2].softmax(-1)
        torch.testing.assert_close(q0, want, atol=1e-5, rtol=1e-4)
    c = head.layers[0].attention.kv_cache
    torch.testing.assert_close(cache[0][0], c.k_cache[..., :last + 1, :], atol=1e-5, rtol=1e-4)
    torch.testing.assert_close(cache[0][1], c.v_cache[..., :last + 1, :], atol=1e-5, rtol=1e-4)
    assert len(seen) > 8


def _chi2(counts, p):
    n = counts.sum()
    return (((counts - n * p) ** 2) / (n * p)).sum().item()


def test_sampled_eagle_output_is_distributed_like_the_target():
    """The first answer token, drawn through generate() with the head drafting (its q mapped to the target's
    vocab through d2t) and the standard test: distributed as the target's p. An accept-everything judge on
    the same drafts must visibly follow q instead."""
    t = target(3.0)
    s = g.Sampling(temperature=1.0, top_k=6)
    p = g.probs_from_logits(t(torch.tensor([PROMPT]), torch.arange(len(PROMPT)))[0, -1], s).double()
    support = p > 0
    head = random_head(t, draft_vocab=200, seed=3)
    accept_all = judge.new_judge(t.args.dim)
    with torch.no_grad():
        accept_all.net.weight.zero_()
        accept_all.net.bias.fill_(50.0)
    torch.manual_seed(0)
    chi, outside = {}, {}
    for name, v in [("standard", judge.Verify()), ("accept-all judge", judge.Verify("judge", 0.5, accept_all))]:
        counts = torch.zeros(t.args.vocab_size, dtype=torch.double)
        for _ in range(500):
            counts[g.generate(t, PROMPT, 1, sampling=s, draft=eagle(head, 2), verify=v)[0]] += 1
        chi[name], outside[name] = _chi2(counts[support], p[support]), counts[~support].sum().item()
    # 5 degrees of freedom: P(chi2 > 20.5) = 0.001.
    assert chi["standard"] < 20.5 and outside["standard"] == 0, (chi, outside)
    assert chi["accept-all judge"] > 20.5 or outside["accept-all judge"] > 0, (chi, outside)


@pytest.mark.parametrize("rule", LOSSY)
@pytest.mark.parametrize("temperature", [0.0, 1.0])
def test_every_rule_on_eagle_drafts_at_its_never_end_is_exactly_standard(rule, temperature):
    t = target(3.0)
    s = g.Sampling(temperature=temperature, top_k=50 if temperature else None)
    head = judge.new_judge(t.args.dim) if rule in ("judge", "guarded") else None
    outs = []
    for v in (judge.Verify(), judge.Verify(rule, judge.NEVER[rule], head)):
        torch.manual_seed(123)
        stats = report.new_stats()
        outs.append((g.generate(t, PROMPT, 20, sampling=s, draft=eagle(random_head(t), 4), verify=v, stats=stats),
                     stats["accepted_per_step"]))
        assert stats["rule_only_accepted"] == 0
    assert outs[0] == outs[1]


@pytest.mark.parametrize("rule, threshold", [("judge", 0.5), ("topk", 10 ** 6)])
def test_accept_all_rules_keep_every_eagle_draft(rule, threshold):
    t = target(3.0)
    head = judge.new_judge(t.args.dim)
    with torch.no_grad():
        head.net.weight.zero_()
        head.net.bias.fill_(50.0)
    stats = report.new_stats()
    g.generate(t, PROMPT, 30, draft=eagle(random_head(t), 5), verify=judge.Verify(rule, threshold, head), stats=stats)
    assert stats["accepted_per_step"] == stats["drafted_per_step"] and stats["rule_only_accepted"] > 0


def test_a_judge_reading_q_works_when_fewer_drafts_are_verified_than_the_head_made(monkeypatch):
    """The head drafts, then the step verifies only the drafts that pay (here: all but one): the head's q must
    be cut to the verified drafts, or the judge's scalars (log q, KL(q || p)) meet logits of another length."""
    t = target(3.0)
    head = judge.new_judge(t.args.dim, scalars=judge.SCALARS)
    with torch.no_grad():  # keeps every draft
        head.net.weight.zero_()
        head.net.bias.fill_(50.0)
    real = drafting.drafts_to_verify
    monkeypatch.setattr(drafting, "drafts_to_verify", lambda d, n, passes, *before: real(d, n, passes, *before) if before
                        else max(1, n - 1))
    stats = report.new_stats()
    g.generate(t, PROMPT, 30, draft=eagle(random_head(t), 5), verify=judge.Verify("judge", 0.5, head), stats=stats)
    assert stats["accepted_per_step"] == stats["drafted_per_step"] and max(stats["drafted_per_step"]) == 4


def test_cost_model_drafts_fewer_when_drafts_are_rarely_kept():
    cost = [0.0] + [1.0 + 0.1 * (w - 1) for w in range(1, 22)]
    passes = g.Passes(cost=cost, draft_cost=0.1)
    sure, unsure = drafting.EagleDraft(20, kept=99.0, missed=1.0), drafting.EagleDraft(20, kept=2.0, missed=8.0)
    assert drafting.drafts_to_verify(sure, 20, passes, passes.draft_cost) > 10
    assert drafting.drafts_to_verify(unsure, 20, passes, passes.draft_cost) <= 1
    steep = g.Passes(cost=[0.0] + [1.0 + 0.5 * (w - 1) for w in range(1, 22)])
    assert drafting.drafts_to_verify(unsure, 7, steep) == 0  # drafted, but verifying them costs more than they bring
    assert drafting.drafts_to_verify(sure, 7, passes) == 7
    d = drafting.EagleDraft(8)  # unverified head drafts (a tensor) still teach the keep rate
    drafting.observe(d, torch.tensor([3, 4, 5]), 0, 0, 3)
    drafting.observe(d, torch.tensor([3, 4, 5]), 0, 0, 9)
    assert (d.kept, d.missed) == (0.75, 1.25)


# -------------------------------------------------------------------------------------- files and the CLI
def head_blob(head, t):
    return {"state_dict": {k: v.to(torch.bfloat16) if v.is_floating_point() else v for k, v in head.state_dict().items()},
            "meta": {"args": eagle_args(t.args).to_hf_config(), "target_dim": t.args.dim,
                     "draft_vocab": len(head.d2t), "aux_layers": list(AUX), "command": "test"}}


@pytest.fixture(scope="module")
def ck(tmp_path_factory):
    """A tiny checkpoint folder (260-token vocab, so the CLI's tokenizer fits) and a head file for it."""
    t = target(3.0, vocab_size=260)
    folder = write_checkpoint(tmp_path_factory.mktemp("eagle") / "tiny", t)
    checkpoint.save_atomic(head_blob(random_head(t), t), folder.parent / "tiny.eagle.pt")
    return folder


GEN = ["--no-chat", "--prompt", "the hen", "--max_new_tokens", "6", "--draft", "eagle"]


def test_cli_runs_the_head_beside_the_checkpoint_and_matches_plain_greedy(ck, capsys, monkeypatch):
    monkeypatch.setattr(g, "JUDGES", ck.parent)  # its default file: <judges>/<checkpoint folder>.eagle.pt
    plain = g.main(["--checkpoint_path", str(ck), *GEN[:-2]])
    first = capsys.readouterr().out.splitlines()[0]
    runs = g.main(["--checkpoint_path", str(ck), *GEN, "--speculate_k", "4"])
    out = capsys.readouterr()
    assert out.out.splitlines()[0] == first and runs[0]["new_tokens"] == plain[0]["new_tokens"]
    assert "drafted" in out.out and "a head draft costs" in out.err


def _error(argv, capsys, *words):
    with pytest.raises(SystemExit) as e:
        g.main([str(a) for a in argv])
    err = capsys.readouterr().err + (e.value.code if isinstance(e.value.code, str) else "")
    assert_one_line_error(err + "\n", *words)


def _save(path, blob):
    checkpoint.save_atomic(blob, path, force=True)
    return path


@pytest.mark.parametrize("case", ["missing", "random bytes", "not a head", "other target", "vocab", "nan", "layers",
                                  "missing default"])
def test_bad_eagle_files_get_one_line_naming_the_file(ck, tmp_path, capsys, monkeypatch, case):
    t = target(3.0, vocab_size=260)
    blob = head_blob(random_head(t), t)
    path = tmp_path / "h.pt"
    if case == "random bytes":
        path.write_bytes(b"\x00\x01garbage" * 50)
    elif case == "not a head":
        _save(path, {"weights": torch.zeros(3)})
    elif case == "other target":
        _save(path, dict(blob, meta=dict(blob["meta"], target_dim=32)))
    elif case == "vocab":
        blob["state_dict"]["d2t"][0] = 1000
        _save(path, blob)
    elif case == "nan":
        blob["state_dict"]["fc.weight"][0, 0] = float("nan")
        _save(path, blob)
    elif case == "layers":
        _save(path, dict(blob, meta=dict(blob["meta"], aux_layers=[0, 1, 7])))
    if case == "missing default":
        monkeypatch.setattr(g, "JUDGES", tmp_path)
        _error(["--checkpoint_path", ck, *GEN], capsys, "--draft eagle needs --eagle", str(tmp_path / "tiny.eagle.pt"))
        return
    words = {"missing": "not found", "random bytes": "", "not a head": "not an EAGLE head", "other target": "hidden size",
             "vocab": "vocab", "nan": "non-finite", "layers": "layers"}[case]
    _error(["--checkpoint_path", ck, *GEN, "--eagle", path], capsys, str(path), words)


def test_eagle_flag_with_another_draft_source_is_refused(ck, tmp_path, capsys):
    _error(["--checkpoint_path", ck, *GEN[:-2], "--draft", "ngram", "--eagle", tmp_path / "h.pt"], capsys, "--eagle")
    _error(["--checkpoint_path", ck, *GEN, "--eagle", tmp_path / "h.pt", "--eagle_stop", "2"], capsys, "--eagle_stop")


# ----------------------------------------------------------------------------------- the speculators format
def oracle_logits(folder, embedding, tokens, aux, positions):
    """The speculators EAGLE-3 head's forward over one sequence, read from its files, as target-vocab logits
    (-inf outside the draft vocab). Transcribed from vllm-project/speculators at c05b95b3:
    src/speculators/models/eagle3/model_definitions.py (Eagle3FirstLayerMixin.forward: split the input into
    embeds and hidden, input_layernorm on embeds, hidden_norm on hidden, residual = the raw hidden) and
    core.py (fc over the concatenated target states, cat([embeds, hidden]), norm, lm_head), on transformers'
    own LlamaDecoderLayer, rotary embedding and eager attention; logits placed at draft id + d2t as vLLM's
    llama_eagle3.py compute_logits does."""
    from safetensors.torch import load_file
    from transformers import LlamaConfig
    from transformers.models.llama.modeling_llama import LlamaDecoderLayer, LlamaRMSNorm, LlamaRotaryEmbedding

    cfg = json.loads((folder / "config.json").read_text())
    lc = LlamaConfig(**cfg["transformer_layer_config"])
    lc._attn_implementation = "eager"
    w = {k: v.float() if v.is_floating_point() else v for k, v in load_file(str(folder / "model.safetensors")).items()}
    D = lc.hidden_size
    layer = LlamaDecoderLayer(lc, 0)
    layer.self_attn.q_proj = nn.Linear(2 * D, lc.num_attention_heads * lc.head_dim, bias=False)
    layer.self_attn.k_proj = nn.Linear(2 * D, lc.num_key_value_heads * lc.head_dim, bias=False)
    layer.self_attn.v_proj = nn.Linear(2 * D, lc.num_key_value_heads * lc.head_dim, bias=False)
    layer.hidden_norm = LlamaRMSNorm(D, eps=lc.rms_norm_eps)
    layer.load_state_dict({k.removeprefix("layers.0."): v for k, v in w.items() if k.startswith("layers.0.")})
    norm = LlamaRMSNorm(D, eps=lc.rms_norm_eps)
    norm.load_state_dict({"weight": w["norm.weight"]})
    with torch.no_grad():
        hidden = (aux @ w["fc.weight"].T)[None]
        embeds = embedding[tokens][None]
        x = torch.cat([layer.input_layernorm(embeds), layer.hidden_norm(hidden)], dim=-1)
        cos_sin = LlamaRotaryEmbedding(lc)(x, positions[None])
        T = len(tokens)
        mask = torch.full((T, T), float("-inf")).triu(1)[None, None]
        attn, _ = layer.self_attn(hidden_states=x, attention_mask=mask, position_embeddings=cos_sin)
        h = hidden + attn
        h = h + layer.mlp(layer.post_attention_layernorm(h))
        draft_logits = norm(h)[0] @ w["lm_head.weight"].T
    full = torch.full((T, lc.vocab_size), float("-inf"))
    full[:, torch.arange(len(w["d2t"])) + w["d2t"]] = draft_logits
    return full


def ours_logits(head, tokens, aux, positions):
    head.setup_caches(1, 256)
    logits, _ = g.head_forward(head, tokens, head.fc(aux.to(head.fc.weight.dtype)), positions)
    full = torch.full((len(tokens), head.tok_embeddings.num_embeddings), float("-inf"))
    full[:, head.d2t] = logits
    return full


def features(t, n=12, seed=4):
    torch.manual_seed(seed)
    seq = torch.randint(0, t.args.vocab_size, (n + 1,))
    _, _, aux = t(seq[None, :-1], torch.arange(n), aux_layers=AUX)
    return seq[1:], aux[0], torch.arange(n)


def test_our_head_written_as_speculators_computes_what_the_reference_forward_computes(tmp_path):
    t = target(3.0)
    head = random_head(t, draft_vocab=100)
    blob = {"state_dict": head.state_dict(), "meta": head_blob(head, t)["meta"]}
    convert_eagle.write_speculators(blob, tmp_path / "spec", "tiny/verifier")
    tokens, aux, pos = features(t)
    want = oracle_logits(tmp_path / "spec", t.tok_embeddings.weight.detach(), tokens, aux, pos)
    torch.testing.assert_close(ours_logits(head, tokens, aux, pos), want, atol=2e-4, rtol=2e-4)
    cfg = json.loads((tmp_path / "spec" / "config.json").read_text())
    assert cfg["speculators_model_type"] == "eagle3" and cfg["draft_vocab_size"] == 100
    assert cfg["eagle_aux_hidden_state_layer_ids"] == list(AUX) and cfg["norm_before_residual"] is False
    loaded, meta = drafting.load_eagle(tmp_path / "spec", t)  # and it reads back to the same head
    assert meta["aux_layers"] == AUX
    for k, v in head.state_dict().items():
        assert torch.equal(loaded.state_dict()[k], v), k


def public_style_folder(folder, t, draft_vocab=90, seed=5, **config_changes):
    """A speculators folder as a public head ships one, written here without our converter: HF names,
    rotate-half q/k rows, d2t offsets, t2d mask, the layer config under transformer_layer_config."""
    from safetensors.torch import save_file

    torch.manual_seed(seed)
    D, V, a = t.args.dim, t.args.vocab_size, t.args
    shapes = {"fc.weight": (D, 3 * D), "norm.weight": (D,), "lm_head.weight": (draft_vocab, D),
              "layers.0.self_attn.q_proj.weight": (a.n_heads * a.head_dim, 2 * D),
              "layers.0.self_attn.k_proj.weight": (a.n_kv_heads * a.head_dim, 2 * D),
              "layers.0.self_attn.v_proj.weight": (a.n_kv_heads * a.head_dim, 2 * D),
              "layers.0.self_attn.o_proj.weight": (D, a.n_heads * a.head_dim),
              "layers.0.mlp.gate_proj.weight": (a.intermediate_size, D), "layers.0.mlp.up_proj.weight": (a.intermediate_size, D),
              "layers.0.mlp.down_proj.weight": (D, a.intermediate_size), "layers.0.input_layernorm.weight": (D,),
              "layers.0.hidden_norm.weight": (D,), "layers.0.post_attention_layernorm.weight": (D,)}
    w = {k: torch.randn(s) * 2 / s[1] ** 0.5 if len(s) > 1 else torch.rand(s) + 0.5 for k, s in shapes.items()}
    targets = torch.randperm(V)[:draft_vocab].sort().values  # public heads keep draft ids in target order
    w["d2t"], w["t2d"] = targets - torch.arange(draft_vocab), torch.zeros(V, dtype=torch.bool).index_fill_(0, targets, True)
    layer = dict(t.args.to_hf_config(), num_hidden_layers=1, model_type="llama", hidden_act="silu")
    cfg = {"architectures": ["Eagle3Speculator"], "speculators_model_type": "eagle3", "draft_vocab_size": draft_vocab,
           "norm_before_residual": False, "target_hidden_size": None, "transformer_layer_config": layer,
           "eagle_aux_hidden_state_layer_ids": list(AUX),
           "speculators_config": {"algorithm": "eagle3", "verifier": {"name_or_path": "tiny/verifier"}}}
    cfg.update(config_changes)
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps(cfg))
    save_file({k: v.contiguous() for k, v in w.items()}, str(folder / "model.safetensors"))
    return folder


def test_a_public_style_speculators_head_loads_and_matches_the_reference_forward(tmp_path):
    t = target(3.0)
    folder = public_style_folder(tmp_path / "pub", t)
    head, _ = drafting.load_eagle(folder, t)
    head.setup_caches(1, 256)
    tokens, aux, pos = features(t)
    want = oracle_logits(folder, t.tok_embeddings.weight.detach(), tokens, aux, pos)
    torch.testing.assert_close(ours_logits(head, tokens, aux, pos), want, atol=2e-4, rtol=2e-4)
    # converted to our .pt and back to speculators: the same tensors
    convert_eagle.main([str(folder), str(tmp_path / "h.pt")])
    convert_eagle.main([str(tmp_path / "h.pt"), str(tmp_path / "back")])
    from safetensors.torch import load_file

    a, b = load_file(str(folder / "model.safetensors")), load_file(str(tmp_path / "back" / "model.safetensors"))
    assert a.keys() == b.keys() and all(torch.equal(a[k], b[k]) for k in a)


@pytest.mark.parametrize("change, words", [
    ({"norm_before_residual": True}, ["norm_before_residual"]),
    ({"speculators_model_type": "mtp"}, ["mtp"]),
    ({"transformer_layer_config": {"model_type": "qwen3"}}, ["qwen3"]),
    ({"draft_vocab_size": 91}, ["draft_vocab_size"]),
])
def test_speculators_folders_we_cannot_run_are_refused_in_one_line(tmp_path, capsys, change, words):
    folder = public_style_folder(tmp_path / "pub", target(3.0), **change)
    with pytest.raises(SystemExit) as e:
        convert_eagle.main([str(folder), str(tmp_path / "h.pt")])
    assert_one_line_error(e.value.code + "\n", str(folder), *words)


def test_converter_refuses_to_overwrite_without_force_and_replaces_with_it(tmp_path, monkeypatch):
    """--force replaces a speculators folder whole; a folder holding anything else (the current folder, a
    project) is refused even with it: replacing it would delete somebody's files."""
    t = target(3.0)
    pt = _save(tmp_path / "h.pt", head_blob(random_head(t), t))
    out = tmp_path / "spec"
    convert_eagle.main([str(pt), str(out)])
    with pytest.raises(SystemExit) as e:
        convert_eagle.main([str(pt), str(out)])
    assert_one_line_error(e.value.code + "\n", str(out), "--force")
    (out / "model.safetensors").write_text("stale")
    convert_eagle.main([str(pt), str(out), "--force"])
    assert (out / "model.safetensors").stat().st_size > 100
    (out / "keep").write_text("mine")
    monkeypatch.chdir(out)
    for where in (str(out), "", "."):
        with pytest.raises(SystemExit) as e:
            convert_eagle.main([str(pt), where, "--force"])
        assert_one_line_error(e.value.code + "\n", "other file", "keep")
        assert (out / "keep").read_text() == "mine"
    (out / "keep").unlink()
    with pytest.raises(SystemExit) as e:  # the folder a shell stands in is never renamed away
        convert_eagle.main([str(pt), ".", "--force"])
    assert_one_line_error(e.value.code + "\n", "current folder")
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []  # no temporary left behind
    with pytest.raises(SystemExit) as e:
        convert_eagle.main([str(tmp_path / "nope"), str(tmp_path / "x")])
    assert_one_line_error(e.value.code + "\n", "nope", "not found")


def test_head_confidence_sizes_the_chain_and_the_verified_drafts():
    """EAGLE-2's observation, used for a chain: the head's probability of a draft estimates whether it is kept.
    Sure drafts chain on and are all verified, unsure ones stop the chain and go unverified; the estimate is
    its doubt (1 - confidence) is rescaled by how many tested drafts were rejected per unit of doubt (a lossy
    rule rejects fewer: < 1)."""
    cost = [0.0] + [1.0 + 0.05 * (w - 1) for w in range(1, 22)]
    passes = g.Passes(cost=cost, draft_cost=0.05)
    d = drafting.EagleDraft(8, conf=[0.95, 0.9, 0.9])
    assert drafting.another_pays(d, passes, 8) and drafting.drafts_to_verify(d, 3, passes) == 3
    d.conf = [0.95, 0.02]
    assert not drafting.another_pays(d, passes, 8) and drafting.drafts_to_verify(d, 2, passes) == 1
    d.conf = [0.02]
    assert not drafting.another_pays(d, passes, 8) and drafting.drafts_to_verify(d, 1, passes) == 0
    # the doubt (1 - confidence) scaled by rejections per unit of doubt: 0.5 here; capped at 0.99, floored at 0
    assert drafting.keep_chances(drafting.EagleDraft(8, conf=[0.4, 0.8, 1.0], doubted=2.0, rejected=1.0)) == pytest.approx([0.7, 0.9, 0.99])
    assert drafting.keep_chances(drafting.EagleDraft(8, conf=[0.1], doubted=1.0, rejected=2.0)) == [0.0]
    d = drafting.EagleDraft(8, conf=[0.9, 0.8, 0.5])  # 2 kept, the third rejected: all three were tested
    drafting.observe(d, torch.tensor([3, 4, 5]), 3, 2, 7)
    assert (d.doubted, d.rejected) == pytest.approx((0.8 + 0.8, 0.8 + 1))
    drafting.observe(d, torch.tensor([3, 4, 5]), 1, 1, 7)  # 1 verified and kept: only it was tested
    assert (d.doubted, d.rejected) == pytest.approx((0.8 * 1.6 + 0.1, 0.8 * 1.8))


def test_a_rule_that_keeps_doubted_drafts_gets_longer_chains():
    """A lossy rule keeps drafts the drafter doubts (the pair's judge on chat: results/LOG.md, 2026-12-03):
    after steps where every unsure draft was kept, unsure drafts are taken as likely kept and the chain grows;
    after steps where the first unsure draft was rejected each time, as the standard test does, it stays short."""
    cost = [0.0] + [1.0 + 0.02 * w for w in range(1, 22)]
    passes = g.Passes(cost=cost, draft_cost=0.1)
    conf = [0.99] * 5 + [0.3] + [0.99] * 2  # sure but for one token: the sure ones dilute a kept-per-confidence scale
    lossy, exact = drafting.fresh(drafting.ModelDraft(8), 10), drafting.fresh(drafting.ModelDraft(8), 10)
    for _ in range(6):
        lossy.conf, exact.conf = list(conf), list(conf)
        drafting.observe(lossy, [1] * 8, 8, 8, 2)  # all 8 kept
        drafting.observe(exact, [1] * 8, 8, 5, 2)  # the unsure one rejected
    assert drafting.drafts_to_verify(lossy, 8, passes) == 8 and drafting.drafts_to_verify(exact, 8, passes) == 5


def test_the_chain_stops_where_the_head_grows_unsure_and_output_stays_the_targets():
    t = target(3.0)
    head = random_head(t)
    ref = g.generate(t, PROMPT, 30)
    cost = [0.0] + [1.0 + 0.05 * (w - 1) for w in range(1, 10)]
    stats = report.new_stats()
    assert g.generate(t, PROMPT, 30, draft=eagle(head, 8), passes=g.Passes(cost=cost, draft_cost=0.05), stats=stats) == ref
    assert max(stats["drafted_per_step"]) < 8  # a random head is unsure: its chains stop early


@pytest.mark.parametrize("change, words", [
    ({"target_hidden_size": "64"}, ["target_hidden_size must be a positive integer, got '64'"]),
    ({"draft_vocab_size": 90.0}, ["draft_vocab_size must be a positive integer, got 90.0"]),
    ({"eagle_aux_hidden_state_layer_ids": "1,2,3"}, ["eagle_aux_hidden_state_layer_ids must be a list of layer numbers"]),
])
def test_a_speculators_config_with_a_number_of_the_wrong_type_names_the_field(change, words, tmp_path):
    t = target(3.0)
    folder = public_style_folder(tmp_path / "pub", t, **change)
    with pytest.raises(ValueError) as e:  # it said "the layer is 64 wide but the target 64"
        drafting.load_eagle(folder, t)
    assert str(folder / "config.json") in str(e.value) and all(w in str(e.value) for w in words), str(e.value)
