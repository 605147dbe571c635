"""The validator reaches the renderer's text measure through the system's hook, without the PDF machinery."""

from __future__ import annotations

import json
import subprocess
import sys

from deckwright.loader import read_document
from deckwright.paths import data_dir
from deckwright.renderer.eotn import measure
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
