"""Rules engines, bots and the play loop (see ``core`` for the shared contract)."""
