"""A sweep of 20 variants (plus the unchanged file) on local processes and on a two-worker Dask
LocalCluster: the time of each and the distributed run's overhead.

    .venv/bin/python bench/sweep.py [--games 500] [--workers 2] [--quick]

The variants are a 4 x 5 grid of costs of two Veska cards (every variant stays a legal clan).
The LocalCluster's start-up (with its workers importing the engine, which the forked local
processes inherit) is timed apart from the sweep on it; the script also checks that both runs
give identical results.
"""

from __future__ import annotations

import argparse
import importlib
import shutil
import tempfile
import time
from pathlib import Path

from distributed import Client, LocalCluster

from deckwright.paths import data_dir
from deckwright.play.sweep import read_config, run_sweep
from quick import parse_args

CONFIG = """\
file: veska.yaml
games: {games}
bot: greedy
grid:
  - {{card: tale-weaver, field: cost, values: [{{wood: 2}}, {{food: 1}}, {{gold: 1}}, {{stone: 1}}]}}
  - {{card: runestone-circle, field: cost, values: [{{wood: 1}}, {{stone: 1}}, {{food: 2}}, {{gold: 1}}, {{wood: 2}}]}}
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--workers", type=int, default=2)
    args = parse_args(parser, games=2)
    with tempfile.TemporaryDirectory() as folder:
        shutil.copy(data_dir("cards") / "eotn" / "clans" / "veska.yaml", folder)
        config = Path(folder) / "sweep.yaml"
        config.write_text(CONFIG.format(games=args.games))
        sweep = read_config(config)
        start = time.perf_counter()
        local = run_sweep(sweep, args.workers)
        local_time = time.perf_counter() - start
        start = time.perf_counter()
        with LocalCluster(
            n_workers=args.workers, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster:
            with Client(cluster) as client:
                # a fresh Dask worker is a new interpreter (local processes are forks of this one,
                # which has the engine imported): its imports are start-up, as on a long-lived cluster
                client.run(importlib.import_module, "deckwright.engine.eotn")
                ready = time.perf_counter()
                distributed = run_sweep(sweep, client=client)
                done = time.perf_counter()
    if distributed != local:
        raise SystemExit("the results differ between local processes and Dask")
    games = sum(v["games"] for v in local["variants"])
    dask_time = done - ready
    print(f"{len(local['variants']) - 1} variants + base, {games} games, {args.workers} workers, identical results")
    print(f"local processes: {local_time:.1f} s ({games / local_time:.0f} games/s)")
    print(f"Dask LocalCluster: {dask_time:.1f} s ({games / dask_time:.0f} games/s), start-up {ready - start:.1f} s")
    print(f"overhead of Dask over local processes: {100 * (dask_time / local_time - 1):+.1f}%")


if __name__ == "__main__":
    main()
