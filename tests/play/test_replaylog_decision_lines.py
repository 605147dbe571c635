"""A replay log line between the header and the result that is not a decision is refused, and the
error names the line and the keys a decision needs."""

from __future__ import annotations

import json

import pytest

from deckwright.play import replaylog
from tests.play.test_replaylog_version_2 import RESULT, header


@pytest.mark.parametrize("line", [{"choice": 0}, {"player": 0, "kind": "turn", "options": [], "choice": "0"}])
def test_a_line_that_is_not_a_decision_is_refused(tmp_path, line):
    path = tmp_path / "bad.jsonl"
    files = {"clans": ["a.yaml"], "islands": None, "sha256": {}}
    path.write_text(f"{json.dumps(header(files=files))}\n{json.dumps(line)}\n{json.dumps(RESULT)}\n")
    with pytest.raises(replaylog.LogError) as refused:
        replaylog.read(path)
    assert str(refused.value) == "line 2 is not a decision (needs choice, kind, options, player)"
