"""Tiny random models for fast tests."""
import torch

from model import ModelArgs, Transformer


def tiny_model(name="tiny", seed=0, max_seq_len=256, **overrides) -> Transformer:
    """A random model of a known tiny shape, caches ready. Weights are scaled up so that logits are
    peaked enough for greedy decoding to be far from argmax ties."""
    args = ModelArgs.from_name(name)
    for k, v in overrides.items():
        setattr(args, k, v)
    torch.manual_seed(seed)
    model = Transformer(args)
    with torch.no_grad():
        for p in model.parameters():
            p.normal_(0, 0.02 if p.dim() > 1 else 0.0).add_(1.0 if p.dim() == 1 else 0.0)
        model.tok_embeddings.weight.normal_(0, 1.0)
    model.setup_caches(1, max_seq_len)
    return model.eval()
