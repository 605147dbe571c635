"""The printed text of Imperial Settlers (2014) cards, generated from the effect language, in
English and German. Goods are ``[name]`` icon tokens (``[food]``, ``[vp]`` ...).

Each primitive is one entry of ``WORDS`` (a ``StepTable``), writing both languages; a card's own
``text`` for the language wins over the generated text.
"""

from __future__ import annotations

from typing import Any, cast

from ...model.is2014 import BRANCHES, GOODS, Card, Feature, Storage
from ...steps import Step, StepTable
from ..language import Speaker

COLOURS = {
    "brown": ("brown", "braunen"),
    "grey": ("grey", "grauen"),
    "red": ("red", "roten"),
    "pink": ("pink", "rosa"),
    "blue": ("blue", "blauen"),
    "black": ("black", "schwarzen"),
}
KINDS = {
    "production": ("Production", "Produktions"),
    "feature": ("Feature", "Eigenschafts"),
    "action": ("Action", "Aktions"),
}


def goods_text(goods: dict[str, int], say: Speaker) -> str:
    """'2 [wood] and 1 [vp]', in the order of the game's Goods."""
    return say.series([f"{goods[good]} [{good}]" for good in GOODS if good in goods])


# what a 'per' count counts, other than Locations by colour or kind: (plural, "for each ..." object)
# in English, then in German
_COUNTED = {
    "under": (
        "cards under this Location",
        "card under this Location",
        "Karten unter diesem Ort",
        "jede Karte unter diesem Ort",
    ),
    "resources_on": (
        "Resources on this Location",
        "Resource on this Location",
        "Rohstoffe auf diesem Ort",
        "jeden Rohstoff auf diesem Ort",
    ),
    "deals": ("Deals", "of your Deals", "Abkommen", "jedes deiner Abkommen"),
    "foundations": ("Foundations", "of your Foundations", "Fundamente", "jedes deiner Fundamente"),
}


def _count_words(what: dict[str, Any]) -> tuple[str, str, str, str]:
    """The words for what a count counts: English plural and 'each' object, German likewise."""
    for key, words in _COUNTED.items():
        if key in what:
            return words
    if "colour" in what:
        en, de = COLOURS[what["colour"]]
        return (
            f"{en} Locations in your Empire",
            f"{en} Location in your Empire",
            f"{de.removesuffix('n')} Orte in deinem Reich",
            f"jeden {de} Ort in deinem Reich",
        )
    en, de = KINDS[what["kind"]]
    return (
        f"{en} Locations in your Empire",
        f"{en} Location in your Empire",
        f"{de}orte in deinem Reich",
        f"jeden {de}ort in deinem Reich",
    )


def _many(what: dict[str, Any], say: Speaker) -> str:
    """The counted things in the plural: 'red Locations in your Empire', 'Deals'."""
    en, _, de, _ = _count_words(what)
    return say.pick(en, de)


def _per(what: dict[str, Any], say: Speaker) -> str:
    """' for each ...' of a 'per' count; with 'every': ' for every 2 ...'."""
    if "every" in what:
        n = what["every"]
        return say.pick(f" for every {n} {_many(what, say)}", f" für je {n} {_many(what, say)}")
    _, en, _, de = _count_words(what)
    return say.pick(f" for each {en}", f" für {de}")


def _gain(step: Step, say: Speaker) -> str:
    per = step.modifiers.get("per")
    return say.pick("Gain ", "Erhalte ") + goods_text(step.value, say) + (_per(per, say) if per else "") + "."


def _steal(step: Step, say: Speaker) -> str:
    n = step.value
    return say.pick(
        f"Take {n} Resource{'s' if n > 1 else ''} of your choice from an opponent.",
        f"Nimm einem Gegner {n} Rohstoff{'e' if n > 1 else ''} deiner Wahl.",
    )


def _deals(n: int, say: Speaker, en_with: str = "", de_with: str = "") -> str:
    """'Make N Deals [with ...] without paying [food].'"""
    return say.pick(
        f"Make {'a Deal' if n == 1 else f'{n} Deals'}{en_with} without paying [food].",
        f"Schließe {'ein Abkommen' if n == 1 else f'{n} Abkommen'}{de_with}, ohne [food] zu zahlen.",
    )


def _deal(step: Step, say: Speaker) -> str:
    return _deals(step.value, say)


def _raze(step: Step, say: Speaker) -> str:
    if step.value.get("protected"):
        return say.pick(
            "Raze an opponent's Location, even a protected one, without [raze].",
            "Zerstöre einen Ort eines Gegners ohne [raze], auch einen geschützten.",
        )
    return say.pick("Raze an opponent's Location without [raze].", "Zerstöre einen Ort eines Gegners ohne [raze].")


def _foundation(step: Step, say: Speaker) -> str:
    n = step.value
    return say.pick(
        f"Place {'a card' if n == 1 else f'{n} cards'} from your hand as "
        f"{'a Foundation' if n == 1 else 'Foundations'}.",
        f"Lege {'eine Karte' if n == 1 else f'{n} Karten'} aus deiner Hand als Fundament aus.",
    )


def _place_under(step: Step, say: Speaker) -> str:
    n = step.value
    return say.pick(
        f"Place up to {n} card{'s' if n > 1 else ''} from your hand under this Location (they stay there).",
        f"Lege bis zu {n} Karte{'n' if n > 1 else ''} aus deiner Hand unter diesen Ort (sie bleiben dort).",
    )


def _place_on(step: Step, say: Speaker) -> str:
    n = step.value
    return say.pick(
        f"Place up to {n} Resource{'s' if n > 1 else ''} from your supply on this Location (they stay there).",
        f"Lege bis zu {n} Rohstoff{'e' if n > 1 else ''} aus deinem Vorrat auf diesen Ort (sie bleiben dort).",
    )


def _enemy_deal(step: Step, say: Speaker) -> str:
    return _deals(step.value, say, " with an opponent's Faction Location", " mit einem Fraktionsort eines Gegners")


def _take_over(step: Step, say: Speaker) -> str:
    return say.pick(
        "Take over an opponent's Action Location: activate it as your own.",
        "Übernimm einen Aktionsort eines Gegners: aktiviere ihn wie deinen eigenen.",
    )


def _counted(n: int, en: str, de: str, say: Speaker, en_many: str = "", de_many: str = "") -> str:
    """'a Deal' / '2 Deals' in either language."""
    return say.pick(en if n == 1 else f"{n} {en_many}", de if n == 1 else f"{n} {de_many}")


def _discard_enemy(step: Step, say: Speaker) -> str:
    what = _counted(step.value, "a Location", "einen Ort", say, "Locations", "Orte")
    return say.pick(
        f"Discard {what} of an opponent from their Empire (not razing).",
        f"Wirf {what} eines Gegners aus seinem Reich ab (kein Zerstören).",
    )


def _build(step: Step, say: Speaker) -> str:
    if step.value["from"] == "hand":
        return say.pick(
            "Build a Faction Location from your hand without discarding a Location.",
            "Baue einen Fraktionsort aus deiner Hand, ohne einen Ort abzuwerfen.",
        )
    return say.pick(
        "Build one of your Deals as a Location without discarding a Location.",
        "Baue eines deiner Abkommen als Ort, ohne einen Ort abzuwerfen.",
    )


def _take_deal(step: Step, say: Speaker) -> str:
    what = _counted(step.value, "a Deal", "ein Abkommen", say, "Deals", "Abkommen")
    return say.pick(
        f"Take {what} from under an opponent's Faction board.",
        f"Nimm {what} unter dem Fraktionstableau eines Gegners.",
    )


def _cancel_deal(step: Step, say: Speaker) -> str:
    if step.value == "you":
        return say.pick("Cancel one of your Deals.", "Löse eines deiner Abkommen auf.")
    return say.pick("Cancel a Deal of an opponent.", "Löse ein Abkommen eines Gegners auf.")


def _take_field_good(step: Step, say: Speaker) -> str:
    what = _counted(step.value, "a Good", "ein Gut", say, "Goods, each", "Güter, jedes")
    return say.pick(
        f"Take {what} from the Raze field of an opponent's Location, without razing.",
        f"Nimm {what} aus dem Zerstörungsfeld eines gegnerischen Ortes, ohne zu zerstören.",
    )


def _raze_own(step: Step, say: Speaker) -> str:
    n = step.value
    return say.pick(
        "Raze one of your Locations." if n == 1 else f"Raze {n} of your Locations.",
        "Zerstöre einen deiner Orte." if n == 1 else f"Zerstöre {n} deiner Orte.",
    )


def _samurai(step: Step, say: Speaker) -> str:
    n = step.value
    return say.pick(
        "Deploy a Samurai on one of your Faction Locations."
        if n == 1
        else f"Deploy {n} Samurai, each on one of your Faction Locations.",
        "Setze einen Samurai auf einen deiner Fraktionsorte."
        if n == 1
        else f"Setze {n} Samurai ein, jeden auf einen deiner Fraktionsorte.",
    )


def _joined(steps: tuple[Step, ...], say: Speaker) -> str:
    """Steps as one clause, for inside a sentence: 'cancel one of your Deals and gain 2 [gold]'."""
    return say.pick(" and ", " und ").join(_lower(WORDS[step.primitive](step, say)).removesuffix(".") for step in steps)


def _choose(step: Step, say: Speaker) -> str:
    options = " / ".join(_joined(option, say) for option in step.value)
    return say.pick("Choose one: ", "Wähle eins: ") + options + "."


def _if(step: Step, say: Speaker) -> str:
    """'If you have 2 or more red Locations in your Empire, gain 2 [wood]. Otherwise, gain 1 [wood].'"""
    spec = step.value
    n = spec["at_least"] * spec["have"].get("every", 1)
    have = say.pick(f"{n} or more {_many(spec['have'], say)}", f"{n} oder mehr {_many(spec['have'], say)}")
    then = _joined(spec[BRANCHES[0]], say)
    text = say.pick(f"If you have {have}, {then}.", f"Wenn du {have} hast, {then}.")
    if BRANCHES[1] in spec:
        other = _joined(spec[BRANCHES[1]], say)
        text += say.pick(f" Otherwise, {other}.", f" Sonst {other}.")
    return text


WORDS: StepTable = StepTable(
    {
        "gain": _gain,
        "steal": _steal,
        "deal": _deal,
        "raze": _raze,
        "foundation": _foundation,
        "place_under": _place_under,
        "place_on": _place_on,
        "enemy_deal": _enemy_deal,
        "take_over": _take_over,
        "discard_enemy": _discard_enemy,
        "build": _build,
        "take_deal": _take_deal,
        "cancel_deal": _cancel_deal,
        "take_field_good": _take_field_good,
        "raze_own": _raze_own,
        "samurai": _samurai,
        "choose": _choose,
        "if": _if,
    }
)


def steps_text(steps: tuple[Step, ...], say: Speaker) -> str:
    return " ".join(WORDS[step.primitive](step, say) for step in steps)


# event -> what you do, what another player does (English), then German ('wenn du ... baust')
EVENTS = {
    "build": ("build {what}", "builds {what}", "{what} baust", "{what} baut"),
    "raze": ("raze", "razes", "zerstörst", "zerstört"),
    "deal": ("make a Deal", "makes a Deal", "ein Abkommen schließt", "ein Abkommen schließt"),
    "trade": (
        "spend 2 [worker] for a Good",
        "spends 2 [worker] for a Good",
        "2 [worker] für ein Gut ausgibst",
        "2 [worker] für ein Gut ausgibt",
    ),
    "activate": ("activate {what}", "activates {what}", "{what} aktivierst", "{what} aktiviert"),
}
SUBJECTS = {"you": ("you", "du"), "opponent": ("an opponent", "ein Gegner"), "any": ("any player", "ein Spieler")}


def _location(feature: Feature, say: Speaker, kind: str | None) -> str:
    """'a Location', 'a red or blue Location', 'an Action Location' (accusative in German)."""
    en_adjective = " or ".join(COLOURS[c][0] for c in feature.colours)
    de_adjective = " oder ".join(COLOURS[c][1] for c in feature.colours)
    if kind:
        en_noun, de_noun = f"{KINDS[kind][0]} Location", f"{KINDS[kind][1]}ort"
    else:
        en_noun, de_noun = "Location", "Ort"
    en = f"{en_adjective} {en_noun}".strip()
    return say.pick(f"a{'n' if en[0] in 'AEIOU' else ''} {en}", f"einen {de_adjective} {de_noun}".replace("  ", " "))


def _event(feature: Feature, say: Speaker) -> str:
    if feature.event == "razed":
        en_what = " or ".join(COLOURS[c][0] for c in feature.colours)
        de_what = " oder ".join(COLOURS[c][1] for c in feature.colours)
        kind = feature.kind and KINDS[feature.kind]
        en = " ".join(part for part in (en_what, kind[0] if kind else "", "Locations") if part)
        de = f"{de_what} {kind[1] + 'orte' if kind else 'Orte'}".strip()
        return say.pick(
            f"Each time an opponent razes one of your {en}", f"Jedes Mal, wenn ein Gegner einen deiner {de} zerstört"
        )
    en_you, en_they, de_you, de_they = EVENTS[cast(str, feature.event)]  # the schema: a Feature storing nothing has one
    what = _location(feature, say, "action" if feature.event == "activate" else feature.kind)
    en_subject, de_subject = SUBJECTS[feature.who]
    mine = feature.who == "you"
    return say.pick(
        f"Each time {en_subject} {(en_you if mine else en_they).format(what=what)}",
        f"Jedes Mal, wenn {de_subject} {(de_you if mine else de_they).format(what=what)}",
    )


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


def ability_lines(card: Card, lang: str) -> list[str]:
    """The card's ability text, one line per part: Bonus, Production, Feature or Action."""
    if card.text and lang in card.text:
        return [card.text[lang]]
    say = Speaker(lang)
    lines = []
    if card.bonus:
        lines.append(say.pick("Bonus: ", "Bonus: ") + steps_text(card.bonus, say))
    if card.produce:
        lines.append(say.pick("Production: ", "Produktion: ") + steps_text(card.produce, say))
    feature = card.feature
    if feature is not None and feature.store is not None:
        lines.append(say.pick("Feature: ", "Eigenschaft: ") + storage_text(feature.store, say))
    elif feature is not None:
        body = steps_text(feature.do, say)
        also = say.pick(" Also once in each Production phase.", " Auch einmal in jeder Produktionsphase.")
        lines.append(
            say.pick("Feature: ", "Eigenschaft: ")
            + f"{_event(feature, say)}, {_lower(body)}"
            + (also if feature.production else "")
        )
    action = card.action
    if action is not None:
        cost = goods_text(dict(action.cost), say)
        twice = say.pick(" (twice a round)", " (zweimal pro Runde)") if action.uses == 2 else ""
        lines.append(say.pick("Action: ", "Aktion: ") + f"{cost} → {steps_text(action.do, say)}{twice}")
    if card.end is not None:
        per = _per(card.end.per, say) if card.end.per else ""
        lines.append(say.pick("End of game: ", "Spielende: ") + f"{card.end.vp} [vp]{per}.")
    if card.unrazeable:
        lines.append(say.pick("This Location cannot be razed.", "Dieser Ort kann nicht zerstört werden."))
    return lines


def storage_text(store: Storage, say: Speaker) -> str:
    """A storage rule (a Feature's or a faction board's): 'In the Cleanup, keep up to 2 [raze].',
    'keep up to 3 [food] and [gold] in all'."""
    kept = say.series([f"[{good}]" for good in store.goods])
    limit = store.limit
    if limit is None:
        many, total = say.pick("any number of", "beliebig viele"), ("", "")
    else:  # of several goods, the limit is for all of them together
        many, total = (
            say.pick(f"up to {limit}", f"bis zu {limit}"),
            (" in all", "insgesamt ") if len(store.goods) > 1 else ("", ""),
        )
    return say.pick(
        f"In the Cleanup, keep {many} {kept}{total[0]}.", f"Behalte beim Aufräumen {total[1]}{many} {kept}."
    )
