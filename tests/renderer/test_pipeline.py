"""The render pipeline's settings: a print service's card and bleed unless given, and settings
that cannot print refused before any file is read."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.renderer.pipeline import RenderRun, Unusable, prepare


def test_a_service_without_a_profile_takes_its_card_and_bleed_and_prints_images(tmp_path):
    prepared = prepare(RenderRun((tmp_path,), out=tmp_path / "out", service="mpc"))
    assert (prepared.sheet.card, prepared.sheet.bleed) == ((63.5, 88.9), 3.175)
    settings = prepared.settings
    assert (settings.pdf, settings.png, settings.order, settings.pdfx) == (False, True, True, None)
    assert prepared.folder.root == (tmp_path / "out").absolute()


def test_a_card_and_bleed_given_win_over_the_services():
    prepared = prepare(RenderRun((Path("cards"),), card=(70.0, 120.0), bleed=0.0, service="mpc"))
    assert (prepared.sheet.card, prepared.sheet.bleed) == ((70.0, 120.0), 0.0)


def test_without_a_service_a_poker_card_without_bleed_prints_to_pdf():
    prepared = prepare(RenderRun((Path("cards"),)))
    assert (prepared.sheet.card, prepared.sheet.bleed, prepared.settings.pdf, prepared.settings.png) == (
        (63.0, 88.0),
        0.0,
        True,
        False,
    )


def test_a_card_larger_than_its_paper_is_unusable():
    with pytest.raises(Unusable) as refused:
        prepare(RenderRun((Path("cards"),), card=(300.0, 400.0)))
    assert refused.value.message == "a 300x400 mm card with 0 mm bleed does not fit on 210x297 mm paper"
