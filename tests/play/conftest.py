"""Fixtures of the engine's tests."""

import pytest


@pytest.fixture(scope="module")
def dask_client():
    """A client of a two-worker Dask LocalCluster (``runner.cluster``), for one module: its threads
    would otherwise run beside the memory tests of later modules."""
    pytest.importorskip("distributed")
    from deckwright.play.runner import cluster

    with cluster(workers=2) as client:
        yield client
