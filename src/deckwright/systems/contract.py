"""The hooks a game system may register, each with its signature as a Protocol.

A system's description (``deckwright.systems.System``) names its hooks as ``"module:function"``;
``HOOKS`` is the complete list of names a description may use, and a test imports every hook of
every system and checks it against the Protocol here. Shared code calls hooks only through
``System.hook``; it never imports a system's packages.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable, Protocol

if TYPE_CHECKING:
    from ..findings import Finding
    from ..game import Bot, Game
    from ..loader import Document, Run
    from ..renderer import Deck

    Documents = list[tuple[Document, str]]  # (document, its content kind), all of one system


class Check(Protocol):
    """The system's rule checks over every schema-valid document of one run."""

    def __call__(self, documents: Documents) -> Iterable[Finding]: ...


class PlayContent(Protocol):
    """The entrants in clean documents, and the keyword arguments ``new_game`` takes for the
    content every seat shares (an island set, a board)."""

    def __call__(self, documents: Documents) -> tuple[list[Any], dict[str, Any]]: ...


class NewGame(Protocol):
    """A new game with one entrant per seat (seat order as given) and the shared content."""

    def __call__(self, entrants: list[Any], seed: int, **table: Any) -> Game: ...


class VariantError(ValueError):
    """A named rule variant that cannot apply to a table (team play at a table of three); the
    message is for the user."""


class VariantKeywords(Protocol):
    """``new_game``'s keyword arguments for the named rule variants (names from the system's
    ``variants``) at a table of ``players`` seats; ``VariantError`` when one cannot apply."""

    def __call__(self, names: list[str], players: int) -> dict[str, Any]: ...


class SampleGame(Protocol):
    """A small ready game built from the system's own fixtures, for the contract suite."""

    def __call__(self, seed: int, players: int) -> Game: ...


class Determinize(Protocol):
    """Re-deal, in a copied game, what ``seat`` cannot know (for the search bot)."""

    def __call__(self, game: Any, seat: int, rng: random.Random) -> None: ...


class Evaluate(Protocol):
    """Each seat's expected final score in a position a search rollout cut short (the scores
    so far plus what the seat holds and will collect), in seat order."""

    def __call__(self, game: Any) -> list[float]: ...


class Horizon(Protocol):
    """A mark of how far a game has come, for a search rollout with the ``horizon`` setting: the
    rollout stops at the first decision whose mark differs from the one where it began (the end
    of a phase, where the ``evaluate`` hook judges best)."""

    def __call__(self, game: Any) -> int: ...


class GreedyBot(Protocol):
    """The system's heuristic bot, seeded."""

    def __call__(self, seed: int) -> Bot: ...


class RenderItems(Protocol):
    """What one clean document prints; ``run`` is every schema-valid document of the system in the
    same run, as ``check`` gets them, for what one file prints from another (a ruleset's numbers)."""

    def __call__(self, doc: Document, content: str, lang: str, run: Run = ()) -> Deck: ...


class TextOverflow(Protocol):
    """What does not fit on a card's face at the smallest printed size (None if all fits): the
    renderer's own text measure, for the validator's overflow check."""

    def __call__(self, card: Any, owner: Any, lang: str) -> str | None: ...


@dataclass(frozen=True)
class Measured:
    """One card whose printed words the shared W-TEXT-OVERFLOW check measures with ``text_overflow``:
    ``owner`` (what the hook needs besides the card, or None), where the finding points
    (``pointer``; with ``at_language``, the name's text in the language that overflows) and its
    ``hint``, which may name the language as ``{lang}``."""

    card: Any
    owner: Any
    pointer: str
    hint: str
    at_language: bool = False


class OverflowCards(Protocol):
    """The cards of one schema-valid document that the shared overflow check measures (its card lists
    are the system's own); ``run`` as ``check`` gets it; ``errors``: whether the system's ``check``
    found errors in the document (a system that cannot build its cards from such a one lists none)."""

    def __call__(self, doc: Document, content: str, run: Run, errors: bool) -> list[Measured]: ...


class RulesText(Protocol):
    """The printed rules text of each card of one clean document, in ``lang``, by card id (the
    document's own text, such as an entrant's power, under the document's id); cards without
    text are left out. For sheets and transcripts: the words the renderer prints, from the same
    ``run`` as ``RenderItems``."""

    def __call__(self, doc: Document, content: str, lang: str, run: Run = ()) -> dict[str, str]: ...


class TextOverrides(Protocol):
    """The printed text overrides of one schema-valid document, as (JSON pointer of the text in one
    language, the id of what prints it, language, text); the shared markup check
    (``validator.markup``) runs on them, with the system's ``icons``."""

    def __call__(self, doc: Document, content: str) -> list[tuple[str, str, str, str]]: ...


class Holdings(Protocol):
    """What a seat holds now, by name (goods, resources, points), for transcripts: shown before
    and after each decision of that seat."""

    def __call__(self, game: Any, seat: int) -> dict[str, int]: ...


class Words(Protocol):
    """The system's words for one game's transcript, in ``lang`` (a ``engine.telling.Telling``: each
    decision in a sentence with card names, the phases that deserve a line, the state its players
    track, the final scores as the rules break them down)."""

    def __call__(self, game: Any, lang: str) -> Any: ...


class RatingOrder(Protocol):
    """The standings of the system's own rating table (``GameResult.ratings``), best first, which
    play reports list in that order."""

    def __call__(self) -> tuple[str, ...]: ...


HOOKS: dict[str, type] = {
    "check": Check,
    "play_content": PlayContent,
    "new_game": NewGame,
    "variant_keywords": VariantKeywords,
    "sample_game": SampleGame,
    "determinize": Determinize,
    "evaluate": Evaluate,
    "horizon": Horizon,
    "greedy_bot": GreedyBot,
    "render_items": RenderItems,
    "text_overflow": TextOverflow,
    "overflow_cards": OverflowCards,
    "rules_text": RulesText,
    "text_overrides": TextOverrides,
    "holdings": Holdings,
    "words": Words,
    "rating_order": RatingOrder,
}

# the stage whose package holds each hook: a system's hooks of one stage are in
# ``deckwright.<stage>.<system>.hooks``, under their hook names (``tests/systems/test_registry.py``)
STAGES = {name: "engine" for name in HOOKS} | {
    "check": "validator",
    "text_overrides": "validator",
    "render_items": "renderer",
    "text_overflow": "renderer",
    "overflow_cards": "renderer",
    "rules_text": "renderer",
}
