"""The tables of a report, as rows of text, each with what its columns mean, and the notes that
say how to read them: what the Markdown and the HTML report both show (``report_md``,
``report_html``), computed once here; the terminal's tables show the same rows."""

from __future__ import annotations

from typing import Any, NamedTuple

from rich.table import Table

from .report import CARD_COUNTS, interval, noun_of, percent, verdict_notes

TALLIES = {
    "drawn": "copies drawn from a deck into view (kept or not), over all finished games",
    "kept": "copies kept in hand from a draw that offered a choice",
    "built": "copies put into play to stay",
    "played": "copies played from the hand for a one-time effect",
    "ability_offered": "times an ability of the card was offered: a decision could use it (an activated "
    "ability), or it fired by itself (a triggered one, which may be declined)",
    "ability_used": "times an ability of the card was used (chosen, or fired and not declined)",
    "abilities": "per ability: times used / times offered, and the games it was offered in",
}


class Section(NamedTuple):
    """One table of the report: its title, header, rows of text, and what each column means."""

    title: str
    header: list[str]
    rows: list[list[str]]
    columns: dict[str, str]


def _rates(games: str) -> dict[str, str]:
    """What the columns of a win rate mean; ``games`` says which games are counted."""
    return {
        "games": f"completed games {games}",
        "wins": "games won of those; a shared win counts for each winner",
        "win rate": "wins / games",
        "95% interval": "the Wilson score interval of the win rate",
    }


def _rate_cell(r: dict[str, Any]) -> str:
    return f"{percent(r['win_rate'])} ({interval(r['ci95'])}, {r['games']} games)"


def sections(report: dict[str, Any]) -> list[Section]:
    """Every table of the report, shared by Markdown and HTML; the content under test first."""
    rounds = report["rounds"]
    noun = noun_of(report)
    out = [
        Section(
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
            {
                "games": "games played",
                "completed": "games that ended by the rules; only these count below",
                "failed": "games that raised an error or never ended (listed at the end)",
                "rounds (mean)": "mean rounds per completed game",
                "rounds (min–max)": "fewest and most rounds of a completed game",
            },
        ),
        Section(
            noun.capitalize() + "s",
            [noun, "games", "wins", "win rate", "95% interval", "mean score"],
            _entrant_rows(report),
            {
                noun: f"the {noun}s under test first, then the others",
                **_rates(f"the {noun} played"),
                "mean score": "its mean final score",
            },
        ),
    ]
    ratings = report.get("ratings", {})
    if ratings:
        out.append(
            Section(
                "Ratings",
                [noun, "rating", "games", "mean score"],
                _rating_rows(ratings),
                {
                    noun: f"the {noun} played",
                    "rating": "the game's standing on the system's rating table (e.g. a solo game's title)",
                    "games": "completed games with this rating",
                    "mean score": "the mean final score of those games",
                },
            )
        )
    matchups = report.get("matchups", {})
    met = {column for row in matchups.values() for column in row}
    columns = [entrant for entrant in report["entrants"] if entrant in met]
    if columns:
        out.append(
            Section(
                "Matchups",
                [f"{noun} (row) against", *columns],
                [
                    [row, *(_rate_cell(cells[c]) if c in cells else "" for c in columns)]
                    for row, cells in matchups.items()
                    if cells
                ],
                {
                    "cell": f"the row {noun}'s win rate in the completed games where the column {noun} sat "
                    "at the same table, its 95% interval and the number of those games",
                },
            )
        )
    out += [
        Section(
            "Seats",
            ["seat", "games", "wins", "win rate", "95% interval"],
            [
                [str(s["seat"]), str(s["games"]), str(s["wins"]), percent(s["win_rate"]), interval(s["ci95"])]
                for s in report["seats"]
            ],
            {"seat": "place at the table, 0 first", **_rates("played from that seat")},
        ),
        _cards(report, noun),
    ]
    points = report.get("points")
    if points:
        seats = max(len(row) for row in points.values())
        out.append(
            Section(
                "Points by card",
                ["card", *(f"seat {n}" for n in range(seats))],
                [[card, *(f"{value:.1f}" for value in row)] for card, row in points.items()],
                {
                    "card": "a card that scores at the end for every seat",
                    "seat n": "the mean points it gave that seat per completed game",
                },
            )
        )
    if report.get("impact"):
        impact = report["impact"]
        out.append(
            Section(
                "Card impact",
                [
                    "card without",
                    "games",
                    "failed",
                    "with it",
                    "win rate",
                    "change",
                    "95% interval of change",
                    "verdict",
                ],
                [
                    [
                        card,
                        str(r["games"]),
                        str(r["failed"]),
                        percent(r["baseline"]["win_rate"]),
                        percent(r["win_rate"]),
                        _signed(r["delta"]),
                        f"{_signed(r['delta_ci95'][0])} to {_signed(r['delta_ci95'][1])}",
                        r["verdict"],
                    ]
                    for card, r in by_size(impact["cards"])
                ],
                {
                    "card without": f"the {noun}'s bot never builds or plays this card",
                    "games": "completed games without it",
                    "failed": "games without it that did not end",
                    "with it": f"the {noun}'s own win rate in the games with the card (its level)",
                    "win rate": f"the {noun}'s win rate without the card",
                    "change": "win rate without minus with, in percentage points",
                    "95% interval of change": "Newcombe's interval of the change",
                    "verdict": f"judged against the {noun}'s own level (see docs/play.md)",
                },
            )
        )
    if report["failed"]:
        out.append(
            Section(
                "Failed games"
                + (
                    f" (the first {len(report['failed'])})"
                    if len(report["failed"]) < report["games"] - report["completed"]
                    else ""
                ),
                ["seed", "players", "message"],
                [[str(f["seed"]), ", ".join(f["players"]), f["message"]] for f in report["failed"]],
                {"seed": "the game's seed", "players": f"the {noun}s by seat", "message": "why it stopped"},
            )
        )
    return out


def _entrant_rows(report: dict[str, Any]) -> list[list[str]]:
    """Each entrant's games, wins, win rate, its interval and mean score."""
    return [
        [
            entrant,
            str(r["games"]),
            str(r["wins"]),
            percent(r["win_rate"]),
            interval(r["ci95"]),
            f"{r['mean_score']:.1f}",
        ]
        for entrant, r in report["entrants"].items()
    ]


def _rating_rows(ratings: dict[str, list[dict[str, Any]]]) -> list[list[str]]:
    """Each entrant's games per rating, as the report lists them."""
    return [
        [entrant, row["rating"], str(row["games"]), f"{row['mean_score']:.1f}"]
        for entrant, rows in ratings.items()
        for row in rows
    ]


def by_size(cards: dict[str, dict[str, Any]]) -> list[tuple[str, dict[str, Any]]]:
    """The card impact rows, the largest change in win rate (either way) first."""
    return sorted(cards.items(), key=lambda item: (-abs(item[1]["delta"]), item[0]))


ACTED_AS_SHOWN = 3  # cards named in an "acted as" cell; the rest are summed


def acted_as_cell(targets: dict[str, int]) -> str:
    """What a card acted as, most often first: ``a/x ×3, a/y ×1``, then ``+ 2 others ×4``."""
    items = list(targets.items())
    shown = [f"{card} ×{times}" for card, times in items[:ACTED_AS_SHOWN]]
    rest = items[ACTED_AS_SHOWN:]
    if rest:
        shown.append(f"+ {len(rest)} other{'s' if len(rest) > 1 else ''} ×{sum(times for _, times in rest)}")
    return ", ".join(shown)


def abilities_cell(abilities: dict[str, dict[str, int]]) -> str:
    """Each ability of a card: ``action 11/36 in 10 games`` (used / offered, games offered in)."""
    return ", ".join(
        f"{name} {a['used']}/{a['offered']} in {a['games_offered']} game{'s' * (a['games_offered'] != 1)}"
        for name, a in abilities.items()
    )


def _cards(report: dict[str, Any], noun: str) -> Section:
    """The card table; an "acted as" column when a card of the run acted as another."""
    acted = report.get("acted_as") or {}
    extra = ["acted as"] if acted else []
    return Section(
        "Cards",
        ["card", *CARD_COUNTS, "abilities", *extra],
        [
            [
                card,
                *(str(c[name]) for name in CARD_COUNTS),
                abilities_cell(c.get("abilities", {})),
                *([acted_as_cell(acted.get(card, {}))] if acted else []),
            ]
            for card, c in report["cards"].items()
        ],
        {
            "card": f"{noun}/card",
            **TALLIES,
            **(
                {
                    "acted as": "the cards this card acted as (took on the name, type and effects of) and how "
                    f"many times, over all finished games, most often first; after the first {ACTED_AS_SHOWN}, "
                    "the others are counted together"
                }
                if acted
                else {}
            ),
        },
    )


def notes(report: dict[str, Any]) -> list[str]:
    """The paragraphs that say how to read the numbers."""
    lines = [
        "A shared win counts as a win for each winner. Intervals are 95% Wilson score intervals; "
        "only finished games count."
    ]
    if report.get("impact"):
        lines.append(report["impact"]["power"]["text"])
    return verdict_notes(report) + lines


def _signed(value: float) -> str:
    return f"{100 * value:+.1f} pts"


def summary_table(report: dict[str, Any]) -> Table:
    """The entrants' results as a rich table for the terminal, headed by the system's noun for them."""
    table = Table(
        title=f"{report['completed']} of {report['games']} games finished, "
        f"{report['rounds']['mean']:.1f} rounds on average" + (f", by {report['bot']} play" if "bot" in report else ""),
        caption="\n".join(verdict_notes(report)[1:]) or None,
    )
    noun = noun_of(report)
    for column in (noun, "games", "wins", "win rate", "95% interval", "mean score"):
        table.add_column(column, justify="left" if column == noun else "right")
    for row in _entrant_rows(report):
        table.add_row(*row)
    return table


def ratings_table(report: dict[str, Any]) -> Table | None:
    """The games per rating of each entrant (the system's rating table, e.g. a solo game's title),
    the best-scoring rating first; None when the system rates no game."""
    ratings = report.get("ratings")
    if not ratings:
        return None
    noun = noun_of(report)
    table = Table(title="ratings of the completed games")
    for column in (noun, "rating", "games", "mean score"):
        table.add_column(column, justify="left" if column in (noun, "rating") else "right")
    for row in _rating_rows(ratings):
        table.add_row(*row)
    return table
