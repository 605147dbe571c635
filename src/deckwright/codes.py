"""The registry of finding codes: every code any stage emits, with its severity, a one-line
summary, how to fix it and where the docs explain it.

The table is data, ``codes.json`` beside this module, so that it may name every system's own
words; JSON because it is read on the first finding of a run and JSON reads in a fraction of a
millisecond (TOML takes some 30 ms with its import). Each entry: ``severity`` (``error`` for an
``E-`` code, ``warning`` for a ``W-`` code), ``system`` (the one system whose packages emit it,
or ``shared``), ``summary`` and ``fix`` (one line each), ``docs`` (``file#anchor``: a heading's
or an ``<a id>`` anchor whose section names the code). Codes are never renamed: users'
configurations and docs name them.

A finding takes its severity from here (``severity``): a code cannot be emitted with another
severity, and an unknown code is an error the moment a finding is built. ``tests/test_codes.py``
checks that every code in ``src/`` is here and documented, and every code here is emitted.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

TABLE = Path(__file__).with_name("codes.json")
SEVERITIES = ("error", "warning")


@dataclass(frozen=True, slots=True)
class Code:
    """One finding code as the table describes it."""

    code: str
    severity: str
    system: str  # the one system whose packages emit it, or "shared"
    summary: str
    fix: str
    docs: str  # file#anchor, relative to the repository root


class UnknownCode(LookupError):
    """A code the table does not list; the message names the closest known codes."""

    def __init__(self, code: str) -> None:
        self.code = code
        self.close = closest(code)
        hint = f"; did you mean {', '.join(self.close)}?" if self.close else ""
        super().__init__(f"unknown finding code {code!r}{hint}")


@cache
def table() -> dict[str, Code]:
    """Every code of ``codes.json``, in the table's order."""
    raw = json.loads(TABLE.read_text("utf-8"))
    return {code: Code(code, **fields) for code, fields in raw.items()}


def lookup(code: str) -> Code:
    """The table's entry for ``code``; ``UnknownCode`` when it has none."""
    try:
        return table()[code]
    except KeyError:
        raise UnknownCode(code) from None


def severity(code: str) -> str:
    """The severity every finding with ``code`` has."""
    return lookup(code).severity


def closest(code: str, n: int = 3) -> list[str]:
    """The known codes nearest to ``code`` in spelling (case aside), nearest first."""
    import difflib  # only an unknown code needs it: kept off the path of every run

    known = {known.upper(): known for known in table()}
    return [known[match] for match in difflib.get_close_matches(code.upper(), known, n=n, cutoff=0.6)]
