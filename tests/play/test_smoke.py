"""The smoke play's findings of one entrant (``play.smoke.play_findings``): W-BALANCE at both
bounds of its band (solo: the shipped entrants' span), W-SKILL where two bots disagree, E-STUCK
at the line of the card whose effect ran last; and its summary line, naming the verdict's bot."""

from __future__ import annotations

import pytest

from deckwright.loader import read_document
from deckwright.paths import data_dir
from deckwright.play.smoke import BAND, balance_band, never_taken_findings, play_findings, summary_line, summary_row

VESKA = data_dir("cards") / "eotn" / "clans" / "veska.yaml"


@pytest.fixture(scope="module")
def doc():
    return read_document(VESKA, "veska.yaml")


def built(ci: list[float], failed: list[dict] | None = None, bot: str = "strong", games: int = 100) -> dict:
    row = {"games": games, "wins": 50, "win_rate": sum(ci) / 2, "ci95": ci}
    return {
        "games": games,
        "completed": games,
        "failed": failed or [],
        "cards": {},
        "entrants": {"veska": row},
        "bot": bot,
    }


def balance(doc, ci, players=2, shipped=()) -> list[str]:
    return [f.message for f in play_findings(doc, built(ci), players, shipped=shipped) if f.code == "W-BALANCE"]


def test_the_band_is_35_to_65_percent_with_two_players():
    assert (BAND[0] / 2, BAND[1] / 2) == (0.35, 0.65)


@pytest.mark.parametrize(
    "ci,warned",
    [
        ([0.2, 0.35], False),  # the interval touches the lower bound: not wholly outside
        ([0.2, 0.3499], True),
        ([0.65, 0.8], False),  # touches the upper bound
        ([0.6501, 0.8], True),
        ([0.3, 0.7], False),  # wider than the band
    ],
)
def test_balance_is_warned_only_when_the_interval_lies_wholly_outside_the_band(doc, ci, warned):
    assert bool(balance(doc, ci)) is warned


def test_the_band_scales_with_the_fair_share(doc):
    # 3 players: fair 1/3, band 23.3%-43.3%
    assert balance(doc, [0.2, 0.233], players=3) == [
        "wins 21.7% of 100 games by strong play (95% interval 20.0%–23.3%), outside 23.3%–43.3%"
    ]
    assert balance(doc, [0.2, 0.234], players=3) == []


def test_a_stuck_game_points_at_the_card_that_ran_last(doc):
    message = (
        "runaway: more than 5000 effects in a row without a decision (round 3, seed 7, last card veska/bog-iron-pit)"
    )
    failed = [
        {"seed": 5, "players": ["skarde", "veska"], "message": "runaway: (round 2, seed 5, last card skarde/longship)"},
        {"seed": 7, "players": ["veska", "skarde"], "message": message},
    ]
    (stuck,) = [f for f in play_findings(doc, built([0.4, 0.6], failed), 2) if f.code == "E-STUCK"]
    assert stuck.message == f"2 of 100 games did not finish (seed 7: {message})"
    assert (stuck.line, stuck.column) == (doc.text.splitlines().index("  - id: bog-iron-pit") + 1, 9)


def test_a_stuck_game_naming_no_card_of_the_entrant_points_at_the_entrant(doc):
    failed = [
        {"seed": 5, "players": ["skarde", "veska"], "message": "runaway: (round 2, seed 5, last card skarde/longship)"}
    ]
    (stuck,) = [f for f in play_findings(doc, built([0.4, 0.6], failed), 2) if f.code == "E-STUCK"]
    assert "seed 5" in stuck.message
    assert (stuck.line, stuck.column) == (doc.text.splitlines().index("id: veska") + 1, 5)


def test_a_card_id_inside_another_word_is_not_the_entrants_card(doc):
    failed = [{"seed": 5, "players": ["veska"], "message": "last card notveska/bog-iron-pit"}]
    (stuck,) = [f for f in play_findings(doc, built([0.4, 0.6], failed), 2) if f.code == "E-STUCK"]
    assert stuck.line == doc.text.splitlines().index("id: veska") + 1


def test_solo_the_band_is_the_span_of_the_shipped_entrants_solo_win_rates(doc):
    # no fair share of 100%: a solo win rate of 50% is inside the shipped 34-64%, whatever 1.3 x 100% says
    assert balance_band(1, [0.585, 0.34, 0.645]) == (0.34, 0.645)
    assert balance(doc, [0.45, 0.55], players=1, shipped=[0.585, 0.34, 0.645]) == []
    assert balance(doc, [0.66, 0.75], players=1, shipped=[0.585, 0.34, 0.645]) == [
        "wins 70.5% of 100 games by strong play (95% interval 66.0%–75.0%), outside 34.0%–64.5%"
    ]
    assert balance(doc, [0.0, 0.05], players=1) == []  # no shipped entrant played alone: no verdict


def test_two_bots_whose_intervals_do_not_overlap_give_w_skill(doc):
    strong, greedy = built([0.659, 0.842], games=80), built([0.393, 0.607], bot="greedy", games=80)
    (skill,) = [f for f in play_findings(doc, greedy, 2, strong) if f.code == "W-SKILL"]
    assert skill.message == (
        "wins 75.0% (95% interval 65.9%–84.2%) by strong play but 50.0% (39.3%–60.7%) by greedy play: "
        "how it fares depends on how well it is played"
    )
    assert skill.hint == (
        "the verdict is the strong play's; at a table that plans less far ahead it fares nearer the greedy "
        "play's figure"
    )
    assert (skill.line, skill.severity) == (doc.text.splitlines().index("id: veska") + 1, "warning")
    touching = built([0.607, 0.842], games=80)  # the intervals share their bound: they overlap
    assert [f.code for f in play_findings(doc, greedy, 2, touching)] == []
    assert [f.code for f in play_findings(doc, strong, 2)] == ["W-BALANCE"]  # one bot: nothing to compare


def test_summary_line_says_every_figure_and_the_bot_they_come_from():
    row = {"name": "veska", "noun": "clan", "games": 400, "stuck": 2, "wins": 164, "win_rate": 0.41}
    row |= {"ci95": [0.363, 0.459], "mean_score": 38.25, "bot": "strong"}
    assert summary_line(row) == (
        "veska (clan): wins 41.0% (95% interval 36.3%–45.9%) by strong play, mean score 38.2, 400 games, 2 stuck"
    )


def test_the_summary_row_carries_the_other_bots_rate_only_where_it_disagrees():
    strong, greedy = built([0.659, 0.842], games=80), built([0.393, 0.607], bot="greedy", games=80)
    row = summary_row("veska", "clan", "veska", strong, greedy)
    assert row["bot"] == "strong" and row["skill"] == {"bot": "greedy", **greedy["entrants"]["veska"]}
    assert summary_line({**row, "mean_score": 40.0}).endswith(
        "by strong play, mean score 40.0, 80 games, 0 stuck; 50.0% (39.3%–60.7%) by greedy play: depends on skill"
    )
    assert "skill" not in summary_row("veska", "clan", "veska", strong, built([0.6, 0.7], bot="greedy"))


def test_stuck_games_of_table_content_every_seat_shares_are_an_error_in_each_of_its_files():
    import inspect
    from dataclasses import replace
    from functools import partial
    from pathlib import Path

    from deckwright.engine.kb import draw
    from deckwright.game import Spare
    from deckwright.play.arena import make_arena, table_content
    from deckwright.play.smoke import smoke_play

    fixtures = Path(__file__).parents[1] / "validator" / "kb" / "fixtures" / "invalid"
    board = read_document(fixtures / "too-few-sections.yaml", "too-few-sections.yaml")
    goals = read_document(data_dir("cards") / "kb" / "goals.yaml", "goals.yaml")
    arena = make_arena("kb", [(board, "boards"), (goals, "goals")])
    # without the shipped sections that complete its one section, no game can be set up
    kept = {name: value for name, value in table_content(arena).items() if not isinstance(value, Spare)}
    arena = replace(arena, setup=replace(arena.setup, new_game=partial(arena.setup.new_game.func, **kept)))
    smoke = smoke_play(arena, games=4, workers=1)
    assert [(f.file, f.code, f.line, f.column) for f in smoke.findings] == [
        ("too-few-sections.yaml", "E-STUCK", 3, 5),  # at each file's id
        ("goals.yaml", "E-STUCK", 7, 5),
    ]
    source, first = inspect.getsourcelines(draw)
    raised = first + next(n for n, line in enumerate(source) if "raise ValueError" in line)
    assert smoke.findings[0].message == (  # the 4 games of the smoke part (greedy) and the 4 of the verdict (strong)
        "8 of 8 games did not finish (seed 2964727883954193085: "
        f"ValueError: a game needs 4 board sections; the table has 1 (at __init__.py:{raised}))"
    )
    assert (smoke.summary[0]["games"], smoke.summary[0]["stuck"]) == (4, 4)


def offered(games: int, games_offered: int, used: int = 0, entrant: str = "veska", card: str = "bog-iron-pit") -> dict:
    """A report of ``games`` games in which a card's feature was offered in ``games_offered``."""
    report = built([0.4, 0.6])
    report["entrants"][entrant] = {**report["entrants"]["veska"], "games": games}
    ability = {"offered": 1204, "used": used, "games_offered": games_offered, "games_used": min(used, 1)}
    report["cards"] = {
        f"{entrant}/{card}": {"drawn": 300, "kept": 0, "built": 150, "played": 0, "abilities": {"feature": ability}}
    }
    return report


def never_taken(doc, report) -> list:
    return [f for f in play_findings(doc, report, 2) if f.code == "W-NEVER-TAKEN"]


def test_an_ability_offered_in_many_games_and_never_taken_is_warned_at_its_card(doc):
    (found,) = never_taken(doc, offered(100, 87))
    assert found.message == "card 'bog-iron-pit': its feature was offered in 87 of 100 games, 1,204 times, never taken"
    assert (found.line, found.column) == (doc.text.splitlines().index("  - id: bog-iron-pit") + 1, 9)


@pytest.mark.parametrize(
    "games,games_offered,used,warned",
    [
        (100, 25, 0, True),  # a quarter of the games
        (100, 24, 0, False),
        (100, 100, 1, False),  # taken once
        (40, 20, 0, True),  # at least 20 games, even where that is more than a quarter
        (40, 19, 0, False),
    ],
)
def test_never_taken_needs_a_quarter_of_the_games_and_20_at_least(doc, games, games_offered, used, warned):
    assert len(never_taken(doc, offered(games, games_offered, used))) == warned


def test_another_entrants_card_is_not_warned_in_this_file(doc):
    report = offered(100, 87)
    report["cards"] = {"skarde/bog-iron-pit": report["cards"]["veska/bog-iron-pit"]}
    assert never_taken(doc, report) == []


def test_a_card_never_built_or_played_is_only_a_dead_card(doc):
    report = offered(100, 87)
    report["cards"]["veska/bog-iron-pit"].update(built=0, played=0)
    codes = [f.code for f in play_findings(doc, report, 2)]
    assert codes == ["W-DEAD-CARD"]  # not W-NEVER-TAKEN too: the card never came into play


def test_a_table_card_never_taken_is_warned_in_the_file_that_defines_it():
    goals = read_document(data_dir("cards") / "kb" / "goals.yaml", "goals.yaml")
    first = goals.data["goals"][0]["id"]
    report = offered(100, 100, entrant="goals", card=first)
    (found,) = never_taken_findings(goals, report, None, 100)
    assert found.message == f"card '{first}': its feature was offered in 100 of 100 games, 1,204 times, never taken"
    assert found.line == goals.text.splitlines().index(f"  - id: {first}") + 1
    assert never_taken_findings(goals, offered(100, 100, entrant="tiles", card="no-such-id"), None, 100) == []


def test_a_round_robin_plays_each_game_once_and_counts_it_for_both_entrants():
    from dataclasses import replace
    from itertools import combinations

    from deckwright.play.arena import make_arena
    from deckwright.play.smoke import smoke_play

    clans = ("dunmore", "skarde", "tjarn", "ukaliq", "veska")  # every shipped clan: a round robin
    folder = data_dir("cards") / "eotn" / "clans"
    arena = make_arena("eotn", [(read_document(folder / f"{name}.yaml", f"{name}.yaml"), "clan") for name in clans])
    seated: dict[int, list[str]] = {}  # game seed -> the clans at its table

    def new_game(entrants, seed, **keywords):
        seated[seed] = sorted(e.id for e in entrants)
        return arena.setup.new_game(entrants, seed=seed, **keywords)

    arena = replace(arena, setup=replace(arena.setup, new_game=new_game))
    smoke = smoke_play(arena, games=8, bot="random", workers=1)
    # 10 tables, each clan at 4 of them: 20 games (each table in both seat orders) give each clan its 8
    assert sorted(seated.values()) == sorted(list(pair) for pair in combinations(clans, 2) for _ in range(2))
    assert [(row["name"], row["games"]) for row in smoke.summary] == [(name, 8) for name in clans]
