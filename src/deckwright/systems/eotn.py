"""Imperial Settlers: Empires of the North."""

from . import System

SYSTEM = System(
    name="eotn",
    title="Imperial Settlers: Empires of the North",
    schemas={"clan": "eotn/clan.schema.json", "islands": "eotn/islands.schema.json"},
    hooks={
        "check": "deckwright.validator.eotn:check_documents",
        "render_items": "deckwright.renderer.eotn.items:render_items",
        "new_game": "deckwright.engine.eotn:new_game",
        "play_content": "deckwright.systems.eotn:play_content",
        "determinize": "deckwright.systems.eotn:determinize",
        "option_card": "deckwright.systems.eotn:option_card",
        "smoke_check": "deckwright.systems.eotn:smoke_check",
    },
)


# The play stage's glue (deckwright play/check, the search bot, card impact). Small enough to
# live with the registry entry; it reads the engine's state but never changes its rules.


def play_content(documents):
    """The clans to play and ``new_game``'s other arguments (the island set), from clean documents."""
    from ..model.eotn import clan_from_data, island_set_from_data

    clans = [clan_from_data(doc.data, doc.path) for doc, kind in documents if kind == "clan"]
    islands = [island_set_from_data(doc.data, doc.path) for doc, kind in documents if kind == "islands"]
    return clans, {"islands": islands[0]} if islands else {}


def smoke_check(documents):
    """``deckwright build``'s smoke play: ``deckwright check``'s games and findings."""
    from ..cli.check import smoke_check as check

    return check("eotn", documents)


def determinize(game, seat, rng):
    """Re-deal in a copied game what ``seat`` cannot know: the order of every deck (its own, the
    islands'), the other seats' hands (redealt with their decks, sizes kept) and the random stream."""
    import random

    for other, player in enumerate(game.players):
        if other == seat:
            rng.shuffle(player.deck)
            continue
        unknown = player.hand + player.deck
        rng.shuffle(unknown)
        player.hand, player.deck = unknown[:len(player.hand)], unknown[len(player.hand):]
    for deck in game.isl_deck:
        rng.shuffle(deck)
    game.rng = random.Random(rng.getrandbits(64))


def option_card(kind, option):
    """The card an engine option builds or plays (a turn's build, a declared boost or field, a
    construct choice), else None."""
    if kind == "construct":
        return option
    if isinstance(option, tuple) and len(option) > 1 and option[0] in ("build", "boost", "field"):
        return option[1]
    return None
