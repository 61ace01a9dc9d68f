"""Tensor parallelism on CPU (gloo, 2 ranks): the same tokens as one process, and ranks that never diverge.

The distributed runs go through torchrun and the real path: tp.maybe_init_distributed, load_model,
tp.apply_tp, setup_caches, generate.generate. This file is also the worker torchrun starts:
    python -m torch.distributed.run --nproc_per_node 2 tests/test_tp.py CKPT_DIR OUT_DIR
"""
import json
import os
import socket
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]  # for the worker, which torchrun runs as a plain script

import pytest  # noqa: E402
import torch  # noqa: E402

import checkpoint  # noqa: E402
import draft as drafting  # noqa: E402
import generate as g  # noqa: E402
import judge  # noqa: E402
import quantize  # noqa: E402
import report  # noqa: E402
import tp  # noqa: E402
from checkpoint import load_model  # noqa: E402
from conftest import write_checkpoint  # noqa: E402
from model import EagleHead, ModelArgs, Transformer, eagle_args  # noqa: E402

HANG = 900  # s: only a hung child fails; a loaded machine may take many times the idle run

PROMPT = [5, 17, 99, 3, 42, 17, 99, 3, 8, 5, 17, 99]
NEW_TOKENS = 30
K = 4
VOCAB = 260  # the synthetic tokenizer's 3 specials + 256 bytes + 1 merge
# int8: Int8Linear's dequantize-then-matmul path, fp32 like the other cases, so TP must give the same
# tokens. int8_fused: the fused CPU kernel the CLI uses for few rows; it rounds activations and outputs
# to bf16 (the logits too: steps of 0.125 near 16), so any change in summation order, TP's included,
# flips near-tie argmaxes: there we pin close logits and ranks that agree, not one process's tokens.
CASES = ["autoregressive", "ngram", "draft_model", "judge", "sampled", "int8", "int8_fused", "eagle", "eagle_judge"]
EXACT = [c for c in CASES if c != "int8_fused"]


# ------------------------------------------------------------------------------------------------ worker
@torch.no_grad()
def run_cases(ckpt: Path) -> dict:
    """Every case, from loading the checkpoints on: under torchrun sharded, in a plain process not."""
    results = {}
    rank = torch.distributed.get_rank() if torch.distributed.is_initialized() else 0
    for case in CASES:
        target = load_model(ckpt / "target").eval()
        if case.startswith("int8"):
            quantize.quantize_int8(target)
            if case == "int8":  # this model only: every Int8Linear dequantizes, in fp32 (no bf16 GEMM)
                for m in target.modules():
                    if isinstance(m, quantize.Int8Linear):
                        m.fused_max_rows_cpu, m.bf16_dense_cpu = 0, False
        tp.apply_tp(target)
        target.setup_caches(1, len(PROMPT) + NEW_TOKENS + K + 1)
        logits = target(torch.tensor([PROMPT]), torch.arange(len(PROMPT)))[0]
        kw = {}
        if case in ("ngram", "judge", "int8", "int8_fused"):
            kw = dict(draft=drafting.make("ngram", K))
        if case == "draft_model":
            draft = load_model(ckpt / "draft").eval()  # unsharded on every rank
            draft.setup_caches(1, len(PROMPT) + NEW_TOKENS + K + 1)
            kw = dict(draft=drafting.make("model", K, model=draft))
        if case.startswith("eagle"):  # the head is replicated: every rank loads the whole file
            head, meta = drafting.load_eagle(ckpt / "target.eagle.pt", target)
            head.setup_caches(1, len(PROMPT) + NEW_TOKENS + K + 1)
            kw = dict(draft=drafting.make("eagle", K, head=head, aux_layers=meta["aux_layers"]))
        if case in ("judge", "eagle_judge"):
            kw.update(verify=judge.Verify("judge", 0.5, judge.load_judge(ckpt / "judge.pt", target.args.dim)[0]))
        if case == "sampled":
            # Every rank seeded differently on purpose: only tp.agree keeps them all on rank 0's choices.
            torch.manual_seed(100 + rank)
            kw = dict(draft=drafting.make("ngram", K), sampling=g.Sampling(temperature=1.0))
        stats = report.new_stats()
        tokens = g.generate(target, PROMPT, NEW_TOKENS, stats=stats, **kw)
        attn = target.layers[0].attention
        results[case] = {"tokens": tokens, "logits": logits.tolist(), "accepted_per_step": stats["accepted_per_step"],
                         "rule_only_accepted": stats["rule_only_accepted"], "local_heads": attn.n_heads,
                         "local_kv_heads": attn.kv_cache.k_cache.shape[1]}
    return results


def worker(ckpt: Path, out: Path):
    rank, world_size = tp.maybe_init_distributed("cpu")
    results = run_cases(ckpt)
    (out / f"rank{rank}.json").write_text(json.dumps(dict(results, world_size=world_size)))
    torch.distributed.destroy_process_group()


# ------------------------------------------------------------------------------------------------ set-up
def random_model(name: str, seed: int, like=None, noise=0.0):
    """Random weights at a scale where the blocks, not just the embedding, decide the next token (so
    greedy output varies instead of repeating one token); `like`: a copy of that model plus noise, a
    draft that agrees with it often but not always."""
    args = ModelArgs.from_name(name)
    args.vocab_size = VOCAB
    torch.manual_seed(seed)
    model = Transformer(args)
    with torch.no_grad():
        for p in model.parameters():
            if p.dim() > 1:
                p.normal_(0, 3.0 / p.shape[1] ** 0.5)
        model.tok_embeddings.weight.normal_(0, 1.0)
        if like is not None:
            for p, base in zip(model.parameters(), like.parameters()):
                p.copy_(base + noise * p)
    return model


@pytest.fixture(scope="module")
def ckpt(tmp_path_factory):
    root = tmp_path_factory.mktemp("tp")
    target = random_model("tiny", seed=0)
    write_checkpoint(root / "target", target)
    write_checkpoint(root / "draft", random_model("tiny", seed=1, like=target, noise=0.03))
    write_checkpoint(root / "odd_heads", random_model("tiny-draft", seed=2))  # n_kv_heads=1: no split over 2
    torch.manual_seed(3)
    judge.save_judge(root / "judge.pt", judge.new_judge(target.args.dim), {"target": "tiny"})  # random weights
    checkpoint.save_atomic(eagle_blob(target), root / "target.eagle.pt")
    return root


def eagle_blob(target, draft_vocab=VOCAB):
    """An EAGLE-3 head file for the tiny 2-layer target, reading both layers' inputs: its output layer is the
    target's (tied) LM head, its other weights random and small, so some of its drafts are the target's."""
    torch.manual_seed(4)
    head = EagleHead(eagle_args(target.args), target.args.dim, draft_vocab, n_aux=2)
    with torch.no_grad():
        for p in head.parameters():
            p.normal_(0, 0.3 / p.size(1) ** 0.5) if p.dim() > 1 else p.fill_(1.0)
        head.d2t.copy_(torch.randperm(VOCAB)[:draft_vocab])
        head.output.weight.copy_(target.output.weight[head.d2t])
    return {"state_dict": {k: v.to(torch.bfloat16) if v.is_floating_point() else v for k, v in head.state_dict().items()},
            "meta": {"args": eagle_args(target.args).to_hf_config(), "target_dim": target.args.dim,
                     "draft_vocab": draft_vocab, "aux_layers": [0, 1], "command": "test"}}


def torchrun(*args, nproc=2, timeout=HANG):
    with socket.socket() as s:  # a free port per launch, so concurrent test runs never collide
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ, OMP_NUM_THREADS="1", PYTHONPATH=str(ROOT))
    for k in ("RANK", "WORLD_SIZE", "LOCAL_RANK", "MASTER_ADDR", "MASTER_PORT"):
        env.pop(k, None)
    cmd = [sys.executable, "-m", "torch.distributed.run", "--nproc_per_node", str(nproc),
           "--master_addr", "127.0.0.1", "--master_port", str(port), *map(str, args)]
    return subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=env, timeout=timeout)


@pytest.fixture(scope="module")
def single(ckpt):
    # One thread, as in the torchrun workers: two threads fighting over shared cores make tiny matmuls slow.
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        return run_cases(ckpt)
    finally:
        torch.set_num_threads(threads)


@pytest.fixture(scope="module")
def ranks(ckpt, tmp_path_factory):
    out = tmp_path_factory.mktemp("tp_out")
    r = torchrun(Path(__file__), ckpt, out)
    assert r.returncode == 0, r.stdout + r.stderr
    return [json.loads((out / f"rank{i}.json").read_text()) for i in range(2)]


# ------------------------------------------------------------------------------------------------- tests
def test_without_torchrun_nothing_is_initialized_and_agree_is_identity(monkeypatch):
    for k in ("RANK", "WORLD_SIZE", "LOCAL_RANK"):
        monkeypatch.delenv(k, raising=False)
    assert tp.maybe_init_distributed() == (0, 1)
    assert not torch.distributed.is_initialized()
    t = torch.tensor([3, 1, 4])
    assert tp.agree(t) is t


def test_more_ranks_than_gpus_is_refused_before_joining(monkeypatch):
    for k, v in {"RANK": "0", "WORLD_SIZE": "2", "LOCAL_RANK": "0", "LOCAL_WORLD_SIZE": "2"}.items():
        monkeypatch.setenv(k, v)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 1)
    with pytest.raises(ValueError, match="2 processes per machine but only 1 CUDA GPU"):
        tp.maybe_init_distributed("cuda")
    assert not torch.distributed.is_initialized()


@pytest.mark.parametrize("case", EXACT)
def test_two_ranks_generate_the_same_greedy_tokens_as_one_process(case, single, ranks):
    assert ranks[0]["world_size"] == 2
    # Really sharded: the tiny target's 4 query / 2 KV heads are 2 / 1 per rank, and so is its cache.
    assert (ranks[0][case]["local_heads"], ranks[0][case]["local_kv_heads"]) == (2, 1)
    assert single[case]["local_heads"] == 4
    assert len(single[case]["tokens"]) == NEW_TOKENS
    assert len(set(single[case]["tokens"])) > NEW_TOKENS // 2  # varied output, not one token repeated
    for r in ranks:
        assert r[case]["tokens"] == single[case]["tokens"]


@pytest.mark.parametrize("case", CASES)
def test_two_ranks_compute_the_logits_of_one_process_and_identical_to_each_other(case, single, ranks):
    one, tp0, tp1 = (torch.tensor(r[case]["logits"]) for r in (single, *ranks))
    assert torch.equal(tp0, tp1)  # replicated head over all-reduced hidden states: bit-identical
    if case in EXACT:
        torch.testing.assert_close(tp0, one, atol=1e-4, rtol=1e-5)
    else:  # bf16 rounding noise (mean 0.07 here, with logits of std 8); a sharding bug is off by ~the std
        assert (tp0 - one).abs().mean() < 0.02 * one.std()


@pytest.mark.parametrize("case", [c for c in CASES if c != "autoregressive"])
def test_every_rank_accepts_the_same_number_of_tokens_at_every_step(case, single, ranks):
    assert ranks[0][case]["accepted_per_step"] == ranks[1][case]["accepted_per_step"]
    assert ranks[0][case]["tokens"] == ranks[1][case]["tokens"]
    if case in EXACT:
        assert ranks[0][case]["accepted_per_step"] == single[case]["accepted_per_step"]
        assert sum(single[case]["accepted_per_step"]) > 0


@pytest.mark.parametrize("case", ["judge", "eagle_judge"])
def test_random_judge_accepts_tokens_the_standard_test_rejects_on_every_rank(case, single, ranks):
    assert single[case]["rule_only_accepted"] > 0
    assert single[case]["tokens"] != single["autoregressive"]["tokens"]  # so the judge changed the output
    assert [r[case]["rule_only_accepted"] for r in ranks] == [single[case]["rule_only_accepted"]] * 2


def test_ranks_seeded_differently_still_all_emit_rank0s_sampled_tokens(single, ranks):
    # The "sampled" case seeds rank r with 100 + r: without tp.agree the ranks would draw different
    # tokens, take different branches and deadlock in mismatched collectives.
    assert ranks[0]["sampled"]["tokens"] == ranks[1]["sampled"]["tokens"] == single["sampled"]["tokens"]


def cli_args(ckpt, stats):
    return ["--checkpoint_path", ckpt / "target", "--no-chat", "--prompt", "the hen hears the hen",
            "--max_new_tokens", "20", "--draft", "ngram", "--speculate_k", str(K), "--judge", ckpt / "judge.pt",
            "--threshold", "0.5", "--stats_json", stats]


def test_cli_under_torchrun_prints_one_answer_equal_to_one_process(ckpt, tmp_path, capsys):
    g.main([str(a) for a in cli_args(ckpt, tmp_path / "one.json")])
    one = capsys.readouterr().out
    r = torchrun(ROOT / "generate.py", *cli_args(ckpt, tmp_path / "tp.json"))
    assert r.returncode == 0, r.stderr
    assert r.stdout.count("[1/1]") == 1  # rank 1 printed nothing
    assert r.stdout.split("[1/1]")[0] == one.split("[1/1]")[0]
    # How many drafts each step verifies follows the verify cost each run measures (drafts_to_verify), so
    # the steps may differ between the two runs; the tokens may not, and within a run every rank agrees.
    runs = [json.loads((tmp_path / f).read_text())["runs"][0] for f in ("one.json", "tp.json")]
    assert runs[0]["new_tokens"] == runs[1]["new_tokens"]


def test_cli_heads_not_divisible_by_world_size_is_a_one_line_error(ckpt):
    r = torchrun(ROOT / "generate.py", "--checkpoint_path", ckpt / "odd_heads", "--no-chat", "--prompt", "hi")
    assert r.returncode != 0
    lines = [ln for ln in r.stderr.splitlines() if ln.startswith("error:")]
    assert len(lines) == 2, r.stderr  # one per rank
    assert "n_kv_heads divisible by 2" in lines[0] and "n_kv_heads=1" in lines[0]
    assert "ValueError" not in r.stderr


if __name__ == "__main__":
    worker(Path(sys.argv[1]), Path(sys.argv[2]))
