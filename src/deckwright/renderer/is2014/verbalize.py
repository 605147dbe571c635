"""The printed text of Imperial Settlers (2014) cards, generated from the effect language, in
English and German. Goods are ``[name]`` icon tokens (``[food]``, ``[vp]`` ...).

Each primitive is one entry of ``WORDS`` (a ``StepTable``), writing both languages; a card's own
``text`` for the language wins over the generated text.
"""

from __future__ import annotations

from typing import Any

from ...model.is2014 import GOODS, Card, Feature, Storage
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


def _per(what: dict[str, Any], say: Speaker) -> str:
    """' for each ...' of a 'per' count."""
    if "under" in what:
        return say.pick(" for each card under this Location", " für jede Karte unter diesem Ort")
    if "resources_on" in what:
        return say.pick(" for each Resource on this Location", " für jeden Rohstoff auf diesem Ort")
    if "deals" in what:
        return say.pick(" for each of your Deals", " für jedes deiner Abkommen")
    if "foundations" in what:
        return say.pick(" for each of your Foundations", " für jedes deiner Fundamente")
    if "colour" in what:
        en, de = COLOURS[what["colour"]]
        return say.pick(f" for each {en} Location in your Empire", f" für jeden {de} Ort in deinem Reich")
    en, de = KINDS[what["kind"]]
    return say.pick(f" for each {en} Location in your Empire", f" für jeden {de}ort in deinem Reich")


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
    }
)


def steps_text(steps: tuple[Step, ...], say: Speaker) -> str:
    return " ".join(WORDS[step.primitive](step, say) for step in steps)


def _event(feature: Feature, say: Speaker) -> str:
    if feature.event == "build":
        what = say.pick("a Location", "einen Ort")
        if feature.colour:
            en, de = COLOURS[feature.colour]
            what = say.pick(f"a {en} Location", f"einen {de} Ort")
        elif feature.kind:
            en, de = KINDS[feature.kind]
            what = say.pick(f"a{'n' if en[0] in 'AEIOU' else ''} {en} Location", f"einen {de}ort")
        return say.pick(f"Each time you build {what}", f"Jedes Mal, wenn du {what} baust")
    return {
        "raze": say.pick("Each time you raze", "Jedes Mal, wenn du zerstörst"),
        "deal": say.pick("Each time you make a Deal", "Jedes Mal, wenn du ein Abkommen schließt"),
        "trade": say.pick(
            "Each time you spend 2 [worker] for a Good", "Jedes Mal, wenn du 2 [worker] für ein Gut ausgibst"
        ),
    }[feature.event]


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
        lines.append(say.pick("Feature: ", "Eigenschaft: ") + f"{_event(feature, say)}, {_lower(body)}")
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
