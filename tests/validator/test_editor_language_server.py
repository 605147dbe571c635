"""The real yaml-language-server (the YAML extension of VS Code and other editors), over its stdio
protocol, on the schemas ``deckwright schema`` writes: a misspelled key gets validate's
did-you-mean, a field card is offered no ``cost``, a cost only the goods it takes, a key's hover
says what ``validate`` would, a new card comes as a snippet, and every shipped file validates
clean (the whole schema, no "Maximum call stack size exceeded")."""

import shutil

import pytest
from click.testing import CliRunner

from deckwright.cli import cli
from deckwright.loader import read_document
from deckwright.paths import data_dir
from deckwright.systems import all_systems
from deckwright.validator.eotn.goods import allowed
from tests.validator.lsp import LanguageServer

SERVER = shutil.which("yaml-language-server")
pytestmark = pytest.mark.skipif(
    SERVER is None,
    reason="yaml-language-server is not installed (tools/system-packages.sh: npm install -g yaml-language-server)",
)

FIELD_AND_LOCATION = """\
# yaml-language-server: $schema=schema/eotn/clan.schema.json
system: eotn
content: clan
deck:
  - id: cod-banks
    name: {en: Cod Banks}
    kind: field
    type: longship
    action: SAIL
    goods: {fish: 2}
{blank}
  - id: hall
    name: {en: Hall}
    kind: location
    type: longship
{blank}
""".replace("{blank}", "    ")  # the cursor goes on these lines


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    root = tmp_path_factory.mktemp("editor")
    assert CliRunner().invoke(cli, ["schema", str(root / "schema")]).exit_code == 0
    started = LanguageServer([SERVER, "--stdio"], root)
    yield started, root
    started.close()


def _opened(server, name, text):
    """The server with a file ``name`` holding ``text`` opened in it, and the file's path."""
    started, root = server
    path = root / name
    path.write_text(text, "utf-8")
    started.open(path)
    return started, path


def _shipped(relative, schema):
    """The lines of a shipped file, its modeline pointing at the schemas written for the test."""
    text = (data_dir("cards") / relative).read_text("utf-8").splitlines()
    text[0] = f"# yaml-language-server: $schema=schema/{schema}"
    return text


def _skarde():
    return _shipped("eotn/clans/skarde.yaml", "eotn/clan.schema.json")


def test_a_misspelled_key_shows_validates_did_you_mean(server):
    text = _skarde()
    line = next(i for i, row in enumerate(text) if row == "    copies: 2")
    text[line] = "    copeis: 2"
    started, path = _opened(server, "skarde.yaml", "\n".join(text) + "\n")
    assert [(d["range"]["start"]["line"], d["message"]) for d in started.diagnostics(path)] == [
        (line, "unknown key: did you mean 'copies'?")
    ]


@pytest.mark.slow
def test_a_field_card_is_offered_no_cost_and_a_location_is(server):
    started, path = _opened(server, "cards.yaml", FIELD_AND_LOCATION)
    field = started.completion(path, 10, 4)
    location = started.completion(path, 15, 4)
    assert "copies" in field and "cost" not in field
    assert "cost" in location and "action" not in location and "goods" not in location


@pytest.mark.slow
def test_a_new_card_is_offered_as_a_snippet_of_its_required_keys(server):
    started, path = _opened(server, "new.yaml", FIELD_AND_LOCATION.replace("  - id: hall", "  - \n  - id: hall"))
    assert "new: id, name, kind, type" in started.completion(path, 11, 4)


COSTS = """\
# yaml-language-server: $schema=schema/eotn/clan.schema.json
system: eotn
content: clan
deck:
  - id: hall
    name: {en: Hall}
    kind: location
    type: longship
    cost:
      vp: 1
{blank}
    abilities:
      - action:
          cost:
{blank}
          do:
            - gain: {vp: 1}
"""


@pytest.mark.slow
def test_a_cost_is_offered_only_the_goods_it_takes(server):
    started, path = _opened(server, "costs.yaml", COSTS.replace("{blank}", "      "))  # the cursor goes on these lines
    building, action = started.completion(path, 10, 6), started.completion(path, 14, 10)
    assert sorted(building) == sorted(allowed("cost")) == ["fish", "food", "gold", "sheep", "stone", "wood", "worker"]
    assert sorted(action) == sorted(allowed("spend"))  # an Action's cost may be paid with cards and raze
    assert {"card", "raze"} <= set(action) and "vp" not in action and "ship" not in action


def test_vp_in_a_building_cost_is_underlined_with_validates_code_and_hint(server):
    text = _skarde()
    line = text.index("    cost: {wood: 1}")
    text[line] = "    cost: {wood: 1, vp: 1}"
    started, path = _opened(server, "vp-cost.yaml", "\n".join(text) + "\n")
    assert [(d["range"]["start"], d["message"]) for d in started.diagnostics(path)] == [
        (
            {"line": line, "character": text[line].index("vp: 1") + 4},  # at its value
            "'vp' cannot stand here (E-GOOD-CONTEXT); allowed there: fish, food, gold, sheep, stone, wood, worker",
        )
    ]


def _commons():
    return _shipped("is2014/commons.yaml", "is2014/common_deck.schema.json")


@pytest.mark.slow
def test_a_common_card_is_offered_no_deal_and_no_location_in_its_cost(server):
    text = _commons()
    line = text.index("    cost: {wood: 1}")  # the first card, Timber Camp
    assert text[line + 1] == "    raze: [wood, wood]"
    text[line : line + 2] = ["    cost:", "      ", "    raze: [wood, wood]", "    "]  # the cursor goes on the blanks
    started, path = _opened(server, "commons-completion.yaml", "\n".join(text) + "\n")
    cost, card = started.completion(path, line + 1, 6), started.completion(path, line + 3, 4)
    assert sorted(cost) == ["food", "gold", "stone", "wood", "worker"]  # no 'location' to discard
    assert "bonus" in card and "deal" not in card


def test_a_deal_and_a_location_to_discard_on_a_common_card_are_underlined_with_validates_codes(server):
    text = _commons()
    line = text.index("    cost: {wood: 1}")
    text[line : line + 1] = ["    cost: {wood: 1, location: 1}", "    deal: wood"]
    started, path = _opened(server, "commons-deal.yaml", "\n".join(text) + "\n")
    assert sorted((d["range"]["start"]["line"], d["message"]) for d in started.diagnostics(path)) == [
        (line, "'location' cannot stand here (E-IS-COMMON-COST); allowed there: food, gold, stone, wood, worker"),
        (
            line + 1,
            "'deal' cannot stand here (E-IS-COMMON-DEAL); allowed there: action, bonus, colours, copies, cost, "
            "end, feature, id, kind, name, produce, raze, text",
        ),
    ]


@pytest.mark.slow
def test_the_hover_on_a_key_shows_its_description_pattern_and_code(server):
    started, path = _opened(server, "hover.yaml", COSTS.replace("{blank}", ""))
    assert (
        "\n\nLocation: the goods paid to build it.\n\n`E-GOOD-CONTEXT`: a good where it cannot stand (VP as a building "
        "cost, a ship assigned, a field producing workers); fix: use a good the hint lists for that place "
        "([docs/authoring.md#10-finding-codes](docs/authoring.md#10-finding-codes)).\n\n"
    ) in started.hover(path, 8, 5)
    assert (
        "\n\nUnique within the clan.\n\nWritten: an id is lower-case letters, digits and dashes, starting with a "
        "letter, e.g. 'lumber-camp'.\n\n"
    ) in started.hover(path, 4, 5)


SHIPPED = sorted(data_dir("cards").rglob("*.yaml"))


@pytest.mark.slow
@pytest.mark.parametrize("card_file", SHIPPED, ids=[str(p.relative_to(data_dir("cards"))) for p in SHIPPED])
def test_every_shipped_file_is_clean_in_the_language_server(server, card_file):
    doc = read_document(card_file)
    schema = all_systems()[doc.data["system"]].schemas[doc.data["content"]]
    lines = [line for line in card_file.read_text("utf-8").splitlines() if "yaml-language-server" not in line]
    text = "\n".join([f"# yaml-language-server: $schema=schema/{schema}", *lines]) + "\n"
    started, path = _opened(server, f"shipped-{card_file.parent.name}-{card_file.name}", text)
    assert started.diagnostics(path) == []  # the server validates the whole file: no "Maximum call stack size"
