"""Kingdom Builder: seats play no content of their own; boards, location tiles and goal cards are
shared by the table."""

from . import Seat, System

SYSTEM = System(
    name="kb",
    title="Kingdom Builder",
    schemas={"boards": "kb/boards.schema.json", "tiles": "kb/tiles.schema.json", "goals": "kb/goals.schema.json"},
    players=(2, 4),
    seat=Seat(None),
    table=("boards", "tiles", "goals"),
    table_noun="board sections, location tiles or goal cards",
    languages=("en", "de"),
    bots=("random", "greedy", "search", "strong"),
    vocabulary="deckwright.engine.kb.decisions:DECISIONS",
    hooks={
        "rules_text": "deckwright.renderer.kb.hooks:rules_text",
        "check": "deckwright.validator.kb.hooks:check",
        "render_items": "deckwright.renderer.kb.hooks:render_items",
        "text_overflow": "deckwright.renderer.kb.hooks:text_overflow",
        "overflow_cards": "deckwright.renderer.kb.hooks:overflow_cards",
        "new_game": "deckwright.engine.kb.hooks:new_game",
        "play_content": "deckwright.engine.kb.hooks:play_content",
        "determinize": "deckwright.engine.kb.hooks:determinize",
        "holdings": "deckwright.engine.kb.hooks:holdings",
        "words": "deckwright.engine.kb.hooks:words",
        "evaluate": "deckwright.engine.kb.hooks:evaluate",
        "sample_game": "deckwright.engine.kb.hooks:sample_game",
        "greedy_bot": "deckwright.engine.kb.hooks:greedy_bot",
    },
    # a turn offers about 70 build hexes: the greedy bot's 8 best-priced, one world each, played
    # one decision on and scored by ``evaluate`` (docs/play.md, "The bots": the width buys the
    # strength, the depth little)
    strong={"rollouts": 8, "depth": 1, "width": 8, "halving": False},
)
