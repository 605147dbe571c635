"""Transcripts: each decision with the card it uses, that card's printed text and the seat's
holdings before and after, on a tiny game whose every number is known."""

from dataclasses import dataclass, field

from deckwright.engine.stack import Operations, StackGame
from deckwright.engine.telling import Telling
from deckwright.game import Decision, GameResult
from deckwright.play.transcript import Teller, transcript


@dataclass
class Coins:
    """Two seats, two rounds: on its turn a seat plays its coin card (1 point) or passes."""

    seed: int = 7
    turn: int = 0
    points: list[int] = field(default_factory=lambda: [0, 0])

    def decision(self):
        return None if self.turn >= 4 else Decision(self.turn % 2, "turn", (("play", "coin"), "pass"))

    def apply(self, index):
        if index == 0:
            self.points[self.turn % 2] += 1
        self.turn += 1

    def summary(self):
        return {"round": self.turn // 2 + 1}

    def result(self):
        best = max(self.points)
        winners = [seat for seat, p in enumerate(self.points) if p == best]
        return GameResult(self.seed, ["t", "b"], self.points[:], winners, 2, self.turn, self.turn >= 4)


TELLER = Teller(
    ["t", "b"],
    {("t", "coin"): "Gain 1 point.", ("x", "coin"): "another file's coin"},
    lambda kind, option: option[1] if isinstance(option, tuple) else None,
    lambda game, seat: {"points": game.points[seat]},
)


def test_each_decision_with_its_card_text_and_holdings():
    assert list(transcript(Coins(), [0, 1, 0, 0], TELLER)) == [
        "Game with seed 7: t (seat 0), b (seat 1)",
        "",
        "Round 1",
        "   1. t (seat 0) turn: ('play', 'coin')  [turn, 1 of 2]",
        "    coin: Gain 1 point.",
        "    t (seat 0): points 0 -> 1",
        "   2. b (seat 1) turn: pass  [turn, 2 of 2]",
        "",
        "Round 2",
        "   3. t (seat 0) turn: ('play', 'coin')  [turn, 1 of 2]",
        "    coin: Gain 1 point.",
        "    t (seat 0): points 1 -> 2",
        "   4. b (seat 1) turn: ('play', 'coin')  [turn, 1 of 2]",
        "    coin: Gain 1 point.",  # b has no coin of its own: the first file's card of that id
        "    b (seat 1): points 0 -> 1",
        "",
        "End after 2 rounds: scores t (seat 0) 2, b (seat 1) 1; winner t (seat 0)",
    ]


def test_a_system_without_the_hooks_gets_a_plainer_transcript():
    lines = list(transcript(Coins(), [0, 0, 1, 1], Teller(["t", "b"])))
    assert lines[3:5] == [
        "   1. t (seat 0) turn: ('play', 'coin')  [turn, 1 of 2]",
        "   2. b (seat 1) turn: ('play', 'coin')  [turn, 1 of 2]",
    ]
    assert lines[-1] == "End after 2 rounds: scores t (seat 0) 1, b (seat 1) 1; winner t (seat 0) and b (seat 1)"


def test_a_card_without_text_says_so_and_a_log_cut_short_ends_unfinished():
    lines = list(transcript(Coins(), [0], Teller(["b", "t"], {}, TELLER.option_card)))
    assert lines[4] == "    coin: (no rules text)"
    assert lines[-1] == "End unfinished: scores b (seat 0) 1, t (seat 1) 0; winner b (seat 0)"


def test_a_card_the_owner_has_without_text_never_takes_another_documents_text():
    tell = Teller(["t", "b"], {("t", "coin"): "Gain 1 point.", ("b", "coin"): None}, TELLER.option_card)
    lines = list(transcript(Coins(), [1, 0], tell))
    assert lines[3:6] == [
        "   1. t (seat 0) turn: pass  [turn, 2 of 2]",
        "   2. b (seat 1) turn: ('play', 'coin')  [turn, 1 of 2]",
        "    coin: (no rules text)",
    ]


OPS = Operations()


class Tolls(StackGame):
    """Two seats; each round a toll phase takes 1 coin from each seat, then each seat picks 'keep'
    or 'spend' (spend: 2 coins for 1 point), and a seat with 1 coin or less is only offered 'keep'."""

    __slots__ = ("seed", "coins", "points", "round")
    OPS = OPS

    def __init__(self):
        self.seed, self.coins, self.points, self.round = 3, [5, 4], [0, 0], 0
        self.stack, self.pending = [("toll", -1)], None

    def summary(self):
        return {"round": self.round}

    def result(self):
        return GameResult(self.seed, ["a", "b"], self.points[:], [0], self.round, 0, not self.stack)


@OPS.automatic
def toll(game, task):
    game.round += 1
    game.coins = [n - 1 for n in game.coins]
    game.push(("pick", 0), ("pick", 1), *((("toll", -1),) if game.round < 2 else ()))


@OPS.asking("pick")
def pick_options(game, task):
    return ("keep", "spend") if game.coins[task[1]] > 1 else ("keep",)


@pick_options.resolves
def pick(game, task, option):
    if option == "spend":
        game.coins[task[1]] -= 2
        game.points[task[1]] += 1


class TollWords(Telling):
    def who(self, seat):
        return ["Ann", "Bo"][seat]

    def decision(self, decision, option):
        return "keeps the coins" if option == "keep" else "spends 2 coins for a point"

    def step(self, task):
        return "Toll: each seat pays 1 coin" if task[0] == "toll" else None

    def tracked(self, seat):
        return f"{self.game.coins[seat]} coins"

    def scores(self):
        return [f"{self.who(seat)}: {n} point(s)" for seat, n in enumerate(self.game.points)]


def test_phases_forced_decisions_tracked_state_and_score_lines_are_told():
    tell = Teller(["a", "b"], holdings=lambda game, seat: {"coins": game.coins[seat]}, words=TollWords)
    assert list(transcript(Tolls(), [1, 1, 0], tell)) == [
        "Game with seed 3: Ann (seat 0), Bo (seat 1)",
        "",
        "Round 1",
        "    Ann (seat 0): 4 coins",
        "    Bo (seat 1): 3 coins",
        "  Toll: each seat pays 1 coin",
        "    Ann (seat 0): coins 5 -> 4",
        "    Bo (seat 1): coins 4 -> 3",
        "   1. Ann (seat 0) spends 2 coins for a point  [pick, 2 of 2]",
        "    Ann (seat 0): coins 4 -> 2",
        "   2. Bo (seat 1) spends 2 coins for a point  [pick, 2 of 2]",
        "    Bo (seat 1): coins 3 -> 1",
        "",
        "Round 2",
        "    Ann (seat 0): 1 coins",
        "    Bo (seat 1): 0 coins",
        "  Toll: each seat pays 1 coin",
        "    Ann (seat 0): coins 2 -> 1",
        "    Bo (seat 1): coins 1 -> 0",
        "   -. Ann (seat 0) keeps the coins  [pick, the only option]",
        "   -. Bo (seat 1) keeps the coins  [pick, the only option]",
        "",
        "End after 2 rounds: scores Ann (seat 0) 1, Bo (seat 1) 1; winner Ann (seat 0)",
        "    Ann: 1 point(s)",
        "    Bo: 1 point(s)",
    ]


def test_rules_texts_hold_each_documents_own_cards_also_those_without_text(tmp_path):
    from deckwright.paths import data_dir
    from deckwright.play.transcript import rules_texts
    from deckwright.systems import all_systems

    # a clan whose own shearing-shed has a Feature, beside the shipped one whose card of that id has none
    veska = (data_dir("cards") / "eotn" / "clans" / "veska.yaml").read_text("utf-8")
    mine = tmp_path / "myclan.yaml"
    mine.write_text(
        veska.replace("\nid: veska\n", "\nid: myclan\n").replace("- id: storytellers-hearth", "- id: shearing-shed")
    )
    texts = rules_texts(all_systems()["eotn"], [mine], "en")
    assert texts["myclan", "shearing-shed"] == "Feature: Each time you take an EXPLORE action, gain 1 [vp]."
    assert ("dunmore", "shearing-shed") in texts and texts["dunmore", "shearing-shed"] is None
