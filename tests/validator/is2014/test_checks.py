"""Imperial Settlers (2014) rule checks: each finds its mistake at the right line and column
(examples/broken-faction.yaml has one of each faction check), and the shipped content is clean."""

from __future__ import annotations

from pathlib import Path

from deckwright.findings import ERROR
from deckwright.paths import data_dir
from deckwright.validator import validate_paths

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


def _found(*paths: Path) -> dict[str, list[tuple[str, int, int]]]:
    """The findings of validating ``paths`` together, by file name: (code, line, column), sorted."""
    found: dict[str, list[tuple[str, int, int]]] = {}
    for f in validate_paths(list(paths)).findings:
        found.setdefault(Path(f.file).name, []).append((f.code, f.line, f.column))
    return {name: sorted(found[name]) for name in sorted(found)}


def test_the_broken_faction_shows_every_faction_check():
    assert _found(EXAMPLES / "broken-faction.yaml") == {
        "broken-faction.yaml": [
            ("E-IS-ABILITY", 60, 11),
            ("E-IS-ABILITY", 64, 5),
            ("E-IS-COPIES", 32, 13),
            ("E-IS-DECK-SHAPE", 26, 1),
            ("E-IS-DECK-SIZE", 26, 1),
            ("E-IS-DUPLICATE-ID", 80, 9),
            ("E-IS-NO-DEAL", 48, 9),
            ("E-IS-PRODUCE", 46, 9),
            ("E-IS-RESOURCES-ON", 100, 38),
            ("E-IS-TOKEN", 78, 30),
            ("E-IS-UNDER", 89, 31),
            ("W-IS-DEFENSE", 17, 3),
            ("W-IS-SAMURAI", 24, 12),
        ]
    }


def test_the_broken_faction_messages_say_what_the_book_asks():
    findings = {f.code: f for f in validate_paths([EXAMPLES / "broken-faction.yaml"]).findings}
    assert findings["E-IS-DECK-SHAPE"].message == (
        "the Faction deck is built 0x3 + 1x2 + 5x1; a Faction deck is built 3x3 + 6x2 + 9x1"
    )
    assert findings["E-IS-DECK-SIZE"].hint == "add 19 (change 'copies' or the cards)"
    assert findings["E-IS-TOKEN"].hint == "board tokens: banner; add it to 'board: tokens:' or fix the spelling"


COMMONS = """\
system: is2014
content: common_deck
id: tiny
name: {en: Tiny}
cards:
  - id: hut
    name: {en: Hut}
    kind: production
    colours: [brown]
    produce: [{gain: {wood: 1}}]
  - id: shed
    name: {en: Hut}
    kind: production
    colours: [brown]
    cost: {wood: 1, location: 1}
    deal: food
    raze: [wood, food]
    produce: [{gain: {wood: 1}}]
"""


def test_common_deck_checks(tmp_path):
    path = tmp_path / "commons.yaml"
    path.write_text(COMMONS, "utf-8")
    assert _found(path) == {
        "commons.yaml": [
            ("E-IS-COMMON-COST", 15, 21),
            ("E-IS-COMMON-DEAL", 16, 5),
            ("E-IS-COMMON-SIZE", 5, 1),
            ("E-IS-DUPLICATE-NAME", 12, 16),
            ("E-IS-NO-RAZE", 6, 9),
        ]
    }


ATTACKS = """\
system: is2014
content: attack_deck
id: raiders
name: {en: Raiders}
cards:
  - {id: a, target: wood, copies: 14}
  - {id: b, target: card}
"""


def test_attack_deck_size_and_targets_read_against_the_common_deck_of_the_run(tmp_path):
    commons = tmp_path / "commons.yaml"
    commons.write_text(COMMONS, "utf-8")
    attacks = tmp_path / "attacks.yaml"
    attacks.write_text(ATTACKS, "utf-8")
    assert _found(commons, attacks)["attacks.yaml"] == [("E-IS-ATTACK-SIZE", 5, 1), ("E-IS-ATTACK-TARGET", 7, 21)]


def test_attack_targets_are_read_against_the_shipped_common_deck_without_one(tmp_path):
    attacks = tmp_path / "attacks.yaml"
    attacks.write_text(ATTACKS.replace("copies: 14", "copies: 15"), "utf-8")
    assert _found(attacks) == {}


def test_the_shipped_content_is_clean():
    result = validate_paths([data_dir("cards") / "is2014"])
    assert result.files == 6
    assert [f for f in result.findings if f.severity == ERROR or f.code.startswith("W-")] == []


UNDER = """\
system: is2014
content: common_deck
id: under
name: {en: Under}
cards:
  - id: ruins
    name: {en: Ruins}
    kind: production
    colours: []
    copies: 6
    raze: false
    produce: [{gain: {worker: 1}}]
  - id: gate
    name: {en: Gate}
    kind: action
    colours: [grey]
    copies: 6
    raze: [wood, wood]
    action: {cost: {worker: 1}, do: [{gain: {vp: 1}, per: {under: true}}]}
    end: {vp: 1, per: {under: true}}
  - id: vault
    name: {en: Vault}
    kind: action
    colours: [grey]
    raze: [wood, wood]
    action: {cost: {worker: 1}, do: [{place_under: 1}]}
    end: {vp: 1, per: {under: true}}
"""


def test_a_count_of_cards_under_a_card_that_takes_none_is_an_error(tmp_path):
    """docs/rules-notes.md#is2014-cards-under; 'raze: false' is a valid Raze field
    (docs/rules-notes.md#is2014-unrazeable)."""
    path = tmp_path / "under.yaml"
    path.write_text(UNDER, "utf-8")
    assert _found(path) == {"under.yaml": [("E-IS-UNDER", 19, 67), ("E-IS-UNDER", 20, 31)]}
    findings = validate_paths([path]).findings
    assert findings[0].message == "'gate' counts the cards under it, but nothing places cards under it"


def test_a_common_card_without_a_raze_field_is_told_about_raze_false(tmp_path):
    path = tmp_path / "commons.yaml"
    path.write_text(COMMONS, "utf-8")
    hint = next(f.hint for f in validate_paths([path]).findings if f.code == "E-IS-NO-RAZE")
    assert hint == (
        "add 'raze' with the two Goods razing it gives, e.g. raze: [wood, wood], or 'raze: false' for a card "
        "that cannot be razed"
    )


def test_an_attack_deck_of_seventeen_cards_is_told_to_remove_one(tmp_path):
    attacks = tmp_path / "attacks.yaml"
    attacks.write_text(ATTACKS.replace("copies: 14", "copies: 16"), "utf-8")
    found = [f for f in validate_paths([attacks]).findings if f.code == "E-IS-ATTACK-SIZE"]
    assert [(f.message, f.hint) for f in found] == [
        ("the attack deck has 17 cards; the solo game uses 16", "remove 1 (change 'copies' or the cards)")
    ]


def test_a_board_without_its_defense_token_is_a_warning_at_the_production(tmp_path):
    """docs/rules-notes.md#is2014-board-defense"""
    shipped = (data_dir("cards") / "is2014" / "factions" / "rivermark.yaml").read_text("utf-8")
    line = "  production: {worker: 3, food: 1, wood: 1, raze: 2, defense: 1}\n"
    assert line in shipped
    for defense, text in ((0, line.replace(", defense: 1", "")), (2, line.replace("defense: 1", "defense: 2"))):
        path = tmp_path / f"rivermark-{defense}.yaml"
        path.write_text(shipped.replace(line, text), "utf-8")
        [finding] = validate_paths([path]).findings
        assert (finding.code, finding.severity, finding.line, finding.column) == ("W-IS-DEFENSE", "warning", 9, 3)
        assert finding.message == (
            f"the board produces {defense} Defense tokens; each Faction gains 1 in the Production phase"
        )


def test_the_findings_of_every_file_of_a_run_are_kept(tmp_path):
    """A common deck checked after a broken faction adds its findings to the faction's."""
    commons = tmp_path / "commons.yaml"
    commons.write_text(COMMONS, "utf-8")
    found = _found(EXAMPLES / "broken-faction.yaml", commons)
    assert [(name, len(findings)) for name, findings in found.items()] == [
        ("broken-faction.yaml", 13),
        ("commons.yaml", 5),
    ]
