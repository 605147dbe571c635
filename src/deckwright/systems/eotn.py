"""Imperial Settlers: Empires of the North."""

from . import Seat, System

SYSTEM = System(
    name="eotn",
    title="Imperial Settlers: Empires of the North",
    schemas={"clan": "eotn/clan.schema.json", "islands": "eotn/islands.schema.json"},
    players=(2, 4),
    seat=Seat("clan", "clan", "clans"),
    table=("islands",),
    table_noun="an island set",
    languages=("en", "de"),
    bots=("random", "greedy", "search", "strong"),
    # the icon names a ``[name]`` token in printed text may use (the renderer draws each)
    icons=frozenset(
        (
            "CONSTRUCT EXPLORE HARVEST POPULATE SAIL anvil axe card coin common_ship drum fish fish-hook food "
            "gold horn house igloo mug penguin raze sheep shield ship sled star stone thistle tower vp wood "
            "worker"
        ).split()
    ),
    vocabulary="deckwright.engine.eotn.decisions:DECISIONS",
    hooks={
        "rules_text": "deckwright.renderer.eotn.hooks:rules_text",
        "text_overrides": "deckwright.validator.eotn.hooks:text_overrides",
        "check": "deckwright.validator.eotn.hooks:check",
        "render_items": "deckwright.renderer.eotn.hooks:render_items",
        "text_overflow": "deckwright.renderer.eotn.hooks:text_overflow",
        "overflow_cards": "deckwright.renderer.eotn.hooks:overflow_cards",
        "new_game": "deckwright.engine.eotn.hooks:new_game",
        "sample_game": "deckwright.engine.eotn.hooks:sample_game",
        "play_content": "deckwright.engine.eotn.hooks:play_content",
        "determinize": "deckwright.engine.eotn.hooks:determinize",
        "evaluate": "deckwright.engine.eotn.hooks:evaluate",
        "holdings": "deckwright.engine.eotn.hooks:holdings",
        "words": "deckwright.engine.eotn.hooks:words",
        "greedy_bot": "deckwright.engine.eotn.hooks:greedy_bot",
    },
    # the strong bot searches where the greedy bot is weakest: which cards to keep from the Lookout
    # and where to sail, 10 decisions deep, the ``evaluate`` hook pricing what is kept or built for
    # later; its turns searched too cost twice as much and won less against search
    # (docs/play.md, "The bots")
    strong={"depth": 10, "kinds": ("lookout-keep", "island")},
)
