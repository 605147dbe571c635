"""Mistakes in the markup of a printed text: unknown icon tokens, unclosed '**' and '['."""

from __future__ import annotations

from deckwright.validator.markup import markup_mistakes

ICONS = ("apple", "pear", "plum")


def test_known_icons_bold_and_closed_plain_brackets_are_clean():
    assert markup_mistakes("**Pick:** 1 [apple] / 2 [pear] [see page 3].\n[plum]", ICONS) == []


def test_an_unknown_icon_is_named_with_the_nearest_one():
    assert markup_mistakes("Gain 1 [aple] and 1 [Plum].", ICONS) == [
        ("E-TEXT-ICON", "'[aple]' is not an icon: it would print as text", "did you mean '[apple]'?"),
        ("E-TEXT-ICON", "'[Plum]' is not an icon: it would print as text", "did you mean '[plum]'?"),
    ]


def test_an_unknown_icon_with_no_near_one_lists_the_icons():
    assert markup_mistakes("[xyzzy]", ICONS)[0][2] == "the icons are [apple], [pear], [plum]"


def test_unclosed_brackets_and_bold():
    hint = "close the icon token with ']': '[name]'"
    assert markup_mistakes("1 [[apple] and [pear\n]", ICONS) == [
        ("E-TEXT-MARKUP", "'[' is not closed in '[[apple] and'", hint),
        ("E-TEXT-MARKUP", "'[' is not closed in '[pear'", hint),
    ]
    assert markup_mistakes("**Pick: 1 [apple].", ICONS) == [
        ("E-TEXT-MARKUP", "a '**' is not closed: the rest of the text would print bold", "close the bold with '**'")
    ]
