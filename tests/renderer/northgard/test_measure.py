"""The words of a Northgard front as the faces and the validator's overflow warning lay them out:
nothing below 6 pt, and a warning where something would need less."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from deckwright.model.northgard import card_from_data, clan_from_data, shipped, standard_ruleset
from deckwright.renderer.northgard import measure
from deckwright.renderer.northgard.layout import FACES, POINTS
from deckwright.renderer.northgard.measure import Owner, front_boxes, text_overflow, texts
from deckwright.systems import all_systems
from tests.renderer.eotn.test_measure import DRAWING, SCRIPT

W, H = FACES.reference
RULES = standard_ruleset()
SET = Owner({"en": "First Winter", "de": "Erster Winter"}, RULES)
KINDS = ("starting", "early", "advanced", "upgrade", "achievement", "unrest")


def card(kind: str = "advanced", name: str = "War Drums", sentences: int = 1):
    text = {"en": " ".join(["Recruit a unit and move it twice."] * sentences)}
    return card_from_data({"id": "drums", "name": {"en": name}, "do": [{"recruit": 1}], "text": text}, kind)


def laid(item, lang: str = "en", owner: str = "First Winter"):
    return texts(item, owner, RULES, lang, front_boxes(item, W, H), 1.0)


def test_the_hook_is_the_measure():
    assert all_systems()["northgard"].hook("text_overflow") is measure.text_overflow


def test_the_smallest_sizes_are_6_pt():
    assert (POINTS["min"], POINTS["label_min"], POINTS["band"], POINTS["footer"]) == (6, 6, 6, 6)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_band_fits_at_6_pt(lang):
    """'ADVANCED DEVELOPMENT' needs 31.6 mm at 6 pt, and printed at 5.75 pt in the old band (30.4 mm
    inside): the band is now 36 mm wide, centred on the card."""
    band = front_boxes(card(), W, H)["band"]
    assert (band.x, band.w, band.x + band.w / 2) == (13.5, 36, W / 2)
    for kind in KINDS:
        layout = laid(card(kind), lang)["band"]
        assert (layout.size_pt, layout.overflow) == (6, False), kind
    clan = laid(clan_from_data(shipped("clans/elk.yaml")), lang)["band"]
    assert (clan.size_pt, clan.overflow) == (6, False)


def test_advanced_development_fits_the_band_inside_its_ends():
    layout = laid(card("advanced"))["band"]
    assert (layout.text, layout.box_w_mm) == ("ADVANCED DEVELOPMENT", 34)  # 1 mm in from each end
    assert [round(line.width_mm, 2) for line in layout.lines] == [31.63]  # the old band had 30.44 inside


def test_a_shipped_card_fits_at_its_full_sizes():
    layouts = laid(card())
    assert {part: (layout.size_pt, layout.overflow) for part, layout in layouts.items()} == {
        "name": (9.5, False),
        "band": (6, False),
        "text": (8.5, False),
        "footer": (6, False),
    }


def test_the_clan_card_prints_clan_in_its_footer():
    layouts = laid(clan_from_data(shipped("clans/elk.yaml")), "de", owner="unused")
    assert (layouts["name"].text, layouts["band"].text, layouts["footer"].text) == (
        "Clan des Elchs",
        "CLANFÄHIGKEIT",
        "Clankarte",
    )


def test_the_warning_starts_where_the_text_would_go_below_6_pt():
    n = next(n for n in range(1, 100) if text_overflow(card(sentences=n), SET, "en"))
    last_fit, first_over = laid(card(sentences=n - 1))["text"], laid(card(sentences=n))["text"]
    assert not last_fit.overflow and 6 <= last_fit.size_pt < 6.5
    assert first_over.overflow and first_over.size_pt == 6
    assert text_overflow(card(sentences=n - 1), SET, "en") is None
    assert text_overflow(card(sentences=n), SET, "en") == (
        "the text of 'drums' (en) does not fit a 63x88 mm card even at 6 pt"
    )


def test_a_name_too_long_for_6_pt_is_named():
    long_name = "Grand" + "e" * 40 + " Hall"
    assert laid(card(name=long_name))["name"].size_pt == 6
    assert text_overflow(card(name=long_name), SET, "en") == (
        "the name of 'drums' (en) does not fit a 63x88 mm card even at 6 pt"
    )


def test_a_footer_too_long_for_6_pt_is_named_once_for_the_owner_not_with_each_card():
    owner = Owner({"en": "The " + "Very " * 30 + "Long Set", "de": "Der lange Satz"}, RULES)
    assert laid(card(), owner=owner.name["en"])["footer"].overflow
    assert text_overflow(card(name="Grand" + "e" * 40 + " Hall", sentences=60), owner, "en") == (
        "the name and text of 'drums' (en) do not fit a 63x88 mm card even at 6 pt"
    )
    assert text_overflow(card(), owner, "en") is None
    assert text_overflow(owner, owner, "en") == (
        f"'{owner.name['en']}' does not fit the footer of its cards (en) on a 63x88 mm card even at 6 pt"
    )
    assert text_overflow(owner, owner, "de") is None
    assert text_overflow(SET, SET, "en") is None


def test_validating_a_clan_loads_no_drawing_code(tmp_path):
    clan = shipped("clans/elk.yaml")
    clan["initial"]["name"]["en"] = "Grand " * 30 + "Hall"
    path = tmp_path / "elk.json"
    path.write_text(json.dumps(clan), encoding="utf-8")
    run = subprocess.run([sys.executable, "-c", SCRIPT, str(path)], capture_output=True, text=True, check=True)
    report = json.loads(run.stdout)
    assert "W-TEXT-OVERFLOW" in report["codes"]  # the measure did run ...
    drawing = (*DRAWING, "deckwright.renderer.northgard.cards", "deckwright.renderer.northgard.items")
    assert [m for m in report["on_validate"] if m.startswith(drawing)] == []  # ... and nothing that draws
