"""Kingdom Builder hooks for the shared play stage: content, determinization, option cards,
the sample game, and the search bot running on top of them."""

from __future__ import annotations

import json
import random
from collections import Counter

from deckwright.engine.core import play
from deckwright.engine.kb.greedy import GreedyBot
from deckwright.engine.kb.hooks import determinize, option_card, play_content, sample_game
from deckwright.engine.search import SearchBot
from deckwright.loader import read_document
from deckwright.paths import data_dir
from deckwright.systems import all_systems


def test_play_content_gives_no_entrants_and_the_shared_table():
    folder = data_dir("cards") / "kb"
    docs = [(read_document(folder / f"{k}.yaml"), k) for k in ("boards", "tiles", "goals")]
    entrants, table = play_content(docs)
    assert entrants == [] and [len(table[k]) for k in ("sections", "tiles", "goals")] == [8, 8, 12]


def test_play_content_gives_only_the_kinds_its_files_hold():
    tiles = data_dir("cards") / "kb" / "tiles.yaml"
    entrants, table = play_content([(read_document(tiles), "tiles")])
    assert entrants == [] and list(table) == ["tiles"] and len(table["tiles"]) == 8


def test_a_tiles_file_alone_plays_on_the_shipped_boards_and_goals(tmp_path):
    from click.testing import CliRunner

    from deckwright.cli import cli

    report = tmp_path / "tiles.json"
    tiles = data_dir("cards") / "kb" / "tiles.yaml"
    args = ["play", str(tiles), "--games", "4", "--workers", "1", "--report", str(report)]
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
    assert built["noun"] == "player" and set(built["entrants"]) == {"player 1", "player 2", "player 3"}
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
    assert option_card("turn", ("tile", "mill", 45, 66)) == "mill"
    assert option_card("turn", ("tile", "ferry", 45, 66, 67)) == "ferry"
    assert option_card("build", ("build", 66)) is None and option_card("turn", ("end",)) is None


def test_the_search_bot_plays_a_game_with_the_determinize_hook():
    bots = [SearchBot(1, GreedyBot(2), determinize, rollouts=2, depth=6), GreedyBot(3)]
    result = play(sample_game(4), bots)
    assert result.finished and result.decisions > 20


def test_a_table_of_seats_that_play_no_content_is_smoke_played_once():
    from deckwright.engine.arena import make_arena
    from deckwright.paths import data_dir
    from deckwright.validator import validate_paths

    result = validate_paths([data_dir("cards") / "kb"])
    arena = make_arena("kb", [(v.doc, v.content) for v in result.documents])
    assert [e.id for e in arena.setup.entrants] == ["player 1", "player 2", "player 3", "player 4"]
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
        cli, ["play", str(content), "--games", "2", "--workers", "1", "--log", str(tmp_path / "logs")]
    )
    assert played.exit_code == 0, played.output
    logs = sorted((tmp_path / "logs").iterdir())
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
