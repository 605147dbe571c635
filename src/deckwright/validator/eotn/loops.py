"""E-FEATURE-LOOP / W-FEATURE-LOOP: Features that trigger themselves, alone or in a ring, without end.

Found statically where the card data says it: each Feature's steps (and its cost) fire events
(a gain of wood, a spend of food, an action taken); a Feature whose trigger one of those events
matches follows it. A ring of Features that take nothing (no cost, no spend, discard, assign or
release: such a Feature is not optional, docs/rules-notes.md#eotn-features-optional) and whose
events happen for sure (not inside a '/' choice, not a gain counted by 'per') never ends: an
error. Any other ring ends only when its owner stops paying or chooses otherwise: a warning.
What actions give (a field's goods when harvesting) is not in the card data and is not followed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

from ...findings import Finding
from ...loader import Document
from ...model.eotn import STEP_MODIFIERS
from ...steps import StepTable, primitive_of

Event = tuple[str, str]  # (event, detail): ("gain", "wood"), ("action", "HARVEST"), ("harvest", "")

ACTION_EVENTS = {"HARVEST": "harvest", "SAIL": "sail"}  # actions that fire an event of their own
EXPEDITION_EVENTS = {"pillage": ("pillage",), "conquer": ("conquer",), "either": ("pillage", "conquer")}
TAKING = ("spend", "discard", "assign", "release", "give", "remove")


def _take_action(step: dict) -> Iterator[Event]:
    action = step["take_action"]
    yield "action", action
    if action in ACTION_EVENTS:
        yield ACTION_EVENTS[action], ""


# The events each step primitive fires when it runs (choose: see _fired; the rest fire none).
FIRES: StepTable = StepTable(
    {
        "gain": lambda step: (("gain", good) for good in step["gain"]),
        "draw": lambda step: (("gain", "card"),),  # docs/rules-notes.md#eotn-gain-a-card
        "spend": lambda step: (("spend", good) for good in step["spend"]),
        "take_action": _take_action,
        "expedition_now": lambda step: ((event, "") for event in EXPEDITION_EVENTS[step["expedition_now"]]),
    },
    not_applicable=(
        "assign",
        "release",
        "retrieve",
        "discard",
        "search",
        "unexhaust",
        "move_pawn",
        "advance_ship",
        "choose",
        "if",
        "exhaust",
        "lose",  # the target's goods: no event of the owner's
        "give",  # the target gains: no event of the owner's
        "remove",
        "recopy",
    ),
)


@dataclass
class Feature:
    pointer: str
    card: str
    ability: int  # 1-based, as printed
    when: dict[str, Any]
    sure: set[Event] = field(default_factory=set)  # events it fires every time it resolves
    maybe: set[Event] = field(default_factory=set)  # events it may fire
    takes: bool = False

    def name(self) -> str:
        return f"'{self.card}' (ability {self.ability})"

    def follows(self, event: Event) -> bool:
        """Whether this Feature's trigger matches ``event``, whoever's event it answers ('who'): two
        seats may play the same clan, so a Feature that answers an opponent's event answers its
        twin's (docs/rules-notes.md#eotn-others-events)."""
        name, detail = event
        when = self.when
        if when["event"] != name:
            return False
        wanted = when.get("good") or when.get("action")
        return wanted is None or wanted == detail


def _fired(steps: list[dict], feature: Feature, sure: bool) -> None:
    for step in steps:
        primitive = primitive_of(step, STEP_MODIFIERS)
        feature.takes |= primitive in TAKING
        if primitive == "choose":
            for option in step["choose"]:
                _fired(option, feature, False)
        elif primitive == "if":  # either branch may run, so neither is certain
            for branch in ("then", "otherwise"):
                _fired(step["if"].get(branch, []), feature, False)
        elif primitive in FIRES:
            certain = sure and "per" not in step
            (feature.sure if certain else feature.maybe).update(FIRES[primitive](step))


def features(cards: list[tuple[dict, str]]) -> list[Feature]:
    """Every Feature of ``cards`` ((card, pointer) pairs), with the events it fires."""
    found = []
    for card, pointer in cards:
        for index, ability in enumerate(card.get("abilities", [])):
            if "feature" not in ability:
                continue
            body = ability["feature"]
            feature = Feature(f"{pointer}/abilities/{index}/feature", card["id"], index + 1, body["when"])
            feature.sure.update(("spend", good) for good in body.get("cost", {}))
            feature.takes = bool(body.get("cost"))
            _fired(body["do"], feature, True)
            feature.maybe |= feature.sure
            found.append(feature)
    return found


def _rings(nodes: list[Feature], follows: Callable[[Feature, Feature], bool]) -> list[list[int]]:
    """The rings of the graph ``a -> b if follows(a, b)``: its strongly connected components with
    a cycle (Tarjan's algorithm; a clan has a few dozen Features at most)."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    stack: list[int] = []
    rings = []

    def visit(v: int) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in range(len(nodes)):
            if not follows(nodes[v], nodes[w]):
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            ring = []
            while True:
                w = stack.pop()
                ring.append(w)
                if w == v:
                    break
            if len(ring) > 1 or follows(nodes[v], nodes[v]):
                rings.append(sorted(ring))

    for v in range(len(nodes)):
        if v not in index:
            visit(v)
    return rings


def _certain(a: Feature, b: Feature) -> bool:
    return not a.takes and not b.takes and any(b.follows(e) for e in a.sure)


def _possible(a: Feature, b: Feature) -> bool:
    return any(b.follows(e) for e in a.maybe)


def feature_loops(doc: Document, cards: list[tuple[dict, str]]) -> Iterator[Finding]:
    """E-FEATURE-LOOP for a ring that never ends, W-FEATURE-LOOP for one that may not end."""
    nodes = features(cards)
    certain = _rings(nodes, _certain)
    reported = {i for ring in certain for i in ring}
    possible = [ring for ring in _rings(nodes, _possible) if not reported & set(ring)]
    for ring, sure in [(r, True) for r in certain] + [(r, False) for r in possible]:
        first = nodes[ring[0]]
        chain = " -> ".join(nodes[i].name() for i in ring)
        what = "triggers itself" if len(ring) == 1 else f"and {len(ring) - 1} more trigger each other ({chain})"
        yield doc.finding(
            "E-FEATURE-LOOP" if sure else "W-FEATURE-LOOP",
            f"the Feature of {first.name()} {what}: "
            + ("once triggered it never ends" if sure else "it repeats as long as its owner pays and chooses to"),
            first.pointer + "/when",
            "trigger it on another event or good than the ones its steps give or spend"
            + ("" if sure else ", or make sure the ring costs more than it gives"),
            key=True,
        )
