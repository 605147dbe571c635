"""The icon names each system declares for ``[name]`` tokens (``System.icons``, which the
validator's markup check reads without importing the renderer) are exactly the icons its renderer
draws for them: a declared name the renderer lacks would print as literal text, a drawn one left
undeclared would be refused by the validator."""

from __future__ import annotations

import pytest

from deckwright.renderer.eotn.icons import NAMES
from deckwright.renderer.icons import ICONS
from deckwright.renderer.is2014.icons import PREFIX as IS2014
from deckwright.renderer.northgard.icons import PREFIX as NORTHGARD
from deckwright.systems import all_systems


def _prefixed(prefix: str) -> set[str]:
    return {name[len(prefix) :] for name in ICONS if name.startswith(prefix)}


DRAWN = {"eotn": lambda: set(NAMES), "is2014": lambda: _prefixed(IS2014), "northgard": lambda: _prefixed(NORTHGARD)}


@pytest.mark.parametrize("system", sorted(DRAWN))
def test_a_system_declares_exactly_the_icons_its_renderer_draws_for_tokens(system):
    assert all_systems()[system].icons == DRAWN[system]()


def test_the_systems_with_printed_text_overrides_declare_icons_and_the_others_none():
    declared = {name: len(system.icons) for name, system in all_systems().items()}
    assert declared == {"eotn": 32, "is2014": 12, "kb": 0, "northgard": 20}
    overriding = {name for name, system in all_systems().items() if system.hook("text_overrides")}
    assert overriding == set(DRAWN)
