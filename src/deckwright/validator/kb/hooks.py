"""Kingdom Builder: the validator's hooks (``systems/contract.py``), each under its hook name."""

from . import check_documents as check

# its hooks, under the names the registry (systems/) gives them
__all__ = ["check"]
