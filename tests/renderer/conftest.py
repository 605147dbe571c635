"""Fixtures of the renderer's tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckwright.renderer.pdfx import ProfileMissing, find_profile


@pytest.fixture(scope="module")
def profile() -> Path:
    """The CMYK output profile of the print-service tests; they are skipped where none is installed."""
    try:
        return find_profile()
    except ProfileMissing as exc:
        pytest.skip(f"no CMYK ICC profile installed ({exc}); .ci/run installs Ghostscript, which ships one")
