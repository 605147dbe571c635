"""The preview page's data: cards with their picture, data and place, findings beside their card."""

import shutil

import pytest

from deckwright.loader import read_document
from deckwright.paths import data_dir
from deckwright.preview.model import Images, Preview
from deckwright.renderer.northgard.items import render_items
from tests.renderer.northgard.helpers import own_files

VESKA = data_dir("cards") / "eotn" / "clans" / "veska.yaml"


@pytest.mark.slow
def test_every_card_with_its_picture_place_and_data(tmp_path):
    shutil.copy(VESKA, tmp_path)
    preview = Preview(tmp_path, games=4)
    page = preview.refresh()
    (view,) = page["files"]
    assert (view["file"], view["system"], view["content"], view["findings"]) == (
        str(tmp_path / "veska.yaml"),
        "eotn",
        "clan",
        [],
    )
    cards = {card["id"]: card for card in view["cards"]}
    study = cards["quick-study"]
    assert (study["list"], study["line"], study["column"], study["title"]) == ("deck", 92, 5, "Quick Study")
    assert study["data"]["name"] == {"en": "Quick Study", "de": "Schnelles Lernen"}
    assert preview.images.png[study["image"]].startswith(b"\x89PNG")
    assert cards["rune"]["image"] is None  # a card type prints no card of its own
    assert sum(card["image"] is not None for card in view["cards"]) == 29  # 3 basic fields, 26 deck cards


@pytest.mark.slow
def test_only_changed_faces_are_drawn_again(tmp_path):
    shutil.copy(VESKA, tmp_path)
    preview = Preview(tmp_path, games=4)
    before = {card["id"]: card["image"] for card in preview.refresh()["files"][0]["cards"]}
    path = tmp_path / "veska.yaml"
    path.write_text(path.read_text().replace("{en: Quick Study,", "{en: Quicker Study,"))
    after = {card["id"]: card["image"] for card in preview.refresh()["files"][0]["cards"]}
    assert [card for card in before if before[card] != after[card]] == ["quick-study"]
    assert set(preview.images.png) == {name for name in after.values() if name}


def test_findings_sit_beside_their_card_and_a_broken_file_shows_its_own(tmp_path):
    shutil.copy(VESKA, tmp_path)
    path = tmp_path / "veska.yaml"
    path.write_text(
        path.read_text().replace("    copies: 2\n    action: CONSTRUCT", "    copies: 9\n    action: CONSTRUCT", 1)
    )
    (tmp_path / "broken.yaml").write_text("system: eotn\ncontent: clan\nid: [x\n")
    page = Preview(tmp_path, games=4).refresh()
    views = {view["file"]: view for view in page["files"]}
    broken = views[str(tmp_path / "broken.yaml")]
    assert broken["cards"] == [] and [f["code"] for f in broken["findings"]] == ["E-SYNTAX"]
    cards = {card["id"]: card for card in views[str(path)]["cards"]}
    assert [(f["code"], f["pointer"], f["line"]) for f in cards["quick-study"]["findings"]] == [
        ("E-COPIES", "/deck/5/copies", 96)
    ]
    assert [(f["code"], f["pointer"]) for f in views[str(path)]["findings"]] == [("E-DECK-SIZE", "/deck")]
    # rule errors: every face is drawn all the same, none stale; the card types print none
    assert [card["id"] for card in cards.values() if card["image"] is None] == ["rune", "saga", "trade"]
    assert not any(card["stale"] for card in cards.values())


def smoke(preview):
    """The page after the smoke play of what changed since the last."""
    plan = preview.smoke_plan()
    return preview.smoke_merge(plan, preview.smoke_run(plan))


def test_a_schema_error_loses_only_its_card_which_keeps_its_last_face_marked_stale(tmp_path):
    shutil.copy(VESKA, tmp_path)
    path, text = tmp_path / "veska.yaml", VESKA.read_text()
    preview = Preview(tmp_path, games=4)
    before = {card["id"]: card["image"] for card in preview.refresh()["files"][0]["cards"]}
    path.write_text(
        text.replace("{en: Quick Study,", "{en: Quicker Study,").replace(
            "copies: 2\n    action: CONSTRUCT", "copies: two\n    action: CONSTRUCT", 1
        )
    )
    (view,) = preview.refresh()["files"]
    cards = {card["id"]: card for card in view["cards"]}
    study = cards["quick-study"]
    assert (study["image"], study["stale"], study["title"]) == (before["quick-study"], True, "Quicker Study")
    assert [(f["code"], f["line"]) for f in study["findings"]] == [("E-TYPE", 96)]
    assert view["findings"] == []
    fresh = [card for card in view["cards"] if card["image"] and not card["stale"]]
    assert len(fresh) == 28 and all(preview.images.png[card["image"]].startswith(b"\x89PNG") for card in fresh)
    assert preview.images.png[study["image"]].startswith(b"\x89PNG")  # the stale face is still served

    path.write_text("system: eotn\ncontent: clan\nid: [x\n")  # does not load: its last cards, all stale
    (view,) = preview.refresh()["files"]
    assert [f["code"] for f in view["findings"]] == ["E-SYNTAX"]
    assert sum(card["stale"] for card in view["cards"]) == 29 and len(view["cards"]) == 32

    path.write_text(text)
    (view,) = preview.refresh()["files"]
    assert {card["id"]: card["image"] for card in view["cards"]} == before
    assert not any(card["stale"] for card in view["cards"])


def test_a_card_type_is_a_part_not_a_card(tmp_path):
    shutil.copy(VESKA, tmp_path)
    (view,) = Preview(tmp_path, games=4).refresh()["files"]
    assert [(card["id"], card["list"]) for card in view["cards"] if card["part"]] == [
        ("rune", "types"),
        ("saga", "types"),
        ("trade", "types"),
    ]


def test_a_save_validates_again_only_the_files_of_its_system(tmp_path, monkeypatch):
    from deckwright.preview import model

    shutil.copy(VESKA, tmp_path)
    shutil.copy(data_dir("cards") / "kb" / "goals.yaml", tmp_path)
    validated = []

    def recording(paths, within):
        validated.append(sorted(path.name for path in paths))
        assert within == tmp_path  # overrides are looked for up to the folder the preview shows
        return model_validate(paths, within=within)

    model_validate = model.validate_paths
    monkeypatch.setattr(model, "validate_paths", recording)
    preview = Preview(tmp_path, games=4)
    preview.refresh()
    path = tmp_path / "veska.yaml"
    path.write_text(path.read_text().replace("{en: Quick Study,", "{en: Quicker Study,"))
    page = preview.refresh()
    preview.refresh()  # nothing changed: nothing validated
    assert validated == [["goals.yaml", "veska.yaml"], ["veska.yaml"]]
    assert [len(view["cards"]) for view in page["files"]] == [15, 32]  # the other file's view stays


@pytest.mark.slow
def test_only_the_changed_entrants_are_played_again(tmp_path):
    shutil.copy(VESKA, tmp_path)
    shutil.copy(data_dir("cards") / "eotn" / "clans" / "skarde.yaml", tmp_path)
    preview = Preview(tmp_path, games=2)
    preview.refresh()
    first = {row["name"]: row for row in smoke(preview)["summary"]}
    assert {name: row["round"] for name, row in first.items()} == {"skarde": 1, "veska": 1}
    path = tmp_path / "veska.yaml"
    text = path.read_text()
    path.write_text(text.replace("type: rune", "type: runes", 1))  # a rule error
    page = preview.refresh()
    assert [(row["name"], row["stale"]) for row in page["summary"]] == [
        ("skarde", None),
        ("veska", f"out of date: {path} has errors"),
    ]
    rows = {row["name"]: row for row in smoke(preview)["summary"]}  # skarde did not change: nothing played
    assert rows == {**first, "veska": {**first["veska"], "stale": f"out of date: {path} has errors"}}
    path.write_text(text.replace("{en: Quick Study,", "{en: Quicker Study,"))
    preview.refresh()
    assert [(name, sorted(changed)) for name, _, changed, _ in preview.smoke_plan()] == [("eotn", [str(path)])]
    after = {row["name"]: row for row in smoke(preview)["summary"]}
    assert after["skarde"] == first["skarde"]  # not played again: the same numbers
    assert (after["veska"]["round"], after["veska"]["stale"]) == (3, None)


@pytest.mark.slow
def test_the_summary_follows_with_the_smoke_play(tmp_path):
    shutil.copy(VESKA, tmp_path)
    preview = Preview(tmp_path, games=4)
    page = preview.refresh()
    assert page["summary"] is None
    (row,) = smoke(preview)["summary"]
    assert (row["name"], row["games"], row["title"]) == (
        "veska",
        8,
        "Imperial Settlers: Empires of the North",
    )  # 4 rounded up to 8 seatings
    assert row["line"].startswith("veska (clan): wins ") and " by strong play, " in row["line"]
    assert (row["round"], row["stale"]) == (1, None)


def test_a_face_is_drawn_large_on_asking():
    import io

    from PIL import Image

    from deckwright.renderer import Face

    card = Face("card", "1", lambda *args: [])
    images = Images(dpi=100)
    images.render([(card, (63.0, 88.0))])
    assert Image.open(io.BytesIO(images.large(Images.name(card)))).size == (496, 693)  # at 200 DPI
    assert images.large("gone.png") is None


def test_each_face_is_drawn_at_its_own_size():
    import io

    from PIL import Image

    from deckwright.preview.model import Images
    from deckwright.renderer import Face

    card, tile = Face("card", "1", lambda *args: []), Face("tile", "1", lambda *args: [])
    images = Images(dpi=100)
    assert images.render([(card, (63.0, 88.0)), (tile, (50.0, 50.0))]) == []
    sizes = {name: Image.open(io.BytesIO(png)).size for name, png in images.png.items()}
    assert sizes == {Images.name(card): (248, 346), Images.name(tile): (197, 197)}  # round(mm / 25.4 * 100)
    images.render([(tile, (50.0, 50.0))])
    assert list(images.png) == [Images.name(tile)]  # a face no longer shown is dropped


def test_cards_show_the_numbers_of_the_ruleset_beside_them(tmp_path):
    rules, cards, _ = own_files(tmp_path)
    preview = Preview(tmp_path, games=4)
    views = {view["file"]: view for view in preview.refresh()["files"]}
    assert [view["findings"] for view in views.values()] == [[], [], []]
    pathfinders = next(card for card in views[str(cards)]["cards"] if card["id"] == "pathfinders")
    run = [(read_document(path), content) for path, content in ((cards, "cards"), (rules, "ruleset"))]
    printed = {item.front.name: item.front for item in render_items(run[0][0], "cards", "en", run).items}
    assert pathfinders["image"] == Images.name(printed["boar-cards-pathfinders"])  # drawn with the ruleset's 7
    assert preview.images.png[pathfinders["image"]].startswith(b"\x89PNG")


def test_a_card_printed_once_per_seat_shows_the_first_seats_front(tmp_path):
    shutil.copy(data_dir("cards") / "northgard" / "cards.yaml", tmp_path)
    preview = Preview(tmp_path, games=4)
    (view,) = preview.refresh()["files"]
    cards = {card["id"]: card for card in view["cards"]}
    printed = {
        item.front.name: item.front
        for item in render_items(read_document(tmp_path / "cards.yaml"), "cards", "en").items
    }
    assert "first-winter-call-to-arms" not in printed  # five seat colours, five fronts
    assert cards["call-to-arms"]["image"] == Images.name(printed["first-winter-call-to-arms-1"])
    assert cards["levy"]["image"] == Images.name(printed["first-winter-levy-1"])
    assert preview.images.png[cards["levy"]["image"]].startswith(b"\x89PNG")
    assert all(card["image"] is not None for card in view["cards"])


def test_a_northgard_clan_shows_its_clan_card_and_initial_card_and_a_ruleset_its_tokens(tmp_path):
    northgard = data_dir("cards") / "northgard"
    for name in ("clans/elk.yaml", "ruleset.yaml", "cards.yaml"):
        shutil.copy(northgard / name, tmp_path)
    views = {view["file"]: view for view in Preview(tmp_path, games=4).refresh()["files"]}
    elk = views[str(tmp_path / "elk.yaml")]["cards"]
    printed = {
        item.front.name: item.front for item in render_items(read_document(tmp_path / "elk.yaml"), "clan", "en").items
    }
    assert [(card["pointer"], card["id"], card["title"], card["line"]) for card in elk] == [
        ("/initial", "elk-herd-call", "Herd Call", 12),
        ("/upgrades/0", "elk-antler-charge", "Antler Charge", 16),
        ("/upgrades/1", "elk-winter-pasture", "Winter Pasture", 19),
        ("", "clan_card", "Clan of the Elk", 3),  # no place of its own: the file's top, its first key
    ]
    assert [card["image"] for card in (elk[3], elk[0])] == [
        Images.name(printed["elk"]),
        Images.name(printed["elk-elk-herd-call"]),
    ]
    tokens = views[str(tmp_path / "ruleset.yaml")]["cards"]
    assert [card["pointer"] for card in tokens][:2] == ["/buildings/food_silo", "/buildings/woodcutter_lodge"]
    assert len(tokens) == 8 and all(card["image"] for card in tokens)
    unrest = [card for card in views[str(tmp_path / "cards.yaml")]["cards"] if card["pointer"] == "/unrest"]
    assert [(card["id"], card["title"]) for card in unrest] == [("unrest", "Unrest")]
    assert unrest[0]["image"] is not None


def test_findings_of_the_documents_own_card_stay_with_the_file(tmp_path):
    clan = data_dir("cards") / "northgard" / "clans" / "elk.yaml"
    (tmp_path / "elk.yaml").write_text(clan.read_text().replace("points: kaija_points", "points: 0"))
    (view,) = Preview(tmp_path, games=4).refresh()["files"]
    assert [f["pointer"] for f in view["findings"]] == ["/power/bear/points"]
    assert all(card["findings"] == [] for card in view["cards"])


def test_kingdom_builder_tiles_show_the_tile_not_its_summary_card(tmp_path):
    shutil.copy(data_dir("cards") / "kb" / "tiles.yaml", tmp_path)
    preview = Preview(tmp_path, games=4)
    (view,) = preview.refresh()["files"]
    images = {card["id"]: card["image"] for card in view["cards"]}
    assert len(images) == 8 and all(images.values())
    assert len(preview.images.png) == 8  # the tiles only: no summary card is drawn
