"""The icon set covers every good, action and clan type icon, and each icon is its own drawing."""

from __future__ import annotations

import io

import pytest
from reportlab.pdfgen.canvas import Canvas

import deckwright.renderer.eotn  # noqa: F401  (registers its icons)
from deckwright.renderer.icons import ICONS


def _names(effects_schema, clan_schema) -> set[str]:
    defs = effects_schema["$defs"]
    types = clan_schema["properties"]["types"]["items"]["properties"]["icon"]["enum"]
    return {*defs["good"]["enum"], *defs["action"]["enum"], *types}


def test_every_schema_icon_is_drawn(effects_schema, clan_schema):
    missing = _names(effects_schema, clan_schema) - set(ICONS)
    assert not missing


def _stream(name: str, x: float = 10, y: float = 20, size: float = 30) -> bytes:
    buffer = io.BytesIO()
    canvas = Canvas(buffer)
    canvas.setPageCompression(0)
    ICONS[name](canvas, x, y, size)
    return canvas.getpdfdata()


def test_icons_are_distinct_drawings():
    streams = {name: _stream(name) for name in ICONS}
    bodies = {}
    for name, data in streams.items():
        body = data[data.index(b"stream") : data.index(b"endstream")]
        assert body not in bodies, f"{name} draws the same as {bodies.get(body)}"
        bodies[body] = name


def _unit_points(data: bytes) -> list[tuple[float, float]]:
    """The path points of a drawing, in its unit box (operands of m, l, c and re)."""
    tokens = data[data.index(b"cm", data.index(b"q\n")) + 2 : data.index(b"endstream")].split()
    points, operands = [], []
    for token in tokens:
        try:
            operands.append(float(token))
            continue
        except ValueError:
            pass
        if token in (b"m", b"l", b"c"):
            points += list(zip(operands[0::2], operands[1::2]))
        elif token == b"re":
            x, y, w, h = operands
            points += [(x, y), (x + w, y + h)]
        operands = []
    return points


def test_icon_is_placed_and_scaled_by_its_box():
    assert b"30 0 0 30 10 20 cm" in _stream("wood", 10, 20, 30)


@pytest.mark.parametrize("name", sorted(ICONS))
def test_icon_stays_in_its_unit_box(name):
    points = _unit_points(_stream(name))
    assert points
    assert all(-0.001 <= v <= 1.001 for point in points for v in point), name
