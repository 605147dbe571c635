"""Face layouts as data: the loader (extends, scaling, errors) and the Empires of the North file."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from deckwright.loader import LoadError
from deckwright.renderer import renderer_version, source_digest
from deckwright.renderer.eotn.layout import FACES, LAYOUT_FILE, back_boxes, front_boxes
from deckwright.typeset.box import Box
from deckwright.typeset.layouts import load

TOY = """\
reference: [10, 20]
style: {points: {text: 8}}
layouts:
  base:
    boxes:
      a: [1, 2, 3, 4]
      b: {at: [1, 1, 8, 2], grow: [0, 1, 0, 0]}
      c: {at: [0, 18, 10, 2], grow: [0.5, 0.5, 1, 1]}
  mixin:
    boxes: {a: null, d: [0, 0, 1, 1]}
  child:
    extends: [base, mixin]
    boxes:
      b: [2, 2, 2, 2]
"""


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "layout.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_extends_applies_parents_in_order_and_null_removes_a_box(tmp_path):
    layouts = load(_write(tmp_path, TOY))
    assert layouts.style == {"points": {"text": 8}}
    assert layouts.boxes(["child"], 10, 20) == {"b": Box(2, 2, 2, 2), "c": Box(0, 18, 10, 2), "d": Box(0, 0, 1, 1)}
    assert set(layouts.boxes(["base"], 10, 20)) == {"a", "b", "c"}
    assert set(layouts.boxes(["base", "mixin"], 10, 20)) == {"b", "c", "d"}  # a partial layout added at use


def test_boxes_scale_and_the_spare_length_goes_where_grow_says(tmp_path):
    layouts = load(_write(tmp_path, TOY))
    assert layouts.boxes(["base"], 20, 40) == {"a": Box(2, 4, 6, 8), "b": Box(2, 2, 16, 4), "c": Box(0, 36, 20, 4)}
    wide = layouts.boxes(["base"], 20, 20)  # s = 1, 10 mm spare width
    assert wide == {"a": Box(1, 2, 3, 4), "b": Box(1, 1, 18, 2), "c": Box(5, 18, 10, 2)}
    tall = layouts.boxes(["base"], 10, 40)  # s = 1, 20 mm spare height
    assert tall == {"a": Box(1, 2, 3, 4), "b": Box(1, 1, 8, 2), "c": Box(0, 38, 10, 2)}


@pytest.mark.parametrize(
    "text, line, column, words",
    [
        (TOY.replace("a: [1, 2, 3, 4]", "a: [1, 2, 3]"), 6, 10, "[1, 2, 3] is too short"),
        (TOY.replace("grow: [0, 1, 0, 0]", "grwo: [0, 1, 0, 0]"), 7, 10, "('grwo' was unexpected)"),
        (
            TOY.replace("extends: [base, mixin]", "extends: [base, mixn]"),
            12,
            21,
            "'child' extends 'mixn', which is not",
        ),
        (TOY.replace("  mixin:\n", "  mixin:\n    extends: child\n"), 13, 21, "circle: mixin -> child -> mixin"),
        (TOY.replace("style:", "stlye:"), 1, 1, "'stlye' was unexpected"),
    ],
)
def test_a_broken_layout_file_names_the_place_and_the_problem(tmp_path, text, line, column, words):
    with pytest.raises(LoadError) as caught:
        load(_write(tmp_path, text))
    finding = caught.value.finding
    assert finding.code == "E-LAYOUT" and words in finding.message, finding.message
    assert (finding.file.endswith("layout.yaml"), finding.line, finding.column) == (True, line, column)
    assert finding.hint


def test_the_eotn_reference_card_has_the_files_numbers():
    assert FACES.reference == (63, 88)
    assert FACES.margin == 3
    boxes = front_boxes("island", 63, 88)
    assert boxes["conquer"] == Box(6.22, 57.19, 11.28, 21.41) and boxes["title"] == Box(14.77, 4.9, 43.33, 8.53)
    plain = front_boxes("location", 63, 88, has_corner=False)
    assert "corner" not in plain and plain["title"] == Box(4.9, 4.9, 53.2, 8.53)
    assert front_boxes("basic_field", 63, 88, has_text=False)["goods"] == Box(6.59, 57.95, 49.82, 19.89)


def test_a_tarot_card_gives_its_extra_height_to_the_art_only():
    s = (70 - 6) / (63 - 6)  # the area inside the 3 mm safe zone scales
    extra = 120 - 6 - (88 - 6) * s
    poker, tarot = front_boxes("location", 63, 88), front_boxes("location", 70, 120)
    assert tarot["art"].h == pytest.approx(poker["art"].h * s + extra)
    assert tarot["footer"].y == pytest.approx(3 + (poker["footer"].y - 3) * s + extra)
    title = tarot["title"]
    assert (title.x, title.y, title.w, title.h) == pytest.approx((3 + 11.77 * s, 3 + 1.9 * s, 43.33 * s, 8.53 * s))
    medallion = back_boxes(70, 120)["medallion"]  # centred across, 4 mm (scaled) above the middle
    assert (medallion.x + medallion.w / 2, medallion.y + medallion.h / 2, medallion.w) == pytest.approx(
        (35, 60 - 4 * s, 30 * s)
    )


def test_the_layout_file_is_part_of_the_render_cache_version(tmp_path):
    root = tmp_path / "renderer"
    shutil.copytree(LAYOUT_FILE.parent.parent, root, ignore=shutil.ignore_patterns("__pycache__"))
    assert source_digest(root) == renderer_version()
    copy = root / LAYOUT_FILE.relative_to(LAYOUT_FILE.parent.parent)
    copy.write_text(copy.read_text(encoding="utf-8").replace("name: 9.5", "name: 9.0"), encoding="utf-8")
    assert source_digest(root) != renderer_version()
