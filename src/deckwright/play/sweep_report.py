"""A sweep's results as JSON, Markdown or HTML (with a chart of the win rates and intervals), and
as a table for the terminal. Variants are ranked: highest win rate first."""

from __future__ import annotations

import json
from html import escape
from typing import Any

from rich import box
from rich.table import Table

from .report import MARKER, interval, percent
from .report_html import change_bars, hbars, page

HEADER = [
    "rank",
    "variant",
    "games",
    "stuck",
    "win rate",
    "95% interval",
    "change",
    "95% interval of change",
    "mean score",
]


def rows(result: dict[str, Any]) -> list[list[str]]:
    """The ranked variants as rows of text (``HEADER``)."""
    return [
        [
            str(rank),
            v["name"],
            str(v["games"]),
            str(v["stuck"]),
            percent(v["win_rate"]),
            interval(v["ci95"]),
            f"{100 * v['delta']:+.1f} pts",
            f"{100 * v['delta_ci95'][0]:+.1f} to {100 * v['delta_ci95'][1]:+.1f} pts",
            f"{v['mean_score']:.1f}",
        ]
        for rank, v in enumerate(result["variants"], 1)
    ]


def notes(result: dict[str, Any]) -> list[str]:
    return [
        f"{result['entrant']} ({result['noun']}) with each variant of {result['file']}: {result['games']} games "
        f"({result['players']} players, {result['bot']} bots, seed {result['seed']}) against the shipped content"
        + (f", with {' and '.join(result['with'])}; " if result.get("with") else "; ")
        + "every variant plays the same games (same seeds).",
        "win rate: the variant's wins / completed games (a shared win counts), with its 95% Wilson interval; "
        "change: its win rate minus the unchanged file's ('base'), with Newcombe's 95% interval; "
        "stuck: games that did not finish.",
        *(f"not played: {f['file']}:{f['line']}:{f['column']}: {f['message']}" for f in result["invalid"]),
    ]


def summary_table(result: dict[str, Any]) -> Table:
    """The ranked variants for the terminal, as wide as it is: each measure over its interval in one
    column, numbers never broken (a heading may wrap), and the variant's name (the one long cell)
    wrapping onto more lines, never cut to "…"."""
    cells = [
        [
            str(rank),
            v["name"],
            f"{percent(v['win_rate'])}\n{interval(v['ci95'])}",
            f"{100 * v['delta']:+.1f} pts\n{100 * v['delta_ci95'][0]:+.1f} to {100 * v['delta_ci95'][1]:+.1f}",
            f"{v['mean_score']:.1f}",
            str(v["games"]) + (f"\n{v['stuck']} stuck" if v["stuck"] else ""),
        ]
        for rank, v in enumerate(result["variants"], 1)
    ]
    table = Table(title=result["title"], box=box.SIMPLE_HEAD, collapse_padding=True)
    headings = ["#", "variant", "win rate\n95% interval", "change\n95% interval", "mean\nscore", "games"]
    for heading in headings:
        if heading == "variant":
            table.add_column(heading, min_width=8, overflow="fold")
        else:
            table.add_column(heading, justify="right", no_wrap=True)
    for row in cells:
        table.add_row(*row, end_section=True)
    return table


def to_markdown(result: dict[str, Any]) -> str:
    lines = [f"<!-- {MARKER} -->", f"# {result['title']}", "", *(f"{note}\n" for note in notes(result))]
    lines += ["| " + " | ".join(HEADER) + " |", "|---|---|" + "---:|" * (len(HEADER) - 2)]
    lines += ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in rows(result)]
    return "\n".join(lines) + "\n"


def to_html(result: dict[str, Any]) -> str:
    chart = hbars([(v["name"], v["win_rate"], v["ci95"]) for v in result["variants"]], 0, 1, ref=1 / result["players"])
    body = [
        f"<h1>{escape(result['title'])}</h1>",
        *(f"<p>{escape(note)}</p>" for note in notes(result)),
        "<h2>Change in win rate from base, with 95% interval (the ranking's measure)</h2>",
        change_bars([(v["name"], v["delta"], v["delta_ci95"]) for v in result["variants"]]),
        "<h2>Win rate with 95% interval (red line: fair share)</h2>",
        chart,
        "<h2>Variants, ranked</h2><table><tr>",
        *(f"<th>{escape(h)}</th>" for h in HEADER),
        "</tr>",
        *("<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>" for row in rows(result)),
        "</table>",
    ]
    return page(escape(result["title"]), body)


def to_text(result: dict[str, Any], suffix: str) -> str:
    """The results as JSON, Markdown or HTML, chosen by a file ``suffix`` (.json, .md, .html)."""
    suffix = suffix.lower()
    if suffix == ".json":
        return json.dumps({"generator": MARKER, **result}, indent=2, ensure_ascii=False) + "\n"
    if suffix == ".md":
        return to_markdown(result)
    if suffix in (".html", ".htm"):
        return to_html(result)
    raise ValueError(f"unknown report format {suffix!r}: use .json, .md or .html")
