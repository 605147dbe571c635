"""Imperial Settlers (2014)."""

from . import Seat, System

SYSTEM = System(
    name="is2014",
    title="Imperial Settlers (2014)",
    schemas={
        "faction": "is2014/faction.schema.json",
        "common_deck": "is2014/common_deck.schema.json",
        "attack_deck": "is2014/attack_deck.schema.json",
    },
    players=(1, 4),
    seat=Seat("faction", "faction", "factions"),
    table=("common_deck", "attack_deck"),
    table_noun="a common deck or an attack deck",
    variants={
        "alternate-lookout": "the Alternate Lookout: pick 1 of 3 Common cards, then 1 of the 2 passed clockwise",
        "advanced-lookout": "the Advanced Lookout: 5 face-up Common cards, picked clockwise until each seat has 2",
        "peaceful": "the Peaceful variant: 1 more Common card in the Lookout, no razing enemy Locations with tokens",
    },
    languages=("en", "de"),
    bots=("random", "greedy", "search", "strong"),
    # the icon names a ``[name]`` token in printed text may use (the renderer draws each)
    icons=frozenset("arrow card defense food gold location raze samurai stone vp wood worker".split()),
    vocabulary="deckwright.engine.is2014.decisions:DECISIONS",
    hooks={
        "check": "deckwright.validator.is2014.hooks:check",
        "new_game": "deckwright.engine.is2014.hooks:new_game",
        "rating_order": "deckwright.engine.is2014.hooks:rating_order",
        "variant_keywords": "deckwright.engine.is2014.hooks:variant_keywords",
        "sample_game": "deckwright.engine.is2014.hooks:sample_game",
        "play_content": "deckwright.engine.is2014.hooks:play_content",
        "determinize": "deckwright.engine.is2014.hooks:determinize",
        "evaluate": "deckwright.engine.is2014.hooks:evaluate",
        "horizon": "deckwright.engine.is2014.hooks:horizon",
        "greedy_bot": "deckwright.engine.is2014.hooks:greedy_bot",
        "holdings": "deckwright.engine.is2014.hooks:holdings",
        "words": "deckwright.engine.is2014.hooks:words",
        "render_items": "deckwright.renderer.is2014.hooks:render_items",
        "text_overflow": "deckwright.renderer.is2014.hooks:text_overflow",
        "overflow_cards": "deckwright.renderer.is2014.hooks:overflow_cards",
        "rules_text": "deckwright.renderer.is2014.hooks:rules_text",
        "text_overrides": "deckwright.validator.is2014.hooks:text_overrides",
    },
    # a turn offers about 10 options: 16 rollouts over all of them is one or two each, too few
    # to tell them apart; the greedy bot's best 4, in 4 shared worlds each, can be
    search={"width": 4},
    # the strong bot searches the draws, the Lookout draft and the turns, each between the greedy
    # bot's 3 best-priced options in one shared world (3 rollouts), each rollout to the next round's
    # first decision (``horizon``: the estimate judges there, the Goods not stored gone) or 30
    # decisions; greedy answers the discards (where the search overrode it 13% of the time). Against
    # search 389/816 (47.7%) at 46.3-47.8x greedy's cost; the former budget (2 best in 2 worlds, 40
    # deep, the discards too) won 201/408 at 71.0x on the same games (docs/play.md, "The bots")
    strong={
        "rollouts": 3,
        "depth": 30,
        "width": 3,
        "halving": False,
        "kinds": ("draw-from", "draft", "turn"),
        "horizon": True,
    },
)
