"""Fixtures of the engine's tests."""

import pytest


@pytest.fixture(scope="session")
def dask_client():
    """A client of a two-worker Dask LocalCluster (``runner.cluster``), started once for the session."""
    pytest.importorskip("distributed")
    from deckwright.engine.runner import cluster

    with cluster(workers=2) as client:
        yield client
