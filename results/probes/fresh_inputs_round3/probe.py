"""Fresh bad/unusual inputs, round 3: content problems, combinations, outputs, odd paths.

Builds its own scratch inputs under /tmp/fresh3 (never touches a tracked file), runs every case one at a time
with OMP_NUM_THREADS=1 and `timeout 60` from /tmp/fresh3/cwd, classifies each outcome and writes results.md
beside this file.

    .venv/bin/python results/probes/fresh_inputs_round3/probe.py [CASE_ID ...]

Verdicts:
  OK-refused  non-zero exit, no traceback, the last stderr line carries every word the case says a good
              message must name (the file / flag and the problem)
  OK-ran      exit 0 and the case's own check of the result passes
  FAIL-<kind> traceback | hang | misleading message | silent wrong result | replaced/deleted a file |
              leftover temporary file
"""
import json
import os
import re
import shutil
import stat
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
PY = str(ROOT / ".venv" / "bin" / "python")
S = Path("/tmp/fresh3")
CWD = S / "cwd"
SMOL = ROOT / "checkpoints" / "SmolLM2-135M-Instruct"
QWEN05 = ROOT / "checkpoints" / "Qwen2.5-Coder-0.5B-Instruct"
J_SMOL = ROOT / "judges" / "SmolLM2-135M-Instruct.pt"
J_EAGLE = ROOT / "judges" / "SmolLM2-135M-Instruct.eagle.pt"
J_QWEN = ROOT / "judges" / "Qwen2.5-Coder-1.5B-Instruct.pt"
J_CHECK = ROOT / "judges" / "SmolLM2-135M-Instruct.check.json"
OUT_MD = Path(__file__).resolve().parent / "results.md"
TMP_PAT = re.compile(r"\.tmp\d+|\.old\d+|^\.probe")

G = [PY, str(ROOT / "generate.py")]
FAST = ["--max_new_tokens", "3", "--threads", "1"]


def sc(name):
    return str(ROOT / "scripts" / name)


# ------------------------------------------------------------------------------------------ scratch inputs
def ckpt(name, cfg=None, tok=None, weights=SMOL / "model.pth", raw_cfg=None, raw_tok=None):
    """A checkpoint folder under /tmp/fresh3/ck: model.pth linked to `weights`, config.json and the tokenizer
    from SmolLM2, edited by cfg(dict) / tok(dict) or replaced by raw bytes."""
    d = S / "ck" / name
    d.mkdir(parents=True, exist_ok=True)
    os.symlink(weights, d / "model.pth")
    base = json.loads((SMOL / "config.json").read_text())
    if raw_cfg is not None:
        (d / "config.json").write_bytes(raw_cfg)
    else:
        if cfg:
            cfg(base)
        (d / "config.json").write_text(json.dumps(base, indent=1))
    if raw_tok is not None:
        (d / "bpe_tokenizer.json").write_bytes(raw_tok)
    elif tok is not None:
        t = json.loads((SMOL / "bpe_tokenizer.json").read_text())
        tok(t)
        (d / "bpe_tokenizer.json").write_text(json.dumps(t))
    else:
        os.symlink(SMOL / "bpe_tokenizer.json", d / "bpe_tokenizer.json")
    return str(d)


def setf(**kv):
    return lambda c: c.update(kv)


def delf(*keys):
    def f(c):
        for k in keys:
            c.pop(k, None)
    return f


def write(path, data):
    p = S / path
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    return str(p)


def jsonl(path, rows, raw_prefix=b""):
    lines = [r if isinstance(r, str) else json.dumps(r) for r in rows]
    return write(path, raw_prefix + ("\n".join(lines) + "\n").encode("utf-8"))


GOOD = [{"question": f"What is {a} + {b}?", "correct": f"{a} + {b} = {a + b}.",
         "wrong": f"{a} + {b} = {a + b + 1}.", "error_at": len(f"{a} + {b} = ")} for a, b in
        [(2, 3), (4, 5), (6, 1), (7, 8), (3, 3), (9, 2), (5, 5), (1, 8)]]


def build():
    if S.exists():
        for p in S.rglob("*"):  # the read-only folders of an earlier run
            if p.is_dir() and not p.is_symlink():
                p.chmod(0o755)
        shutil.rmtree(S)
    CWD.mkdir(parents=True)
    tok_full = (SMOL / "bpe_tokenizer.json").read_bytes()
    P = {}
    # config.json content
    P["cfg_str"] = ckpt("cfg_str", setf(hidden_size="576"))
    P["cfg_neg_heads"] = ckpt("cfg_neg_heads", setf(num_attention_heads=-9))
    P["cfg_no_vocab"] = ckpt("cfg_no_vocab", delf("vocab_size"))
    P["cfg_extra"] = ckpt("cfg_extra", setf(torch_dtype="bfloat16", transformers_version="4.44.0", foo={"bar": [1]},
                                            use_cache=True, bos_token_id=1, eos_token_id=2))
    P["cfg_vocab_small"] = ckpt("cfg_vocab_small", setf(vocab_size=49000))
    P["cfg_layers29"] = ckpt("cfg_layers29", setf(num_hidden_layers=29))
    P["cfg_layers31"] = ckpt("cfg_layers31", setf(num_hidden_layers=31))
    P["cfg_ctx64"] = ckpt("cfg_ctx64", setf(max_position_embeddings=64))
    P["cfg_ctx_float"] = ckpt("cfg_ctx_float", setf(max_position_embeddings=8192.0))
    P["cfg_theta_str"] = ckpt("cfg_theta_str", setf(rope_theta="100000"))
    P["cfg_kv4"] = ckpt("cfg_kv4", setf(num_key_value_heads=4))
    P["cfg_list"] = ckpt("cfg_list", raw_cfg=b"[1, 2, 3]")
    P["cfg_bom"] = ckpt("cfg_bom", raw_cfg=b"\xef\xbb\xbf" + (SMOL / "config.json").read_bytes())
    P["cfg_untied"] = ckpt("cfg_untied", setf(tie_word_embeddings=False))
    P["cfg_headdim32"] = ckpt("cfg_headdim32", setf(head_dim=32))
    P["cfg_mistral"] = ckpt("cfg_mistral", setf(model_type="mistral"))
    P["cfg_yarn"] = ckpt("cfg_yarn", setf(rope_scaling={"rope_type": "yarn", "factor": 4.0}))
    P["cfg_empty"] = ckpt("cfg_empty", raw_cfg=b"")
    P["cfg_qwen_weights"] = ckpt("cfg_qwen_weights", weights=QWEN05 / "model.pth")
    # tokenizer content
    P["tok_trunc"] = ckpt("tok_trunc", raw_tok=tok_full[:len(tok_full) // 2])
    P["tok_tokens_dict"] = ckpt("tok_tokens_dict", tok=lambda t: t.update(tokens={"a": 1}))
    P["tok_eos_str"] = ckpt("tok_eos_str", tok=lambda t: t.update(eos_token_id="2"))
    P["tok_tmpl_num"] = ckpt("tok_tmpl_num", tok=lambda t: t.update(chat_template=123))
    P["tok_cut"] = ckpt("tok_cut", tok=lambda t: t.update(tokens=t["tokens"][:1000], token_type=t["token_type"][:1000]))
    P["tok_no_merges"] = ckpt("tok_no_merges", tok=lambda t: t.pop("merges"))
    P["tok_type2"] = ckpt("tok_type2", tok=lambda t: t["token_type"].__setitem__(5000, 2))

    def no_chat(t):
        t["tokens"][1] = "<|im_begin|>"  # a ChatML-less vocab: no <|im_start|> special
    P["tok_nochat"] = ckpt("tok_nochat", tok=no_chat)
    # a checkpoint path with spaces and non-ASCII
    P["uni"] = ckpt("my ckpt ü 模型")
    # prompt / draft text files
    P["bin"] = write("in/binary.bin", bytes(range(256)) * 64)
    P["empty"] = write("in/empty.txt", b"")
    P["badutf8"] = write("in/bad_utf8.txt", b"What is the capital of France? caf\xc3\x28 ok\n")
    P["huge"] = write("in/huge.txt", ("The quick brown fox jumps over the lazy dog. " * 45000).encode())
    P["utf16"] = write("in/utf16.txt", "What is the capital of France?".encode("utf-16"))
    P["bom"] = write("in/bom.txt", b"\xef\xbb\xbf" + DEFAULT_PROMPT.encode())
    P["nobom"] = write("in/nobom.txt", DEFAULT_PROMPT.encode())
    P["nul"] = write("in/nul.txt", "What is\x00 the capital\x00 of France?")
    P["ws"] = write("in/ws.txt", "\n  \n")  # what `echo > p.txt` and a stray edit leave
    os.symlink(S / "in", S / "in_dirlink")
    P["draft_answer"] = write("in/answer.txt", "The capital of France is Paris.")
    # outputs
    (S / "outdir").mkdir()
    (S / "outdir" / "keep.txt").write_text("keep")
    P["afile"] = write("afile", "i am a file\n")
    ro = S / "readonly"
    ro.mkdir()
    ro.chmod(0o555)
    P["existing_json"] = write("existing.json", '{"mine": true}\n')
    P["binary_out"] = write("binary_out.jsonl", bytes(range(256)))
    P["notes"] = write("notes.txt", "my notes line 1\nline 2\n")
    # train_judge data
    P["d_err_str"] = jsonl("d/err_str.jsonl", GOOD[:3] + [dict(GOOD[3], error_at="5")])
    P["d_err_past"] = jsonl("d/err_past.jsonl", [dict(GOOD[0], error_at=500)] + GOOD[1:])
    P["d_err_float"] = jsonl("d/err_float.jsonl", [dict(GOOD[0], error_at=6.0)] + GOOD[1:])
    P["d_err_neg"] = jsonl("d/err_neg.jsonl", [dict(GOOD[0], error_at=-1)] + GOOD[1:])
    P["d_err_bool"] = jsonl("d/err_bool.jsonl", [dict(GOOD[0], error_at=True)] + GOOD[1:])
    P["d_blank"] = write("d/blank.jsonl", "\n\n   \n\t\n")
    P["d_bom"] = jsonl("d/bom.jsonl", GOOD, raw_prefix=b"\xef\xbb\xbf")
    P["d_empty_correct"] = jsonl("d/empty_correct.jsonl", [{"question": "Say nothing.", "correct": ""}] + GOOD)
    P["d_q_num"] = jsonl("d/q_num.jsonl", [dict(GOOD[0], question=5)] + GOOD[1:])
    P["d_array"] = jsonl("d/array.jsonl", GOOD[:2] + ["[1, 2, 3]"])
    P["d_one"] = jsonl("d/one.jsonl", GOOD[:1])
    P["d_good"] = jsonl("d/good.jsonl", GOOD)
    P["d_crlf"] = write("d/crlf.jsonl", "\r\n".join(json.dumps(r) for r in GOOD) + "\r\n")
    P["d_dir"] = str(S / "d")
    # speculators / HF / GGUF
    (S / "hf_cfg_only").mkdir()
    shutil.copy(SMOL / "config.json", S / "hf_cfg_only" / "config.json")
    shutil.copy(J_EAGLE, S / "eagle_copy.pt")
    return P


DEFAULT_PROMPT = "What is the capital of France?"


# ----------------------------------------------------------------------------------------------- checks
def out_equal(other_cmd):
    """The answer (stdout) equals that of other_cmd: an input that should mean the same, decoded the same."""
    def check(r):
        o = run(other_cmd)
        if o["rc"] != 0:
            return None
        a, b = r["stdout"].strip().splitlines()[:1], o["stdout"].strip().splitlines()[:1]
        if a != b:
            return "FAIL-silent wrong result", f"answer differs from the plain input's: {a} vs {b}"
        return None
    return check


def file_json(path):
    def check(r):
        p = Path(path)
        if not p.is_file():
            return "FAIL-silent wrong result", f"exit 0 but {p} was not written"
        try:
            json.loads(p.read_text())
        except ValueError:
            return "FAIL-silent wrong result", f"{p} is not JSON"
        return None
    return check


def unchanged(path, content):
    def check(r):
        p = Path(path)
        if not p.is_file() or p.read_bytes() != content:
            return "FAIL-replaced/deleted a file", f"{p} changed or vanished"
        return None
    return check


def stderr_has(*words, verdict="FAIL-silent wrong result", why=""):
    def check(r):
        if not all(w.lower() in r["stderr"].lower() for w in words):
            return verdict, why or f"stderr lacks {words}"
        return None
    return check


def all_of(*checks):
    def check(r):
        for c in checks:
            v = c(r)
            if v:
                return v
        return None
    return check


# ------------------------------------------------------------------------------------------------ cases
def cases(P):
    C = []

    def add(cid, desc, cmd, expect="refuse", must=(), stdin=None, check=None):
        C.append(dict(id=cid, desc=desc, cmd=[str(c) for c in cmd], expect=expect, must=must, stdin=stdin, check=check))

    # config.json content
    add("cfg_str", "config hidden_size is the string \"576\"", G + ["--checkpoint_path", P["cfg_str"]] + FAST,
        must=("config.json", "hidden_size"))
    add("cfg_neg_heads", "config num_attention_heads -9", G + ["--checkpoint_path", P["cfg_neg_heads"]] + FAST,
        must=("config.json", "num_attention_heads"))
    add("cfg_no_vocab", "config without vocab_size", G + ["--checkpoint_path", P["cfg_no_vocab"]] + FAST,
        must=("config.json", "vocab_size"))
    add("cfg_extra", "config with unknown/extra HF keys (torch_dtype, foo, use_cache)",
        G + ["--checkpoint_path", P["cfg_extra"]] + FAST, expect="run")
    add("cfg_vocab_small", "config vocab_size 49000 < the weights' 49152", G + ["--checkpoint_path", P["cfg_vocab_small"]] + FAST,
        must=("model.pth", "config.json"))
    add("cfg_layers29", "config num_hidden_layers 29 (weights have 30)", G + ["--checkpoint_path", P["cfg_layers29"]] + FAST,
        must=("model.pth", "config.json"))
    add("cfg_layers31", "config num_hidden_layers 31 (weights have 30)", G + ["--checkpoint_path", P["cfg_layers31"]] + FAST,
        must=("model.pth", "config.json"))
    add("cfg_ctx64_long", "64-token context, --max_new_tokens 500 --no-chat", G + ["--checkpoint_path", P["cfg_ctx64"],
        "--no-chat", "--prompt", "Paris is", "--max_new_tokens", "500", "--threads", "1"], expect="run",
        check=stderr_has("cut to", why="no note that --max_new_tokens was cut"))
    add("cfg_ctx64_chat", "64-token context with the chat template's system prompt and --speculate_k 40",
        G + ["--checkpoint_path", P["cfg_ctx64"], "--draft", "ngram", "--speculate_k", "40"] + FAST,
        must=("--speculate_k",))
    add("cfg_ctx_float", "config max_position_embeddings 8192.0 (a float)", G + ["--checkpoint_path", P["cfg_ctx_float"]] + FAST,
        must=("config.json", "max_position_embeddings"))
    add("cfg_theta_str", "config rope_theta \"100000\" (a string)", G + ["--checkpoint_path", P["cfg_theta_str"]] + FAST,
        must=("config.json", "rope_theta"))
    add("cfg_kv4", "config num_key_value_heads 4 (9 heads)", G + ["--checkpoint_path", P["cfg_kv4"]] + FAST,
        must=("config.json", "kv"))
    add("cfg_list", "config.json is a JSON array", G + ["--checkpoint_path", P["cfg_list"]] + FAST,
        must=("config.json", "object"))
    add("cfg_bom", "config.json starts with a UTF-8 BOM", G + ["--checkpoint_path", P["cfg_bom"]] + FAST,
        expect="either", must=("config.json",))
    add("cfg_untied", "config tie_word_embeddings false (weights have no output.weight)",
        G + ["--checkpoint_path", P["cfg_untied"]] + FAST, must=("model.pth", "output.weight"))
    add("cfg_headdim32", "config head_dim 32 (weights: 64)", G + ["--checkpoint_path", P["cfg_headdim32"]] + FAST,
        must=("model.pth", "config.json"))
    add("cfg_mistral", "config model_type mistral", G + ["--checkpoint_path", P["cfg_mistral"]] + FAST,
        must=("config.json", "mistral"))
    add("cfg_yarn", "config rope_scaling yarn", G + ["--checkpoint_path", P["cfg_yarn"]] + FAST,
        must=("config.json", "yarn"))
    add("cfg_empty", "config.json is 0 bytes", G + ["--checkpoint_path", P["cfg_empty"]] + FAST, must=("config.json",))
    add("cfg_qwen_weights", "SmolLM2 config.json beside Qwen2.5-0.5B's model.pth",
        G + ["--checkpoint_path", P["cfg_qwen_weights"]] + FAST, must=("model.pth", "config.json"))
    # tokenizer content
    add("tok_trunc", "bpe_tokenizer.json cut in half", G + ["--checkpoint_path", P["tok_trunc"]] + FAST,
        must=("bpe_tokenizer.json", "json"))
    add("tok_tokens_dict", "tokenizer 'tokens' is an object", G + ["--checkpoint_path", P["tok_tokens_dict"]] + FAST,
        must=("bpe_tokenizer.json", "tokens"))
    add("tok_eos_str", "tokenizer eos_token_id \"2\"", G + ["--checkpoint_path", P["tok_eos_str"]] + FAST,
        must=("bpe_tokenizer.json", "eos_token_id"))
    add("tok_tmpl_num", "tokenizer chat_template 123", G + ["--checkpoint_path", P["tok_tmpl_num"]] + FAST,
        must=("bpe_tokenizer.json", "chat_template"))
    add("tok_cut", "tokenizer cut to its first 1000 tokens", G + ["--checkpoint_path", P["tok_cut"]] + FAST,
        must=("bpe_tokenizer.json",))
    add("tok_no_merges", "tokenizer without 'merges'", G + ["--checkpoint_path", P["tok_no_merges"]] + FAST,
        must=("bpe_tokenizer.json", "merges"))
    add("tok_type2", "tokenizer token_type 2 (GGUF 'unknown') on one token", G + ["--checkpoint_path", P["tok_type2"]] + FAST,
        must=("bpe_tokenizer.json", "type"))
    add("tok_nochat", "tokenizer without an <|im_start|> special, chat on (default)", G + ["--checkpoint_path", P["tok_nochat"]] + FAST,
        must=("chat template", "--no-chat"))
    # checkpoint paths
    add("path_slash", "--checkpoint_path with a trailing slash", G + ["--checkpoint_path", str(SMOL) + "/"] + FAST, expect="run")
    add("path_config", "--checkpoint_path pointing at config.json", G + ["--checkpoint_path", SMOL / "config.json"] + FAST,
        must=("config.json", "weights"))
    add("path_tok", "--checkpoint_path pointing at bpe_tokenizer.json", G + ["--checkpoint_path", SMOL / "bpe_tokenizer.json"] + FAST,
        must=("bpe_tokenizer.json", "weights"))
    add("path_unicode", "checkpoint folder with spaces and non-ASCII", G + ["--checkpoint_path", P["uni"]] + FAST, expect="run")
    # judges and heads of the wrong kind
    add("judge_qwen", "--judge of the 1536-wide Qwen target on SmolLM2", G + ["--draft", "ngram", "--judge", J_QWEN] + FAST,
        must=("Qwen2.5-Coder-1.5B-Instruct.pt", "hidden size"))
    add("judge_is_eagle", "an EAGLE head given as --judge", G + ["--draft", "ngram", "--judge", J_EAGLE] + FAST,
        must=("eagle.pt", "judge"))
    add("eagle_is_judge", "a judge file given as --eagle", G + ["--eagle", J_SMOL] + FAST,
        must=("SmolLM2-135M-Instruct.pt", "eagle"))
    add("eagle_is_json", "--eagle a JSON file (.check.json)", G + ["--eagle", J_CHECK] + FAST, must=("check.json",))
    add("eagle_ckpt_dir", "--eagle the SmolLM2 checkpoint folder (not a head)", G + ["--eagle", SMOL] + FAST,
        must=("config.json", "eagle"))
    add("guarded_qwen", "--verify guarded with the Qwen judge on SmolLM2",
        G + ["--draft", "ngram", "--verify", "guarded", "--judge", J_QWEN] + FAST, must=("hidden size",))
    # combinations
    add("draft_qwen_vocab", "--draft model with Qwen2.5-0.5B (151936-token vocab) for SmolLM2",
        G + ["--draft_checkpoint_path", QWEN05] + FAST, must=("vocab",))
    add("self_draft_samples", "--draft model = the target itself, --num_samples 2, temperature 0.8",
        G + ["--draft_checkpoint_path", SMOL, "--num_samples", "2", "--temperature", "0.8", "--speculate_k", "4"] + FAST,
        expect="run", check=lambda r: None if r["stdout"].count("[2/2]") + r["stderr"].count("[2/2]") else
        ("FAIL-silent wrong result", "no second sample"))
    add("ngram_samples3", "--draft ngram --num_samples 3 --temperature 0.7 --top_k 5 --top_p 0.9",
        G + ["--draft", "ngram", "--num_samples", "3", "--temperature", "0.7", "--top_k", "5", "--top_p", "0.9"] + FAST,
        expect="run")
    add("interactive_empty", "--interactive with empty stdin", G + ["--interactive", "--threads", "1"], expect="run", stdin=b"")
    add("interactive_binary", "--interactive with invalid-UTF-8 stdin", G + ["--interactive"] + FAST, expect="either",
        stdin=b"\xff\xfe\xc3\x28 hello\n", must=("stdin", "utf-8"))
    add("interactive_blank", "--interactive with only blank/whitespace lines", G + ["--interactive"] + FAST,
        expect="run", stdin=b"\n   \n\t\n")
    add("interactive_longline", "--interactive with one 300 KB line", G + ["--interactive"] + FAST, expect="run",
        stdin=("word " * 60000 + "\n").encode(), check=stderr_has("refused", why="no note refusing the too-long turn"))
    add("topk_frac", "--verify topk --threshold 2.5 (a fractional K)",
        G + ["--draft", "ngram", "--verify", "topk", "--threshold", "2.5"] + FAST, must=("--threshold", "topk"))
    add("dev_mps", "--device mps on this CPU box", G + ["--device", "mps"] + FAST, must=("mps",))
    add("dev_cuda0", "--device cuda:0 on this CPU box", G + ["--device", "cuda:0"] + FAST, must=("cuda",))
    add("dev_cpu1", "--device cpu:1", G + ["--device", "cpu:1"] + FAST, expect="either", must=("cpu:1",))
    add("dev_meta", "--device meta", G + ["--device", "meta"] + FAST, must=("meta",))
    add("fp16_cpu", "--dtype float16 on CPU", G + ["--dtype", "float16"] + FAST, expect="either", must=("float16",))
    add("bf16_eagle", "--dtype bfloat16 --draft eagle on CPU", G + ["--dtype", "bfloat16", "--draft", "eagle"] + FAST, expect="run")
    add("nochat_empty", "--no-chat --prompt '' (no bos: an empty prompt)", G + ["--no-chat", "--prompt", "", "--draft", "ngram"] + FAST,
        expect="either", must=("prompt",))
    add("argv_surrogate", "--prompt with an invalid UTF-8 byte in argv", G + ["--prompt", "caf\udcff?"] + FAST, expect="run")
    # prompt / draft text files
    add("pf_binary", "--prompt_file binary", G + ["--prompt_file", P["bin"]] + FAST, must=("binary.bin", "utf-8"))
    add("pf_empty", "--prompt_file 0 bytes", G + ["--prompt_file", P["empty"]] + FAST, must=("empty.txt", "empty"))
    add("pf_badutf8", "--prompt_file with one bad UTF-8 sequence mid-text", G + ["--prompt_file", P["badutf8"]] + FAST,
        must=("bad_utf8.txt", "utf-8"))
    add("pf_huge", "--prompt_file of 2 MB", G + ["--prompt_file", P["huge"]] + FAST, must=("prompt", "context"))
    add("pf_utf16", "--prompt_file in UTF-16", G + ["--prompt_file", P["utf16"]] + FAST, must=("utf16.txt", "utf-8"))
    add("pf_bom", "--prompt_file with a UTF-8 BOM (Notepad)", G + ["--prompt_file", P["bom"]] + FAST, expect="run",
        check=out_equal(G + ["--prompt_file", P["nobom"]] + FAST))
    add("pf_nul", "--prompt_file with NUL characters", G + ["--prompt_file", P["nul"]] + FAST, expect="run")
    add("pf_ws", "--prompt_file of blank lines only (a 0-byte one is refused)", G + ["--prompt_file", P["ws"]] + FAST,
        must=("ws.txt", "empty"))
    add("pf_dirlink", "--prompt_file a symlink to a folder", G + ["--prompt_file", S / "in_dirlink"] + FAST,
        must=("in_dirlink", "directory"))
    add("dt_empty", "--draft_text of 0 bytes", G + ["--draft_text", P["empty"]] + FAST, expect="either", must=("empty.txt",))
    add("dt_binary", "--draft_text binary", G + ["--draft_text", P["bin"]] + FAST, must=("--draft_text", "binary.bin"))
    add("dt_huge", "--draft_text of 2 MB", G + ["--draft_text", P["huge"], "--speculate_k", "4"] + FAST, expect="run")
    # outputs
    add("sj_dir", "--stats_json an existing folder", G + ["--stats_json", S / "outdir"] + FAST, must=("--stats_json", "outdir"),
        check=unchanged(S / "outdir" / "keep.txt", b"keep"))
    add("sj_in_file", "--stats_json inside a file", G + ["--stats_json", S / "afile" / "s.json"] + FAST,
        must=("--stats_json", "afile"))
    add("sj_readonly", "--stats_json in a chmod 555 folder (as root)", G + ["--stats_json", S / "readonly" / "s.json"] + FAST,
        expect="either", must=("readonly",))
    add("sj_deep", "--stats_json whose parent folders do not exist", G + ["--stats_json", S / "new" / "deeper" / "s.json"] + FAST,
        expect="run", check=file_json(S / "new" / "deeper" / "s.json"))
    add("sj_unicode", "--stats_json with spaces and non-ASCII", G + ["--stats_json", S / "out ü" / "stats 模型.json"] + FAST,
        expect="run", check=file_json(S / "out ü" / "stats 模型.json"))
    add("sj_exists", "--stats_json an existing file, no --force", G + ["--stats_json", P["existing_json"]] + FAST,
        must=("existing.json", "--force"), check=unchanged(P["existing_json"], b'{"mine": true}\n'))
    add("sj_relative", "--stats_json relative name (lands in cwd)", G + ["--stats_json", "rel_stats.json"] + FAST,
        expect="run", check=file_json(CWD / "rel_stats.json"))
    # train_judge.py --data
    TJ = [PY, str(ROOT / "train_judge.py"), "--checkpoint_path", SMOL, "--limit", "8", "--max_epochs", "5",
          "--no-progress", "--layers", "none"]
    jo = lambda n: ["--out", S / "tj" / f"{n}.pt"]
    add("tj_err_str", "--data: error_at \"5\" (a string)", TJ + ["--data", P["d_err_str"]] + jo("a"), must=("err_str.jsonl", "error_at"))
    add("tj_err_past", "--data: error_at 500 past the text", TJ + ["--data", P["d_err_past"]] + jo("b"), must=("err_past.jsonl", "error_at"))
    add("tj_err_float", "--data: error_at 6.0 (a float)", TJ + ["--data", P["d_err_float"]] + jo("c"), must=("err_float.jsonl", "error_at"))
    add("tj_err_neg", "--data: error_at -1", TJ + ["--data", P["d_err_neg"]] + jo("d"), must=("err_neg.jsonl", "error_at"))
    add("tj_err_bool", "--data: error_at true", TJ + ["--data", P["d_err_bool"]] + jo("e"), must=("err_bool.jsonl", "error_at"))
    add("tj_blank", "--data: only blank lines", TJ + ["--data", P["d_blank"]] + jo("f"), must=("blank.jsonl", "no examples"))
    add("tj_bom", "--data: a UTF-8 BOM before line 1", TJ + ["--data", P["d_bom"]] + jo("g"), expect="either",
        must=("bom.jsonl", "line 1"))
    add("tj_empty_correct", "--data: one example with correct \"\"", TJ + ["--data", P["d_empty_correct"]] + jo("h"),
        expect="either", must=("empty_correct.jsonl",))
    add("tj_q_num", "--data: question is a number", TJ + ["--data", P["d_q_num"]] + jo("i"), must=("q_num.jsonl", "question"))
    add("tj_array", "--data: a line that is a JSON array", TJ + ["--data", P["d_array"]] + jo("j"), must=("array.jsonl", "line 3"))
    add("tj_dir", "--data a folder", TJ + ["--data", P["d_dir"]] + jo("k"), must=(P["d_dir"], "director"))
    add("tj_one", "--data with a single example", TJ + ["--data", P["d_one"]] + jo("l"), must=("too few",))
    add("tj_crlf", "--data with CRLF line ends", TJ + ["--data", P["d_crlf"], "--out", S / "tj" / "crlf.pt"], expect="run",
        check=lambda r: None if (S / "tj" / "crlf.pt").is_file() else ("FAIL-silent wrong result", "no judge written"))
    add("tj_out_dir", "--out an existing folder", TJ + ["--data", P["d_good"], "--out", S / "outdir"], must=("--out", "outdir"))
    add("tj_featcache_file", "--feature_cache an existing file", TJ + ["--data", P["d_good"], "--feature_cache", P["afile"]] + jo("m"),
        must=("--feature_cache", "afile"), check=unchanged(P["afile"], b"i am a file\n"))
    add("tj_calib_eagle", "--calibrate with an EAGLE head as --judge",
        TJ + ["--calibrate", P["d_good"], "--judge", S / "eagle_copy.pt"] + jo("n"), must=("eagle_copy.pt",))
    add("tj_calib_qwen", "--calibrate the Qwen judge against SmolLM2",
        TJ + ["--calibrate", P["d_good"], "--judge", J_QWEN] + jo("o"), must=("hidden size",))
    # quantize.py
    add("q_config", "quantize --checkpoint_path config.json", [PY, ROOT / "quantize.py", "--checkpoint_path", SMOL / "config.json"],
        must=("config.json",))
    add("q_unicode", "quantize a checkpoint folder with spaces and non-ASCII",
        [PY, ROOT / "quantize.py", "--checkpoint_path", P["uni"]], expect="run",
        check=lambda r: None if (Path(P["uni"]) / "model_int8.pth").is_file() else ("FAIL-silent wrong result", "no model_int8.pth"))
    # convert_eagle.py
    add("ce_judge_src", "convert_eagle src = a judge file", [PY, sc("convert_eagle.py"), J_SMOL, S / "spec_from_judge"],
        must=("SmolLM2-135M-Instruct.pt",))
    add("ce_out_dir", "convert_eagle out = an existing folder, no --force", [PY, sc("convert_eagle.py"), J_EAGLE, S / "outdir"],
        must=("outdir",), check=unchanged(S / "outdir" / "keep.txt", b"keep"))
    add("ce_to_spec", "convert_eagle ours -> speculators folder (unicode name)",
        [PY, sc("convert_eagle.py"), J_EAGLE, S / "spec ü"], expect="run")
    add("eagle_spec_dir", "generate --eagle the converted speculators folder", G + ["--eagle", S / "spec ü"] + FAST, expect="run")
    add("ce_in_file", "convert_eagle speculators -> .pt inside a file", [PY, sc("convert_eagle.py"), S / "spec ü", S / "afile" / "x.pt"],
        must=("afile",))
    add("ce_ckpt_src", "convert_eagle src = the SmolLM2 checkpoint folder", [PY, sc("convert_eagle.py"), SMOL, S / "x.pt"],
        must=("config.json", "eagle"))
    add("ce_src_is_out", "convert_eagle out = src (.pt), --force", [PY, sc("convert_eagle.py"), S / "eagle_copy.pt",
        S / "eagle_copy.pt", "--force"], expect="either", must=("eagle_copy.pt",))
    # converters
    add("hf_our_ckpt", "convert_hf_checkpoint --hf_dir our own SmolLM2 folder (model.pth, no safetensors)",
        [PY, sc("convert_hf_checkpoint.py"), "--hf_dir", SMOL, "--out", S / "hfout"], must=("safetensors",))
    add("hf_cfg_only", "convert_hf_checkpoint --hf_dir with config.json only",
        [PY, sc("convert_hf_checkpoint.py"), "--hf_dir", S / "hf_cfg_only", "--out", S / "hfout2"], must=("safetensors",))
    add("hf_out_is_in", "convert_hf_checkpoint --out = --hf_dir", [PY, sc("convert_hf_checkpoint.py"), "--hf_dir",
        S / "hf_cfg_only", "--out", S / "hf_cfg_only"], must=("hf_cfg_only",))
    add("gguf_pth", "convert_gguf --gguf a model.pth", [PY, sc("convert_gguf.py"), "--gguf", SMOL / "model.pth", "--out", S / "gg"],
        must=("model.pth", "gguf"))
    add("gguf_json", "convert_gguf --gguf a JSON file", [PY, sc("convert_gguf.py"), "--gguf", SMOL / "config.json", "--out", S / "gg2"],
        must=("config.json", "gguf"))
    # benches and evals
    add("bp_width_ctx", "bench_passes --widths 100 on a 64-token context",
        [PY, sc("bench_passes.py"), "--checkpoint_path", P["cfg_ctx64"], "--widths", "100", "--repeats", "1"],
        must=("--widths", "context"))
    add("bq_mps", "bench_quant --device mps", [PY, sc("bench_quant.py"), "--device", "mps"], must=("mps",))
    add("bq_width_ctx", "bench_quant --widths 100 on a 64-token context",
        [PY, sc("bench_quant.py"), "--checkpoint_path", P["cfg_ctx64"], "--widths", "100", "--repeats", "1", "--new_tokens", "2",
         "--threads", "1"], must=("--widths", "context"))
    add("bd_config", "bench_decode --checkpoint_path config.json", [PY, sc("bench_decode.py"), "--checkpoint_path",
        SMOL / "config.json", "--repeats", "1", "--no_compile"], must=("config.json",))
    add("ev_outdir_file", "eval_verify --outdir an existing file", [PY, sc("eval_verify.py"), "--quick", "--outdir", P["afile"]],
        must=("--outdir", "afile"), check=unchanged(P["afile"], b"i am a file\n"))
    add("eh_report_empty", "eval_humaneval --report on an empty --out folder",
        [PY, sc("eval_humaneval.py"), "--report", "--out", S / "he_empty"], expect="either", must=("he_empty",))
    add("em_report_file", "eval_mtbench --report with --out a file", [PY, sc("eval_mtbench.py"), "--report", "--out", P["afile"]],
        must=("afile",), check=unchanged(P["afile"], b"i am a file\n"))
    add("eh_report_file", "eval_humaneval --report with --out a file", [PY, sc("eval_humaneval.py"), "--report", "--out", P["afile"]],
        must=("afile",), check=unchanged(P["afile"], b"i am a file\n"))
    add("lct_out_dir", "label_code_tasks --out an existing folder (SmolLM2 as target and draft, 1 task)",
        [PY, sc("label_code_tasks.py"), "--checkpoint_path", P["uni"], "--draft_checkpoint_path", SMOL, "--out", S / "outdir",
         "--limit", "1", "--max_new_tokens", "8", "--mutations", "0"], must=("outdir",),
        check=unchanged(S / "outdir" / "keep.txt", b"keep"))
    add("lct_out_notes", "label_code_tasks --out an existing text file that is not a label file (draft path wrong)",
        [PY, sc("label_code_tasks.py"), "--checkpoint_path", P["uni"], "--draft_checkpoint_path", S / "nope.pth",
         "--out", P["notes"], "--limit", "1"], must=("notes.txt",), check=unchanged(P["notes"], b"my notes line 1\nline 2\n"))
    add("lct_out_binary", "label_code_tasks --out an existing binary file (resume reads it)",
        [PY, sc("label_code_tasks.py"), "--checkpoint_path", P["uni"], "--draft_checkpoint_path", S / "nope.pth",
         "--out", P["binary_out"], "--limit", "1"], must=("binary_out.jsonl",))
    add("bench_json_dir", "bench.py --json an existing folder", [PY, sc("bench.py"), "--json", S / "outdir", "--no_hf", "--quick"],
        must=("outdir", "directory"))
    TD = [PY, str(ROOT / "train_draft.py"), "--n_prompts", "2", "--epochs", "1", "--no-progress", "--threads", "1",
          "--cache", S / "tdcache"]
    add("td_prompts_bin", "train_draft --prompts binary", TD + ["--prompts", P["bin"], "--out", S / "td" / "a.pt"],
        must=("binary.bin",))
    add("td_prompts_empty", "train_draft --prompts 0 bytes", TD + ["--prompts", P["empty"], "--out", S / "td" / "b.pt"],
        must=("empty.txt",))
    add("td_prompts_jsonl", "train_draft --prompts a train_judge JSONL (wrong format)", TD + ["--prompts", P["d_good"],
        "--out", S / "td" / "c.pt"], must=("good.jsonl",))
    add("td_out_dir", "train_draft --out an existing folder", TD + ["--out", S / "outdir"], must=("--out", "outdir"))
    return C


# ------------------------------------------------------------------------------------------------- runner
def run(cmd, stdin=None):
    env = dict(os.environ, OMP_NUM_THREADS="1", PYTHONUNBUFFERED="1")
    t0 = time.time()
    p = subprocess.run(["timeout", "60"] + cmd, cwd=CWD, env=env, input=stdin if stdin is not None else b"",
                       capture_output=True)
    return dict(rc=p.returncode, stdout=p.stdout.decode("utf-8", "replace"), stderr=p.stderr.decode("utf-8", "replace"),
                seconds=time.time() - t0)


def temp_files():
    return {str(p) for p in S.rglob("*") if TMP_PAT.search(p.name)} | \
           {str(p) for d in (ROOT / "judges", SMOL) for p in d.iterdir() if TMP_PAT.search(p.name)}


def last_line(text):
    lines = [l for l in text.strip().splitlines() if l.strip()]
    return lines[-1].strip() if lines else ""


# What a reader found by hand in the outputs of the code as first probed (HEAD ba68f82 and before), shown beside a
# FAIL verdict only: once a case passes, its note no longer applies.
REVIEW = {
    "topk_frac": "K = 2.5 is taken as rank < 2.5, i.e. top-3, with no note; --verify topk's threshold is a count",
    "interactive_binary": "the invalid bytes reach the model as U+FFFD (Python's surrogateescape, then tokenizer.py's "
                          "replacement); --prompt_file refuses the same bytes: inconsistent but sensible",
    "dt_empty": "an empty --draft_text verifies nothing (0 accepted/step) with no note; the answer is still exact",
    "pf_ws": "a 0-byte --prompt_file is refused as 'nothing to prompt with', blank lines prompt the model with nothing",
    "sj_readonly": "run as root: a chmod 555 folder is writable for root, so writing there is right",
    "dev_cpu1": "torch treats cpu:1 as the CPU",
    "em_report_file": "--out names a file, not a folder of JSONL files: an empty table is written to afile.md, exit 0",
    "eh_report_file": "--out names a file, not a folder: 'no target rows yet', exit 0, instead of saying --out is a file",
    "lct_out_notes": "resume() drops every line of --out that is not a finished task's and rewrites it: the user's "
                     "file is emptied before anything else is checked; the error is about the draft",
    "lct_out_binary": "the message is Python's codec error: no file, no flag",
    "lct_out_dir": "--out a folder is not refused before the work: the task is generated and tested, then open(dir, 'a') "
                   "raises IsADirectoryError",
    "nochat_empty": "--no-chat --prompt '' with no bos (SmolLM2 adds none) makes an empty prompt: torch.tensor([]) is float",
    "tj_featcache_file": "--feature_cache an existing file: cache.mkdir raises FileExistsError after the model is loaded",
}


def verdict(c, r, leftovers):
    err = r["stderr"]
    v = c["check"](r) if c["check"] else None
    if v and v[0].startswith("FAIL-replaced"):  # worst first: the user's file is gone, whatever else happened
        return v
    if r["rc"] in (124, 137):
        return "FAIL-hang", "killed by timeout 60"
    if "Traceback (most recent call last)" in err:
        return "FAIL-traceback", ""
    if leftovers:
        return "FAIL-leftover temporary file", ", ".join(sorted(leftovers))
    if v and r["rc"] == 0:
        return v
    if r["rc"] == 0:
        if c["expect"] == "refuse":
            return "FAIL-silent wrong result", "ran where it should refuse"
        return "OK-ran", ""
    line = last_line(err)
    missing = [w for w in c["must"] if w.lower() not in line.lower()]
    if missing:
        return "FAIL-misleading message", f"the message does not name {missing}"
    return "OK-refused", ""


def md_cell(s, n=300):
    s = s.replace("|", "\\|").replace("\n", " ")
    return s if len(s) <= n else s[:n] + "…"


def short_cmd(cmd):
    out = []
    for x in cmd:
        x = x.replace(str(ROOT) + "/", "").replace(PY, "python")
        out.append(x if re.fullmatch(r"[\w./:=,+-]+", x) else repr(x))
    return " ".join(out).replace(".venv/bin/python", "python")


def main():
    only = set(sys.argv[1:])
    git = lambda *x: subprocess.run(["git", "-C", ROOT, *x], capture_output=True, text=True).stdout.strip()
    mine = ":(exclude)results/probes/fresh_inputs_round3"  # this probe's own script and results.md
    tracked_before = git("diff", "--name-only", "--", ".", mine)
    state = f"HEAD {git('rev-parse', '--short', 'HEAD')}, uncommitted changes to: " + (
        ", ".join(git("diff", "--name-only").split()) or "none")
    P = build()
    rows = []
    for c in cases(P):
        if only and c["id"] not in only:
            continue
        before = temp_files()
        r = run(c["cmd"], c["stdin"])
        leftovers = temp_files() - before
        v, note = verdict(c, r, leftovers)
        rows.append(dict(c, **r, verdict=v, note=note, last=last_line(r["stderr"]) or last_line(r["stdout"])))
        print(f"{c['id']:22s} rc={r['rc']:<4d} {r['seconds']:5.1f}s {v:28s} {rows[-1]['last'][:150]}", flush=True)
    tracked_after = git("diff", "--name-only", "--", ".", mine)
    counts = {}
    for r in rows:
        counts[r["verdict"]] = counts.get(r["verdict"], 0) + 1
    ok = sum(n for k, n in counts.items() if k.startswith("OK"))
    lines = ["# Fresh inputs, round 3", "",
             "Made by `results/probes/fresh_inputs_round3/probe.py` (scratch inputs in /tmp/fresh3, every command run with "
             "`OMP_NUM_THREADS=1 timeout 60` from /tmp/fresh3/cwd, one at a time; `python` is .venv/bin/python, "
             "paths relative to the repository root).", "",
             f"**{len(rows)} cases: {ok} OK, {len(rows) - ok} FAIL** — " + ", ".join(f"{k}: {n}" for k, n in sorted(counts.items())),
             "", f"Code tested: {state} (this probe writes only its own results.md and /tmp/fresh3).", "",
             "Tracked files changed while it ran: " + ("none" if tracked_before == tracked_after else
                                                       "YES (by someone else; results may mix states): " + ", ".join(tracked_after.split())), "",
             "| case | what | command | rc | last stderr line | verdict |", "|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['id']} | {md_cell(r['desc'])} | `{md_cell(short_cmd(r['cmd']), 400)}` | {r['rc']} | "
                     f"{md_cell(r['last'])} | {r['verdict']}{' — ' + md_cell(r['note']) if r['note'] else ''}"
                     f"{' (' + md_cell(REVIEW[r['id']]) + ')' if r['id'] in REVIEW and r['verdict'].startswith('FAIL') else ''} |")
    fails = [r for r in rows if r["verdict"].startswith("FAIL")]
    if fails:
        lines += ["", "## FAILs in full", ""]
        for r in fails:
            lines += [f"### {r['id']}: {r['verdict']}", "", r["desc"] + (f" — {r['note']}" if r["note"] else "")
                      + (f". {REVIEW[r['id']]}" if r["id"] in REVIEW else ""), "",
                      "```", "cd /tmp/fresh3/cwd && OMP_NUM_THREADS=1 timeout 60 " + " ".join(
                          x if re.fullmatch(r"[\w./:=,+-]+", x) else "'" + x + "'" for x in r["cmd"]), "```", "",
                      "stderr (last 15 lines):", "", "```", *r["stderr"].strip().splitlines()[-15:], "```", ""]
    if not only:
        OUT_MD.write_text("\n".join(lines) + "\n")
        print(f"\nwrote {OUT_MD}")
    print(f"{len(rows)} cases: {ok} OK, {len(rows) - ok} FAIL: {counts}")


if __name__ == "__main__":
    main()
