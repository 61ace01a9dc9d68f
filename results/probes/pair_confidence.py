"""Probe: is the 0.5B draft's confidence in its own greedy token (its probability of it) the chance that the 1.5B
target writes that token too? Teacher-forced along the target's greedy answers (128 tokens) to 5 HumanEval and 5
MT-Bench prompts (data/benchmarks.spread), the draft fp32 and int8 (draft_kernels, as generate.py runs it):
per confidence bin, how often the draft's argmax is the target's token. What draft.another_pays and keep_chances
assume (docs/pair.md).

    python results/probes/pair_confidence.py > results/probes/pair_confidence.log      # ~10 min
"""
import sys
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT)]
import checkpoint  # noqa: E402
import generate as g  # noqa: E402
import quantize  # noqa: E402
from data.benchmarks import humaneval_chat, humaneval_problems, mtbench_questions, spread  # noqa: E402
from model import prepack  # noqa: E402
from tokenizer import load_tokenizer  # noqa: E402

TARGET = ROOT / "checkpoints" / "Qwen2.5-Coder-1.5B-Instruct"  # pinned: the pair setup_pair.py makes
DRAFT = ROOT / "checkpoints" / "Qwen2.5-Coder-0.5B-Instruct"
BINS = [0, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 0.99, 1.01]

tok = load_tokenizer(TARGET)
target = prepack(checkpoint.load_model(TARGET))
drafts = {"fp32": prepack(checkpoint.load_model(DRAFT)), "int8": quantize.draft_kernels(checkpoint.load_model(DRAFT / "model_int8.pth"))}
suites = {"HumanEval": [humaneval_chat(p["prompt"]) for p in spread(humaneval_problems(), 5)],
          "MT-Bench": [q["turns"][0] for q in spread(mtbench_questions(), 5)]}
for suite, texts in suites.items():
    seen = {name: ([], []) for name in drafts}  # confidences, hits
    for text in texts:
        prompt = tok.encode_chat(text)
        for m in [target, *drafts.values()]:
            m.setup_caches(1, len(prompt) + 140)
        out = g.generate(target, prompt, 128, stop_ids=tok.stop_ids)
        seq = torch.tensor(prompt + out)
        with torch.no_grad():
            for name, d in drafts.items():
                # one token at a time, as a chain drafts: the int8 draft's fast kernels run at one row only
                probs = []
                for i in range(len(prompt) - 1, len(seq) - 1):
                    if i == len(prompt) - 1:
                        d(seq[None, :i], torch.arange(i))
                    probs.append(d(seq[None, i:i + 1], torch.tensor([i]))[0, -1].float().softmax(-1))
                conf, pick = torch.stack(probs).max(-1)
                seen[name][0].extend(conf.tolist())
                seen[name][1].extend((pick == torch.tensor(out)).tolist())
    for name, (conf, hit) in seen.items():
        print(f"{suite}, {name} draft: {len(conf)} positions, mean confidence {sum(conf) / len(conf):.3f}, "
              f"the target's token {sum(hit) / len(hit):.3f}")
        for lo, hi in zip(BINS, BINS[1:]):
            sel = [h for c, h in zip(conf, hit) if lo <= c < hi]
            if sel:
                print(f"  confidence {lo:.2f}-{min(hi, 1):.2f}: {len(sel):4d} positions, target's token {sum(sel) / len(sel):.2f}")
