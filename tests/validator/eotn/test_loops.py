"""E-FEATURE-LOOP / W-FEATURE-LOOP: Features that trigger themselves or each other without end,
found statically (docs/rules-notes.md#eotn-feature-loop)."""

from __future__ import annotations

import pytest

from deckwright.validator.eotn.loops import features

LONGHOUSE_FEATURE = "          when: {event: build, type: hall}\n          do: [{gain: {vp: 1}}]"


def feature(when: str, do: str, cost: str = "") -> tuple[str, str]:
    """The fixture's longhouse Feature replaced by one with this trigger, cost and steps."""
    return LONGHOUSE_FEATURE, f"          when: {when}\n" + (
        f"          cost: {cost}\n" if cost else ""
    ) + f"          do: {do}"


def second_feature(when: str, do: str) -> tuple[str, str]:
    """A second Feature on the fixture's sheep pen (after its action)."""
    old = "          cost: {food: 1}\n          do: [{gain: {vp: 2}}]\n"
    return old, old + f"      - feature:\n          when: {when}\n          do: {do}\n"


def loops(result):
    return [(f.code, f.line, f.column, f.message) for f in result.findings if "FEATURE-LOOP" in f.code]


def test_a_feature_that_gives_what_it_waits_for_never_ends(mutant):
    result = mutant(feature("{event: gain, good: vp}", "[{gain: {vp: 1}}]"))
    line, column = mutant.position("when: {event: gain")
    assert loops(result) == [
        (
            "E-FEATURE-LOOP",
            line,
            column,
            "the Feature of 'longhouse' (ability 1) triggers itself: once triggered it never ends",
        )
    ]
    assert result.findings[0].severity == "error"


def test_a_feature_on_any_gain_that_draws_never_ends(mutant):
    result = mutant(feature("{event: gain}", "[{draw: 1}]"))  # docs/rules-notes.md#eotn-gain-a-card
    assert [code for code, *_ in loops(result)] == ["E-FEATURE-LOOP"]


def test_two_features_that_trigger_each_other_never_end(mutant):
    result = mutant(
        feature("{event: gain, good: vp}", "[{gain: {stone: 1}}]"),
        second_feature("{event: gain, good: stone}", "[{gain: {vp: 1}}]"),
    )
    line, column = mutant.position("when: {event: gain, good: vp}")
    assert loops(result) == [
        (
            "E-FEATURE-LOOP",
            line,
            column,
            "the Feature of 'longhouse' (ability 1) and 1 more trigger each other "
            "('longhouse' (ability 1) -> 'sheep-pen' (ability 2)): once triggered it never ends",
        )
    ]


@pytest.mark.parametrize(
    "change",
    [
        feature("{event: gain, good: vp}", "[{gain: {vp: 1}}]", cost="{wood: 1}"),  # its owner may stop paying
        feature("{event: gain, good: vp}", "[{spend: {wood: 1}}, {gain: {vp: 1}}]"),  # ... or spending
        feature("{event: gain, good: vp}", "[{choose: [[{gain: {vp: 1}}], [{draw: 1}]]}]"),  # ... or choose the other
        feature("{event: gain, good: vp}", "[{gain: {vp: 1}, per: {type: boat}}]"),  # no boat: no gain
        feature("{event: spend, good: wood}", "[{spend: {wood: 1}}]"),  # ends when the wood runs out
        # a condition's branches: no boat, no gain (then); a boat, no gain (otherwise)
        feature("{event: gain, good: vp}", "[{if: {have: {type: boat}, at_least: 1, then: [{gain: {vp: 1}}]}}]"),
        feature(
            "{event: gain, good: vp}",
            "[{if: {have: {type: boat}, at_least: 1, then: [{draw: 1}], otherwise: [{gain: {vp: 1}}]}}]",
        ),
    ],
    ids=["cost", "spend-step", "choice", "per", "spend-loop", "if-then", "if-otherwise"],
)
def test_a_ring_that_may_end_is_a_warning(mutant, change):
    result = mutant(change)
    assert [code for code, *_ in loops(result)] == ["W-FEATURE-LOOP"]
    assert [f.severity for f in result.findings if f.code == "W-FEATURE-LOOP"] == ["warning"]


@pytest.mark.parametrize(
    "change",
    [
        feature("{event: gain, good: wood}", "[{gain: {vp: 1}}]"),  # another good
        feature("{event: spend, good: vp}", "[{gain: {vp: 1}}]"),  # another event
        feature("{event: harvest}", "[{take_action: SAIL}]"),  # another action's event
        feature("{event: build, type: hall}", "[{take_action: CONSTRUCT}]"),  # a build is not in the card data
    ],
    ids=["other-good", "other-event", "other-action", "build"],
)
def test_a_feature_that_fires_other_events_is_no_loop(mutant, change):
    assert loops(mutant(change)) == []


@pytest.mark.parametrize(
    "when,do",
    [
        ("{event: action, action: HARVEST}", "[{take_action: HARVEST}]"),
        ("{event: harvest}", "[{take_action: HARVEST}]"),
        ("{event: sail}", "[{take_action: SAIL}]"),
        ("{event: pillage}", "[{expedition_now: either}]"),
        ("{event: conquer}", "[{expedition_now: conquer}]"),
    ],
)
def test_actions_and_expeditions_fire_their_events(mutant, when, do):
    assert [code for code, *_ in loops(mutant(feature(when, do)))] == ["E-FEATURE-LOOP"]


def test_the_events_a_feature_fires():
    card = {
        "id": "c",
        "abilities": [
            {
                "feature": {
                    "when": {"event": "raid"},
                    "cost": {"food": 1},
                    "do": [
                        {"gain": {"wood": 1, "vp": 2}},
                        {"gain": {"gold": 1}, "per": {"kind": "field"}},
                        {"choose": [[{"draw": 1}], [{"take_action": "SAIL"}]]},
                        {"expedition_now": "pillage"},
                    ],
                }
            }
        ],
    }
    (found,) = features([(card, "/deck/0")])
    assert found.sure == {("spend", "food"), ("gain", "wood"), ("gain", "vp"), ("pillage", "")}
    assert found.maybe == found.sure | {("gain", "gold"), ("gain", "card"), ("action", "SAIL"), ("sail", "")}
    assert found.takes and found.pointer == "/deck/0/abilities/0/feature" and found.ability == 1


def test_a_feature_answering_an_opponents_gain_with_the_same_gain_never_ends_in_a_mirror_match(mutant):
    """Two seats may play the same clan: each seat's Feature answers the other's
    (docs/rules-notes.md#eotn-others-events)."""
    result = mutant(feature("{event: gain, good: wood, who: opponent}", "[{gain: {wood: 1}}]"))
    assert [code for code, *_ in loops(result)] == ["E-FEATURE-LOOP"]


def test_being_raided_is_fired_by_no_step(mutant):
    result = mutant(feature("{event: raided}", "[{gain: {raze: 1}}]"))
    assert loops(result) == []


def test_a_ring_that_may_end_says_how_to_make_it_end(mutant):
    result = mutant(feature("{event: gain, good: vp}", "[{gain: {vp: 1}}]", cost="{wood: 1}"))
    (finding,) = [f for f in result.findings if f.code == "W-FEATURE-LOOP"]
    assert finding.message == (
        "the Feature of 'longhouse' (ability 1) triggers itself: it repeats as long as its owner pays and chooses to"
    )
    assert finding.hint == (
        "trigger it on another event or good than the ones its steps give or spend, "
        "or make sure the ring costs more than it gives"
    )
