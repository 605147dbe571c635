"""The bar commands draw while games are played (``cli/progress.py``): one bar per run of the
play pipeline, gone when its last game is played; nothing drawn when not shown."""

import rich.progress

from deckwright.cli.progress import games_bar


class Bars:
    """Records what ``games_bar`` asks of rich's ``Progress``."""

    def __init__(self, *columns, **options):
        self.calls, self.options = [], options

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.calls.append(("closed",))

    def add_task(self, label, total):
        self.calls.append(("add", label, total))
        return len(self.calls)

    def update(self, task, completed):
        self.calls.append(("update", task, completed))

    def remove_task(self, task):
        self.calls.append(("remove", task))


def test_each_run_is_a_bar_of_its_own_removed_after_its_last_game(monkeypatch):
    made = []
    monkeypatch.setattr(rich.progress, "Progress", lambda *a, **k: made.append(Bars(*a, **k)) or made[-1])
    with games_bar() as progress:
        for done in (0, 3, 4):
            progress(done, 4, "strong play")
        progress(0, 2, "greedy play")
        progress(1, 2, "greedy play")
        progress(0, 5, "impact of 3 cards")  # the run before stopped early: its bar goes
    assert made[0].options["transient"] is True
    assert made[0].calls == [
        ("add", "strong play", 4),
        ("update", 1, 0),
        ("update", 1, 3),
        ("update", 1, 4),
        ("remove", 1),
        ("add", "greedy play", 2),
        ("update", 6, 0),
        ("update", 6, 1),
        ("remove", 6),
        ("add", "impact of 3 cards", 5),
        ("update", 10, 0),
        ("closed",),
    ]


def test_a_bar_not_shown_is_no_callback():
    with games_bar(shown=False) as progress:
        assert progress is None
