"""Northgard: the validator's hooks (``systems/contract.py``), each under its hook name."""

from . import check_documents as check
from .texts import text_overrides

# its hooks, under the names the registry (systems/) gives them
__all__ = ["check", "text_overrides"]
