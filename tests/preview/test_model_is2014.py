"""The preview shows Imperial Settlers (2014) cards drawn by its renderer, not as data only."""

import shutil

from deckwright.loader import read_document
from deckwright.paths import data_dir
from deckwright.preview.model import Preview

IS2014 = data_dir("cards") / "is2014"


def test_every_imperial_settlers_card_shows_its_picture(tmp_path):
    for name in ("commons.yaml", "attacks.yaml"):
        shutil.copy(IS2014 / name, tmp_path)
    preview = Preview(tmp_path, games=4)
    page = preview.refresh()
    assert not [note for note in page["notes"] if "no renderer" in note]
    views = {view["content"]: view for view in page["files"]}
    for content, name in (("common_deck", "commons.yaml"), ("attack_deck", "attacks.yaml")):
        count = len(read_document(IS2014 / name).data["cards"])  # one face per entry, whatever its copies
        images = [card["image"] for card in views[content]["cards"]]
        assert len(images) == count and None not in images
        assert all(preview.images.png[image].startswith(b"\x89PNG") for image in images)
