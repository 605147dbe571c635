"""A sweep's HTML report: the change of every variant from base, with its interval, first."""

import re
import xml.etree.ElementTree as ET

from deckwright.play.sweep_report import to_html

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
