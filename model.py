"""A hand-written Llama-family model: static KV cache, GQA, RoPE (with Llama-3.1 scaling), SwiGLU.

Names follow Meta's reference code (wq wk wv wo, w1 w2 w3, attention_norm, ffn_norm, tok_embeddings,
output, freqs_cis) so checkpoints and readers both feel at home. A family is a few fields of ModelArgs,
not a class of its own: Qwen2 is Llama with biases on q, k and v (qkv_bias) and, in the files we read,
an output matrix of its own; config.json's model_type says which (FAMILIES).
"""
import math
from dataclasses import dataclass, field

import torch
import torch.nn as nn
import torch.nn.functional as F


REQUIRED = object()  # from_hf_config: a field with no default


@dataclass
class ModelArgs:
    dim: int = 4096
    n_layers: int = 32
    n_heads: int = 32
    n_kv_heads: int = 8
    intermediate_size: int = 14336
    vocab_size: int = 128256
    norm_eps: float = 1e-5
    rope_theta: float = 500000.0
    rope_scaling: dict | None = None  # HF "llama3" scaling dict, or None
    max_seq_len: int = 131072  # the context the model was trained for
    tie_embeddings: bool = False
    head_dim: int = field(default=0)
    qkv_bias: bool = False  # Qwen2: q, k and v projections carry a bias (o and the FFN do not)

    def __post_init__(self):
        if self.head_dim == 0:
            self.head_dim = self.dim // self.n_heads
        if self.n_heads % self.n_kv_heads:
            raise ValueError(f"n_heads={self.n_heads} is not a multiple of n_kv_heads={self.n_kv_heads}")

    @classmethod
    def from_hf_config(cls, cfg: dict) -> "ModelArgs":
        """Build from a Hugging Face `config.json` dict (field names as HF writes them). A missing field
        raises KeyError and a bad value ValueError, each naming the field (checkpoint.read_config adds the
        file), so a damaged config never surfaces later as a shape error or a NaN."""
        def get(d, key, default):  # null counts as absent, as HF treats it
            v = d.get(key)
            if v is None and default is REQUIRED:
                raise KeyError(key)
            return default if v is None else v

        def size(key, default=REQUIRED):  # true/false and 576.0 are not sizes either
            v = get(cfg, key, default)
            if isinstance(v, bool) or not isinstance(v, int) or v < 1:
                raise ValueError(f"{key} must be a positive integer, got {v!r}")
            return v

        def positive(d, key, default=REQUIRED):
            v = get(d, key, default)
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not 0 < v < math.inf:
                raise ValueError(f"{key} must be a positive number, got {v!r}")
            return float(v)

        family = cfg.get("model_type", "llama")
        if family not in FAMILIES:
            raise ValueError(f"model_type {family!r} is not supported (known: {', '.join(FAMILIES)})")
        if cfg.get("attention_bias") or cfg.get("mlp_bias"):  # Llama's flags put a bias on o_proj / the FFN too
            raise ValueError("attention_bias / mlp_bias are not supported (only Qwen2's q/k/v biases)")
        if cfg.get("use_sliding_window"):  # Qwen2's option; its released models leave it off
            raise ValueError("use_sliding_window is not supported (full attention only)")
        # transformers >= 5 writes rope_theta and the scaling into one "rope_parameters" dict.
        rope = cfg.get("rope_parameters") or {}
        scaling = cfg.get("rope_scaling") or (rope if rope.get("rope_type", "default") != "default" else None)
        if scaling is not None:
            if not isinstance(scaling, dict):
                raise ValueError(f"rope_scaling must be an object, got {scaling!r}")
            kind = scaling.get("rope_type", scaling.get("type"))
            if kind == "default":
                scaling = None
            elif kind != "llama3":
                raise ValueError(f"unsupported rope_scaling type {kind!r}: only 'llama3' (Llama-3.1) is implemented")
            else:
                for key in ("factor", "low_freq_factor", "high_freq_factor", "original_max_position_embeddings"):
                    if key not in scaling:
                        raise ValueError(f"rope_scaling has no {key!r} field")
                    positive(scaling, key)
                if scaling["high_freq_factor"] <= scaling["low_freq_factor"]:
                    raise ValueError("rope_scaling needs high_freq_factor > low_freq_factor")
        tie = cfg.get("tie_word_embeddings", False)
        if not isinstance(tie, bool):
            raise ValueError(f"tie_word_embeddings must be true or false, got {tie!r}")
        dim, n_heads = size("hidden_size"), size("num_attention_heads")
        return cls(
            dim=dim,
            n_layers=size("num_hidden_layers"),
            n_heads=n_heads,
            n_kv_heads=size("num_key_value_heads", n_heads),
            intermediate_size=size("intermediate_size"),
            vocab_size=size("vocab_size"),
            norm_eps=positive(cfg, "rms_norm_eps", 1e-5),
            rope_theta=positive(cfg, "rope_theta", rope.get("rope_theta", 10000.0)),
            rope_scaling=scaling,
            max_seq_len=size("max_position_embeddings", 4096),
            tie_embeddings=tie,
            head_dim=size("head_dim", dim // n_heads),
            **FAMILIES[family],
        )

    def to_hf_config(self) -> dict:
        family = "qwen2" if self.qkv_bias else "llama"
        return {
            "architectures": [ARCHITECTURES[family]], "model_type": family,
            "hidden_size": self.dim, "num_hidden_layers": self.n_layers,
            "num_attention_heads": self.n_heads, "num_key_value_heads": self.n_kv_heads,
            "intermediate_size": self.intermediate_size, "vocab_size": self.vocab_size,
            "rms_norm_eps": self.norm_eps, "rope_theta": self.rope_theta, "rope_scaling": self.rope_scaling,
            "max_position_embeddings": self.max_seq_len, "tie_word_embeddings": self.tie_embeddings,
            "head_dim": self.head_dim,
        }

    @classmethod
    def from_name(cls, name: str) -> "ModelArgs":
        """Known shapes, for random-weight benchmarks and tests. Exact names only."""
        if name not in KNOWN_CONFIGS:
            raise ValueError(f"unknown model name {name!r}; known: {', '.join(KNOWN_CONFIGS)}")
        return cls.from_hf_config(KNOWN_CONFIGS[name])


# config.json's model_type -> the ModelArgs fields it implies. Adding a Llama-like family is a line here and
# its tensor names in the converters.
FAMILIES = {"llama": {}, "qwen2": {"qkv_bias": True}}
ARCHITECTURES = {"llama": "LlamaForCausalLM", "qwen2": "Qwen2ForCausalLM"}

_LLAMA31_SCALING = {"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                    "original_max_position_embeddings": 8192}
_LLAMA32_SCALING = dict(_LLAMA31_SCALING, factor=32.0)


def _cfg(dim, layers, heads, kv, inter, vocab, theta, ctx, tie=False, scaling=None, eps=1e-5, family="llama"):
    return {"hidden_size": dim, "num_hidden_layers": layers, "num_attention_heads": heads,
            "num_key_value_heads": kv, "intermediate_size": inter, "vocab_size": vocab, "rope_theta": theta,
            "max_position_embeddings": ctx, "tie_word_embeddings": tie, "rope_scaling": scaling, "rms_norm_eps": eps,
            "model_type": family}


def _qwen(dim, layers, heads, kv, inter, vocab, tie):
    return _cfg(dim, layers, heads, kv, inter, vocab, 1e6, 32768, tie=tie, eps=1e-6, family="qwen2")


KNOWN_CONFIGS = {
    "Llama-3.1-8B": _cfg(4096, 32, 32, 8, 14336, 128256, 500000.0, 131072, scaling=_LLAMA31_SCALING),
    "Llama-3.1-70B": _cfg(8192, 80, 64, 8, 28672, 128256, 500000.0, 131072, scaling=_LLAMA31_SCALING),
    "Llama-3.1-405B": _cfg(16384, 126, 128, 8, 53248, 128256, 500000.0, 131072, scaling=_LLAMA31_SCALING),
    "Llama-3.2-1B": _cfg(2048, 16, 32, 8, 8192, 128256, 500000.0, 131072, tie=True, scaling=_LLAMA32_SCALING),
    "Llama-3.2-3B": _cfg(3072, 28, 24, 8, 8192, 128256, 500000.0, 131072, tie=True, scaling=_LLAMA32_SCALING),
    "SmolLM2-135M": _cfg(576, 30, 9, 3, 1536, 49152, 100000.0, 8192, tie=True),
    "SmolLM2-360M": _cfg(960, 32, 15, 5, 2560, 49152, 100000.0, 8192, tie=True),
    "SmolLM2-1.7B": _cfg(2048, 24, 32, 32, 8192, 49152, 130000.0, 8192, tie=True),
    # Qwen2.5-Coder. The pair's GGUF files (scripts/setup_pair.py) store an output matrix of their own even where
    # the Hugging Face release ties it (0.5B, 1.5B): the two tables were quantized differently.
    "Qwen2.5-Coder-0.5B": _qwen(896, 24, 14, 2, 4864, 151936, tie=False),
    "Qwen2.5-Coder-1.5B": _qwen(1536, 28, 12, 2, 8960, 151936, tie=False),
    "Qwen2.5-Coder-7B": _qwen(3584, 28, 28, 4, 18944, 152064, tie=False),
    "Qwen2.5-Coder-32B": _qwen(5120, 64, 40, 8, 27648, 152064, tie=False),
    # Tiny shapes for tests: GQA, tied embeddings and Llama-3.1 rope scaling all exercised.
    "tiny": _cfg(64, 2, 4, 2, 128, 256, 500000.0, 256, tie=True,
                 scaling=dict(_LLAMA31_SCALING, original_max_position_embeddings=64)),
    "tiny-draft": _cfg(32, 1, 2, 1, 64, 256, 500000.0, 256, tie=True),
    "tiny-qwen2": _cfg(64, 2, 4, 2, 128, 256, 1e6, 256, eps=1e-6, family="qwen2"),
}


class KVCache(nn.Module):
    """Static cache written by position: shapes never change, so compiled code never recompiles.

    Rolling back a rejected speculation costs nothing: entries past the accepted position are stale, are
    hidden by the position-based causal mask, and are overwritten by the next round.
    """

    def __init__(self, batch, n_kv_heads, max_seq_len, head_dim, dtype):
        super().__init__()
        shape = (batch, n_kv_heads, max_seq_len, head_dim)
        self.register_buffer("k_cache", torch.zeros(shape, dtype=dtype), persistent=False)
        self.register_buffer("v_cache", torch.zeros(shape, dtype=dtype), persistent=False)

    def update(self, input_pos, k, v):
        # k, v: (batch, n_kv_heads, T, head_dim); input_pos: (T,)
        self.k_cache.index_copy_(2, input_pos, k)
        self.v_cache.index_copy_(2, input_pos, v)
        return self.k_cache, self.v_cache


class RMSNorm(nn.Module):
    def __init__(self, dim, eps):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x):
        # Always normalize in fp32: bf16 sums of squares lose the small-variance rows.
        xf = x.float()
        xf = xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + self.eps)
        return (xf * self.weight.float()).to(x.dtype)


# fp32 CPU Linears run on a copy of the weight prepacked for oneDNN from this many rows (batch x tokens) on:
# every row count. On this 2-core Zen 4 box the packed kernel beats MKL's GEMM at one row for every matrix of
# SmolLM2 and Qwen2.5 measured (Qwen2.5-0.5B's 152k-row head: 43 ms MKL, 24 ms packed; SmolLM2's: 12 vs 6 ms)
# and grows slowly with rows, where MKL pays a whole extra pass over the weight every few rows (what a verify
# pass pays). scripts/bench_passes.py measures both paths; a larger value sends fewer rows to MKL again.
PACKED_MIN_ROWS = 1
# oneDNN gives each row the same bits at every M >= 2 but takes another path at M = 1, so fewer rows than this
# are padded with zero rows: a one-token step then computes exactly the row that a verify pass computes for
# the same token (row_exact_attention does the same for attention), and greedy speculation reproduces greedy
# decoding bit for bit (tests/test_int8_exact.py). The price is a second copy of the fp32 weights in memory
# (the mmap-ed original is then never read again, so the OS may drop it).
PACKED_PAD_ROWS = 4


class Linear(nn.Linear):
    """nn.Linear (same parameters, same state_dict) that runs fp32 CPU inference on a oneDNN-prepacked copy of
    its weight, made on first use and again whenever the weight changes (tp.py's sharding, a load, an in-place
    update). Training (a weight that wants gradients), torch.compile and weights made under
    torch.inference_mode keep F.linear."""
    packed = None  # (weight's data_ptr, its version, packed copy), or False: oneDNN refused once

    def __getstate__(self):  # deepcopy and pickle: the packed copy is an opaque oneDNN tensor; remade on use
        return {k: v for k, v in self.__dict__.items() if k != "packed"}

    def packed_weight(self):
        """The oneDNN-packed copy of the weight, made now if it is missing or stale; None where F.linear runs."""
        w = self.weight
        if (self.packed is False or w.device.type != "cpu" or w.dtype != torch.float32
                or (w.requires_grad and torch.is_grad_enabled()) or torch.compiler.is_compiling()
                or w.is_inference()):  # an inference tensor has no version to watch
            return None
        key = (w.data_ptr(), w._version)
        if self.packed is None or self.packed[:2] != key:
            try:
                self.packed = key + (torch.ops.mkldnn._reorder_linear_weight(w.detach(), 16),)
            except (RuntimeError, AttributeError, NotImplementedError):  # a build without oneDNN: F.linear from now on
                self.packed = False
                return None
        return self.packed[2]

    def forward(self, x):
        rows = x.numel() // x.shape[-1]
        packed = None if rows < PACKED_MIN_ROWS or x.dtype != torch.float32 else self.packed_weight()
        if packed is None:
            return F.linear(x, self.weight, self.bias)
        x2 = x.reshape(rows, x.shape[-1])
        if rows < PACKED_PAD_ROWS:
            x2 = torch.cat([x2, x2.new_zeros(PACKED_PAD_ROWS - rows, x2.shape[1])])
        y = torch.ops.mkldnn._linear_pointwise(x2, packed, self.bias, "none", [], "")
        return y[:rows].view(*x.shape[:-1], y.shape[-1])


@torch.no_grad()
def prepack(m: nn.Module) -> nn.Module:
    """Make the packed copies of a model's fp32 CPU Linears now (seconds for a 1.5B model) rather than in its
    first pass, so that the first answer's time to first token is its own. Returns m."""
    for mod in m.modules():
        if isinstance(mod, Linear):
            mod.packed_weight()
    return m


class Attention(nn.Module):
    def __init__(self, args: ModelArgs, in_dim: int = 0):
        super().__init__()
        # n_heads / n_kv_heads / dim are the *local* ones: tp.py shrinks them when it shards the weights.
        self.n_heads, self.n_kv_heads, self.head_dim = args.n_heads, args.n_kv_heads, args.head_dim
        in_dim = in_dim or args.dim  # an EAGLE-3 head's attention reads 2 * dim (token embedding + features)
        self.wq = Linear(in_dim, args.n_heads * args.head_dim, bias=args.qkv_bias)
        self.wk = Linear(in_dim, args.n_kv_heads * args.head_dim, bias=args.qkv_bias)
        self.wv = Linear(in_dim, args.n_kv_heads * args.head_dim, bias=args.qkv_bias)
        self.wo = Linear(args.n_heads * args.head_dim, args.dim, bias=False)
        self.kv_cache: KVCache | None = None
        self.process_group = None  # set by tp.py: wo's partial sums are all-reduced over it

    def forward(self, x, freqs_cis, mask, input_pos):
        bsz, seqlen, _ = x.shape
        q = self.wq(x).view(bsz, seqlen, self.n_heads, self.head_dim)
        k = self.wk(x).view(bsz, seqlen, self.n_kv_heads, self.head_dim)
        v = self.wv(x).view(bsz, seqlen, self.n_kv_heads, self.head_dim)
        q, k = apply_rotary_emb(q, freqs_cis), apply_rotary_emb(k, freqs_cis)
        q, k, v = (t.transpose(1, 2) for t in (q, k, v))
        k, v = self.kv_cache.update(input_pos, k, v)
        if q.device.type == "cpu" and q.dtype == torch.float32 and seqlen <= ROW_EXACT_MAX_ROWS:
            y = row_exact_attention(q, k, v, mask)
        else:
            y = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, enable_gqa=self.n_heads != self.n_kv_heads)
        y = self.wo(y.transpose(1, 2).reshape(bsz, seqlen, self.n_heads * self.head_dim))
        if self.process_group is not None:
            torch.distributed.all_reduce(y, group=self.process_group)
        return y


# Up to this many query rows (decode steps and verify passes; not long prefills, whose (rows, cache) score
# matrix would be large) the CPU computes fp32 attention with row_exact_attention instead of SDPA. Other
# dtypes' GEMMs go to oneDNN, whose row behaviour was not measured; GPUs keep their fused kernels.
ROW_EXACT_MAX_ROWS = 64
MIN_GEMM_ROWS = 4


def row_exact_attention(q, k, v, mask):
    """softmax(q k^T / sqrt(head_dim), masked) v for q (B, H, T, D), k and v (B, Hkv, S, D), mask (1 or B, 1, T, S)
    (True: attend), computed so that each query row's output has the same bits whether it is computed alone
    or among other rows: a one-token decode step then gives exactly the row that a verify pass gives for the
    same token, and greedy speculation reproduces greedy decoding. SDPA's CPU kernel does not: its two GEMMs
    take the query rows as their N dimension, MKL rounds an N = 1 product differently from an N = 21 one,
    and at N = 1 even differently with the alignment of the per-thread scratch buffer a head lands in. MKL's
    fp32 GEMM gives each row of A @ B the same bits for every M >= 4 (measured: M = 4..256, 1 and 2 threads,
    three alignments; M < 4 takes another path), so here the query rows are the M dimension: the G query heads
    sharing a KV head are stacked with their T rows (M = G * T, padded with zero rows up to 4), one GEMM per
    KV head; scaling, masking and the softmax work row by row. tests/test_int8_exact.py checks all of it."""
    b, h, t, d = q.shape
    hkv, s = k.shape[1], k.shape[2]
    rows = h // hkv * t
    qr = (q * d ** -0.5).reshape(b * hkv, rows, d)  # (B*Hkv, G*T, D): rows ordered (head in group, position)
    if rows < MIN_GEMM_ROWS:
        qr = torch.cat([qr, qr.new_zeros(b * hkv, MIN_GEMM_ROWS - rows, d)], dim=1)
    scores = torch.bmm(qr, k.reshape(b * hkv, s, d).transpose(1, 2))  # (B*Hkv, M, S)
    scores[:, :rows].view(b, hkv, h // hkv, t, s).masked_fill_(~mask[:, :, None], float("-inf"))
    out = torch.bmm(scores.softmax(-1), v.reshape(b * hkv, s, d))  # (B*Hkv, M, D)
    return out[:, :rows].reshape(b, h, t, d)


class FeedForward(nn.Module):
    def __init__(self, args: ModelArgs):
        super().__init__()
        self.w1 = Linear(args.dim, args.intermediate_size, bias=False)
        self.w3 = Linear(args.dim, args.intermediate_size, bias=False)
        self.w2 = Linear(args.intermediate_size, args.dim, bias=False)
        self.process_group = None  # set by tp.py

    def forward(self, x):
        y = self.w2(F.silu(self.w1(x)) * self.w3(x))
        if self.process_group is not None:
            torch.distributed.all_reduce(y, group=self.process_group)
        return y


class TransformerBlock(nn.Module):
    def __init__(self, args: ModelArgs):
        super().__init__()
        self.attention = Attention(args)
        self.feed_forward = FeedForward(args)
        self.attention_norm = RMSNorm(args.dim, args.norm_eps)
        self.ffn_norm = RMSNorm(args.dim, args.norm_eps)

    def forward(self, x, freqs_cis, mask, input_pos):
        h = x + self.attention(self.attention_norm(x), freqs_cis, mask, input_pos)
        return h + self.feed_forward(self.ffn_norm(h))


def static_caches(m: nn.Module, max_batch_size: int, max_seq_len: int, dtype, device):
    """Give a model (the target or an EAGLE head) its static KV caches, RoPE table and causal mask."""
    for layer in m.layers:
        a = layer.attention
        a.kv_cache = KVCache(max_batch_size, a.n_kv_heads, max_seq_len, a.head_dim, dtype).to(device)
    m.max_seq_len = max_seq_len
    m.register_buffer("freqs_cis", precompute_freqs_cis(m.args, max_seq_len).to(device), persistent=False)
    mask = torch.tril(torch.ones(max_seq_len, max_seq_len, dtype=torch.bool, device=device))
    m.register_buffer("causal_mask", mask, persistent=False)


class Transformer(nn.Module):
    def __init__(self, args: ModelArgs):
        super().__init__()
        self.args = args
        self.tok_embeddings = nn.Embedding(args.vocab_size, args.dim)
        self.layers = nn.ModuleList(TransformerBlock(args) for _ in range(args.n_layers))
        self.norm = RMSNorm(args.dim, args.norm_eps)
        self.output = Linear(args.dim, args.vocab_size, bias=False)
        if args.tie_embeddings:
            self.output.weight = self.tok_embeddings.weight
        self.max_seq_len = 0  # set by setup_caches

    def setup_caches(self, max_batch_size: int, max_seq_len: int):
        """Allocate the static KV caches, RoPE table and causal mask for sequences up to max_seq_len."""
        if max_seq_len > self.args.max_seq_len:
            raise ValueError(f"requested {max_seq_len} positions but the model's context is {self.args.max_seq_len}")
        dtype = self.output.weight.dtype if self.output.weight.is_floating_point() else self.norm.weight.dtype
        device = self.norm.weight.device
        static_caches(self, max_batch_size, max_seq_len, dtype, device)

    def forward(self, idx, input_pos, return_hidden: bool = False, aux_layers: tuple[int, ...] = (), mask=None,
                last_only: bool = False):
        """idx: (batch, T) token ids at positions input_pos (T,). Returns logits (batch, T, vocab) in fp32,
        and with return_hidden also the final hidden states (the LM head's input, after the final norm),
        which is what the judge head reads. With aux_layers (e.g. eagle_layers(n_layers)) it also returns
        the residual stream entering each of those layers, concatenated: (batch, T, len(aux_layers) * dim),
        what an EAGLE-3 draft head reads; the forward computes them anyway. A mask (batch, 1, T, max_seq_len)
        replaces the causal one: a left-padded batch hides each row's padding with it. last_only: logits of the
        last position only (a prefill needs no more; the vocabulary projection of a 200-token prompt costs as much
        as a tenth of the whole pass)."""
        if mask is None:
            mask = self.causal_mask[None, None, input_pos]
        freqs_cis = self.freqs_cis[input_pos]
        x = self.tok_embeddings(idx)
        aux = []
        for i, layer in enumerate(self.layers):
            if i in aux_layers:
                aux.append(x)
            x = layer(x, freqs_cis, mask, input_pos)
        h = self.norm(x)
        logits = self.output(h[:, -1:] if last_only else h).float()
        if aux_layers:
            return logits, h, torch.cat(aux, dim=-1)
        return (logits, h) if return_hidden else logits


class EagleBlock(nn.Module):
    """The one decoder layer of an EAGLE-3 head. Its attention reads the normed token embedding and the
    normed features side by side (2 * dim); the residual is the features themselves (the public heads'
    default, `norm_before_residual: false`); then a feed-forward as in any Llama layer."""

    def __init__(self, args: ModelArgs):
        super().__init__()
        self.attention = Attention(args, in_dim=2 * args.dim)
        self.feed_forward = FeedForward(args)
        self.attention_norm = RMSNorm(args.dim, args.norm_eps)  # on the token embedding (HF: input_layernorm)
        self.hidden_norm = RMSNorm(args.dim, args.norm_eps)  # on the features g
        self.ffn_norm = RMSNorm(args.dim, args.norm_eps)

    def forward(self, emb, g, freqs_cis, mask, input_pos):
        x = torch.cat([self.attention_norm(emb), self.hidden_norm(g)], dim=-1)  # (B, T, 2 * dim)
        h = g + self.attention(x, freqs_cis, mask, input_pos)
        return h + self.feed_forward(self.ffn_norm(h))


class EagleHead(nn.Module):
    """An EAGLE-3 draft head: one decoder layer over the target's own features, with a reduced vocabulary.

    Head position t holds (g_t, x_{t+1}) and predicts x_{t+2}, where g_t = fc(the target's residual stream
    entering eagle_layers() at t) for a position the target has verified, or the head's own output h at
    t - 1 for a chained draft step; RoPE position = t. It keeps its own small static KV cache, written by
    position like the target's. The token embedding is the target's (attach_embeddings): not stored here.
    d2t[i] is the target token id of draft token i.
    """

    def __init__(self, args: ModelArgs, target_dim: int, draft_vocab: int, n_aux: int = 3):
        super().__init__()
        if args.dim != target_dim:
            raise ValueError(f"the head's dim {args.dim} must equal the target's hidden size {target_dim}")
        self.args = args
        self.fc = Linear(n_aux * target_dim, args.dim, bias=False)  # fuses the low, middle and high features
        self.layers = nn.ModuleList([EagleBlock(args)])
        self.norm = RMSNorm(args.dim, args.norm_eps)
        self.output = Linear(args.dim, draft_vocab, bias=False)
        self.register_buffer("d2t", torch.arange(draft_vocab), persistent=True)
        self.max_seq_len = 0  # set by setup_caches

    def attach_embeddings(self, tok_embeddings: nn.Embedding):
        """Use the target's embedding table. Kept out of this module's parameters and state_dict, so the
        head file never holds a copy and training never updates it."""
        object.__setattr__(self, "tok_embeddings", tok_embeddings)

    def setup_caches(self, max_batch_size: int, max_seq_len: int):
        """The head's static KV cache, RoPE table and causal mask, for positions up to max_seq_len."""
        if max_seq_len > self.args.max_seq_len:
            raise ValueError(f"requested {max_seq_len} positions but the head's context is {self.args.max_seq_len}")
        dtype, device = self.output.weight.dtype, self.output.weight.device
        static_caches(self, max_batch_size, max_seq_len, dtype, device)

    def forward(self, tokens, g, input_pos, mask=None):
        """tokens (B, T), features g (B, T, dim) at positions input_pos (T,) -> draft logits (B, T, draft_vocab)
        in fp32, and h (B, T, dim): the layer's output before the final norm, the g of the next chained step.

        mask None: inference; the KV cache is written at input_pos and the mask is causal over positions.
        With a mask (B or 1, 1, T, S): training's cache-free test; input_pos are then RoPE positions only,
        and the layer's `kv_cache` (training sets one that keeps every step's keys) returns the S keys the
        mask refers to."""
        h = self.hidden(tokens, g, input_pos, mask)
        return self.output(self.norm(h)).float(), h

    def hidden(self, tokens, g, input_pos, mask=None):
        """forward without the vocabulary projection: h (B, T, dim). Training projects only the positions
        it has labels for."""
        if mask is None:
            mask = self.causal_mask[None, None, input_pos]
        freqs_cis = self.freqs_cis[input_pos]
        emb = self.tok_embeddings(tokens).to(g.dtype)
        h = g
        for layer in self.layers:
            h = layer(emb, h, freqs_cis, mask, input_pos)
        return h


def eagle_layers(n_layers: int) -> tuple[int, int, int]:
    """The low, middle and high layers whose inputs an EAGLE-3 head reads, as vLLM and SGLang pick them
    (2, n // 2, n - 3): Llama-3.1-8B -> (2, 16, 29), SmolLM2-135M -> (2, 15, 27)."""
    return (2, n_layers // 2, n_layers - 3)


def eagle_args(target: ModelArgs) -> ModelArgs:
    """The shape of an EAGLE-3 head's layer for a target: the target's own layer shape, one layer."""
    return ModelArgs(**dict(vars(target), n_layers=1, qkv_bias=False))  # a Llama layer, as the public heads have


def _llama3_scale(freqs: torch.Tensor, scaling: dict) -> torch.Tensor:
    # Llama-3.1: keep high frequencies, divide low ones by `factor`, interpolate smoothly in between.
    factor, low, high = scaling["factor"], scaling["low_freq_factor"], scaling["high_freq_factor"]
    old_ctx = scaling["original_max_position_embeddings"]
    wavelen = 2 * math.pi / freqs
    smooth = (old_ctx / wavelen - low) / (high - low)
    scaled = torch.where(wavelen > old_ctx / low, freqs / factor, freqs)
    mid = (wavelen <= old_ctx / low) & (wavelen >= old_ctx / high)
    return torch.where(mid, (1 - smooth) * freqs / factor + smooth * freqs, scaled)


def precompute_freqs_cis(args: ModelArgs, seq_len: int) -> torch.Tensor:
    """(seq_len, head_dim/2, 2) table of cos/sin, in fp32 (bf16 angles drift at long positions)."""
    d = args.head_dim
    freqs = 1.0 / (args.rope_theta ** (torch.arange(0, d, 2, dtype=torch.float64)[: d // 2] / d))
    if args.rope_scaling is not None:
        freqs = _llama3_scale(freqs, args.rope_scaling)
    angles = torch.outer(torch.arange(seq_len, dtype=torch.float64), freqs)
    return torch.stack([angles.cos(), angles.sin()], dim=-1).float()


def apply_rotary_emb(x: torch.Tensor, freqs_cis: torch.Tensor) -> torch.Tensor:
    """Interleaved (Meta layout) rotation of pairs (x[2i], x[2i+1]); x: (batch, T, heads, head_dim)."""
    xs = x.float().reshape(*x.shape[:-1], -1, 2)
    fc = freqs_cis.view(1, xs.size(1), 1, xs.size(3), 2)
    out = torch.stack([xs[..., 0] * fc[..., 0] - xs[..., 1] * fc[..., 1],
                       xs[..., 1] * fc[..., 0] + xs[..., 0] * fc[..., 1]], dim=-1)
    return out.flatten(3).type_as(x)
