"""E-KB-SCORE-KEY: a goal card's 'score' key that its 'count' never reads.

The card would print and score without it (``{count: groups, next_to: [water]}`` pays for every
group), so the data says one thing and the game plays another.
"""

from __future__ import annotations

from typing import Iterator

from ...findings import Finding
from ...loader import Document
from ..schema import schema_files

# The keys besides 'count' that each count reads (engine/kb/scoring.py: count and goal_gold).
SCORE_KEYS = {
    "settlements": ("gold", "per", "next_to", "on", "isolated"),
    "connected_sites": ("gold", "per", "sites"),
    "sector_rank": ("ranks", "ties"),
}
PLAIN_KEYS = ("gold", "per")  # every other count: gold x (count // per)


def keys_of(count: str) -> tuple[str, ...]:
    """The score keys besides 'count' that a goal with this count reads."""
    return SCORE_KEYS.get(count, PLAIN_KEYS)


def score_schema() -> dict:
    """The schema of a goal's 'score' (its keys and the counts it allows)."""
    return schema_files()["kb/goals.schema.json"]["properties"]["goals"]["items"]["properties"]["score"]


def _goes_with(key: str) -> str:
    counts = score_schema()["properties"]["count"]["enum"]
    readers = [c for c in counts if key in keys_of(c)]
    others = [c for c in counts if key not in keys_of(c)]
    return f"every count but {' and '.join(others)}" if len(readers) > len(others) else f"count {' or '.join(readers)}"


def unread_score_keys(doc: Document) -> Iterator[Finding]:
    """E-KB-SCORE-KEY: every score key a goal's count does not read."""
    for index, goal in enumerate(doc.data["goals"]):
        score = goal["score"]
        count, takes = score["count"], keys_of(score["count"])
        for key in score:
            if key != "count" and key not in takes:
                yield doc.finding(
                    "E-KB-SCORE-KEY",
                    f"goal '{goal['id']}' counts {count}, which does not read '{key}': "
                    "the card would print and score without it",
                    f"/goals/{index}/score/{key}",
                    f"count {count} takes {', '.join(takes)}; '{key}' goes with {_goes_with(key)}",
                    key=True,
                )
