"""Transcripts: each decision with the card it uses, that card's printed text and the seat's
holdings before and after, on a tiny game whose every number is known."""

from dataclasses import dataclass, field

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
        "Game with seed 7: t (seat 1), b (seat 2)",
        "",
        "Round 1",
        "   1. t (seat 1), turn: ('play', 'coin') (of 2)",
        "    coin: Gain 1 point.",
        "    nothing -> points 1",
        "   2. b (seat 2), turn: pass (of 2)",
        "",
        "Round 2",
        "   3. t (seat 1), turn: ('play', 'coin') (of 2)",
        "    coin: Gain 1 point.",
        "    points 1 -> points 2",
        "   4. b (seat 2), turn: ('play', 'coin') (of 2)",
        "    coin: Gain 1 point.",  # b has no coin of its own: the first file's card of that id
        "    nothing -> points 1",
        "",
        "End after 2 rounds: scores t 2, b 1; winner t",
    ]


def test_a_system_without_the_hooks_gets_a_plainer_transcript():
    lines = list(transcript(Coins(), [0, 0, 1, 1], Teller(["t", "b"])))
    assert lines[3:5] == [
        "   1. t (seat 1), turn: ('play', 'coin') (of 2)",
        "   2. b (seat 2), turn: ('play', 'coin') (of 2)",
    ]
    assert lines[-1] == "End after 2 rounds: scores t 1, b 1; winner t and b"


def test_a_card_without_text_says_so_and_a_log_cut_short_ends_unfinished():
    lines = list(transcript(Coins(), [0], Teller(["b", "t"], {}, TELLER.option_card)))
    assert lines[4] == "    coin: (no rules text)"
    assert lines[-1] == "End unfinished: scores b 1, t 0; winner b"


def test_a_card_the_owner_has_without_text_never_takes_another_documents_text():
    tell = Teller(["t", "b"], {("t", "coin"): "Gain 1 point.", ("b", "coin"): None}, TELLER.option_card)
    lines = list(transcript(Coins(), [1, 0], tell))
    assert lines[3:6] == [
        "   1. t (seat 1), turn: pass (of 2)",
        "   2. b (seat 2), turn: ('play', 'coin') (of 2)",
        "    coin: (no rules text)",
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
