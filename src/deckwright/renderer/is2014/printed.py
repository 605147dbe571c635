"""The words an Imperial Settlers (2014) face prints besides a card's abilities (labels, the faction
board's rules), and the ``rules_text`` hook. Text only, in English and German, with ``[good]``
icon tokens; the faces turn them into icons."""

from __future__ import annotations

from ...loader import Document, Run
from ...model.is2014 import GOODS, Board, Card, card_from_data, faction_from_data
from ..language import Speaker
from .verbalize import ability_lines, storage_text

LABELS = {
    "production": ("Production", "Produktion"),
    "feature": ("Feature", "Eigenschaft"),
    "action": ("Action", "Aktion"),
    "brown": ("brown", "braun"),
    "grey": ("grey", "grau"),
    "red": ("red", "rot"),
    "pink": ("pink", "rosa"),
    "blue": ("blue", "blau"),
    "black": ("black", "schwarz"),
    "deal": ("Deal", "Abkommen"),
    "deals": ("Deals: tuck them under this edge", "Abkommen: unter diese Kante schieben"),
    "common": ("Common Location", "Gemeinsamer Ort"),
    "attack": ("Attack", "Angriff"),
    "target": ("Target", "Ziel"),
    "storage": ("Storage", "Lager"),
    "tokens": ("Special tokens", "Sondermarker"),
    "food": ("Food", "Nahrung"),
    "wood": ("Wood", "Holz"),
    "stone": ("Stone", "Stein"),
    "gold": ("Gold", "Gold"),
    "worker": ("Worker", "Arbeiter"),
    "raze": ("Raze token", "Zerstörungsmarker"),
    "card": ("Card", "Karte"),
    "vp": ("Victory point", "Siegpunkt"),
}


def label(key: str, lang: str) -> str:
    en, de = LABELS[key]
    return Speaker(lang).pick(en, de)


def localized(names: dict[str, str], lang: str) -> str:
    return names.get(lang) or names["en"]


def ribbon_text(card: Card, lang: str) -> str:
    """The kind and the colours: 'PRODUCTION · RED' ('ACTION · BROWN/GREY')."""
    colours = "/".join(label(colour, lang) for colour in card.colours)
    return " · ".join(part for part in (label(card.kind, lang), colours) if part).upper()


def ability_text(card: Card, lang: str) -> str:
    """The ability box: one paragraph per Bonus, Production, Feature or Action."""
    return "\n".join(ability_lines(card, lang))


def production_text(board: Board) -> str:
    """The board's production as amounts and icons: '3 [worker] 2 [raze] 1 [wood]'."""
    produced = dict(board.production)
    return " ".join(f"{produced[good]} [{good}]" for good in GOODS if good in produced)


def storage_lines(board: Board, lang: str) -> list[str]:
    """The board's storage rule and its Samurai rule (docs/rules-notes.md#is2014-samurai), each
    after its label."""
    say = Speaker(lang)
    lines = [f"{label('storage', lang)}: {storage_text(board.storage, say)}"] if board.storage else []
    if board.samurai:
        lines.append(
            say.pick(
                "[samurai] Samurai: at any time in your turn, place a [worker] on one of your Faction "
                "Locations (one each); razing it takes 1 more [raze].",
                "[samurai] Samurai: Lege in deinem Zug jederzeit einen [worker] auf einen deiner "
                "Fraktionsorte (je einen); ihn zu zerstören kostet 1 [raze] mehr.",
            )
        )
    return lines


def trade_text(lang: str) -> str:
    """The Action every Empire has (docs/rules-notes.md#is2014-trade-pairs)."""
    return Speaker(lang).pick(
        "Action: 2 [worker] → 1 [food] / [wood] / [stone] or 1 [card], as often as you like.",
        "Aktion: 2 [worker] → 1 [food] / [wood] / [stone] oder 1 [card], so oft du willst.",
    )


def tokens_text(board: Board, lang: str) -> str:
    """The board's special tokens: 'Special tokens: 2 × Ferry Pass'."""
    tokens = ", ".join(f"{token.count} × {localized(token.name, lang)}" for token in board.tokens)
    return f"{label('tokens', lang)}: {tokens}"


def board_text(board: Board, lang: str) -> str:
    """Everything the faction board says in words, for ``rules_text``."""
    parts = [f"{label('production', lang)}: {production_text(board)}", *storage_lines(board, lang)]
    if board.tokens:
        parts.append(tokens_text(board, lang))
    return "\n".join([*parts, trade_text(lang)])


def rules_text(doc: Document, content: str, lang: str, run: Run = ()) -> dict[str, str]:
    """The ``rules_text`` hook: by id, each Location's ability text and a faction's board (under the
    faction's id); attack cards have none."""
    data = doc.data
    if content == "faction":
        faction = faction_from_data(data)
        cards = {card.id: ability_text(card, lang) for card in faction.deck}
        return {faction.id: board_text(faction.board, lang), **{k: v for k, v in cards.items() if v}}
    if content == "common_deck":
        texts = {raw["id"]: ability_text(card_from_data(raw), lang) for raw in data["cards"]}
        return {k: v for k, v in texts.items() if v}
    return {}
