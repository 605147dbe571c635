"""Bad input never gives a traceback: each case is a finding with a position and the right exit code."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckwright.cli import cli
from deckwright.loader import MAX_BYTES

FIXTURES = Path(__file__).parent / "fixtures"


def run(*args: str):
    result = CliRunner().invoke(cli, ["validate", *args])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    return result


def findings_of(path: Path) -> list[dict]:
    result = run("--format", "json", str(path))
    return json.loads(result.output)


@pytest.mark.parametrize(
    "text, code, line, column, hint_word",
    [
        ("system: eotn\ncontent: clan\nid: [unclosed\n", "E-SYNTAX", 3, 5, "close it with ']'"),  # at the '['
        ("system: eotn\nname: {en: X\ncontent: clan\n", "E-SYNTAX", 2, 7, "close it with '}'"),
        ("system: eotn\n\tcontent: clan\n", "E-SYNTAX", 2, 1, "tabs"),
        ("system: eotn\nname:\n\ten: X\n", "E-SYNTAX", 3, 1, "a tab character"),
        ("system: eotn\ncontent: clan\nid: a\nid: b\n", "E-DUPLICATE-KEY", 4, 1, "once"),
        ("", "E-EMPTY", 1, 1, "example"),
        ("# only a comment\n", "E-EMPTY", 1, 1, "example"),
        (
            "a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
            "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
            "e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]\n",
            "E-ALIAS-BOMB",
            1,
            1,
            "aliases",
        ),
        ("1: one\n", "E-KEY-TYPE", 1, 1, "quote"),
        ("- a\n- b\n", "E-TYPE", 1, 1, "system"),
        ("content: clan\n", "E-SYSTEM", 1, 1, "system"),
        ("system: eotm\ncontent: clan\n", "E-SYSTEM", 1, 1, "eotn"),
        ("system: eotn\ncontent: clans\n", "E-CONTENT", 2, 1, "clan"),
    ],
    ids=[
        "unclosed",
        "unclosed-mapping",
        "tab",
        "tab-after-a-key",
        "duplicate",
        "empty",
        "comment-only",
        "alias-bomb",
        "int-key",
        "list",
        "no-system",
        "bad-system",
        "bad-content",
    ],
)
def test_yaml_problems(tmp_path, text, code, line, column, hint_word):
    path = tmp_path / "bad.yaml"
    path.write_text(text, "utf-8")
    result = run(str(path))
    assert result.exit_code == 1
    [finding] = findings_of(path)
    assert (finding["code"], finding["line"], finding["column"]) == (code, line, column)
    assert hint_word in finding["hint"]


def test_json_syntax_error_has_position(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{\n  "system": "eotn",\n  "content": "clan",\n}\n', "utf-8")
    [finding] = findings_of(path)
    assert (finding["code"], finding["line"], finding["column"]) == ("E-SYNTAX", 4, 1)
    assert "trailing comma" in finding["hint"]


@pytest.mark.parametrize("text", ['{\n  "types": [1, 2,]\n}\n', '{\n  "types": {"a": 1,}\n}\n'])
def test_a_trailing_comma_in_a_json_list_or_object_is_named(tmp_path, text):
    path = tmp_path / "bad.json"
    path.write_text(text, "utf-8")
    [finding] = findings_of(path)
    assert (finding["code"], finding["line"]) == ("E-SYNTAX", 2)
    assert finding["hint"] == "a trailing comma: JSON allows no comma after the last item of a list or object"


def test_json_duplicate_key_has_position(tmp_path):
    path = tmp_path / "dup.json"
    path.write_text('{\n  "system": "eotn",\n  "system": "eotn"\n}\n', "utf-8")
    [finding] = findings_of(path)
    assert (finding["code"], finding["line"]) == ("E-DUPLICATE-KEY", 3)
    assert finding["message"] == "JSON error: the key 'system' appears twice in the same mapping"


def test_json_clan_validates_like_yaml(tmp_path):
    from ruamel.yaml import YAML

    data = YAML(typ="safe").load((FIXTURES / "valid-clan.yaml").read_text("utf-8"))
    data["deck"][0]["copies"] = "three"
    path = tmp_path / "clan.json"
    path.write_text(json.dumps(data, indent=2), "utf-8")
    [finding] = findings_of(path)
    assert finding["code"] == "E-TYPE"
    assert finding["pointer"] == "/deck/0/copies"
    assert json.dumps(data, indent=2).splitlines()[finding["line"] - 1].strip().startswith('"copies": "three"')


def test_not_utf8(tmp_path):
    path = tmp_path / "latin1.yaml"
    path.write_bytes("system: eotn\nname: Sm\xf6rg\xe5s\n".encode("latin-1"))
    result = run(str(path))
    assert result.exit_code == 2
    [finding] = findings_of(path)
    assert (finding["code"], finding["line"], finding["column"]) == ("E-ENCODING", 2, 9)
    assert "UTF-8" in finding["hint"]


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])  # with a byte-order mark, and without
def test_a_utf16_file_is_named_as_such(tmp_path, encoding):
    path = tmp_path / "clan.yaml"
    path.write_bytes("system: eotn\ncontent: clan\n".encode(encoding))
    result = run(str(path))
    assert result.exit_code == 2
    [finding] = findings_of(path)
    assert (finding["code"], finding["message"], finding["hint"]) == (
        "E-ENCODING",
        "the file is UTF-16 text (some editors call it 'Unicode'), not UTF-8",
        "save the file as UTF-8 (most editors: 'Save with encoding')",
    )


def test_binary_file(tmp_path):
    path = tmp_path / "image.yaml"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    result = run(str(path))
    assert result.exit_code == 2
    assert "binary file" in result.output


def test_file_of_many_megabytes(tmp_path):
    path = tmp_path / "huge.yaml"
    path.write_text("a: " + "x" * (MAX_BYTES + 10), "utf-8")
    result = run(str(path))
    assert result.exit_code == 2
    assert "E-TOO-LARGE" in result.output


def test_folder_without_card_files(tmp_path):
    (tmp_path / "notes.txt").write_text("nothing here", "utf-8")
    result = run(str(tmp_path))
    assert result.exit_code == 2
    assert "E-NO-FILES" in result.output


def test_missing_path(tmp_path):
    result = run(str(tmp_path / "nope.yaml"))
    assert result.exit_code == 2
    assert "no such file or folder" in result.output


def test_no_stays_a_string(tmp_path):
    """YAML 1.2: `no` is the word no, not false (a clan called 'no' is a valid id)."""
    text = (FIXTURES / "valid-clan.yaml").read_text("utf-8").replace("id: fixture-clan", "id: no")
    path = tmp_path / "clan.yaml"
    path.write_text(text, "utf-8")
    result = run(str(path))
    assert result.exit_code == 0, result.output


def test_all_findings_in_a_file_are_collected(tmp_path):
    text = (FIXTURES / "valid-clan.yaml").read_text("utf-8")
    text = text.replace("copies: 3\n    cost: {wood: 1, stone: 1}", "quantityy: 3\n    cost: {wood: 1, stone: 1}")
    text = text.replace("action: EXPLORE", "action: EXPLOR").replace("difficulty: 2", "difficulty: 11")
    path = tmp_path / "clan.yaml"
    path.write_text(text, "utf-8")
    found = findings_of(path)
    assert {f["code"] for f in found} == {"E-UNKNOWN-KEY", "E-VALUE"}
    assert len(found) == 3
    unknown = next(f for f in found if f["code"] == "E-UNKNOWN-KEY")
    assert unknown["hint"] == "did you mean 'copies'?"
    assert unknown["excerpt"].strip() == "quantityy: 3"
    explore = next(f for f in found if "EXPLOR'" in f["message"])
    assert explore["hint"] == "did you mean 'EXPLORE'?"


def test_text_output_shape(tmp_path):
    path = tmp_path / "clan.yaml"
    path.write_text(
        (FIXTURES / "valid-clan.yaml").read_text("utf-8").replace("difficulty: 2", "difficulty: 0"), "utf-8"
    )
    result = run(str(path))
    lines = result.output.splitlines()
    assert (
        lines[0] == f"{path}:7:13: error[E-VALUE]: 'difficulty' of clan 'fixture-clan': 0 is less than the minimum of 1"
    )
    assert lines[1].endswith("| difficulty: 0")
    assert lines[2].index("^") == lines[1].index("0")
    assert lines[-1] == "1 file checked: 1 error, 0 warnings"


def test_github_annotations(tmp_path):
    path = tmp_path / "clan.yaml"
    path.write_text(
        (FIXTURES / "valid-clan.yaml").read_text("utf-8").replace("difficulty: 2", "difficulty: 0"), "utf-8"
    )
    result = run("--format", "github", str(path))
    assert result.output.startswith(f"::error file={path},line=7,col=13,title=E-VALUE::")
    assert result.exit_code == 1


def test_warnings_alone_exit_zero():
    result = run(str(FIXTURES / "valid-islands.yaml"))
    assert result.exit_code == 0
    assert "W-ISLAND-SET" in result.output


def test_usage_error_exits_two():
    result = CliRunner().invoke(cli, ["validate"])
    assert result.exit_code == 2
