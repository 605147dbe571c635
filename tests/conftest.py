"""Fixtures shared by tests of several stages."""

import json
from pathlib import Path

import pytest

from deckwright.loader import read_document
from deckwright.paths import data_dir


@pytest.fixture
def clan_file(tmp_path) -> Path:
    """A copy of a shipped clan, as JSON, that a test may edit."""
    source = min((data_dir("cards") / "eotn" / "clans").glob("*.yaml"))
    path = tmp_path / "cards" / "clan.json"
    path.parent.mkdir()
    path.write_text(json.dumps(read_document(source, str(source)).data), encoding="utf-8")
    return path


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, config: pytest.Config) -> None:
    """The order's seed, last, even in quiet mode: ``--randomly-seed=N`` runs the same order again."""
    if config.pluginmanager.hasplugin("randomly") and config.getoption("randomly_reorganize"):
        terminalreporter.write_line(f"tests ran in random order: --randomly-seed={config.getoption('randomly_seed')}")
