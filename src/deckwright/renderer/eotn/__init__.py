"""Empires of the North on paper: card faces and what each document prints."""

from . import icons  # noqa: F401  (registers the system's icons)
