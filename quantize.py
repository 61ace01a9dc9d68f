"""Weight-only int8 quantization: symmetric, one scale per output channel (row), fp activations.

    python quantize.py --checkpoint_path checkpoints/SmolLM2-135M-Instruct --mode int8
    # writes checkpoints/SmolLM2-135M-Instruct/model_int8.pth; load it with
    # generate.load_model("checkpoints/SmolLM2-135M-Instruct/model_int8.pth")

What is quantized: every nn.Linear in the transformer blocks (wq wk wv wo w1 w2 w3) and the output head.
The embedding depends on whether the head is tied to it:
  - tied (SmolLM2, Llama-3.2): the one (vocab, dim) table is quantized per row and serves both the lookup
    and the head. Embedding rows are exactly the head's output channels, so the per-row scales are the
    head's per-channel scales. The head is the largest matrix in these models (21% of SmolLM2-135M) and
    is read in full at every decode step; leaving it in floating point would keep a third of an int8
    SmolLM2's bytes in fp32.
  - untied (Llama-3.1): the embedding stays in floating point. A lookup reads T rows per forward, not the
    table, so quantizing it would save memory but no bandwidth, and would make the lookup inexact.

The int8 weights are Parameters with requires_grad=False rather than buffers, so that a tied table stays
one tensor through model.to(device): Module.to keeps a shared Parameter shared, but gives every module
its own copy of a buffer.

--mode int4 is not offered: torch's int4 kernels (_weight_int4pack_mm on CUDA, bf16 only;
_weight_int4pack_mm_for_cpu on CPU) each want their own packed layout made by a device-specific
_convert_weight_to_int4pack*, so a checkpoint could not be written once and loaded anywhere, and the CUDA
path cannot be checked on a CPU-only machine.
"""
import argparse
import json
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F

from checkpoint import resolve
from model import ModelArgs, Transformer

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
    CUDA: no kernel yet (torch's CUDA _weight_int8pack_mm is a one-thread-per-output loop): gpt-fast's
    F.linear(x, w.to(x.dtype)) * scales, which torch.compile fuses into one int8-reading kernel at 1 row.
    """
    fused_max_rows_cpu = 40

    def __init__(self, in_features: int, out_features: int, device=None):
        super().__init__()
        self.in_features, self.out_features = in_features, out_features
        self.weight = frozen(torch.empty(out_features, in_features, dtype=torch.int8, device=device))
        self.scales = frozen(torch.empty(out_features, dtype=torch.float32, device=device))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        rows = x.numel() // x.shape[-1]
        x2 = x.reshape(rows, x.shape[-1])
        if x.device.type == "cpu" and rows <= self.fused_max_rows_cpu:
            # The CPU kernel is vectorized for bf16 activations only (fp32 or fp16 is 5-10x slower than the
            # fp32 GEMM; fp16 would also overflow: w2's outputs reach 2.5e4 in SmolLM2), and wants 2-D input
            # with a contiguous last dim and scales of the input's dtype.
            mm = int8_mm_opaque if torch.compiler.is_compiling() else torch._weight_int8pack_mm
            y = mm(x2.to(torch.bfloat16).contiguous(), self.weight, self.scales.to(torch.bfloat16))
            return y.to(x.dtype).view(*x.shape[:-1], self.out_features)
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


@torch.no_grad()
def quantize_int8(model: Transformer) -> Transformer:
    """Swap the model's Linear modules (and, if tied, the embedding) for int8 ones in place; returns it."""
    for name in quantized_names(model.args):
        if name == "tok_embeddings":  # tied: one int8 table is both the lookup and the head
            head = int8_linear(model.tok_embeddings.weight)
            emb = Int8Embedding(*head.weight.shape, device="meta")
            emb.weight, emb.scales = head.weight, head.scales
            _set_module(model, "tok_embeddings", emb)
            _set_module(model, "output", head)
        elif not (name == "output" and model.args.tie_embeddings):
            _set_module(model, name, int8_linear(model.get_submodule(name).weight))
    return model


@torch.no_grad()
def int8_linear(weight: torch.Tensor) -> Int8Linear:
    """An Int8Linear for a float (out, in) weight; its scales keep the weight's dtype."""
    q, s = quantize_weight(weight)
    lin = Int8Linear(q.shape[1], q.shape[0], device="meta")
    lin.weight, lin.scales = frozen(q), frozen(s.to(weight.dtype))
    return lin


@torch.no_grad()
def quantize_state_dict_int8(state: dict, tie_embeddings: bool) -> dict:
    """An fp state dict -> an int8 one (`<name>.weight` int8 plus `<name>.scales` fp32) that
    generate.load_model reads. tie_embeddings must come from the config: a tied model's state_dict() also
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
        out_features, in_features = model.get_submodule(name).weight.shape
        if name == "tok_embeddings":
            _set_module(model, name, Int8Embedding(out_features, in_features, device=device))
        else:
            _set_module(model, name, Int8Linear(in_features, out_features, device=device))
    return model


def prepare_int8(model: Transformer, state: dict):
    """Make a (meta-device) model's modules match an int8 state dict before load_state_dict(assign=True):
    every module with a `.scales` entry in `state` becomes Int8Linear / Int8Embedding. Raises ValueError
    when the quantized state does not fit the model's config."""
    args = model.args
    expected = set(quantized_names(args))
    found = {k.removesuffix(".scales") for k in state if k.endswith(".scales")}
    if found != expected:
        extra, missing = sorted(found - expected), sorted(expected - found)
        raise ValueError(f"int8 checkpoint does not match the model config (n_layers={args.n_layers}, "
                         f"tie_embeddings={args.tie_embeddings}): quantized modules not in the model "
                         f"{extra[:5]}, model modules not quantized {missing[:5]}")
    for name in sorted(found):
        # A tied head has no weight of its own in the file: it is the embedding's.
        wkey = "tok_embeddings.weight" if name == "output" and args.tie_embeddings else f"{name}.weight"
        if wkey not in state:
            raise ValueError(f"int8 checkpoint has {name}.scales but no {wkey}")
        w, s = state[wkey], state[f"{name}.scales"]
        shape = tuple(model.get_submodule(name).weight.shape)
        if w.dtype != torch.int8 or tuple(w.shape) != shape or tuple(s.shape) != shape[:1]:
            raise ValueError(f"int8 checkpoint does not match the model config at {name}: weight "
                             f"{w.dtype} {tuple(w.shape)}, scales {tuple(s.shape)}; the config needs int8 "
                             f"{shape} and scales ({shape[0]},)")
    make_int8_modules(model)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--checkpoint_path", type=Path, required=True, help="checkpoint folder (or its model.pth)")
    ap.add_argument("--mode", choices=["int8"], default="int8", help="only int8 (see above for int4)")
    a = ap.parse_args(argv)
    try:
        weights, cfg = resolve(a.checkpoint_path)
    except FileNotFoundError as e:
        ap.error(str(e))
    args = ModelArgs.from_hf_config(json.loads(cfg.read_text()))
    state = torch.load(weights, mmap=True, weights_only=True, map_location="cpu")
    try:
        qstate = quantize_state_dict_int8(state, args.tie_embeddings)
    except ValueError as e:
        ap.error(f"{weights}: {e}")
    out = weights.parent / f"model_{a.mode}.pth"
    torch.save(qstate, out)
    print(f"wrote {out}: {weights.stat().st_size / 1e6:.0f} MB -> {out.stat().st_size / 1e6:.0f} MB")


if __name__ == "__main__":
    main()
