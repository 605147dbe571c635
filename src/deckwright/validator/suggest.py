"""'Did you mean ...?': the nearest allowed word for a misspelled key, value, id or type name.

Matching ignores case (``harvest`` -> ``HARVEST``) and never proposes a word of the opposite
meaning: a word that only adds or drops a negating prefix (``exhaust`` -> ``unexhaust``) or a
past participle (``raided``, what others do to you, -> ``raid``, what you do).
"""

from __future__ import annotations

import difflib
from typing import Iterable

NEGATIONS = ("un", "non", "dis")
PARTICIPLES = ("ed", "d")

# Names authors reach for that mean one of the shared keys.
SYNONYMS = {
    "quantity": "copies",
    "count": "copies",
    "qty": "copies",
    "amount": "copies",
    "title": "name",
    "color": "colour",
    "effects": "abilities",
    "ability": "abilities",
}


def opposite(word: str, other: str) -> bool:
    """Whether one of the two (lower-case) words is the other negated or made passive."""
    for short, long in ((word, other), (other, word)):
        if any(long == prefix + short for prefix in NEGATIONS):
            return True
        if any(long == short + suffix for suffix in PARTICIPLES):
            return True
    return False


def nearest(word: object, choices: Iterable[object]) -> str | None:
    """The allowed choice nearest to ``word`` (ignoring case), or None when none is near or the
    nearest means the opposite."""
    text = str(word).lower()
    by_lower: dict[str, str] = {}
    for choice in map(str, choices):
        by_lower.setdefault(choice.lower(), choice)
    candidates = [c for c in by_lower if not opposite(text, c)]
    match = difflib.get_close_matches(text, candidates, n=1, cutoff=0.6)
    if match:
        return by_lower[match[0]]
    near = difflib.get_close_matches(text, list(SYNONYMS), n=1, cutoff=0.75)
    if near and SYNONYMS[near[0]] in by_lower.values():
        return SYNONYMS[near[0]]
    return None


def did_you_mean(word: object, choices: Iterable[object]) -> str:
    """``did you mean 'copies'?`` for the nearest choice, or '' when there is none."""
    match = nearest(word, choices)
    return f"did you mean '{match}'?" if match else ""
