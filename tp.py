"""Tensor parallelism for the target: each rank holds 1/N of every attention and FFN matrix.

    torchrun --nproc_per_node 2 generate.py --checkpoint_path checkpoints/Meta-Llama-3.1-8B-Instruct

Megatron-style sharding, one all-reduce per attention and per FFN:
  - wq wk wv w1 w3 are column-parallel: each rank keeps a contiguous block of output rows, i.e. whole
    heads (and the KV cache of those heads only) and a slice of the FFN's intermediate units;
  - wo w2 are row-parallel: each rank keeps the matching input columns and produces a partial sum that
    model.py all-reduces (it does so whenever a module's `process_group` is set).
The embedding, the final norm, the LM head and the judge head are replicated, so every rank ends the
forward with the same hidden states and logits, and decides the same way. `agree` then makes that a
guarantee rather than a hope: every per-step decision is broadcast from rank 0, so no rounding
difference between ranks can ever make them take different branches (and deadlock in a collective).
"""
import os

import torch
import torch.distributed as dist
import torch.nn as nn

from model import Transformer


def maybe_init_distributed(device: torch.device | str = "cpu") -> tuple[int, int]:
    """Join the process group when launched by torchrun (RANK/WORLD_SIZE/LOCAL_RANK set): NCCL with this
    process's GPU LOCAL_RANK made current for a cuda device, gloo for cpu. Returns (rank, world_size);
    (0, 1) and nothing initialized in a plain `python` run. Raises ValueError when there are more
    processes on this machine than visible GPUs."""
    if not all(k in os.environ for k in ("RANK", "WORLD_SIZE", "LOCAL_RANK")):
        return 0, 1
    if dist.is_initialized():
        return dist.get_rank(), dist.get_world_size()
    rank, world_size, local_rank = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"]), int(os.environ["LOCAL_RANK"])
    if torch.device(device).type == "cuda":
        local_size = int(os.environ.get("LOCAL_WORLD_SIZE", world_size))
        if local_size > torch.cuda.device_count():
            # Checked before joining, on every rank alike, so all of them stop instead of waiting for a peer.
            raise ValueError(f"{local_size} processes per machine but only {torch.cuda.device_count()} "
                             f"CUDA GPU(s) visible: use --nproc_per_node <= {torch.cuda.device_count()}")
        torch.cuda.set_device(local_rank)
        dist.init_process_group("nccl", rank=rank, world_size=world_size,
                                device_id=torch.device("cuda", local_rank))
    else:
        dist.init_process_group("gloo", rank=rank, world_size=world_size)
    return rank, world_size


def _shard(linear: nn.Module, dim: int, rank: int, world_size: int):
    """Keep this rank's block of linear.weight along dim (0: output rows, 1: input columns). Works for
    nn.Linear and quantize.Int8Linear: per-output-channel scales follow a row split, and stay whole
    under a column split, since every partial sum of an output channel carries the same scale."""
    w = linear.weight
    linear.weight = nn.Parameter(w.chunk(world_size, dim)[rank].contiguous(), requires_grad=w.requires_grad)
    if dim == 0:
        linear.out_features = linear.weight.shape[0]
        for name in ("scales", "bias"):  # per output channel: they follow the rows (Qwen2's q/k/v biases)
            t = getattr(linear, name, None)
            if t is not None:
                setattr(linear, name, nn.Parameter(t.chunk(world_size)[rank].contiguous(), requires_grad=False))
    else:
        linear.in_features = linear.weight.shape[1]


def apply_tp(model: Transformer) -> Transformer:
    """Shard a loaded target over the process group in place; call it before model.setup_caches, so the
    KV caches hold the local heads only. A no-op when not distributed (or alone in the group)."""
    if not dist.is_initialized() or dist.get_world_size() == 1:
        return model
    rank, world_size = dist.get_rank(), dist.get_world_size()
    args = model.args
    for name in ("n_heads", "n_kv_heads", "intermediate_size"):
        if getattr(args, name) % world_size:
            raise ValueError(f"tensor parallelism over {world_size} ranks needs {name} divisible by "
                             f"{world_size}, but this model has {name}={getattr(args, name)}")
    if model.max_seq_len:
        raise ValueError("apply_tp must come before setup_caches: the KV caches must hold the local heads only")
    group = dist.group.WORLD
    for layer in model.layers:
        a, f = layer.attention, layer.feed_forward
        for lin in (a.wq, a.wk, a.wv, f.w1, f.w3):
            _shard(lin, 0, rank, world_size)
        for lin in (a.wo, f.w2):
            _shard(lin, 1, rank, world_size)
        # Heads split whole, in order; with GQA, rank r's query heads use exactly rank r's KV heads,
        # because both are the r-th contiguous block and n_heads / n_kv_heads is the same locally.
        a.n_heads, a.n_kv_heads = args.n_heads // world_size, args.n_kv_heads // world_size
        a.process_group = f.process_group = group
    return model


def agree(t: torch.Tensor) -> torch.Tensor:
    """Make every rank hold rank 0's value of t (broadcast in place; identity in a single process)."""
    if dist.is_initialized() and dist.get_world_size() > 1:
        dist.broadcast(t, src=0)
    return t
