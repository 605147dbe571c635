"""Mistakes in the markup of a printed text an author writes (the syntax of ``renderer.text``):
an ``[icon]`` token naming no icon of the system, an unclosed ``**`` or ``[``. Left alone, each
prints as literal characters on the card."""

from __future__ import annotations

import re
from typing import Collection

from .suggest import nearest

ICON_TOKEN = re.compile(r"\[([A-Za-z_-]+)\]")


def markup_mistakes(text: str, icons: Collection[str]) -> list[tuple[str, str, str]]:
    """(code, what is wrong, hint) of each mistake, in text order; ``icons`` are the drawable names."""
    mistakes = []
    for paragraph in text.split("\n"):
        for opening in re.finditer(r"\[", paragraph):
            token = ICON_TOKEN.match(paragraph, opening.start())
            if token and token[1] not in icons:
                near = nearest(token[1], icons)
                hint = (
                    f"did you mean '[{near}]'?"
                    if near
                    else "the icons are " + ", ".join(f"[{n}]" for n in sorted(icons))
                )
                mistakes.append(("E-TEXT-ICON", f"'{token[0]}' is not an icon: it would print as text", hint))
            elif not token and "]" not in paragraph[opening.end() :].split("[", 1)[0]:
                shown = paragraph[opening.start() : opening.start() + 12]
                mistakes.append(
                    ("E-TEXT-MARKUP", f"'[' is not closed in '{shown}'", "close the icon token with ']': '[name]'")
                )
    if text.count("**") % 2:
        mistakes.append(
            (
                "E-TEXT-MARKUP",
                "a '**' is not closed: the rest of the text would print bold",
                "close the bold with '**'",
            )
        )
    return mistakes
