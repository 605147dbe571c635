"""Empires of the North: the validator's hooks (``systems/contract.py``), each under its hook name."""

from . import check_documents as check
from .texts import text_overrides
