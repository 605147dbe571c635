"""The renderer's output folder: a ``ManagedFolder`` (``deckwright.safe_write``) whose manifest
keys are hashes of the card data, the options and the renderer's version.

deckwright writes only inside the folder, never over a file it did not write (unless
``force``), never through a link, and skips a file whose key is unchanged and whose content
still has the hash recorded when it was written (a damaged file is rendered again).
"""

from __future__ import annotations

import hashlib

from ..safe_write import ForeignFile
from ..safe_write import ManagedFolder as OutputFolder
from . import renderer_version

__all__ = ["ForeignFile", "OutputFolder", "digest"]


def digest(*parts: str) -> str:
    """The cache key of a file made from ``parts`` by this version of the renderer."""
    hasher = hashlib.sha256(renderer_version().encode())
    for part in parts:
        hasher.update(b"\0" + part.encode())
    return hasher.hexdigest()
