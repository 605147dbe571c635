"""Colour helpers of the faces (WCAG 2 contrast, the least shading that reaches a contrast) and the label band."""

from __future__ import annotations

import io
from unittest.mock import MagicMock

import pytest
from reportlab.lib.colors import HexColor
from reportlab.lib.units import mm as MM
from reportlab.pdfgen.canvas import Canvas

from deckwright.renderer.draw import Pen, band, contrast, mix, shade, shade_for
from deckwright.renderer.icons import INK, PAPER, to_color
from deckwright.renderer.text import label_layout
from deckwright.typeset.box import Box


def test_wcag_contrast_ratios():
    assert contrast("#000000", "#ffffff") == pytest.approx(21)
    assert contrast("#ffffff", "#000000") == pytest.approx(21)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)  # WCAG's own borderline grey
    assert contrast("#9c2a1f", "#9c2a1f") == 1


def test_shade_for_shades_as_little_as_it_must():
    ukaliq = "#3f7fb5"  # paper on it: about 4.1:1
    assert contrast(shade(ukaliq, 0.9), PAPER) < 4.5 <= contrast(shade(ukaliq, 0.85), PAPER)
    assert shade_for(ukaliq, (PAPER,), 4.5) == shade(ukaliq, 0.85)
    assert shade_for("#9c2a1f", (PAPER,), 4.5) == "#9c2a1f"  # Skarde red reads as it is
    assert shade_for("#808080", ("#808080",), 30) in ("#000000", "#ffffff")  # unreachable: the closest


def test_mix_moves_a_colour_towards_another():
    assert mix("#000000", "#ffffff", 0.5) == "#808080"
    assert mix("#2b2118", "#e6dcc2", 0.0) == "#2b2118" and mix("#2b2118", "#e6dcc2", 1.0) == "#e6dcc2"


def test_a_band_is_a_rounded_outlined_box_with_its_text_inside_its_ends():
    canvas = MagicMock()
    pen = Pen(canvas, 10, 20, 63, 88, 2.0)  # a face at (10, 20) mm, drawn at twice its size
    box = Box(5, 10, 40, 6)
    layout = label_layout("HARVEST", box.inset(2.0, 0), 9, 5, "en")
    band(pen, box, "#3f7fb5", layout, "#ffffff")
    (args, kwargs), *_ = canvas.roundRect.call_args_list
    assert args == pytest.approx((15 * MM, (20 + 88 - 16) * MM, 40 * MM, 6 * MM, 1.6 * MM))
    assert kwargs == {"stroke": 1, "fill": 1} and canvas.setLineWidth.call_args.args == pytest.approx((0.4 * MM,))
    colours = [call.args[0].hexval() for call in canvas.setFillColor.call_args_list]
    assert colours == ["0x3f7fb5", "0xffffff"]  # the fill, then the text's ink
    assert canvas.setStrokeColor.call_args.args[0].hexval() == HexColor(INK).hexval()
    words = [call.args for call in canvas.drawString.call_args_list]
    assert "".join(text for _, _, text in words) == "HARVEST"
    assert all(17 * MM <= x <= (15 + 38) * MM for x, _, _ in words)  # inside the band, 2 mm in from its ends


def test_lines_strokes_every_polyline_in_one_path_with_round_caps():
    canvas = Canvas(io.BytesIO(), invariant=1, pageCompression=0)
    pen = Pen(canvas, 10, 20, 63, 88, 1.0)  # the face's top edge is at 108 mm
    pen.lines([[(0, 0), (1, 2)], [(3, 4), (5, 6), (7, 8)]], "#ff0000", 0.5)
    # in points: x = (10 + x_mm) * 72 / 25.4, y = (108 - y_mm) * 72 / 25.4; one path, one stroke (S)
    assert " ".join(canvas._code) == (
        "q 1 0 0 RG 1.417323 w 1 J n 28.34646 306.1417 m 31.1811 300.4724 l "
        "36.85039 294.8031 m 42.51969 289.1339 l 48.18898 283.4646 l S Q"
    )


def test_a_colour_is_parsed_once():
    assert to_color("#3f7fb5") is to_color("#3f7fb5")
    assert to_color("#3f7fb5").hexval() == "0x3f7fb5"
