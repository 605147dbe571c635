"""A minimal client of a language server over stdio (JSON-RPC with Content-Length headers), enough
to open a document, read the diagnostics it publishes and ask for completion."""

from __future__ import annotations

import json
import select
import subprocess
import time
from pathlib import Path
from typing import Any

SETTINGS = {"yaml": {"validate": True, "completion": True, "hover": True, "schemaStore": {"enable": False}}}


class LanguageServer:
    def __init__(self, command: list[str], root: Path, timeout: float = 15.0):
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
        )
        self.timeout = timeout
        self.next_id = 0
        self.buffer = b""
        self.notifications: list[dict] = []
        self.request("initialize", {"processId": None, "rootUri": root.as_uri(), "capabilities": {}})
        self.notify("initialized", {})
        self.notify("workspace/didChangeConfiguration", {"settings": SETTINGS})

    def close(self) -> None:
        self.process.kill()
        self.process.wait()

    def _send(self, message: dict) -> None:
        body = json.dumps(message).encode("utf-8")
        assert self.process.stdin is not None
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def notify(self, method: str, params: Any) -> None:
        self._send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method: str, params: Any) -> Any:
        self.next_id += 1
        mine = self.next_id
        self._send({"jsonrpc": "2.0", "id": mine, "method": method, "params": params})
        while True:
            message = self._receive()
            if message.get("id") == mine and "method" not in message:
                if "error" in message:
                    raise RuntimeError(message["error"])
                return message.get("result")

    def _receive(self) -> dict:
        deadline = time.monotonic() + self.timeout
        while True:
            head, sep, rest = self.buffer.partition(b"\r\n\r\n")
            if sep:
                length = int(
                    next(line for line in head.split(b"\r\n") if line.lower().startswith(b"content-length")).split(
                        b":"
                    )[1]
                )
                if len(rest) >= length:
                    self.buffer = rest[length:]
                    message = json.loads(rest[:length])
                    self._answer(message)
                    return message
            assert self.process.stdout is not None
            ready, _, _ = select.select([self.process.stdout], [], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                raise TimeoutError("the language server did not answer")
            chunk = self.process.stdout.read1(65536)
            if not chunk:
                raise EOFError("the language server stopped")
            self.buffer += chunk

    def _answer(self, message: dict) -> None:
        """Answer the server's own requests (its settings, registrations); keep its notifications."""
        if "method" in message and "id" in message:
            items = message.get("params", {}).get("items", [])
            result = [SETTINGS.get(item.get("section", ""), None) for item in items] if items else None
            self._send({"jsonrpc": "2.0", "id": message["id"], "result": result})
        elif "method" in message:
            self.notifications.append(message)

    def open(self, path: Path) -> None:
        self.notify(
            "textDocument/didOpen",
            {
                "textDocument": {
                    "uri": path.as_uri(),
                    "languageId": "yaml",
                    "version": 1,
                    "text": path.read_text("utf-8"),
                }
            },
        )

    def diagnostics(self, path: Path) -> list[dict]:
        """The diagnostics the server publishes for the opened ``path``."""
        while True:
            for message in self.notifications:
                if message["method"] == "textDocument/publishDiagnostics" and message["params"]["uri"] == path.as_uri():
                    self.notifications.remove(message)
                    return message["params"]["diagnostics"]
            self._receive()

    def completion(self, path: Path, line: int, character: int) -> list[str]:
        """The labels the server offers at a 0-based position."""
        found = self.request(
            "textDocument/completion",
            {"textDocument": {"uri": path.as_uri()}, "position": {"line": line, "character": character}},
        )
        items = found.get("items", []) if isinstance(found, dict) else found or []
        return [item["label"] for item in items]

    def hover(self, path: Path, line: int, character: int) -> str:
        """The markdown the server shows on hover at a 0-based position ('' for none)."""
        found = self.request(
            "textDocument/hover",
            {"textDocument": {"uri": path.as_uri()}, "position": {"line": line, "character": character}},
        )
        return found["contents"]["value"] if found else ""
