"""The report as Markdown: the tables of ``report_tables``, each followed by what its columns mean."""

from __future__ import annotations

from typing import Any

from .report import MARKER
from .report_tables import notes, sections


def to_markdown(report: dict[str, Any]) -> str:
    lines = [f"<!-- {MARKER} -->", f"# {report.get('title', 'Smoke-play report')}", ""]
    lines += [f"{note}\n" for note in notes(report)]
    for section in sections(report):
        header = section.header
        lines += [
            f"## {section.title}",
            "",
            "| " + " | ".join(header) + " |",
            "|" + "|".join("---" if i == 0 else "---:" for i in range(len(header))) + "|",
        ]
        lines += ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in section.rows]
        lines.append("")
        lines += [f"- *{name}*: {meaning}" for name, meaning in section.columns.items()]
        lines.append("")
    return "\n".join(lines)
