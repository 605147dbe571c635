"""`.ci/run` runs exactly the test command that the README and docs/contributing.md give."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_readme_and_contributing_give_the_command_ci_runs():
    command = (ROOT / ".ci" / "run").read_text("utf-8").strip().splitlines()[-1]
    assert command.startswith("bash tools/system-packages.sh && ") and "pytest" in command
    for doc in ("README.md", "docs/contributing.md"):
        assert f"```sh\n{command}\n```" in (ROOT / doc).read_text("utf-8"), doc
