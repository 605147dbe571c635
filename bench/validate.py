"""Validation speed: deckwright's full validation against check-jsonschema's schema-only validation.

Copies the shipped clans into a temporary folder until it holds N clan files, then, in the same
run, times (best of R runs, wall clock, each tool as a fresh CLI process on the same files):
  - `deckwright validate DIR` (schema + every semantic check),
  - `check-jsonschema --schemafile schema/eotn/clan.schema.json FILES...` (schema only),
and prints files/s for both and their ratio. Also prints deckwright's in-process figure.

    python bench/validate.py [--files 1000] [--repeat 3]

Needs the bench extra: pip install -e ".[bench]".
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


def best_of(repeat: int, command: list[str]) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        if done.returncode != 0:
            sys.exit(f"{command[0]} failed ({done.returncode}):\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    if shutil.which("check-jsonschema", path=str(BIN)) is None:
        sys.exit('check-jsonschema is not installed: pip install -e ".[bench]"')
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        files = make_files(folder, args.files)
        ours = best_of(args.repeat, [str(BIN / "deckwright"), "validate", str(folder)])
        theirs = best_of(args.repeat, [str(BIN / "check-jsonschema"), "--schemafile",
                                       str(ROOT / "schema" / "eotn" / "clan.schema.json"), *map(str, files)])
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


if __name__ == "__main__":
    main()
