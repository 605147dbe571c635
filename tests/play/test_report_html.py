"""The report's SVG charts: histograms with their axes and counts, bars whose long labels wrap whole."""

import xml.etree.ElementTree as ET

from deckwright.play.report_html import change_bars, hbars, histogram


def texts(svg):
    return ["".join(t.itertext()) for t in ET.fromstring(svg).iter("text")]


def test_a_histogram_has_its_axes_its_unit_and_the_count_of_every_bar_that_has_games():
    svg = histogram("veska", [30, 34, 38, 42], [3, 0, 12], "final score")
    assert texts(svg) == ["veska", "0", "12", "games", "3", "12", "30", "34", "38", "42", "final score"]
    root = ET.fromstring(svg)
    axis = root.find("path")
    assert axis is not None and axis.get("d") == "M32 30V128H290"  # games up the side, bins along the bottom
    assert ["".join(t.itertext()) for t in root.iter("title")] == ["30–33: 3", "34–37: 0", "38–41: 12"]


def test_a_long_label_wraps_whole_and_its_row_grows_with_it():
    name = "porter: cost = {wood: 2, stone: 1}; tale-weaver: copies = 2"
    svg = hbars([("base", 0.5, [0.4, 0.6]), (name, 0.25, [0.1, 0.4])], 0, 1)
    root = ET.fromstring(svg)
    assert ["".join(t.itertext()) for t in root.iter("title")] == ["base", name]
    label_lines = [t for t in texts(svg) if t not in ("50.0%", "25.0%", "0.0%", "100.0%")]
    assert label_lines == ["base", "porter: cost = {wood: 2,", "stone: 1}; tale-weaver:", "copies = 2"]
    assert " ".join(label_lines[1:]) == name
    assert root.get("height") == str(4 + 22 + (22 + 2 * 14) + 24)


def test_change_bars_are_even_about_zero_with_signed_points():
    svg = change_bars([("base", 0.0, [-0.05, 0.05]), ("dearer", -0.1, [-0.2, 0.01])])
    assert texts(svg) == ["base", "+0.0 pts", "dearer", "-10.0 pts", "-20.0 pts", "+20.0 pts"]
    ref = ET.fromstring(svg).find("line")
    assert ref is not None and ref.get("x1") == ref.get("x2") == f"{190 + (640 - 190 - 70) / 2:.1f}"
