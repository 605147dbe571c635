"""The printed ability text of Empires of the North cards, generated from the effect language.

English and German (the German rulebook's terms: Erhalte, Zahle, Zuweisen, Entlassen, Aufwecken,
Reaktivieren, Suchen, Kopieren, Fähigkeit, Aktion, Bauprämie, Speicher, Sofort...). Goods and
card-type icons are ``[name]`` tokens that the text layout draws inline.

Every step primitive, count, trigger event and ability keyword of the language is one entry in a
table below (``VERBS``, ``COUNTS``, ``TRIGGERS``, ``KEYWORDS``), each writing both languages, so a
new primitive is one new entry (``VERBS`` is a ``steps.StepTable``; the step modifier ``per`` is read by
its ``gain``).
A step becomes a ``Clause`` (``deckwright.renderer.language``): a verb and its object, which the
keywords put into the German forms they need: the imperative ("Erhalte 1 [wood]"), the second
person in a Feature ("Du erhältst jedes Mal 1 [vp], wenn ...") and the infinitive with "zu" after a
cost ("Zahle 1 [food], um 2 [vp] zu erhalten", "Du darfst jedes Mal 1 [wood] zahlen, um ...").

A card's own ``text`` for the language wins; then its English ``text``; then the generated text.
Languages other than English and German get generated English.
"""

from __future__ import annotations

import re
from typing import Any, Callable, cast

from ...loader import Document, Run
from ...model.eotn import STEP_MODIFIERS, Card, Clan, clan_from_data, island_set_from_data
from ...steps import StepTable
from ..language import LANGS, Choice, Clause, Noun, Speaker, choice, join, sentence, sequence, shared

# Card kinds (the count/filter kinds and the card kinds of the schema), per language.
KINDS: dict[str, dict[str, Noun]] = {
    "location": {"en": Noun("Location", "Locations"), "de": Noun("Ort", "Orte", "Orte", "m")},
    "field": {"en": Noun("Field", "Fields"), "de": Noun("Rohstoffquelle", "Rohstoffquellen", "Rohstoffquellen", "f")},
    "field_upgrade": {
        "en": Noun("Field upgrade", "Field upgrades"),
        "de": Noun("Erweiterung", "Erweiterungen", "Erweiterungen", "f"),
    },
    "basic_field": {
        "en": Noun("Basic Field", "Basic Fields"),
        "de": Noun("Basiskarte", "Basiskarten", "Basiskarten", "f"),
    },
    "boost": {"en": Noun("Boost", "Boosts"), "de": Noun("Verstärkung", "Verstärkungen", "Verstärkungen", "f")},
    "island": {
        "en": Noun("Conquered Island", "Conquered Islands"),
        "de": Noun("eroberte Insel", "eroberte Inseln", "eroberten Inseln", "f"),
    },
    "any_field": {
        "en": Noun("Field or Basic Field", "Fields and Basic Fields"),
        "de": Noun(
            "Rohstoffquelle oder Basiskarte", "Rohstoffquellen und Basiskarten", "Rohstoffquellen und Basiskarten", "f"
        ),
    },
    "card": {"en": Noun("card", "cards"), "de": Noun("Karte", "Karten", "Karten", "f")},
}

# Conquered Islands of one distance (a count's 'distance').
ISLANDS_AT = {
    "nearby": {
        "en": Noun("Conquered Nearby Island", "Conquered Nearby Islands"),
        "de": Noun("eroberte nahe Insel", "eroberte nahe Inseln", "", "f"),
    },
    "distant": {
        "en": Noun("Conquered Distant Island", "Conquered Distant Islands"),
        "de": Noun("eroberte entfernte Insel", "eroberte entfernte Inseln", "", "f"),
    },
}

# The German gender of each good's noun (Holz, Stein, Nahrung, Schaf, Fisch, Gold, Arbeiter,
# Zerstörungsplättchen, Schiff, allgemeines Schiff, Karte, Siegpunkt), for "jeden/jede/jedes".
GOOD_GENDER_DE = {
    "wood": "n",
    "stone": "m",
    "food": "f",
    "sheep": "n",
    "fish": "m",
    "gold": "n",
    "worker": "m",
    "raze": "n",
    "ship": "n",
    "common_ship": "n",
    "card": "f",
    "vp": "m",
}

ACTIONS = {
    "EXPLORE": {"en": "EXPLORE", "de": "ENTDECKEN"},
    "POPULATE": {"en": "POPULATE", "de": "BEVÖLKERN"},
    "CONSTRUCT": {"en": "CONSTRUCT", "de": "ERRICHTEN"},
    "HARVEST": {"en": "HARVEST", "de": "ERNTEN"},
    "SAIL": {"en": "SAIL", "de": "SEGELN"},
}

# Words printed on the faces outside the ability text.
LABELS = {
    "nearby": {"en": "Nearby Island", "de": "Nahe Insel"},
    "distant": {"en": "Distant Island", "de": "Entfernte Insel"},
    "pillage": {"en": "pillage to gain", "de": "Plündern"},
    "conquer": {"en": "spend to conquer", "de": "Zahle zum Erobern"},
    "to_play": {"en": "to play", "de": "zum Ausspielen"},
    "also_field": {"en": "or build it as a Field", "de": "oder als Rohstoffquelle bauen"},
    "nearby_deck": {"en": "Nearby Islands", "de": "Nahe Inseln"},
    "distant_deck": {"en": "Distant Islands", "de": "Entfernte Inseln"},
}


class ClanSpeaker(Speaker):
    """The language and clan a text is written for."""

    def __init__(self, lang: str, clan: Clan | None = None):
        super().__init__(lang)
        self.clan = clan

    def goods(self, goods: dict[str, int]) -> str:
        return self.series([f"{n} [{good}]" for good, n in goods.items()])

    def type_icon(self, type_id: str) -> str:
        """The ``[icon]`` token of a clan card type, or its name when the clan is unknown."""
        found = next((t for t in self.clan.types if t.id == type_id), None) if self.clan else None
        return f"[{found.icon}]" if found else type_id

    def kind(self, kind: str) -> Noun:
        return KINDS[kind][self.lang]

    def card_name(self, card_id: str) -> str:
        card = (
            next((c for c in (*self.clan.basic_fields, *self.clan.deck) if c.id == card_id), None)
            if self.clan
            else None
        )
        name = card_name(card, self.lang) if card else card_id
        return self.pick(f"“{name}”", f"„{name}“")

    def action(self, action: str) -> str:
        return ACTIONS[action][self.lang]

    def an_action(self, action: str) -> str:
        """'an EXPLORE action', 'a SAIL action' (English only; German names the tile)."""
        return f"{'an' if action[0] in 'AEIOU' else 'a'} {self.action(action)} action"

    def filtered(self, spec: dict[str, Any], default_kind: str = "card") -> tuple[Noun, str]:
        """The noun for a kind filter and the ' with [icon]' suffix for a type filter."""
        suffix = self.pick(" with ", " mit ") + self.type_icon(spec["type"]) if "type" in spec else ""
        return self.kind(spec.get("kind", default_kind)), suffix


# --- clauses ----------------------------------------------------------------------------------


def _choose(options: list[list[dict]], step: dict, s: ClanSpeaker) -> Clause | Choice:
    return choice([tuple(clauses_of(option, s)) for option in options], s)


def _gain(goods: dict, step: dict, s: ClanSpeaker) -> Clause:
    rest = s.goods(goods)
    if "per" in step:
        rest += " " + _count(step["per"], s)
    return Clause(s.pick("gain", "erhalte"), rest, "erhältst", "erhalten", shares="per" not in step)


def _cards_in_empire(spec: dict, s: ClanSpeaker, other: tuple[str, str] = ("", "")) -> str:
    """'2 Fields', 'all of your cards with [star]' ('other' words: ' other' / ' andere')."""
    noun, suffix = s.filtered(spec)
    count = spec["count"]
    if count == "all":
        return s.pick(f"all of your{other[0]} {noun.many}", f"alle deine{other[1]} {noun.all}") + suffix
    if other[0]:
        return s.pick(f"{count} of your other {noun.many}", f"{count} deiner anderen {noun.many}") + suffix
    return f"{count} {noun.one if count == 1 else noun.many}{suffix}"


def _unexhaust(spec: dict, step: dict, s: ClanSpeaker) -> Clause:
    return Clause(s.pick("unexhaust", "reaktiviere"), _cards_in_empire(spec, s), "reaktivierst", "reaktivieren")


def _exhaust(spec: dict, step: dict, s: ClanSpeaker) -> Clause:
    """Exhausting never takes the card whose effect runs: 'other'; aimed: 'of each opponent'."""
    if "target" in step:
        noun, suffix = s.filtered(spec)
        count = spec["count"]
        cards = (
            s.pick("all", "alle") + f" {noun.many}"
            if count == "all"
            else f"{count} {noun.one if count == 1 else noun.many}"
        )
        whose = _target(step, GENITIVE, s)
        rest = s.pick(f"{cards}{suffix} of {whose}", f"{cards}{suffix} {whose}")
    else:
        rest = _cards_in_empire(spec, s, (" other", " anderen"))
    return Clause(s.pick("exhaust", "erschöpfe"), rest, "erschöpfst", "erschöpfen")


class Condition:
    """An 'if' step. English puts the condition last ('gain 2 [vp] if you have 3 or more [star] in
    your Empire; otherwise gain 1 [wood]'), so it reads the same after 'to'; German puts it first
    with the verb-first imperative after it ('Wenn du ... hast, erhalte 2 [vp]; sonst erhalte ...'),
    and last after 'um' ('um 2 [vp] zu erhalten, wenn du ... hast, sonst 1 [wood] zu erhalten')."""

    alone = True  # German sets it off from the steps around it (``language.sequence``)

    def __init__(self, spec: dict, s: ClanSpeaker):
        self.have = _have(spec["have"], spec["at_least"], s)
        self.then = clauses_of(spec["then"], s)
        self.otherwise = clauses_of(spec.get("otherwise", []), s)
        self.speaker = s

    def form(self, mode: str, adverb: str = "") -> str:
        s = self.speaker
        mode = "imp" if mode == "du" else mode  # after a condition German keeps the verb first
        then = sequence(self.then, mode, s)
        other = sequence(self.otherwise, mode, s) if self.otherwise else ""
        if s.lang == "de" and mode == "imp":
            text = f"wenn du {self.have} hast, {then}" + (f"; sonst {other}" if other else "")
        elif s.lang == "de":
            text = f"{then}, wenn du {self.have} hast" + (f", sonst {other}" if other else "")
        else:
            text = f"{then} if you have {self.have}" + (f"; otherwise {other}" if other else "")
        return join(adverb, text)


def _if(spec: dict, step: dict, s: ClanSpeaker) -> Condition:
    return Condition(spec, s)


PILES = {
    "deck": ("your Clan deck", "deinem Clankartenstapel"),
    "discard": ("your discard pile", "deinem Ablagestapel"),
    "both": ("your Clan deck and discard pile", "deinem Clankartenstapel und deinem Ablagestapel"),
}


def _search(value: str | dict, step: dict, s: ClanSpeaker) -> Clause:
    """'search your Clan deck for “Ice Vault”', 'search your discard pile for a card with [drum]'."""
    if isinstance(value, str):
        wanted, where = s.card_name(value), "deck"
    else:
        noun, suffix = s.filtered(value)
        wanted, where = s.pick(f"a {noun.one}", noun.a) + suffix, value.get("from", "deck")
    en, de = PILES[where]
    return Clause(s.pick("search", "suche"), s.pick(f"{en} for {wanted}", f"{wanted} in {de}"), "suchst", "suchen")


def _cards(n: int, s: ClanSpeaker) -> str:
    return f"{n} " + s.pick("card" if n == 1 else "cards", "Karte" if n == 1 else "Karten")


# Who a step is aimed at (its 'target'): English, then German accusative, dative and genitive.
TARGETS = {
    "each_opponent": ("each opponent", "jeden Gegner", "jedem Gegner", "jedes Gegners"),
    "chosen_opponent": (
        "an opponent of your choice",
        "einen Gegner deiner Wahl",
        "einem Gegner deiner Wahl",
        "eines Gegners deiner Wahl",
    ),
    "left": ("the player to your left", "deinen linken Nachbarn", "deinem linken Nachbarn", "deines linken Nachbarn"),
    "right": (
        "the player to your right",
        "deinen rechten Nachbarn",
        "deinem rechten Nachbarn",
        "deines rechten Nachbarn",
    ),
}
ACCUSATIVE, DATIVE, GENITIVE = 1, 2, 3


def _target(step: dict, case: int, s: ClanSpeaker) -> str:
    words = TARGETS[step["target"]]
    return s.pick(words[0], words[case])


def _made(step: dict, en: str, de: str, s: ClanSpeaker) -> Clause:
    """What the target does, said as the player's deed: 'make each opponent discard 1 card',
    'lass jeden Gegner 1 Karte ablegen'."""
    target = _target(step, ACCUSATIVE, s)
    return Clause(s.pick("make", "lass"), s.pick(f"{target} {en}", f"{target} {de}"), "lässt", "lassen")


def _discard(n: int, step: dict, s: ClanSpeaker) -> Clause:
    if "target" in step:
        return _made(step, f"discard {_cards(n, s)}", f"{_cards(n, s)} ablegen", s)
    return Clause(s.pick("discard", "lege"), _cards(n, s), "legst", "legen", s.pick("", "ab"))


def _lose(goods: dict, step: dict, s: ClanSpeaker) -> Clause:
    return _made(step, f"lose {s.goods(goods)}", f"{s.goods(goods)} verlieren", s)


def _give(goods: dict, step: dict, s: ClanSpeaker) -> Clause:
    target = _target(step, DATIVE, s)
    rest = s.pick(f"{s.goods(goods)} to {target}", f"{target} {s.goods(goods)}")
    return Clause(s.pick("give", "gib"), rest, "gibst", "geben")


def _remove(spec: dict, step: dict, s: ClanSpeaker) -> Clause:
    """'discard 1 of your other Locations from your Empire', 'take 1 of your other Fields back into
    your hand' (docs/rules-notes.md#eotn-remove)."""
    cards = _cards_in_empire({**spec, "count": 1}, s, (" other", " anderen"))
    if spec["to"] == "hand":
        rest = s.pick(f"{cards} back into your hand", f"{cards} aus deinem Reich auf die Hand")
        return Clause(s.pick("take", "nimm"), rest, "nimmst", "nehmen")
    rest = s.pick(f"{cards} from your Empire", f"{cards} aus deinem Reich")
    return Clause(s.pick("discard", "lege"), rest, "legst", "legen", s.pick("", "ab"))


def _recopy(one: int, step: dict, s: ClanSpeaker) -> Clause:
    """'give 1 of your Copy cards a new card to copy', 'ordne 1 deiner Karten mit Kopier-Effekt neu
    zu' (the German book's "neu zuordnen"; docs/rules-notes.md#eotn-recopy)."""
    rest = s.pick("1 of your Copy cards a new card to copy", "1 deiner Karten mit Kopier-Effekt neu")
    return Clause(s.pick("give", "ordne"), rest, "ordnest", "ordnen", s.pick("", "zu"), shares=False)


def _move_pawn(one: int, step: dict, s: ClanSpeaker) -> Clause:
    if "target" in step:
        whose = _target(step, GENITIVE, s)
        rest = s.pick(
            f"1 used Clan action pawn of {whose} to another action tile",
            f"1 Clanscheibe {whose} auf ein anderes Aktionsplättchen",
        )
    else:
        rest = s.pick(
            "1 of your used Clan action pawns to another action tile",
            "1 deiner Clanscheiben auf ein anderes Aktionsplättchen",
        )
    return Clause(s.pick("move", "bewege"), rest, "bewegst", "bewegen")


EXPEDITION = {  # expedition_now value -> (English verb, German imperative, du-form, infinitive)
    "pillage": ("pillage", "plündere", "plünderst", "plündern"),
    "conquer": ("conquer", "erobere", "eroberst", "erobern"),
    "either": ("pillage or conquer", "plündere oder erobere", "plünderst oder eroberst", "plündern oder erobern"),
}

Verb = Callable[[Any, dict, ClanSpeaker], "Clause | Choice | Condition"]

# One entry per step primitive of the effect language.
VERBS: StepTable = StepTable(
    {
        "gain": _gain,
        "spend": lambda goods, step, s: Clause(s.pick("spend", "zahle"), s.goods(goods), "zahlst", "zahlen"),
        "assign": lambda goods, step, s: Clause(
            s.pick("assign", "weise"),
            s.pick(f"{s.goods(goods)} to this card", f"dieser Karte {s.goods(goods)}"),
            "weist",
            "weisen",
            s.pick("", "zu"),
        ),
        "release": lambda goods, step, s: Clause(
            s.pick("release", "entlasse"), s.goods(goods), "entlässt", "entlassen"
        ),
        "retrieve": lambda n, step, s: Clause(
            s.pick("retrieve", "wecke"), f"{n} [worker]", "weckst", "wecken", s.pick("", "auf")
        ),
        "draw": lambda n, step, s: Clause(s.pick("draw", "ziehe"), _cards(n, s), "ziehst", "ziehen"),
        "discard": _discard,
        "search": _search,
        "unexhaust": _unexhaust,
        "move_pawn": _move_pawn,
        "advance_ship": lambda n, step, s: Clause(
            s.pick("move", "rücke"),
            s.pick(f"your [ship] {n} space{'s' * (n != 1)} up", f"dein [ship] {n} Feld{'er' * (n != 1)}"),
            "rückst",
            "rücken",
            s.pick("", "vor"),
        ),
        "expedition_now": lambda how, step, s: Clause(
            s.pick(EXPEDITION[how][0], EXPEDITION[how][1]),
            s.pick(
                "now with 1 of your [ship] on the Expedition board", "jetzt mit 1 deiner [ship] auf dem Expeditionsplan"
            ),
            EXPEDITION[how][2],
            EXPEDITION[how][3],
        ),
        "take_action": lambda action, step, s: Clause(
            s.pick("take", "führe"),
            s.pick(s.an_action(action), f"die Plättchenaktion {s.action(action)}"),
            "führst",
            "führen",
            s.pick("", "aus"),
        ),
        "choose": _choose,
        "if": _if,
        "exhaust": _exhaust,
        "lose": _lose,
        "give": _give,
        "remove": _remove,
        "recopy": _recopy,
    }
)

# One entry per thing a count counts (its key): (each one, several, where), per language; the
# count's modifiers 'distance' and 'every' are read by 'kind' and by ``_count``.
COUNTS: dict[str, Callable[[str, dict, ClanSpeaker], tuple[str, str, str]]] = {
    "type": lambda type_id, per, s: (
        s.pick("each ", "jeden ") + s.type_icon(type_id),
        s.type_icon(type_id),
        s.pick("in your Empire", "in deinem Reich"),
    ),
    "kind": lambda kind, per, s: _kind_counted(
        ISLANDS_AT[per["distance"]][s.lang] if "distance" in per else s.kind(kind), s
    ),
    "assigned": lambda good, per, s: (
        s.pick(f"each [{good}]", Noun(f"[{good}]", "", "", GOOD_GENDER_DE[good]).each),
        f"[{good}]",
        s.pick("assigned to this card", "auf dieser Karte"),
    ),
    "goods": lambda good, per, s: _goods_counted(good, s),
}
COUNT_MODIFIERS = ("distance", "every")


def _kind_counted(noun: Noun, s: ClanSpeaker) -> tuple[str, str, str]:
    return s.pick(f"each {noun.one}", noun.each), noun.many, s.pick("in your Empire", "in deinem Reich")


def _goods_counted(good: str, s: ClanSpeaker) -> tuple[str, str, str]:
    """Goods in the supply; cards are those in hand, VP those on the scoring track."""
    if good == "card":
        return s.pick("each card", "jede Karte"), s.pick("cards", "Karten"), s.pick("in your hand", "auf deiner Hand")
    where = (
        s.pick("on the scoring track", "auf der Siegpunktleiste")
        if good == "vp"
        else s.pick("in your supply", "in deinem Vorrat")
    )
    return s.pick(f"each [{good}]", Noun(f"[{good}]", "", "", GOOD_GENDER_DE[good]).each), f"[{good}]", where


def _counted(count: dict, s: ClanSpeaker) -> tuple[str, str, str]:
    key = next(k for k in count if k not in COUNT_MODIFIERS)
    return COUNTS[key](count[key], count, s)


def _count(count: dict, s: ClanSpeaker) -> str:
    """'for each [star] in your Empire'; with 'every': 'for every 2 [gold] in your supply (rounded down)'."""
    each, many, where = _counted(count, s)
    if "every" in count:
        return s.pick(
            f"for every {count['every']} {many} {where} (rounded down)",
            f"für je {count['every']} {many} {where} (abgerundet)",
        )
    return s.pick(f"for {each} {where}", f"für {each} {where}")


def _have(count: dict, at_least: int, s: ClanSpeaker) -> str:
    """'3 or more [star] in your Empire' (with 'every' N: N times as many of the counted things)."""
    _, many, where = _counted(count, s)
    n = at_least * count.get("every", 1)
    return s.pick(f"{n} or more {many} {where}", f"{n} oder mehr {many} {where}")


def clauses_of(steps: list[dict], s: ClanSpeaker) -> list[Clause | Choice]:
    """Each step as a clause ('per' is read by its 'gain')."""
    return [VERBS[key](value, step, s) for step in steps for key, value in step.items() if key not in STEP_MODIFIERS]


def _build_trigger(t: dict, s: ClanSpeaker) -> str:
    noun, suffix = s.filtered(t, "location")
    return s.pick(f"build a {noun.one}{suffix}", f"{noun.a}{suffix} baust")


def _good_trigger(verb_en: str, verb_de: str) -> Callable[[dict, ClanSpeaker], str]:
    return lambda t, s: s.pick(
        f"{verb_en} " + (f"[{t['good']}]" if "good" in t else "a good"),
        (f"[{t['good']}]" if "good" in t else "Waren") + f" {verb_de}",
    )


# One entry per trigger event of a Feature: the clause after "Each time you" / "wenn du".
TRIGGERS: dict[str, Callable[[dict, ClanSpeaker], str]] = {
    "build": _build_trigger,
    "conquer": lambda t, s: s.pick("Conquer", "eine Insel eroberst"),
    "pillage": lambda t, s: s.pick("Pillage", "eine Insel plünderst"),
    "harvest": lambda t, s: s.pick("Harvest a Field", "eine Rohstoffquelle erntest"),
    "sail": lambda t, s: s.pick("place a [ship] on the Expedition board", "ein [ship] auf den Expeditionsplan legst"),
    "raid": lambda t, s: s.pick("Raid a Location", "einen Ort überfällst"),
    "raided": lambda t, s: s.pick("are Raided by an opponent", "von einem Gegner überfallen wirst"),
    "action": lambda t, s: s.pick(
        f"take {s.an_action(t['action'])}" if "action" in t else "take an action",
        f"die Plättchenaktion {s.action(t['action'])} ausführst" if "action" in t else "eine Plättchenaktion ausführst",
    ),
    "spend": _good_trigger("spend", "zahlst"),
    "gain": _good_trigger("gain", "erhältst"),
}


# Whose event a Feature answers ('who'), as the subject of its clause: English, German.
WHO = {"opponent": ("an opponent", "ein Gegner"), "any": ("any player", "ein beliebiger Spieler")}


def _when(when: dict, s: ClanSpeaker) -> str:
    """The trigger as a clause with its subject: 'you build a Location', 'du einen Ort baust', and
    for another player's event the third person: 'an opponent builds a Location', 'ein Gegner
    einen Ort baut'."""
    clause = TRIGGERS[when["event"]](when, s)
    who = when.get("who", "you")
    if who == "you":
        return s.pick("you ", "du ") + clause
    if s.lang == "en":
        verb, _, rest = clause.partition(" ")
        return join(WHO[who][0], verb + "s", rest)
    words, verb = clause.rsplit(" ", 1)
    return join(WHO[who][1], words, verb[:-2] if verb.endswith("tst") else verb[:-2] + "t")


def _guarded(write: Callable[[dict, ClanSpeaker], str]) -> Callable[[dict, ClanSpeaker], str]:
    """A Feature's or an Action's text with its condition ('If you have ...: ') and its limit
    ('(once per round)') around it."""

    def text(body: dict, s: ClanSpeaker) -> str:
        out = write(body, s)
        if body.get("once_per_round"):
            out = out[:-1] + s.pick(" (once per round).", " (einmal pro Runde).")
        if "if" in body:
            have = _have(body["if"]["have"], body["if"]["at_least"], s)
            out = s.pick(f"If you have {have}: {out[:1].lower()}{out[1:]}", f"Wenn du {have} hast: {out}")
        return out

    return text


def _feature(body: dict, s: ClanSpeaker) -> str:
    when = _when(body["when"], s)
    clauses = clauses_of(body["do"], s)
    if s.lang == "en":
        todo = sequence(clauses, "imp", s)
        if "cost" in body:
            todo = f"you may spend {s.goods(body['cost'])} to {todo}"
        return sentence(f"Each time {when}, {todo}")
    conditional = any(isinstance(c, Condition) for c in clauses)
    if "cost" in body:
        todo = f"{s.goods(body['cost'])} zahlen, um {sequence(clauses, 'zu', s)}"
        if conditional:  # its own 'wenn' clause last: the trigger goes first, the verb second after it
            return sentence(f"Jedes Mal, wenn {when}, darfst du {todo}")
        return sentence(f"Du darfst jedes Mal {todo}, wenn {when}")
    clauses = shared(clauses, s)
    if isinstance(clauses[0], Clause) and not conditional:
        first = clauses[0].form("du", "jedes Mal")
        return sentence(f"Du {s.series([first] + [c.form('du') for c in clauses[1:]])}, wenn {when}")
    return sentence(f"Jedes Mal, wenn {when}: {sentence(sequence(clauses, 'imp', s))[:-1]}")


def _action(body: dict, s: ClanSpeaker) -> str:
    clauses = clauses_of(body["do"], s)
    if "cost" not in body:
        return sentence(sequence(clauses, "imp", s))
    cost = s.goods(body["cost"])
    return sentence(
        s.pick(f"spend {cost} to {sequence(clauses, 'imp', s)}", f"zahle {cost}, um {sequence(clauses, 'zu', s)}")
    )


def _copy(body: dict, s: ClanSpeaker) -> str:
    noun, suffix = s.filtered(body)
    return sentence(s.pick(f"copy a {noun.one}{suffix} in your Empire", f"kopiere {noun.a}{suffix} in deinem Reich"))


def _end_game(body: dict, s: ClanSpeaker) -> str:
    return sentence(s.pick("gain", "erhalte") + f" {body['vp']} [vp] {_count(body['per'], s)}")


PROTECTION = {
    "raid": {"en": "raided", "de": "überfallen"},
    "copy": {"en": "copied", "de": "kopiert"},
}


def _protection(body: list[str], s: ClanSpeaker) -> str:
    what = s.pick(" or ", " oder ").join(PROTECTION[p][s.lang] for p in body)
    return s.pick(f"This card cannot be {what}.", f"Diese Karte kann nicht {what} werden.")


def _storage(body: dict, s: ClanSpeaker) -> str:
    return f"{s.goods(body['need'])}: " + " / ".join(s.goods(option) for option in body["gain"])


def _steps(steps: list[dict], s: ClanSpeaker) -> str:
    return sentence(sequence(clauses_of(steps, s), "imp", s))


# One entry per ability keyword: its printed label per language and its body's text.
KEYWORDS: dict[str, tuple[dict[str, str], Callable[[Any, ClanSpeaker], str]]] = {
    "feature": ({"en": "Feature", "de": "Fähigkeit"}, _guarded(_feature)),
    "action": ({"en": "Action", "de": "Aktion"}, _guarded(_action)),
    "building_bonus": ({"en": "Building bonus", "de": "Bauprämie"}, _steps),
    "storage": ({"en": "Storage", "de": "Speicher"}, _storage),
    "instant": ({"en": "Instant", "de": "Sofort"}, _steps),
    "copy": ({"en": "Copy", "de": "Kopieren"}, _copy),
    "end_game": ({"en": "End of game", "de": "Spielende"}, _end_game),
    "protection": ({"en": "Protection", "de": "Schutz"}, _protection),
}


def ability_text(ability: dict, lang: str, clan: Clan | None = None) -> tuple[str, str]:
    """(keyword label, body text) of one ability, e.g. ('Instant', 'Draw 1 card.')."""
    ((keyword, body),) = ability.items()
    s = ClanSpeaker(lang, clan)
    labels, write = KEYWORDS[keyword]
    return labels[s.lang], write(body, s)


def card_text(card: Card, lang: str, clan: Clan | None = None, markup: bool = False) -> str:
    """The card's ability text: its override for ``lang``, else its English override, else generated.

    Generated text is one paragraph per ability, "Keyword: body"; with ``markup`` the keyword is
    ``**bold**`` for the text layout. An override paragraph that starts with a keyword label of its
    language ("action:", "AKTION:", "**Action:**") gets the label exactly as generated text has it.
    """
    if card.text:
        written = lang if card.text.get(lang) else "en"
        return "\n".join(_labelled(p, written, markup) for p in card.text[written].split("\n"))
    paragraphs = []
    for ability in card.abilities:
        label, body = ability_text(ability, lang, clan)
        paragraphs.append(f"**{label}:** {body}" if markup else f"{label}: {body}")
    return "\n".join(paragraphs)


# Each language's ability keyword labels by their lower case ("action" -> "Action").
LABELS_BY_LOWER = {lang: {labels[lang].lower(): labels[lang] for labels, _ in KEYWORDS.values()} for lang in LANGS}


def _label_pattern(lang: str) -> re.Pattern[str]:
    """A paragraph's leading keyword label, in any capitalisation, bare or ``**bold**``."""
    words = "|".join(map(re.escape, LABELS_BY_LOWER[lang]))
    return re.compile(rf"(?:\*\*({words}):\*\*|\*\*({words})\*\*:|({words}):)[ \t]*", re.IGNORECASE)


LABEL_PATTERNS = {lang: _label_pattern(lang) for lang in LANGS}


def _labelled(paragraph: str, lang: str, markup: bool) -> str:
    """An override paragraph starting with a keyword label ("action:") written as generated text is."""
    lang = lang if lang in LANGS else "en"
    match = LABEL_PATTERNS[lang].match(paragraph)
    if not match:
        return paragraph
    label = LABELS_BY_LOWER[lang][next(group for group in match.groups() if group).lower()]
    rest = paragraph[match.end() :]
    return f"**{label}:** {rest}" if markup else f"{label}: {rest}"


def card_name(card: Card, lang: str) -> str:
    return card.name.get(lang) or card.name["en"]


def kind_label(card: Card, lang: str) -> str:
    """'Location', 'Boost', ... or 'Nearby Island' / 'Distant Island', in the language."""
    lang = lang if lang in LANGS else "en"
    if card.kind == "island":
        return LABELS[cast(str, card.distance)][lang]  # the schema requires an island's distance
    return KINDS[card.kind][lang].one


def label(key: str, lang: str) -> str:
    return LABELS[key][lang if lang in LANGS else "en"]


def rules_text(doc: Document, content: str, lang: str, run: Run = ()) -> dict[str, str]:
    """The ``rules_text`` hook: each card's printed ability text by card id (cards without any left out)."""
    clan: Clan | None = None
    if content == "clan":
        clan = clan_from_data(doc.data, doc.path)
        cards = [*clan.basic_fields, *clan.deck]
    else:
        cards = list(island_set_from_data(doc.data, doc.path).islands)
    texts = {card.id: card_text(card, lang, clan) for card in cards}
    return {card_id: text for card_id, text in texts.items() if text}
