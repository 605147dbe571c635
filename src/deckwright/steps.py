"""Effect-language steps, compiled once, and the tables that give each primitive its meaning.

A step as written is a mapping with exactly one primitive key (``{"gain": {...}, "per": {...}}``)
plus modifiers. ``compile_steps`` turns a list of them into ``Step`` tuples once, when content
is loaded; every stage that interprets steps (running them, checking them, pricing them, wording
them, checking the goods they need) then looks the primitive up in its own ``StepTable``. A table
lists the primitives it deliberately leaves out, so a test can prove that every primitive of a
system's schema has a meaning in every table.
"""

from __future__ import annotations

from typing import Any, Iterable, NamedTuple


class Step(NamedTuple):
    """One compiled step: its primitive, the primitive's value (nested step lists compiled too),
    its modifiers (e.g. ``per``) and the step as written."""

    primitive: str
    value: Any
    modifiers: dict[str, Any]
    raw: dict[str, Any]


def primitive_of(step: dict[str, Any], modifiers: frozenset[str]) -> str:
    """The one key of a written step that is not a modifier."""
    return next(key for key in step if key not in modifiers)


def compile_steps(
    steps: Iterable[dict[str, Any]], modifiers: frozenset[str], nested: frozenset[str] = frozenset()
) -> tuple[Step, ...]:
    """Compile written steps; ``nested``: the primitives whose value holds step lists, either as a
    list of step lists (each compiled to a tuple) or as a mapping (its list values compiled)."""
    compiled = []
    for step in steps:
        primitive = primitive_of(step, modifiers)
        value = step[primitive]
        if primitive in nested and isinstance(value, dict):
            value = {
                key: compile_steps(part, modifiers, nested) if isinstance(part, list) else part
                for key, part in value.items()
            }
        elif primitive in nested:
            value = tuple(compile_steps(option, modifiers, nested) for option in value)
        compiled.append(Step(primitive, value, {k: v for k, v in step.items() if k in modifiers}, step))
    return tuple(compiled)


class StepTable(dict):
    """What one stage does with each primitive, by primitive name, plus ``not_applicable``: the
    primitives this stage deliberately has no entry for (they mean nothing to it)."""

    def __init__(self, entries: dict[str, Any], not_applicable: Iterable[str] = ()):
        super().__init__(entries)
        self.not_applicable = frozenset(not_applicable)
        overlap = self.not_applicable & set(entries)
        if overlap:
            raise ValueError(f"primitives both handled and not applicable: {', '.join(sorted(overlap))}")

    def uncovered(self, primitives: Iterable[str]) -> set[str]:
        """The primitives this table neither handles nor lists as not applicable."""
        return set(primitives) - set(self) - self.not_applicable
