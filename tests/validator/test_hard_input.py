"""Hostile input (issue 7, input side): each class of failure gives a located finding, never a crash."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner
from ruamel.yaml import YAML

from deckwright.cli import cli
from deckwright.loader import MAX_DEPTH, is_card_file
from deckwright.validator import validate_paths
from tests.validator.helpers import FIXTURES, codes, only

FIXTURE_TEXT = (FIXTURES / "valid-clan.yaml").read_text("utf-8")
FIXTURE = YAML(typ="safe").load(FIXTURE_TEXT)


def run(*args: str):
    result = CliRunner().invoke(cli, ["validate", *args])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, "utf-8")
    return path


# --- 1. what is read: links out of the folder, FIFOs and devices, deckwright's own outputs ---------


def test_link_out_of_the_validated_folder_is_refused(tmp_path):
    outside = write(tmp_path / "elsewhere", "secret.yaml", FIXTURE_TEXT)
    content = tmp_path / "cards"
    write(content, "clan.yaml", FIXTURE_TEXT)
    (content / "stolen.yaml").symlink_to(outside)
    result = validate_paths([content])
    assert result.files == 1
    finding = only(result, "E-OUTSIDE")
    assert finding.file == str(content / "stolen.yaml")
    assert finding.message == f"the file is a link to {outside}, outside the folder {content}"
    assert run(str(content)).exit_code == 2


def test_link_inside_the_folder_is_read_once(tmp_path):
    write(tmp_path, "clan.yaml", FIXTURE_TEXT)
    (tmp_path / "alias.yaml").symlink_to(tmp_path / "clan.yaml")
    result = validate_paths([tmp_path, tmp_path / "clan.yaml"])
    assert (result.files, result.findings) == (1, [])


def test_fifo_in_a_folder_is_refused_without_opening_it(tmp_path):
    os.mkfifo(tmp_path / "pipe.yaml")  # opening it for reading would block: the test would hang
    result = validate_paths([tmp_path])
    finding = only(result, "E-NOT-A-FILE")
    assert finding.file == str(tmp_path / "pipe.yaml")
    assert finding.message == "this is a named pipe (FIFO), not a card file"
    assert run(str(tmp_path)).exit_code == 2


def test_device_is_refused():
    result = run("--format", "json", "/dev/zero")
    assert result.exit_code == 2
    [finding] = json.loads(result.output)
    assert (finding["code"], finding["message"]) == ("E-NOT-A-FILE", "this is a character device, not a card file")


def test_derived_files_are_not_read_as_cards(tmp_path):
    write(tmp_path, "clan.yaml", FIXTURE_TEXT)
    for junk in ("clan-tts.json", "eotn/clan.schema.json", ".deckwright-cache/manifest.json", "out/.clan.part.json"):
        write(tmp_path, junk, "{not card data")
    result = validate_paths([tmp_path])
    assert (result.files, result.findings) == (1, [])


@pytest.mark.parametrize(
    "relative, expected",
    [
        ("clan.yaml", True),
        ("clan.YML", True),
        ("clan.json", True),
        ("sub/clan.json", True),
        ("clan-tts.json", False),
        ("clan.schema.json", False),
        (".deckwright-cache/manifest.json", False),
        (".hidden.yaml", False),
        ("notes.txt", False),
        ("tts.json", True),
    ],
)
def test_card_file_predicate(tmp_path, relative, expected):
    assert is_card_file(tmp_path / relative, tmp_path) is expected


# --- 2. output that cannot be forged -----------------------------------------------------------------


def test_github_format_escapes_commands_and_properties(tmp_path):
    path = write(tmp_path, "a,b:c%.yaml", 'system: eotn\ncontent: clan\n"x\\n::add-mask::secret": 1\n')
    result = run("--format", "github", str(path))
    lines = result.output.splitlines()
    assert all(line.startswith("::error file=") for line in lines)
    escaped_file = str(path).replace("%", "%25").replace(":", "%3A").replace(",", "%2C")
    unknown = next(line for line in lines if "E-UNKNOWN-KEY" in line)
    assert unknown.startswith(
        f"::error file={escaped_file},line=3,col=1,title=E-UNKNOWN-KEY::"
        "unknown key 'x%0A::add-mask::secret' in the document (hint: "
    )


def test_text_format_escapes_control_characters(tmp_path):
    path = write(tmp_path, "clan.yaml", 'system: eotn\ncontent: clan\n"\\e[2J\\e[31mred\\u202e": 1\n')
    result = run(str(path))
    assert "\x1b" not in result.output and "\u202e" not in result.output
    assert (
        f"{path}:3:1: error[E-UNKNOWN-KEY]: unknown key '\\x1b[2J\\x1b[31mred\\u202e' in the document"
        in result.output.splitlines()
    )


def test_file_name_that_is_not_utf8_is_printed_escaped(tmp_path):
    (Path(os.fsdecode(bytes(tmp_path) + b"/bad\xff.yaml"))).write_text("system: eotn\n", "utf-8")
    text = run(str(tmp_path)).output
    assert f"{tmp_path}/bad\\xff.yaml:1:1: error[E-CONTENT]" in text
    result = run("--format", "json", str(tmp_path))
    assert result.output.isascii()
    [finding] = json.loads(result.output)
    assert finding["file"] == f"{tmp_path}/bad\\xff.yaml"


def test_json_output_is_ascii_and_keeps_the_text(tmp_path):
    path = write(tmp_path, "clan.yaml", "system: eotn\ncontent: clän\n")
    result = run("--format", "json", str(path))
    assert result.output.isascii()
    assert json.loads(result.output)[0]["message"] == "unknown content 'clän'"


# --- 3. nesting of any depth -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name, text, line, column",
    [
        ("brackets.yaml", "[" * 40_000, 1, MAX_DEPTH + 1),
        ("brackets.json", "[" * 40_000, 1, MAX_DEPTH + 1),
        ("mappings.yaml", "{a: " * 30_000 + "1" + "}" * 30_000, 1, 4 * MAX_DEPTH + 1),
        ("objects.json", '{"a": ' * 30_000 + "1" + "}" * 30_000, 1, 6 * MAX_DEPTH + 1),
        (
            "block.yaml",
            "".join(" " * i + f"k{i}:\n" for i in range(300)) + " " * 300 + "x: 1\n",
            MAX_DEPTH + 1,
            MAX_DEPTH + 1,
        ),
        ("sequences.yaml", "- " * 5000 + "x\n", 1, 2 * MAX_DEPTH + 1),
        ("strings.json", '["[[[[", ' * 70 + "1" + "]" * 70, 1, 9 * MAX_DEPTH + 1),
    ],
)
def test_deep_nesting_is_a_finding_where_the_limit_is_crossed(tmp_path, name, text, line, column):
    path = write(tmp_path, name, text)
    result = run("--format", "json", str(path))
    assert result.exit_code == 1
    [finding] = json.loads(result.output)
    assert (finding["code"], finding["line"], finding["column"]) == ("E-TOO-DEEP", line, column)
    assert finding["message"] == "lists and mappings nest more than 64 levels deep here"


def _nested_choose(levels: int) -> list[dict]:
    step: dict = {"gain": {"vp": 1}}
    for _ in range(levels):
        step = {"choose": [[step], [{"gain": {"wood": 1}}]]}
    return [step]


def _clan_with_chooses(levels: int) -> dict:
    data = json.loads(json.dumps(FIXTURE))
    data["deck"][0]["abilities"] = [{"building_bonus": _nested_choose(levels)}]
    return data


def test_schema_valid_clan_with_80_nested_choices_is_too_deep(tmp_path):
    text = json.dumps(_clan_with_chooses(80), indent=1)
    path = write(tmp_path, "clan.json", text)
    finding = only(validate_paths([path]), "E-TOO-DEEP")
    line = text.splitlines()[finding.line - 1]
    assert line[finding.column - 1] in "[{"
    # the limit is crossed at the 65th unclosed bracket of the file
    before = text[: sum(len(x) + 1 for x in text.splitlines()[: finding.line - 1]) + finding.column - 1]
    assert before.count("[") + before.count("{") - before.count("]") - before.count("}") == MAX_DEPTH


def test_choices_nested_up_to_the_limit_validate(tmp_path):
    """A building bonus step is 7 levels deep, each choice adds 3, its gain 1: 18 choices are 62 levels."""
    path = write(tmp_path, "clan.json", json.dumps(_clan_with_chooses(18)))
    assert "E-TOO-DEEP" not in codes(validate_paths([path]))  # every later walk (schema, rules, text) takes it
    path = write(tmp_path, "clan.json", json.dumps(_clan_with_chooses(19)))
    assert codes(validate_paths([path])) == ["E-TOO-DEEP"]


def test_aliases_that_nest_too_deep_are_a_finding(tmp_path):
    chain = ["l0: &x0 [1]"] + [f"l{i}: &x{i} " + "[" * 20 + f"*x{i - 1}" + "]" * 20 for i in range(1, 5)]
    path = write(tmp_path, "aliases.yaml", "\n".join(chain) + "\n")
    finding = only(validate_paths([path]), "E-TOO-DEEP")
    assert (finding.line, finding.column) == (1, 1)
    assert finding.message == "YAML aliases (*name) nest the data more than 64 levels deep"


def test_an_alias_inside_its_own_anchor_is_a_finding(tmp_path):
    path = write(tmp_path, "loop.yaml", "system: eotn\nloop: &a [*a]\n")
    assert codes(validate_paths([path])) == ["E-TOO-DEEP"]


# --- 4. values the schema lets through but no stage expects ------------------------------------------


@pytest.mark.parametrize(
    "old, new, code, needle, message, hint",
    [
        (
            "copies: 3\n    cost: {wood: 1, stone: 1}",
            "copies: 2.0\n    cost: {wood: 1, stone: 1}",
            "E-NUMBER",
            "2.0",
            "2.0 is a whole number written as a decimal",
            "write 2",
        ),
        (
            "{wood: 1, stone: 1}",
            "{wood: 1.0, stone: 1}",
            "E-NUMBER",
            "1.0",
            "1.0 is a whole number written as a decimal",
            "write 1",
        ),
        (
            "difficulty: 2",
            "difficulty: !!float 2",
            "E-NUMBER",
            "!!float",
            "2.0 is a whole number written as a decimal",
            "write 2",
        ),
        (
            "difficulty: 2",
            "difficulty: 2.5",
            "E-NUMBER",
            "2.5",
            "2.5 is not a whole number",
            "card numbers are whole numbers; put text in quotes",
        ),
        (
            "difficulty: 2",
            "difficulty: .nan",
            "E-NUMBER",
            ".nan",
            "nan is not a whole number",
            "card numbers are whole numbers; put text in quotes",
        ),
        (
            "difficulty: 2",
            "difficulty: 99999999999999999999",
            "E-NUMBER",
            "999",
            "a number with 20 digits",
            "numbers in card files are at most 9,007,199,254,740,991",
        ),
        (
            "difficulty: 2",
            "difficulty: " + "9" * 5000,
            "E-NUMBER",
            "999",
            "a number with 5,000 digits",
            "numbers in card files are at most 9,007,199,254,740,991",
        ),
        (
            "faction: vikings",
            "faction: !!timestamp 2020-01-01",
            "E-TAG",
            "!!timestamp",
            "YAML tag: the tag !!timestamp is not allowed in card data",
            "remove the tag",
        ),
        (
            "faction: vikings",
            "faction: !!binary aGVsbG8=",
            "E-TAG",
            "!!binary",
            "YAML tag: the tag !!binary is not allowed in card data",
            "remove the tag",
        ),
        (
            "faction: vikings",
            "faction: !!set {a, b}",
            "E-TAG",
            "!!set",
            "YAML tag: the tag !!set is not allowed in card data",
            "remove the tag",
        ),
        (
            "faction: vikings",
            "faction: !!bool maybe",
            "E-TAG",
            "!!bool",
            "YAML tag: 'maybe' is not true or false (tag !!bool)",
            "remove the tag",
        ),
        (
            "faction: vikings",
            "faction: !viking x",
            "E-TAG",
            "!viking",
            "YAML tag: the tag !viking is not allowed in card data",
            "remove the tag",
        ),
        (
            "faction: vikings",
            "faction: !!int many",
            "E-TAG",
            "!!int",
            "YAML tag: 'many' is not a whole number (tag !!int)",
            "remove the tag",
        ),
    ],
    ids=[
        "copies-2.0",
        "wood-1.0",
        "float-tag",
        "decimal",
        "nan",
        "over-2^53",
        "over-4300-digits",
        "timestamp",
        "binary",
        "set",
        "bool-maybe",
        "unknown-tag",
        "int-tag",
    ],
)
def test_values_that_no_stage_expects_are_located_findings(mutant, old, new, code, needle, message, hint):
    finding = only(mutant((old, new)), code)
    assert (finding.line, finding.column) == mutant.position(needle)
    assert finding.message == message
    assert hint in finding.hint


@pytest.mark.parametrize(
    "text, pointer, message, needle",
    [
        (
            '{"system": "eotn", "content": "clan", "name": {"en": "\\ud83d\\ude00"}, "id": "a\\ud800"}',
            "/id",
            "the text holds a lone surrogate (half of a \\u escape pair)",
            '"a\\ud800"',
        ),
        (
            '{"system": "eotn", "content": "clan", "\\udfff": 1}',
            "/\udfff",
            "the text holds a lone surrogate (half of a \\u escape pair)",
            '"\\udfff"',
        ),
        ('{"system": "eotn", "content": "clan", "id": ' + "1" * 4301 + "}", "/id", "a number with 4,301 digits", "111"),
        (
            '{"system": "eotn", "content": "clan", "id": 2.0}',
            "/id",
            "2.0 is a whole number written as a decimal",
            "2.0",
        ),
    ],
)
def test_json_values_that_no_stage_expects(tmp_path, text, pointer, message, needle):
    """Located at the value, or at the key when the key is wrong."""
    path = write(tmp_path, "clan.json", text)
    [finding] = validate_paths([path]).findings
    assert (finding.pointer, finding.message) == (pointer, message)
    assert (finding.line, finding.column) == (1, text.index(needle) + 1)
    assert run("--format", "json", str(path)).exit_code == 1


def test_more_than_fifty_value_problems_are_summed_up(tmp_path):
    path = write(tmp_path, "floats.yaml", "system: eotn\n" + "".join(f"k{i}: {i}.0\n" for i in range(120)))
    findings = validate_paths([path]).findings
    assert len(findings) == 51
    assert [f.line for f in findings[:50]] == list(range(2, 52))
    assert (findings[50].code, findings[50].message) == ("E-MORE-FINDINGS", "... and 70 more findings in this file")


# --- 7. resources: excerpts and findings are capped --------------------------------------------------


def test_many_keys_on_one_line_print_a_bounded_report(tmp_path):
    keys = ", ".join(f"k{i}: 1" for i in range(8000))
    path = write(tmp_path, "wide.yaml", "{system: eotn, content: clan, " + keys + "}\n")
    result = run(str(path))
    assert len(result.output) < 40_000  # 51 findings of about 400 characters (it was 1.2 GB)
    found = json.loads(run("--format", "json", str(path)).output)
    # 9 required keys are missing and 8,000 are unknown: 50 shown, the rest summed up
    assert [f["code"] for f in found] == ["E-MISSING-KEY"] * 9 + ["E-UNKNOWN-KEY"] * 41 + ["E-MORE-FINDINGS"]
    assert found[-1]["message"] == "... and 7,959 more findings in this file"
    assert all(len(f["excerpt"]) <= 86 for f in found)


def test_excerpt_window_keeps_the_caret_under_the_column(tmp_path):
    keys = ", ".join(f"k{i}: {'v' * 20}" for i in range(30))
    text = "{system: eotn, content: clan, " + keys + "}\n"
    path = write(tmp_path, "wide.yaml", text)
    lines = run(str(path)).output.splitlines()
    at = next(i for i, line in enumerate(lines) if "unknown key 'k20'" in line)
    assert lines[at].startswith(f"{path}:1:{text.index('k20:') + 1}: ")
    excerpt, caret = lines[at + 1], lines[at + 2]
    assert excerpt.startswith("    1 | ...") and excerpt.endswith("...")
    assert len(excerpt) == len("    1 | ") + 3 + 80 + 3
    assert excerpt[caret.index("^") :].startswith("k20: vvv")


# --- 8. two files, one id ----------------------------------------------------------------------------


def test_two_files_with_the_same_id_are_warned_about(tmp_path):
    first = write(tmp_path, "a.yaml", FIXTURE_TEXT)
    second = write(tmp_path, "b.yaml", FIXTURE_TEXT.replace("name: {en: Fixture Clan", "name: {en: Other Clan"))
    result = validate_paths([tmp_path])
    finding = only(result, "W-DUPLICATE-FILE-ID")
    assert (finding.file, finding.line, finding.column) == (str(second), 4, 5)
    assert finding.message == f"clan id 'fixture-clan' is also the id of {first}"
    assert codes(result) == ["W-DUPLICATE-FILE-ID"]
    assert run(str(tmp_path)).exit_code == 0


def test_a_huge_key_is_clipped_in_the_message(tmp_path):
    path = write(tmp_path, "clan.json", '{"system": "eotn", "content": "clan",\n"' + "k" * 100_000 + '": 1}')
    finding = only(validate_paths([path]), "E-UNKNOWN-KEY")
    assert finding.message == f"unknown key '{'k' * 60}...' in the document"
    assert (finding.line, finding.column, finding.excerpt) == (2, 1, '"' + "k" * 79 + "...")
