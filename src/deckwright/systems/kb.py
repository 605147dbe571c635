"""Kingdom Builder.

The engine's ``deckwright.engine.kb:new_game`` is not registered yet: the shared play stage
still wants a seat's own content (a clan) to set up a game, so with it ``deckwright build``
would stop at the Kingdom Builder files with "nothing to play". It is registered as
``"new_game"`` when the system-neutral play stage (issue 11's wiring) lands; until then build
skips the Kingdom Builder smoke play with a note.
"""

from . import System

SYSTEM = System(
    name="kb",
    title="Kingdom Builder",
    schemas={"boards": "kb/boards.schema.json", "tiles": "kb/tiles.schema.json", "goals": "kb/goals.schema.json"},
    hooks={
        "check": "deckwright.validator.kb:check_documents",
        "play_content": "deckwright.engine.kb.hooks:play_content",
        "determinize": "deckwright.engine.kb.hooks:determinize",
        "option_card": "deckwright.engine.kb.hooks:option_card",
        "sample_game": "deckwright.engine.kb.hooks:sample_game",
    },
)
