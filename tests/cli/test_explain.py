"""`deckwright explain CODE` prints a finding code's entry of the registry; `--list` prints them all."""

from __future__ import annotations

from click.testing import CliRunner

from deckwright.cli import cli
from deckwright.codes import table


def run(*args: str):
    return CliRunner().invoke(cli, ["explain", *args])


def test_a_code_prints_its_severity_system_summary_fix_and_docs():
    result = run("E-NG-DUPLICATE-ID")
    assert (result.exit_code, result.output) == (
        0,
        "E-NG-DUPLICATE-ID (error, northgard)\n"
        "a card id used twice in a clan, or a card with the clan's own id\n"
        "\n"
        "how to fix: give each clan card its own id\n"
        "docs: docs/northgard.md#7-finding-codes\n",
    )


def test_a_code_is_found_whatever_its_case_and_surrounding_spaces():
    assert run(" w-kb-too-few ").output == run("W-KB-TOO-FEW").output
    assert run("W-KB-TOO-FEW").output.splitlines()[0] == "W-KB-TOO-FEW (warning, kb)"


def test_an_unknown_code_is_a_usage_error_naming_the_closest_codes():
    result = run("E-DECK-SIZ")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        "Error: Invalid value for CODE: unknown finding code 'E-DECK-SIZ'; "
        "did you mean E-DECK-SIZE, E-IS-DECK-SIZE, E-IS-DECK-SHAPE?"
    )


def test_a_code_like_no_other_points_at_the_list():
    result = run("nonsense")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        "Error: Invalid value for CODE: unknown finding code 'NONSENSE'; deckwright explain --list prints every code"
    )


def test_the_list_has_one_line_per_code_in_the_tables_order():
    result = run("--list")
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert [line.split()[0] for line in lines] == list(table())
    assert lines[0].split(None, 3) == [
        "E-IO",
        "error",
        "shared",
        "the file or folder does not exist or cannot be read (exit status 2)",
    ]


def test_neither_or_both_of_a_code_and_the_list_is_a_usage_error():
    for args in ((), ("--list", "E-IO")):
        result = run(*args)
        assert (result.exit_code, result.output.splitlines()[-1]) == (2, "Error: give one finding CODE, or --list")
