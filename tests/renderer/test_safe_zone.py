"""The safe zone: every face keeps its frames, text and icons at least ``SAFE_ZONE`` mm inside the
cut line, so a crooked cut or a 1 mm duplex shift never cuts into them; only background and art
reach the bleed. Checked on the layout boxes of every layout file at every card size, and on what
every shipped face (every card kind and back of every system, English and German) really paints."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from deckwright.loader import LoadError
from deckwright.paths import data_dir
from deckwright.renderer.draw import Pen
from deckwright.renderer.sheets import CARD_SIZES, SAFE_ZONE
from deckwright.systems import all_systems
from deckwright.typeset.box import Box
from deckwright.typeset.layouts import load
from deckwright.validator import Result, validate_paths
from tests.renderer.pdfobjects import painted

RENDERER = Path(__file__).resolve().parents[2] / "src" / "deckwright" / "renderer"
LAYOUT_FILES = sorted(RENDERER.glob("*/layout.yaml"))
CUT_ALONG_OUTLINE = {("kb", "tile")}  # a hex tile: no card corners, it keeps no safe zone
BLEED = 2.0


def _inside(box: Box, w: float, h: float) -> bool:
    eps = 1e-9
    m = SAFE_ZONE - eps
    return box.x >= m and box.y >= m and box.right <= w - m and box.bottom <= h - m


def test_there_are_layout_files():
    assert {path.parent.name for path in LAYOUT_FILES} >= {"eotn", "kb", "northgard"}


@pytest.mark.parametrize("path", LAYOUT_FILES, ids=lambda p: p.parent.name)
@pytest.mark.parametrize("size", sorted(CARD_SIZES))
def test_every_box_lies_inside_the_safe_zone_at_every_card_size(path, size):
    faces, (w, h) = load(path), CARD_SIZES[size]
    assert faces.margin == SAFE_ZONE
    for name in faces.layouts:
        if (path.parent.name, name) in CUT_ALONG_OUTLINE:
            assert faces.safe[name] == 0
            continue
        assert faces.safe[name] == SAFE_ZONE, name
        outside = {key: box for key, box in faces.boxes([name], w, h).items() if not _inside(box, w, h)}
        assert outside == {}, name


def test_a_box_in_the_safe_zone_is_refused_where_it_is_written(tmp_path):
    path = tmp_path / "layout.yaml"
    path.write_text(
        "reference: [63, 88]\nsafe: 3\nlayouts:\n  front:\n    boxes:\n      title: [2.5, 4, 50, 9]\n",
        encoding="utf-8",
    )
    with pytest.raises(LoadError) as caught:
        load(path)
    finding = caught.value.finding
    assert (finding.code, finding.line, finding.column) == ("E-LAYOUT", 6, 14)
    assert "box 'title' of 'front' reaches into the 3 mm safe zone of the 63 x 88 mm card" in finding.message
    assert "move the box inwards" in finding.hint


def test_the_safe_zone_keeps_its_millimetres_on_a_smaller_card(tmp_path):
    """The area inside the safe zone scales, not the card: a box at the zone's edge stays there."""
    path = tmp_path / "layout.yaml"
    path.write_text(
        "reference: [63, 88]\nsafe: 3\nlayouts:\n  front: {boxes: {a: [3, 3, 57, 82], b: [33, 45, 3, 2]}}\n",
        encoding="utf-8",
    )
    faces = load(path)
    assert faces.scale(41, 63) == pytest.approx(35 / 57)  # (41 - 6) / (63 - 6), the narrower side
    boxes = faces.boxes(["front"], 41, 63)
    assert (boxes["a"].x, boxes["a"].y, boxes["a"].right) == pytest.approx((3, 3, 38))
    assert (boxes["b"].x, boxes["b"].y, boxes["b"].w) == pytest.approx(
        (3 + 30 * 35 / 57, 3 + 42 * 35 / 57, 3 * 35 / 57)
    )


@cache
def _shipped() -> Result:
    return validate_paths([data_dir("cards")])


def _shipped_faces(lang: str):
    """(system, face) for every distinct face of the shipped content printed at the run's card size."""
    result = _shipped()
    for name, system in all_systems().items():
        hook = system.hook("render_items")
        for content in system.schemas if hook else ():
            for doc in result.clean(name, content):
                faces = {}
                for item in hook(doc, content, lang).items:
                    if item.shape is None:
                        faces.setdefault(item.front.name, item.front)
                        faces.setdefault(item.back.name, item.back)
                yield from ((name, face) for face in faces.values())


def _outside(face, w: float, h: float) -> list:
    found = painted(lambda canvas: face.draw(canvas, 0.0, 0.0, w, h, BLEED), w, h)
    return [
        p
        for p in found
        if not p.background and not _inside(Box(p.left, p.top, p.right - p.left, p.bottom - p.top), w, h)
    ]


@pytest.mark.slow
@pytest.mark.parametrize("size", ["poker", "mini-american"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_shipped_face_paints_only_background_outside_the_safe_zone(lang, size):
    w, h = CARD_SIZES[size]
    faces = list(_shipped_faces(lang))
    assert {system for system, _ in faces} >= {"eotn", "kb", "northgard"}
    outside = {face.name: _outside(face, w, h) for _, face in faces}
    assert {name: found for name, found in outside.items() if found} == {}


def test_the_check_sees_a_line_in_the_safe_zone_and_lets_background_pass():
    def draw(canvas):
        pen = Pen(canvas, 0, 0, 63, 88, 1.0)
        with pen.background():
            pen.rect(Box(-BLEED, -BLEED, 63 + 2 * BLEED, 88 + 2 * BLEED), "#336699")
        pen.rect(Box(3.4, 3.4, 56.2, 81.2), None, "#000000", 1.0)  # its line reaches 2.9 mm from the cut
        pen.rect(Box(10, 10, 20, 20), "#ffffff", "#000000", 1.0)

    found = painted(draw, 63, 88)
    assert [(p.kind, p.background) for p in found] == [("path", True), ("path", False), ("path", False)]
    frame = found[1]
    assert (frame.left, frame.top, frame.right, frame.bottom) == pytest.approx((2.9, 2.9, 60.1, 85.1), abs=1e-3)
    assert [_inside(Box(p.left, p.top, p.right - p.left, p.bottom - p.top), 63, 88) for p in found[1:]] == [
        False,
        True,
    ]
