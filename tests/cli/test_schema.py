"""`deckwright schema DIR` writes the public schema files; `--help` and `--version` work."""

from __future__ import annotations

import json

import jsonschema
from click.testing import CliRunner
from referencing import Registry, Resource
from ruamel.yaml import YAML

from deckwright import __version__
from deckwright.cli import cli
from deckwright.paths import data_dir
from deckwright.validator.editor import editor_schema_files


def test_schema_files_are_written_and_work_on_their_own(tmp_path):
    result = CliRunner().invoke(cli, ["schema", str(tmp_path)])
    assert result.exit_code == 0, result.output
    written = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.json"))
    assert written == sorted(
        p.relative_to(data_dir("schema")).as_posix() for p in data_dir("schema").rglob("*.schema.json")
    )
    assert {"eotn/clan.schema.json", "eotn/effects.schema.json", "eotn/islands.schema.json"} <= set(written)
    editor = editor_schema_files()  # the validator's schemas with the editor's wording (tests/validator/test_editor.py)
    for name in written:
        assert json.loads((tmp_path / name).read_text("utf-8")) == editor[name]
    # Resolved from the written files alone, the way an editor resolves the modeline's relative $refs.
    folder = (tmp_path / "eotn").as_uri() + "/"
    docs = {folder + p.name: json.loads(p.read_text("utf-8")) for p in (tmp_path / "eotn").glob("*.json")}
    registry = Registry().with_resources((uri, Resource.from_contents(doc)) for uri, doc in docs.items())
    clan_schema = dict(docs[folder + "clan.schema.json"], **{"$id": folder + "clan.schema.json"})
    validator = jsonschema.Draft202012Validator(clan_schema, registry=registry)
    clan = YAML(typ="safe").load((data_dir("cards") / "eotn" / "clans" / "skarde.yaml").read_text("utf-8"))
    assert list(validator.iter_errors(clan)) == []
    clan["deck"][0]["quantityy"] = 2
    assert [e.validator for e in validator.iter_errors(clan)] == ["unevaluatedProperties"]  # a card: per kind
    clan["deck"][0].pop("quantityy")
    clan["types"][0]["quantityy"] = 2
    assert [e.validator for e in validator.iter_errors(clan)] == ["additionalProperties"]


def test_schema_refuses_to_overwrite_without_force(tmp_path):
    runner = CliRunner()
    assert runner.invoke(cli, ["schema", str(tmp_path)]).exit_code == 0
    (tmp_path / "eotn" / "clan.schema.json").write_text("{}", "utf-8")
    refused = runner.invoke(cli, ["schema", str(tmp_path)])
    assert refused.exit_code == 2 and "--force" in refused.output
    assert (tmp_path / "eotn" / "clan.schema.json").read_text("utf-8") == "{}"
    assert runner.invoke(cli, ["schema", str(tmp_path), "--force"]).exit_code == 0
    assert json.loads((tmp_path / "eotn" / "clan.schema.json").read_text("utf-8"))["title"]


def test_help_lists_every_command_and_version_works():
    runner = CliRunner()
    help_text = runner.invoke(cli, ["--help"]).output
    for command in ("validate", "schema", "check", "play", "replay", "render", "build"):
        assert f"  {command} " in help_text
    assert runner.invoke(cli, ["--version"]).output.strip() == f"deckwright, version {__version__}"
