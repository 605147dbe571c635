"""``deckwright render`` prints the shipped Northgard files: clans, cards, tiles and tokens; card
texts print the numbers of the ruleset given with them."""

from __future__ import annotations

import math

from click.testing import CliRunner
from pypdf import PdfReader

from deckwright.cli import cli
from deckwright.loader import read_document
from deckwright.paths import data_dir
from tests.renderer.northgard.helpers import AMOUNT, VALUE, own_files
from tests.renderer.pdfread import texts_by_placement

NORTHGARD = data_dir("cards") / "northgard"


def test_render_prints_every_northgard_file(tmp_path):
    out = tmp_path / "out"
    result = CliRunner().invoke(cli, ["render", str(NORTHGARD), "--out", str(out), "--lang", "de"])
    assert result.exit_code == 0, result.output
    assert "no renderer" not in result.output
    ids = {read_document(path).data["id"] for path in NORTHGARD.rglob("*.yaml")}
    assert {path.stem for path in out.glob("*.pdf")} == ids
    tiles = read_document(NORTHGARD / "tiles.yaml").data["tiles"]
    per_page = 6  # 80 mm squares on A4: 2 across, 3 down
    pages = math.ceil(sum(t.get("copies", 1) for t in tiles) / per_page)
    assert len(PdfReader(out / "uncharted-coast.pdf").pages) == 2 * pages  # fronts, then backs


def test_cards_print_the_numbers_of_the_ruleset_given_with_them(tmp_path):
    rules, cards, clan = own_files(tmp_path)
    files = [str(rules), str(cards), str(clan)]
    checked = CliRunner().invoke(cli, ["validate", *files])
    assert (checked.exit_code, checked.output) == (0, "3 files checked: 0 errors, 0 warnings\n")
    out = tmp_path / "out"
    result = CliRunner().invoke(cli, ["render", *files, "--out", str(out)])
    assert result.exit_code == 0, result.output
    faces = dict(texts_by_placement(PdfReader(out / "boar-cards.pdf").pages[3]))
    assert faces["/FormXob.card-boar-cards-pathfinders"] == (
        f"{VALUE} Pathfinders EARLY DEVELOPMENT Draw {VALUE} tiles and explore with one of them. Boar Cards 8/43"
    )
    power = dict(texts_by_placement(PdfReader(out / "boar-otter.pdf").pages[0]))["/FormXob.card-boar-otter"]
    assert power == (  # the lore icon is drawn between the number and the full stop
        f"O Clan of the Otter CLAN POWER Each time you explore without closing a territory: Gain {VALUE} . "
        "Clan card 1/4"
    )


def test_cards_naming_an_amount_no_ruleset_of_the_run_holds_are_refused_with_the_finding(tmp_path):
    _, cards, _ = own_files(tmp_path)
    out = tmp_path / "out"
    result = CliRunner().invoke(cli, ["render", str(cards), "--out", str(out)])
    assert (result.exit_code, type(result.exception)) == (1, SystemExit)  # the exit status, no traceback
    assert result.output.splitlines()[0] == (
        f"{cards}:35:20: error[E-NG-AMOUNT]: '{AMOUNT}' is not a number of the ruleset's powers table"
    )
    assert "Traceback" not in result.output and not out.exists()
