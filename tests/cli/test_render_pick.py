"""``deckwright render --card``: the ids written in the files pick their items in every game, the
items picked from one file stay one deck, and an unknown id names every id there is to pick."""

from __future__ import annotations

from click.testing import CliRunner
from pypdf import PdfReader

from deckwright.cli import cli
from deckwright.paths import data_dir

CARDS = data_dir("cards")
ASHRIDERS = CARDS / "is2014" / "factions" / "ashriders.yaml"
KB_TILES = CARDS / "kb" / "tiles.yaml"
SKARDE = CARDS / "eotn" / "clans" / "skarde.yaml"


def render(*args):
    return CliRunner().invoke(cli, ["render", *map(str, args)])


def written(out, *args) -> list[str]:
    """The PDFs and PNGs a successful render into ``out`` leaves there, by name."""
    result = render(*args, "--out", out)
    assert result.exit_code == 0, result.output
    return sorted(path.name for path in out.glob("*.p*"))


def test_the_faction_board_is_picked_by_its_name_and_a_card_by_its_id(tmp_path):
    assert written(tmp_path, ASHRIDERS, "--card", "faction_board", "--card", "war-tents", "--png") == [
        "ashriders-faction_board-war-tents.pdf",
        "ashriders-war-tents.png",
        "ashriders_back.png",
        "ashriders_board-back.png",
        "ashriders_board.png",
    ]
    # the card's page (on the grid of cards) and the board's, then their backs
    assert len(PdfReader(tmp_path / "ashriders-faction_board-war-tents.pdf").pages) == 4


def test_a_kingdom_builder_tile_id_picks_the_tile_and_its_summary_card(tmp_path):
    assert written(tmp_path, KB_TILES, "--card", "mill", "--png") == [
        "deckwright-tiles-mill.pdf",
        "deckwright-tiles_summary-back.png",
        "deckwright-tiles_summary_mill.png",
        "deckwright-tiles_tile_mill.png",
        "deckwright-tiles_tile_mill_used.png",
    ]


def test_two_cards_of_one_clan_share_their_back_as_pngs(tmp_path):
    result = render(SKARDE, "--out", tmp_path, "--png", "--card", "clearcut", "--card", "war-paint")
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[1:] == [
        "  skarde-clearcut-war-paint.pdf",
        "  skarde-clearcut.png",
        "  skarde-war-paint.png",
        "  skarde-back.png",
    ]


def test_an_unknown_id_lists_what_can_be_picked_with_the_nearest(tmp_path):
    result = render(KB_TILES, "--out", tmp_path, "--card", "tile_mill")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        "Error: no card 'tile_mill' in the files given (did you mean 'mill'?); "
        "their cards are: well, ferry, outlaws, mill, lighthouse, bridge, caravan, road"
    )


def test_a_word_of_a_pieces_name_suggests_it(tmp_path):
    result = render(ASHRIDERS, "--out", tmp_path, "--card", "board")
    assert result.exit_code == 2
    assert "Error: no card 'board' in the files given (did you mean 'faction_board'?); " in result.output
    assert "their cards are: faction_board, war-tents, " in result.output
