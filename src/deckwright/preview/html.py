"""The preview page as HTML, written on the server from the page's data (``model.Preview.page``):
the whole page for its first view (a browser shows the cards without running a script), the
``<main>`` part the page fetches again after each save, and the detail of one card.
"""

from __future__ import annotations

import json
from html import escape
from importlib.resources import files
from typing import Any


def page(data: dict[str, Any], version: int) -> str:
    """The whole page, its main part filled in."""
    template = files("deckwright.preview").joinpath("page.html").read_text(encoding="utf-8")
    return template.replace("<!-- main -->", main(data, version))


def main(data: dict[str, Any], version: int) -> str:
    """The main part: the check summary, the notes, every file with its findings and cards."""
    return (
        f'<h1 data-version="{version}">deckwright preview: <span id="root">{escape(data["root"])}</span></h1>'
        f"<section><h2>Check summary</h2>{_summary(data)}"
        f'<ul id="notes" class="findings">{"".join(_li("note", n) for n in data["notes"])}</ul></section>'
        + "".join(_file(view) for view in data["files"])
    )


def _li(cls: str, text: str, **attributes: str) -> str:
    extra = "".join(f' data-{name}="{escape(value)}"' for name, value in attributes.items())
    return f'<li class="{cls}"{extra}>{escape(text)}</li>'


def _summary(data: dict[str, Any]) -> str:
    rows, playing = data["summary"], data.get("playing")
    if rows is None:
        lines = [_li("status", "smoke-playing…")]
    elif not rows and not playing:
        lines = [_li("status", "nothing to smoke-play")]
    else:
        lines = [
            _li(
                "summary-line" + (" stale" if row["stale"] else ""),
                f"{row['title']}: {row['line']}" + (f" ({row['stale']})" if row["stale"] else ""),
                name=row["name"],
                round=str(row["round"]),
            )
            for row in rows
        ] + ([_li("status", "smoke-playing what changed…")] if playing else [])
    return f'<ul id="summary">{"".join(lines)}</ul>'


def findings(found: list[dict[str, Any]]) -> str:
    """A list of findings as ``check`` prints them, with their hints."""
    return (
        '<ul class="findings">'
        + "".join(
            _li(
                f"finding {f['severity']}",
                f"{f['file']}:{f['line']}:{f['column']}: {f['severity']}[{f['code']}]: {f['message']}"
                + (f"\n  hint: {f['hint']}" if f["hint"] else ""),
            )
            for f in found
        )
        + "</ul>"
    )


def _file(view: dict[str, Any]) -> str:
    cards = [card for card in view["cards"] if not card["part"]]
    parts = [card for card in view["cards"] if card["part"]]
    return (
        f'<section class="file" data-file="{escape(view["file"])}"><h2>{escape(view["file"])}</h2>'
        + findings(view["findings"])
        + '<div class="cards">'
        + "".join(_card(view["file"], card) for card in cards)
        + "</div>"
        + (
            '<p class="parts">Also defined here (printed on other cards): '
            + ", ".join(_part(view["file"], card) for card in parts)
            + "</p>"
            + findings([f for card in parts for f in card["findings"]])
            if parts
            else ""
        )
        + "</section>"
    )


def _key(file: str, card: dict[str, Any]) -> str:
    return escape(json.dumps([file, card["key"]]))


def _card(file: str, card: dict[str, Any]) -> str:
    stale = " stale" if card["stale"] else ""
    picture = (
        f'<img src="/images/{card["image"]}" alt="{escape(card["title"])}">'
        if card["image"]
        else f'<div class="blank">{escape(card["title"])}</div>'
    )
    return (
        f'<div class="card{stale}" data-id="{escape(card["id"])}" data-key="{_key(file, card)}" '
        f'title="{escape(file)}:{card["line"]}">{picture}'
        f'<div class="title">{escape(card["title"])}</div>'
        + ('<div class="note">stale: the last face that could be drawn</div>' if stale else "")
        + findings(card["findings"])
        + "</div>"
    )


def _part(file: str, card: dict[str, Any]) -> str:
    errors = " error" if card["findings"] else ""
    return (
        f'<span class="part card{errors}" data-id="{escape(card["id"])}" data-key="{_key(file, card)}">'
        f"{escape(card['title'])}</span>"
    )


def detail(file: str, card: dict[str, Any]) -> str:
    """The side panel of one card: its face large, its place in its file, findings and data."""
    face = (
        f'<a href="/images/large/{card["image"]}" target="_blank">'
        f'<img id="face" src="/images/large/{card["image"]}" alt="{escape(card["title"])}"></a>'
        + ('<p class="note">stale: the last face that could be drawn</p>' if card["stale"] else "")
        if card["image"]
        else ""
    )
    return (
        f"<h2>{escape(card['title'])}</h2>{face}"
        f'<p id="place">{escape(file)}:{card["line"]}:{card["column"]}</p>'
        + findings(card["findings"])
        + f'<pre id="data">{escape(json.dumps(card["data"], indent=2, ensure_ascii=False))}</pre>'
    )
