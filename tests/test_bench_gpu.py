"""scripts/bench_gpu.py: the smoke run covers every section, and its loops are generate()'s loops."""
import copy
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch

import draft as drafting
import generate as g
import judge
import quantize
import report

HANG = 900  # s: only a hung child fails; a loaded machine may take many times the idle run

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "bench_gpu.py"
spec = importlib.util.spec_from_file_location("bench_gpu", SCRIPT)
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)


def tiny_pair(seed=0):
    torch.manual_seed(seed)
    target = bench.random_model("tiny", "cpu", False, 256, dtype=torch.float32)
    draft = bench.random_model("tiny-draft", "cpu", False, 256, dtype=torch.float32)
    return target, draft


def prompt(n=12, seed=0):
    return torch.randint(256, (n,), generator=torch.Generator().manual_seed(seed)).tolist()


def test_smoke_run_exits_0_prints_table_and_json_has_every_section_with_forced_lengths_kept(tmp_path):
    out = tmp_path / "x.json"
    env = dict(os.environ, OMP_NUM_THREADS="1", PYTHONUNBUFFERED="1")
    r = subprocess.run([sys.executable, str(SCRIPT), "--smoke", "--out", str(out)], capture_output=True, text=True,
                       cwd=ROOT, env=env, timeout=HANG)
    assert r.returncode == 0, r.stderr[-3000:]
    assert "== judge-fast GPU bench" in r.stdout and "FORCED" in r.stdout and "kept/step" in r.stdout
    res = json.loads(out.read_text())
    for name, m in res["ar"]["models"].items():
        assert m["tok_s"] > 0 and m["bandwidth_GBs"] > 0 and m["weights_GB"] > 0, name
    assert set(res["ar"]["models"]) == {"tiny-draft bf16", "tiny-draft int8", "tiny-draft int8, kernel at 1 row"}
    v = res["verify"]
    assert list(v["widths"]) == ["1", "2", "4", "8", "16", "21", "32", "48", "64"] and v["layers_timed"] == 2
    assert "[verify]" in r.stdout and "kernel no slower than dequant" in r.stdout
    for w, paths in v["widths"].items():
        for path in ("dequant", "kernel"):  # on CPU the kernel is torch._weight_int8pack_mm (bf16 activations)
            assert paths[path]["ms"] > 0 and paths[path]["x_W1"] > 0 and paths[path]["rel_err"] < 0.02, (w, path)
        assert paths["autotune"] == {"skipped": "needs CUDA and --compile"}
    j = res["judge"]
    assert j["target_ar"]["tok_s"] > 0 and j["verify_ms"] > 0 and j["speculate_k"] == 20
    assert sorted(j["forced"], key=int) == ["1", "6", "10", "20"]
    for n, f in j["forced"].items():
        n = int(n)
        assert f["tok_s"] > 0 and f["x_target_ar"] > 0
        assert f["accepted_per_step"] == [n] * f["steps"]
        assert f["new_tokens"] == f["steps"] * (n + 1) >= res["config"]["judge_tokens"]
    e = res["eagle"]  # an EAGLE-3 head on the target shape, its passes timed, generate() at forced lengths
    assert e["passes"]["head_draft_ms"] > 0 and e["passes"]["verify_ms"] > 0 and e["speculate_k"] == 6
    assert sorted(e["forced"], key=int) == ["1", "3", "6"] and "[eagle]" in r.stdout
    for n, f in e["forced"].items():
        assert f["tok_s"] > 0 and f["accepted_per_step"] == [int(n)] * f["steps"]
    p = res["pair"]  # a one-layer Qwen2 draft model for two targets in turn, generate() at forced lengths
    assert p["draft"] == "tiny-qwen2 bf16" and p["draft_layers"] == 1 and p["speculate_k"] == 20
    assert "[pair]" in r.stdout
    assert p["draft_passes"]["one_token_ms"] > 0 and p["draft_passes"]["two_token_ms"] > 0  # 2: after a full acceptance
    assert list(p["targets"]) == ["tiny-qwen2", "tiny"]
    for name, t in p["targets"].items():
        assert t["dtype"] == "bf16" and t["ar"]["tok_s"] > 0 and t["verify_ms"] > 0 and t["weights_GB"] > 0, name
        assert sorted(t["forced"], key=int) == ["1", "6", "10", "20"]
        for n, f in t["forced"].items():
            n = int(n)
            assert f["tok_s"] > 0 and f["x_target_ar"] > 0 and f["parts_tok_s"] > 0 and f["draft_share"] > 0
            assert f["accepted_per_step"] == [n] * f["steps"] and f["drafted_per_step"] == [20] * f["steps"]
    for f in list(j["forced"].values()) + list(e["forced"].values()):  # every section's forced rows: one function
        assert f["draft_share"] > 0 and f["parts_tok_s"] > 0
    assert "error" not in json.dumps(res)


@pytest.mark.parametrize("n", [0, 3, 5])
def test_forced_length_keeps_n_plus_1_tokens_per_step_and_both_caches_consistent(n):
    target, draft = tiny_pair()
    p, k, steps = prompt(), 5, 4
    kw = dict(draft=drafting.make("model", k, model=draft), verify=judge.Verify("judge", 0.5, judge.new_judge(target.args.dim)),
              decide=bench.forced(n))
    stats = report.new_stats()
    out = g.generate(target, p, steps * (n + 1), stats=stats, **kw)
    assert stats["accepted_per_step"] == [n] * steps and len(out) == steps * (n + 1)
    full = p + out
    # Whatever was accepted, the caches hold exactly what a fresh prefill of the sequence writes: the target up
    # to the last token (not yet fed), the draft up to the last two (after a full acceptance d_k is not fed).
    for model, valid in ((target, len(full) - 1), (draft, len(full) - 2)):
        fresh = copy.deepcopy(model)
        g.forward_logits(fresh, torch.tensor(full[:valid + 1]), torch.arange(valid + 1))
        for a, b in zip(model.layers, fresh.layers):
            for name in ("k_cache", "v_cache"):
                torch.testing.assert_close(getattr(a.attention.kv_cache, name)[:, :, :valid],
                                           getattr(b.attention.kv_cache, name)[:, :, :valid], atol=1e-5, rtol=1e-5)


def test_forced_target_token_is_one_the_draft_can_read():
    logits = torch.randn(5, 10)
    logits[2, 9] = 100.0  # the target's argmax: a padding id past the draft's 8-token table
    args = (logits, None, torch.tensor([1, 2, 3, 4]), None, 4, g.Sampling(), judge.Verify())
    assert bench.forced(2)(*args) == (2, 9, 0)
    assert bench.forced(2, vocab=8)(*args) == (2, int(logits[2, :8].argmax()), 0)


def test_pair_target_is_built_int8_where_bf16_would_not_fit(tmp_path, monkeypatch):
    build, built = bench.random_model, []

    def recording(name, device, int8, *args, **kw):
        built.append((name, int8))
        return build(name, device, int8, *args, **kw)

    monkeypatch.setattr(bench, "random_model", recording)
    monkeypatch.setattr(bench, "fits_bf16", lambda *args: {"bf16_need_GB": 1e3, "free_GB": 1.0, "fits": False})
    res = bench.main(["--smoke", "--out", str(tmp_path / "x.json"), "--sections", "pair", "--forced", "3",
                      "--pair_targets", "tiny-qwen2"])
    assert built == [("tiny-qwen2", False), ("tiny-qwen2", True)]  # the draft in bf16, the target in int8
    t = res["pair"]["targets"]["tiny-qwen2"]
    f = t["forced"][3]
    assert t["dtype"] == "int8" and t["ar"]["tok_s"] > 0 and f["tok_s"] > 0
    assert f["accepted_per_step"] == [3] * f["steps"]
    assert "two_token_ms" not in res["pair"]["draft_passes"]  # no forced length is k: that width is never compiled
    assert set(res) >= {"pair", "config"} and "verify" not in res


def test_random_qwen2_biases_are_drawn_not_left_as_empty_memory():
    for int8 in (False, True):
        m = bench.random_model("tiny-qwen2", "cpu", int8, 64)
        for layer in m.layers:
            for name in ("wq", "wk", "wv"):
                bias = getattr(layer.attention, name).bias.float()
                assert torch.isfinite(bias).all() and 0.01 < bias.std() < 0.04, (int8, name)


def test_random_int8_model_is_built_as_int8_without_a_float_copy():
    m = bench.random_model("tiny", "cpu", True, 64)
    assert len(m.layers) == 2 and len(bench.random_model("tiny", "cpu", True, 64, n_layers=1).layers) == 1
    for name in quantize.quantized_names(m.args):
        lin = m.get_submodule(name)
        assert isinstance(lin, quantize.Int8Linear) and lin.weight.dtype == torch.int8, name
        assert lin.weight.float().std() > 50  # drawn over the whole int8 range, not left empty
    assert m.tok_embeddings.weight.dtype == torch.bfloat16  # untied, as Llama-3.1: the table stays bf16
    with torch.no_grad():
        assert torch.isfinite(m(torch.tensor([[1, 2, 3]]), torch.arange(3))).all()


def test_an_error_in_one_measurement_is_recorded_and_the_run_goes_on(tmp_path, monkeypatch):
    build = bench.random_model

    def oom_for_int8_8b(name, device, int8, *args, **kw):
        if int8 and name == "tiny-draft" or not int8 and name == "tiny":  # the 8B int8; the pair's 2nd target
            raise torch.OutOfMemoryError("CUDA out of memory (simulated)")
        return build(name, device, int8, *args, **kw)

    monkeypatch.setattr(bench, "random_model", oom_for_int8_8b)
    res = bench.main(["--smoke", "--out", str(tmp_path / "x.json"), "--forced", "6", "--widths", "1,21"])
    assert res["ar"]["models"]["tiny-draft int8"]["error"].startswith("OutOfMemoryError")
    assert res["ar"]["models"]["tiny-draft bf16"]["tok_s"] > 0
    # the one-row A/B's model fails too, and the rule it set for its run is put back
    assert res["ar"]["models"]["tiny-draft int8, kernel at 1 row"]["error"].startswith("OutOfMemoryError")
    assert bench.quantize.Int8Linear.compiled_min_rows_cuda == 2
    assert res["verify"]["widths"][21]["kernel"]["ms"] > 0 and res["judge"]["forced"][6]["tok_s"] > 0
    assert json.loads((tmp_path / "x.json").read_text())["ar"]["models"]["tiny-draft int8"]["error"]
    pair = res["pair"]["targets"]
    assert pair["tiny"]["error"].startswith("OutOfMemoryError") and pair["tiny-qwen2"]["forced"][6]["tok_s"] > 0


def test_the_time_budget_counts_from_the_runs_start_not_the_import(tmp_path, monkeypatch):
    # a test process imports the bench long before it runs it (a loaded machine: 20 minutes): nothing is skipped
    monkeypatch.setattr(bench, "START", bench.START - 10_000)
    res = bench.main(["--smoke", "--out", str(tmp_path / "x.json"), "--sections", "ar"])
    assert res["ar"]["models"] and not any("skipped" in m for m in res["ar"]["models"].values())
