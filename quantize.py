"""Weight-only int8 quantization: symmetric, one scale per output channel (row), fp activations.

    python quantize.py --checkpoint_path checkpoints/SmolLM2-135M-Instruct --mode int8
    # writes checkpoints/SmolLM2-135M-Instruct/model_int8.pth; load it with
    # checkpoint.load_model("checkpoints/SmolLM2-135M-Instruct/model_int8.pth")

What is quantized: every nn.Linear in the transformer blocks (wq wk wv wo w1 w2 w3) and the output head.
The embedding depends on whether the head is tied to it:
  - tied (SmolLM2, Llama-3.2): the one (vocab, dim) table is quantized per row and serves both the lookup
    and the head. Embedding rows are exactly the head's output channels, so the per-row scales are the
    head's per-channel scales. The head is the largest matrix in these models (21% of SmolLM2-135M) and
    is read in full at every decode step; leaving it in floating point would keep a third of an int8
    SmolLM2's bytes in fp32.
  - untied (Llama-3.1): the embedding stays in floating point. A lookup reads T rows per forward, not the
    table, so quantizing it would save memory but no bandwidth, and would make the lookup inexact.

How it runs: Int8Linear feeds few rows (a decode step, a verify pass) to kernels that read each int8
weight once (torch._weight_int8pack_mm on CPU, w8a16_mm below on CUDA), and more rows (a prefill) to
the dense GEMM on a dequantized copy.

The int8 weights are Parameters with requires_grad=False rather than buffers, so that a tied table stays
one tensor through model.to(device): Module.to keeps a shared Parameter shared, but gives every module
its own copy of a buffer.

--mode int4 is not offered: torch's int4 kernels (_weight_int4pack_mm on CUDA, bf16 only;
_weight_int4pack_mm_for_cpu on CPU) each want their own packed layout made by a device-specific
_convert_weight_to_int4pack*, so a checkpoint could not be written once and loaded anywhere, and the CUDA
path cannot be checked on a CPU-only machine.
"""
import argparse
import importlib.util
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F

import checkpoint
from model import ModelArgs, Transformer

# triton is imported when the CUDA kernel is first needed (at import where CUDA is available): a CPU process
# never pays for it. Not installed (a CPU-only install): on CUDA, Int8Linear then dequantizes instead.
HAVE_TRITON = importlib.util.find_spec("triton") is not None


def _import_triton():
    """triton, imported now (and `tl` with it), or None where it is missing or does not import."""
    global triton, tl, HAVE_TRITON
    if "triton" not in globals():
        try:
            import triton
            import triton.language as tl
        except ImportError:
            triton, HAVE_TRITON = None, False
    return triton

LINEAR_NAMES = ("attention.wq", "attention.wk", "attention.wv", "attention.wo",
                "feed_forward.w1", "feed_forward.w2", "feed_forward.w3")

def quantize_weight(w: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """(out, in) float weight -> (int8 weight, fp32 scales (out,)) with w ~= q * scales[:, None]."""
    w = w.detach().float()
    # -127..127, not -128: symmetric, so a row's largest |w| maps exactly to +-127.
    scales = (w.abs().amax(dim=1) / 127).clamp(min=1e-10)  # all-zero rows would divide by 0
    q = (w / scales[:, None]).round_().clamp_(-127, 127).to(torch.int8)
    return q, scales


def frozen(t: torch.Tensor) -> nn.Parameter:
    return nn.Parameter(t, requires_grad=False)


class Int8Linear(nn.Module):
    """y = x @ (weight * scales[:, None]).T without materializing the float weight where it pays.

    Up to fused_max_rows_<device> rows (batch x tokens) the int8 weight goes straight into a kernel that
    converts it in registers; above, it is dequantized and fed to the dense GEMM, whose fixed cost of
    converting every weight is then shared by enough rows. Set the thresholds per class or per instance.
    CPU: torch._weight_int8pack_mm, whose time grows with rows while dequantizing costs a fixed pass over
    the weight; they cross near 40 rows (scripts/bench_quant.py measures it).
    CUDA: w8a16_mm below, for bf16/fp16 activations. Dequantizing there writes each weight out in bf16
    before cuBLAS reads it back, ~5 bytes moved per weight instead of 1: on an H200 (scripts/bench_gpu.py's
    verify section, a 70B layer's 7 matmuls) 1.09-1.11 ms at 2-64 rows against the kernel's 0.35-0.51, so
    the kernel takes up to 64 rows (the most measured). Except ONE row under torch.compile (a decode step):
    Inductor then fuses the conversion into a mat-vec that reads each int8 weight once, 0.242 ms against the
    kernel's 0.358, so compiled single rows dequantize (compiled_min_rows_cuda). Eagerly, they take the kernel.
    The whole decode did not get faster for it (results/LOG.md, 2026-12-04, second H200 run): bench_gpu's ar
    section times both.
    """
    fused_max_rows_cpu = 40
    # Above those rows on CPU (a prompt's prefill): oneDNN's bf16 GEMM where it has bf16 instructions (AVX-512; it
    # reads ONEDNN_MAX_CPU_ISA), else fp32 on the dequantized weight (bf16 on AVX2 alone is emulated, slower)
    bf16_dense_cpu = torch.backends.mkldnn.is_available() and torch.ops.mkldnn._is_mkldnn_bf16_supported()
    fused_max_rows_cuda = 64
    compiled_min_rows_cuda = 2
    dynamic = None  # fbgemm's packed weight, set by draft_kernels: a draft's one-token steps on int8 activations

    def __init__(self, in_features: int, out_features: int, device=None, bias: bool = False):
        super().__init__()
        self.in_features, self.out_features = in_features, out_features
        self.weight = frozen(torch.empty(out_features, in_features, dtype=torch.int8, device=device))
        self.scales = frozen(torch.empty(out_features, dtype=torch.float32, device=device))
        # Qwen2's q/k/v biases stay in floating point: (out,) numbers, added after the scaled product.
        self.bias = frozen(torch.empty(out_features, dtype=torch.float32, device=device)) if bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.dynamic is not None and x.numel() <= 2 * x.shape[-1] and x.dtype == torch.float32:
            y = torch.ops.quantized.linear_dynamic(x.reshape(-1, x.shape[-1]), self.dynamic, True)  # bias inside
            return y.view(*x.shape[:-1], self.out_features)
        y = self._mm(x)
        return y if self.bias is None else y + self.bias.to(y.dtype)

    def _mm(self, x: torch.Tensor) -> torch.Tensor:
        rows = x.numel() // x.shape[-1]
        x2 = x.reshape(rows, x.shape[-1])
        if (x.is_cuda and HAVE_TRITON and rows <= self.fused_max_rows_cuda
                and (rows >= self.compiled_min_rows_cuda or not torch.compiler.is_compiling())
                and x.dtype in (torch.bfloat16, torch.float16)):
            mm = _W8A16 or _define_w8a16()  # a module global: torch.compile reads it as a constant
            if mm is not None:  # None: triton would not import; dequantize below
                return mm(x2, self.weight, self.scales).view(*x.shape[:-1], self.out_features)
        if x.device.type == "cpu" and rows <= self.fused_max_rows_cpu:
            # The CPU kernel is vectorized for bf16 activations only (fp32 or fp16 is 5-10x slower than the
            # fp32 GEMM; fp16 would also overflow: w2's outputs reach 2.5e4 in SmolLM2), and wants 2-D input
            # with a contiguous last dim and scales of the input's dtype.
            mm = int8_mm_opaque if torch.compiler.is_compiling() else torch._weight_int8pack_mm
            y = mm(x2.to(torch.bfloat16).contiguous(), self.weight, self.scales.to(torch.bfloat16))
            return y.to(x.dtype).view(*x.shape[:-1], self.out_features)
        if x.device.type == "cpu" and x.dtype == torch.float32 and self.bf16_dense_cpu:
            # A prefill: bf16 activations as in the few-row kernel above (so a decode step already rounds them so),
            # and oneDNN's bf16 GEMM, 3-4x faster here than fp32 on the dequantized weight (Zen 4's avx512_bf16; a
            # 200-token prompt through the 0.5B: 0.9 s instead of 2.1 s). A target's greedy speculation still equals
            # its greedy decoding: both read the cache this one prefill wrote.
            y = F.linear(x.to(torch.bfloat16), self.weight.to(torch.bfloat16)) * self.scales.to(torch.bfloat16)
            return y.to(x.dtype)
        return F.linear(x, self.weight.to(x.dtype)) * self.scales.to(x.dtype)


# torch 2.13's Inductor lowering of _weight_int8pack_mm asserts when its input is an unfused pointwise result,
# which it always is in a model; as a custom op it is called as an opaque kernel instead. Eager calls the
# aten op directly: the custom op's dispatch costs ~20 us, x211 Linears per forward. (torch._int_mm would be
# faster at 21+ rows, but it quantizes the activations too, and the logits then move about 3x more.)
@torch.library.custom_op("judge_fast::int8_mm", mutates_args=())
def int8_mm_opaque(x: torch.Tensor, weight: torch.Tensor, scales: torch.Tensor) -> torch.Tensor:
    return torch._weight_int8pack_mm(x, weight, scales)


@int8_mm_opaque.register_fake
def _(x, weight, scales):
    return x.new_empty(x.shape[0], weight.shape[0])


# ------------------------------------------------------------------------ CUDA: W8A16 kernel for few rows
# out (M, N) = x (M, K) @ (weight (N, K) int8 * scales (N,)[:, None]).T, reading each int8 weight once.
# At M <= 64 rows this is bound by reading the weights (an H200 does ~200 bf16 FLOP per byte of HBM; this
# does 2M per weight byte), so it should cost about what one row costs. The weight is the dot's left
# operand (the tile is (BLOCK_N, BLOCK_K) x (BLOCK_K, BLOCK_M)): few rows then sit in the MMA's small
# N dimension instead of padding its 64-row M dimension, and Hopper's wgmma can take the left operand
# straight from the registers where it was just converted. Block sizes are picked, not tuned (no GPU
# here): 64 weight rows x 128 int8 (one 128-byte line per row) per step, 4 warps, 4 stages in flight.
W8A16_BLOCK_N, W8A16_BLOCK_K = 64, 128


def w8a16_config(m: int, n: int, k: int, sms: int) -> tuple[int, int]:
    """(BLOCK_M, SPLIT_K) for M = m rows times an (n, k) weight on a GPU with `sms` multiprocessors.

    A (BLOCK_N weight rows) tile per program leaves a short grid for small n (a 70B's wk: 16 tiles on 132
    SMs); then K is split over more programs whose fp32 partial sums are added atomically. K is split by
    powers of two while the grid has under two programs per SM (one streams while another finishes) and
    each part keeps >= 8 K blocks (1024 columns): a 70B's wq/wo get 4 parts, wk/wv 8, w1/w3 1."""
    block_m = 16 if m <= 16 else 32 if m <= 32 else 64
    tiles = -(-n // W8A16_BLOCK_N)
    k_blocks = -(-k // W8A16_BLOCK_K)
    split = 1
    while tiles * split < 2 * sms and k_blocks % (2 * split) == 0 and k_blocks // (2 * split) >= 8:
        split *= 2
    return block_m, split


def sm_count(device: torch.device) -> int:
    """Multiprocessors of a CUDA device; an H100/H200's 132 where there is none (tracing and tests on CPU)."""
    if device.type == "cuda" and torch.cuda.is_available():
        return torch.cuda.get_device_properties(device).multi_processor_count
    return 132


_W8A16 = None  # the kernel's op, once _define_w8a16 has made it


def _define_w8a16():
    """Define the kernel and register its op. Called once: at import where CUDA is available (so that a
    compiled graph never defines it while tracing), else on first use, since defining a triton_op imports
    torch._inductor (~2 s of every CPU process's start-up, for a kernel a CPU run never calls)."""
    global _w8a16_kernel, w8a16_mm, _W8A16
    if _W8A16 is not None or _import_triton() is None:
        return _W8A16

    @triton.jit
    def _w8a16_kernel(x_ptr, w_ptr, s_ptr, out_ptr, M, N, K, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                      BLOCK_K: tl.constexpr, SPLIT_K: tl.constexpr, EVEN_K: tl.constexpr):
        pid_n, pid_k, pid_m = tl.program_id(0), tl.program_id(1), tl.program_id(2)
        offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
        offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
        offs_k = pid_k * BLOCK_K + tl.arange(0, BLOCK_K)  # this program's K blocks: pid_k, pid_k + SPLIT_K, ..
        # Rows past N wrap onto real rows (never stored), so weight loads need no row mask. int64: a 405B's
        # head has 2.1e9 weights.
        w_ptrs = w_ptr + (offs_n % N).to(tl.int64)[:, None] * K + offs_k[None, :]  # (BLOCK_N, BLOCK_K)
        x_ptrs = x_ptr + offs_m[None, :] * K + offs_k[:, None]  # (BLOCK_K, BLOCK_M): x transposed
        m_ok = offs_m[None, :] < M
        acc = tl.zeros((BLOCK_N, BLOCK_M), dtype=tl.float32)
        for i in range(0, tl.cdiv(K, BLOCK_K * SPLIT_K)):
            if EVEN_K:
                w = tl.load(w_ptrs)
                x = tl.load(x_ptrs, mask=m_ok, other=0.0)
            else:
                k_left = K - i * BLOCK_K * SPLIT_K
                w = tl.load(w_ptrs, mask=offs_k[None, :] < k_left, other=0)
                x = tl.load(x_ptrs, mask=m_ok & (offs_k[:, None] < k_left), other=0.0)
            acc = tl.dot(w.to(x.dtype), x, acc)  # int8 -> bf16 is exact
            w_ptrs += BLOCK_K * SPLIT_K
            x_ptrs += BLOCK_K * SPLIT_K
        acc *= tl.load(s_ptr + offs_n, mask=offs_n < N, other=0.0).to(tl.float32)[:, None]
        out_ptrs = out_ptr + offs_m[None, :] * N + offs_n[:, None]
        ok = (offs_n[:, None] < N) & m_ok
        if SPLIT_K == 1:
            tl.store(out_ptrs, acc.to(out_ptr.dtype.element_ty), mask=ok)
        else:
            tl.atomic_add(out_ptrs, acc, mask=ok)

    # A triton_op, not an opaque custom op: Inductor sees the kernel and launches it from its own code, so
    # the op neither breaks the graph nor costs a dispatch per call; CUDA graphs capture it like any kernel.
    @torch.library.triton_op("judge_fast::w8a16_mm", mutates_args=())
    def w8a16_mm(x: torch.Tensor, weight: torch.Tensor, scales: torch.Tensor, split_k: int = 0) -> torch.Tensor:
        """x (M, K) bf16/fp16 @ (weight (N, K) int8 * scales (N,)[:, None]).T -> (M, N) in x's dtype.
        split_k = 0: w8a16_config's choice. Any M works; past 64 rows each 64-row block rereads the weight."""
        (M, K), N = x.shape, weight.shape[0]
        if not weight.is_contiguous():  # the kernel steps K between rows; a copy per call would move it 3x
            raise ValueError("w8a16_mm needs a contiguous (N, K) weight")
        block_m, split = w8a16_config(M, N, K, sm_count(x.device))
        split = split_k or split
        # Split K: partial sums meet in a zeroed fp32 buffer (torch-allocated, so CUDA graphs capture it),
        # added in whatever order the programs finish: the last fp32 bit may differ from run to run.
        out = (torch.empty(M, N, dtype=x.dtype, device=x.device) if split == 1 else
               torch.zeros(M, N, dtype=torch.float32, device=x.device))
        grid = (triton.cdiv(N, W8A16_BLOCK_N), split, triton.cdiv(M, block_m))
        torch.library.wrap_triton(_w8a16_kernel)[grid](
            x.contiguous(), weight, scales, out, M, N, K, BLOCK_M=block_m, BLOCK_N=W8A16_BLOCK_N,
            BLOCK_K=W8A16_BLOCK_K, SPLIT_K=split, EVEN_K=K % (W8A16_BLOCK_K * split) == 0, num_warps=4,
            num_stages=4)
        return out if split == 1 else out.to(x.dtype)

    _W8A16 = w8a16_mm
    return w8a16_mm


def __getattr__(name):  # quantize.triton, .w8a16_mm, ._w8a16_kernel from outside: made on first use
    if name == "triton":
        return _import_triton()
    if name in ("w8a16_mm", "_w8a16_kernel") and _define_w8a16() is not None:
        return globals()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


if HAVE_TRITON and torch.cuda.is_available():
    _define_w8a16()


def draft_kernels(model: nn.Module) -> nn.Module:
    """A draft model's int8 Linears run its one- and two-token steps (a chain's drafts, and the pass that catches
    up) on int8 activations too: fbgemm's dynamic quantization rounds each step's activations to int8 on the fly
    and multiplies with VNNI, ~30% faster per step on this CPU than the bf16-activation kernel (Qwen2.5-0.5B: 37
    against 52 ms). Its rounding depends on the other rows of a pass, so it is not row-exact: only for a draft,
    whose tokens the target verifies one by one (a target's int8 keeps the exact kernel). Its prefills then run in
    bf16 too (Int8Linear._mm). A no-op off the CPU,
    without int8 layers, or where this torch lacks fbgemm's ops (they are deprecated upstream). Returns model."""
    import warnings

    for lin in model.modules():
        if not isinstance(lin, Int8Linear) or lin.weight.device.type != "cpu":
            continue
        try:
            with warnings.catch_warnings():  # torch marks its quantized-tensor constructors deprecated
                warnings.simplefilter("ignore")
                zeros = torch.zeros(lin.out_features, dtype=torch.long)
                q = torch._make_per_channel_quantized_tensor(lin.weight.detach(), lin.scales.detach().double(), zeros, 0)
                bias = None if lin.bias is None else lin.bias.detach().float()
                lin.dynamic = torch.ops.quantized.linear_prepack(q, bias)
        except (AttributeError, RuntimeError, NotImplementedError):
            return model  # left as it was: the exact kernel
    return model


class Int8Embedding(nn.Module):
    """Lookup into a per-row int8 table; with tied embeddings the same tensors are the Int8Linear head's."""

    def __init__(self, num_embeddings: int, embedding_dim: int, device=None):
        super().__init__()
        self.weight = frozen(torch.empty(num_embeddings, embedding_dim, dtype=torch.int8, device=device))
        self.scales = frozen(torch.empty(num_embeddings, dtype=torch.float32, device=device))

    def forward(self, idx: torch.Tensor) -> torch.Tensor:
        return self.weight[idx].to(self.scales.dtype) * self.scales[idx, None]


def quantized_names(args: ModelArgs) -> list[str]:
    """Module names that int8 mode quantizes, for a model of these args."""
    names = [f"layers.{i}.{n}" for i in range(args.n_layers) for n in LINEAR_NAMES]
    return names + (["tok_embeddings", "output"] if args.tie_embeddings else ["output"])


def _set_module(model: nn.Module, name: str, module: nn.Module):
    parent, _, child = name.rpartition(".")
    setattr(model.get_submodule(parent) if parent else model, child, module)


def check_fp(model: nn.Module, path, why: str):
    """Refuse, in one line naming the file, int8 weights where a script needs the floating-point ones (why)."""
    if any(isinstance(m, (Int8Linear, Int8Embedding)) for m in model.modules()):
        raise ValueError(f"{path} holds int8 weights, and {why}: give the floating-point checkpoint (model.pth)")


@torch.no_grad()
def quantize_int8(model: Transformer) -> Transformer:
    """Swap the model's Linear modules (and, if tied, the embedding) for int8 ones in place; returns it."""
    check_fp(model, "the model", "quantizing them again would scale int8 codes as weights")
    for name in quantized_names(model.args):
        if name == "tok_embeddings":  # tied: one int8 table is both the lookup and the head
            head = int8_linear(model.tok_embeddings.weight)
            emb = Int8Embedding(*head.weight.shape, device="meta")
            emb.weight, emb.scales = head.weight, head.scales
            _set_module(model, "tok_embeddings", emb)
            _set_module(model, "output", head)
        elif not (name == "output" and model.args.tie_embeddings):
            lin = model.get_submodule(name)
            _set_module(model, name, int8_linear(lin.weight, lin.bias))
    return model


@torch.no_grad()
def int8_linear(weight: torch.Tensor, bias: torch.Tensor | None = None) -> Int8Linear:
    """An Int8Linear for a float (out, in) weight (and bias); its scales keep the weight's dtype."""
    q, s = quantize_weight(weight)
    lin = Int8Linear(q.shape[1], q.shape[0], device="meta", bias=bias is not None)
    lin.weight, lin.scales = frozen(q), frozen(s.to(weight.dtype))
    if bias is not None:
        lin.bias = frozen(bias.detach())
    return lin


@torch.no_grad()
def quantize_state_dict_int8(state: dict, tie_embeddings: bool) -> dict:
    """An fp state dict -> an int8 one (`<name>.weight` int8 plus `<name>.scales` fp32) that
    checkpoint.load_model reads. tie_embeddings must come from the config: a tied model's state_dict() also
    holds output.weight, so the state alone cannot tell."""
    if any(k.endswith(".scales") for k in state):
        raise ValueError("state dict is already quantized (it has .scales entries)")
    out = dict(state)
    for key, w in state.items():
        name = key.removesuffix(".weight")
        is_linear = name.startswith("layers.") and name.split(".", 2)[2] in LINEAR_NAMES
        if is_linear or (name == "output" and not tie_embeddings) or (name == "tok_embeddings" and tie_embeddings):
            out[key], out[f"{name}.scales"] = quantize_weight(w)
    if tie_embeddings:
        out.pop("output.weight", None)  # the head is the embedding table; load_model ties it
        # load_model ties only output.weight, so the head's scales are stored under its own name too;
        # being the same tensor, torch.save writes them once.
        out["output.scales"] = out["tok_embeddings.scales"]
    return out


def make_int8_modules(model: Transformer) -> Transformer:
    """Swap every module int8 mode quantizes for an empty Int8Linear / Int8Embedding of the same shape, on
    the model's device, in place; returns the model. A meta-device model becomes one to load an int8 state
    into (prepare_int8), or to fill with random int8 weights (scripts/bench_gpu.py)."""
    device = model.norm.weight.device
    for name in quantized_names(model.args):
        module = model.get_submodule(name)
        out_features, in_features = module.weight.shape
        if name == "tok_embeddings":
            _set_module(model, name, Int8Embedding(out_features, in_features, device=device))
        else:
            bias = getattr(module, "bias", None) is not None
            _set_module(model, name, Int8Linear(in_features, out_features, device=device, bias=bias))
    return model


def prepare_int8(model: Transformer, state: dict, source="int8 checkpoint"):
    """Make a (meta-device) model's modules match an int8 state dict before load_state_dict(assign=True):
    every module with a `.scales` entry in `state` becomes Int8Linear / Int8Embedding. Raises ValueError,
    naming `source` (the file), when the quantized state does not fit the model's config."""
    args = model.args
    expected = set(quantized_names(args))
    found = {k.removesuffix(".scales") for k in state if k.endswith(".scales")}
    # An int8 weight without its scales cannot be used; left to load_state_dict it would fail with torch's
    # "only floating point tensors can require gradients", which says nothing of the file.
    unscaled = sorted(k.removesuffix(".weight") for k, v in state.items()
                      if v.dtype == torch.int8 and k.removesuffix(".weight") not in found)
    if unscaled:
        more = f" (nor {len(unscaled) - 1} other int8 weights)" if len(unscaled) > 1 else ""
        raise ValueError(f"{source} has int8 weights without scales: no {unscaled[0]}.scales{more}; "
                         f"int8 checkpoints are written by quantize.py")
    if found != expected:
        extra, missing = sorted(found - expected), sorted(expected - found)
        raise ValueError(f"{source} does not match the model config (n_layers={args.n_layers}, "
                         f"tie_embeddings={args.tie_embeddings}): quantized modules not in the model "
                         f"{extra[:5]}, model modules not quantized {missing[:5]}")
    for name in sorted(found):
        # A tied head has no weight of its own in the file: it is the embedding's.
        wkey = "tok_embeddings.weight" if name == "output" and args.tie_embeddings else f"{name}.weight"
        if wkey not in state:
            raise ValueError(f"{source} has {name}.scales but no {wkey}")
        w, s = state[wkey], state[f"{name}.scales"]
        if not s.is_floating_point():  # int64 scales would load and multiply into garbage
            raise ValueError(f"{source}: {name}.scales is a {s.dtype} tensor; scales are floating point")
        shape = tuple(model.get_submodule(name).weight.shape)
        if w.dtype != torch.int8 or tuple(w.shape) != shape or tuple(s.shape) != shape[:1]:
            raise ValueError(f"{source} does not match the model config at {name}: weight "
                             f"{w.dtype} {tuple(w.shape)}, scales {tuple(s.shape)}; the config needs int8 "
                             f"{shape} and scales ({shape[0]},)")
    make_int8_modules(model)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint_path", type=Path, required=True, help="checkpoint folder (or its model.pth)")
    ap.add_argument("--mode", choices=["int8"], default="int8", help="only int8 (see above for int4)")
    ap.add_argument("--force", action="store_true", help="replace an existing output file")
    a = ap.parse_args(argv)
    with checkpoint.one_line_errors():
        weights, cfg = checkpoint.resolve(a.checkpoint_path)
        out = weights.parent / f"model_{a.mode}.pth"
        if out != weights:  # (given the int8 file itself, say that it is already quantized)
            checkpoint.check_writable(out, a.force)  # before the work
        args = checkpoint.read_config(cfg)
        state = checkpoint.load_tensors(weights)
        if not isinstance(state, dict) or not all(isinstance(v, torch.Tensor) for v in state.values()) or any(
                k.endswith(".scales") or v.dtype == torch.int8 for k, v in state.items()):
            raise ValueError(f"{weights} is not a float state dict (already quantized, or not a checkpoint)")
        checkpoint.check_state(state, args, weights, cfg)  # an int8 file the loader would refuse: not written
        checkpoint.check_tensors(state, weights, int8_ok=False)  # a NaN weight would make a NaN scale
        checkpoint.save_atomic(quantize_state_dict_int8(state, args.tie_embeddings), out, a.force)
    print(f"wrote {out}: {weights.stat().st_size / 1e6:.0f} MB -> {out.stat().st_size / 1e6:.0f} MB")


if __name__ == "__main__":
    checkpoint.run_cli(main)
