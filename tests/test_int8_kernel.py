"""quantize.w8a16_mm, the CUDA int8-weight kernel, checked without a GPU in three ways: Triton's interpreter
runs it against a float reference; Triton's compiler builds it for an H100/H200 (sm_90); fake CUDA tensors
trace Int8Linear's CUDA branch into the graph that torch.compile would hand Inductor.

The interpreter is switched on by TRITON_INTERPRET=1, read when triton is first imported, and other test
modules import it first (quantize does), so the interpreted cases run in a subprocess; this file is that
worker too:  TRITON_INTERPRET=1 python tests/test_int8_kernel.py OUT.json
The interpreter has no bf16 matmul (it multiplies bf16's raw bits), so activations are fp16 and fp32 here;
bf16 differs only in the dtype the weight is converted to, and is what the sm_90 build compiles.
"""
import json
import os
import subprocess
import sys
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # for the worker, run as a plain script

import pytest  # noqa: E402
import torch  # noqa: E402

import quantize  # noqa: E402
from model import ModelArgs  # noqa: E402

HANG = 900  # s: only a hung child fails; a loaded machine may take many times the idle run

needs_triton = pytest.mark.skipif(quantize.triton is None, reason="triton is not installed")

# (M, K, N, activation dtype, scales dtype, split_k; 0 = w8a16_config's choice)
CASES = {
    "one row": (1, 256, 96, "float32", "float32", 0),
    "M, K, N off the block sizes": (5, 320, 200, "float32", "float32", 0),
    "21 rows fp16": (21, 512, 96, "float16", "float32", 0),
    "64 rows, N off the block": (64, 384, 130, "float16", "float32", 0),
    "70 rows: two row blocks": (70, 256, 72, "float16", "float32", 0),
    "bf16 scales": (21, 256, 64, "float16", "bfloat16", 0),
    "70B wk/wv, 8-way TP (N / 8)": (21, 8192, 128, "float16", "float32", 0),
    "8B wo, 8-way TP (K / 8)": (21, 512, 4096, "float16", "float32", 0),
}
SPLIT_CASES = {
    "split 2, K not a multiple of 2 blocks": (21, 320, 96, "float32", "float32", 2),
    "split 4": (16, 1024, 64, "float16", "float32", 4),
    "split 8 > K blocks: some parts add nothing": (64, 640, 100, "float32", "float32", 8),
}


# ------------------------------------------------------------------------------------------------ worker
def run_cases(cases: dict) -> dict:
    """Each case's largest error against a float64 reference, relative to the largest |output|."""
    from torch.library import opcheck

    out = {}
    for name, (m, k, n, xdt, sdt, split_k) in cases.items():
        g = torch.Generator().manual_seed(m * k + n)
        x = torch.randn(m, k, generator=g).to(getattr(torch, xdt))
        w = torch.randint(-127, 128, (n, k), dtype=torch.int8, generator=g)
        s = (torch.rand(n, generator=g) / 127 / k ** 0.5).to(getattr(torch, sdt))
        y = quantize.w8a16_mm(x, w, s, split_k)
        ref = x.double() @ (w.double() * s.double()[:, None]).T
        out[name] = {"shape": list(y.shape), "dtype": str(y.dtype),
                     "rel_err": ((y.double() - ref).abs().max() / ref.abs().max()).item()}
    # opcheck's schema and autograd checks run the op for real; its fake-tensor checks cannot run an
    # interpreted kernel (the fake CUDA trace below covers them).
    x, w, s = torch.randn(5, 256).half(), torch.randint(-127, 128, (64, 256), dtype=torch.int8), torch.rand(64)
    out["opcheck"] = opcheck(torch.ops.judge_fast.w8a16_mm, (x, w, s),
                             test_utils=("test_schema", "test_autograd_registration"))
    return out


@pytest.fixture(scope="module")
def interpreted(tmp_path_factory):
    out = tmp_path_factory.mktemp("w8a16") / "cases.json"
    env = dict(os.environ, TRITON_INTERPRET="1", OMP_NUM_THREADS="1", PYTHONPATH=str(ROOT))
    r = subprocess.run([sys.executable, __file__, str(out)], capture_output=True, text=True, cwd=ROOT, env=env,
                       timeout=HANG)
    assert r.returncode == 0, r.stderr[-3000:]
    return json.loads(out.read_text())


# ------------------------------------------------------------------------------------------------- tests
@needs_triton
@pytest.mark.parametrize("case", list(CASES) + list(SPLIT_CASES))
def test_interpreted_kernel_matches_float_reference_within_output_rounding(case, interpreted):
    m, k, n, xdt, _, _ = {**CASES, **SPLIT_CASES}[case]
    r = interpreted[case]
    assert r["shape"] == [m, n] and r["dtype"] == f"torch.{xdt}"
    # fp32 accumulation; the one rounding that matters is the output's (fp16: 2^-11 relative). Measured
    # 2-4e-4 for fp16 and 2-3e-7 for fp32.
    assert r["rel_err"] <= max(torch.finfo(getattr(torch, xdt)).eps, 2 ** -20), r


@needs_triton
def test_op_schema_and_autograd_registration_pass_opcheck(interpreted):
    assert set(interpreted["opcheck"].values()) == {"SUCCESS"}, interpreted["opcheck"]


@needs_triton
def test_op_refuses_a_transposed_weight_instead_of_reading_it_wrong():
    w = torch.zeros(64, 32, dtype=torch.int8).T
    with pytest.raises(ValueError, match="contiguous"):
        quantize.w8a16_mm(torch.zeros(2, 64, dtype=torch.float16), w, torch.ones(32))


def llama_shapes(name: str, tp: int) -> dict:
    """(N, K) of a Llama-3.1 layer's matrices, sharded over `tp` ranks (wv has wk's shape, w3 w1's), and of
    the head (not sharded)."""
    a = ModelArgs.from_name(name)
    q, kv = a.n_heads * a.head_dim, a.n_kv_heads * a.head_dim
    return {"wq": (q // tp, a.dim), "wk": (kv // tp, a.dim), "wo": (a.dim, q // tp),
            "w1": (a.intermediate_size // tp, a.dim), "w2": (a.dim, a.intermediate_size // tp),
            "output": (a.vocab_size, a.dim)}


@pytest.mark.parametrize("name, tp", [("Llama-3.1-8B", 1), ("Llama-3.1-70B", 1), ("Llama-3.1-70B", 8),
                                      ("Llama-3.1-405B", 8)])
def test_split_k_fills_an_h200_unless_parts_would_get_under_8_k_blocks(name, tp):
    sms = 132
    for matrix, (n, k) in llama_shapes(name, tp).items():
        block_m, split = quantize.w8a16_config(21, n, k, sms)
        assert block_m == 32
        k_blocks = -(-k // quantize.W8A16_BLOCK_K)
        programs = -(-n // quantize.W8A16_BLOCK_N) * split
        assert split & (split - 1) == 0 and k_blocks % split == 0, (matrix, split)
        assert programs >= 2 * sms or k_blocks // split < 16 or k_blocks % (2 * split), (matrix, split)
        assert split == 1 or programs < 4 * sms, (matrix, split)  # no split past what fills the GPU
    if (name, tp) == ("Llama-3.1-70B", 1):
        splits = [quantize.w8a16_config(21, n, k, sms)[1] for n, k in llama_shapes(name, tp).values()]
        assert splits == [4, 8, 4, 1, 4, 1]  # wq wk wo w1 w2 head


@needs_triton
@pytest.mark.skipif(os.environ.get("TRITON_INTERPRET") == "1", reason="the interpreter compiles nothing")
def test_kernel_compiles_for_hopper_with_wgmma_at_every_row_block():
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    names = ["x_ptr", "w_ptr", "s_ptr", "out_ptr", "M", "N", "K"]
    for block_m, split, even_k in ((16, 1, True), (32, 4, True), (64, 2, False)):
        sig = dict(zip(names, ["*bf16", "*i8", "*bf16", "*bf16" if split == 1 else "*fp32", "i32", "i32", "i32"]))
        consts = {"BLOCK_M": block_m, "BLOCK_N": quantize.W8A16_BLOCK_N, "BLOCK_K": quantize.W8A16_BLOCK_K,
                  "SPLIT_K": split, "EVEN_K": even_k}
        sig.update(dict.fromkeys(consts, "constexpr"))
        aligned = {(i,): [["tt.divisibility", 16]] for i in (0, 1, 2, 3, 6)}  # what a launch specializes
        src = ASTSource(fn=quantize._w8a16_kernel, signature=sig, constexprs=consts, attrs=aligned)
        kernel = triton.compile(src, target=GPUTarget("cuda", 90, 32), options={"num_warps": 4, "num_stages": 4})
        # Hopper's MMA, with the converted weight as its register operand and the rows as its N.
        assert f"wgmma.mma_async.sync.aligned.m64n{block_m}k16.f32.bf16.bf16" in kernel.asm["ptx"]
        assert kernel.asm["cubin"]


class Wrap(torch.nn.Module):
    def __init__(self, lin):
        super().__init__()
        self.lin = lin

    def forward(self, x):
        return (self.lin(x),)


@needs_triton
@pytest.mark.parametrize("rows, out_features, kernel_grid", [
    (1, 1024, (16, 8, 1)),  # split K 8: partial sums in fp32, then cast
    (21, 28672, (448, 1, 1)),  # wide enough: no split, bf16 written directly
    (65, 1024, None),  # past fused_max_rows_cuda: dequantize + GEMM
    ("1 compiled", 1024, None),  # a decode step under torch.compile: Inductor's fused mat-vec beats the kernel
])
def test_cuda_int8_linear_traces_to_one_kernel_writing_only_its_output(rows, out_features, kernel_grid, monkeypatch):
    """What torch.compile hands Inductor for Int8Linear on CUDA, traced with fake CUDA tensors. Triton's
    compiler needs a target to analyze which arguments the kernel writes: an H100/H200's is given. The trace
    is not torch.compile's own, so "compiled" says what torch.compiler.is_compiling() would."""
    import triton
    from torch._functorch.aot_autograd import aot_export_module
    from torch._subclasses.fake_tensor import FakeTensorMode
    from triton.backends.compiler import GPUTarget

    if os.environ.get("TRITON_INTERPRET") == "1":
        pytest.skip("interpreted kernels cannot be traced")
    if rows == "1 compiled":
        rows = 1
        monkeypatch.setattr(torch.compiler, "is_compiling", lambda: True)
    target = types.SimpleNamespace(get_current_target=lambda: GPUTarget("cuda", 90, 32))
    monkeypatch.setattr(triton.runtime.driver, "_active", target)
    with FakeTensorMode():
        lin = quantize.Int8Linear(8192, out_features, device="cuda")
        lin.scales = quantize.frozen(lin.scales.bfloat16())
        x = torch.empty(1, rows, 8192, dtype=torch.bfloat16, device="cuda")
        gm, _ = aot_export_module(Wrap(lin), (x,), trace_joint=False)
    calls = [n for n in gm.graph.nodes if n.target is torch.ops.higher_order.triton_kernel_wrapper_functional]
    mms = [n for n in gm.graph.nodes if n.target is torch.ops.aten.mm.default]
    if kernel_grid is None:
        assert not calls and len(mms) == 1
        return
    assert len(calls) == 1 and not mms
    kw = calls[0].kwargs
    assert kw["grid"] == [kernel_grid] and kw["kwargs"]["M"] == rows
    # Only the output is written: Inductor then copies neither the weight nor the activations.
    assert kw["tensors_to_clone"] == ["out_ptr"]
    assert [n.meta["val"].dtype for n in gm.graph.output_node().args[0]] == [torch.bfloat16]


if __name__ == "__main__":
    (Path(sys.argv[1])).write_text(json.dumps(run_cases({**CASES, **SPLIT_CASES})))
