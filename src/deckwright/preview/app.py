"""The preview's web server (Starlette, served by uvicorn): the page, its data as JSON, the card
pictures, and a stream of server-sent events that tells the page to fetch its data again.

A file watcher (watchfiles, which ``render --watch`` uses too) refreshes the data when a card file
under the path is saved; the page hears of it through ``/events`` and redraws without a reload.
The ``check`` summary follows in a second step (the smoke play takes seconds), and a summary
outdated by a newer save is dropped.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from importlib.resources import files
from pathlib import Path
from typing import Any, AsyncIterator

import anyio.to_thread
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response, StreamingResponse
from starlette.routing import Route
from watchfiles import awatch

from .model import Preview

KEEPALIVE = 15.0  # seconds between comments on an idle event stream


class Live:
    """The current page data, its version, and who waits for the next one."""

    def __init__(self, preview: Preview) -> None:
        self.preview = preview
        self.page: dict[str, Any] = {"root": str(preview.path), "files": [], "notes": [], "summary": None}
        self.version = 0
        self.changed = asyncio.Condition()
        self.lock = asyncio.Lock()
        self.smoking: asyncio.Task | None = None

    async def publish(self, page: dict[str, Any]) -> None:
        async with self.changed:
            self.page, self.version = page, self.version + 1
            self.changed.notify_all()

    async def update(self) -> None:
        """Validate and render again, publish, then play the summary in the background."""
        async with self.lock:
            page = await anyio.to_thread.run_sync(self.preview.refresh)
            await self.publish(page)
            if self.smoking is not None:
                self.smoking.cancel()
            self.smoking = asyncio.create_task(self._smoke(page, self.version))

    async def _smoke(self, page: dict[str, Any], version: int) -> None:
        full = await anyio.to_thread.run_sync(self.preview.smoke, page, abandon_on_cancel=True)
        if self.version == version:
            await self.publish(full)

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


def create_app(path: Path, games: int, watch: bool = True) -> Starlette:
    """The preview server of the card files under ``path`` (``games``: smoke-play games per entrant)."""
    live = Live(Preview(path, games))

    async def page(request: Request) -> Response:
        return HTMLResponse(files("deckwright.preview").joinpath("page.html").read_text(encoding="utf-8"))

    async def data(request: Request) -> Response:
        return JSONResponse({"version": live.version, **live.page})

    async def image(request: Request) -> Response:
        png = live.preview.images.png.get(request.path_params["name"])
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
        Route("/api/page", data),
        Route("/images/{name}", image),
        Route("/events", events),
    ]
    return Starlette(routes=routes, lifespan=lifespan)
