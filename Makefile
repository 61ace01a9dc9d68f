demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

#demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

wdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

:demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

`demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

kdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

`demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

(demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

bdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

fdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

)demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

`demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

kdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

`demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

(demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

)demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

#demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Bdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

wdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

kdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

fdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

:demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ydemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

,demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

qdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

#demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

2demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

1demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

3demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

5demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Gdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Gdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Fdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

2demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

kdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

gdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

kdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Ydemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

:demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

=demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

bdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ydemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Kdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

:demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

=demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

kdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

2demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

1demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

3demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

5demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Ydemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

:demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

kdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

:demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

qdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

xdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

	demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ydemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

3demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

	demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

bdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

qdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

gdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

	demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

bdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

qdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

qdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

xdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

	demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

bdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

qdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

2demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

=demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

=demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

0demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

1demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

2demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

	demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

$demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

@demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

:demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

qdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

xdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

	demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

bdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

qdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

qdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

xdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

	demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

$demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

@demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

$demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

(demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Kdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

)demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

:demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

	demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

$demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

(demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Ydemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

)demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

_demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

gdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

gdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

fdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ydemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

$demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

(demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Kdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

)demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

fdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

#demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ydemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

wdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

gdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

kdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

:demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

$demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

(demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Kdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

)demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

:demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

$demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

(demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Kdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

)demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

	demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

$demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

(demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Ydemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

)demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

gdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ydemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

"demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Wdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

fdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Fdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

?demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

"demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

	demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

@demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

"demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

jdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

gdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

gdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

wdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

kdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

gdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

(demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

fdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

jdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

gdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

)demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

:demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

"demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

	demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

$demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

(demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Ydemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

)demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

gdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ydemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

_demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

fdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

wdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

_demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

gdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

xdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

fdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

gdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

jdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

gdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

jdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

gdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

2demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

1demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

3demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

5demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

udemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

:demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

$demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

(demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Kdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

)demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

/demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ddemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

	demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

$demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

(demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

Ydemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

)demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ydemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

qdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ldemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ademo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

:demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

	demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

mdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

-demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

rdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

fdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

.demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

vdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

 demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

hdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

edemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

cdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

kdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

pdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

odemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

idemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

ndemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

tdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

sdemo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge


demo: $(CKPT)/model.pth
	$(PY) generate.py --prompt "What is the capital of France?"
	@echo "--- a person's answer, phrased differently from the target's, offered as the draft (prompts/answer_sky.txt):"
	@echo "--- standard verification keeps almost none of it; the judge keeps long runs (its calibrated 2% threshold)"
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60
	$(PY) generate.py --prompt "Why is the sky blue?" --draft_text prompts/answer_sky.txt --max_new_tokens 60 --verify judge

