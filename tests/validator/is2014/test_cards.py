"""Imperial Settlers (2014) card and Common deck checks (validator/is2014/cards.py): each finding
in full (where, what, hint), and the limits stated with exact values
(docs/rules-notes.md#is2014-common-deck-size, docs/rules-notes.md#is2014-deal-and-raze-fields)."""

from __future__ import annotations

from pathlib import Path

import yaml

from deckwright.validator import validate_paths
from tests.validator.is2014.test_checks import COMMONS


def _findings(path: Path) -> list[tuple]:
    return sorted((f.line, f.column, f.code, f.severity, f.message, f.hint) for f in validate_paths([path]).findings)


def test_every_finding_of_the_broken_common_deck_in_full(tmp_path):
    path = tmp_path / "commons.yaml"
    path.write_text(COMMONS, "utf-8")
    assert _findings(path) == [
        (
            5,
            1,
            "E-IS-COMMON-SIZE",
            "error",
            "the Common deck has 2 cards; a 4-player game needs 13 before its first draft",
            "add 11 cards (or copies)",
        ),
        (
            6,
            9,
            "E-IS-NO-RAZE",
            "error",
            "Common card 'hut' has no Raze field",
            "add 'raze' with the two Goods razing it gives, e.g. raze: [wood, wood], or 'raze: false' for a card "
            "that cannot be razed",
        ),
        (
            12,
            16,
            "E-IS-DUPLICATE-NAME",
            "error",
            "card name 'Hut' (en) is used twice (first on line 6)",
            "two different cards need two different names",
        ),
        (
            15,
            21,
            "E-IS-COMMON-COST",
            "error",
            "Common card 'shed' asks to discard a Location; a Common Location costs Resources only",
            "remove 'location' from the cost (only Faction Locations are built over a Location)",
        ),
        (
            16,
            5,
            "E-IS-COMMON-DEAL",
            "error",
            "Common card 'shed' has a Deal field; a Deal is made only with a Faction card",
            "remove 'deal'",
        ),
    ]


def _card(ident: str, **fields) -> dict:
    return {
        "id": ident,
        "name": {"en": ident.title()},
        "kind": "production",
        "colours": ["brown"],
        "raze": ["wood", "wood"],
        "produce": [{"gain": {"wood": 1}}],
        **fields,
    }


FILLER = [_card("f1", copies=6), _card("f2", copies=6)]  # 12 cards: one short of a 4-player setup


def _deck(tmp_path: Path, cards: list[dict]) -> Path:
    data = {"system": "is2014", "content": "common_deck", "id": "d", "name": {"en": "D"}, "cards": cards}
    path = tmp_path / "d.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), "utf-8")
    return path


def test_thirteen_common_cards_cover_a_four_player_setup_and_twelve_do_not(tmp_path):
    """4 seats x 2 cards at setup, then 4 + 1 cards for the first draft: 13 cards."""
    assert _findings(_deck(tmp_path, [*FILLER, _card("b")])) == []
    assert [(f[2], f[4], f[5]) for f in _findings(_deck(tmp_path, FILLER))] == [
        (
            "E-IS-COMMON-SIZE",
            "the Common deck has 12 cards; a 4-player game needs 13 before its first draft",
            "add 1 cards (or copies)",
        )
    ]


def test_ids_and_names_are_unique_and_names_whatever_their_case(tmp_path):
    cards = [
        *FILLER,
        _card("f1", name={"en": "Other", "de": "Anders"}),
        _card("b", name={"en": "B", "de": "anders"}),
    ]
    assert [(f[0], f[1], f[2], f[4]) for f in _findings(_deck(tmp_path, cards))] == [
        (33, 7, "E-IS-DUPLICATE-ID", "card id 'f1' is used twice (first on line 7)"),
        (49, 9, "E-IS-DUPLICATE-NAME", "card name 'anders' (de) is used twice (first on line 33)"),
    ]


def test_each_kind_has_its_own_ability_and_no_other(tmp_path):
    """An Action Location without its Action, and one with a Production besides."""
    action = {"cost": {"worker": 1}, "do": [{"gain": {"vp": 1}}]}
    cards = [
        *FILLER[:1],
        _card("a", copies=5),
        _card("b", kind="action"),
        {**_card("c", kind="action", action=action)},
    ]
    assert [(f[2], f[4], f[5]) for f in _findings(_deck(tmp_path, cards))] == [
        (
            "E-IS-ABILITY",
            "'b' is a action Location without 'action'",
            "add 'action', or change 'kind' to the kind of the ability it has",
        ),
        (
            "E-IS-ABILITY",
            "'b' is a action Location but has 'produce', the ability of production Locations",
            "write 'kind: production', or move the steps to 'action'",
        ),
        (
            "E-IS-ABILITY",
            "'c' is a action Location but has 'produce', the ability of production Locations",
            "write 'kind: production', or move the steps to 'action'",
        ),
    ]


def test_a_count_of_cards_under_a_card_with_a_place_under_step_is_clean(tmp_path):
    """docs/rules-notes.md#is2014-cards-under: the Gate places cards under itself and counts them."""
    gate = _card(
        "gate",
        kind="feature",
        copies=6,
        feature={"when": {"event": "deal"}, "do": [{"place_under": 1}]},
        end={"vp": 1, "per": {"under": True}},
    )
    del gate["produce"]
    assert _findings(_deck(tmp_path, [gate, *FILLER[1:], _card("b")])) == []
    gate["feature"]["do"] = [{"gain": {"vp": 1}, "per": {"under": True}}]
    assert [(f[2], f[4]) for f in _findings(_deck(tmp_path, [gate, *FILLER[1:], _card("b")]))] == [
        ("E-IS-UNDER", "'gate' counts the cards under it, but nothing places cards under it"),
        ("E-IS-UNDER", "'gate' counts the cards under it, but nothing places cards under it"),
    ]


def test_a_raze_field_giving_back_its_token_and_a_card_warns_and_one_of_them_does_not(tmp_path):
    """Razing from hand costs 1 Raze token (docs/rules-notes.md#is2014-raze-loop): [raze, card]
    repays it and draws, so the card can come back and be razed without end; [raze, wood] and
    [worker, card] cannot."""
    cards = [*FILLER, _card("spies", raze=["raze", "card"]), _card("camp", raze=["raze", "wood"])]
    cards.append(_card("scouts", raze=["worker", "card"]))
    assert _findings(_deck(tmp_path, cards)) == [
        (
            40,  # the field's first Good
            3,
            "W-IS-RAZE-LOOP",
            "warning",
            "razing 'spies' from hand gives back the Raze token it costs and draws a card: it can be razed, "
            "drawn again and razed without end",
            "give another Good instead of the Raze token or the card",
        )
    ]


HUT_FIRST = """\
system: is2014
content: common_deck
id: c
name: {en: C}
cards:
  - id: hut
    name: {en: Hut}
"""  # the head of a Common deck file whose first card is the hut
STEPS_OF_ANOTHER_SYSTEM = (
    HUT_FIRST
    + """\
    kind: action
    colours: [brown]
    raze: [wood, wood]
    action:
      cost: {worker: 1}
      do:
        - {draw: 2}
        - {gain: {wood: 1}, target: left}
"""
)
PRODUCTION_IN_A_CONDITION = (
    HUT_FIRST
    + """\
    kind: production
    colours: [brown]
    copies: 6
    raze: [wood, wood]
    produce:
      - if: {have: {colour: brown}, at_least: 2, then: [{gain: {food: 2}}], otherwise: [{gain: {wood: 1}}]}
  - id: shed
    name: {en: Shed}
    kind: production
    colours: [brown]
    copies: 6
    raze: [wood, wood]
    produce:
      - choose: [[{gain: {food: 1}}], [{gain: {wood: 1}}]]
  - id: mill
    name: {en: Mill}
    kind: production
    colours: [brown]
    raze: [wood, wood]
    produce:
      - if: {have: {colour: brown}, at_least: 2, then: [{gain: {food: 2}}], otherwise: [{steal: 1}]}
"""
)


def test_a_step_of_another_system_gets_a_hint_not_a_schema_dump(tmp_path):
    """docs/rules-notes.md#is2014-language-shared"""
    path = tmp_path / "commons.yaml"
    path.write_text(STEPS_OF_ANOTHER_SYSTEM, "utf-8")
    primitives = (
        "the primitives: gain, steal, deal, raze, foundation, place_under, place_on, enemy_deal, take_over, "
        "discard_enemy, build, take_deal, cancel_deal, take_field_good, raze_own, samurai, choose, if "
        "(docs/is2014.md#the-effect-language)"
    )
    assert _findings(path) == [
        (
            14,
            11,
            "E-VALUE",
            "error",
            "card 'hut', step 1 (draw) holds draw; a step is exactly one primitive of this system's effect "
            "language (with 'per' beside 'gain')",
            primitives,
        ),
        (
            14,
            12,
            "E-UNKNOWN-KEY",
            "error",
            "unknown key 'draw' in card 'hut', step 1 (draw)",
            "drawing cards is 'gain: {card: N}' in Imperial Settlers (2014); 'draw' is Empires of the North's step",
        ),
        (
            15,
            29,
            "E-UNKNOWN-KEY",
            "error",
            "unknown key 'target' in card 'hut', step 2",
            "Imperial Settlers (2014) steps choose their opponent themselves (steal, raze, discard_enemy, "
            "take_deal, cancel_deal: opponent); 'target' is Empires of the North's modifier",
        ),
    ]


def test_production_may_gain_inside_a_condition_or_a_choice_but_nothing_else(tmp_path):
    path = tmp_path / "commons.yaml"
    path.write_text(PRODUCTION_IN_A_CONDITION, "utf-8")
    assert _findings(path) == [
        (
            28,
            9,
            "E-IS-PRODUCE",
            "error",
            "'mill' produces with the step 'if'",
            "Production gives Goods: use 'gain' (with 'per' to count); put other steps in a bonus or an Action",
        ),
    ]
