"""Fixtures of the face tests: a small clan and island set that use every card kind and keyword."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deckwright.loader import read_document
from deckwright.model.eotn import clan_from_data, island_set_from_data
from deckwright.paths import data_dir

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(scope="session")
def clan():
    return clan_from_data(read_document(FIXTURES / "clan.yaml").data)


@pytest.fixture(scope="session")
def islands():
    return island_set_from_data(read_document(FIXTURES / "islands.yaml").data)


@pytest.fixture(scope="session")
def effects_schema() -> dict:
    return json.loads((data_dir("schema") / "eotn" / "effects.schema.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def clan_schema() -> dict:
    return json.loads((data_dir("schema") / "eotn" / "clan.schema.json").read_text(encoding="utf-8"))
