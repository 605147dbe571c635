"""The preview's web server (Starlette, served by uvicorn): the page (written on the server, so
its first view needs no script), its main part and a card's detail as HTML, its data as JSON,
the card pictures (and a card's face large), and a stream of server-sent events that tells the
page to fetch its main part again.

A file watcher (watchfiles, which ``render --watch`` uses too) refreshes the data when a card file
under the path is saved; the page hears of it through ``/events`` and redraws without a reload.
The ``check`` summary follows in a second step (the smoke play takes seconds) for the entrants
whose files changed; saves during a play are played next, when it ends.

The server answers only requests whose Host header names this machine (``127.0.0.1``,
``localhost``) or the address it was told to listen on, and 400 to any other: a page of another
site that a DNS name rebound to this machine cannot read the cards. What it serves names files
from the previewed folder down (``cards/clans/veska.yaml``), never by their absolute path.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
from pathlib import Path
from typing import Any, AsyncIterator

import anyio.to_thread
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response, StreamingResponse
from starlette.routing import Route
from watchfiles import awatch

from . import html
from .model import Preview

KEEPALIVE = 15.0  # seconds between comments on an idle event stream
LOCAL_HOSTS = ("127.0.0.1", "localhost")  # the Host headers always answered, beside the address listened on


def unrooted(value: Any, above: tuple[str, ...]) -> Any:
    """``value`` (page data: mappings, lists, strings) with every string's mention of a folder of
    ``above`` (absolute paths, each ending in a separator) cut off: paths from the previewed folder down."""
    if isinstance(value, str):
        for prefix in above:
            value = value.replace(prefix, "")
        return value
    if isinstance(value, dict):
        return {key: unrooted(item, above) for key, item in value.items()}
    if isinstance(value, list):
        return [unrooted(item, above) for item in value]
    return value


def _above(path: Path) -> tuple[str, ...]:
    """The folder holding the previewed folder (of a file: its folder), as written and resolved,
    each ending in a separator: what ``unrooted`` cuts off (nothing where that is the file system's root)."""
    folder = path if path.is_dir() else path.parent
    parents = {Path(os.path.abspath(folder)).parent, folder.resolve().parent}
    return tuple(sorted((str(p).rstrip(os.sep) + os.sep for p in parents if p != p.parent), key=len, reverse=True))


class Live:
    """The current page data, its version, and who waits for the next one."""

    def __init__(self, preview: Preview) -> None:
        self.preview = preview
        self.above = _above(preview.path)
        self.page: dict[str, Any] = unrooted(
            {"root": str(Path(os.path.abspath(preview.path))), "files": [], "notes": [], "summary": None}, self.above
        )
        self.version = 0
        self.changed = asyncio.Condition()
        self.lock = asyncio.Lock()
        self.smoking: asyncio.Task | None = None

    async def publish(self, page: dict[str, Any]) -> None:
        async with self.changed:
            self.page, self.version = unrooted(page, self.above), self.version + 1
            self.changed.notify_all()

    async def update(self) -> None:
        """Validate and draw what changed, publish, then play the summary in the background."""
        async with self.lock:
            await self.publish(await anyio.to_thread.run_sync(self.preview.refresh))
            if self.smoking is None:
                self.smoking = asyncio.create_task(self._smoke())

    async def _smoke(self) -> None:
        """Play what changed until nothing has (saves during a play are played next)."""
        while True:
            async with self.lock:
                plan = self.preview.smoke_plan()
            played = await anyio.to_thread.run_sync(self.preview.smoke_run, plan, abandon_on_cancel=True)
            async with self.lock:
                await self.publish(self.preview.smoke_merge(plan, played))
                if not self.preview.changed:
                    self.smoking = None
                    return

    async def watch(self) -> None:
        """Refresh on every save under the path (a file is watched through its folder)."""
        path = self.preview.path
        folder = path if path.is_dir() else path.parent
        async for _ in awatch(folder, debounce=100, step=20):
            await self.update()

    async def wait(self, seen: int, timeout: float) -> int:
        """The version after ``seen`` (waiting up to ``timeout`` seconds for it), else ``seen``."""
        async with self.changed:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.changed.wait_for(lambda: self.version != seen), timeout)
            return self.version


def create_app(path: Path, games: int, watch: bool = True, host: str = LOCAL_HOSTS[0]) -> Starlette:
    """The preview server of the card files under ``path`` (``games``: smoke-play games per entrant),
    answering the Host headers of this machine and of ``host``, the address it listens on."""
    live = Live(Preview(path, games))

    async def page(request: Request) -> Response:
        return HTMLResponse(html.page(live.page, live.version))

    async def main(request: Request) -> Response:
        return HTMLResponse(html.main(live.page, live.version))

    async def detail(request: Request) -> Response:
        try:
            file, key = json.loads(request.query_params.get("key", ""))
        except (ValueError, TypeError):
            return Response("the key is a JSON pair [file, card]", status_code=400)
        view = next((view for view in live.page["files"] if view["file"] == file), None)
        card = next((card for card in view["cards"] if card["key"] == key), None) if view else None
        return HTMLResponse(html.detail(file, card)) if card else Response("no such card", status_code=404)

    async def data(request: Request) -> Response:
        return JSONResponse({"version": live.version, **live.page})

    async def image(request: Request) -> Response:
        png = live.preview.images.png.get(request.path_params["name"])
        return Response(png, media_type="image/png") if png else Response("no such picture", status_code=404)

    async def large(request: Request) -> Response:
        png = await anyio.to_thread.run_sync(live.preview.images.large, request.path_params["name"])
        return Response(png, media_type="image/png") if png else Response("no such picture", status_code=404)

    async def events(request: Request) -> Response:
        async def stream() -> AsyncIterator[str]:
            seen = -1
            while not await request.is_disconnected():
                now = await live.wait(seen, KEEPALIVE) if seen >= 0 else live.version
                yield f"data: {json.dumps(now)}\n\n" if now != seen else ": still here\n\n"
                seen = now

        return StreamingResponse(stream(), media_type="text/event-stream", headers={"Cache-Control": "no-store"})

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await live.update()
        watcher = asyncio.create_task(live.watch()) if watch else None
        try:
            yield
        finally:
            for task in (watcher, live.smoking):
                if task is not None:
                    task.cancel()

    routes = [
        Route("/", page),
        Route("/main", main),
        Route("/detail", detail),
        Route("/api/page", data),
        Route("/images/large/{name}", large),
        Route("/images/{name}", image),
        Route("/events", events),
    ]
    hosts = Middleware(TrustedHostMiddleware, allowed_hosts=sorted({*LOCAL_HOSTS, host.lower()}), www_redirect=False)
    return Starlette(routes=routes, lifespan=lifespan, middleware=[hosts])
