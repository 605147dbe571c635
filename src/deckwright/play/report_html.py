"""The report as one self-contained HTML page: the tables of ``report_tables`` plus inline SVG
charts drawn here (win rates with interval bars, score and game-length histograms, card usage,
card impact). No script, no external file."""

from __future__ import annotations

import textwrap
from html import escape
from typing import Any, Callable, Sequence

from .report import MARKER
from .report_tables import by_size, notes, sections

WIDTH, ROW, LABEL, LINE = 640, 22, 190, 14
STYLE = """body{font:14px/1.4 system-ui,sans-serif;margin:2em auto;max-width:60em;color:#222}
table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{padding:.2em .6em;border-bottom:1px solid #ddd}
td:not(:first-child),th:not(:first-child){text-align:right}dt{font-style:italic;float:left;margin-right:.5em}
dd{margin:0 0 .2em}dl{font-size:12px;color:#555;margin:-1em 0 1.5em}svg{display:block;margin:.5em 0 1.5em}
svg text{font:12px system-ui,sans-serif}.bar{fill:#4a7ab5}.soft{fill:#c9d7ea}.whisker{stroke:#222}
.ref{stroke:#c0392b;stroke-dasharray:4 3}
.whisker{fill:none}svg text.tick{font-size:10px}"""


def label_lines(label: str) -> list[str]:
    """A bar's label in lines that fit the label column: a long name wraps, never cut."""
    return textwrap.wrap(label, LABEL // 7, break_on_hyphens=True) or [""]


def hbars(
    rows: Sequence[tuple[str, float, Sequence[float] | None]],
    low: float,
    high: float,
    ref: float | None = None,
    fmt: Callable[[float], str] = lambda v: f"{100 * v:.1f}%",
    back: Sequence[float] = (),
) -> str:
    """Horizontal bars from ``low`` to ``high``: one row per (label, value, interval or None), an
    optional reference line and optional lighter ``back`` bars behind (same scale). A long label
    wraps onto more lines (its row grows) and the row's tooltip holds it whole."""
    plot = WIDTH - LABEL - 70

    def x(v: float) -> float:
        return LABEL + plot * (min(max(v, low), high) - low) / ((high - low) or 1)

    lines = [label_lines(label) for label, _, _ in rows]
    tops = [4 + sum(ROW + LINE * (len(above) - 1) for above in lines[:i]) for i in range(len(rows) + 1)]
    axis = tops[-1]
    height = axis + 24
    parts = [f'<svg width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" role="img">']
    for i, ((label, value, ci), wrapped) in enumerate(zip(rows, lines)):
        y = tops[i] + LINE * (len(wrapped) - 1) / 2  # the bar sits by the middle of its label
        parts.append(f"<g><title>{escape(label)}</title>")
        parts += [
            f'<text x="{LABEL - 6}" y="{tops[i] + 14 + LINE * n}" text-anchor="end">{escape(line)}</text>'
            for n, line in enumerate(wrapped)
        ]
        if i < len(back):
            parts.append(
                f'<rect class="soft" x="{x(0)}" y="{y + 2}" width="{x(back[i]) - x(0):.1f}" height="{ROW - 6}"/>'
            )
        start, end = sorted((x(0 if low < 0 < high else low), x(value)))
        parts.append(f'<rect class="bar" x="{start:.1f}" y="{y + 5}" width="{end - start:.1f}" height="{ROW - 12}"/>')
        if ci:
            lo, hi, mid = x(ci[0]), x(ci[1]), y + ROW / 2 - 1
            parts.append(
                f'<path class="whisker" d="M{lo:.1f} {mid}H{hi:.1f}M{lo:.1f} {mid - 5}v10M{hi:.1f} {mid - 5}v10"/>'
            )
        parts.append(f'<text x="{WIDTH - 64}" y="{y + 14}">{escape(fmt(value))}</text></g>')
    parts.append(
        f'<text x="{LABEL}" y="{axis + 14}">{escape(fmt(low))}</text>'
        f'<text x="{LABEL + plot}" y="{axis + 14}" text-anchor="end">{escape(fmt(high))}</text>'
    )
    if ref is not None:
        parts.append(f'<line class="ref" x1="{x(ref):.1f}" x2="{x(ref):.1f}" y1="0" y2="{axis}"/>')
    return "".join(parts) + "</svg>"


def change_bars(rows: Sequence[tuple[str, float, Sequence[float]]]) -> str:
    """Changes in win rate, each with its interval, on a scale even about 0 (the line)."""
    span = max((abs(v) for _, d, ci in rows for v in (d, *ci)), default=0.1) or 0.1
    return hbars(rows, -span, span, ref=0, fmt=lambda v: f"{100 * v:+.1f} pts")


def histogram(title: str, edges: Sequence[int], counts: Sequence[int], unit: str, width: int = 300) -> str:
    """A column chart of ``counts`` (games) in bins starting at ``edges``, with its axes: games
    from 0 to the tallest bar up the side, the bins' edges in ``unit`` along the bottom, and each
    bar's count above it."""
    height, top, base, left = 172, 30, 128, 34
    peak = max(counts, default=0) or 1
    step = (width - left - 10) / max(len(counts), 1)
    parts = [
        f'<svg width="{width}" height="{height}" viewBox="0 0 {width} {height}" role="img">',
        f'<text x="{left}" y="12">{escape(title)}</text>',
        f'<path class="whisker" d="M{left - 2} {top}V{base}H{width - 10}"/>',
        f'<text class="tick" x="{left - 6}" y="{base + 4}" text-anchor="end">0</text>',
        f'<text class="tick" x="{left - 6}" y="{top + 4}" text-anchor="end">{max(counts, default=0)}</text>',
        f'<text class="tick" x="{left - 6}" y="{top - 8}" text-anchor="end">games</text>',
    ]
    for i, count in enumerate(counts):
        h, x = (base - top) * count / peak, left + i * step
        parts.append(
            f'<rect class="bar" x="{x:.1f}" y="{base - h:.1f}" width="{step - 1:.1f}" '
            f'height="{h:.1f}"><title>{edges[i]}–{edges[i + 1] - 1}: {count}</title></rect>'
        )
        if count:
            parts.append(
                f'<text class="tick" x="{x + step / 2:.1f}" y="{base - h - 3:.1f}" text-anchor="middle">{count}</text>'
            )
    parts += [
        f'<text class="tick" x="{left + i * step:.1f}" y="{base + 14}" text-anchor="middle">{edge}</text>'
        for i, edge in enumerate(edges)
    ]
    parts.append(f'<text x="{(left + width - 10) / 2:.1f}" y="{base + 34}" text-anchor="middle">{escape(unit)}</text>')
    return "".join(parts) + "</svg>"


def charts(report: dict[str, Any]) -> list[tuple[str, str]]:
    """(title, svg) of every chart the report's data allows."""
    out = []
    entrants = report["entrants"]
    if entrants:
        fair = 1 / len(report["seats"]) if report["seats"] else None
        out.append(
            (
                "Win rate with 95% interval (red line: fair share)",
                hbars([(c, r["win_rate"], r["ci95"]) for c, r in entrants.items()], 0, 1, ref=fair),
            )
        )
        for tested in report.get("tested", ()):
            against = report.get("matchups", {}).get(tested, {})
            if against:
                out.append(
                    (
                        f"{tested}'s win rate against each opponent, with 95% interval",
                        hbars([(c, r["win_rate"], r["ci95"]) for c, r in against.items()], 0, 1, ref=fair),
                    )
                )
        scores = report["histograms"]["scores"]
        out.append(
            (
                "Final scores",
                "".join(
                    histogram(entrant, scores["edges"], counts, "final score")
                    for entrant, counts in scores["counts"].items()
                ),
            )
        )
        rounds = report["histograms"]["rounds"]
        out.append(("Game length", histogram("rounds per game", rounds["edges"], rounds["counts"], "rounds")))
    games = {c: r["games"] for c, r in entrants.items()}
    own = set(report.get("tested") or games)  # the designer's entrants: the ones under test
    cards = [
        (card, c)
        for card, c in report["cards"].items()
        if card.partition("/")[0] in own & games.keys() and c["drawn"] + c["built"] + c["played"]
    ]  # cards that came into play: a clan power, never drawn, has no bar
    if cards:

        def per_game(card: str, n: int) -> float:
            return n / games[card.partition("/")[0]]

        used = [per_game(card, c["built"] + c["played"]) for card, c in cards]
        drawn = [per_game(card, c["drawn"]) for card, c in cards]
        out.append(
            (
                "Cards per game of the entrants under test: built or played (dark) and drawn (light)",
                hbars(
                    [(card, u, None) for (card, _), u in zip(cards, used)],
                    0,
                    max(drawn + used) or 1,
                    fmt=lambda v: f"{v:.2f}",
                    back=drawn,
                ),
            )
        )
    if report.get("impact"):
        rows = [(card, r["delta"], r["delta_ci95"]) for card, r in by_size(report["impact"]["cards"])]
        out.append(("Change in win rate without each card, with 95% interval", change_bars(rows)))
    return out


def to_html(report: dict[str, Any]) -> str:
    title = escape(report.get("title", "Smoke-play report"))
    body = [f"<h1>{title}</h1>", *(f"<p>{escape(note)}</p>" for note in notes(report))]
    for name, svg in charts(report):
        body += [f"<h2>{escape(name)}</h2>", svg]
    for section in sections(report):
        body += [
            f"<h2>{escape(section.title)}</h2>",
            "<table><tr>",
            *(f"<th>{escape(h)}</th>" for h in section.header),
            "</tr>",
            *("<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>" for row in section.rows),
            "</table>",
            "<dl>",
            *(f"<dt>{escape(name)}</dt><dd>{escape(text)}</dd>" for name, text in section.columns.items()),
            "</dl>",
        ]
    return page(title, body)


def page(title: str, body: list[str]) -> str:
    """A self-contained HTML page: ``title`` (already escaped) and the ``body``'s parts."""
    return (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f'<meta name="generator" content="{MARKER}"><title>{title}</title>'
        f"<style>{STYLE}</style></head><body>\n" + "\n".join(body) + "\n</body></html>\n"
    )
