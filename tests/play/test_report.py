"""The report: Wilson intervals, counting rules, keys and values, and its writers."""

import json
from collections import Counter

import pytest

from deckwright.game import GameResult
from deckwright.play import report, report_file, report_tables
from deckwright.play.report_html import charts


@pytest.mark.parametrize(
    "wins,games,low,high",
    [
        (0, 10, 0.0, 0.2775),
        (1, 10, 0.0179, 0.4042),
        (5, 10, 0.2366, 0.7634),
        (50, 100, 0.4038, 0.5962),
        (10, 10, 0.7225, 1.0),
    ],
)
def test_wilson_interval_matches_known_values(wins, games, low, high):
    got = report.wilson(wins, games)
    assert got == pytest.approx((low, high), abs=1e-4)


def test_wilson_without_games_is_the_whole_range():
    assert report.wilson(0, 0) == (0.0, 1.0)


def result(seed, players, scores, winners, rounds=5, finished=True, cards=None, message=""):
    return GameResult(seed, players, scores, winners, rounds, 40, finished, message, cards or {})


RESULTS = [
    result(
        1,
        ["a", "b"],
        [10, 8],
        [0],
        rounds=4,
        cards={"a/x": {"drawn": 2, "kept": 1, "built": 1, "played": 0, "action_offered": 5, "action_used": 3}},
    ),
    result(
        2,
        ["b", "a"],
        [9, 9],
        [0, 1],
        rounds=6,
        cards={"a/x": {"drawn": 1, "kept": 1, "built": 0, "played": 1, "action_offered": 2, "feature_offered": 1}},
    ),
    result(3, ["a", "b"], [5, 7], [1], rounds=5),
    result(4, ["b", "a"], [0, 0], [], rounds=2, finished=False, message="runaway: stopped"),
]


def test_report_counts_finished_games_and_shared_wins_for_each():
    built = report.build(RESULTS, {"players": 2})
    assert built["players"] == 2
    assert (built["games"], built["completed"]) == (4, 3)
    assert built["failed"] == [{"seed": 4, "players": ["b", "a"], "message": "runaway: stopped"}]
    assert built["rounds"] == {"mean": 5.0, "min": 4, "max": 6}
    a, b = built["entrants"]["a"], built["entrants"]["b"]
    assert (a["games"], a["wins"], b["wins"]) == (3, 2, 2)  # game 2 is a shared win
    assert a["win_rate"] == pytest.approx(2 / 3, abs=1e-4)
    assert a["ci95"] == pytest.approx(list(report.wilson(2, 3)), abs=1e-4)
    assert a["mean_score"] == pytest.approx(8.0)
    assert [(s["seat"], s["games"], s["wins"]) for s in built["seats"]] == [(0, 3, 2), (1, 3, 2)]
    assert built["cards"]["a/x"] == {
        "drawn": 3,
        "kept": 2,
        "built": 1,
        "played": 1,
        "ability_offered": 8,
        "ability_used": 3,
        "abilities": {
            "action": {"offered": 7, "used": 3, "games_offered": 2, "games_used": 1},
            "feature": {"offered": 1, "used": 0, "games_offered": 1, "games_used": 0},
        },
    }
    assert sum(built["histograms"]["rounds"]["counts"]) == 3
    assert sum(map(sum, built["histograms"]["scores"]["counts"].values())) == 6
    json.dumps(built)


def test_writers_show_the_same_numbers(tmp_path):
    built = report.build(RESULTS)
    for suffix in (".json", ".md", ".html"):
        report_file.write(built, tmp_path / f"r{suffix}")
    assert json.loads((tmp_path / "r.json").read_text()) == {"generator": report.MARKER, **built}
    md, html = (tmp_path / "r.md").read_text(), (tmp_path / "r.html").read_text()
    for text in (md, html):
        assert "66.7%" in text and "runaway: stopped" in text and "a/x" in text
        assert report.interval(built["entrants"]["a"]["ci95"]) in text
    assert html.count("<svg") >= 4 and "<script" not in html and "http" not in html.replace("http://www.w3.org", "")


def test_unknown_report_format_is_refused(tmp_path):
    with pytest.raises(ValueError, match="use .json, .md or .html"):
        report_file.write(report.build(RESULTS), tmp_path / "r.txt")
    assert not (tmp_path / "r.txt").exists()


def test_report_counts_how_finished_games_ended():
    games = [
        result(1, ["a", "b"], [3, 1], [0], message="fame"),
        result(2, ["a", "b"], [3, 1], [0], message="territories"),
        result(3, ["a", "b"], [3, 1], [1], message="fame"),
        result(4, ["a", "b"], [0, 0], [], finished=False, message="runaway: stopped"),
        result(5, ["a", "b"], [2, 2], [0, 1]),
    ]
    assert report.build(games)["endings"] == {"fame": 2, "territories": 1}


def test_histogram_bins_of_the_report():
    built = report.build(RESULTS, {"players": 2})
    # scores 10, 8 / 9, 9 / 5, 7 (the unfinished game does not count): 6 bins of width 1, 5 to 10
    assert built["histograms"]["scores"] == {
        "edges": [5, 6, 7, 8, 9, 10, 11],
        "counts": {"a": [1, 0, 0, 0, 1, 1], "b": [0, 0, 1, 1, 1, 0]},
    }
    assert built["histograms"]["rounds"] == {"edges": [4, 5, 6, 7], "counts": [1, 1, 1]}


@pytest.mark.parametrize(
    "values,edges",
    [
        ([], [0, 1]),
        ([3], [3, 4]),
        ([0, 11], list(range(13))),  # 12 values: 12 bins of 1
        ([0, 12], list(range(0, 15, 2))),  # 13 values: bins of 2 (at most 12 bins)
        ([0, 24], list(range(0, 28, 3))),  # 25 values: bins of 3, the last [24, 27)
        ([10, 33], list(range(10, 36, 2))),  # 24 values: 12 bins of 2
    ],
)
def test_bin_edges_cover_the_values_in_at_most_twelve_bins(values, edges):
    assert report._edges(values) == edges
    assert len(edges) - 1 <= report.BINS


def test_each_value_counts_in_the_bin_whose_edge_is_at_or_below_it():
    edges = [0, 3, 6, 9]
    assert report._count(Counter({0: 1, 2: 2, 3: 4, 8: 8}), edges) == [3, 4, 8]


def acting(seed, acted_as, finished=True):
    """A finished game of "a" against "b" where cards acted as others (``acted_as``)."""
    return GameResult(seed, ["a", "b"], [3, 1], [0], 5, 40, finished, "", {}, acted_as)


ACTING = [
    acting(1, {"a/m": {"a/x": 1, "a/y": 1}}),
    acting(2, {"a/m": {"a/y": 2}, "b/n": {"b/p": 1, "b/q": 1, "b/r": 1, "b/s": 1, "b/t": 1}}),
    acting(3, {"a/m": {"a/z": 5}}, finished=False),  # an unfinished game counts for nothing
    result(4, ["b", "a"], [2, 2], [0, 1], cards={"a/x": {"drawn": 1}}),
]


def test_report_sums_what_cards_acted_as_most_often_first():
    built = report.build(ACTING)
    assert built["acted_as"] == {
        "a/m": {"a/y": 3, "a/x": 1},
        "b/n": {"b/p": 1, "b/q": 1, "b/r": 1, "b/s": 1, "b/t": 1},
    }
    assert list(built["acted_as"]["a/m"]) == ["a/y", "a/x"]
    assert list(built["cards"]) == ["a/m", "a/x", "b/n"]  # a card that acted as another has its row
    assert built["cards"]["a/m"] == {**dict.fromkeys(report.CARD_COUNTS, 0), "abilities": {}}
    json.dumps(built)


def test_card_table_has_an_acted_as_column_defined_under_it(tmp_path):
    built = report.build(ACTING)
    for suffix in (".json", ".md", ".html"):
        report_file.write(built, tmp_path / f"r{suffix}")
    assert json.loads((tmp_path / "r.json").read_text())["acted_as"] == built["acted_as"]
    md = (tmp_path / "r.md").read_text()
    assert "| card | drawn | kept | built | played | ability_offered | ability_used | abilities | acted as |" in md
    assert "| a/m | 0 | 0 | 0 | 0 | 0 | 0 |  | a/y ×3, a/x ×1 |" in md
    assert "| a/x | 1 | 0 | 0 | 0 | 0 | 0 |  |  |" in md
    assert "| b/n | 0 | 0 | 0 | 0 | 0 | 0 |  | b/p ×1, b/q ×1, b/r ×1, + 2 others ×2 |" in md
    assert "- *acted as*: the cards this card acted as" in md
    html = (tmp_path / "r.html").read_text()
    assert "<th>acted as</th>" in html and "<td>a/y ×3, a/x ×1</td>" in html and "<dt>acted as</dt>" in html


def test_no_acted_as_column_when_no_card_acted_as_another():
    built = report.build(RESULTS)
    assert built["acted_as"] == {}
    md = report_file.to_text(built, ".md")
    assert "acted as" not in md
    assert "| card | drawn | kept | built | played | ability_offered | ability_used | abilities |" in md


def _rated(seed, score, rating, finished=True):
    game = result(seed, ["solo"], [score], [0] if rating != "lost" else [], finished=finished)
    game.ratings = [rating]
    return game


def test_report_counts_each_entrant_games_per_rating_best_scoring_first():
    games = [
        _rated(1, 52, "Knight"),
        _rated(2, 31, "Servant"),
        _rated(3, 58, "Knight"),
        _rated(4, 12, "lost"),
        _rated(5, 70, "King", finished=False),
    ]
    built = report.build(games)
    assert built["ratings"] == {
        "solo": [
            {"rating": "Knight", "games": 2, "mean_score": 55.0},
            {"rating": "Servant", "games": 1, "mean_score": 31.0},
            {"rating": "lost", "games": 1, "mean_score": 12.0},
        ]
    }
    table = report_tables.ratings_table(built)
    assert [column.header for column in table.columns] == ["entrant", "rating", "games", "mean score"]
    assert list(table.columns[1].cells) == ["Knight", "Servant", "lost"]
    assert "## Ratings" in report_file.to_text(built, ".md")


def test_ratings_follow_the_systems_rating_table():
    games = [_rated(1, 52, "Knight"), _rated(2, 61, "lost"), _rated(3, 31, "Servant"), _rated(4, 44, "Squire")]
    games.append(_rated(5, 90, "Legend"))  # a rating the table does not name comes after those it does
    built = report.build(games, {"system": "is2014"})
    assert [row["rating"] for row in built["ratings"]["solo"]] == ["Knight", "Squire", "Servant", "lost", "Legend"]
    assert [row["rating"] for row in report.build(games)["ratings"]["solo"]][:2] == ["Legend", "lost"]  # by score


def test_no_ratings_where_the_system_rates_no_game():
    built = report.build(RESULTS)
    assert "ratings" not in built
    assert report_tables.ratings_table(built) is None
    assert "Ratings" not in report_file.to_text(built, ".md")


def _with_impact():
    built = report.build(RESULTS, {"tested": ["a"]})
    built["cards"]["b/y"] = {**built["cards"]["a/x"], "built": 2}

    def row(delta):
        return {"games": 3, "failed": 0, "win_rate": 0.5, "delta": delta, "delta_ci95": [delta - 0.1, delta + 0.1]}

    built["impact"] = {
        "cards": {"a/x": {**row(0.02), "verdict": "v", "baseline": built["entrants"]["a"]}}
        | {"a/y": {**row(-0.3), "verdict": "v", "baseline": built["entrants"]["a"]}}
        | {"a/z": {**row(0.1), "verdict": "v", "baseline": built["entrants"]["a"]}},
        "power": {"text": "power"},
    }
    return built


def test_card_impact_lists_the_largest_change_first_in_every_writer():
    built = _with_impact()
    (section,) = [s for s in report_tables.sections(built) if s.title == "Card impact"]
    assert [row[0] for row in section.rows] == ["a/y", "a/z", "a/x"]
    (svg,) = [svg for title, svg in charts(built) if title.startswith("Change in win rate")]
    assert [svg.index(f">{card}<") for card in ("a/y", "a/z", "a/x")] == sorted(
        svg.index(f">{card}<") for card in ("a/y", "a/z", "a/x")
    )


def test_the_usage_chart_keeps_to_the_entrants_under_test():
    (svg,) = [svg for title, svg in charts(_with_impact()) if title.startswith("Cards per game")]
    assert ">a/x<" in svg and ">b/y<" not in svg


def test_the_usage_chart_leaves_out_abilities_that_are_not_drawn_cards():
    built = _with_impact()
    used = {"offered": 9, "used": 4, "games_offered": 3, "games_used": 2}
    built["cards"]["a/power"] = {"drawn": 0, "kept": 0, "built": 0, "played": 0, "abilities": {"power": used}}
    (svg,) = [svg for title, svg in charts(built) if title.startswith("Cards per game")]
    assert ">a/x<" in svg and ">a/power<" not in svg  # a clan power: no bar to draw


def test_points_by_card_are_mean_points_per_seat_over_finished_games():
    results = [
        GameResult(1, ["p1", "p2"], [3, 1], [0], 1, 9, True, points={"goals/g": [3, 1]}),
        GameResult(2, ["p1", "p2"], [0, 2], [1], 1, 9, True, points={"goals/g": [0, 2]}),
        GameResult(3, ["p1", "p2"], [0, 0], [], 0, 9, False, points={"goals/g": [9, 9]}),
    ]
    built = report.build(results)
    assert built["points"] == {"goals/g": [1.5, 1.5]}
    (section,) = [s for s in report_tables.sections(built) if s.title == "Points by card"]
    assert (section.header, section.rows) == (["card", "seat 0", "seat 1"], [["goals/g", "1.5", "1.5"]])
