"""Kingdom Builder hooks for the shared play stage: content, determinization, option cards,
the sample game, and the search bot running on top of them."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from deckwright.engine.core import play
from deckwright.engine.kb.greedy import GreedyBot
from deckwright.engine.kb.hooks import determinize, play_content, sample_game, shipped_table
from deckwright.engine.search import SearchBot
from deckwright.loader import read_document
from deckwright.paths import data_dir
from deckwright.systems import all_systems


def test_play_content_gives_no_entrants_and_the_shared_table():
    folder = data_dir("cards") / "kb"
    docs = [(read_document(folder / f"{k}.yaml"), k) for k in ("boards", "tiles", "goals")]
    entrants, table = play_content(docs)
    assert entrants == [] and [len(table[k]) for k in ("sections", "tiles", "goals")] == [8, 8, 15]


def test_play_content_gives_only_the_kinds_its_files_hold():
    tiles = data_dir("cards") / "kb" / "tiles.yaml"
    entrants, table = play_content([(read_document(tiles), "tiles")])
    assert entrants == [] and list(table) == ["tiles"] and len(table["tiles"]) == 8


def test_a_tiles_file_alone_plays_on_the_shipped_boards_and_goals(tmp_path):
    from click.testing import CliRunner

    from deckwright.cli import cli

    report = tmp_path / "tiles.json"
    tiles = data_dir("cards") / "kb" / "tiles.yaml"
    args = ["play", "--bot", "greedy", str(tiles), "--games", "4", "--workers", "1", "--report", str(report)]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    data = json.loads(report.read_text())
    assert data["games"] == 4 and data["completed"] == 4


def test_kingdom_builder_plays_through_the_shared_play_stage(tmp_path):
    from click.testing import CliRunner

    from deckwright.cli import cli
    from deckwright.paths import data_dir

    assert all_systems()["kb"].seat.content is None  # seats play no content of their own
    report = tmp_path / "kb.json"
    result = CliRunner().invoke(
        cli,
        [
            "play",
            str(data_dir("cards") / "kb"),
            "--bot",
            "greedy",
            "--players",
            "3",
            "--games",
            "6",
            "--workers",
            "1",
            "--report",
            str(report),
        ],
    )
    assert result.exit_code == 0, result.output
    built = json.loads(report.read_text())
    assert built["noun"] == "player" and set(built["entrants"]) == {"player 0", "player 1", "player 2"}
    assert built["games"] == 6 and built["completed"] == 6


def test_determinize_redeals_only_what_the_seat_cannot_see():
    game = sample_game(3)
    before = (list(game.hand), list(game.deck), list(game.discard), list(game.owner))
    determinize(game, 1, random.Random(9))
    hand, deck, discard, owner = before
    assert game.hand[0] == hand[0] and game.hand[1] == hand[1]  # the active card is face up; one's own
    assert Counter(game.deck) == Counter(deck) and game.deck != deck
    assert (game.discard, game.owner) == (discard, owner)


def test_determinize_in_a_four_player_game_keeps_the_card_count():
    from deckwright.engine.kb import new_game
    from deckwright.engine.kb.hooks import shipped_table

    game = new_game([None] * 4, 2, **shipped_table())
    cards = Counter(game.hand[2:] + game.deck)
    determinize(game, 1, random.Random(4))
    assert Counter(game.hand[2:] + game.deck) == cards and game.hand[1] is not None


def test_option_card_names_the_tile_an_option_uses():
    option_card = all_systems()["kb"].option_card
    assert option_card("turn", ("tile", "mill", 45, 66)) == "mill"
    assert option_card("turn", ("tile", "ferry", 45, 66, 67)) == "ferry"
    assert option_card("build", ("build", 66)) is None and option_card("turn", ("end",)) is None


@pytest.mark.slow
def test_the_search_bot_plays_a_game_with_the_determinize_hook():
    bots = [SearchBot(1, GreedyBot(2), determinize, rollouts=2, depth=6), GreedyBot(3)]
    result = play(sample_game(4), bots)
    assert result.finished and result.decisions > 20


def test_a_table_of_seats_that_play_no_content_is_smoke_played_once():
    from deckwright.paths import data_dir
    from deckwright.play.arena import make_arena
    from deckwright.validator import validate_paths

    result = validate_paths([data_dir("cards") / "kb"])
    arena = make_arena("kb", [(v.doc, v.content) for v in result.documents])
    assert [e.id for e in arena.setup.entrants] == ["player 0", "player 1", "player 2", "player 3"]
    assert arena.tested == [0] and arena.tables(3) == [(0, 1, 2)] and arena.solo_tables(0, 2) == [(0, 1)]


def test_a_logged_kingdom_builder_game_replays_from_its_table_files(tmp_path):
    from click.testing import CliRunner

    from deckwright.cli import cli
    from deckwright.paths import data_dir

    content = tmp_path / "kb"
    content.mkdir()
    for name in ("boards.yaml", "tiles.yaml", "goals.yaml"):
        (content / name).write_text((data_dir("cards") / "kb" / name).read_text("utf-8"), "utf-8")
    runner = CliRunner()
    played = runner.invoke(
        cli,
        ["play", "--bot", "greedy", str(content), "--games", "2", "--workers", "1", "--log", str(tmp_path / "logs")],
    )
    assert played.exit_code == 0, played.output
    logs = sorted((tmp_path / "logs").glob("*.jsonl"))
    header = json.loads(logs[0].read_text().splitlines()[0])
    assert header["files"]["entrants"] == [] and header["files"]["table"] == ["boards.yaml", "goals.yaml", "tiles.yaml"]
    replayed = runner.invoke(cli, ["replay", *map(str, logs), "--content", str(content)])
    assert replayed.exit_code == 0 and replayed.output.count(": ok, ") == 2, replayed.output


def test_determinize_leaves_a_seat_without_a_card_without_one_and_is_seeded():
    from deckwright.engine.kb import new_game
    from deckwright.engine.kb.hooks import shipped_table

    game = new_game([None] * 4, 2, **shipped_table())
    game.hand[3] = None
    twin = game.clone()
    determinize(game, 1, random.Random(4))
    determinize(twin, 1, random.Random(4))
    assert game.hand[3] is None and None not in game.deck
    assert [game.rng.random() for _ in range(3)] == [twin.rng.random() for _ in range(3)]


def trimmed(tmp_path, kind: str, keep: int, new_id: str):
    """A copy of the shipped ``kind`` file holding only its first ``keep`` items, under ``new_id``."""
    import yaml

    data = yaml.safe_load((data_dir("cards") / "kb" / f"{kind}.yaml").read_text("utf-8"))
    key = {"boards": "sections", "tiles": "tiles", "goals": "goals"}[kind]
    data["id"], data[key] = new_id, data[key][:keep]
    path = tmp_path / f"{new_id}.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), "utf-8")
    return path


def test_too_few_sections_and_goal_cards_are_completed_from_the_shipped_ones_in_every_game(tmp_path):
    from deckwright.engine.kb import new_game

    board = read_document(trimmed(tmp_path, "boards", 1, "my-lands"))
    goals = read_document(trimmed(tmp_path, "goals", 1, "my-goals"))
    (section,), (goal,) = board.data["sections"], goals.data["goals"]
    entrants, table = play_content([(board, "boards"), (goals, "goals")])
    shipped = {k: [i.id for i in v] for k, v in shipped_table().items()}
    assert entrants == [] and [s.id for s in table["sections"]] == [section["id"]]
    assert [s.id for s in table["spare_sections"].items] == shipped["sections"][1:]
    assert [g.id for g in table["spare_goals"].items] == shipped["goals"][1:]
    assert (table["spare_sections"].noun, table["spare_goals"].noun) == ("board sections", "goal cards")
    full = {**shipped_table(), **table}
    for seed in range(12):
        game = new_game([None, None], seed, **full)
        assert len(game.board.sections) == 4 and section["id"] in game.board.sections
        assert len(game.goals) == 3 and goal["id"] in [g.id for g in game.goals]
    # the section lies in every slot in some game
    slots = {new_game([None] * 2, s, **full).board.sections.index(section["id"]) for s in range(40)}
    assert slots == {0, 1, 2, 3}


def test_enough_sections_and_goal_cards_take_no_spares_and_keep_their_games():
    from deckwright.engine.kb import new_game

    table = play_content([(read_document(data_dir("cards") / "kb" / "boards.yaml"), "boards")])[1]
    assert list(table) == ["sections"]
    game = new_game([None] * 2, 5, **shipped_table())  # the same game as before spares existed
    assert game.board.sections == ("windcliff", "twinbrook", "stonereach", "crossways")
    assert [g.id for g in game.goals] == ["lowlanders", "settlers", "watchmen"]  # 15 shipped goals since issue 24


def test_the_shipped_tiles_stand_in_for_those_a_tiles_file_does_not_define(tmp_path):
    from deckwright.model.kb import tiles_from_data

    tiles = read_document(trimmed(tmp_path, "tiles", 1, "my-tiles"))
    table = play_content([(tiles, "tiles")])[1]
    assert [t.id for t in table["tiles"]] == [t.id for t in shipped_table()["tiles"]]
    assert table["tiles"][0] == tiles_from_data(tiles.data)[0]  # the file's own, first


def test_a_table_too_small_for_a_game_says_what_it_needs():
    from deckwright.engine.kb import new_game

    sections = shipped_table()["sections"][:1]
    with pytest.raises(ValueError, match=r"^a game needs 4 board sections; the table has 1$"):
        new_game([None, None], 1, sections=sections, goals=shipped_table()["goals"])


def test_check_of_one_section_plays_it_with_shipped_ones_and_says_so(tmp_path):
    from click.testing import CliRunner

    from deckwright.cli import cli

    board = trimmed(tmp_path, "boards", 1, "my-lands")
    result = CliRunner().invoke(
        cli, ["check", "--bot", "greedy", str(board), "--games", "4", "--workers", "1", "--format", "json"]
    )
    assert result.exit_code == 0, result.output
    out = json.loads(result.output)
    assert [(f["code"], f["message"]) for f in out["findings"]] == [
        ("W-KB-TOO-FEW", "1 board section in all; a game needs 4")
    ]
    (row,) = out["summary"]
    assert (row["name"], row["games"], row["stuck"]) == ("my-lands.yaml + shipped board sections", 4, 0)
    played = CliRunner().invoke(cli, ["play", "--bot", "greedy", str(board), "--games", "4", "--workers", "1"])
    assert played.exit_code == 0 and "4 of 4 games finished" in played.output
    assert "the files hold too few for a game: every game completes the table with shipped board sections\n" in (
        played.output
    )
