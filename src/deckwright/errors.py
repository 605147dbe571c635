"""The error deckwright explains in words: library code raises it, the command line shows it.

Library code never imports the command line's library (click); an error a person can act on
(a file deckwright will not write, input that validates but cannot be played) is a
``DeckwrightError``, and ``cli`` turns it into click's error in one place: its message (or its
finding, where it has one) on stderr, exit status 1, no traceback.
"""

from __future__ import annotations


class DeckwrightError(Exception):
    """An error whose message is for the person running deckwright; ``message`` says what and how."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
