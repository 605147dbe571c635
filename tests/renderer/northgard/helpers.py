"""Files of a user's own: the shipped ruleset with one more amount, and a card set and a clan
that name it (the Pathfinders and the River Rafts explore with it, the clan's power gains that much lore)."""

from __future__ import annotations

from pathlib import Path

from deckwright.paths import data_dir

SHIPPED = data_dir("cards") / "northgard"
AMOUNT, VALUE = "boar_explor", 7


def own_files(folder: Path) -> tuple[Path, Path, Path]:
    """``ruleset.yaml`` (id ``boar-rules``), ``cards.yaml`` (id ``boar-cards``) and ``otter.yaml``
    (id ``boar-otter``), written into ``folder``; the Pathfinders' amount is at line 35, column 20."""
    edits = {
        "ruleset.yaml": [("id: standard", "id: boar-rules"), ("powers:\n", f"powers:\n  {AMOUNT}: {VALUE}\n")],
        "cards.yaml": [  # without a name: the footers print 'Boar Cards'
            ("id: first-winter\nname: {en: First Winter, de: Erster Winter}\n", "id: boar-cards\n"),
            ("do: [{explore: 2}]", f"do: [{{explore: {AMOUNT}}}]"),
        ],
        "clans/otter.yaml": [
            ("id: otter\n", "id: boar-otter\n"),
            ("lore: boar_explore", f"lore: {AMOUNT}"),
            ("do: [{explore: 1}]", f"do: [{{explore: {AMOUNT}}}]"),
        ],
    }
    written = []
    for name, changes in edits.items():
        text = (SHIPPED / name).read_text("utf-8")
        for old, new in changes:
            assert text.count(old) == 1, (name, old)
            text = text.replace(old, new)
        written.append(folder / Path(name).name)
        written[-1].write_text(text, "utf-8")
    return written[0], written[1], written[2]
