"""The ``mutant`` fixture for validator tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.validator.helpers import Mutant


@pytest.fixture
def mutant(tmp_path: Path) -> Mutant:
    return Mutant(tmp_path)
