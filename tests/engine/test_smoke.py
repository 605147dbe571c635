"""The smoke play's summary line: every figure of an entrant's row."""

from deckwright.engine.smoke import summary_line


def test_summary_line_says_every_figure():
    row = {"name": "veska", "noun": "clan", "games": 400, "stuck": 2, "wins": 164, "win_rate": 0.41}
    row |= {"ci95": [0.363, 0.459], "mean_score": 38.25}
    assert summary_line(row) == (
        "veska (clan): wins 41.0% (95% interval 36.3%–45.9%), mean score 38.2, 400 games, 2 stuck"
    )
