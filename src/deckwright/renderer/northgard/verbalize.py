"""The printed text of Northgard cards, clan powers and achievements, generated from the effect
language, in English and German. Resources, fame, combat points and casualties are ``[name]``
icon tokens. Amounts that name a ruleset number are printed with the ruleset's value.

Each step keyword, power event and achievement count is one entry of a table below, writing both
languages; a card's own ``text`` for the language wins over the generated text.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from ...loader import Document, Run
from ...model.northgard import RESOURCES, Ruleset, run_ruleset, standard_ruleset

LANGS = ("en", "de")

BUILDING_NAMES = {
    "food_silo": ("Food Silo", "Nahrungsspeicher"),
    "woodcutter_lodge": ("Woodcutter Lodge", "Holzfällerhütte"),
    "defense_tower": ("Defense Tower", "Verteidigungsturm"),
    "training_camp": ("Training Camp", "Trainingslager"),
    "carved_stone": ("Carved Stone", "Runenstein"),
    "fortress": ("Fortress", "Festung"),
    "forge": ("Forge", "Schmiede"),
    "altar_of_kings": ("Altar of Kings", "Königsaltar"),
}


def _n(amount: int | str, rules: Ruleset) -> int:
    return rules.power(amount)


def _resources(resources: dict[str, Any], rules: Ruleset, lang: str) -> str:
    parts = [f"{_n(n, rules)} [{res}]" for res in RESOURCES if res in resources for n in [resources[res]]]
    joiner = " and " if lang == "en" else " und "
    return joiner.join(parts)


def _units(n: int, lang: str) -> str:
    if lang == "de":
        return f"{n} Einheit" if n == 1 else f"{n} Einheiten"
    return f"{n} unit" if n == 1 else f"{n} units"


def _recruit(value: int | str, rules: Ruleset, lang: str) -> str:
    n = _n(value, rules)
    return f"Rekrutiere bis zu {_units(n, lang)}." if lang == "de" else f"Recruit up to {_units(n, lang)}."


def _move(value: dict[str, Any], rules: Ruleset, lang: str) -> str:
    n = _n(value["moves"], rules)
    if lang == "de":
        text = f"Bewege {n} Mal."
    else:
        text = "Move once." if n == 1 else f"Move {n} times."
    bonus = [f"+{value[k]} [{icon}]" for k, icon in (("points", "combat"), ("casualties", "casualty")) if value.get(k)]
    if bonus:
        text = text[:-1] + (" (Kampf: " if lang == "de" else " (combat: ") + ", ".join(bonus) + ")."
    return text


def _explore(value: int | str, rules: Ruleset, lang: str) -> str:
    n = _n(value, rules)
    if lang == "de":
        return "Erkunde." if n == 1 else f"Ziehe {n} Plättchen und erkunde mit einem davon."
    return "Explore." if n == 1 else f"Draw {n} tiles and explore with one of them."


def _build(value: dict[str, int], rules: Ruleset, lang: str) -> str:
    off = value.get("discount", 0)
    if lang == "de":
        return "Baue." if not off else f"Baue, {off} [wood] günstiger."
    return "Build." if not off else f"Build for {off} [wood] less."


def _feast(value: bool, rules: Ruleset, lang: str) -> str:
    if lang == "de":
        return "Festmahl: die Aktion einer deiner Startkarten."
    return "Feast: the action of one of your starting cards."


def _draw(value: dict[str, int], rules: Ruleset, lang: str) -> str:
    parts = [
        (value["keep"], "keep", "behalte"),
        (value.get("discard", 0), "discard", "wirf ab"),
        (value.get("top", 0), "put back on top", "lege oben auf den Nachziehstapel"),
    ]
    done = [f"{verb_de} {n}" if lang == "de" else f"{verb} {n}" for n, verb, verb_de in parts if n]
    if lang == "de":
        return f"Ziehe {value['cards']} Karten: " + ", ".join(done) + "."
    return f"Draw {value['cards']} cards: " + ", ".join(done) + "."


def _gain(value: dict[str, int | str], rules: Ruleset, lang: str) -> str:
    return f"Erhalte {_resources(value, rules, lang)}." if lang == "de" else f"Gain {_resources(value, rules, lang)}."


def _fame(value: int | str, rules: Ruleset, lang: str) -> str:
    n = _n(value, rules)
    return f"Erhalte {n} [fame]." if lang == "de" else f"Gain {n} [fame]."


def _harvest(value: bool, rules: Ruleset, lang: str) -> str:
    if lang == "de":
        return "Sammle die Rohstoffe deiner Gebiete wie in der Ernte."
    return "Collect the resources of your territories as at harvest."


def _scorch(value: bool, rules: Ruleset, lang: str) -> str:
    if lang == "de":
        return "Lege die Verbrannte Erde in ein feindliches Gebiet neben einem deiner Gebiete."
    return "Place the Scorched Earth token in an enemy territory next to one of yours."


STEPS: dict[str, Callable[[Any, Ruleset, str], str]] = {
    "recruit": _recruit,
    "move": _move,
    "explore": _explore,
    "build": _build,
    "feast": _feast,
    "draw": _draw,
    "gain": _gain,
    "fame": _fame,
    "harvest": _harvest,
    "scorch": _scorch,
}

EVENTS = {
    "explore_without_closing": (
        "Each time you explore without closing a territory:",
        "Jedes Mal, wenn du erkundest, ohne ein Gebiet zu schließen:",
    ),
    "close_own": (
        "For each of your territories you close by exploring:",
        "Für jedes deiner Gebiete, das du beim Erkunden schließt:",
    ),
    "build_small": ("Each time you build a small building:", "Jedes Mal, wenn du ein kleines Gebäude baust:"),
    "build_large": ("Each time you build a large building:", "Jedes Mal, wenn du ein großes Gebäude baust:"),
    "conquer": ("For each territory you conquer in combat:", "Für jedes Gebiet, das du im Kampf eroberst:"),
    "win_attack": (
        "Each time you win a combat as the attacker:",
        "Jedes Mal, wenn du einen Kampf als Angreifer gewinnst:",
    ),
}

COUNTS = {
    "units": ("unit on the map", "units on the map", "Einheit auf der Karte", "Einheiten auf der Karte"),
    "territories": ("controlled territory", "controlled territories", "kontrolliertes Gebiet", "kontrollierte Gebiete"),
    "closed_territories": (
        "controlled closed territory",
        "controlled closed territories",
        "kontrolliertes geschlossenes Gebiet",
        "kontrollierte geschlossene Gebiete",
    ),
    "buildings": ("building", "buildings", "Gebäude", "Gebäude"),
    "resources": ("resource left", "resources left", "übrigen Rohstoff", "übrige Rohstoffe"),
    "cards": ("card in your deck", "cards in your deck", "Karte in deinem Deck", "Karten in deinem Deck"),
    "tiles": (
        "tile of your territories",
        "tiles of your territories",
        "Plättchen deiner Gebiete",
        "Plättchen deiner Gebiete",
    ),
}


def steps_text(steps: Iterable[dict[str, Any]], lang: str = "en", rules: Ruleset | None = None) -> str:
    rules = rules or standard_ruleset()
    return " ".join(STEPS[next(iter(step))](next(iter(step.values())), rules, lang) for step in steps)


def card_text(card: dict[str, Any], lang: str = "en", rules: Ruleset | None = None) -> str:
    """A card's printed text: its own text, else the generated one, with Flash and its fame."""
    own = card.get("text", {})
    if lang in own:
        return own[lang]
    text = steps_text(card["do"], lang, rules)
    if card.get("flash"):
        text = "[flash] " + text
    if card.get("fame"):
        text += f" ({card['fame']} [fame])"
    return text


def power_text(power: dict[str, Any], lang: str = "en", rules: Ruleset | None = None) -> str:
    """A clan power's text: its reactions, and its special pieces."""
    rules = rules or standard_ruleset()
    if lang in power.get("text", {}):
        return power["text"][lang]
    index = 0 if lang == "en" else 1
    parts = [f"{EVENTS[r['event']][index]} {steps_text(r['do'], lang, rules)}" for r in power.get("on", ())]
    if "bear" in power:
        n = _n(power["bear"]["points"], rules)
        parts.append(
            f"Your bear is recruited like a unit and is worth {n} [combat]; it never enters enemy land "
            "and eats nothing in winter."
            if lang == "en"
            else f"Dein Bär wird wie eine Einheit rekrutiert und zählt {n} [combat]; er betritt nie feindliches "
            "Gebiet und frisst im Winter nichts."
        )
    if "scorched_earth" in power:
        n = _n(power["scorched_earth"]["points"], rules)
        parts.append(
            f"Before a clan card: you may move the Scorched Earth token. Where it lies, you fight with "
            f"+{n} [combat] and may take one of its resources at harvest."
            if lang == "en"
            else f"Vor einer Clankarte: Du darfst die Verbrannte Erde versetzen. Wo sie liegt, kämpfst du mit "
            f"+{n} [combat] und darfst bei der Ernte einen ihrer Rohstoffe nehmen."
        )
    return " ".join(parts)


def score_text(score: dict[str, Any], lang: str = "en") -> str:
    """An achievement: '3 [fame] per 2 controlled closed territories'."""
    one_en, many_en, one_de, many_de = COUNTS[score["count"]]
    per = score["per"]
    if "building" in score:
        name_en, name_de = BUILDING_NAMES[score["building"]]
        one_en = many_en = name_en
        one_de = many_de = name_de
    if "resource" in score:
        one_en = many_en = f"[{score['resource']}] left"
        one_de = many_de = f"übrige [{score['resource']}]"
    if lang == "de":
        what = one_de if per == 1 else f"{per} {many_de}"
        return f"{score['fame']} [fame] je {what}."
    what = one_en if per == 1 else f"{per} {many_en}"
    return f"{score['fame']} [fame] per {what}."


LABELS = {
    "starting": ("Starting card", "Startkarte"),
    "early": ("Early development", "Frühe Entwicklung"),
    "advanced": ("Advanced development", "Späte Entwicklung"),
    "clan": ("Clan card", "Clankarte"),
    "upgrade": ("Clan upgrade", "Clan-Verbesserung"),
    "achievement": ("Achievement", "Errungenschaft"),
    "unrest": ("Unrest", "Unruhe"),
    "power": ("Clan power", "Clanfähigkeit"),
    "tile": ("Map tile", "Kartenplättchen"),
    "start": ("Starting tile", "Startplättchen"),
    "five": ("Starting tile, 5 players", "Startplättchen, 5 Spieler"),
    "building": ("Building", "Gebäude"),
}


def label(key: str, lang: str = "en") -> str:
    """A printed label: a card kind ('early'), 'power', a tile's 'start' mark, 'building'."""
    return LABELS[key][LANGS.index(lang)]


def unrest_text(lang: str = "en", rules: Ruleset | None = None) -> str:
    """An Unrest card: no effect, fame lost at the end of the game.

    docs/rules-notes.md#the-rulesets-numbers (`fame.unrest`)."""
    n = (rules or standard_ruleset())["fame"]["unrest"]
    if lang == "de":
        return f"Keine Wirkung. Am Spielende {n} [fame]."
    return f"No effect. {n} [fame] at the end of the game."


CARD_LISTS = ("starting", "early", "advanced")  # the card set's lists of cards with effects


def rules_text(doc: Document, content: str, lang: str, run: Run = ()) -> dict[str, str]:
    """The ``rules_text`` hook: by id, each card's printed text, each achievement's, and a clan's
    power (under the clan's id); tiles and rulesets have none. The numbers are the run's ruleset's
    (``run_ruleset``), as the cards print them."""
    data, rules = doc.data, run_ruleset(run)
    if content == "clan":
        power = power_text(data.get("power", {}), lang, rules)
        cards = [data["initial"], *data.get("upgrades", ())]
        return {**({data["id"]: power} if power else {}), **{c["id"]: card_text(c, lang, rules) for c in cards}}
    if content == "cards":
        texts = {c["id"]: card_text(c, lang, rules) for key in CARD_LISTS for c in data.get(key, ())}
        return texts | {a["id"]: score_text(a["score"], lang) for a in data.get("achievements", ())}
    return {}
