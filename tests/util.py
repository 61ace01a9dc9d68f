"""Tiny random models for fast tests."""
import torch

from model import ModelArgs, Transformer


def tiny_model(name="tiny", seed=0, max_seq_len=256, weight_scale=3.0, **overrides) -> Transformer:
    """A random model of a known tiny shape, caches ready. Matrices get std weight_scale/sqrt(fan_in). The
    default 3 makes the blocks matter as much as the embedding: greedy output varies (no repeated-token
    attractor) and logits are spread well apart (no argmax near-ties). 1 keeps activations at a trained
    model's scale, for tests of numerical error (int8)."""
    args = ModelArgs.from_name(name)
    for k, v in overrides.items():
        setattr(args, k, v)
    torch.manual_seed(seed)
    model = Transformer(args)
    with torch.no_grad():
        for p in model.parameters():
            if p.dim() == 1:
                p.fill_(1.0)
            else:
                p.normal_(0, weight_scale / p.size(1) ** 0.5)
        model.tok_embeddings.weight.normal_(0, 1.0)
    model.setup_caches(1, max_seq_len)
    return model.eval()
