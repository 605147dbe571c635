"""The command group loads a command only when it runs: ``deckwright --help`` lists every command
from ``COMMANDS`` exactly as click lists the commands themselves, imports none of them, and
``deckwright validate`` loads no engine, report, spreadsheet or reference JSON Schema library."""

from __future__ import annotations

import json
import subprocess
import sys

import click
import pytest
from click.testing import CliRunner

from deckwright.cli import COMMANDS, cli
from deckwright.paths import data_dir
from deckwright.systems import all_systems

VESKA = data_dir("cards") / "eotn" / "clans" / "veska.yaml"


def loaded_after(*args: str) -> list[str]:
    """The modules a fresh ``deckwright ARGS`` process holds when it ends (its exit status is 0)."""
    script = (
        "import json, sys; from deckwright.cli import cli\n"
        "try:\n    cli.main(sys.argv[1:], prog_name='deckwright')\n"
        "except SystemExit as done:\n    assert not done.code, done.code\n"
        "print(json.dumps(sorted(sys.modules)), file=sys.stderr)"
    )
    done = subprocess.run([sys.executable, "-c", script, *args], capture_output=True, text=True, check=True)
    return json.loads(done.stderr.splitlines()[-1])


@pytest.mark.parametrize("width", [60, 80, 120])
def test_the_listing_is_clicks_own_for_the_commands_themselves(width):
    group = cli
    commands = {name: group.get_command(click.Context(group), name) for name in COMMANDS}
    eager = click.Group("deckwright", commands=commands)
    lazy, plain = click.HelpFormatter(width=width), click.HelpFormatter(width=width)
    group.format_commands(click.Context(group), lazy)
    eager.format_commands(click.Context(eager), plain)
    assert lazy.getvalue() == plain.getvalue()
    assert [command.name for command in commands.values()] == list(COMMANDS)


def test_help_imports_no_command():
    assert [name for name in loaded_after("--help") if name.startswith("deckwright")] == [
        "deckwright",
        "deckwright.cli",
        "deckwright.errors",
    ]


def test_validate_loads_no_engine_report_sheet_or_reference_schema_library():
    heavy = ("deckwright.engine", "deckwright.sheets", "rich", "jsonschema.", "referencing", "ruamel", "openpyxl")
    loaded = loaded_after("validate", str(VESKA))
    assert "deckwright.validator" in loaded and "jsonschema_rs" in loaded
    assert [name for name in loaded if name.startswith(heavy) or name == "jsonschema"] == []
    assert [name for name in loaded if name.startswith("deckwright.cli")] == [
        "deckwright.cli",
        "deckwright.cli.options",
        "deckwright.cli.output",
        "deckwright.cli.validate",
    ]


def test_an_unknown_command_is_refused_as_before():
    result = CliRunner().invoke(cli, ["valdate"])
    assert result.exit_code == 2
    assert "No such command 'valdate'." in result.output


def test_bots_and_languages_are_the_registrys():
    bots = sorted({bot for system in all_systems().values() for bot in system.bots})
    result = CliRunner().invoke(cli, ["check", str(VESKA), "--bot", "nobody"])
    assert result.exit_code == 2
    assert f"Invalid value for --bot: unknown bot 'nobody'; choose from: {', '.join(bots)}" in result.output
    languages = list(dict.fromkeys(lang for system in all_systems().values() for lang in system.languages))
    assert f"--lang [{'|'.join(languages)}]" in CliRunner().invoke(cli, ["render", "--help"]).output
