"""E-ART: a card's ``art`` names a file outside its content folder (an absolute path, a ``..`` that
climbs out, a link leading out). The renderer would refuse it with a warning and print a
placeholder; ``validate`` reports it at the card's ``art`` value. A file that is missing or not a
PNG, JPEG or WebP image is left to ``render``'s warning (art may come after the text)."""

from __future__ import annotations

from typing import Iterator

from ...content_path import Refused, within
from ...findings import Finding
from ...loader import Document


def art_outside(doc: Document, cards: list[tuple[dict, str]]) -> Iterator[Finding]:
    for card, pointer in cards:
        art = card.get("art")
        if not art:
            continue
        name, at = (art, f"{pointer}/art") if isinstance(art, str) else (art["file"], f"{pointer}/art/file")
        try:
            within(doc.path.parent, name)
        except Refused as why:
            yield doc.finding(
                "E-ART",
                f"'{card['id']}': art {name[:80]!r} cannot be used: {why}",
                at,
                "name an image file inside the card file's folder, relative to the card file (art/wharf.png)",
            )
