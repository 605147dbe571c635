"""The registry of game systems.

Each module in this package describes one game system with a ``SYSTEM`` object: its facts as
data (players, what a seat plays, what all seats share, languages, bots), its schema files per
content kind and, by dotted name, the hooks each pipeline stage calls for it (the hook names and
their signatures are in ``contract``). Shared code reads these facts and never names a system;
docs/contributing.md lists every place a system lives.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Callable, Literal, overload

from ..game import Kind, option_card
from . import contract
from .contract import HOOKS

# what a system may set for the search bot
SEARCH_BUDGET = {"rollouts", "depth", "width", "halving", "kinds", "horizon"}


@dataclass(frozen=True)
class Seat:
    """What a seat plays: the content kind (None when seats play no content of their own) and the
    words for it in messages and reports."""

    content: str | None
    noun: str = "player"
    plural: str = "players"


@dataclass(frozen=True)
class System:
    """How one game system plugs into the pipeline."""

    name: str
    title: str
    schemas: dict[str, str]  # content kind -> schema file, relative to schema/
    players: tuple[int, int]  # fewest and most seats at a table (1 allows solo games)
    seat: Seat  # what each seat plays
    table: tuple[str, ...] = ()  # content kinds shared by all seats (an island set, a board)
    table_noun: str = "shared content"  # their name in messages, e.g. "an island set"
    table_options: dict[str, str] = field(default_factory=dict)  # play's option word -> the table kind it takes
    variants: dict[str, str] = field(default_factory=dict)  # rule variant name -> help (play --variant NAME)
    languages: tuple[str, ...] = ("en",)
    bots: tuple[str, ...] = ("random",)  # the bot names that can play it
    icons: frozenset[str] = frozenset()  # the icon names a ``[name]`` token in printed text may use
    # "module:NAME" of its decision vocabulary, a dict of ``game.Kind`` by decision kind (``decisions``)
    vocabulary: str = ""
    hooks: dict[str, str] = field(default_factory=dict)  # hook name (see contract.HOOKS) -> "module:function"
    # the search bot's budget where this system's games want another than the engine's
    # (``engine.search.BUDGET``): "rollouts", "depth", "width"
    search: dict[str, Any] = field(default_factory=dict)
    # the strong bot's budget where this system's games want another than ``engine.search.STRONG``
    strong: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        unknown = sorted(set(self.hooks) - set(HOOKS))
        if unknown:
            raise ValueError(
                f"system '{self.name}': unknown hook name(s) {', '.join(unknown)}; known: {', '.join(HOOKS)}"
            )
        kinds = set(self.table) | ({self.seat.content} if self.seat.content else set())
        if not kinds <= set(self.schemas):
            raise ValueError(
                f"system '{self.name}': content kinds without a schema: {', '.join(sorted(kinds - set(self.schemas)))}"
            )
        if not set(self.table_options.values()) <= set(self.table):
            raise ValueError(f"system '{self.name}': table_options name content kinds that are not table content")
        if self.variants and "variant_keywords" not in self.hooks:
            raise ValueError(f"system '{self.name}': rule variants need a variant_keywords hook")
        for bot, budget in (("search", self.search), ("strong", self.strong)):
            unknown = sorted(set(budget) - SEARCH_BUDGET)
            if unknown:
                raise ValueError(
                    f"system '{self.name}': unknown {bot} setting(s) {', '.join(unknown)}; "
                    f"known: {', '.join(sorted(SEARCH_BUDGET))}"
                )
        if any(budget.get("horizon") for budget in (self.search, self.strong)) and "horizon" not in self.hooks:
            raise ValueError(f"system '{self.name}': the horizon setting needs a horizon hook")
        low, high = self.players
        if not 1 <= low <= high:
            raise ValueError(f"system '{self.name}': player range {low}-{high} is not a range")

    @overload
    def hook(self, name: Literal["check"]) -> contract.Check | None: ...
    @overload
    def hook(self, name: Literal["play_content"]) -> contract.PlayContent | None: ...
    @overload
    def hook(self, name: Literal["new_game"]) -> contract.NewGame | None: ...
    @overload
    def hook(self, name: Literal["variant_keywords"]) -> contract.VariantKeywords | None: ...
    @overload
    def hook(self, name: Literal["sample_game"]) -> contract.SampleGame | None: ...
    @overload
    def hook(self, name: Literal["determinize"]) -> contract.Determinize | None: ...
    @overload
    def hook(self, name: Literal["evaluate"]) -> contract.Evaluate | None: ...
    @overload
    def hook(self, name: Literal["horizon"]) -> contract.Horizon | None: ...
    @overload
    def hook(self, name: Literal["greedy_bot"]) -> contract.GreedyBot | None: ...
    @overload
    def hook(self, name: Literal["render_items"]) -> contract.RenderItems | None: ...
    @overload
    def hook(self, name: Literal["text_overflow"]) -> contract.TextOverflow | None: ...
    @overload
    def hook(self, name: Literal["overflow_cards"]) -> contract.OverflowCards | None: ...
    @overload
    def hook(self, name: Literal["rules_text"]) -> contract.RulesText | None: ...
    @overload
    def hook(self, name: Literal["text_overrides"]) -> contract.TextOverrides | None: ...
    @overload
    def hook(self, name: Literal["holdings"]) -> contract.Holdings | None: ...
    @overload
    def hook(self, name: Literal["words"]) -> contract.Words | None: ...
    @overload
    def hook(self, name: Literal["rating_order"]) -> contract.RatingOrder | None: ...
    def hook(self, name: str) -> Callable[..., Any] | None:
        """The stage function registered as ``name``, imported on first use (None if absent); typed
        by the hook's Protocol in ``contract``, so that mypy checks every call."""
        if name not in HOOKS:
            raise KeyError(f"no hook is called {name!r}; known: {', '.join(HOOKS)}")
        target = self.hooks.get(name)
        if target is None:
            return None
        module, _, func = target.partition(":")
        return getattr(importlib.import_module(module), func)

    def decisions(self) -> dict[str, Kind]:
        """Every kind of decision its engine asks, with its options' shape (``vocabulary``; empty
        for a system without an engine)."""
        if not self.vocabulary:
            return {}
        module, _, name = self.vocabulary.partition(":")
        declared: dict[str, Kind] = getattr(importlib.import_module(module), name)
        return declared

    def option_card(self, kind: str, option: Any) -> str | None:
        """The card an option of a decision of ``kind`` builds or plays, else None (for card impact
        and transcripts), as its vocabulary declares it (``game.option_card``)."""
        return option_card(self.decisions(), kind, option)


@cache
def all_systems() -> dict[str, System]:
    """Every registered system by name."""
    systems = {}
    for info in pkgutil.iter_modules(__path__):
        if info.name == "contract":
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        systems[module.SYSTEM.name] = module.SYSTEM
    return systems
