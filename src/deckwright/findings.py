"""One shape for every problem any stage reports, and the ways of printing it.

A finding names the file, line and column (1-based), a stable code such as ``E-DECK-SIZE``,
a severity, the message, a hint, and the JSON pointer of the value it is about. Every code is in
the registry (``codes``), and a finding's severity is the one the registry gives its code.

Everything printed is safe to print whatever the file held: text output escapes control
characters, bidi overrides and lone surrogates (``printable``), GitHub output escapes the
workflow-command syntax, JSON output is ASCII. Excerpts are a window of ``EXCERPT_WIDTH``
characters around the column, and a file reports at most ``MAX_PER_FILE`` findings (``capped``).
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, replace
from typing import Iterable

from . import codes

ERROR = "error"
WARNING = "warning"

# Findings with these codes mean the input could not be read at all: exit status 2.
UNREADABLE_CODES = frozenset({"E-IO", "E-ENCODING", "E-TOO-LARGE", "E-NO-FILES", "E-NOT-A-FILE", "E-OUTSIDE"})

EXCERPT_WIDTH = 80  # characters of the source line shown around the column
MAX_PER_FILE = 50  # findings shown per file; the rest are summed up in one finding


@dataclass(frozen=True, slots=True)
class Finding:
    """A problem found in a file."""

    file: str
    line: int
    column: int
    code: str
    severity: str
    message: str
    hint: str = ""
    pointer: str = ""
    excerpt: str = ""
    excerpt_start: int = 0  # index in the source line where the excerpt (after a leading "...") starts

    def __post_init__(self) -> None:
        """An unknown code, or a severity other than the registry's for the code, is a bug."""
        expected = codes.severity(self.code)
        if self.severity != expected:
            raise ValueError(f"finding code {self.code} has the severity {expected!r}, not {self.severity!r}")

    def sort_key(self) -> tuple:
        return (self.file, self.line, self.column, self.code)


def exit_code(findings: Iterable[Finding]) -> int:
    """2 when some input was unreadable, 1 when there is an error, else 0 (warnings allowed)."""
    codes = [(f.code, f.severity) for f in findings]
    if any(code in UNREADABLE_CODES for code, _ in codes):
        return 2
    return 1 if any(severity == ERROR for _, severity in codes) else 0


ELLIPSIS = "..."


def clip(text: str, limit: int = 60) -> str:
    """A user's text (a key, an id, a name) shortened for a message: a 1 MB key stays one line."""
    return text if len(text) <= limit else text[:limit] + ELLIPSIS


def excerpt(line: str, column: int) -> tuple[str, int]:
    """The source ``line`` cut to ``EXCERPT_WIDTH`` characters around 1-based ``column``, and
    the index where the cut starts (``...`` marks a cut at either end)."""
    if len(line) <= EXCERPT_WIDTH:
        return line, 0
    start = max(0, min(column - 1 - EXCERPT_WIDTH // 2, len(line) - EXCERPT_WIDTH))
    end = start + EXCERPT_WIDTH
    return (ELLIPSIS if start else "") + line[start:end] + (ELLIPSIS if end < len(line) else ""), start


# C0 and C1 controls, DEL, lone surrogates, and the bidi controls that reorder what a terminal shows.
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def _escape(match: re.Match) -> str:
    code = ord(match.group())
    if 0xDC80 <= code <= 0xDCFF:  # a byte that was not UTF-8, kept by os.fsdecode (surrogateescape)
        code -= 0xDC00
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str) -> str:
    """``text`` with every control character, bidi control and lone surrogate written as an escape."""
    return _UNPRINTABLE.sub(_escape, text)


def format_text(finding: Finding, color: bool = False) -> str:
    """``file:line:col: error[CODE]: message``, then the source line with a caret, then the hint."""
    sev = finding.severity
    if color:
        sev = f"\x1b[1;31m{sev}\x1b[0m" if sev == ERROR else f"\x1b[1;33m{sev}\x1b[0m"
    lines = [
        f"{printable(finding.file)}:{finding.line}:{finding.column}: {sev}[{printable(finding.code)}]: "
        f"{printable(finding.message)}"
    ]
    if finding.excerpt:
        gutter = f"{finding.line:>5} | "
        caret = max(finding.column - 1 - finding.excerpt_start, 0) + (len(ELLIPSIS) if finding.excerpt_start else 0)
        lines.append(gutter + printable(finding.excerpt))
        lines.append(" " * (len(gutter) + len(printable(finding.excerpt[:caret]))) + "^")
    if finding.hint:
        lines.append(f"  hint: {printable(finding.hint)}")
    return "\n".join(lines)


def _workflow_data(text: str) -> str:
    """Escape a workflow command's message (GitHub: %, CR and LF), and control characters."""
    return printable(text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A"))


def _workflow_property(text: str) -> str:
    """Escape a workflow command's property value: as a message, plus ':' and ','."""
    return _workflow_data(text).replace(":", "%3A").replace(",", "%2C")


def format_github(finding: Finding) -> str:
    """A GitHub Actions workflow command that shows the finding as an annotation."""
    level = "error" if finding.severity == ERROR else "warning"
    text = finding.message + (f" (hint: {finding.hint})" if finding.hint else "")
    return (
        f"::{level} file={_workflow_property(finding.file)},line={finding.line},col={finding.column},"
        f"title={_workflow_property(finding.code)}::{_workflow_data(text)}"
    )


_SURROGATE = re.compile("[\ud800-\udfff]")


def _no_surrogates(value: object) -> object:
    return printable(value) if isinstance(value, str) and _SURROGATE.search(value) else value


def to_json(findings: Iterable[Finding]) -> str:
    """All findings as a JSON array of objects: ASCII, with lone surrogates written as escapes
    (so any output encoding and any strict JSON reader takes it)."""
    return json.dumps([{k: _no_surrogates(v) for k, v in asdict(f).items()} for f in findings], indent=2)


def capped(findings: list[Finding], limit: int = MAX_PER_FILE, unbuilt: int = 0) -> list[Finding]:
    """The first ``limit`` findings of one file, then one finding that sums up the rest (and
    ``unbuilt`` further errors that a stage counted without building them)."""
    hidden = findings[limit:]
    if not hidden and not unbuilt:
        return findings
    errors = unbuilt > 0 or any(f.severity == ERROR for f in hidden)
    summary_finding = replace(
        hidden[0] if hidden else findings[-1],
        code="E-MORE-FINDINGS" if errors else "W-MORE-FINDINGS",
        severity=ERROR if errors else WARNING,
        message=f"... and {len(hidden) + unbuilt:,} more findings in this file",
        hint=f"only the first {limit} findings of a file are shown; fix these and validate again",
    )
    return [*findings[:limit], summary_finding]


def summary(findings: list[Finding], files: int) -> str:
    """``3 files checked: 1 error, 2 warnings``."""
    errors = sum(f.severity == ERROR for f in findings)
    warnings = len(findings) - errors
    noun = "file" if files == 1 else "files"
    return f"{files} {noun} checked: {errors} error{'s' * (errors != 1)}, {warnings} warning{'s' * (warnings != 1)}"
