"""The Empires of the North rules engine.

``new_game(clans, seed, islands)`` gives a ``Game`` (see ``deckwright.game``) for 2-4 players;
the rules choices are in docs/rules-notes.md. Module map: ``catalog`` (static card data, shared by
clones), ``state`` (players, placed cards, the rule ``Variants``), ``game`` (the stack of operations and the
Game contract), ``ops`` (the operation registry), ``phases`` (setup and the round), ``actions``
(turns, tile actions, cards entering an Empire), ``goods`` (paying, spending, gaining),
``triggers`` (which Features an event fires), ``effects`` (Features, feasibility, the steps),
``expedition`` (ships and islands), ``scoring``, ``decisions`` (the decision vocabulary),
``greedy`` (a heuristic bot).

Decision kinds and their options are declared in ``decisions``.
"""

from __future__ import annotations

from ...model.eotn import Clan, IslandSet
from . import actions, aimed, effects, expedition, goods, phases  # noqa: F401  (they register the operations)
from .catalog import Catalog
from .game import EotnGame
from .state import Variants

__all__ = ["EotnGame", "Variants", "new_game"]


def new_game(clans: list[Clan], seed: int, islands: IslandSet, variants: Variants | None = None) -> EotnGame:
    """A new game for 2-4 clans (seat order as given) with the given island set."""
    if not 2 <= len(clans) <= 4:
        raise ValueError(f"Empires of the North is played by 2 to 4 clans, not {len(clans)}")
    key = (*map(id, clans), id(islands))
    catalog = _catalogs.get(key)
    if catalog is None:
        if len(_catalogs) >= 64:
            _catalogs.pop(next(iter(_catalogs)))
        catalog = _catalogs[key] = Catalog(clans, islands)
    return EotnGame(catalog, seed, variants or Variants())


# Catalogs of recent line-ups, by the identity of their clan and island objects (a catalog holds
# those objects, so an id cannot be reused while its entry lives). Games of a series share one.
_catalogs: dict[tuple[int, ...], Catalog] = {}
