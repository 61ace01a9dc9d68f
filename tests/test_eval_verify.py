"""scripts/eval_verify.py: the teacher-forced walk is generate()'s step structure, on hand-made verdicts."""
import importlib.util
import math
from pathlib import Path

import pytest
import torch

import draft as drafting
import generate as g
import judge
import report

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("eval_verify", ROOT / "scripts" / "eval_verify.py")
ev = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ev)


def row(std, judge_p=None, error=None, p_d=None, draft=None, top=None, masks=(None, None)):
    """A scored draft: standard verdicts, judge probabilities, and p(d) (the rest of token_stats unused); the
    draft, the target's argmax and the guard's (blank, stops) masks (none: no guard) for the degenerate guard."""
    L = len(std)
    p_d = torch.tensor(p_d if p_d is not None else [0.5] * L)
    stats = {"p_d": p_d, "p_max": torch.full((L,), 0.5), "kl": -p_d.log(), "entropy": torch.ones(L),
             "top3_entropy": torch.ones(L), "rank": torch.ones(L, dtype=torch.long)}
    return {"family": "x", "kind": "wrong" if error is not None else "correct", "error": error,
            "std_ok": torch.tensor(std, dtype=torch.bool), "stats": stats,
            "judge_p": {"j": torch.tensor(judge_p if judge_p is not None else [0.0] * L)},
            "draft": torch.tensor(draft if draft is not None else range(1, L + 1)),
            "top": torch.tensor(top if top is not None else [0] * L), "masks": masks}


def test_walk_steps_through_a_draft_as_generate_does():
    r = row([1, 1, 0, 1, 1, 1, 0, 1])
    # standard: keeps 2, the target writes position 2; next step from 3 keeps 3; then from 7 keeps 1
    assert ev.walk(r, "standard", None, 20)[0] == [2, 3, 1]
    assert ev.walk(r, "standard", None, 2)[0] == [2, 2, 0, 1]  # k = 2 caps each step; the bonus token is the target's
    # a judge that keeps position 2 (and only it) extends the first step through it
    r = row([1, 1, 0, 1, 1, 1, 0, 1], judge_p=[0, 0, 0.9, 0, 0, 0, 0, 0])
    assert ev.walk(r, "judge", 0.5, 20, judge_name="j")[0] == [6, 1]


def test_walk_applies_generate_s_degenerate_guard_per_step():
    blank, stops = torch.zeros(10, dtype=torch.bool), torch.zeros(10, dtype=torch.bool)
    blank[8], stops[9] = True, True
    keep_all = dict(judge_p=[0.9] * 4)
    r = row([1, 0, 0, 1], draft=[5, 6, 6, 7], **keep_all)
    assert ev.walk(r, "judge", 0.5, 20, judge_name="j")[0] == [4]  # no masks: no guard
    r["masks"] = (blank, stops)
    assert ev.walk(r, "judge", 0.5, 20, judge_name="j")[0] == [2, 1]  # the repeated 6 is left to the standard test
    # as in generate.accept, a step's first draft is not compared with the token before the step
    r = row([0, 0, 0, 1], draft=[5, 6, 6, 7], masks=(blank, stops), **keep_all)
    assert ev.walk(r, "judge", 0.5, 2, judge_name="j")[0] == [2, 1]
    assert ev.walk(row([1, 1, 1, 0], draft=[5, 6, 7, 8], masks=(blank, stops), **keep_all), "judge", 0.5, 20,
                   judge_name="j")[0] == [3]  # blank text ending the step
    assert ev.walk(row([1, 0, 1, 1], draft=[5, 8, 6, 7], masks=(blank, stops), **keep_all), "judge", 0.5, 20,
                   judge_name="j")[0] == [4]  # blank before visible text: " ", "7"
    assert ev.walk(row([1, 0, 1, 1], draft=[5, 6, 7, 4], top=[5, 9, 7, 4], masks=(blank, stops), **keep_all), "judge",
                   0.5, 20, judge_name="j")[0] == [1, 2]  # where the target would stop
    # the guard never cuts what the standard test keeps
    assert ev.walk(row([1, 1, 1, 1], draft=[5, 5, 8, 8], masks=(blank, stops)), "judge", 0.5, 20, judge_name="j")[0] == [4]


def test_walk_counts_a_mistake_kept_only_if_the_prefix_reaches_it():
    # mistake at 3, rejected by the standard test; a judge keeping it: false acceptance
    assert ev.walk(row([1, 1, 1, 0, 1], judge_p=[0, 0, 0, 0.9, 0], error=3), "judge", 0.5, 20, judge_name="j") == ([5], True)
    assert ev.walk(row([1, 1, 1, 0, 1], judge_p=[0, 0, 0, 0.9, 0], error=3), "judge", 0.95, 20, judge_name="j") == ([3], False)
    # an earlier rejection does not save it: the walk goes on past the target's token and reaches it
    r = row([1, 0, 1, 0, 1], judge_p=[0, 0, 0, 0.9, 0], error=3)
    assert ev.walk(r, "judge", 0.5, 20, judge_name="j") == ([1, 3], True)
    # the kl rule on p(d): keeps the mistake where p(d) > e^-t
    r = row([1, 1, 0, 1], error=2, p_d=[0.9, 0.9, 0.3, 0.9])
    assert ev.walk(r, "kl", -math.log(0.2), 20)[1] is True and ev.walk(r, "kl", -math.log(0.4), 20)[1] is False


def test_operating_points_are_the_most_permissive_threshold_under_the_target_or_the_judge_files():
    rows = [row([1, 0, 1, 1], judge_p=[0, 0.6, 0, 0])] + [row([1, 0, 1], judge_p=[0, p, 0], error=1)
                                                          for p in (0.3, 0.7, 0.9)] * 20
    acc, fa = ev.frontier(rows, "judge", 0.5, 20, "j")
    assert acc == 4 and math.isclose(fa, 2 / 3)
    assert ev.frontier(rows, "judge", 0.95, 20, "j") == (1.5, 0.0)  # steps of 1 and 2 drafts
    for r in rows:  # the topk rule keeps tokens the target ranks below t: the mistakes rank 1 (p 0.3) or 2
        r["stats"]["rank"] = torch.where(r["judge_p"]["j"] == 0.3, 1, torch.where(r["judge_p"]["j"] > 0, 2, 5))
    assert ev.frontier(rows, "topk", 2, 20)[1] == 1 / 3
    assert ev.operating_point("x", "topk", None, [1, 2, 3], rows, {}, 20) == 1  # 2 keeps 1/3 of the mistakes
    # judge and guarded: the judge file's stored point, the threshold generate.py uses by default
    assert ev.operating_point("x", "guarded", "j", [0.5, 0.8], rows, {"j": {"delta": 0.717}}, 20) == 0.717
    assert ev.operating_point("x", "judge", "j", [0.5, 0.8], rows, {"j": {"delta": 0.7}}, 20) == 0.7


def test_bound_check_counts_the_mistaken_tokens_the_stored_threshold_keeps_on_unseen_questions():
    wrong = [row([1, 0, 1], judge_p=[0, p, 0], error=1) for p in (0.3, 0.85, 0.95, 0.1)]
    rows = {"heldout": wrong + [row([1, 1], judge_p=[0.99, 0.99])], "ood": wrong[:1]}
    meta = {"delta": 0.9, "bound": {"alpha": 0.02, "delta": 0.1, "mistakes": 700, "accepted": 3}}
    b = ev.bound_check(rows, "j", meta)
    assert b["heldout"] == {"mistakes": 4, "kept": 1, "rate": 0.25, "holds": False}
    assert b["ood"] == {"mistakes": 1, "kept": 0, "rate": 0.0, "holds": True} and b["threshold"] == 0.9


def test_the_confidence_mask_in_the_walk_keeps_a_mistake_only_where_the_target_is_unsure():
    r = row([1, 0, 1], judge_p=[0, 0.9, 0], error=1)
    assert ev.walk(r, "judge", 0.5, 20, judge_name="j", strict_above=0.9)[1] is True  # p_max 0.5: unsure
    r["stats"]["p_max"][1] = 0.95
    assert ev.walk(r, "judge", 0.5, 20, judge_name="j", strict_above=0.9)[1] is False  # sure: standard only


def test_the_reworded_block_lists_each_rule_at_its_operating_point_and_the_mistakes_judges_keep():
    wrong = [row([1, 0, 1], judge_p=[0, p, 0], error=1) for p in (0.3, 0.9)]
    for r, q in zip(wrong, ("kid asks: bees make?", "yen or won?")):
        r.update(question=q, text=q.upper())
    assert ev.kept_mistakes(wrong, "judge", 0.5, 20, "j") == [wrong[1]]

    def op(t, kept):
        return {"threshold": t, "reworded": {"accepted": 2.0, "false": len(kept) / 2, "x_standard": 2.0, "wrong": 2,
                                             "kept": kept}}

    res = {"n": {"reworded": 2}, "operating_points": {
        "standard": op(None, []), "judge[j]": op(0.8, [{"question": "yen or won?", "wrong": "YEN OR WON?"}]),
        "kl": op(judge.NEVER["kl"], [])}}
    lines = ev.reworded_table(res)
    assert "| judge[j] | 0.8 | 2.00 (2.0x) | 50.0% (1/2) |" in lines
    assert f"| kl | {judge.NEVER['kl']:g} (off) | 2.00 (2.0x) | 0.0% (0/2) |" in lines
    assert "- 'yen or won?': 'YEN OR WON?'" in lines
    assert ev.reworded_table(dict(res, n={"reworded": 0})) == []
    meta = {"delta": 0.5, "bound": {"alpha": 0.02, "delta": 0.1, "mistakes": 700, "accepted": 3}}
    assert ev.bound_check({"heldout": wrong, "ood": wrong, "reworded": wrong[1:]}, "j", meta)["reworded"]["kept"] == 1


class WordTok:
    """Token i is the word "wi": enough for eagle_e2e's prompts, grading and the degenerate-token guard."""
    vocab_size, stop_ids = 256, {0}

    def encode_chat(self, text):
        return [int(w[1:]) for w in text.split()]

    def decode(self, ids):
        return " ".join(f"w{i}" for i in ids)

    def token_bytes(self, i):
        return f" w{i}".encode()


def test_eagle_e2e_exact_equals_the_target_and_the_judge_s_lost_answers_count_as_harm(monkeypatch):
    from test_eagle import repeat_head, target

    # Timed costs decide how many drafts are made and verified; on a loaded machine none may be. Fixed ones:
    monkeypatch.setattr(drafting, "measure_costs", lambda model, passes, max_width, repeats=2:
                        [0.0] + [1.0 + 0.1 * (w - 1) for w in range(1, max_width + 1)])
    monkeypatch.setattr(drafting, "measure_head_cost", lambda head, passes, repeats=5: 0.05)

    t, tok = target(1.0), WordTok()  # at weight scale 1 the tiny target repeats tokens: the head's drafts land
    head = repeat_head(t)
    accept_all = judge.new_judge(t.args.dim)
    with torch.no_grad():
        accept_all.net.weight.zero_()
        accept_all.net.bias.fill_(50.0)
    questions = ["w5 w17 w99 w3 w42 w17 w99 w3 w8", "w9 w31 w7 w31 w7 w64"]
    t.setup_caches(1, 256)
    right = tok.decode(g.generate(t, tok.encode_chat(questions[0]), 16, stop_ids=tok.stop_ids))
    examples = [{"question": questions[0], "grader": "contains", "answer": right},  # the target alone is right
                {"question": questions[1], "grader": "contains", "answer": "w999"}]  # no config can be
    r = ev.eagle_e2e(t, tok, examples, head, (0, 1, 2), accept_all, 0.5, 6, 16, progress=False, strict=(0.0,))
    c = r["configs"]
    masked = c.pop("EAGLE + judge, strict above 0")  # every position is confident: the standard test alone
    assert masked["rule_only_per_step"] == 0 and masked["differ"] == 0 and masked["harm"] == 0
    assert c["target alone"]["correct"] == 1 and c["target alone"]["differ"] == 0
    assert r["exact_is_target"] and c["EAGLE exact"]["correct"] == 1 and c["EAGLE exact"]["rule_only_per_step"] == 0
    assert c["EAGLE exact"]["accepted_per_step"] > 0  # the head's drafts were verified, and some kept
    j = c["EAGLE + judge"]  # keeps every draft it verifies: leaves the target's text on the first question
    assert j["rule_only_per_step"] > 0 and j["differ"] >= 1
    assert j["harm"] == 1 and j["correct"] == 0 and not r["judge_transfers"]
    for x in c.values():
        assert x["correct"] == 1 - x["harm"] + x["helped"]
    assert [(q["target alone"], q["EAGLE + judge"]) for q in r["questions"]] == [(True, False), (False, False)]
    assert "does NOT transfer" in ev.eagle_table(r)


def test_a_negative_eagle_e2e_is_refused_in_one_line(capsys):
    with pytest.raises(SystemExit):
        ev.main(["--eagle_e2e", "-1"])
    assert capsys.readouterr().err.strip().splitlines()[-1].endswith("argument --eagle_e2e: must be in [0, 2147483647], got -1")


class BlankWordTok(WordTok):
    """WordTok with two whitespace tokens, 7 and 8 (what the degenerate-draft guard reads as blank)."""

    def encode(self, text):
        return [int(w[1:]) for w in text.split()]

    def token_bytes(self, i):
        return b" " if i in (7, 8) else super().token_bytes(i)


@pytest.mark.parametrize("bias", [50.0, None])  # a judge that keeps every draft; a random one
@pytest.mark.parametrize("draft", [
    [5, 17, 99, 7, 3, 42, 30, 7, 8, 4, 11],  # a blank before a visible token may be kept; a blank run may not
    [5, 17, 17, 99, 3, 42, 30, 12, 4, 11, 9],  # a repeat is left to the standard test
])
def test_the_walk_keeps_in_a_step_what_generate_keeps(bias, draft):
    """The harness's teacher-forced walk and real decoding keep the same drafts in a step: the same standard
    test, judge features, rule and degenerate-draft guard. (Once only generate applied the guard, and the
    harness overstated the judge's kept drafts by 12%.)"""
    from conftest import tiny_model

    t, tok = tiny_model(), BlankWordTok()
    torch.manual_seed(1)
    head = judge.new_judge(t.args.dim)
    if bias is not None:
        with torch.no_grad():
            head.net.weight.zero_()
            head.net.bias.fill_(bias)
    text = " ".join(f"w{i}" for i in draft)
    ex = {"family": "x", "question": "w3 w9 w27 w81 w243", "correct": text, "wrong": "w5 w17 w9", "error_at": 7}
    row = ev.score_drafts(t, tok, [ex], {"j": head}, progress=False)[0]
    assert row["kind"] == "correct"
    k = len(draft)
    for thr in (0.3, 0.5, 0.7):
        walked = ev.walk(row, "judge", thr, k, judge_name="j")[0][0]
        stats = report.new_stats()
        t.setup_caches(1, 64)
        g.generate(t, tok.encode_chat(ex["question"]), k + 2, stop_ids=tok.stop_ids, draft=drafting.make("text", k, text=draft),
                   verify=ev.verify_for("judge", thr, "j", {"j": head}, row["masks"]), stats=stats)
        assert stats["accepted_per_step"][0] == walked, thr
    if bias is not None:  # keep-everything: the guard alone decides, and it does cut the step
        assert walked < k


def test_held_out_questions_come_from_the_families_the_first_judge_trained_on():
    """The stated bound is checked on questions like its calibration's: the 1.5B's judge trained on 11 families,
    SmolLM2's on all 20; a file that names no families gets all; one that names a family this checkout lacks
    is refused in one line."""
    assert ev.heldout_families({"a": {"families": ["capitals", "colors"]}, "b": {}}) == ["capitals", "colors"]
    assert ev.heldout_families({"a": {}}) == ev.judge_tasks.TRAIN_FAMILIES
    with pytest.raises(SystemExit, match="error: --judges a: trained on families this checkout lacks: no_such"):
        ev.heldout_families({"a": {"families": ["capitals", "no_such"]}})
