"""Mistakes in the markup of a printed text an author writes (the syntax of ``renderer.text``):
an ``[icon]`` token naming no icon of the system, an unclosed ``**`` or ``[``. Left alone, each
prints as literal characters on the card.

Every system whose content takes a printed text override lists those texts and its icon names
through its ``text_overrides`` hook; ``override_findings`` checks them all the same way, each
finding at the token's own line and column."""

from __future__ import annotations

import re
from typing import Collection, Iterable, Iterator

from ..findings import Finding
from ..loader import Document
from .suggest import nearest

ICON_TOKEN = re.compile(r"\[([A-Za-z_-]+)\]")
Mistake = tuple[str, str, str, str, int]  # code, what is wrong, hint, the text it is at, which occurrence


def markup_mistakes(text: str, icons: Collection[str]) -> list[tuple[str, str, str]]:
    """(code, what is wrong, hint) of each mistake, in text order; ``icons`` are the drawable names."""
    return [mistake[:3] for mistake in placed_mistakes(text, icons)]


def placed_mistakes(text: str, icons: Collection[str]) -> list[Mistake]:
    """Each mistake with where it is: the text it is at and how many of that text come before it."""
    mistakes: list[Mistake] = []
    for opening in re.finditer(r"\[", text):
        paragraph_end = text.find("\n", opening.start())
        rest = text[opening.end() : len(text) if paragraph_end < 0 else paragraph_end]
        token = ICON_TOKEN.match(text, opening.start())
        if token and token[1] not in icons:
            near = nearest(token[1], icons)
            hint = (
                f"did you mean '[{near}]'?" if near else "the icons are " + ", ".join(f"[{n}]" for n in sorted(icons))
            )
            where = (token[0], text.count(token[0], 0, opening.start()))
            mistakes.append(("E-TEXT-ICON", f"'{token[0]}' is not an icon: it would print as text", hint, *where))
        elif not token and "]" not in rest.split("[", 1)[0]:
            shown = text[opening.start() : opening.start() + 12].split("\n", 1)[0]
            where = ("[", text.count("[", 0, opening.start()))
            hint = "close the icon token with ']': '[name]'"
            mistakes.append(("E-TEXT-MARKUP", f"'[' is not closed in '{shown}'", hint, *where))
    bold = text.count("**")
    if bold % 2:
        message = "a '**' is not closed: the rest of the text would print bold"
        mistakes.append(("E-TEXT-MARKUP", message, "close the bold with '**'", "**", bold - 1))
    return mistakes


def override_findings(
    doc: Document, overrides: Iterable[tuple[str, str, str, str]], icons: Collection[str]
) -> Iterator[Finding]:
    """E-TEXT-ICON, E-TEXT-MARKUP for each (pointer, owner id, language, text) of a document's
    printed text overrides, at the token."""
    for pointer, owner, lang, text in overrides:
        for code, message, hint, needle, nth in placed_mistakes(text, icons):
            yield doc.finding(
                code, f"the printed {lang} text of '{owner}': {message}", pointer, hint, within=(needle, nth)
            )
