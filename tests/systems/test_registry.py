"""The system registry: every description is complete, every hook imports and has its contract's
signature, and a description with an unknown hook or a broken fact is refused."""

from __future__ import annotations

import importlib
import inspect
import typing

import pytest

from deckwright.engine.bots import BOTS
from deckwright.systems import Seat, System, all_systems, contract
from deckwright.systems.contract import HOOKS, STAGES

HOOKED = [(system, name) for system in all_systems().values() for name in system.hooks]


def _parameters(func) -> list[tuple[str, object]]:
    return [(p.name, p.kind) for p in inspect.signature(func).parameters.values() if p.name != "self"]


@pytest.mark.parametrize("system,name", HOOKED, ids=[f"{s.name}:{n}" for s, n in HOOKED])
def test_every_hook_imports_and_takes_what_its_protocol_gives(system, name):
    hook = system.hook(name)
    assert callable(hook)
    wanted = _parameters(HOOKS[name].__call__)
    given = _parameters(hook)
    positional = [p for p in wanted if p[1] is not inspect.Parameter.VAR_KEYWORD]
    assert len(given) >= len(positional), f"{system.name}:{name} takes {given}, the contract gives {wanted}"
    if any(kind is inspect.Parameter.VAR_KEYWORD for _, kind in wanted):
        extra = [kind for _, kind in given[len(positional) :]]
        assert all(
            k
            in (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY, inspect.Parameter.VAR_KEYWORD)
            for k in extra
        )


@pytest.mark.parametrize("system", all_systems().values(), ids=list(all_systems()))
def test_a_description_names_only_known_bots_and_languages(system):
    assert set(system.bots) <= set(BOTS)
    assert system.languages and all(len(lang) == 2 for lang in system.languages)


def test_an_unknown_hook_name_is_refused():
    with pytest.raises(ValueError, match="unknown hook name.*render_cards"):
        System("x", "X", {}, (2, 4), Seat(None), hooks={"render_cards": "m:f"})
    with pytest.raises(KeyError, match="no hook is called"):
        all_systems()["eotn"].hook("render_cards")


def test_an_unknown_search_or_strong_setting_is_refused():
    known = "known: depth, halving, horizon, kinds, rollouts, width"
    with pytest.raises(ValueError, match=f"unknown search setting.*budget; {known}"):
        System("x", "X", {}, (2, 4), Seat(None), search={"budget": 3})
    with pytest.raises(ValueError, match=f"unknown strong setting.*margin; {known}"):
        System("x", "X", {}, (2, 4), Seat(None), strong={"margin": 1})
    assert System("x", "X", {}, (2, 4), Seat(None), search={"width": 3}).search == {"width": 3}
    assert System("x", "X", {}, (2, 4), Seat(None), strong={"kinds": ("turn",)}).strong == {"kinds": ("turn",)}


def test_the_horizon_setting_needs_a_horizon_hook():
    with pytest.raises(ValueError, match="system 'x': the horizon setting needs a horizon hook"):
        System("x", "X", {}, (2, 4), Seat(None), strong={"horizon": True})
    hooked = System("x", "X", {}, (2, 4), Seat(None), search={"horizon": True}, hooks={"horizon": "m:f"})
    assert hooked.search == {"horizon": True}


@pytest.mark.parametrize("players", [(0, 2), (3, 2)])
def test_a_player_range_that_is_no_range_is_refused(players):
    with pytest.raises(ValueError, match="is not a range"):
        System("x", "X", {}, players, Seat(None))


def test_content_kinds_without_a_schema_are_refused():
    with pytest.raises(ValueError, match="without a schema: clan"):
        System("x", "X", {}, (2, 4), Seat("clan"))


def test_table_options_name_only_table_content():
    with pytest.raises(ValueError, match="table_options name content kinds that are not table content"):
        System("x", "X", {"board": "x.json"}, (2, 4), Seat(None), table_options={"board": "board"})
    given = System("x", "X", {"board": "x.json"}, (2, 4), Seat(None), table=("board",), table_options={"map": "board"})
    assert given.table_options == {"map": "board"}


def test_system_hook_is_typed_for_every_hook_by_its_protocol():
    typed = {}
    for overload in typing.get_overloads(System.hook):
        hints = typing.get_type_hints(overload, {**vars(typing), "contract": contract})
        (name,) = typing.get_args(hints["name"])
        typed[name] = hints["return"]
    assert typed == {name: protocol | None for name, protocol in HOOKS.items()}


@pytest.mark.parametrize("system", all_systems().values(), ids=list(all_systems()))
def test_each_stage_holds_a_systems_hooks_under_their_names_in_one_module(system):
    assert system.hooks == {name: f"deckwright.{STAGES[name]}.{system.name}.hooks:{name}" for name in system.hooks}
    for name in system.hooks:  # each is there under its name (imported, or defined there)
        assert callable(getattr(importlib.import_module(f"deckwright.{STAGES[name]}.{system.name}.hooks"), name))
