"""Kingdom Builder text: every shipped and published tile and goal, in English and German, as
exact strings (the published ones are written in the languages in tests/engine/kb/fixtures)."""

from __future__ import annotations

import pytest

from deckwright.engine.kb.hooks import shipped_table
from deckwright.model.kb import Placement, Scoring
from deckwright.renderer.kb.verbalize import (
    goal_text,
    label,
    localized,
    placement_text,
    scoring_text,
    terrain_name,
    tile_condition,
    tile_text,
)
from tests.engine.kb.helpers import PUBLISHED_GOALS, PUBLISHED_TILES

TABLE = shipped_table()
ITEMS = {
    ("shipped", "tile"): {t.id: t for t in TABLE["tiles"]},
    ("published", "tile"): PUBLISHED_TILES,
    ("shipped", "goal"): {g.id: g for g in TABLE["goals"]},
    ("published", "goal"): PUBLISHED_GOALS,
}

TEXTS = [
    (
        "shipped",
        "tile",
        "well",
        "en",
        "Build one settlement on a hex of your played terrain next to water, adjacent if possible. "
        "Take 1 gold when you use it.",
    ),
    (
        "shipped",
        "tile",
        "well",
        "de",
        "Baue eine Siedlung auf einem Feld deiner ausgespielten Geländeart neben Wasser, wenn möglich angrenzend. "
        "Nimm 1 Gold, wenn du es nutzt.",
    ),
    ("shipped", "tile", "ferry", "en", "Move one of your settlements to a water hex, adjacent if possible."),
    ("shipped", "tile", "ferry", "de", "Versetze eine deiner Siedlungen auf ein Wasserfeld, wenn möglich angrenzend."),
    (
        "shipped",
        "tile",
        "outlaws",
        "en",
        "Remove one settlement of another player from any buildable hex, only next to your own settlements.",
    ),
    (
        "shipped",
        "tile",
        "outlaws",
        "de",
        "Entferne eine Siedlung eines Mitspielers von einem beliebigen bebaubaren Feld, nur angrenzend an eigene "
        "Siedlungen.",
    ),
    (
        "shipped",
        "goal",
        "recluses",
        "en",
        "2 gold for each of your settlements with no other settlement of yours next to it.",
    ),
    (
        "shipped",
        "goal",
        "recluses",
        "de",
        "2 Gold für jede deiner Siedlungen ohne eine weitere deiner Siedlungen daneben.",
    ),
    (
        "shipped",
        "goal",
        "oasis-keepers",
        "en",
        "1 gold for each of your settlements on a desert hex or a canyon hex and next to water.",
    ),
    (
        "shipped",
        "goal",
        "oasis-keepers",
        "de",
        "1 Gold für jede deiner Siedlungen auf einem Wüstenfeld oder einem Canyonfeld und neben Wasser.",
    ),
    ("shipped", "goal", "lowlanders", "en", "Lose 1 gold for each of your settlements next to a mountain."),
    ("shipped", "goal", "lowlanders", "de", "Verliere 1 Gold für jede deiner Siedlungen neben einem Berg."),
    (
        "shipped",
        "tile",
        "mill",
        "en",
        "Build 2 settlements, one at a time, each on a flower field hex, adjacent if possible.",
    ),
    (
        "shipped",
        "tile",
        "mill",
        "de",
        "Baue nacheinander 2 Siedlungen, jede auf einem Blumenfeld, wenn möglich angrenzend.",
    ),
    (
        "shipped",
        "tile",
        "lighthouse",
        "en",
        "Build one settlement on any buildable hex at the edge of the board, adjacent if possible.",
    ),
    (
        "shipped",
        "tile",
        "lighthouse",
        "de",
        "Baue eine Siedlung auf einem beliebigen bebaubaren Feld am Rand des Spielplans, wenn möglich angrenzend.",
    ),
    (
        "shipped",
        "tile",
        "bridge",
        "en",
        "Build one settlement on any buildable hex at either end of a straight line of at least 2 of your settlements.",
    ),
    (
        "shipped",
        "tile",
        "bridge",
        "de",
        "Baue eine Siedlung auf einem beliebigen bebaubaren Feld an einem Ende einer geraden Reihe aus "
        "mindestens 2 deiner Siedlungen.",
    ),
    (
        "shipped",
        "tile",
        "caravan",
        "en",
        "Move one of your settlements exactly 3 hexes in a straight line, jumping over anything, to any "
        "buildable hex, not necessarily adjacent.",
    ),
    (
        "shipped",
        "tile",
        "caravan",
        "de",
        "Versetze eine deiner Siedlungen um genau 3 Felder in gerader Linie, über alles hinweg, auf ein "
        "beliebiges bebaubares Feld, nicht unbedingt angrenzend.",
    ),
    (
        "shipped",
        "tile",
        "road",
        "en",
        "Move one of your settlements to a hex of your played terrain next to a location or a castle, "
        "only next to your own settlements.",
    ),
    (
        "shipped",
        "tile",
        "road",
        "de",
        "Versetze eine deiner Siedlungen auf ein Feld deiner ausgespielten Geländeart neben einem Ort "
        "oder einer Burg, nur angrenzend an eigene Siedlungen.",
    ),
    (
        "published",
        "tile",
        "oracle",
        "en",
        "Build one settlement on a hex of your played terrain, adjacent if possible.",
    ),
    (
        "published",
        "tile",
        "oracle",
        "de",
        "Baue eine Siedlung auf einem Feld deiner ausgespielten Geländeart, wenn möglich angrenzend.",
    ),
    ("published", "tile", "farm", "en", "Build one settlement on a grass hex, adjacent if possible."),
    ("published", "tile", "farm", "de", "Baue eine Siedlung auf einem Grasfeld, wenn möglich angrenzend."),
    ("published", "tile", "oasis", "en", "Build one settlement on a desert hex, adjacent if possible."),
    ("published", "tile", "oasis", "de", "Baue eine Siedlung auf einem Wüstenfeld, wenn möglich angrenzend."),
    (
        "published",
        "tile",
        "tower",
        "en",
        "Build one settlement on any buildable hex at the edge of the board, adjacent if possible.",
    ),
    (
        "published",
        "tile",
        "tower",
        "de",
        "Baue eine Siedlung auf einem beliebigen bebaubaren Feld am Rand des Spielplans, wenn möglich angrenzend.",
    ),
    (
        "published",
        "tile",
        "tavern",
        "en",
        "Build one settlement on any buildable hex at either end of a straight line of at least 3 of your settlements.",
    ),
    (
        "published",
        "tile",
        "tavern",
        "de",
        "Baue eine Siedlung auf einem beliebigen bebaubaren Feld an einem Ende einer geraden Reihe aus "
        "mindestens 3 deiner Siedlungen.",
    ),
    (
        "published",
        "tile",
        "barn",
        "en",
        "Move one of your settlements to a hex of your played terrain, adjacent if possible.",
    ),
    (
        "published",
        "tile",
        "barn",
        "de",
        "Versetze eine deiner Siedlungen auf ein Feld deiner ausgespielten Geländeart, wenn möglich angrenzend.",
    ),
    ("published", "tile", "harbor", "en", "Move one of your settlements to a water hex, adjacent if possible."),
    (
        "published",
        "tile",
        "harbor",
        "de",
        "Versetze eine deiner Siedlungen auf ein Wasserfeld, wenn möglich angrenzend.",
    ),
    (
        "published",
        "tile",
        "paddock",
        "en",
        "Move one of your settlements exactly 2 hexes in a straight line, jumping over anything, to any "
        "buildable hex, not necessarily adjacent.",
    ),
    (
        "published",
        "tile",
        "paddock",
        "de",
        "Versetze eine deiner Siedlungen um genau 2 Felder in gerader Linie, über alles hinweg, auf ein "
        "beliebiges bebaubares Feld, nicht unbedingt angrenzend.",
    ),
    ("shipped", "goal", "foresters", "en", "1 gold for every 2 of your settlements next to a forest."),
    ("shipped", "goal", "foresters", "de", "1 Gold für je 2 deiner Siedlungen neben Wald."),
    ("shipped", "goal", "watchmen", "en", "2 gold for each of your settlements next to a castle."),
    ("shipped", "goal", "watchmen", "de", "2 Gold für jede deiner Siedlungen neben einer Burg."),
    ("shipped", "goal", "settlers", "en", "1 gold for every 4 of your settlements."),
    ("shipped", "goal", "settlers", "de", "1 Gold für je 4 deiner Siedlungen."),
    ("shipped", "goal", "nomads", "en", "2 gold for each of your separate settlement areas."),
    ("shipped", "goal", "nomads", "de", "2 Gold für jedes deiner getrennten Siedlungsgebiete."),
    ("shipped", "goal", "builders", "en", "1 gold for every 3 settlements in your largest settlement area."),
    ("shipped", "goal", "builders", "de", "1 Gold für je 3 Siedlungen in deinem größten Siedlungsgebiet."),
    ("shipped", "goal", "surveyors", "en", "2 gold for each settlement in your longest straight line."),
    ("shipped", "goal", "surveyors", "de", "2 Gold für jede Siedlung in deiner längsten geraden Reihe."),
    ("shipped", "goal", "pilgrims", "en", "2 gold for every 3 rows with at least one of your settlements."),
    ("shipped", "goal", "pilgrims", "de", "2 Gold für je 3 waagerechte Reihen mit mindestens einer deiner Siedlungen."),
    ("shipped", "goal", "heralds", "en", "1 gold for each of your settlements in the row where you have the most."),
    ("shipped", "goal", "heralds", "de", "1 Gold für jede deiner Siedlungen in der Reihe, in der du die meisten hast."),
    (
        "shipped",
        "goal",
        "stewards",
        "en",
        "2 gold for each of your settlements in the sector where you have the fewest.",
    ),
    (
        "shipped",
        "goal",
        "stewards",
        "de",
        "2 Gold für jede deiner Siedlungen in dem Sektor, in dem du die wenigsten hast.",
    ),
    ("shipped", "goal", "traders", "en", "5 gold for each castle linked by your settlements to another castle."),
    (
        "shipped",
        "goal",
        "traders",
        "de",
        "5 Gold für jede Burg, die durch deine Siedlungen mit einer weiteren Burg verbunden ist.",
    ),
    (
        "shipped",
        "goal",
        "barons",
        "en",
        "In each sector: 10 gold for the most settlements, 5 gold for the second most settlements. Tied "
        "players share the gold of the places they cover, rounded down.",
    ),
    (
        "shipped",
        "goal",
        "barons",
        "de",
        "In jedem Sektor: 10 Gold für die meisten Siedlungen, 5 Gold für die zweitmeisten Siedlungen. "
        "Gleichauf Liegende teilen sich das Gold ihrer Plätze, abgerundet.",
    ),
    (
        "shipped",
        "goal",
        "marshals",
        "en",
        "In each sector: 8 gold for the most settlements. Tied players each take their place's gold; the"
        " next count takes the next place.",
    ),
    (
        "shipped",
        "goal",
        "marshals",
        "de",
        "In jedem Sektor: 8 Gold für die meisten Siedlungen. Bei Gleichstand erhält jeder das Gold des "
        "Platzes; die nächste Anzahl erhält den nächsten Platz.",
    ),
    ("published", "goal", "fishermen", "en", "1 gold for each of your settlements next to water."),
    ("published", "goal", "fishermen", "de", "1 Gold für jede deiner Siedlungen neben Wasser."),
    ("published", "goal", "miners", "en", "1 gold for each of your settlements next to a mountain."),
    ("published", "goal", "miners", "de", "1 Gold für jede deiner Siedlungen neben einem Berg."),
    ("published", "goal", "workers", "en", "1 gold for each of your settlements next to a location or a castle."),
    ("published", "goal", "workers", "de", "1 Gold für jede deiner Siedlungen neben einem Ort oder einer Burg."),
    (
        "published",
        "goal",
        "merchants",
        "en",
        "4 gold for each location or castle linked by your settlements to another location or castle.",
    ),
    (
        "published",
        "goal",
        "merchants",
        "de",
        "4 Gold für jeden Ort und jede Burg, die durch deine Siedlungen mit einem weiteren Ort oder "
        "einer weiteren Burg verbunden sind.",
    ),
    ("published", "goal", "citizens", "en", "1 gold for every 2 settlements in your largest settlement area."),
    ("published", "goal", "citizens", "de", "1 Gold für je 2 Siedlungen in deinem größten Siedlungsgebiet."),
    ("published", "goal", "hermits", "en", "1 gold for each of your separate settlement areas."),
    ("published", "goal", "hermits", "de", "1 Gold für jedes deiner getrennten Siedlungsgebiete."),
    ("published", "goal", "discoverers", "en", "1 gold for each row with at least one of your settlements."),
    (
        "published",
        "goal",
        "discoverers",
        "de",
        "1 Gold für jede waagerechte Reihe mit mindestens einer deiner Siedlungen.",
    ),
    ("published", "goal", "knights", "en", "2 gold for each of your settlements in the row where you have the most."),
    (
        "published",
        "goal",
        "knights",
        "de",
        "2 Gold für jede deiner Siedlungen in der Reihe, in der du die meisten hast.",
    ),
    (
        "published",
        "goal",
        "lords",
        "en",
        "In each sector: 12 gold for the most settlements, 6 gold for the second most settlements. Tied "
        "players each take their place's gold; the next count takes the next place.",
    ),
    (
        "published",
        "goal",
        "lords",
        "de",
        "In jedem Sektor: 12 Gold für die meisten Siedlungen, 6 Gold für die zweitmeisten Siedlungen. "
        "Bei Gleichstand erhält jeder das Gold des Platzes; die nächste Anzahl erhält den nächsten "
        "Platz.",
    ),
    (
        "published",
        "goal",
        "farmers",
        "en",
        "3 gold for each of your settlements in the sector where you have the fewest.",
    ),
    (
        "published",
        "goal",
        "farmers",
        "de",
        "3 Gold für jede deiner Siedlungen in dem Sektor, in dem du die wenigsten hast.",
    ),
]


@pytest.mark.parametrize("source, kind, item, lang, text", TEXTS, ids=[f"{t[2]}-{t[3]}" for t in TEXTS])
def test_text(source, kind, item, lang, text):
    verbalize = tile_text if kind == "tile" else goal_text
    assert verbalize(ITEMS[source, kind][item], lang) == text


def test_every_item_is_in_the_table():
    listed = {(t[0], t[1], t[2]) for t in TEXTS}
    assert listed == {(s, k, i) for (s, k), items in ITEMS.items() for i in items}
    assert len(TEXTS) == 2 * len(listed) == 82


def test_without_a_language_the_text_is_english():
    tile, goal = PUBLISHED_TILES["paddock"], PUBLISHED_GOALS["lords"]
    assert tile_text(tile) == placement_text(tile.placement) == tile_text(tile, "en")
    assert goal_text(goal) == scoring_text(goal.scoring) == goal_text(goal, "en")
    assert (terrain_name("flower"), label("used"), localized({"en": "Well", "de": "Brunnen"})) == (
        "Flower field",
        "used",
        "Well",
    )


def test_names_and_labels_in_german_and_a_name_without_german_in_english():
    assert [terrain_name(t, "de") for t in ("grass", "flower", "forest", "canyon", "desert", "mountain", "water")] == [
        "Gras",
        "Blumenfeld",
        "Wald",
        "Canyon",
        "Wüste",
        "Berg",
        "Wasser",
    ]
    assert [label(k, "de") for k in ("terrain", "goal", "summary", "section", "used")] == [
        "Geländekarte",
        "Kingdom-Builder-Karte",
        "Ortsplättchen",
        "Spielplanteil",
        "benutzt",
    ]
    assert localized({"en": "Well", "de": "Brunnen"}, "de") == "Brunnen"
    assert localized({"en": "Well"}, "de") == "Well"


def test_linked_sites_counted_by_the_group_are_named_in_the_plural():

    assert scoring_text(Scoring("connected_sites", gold=3, per=2, sites=("castle",))) == (
        "3 gold for every 2 castles linked by your settlements to another castle."
    )


@pytest.mark.parametrize(
    "rule, lang, text",
    [
        (
            Scoring("settlements", gold=-2, per=3, on=("water",)),
            "en",
            "Lose 2 gold for every 3 of your settlements on a water hex.",
        ),
        (
            Scoring("settlements", gold=-2, per=3, on=("water",)),
            "de",
            "Verliere 2 Gold für je 3 deiner Siedlungen auf einem Wasserfeld.",
        ),
        (
            Scoring("settlements", on=("forest",), next_to=("castle",), isolated=True),
            "en",
            "1 gold for each of your settlements on a forest hex, next to a castle and with no other settlement of "
            "yours next to it.",
        ),
    ],
)
def test_settlement_conditions_are_joined_with_and_and_a_penalty_says_lose(rule, lang, text):
    assert scoring_text(rule, lang) == text


def test_a_removal_says_from_where_and_a_tiles_gold_when_it_comes():
    rule = Placement("remove", "desert", count=2, gold=2, adjacent="free")
    assert placement_text(rule) == (
        "Remove 2 settlements of other players, one at a time, each from a desert hex, not necessarily adjacent. "
        "Take 2 gold when you use it."
    )
    assert tile_condition(rule, "de") == "fremde, beliebig, +2 Gold"


@pytest.mark.parametrize(
    ("rule", "en", "de"),
    [
        (Placement("move", "buildable", jump=3, adjacent="free"), "jump 3, anywhere", "Sprung um 3, beliebig"),
        (Placement("build", "played", edge=True), "at the edge", "am Rand"),
        (Placement("build", "played", line_end=2, adjacent="free"), "at a line's end (2+)", "am Reihenende (2+)"),
        (
            Placement("build", "played", next_to=("water",), adjacent="required"),
            "next to water, only next to yours",
            None,
        ),
        (Placement("build", "played"), "", ""),  # the standard rule says nothing more
    ],
)
def test_a_tile_says_its_placement_condition_in_a_few_words(rule, en, de):
    assert tile_condition(rule) == en
    if de is not None:
        assert tile_condition(rule, "de") == de
