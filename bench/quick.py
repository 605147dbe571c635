"""The ``--quick`` option every bench script has: a smoke run that the suite runs
(``tests/test_bench_quick.py``) so that no script rots. ``parse_args(parser, **smoke)`` adds it,
parses the command line and, with ``--quick``, sets each option named in ``smoke`` to its value."""

from __future__ import annotations

import argparse
from typing import Any


def parse_args(parser: argparse.ArgumentParser, **smoke: Any) -> argparse.Namespace:
    """The parsed options; with ``--quick``, those of ``smoke`` (by their ``dest``) overridden."""
    settings = ", ".join(f"{name}={value}" for name, value in smoke.items())
    parser.add_argument("--quick", action="store_true", help=f"a smoke run for the test suite ({settings})")
    args = parser.parse_args()
    if args.quick:
        for name, value in smoke.items():
            setattr(args, name, value)
    return args
