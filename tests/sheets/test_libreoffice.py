"""Every shipped card file, exported to CSV, opened and re-saved by LibreOffice Calc with ';' as
the delimiter (its booleans become TRUE/FALSE, every text is quoted), imports back to the same data."""

import re
import shutil
import subprocess

import pytest

from deckwright import yaml12
from deckwright.loader import discover, read_document
from deckwright.paths import data_dir
from deckwright.sheets.convert import export_file, import_sheet

SOFFICE = shutil.which("soffice")
pytestmark = pytest.mark.skipif(
    SOFFICE is None, reason="LibreOffice is not installed (tools/system-packages.sh installs libreoffice-calc-nogui)"
)
SEMICOLON = "csv:Text - txt - csv (StarCalc):59,34,76,1"  # ';', '"', UTF-8, from line 1


@pytest.mark.slow
def test_every_shipped_file_survives_a_libreoffice_round_trip(tmp_path):
    cards = data_dir("cards")
    shipped = {
        path.relative_to(cards).with_suffix("").as_posix().replace("/", "__"): path for path, _ in discover([cards])[0]
    }
    (tmp_path / "out").mkdir()
    for name, path in shipped.items():
        assert export_file(path, str(path), tmp_path / f"{name}.csv") is None
    subprocess.run(
        [SOFFICE, f"-env:UserInstallation=file://{tmp_path}/profile", "--headless", "--infilter=CSV:44,34,76,1"]
        + [
            "--convert-to",
            SEMICOLON,
            "--outdir",
            str(tmp_path / "out"),
            *(str(tmp_path / f"{n}.csv") for n in shipped),
        ],
        check=True,
        capture_output=True,
        timeout=120,
    )
    resaved = {name: tmp_path / "out" / f"{name}.csv" for name in shipped}
    boolean = re.compile(r"(?:^|;)(?:TRUE|FALSE)(?:;|$)", re.MULTILINE)  # an unquoted boolean cell
    assert sum(bool(boolean.search(path.read_text("utf-8"))) for path in resaved.values()) == 6
    for name, path in shipped.items():
        outcome = import_sheet(resaved[name], name, tmp_path / "back" / f"{name}.yaml")
        assert outcome.findings == [], name
        assert yaml12.load(outcome.written[0].read_text("utf-8")) == read_document(path).data, name
