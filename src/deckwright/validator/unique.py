"""The one check that ids (and names) are unique within a file, which every system calls with its
own items and codes: a second item with an id (or, in one language, a name) already used in the
file is a finding at its id (its name), naming the line of the first."""

from __future__ import annotations

from typing import Any, Iterable, Iterator, Mapping

from ..findings import Finding
from ..loader import Document


def unique_ids(
    doc: Document,
    items: Iterable[tuple[Mapping[str, Any], str]],
    *,
    noun: str,
    code: str,
    hint: str,
    name_code: str = "",
    own_id: bool = False,
) -> Iterator[Finding]:
    """``code`` at each of ``items`` (an item and its pointer) whose ``id`` an earlier one has;
    with ``name_code``, that code at each name (``name: {language: text}``) an earlier item has
    in the same language, case aside. ``noun`` names an item in the message (``card id 'x' is
    used twice``). With ``own_id``, the file's own ``id`` is taken before the first item: where
    an item's id and its file's name one thing (a printed face, a text), they must differ."""
    ids: dict[str, str] = {doc.data["id"]: "/id"} if own_id else {}
    names: dict[tuple[str, str], str] = {}
    for item, pointer in items:
        if item["id"] in ids:
            yield doc.finding(
                code,
                f"{noun} id '{item['id']}' is used twice (first on line {doc.locate(ids[item['id']])[0]})",
                f"{pointer}/id",
                hint,
            )
        ids.setdefault(item["id"], pointer)
        if not name_code:
            continue
        for language, name in item["name"].items():
            key = (language, name.casefold())
            if key in names:
                yield doc.finding(
                    name_code,
                    f"{noun} name '{name}' ({language}) is used twice (first on line {doc.locate(names[key])[0]})",
                    f"{pointer}/name/{language}",
                    f"two different {noun}s need two different names",
                )
            names.setdefault(key, pointer)
