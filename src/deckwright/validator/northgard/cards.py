"""Card and clan checks: draw specs that add up, amounts the ruleset names, pools large enough
for five players, a starting set with the four basic actions, clan completeness."""

from __future__ import annotations

from typing import Any, Iterable, Iterator

from ...findings import Finding
from ...loader import Document, pointer_join
from ...model import copies_of
from ...model.northgard import SHIPPED_CARDS
from ..unique import unique_ids

STARTING_ACTIONS = ("recruit", "explore", "move", "build")
MAX_PLAYERS = 5
STARTING_CARDS = 6


def _cards(data: dict[str, Any], pools: Iterable[str]) -> Iterator[tuple[dict[str, Any], str]]:
    for pool in pools:
        for index, card in enumerate(data.get(pool, ())):
            yield card, f"/{pool}/{index}"


def _amounts(step: dict[str, Any], pointer: str) -> Iterator[tuple[Any, str]]:
    ((keyword, value),) = step.items()
    here = pointer_join(pointer, keyword)
    if keyword in ("recruit", "explore", "fame"):
        yield value, here
    elif keyword == "move":
        yield value["moves"], pointer_join(here, "moves")
    elif keyword == "gain":
        for res, amount in value.items():
            yield amount, pointer_join(here, res)


def card_findings(doc: Document, card: dict[str, Any], pointer: str, ruleset: dict[str, Any]) -> list[Finding]:
    findings = []
    for index, step in enumerate(card["do"]):
        at = f"{pointer}/do/{index}"
        if "draw" in step:
            spec = step["draw"]
            placed = spec["keep"] + spec.get("discard", 0) + spec.get("top", 0)
            if placed != spec["cards"]:
                findings.append(
                    doc.finding(
                        "E-NG-DRAW",
                        f"'{card['id']}' draws {spec['cards']} cards but keeps, discards and puts back {placed}",
                        f"{at}/draw/cards",
                        "make keep + discard + top equal cards",
                    )
                )
        for amount, where in _amounts(step, at):
            if isinstance(amount, str) and amount not in ruleset["powers"]:
                findings.append(
                    doc.finding(
                        "E-NG-AMOUNT",
                        f"'{amount}' is not a number of the ruleset's powers table",
                        where,
                        f"use a number or one of: {', '.join(sorted(ruleset['powers']))}",
                    )
                )
    return findings


def check_card_set(doc: Document, ruleset: dict[str, Any], known: frozenset[str] = frozenset()) -> list[Finding]:
    """A card set's checks; ``known``: the ids of the run's whole card sets, which a set may
    extend besides the shipped one (docs/rules-notes.md#northgard-extending-a-card-set)."""
    data = doc.data
    findings = []
    for card, pointer in _cards(data, ("starting", "early", "advanced")):
        findings += card_findings(doc, card, pointer, ruleset)
    if "extends" in data:
        return findings + _extends(doc, known)
    findings += _pool_sizes(doc, ruleset)
    if "starting" in data:
        return findings + _starting_set(doc)
    return [
        *findings,
        doc.finding(
            "E-NG-NO-STARTING",
            f"card set '{data['id']}' has no starting cards and extends no set",
            "/content",
            "list each player's six starting cards under 'starting:', or add 'extends: SET-ID'",
            key=True,
        ),
    ]


def _extends(doc: Document, known: frozenset[str]) -> list[Finding]:
    """E-NG-EXTENDS when the set a file extends is neither of the run nor the shipped one."""
    base = doc.data["extends"]
    if base in known | {SHIPPED_CARDS}:
        return []
    return [
        doc.finding(
            "E-NG-EXTENDS",
            f"card set '{doc.data['id']}' extends '{base}', which is neither a set of this run nor the shipped set",
            "/extends",
            f"name a card set given in the same run, or the shipped '{SHIPPED_CARDS}'",
        )
    ]


def _pool_sizes(doc: Document, ruleset: dict[str, Any]) -> list[Finding]:
    data = doc.data
    findings = []
    setup = ruleset["setup"]
    long_game = ruleset["long_game"]
    needs = {
        "early": max(setup["early_per_player"], long_game["early_per_player"]) * MAX_PLAYERS,
        "advanced": max(setup["advanced_per_player"], long_game["advanced_per_player"]) * MAX_PLAYERS,
        "achievements": MAX_PLAYERS,
    }
    for pool, need in needs.items():
        if pool not in data:
            continue
        have = sum(copies_of(card) for card in data[pool])
        if have < need:
            findings.append(
                doc.finding(
                    "E-NG-POOL",
                    f"{have} {pool} cards; a game of {MAX_PLAYERS} players (or the long game) deals {need}",
                    f"/{pool}",
                    f"add {need - have} {pool} cards",
                    key=True,
                )
            )
    return findings


def _starting_set(doc: Document) -> list[Finding]:
    starting = doc.data["starting"]
    findings = []
    count = sum(copies_of(card) for card in starting)
    if count != STARTING_CARDS:
        findings.append(
            doc.finding(
                "E-NG-STARTING",
                f"the starting set has {count} cards per player; it has {STARTING_CARDS}",
                "/starting",
                "each player starts with six cards",
                key=True,
            )
        )
    keywords = {next(iter(step)) for card in starting for step in card["do"]}
    missing = [k for k in STARTING_ACTIONS if k not in keywords and "feast" not in keywords]
    if missing:
        findings.append(
            doc.finding(
                "W-NG-STARTING-ACTIONS",
                f"no starting card can {', '.join(missing)}",
                "/starting",
                "the starting cards show Recruit, Explore, Move and Build",
                key=True,
            )
        )
    return findings


def check_clan(doc: Document, ruleset: dict[str, Any]) -> list[Finding]:
    data = doc.data
    findings = []
    cards = [(data["initial"], "/initial")] + [(card, f"/upgrades/{i}") for i, card in enumerate(data["upgrades"])]
    for card, pointer in cards:
        findings += card_findings(doc, card, pointer, ruleset)
    # The rules_text hook gives the power's text under the clan's id beside the cards' texts by
    # their ids (sheets, transcripts): a card with the clan's id would hide the power's text.
    hint = "give each clan card its own id, other than the clan's"
    findings += unique_ids(doc, cards, noun="card", code="E-NG-DUPLICATE-ID", hint=hint, own_id=True)
    power = data["power"]
    if not any(key in power for key in ("on", "bear", "scorched_earth")):
        findings.append(
            doc.finding(
                "E-NG-POWER",
                "the clan power does nothing",
                "/power",
                "add 'on' reactions, a 'bear' or a 'scorched_earth'",
                key=True,
            )
        )
    for index, reaction in enumerate(power.get("on", ())):
        findings += card_findings(
            doc, {"id": f"power {reaction['event']}", "do": reaction["do"]}, f"/power/on/{index}", ruleset
        )
    for special in ("bear", "scorched_earth"):
        amount = power.get(special, {}).get("points")
        if isinstance(amount, str) and amount not in ruleset["powers"]:
            findings.append(
                doc.finding(
                    "E-NG-AMOUNT",
                    f"'{amount}' is not a number of the ruleset's powers table",
                    f"/power/{special}/points",
                    f"use a number or one of: {', '.join(sorted(ruleset['powers']))}",
                )
            )
    scorches = [p for card, p in cards for i, step in enumerate(card["do"]) if "scorch" in step]
    if scorches and "scorched_earth" not in power:
        findings.append(
            doc.finding(
                "E-NG-SCORCH",
                "a card places the Scorched Earth token but the clan has none",
                scorches[0],
                "add 'scorched_earth' to the power, or drop the 'scorch' step",
            )
        )
    return findings
