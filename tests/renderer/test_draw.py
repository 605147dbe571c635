"""Colour helpers of the faces: WCAG 2 contrast, and the least shading that reaches a contrast."""

from __future__ import annotations

import pytest

from deckwright.renderer.draw import contrast, mix, shade, shade_for
from deckwright.renderer.icons import PAPER


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
