"""Kingdom Builder."""

from . import System

SYSTEM = System(
    name="kb",
    title="Kingdom Builder",
    schemas={"boards": "kb/boards.schema.json", "tiles": "kb/tiles.schema.json", "goals": "kb/goals.schema.json"},
    hooks={
        "check": "deckwright.validator.kb:check_documents",
        "new_game": "deckwright.engine.kb:new_game",
        "play_content": "deckwright.engine.kb.hooks:play_content",
        "determinize": "deckwright.engine.kb.hooks:determinize",
        "option_card": "deckwright.engine.kb.hooks:option_card",
        "sample_game": "deckwright.engine.kb.hooks:sample_game",
    },
)
