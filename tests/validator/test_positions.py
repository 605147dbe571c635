"""Position trees: where each key and value starts, for YAML and JSON, at any depth."""

from __future__ import annotations

from deckwright.positions import json_positions, yaml_positions


def test_json_positions_with_escapes_and_long_keys():
    text = '{"a": [1, {"b\\u00e4": "\\ud83d\\ude00"}],\n "' + "k" * 2000 + '": 2}'
    assert json_positions(text) == {
        "a": ((0, 1), (0, 6), [((0, 7), None), ((0, 10), {"bä": ((0, 11), (0, 22), None)})]),
        "k" * 2000: ((1, 1), (1, 2005), None),
    }


def test_yaml_positions_block_and_flow():
    assert yaml_positions("a: 1\nb:\n  - x\n  - {c: 2}\n") == {
        "a": ((0, 0), (0, 3), None),
        "b": ((1, 0), (2, 2), [((2, 4), None), ((3, 4), {"c": ((3, 5), (3, 8), None)})]),
    }


def test_depth_is_no_limit_for_the_builders():
    deep = "[" * 100_000 + "]" * 100_000
    tree = json_positions(deep)
    for _ in range(99_999):
        [(_, tree)] = tree
    assert tree == []


def _doc(tmp_path, name: str, text: str):
    from deckwright.loader import read_document

    path = tmp_path / name
    path.write_bytes(text.encode("utf-8"))
    return read_document(path)


def test_a_needle_inside_a_string_is_located_where_the_file_writes_it(tmp_path):
    # a folded block scalar, a JSON string with an escape before the needle, CRLF line ends
    doc = _doc(tmp_path, "a.yaml", "t: >\n  one [x]\n  two [x] [y]\n")
    assert [doc.locate_within("/t", "[x]", n) for n in (0, 1)] == [(2, 7), (3, 7)]
    assert doc.locate_within("/t", "[y]", 0) == (3, 11)
    doc = _doc(tmp_path, "b.json", '{"t": "a\\"b [x]", "u": 1}')
    assert doc.locate_within("/t", "[x]", 0) == (1, 13)
    doc = _doc(tmp_path, "c.yaml", "k: 1\r\nt: 'it''s [x]'\r\n")
    assert doc.locate_within("/t", "[x]", 0) == (2, 11)
    assert doc.locate_within("/t", "[z]", 0) == (2, 4)  # not written there: the value's own position
