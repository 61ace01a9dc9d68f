"""One small tokenizer interface over the three formats a checkpoint folder may hold.

    bpe_tokenizer.json  byte-level BPE (vocab + merges) exported from a GGUF by convert_gguf.py -> tiktoken
    tokenizer.model     Meta's Llama-3 text file, one "<base64 token bytes> <rank>" per line  -> tiktoken
    tokenizer.model     a SentencePiece protobuf (Llama-2)                                 -> sentencepiece

    tok = load_tokenizer("checkpoints/SmolLM2-135M-Instruct")
    prompt = tok.encode_chat("What is the capital of France?")   # ends with the assistant header
    ...generate until a token in tok.stop_ids...
    print(tok.decode(new_ids))

Special tokens are only ever inserted by encode_chat (and encode's bos=True); text that happens to
contain "<|im_end|>" is encoded as ordinary text, so user input can never forge a turn boundary.
"""
import base64
import json
import re
import unicodedata
from pathlib import Path

import regex  # tiktoken's own dependency; understands \p{L} like tiktoken's Rust regex does
import sentencepiece
import tiktoken

BPE_JSON = "bpe_tokenizer.json"
TOKENIZER_MODEL = "tokenizer.model"

# SmolLM2's tokenizer.json runs two pre-tokenizers: Digits(individual_digits) and then ByteLevel's GPT-2
# regex on each stretch between digits. tiktoken takes one regex, so this is the GPT-2 regex rewritten
# for that: a digit is always a piece of its own (\p{N}, no leading space, no runs), and a whitespace
# run ends where a stretch ends, i.e. before a digit too (so "a  1" -> "a", "  ", "1", not GPT-2's
# "a", " ", " 1"). The oracle test in tests/test_tokenizer.py checks it against HF `tokenizers`.
SMOLLM_PATTERN = r"""'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+|\s+(?![^\s\p{N}])|\s+"""
# Qwen2's tokenizer.json: NFC first, then this split (Llama-3's regex with single digits), then byte-level BPE.
QWEN2_PATTERN = (r"""(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+"""
                 r"""|\s+(?!\S)|\s+""")
# GGUF's tokenizer.ggml.pre -> (split regex, Unicode normalization applied before it, or None)
BPE_PRE_PATTERNS = {"smollm": (SMOLLM_PATTERN, None), "qwen2": (QWEN2_PATTERN, "NFC")}

# From Meta's Llama-3 reference tokenizer.
LLAMA3_PATTERN = (
    r"""(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+"""
    r"""|\s+(?!\S)|\s+"""
)
# Llama-3.1's 256 specials, ids counted from the number of ranks (128000 for Meta's file). The names of
# the reserved slots do not matter to us: specials are never parsed from text, only emitted by id.
LLAMA3_NAMED_SPECIALS = [
    "<|begin_of_text|>", "<|end_of_text|>", "<|reserved_special_token_0|>", "<|reserved_special_token_1|>",
    "<|finetune_right_pad_id|>", "<|step_id|>", "<|start_header_id|>", "<|end_header_id|>",
    "<|eom_id|>", "<|eot_id|>", "<|python_tag|>",
]
LLAMA3_NUM_SPECIALS = 256

SMOLLM_DEFAULT_SYSTEM = "You are a helpful AI assistant named SmolLM, trained by Hugging Face"

# GGUF token_type values. Control tokens (<|im_end|>) and user-defined ones (Qwen2's <tool_call>) are specials
# here: emitted by id, never parsed from text. Unused ones (Qwen2's [PAD151646], padding the vocab up to the
# model's 151936 rows) decode as their text, as transformers' tokenizer built from the same file does.
GGUF_NORMAL, GGUF_CONTROL, GGUF_USER_DEFINED, GGUF_UNUSED = 1, 3, 4, 5

# A line of Meta's tiktoken file; a SentencePiece protobuf starts with a 0x0a field tag instead.
_TIKTOKEN_LINE = re.compile(rb"[A-Za-z0-9+/]+=* \d+\r?\n")


class Tokenizer:
    """Text <-> token ids for one checkpoint. Build it with load_tokenizer(); one of `enc` (tiktoken)
    or `sp` (sentencepiece) is set."""

    def __init__(self, *, chat_format, vocab_size, bos_id, eos_id, stop_ids, token_bytes, enc=None,
                 pattern=None, sp=None, specials=None, system_prompt=None, add_bos=None, normalize=None):
        self.chat_format = chat_format  # "chatml", "llama3" or "llama2"
        self.vocab_size = vocab_size
        self.bos_id = bos_id
        # Whether a plain (non-chat) prompt starts with bos: the file's add_bos_token where it says (Qwen2 has
        # a bos id but adds none), else whenever there is one.
        self.add_bos = bos_id is not None if add_bos is None else bool(add_bos) and bos_id is not None
        self.normalize = normalize  # "NFC" (Qwen2) or None: applied to text before the split
        self.eos_id = eos_id
        self.stop_ids = set(stop_ids)
        self.enc = enc
        self.sp = sp
        self.specials = specials or {}  # special token text -> id
        self.default_system = system_prompt
        self._token_bytes = token_bytes  # id -> raw bytes, b"" for specials and unused ids
        # Bytes with no token of their own. tiktoken panics when one is left alone after merging, so
        # encode() takes a slower path that drops them, as HF `tokenizers` does (see _encode_dropping).
        self._missing = b""
        if enc is not None:
            single = {b[0] for b in token_bytes if len(b) == 1}
            self._missing = bytes(b for b in range(256) if b not in single)
            self._split = regex.compile(pattern)

    def encode(self, text: str, bos: bool = False) -> list[int]:
        """Token ids of `text`, which is always treated as plain text (no special tokens parsed)."""
        if self.sp is not None:
            ids = self.sp.encode(text)
        else:
            ids = self._encode_tiktoken(text)
        if bos:
            if self.bos_id is None:
                raise ValueError("this tokenizer has no bos token")
            ids = [self.bos_id] + ids
        return ids

    def _encode_tiktoken(self, text):
        try:
            raw = text.encode("utf-8")
        except UnicodeEncodeError:
            # Lone surrogates cannot be UTF-8; turn them into U+FFFD (tiktoken does the same).
            text = text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
            raw = text.encode("utf-8")
        if self.normalize and not raw.isascii():  # ASCII is NFC already: the common case pays one test
            text = unicodedata.normalize(self.normalize, text)
            raw = text.encode("utf-8")
        if self._missing and len(raw.translate(None, self._missing)) != len(raw):
            return self._encode_dropping(text)
        return self.enc.encode_ordinary(text)

    def _encode_dropping(self, text):
        # HF `tokenizers` (no unk token, no byte fallback) silently drops a byte that has no token, after
        # pre-tokenization: the rest of its piece is merged as if it were not there ("!!\x04!!" -> "!!!!").
        # We do the same, so ids match the oracle and are always valid. tiktoken does not expose its
        # pre-tokenizer, so split here with the same regex and BPE each cleaned piece on its own.
        ids = []
        for piece in self._split.findall(text):
            piece_bytes = piece.encode("utf-8").translate(None, self._missing)
            if piece_bytes:
                ids += self.enc._encode_single_piece(piece_bytes)
        return ids

    def decode(self, ids: list[int]) -> str:
        """Text of `ids`, specials included as their text; invalid UTF-8 becomes U+FFFD, never an error. An id
        past the tokenizer's vocabulary (a model's embedding is often padded past it: Qwen2.5's 151936 rows for
        151665 tokens) stands for no text and is left out, as Hugging Face's tokenizers do."""
        ids = [i for i in map(int, ids) if 0 <= i < self.vocab_size]
        if self.sp is not None:
            return self.sp.decode(ids)
        return self.enc.decode_bytes(ids).decode("utf-8", errors="replace")

    def token_bytes(self, id: int) -> bytes:
        """The raw bytes one token stands for; b"" for special/control tokens. For SentencePiece the
        word-boundary mark "▁" is a space, so a sequence's bytes start with the dummy-prefix space."""
        return self._token_bytes[id]

    def encode_chat(self, user: str, system: str | None = None) -> list[int]:
        """The full single-turn prompt in the model's chat format, ending with the assistant header so
        generation can start right away. `system=None` uses the model's default system prompt, if any."""
        system = self.default_system if system is None else system
        if self.chat_format is None:
            raise ValueError("this tokenizer has no chat format (its vocab lacks <|im_start|>/<|im_end|>)")
        if self.chat_format == "chatml":
            start, end = self.specials["<|im_start|>"], self.specials["<|im_end|>"]
            parts = []
            if system is not None:
                parts += [start, "system\n" + system, end, "\n"]
            parts += [start, "user\n" + user, end, "\n", start, "assistant\n"]
        elif self.chat_format == "llama3":
            head, tail = self.specials["<|start_header_id|>"], self.specials["<|end_header_id|>"]
            eot = self.specials["<|eot_id|>"]
            parts = [self.bos_id]
            if system is not None:
                parts += [head, "system", tail, "\n\n" + system, eot]
            parts += [head, "user", tail, "\n\n" + user, eot, head, "assistant", tail, "\n\n"]
        else:  # llama2, as Meta's reference chat_completion builds a first turn
            if system is not None:
                user = f"<<SYS>>\n{system}\n<</SYS>>\n\n{user}"
            parts = [self.bos_id, f"[INST] {user.strip()} [/INST]"]
        return self._encode_parts(parts)

    def encode_next_turn(self, user: str) -> list[int]:
        """The tokens that close the assistant's answer and add one more user turn, ending with the
        assistant header: what a chat appends after encode_chat(first) + answer (the answer WITHOUT its
        stop token), so that the whole conversation is what the model's template renders for it."""
        if self.chat_format == "chatml":
            start, end = self.specials["<|im_start|>"], self.specials["<|im_end|>"]
            parts = [end, "\n", start, "user\n" + user, end, "\n", start, "assistant\n"]
        elif self.chat_format == "llama3":
            head, tail = self.specials["<|start_header_id|>"], self.specials["<|end_header_id|>"]
            eot = self.specials["<|eot_id|>"]
            parts = [eot, head, "user", tail, "\n\n" + user, eot, head, "assistant", tail, "\n\n"]
        elif self.chat_format == "llama2":  # Meta's chat_completion: each exchange is bos [INST] .. [/INST] answer eos
            parts = [self.eos_id, self.bos_id, f"[INST] {user.strip()} [/INST]"]
        else:
            raise ValueError("this tokenizer has no chat format (its vocab lacks <|im_start|>/<|im_end|>)")
        return self._encode_parts(parts)

    def _encode_parts(self, parts) -> list[int]:
        ids = []
        for part in parts:
            # Text between specials is encoded on its own, exactly as HF's chat templates tokenize.
            ids += [part] if isinstance(part, int) else self.encode(part)
        return ids


def load_tokenizer(checkpoint_dir) -> Tokenizer:
    """The tokenizer stored in a checkpoint folder (bpe_tokenizer.json, else tokenizer.model). A damaged
    file raises ValueError naming it, in one line."""
    folder = Path(checkpoint_dir)
    for name in (BPE_JSON, TOKENIZER_MODEL):  # a folder or a pipe under the name is no tokenizer, nor missing
        if (folder / name).exists() and not (folder / name).is_file():
            what = "a directory" if (folder / name).is_dir() else "not a regular file (a pipe, device or socket)"
            raise ValueError(f"{folder / name} is {what}, not a tokenizer file")
    path = folder / BPE_JSON if (folder / BPE_JSON).is_file() else folder / TOKENIZER_MODEL
    if not path.is_file():
        raise FileNotFoundError(f"no tokenizer in {folder}: expected {BPE_JSON} or {TOKENIZER_MODEL}")
    try:
        if path.name == BPE_JSON:
            return _load_bpe_json(path)
        with open(path, "rb") as f:
            first_line = f.readline()
        if _TIKTOKEN_LINE.fullmatch(first_line):
            return _load_llama3(path)
        return _load_sentencepiece(path)
    except ValueError as e:  # the loaders' own checks, which leave naming the file to here
        raise ValueError(f"{path}: {e}") from None
    except (KeyError, TypeError, AttributeError, IndexError) as e:
        # A damaged file fails wherever its first bad value is read: report the file, not that line of code.
        raise ValueError(f"{path}: not a valid tokenizer file ({type(e).__name__}: {e})") from None


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else f"a {type(value).__name__} of {len(value)}" if hasattr(value, "__len__") else text[:60]


def _gpt2_char_to_byte():
    # GPT-2 vocabularies spell each byte as a printable character: bytes that are printable already stand
    # for themselves, the other 68 are shifted, in order, to U+0100 and up.
    printable = [*range(ord("!"), ord("~") + 1), *range(ord("¡"), ord("¬") + 1), *range(ord("®"), ord("ÿ") + 1)]
    table = {chr(b): b for b in printable}
    shifted = [b for b in range(256) if chr(b) not in table]
    for n, b in enumerate(shifted):
        table[chr(256 + n)] = b
    return table


def _load_bpe_json(path):
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise ValueError(f"not valid JSON ({e})") from None
    if not isinstance(data, dict):
        raise ValueError(f"must hold a JSON object, not a {type(data).__name__}")
    missing = [k for k in ("tokens", "token_type", "merges", "eos_token_id") if k not in data]
    if missing:
        raise ValueError(f"no {missing[0]!r} field")
    n = len(data["tokens"]) if isinstance(data["tokens"], list) else 0
    for key, ok, what in [
            ("tokens", isinstance(data["tokens"], list) and all(isinstance(t, str) for t in data["tokens"]), "a list of strings"),
            ("token_type", isinstance(data["token_type"], list) and len(data["token_type"]) == n
             and all(type(t) is int for t in data["token_type"]), f"a list of {n} integers, one per token"),
            ("merges", isinstance(data["merges"], list) and all(isinstance(m, str) and m.count(" ") == 1
                                                                for m in data["merges"]), "a list of 'left right' strings"),
            ("eos_token_id", type(data["eos_token_id"]) is int and 0 <= data["eos_token_id"] < n, f"a token id below {n}"),
            ("bos_token_id", data.get("bos_token_id") is None or type(data["bos_token_id"]) is int
             and 0 <= data["bos_token_id"] < n, f"null or a token id below {n}"),
            ("add_bos_token", data.get("add_bos_token") in (None, True, False), "true, false or null"),
            ("chat_template", data.get("chat_template") is None or isinstance(data["chat_template"], str), "a string or null")]:
        if not ok:
            raise ValueError(f"its {key!r} field must be {what}, got {_short(data.get(key))}")
    if data.get("model") != "gpt2":
        raise ValueError(f"tokenizer model {data.get('model')!r} is not supported (only 'gpt2' byte-level BPE)")
    pre = data.get("pre")
    if pre not in BPE_PRE_PATTERNS:
        raise ValueError(f"pre-tokenizer {pre!r} is not supported (known: {sorted(BPE_PRE_PATTERNS)})")
    pattern, normalize = BPE_PRE_PATTERNS[pre]
    tokens, types = data["tokens"], data["token_type"]
    char_to_byte = _gpt2_char_to_byte()
    ranks, specials = {}, {}
    token_bytes = [b""] * len(tokens)
    for i, (text, kind) in enumerate(zip(tokens, types)):
        if kind in (GGUF_CONTROL, GGUF_USER_DEFINED, GGUF_UNUSED):
            specials[text] = i
        elif kind == GGUF_NORMAL:
            try:
                b = bytes(char_to_byte[c] for c in text)
            except KeyError:
                raise ValueError(f"token {i} {text!r} is not in GPT-2 byte-level spelling")
            if b in ranks:
                raise ValueError(f"tokens {ranks[b]} and {i} are the same bytes {b!r}")
            ranks[b] = i
            token_bytes[i] = b
        else:
            raise ValueError(f"token {i} {text!r} has GGUF type {kind}; "
                             "only normal (1), control (3), user-defined (4) and unused (5) are supported")

    # tiktoken merges the adjacent pair whose concatenation has the lowest rank; HF applies merge rules
    # in list order. Using ids as ranks gives the same result when merge k's output has a larger id than
    # merge k-1's and every multi-byte token comes from exactly one merge. SmolLM2 (merge k -> id 252+k)
    # passes; a vocab that does not would silently tokenize differently, so refuse it.
    last = -1
    for k, merge in enumerate(data["merges"]):
        left, right = merge.split(" ")
        i = ranks.get(bytes(char_to_byte[c] for c in left + right))
        if i is None or i <= last:
            raise ValueError(f"merge {k} {merge!r} does not make a token with a larger id than merge "
                             f"{k - 1}'s, so ids cannot serve as tiktoken ranks for this vocab")
        last = i
    n_merged = sum(1 for b in ranks if len(b) > 1)
    if n_merged != len(data["merges"]):
        raise ValueError(f"{n_merged} multi-byte tokens but {len(data['merges'])} merges; "
                         "ids cannot serve as tiktoken ranks for this vocab")

    enc = tiktoken.Encoding(f"{path.parent.name}-bpe", pat_str=pattern, mergeable_ranks=ranks,
                            special_tokens=specials)
    eos = data["eos_token_id"]
    chat_format, system, stop_ids = None, None, {eos}
    if "<|im_start|>" in specials and "<|im_end|>" in specials:
        chat_format = "chatml"
        # An instruct model ends its turn with <|im_end|>. <|endoftext|> (id 0 in SmolLM2) ends a pretraining
        # document: never part of an answer, so if the model writes it, the answer is over too.
        stop_ids |= {specials[name] for name in ("<|im_end|>", "<|endoftext|>") if name in specials}
        system = default_system(data.get("chat_template") or "")
    return Tokenizer(chat_format=chat_format, vocab_size=len(tokens), bos_id=data.get("bos_token_id"), eos_id=eos,
                     stop_ids=stop_ids, token_bytes=token_bytes, enc=enc, pattern=pattern, specials=specials,
                     system_prompt=system, add_bos=data.get("add_bos_token"), normalize=normalize)


def default_system(template: str) -> str:
    """The system message a ChatML template writes when the conversation has none: the text of the first
    literal `<|im_start|>system` ... `<|im_end|>` in it that is plain (Qwen2's template first writes one from a
    variable, `' + messages[0]['content'] + '`, and one inside its tools branch, both skipped)."""
    for m in re.finditer(r"<\|im_start\|>system(?:\n|\\n)(.*?)<\|im_end\|>", template, re.S):
        if not re.search(r"['\"{}%+]|\\n", m.group(1)):
            return m.group(1)
    return SMOLLM_DEFAULT_SYSTEM


def _load_llama3(path):
    ranks = {}
    for n, line in enumerate(path.read_bytes().splitlines(), 1):
        if line:
            try:
                token, rank = line.split()
                ranks[base64.b64decode(token, validate=True)] = int(rank)
            except ValueError:
                raise ValueError(f"line {n} is not '<base64 token bytes> <rank>'") from None
    n_ranks = len(ranks)
    names = LLAMA3_NAMED_SPECIALS + [f"<|reserved_special_token_{i}|>"
                                     for i in range(2, 2 + LLAMA3_NUM_SPECIALS - len(LLAMA3_NAMED_SPECIALS))]
    specials = {name: n_ranks + i for i, name in enumerate(names)}
    enc = tiktoken.Encoding(path.parent.name, pat_str=LLAMA3_PATTERN, mergeable_ranks=ranks,
                            special_tokens=specials)
    vocab_size = n_ranks + LLAMA3_NUM_SPECIALS
    token_bytes = [b""] * vocab_size
    for b, i in ranks.items():
        token_bytes[i] = b
    stop_ids = {specials["<|eot_id|>"], specials["<|eom_id|>"], specials["<|end_of_text|>"]}
    return Tokenizer(chat_format="llama3", vocab_size=vocab_size, bos_id=specials["<|begin_of_text|>"],
                     eos_id=specials["<|end_of_text|>"], stop_ids=stop_ids, token_bytes=token_bytes, enc=enc,
                     pattern=LLAMA3_PATTERN, specials=specials)


def _load_sentencepiece(path):
    try:
        sp = sentencepiece.SentencePieceProcessor(model_file=str(path))
    except Exception as e:  # its own message says little about what the file was meant to be
        raise ValueError(f"neither a Llama-3 tiktoken file nor a SentencePiece model: {e}") from None
    token_bytes = []
    for i in range(sp.vocab_size()):
        piece = sp.id_to_piece(i)
        if sp.is_control(i) or sp.is_unknown(i):
            token_bytes.append(b"")
        elif sp.is_byte(i):  # byte-fallback pieces are spelled "<0xAB>"
            token_bytes.append(bytes([int(piece[3:5], 16)]))
        else:
            token_bytes.append(piece.replace("\u2581", " ").encode("utf-8"))
    bos = sp.bos_id()
    return Tokenizer(chat_format="llama2", vocab_size=sp.vocab_size(), bos_id=bos if bos >= 0 else None,
                     eos_id=sp.eos_id(), stop_ids={sp.eos_id()}, token_bytes=token_bytes, sp=sp)
