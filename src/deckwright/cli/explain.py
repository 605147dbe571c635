"""``deckwright explain``: what a finding code means and how to fix it, from the registry of codes
(as ``ruff rule`` explains a rule)."""

from __future__ import annotations

import click

from ..codes import Code, UnknownCode, lookup, table


def explanation(entry: Code) -> str:
    """One code's entry as ``explain CODE`` prints it."""
    return "\n".join(
        [
            f"{entry.code} ({entry.severity}, {entry.system})",
            entry.summary,
            "",
            f"how to fix: {entry.fix}",
            f"docs: {entry.docs}",
        ]
    )


def listing() -> str:
    """Every code, one a line: code, severity, system, summary."""
    entries = list(table().values())
    width = max(len(entry.code) for entry in entries)
    return "\n".join(f"{e.code:<{width}}  {e.severity:<7}  {e.system:<9}  {e.summary}" for e in entries)


@click.command()
@click.argument("code", required=False)
@click.option("--list", "list_all", is_flag=True, help="Print every code: code, severity, system, summary.")
def explain(code: str | None, list_all: bool) -> None:
    """Print what the finding CODE (E-DECK-SIZE, w-text-overflow ...) means, how to fix it and
    where the docs explain it; with --list, every code."""
    if list_all and code is None:
        click.echo(listing())
    elif code is not None and not list_all:
        try:
            click.echo(explanation(lookup(code.strip().upper())))
        except UnknownCode as exc:
            every = "" if exc.close else "; deckwright explain --list prints every code"
            raise click.BadParameter(f"{exc}{every}", param_hint="CODE") from None
    else:
        raise click.UsageError("give one finding CODE, or --list")
