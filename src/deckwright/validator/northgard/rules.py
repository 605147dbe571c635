"""Ruleset checks: numbers that the schema accepts one by one but that do not fit together."""

from __future__ import annotations

from ...findings import Finding
from ...loader import Document

BUILDINGS = (
    "food_silo",
    "woodcutter_lodge",
    "defense_tower",
    "training_camp",
    "carved_stone",
    "fortress",
    "forge",
    "altar_of_kings",
)


def check_ruleset(doc: Document) -> list[Finding]:
    data = doc.data
    findings = []
    rows = [row["units"] for row in data["winter"]]
    if rows != sorted(set(rows)) or rows[0] != 0:
        findings.append(
            doc.finding(
                "E-NG-WINTER",
                f"winter rows start at {rows}: they must start at 0 units and rise",
                "/winter",
                "order the rows by 'units', the first at 0",
            )
        )
    setup = data["setup"]
    if setup["group_size"] * setup["groups"] > data["units"]:
        findings.append(
            doc.finding(
                "E-NG-SETUP-UNITS",
                f"setup places {setup['group_size'] * setup['groups']} units but a player owns {data['units']}",
                "/setup/group_size",
                "lower group_size or groups, or raise units",
            )
        )
    missing = [b for b in BUILDINGS if b not in data["buildings"]]
    if missing:
        findings.append(
            doc.finding(
                "E-NG-BUILDINGS",
                f"the buildings table lacks {', '.join(missing)}",
                "/buildings",
                "give every building type its size and effect",
                key=True,
            )
        )
    return findings
