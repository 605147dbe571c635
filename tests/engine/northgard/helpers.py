"""Helpers for Northgard engine rule tests: a game on a hand-made map, driven step by step."""

from deckwright.engine.northgard.board import Board, Territory
from deckwright.engine.northgard.hooks import new_game
from deckwright.engine.northgard.tasks import RunStep
from deckwright.model.northgard import STEP_MODIFIERS, Card, Clan, standard_ruleset
from deckwright.steps import compile_steps

RULES = standard_ruleset()


def card(cid, *steps, flash=False, fame=0, kind="starting"):
    return Card(id=cid, name={"en": cid}, do=tuple(steps), flash=flash, fame=fame, kind=kind)


def clan(cid, power=None, initial=None):
    return Clan(
        id=cid,
        name={"en": cid},
        power=power or {},
        initial=initial or card(f"{cid}-initial", {"gain": {"food": 1}}, kind="clan"),
        upgrades=(card(f"{cid}-up1", {"recruit": 3}, kind="upgrade"), card(f"{cid}-up2", {"fame": 2}, kind="upgrade")),
    )


def make_game(*clans, rules=RULES, **options):
    """A game of the given clans (default two plain ones) with empty hands, decks and resources,
    and nothing scheduled on its stack."""
    game = new_game(list(clans) or [clan("red"), clan("purple")], seed=7, ruleset=rules, **options)
    game.stack, game.pending = [], None
    game.board, game.first = Board(), 0
    for player in game.players:
        player.resources = {"food": 0, "wood": 0, "lore": 0}
        player.hand, player.deck, player.discard, player.active = [], [], [], []
        player.reserve = rules["units"]
    return game


def land(game, *borders, closed=(), tiles=None):
    """Territories 1..n joined by borders ('1-2', or '2~4' for rough); ``closed`` ones closed."""
    board = game.board
    names = sorted({int(x) for b in borders for x in b.replace("~", "-").split("-")})
    for tid in names:
        cells = {(tid, k) for k in range((tiles or {}).get(tid, 1))}
        board.territories[tid] = Territory(tid, cells, 0 if tid in closed else 1)
        board.node[(tid, 0, 0)] = tid
    for border in borders:
        kind = "rough" if "~" in border else "regular"
        a, b = (int(x) for x in border.replace("~", "-").split("-"))
        board._border(a, b, kind)
    return board.territories


def units(game, tid, seat, count):
    game.board.territories[tid].units[seat] = count
    game.players[seat].reserve -= count


class Dice:
    """A stand-in for the game's random stream that rolls the given die faces in order."""

    def __init__(self, *faces):
        self.faces = list(faces)

    def randrange(self, n):
        return self.faces.pop(0)


def step(seat, written, territories=None):
    """The task that runs one step as written (``{"recruit": 2}``) for ``seat``."""
    (compiled,) = compile_steps([written], STEP_MODIFIERS)
    return RunStep("run_step", seat, compiled, territories)


def drive(game, tasks, *answers):
    """Run a task (or a list of tasks, the first first) on the game's stack until nothing is left,
    answering its decisions in order; returns the decisions asked."""
    game.push(*(tasks if isinstance(tasks, list) else [tasks]))
    answers = list(answers)
    asked = []
    while (decision := game.decision()) is not None:
        asked.append(decision)
        assert answers, f"no answer left for {decision.kind} {decision.options}"
        answer = answers.pop(0)
        assert answer in decision.options, f"{answer} not in {decision.kind} options {decision.options}"
        game.apply(decision.options.index(answer))
    assert answers == [], f"unused answers {answers}"
    return asked
