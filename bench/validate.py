"""Validation speed: deckwright's full validation against check-jsonschema's schema-only validation.

Copies the shipped clans into a temporary folder until it holds N clan files, then, in the same
run, times (best of R runs, wall clock, each tool as a fresh CLI process on the same files):
  - `deckwright validate DIR` (schema + every semantic check),
  - `check-jsonschema --schemafile schema/eotn/clan.schema.json FILES...` (schema only),
and prints files/s for both and their ratio. Also prints deckwright's in-process figure.

Then times `deckwright validate` (as a CLI process, best of R) on one file of just under 2 MiB
holding 40,000 unknown keys (issue 7: every finding once re-split the file, 43 s); it must
finish in under 5 s, and the script fails if it does not.

    python bench/validate.py [--files 1000] [--repeat 3] [--only-big]

Needs the bench extra (pip install -e ".[bench]"), except with --only-big.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def make_files(folder: Path, count: int) -> list[Path]:
    clans = sorted((ROOT / "cards" / "eotn" / "clans").glob("*.yaml"))
    files = []
    for index in range(count):
        source = clans[index % len(clans)]
        target = folder / f"{source.stem}-{index:04d}.yaml"
        shutil.copyfile(source, target)
        files.append(target)
    return files


BIG_LIMIT_S = 5.0
BIG_KEYS = 40_000


def make_big_file(folder: Path) -> Path:
    """The fixture clan plus 40,000 unknown top-level keys: just under 2 MiB."""
    text = (ROOT / "tests" / "validator" / "fixtures" / "valid-clan.yaml").read_text("utf-8")
    text += "".join(f"zz{i:05d}: {'x' * 40}\n" for i in range(BIG_KEYS))
    path = folder / "big.yaml"
    path.write_text(text, "utf-8")
    return path


def best_of(repeat: int, command: list[str], expect: int = 0) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        if done.returncode != expect:
            sys.exit(f"{command[0]} failed ({done.returncode}):\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return min(times)


def bench_big_file(repeat: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = make_big_file(Path(tmp))
        size = path.stat().st_size
        seconds = best_of(repeat, [str(BIN / "deckwright"), "validate", str(path)], expect=1)
    print(
        f"one file of {size / 1048576:.2f} MiB with {BIG_KEYS:,} unknown keys, best of {repeat}, CLI process: "
        f"{seconds:.2f} s (limit {BIG_LIMIT_S:.0f} s)"
    )
    if seconds >= BIG_LIMIT_S:
        sys.exit(f"too slow: {seconds:.2f} s >= {BIG_LIMIT_S:.0f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--only-big", action="store_true", help="only the 2 MiB file with 40,000 unknown keys")
    args = parser.parse_args()
    if args.only_big:
        bench_big_file(args.repeat)
        return
    if shutil.which("check-jsonschema", path=str(BIN)) is None:
        sys.exit('check-jsonschema is not installed: pip install -e ".[bench]"')
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        files = make_files(folder, args.files)
        ours = best_of(args.repeat, [str(BIN / "deckwright"), "validate", str(folder)])
        theirs = best_of(
            args.repeat,
            [
                str(BIN / "check-jsonschema"),
                "--schemafile",
                str(ROOT / "schema" / "eotn" / "clan.schema.json"),
                *map(str, files),
            ],
        )
        from deckwright.validator import validate_paths

        start = time.perf_counter()
        result = validate_paths([folder])
        in_process = time.perf_counter() - start
        assert not result.findings, result.findings[:3]
    n = len(files)
    print(f"{n} clan files ({n * 33} cards), best of {args.repeat}, each tool as a CLI process")
    print(f"deckwright validate (schema + semantic checks): {ours:7.2f} s  {n / ours:8.0f} files/s")
    print(f"check-jsonschema (schema only):                 {theirs:7.2f} s  {n / theirs:8.0f} files/s")
    print(f"ratio: deckwright is {theirs / ours:.1f}x the speed of check-jsonschema")
    print(f"deckwright in-process (no start-up):            {in_process:7.2f} s  {n / in_process:8.0f} files/s")
    bench_big_file(args.repeat)


if __name__ == "__main__":
    main()
