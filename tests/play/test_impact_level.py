"""Card impact judges a card against its own entrant's level: a card a weak entrant leans on is
a mainstay, not a balance suspect."""

from deckwright.game import GameResult
from deckwright.play import impact


def games(wins: int, total: int, card_used: bool = True) -> list[GameResult]:
    """``total`` two-seat games of entrant t against b, t winning the first ``wins``."""
    cards = {"t/big": {"built": 1}} if card_used else {}
    return [GameResult(n, ["t", "b"], [1, 0], [0 if n < wins else 1], 5, 40, True, "", cards) for n in range(total)]


def test_a_strong_card_of_a_fair_entrant_is_a_balance_suspect():
    found = impact.impact(games(60, 100), lambda cards: [games(35, 100, False)], ["t/big"])
    row = found["cards"]["t/big"]
    assert row["delta"] == -0.25 and row["delta_ci95"][1] < 0
    assert row["baseline"] == {"games": 100, "wins": 60, "win_rate": 0.6, "ci95": [0.5020, 0.6906]}
    assert row["verdict"] == impact.SUSPECT == "balance suspect: removal costs a lot"


def test_the_same_loss_in_a_weak_entrant_is_a_mainstay():
    found = impact.impact(games(30, 100), lambda cards: [games(5, 100, False)], ["t/big"])
    row = found["cards"]["t/big"]
    assert row["delta"] == -0.25 and row["baseline"]["ci95"][1] < 0.5  # weak: wholly below 1/2
    assert row["verdict"] == impact.MAINSTAY == "mainstay: removal costs a lot, but its entrant is weak even with it"


def test_verdict_needs_a_big_and_clear_loss_for_either():
    assert impact.verdict(-0.12, -0.2, -0.04, weak=True) == impact.MAINSTAY
    assert impact.verdict(-0.12, -0.2, -0.04) == impact.SUSPECT
    assert impact.verdict(-0.08, -0.15, -0.01, weak=True) == "useful"
    assert impact.verdict(-0.12, -0.2, 0.01, weak=True) == "unclear: play more games"
