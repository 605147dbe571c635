"""The report puts the content under test first, shows each matchup's win rate with its interval
and says what every column means."""

from deckwright.game import GameResult
from deckwright.play import report
from deckwright.play.report_md import to_markdown
from deckwright.play.report_tables import sections


def result(players, winners, cards=None):
    return GameResult(1, players, [1] * len(players), winners, 5, 40, True, "", cards or {})


RESULTS = [
    result(["t", "a"], [0], {"t/x": {"drawn": 1}, "a/y": {"drawn": 2}}),
    result(["a", "t"], [0]),
    result(["t", "b"], [1]),
    result(["b", "t"], [0]),
    result(["t", "b"], [0, 1]),  # a shared win counts for both
    result(["t", "a", "b"], [2]),
]


def test_matchups_count_the_rows_wins_where_both_sat():
    built = report.build(RESULTS, {"tested": ["t"]})
    matchups = built["matchups"]
    assert matchups["t"]["a"] == report.rate(1, 3)
    assert matchups["t"]["b"] == report.rate(1, 4)
    assert matchups["a"]["t"] == report.rate(1, 3)
    assert matchups["b"]["t"] == report.rate(4, 4)
    assert matchups["a"]["b"] == report.rate(0, 1) and matchups["b"]["a"] == report.rate(1, 1)


def test_the_content_under_test_comes_first():
    built = report.build(RESULTS, {"tested": ["t"]})
    assert list(built["entrants"]) == ["t", "a", "b"]
    assert list(built["matchups"]) == ["t", "a", "b"] and list(built["matchups"]["a"]) == ["t", "b"]
    assert list(built["cards"]) == ["t/x", "a/y"]
    assert list(report.build(RESULTS)["entrants"]) == ["a", "b", "t"]  # no tested entrants: by name


def test_the_matrix_reads_row_against_column_and_every_column_is_defined():
    built = report.build(RESULTS, {"tested": ["t"], "noun": "clan"})
    table = {s.title: s for s in sections(built)}["Matchups"]
    assert table.header == ["clan (row) against", "t", "a", "b"]
    one_in_three = f"33.3% ({report.interval(report.rate(1, 3)['ci95'])}, 3 games)"
    assert table.rows[0] == ["t", "", one_in_three, f"25.0% ({report.interval(report.rate(1, 4)['ci95'])}, 4 games)"]
    for section in sections(built):
        assert set(section.columns) == ({"cell"} if section.title == "Matchups" else set(section.header))
    text = to_markdown(built)
    assert "- *kept*: copies kept in hand from a draw that offered a choice" in text
    assert "- *cell*: the row clan's win rate in the completed games where the column clan sat" in text


def test_the_html_report_charts_the_tested_entrants_matchups():
    from deckwright.play.report_html import to_html

    html = to_html(report.build(RESULTS, {"tested": ["t"], "noun": "clan"}))
    chart = html[html.index("t&#x27;s win rate against each opponent") :]
    assert chart.index(">a</text>") < chart.index(">b</text>") < chart.index("</svg>")
    assert "33.3%" in chart[: chart.index("</svg>")] and "25.0%" in chart[: chart.index("</svg>")]
