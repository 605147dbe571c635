"""The shared grammar, with words of no game: shared verbs, choices, German verb forms, sentences."""

from __future__ import annotations

from deckwright.renderer.language import Choice, Clause, Noun, Speaker, choice, sentence, sequence

TAKE = Clause("take", "2 coins", "nimmst", "nehmen")
TAKE_MORE = Clause("take", "1 gem", "nimmst", "nehmen")
WAKE = Clause("wecke", "1 Zwerg", "weckst", "wecken", "auf")
MOVE = Clause("move", "1 step", shares=False)


def test_neighbours_with_the_same_verb_share_it():
    en, de = Speaker("en"), Speaker("de")
    assert sequence([TAKE, TAKE_MORE, MOVE], "imp", en) == "take 2 coins and 1 gem and move 1 step"
    assert sequence([TAKE, MOVE, TAKE_MORE], "imp", en) == "take 2 coins, move 1 step and take 1 gem"
    assert sequence([MOVE, MOVE], "imp", de) == "move 1 step und move 1 step"  # shares=False keeps its verb


def test_german_forms_of_a_clause_with_a_separable_particle():
    assert WAKE.form("imp") == "wecke 1 Zwerg auf"
    assert WAKE.form("du", "jedes Mal") == "weckst jedes Mal 1 Zwerg auf"
    assert WAKE.form("inf") == "1 Zwerg aufwecken"
    assert WAKE.form("zu") == "1 Zwerg aufzuwecken"
    assert TAKE.form("zu") == "2 coins zu nehmen"


def test_a_choice_shares_one_verb_or_keeps_whole_options():
    en = Speaker("en")
    assert choice([(TAKE,), (TAKE_MORE,)], en).form("imp") == "take 2 coins / 1 gem"
    mixed = choice([(TAKE,), (MOVE, TAKE_MORE)], en)
    assert isinstance(mixed, Choice) and mixed.form("imp") == "take 2 coins / move 1 step and take 1 gem"


def test_other_languages_fall_back_to_english_and_sentences_end_once():
    assert Speaker("fr").lang == "en" and Speaker("fr").series(["a", "b", "c"]) == "a, b and c"
    assert sentence("take 2 coins") == "Take 2 coins." and sentence("Stop!") == "Stop!"
    assert (Noun("Zwerg", "Zwerge", gender="m").each, Noun("Karte", "Karten", gender="f").a) == (
        "jeden Zwerg",
        "eine Karte",
    )
