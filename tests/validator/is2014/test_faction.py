"""Imperial Settlers (2014) faction checks (validator/is2014/faction.py): each finding of the
annotated broken faction in full (where, what, hint, severity), and the deck rules stated with
exact values (docs/rules-notes.md#is2014-deck-shape, docs/rules-notes.md#is2014-samurai)."""

from __future__ import annotations

from pathlib import Path

import yaml

from deckwright.validator import validate_paths

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


def _findings(path: Path) -> list[tuple]:
    return sorted((f.line, f.column, f.code, f.severity, f.message, f.hint) for f in validate_paths([path]).findings)


def test_every_finding_of_the_broken_faction_in_full():
    assert _findings(EXAMPLES / "broken-faction.yaml") == [
        (
            17,
            3,
            "W-IS-DEFENSE",
            "warning",
            "the board produces 0 Defense tokens; each Faction gains 1 in the Production phase",
            "write 'defense: 1' in the board's production (more Defense tokens can come from Locations)",
        ),
        (
            24,
            12,
            "W-IS-SAMURAI",
            "warning",
            "the board deploys Samurai but no Faction card can be razed (none has a Raze field)",
            "give the cards Raze fields (razeable Faction cards), or drop 'samurai'",
        ),
        (
            26,
            1,
            "E-IS-DECK-SHAPE",
            "error",
            "the Faction deck is built 0x3 + 1x2 + 5x1; a Faction deck is built 3x3 + 6x2 + 9x1",
            "3 cards with 3 copies, 6 cards with 2 copies and 9 single cards",
        ),
        (
            26,
            1,
            "E-IS-DECK-SIZE",
            "error",
            "the Faction deck has 11 cards; a Faction deck has 30",
            "add 19 (change 'copies' or the cards)",
        ),
        (
            32,
            13,
            "E-IS-COPIES",
            "error",
            "'grain-terrace' has 4 copies; a Faction card has 1, 2 or 3",
            "the card shows 1, 2 or 3 copy marks",
        ),
        (
            46,
            9,
            "E-IS-PRODUCE",
            "error",
            "'watch-post' produces with the step 'steal'",
            "Production gives Goods: use 'gain' (with 'per' to count); put other steps in a bonus or an Action",
        ),
        (
            48,
            9,
            "E-IS-NO-DEAL",
            "error",
            "Faction card 'quiet-garden' has no Deal field",
            "add 'deal' with the Good the Deal gives, e.g. deal: worker",
        ),
        (
            60,
            11,
            "E-IS-ABILITY",
            "error",
            "'banner-hall' is a feature Location without 'feature'",
            "add 'feature', or change 'kind' to the kind of the ability it has",
        ),
        (
            64,
            5,
            "E-IS-ABILITY",
            "error",
            "'banner-hall' is a feature Location but has 'action', the ability of action Locations",
            "write 'kind: action', or move the steps to 'feature'",
        ),
        (
            78,
            30,
            "E-IS-TOKEN",
            "error",
            "'war-camp' takes over with token 'flag', which the board does not have",
            "board tokens: banner; add it to 'board: tokens:' or fix the spelling",
        ),
        (
            80,
            9,
            "E-IS-DUPLICATE-ID",
            "error",
            "card id 'grain-terrace' is used twice (first on line 27)",
            "give each card its own id; use 'copies' for more of the same card",
        ),
        (
            89,
            31,
            "E-IS-UNDER",
            "error",
            "'grain-terrace' counts the cards under it, but nothing places cards under it",
            "add a step 'place_under: N' to its Feature, Action or Bonus, or count something else",
        ),
        (
            100,
            38,
            "E-IS-RESOURCES-ON",
            "error",
            "'offering-stone' counts the Resources on it, but nothing places Resources on it",
            "add a step 'place_on: N' to its Feature, Action or Bonus, or count something else",
        ),
    ]


def _card(ident: str, copies: int, **fields) -> dict:
    return {
        "id": ident,
        "name": {"en": ident.title()},
        "kind": "production",
        "colours": ["brown"],
        "copies": copies,
        "deal": "food",
        "produce": [{"gain": {"wood": 1}}],
        **fields,
    }


def _faction(tmp_path: Path, deck: list[dict], **board) -> Path:
    data = {
        "system": "is2014",
        "content": "faction",
        "id": "f",
        "name": {"en": "F"},
        "colour": "#123456",
        "board": {"production": {"worker": 1, "defense": 1}, **board},
        "deck": deck,
    }
    path = tmp_path / "f.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), "utf-8")
    return path


def _book_deck(**extra) -> list[dict]:
    """The book's Faction deck: 3 cards in 3 copies, 6 in 2, 9 singles (30 cards)."""
    copies = [3] * 3 + [2] * 6 + [1] * 9
    return [_card(f"c{i}", n, **extra) for i, n in enumerate(copies)]


def test_the_book_deck_shape_is_clean(tmp_path):
    """ "Each Faction deck consists of 30 fixed cards: 3 copies of 3 cards, 2 copies of 6 cards,
    and 9 singles." """
    assert _findings(_faction(tmp_path, _book_deck())) == []


def test_thirty_cards_in_another_shape_is_only_a_shape_error(tmp_path):
    deck = _book_deck()
    deck[3]["copies"] = 3  # a card of 2 copies gets 3,
    deck.pop(4)  # another of 2 copies goes,
    deck.append(_card("extra", 1))  # and a single comes: 4x3 + 4x2 + 10x1 = 30 cards
    found = _findings(_faction(tmp_path, deck))
    assert [(code, message) for _, _, code, _, message, _ in found] == [
        ("E-IS-DECK-SHAPE", "the Faction deck is built 4x3 + 4x2 + 10x1; a Faction deck is built 3x3 + 6x2 + 9x1"),
    ]


def test_a_deck_of_thirty_one_is_told_to_remove_one(tmp_path):
    deck = _book_deck() + [_card("extra", 1)]
    found = [f for f in _findings(_faction(tmp_path, deck)) if f[2] == "E-IS-DECK-SIZE"]
    assert [(message, hint) for _, _, _, _, message, hint in found] == [
        ("the Faction deck has 31 cards; a Faction deck has 30", "remove 1 (change 'copies' or the cards)")
    ]


def test_three_copies_are_allowed_and_four_are_not(tmp_path):
    deck = _book_deck()
    assert [f[2] for f in _findings(_faction(tmp_path, deck))] == []
    deck[0]["copies"] = 4
    assert "E-IS-COPIES" in [f[2] for f in _findings(_faction(tmp_path, deck))]


def test_samurai_with_a_razeable_faction_card_is_no_warning(tmp_path):
    deck = _book_deck()
    deck[0]["raze"] = ["wood", "stone"]
    assert _findings(_faction(tmp_path, deck, samurai=True)) == []


def test_a_take_over_naming_a_board_token_is_clean_and_no_tokens_says_none(tmp_path):
    deck = _book_deck()
    deck[0] = {
        **_card("camp", 3, kind="action"),
        "action": {"cost": {"worker": 1}, "do": [{"take_over": {"token": "flag"}}]},
    }
    del deck[0]["produce"]
    token = {"id": "flag", "name": {"en": "Flag"}, "count": 1}
    assert _findings(_faction(tmp_path, deck, tokens=[token])) == []
    found = _findings(_faction(tmp_path, deck))
    assert [(code, hint) for _, _, code, _, _, hint in found] == [
        ("E-IS-TOKEN", "board tokens: none; add it to 'board: tokens:' or fix the spelling")
    ]


def _raze_feature(ident: str, copies: int, workers: int) -> dict:
    """A Feature Location giving ``workers`` Workers when its own seat razes."""
    feature = {"when": {"event": "raze"}, "do": [{"gain": {"worker": workers}}]}
    return _card(ident, copies, kind="feature", feature=feature, produce=None)


def _raze_loops(tmp_path: Path, deck: list[dict]) -> list[tuple[str, str]]:
    for card in deck:
        if card.get("produce") is None:
            card.pop("produce", None)
    return [(f[4], f[5]) for f in _findings(_faction(tmp_path, deck)) if f[2] == "W-IS-RAZE-LOOP"]


def test_a_token_back_and_the_raze_features_two_workers_warn_as_a_trade_loop(tmp_path):
    """A trade spends 2 Workers for a card (docs/rules-notes.md#is2014-raze-loop): a Raze field
    giving back its token and 1 Worker, with a built Feature giving 1 Worker a raze, repays it; the
    Feature card itself razed from hand counts only its other copy; 1 Worker in all does not."""
    deck = _book_deck()
    deck[0] = _raze_feature("dojo", 3, 1) | {"raze": ["worker", "raze"]}  # itself: 1 + 2 other copies
    deck[3]["raze"] = ["raze", "worker"]  # 1 + 3 copies of the dojo = 4
    deck[9]["raze"] = ["raze", "stone"]  # 0 + 3 = 3
    deck[10]["raze"] = ["worker", "stone"]  # no token back: a raze costs one
    hint = "give another Good than the Raze token in its Raze field, or a raze Feature another Good than Workers"
    assert _raze_loops(tmp_path, deck) == [
        (
            f"razing '{name}' from hand gives back its Raze token and, with 'dojo' built, {workers} Workers: the 2 "
            "Workers a trade for a card costs, so it can be traded for and razed without end",
            hint,
        )
        for name, workers in (("dojo", 3), ("c3", 4), ("c9", 3))
    ]
    single = _book_deck()
    single[9] = _raze_feature("dojo", 1, 1) | {"raze": ["wood", "stone"]}
    single[10]["raze"] = ["raze", "stone"]  # 0 + 1 = 1 Worker: a trade costs 2
    assert _raze_loops(tmp_path, single) == []
    single[10]["raze"] = ["raze", "worker"]  # 1 + 1 = 2
    assert [message.split(":")[0] for message, _ in _raze_loops(tmp_path, single)] == [
        "razing 'c10' from hand gives back its Raze token and, with 'dojo' built, 2 Workers"
    ]


def test_only_the_seats_own_raze_features_outright_workers_count_and_each_giver_is_named(tmp_path):
    """Workers for an opponent's raze, Workers counted 'per' something, a Feature on another event
    and a step that is not a gain give no Worker back outright; two givers are both named."""
    deck = _book_deck()
    deck[0] = _raze_feature("dojo", 3, 1)
    deck[9] = _raze_feature("camp", 1, 1)
    deck[10] = _raze_feature("envy", 1, 5)
    deck[10]["feature"]["when"]["who"] = "opponent"
    deck[11] = _raze_feature("drill", 1, 5)
    deck[11]["feature"]["do"] = [{"gain": {"worker": 5}, "per": {"deals": True}}, {"steal": 1}]
    deck[12] = _raze_feature("hall", 1, 5)
    deck[12]["feature"]["when"]["event"] = "build"
    deck[13]["raze"] = ["raze", "stone"]  # 3 copies of the dojo + the camp: 4 Workers
    assert [message.split(":")[0] for message, _ in _raze_loops(tmp_path, deck)] == [
        "razing 'c13' from hand gives back its Raze token and, with 'dojo' and 'camp' built, 4 Workers"
    ]
