"""Balance sweeps: reading a config into variants, and the same results on local processes and
on a two-worker Dask LocalCluster (``tests/play/conftest.py``)."""

import shutil

import pytest

from deckwright.paths import data_dir
from deckwright.play import report
from deckwright.play.sweep import SweepError, read_config, run_sweep, setups, validate_variants

VESKA = data_dir("cards") / "eotn" / "clans" / "veska.yaml"
CONFIG = """\
file: veska.yaml
games: 12
seed: 3
bot: greedy
variants:
  - name: dearer tale-weaver
    changes:
      - {card: tale-weaver, set: {cost: {wood: 2, stone: 1}}}
grid:
  - {card: tale-weaver, field: cost, values: [{food: 1}, {gold: 1}]}
"""


def write_config(tmp_path, text=CONFIG):
    tmp_path.mkdir(exist_ok=True)
    shutil.copy(VESKA, tmp_path)
    (tmp_path / "sweep.yaml").write_text(text)
    return tmp_path / "sweep.yaml"


def card(data, card_id):
    return next(c for c in data["deck"] if c["id"] == card_id)


def test_a_config_becomes_the_base_its_variants_and_its_grid(tmp_path):
    sweep = read_config(write_config(tmp_path))
    assert [v.name for v in sweep.variants] == [
        "base",
        "dearer tale-weaver",
        'tale-weaver: cost = {"food": 1}',
        'tale-weaver: cost = {"gold": 1}',
    ]
    assert card(sweep.variants[0].data, "tale-weaver")["cost"] == {"wood": 1}
    assert [card(v.data, "tale-weaver")["cost"] for v in sweep.variants[1:]] == [
        {"wood": 2, "stone": 1},
        {"food": 1},
        {"gold": 1},
    ]
    assert (sweep.games, sweep.seed, sweep.bot, sweep.players, sweep.system) == (12, 3, "greedy", None, "eotn")
    assert read_config(write_config(tmp_path, "file: veska.yaml\n")).bot == "strong"  # the verdicts' bot by default


def test_null_removes_a_field_and_remove_drops_the_card(tmp_path):
    text = (
        "file: veska.yaml\nvariants:\n  - name: plain\n"
        "    changes: [{card: quick-study, set: {abilities: null}}, {card: night-market, remove: true}]\n"
    )
    plain = read_config(write_config(tmp_path, text)).variants[1].data
    assert "abilities" not in card(plain, "quick-study")
    assert all(c["id"] != "night-market" for c in plain["deck"])


def test_a_change_naming_no_card_of_the_file_suggests_the_nearest_id_or_lists_them(tmp_path):
    text = "file: veska.yaml\nvariants:\n  - name: x\n    changes:\n      - {card: quick-studdy, remove: true}\n"
    with pytest.raises(SweepError) as caught:
        read_config(write_config(tmp_path, text))
    assert [f.hint for f in caught.value.findings] == ["did you mean 'quick-study'?"]
    with pytest.raises(SweepError) as caught:
        read_config(write_config(tmp_path, text.replace("quick-studdy", "zzzzzz")))
    (hint,) = [f.hint for f in caught.value.findings]
    assert hint.startswith("the file's ids: rune, saga, trade, reed-bed, ") and ", quick-study, " in hint


def test_config_problems_are_findings_at_their_place(tmp_path):
    text = "file: veska.yaml\nvariants:\n  - name: x\n    changes:\n      - {card: no-such-card, remove: true}\n"
    with pytest.raises(SweepError) as caught:
        read_config(write_config(tmp_path, text))
    [(code, line, message)] = [(f.code, f.line, f.message) for f in caught.value.findings]
    assert (code, line, message) == ("E-SWEEP", 5, "no card with the id 'no-such-card' in the file")
    with pytest.raises(SweepError) as caught:
        read_config(write_config(tmp_path, "file: veska.yaml\ngames: many\n"))
    [finding] = caught.value.findings
    assert (finding.line, finding.pointer) == (2, "/games") and "'many' is not of type 'integer'" in finding.message


@pytest.mark.parametrize(
    "name,why",
    [
        ("../outside/veska.yaml", "it leaves the content folder"),
        ("/etc/passwd", "it is an absolute path"),
        ("linked.yaml", "it leaves the content folder"),  # a link leading out
        ("folder", "not found"),
        ("notes.txt", "the card file is not a .yaml, .yml or .json file"),
    ],
)
def test_the_varied_file_lies_in_the_configs_folder_and_is_never_quoted(tmp_path, name, why):
    config = write_config(tmp_path / "sweep", f"file: {name}\n")
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "veska.yaml").write_text("secret: do not quote me\n")
    (tmp_path / "sweep" / "linked.yaml").symlink_to(tmp_path / "outside" / "veska.yaml")
    (tmp_path / "sweep" / "folder").mkdir()
    (tmp_path / "sweep" / "notes.txt").write_text("secret: do not quote me\n")
    with pytest.raises(SweepError) as caught:
        read_config(config)
    [finding] = caught.value.findings
    assert (finding.code, finding.line, finding.pointer) == ("E-SWEEP", 1, "/file")
    assert why in finding.message and "secret" not in finding.message + str(finding.hint)


def test_a_grid_past_the_limit_is_refused_with_its_count_before_any_variant_is_built(tmp_path):
    values = ", ".join(f"{{food: {n}}}" for n in range(1, 41))
    axes = "".join(f"  - {{card: tale-weaver, field: cost, values: [{values}]}}\n" for _ in range(4))
    with pytest.raises(SweepError) as caught:
        read_config(write_config(tmp_path, f"file: veska.yaml\ngrid:\n{axes}"))
    [finding] = caught.value.findings
    assert finding.pointer == "/grid" and finding.message == "2,560,000 variants, more than the 1,000 a sweep plays"


def test_a_variant_that_breaks_a_rule_is_reported_not_played(tmp_path):
    text = "file: veska.yaml\ngames: 6\nbot: greedy\n"
    text += "variants:\n  - name: short\n    changes: [{card: night-market, remove: true}]\n"
    result = run_sweep(read_config(write_config(tmp_path, text)), 1)
    assert [v["name"] for v in result["variants"]] == ["base"]
    [invalid] = result["invalid"]
    assert invalid["code"] == "E-DECK-SIZE" and invalid["message"].startswith("variant 'short': deck has ")
    lines = VESKA.read_text().splitlines()
    assert lines[invalid["line"] - 1] == "  - id: willow-holt"  # the deck's first entry, in the card file


@pytest.mark.slow
def test_results_are_the_same_on_local_processes_and_a_dask_local_cluster(tmp_path, dask_client):
    sweep = read_config(write_config(tmp_path))
    local = run_sweep(sweep, 2)
    assert run_sweep(sweep, client=dask_client) == local
    assert local == run_sweep(sweep, 1)
    assert local["title"] == "Sweep of veska.yaml, by greedy play"
    rates = [v["win_rate"] for v in local["variants"]]
    assert rates == sorted(rates, reverse=True) and len(rates) == 4
    base = next(v for v in local["variants"] if v["name"] == "base")
    assert base["games"] == 16 and base["delta"] == 0.0  # 12 rounded up to whole rounds of 8 seatings
    assert base["ci95"] == [round(x, 4) for x in report.wilson(base["wins"], 16)]


def test_a_card_outside_any_list_can_be_changed_but_not_removed(tmp_path):
    shutil.copy(data_dir("cards") / "northgard" / "clans" / "elk.yaml", tmp_path)
    text = (
        "file: elk.yaml\nvariants:\n  - name: more\n    changes: [{card: elk-herd-call, set: {do: [{recruit: 3}]}}]\n"
    )
    (tmp_path / "sweep.yaml").write_text(text)
    assert read_config(tmp_path / "sweep.yaml").variants[1].data["initial"]["do"] == [{"recruit": 3}]
    (tmp_path / "sweep.yaml").write_text(text.replace("set: {do: [{recruit: 3}]}", "remove: true"))
    with pytest.raises(SweepError) as caught:
        read_config(tmp_path / "sweep.yaml")
    assert caught.value.findings[0].message == (
        "the card 'elk-herd-call' is not in a list: it cannot be removed, only changed"
    )


ISLANDS = data_dir("cards") / "eotn" / "islands" / "northern-reaches.yaml"


def test_every_variant_plays_on_the_table_the_config_names(tmp_path):
    write_config(tmp_path)
    own = ISLANDS.read_text().replace("id: northern-reaches", "id: my-reaches", 1)
    (tmp_path / "islands.yaml").write_text(own)
    (tmp_path / "sweep.yaml").write_text("table: islands.yaml\n" + CONFIG)
    sweep = read_config(tmp_path / "sweep.yaml")
    _, variant_setups = setups(sweep, validate_variants(sweep)[0])
    assert [s.new_game.keywords["islands"].id for s in variant_setups] == ["my-reaches"] * 4
    _, shipped = setups(read_config(write_config(tmp_path)), validate_variants(sweep)[0])
    assert shipped[0].new_game.keywords["islands"].id == "northern-reaches"


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ("veska.yaml", "the table file holds nothing the games share (an island set)"),
        ("tiles.yaml", "the table file is not eotn content like the varied file"),
        ("../x.yaml", "the card file cannot be used: "),
    ],
)
def test_a_table_that_is_not_shared_content_of_the_game_is_a_finding_at_table(tmp_path, table, message):
    write_config(tmp_path)
    shutil.copy(data_dir("cards") / "kb" / "tiles.yaml", tmp_path)
    (tmp_path / "sweep.yaml").write_text(f"table: {table}\n" + CONFIG)
    with pytest.raises(SweepError) as caught:
        read_config(tmp_path / "sweep.yaml")
    [finding] = caught.value.findings
    assert (finding.code, finding.line, finding.column) == ("E-SWEEP", 1, 8)
    assert finding.message.startswith(message) and str(tmp_path) not in finding.message


def test_a_sweep_of_table_content_follows_the_entrant_the_config_names(tmp_path):
    for name in ("cards.yaml", "clans/elk.yaml"):
        path = data_dir("cards") / "northgard" / name
        shutil.copy(path, tmp_path)
    text = "file: cards.yaml\nvariants:\n  - name: two levies\n    changes: [{card: levy, set: {do: [{recruit: 2}]}}]\n"
    (tmp_path / "sweep.yaml").write_text(text)
    with pytest.raises(SweepError) as caught:
        read_config(tmp_path / "sweep.yaml")
    [finding] = caught.value.findings
    assert (finding.line, finding.column, finding.message) == (
        1,
        7,
        "the varied file holds no clan: the sweep follows one's win rate",
    )
    (tmp_path / "sweep.yaml").write_text(text + "entrant: elk.yaml\n")
    sweep = read_config(tmp_path / "sweep.yaml")
    _, variant_setups = setups(sweep, validate_variants(sweep)[0])
    assert [s.entrants[0].id for s in variant_setups] == ["elk", "elk"]
    levies = [next(c for c in s.new_game.keywords["cards"].starting if c.id == "levy") for s in variant_setups]
    assert [levy.do for levy in levies] == [({"recruit": 1},), ({"recruit": 2},)]
