"""Ability text from the effect language: rulebook examples, German terms, overrides, and a
verbalization for everything the schema can say (read from the schema, so it fails when it grows)."""

from __future__ import annotations

import re

import jsonschema
import pytest

from deckwright.model.eotn import STEP_MODIFIERS, Card
from deckwright.renderer.eotn.verbalize import (
    ACTIONS,
    COUNT_MODIFIERS,
    COUNTS,
    KEYWORDS,
    KINDS,
    LANGS,
    TRIGGERS,
    VERBS,
    ClanSpeaker,
    _action,
    _feature,
    _good_trigger,
    _guarded,
    ability_text,
    card_text,
    kind_label,
)
from deckwright.renderer.icons import ICONS

GAIN_WOOD_OR_STONE = {"choose": [[{"gain": {"wood": 1}}], [{"gain": {"stone": 1}}]]}


def test_rulebook_choice(clan):
    assert ability_text({"instant": [GAIN_WOOD_OR_STONE]}, "en") == ("Instant", "Gain 1 [wood] / 1 [stone].")
    assert ability_text({"instant": [GAIN_WOOD_OR_STONE]}, "de") == ("Sofort", "Erhalte 1 [wood] / 1 [stone].")


def test_rulebook_storage():
    storage = {"storage": {"need": {"sheep": 2}, "gain": [{"wood": 1}, {"stone": 1}]}}
    assert ability_text(storage, "en") == ("Storage", "2 [sheep]: 1 [wood] / 1 [stone]")
    assert ability_text(storage, "de") == ("Speicher", "2 [sheep]: 1 [wood] / 1 [stone]")


def test_rulebook_party_ship(clan):
    card = clan.card("party-ship")
    assert card_text(card, "en", clan) == "Instant: Unexhaust all of your Conquered Islands."
    assert card_text(card, "de", clan) == "Sofort: Reaktiviere alle deine eroberten Inseln."


def test_rulebook_twin_ships(clan):
    card = clan.card("twin-ships")
    assert card_text(card, "en", clan) == "Feature: Each time you Pillage, gain 1 [gold]."
    assert card_text(card, "de", clan) == "Fähigkeit: Du erhältst jedes Mal 1 [gold], wenn du eine Insel plünderst."


def test_rulebook_haunted_island(islands):
    card = next(i for i in islands.islands if i.id == "haunted-island")
    assert card_text(card, "en") == (
        "Building bonus: Gain 1 [food] and 1 [sheep].\nFeature: Each time you Conquer, gain 1 [vp]."
    )
    assert card_text(card, "de").endswith("Fähigkeit: Du erhältst jedes Mal 1 [vp], wenn du eine Insel eroberst.")


def test_markup_bolds_the_keyword(clan):
    assert card_text(clan.card("party-ship"), "en", clan, markup=True).startswith("**Instant:** Unexhaust")


def test_type_count_shows_the_type_icon(clan):
    _, text = ability_text({"building_bonus": [{"gain": {"vp": 1}, "per": {"type": "ship"}}]}, "de", clan)
    assert text == "Erhalte 1 [vp] für jeden [ship] in deinem Reich."


def test_cost_makes_german_infinitives_with_zu():
    ability = {
        "feature": {"when": {"event": "conquer"}, "cost": {"wood": 1}, "do": [{"gain": {"vp": 2}}, {"retrieve": 1}]}
    }
    assert (
        ability_text(ability, "en")[1]
        == "Each time you Conquer, you may spend 1 [wood] to gain 2 [vp] and retrieve 1 [worker]."
    )
    assert ability_text(ability, "de")[1] == (
        "Du darfst jedes Mal 1 [wood] zahlen, um 2 [vp] zu erhalten und "
        "1 [worker] aufzuwecken, wenn du eine Insel eroberst."
    )


def test_neighbouring_options_share_their_verb():
    ability = {
        "action": {
            "cost": {"food": 1},
            "do": [{"choose": [[{"gain": {"fish": 1}}], [{"gain": {"raze": 1}}], [{"draw": 2}]]}],
        }
    }
    assert ability_text(ability, "en")[1] == "Spend 1 [food] to gain 1 [fish] / 1 [raze] / draw 2 cards."
    assert ability_text(ability, "de")[1] == "Zahle 1 [food], um 1 [fish] / 1 [raze] zu erhalten / 2 Karten zu ziehen."


def test_neighbouring_steps_share_their_verb_unless_counted():
    steps = [{"gain": {"food": 1}}, {"gain": {"fish": 1}}, {"draw": 1}]
    feature = {"feature": {"when": {"event": "harvest"}, "do": steps}}
    assert (
        ability_text(feature, "en")[1] == "Each time you Harvest a Field, gain 1 [food] and 1 [fish] and draw 1 card."
    )
    assert ability_text(feature, "de")[1] == (
        "Du erhältst jedes Mal 1 [food] und 1 [fish] und ziehst 1 Karte, wenn du eine Rohstoffquelle erntest."
    )
    counted = {"instant": [{"gain": {"vp": 1}, "per": {"kind": "field"}}, {"gain": {"fish": 1}}]}
    assert ability_text(counted, "en")[1] == "Gain 1 [vp] for each Field in your Empire and gain 1 [fish]."


def test_a_feature_opening_with_a_mixed_choice():
    feature = {"feature": {"when": {"event": "conquer"}, "do": [{"choose": [[{"gain": {"wood": 1}}], [{"draw": 1}]]}]}}
    assert ability_text(feature, "en")[1] == "Each time you Conquer, gain 1 [wood] / draw 1 card."
    assert ability_text(feature, "de")[1] == "Jedes Mal, wenn du eine Insel eroberst: Erhalte 1 [wood] / ziehe 1 Karte."


def test_german_uses_the_german_terms_and_umlauts(clan, islands):
    text = "\n".join(card_text(c, "de", clan) for c in (*clan.deck, *islands.islands))
    for term in ("Fähigkeit", "Aktion", "Bauprämie", "Speicher", "Sofort", "Erhalte", "Zahle", "Reaktiviere"):
        assert term in text
    assert kind_label(clan.card("party-ship"), "de") == "Verstärkung"
    assert kind_label(islands.islands[1], "de") == "Entfernte Insel"


def test_override_wins_then_english_then_generated(clan):
    skald = clan.card("skald")
    assert card_text(skald, "de", clan, markup=True).startswith("**Fähigkeit:** Jedes Mal, wenn du [vp] erhältst")
    assert card_text(skald, "de", clan).startswith("Fähigkeit: Jedes Mal, wenn du [vp] erhältst")
    english_only = Card(
        id="x", name={"en": "X"}, kind="boost", text={"en": "Shout."}, abilities=({"instant": [{"draw": 1}]},)
    )
    assert card_text(english_only, "de") == "Shout."
    generated = Card(id="y", name={"en": "Y"}, kind="boost", abilities=({"instant": [{"draw": 1}]},))
    assert card_text(generated, "de") == "Sofort: Ziehe 1 Karte."
    assert card_text(generated, "fr") == "Instant: Draw 1 card."


def _overridden(text: dict[str, str]) -> Card:
    return Card(id="x", name={"en": "X"}, kind="boost", text=text, abilities=({"instant": [{"draw": 1}]},))


def test_an_overrides_keyword_labels_are_written_as_generated_ones():
    two = _overridden(
        {"en": "building BONUS: Gain 1 [ship].\n**Instant**:Draw 1 card.", "de": "sofort: Ziehe 1 Karte."}
    )
    assert card_text(two, "en", markup=True) == "**Building bonus:** Gain 1 [ship].\n**Instant:** Draw 1 card."
    assert card_text(two, "en") == "Building bonus: Gain 1 [ship].\nInstant: Draw 1 card."
    assert card_text(two, "de", markup=True) == "**Sofort:** Ziehe 1 Karte."
    # the labels are those of the language the override is written in: English printed on a German card
    assert card_text(_overridden({"en": "instant: Draw 1 card."}), "de", markup=True) == "**Instant:** Draw 1 card."
    assert card_text(_overridden({"en": "Sofort: Ziehe 1 Karte."}), "en", markup=True) == "Sofort: Ziehe 1 Karte."


def test_override_words_that_only_start_like_a_label_stay_as_written():
    assert card_text(_overridden({"en": "Actions: none. Instant draw: 1 card."}), "en", markup=True) == (
        "Actions: none. Instant draw: 1 card."
    )
    assert card_text(_overridden({"en": "**Instant: Draw** 1 card."}), "en", markup=True) == "**Instant: Draw** 1 card."


# --- everything the schema can say has words, in both languages --------------------------------

# One legal example per primitive (and 'per'); the test below fails when the schema gains one.
SAMPLES = {
    "gain": {"gain": {"wood": 1, "stone": 2}},
    "per": {"gain": {"vp": 1}, "per": {"kind": "location"}},
    "spend": {"spend": {"food": 2}},
    "assign": {"assign": {"sheep": 1}},
    "release": {"release": {"worker": 1}},
    "retrieve": {"retrieve": 2},
    "draw": {"draw": 1},
    "discard": {"discard": 2},
    "search": {"search": "twin-ships"},
    "unexhaust": {"unexhaust": {"count": 1, "type": "ship"}},
    "move_pawn": {"move_pawn": 1},
    "advance_ship": {"advance_ship": 1},
    "expedition_now": {"expedition_now": "conquer"},
    "take_action": {"take_action": "SAIL"},
    "choose": GAIN_WOOD_OR_STONE,
    "if": {"if": {"have": {"goods": "gold"}, "at_least": 2, "then": [{"gain": {"vp": 1}}]}},
    "exhaust": {"exhaust": {"count": 1, "kind": "location"}},
    "target": {"discard": 1, "target": "each_opponent"},
    "lose": {"lose": {"food": 1}, "target": "chosen_opponent"},
    "give": {"give": {"wood": 1}, "target": "left"},
    "remove": {"remove": {"to": "hand", "kind": "field"}},
    "recopy": {"recopy": 1},
}
ABILITY_SAMPLES = {
    "feature": {"when": {"event": "build", "type": "ship"}, "do": [{"gain": {"vp": 1}}]},
    "action": {"cost": {"worker": 1}, "do": [{"draw": 2}]},
    "building_bonus": [{"gain": {"gold": 1}}],
    "storage": {"need": {"food": 2}, "gain": [{"wood": 1}]},
    "instant": [{"draw": 1}],
    "copy": {"kind": "field"},
    "end_game": {"vp": 1, "per": {"goods": "gold", "every": 2}},
    "protection": ["raid"],
}
PLACEHOLDER = re.compile(r"[{}<>]|None|TODO|\?\?|\$|%\(|_")


def _check_words(text: str) -> None:
    assert text and not PLACEHOLDER.search(text.replace("[common_ship]", "")), text
    for token in re.findall(r"\[([^\]]*)\]", text):
        assert token in ICONS, token


def _validator(effects_schema, name: str):
    return jsonschema.Draft202012Validator({"$ref": f"#/$defs/{name}", "$defs": effects_schema["$defs"]})


def test_tables_match_the_schema(effects_schema):
    defs = effects_schema["$defs"]
    assert set(VERBS) == set(defs["step"]["properties"]) - STEP_MODIFIERS and not VERBS.not_applicable
    assert set(KEYWORDS) == set(defs["ability"]["properties"])
    assert set(TRIGGERS) == set(defs["trigger"]["properties"]["event"]["enum"])
    assert set(COUNTS) | set(COUNT_MODIFIERS) == set(defs["count"]["properties"])
    assert set(KINDS) >= {*defs["card_kind"]["enum"], *defs["card"]["properties"]["kind"]["enum"]}
    assert set(ACTIONS) == set(defs["action"]["enum"])
    assert set(SAMPLES) == set(defs["step"]["properties"])
    assert set(ABILITY_SAMPLES) == set(defs["ability"]["properties"])


def _speak_both(ability: dict, clan) -> None:
    texts = []
    for lang in LANGS:
        label, body = ability_text(ability, lang, clan)
        _check_words(label)
        _check_words(body)
        texts.append(body)
    assert len(set(texts)) == len(LANGS) or all(t[0].isdigit() for t in texts)  # storage is icons only


@pytest.mark.parametrize("primitive", sorted(SAMPLES))
def test_every_primitive_speaks_both_languages(primitive, clan, effects_schema):
    step = SAMPLES[primitive]
    _validator(effects_schema, "step").validate(step)
    for keyword in ("instant", "building_bonus"):
        _speak_both({keyword: [step]}, clan)
    _speak_both({"feature": {"when": {"event": "conquer"}, "do": [step]}}, clan)
    _speak_both({"feature": {"when": {"event": "conquer"}, "cost": {"wood": 1}, "do": [step]}}, clan)
    _speak_both({"action": {"cost": {"food": 1}, "do": [step]}}, clan)


@pytest.mark.parametrize("keyword", sorted(ABILITY_SAMPLES))
def test_every_keyword_speaks_both_languages(keyword, clan, effects_schema):
    ability = {keyword: ABILITY_SAMPLES[keyword]}
    _validator(effects_schema, "ability").validate(ability)
    _speak_both(ability, clan)


def test_every_trigger_count_and_kind_speaks_both_languages(clan, effects_schema):
    defs = effects_schema["$defs"]
    abilities = []
    for event in defs["trigger"]["properties"]["event"]["enum"]:
        abilities.append({"feature": {"when": {"event": event}, "do": [{"draw": 1}]}})
    abilities.append({"feature": {"when": {"event": "action", "action": "EXPLORE"}, "do": [{"draw": 1}]}})
    abilities.append({"feature": {"when": {"event": "spend", "good": "fish"}, "do": [{"draw": 1}]}})
    for kind in defs["card_kind"]["enum"]:
        abilities.append(
            {
                "instant": [
                    {"gain": {"vp": 1}, "per": {"kind": kind}},
                    {"unexhaust": {"count": "all", "kind": kind}},
                    {"unexhaust": {"count": 2, "kind": kind}},
                ]
            }
        )
        abilities.append({"feature": {"when": {"event": "build", "kind": kind}, "do": [{"draw": 1}]}})
        abilities.append({"copy": {"kind": kind}})
    for good in defs["good"]["enum"]:
        abilities.append({"instant": [{"gain": {"vp": 1}, "per": {"assigned": good}}]})
    for action in defs["action"]["enum"]:
        abilities.append({"instant": [{"take_action": action}]})
    for how in defs["step"]["properties"]["expedition_now"]["enum"]:
        abilities.append({"instant": [{"expedition_now": how}]})
    for ability in abilities:
        _validator(effects_schema, "ability").validate(ability)
        _speak_both(ability, clan)
    for kind in {*defs["card_kind"]["enum"], *defs["card"]["properties"]["kind"]["enum"]} - {"island"}:
        labels = {kind_label(Card(id="k", name={"en": "K"}, kind=kind), lang) for lang in LANGS}
        assert len(labels) == len(LANGS)


# --- the second edition of the language: exact words, English and German --------------------------

IF_RUNES = {"if": {"have": {"type": "ship"}, "at_least": 3, "then": [{"gain": {"vp": 2}}], "otherwise": [{"draw": 1}]}}

SECOND_EDITION = [
    (
        {"instant": [IF_RUNES]},
        "Gain 2 [vp] if you have 3 or more [ship] in your Empire; otherwise draw 1 card.",
        "Wenn du 3 oder mehr [ship] in deinem Reich hast, erhalte 2 [vp]; sonst ziehe 1 Karte.",
    ),
    (
        {"action": {"cost": {"food": 1}, "do": [IF_RUNES]}},
        "Spend 1 [food] to gain 2 [vp] if you have 3 or more [ship] in your Empire; otherwise draw 1 card.",
        "Zahle 1 [food], um 2 [vp] zu erhalten, wenn du 3 oder mehr [ship] in deinem Reich hast, "
        "sonst 1 Karte zu ziehen.",
    ),
    (
        {"feature": {"when": {"event": "harvest"}, "do": [IF_RUNES]}},
        "Each time you Harvest a Field, gain 2 [vp] if you have 3 or more [ship] in your Empire; "
        "otherwise draw 1 card.",
        "Jedes Mal, wenn du eine Rohstoffquelle erntest: Wenn du 3 oder mehr [ship] in deinem Reich hast, "
        "erhalte 2 [vp]; sonst ziehe 1 Karte.",
    ),
    (
        {"action": {"if": {"have": {"goods": "card"}, "at_least": 4}, "do": [{"gain": {"vp": 1}}]}},
        "If you have 4 or more cards in your hand: gain 1 [vp].",
        "Wenn du 4 oder mehr Karten auf deiner Hand hast: Erhalte 1 [vp].",
    ),
    (
        {
            "feature": {
                "when": {"event": "build"},
                "if": {"have": {"kind": "island", "distance": "distant"}, "at_least": 2},
                "once_per_round": True,
                "do": [{"gain": {"wood": 1}}],
            }
        },
        "If you have 2 or more Conquered Distant Islands in your Empire: each time you build a Location, "
        "gain 1 [wood] (once per round).",
        "Wenn du 2 oder mehr eroberte entfernte Inseln in deinem Reich hast: Du erhältst jedes Mal 1 [wood], "
        "wenn du einen Ort baust (einmal pro Runde).",
    ),
    (
        {"end_game": {"vp": 1, "per": {"goods": "gold", "every": 2}}},
        "Gain 1 [vp] for every 2 [gold] in your supply (rounded down).",
        "Erhalte 1 [vp] für je 2 [gold] in deinem Vorrat (abgerundet).",
    ),
    (
        {"end_game": {"vp": 2, "per": {"kind": "island", "distance": "nearby"}}},
        "Gain 2 [vp] for each Conquered Nearby Island in your Empire.",
        "Erhalte 2 [vp] für jede eroberte nahe Insel in deinem Reich.",
    ),
    (
        {"instant": [{"gain": {"food": 1}, "per": {"kind": "any_field"}}]},
        "Gain 1 [food] for each Field or Basic Field in your Empire.",
        "Erhalte 1 [food] für jede Rohstoffquelle oder Basiskarte in deinem Reich.",
    ),
    (
        {"instant": [{"gain": {"gold": 1}, "per": {"goods": "card", "every": 3}}]},
        "Gain 1 [gold] for every 3 cards in your hand (rounded down).",
        "Erhalte 1 [gold] für je 3 Karten auf deiner Hand (abgerundet).",
    ),
    (
        {"instant": [{"gain": {"gold": 1}, "per": {"goods": "vp", "every": 5}}]},
        "Gain 1 [gold] for every 5 [vp] on the scoring track (rounded down).",
        "Erhalte 1 [gold] für je 5 [vp] auf der Siegpunktleiste (abgerundet).",
    ),
    (
        {"instant": [{"gain": {"vp": 1}, "per": {"goods": "sheep"}}]},
        "Gain 1 [vp] for each [sheep] in your supply.",
        "Erhalte 1 [vp] für jedes [sheep] in deinem Vorrat.",
    ),
    (
        {"instant": [{"exhaust": {"count": 1, "kind": "location"}}, {"gain": {"gold": 2}}]},
        "Exhaust 1 of your other Locations and gain 2 [gold].",
        "Erschöpfe 1 deiner anderen Orte und erhalte 2 [gold].",
    ),
    (
        {"instant": [{"exhaust": {"count": "all", "kind": "field"}}]},
        "Exhaust all of your other Fields.",
        "Erschöpfe alle deine anderen Rohstoffquellen.",
    ),
    (
        {"protection": ["raid", "copy"]},
        "This card cannot be raided or copied.",
        "Diese Karte kann nicht überfallen oder kopiert werden.",
    ),
    ({"protection": ["copy"]}, "This card cannot be copied.", "Diese Karte kann nicht kopiert werden."),
    (
        {"instant": [{"search": {"kind": "location", "from": "both"}}]},
        "Search your Clan deck and discard pile for a Location.",
        "Suche einen Ort in deinem Clankartenstapel und deinem Ablagestapel.",
    ),
    (
        {"instant": [{"search": {"type": "ship", "from": "discard"}}]},
        "Search your discard pile for a card with [ship].",
        "Suche eine Karte mit [ship] in deinem Ablagestapel.",
    ),
    (
        {"instant": [{"search": {"kind": "boost"}}]},
        "Search your Clan deck for a Boost.",
        "Suche eine Verstärkung in deinem Clankartenstapel.",
    ),
]


@pytest.mark.parametrize("ability, english, german", SECOND_EDITION)
def test_second_edition_words(ability, english, german, effects_schema, clan):
    _validator(effects_schema, "ability").validate(ability)
    assert ability_text(ability, "en", clan)[1] == english
    assert ability_text(ability, "de", clan)[1] == german


def test_new_keywords_have_their_labels():
    assert ability_text({"end_game": ABILITY_SAMPLES["end_game"]}, "de")[0] == "Spielende"
    assert ability_text({"protection": ["raid"]}, "en") == ("Protection", "This card cannot be raided.")


def test_a_once_per_round_limit_closes_the_sentence_before_its_full_stop():
    """The wrapper is applied when the module is loaded, so it is called here too: a mutation run
    forks after loading and would not see a change to it otherwise."""
    feature = {"when": {"event": "build"}, "once_per_round": True, "do": [{"gain": {"wood": 1}}]}
    text = _guarded(_feature)
    assert text(feature, ClanSpeaker("en")) == "Each time you build a Location, gain 1 [wood] (once per round)."
    assert (
        text(feature, ClanSpeaker("de"))
        == "Du erhältst jedes Mal 1 [wood], wenn du einen Ort baust (einmal pro Runde)."
    )
    del feature["once_per_round"]
    assert text(feature, ClanSpeaker("en")) == "Each time you build a Location, gain 1 [wood]."


def test_a_condition_on_an_action_opens_its_sentence():
    """Called here, as the limit above: the wrapper is applied when the module is loaded."""
    action = {"if": {"have": {"goods": "gold"}, "at_least": 2}, "do": [{"gain": {"wood": 1}}]}
    text = _guarded(_action)
    assert text(action, ClanSpeaker("en")) == "If you have 2 or more [gold] in your supply: gain 1 [wood]."
    assert text(action, ClanSpeaker("de")) == "Wenn du 2 oder mehr [gold] in deinem Vorrat hast: Erhalte 1 [wood]."


def test_a_kind_label_in_a_language_without_labels_is_english():
    assert kind_label(Card(id="k", name={"en": "K", "fr": "K"}, kind="boost"), "fr") == "Boost"


def test_a_trigger_on_a_good_names_the_good_or_any_good():
    """The trigger wording is built when the module is loaded; built here too, as for the limit above."""
    gains = _good_trigger("gain", "erhältst")
    assert gains({"good": "wood"}, ClanSpeaker("en")) == "gain [wood]"
    assert gains({}, ClanSpeaker("en")) == "gain a good"
    assert gains({"good": "wood"}, ClanSpeaker("de")) == "[wood] erhältst"
    assert gains({}, ClanSpeaker("de")) == "Waren erhältst"
