"""Northgard: Uncharted Lands."""

from . import Seat, System

SYSTEM = System(
    name="northgard",
    title="Northgard: Uncharted Lands",
    schemas={
        "clan": "northgard/clan.schema.json",
        "cards": "northgard/cards.schema.json",
        "tiles": "northgard/tiles.schema.json",
        "ruleset": "northgard/ruleset.schema.json",
    },
    players=(2, 5),
    seat=Seat("clan", "clan", "clans"),
    table=("cards", "tiles", "ruleset"),
    table_noun="a card set, a tile set or a ruleset",
    table_options={"ruleset": "ruleset"},  # deckwright play --ruleset FILE
    variants={
        "ten-years": "ten years instead of seven, won on fame only",
        "teams": "four players, seats 0 and 2 against 1 and 3",
    },
    languages=("en", "de"),
    bots=("random", "greedy", "search", "strong"),
    # the icon names a ``[name]`` token in printed text may use (the renderer draws each)
    icons=frozenset(
        (
            "build carved casualty combat draw explore fame feast flash food harvest lair large lore move "
            "recruit scorch small unrest wood"
        ).split()
    ),
    # the strong bot: every kind, the greedy bot's 4 best-priced options, 4 rollouts 5 decisions
    # deep judged by the evaluate hook: 39.7x greedy's cost, 87.5% of 200 games against greedy
    # (without the hook, depth 20 was needed for 92.5% at 156x); docs/play.md, "The bots"
    strong={"rollouts": 4},
    vocabulary="deckwright.engine.northgard.decisions:DECISIONS",
    hooks={
        "rules_text": "deckwright.renderer.northgard.hooks:rules_text",
        "text_overrides": "deckwright.validator.northgard.hooks:text_overrides",
        "check": "deckwright.validator.northgard.hooks:check",
        "new_game": "deckwright.engine.northgard.hooks:new_game",
        "variant_keywords": "deckwright.engine.northgard.hooks:variant_keywords",
        "play_content": "deckwright.engine.northgard.hooks:play_content",
        "determinize": "deckwright.engine.northgard.hooks:determinize",
        "holdings": "deckwright.engine.northgard.hooks:holdings",
        "words": "deckwright.engine.northgard.hooks:words",
        "evaluate": "deckwright.engine.northgard.hooks:evaluate",
        "sample_game": "deckwright.engine.northgard.hooks:sample_game",
        "greedy_bot": "deckwright.engine.northgard.hooks:greedy_bot",
        "render_items": "deckwright.renderer.northgard.hooks:render_items",
        "text_overflow": "deckwright.renderer.northgard.hooks:text_overflow",
        "overflow_cards": "deckwright.renderer.northgard.hooks:overflow_cards",
    },
)
