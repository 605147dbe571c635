"""The report as Markdown: the same sections and numbers as the HTML report, as tables."""

from __future__ import annotations

from typing import Any

from .report import CARD_COUNTS, MARKER, interval, noun_of, percent


def sections(report: dict[str, Any]) -> list[tuple[str, list[str], list[list[str]]]]:
    """Every table of the report as (title, header, rows) of text, shared by Markdown and HTML."""
    rounds = report["rounds"]
    out = [
        (
            "Run",
            ["games", "completed", "failed", "rounds (mean)", "rounds (min–max)"],
            [
                [
                    str(report["games"]),
                    str(report["completed"]),
                    str(report["games"] - report["completed"]),
                    f"{rounds['mean']:.1f}",
                    f"{rounds['min']}–{rounds['max']}",
                ]
            ],
        ),
        (
            noun_of(report).capitalize() + "s",
            [noun_of(report), "games", "wins", "win rate", "95% interval", "mean score"],
            [
                [
                    entrant,
                    str(r["games"]),
                    str(r["wins"]),
                    percent(r["win_rate"]),
                    interval(r["ci95"]),
                    f"{r['mean_score']:.1f}",
                ]
                for entrant, r in report["entrants"].items()
            ],
        ),
        (
            "Seats",
            ["seat", "games", "wins", "win rate", "95% interval"],
            [
                [str(s["seat"]), str(s["games"]), str(s["wins"]), percent(s["win_rate"]), interval(s["ci95"])]
                for s in report["seats"]
            ],
        ),
        (
            "Cards",
            ["card", *CARD_COUNTS],
            [[card, *(str(c[name]) for name in CARD_COUNTS)] for card, c in report["cards"].items()],
        ),
    ]
    if report.get("impact"):
        impact = report["impact"]
        out.append(
            (
                "Card impact",
                ["card without", "games", "failed", "win rate", "change", "95% interval of change", "verdict"],
                [
                    [
                        card,
                        str(r["games"]),
                        str(r["failed"]),
                        percent(r["win_rate"]),
                        _signed(r["delta"]),
                        f"{_signed(r['delta_ci95'][0])} to {_signed(r['delta_ci95'][1])}",
                        r["verdict"],
                    ]
                    for card, r in impact["cards"].items()
                ],
            )
        )
    if report["failed"]:
        out.append(
            (
                "Failed games"
                + (
                    f" (the first {len(report['failed'])})"
                    if len(report["failed"]) < report["games"] - report["completed"]
                    else ""
                ),
                ["seed", "players", "message"],
                [[str(f["seed"]), ", ".join(f["players"]), f["message"]] for f in report["failed"]],
            )
        )
    return out


def notes(report: dict[str, Any]) -> list[str]:
    """The paragraphs that say how to read the numbers."""
    lines = [
        "A shared win counts as a win for each winner. Intervals are 95% Wilson score intervals; "
        "only finished games count."
    ]
    if report.get("impact"):
        lines.append(report["impact"]["power"]["text"])
    return lines


def _signed(value: float) -> str:
    return f"{100 * value:+.1f} pts"


def to_markdown(report: dict[str, Any]) -> str:
    lines = [f"<!-- {MARKER} -->", f"# {report.get('title', 'Smoke-play report')}", ""]
    lines += [f"{note}\n" for note in notes(report)]
    for title, header, rows in sections(report):
        lines += [
            f"## {title}",
            "",
            "| " + " | ".join(header) + " |",
            "|" + "|".join("---" if i == 0 else "---:" for i in range(len(header))) + "|",
        ]
        lines += ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in rows]
        lines.append("")
    return "\n".join(lines)
