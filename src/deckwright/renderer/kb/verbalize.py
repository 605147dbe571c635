"""The printed text of Kingdom Builder location tiles and goal cards, in English and German,
composed from their placement and scoring sentences (no drawing here)."""

from __future__ import annotations

from ...loader import Document, Run
from ...model.kb import Goal, Placement, Scoring, Tile, goals_from_data, tiles_from_data

TERRAIN = {
    "en": {
        "played": "a hex of your played terrain",
        "buildable": "any buildable hex",
        "grass": "a grass hex",
        "flower": "a flower field hex",
        "forest": "a forest hex",
        "canyon": "a canyon hex",
        "desert": "a desert hex",
        "water": "a water hex",
    },
    "de": {
        "played": "ein Feld deiner ausgespielten Geländeart",
        "buildable": "ein beliebiges bebaubares Feld",
        "grass": "ein Grasfeld",
        "flower": "ein Blumenfeld",
        "forest": "ein Waldfeld",
        "canyon": "ein Canyonfeld",
        "desert": "ein Wüstenfeld",
        "water": "ein Wasserfeld",
    },
}
# German builds 'auf' + dative (where it stands); moves 'auf' + accusative (where it goes).
BUILD_ON_DE = {
    "played": "einem Feld deiner ausgespielten Geländeart",
    "buildable": "einem beliebigen bebaubaren Feld",
    "grass": "einem Grasfeld",
    "flower": "einem Blumenfeld",
    "forest": "einem Waldfeld",
    "canyon": "einem Canyonfeld",
    "desert": "einem Wüstenfeld",
    "water": "einem Wasserfeld",
}
FEATURE = {
    "en": {
        "water": "water",
        "mountain": "a mountain",
        "castle": "a castle",
        "location": "a location",
        "grass": "grass",
        "flower": "a flower field",
        "forest": "a forest",
        "canyon": "a canyon",
        "desert": "desert",
    },
    "de": {
        "water": "Wasser",
        "mountain": "einem Berg",
        "castle": "einer Burg",
        "location": "einem Ort",
        "grass": "Gras",
        "flower": "einem Blumenfeld",
        "forest": "Wald",
        "canyon": "einem Canyon",
        "desert": "Wüste",
    },
}
WORDS = {
    "en": {
        "or": " or ",
        "next_to": "next to {}",
        "build1": "Build one settlement",
        "build": "Build {} settlements, one at a time, each",
        "move1": "Move one of your settlements",
        "move": "Move {} of your settlements, one at a time, each",
        "remove1": "Remove one settlement of another player",
        "remove": "Remove {} settlements of other players, one at a time, each",
        "on": "on {}",
        "to": "to {}",
        "from": "from {}",
        "gold": " Take {} gold when you use it.",
        "edge": "at the edge of the board",
        "line": "at either end of a straight line of at least {} of your settlements",
        "jump": "exactly {} hexes in a straight line, jumping over anything",
        "if_possible": "adjacent if possible",
        "required": "only next to your own settlements",
        "free": "not necessarily adjacent",
    },
    "de": {
        "or": " oder ",
        "next_to": "neben {}",
        "build1": "Baue eine Siedlung",
        "build": "Baue nacheinander {} Siedlungen, jede",
        "move1": "Versetze eine deiner Siedlungen",
        "move": "Versetze nacheinander {} deiner Siedlungen, jede",
        "remove1": "Entferne eine Siedlung eines Mitspielers",
        "remove": "Entferne nacheinander {} Siedlungen von Mitspielern, jede",
        "on": "auf {}",
        "to": "auf {}",
        "from": "von {}",
        "gold": " Nimm {} Gold, wenn du es nutzt.",
        "edge": "am Rand des Spielplans",
        "line": "an einem Ende einer geraden Reihe aus mindestens {} deiner Siedlungen",
        "jump": "um genau {} Felder in gerader Linie, über alles hinweg",
        "if_possible": "wenn möglich angrenzend",
        "required": "nur angrenzend an eigene Siedlungen",
        "free": "nicht unbedingt angrenzend",
    },
}


PREPOSITION = {"build": "on", "move": "to", "remove": "from"}  # the target of each action


def _next_to(features: tuple[str, ...], lang: str) -> str:
    words = WORDS[lang]
    return words["next_to"].format(words["or"].join(FEATURE[lang][f] for f in features))


def placement_text(rule: Placement, lang: str = "en") -> str:
    """One sentence: what the tile's action builds or moves, where, and how adjacency applies."""
    words = WORDS[lang]
    key = rule.action + ("1" if rule.count == 1 else "")
    text = words[key].format(rule.count)
    if rule.jump:
        text += " " + words["jump"].format(rule.jump) + ","
    terrain = BUILD_ON_DE if lang == "de" and rule.action != "move" else TERRAIN[lang]
    where = words[PREPOSITION[rule.action]].format(terrain[rule.terrain])
    if rule.edge:
        where += " " + words["edge"]
    if rule.line_end:
        where += " " + words["line"].format(rule.line_end)
    if rule.next_to:
        where += " " + _next_to(rule.next_to, lang)
    text += " " + where
    if not (rule.line_end and rule.adjacent == "free"):  # a line's end always touches the line
        text += ", " + words[rule.adjacent]
    return text + "." + (words["gold"].format(rule.gold) if rule.gold else "")


def tile_text(tile: Tile, lang: str = "en") -> str:
    return placement_text(tile.placement, lang)


# The placement condition in a few words, for the hex tile itself (its summary card has the sentence).
CONDITION = {
    "en": {
        "next_to": "next to {}",
        "or": " or ",
        "edge": "at the edge",
        "line": "at a line's end ({}+)",
        "jump": "jump {}",
        "required": "only next to yours",
        "free": "anywhere",
        "remove": "another's",
        "gold": "+{} gold",
    },
    "de": {
        "next_to": "neben {}",
        "or": " oder ",
        "edge": "am Rand",
        "line": "am Reihenende ({}+)",
        "jump": "Sprung um {}",
        "required": "nur neben eigenen",
        "free": "beliebig",
        "remove": "fremde",
        "gold": "+{} Gold",
    },
}
SHORT_FEATURE = {
    "en": {"mountain": "mountain", "castle": "castle", "location": "location", "flower": "flowers"},
    "de": {"mountain": "Berg", "castle": "Burg", "location": "Ort", "flower": "Blumen"},
}


def tile_condition(rule: Placement, lang: str = "en") -> str:
    """What a tile's placement asks beyond its action and terrain, in a few words ('at the edge',
    'next to water, only next to yours'); empty for the standard rule (adjacent if possible)."""
    words, short = CONDITION[lang], SHORT_FEATURE[lang]
    parts = [words["remove"]] if rule.action == "remove" else []
    if rule.jump:
        parts.append(words["jump"].format(rule.jump))
    if rule.edge:
        parts.append(words["edge"])
    if rule.line_end:
        parts.append(words["line"].format(rule.line_end))
    if rule.next_to:
        features = (short.get(f, FEATURE[lang][f]) for f in rule.next_to)
        parts.append(words["next_to"].format(words["or"].join(features)))
    if rule.adjacent != "if_possible" and not (rule.line_end and rule.adjacent == "free"):
        parts.append(words[rule.adjacent])
    if rule.gold:
        parts.append(words["gold"].format(rule.gold))
    return ", ".join(parts)


# Per count: the thing counted, as (one, every N) phrases; {f} is the next-to filter.
UNITS = {
    "en": {
        "settlements": ("each of your settlements{f}", "every {n} of your settlements{f}"),
        "groups": ("each of your separate settlement areas", "every {n} of your separate settlement areas"),
        "largest_group": (
            "each settlement in your largest settlement area",
            "every {n} settlements in your largest settlement area",
        ),
        "longest_line": (
            "each settlement in your longest straight line",
            "every {n} settlements in your longest straight line",
        ),
        "rows": (
            "each row with at least one of your settlements",
            "every {n} rows with at least one of your settlements",
        ),
        "best_row": (
            "each of your settlements in the row where you have the most",
            "every {n} of your settlements in the row where you have the most",
        ),
        "weakest_sector": (
            "each of your settlements in the sector where you have the fewest",
            "every {n} of your settlements in the sector where you have the fewest",
        ),
        "connected_sites": (
            "each {s} linked by your settlements to another {s}",
            "every {n} {p} linked by your settlements to another {s}",
        ),
    },
    "de": {
        "settlements": ("jede deiner Siedlungen{f}", "je {n} deiner Siedlungen{f}"),
        "groups": ("jedes deiner getrennten Siedlungsgebiete", "je {n} deiner getrennten Siedlungsgebiete"),
        "largest_group": (
            "jede Siedlung in deinem größten Siedlungsgebiet",
            "je {n} Siedlungen in deinem größten Siedlungsgebiet",
        ),
        "longest_line": (
            "jede Siedlung in deiner längsten geraden Reihe",
            "je {n} Siedlungen in deiner längsten geraden Reihe",
        ),
        "rows": (
            "jede waagerechte Reihe mit mindestens einer deiner Siedlungen",
            "je {n} waagerechte Reihen mit mindestens einer deiner Siedlungen",
        ),
        "best_row": (
            "jede deiner Siedlungen in der Reihe, in der du die meisten hast",
            "je {n} deiner Siedlungen in der Reihe, in der du die meisten hast",
        ),
        "weakest_sector": (
            "jede deiner Siedlungen in dem Sektor, in dem du die wenigsten hast",
            "je {n} deiner Siedlungen in dem Sektor, in dem du die wenigsten hast",
        ),
        "connected_sites": ("{s}", "je {n} {p}"),
    },
}
SITES = {  # sites -> (one, several); in German the whole clause, as its grammar follows the sites
    "en": {
        ("location", "castle"): ("location or castle", "locations or castles"),
        ("castle",): ("castle", "castles"),
        ("location",): ("location", "locations"),
    },
    "de": {
        ("location", "castle"): (
            "jeden Ort und jede Burg, die durch deine Siedlungen mit einem weiteren Ort oder einer weiteren Burg "
            "verbunden sind",
            "Orte oder Burgen, die durch deine Siedlungen mit einem weiteren Ort oder einer "
            "weiteren Burg verbunden sind",
        ),
        ("castle",): (
            "jede Burg, die durch deine Siedlungen mit einer weiteren Burg verbunden ist",
            "Burgen, die durch deine Siedlungen mit einer weiteren Burg verbunden sind",
        ),
        ("location",): (
            "jeden Ort, der durch deine Siedlungen mit einem weiteren Ort verbunden ist",
            "Orte, die durch deine Siedlungen mit einem weiteren Ort verbunden sind",
        ),
    },
}
GOLD = {"en": "{} gold for {}.", "de": "{} Gold für {}."}
PENALTY = {"en": "Lose {} gold for {}.", "de": "Verliere {} Gold für {}."}
CONDITIONS = {  # a settlement's conditions, joined as 'A, B and C'
    "en": {"and": " and ", "on": "on {}", "isolated": "with no other settlement of yours next to it"},
    "de": {"and": " und ", "on": "auf {}", "isolated": "ohne eine weitere deiner Siedlungen daneben"},
}


def _conditions(rule: Scoring, lang: str) -> str:
    """The settlement conditions of a rule, all of which must hold (' on a desert hex and next to water')."""
    words = CONDITIONS[lang]
    terrain = BUILD_ON_DE if lang == "de" else TERRAIN[lang]
    parts = [words["on"].format(WORDS[lang]["or"].join(terrain[t] for t in rule.on))] if rule.on else []
    if rule.next_to:
        parts.append(_next_to(rule.next_to, lang))
    if rule.isolated:
        parts.append(words["isolated"])
    if not parts:
        return ""
    return " " + (", ".join(parts[:-1]) + words["and"] + parts[-1] if len(parts) > 1 else parts[0])


PLACES = {
    "en": ("the most", "the second most", "the third most", "the fourth most"),
    "de": ("die meisten", "die zweitmeisten", "die drittmeisten", "die viertmeisten"),
}
RANKS = {
    "en": ("In each sector: ", "{} gold for {} settlements", ", "),
    "de": ("In jedem Sektor: ", "{} Gold für {} Siedlungen", ", "),
}
TIES = {
    "en": {
        "shared": "Tied players each take their place's gold; the next count takes the next place.",
        "split": "Tied players share the gold of the places they cover, rounded down.",
    },
    "de": {
        "shared": "Bei Gleichstand erhält jeder das Gold des Platzes; die nächste Anzahl erhält den nächsten Platz.",
        "split": "Gleichauf Liegende teilen sich das Gold ihrer Plätze, abgerundet.",
    },
}


def scoring_text(rule: Scoring, lang: str = "en") -> str:
    """The goal card's rule as one or two sentences."""
    if rule.count == "sector_rank":
        start, award, joiner = RANKS[lang]
        awards = joiner.join(award.format(gold, PLACES[lang][i]) for i, gold in enumerate(rule.ranks))
        return f"{start}{awards}. {TIES[lang][rule.ties]}"
    one, every = UNITS[lang][rule.count]
    sites = tuple(s for s in ("location", "castle") if s in rule.sites)
    site_one, site_many = SITES[lang][sites]
    unit = (one if rule.per == 1 else every).format(n=rule.per, f=_conditions(rule, lang), s=site_one, p=site_many)
    return (GOLD if rule.gold > 0 else PENALTY)[lang].format(abs(rule.gold), unit)


def goal_text(goal: Goal, lang: str = "en") -> str:
    return scoring_text(goal.scoring, lang)


def rules_text(doc: Document, content: str, lang: str, run: Run = ()) -> dict[str, str]:
    """The ``rules_text`` hook: each location tile's or goal card's printed text by id (boards have none)."""
    if content == "tiles":
        return {tile.id: tile_text(tile, lang) for tile in tiles_from_data(doc.data)}
    if content == "goals":
        return {goal.id: goal_text(goal, lang) for goal in goals_from_data(doc.data)}
    return {}


TERRAIN_NAMES = {
    "en": {
        "grass": "Grass",
        "flower": "Flower field",
        "forest": "Forest",
        "canyon": "Canyon",
        "desert": "Desert",
        "mountain": "Mountain",
        "water": "Water",
    },
    "de": {
        "grass": "Gras",
        "flower": "Blumenfeld",
        "forest": "Wald",
        "canyon": "Canyon",
        "desert": "Wüste",
        "mountain": "Berg",
        "water": "Wasser",
    },
}
LABELS = {  # the words printed on faces besides the rules text
    "en": {
        "terrain": "Terrain card",
        "goal": "Kingdom Builder card",
        "summary": "Location tile",
        "section": "Board section",
        "used": "used",
    },
    "de": {
        "terrain": "Geländekarte",
        "goal": "Kingdom-Builder-Karte",
        "summary": "Ortsplättchen",
        "section": "Spielplanteil",
        "used": "benutzt",
    },
}


def terrain_name(terrain: str, lang: str = "en") -> str:
    return TERRAIN_NAMES[lang][terrain]


def label(key: str, lang: str = "en") -> str:
    return LABELS[lang][key]


def localized(names: dict[str, str], lang: str = "en") -> str:
    """A name in ``lang``, else in English."""
    return names.get(lang) or names["en"]
