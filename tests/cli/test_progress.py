"""The bar commands draw while long work runs (``cli/progress.py``): one bar per run (games played,
cards rendered), gone when its last unit is done; nothing drawn when not shown, and no display
(no thread) before the first call."""

import rich.progress

from deckwright.cli.progress import bar


class Bars:
    """Records what ``bar`` asks of rich's ``Progress``."""

    def __init__(self, *columns, **options):
        self.calls, self.options = [], options

    def __enter__(self):
        self.calls.append(("opened",))
        return self

    def __exit__(self, *exc):
        self.calls.append(("closed",))

    def add_task(self, label, total):
        self.calls.append(("add", label, total))
        return len(self.calls)

    def update(self, task, completed, description):
        self.calls.append(("update", task, completed, description))

    def remove_task(self, task):
        self.calls.append(("remove", task))


def test_each_run_is_a_bar_of_its_own_removed_after_its_last_unit(monkeypatch):
    made = []
    monkeypatch.setattr(rich.progress, "Progress", lambda *a, **k: made.append(Bars(*a, **k)) or made[-1])
    with bar() as progress:
        assert made == []  # nothing drawn, no thread, until the work reports
        for done in (0, 3, 4):
            progress(done, 4, "strong play")
        progress(0, 2, "greedy play")
        progress(1, 2, "greedy play")
        progress(0, 5, "impact of 3 cards")  # the run before stopped early: its bar goes
        progress(2, 5, "Veska")  # a run names what it does now (the deck being rendered)
    assert made[0].options["transient"] is True
    assert made[0].calls == [
        ("opened",),
        ("add", "strong play", 4),
        ("update", 2, 0, "strong play"),
        ("update", 2, 3, "strong play"),
        ("update", 2, 4, "strong play"),
        ("remove", 2),
        ("add", "greedy play", 2),
        ("update", 7, 0, "greedy play"),
        ("update", 7, 1, "greedy play"),
        ("remove", 7),
        ("add", "impact of 3 cards", 5),
        ("update", 11, 0, "impact of 3 cards"),
        ("update", 11, 2, "Veska"),
        ("closed",),
    ]


def test_a_bar_not_shown_is_no_callback():
    with bar(shown=False) as progress:
        assert progress is None
