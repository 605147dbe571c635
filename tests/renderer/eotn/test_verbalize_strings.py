"""The verbalizer's exact English and German text for every primitive, count, trigger and
keyword, as a table: grammatical gender (für jeden Ort, für jede Rohstoffquelle), plurals, the
separable verbs (Lege ... ab, Wecke ... auf, Rücke ... vor, Weise ... zu) and the books' own terms
(Reaktiviere alle deine eroberten Inseln; Erhalte 1 ... für jeden ... in deinem Reich)."""

from __future__ import annotations

import pytest

from deckwright.renderer.eotn.verbalize import ability_text

# (name, ability, English, German); [x] is an icon token
TABLE = [
    (
        "gain",
        {"instant": [{"gain": {"wood": 1, "stone": 2}}]},
        "Instant: Gain 1 [wood] and 2 [stone].",
        "Sofort: Erhalte 1 [wood] und 2 [stone].",
    ),
    (
        "per-kind",
        {"instant": [{"gain": {"vp": 1}, "per": {"kind": "location"}}]},
        "Instant: Gain 1 [vp] for each Location in your Empire.",
        "Sofort: Erhalte 1 [vp] für jeden Ort in deinem Reich.",
    ),
    (
        "per-type",
        {"instant": [{"gain": {"vp": 1}, "per": {"type": "ship"}}]},
        "Instant: Gain 1 [vp] for each [ship] in your Empire.",
        "Sofort: Erhalte 1 [vp] für jeden [ship] in deinem Reich.",
    ),
    (
        "per-assigned",
        {"instant": [{"gain": {"wood": 1}, "per": {"assigned": "food"}}]},
        "Instant: Gain 1 [wood] for each [food] assigned to this card.",
        "Sofort: Erhalte 1 [wood] für jede [food] auf dieser Karte.",
    ),
    (
        "per-card",
        {"instant": [{"gain": {"vp": 2}, "per": {"kind": "card"}}]},
        "Instant: Gain 2 [vp] for each card in your Empire.",
        "Sofort: Erhalte 2 [vp] für jede Karte in deinem Reich.",
    ),
    (
        "per-field",
        {"instant": [{"gain": {"vp": 1}, "per": {"kind": "field"}}]},
        "Instant: Gain 1 [vp] for each Field in your Empire.",
        "Sofort: Erhalte 1 [vp] für jede Rohstoffquelle in deinem Reich.",
    ),
    (
        "per-island",
        {"instant": [{"gain": {"vp": 1}, "per": {"kind": "island"}}]},
        "Instant: Gain 1 [vp] for each Conquered Island in your Empire.",
        "Sofort: Erhalte 1 [vp] für jede eroberte Insel in deinem Reich.",
    ),
    ("spend", {"instant": [{"spend": {"food": 2}}]}, "Instant: Spend 2 [food].", "Sofort: Zahle 2 [food]."),
    (
        "assign",
        {"instant": [{"assign": {"sheep": 1}}]},
        "Instant: Assign 1 [sheep] to this card.",
        "Sofort: Weise dieser Karte 1 [sheep] zu.",
    ),
    (
        "release",
        {"instant": [{"release": {"worker": 1}}]},
        "Instant: Release 1 [worker].",
        "Sofort: Entlasse 1 [worker].",
    ),
    ("retrieve", {"instant": [{"retrieve": 2}]}, "Instant: Retrieve 2 [worker].", "Sofort: Wecke 2 [worker] auf."),
    ("draw-one", {"instant": [{"draw": 1}]}, "Instant: Draw 1 card.", "Sofort: Ziehe 1 Karte."),
    ("draw-two", {"instant": [{"draw": 2}]}, "Instant: Draw 2 cards.", "Sofort: Ziehe 2 Karten."),
    ("discard-one", {"instant": [{"discard": 1}]}, "Instant: Discard 1 card.", "Sofort: Lege 1 Karte ab."),
    ("discard-two", {"instant": [{"discard": 2}]}, "Instant: Discard 2 cards.", "Sofort: Lege 2 Karten ab."),
    (
        "search",
        {"instant": [{"search": "twin-ships"}]},
        "Instant: Search your Clan deck for “Twin Ships”.",
        "Sofort: Suche „Schwesternschiff“ in deinem Clankartenstapel.",
    ),
    (
        "unexhaust-type",
        {"instant": [{"unexhaust": {"count": 1, "type": "ship"}}]},
        "Instant: Unexhaust 1 card with [ship].",
        "Sofort: Reaktiviere 1 Karte mit [ship].",
    ),
    (
        "unexhaust-all-islands",
        {"instant": [{"unexhaust": {"count": "all", "kind": "island"}}]},
        "Instant: Unexhaust all of your Conquered Islands.",
        "Sofort: Reaktiviere alle deine eroberten Inseln.",
    ),
    (
        "unexhaust-two-locations",
        {"instant": [{"unexhaust": {"count": 2, "kind": "location"}}]},
        "Instant: Unexhaust 2 Locations.",
        "Sofort: Reaktiviere 2 Orte.",
    ),
    (
        "move-pawn",
        {"instant": [{"move_pawn": 1}]},
        "Instant: Move 1 of your used Clan action pawns to another action tile.",
        "Sofort: Bewege 1 deiner Clanscheiben auf ein anderes Aktionsplättchen.",
    ),
    (
        "advance-ship-one",
        {"instant": [{"advance_ship": 1}]},
        "Instant: Move your [ship] 1 space up.",
        "Sofort: Rücke dein [ship] 1 Feld vor.",
    ),
    (
        "advance-ship-two",
        {"instant": [{"advance_ship": 2}]},
        "Instant: Move your [ship] 2 spaces up.",
        "Sofort: Rücke dein [ship] 2 Felder vor.",
    ),
    (
        "expedition-conquer",
        {"instant": [{"expedition_now": "conquer"}]},
        "Instant: Conquer now with 1 of your [ship] on the Expedition board.",
        "Sofort: Erobere jetzt mit 1 deiner [ship] auf dem Expeditionsplan.",
    ),
    (
        "expedition-pillage",
        {"instant": [{"expedition_now": "pillage"}]},
        "Instant: Pillage now with 1 of your [ship] on the Expedition board.",
        "Sofort: Plündere jetzt mit 1 deiner [ship] auf dem Expeditionsplan.",
    ),
    (
        "expedition-either",
        {"instant": [{"expedition_now": "either"}]},
        "Instant: Pillage or conquer now with 1 of your [ship] on the Expedition board.",
        "Sofort: Plündere oder erobere jetzt mit 1 deiner [ship] auf dem Expeditionsplan.",
    ),
    (
        "take-action-sail",
        {"instant": [{"take_action": "SAIL"}]},
        "Instant: Take a SAIL action.",
        "Sofort: Führe die Plättchenaktion SEGELN aus.",
    ),
    (
        "take-action-explore",
        {"instant": [{"take_action": "EXPLORE"}]},
        "Instant: Take an EXPLORE action.",
        "Sofort: Führe die Plättchenaktion ENTDECKEN aus.",
    ),
    (
        "choose",
        {"instant": [{"choose": [[{"gain": {"wood": 1}}], [{"gain": {"stone": 1}}]]}]},
        "Instant: Gain 1 [wood] / 1 [stone].",
        "Sofort: Erhalte 1 [wood] / 1 [stone].",
    ),
    (
        "when-build",
        {"feature": {"when": {"event": "build"}, "do": [{"gain": {"vp": 1}}]}},
        "Feature: Each time you build a Location, gain 1 [vp].",
        "Fähigkeit: Du erhältst jedes Mal 1 [vp], wenn du einen Ort baust.",
    ),
    (
        "when-conquer",
        {"feature": {"when": {"event": "conquer"}, "do": [{"gain": {"vp": 1}}]}},
        "Feature: Each time you Conquer, gain 1 [vp].",
        "Fähigkeit: Du erhältst jedes Mal 1 [vp], wenn du eine Insel eroberst.",
    ),
    (
        "when-pillage",
        {"feature": {"when": {"event": "pillage"}, "do": [{"gain": {"vp": 1}}]}},
        "Feature: Each time you Pillage, gain 1 [vp].",
        "Fähigkeit: Du erhältst jedes Mal 1 [vp], wenn du eine Insel plünderst.",
    ),
    (
        "when-harvest",
        {"feature": {"when": {"event": "harvest"}, "do": [{"gain": {"vp": 1}}]}},
        "Feature: Each time you Harvest a Field, gain 1 [vp].",
        "Fähigkeit: Du erhältst jedes Mal 1 [vp], wenn du eine Rohstoffquelle erntest.",
    ),
    (
        "when-sail",
        {"feature": {"when": {"event": "sail"}, "do": [{"gain": {"vp": 1}}]}},
        "Feature: Each time you place a [ship] on the Expedition board, gain 1 [vp].",
        "Fähigkeit: Du erhältst jedes Mal 1 [vp], wenn du ein [ship] auf den Expeditionsplan legst.",
    ),
    (
        "when-raid",
        {"feature": {"when": {"event": "raid"}, "do": [{"gain": {"vp": 1}}]}},
        "Feature: Each time you Raid a Location, gain 1 [vp].",
        "Fähigkeit: Du erhältst jedes Mal 1 [vp], wenn du einen Ort überfällst.",
    ),
    (
        "when-action",
        {"feature": {"when": {"event": "action"}, "do": [{"gain": {"vp": 1}}]}},
        "Feature: Each time you take an action, gain 1 [vp].",
        "Fähigkeit: Du erhältst jedes Mal 1 [vp], wenn du eine Plättchenaktion ausführst.",
    ),
    (
        "when-spend",
        {"feature": {"when": {"event": "spend"}, "do": [{"gain": {"vp": 1}}]}},
        "Feature: Each time you spend a good, gain 1 [vp].",
        "Fähigkeit: Du erhältst jedes Mal 1 [vp], wenn du Waren zahlst.",
    ),
    (
        "when-gain",
        {"feature": {"when": {"event": "gain"}, "do": [{"gain": {"vp": 1}}]}},
        "Feature: Each time you gain a good, gain 1 [vp].",
        "Fähigkeit: Du erhältst jedes Mal 1 [vp], wenn du Waren erhältst.",
    ),
    (
        "when-build-type",
        {"feature": {"when": {"event": "build", "type": "ship"}, "do": [{"gain": {"vp": 1}}]}},
        "Feature: Each time you build a Location with [ship], gain 1 [vp].",
        "Fähigkeit: Du erhältst jedes Mal 1 [vp], wenn du einen Ort mit [ship] baust.",
    ),
    (
        "when-build-field",
        {"feature": {"when": {"event": "build", "kind": "field"}, "do": [{"gain": {"vp": 1}}]}},
        "Feature: Each time you build a Field, gain 1 [vp].",
        "Fähigkeit: Du erhältst jedes Mal 1 [vp], wenn du eine Rohstoffquelle baust.",
    ),
    (
        "when-action-explore",
        {"feature": {"when": {"event": "action", "action": "EXPLORE"}, "do": [{"gain": {"vp": 1}}]}},
        "Feature: Each time you take an EXPLORE action, gain 1 [vp].",
        "Fähigkeit: Du erhältst jedes Mal 1 [vp], wenn du die Plättchenaktion ENTDECKEN ausführst.",
    ),
    (
        "when-spend-fish",
        {"feature": {"when": {"event": "spend", "good": "fish"}, "do": [{"gain": {"vp": 1}}]}},
        "Feature: Each time you spend [fish], gain 1 [vp].",
        "Fähigkeit: Du erhältst jedes Mal 1 [vp], wenn du [fish] zahlst.",
    ),
    (
        "when-gain-wood",
        {"feature": {"when": {"event": "gain", "good": "wood"}, "do": [{"gain": {"vp": 1}}]}},
        "Feature: Each time you gain [wood], gain 1 [vp].",
        "Fähigkeit: Du erhältst jedes Mal 1 [vp], wenn du [wood] erhältst.",
    ),
    (
        "feature-with-cost",
        {"feature": {"when": {"event": "conquer"}, "cost": {"wood": 1}, "do": [{"gain": {"vp": 2}}]}},
        "Feature: Each time you Conquer, you may spend 1 [wood] to gain 2 [vp].",
        "Fähigkeit: Du darfst jedes Mal 1 [wood] zahlen, um 2 [vp] zu erhalten, wenn du eine Insel eroberst.",
    ),
    (
        "action-with-cost",
        {"action": {"cost": {"worker": 1}, "do": [{"draw": 2}]}},
        "Action: Spend 1 [worker] to draw 2 cards.",
        "Aktion: Zahle 1 [worker], um 2 Karten zu ziehen.",
    ),
    ("action-free", {"action": {"do": [{"gain": {"gold": 1}}]}}, "Action: Gain 1 [gold].", "Aktion: Erhalte 1 [gold]."),
    (
        "building-bonus",
        {"building_bonus": [{"gain": {"gold": 1}}]},
        "Building bonus: Gain 1 [gold].",
        "Bauprämie: Erhalte 1 [gold].",
    ),
    (
        "storage",
        {"storage": {"need": {"food": 2}, "gain": [{"wood": 1}, {"vp": 1}]}},
        "Storage: 2 [food]: 1 [wood] / 1 [vp]",
        "Speicher: 2 [food]: 1 [wood] / 1 [vp]",
    ),
    ("copy", {"copy": {}}, "Copy: Copy a card in your Empire.", "Kopieren: Kopiere eine Karte in deinem Reich."),
    (
        "copy-field",
        {"copy": {"kind": "field"}},
        "Copy: Copy a Field in your Empire.",
        "Kopieren: Kopiere eine Rohstoffquelle in deinem Reich.",
    ),
    (
        "copy-type",
        {"copy": {"type": "ship"}},
        "Copy: Copy a card with [ship] in your Empire.",
        "Kopieren: Kopiere eine Karte mit [ship] in deinem Reich.",
    ),
    (
        "end-game",
        {"end_game": {"vp": 1, "per": {"goods": "gold", "every": 2}}},
        "End of game: Gain 1 [vp] for every 2 [gold] in your supply (rounded down).",
        "Spielende: Erhalte 1 [vp] für je 2 [gold] in deinem Vorrat (abgerundet).",
    ),
    (
        "protection",
        {"protection": ["raid", "copy"]},
        "Protection: This card cannot be raided or copied.",
        "Schutz: Diese Karte kann nicht überfallen oder kopiert werden.",
    ),
    (
        "if-otherwise",
        {
            "instant": [
                {
                    "if": {
                        "have": {"kind": "location"},
                        "at_least": 3,
                        "then": [{"gain": {"vp": 2}}],
                        "otherwise": [{"gain": {"vp": 1}}],
                    }
                }
            ]
        },
        "Instant: Gain 2 [vp] if you have 3 or more Locations in your Empire; otherwise gain 1 [vp].",
        "Sofort: Wenn du 3 oder mehr Orte in deinem Reich hast, erhalte 2 [vp]; sonst erhalte 1 [vp].",
    ),
    (
        "exhaust",
        {"instant": [{"exhaust": {"count": 1}}, {"gain": {"vp": 2}}]},
        "Instant: Exhaust 1 of your other cards and gain 2 [vp].",
        "Sofort: Erschöpfe 1 deiner anderen Karten und erhalte 2 [vp].",
    ),
    (
        "per-goods-every",
        {"instant": [{"gain": {"vp": 1}, "per": {"goods": "gold", "every": 2}}]},
        "Instant: Gain 1 [vp] for every 2 [gold] in your supply (rounded down).",
        "Sofort: Erhalte 1 [vp] für je 2 [gold] in deinem Vorrat (abgerundet).",
    ),
    (
        "per-island-distance",
        {"instant": [{"gain": {"vp": 1}, "per": {"kind": "island", "distance": "distant"}}]},
        "Instant: Gain 1 [vp] for each Conquered Distant Island in your Empire.",
        "Sofort: Erhalte 1 [vp] für jede eroberte entfernte Insel in deinem Reich.",
    ),
    (
        "discard-each-opponent",
        {"instant": [{"discard": 1, "target": "each_opponent"}]},
        "Instant: Make each opponent discard 1 card.",
        "Sofort: Lass jeden Gegner 1 Karte ablegen.",
    ),
    (
        "lose-chosen-opponent",
        {"action": {"cost": {"food": 1}, "do": [{"lose": {"wood": 1, "food": 2}, "target": "chosen_opponent"}]}},
        "Action: Spend 1 [food] to make an opponent of your choice lose 1 [wood] and 2 [food].",
        "Aktion: Zahle 1 [food], um einen Gegner deiner Wahl 1 [wood] und 2 [food] verlieren zu lassen.",
    ),
    (
        "give-left",
        {"feature": {"when": {"event": "sail"}, "do": [{"give": {"wood": 1}, "target": "left"}]}},
        "Feature: Each time you place a [ship] on the Expedition board, give 1 [wood] to the player to your left.",
        "Fähigkeit: Du gibst jedes Mal deinem linken Nachbarn 1 [wood], wenn du ein [ship] auf den Expeditionsplan "
        "legst.",
    ),
    (
        "discard-left-feature",
        {"feature": {"when": {"event": "sail"}, "do": [{"discard": 2, "target": "left"}]}},
        "Feature: Each time you place a [ship] on the Expedition board, make the player to your left discard 2 cards.",
        "Fähigkeit: Du lässt jedes Mal deinen linken Nachbarn 2 Karten ablegen, wenn du ein [ship] auf den "
        "Expeditionsplan legst.",
    ),
    (
        "exhaust-right",
        {"action": {"do": [{"exhaust": {"count": 1, "kind": "location"}, "target": "right"}]}},
        "Action: Exhaust 1 Location of the player to your right.",
        "Aktion: Erschöpfe 1 Ort deines rechten Nachbarn.",
    ),
    (
        "exhaust-all-each-opponent",
        {
            "action": {
                "cost": {"food": 1},
                "do": [{"exhaust": {"count": "all", "kind": "field"}, "target": "each_opponent"}],
            }
        },
        "Action: Spend 1 [food] to exhaust all Fields of each opponent.",
        "Aktion: Zahle 1 [food], um alle Rohstoffquellen jedes Gegners zu erschöpfen.",
    ),
    (
        "remove-discard",
        {
            "action": {
                "cost": {"food": 1},
                "do": [{"remove": {"to": "discard", "kind": "location"}}, {"gain": {"vp": 3}}],
            }
        },
        "Action: Spend 1 [food] to discard 1 of your other Locations from your Empire and gain 3 [vp].",
        "Aktion: Zahle 1 [food], um 1 deiner anderen Orte aus deinem Reich abzulegen und 3 [vp] zu erhalten.",
    ),
    (
        "remove-hand-feature",
        {"feature": {"when": {"event": "sail"}, "do": [{"remove": {"to": "hand", "kind": "field"}}]}},
        "Feature: Each time you place a [ship] on the Expedition board, take 1 of your other Fields back into "
        "your hand.",
        "Fähigkeit: Du nimmst jedes Mal 1 deiner anderen Rohstoffquellen aus deinem Reich auf die Hand, wenn du ein "
        "[ship] auf den Expeditionsplan legst.",
    ),
    (
        "recopy",
        {"action": {"cost": {"food": 1}, "do": [{"recopy": 1}, {"gain": {"vp": 1}}]}},
        "Action: Spend 1 [food] to give 1 of your Copy cards a new card to copy and gain 1 [vp].",
        "Aktion: Zahle 1 [food], um 1 deiner Karten mit Kopier-Effekt neu zuzuordnen und 1 [vp] zu erhalten.",
    ),
    (
        "recopy-feature",
        {"feature": {"when": {"event": "conquer"}, "do": [{"recopy": 1}]}},
        "Feature: Each time you Conquer, give 1 of your Copy cards a new card to copy.",
        "Fähigkeit: Du ordnest jedes Mal 1 deiner Karten mit Kopier-Effekt neu zu, wenn du eine Insel eroberst.",
    ),
    (
        "raided",
        {"feature": {"when": {"event": "raided"}, "do": [{"gain": {"stone": 1}}]}},
        "Feature: Each time you are Raided by an opponent, gain 1 [stone].",
        "Fähigkeit: Du erhältst jedes Mal 1 [stone], wenn du von einem Gegner überfallen wirst.",
    ),
    (
        "who-opponent",
        {"feature": {"when": {"event": "sail", "who": "opponent"}, "do": [{"gain": {"fish": 1}}]}},
        "Feature: Each time an opponent places a [ship] on the Expedition board, gain 1 [fish].",
        "Fähigkeit: Du erhältst jedes Mal 1 [fish], wenn ein Gegner ein [ship] auf den Expeditionsplan legt.",
    ),
    (
        "who-any-gain",
        {
            "feature": {
                "when": {"event": "gain", "good": "wood", "who": "any"},
                "cost": {"food": 1},
                "do": [{"gain": {"vp": 1}}],
            }
        },
        "Feature: Each time any player gains [wood], you may spend 1 [food] to gain 1 [vp].",
        "Fähigkeit: Du darfst jedes Mal 1 [food] zahlen, um 1 [vp] zu erhalten, wenn ein beliebiger Spieler "
        "[wood] erhält.",
    ),
    (
        "who-opponent-harvest",
        {
            "feature": {
                "when": {"event": "harvest", "who": "opponent"},
                "do": [{"choose": [[{"gain": {"wood": 1}}], [{"draw": 1}]]}],
            }
        },
        "Feature: Each time an opponent Harvests a Field, gain 1 [wood] / draw 1 card.",
        "Fähigkeit: Jedes Mal, wenn ein Gegner eine Rohstoffquelle erntet: Erhalte 1 [wood] / ziehe 1 Karte.",
    ),
    (
        "move-pawn-left",
        {"instant": [{"move_pawn": 1, "target": "left"}]},
        "Instant: Move 1 used Clan action pawn of the player to your left to another action tile.",
        "Sofort: Bewege 1 Clanscheibe deines linken Nachbarn auf ein anderes Aktionsplättchen.",
    ),
]


@pytest.mark.parametrize("name,ability,en,de", TABLE, ids=[row[0] for row in TABLE])
def test_exact_text_in_both_languages(clan, name, ability, en, de):
    assert ": ".join(ability_text(ability, "en", clan)) == en
    assert ": ".join(ability_text(ability, "de", clan)) == de


def test_the_table_covers_every_primitive_trigger_keyword_and_count(effects_schema):
    defs = effects_schema["$defs"]
    abilities = [ability for _, ability, _, _ in TABLE]
    keywords = {keyword for ability in abilities for keyword in ability}
    lists = [body for ability in abilities for body in ability.values() if isinstance(body, list)]
    steps = [step for body in lists for step in body if isinstance(step, dict)]  # protection lists words
    steps += [
        step
        for ability in abilities
        for body in ability.values()
        if isinstance(body, dict)
        for step in body.get("do", [])
    ]
    events = {a["feature"]["when"]["event"] for a in abilities if "feature" in a}
    counts = {key for step in steps for key in step.get("per", {})}
    assert keywords == set(defs["ability"]["properties"])
    assert {key for step in steps for key in step} >= set(defs["step"]["properties"])
    assert events == set(defs["trigger"]["properties"]["event"]["enum"])
    assert counts == set(defs["count"]["properties"])
