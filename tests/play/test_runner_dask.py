"""Games on Dask distributed (``runner.cluster``, ``stream``'s ``client``): the same results as on
local processes, for a plain run, a check's smoke play and a play report; a local cluster listens
on the loopback address only, without its dashboard."""

import urllib.error
import urllib.request

import pytest

from deckwright.loader import read_document
from deckwright.paths import data_dir
from deckwright.play.arena import make_arena, play_report
from deckwright.play.runner import Setup, cluster, run, schedule
from deckwright.play.smoke import smoke_play
from tests.engine.fakes import Clan, make_bot, new_game

VESKA = data_dir("cards") / "eotn" / "clans" / "veska.yaml"


def veska_arena():
    return make_arena("eotn", [(read_document(VESKA, "veska.yaml"), "clan")])


@pytest.mark.slow
def test_a_local_cluster_listens_on_loopback_only_without_a_dashboard(dask_client):
    info = dask_client.scheduler_info()
    assert info["address"].startswith("tcp://127.0.0.1:")
    assert [address.split(":")[1] for address in info["workers"]] == ["//127.0.0.1", "//127.0.0.1"]
    # its HTTP server (health checks) serves no dashboard page
    with pytest.raises(urllib.error.HTTPError) as caught:
        urllib.request.urlopen(f"http://127.0.0.1:{info['services']['dashboard']}/status", timeout=10)
    assert caught.value.code == 404


def test_no_options_no_cluster():
    with cluster() as client:
        assert client is None


@pytest.mark.slow
def test_a_run_on_dask_gives_the_results_of_local_processes(dask_client):
    setup = Setup((Clan("a"), Clan("b")), new_game, make_bot)
    jobs = schedule([(0, 1)], 120, 5, ["random"])
    local = run(setup, jobs, workers=2)
    assert run(setup, jobs, client=dask_client) == local
    assert [r.seed for r in local] == [job.seed for job in jobs]


@pytest.mark.slow
def test_a_check_on_dask_gives_the_findings_and_summary_of_local_processes(dask_client):
    arena = veska_arena()
    local = smoke_play(arena, games=8, workers=1, smoke_games=40)
    on_dask = smoke_play(arena, games=8, smoke_games=40, client=dask_client)
    assert on_dask == local
    assert [(row["bot"], row["games"]) for row in local.summary] == [("strong", 8)]


@pytest.mark.slow
def test_a_play_report_on_dask_is_the_report_of_local_processes(dask_client):
    arena = veska_arena()
    local = play_report(arena, 2, 40, "greedy", 3, 2, False)
    assert play_report(arena, 2, 40, "greedy", 3, None, False, client=dask_client) == local
    assert (local["games"], local["bot"]) == (40, "greedy")
