"""A sweep's HTML report (the change of every variant from base, with its interval, first) and its
terminal table."""

import io
import re
import xml.etree.ElementTree as ET

import pytest
from rich.console import Console

from deckwright.play.sweep_report import summary_table, to_html

LONG = "porter: cost = {wood: 2, stone: 1}; tale-weaver: copies = 2"


def variant(name, wins, delta, low, high):
    return {
        "name": name,
        "changes": [],
        "games": 100,
        "wins": wins,
        "win_rate": wins / 100,
        "ci95": [0.1, 0.9],
        "mean_score": 40.0,
        "stuck": 0,
        "delta": delta,
        "delta_ci95": [low, high],
    }


RESULT = {
    "title": "Sweep of veska.yaml, by greedy play",
    "file": "veska.yaml",
    "entrant": "veska",
    "noun": "clan",
    "games": 100,
    "players": 2,
    "bot": "greedy",
    "seed": 1,
    "variants": [variant(LONG, 60, 0.1, -0.03, 0.23), variant("base", 50, 0.0, -0.14, 0.14)],
    "invalid": [],
}


def test_the_sweep_chart_shows_each_variants_change_from_base_with_its_interval_and_its_whole_name():
    page = to_html(RESULT)
    headings = re.findall(r"<h2>(.*?)</h2>", page)
    assert headings[0] == "Change in win rate from base, with 95% interval (the ranking's measure)"
    svg = ET.fromstring(page[page.index("<svg") : page.index("</svg>") + len("</svg>")])
    assert ["".join(t.itertext()) for t in svg.iter("title")] == [LONG, "base"]
    texts = ["".join(t.itertext()) for t in svg.iter("text")]
    assert texts == [
        "porter: cost = {wood: 2,",
        "stone: 1}; tale-weaver:",
        "copies = 2",
        "+10.0 pts",
        "base",
        "+0.0 pts",
        "-23.0 pts",
        "+23.0 pts",
    ]  # the scale reaches the widest interval's end, evenly about 0
    whiskers = [p.get("d") for p in svg.iter("path")]
    assert len(whiskers) == 2  # each variant's interval


@pytest.mark.parametrize("width", [60, 100])
def test_the_terminal_table_fits_a_narrow_terminal_and_wraps_a_long_name_whole_never_a_number(width):
    console = Console(width=width, record=True, file=io.StringIO())
    console.print(summary_table(RESULT))
    lines = console.export_text().splitlines()
    assert max(len(line) for line in lines) <= width and "…" not in "".join(lines)
    heading = next(line for line in lines if "variant" in line)
    start, end = heading.index("variant"), heading.index("95% interval")  # the name column, then the win rate's
    body = lines[lines.index(heading) + 2 :]
    names = "".join(line[start:end] for line in body).split("base")[0]  # the first variant's lines, then base
    assert "".join(names.split()) == "".join(LONG.split())
    assert [line[:start].strip() for line in body if line[:start].strip()] == ["1", "2"]
    numbers = " ".join(line[end:] for line in body).split()
    assert numbers == [
        *["60.0%", "+10.0", "pts", "40.0", "100", "10.0%–90.0%", "-3.0", "to", "+23.0"],
        *["50.0%", "+0.0", "pts", "40.0", "100", "10.0%–90.0%", "-14.0", "to", "+14.0"],
    ]  # each measure over its interval, whole


def test_the_terminal_table_counts_stuck_games_under_the_games():
    stuck = {**RESULT, "variants": [{**RESULT["variants"][1], "stuck": 3}]}
    console = Console(width=100, record=True, file=io.StringIO())
    console.print(summary_table(stuck))
    assert "3 stuck" in console.export_text()
