"""A designer's layout override, ``<system>.layout.yaml`` beside the card files or above them:
it changes boxes, colours, point sizes and fonts of the faces without code, and a broken one gets
located findings from ``validate`` (so ``check``, ``build`` and ``render`` too), like a card file."""

from __future__ import annotations

import re
import shutil

import pytest
import yaml
from click.testing import CliRunner

from deckwright.cli import cli
from deckwright.paths import data_dir
from deckwright.renderer import printed
from deckwright.renderer.eotn.layout import FACES, front_boxes
from deckwright.renderer.sheets import CARD_SIZES
from deckwright.systems import all_systems
from deckwright.typeset.layouts import find_override, load, own_layouts
from deckwright.validator import validate_paths
from tests.renderer.pdfobjects import painted

CLAN = data_dir("cards") / "eotn" / "clans" / "dunmore.yaml"
GOOD = """\
style:
  colours: {parchment: "#ffffff"}
  points: {name: 7}
  fonts: {name: italic}
layouts:
  front:
    boxes:
      number: null
      art: {at: [4.9, 14.37, 53.2, 20], grow: [0, 1, 0, 1]}
"""


@pytest.fixture
def folder(tmp_path):
    """A content folder: the clan in ``clans/``, the override (when a test writes one) above it."""
    (tmp_path / "clans").mkdir()
    shutil.copy(CLAN, tmp_path / "clans" / CLAN.name)
    return tmp_path


def _deck(folder):
    result = validate_paths([folder])
    [doc] = result.clean("eotn", "clan")
    return printed(all_systems()["eotn"], doc, "clan", "en")


def _front(deck, index=3):
    w, h = CARD_SIZES["poker"]
    face = deck.items[index].front
    return painted(lambda canvas: face.draw(canvas, 0.0, 0.0, w, h, 0.0), w, h)


def test_the_nearest_override_in_the_card_files_folder_or_above_it_applies(folder):
    card = folder / "clans" / CLAN.name
    assert find_override(card, "eotn", folder) is None
    (folder / "eotn.layout.yaml").write_text(GOOD, encoding="utf-8")
    assert find_override(card, "eotn", folder) == folder / "eotn.layout.yaml"
    (folder / "clans" / "eotn.layout.yaml").write_text("style: {}\n", encoding="utf-8")
    assert find_override(card, "eotn", folder) == folder / "clans" / "eotn.layout.yaml"
    assert find_override(card, "kb", folder) is None


def test_no_override_is_read_from_above_the_folder_the_user_named(folder):
    card = folder / "clans" / CLAN.name
    (folder / "eotn.layout.yaml").write_text("layouts: [\n", encoding="utf-8")  # broken: read, it is an error
    assert find_override(card, "eotn", folder / "clans") is None
    assert find_override(card, "eotn") is None  # a file named itself: its own folder only
    assert find_override(card, "eotn", folder / "elsewhere") is None  # a root that does not hold it
    assert validate_paths([folder / "clans"]).findings == []
    assert validate_paths([card]).findings == []
    [finding] = validate_paths([folder]).findings
    assert (finding.file, finding.line, finding.code) == (str(folder / "eotn.layout.yaml"), 2, "E-SYNTAX")


def test_an_override_changes_boxes_points_and_fonts_of_the_faces_it_prints(folder):
    plain = _deck(folder)
    (folder / "eotn.layout.yaml").write_text(GOOD, encoding="utf-8")
    overridden = _deck(folder)
    before, after = _front(plain), _front(overridden)
    name = plain.items[3].title.split()[0]
    [old] = [p for p in before if p.text.strip() == name]
    [new] = [p for p in after if p.text.strip() == name]
    assert (old.size, new.size) == (pytest.approx(9.5), pytest.approx(7.0))
    assert any(p.text == "4/28" for p in before) and not any("/28" in p.text for p in after)  # number: null
    # the face's cache key names the override, so a render after editing it draws again
    assert plain.items[3].front.key != overridden.items[3].front.key
    assert overridden.items[3].front.name == plain.items[3].front.name


def test_an_override_flows_through_extends_and_leaves_the_games_own_layouts_alone(folder):
    (folder / "eotn.layout.yaml").write_text(GOOD, encoding="utf-8")
    layouts = load(FACES.path, folder / "eotn.layout.yaml")
    field = layouts.boxes(["field"], 63, 88)  # a Field extends the common front
    assert "number" not in field and (field["art"].y, field["art"].h) == (14.37, 20)
    assert layouts.style["colours"]["parchment"] == "#ffffff"
    assert layouts.style["colours"]["meadow"] == FACES.style["colours"]["meadow"]  # the rest kept
    assert front_boxes("field", 63, 88)["art"].h == 38.65 and FACES.style["points"]["name"] == 9.5


@pytest.mark.parametrize(
    "text, line, column, message, hint",
    [
        (
            "layouts:\n  front:\n    boxes:\n      titel: [5, 5, 50, 9]\n",
            4,
            7,
            "layout 'front' has no box 'titel'",
            "did you mean 'title'?",
        ),
        ("layouts:\n  frnt: {boxes: {}}\n", 2, 3, "the game has no layout 'frnt'", "did you mean 'front'?"),
        ('style:\n  colours: {parchment: "white"}\n', 2, 24, "'white' is not a colour", 'a colour is "#rrggbb"'),
        (
            "style:\n  points: {name: big}\n",
            2,
            18,
            "'big' is not a positive number",
            "the game's own value here is 9.5",
        ),
        ("style:\n  fonts: {name: bould}\n", 2, 17, "'bould' is not a font style", "did you mean 'bold'?"),
        ("style:\n  colurs: {}\n", 2, 3, "the style has no 'colurs' here", "did you mean 'colours'?"),
        ("layouts:\n  front:\n    boxes:\n      title: [5, 5, 50]\n", 4, 14, "is too short", "a box is [x, y, w, h]"),
        ("layout:\n  front: {}\n", 1, 1, "'layout' was unexpected", "did you mean 'layouts'?"),
        (
            "layouts:\n  front:\n    boxes:\n      title: [1, 5, 50, 9]\n",
            4,
            14,
            "box 'title' of 'front' reaches into the 3 mm safe zone",
            "move the box inwards",
        ),
        ("layouts:\n  front: {extends: fronts}\n", 2, 20, "'front' extends 'fronts', which is not", "did you mean"),
        ("layouts: [\n", 2, 1, "YAML error: did not find expected node content", "check the indentation"),
    ],
)
def test_a_broken_override_is_a_located_finding_and_its_cards_are_not_printed(
    folder, text, line, column, message, hint
):
    (folder / "eotn.layout.yaml").write_text(text, encoding="utf-8")
    result = validate_paths([folder])
    [finding] = result.findings
    assert finding.file.endswith("eotn.layout.yaml") and (finding.line, finding.column) == (line, column), finding
    assert message in finding.message and hint in finding.hint, finding
    assert finding.severity == "error" and result.clean("eotn", "clan") == []


@pytest.mark.parametrize("box, column", [("name", 13), ("text", 13), ("art", 12), ("band", 13)])
def test_removing_a_box_the_faces_draw_is_a_finding_at_its_line(folder, tmp_path_factory, box, column):
    (folder / "eotn.layout.yaml").write_text(f"layouts:\n  front:\n    boxes:\n      {box}: null\n")
    out = tmp_path_factory.mktemp("out")
    for command in (["validate", str(folder)], ["render", str(folder), "--out", str(out)]):
        result = CliRunner().invoke(cli, command)
        assert result.exit_code == 1 and isinstance(result.exception, SystemExit), result.output  # no traceback
        assert (
            f"eotn.layout.yaml:4:{column}: error[E-LAYOUT]: layout override: box '{box}' of 'front' cannot be "
            "removed: the faces draw it"
        ) in result.output
        assert "hint: give it other coordinates instead; boxes that may be null: conquer, corner, goods, number" in (
            result.output
        )
    assert not list(out.glob("*.pdf"))


@pytest.mark.parametrize("system", sorted(all_systems()))
def test_every_box_a_game_lets_an_override_remove_can_go(tmp_path, system):
    base = load(own_layouts(system))
    removable = set(yaml.safe_load(own_layouts(system).read_text(encoding="utf-8"))["removable"])
    removed = {name: {key: None for key in boxes if key in removable} for name, boxes in base.layouts.items()}
    assert any(removed.values())
    shutil.copytree(data_dir("cards") / system, tmp_path / system)
    override = {"layouts": {name: {"boxes": boxes} for name, boxes in removed.items() if boxes}}
    (tmp_path / system / f"{system}.layout.yaml").write_text(yaml.safe_dump(override), encoding="utf-8")
    result = validate_paths([tmp_path / system])
    assert result.findings == [] or {f.severity for f in result.findings} == {"warning"}
    w, h = CARD_SIZES["poker"]
    for v in result.documents:
        deck = printed(all_systems()[system], v.doc, v.content, "en")
        assert deck.items and all("|layout " in item.front.key for item in deck.items)
        for face in {face.name: face for item in deck.items for face in (item.front, item.back)}.values():
            painted(lambda canvas, face=face: face.draw(canvas, 0.0, 0.0, w, h, 0.0), w, h)


def test_render_and_validate_report_a_broken_override_and_exit_1(folder, tmp_path_factory):
    (folder / "eotn.layout.yaml").write_text("layouts:\n  front:\n    boxes:\n      titel: [5, 5, 50, 9]\n")
    out = tmp_path_factory.mktemp("out")
    for command in (["validate", str(folder)], ["render", str(folder), "--out", str(out)]):
        result = CliRunner().invoke(cli, command)
        assert result.exit_code == 1, result.output
        assert "eotn.layout.yaml:4:7: error[E-LAYOUT]" in result.output, result.output
    assert not list(out.glob("*.pdf"))


def test_an_override_file_is_not_read_as_a_card_file(folder):
    (folder / "eotn.layout.yaml").write_text(GOOD, encoding="utf-8")
    result = validate_paths([folder])
    assert result.files == 1 and result.findings == []


def test_the_example_in_the_printing_guide_is_a_valid_override(folder):
    guide = (data_dir("cards").parent / "docs" / "printing.md").read_text(encoding="utf-8")
    [example] = re.findall(r"```yaml\n(# cards/eotn\.layout\.yaml.*?)```", guide, re.S)
    (folder / "eotn.layout.yaml").write_text(example, encoding="utf-8")
    assert validate_paths([folder]).findings == []
    assert "|layout " in _deck(folder).items[0].front.key  # drawn with the override: its key names it
