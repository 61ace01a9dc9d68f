"""generate.py --interactive: a chat in the shell whose conversation stays in the target's KV cache across
turns. Driven through main(argv) with stdin replaced; every later turn must prefill only its own tokens and
answer exactly what a fresh run over the whole conversation answers (greedy), under prompt lookup and under
the judge; EOF and Ctrl-C end the chat with status 0."""
import io
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import torch

import checkpoint
import draft as drafting
import generate as g
import judge
from conftest import assert_one_line_error, ctrl_c_reaches_it, tiny_model, write_checkpoint
from tokenizer import load_tokenizer

HANG = 900  # s: only a hung child fails; a loaded machine may take many times the idle run

ROOT = Path(__file__).resolve().parent.parent
VOCAB = 260  # the synthetic tokenizer's 3 specials + 256 bytes + 1 merge
TURNS = ["the hen hears the hen", "hear the hen again"]
GENERATE = g.generate  # chat() replaces g.generate with a spy; fresh runs call the real one


@pytest.fixture(scope="module")
def ck(tmp_path_factory) -> Path:
    folder = write_checkpoint(tmp_path_factory.mktemp("chat") / "tiny", tiny_model(vocab_size=VOCAB))
    head = judge.new_judge(64)  # a judge that keeps every draft: the rule, not the standard test, decides
    with torch.no_grad():
        head.net.weight.zero_()
        head.net.bias.fill_(50.0)
    judge.save_judge(folder.parent / "judge.pt", head, {"target": "tiny", "delta": 0.5})
    return folder


def chat(argv, lines, monkeypatch, capsys):
    """Run main(--interactive) on stdin `lines`; returns (runs, each turn's generate() call, stdout, stderr)."""
    calls, real = [], GENERATE

    def spy(model, prompt, max_new_tokens, **kw):
        out = real(model, prompt, max_new_tokens, **kw)
        calls.append({"prompt": list(prompt), "cached": kw.get("cached", 0), "out": out, "max_new": max_new_tokens,
                      "cost": kw["passes"].cost if "passes" in kw else None})
        return out

    monkeypatch.setattr(g, "generate", spy)
    # Timed costs decide how many drafts a lossy rule verifies; on a loaded machine a 2-token pass can time
    # slower than two 1-token steps and no draft is ever verified. Fixed costs make the runs repeatable.
    monkeypatch.setattr(drafting, "measure_costs", lambda model, passes, max_width, repeats=2:
                        [0.0] + [1.0 + 0.1 * (w - 1) for w in range(1, max_width + 1)])
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(line + "\n" for line in lines)))
    runs = g.main(["--interactive", *map(str, argv)])
    out = capsys.readouterr()
    return runs, calls, out.out, out.err


def fresh(folder, prompt, max_new, verify=judge.Verify(), k=0, cost=None):
    """A fresh, non-interactive greedy run on the whole conversation so far. cost: the chat's measured pass
    costs, from which a lossy rule picks how many drafts to verify (so its output depends on them)."""
    model = checkpoint.load_model(folder)
    model.setup_caches(1, model.args.max_seq_len)
    return GENERATE(model, prompt, max_new, stop_ids=load_tokenizer(folder).stop_ids, verify=verify,
                      draft=drafting.make("ngram", k) if k else None, passes=g.Passes(cost=cost))


@pytest.mark.parametrize("rule", ["standard", "judge"])
def test_second_turn_prefills_only_its_tokens_and_answers_like_a_fresh_run(rule, ck, monkeypatch, capsys):
    tok = load_tokenizer(ck)
    extra = ["--judge", ck.parent / "judge.pt"] if rule == "judge" else []
    runs, calls, out, _ = chat(["--checkpoint_path", ck, "--max_new_tokens", 12, "--draft", "ngram",
                                "--speculate_k", 6, *extra], TURNS, monkeypatch, capsys)
    assert len(runs) == len(calls) == 2
    first, second = calls
    assert first["prompt"] == tok.encode_chat(TURNS[0]) and first["cached"] == 0
    # Turn 2's prompt is the conversation: turn 1, its answer (a stop token is replaced by the template's own
    # end of turn), then the new turn. The cache holds all of turn 1 but its last token.
    answer = first["out"][:-1] if first["out"][-1] in tok.stop_ids else first["out"]
    new_turn = tok.encode_next_turn(TURNS[1])
    assert second["prompt"] == first["prompt"] + answer + new_turn
    assert second["cached"] == len(first["prompt"]) + len(first["out"]) - 1
    assert runs[0]["prefilled"] == len(first["prompt"])
    assert runs[1]["prefilled"] == len(second["prompt"]) - second["cached"] <= len(new_turn) + 1
    assert f"prefilled {runs[1]['prefilled']} new tokens, {second['cached']} from the cache" in out
    assert "[turn 1]" in out and "[turn 2]" in out
    verify = judge.Verify()
    if rule == "judge":
        blank, stops = judge.degenerate_masks(tok, VOCAB, "cpu")
        verify = judge.Verify("judge", 0.5, judge.load_judge(ck.parent / "judge.pt", 64)[0], blank=blank, stops=stops)
        assert runs[1]["rule_only_accepted"] > 0 or runs[0]["rule_only_accepted"] > 0  # the judge did decide
    for call in calls:
        assert call["out"] == fresh(ck, call["prompt"], call["max_new"], verify, 6, call["cost"])
    if rule == "standard":  # exact: also what plain greedy decoding answers
        assert second["out"] == fresh(ck, second["prompt"], second["max_new"])


@pytest.mark.parametrize("rule", ["judge"])  # a judge keeping every draft: more drafts, and the rule's path too
def test_an_eagle_heads_cache_is_carried_across_turns_and_drafts_what_a_fresh_run_drafts(rule, ck, tmp_path,
                                                                                         monkeypatch, capsys):
    """--draft eagle in a chat: turn 2's target pass starts where the head's cache ends (a few positions before
    the target's), and every turn drafts token for token what a fresh run over the whole conversation drafts.
    A random head attends over its cache, so a stale or missing cache entry would change its drafts."""
    import checkpoint
    from test_eagle import AUX, head_blob, random_head, target

    judge_file = ck.parent / "judge.pt"
    t = target(3.0, vocab_size=VOCAB)  # 3 layers: the head reads each one's input
    ck = write_checkpoint(tmp_path / "tiny3", t)
    checkpoint.save_atomic(head_blob(random_head(t, draft_vocab=VOCAB), t), ck.parent / "head.pt")
    drafted, real = [], drafting.eagle_draft

    def spy(d, seq, k, s, passes):
        out = real(d, seq, k, s, passes)
        drafted.append((len(seq), out[0].tolist()))
        return out

    monkeypatch.setattr(drafting, "eagle_draft", spy)
    monkeypatch.setattr(drafting, "measure_head_cost", lambda head, passes, repeats=5: 0.05)
    extra = ["--verify", "judge", "--judge", judge_file] if rule == "judge" else []
    runs, calls, out, _ = chat(["--checkpoint_path", ck, "--max_new_tokens", 12, "--draft", "eagle", "--eagle",
                                ck.parent / "head.pt", "--speculate_k", 4, *extra], TURNS, monkeypatch, capsys)
    first, second = calls
    assert second["cached"] == len(first["prompt"]) + len(first["out"]) - 1
    lag = second["cached"] - (len(second["prompt"]) - runs[1]["prefilled"])  # positions read again for the head
    assert 0 <= lag <= 4 + 1 and f"prefilled {runs[1]['prefilled']} new tokens" in out
    chat_drafts, drafted[:] = list(drafted), []
    verify = judge.Verify()
    if rule == "judge":
        blank, stops = judge.degenerate_masks(load_tokenizer(ck), VOCAB, "cpu")
        verify = judge.Verify("judge", 0.5, judge.load_judge(judge_file, 64)[0], blank=blank, stops=stops)
    fresh_drafts = []
    for call in calls:
        model = checkpoint.load_model(ck)
        model.setup_caches(1, model.args.max_seq_len)
        head, _ = drafting.load_eagle(ck.parent / "head.pt", model)
        head.setup_caches(1, model.args.max_seq_len)
        got = GENERATE(model, call["prompt"], call["max_new"], stop_ids=load_tokenizer(ck).stop_ids, verify=verify,
                       draft=drafting.make("eagle", 4, head=head, aux_layers=AUX, stop=g.EAGLE_STOP),  # the CLI's default
                       passes=g.Passes(cost=call["cost"], draft_cost=0.05))
        assert got == call["out"]
        fresh_drafts += drafted
        drafted[:] = []
    assert chat_drafts == fresh_drafts and sum(len(d) for _, d in chat_drafts) > 4


def test_only_the_new_turn_goes_through_the_prefill_pass(ck, monkeypatch, capsys):
    widths, real = [], g.forward_logits

    def spy(model, tokens, input_pos):
        widths.append((len(tokens), int(input_pos[0])))
        return real(model, tokens, input_pos)

    monkeypatch.setattr(g, "forward_logits", spy)  # generate's prefill; the steps' passes are Passes' own
    runs, calls, _, _ = chat(["--checkpoint_path", ck, "--max_new_tokens", 8], TURNS, monkeypatch, capsys)
    second = calls[1]
    assert widths == [(len(calls[0]["prompt"]) - 1, 0),
                      (len(second["prompt"]) - 1 - second["cached"], second["cached"])]


def test_eof_at_once_ends_the_chat_with_no_turns(ck, monkeypatch, capsys):
    runs, calls, _, err = chat(["--checkpoint_path", ck], [], monkeypatch, capsys)
    assert runs == [] and calls == [] and "Traceback" not in err


def test_a_turn_that_overflows_the_context_is_refused_with_a_note_and_the_chat_goes_on(ck, monkeypatch, capsys):
    lines = [TURNS[0], "x" * 300, TURNS[1]]  # the tiny model's context is 256 tokens
    runs, calls, out, err = chat(["--checkpoint_path", ck, "--max_new_tokens", 8], lines, monkeypatch, capsys)
    assert len(runs) == 2 and "turn refused" in err and "Traceback" not in err
    assert calls[1]["prompt"][:len(calls[0]["prompt"])] == calls[0]["prompt"]  # the refused turn left no trace


def test_a_line_that_is_not_utf8_is_asked_again_not_answered(ck, monkeypatch, capsys):
    # what stdin's surrogateescape makes of the bytes b"caf\xe9" (Latin-1): a lone surrogate, not a character
    runs, calls, _, err = chat(["--checkpoint_path", ck, "--max_new_tokens", 4], ["caf\udce9", TURNS[0]],
                               monkeypatch, capsys)
    assert len(runs) == 1 and "not UTF-8 text: type it again" in err
    assert load_tokenizer(ck).encode("\ufffd")[0] not in calls[0]["prompt"]  # the bad line never reached the model


@pytest.mark.parametrize("flag", [["--draft_text", "a.txt"], ["--prompt", "hi"], ["--prompt_file", "p.txt"],
                                  ["--no-chat"], ["--num_samples", "2"]])
def test_flags_for_one_prompt_are_refused_with_interactive(flag, ck, tmp_path, capsys):
    for name in ("a.txt", "p.txt"):
        (tmp_path / name).write_text("hello")
    argv = ["--interactive", "--checkpoint_path", str(ck)] + [str(tmp_path / f) if f.endswith(".txt") else f
                                                              for f in flag]
    with pytest.raises(SystemExit) as e:
        g.main(argv)
    assert_one_line_error(str(e.value.code), flag[0], "--interactive")


def run_chat_process(ck, **kw):
    return subprocess.Popen([sys.executable, str(ROOT / "generate.py"), "--interactive", "--checkpoint_path", str(ck),
                             "--max_new_tokens", "4"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, cwd=ROOT, preexec_fn=ctrl_c_reaches_it, **kw)


def test_the_process_exits_0_at_eof_after_a_turn(ck):
    p = run_chat_process(ck)
    out, err = p.communicate(TURNS[0] + "\n", timeout=HANG)
    assert p.returncode == 0, err
    assert "[turn 1]" in out and "Traceback" not in err


def test_ctrl_c_at_the_prompt_exits_0_without_a_traceback(ck):
    p = run_chat_process(ck)
    waited = ""
    deadline = time.time() + 120
    while not waited.endswith("> ") and time.time() < deadline:  # input() has printed its prompt: reading stdin
        waited += p.stdout.read(1)
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=HANG)
    assert p.returncode == 0, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err


def test_the_embedded_smollm2_keeps_a_judged_two_turn_chat_in_its_cache(smollm2, smollm2_tok, monkeypatch, capsys):
    lines = ["What is the capital of France?", "And of Italy?"]
    runs, calls, out, _ = chat(["--max_new_tokens", 16, "--draft", "ngram", "--speculate_k", 8, "--verify", "judge"],
                               lines, monkeypatch, capsys)
    first, second = calls
    ended = first["out"][-1] in smollm2_tok.stop_ids  # then its stop token was never fed: the new turn replaces it
    assert runs[1]["prefilled"] == len(smollm2_tok.encode_next_turn(lines[1])) + (not ended), out
    assert "[turn 1]" in out and "[turn 2]" in out and second["cached"] > len(first["prompt"])
    head, meta = judge.load_judge(g.JUDGES / "SmolLM2-135M-Instruct.pt", 576)
    blank, stops = judge.degenerate_masks(smollm2_tok, 49152, "cpu")
    verify = judge.Verify("judge", meta.get("delta", 0.5), head, blank=blank, stops=stops)
    assert second["out"] == fresh(smollm2, second["prompt"], second["max_new"], verify, 8, second["cost"])


def test_under_torchrun_rank_0_reads_stdin_and_both_ranks_answer_each_turn(ck):
    import os
    import socket

    with socket.socket() as s:  # a free port per launch
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ, OMP_NUM_THREADS="1", PYTHONPATH=str(ROOT))
    for k in ("RANK", "WORLD_SIZE", "LOCAL_RANK", "MASTER_ADDR", "MASTER_PORT"):
        env.pop(k, None)
    args = ["generate.py", "--interactive", "--checkpoint_path", str(ck), "--max_new_tokens", "8", "--draft", "ngram",
            "--speculate_k", "4"]
    stdin = "".join(t + "\n" for t in TURNS)
    one = subprocess.run([sys.executable, *args], input=stdin, capture_output=True, text=True, cwd=ROOT, timeout=HANG)
    r = subprocess.run([sys.executable, "-m", "torch.distributed.run", "--nproc_per_node", "2", "--master_addr",
                        "127.0.0.1", "--master_port", str(port), *args], input=stdin, capture_output=True, text=True,
                       cwd=ROOT, env=env, timeout=HANG)
    assert one.returncode == 0 and r.returncode == 0, r.stderr
    assert r.stdout.count("[turn 1]") == r.stdout.count("[turn 2]") == 1 and "[turn 3]" not in r.stdout
    # The answers follow input()'s "> "; how many drafts a step verifies follows each run's measured costs.
    answers = [[line for line in o.stdout.splitlines() if line.startswith("> ")] for o in (one, r)]
    assert len(answers[0]) == 3 and answers[0] == answers[1]  # two answers, then the prompt that met EOF
