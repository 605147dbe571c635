"""``deckwright render`` print options: papers, landscape, the layout notes, print services."""

from __future__ import annotations

import json

import pikepdf
import pytest
from click.testing import CliRunner
from PIL import Image
from pypdf import PdfReader

from deckwright.cli import cli
from deckwright.paths import data_dir
from deckwright.renderer.draw import card_numbers
from deckwright.renderer.pdfx import ProfileMissing, find_profile
from deckwright.renderer.pipeline import decks
from deckwright.validator import validate_paths

PT = 72 / 25.4


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


def copies(clan_file) -> int:
    """Every card the clan's deck prints (its deck, basic fields ...), counting copies."""
    found, _ = decks(validate_paths([clan_file]), "en")
    return len(found[0].copies())


def page_mm(reader, number=0) -> tuple[float, float]:
    box = reader.pages[number].mediabox
    return round(float(box.width) / PT, 1), round(float(box.height) / PT, 1)


@pytest.mark.parametrize(
    "paper,size",
    [("a3", (297.0, 420.0)), ("legal", (215.9, 355.6)), ("tabloid", (279.4, 431.8)), ("300x200", (300.0, 200.0))],
)
def test_paper_by_name_or_size(clan_file, tmp_path, paper, size):
    result = run("render", clan_file, "--out", tmp_path / "out", "--paper", paper)
    assert result.exit_code == 0, result.output
    reader = PdfReader(next((tmp_path / "out").glob("*.pdf")))
    assert page_mm(reader) == size


def test_unknown_paper_is_a_usage_error(clan_file, tmp_path):
    result = CliRunner().invoke(cli, ["render", str(clan_file), "--out", str(tmp_path), "--paper", "b5"])
    assert result.exit_code == 2
    assert "paper 'b5': use one of a4, letter, a3, legal, tabloid or WxH in mm, e.g. 210x297" in result.output


def test_gutter_fold_landscape_holds_four_poker_cards_on_a4(clan_file, tmp_path):
    result = run("render", clan_file, "--out", tmp_path, "--gutter-fold", "--landscape", "--bleed", "1")
    assert result.exit_code == 0, result.output
    reader = PdfReader(next(tmp_path.glob("*.pdf")))
    assert page_mm(reader) == (297.0, 210.0)
    assert len(reader.pages) == -(-copies(clan_file) // 4)


def test_a_layout_that_gives_up_cards_for_the_marks_says_so(clan_file, tmp_path):
    result = run("render", clan_file, "--out", tmp_path, "--paper", "letter", "--bleed", "0.5")
    assert result.exit_code == 0
    assert (
        "note: 63x88 mm cards with 0.5 mm bleed on 215.9x279.4 mm paper: 2 rows instead of 3, so that every cut "
        "line gets crop marks of at least 3 mm (9 a page without crop marks)"
    ) in result.output
    quiet = run("render", clan_file, "--out", tmp_path / "q", "--paper", "letter", "--bleed", "0.5", "--no-crop-marks")
    assert "note: 63x88" not in quiet.output


def test_print_service_drivethru_writes_one_card_a_page(clan_file, tmp_path):
    try:
        find_profile()
    except ProfileMissing as exc:
        pytest.skip(f"no CMYK ICC profile installed: {exc}")
    result = run("render", clan_file, "--out", tmp_path, "--print-service", "drivethru")
    assert result.exit_code == 0, result.output
    name = json.loads(clan_file.read_text())["id"]
    assert sorted(p.name for p in tmp_path.glob("*.pdf")) == [f"{name}-print.pdf"]
    with pikepdf.open(tmp_path / f"{name}-print.pdf") as pdf:
        assert len(pdf.pages) == 2 * copies(clan_file)
        assert [round(float(v) / PT, 2) for v in pdf.pages[0].MediaBox] == [0, 0, 69.85, 95.25]
        assert "/OutputIntents" in pdf.Root


def test_print_service_mpc_writes_825_by_1125_pngs(clan_file, tmp_path):
    result = run("render", clan_file, "--out", tmp_path, "--print-service", "mpc")
    assert result.exit_code == 0, result.output
    pngs = sorted(tmp_path.glob("*.png"))
    assert pngs and not list(tmp_path.glob("*.pdf"))
    with Image.open(pngs[0]) as image:
        assert image.size == (825, 1125) and round(image.info["dpi"][0]) == 300
    (order,) = tmp_path.glob("*-order.csv")  # how many of each face to order
    lines = order.read_text().splitlines()
    assert lines[0] == "front,back,copies" and lines[-1].startswith("total,,")
    rows = [line.split(",") for line in lines[1:-1]]
    assert all((tmp_path / front).is_file() and (tmp_path / back).is_file() for front, back, _ in rows)
    assert sum(int(n) for _, _, n in rows) == int(lines[-1].split(",")[2]) > len(rows)  # some cards come twice


def test_icc_that_is_not_cmyk_is_refused(clan_file, tmp_path):
    rgb = tmp_path / "rgb.icc"
    rgb.write_bytes(bytes(12) + b"mntrRGB " + bytes(108))
    result = CliRunner().invoke(
        cli, ["render", str(clan_file), "--out", str(tmp_path / "o"), "--print-service", "drivethru", "--icc", str(rgb)]
    )
    assert result.exit_code == 2 and "rgb.icc: not a CMYK printer ICC profile" in result.output


def test_render_one_card_as_a_preview(clan_file, tmp_path):
    data = json.loads(clan_file.read_text())
    card = data["deck"][0]
    result = run("render", clan_file, "--out", tmp_path, "--card", card["id"])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.glob("*.pdf")) == [f"{data['id']}-{card['id']}.pdf"]
    reader = PdfReader(tmp_path / f"{data['id']}-{card['id']}.pdf")
    assert len(reader.pages) == 2  # one copy, whatever its copies: its front, then its back
    assert card["name"]["en"] in " ".join(reader.pages[0].extract_text().split())


def test_render_an_unknown_card_names_the_known_ones(clan_file, tmp_path):
    data = json.loads(clan_file.read_text())
    result = CliRunner().invoke(cli, ["render", str(clan_file), "--out", str(tmp_path), "--card", "nope"])
    assert result.exit_code == 2
    assert "no card 'nope' in the files given; their cards are: " in result.output
    assert data["deck"][0]["id"] in result.output


def test_proof_writes_a_proof_sheet_beside_the_pdf(clan_file, tmp_path):
    name = json.loads(clan_file.read_text())["id"]
    result = run("render", clan_file, "--out", tmp_path, "--proof")
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.glob("*.pdf")) == [f"{name}-proof.pdf", f"{name}.pdf"]


# one shipped file per system, each a deck of numbered cards
NUMBERED_FILES = ["eotn/clans/dunmore.yaml", "kb/goals.yaml", "northgard/clans/elk.yaml", "is2014/commons.yaml"]


@pytest.mark.parametrize("name", NUMBERED_FILES)
def test_no_numbers_turns_card_numbers_off_in_every_game(tmp_path, name):
    path = data_dir("cards") / name
    [deck], _ = decks(validate_paths([path]), "en")
    numbers = card_numbers(len(deck.items))

    def shown(*options) -> list[str]:
        out = tmp_path / "-".join(("out", *options))
        result = run("render", path, "--out", out, *options)
        assert result.exit_code == 0, result.output
        words = " ".join(page.extract_text() for page in PdfReader(out / f"{deck.name}.pdf").pages).split()
        return [word for word in words if word in numbers]

    assert sorted(set(shown()), key=numbers.index) == numbers
    assert shown("--no-numbers") == []
