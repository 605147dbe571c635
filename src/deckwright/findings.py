"""One shape for every problem any stage reports, and the ways of printing it.

A finding names the file, line and column (1-based), a stable code such as ``E-DECK-SIZE``,
a severity, the message, a hint, and the JSON pointer of the value it is about.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Iterable

ERROR = "error"
WARNING = "warning"

# Findings with these codes mean the input could not be read at all: exit status 2.
UNREADABLE_CODES = frozenset({"E-IO", "E-ENCODING", "E-TOO-LARGE", "E-NO-FILES"})


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

    def sort_key(self) -> tuple:
        return (self.file, self.line, self.column, self.code)


def exit_code(findings: Iterable[Finding]) -> int:
    """2 when some input was unreadable, 1 when there is an error, else 0 (warnings allowed)."""
    codes = [(f.code, f.severity) for f in findings]
    if any(code in UNREADABLE_CODES for code, _ in codes):
        return 2
    return 1 if any(severity == ERROR for _, severity in codes) else 0


def format_text(finding: Finding, color: bool = False) -> str:
    """``file:line:col: error[CODE]: message``, then the source line with a caret, then the hint."""
    sev = finding.severity
    if color:
        sev = f"\x1b[1;31m{sev}\x1b[0m" if sev == ERROR else f"\x1b[1;33m{sev}\x1b[0m"
    lines = [f"{finding.file}:{finding.line}:{finding.column}: {sev}[{finding.code}]: {finding.message}"]
    if finding.excerpt:
        gutter = f"{finding.line:>5} | "
        lines.append(gutter + finding.excerpt)
        lines.append(" " * (len(gutter) + max(finding.column - 1, 0)) + "^")
    if finding.hint:
        lines.append(f"  hint: {finding.hint}")
    return "\n".join(lines)


def format_github(finding: Finding) -> str:
    """A GitHub Actions workflow command that shows the finding as an annotation."""
    level = "error" if finding.severity == ERROR else "warning"
    text = finding.message + (f" (hint: {finding.hint})" if finding.hint else "")
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return (f"::{level} file={finding.file},line={finding.line},col={finding.column},"
            f"title={finding.code}::{text}")


def to_json(findings: Iterable[Finding]) -> str:
    """All findings as a JSON array of objects."""
    return json.dumps([asdict(f) for f in findings], indent=2, ensure_ascii=False)


def summary(findings: list[Finding], files: int) -> str:
    """``3 files checked: 1 error, 2 warnings``."""
    errors = sum(f.severity == ERROR for f in findings)
    warnings = len(findings) - errors
    noun = "file" if files == 1 else "files"
    return (f"{files} {noun} checked: {errors} error{'s' * (errors != 1)}, "
            f"{warnings} warning{'s' * (warnings != 1)}")
