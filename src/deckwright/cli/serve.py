"""``deckwright serve``: a live preview of a card set in the browser (see ``deckwright.preview``)."""

from __future__ import annotations

from pathlib import Path

import click

from ..paths import data_dir
from .options import games_option

PREVIEW_GAMES = 100  # per entrant: a summary soon after a save (check's 400 take longer)


@click.command()
@click.argument("path", required=False, type=click.Path(exists=True, path_type=Path))
@click.option(
    "--host", default="127.0.0.1", show_default=True, help="Address to listen on (this machine only by default)."
)
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True, help="Port to listen on.")
@games_option(PREVIEW_GAMES, "Smoke-play games per entrant for the check summary.", most=100_000)
def serve(path: Path | None, host: str, port: int, games: int) -> None:
    """Preview the card files under PATH (default: ./cards, else the shipped cards) in a browser.

    \b
    The page shows every card as it prints, the findings beside their card and the
    check summary, and updates by itself within a second of a file being saved.
    Click a card to see its data and where it is in its file.
    Example:  deckwright serve cards/eotn/clans/my-clan.yaml --port 8000
    """
    import uvicorn

    from ..preview.app import create_app

    if path is None:
        path = Path("cards") if Path("cards").is_dir() else data_dir("cards")
    click.echo(f"serving a preview of {path} at http://{host}:{port}/ (Ctrl-C to stop)", err=True)
    uvicorn.run(
        create_app(path, games, host=host), host=host, port=port, log_level="warning", timeout_graceful_shutdown=1
    )
