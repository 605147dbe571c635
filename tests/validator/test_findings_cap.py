"""The per-file cap: the first findings, then one that counts the rest."""

from __future__ import annotations

from deckwright.findings import ERROR, WARNING, Finding, capped


def finding(line: int, severity: str = ERROR) -> Finding:
    return Finding(
        "clan.yaml", line, 1, "E-VALUE" if severity == ERROR else "W-TEXT-OVERFLOW", severity, f"problem {line}"
    )


def test_under_the_cap_nothing_changes():
    found = [finding(n) for n in range(1, 4)]
    assert capped(found, limit=3) == found


def test_the_rest_is_one_finding_at_the_first_hidden_position():
    found = [finding(n) for n in range(1, 4)] + [finding(n, WARNING) for n in range(4, 9)]
    *shown, rest = capped(found, limit=3)
    assert shown == found[:3]
    assert (rest.line, rest.code, rest.severity, rest.message) == (
        4,
        "W-MORE-FINDINGS",
        WARNING,
        "... and 5 more findings in this file",
    )


def test_findings_counted_but_not_built_make_the_summary_an_error():
    found = [finding(n, WARNING) for n in range(1, 3)]
    *shown, rest = capped(found, limit=3, unbuilt=7)
    assert shown == found
    assert (rest.line, rest.code, rest.severity, rest.message) == (
        2,
        "E-MORE-FINDINGS",
        ERROR,
        "... and 7 more findings in this file",
    )
