"""Validation speed: deckwright against check-jsonschema, and the command line's start-up, in one run.

Each figure is a whole-process time (wall clock) of a fresh CLI process, the tools taking turns
run by run, so that a busy machine slows both alike; the script prints each tool's median and
their ratio:
  - one file: `deckwright validate FILE` (schema + every rule check, text overflow included)
    against `check-jsonschema --schemafile schema/eotn/clan.schema.json FILE` (schema only);
  - start-up: `deckwright --help` against `python -c "import click"` (the floor of any click
    command line);
  - N files: the shipped clans copied (each with its own id) until a folder holds N, validated
    by both tools; deckwright's in-process figure beside them.
Then `deckwright validate` on one file of just under 2 MiB holding 40,000 unknown keys (issue 7:
every finding once re-split the file, 43 s); it must finish in under 5 s, and the script fails if
it does not.

Both tools run as installed: one untimed run of each first, with Python free to write its
bytecode caches (``PYTHONDONTWRITEBYTECODE`` is dropped), as pip compiles an installed package.
``--compare OTHER`` times another checkout's deckwright (e.g. a worktree of the commit a change
starts from: ``PYTHONPATH`` on its ``src``) in the same turns, as a third tool.

    python bench/validate.py [--files 1000] [--repeat 5] [--compare OTHER] [--only-big]
    python bench/validate.py --quick   # a few files and runs: the suite runs it so that it cannot rot

Needs check-jsonschema (in the test extra), except with --only-big.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
SCHEMA = ROOT / "schema" / "eotn" / "clan.schema.json"
ONE = ROOT / "cards" / "eotn" / "clans" / "veska.yaml"
ENV = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
BIG_LIMIT_S = 5.0
BIG_KEYS = 40_000


def make_files(folder: Path, count: int) -> list[Path]:
    """``count`` copies of the shipped clans, each with its own id (one id in two files is a warning)."""
    clans = sorted((ROOT / "cards" / "eotn" / "clans").glob("*.yaml"))
    files = []
    for index in range(count):
        source = clans[index % len(clans)]
        target = folder / f"{source.stem}-{index:04d}.yaml"
        text, found = re.subn(r"(?m)^id: (\S+)$", rf"id: \g<1>-{index:04d}", source.read_text("utf-8"), count=1)
        assert found == 1, f"{source} has no top-level id line"
        target.write_text(text, "utf-8")
        files.append(target)
    return files


def make_big_file(folder: Path) -> Path:
    """The fixture clan plus 40,000 unknown top-level keys: just under 2 MiB."""
    text = (ROOT / "tests" / "validator" / "fixtures" / "valid-clan.yaml").read_text("utf-8")
    text += "".join(f"zz{i:05d}: {'x' * 40}\n" for i in range(BIG_KEYS))
    path = folder / "big.yaml"
    path.write_text(text, "utf-8")
    return path


def deckwright(src: Path | None = None) -> list[str]:
    """The ``deckwright`` command of this checkout, or of the checkout whose ``src`` is given (the
    command line of ``run``'s ``PYTHONPATH=SRC``)."""
    if src is None:
        return [str(BIN / "deckwright")]
    return [f"PYTHONPATH={src}", sys.executable, "-c", "from deckwright.cli import main; main()"]


def run(command: list[str], expect: int = 0) -> float:
    """Seconds one run of ``command`` takes (a first word ``PYTHONPATH=SRC`` sets its path); the
    script stops if it exits otherwise than ``expect``."""
    env = ENV
    if command[0].startswith("PYTHONPATH="):
        env = {**ENV, "PYTHONPATH": command[0].partition("=")[2]}
        command = command[1:]
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    seconds = time.perf_counter() - start
    if done.returncode != expect:
        sys.exit(f"{' '.join(command[:3])} failed ({done.returncode}):\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return seconds


def medians(repeat: int, commands: dict[str, list[str]], expect: int = 0) -> dict[str, float]:
    """Each command's median of ``repeat`` timed runs, the commands taking turns, after one untimed run each."""
    for command in commands.values():
        run(command, expect)
    times: dict[str, list[float]] = {name: [] for name in commands}
    for number in range(repeat):
        names = list(commands) if number % 2 == 0 else list(reversed(commands))
        for name in names:
            times[name].append(run(commands[name], expect))
    return {name: statistics.median(values) for name, values in times.items()}


def table(title: str, figures: dict[str, float], base: str, files: int = 1) -> None:
    """The figures, each with its ratio to ``base``'s."""
    print(title)
    width = max(map(len, figures))
    for name, seconds in figures.items():
        rate = f"  {files / seconds:8.0f} files/s" if files > 1 else ""
        print(f"  {name:<{width}}  {seconds:7.3f} s{rate}  {seconds / figures[base]:5.2f}x {base}")


def bench_one_file(repeat: int, other: Path | None) -> None:
    commands = {"deckwright validate": [*deckwright(), "validate", str(ONE)]}
    if other is not None:
        commands["before (--compare)"] = [*deckwright(other / "src"), "validate", str(ONE)]
    commands["check-jsonschema"] = [str(BIN / "check-jsonschema"), "--schemafile", str(SCHEMA), str(ONE)]
    table(f"one file ({ONE.name}), median of {repeat}:", medians(repeat, commands), "check-jsonschema")


def bench_start_up(repeat: int, other: Path | None) -> None:
    commands = {"deckwright --help": [*deckwright(), "--help"]}
    if other is not None:
        commands["before (--compare)"] = [*deckwright(other / "src"), "--help"]
    commands["import click"] = [sys.executable, "-c", "import click"]
    table(f"start-up, median of {repeat}:", medians(repeat, commands), "import click")


def bench_many_files(count: int, repeat: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        files = make_files(folder, count)
        commands = {
            "deckwright validate": [*deckwright(), "validate", str(folder)],
            "check-jsonschema": [str(BIN / "check-jsonschema"), "--schemafile", str(SCHEMA), *map(str, files)],
        }
        figures = medians(repeat, commands)
        from deckwright.validator import validate_paths

        start = time.perf_counter()
        result = validate_paths([folder])
        figures["deckwright in-process"] = time.perf_counter() - start
        assert not result.findings, result.findings[:3]
    table(f"{count} clan files ({count * 33} cards), median of {repeat}:", figures, "check-jsonschema", count)


def bench_big_file(repeat: int, enforce: bool = True) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = make_big_file(Path(tmp))
        size = path.stat().st_size
        seconds = min(run([*deckwright(), "validate", str(path)], expect=1) for _ in range(repeat))
    print(
        f"one file of {size / 1048576:.2f} MiB with {BIG_KEYS:,} unknown keys, best of {repeat}: "
        f"{seconds:.2f} s (limit {BIG_LIMIT_S:.0f} s)"
    )
    if enforce and seconds >= BIG_LIMIT_S:
        sys.exit(f"too slow: {seconds:.2f} s >= {BIG_LIMIT_S:.0f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--compare", type=Path, metavar="OTHER", help="another checkout to time as well")
    parser.add_argument("--only-big", action="store_true", help="only the 2 MiB file with 40,000 unknown keys")
    parser.add_argument("--quick", action="store_true", help="10 files, 1 run each, no time limit enforced")
    args = parser.parse_args()
    if args.quick:
        args.files, args.repeat = 10, 1
    if args.only_big:
        bench_big_file(args.repeat)
        return
    if shutil.which("check-jsonschema", path=str(BIN)) is None:
        sys.exit('check-jsonschema is not installed: pip install -e ".[test]"')
    print(f"load average {', '.join(f'{n:.2f}' for n in os.getloadavg())}")
    bench_one_file(args.repeat, args.compare)
    bench_start_up(args.repeat, args.compare)
    bench_many_files(args.files, args.repeat)
    bench_big_file(args.repeat, enforce=not args.quick)


if __name__ == "__main__":
    main()
