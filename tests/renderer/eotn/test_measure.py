"""The validator reaches the renderer's text measure through the system's hook, without the PDF machinery."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from deckwright.loader import read_document
from deckwright.model.eotn import clan_from_data, island_set_from_data
from deckwright.paths import data_dir
from deckwright.renderer.eotn import measure
from deckwright.renderer.eotn.layout import FACES, scale
from deckwright.systems import all_systems

# Validates one shipped clan whose card name is made too long to fit, in a fresh interpreter, and
# reports which modules were loaded by importing the validator and by validating.
SCRIPT = """
import json, sys
from pathlib import Path
loaded = lambda: sorted(m for m in sys.modules if m.startswith(("reportlab", "deckwright.renderer")))
from deckwright.validator import validate_paths
on_import = loaded()
path = Path(sys.argv[1])
result = validate_paths([path])
print(json.dumps({"on_import": on_import, "on_validate": loaded(),
                  "codes": sorted({f.code for f in result.findings})}))
"""
DRAWING = (
    "reportlab.pdfgen",
    "reportlab.graphics",
    "reportlab.platypus",
    "deckwright.renderer.draw",
    "deckwright.renderer.pdf",
    "deckwright.renderer.png",
    "deckwright.renderer.eotn.faces",
)


def test_the_hook_is_the_measure():
    assert all_systems()["eotn"].hook("text_overflow") is measure.text_overflow


@pytest.mark.slow
def test_validating_loads_font_metrics_but_no_drawing_code(tmp_path):
    clan = read_document(data_dir("cards") / "eotn" / "clans" / "skarde.yaml").data
    clan["deck"][0]["name"]["en"] = "Grand " * 30 + "Hall"
    path = tmp_path / "skarde.json"
    path.write_text(json.dumps(clan), encoding="utf-8")
    run = subprocess.run([sys.executable, "-c", SCRIPT, str(path)], capture_output=True, text=True, check=True)
    report = json.loads(run.stdout)
    assert report["on_import"] == []
    assert "W-TEXT-OVERFLOW" in report["codes"]  # the measure did run ...
    assert "reportlab.pdfbase.pdfmetrics" in report["on_validate"]  # ... with the font metrics ...
    assert [m for m in report["on_validate"] if m.startswith(DRAWING)] == []  # ... and nothing that draws


def _owners():
    cards = data_dir("cards") / "eotn"
    for path in sorted((cards / "clans").glob("*.yaml")):
        yield clan_from_data(read_document(path).data)
    for path in sorted((cards / "islands").glob("*.yaml")):
        yield island_set_from_data(read_document(path).data)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_shipped_card_breaks_a_number_from_its_icon(lang):
    """Every shipped card's ability text as laid out for print: no line ends in a number or a slash
    whose icon or neighbour starts the next line (35 cards broke so before issue 13)."""
    w, h = FACES.reference
    checked = 0
    for owner in _owners():
        clan = owner if hasattr(owner, "types") else None
        for card in (*owner.basic_fields, *owner.deck) if clan else owner.islands:
            if not measure.has_text(card):
                continue
            layout = measure.ability_layout(card, clan, lang, measure.card_boxes(card, w, h), scale(w, h))
            for line, following in zip(layout.lines, layout.lines[1:]):
                last, first = line.items[-1], following.items[0]
                if first.icon:
                    assert not (last.text or "").strip().rstrip("+-−x×").isdigit(), (card.id, layout.text)
                assert not (last.text or "").endswith("/") and not (first.text or "").startswith("/"), card.id
            checked += 1
    assert checked >= 90  # the shipped cards with ability text
