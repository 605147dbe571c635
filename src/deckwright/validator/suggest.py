"""'Did you mean ...?': the nearest allowed word for a misspelled key, value, id or type name.

Matching ignores case (``harvest`` -> ``HARVEST``) and never proposes a word of the opposite
meaning: when the nearest word only adds or drops a negating prefix (``exhaust`` -> ``unexhaust``)
there is no suggestion, rather than a farther word. A past participle is the opposite only in a
vocabulary that names both a verb and its participle (EotN's events ``raid``, what you do, and
``raided``, what others do to you); elsewhere it is the same word (``razed`` -> ``raze``,
``share`` -> ``shared``).
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


def _participle(word: str, other: str) -> bool:
    """Whether one of the two words is the other plus a participle ending."""
    return any(long == short + suffix for short, long in ((word, other), (other, word)) for suffix in PARTICIPLES)


def opposite(word: str, other: str, vocabulary: Iterable[str] = ()) -> bool:
    """Whether one of the two (lower-case) words is the other negated, or made passive in a
    ``vocabulary`` that names some verb in both forms."""
    if any(long == prefix + short for short, long in ((word, other), (other, word)) for prefix in NEGATIONS):
        return True
    words = set(vocabulary)
    return _participle(word, other) and any(_participle(a, b) for a in words for b in words if a < b)


def nearest(word: object, choices: Iterable[object]) -> str | None:
    """The allowed choice nearest to ``word`` (ignoring case), or None when none is near or the
    nearest means the opposite."""
    text = str(word).lower()
    by_lower: dict[str, str] = {}
    for choice in map(str, choices):
        by_lower.setdefault(choice.lower(), choice)
    match = difflib.get_close_matches(text, list(by_lower), n=1, cutoff=0.6)
    if match:
        return None if opposite(text, match[0], by_lower) else by_lower[match[0]]
    near = difflib.get_close_matches(text, list(SYNONYMS), n=1, cutoff=0.75)
    if near and SYNONYMS[near[0]] in by_lower.values():
        return SYNONYMS[near[0]]
    return None


def did_you_mean(word: object, choices: Iterable[object]) -> str:
    """``did you mean 'copies'?`` for the nearest choice, or '' when there is none."""
    match = nearest(word, choices)
    return f"did you mean '{match}'?" if match else ""
