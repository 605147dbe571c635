"""Imperial Settlers (2014) attack deck checks (validator/is2014/attacks.py): "Take the 16 Attack
cards", and each Target a Good some Raze field shows (docs/rules-notes.md#is2014-attack-deck)."""

from __future__ import annotations

from pathlib import Path

from deckwright.validator import validate_paths
from deckwright.validator.is2014.attacks import raze_goods, shipped_raze_goods
from tests.validator.is2014.test_checks import ATTACKS, COMMONS


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, "utf-8")
    return path


def _attack_findings(*paths: Path) -> list[tuple]:
    return sorted(
        (f.line, f.column, f.code, f.message, f.hint)
        for f in validate_paths(list(paths)).findings
        if Path(f.file).name == "attacks.yaml"
    )


def test_sixteen_attack_cards_are_clean_and_fifteen_are_told_to_add_one(tmp_path):
    commons = _write(tmp_path, "commons.yaml", COMMONS)
    sixteen = ATTACKS.replace("target: card", "target: food").replace("copies: 14", "copies: 15")
    assert _attack_findings(commons, _write(tmp_path, "attacks.yaml", sixteen)) == []
    fifteen = ATTACKS.replace("target: card", "target: food")
    assert _attack_findings(commons, _write(tmp_path, "attacks.yaml", fifteen)) == [
        (
            5,
            1,
            "E-IS-ATTACK-SIZE",
            "the attack deck has 15 cards; the solo game uses 16",
            "add 1 (change 'copies' or the cards)",
        )
    ]


def test_a_target_no_raze_field_shows_names_the_goods_that_do(tmp_path):
    commons = _write(tmp_path, "commons.yaml", COMMONS)
    attacks = _write(tmp_path, "attacks.yaml", ATTACKS.replace("copies: 14", "copies: 15"))
    assert _attack_findings(commons, attacks) == [
        (
            7,
            21,
            "E-IS-ATTACK-TARGET",
            "attack card 'b' targets 'card', which no Common card's Raze field shows",
            "Raze fields show: food, wood",
        )
    ]


def test_raze_goods_are_read_from_every_raze_field_and_raze_false_shows_none():
    data = {"cards": [{"raze": ["wood", "stone"]}, {"raze": False}, {}, {"raze": ["gold", "wood"]}]}
    assert raze_goods(data) == {"wood", "stone", "gold"}


def test_the_shipped_common_deck_shows_these_raze_goods():
    """The shipped common deck (cards/is2014/commons.yaml) razes for every Good but Defense."""
    assert shipped_raze_goods() == frozenset({"food", "wood", "stone", "gold", "worker", "raze", "card", "vp"})
