"""The renderer: card faces laid out on sheets, written as PDF, PNG and Tabletop Simulator decks.

Shared code here knows nothing of any game. A game system registers a ``render_items`` hook
(``deckwright.systems``) that turns one validated document into a ``Deck``: the cards to
print, each with a front and a back ``Face`` that knows how to draw itself. Everything after
that (sheets, PDF, PNG, TTS, the cache) works on decks.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace
from functools import cache, partial
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, ContextManager

from .shapes import Shape

if TYPE_CHECKING:
    from ..loader import Document, Run
    from ..systems import System
    from ..systems.contract import RenderItems
    from ..typeset.layouts import Layouts

# draw(canvas, x_mm, y_mm, w_mm, h_mm, bleed_mm) -> warnings; (x, y) is the trim box's lower-left corner.
DrawFace = Callable[[Any, float, float, float, float, float], list[str]]


@dataclass(frozen=True)
class Face:
    """One printed side: its file stem, a text that changes whenever its look may change, and how to draw it."""

    name: str
    key: str
    draw: DrawFace


@dataclass(frozen=True)
class PrintItem:
    """One card to print, ``copies`` times, with its front and back; ``title`` names it for people.

    ``shape``: its own size and outline (a card of another size, a square or hex tile, a board);
    None: a plain card of the run's card size. ``apart``: for a card that is not shuffled into
    its deck (in play from the start, say), the name of the pile it is kept in, for people
    (Tabletop Simulator gives it a deck of its own); empty: shuffled with the rest. ``id``: what
    ``render --card`` picks it by, the id written in its file (items printed for one id share it:
    a tile and its summary card), or for a piece with none a name of what it is, joined with
    ``_`` (``faction_board``), which no id can hold. ``text``: what its rules say, in words (the
    system's ``rules_text`` for its id), which Tabletop Simulator shows as its description.
    ``own_cut``: its face draws its own cut path (a board cut along its hexes' border), so the
    sheet draws none around its trim box."""

    front: Face
    back: Face
    copies: int = 1
    title: str = ""
    shape: Shape | None = None
    apart: str = ""
    id: str = ""
    text: str = ""  # its rules text in words, for people (a Tabletop Simulator description)
    own_cut: bool = False


@dataclass(frozen=True)
class Deck:
    """What one document prints: ``name`` is its file stem (e.g. the clan's id)."""

    name: str
    title: str
    items: tuple[PrintItem, ...]

    def copies(self) -> list[PrintItem]:
        """Every item repeated for its copies, in order."""
        return [item for item in self.items for _ in range(item.copies)]

    def has_cards(self) -> bool:
        """Whether it holds cards of the run's card size (items without a shape of their own),
        which its PDF prints on the uniform grid with crop marks; ``packing`` lays out the rest."""
        return any(item.shape is None for item in self.items)

    def faces(self) -> dict[str, Face]:
        """Every distinct face (fronts, then backs) by name."""
        faces = {item.front.name: item.front for item in self.items}
        for item in self.items:
            faces.setdefault(item.back.name, item.back)
        return faces


SOURCE_SUFFIXES = (".py", ".yaml")  # code, and layouts as data


@cache
def renderer_version() -> str:
    """A hash of the renderer's own source and layout files: any change to how cards are drawn invalidates the cache."""
    return source_digest(Path(__file__).parent)


def source_digest(root: Path) -> str:
    """A hash of every ``SOURCE_SUFFIXES`` file under ``root``, names and contents."""
    digest = hashlib.sha256()
    for path in sorted(p for p in root.rglob("*") if p.suffix in SOURCE_SUFFIXES):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0")
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def in_fonts(deck: Deck, fonts: Any, known: str = "", content: bool = False) -> Deck:
    """``deck`` drawn in ``fonts`` (a ``fonts.Fonts``): ``render --font``'s, whatever its content
    names, or with ``content`` the fonts its card file names (``fonts.named_fonts``), which
    ``render --font`` still overrides; their files go into every face's key, so changing a font
    redraws. A face warns of each character it draws that the fonts lack, unless it is in
    ``known`` (the card files' text, which the validator checks)."""
    from ..typeset.fonts import gap_warnings, noting_gaps, overriding, using

    chosen = using if content else overriding

    def wrap(draw: Callable[..., Any]) -> Callable[..., list[str]]:
        def drawn(*args: Any) -> list[str]:
            with chosen(fonts), noting_gaps() as gaps:
                warnings = list(draw(*args) or ())
            return warnings + gap_warnings(gaps, known)

        return drawn

    return _each_face(deck, wrap, fonts.stamp())


def drawn_within(deck: Deck, context: Callable[[], ContextManager[Any]], stamp: str) -> Deck:
    """``deck`` with every face drawn inside ``context()`` (a setting such as ``draw.unnumbered``),
    ``stamp`` added to each face's key so that a cached face drawn without it is drawn again."""

    def wrap(draw: Callable[..., Any]) -> Callable[..., Any]:
        def drawn(*args: Any) -> Any:
            with context():
                return draw(*args)

        return drawn

    return _each_face(deck, wrap, stamp)


def _each_face(deck: Deck, wrap: Callable[[Callable[..., Any]], Callable[..., Any]], stamp: str) -> Deck:
    """``deck`` with every face's drawing function wrapped by ``wrap`` and ``stamp`` added to its
    key (a face cached without the wrapper is drawn again)."""

    def face(old: Face) -> Face:
        return Face(old.name, f"{old.key}|{stamp}", wrap(old.draw))

    items = tuple(replace(item, front=face(item.front), back=face(item.back)) for item in deck.items)
    return replace(deck, items=items)


def in_content_fonts(deck: Deck, doc: Any) -> Deck:
    """``deck`` drawn in the fonts its card file ``doc`` names under ``fonts:`` (``in_fonts``), or
    ``deck`` itself when it names none (an unusable one is the validator's E-FONT)."""
    from ..typeset.fonts import named_fonts

    fonts, _ = named_fonts(doc.data, doc.path.parent)
    return in_fonts(deck, fonts, doc.text, content=True) if fonts else deck


def printed(system: System, doc: Document, content: str, lang: str, run: Run = ()) -> Deck:
    """What one clean document of ``system`` prints: its ``render_items`` deck, drawn with the
    designer's layout override for the document's file (``with_override``) in the fonts the file
    names (``in_content_fonts``). Every system's deck takes these; a system's hook builds only
    what is its own."""
    render_items = system.hook("render_items")
    if render_items is None:
        raise ValueError(f"{system.title} has no renderer")
    deck = with_override(render_items(doc, content, lang, run), doc, system.name)
    return in_content_fonts(deck, doc)


def items_hook(module: str) -> RenderItems:
    """A system's ``render_items`` hook that imports ``module`` (the system's ``items.py``, which
    loads the drawing code) only when it is called: the validator reads the system's hooks module
    for its measuring hooks and loads no drawing code."""

    def render_items(doc: Document, content: str, lang: str, run: Run = ()) -> Deck:
        items: RenderItems = import_module(module).render_items
        return items(doc, content, lang, run)

    return render_items


def with_override(deck: Deck, doc: Document, system: str) -> Deck:
    """``deck`` drawn with the designer's override of ``system``'s face layouts for ``doc``
    (``typeset.layouts.find_override``), each face's cache key naming the override's text; ``deck``
    itself without one."""
    from ..typeset.layouts import find_override, load, own_layouts

    override = find_override(doc.path, system, doc.root)
    if override is None:
        return deck
    layouts = load(own_layouts(system), override)
    stamp = hashlib.sha256(override.read_bytes()).hexdigest()[:16]
    wrapped: dict[str, Face] = {}

    def wrap(face: Face) -> Face:
        if face.name not in wrapped:
            wrapped[face.name] = Face(face.name, f"{face.key}|layout {stamp}", partial(_draw_with, layouts, face.draw))
        return wrapped[face.name]

    items = tuple(replace(item, front=wrap(item.front), back=wrap(item.back)) for item in deck.items)
    return replace(deck, items=items)


def _draw_with(layouts: Layouts, draw: DrawFace, *args: Any) -> list[str]:
    from ..typeset.layouts import drawing_with

    with drawing_with(layouts):
        return draw(*args)


def described(deck: Deck, texts: dict[str, str]) -> Deck:
    """``deck`` with each item's ``text`` taken from ``texts`` by its id (a system's ``rules_text``)."""
    return replace(deck, items=tuple(replace(item, text=texts.get(item.id, item.text)) for item in deck.items))
