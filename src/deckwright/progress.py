"""How long work says how far it got, in every stage: a ``Progress`` callback.

``progress(done, total, label)``: ``done`` of the run's ``total`` units are finished (0 when it
starts; ``total`` when it ends); ``label`` says what is being done ("strong play", a deck's name).
The library calls it; only the command line draws it (``cli/progress.py``)."""

from __future__ import annotations

from typing import Callable

Progress = Callable[[int, int, str], None]
