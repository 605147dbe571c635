"""How soon the preview page shows a saved change: seconds from writing a card file to the
browser showing the card's new name (headless Chromium through Selenium, Debian's chromium and
chromium-driver), over several saves: of the Veska clan alone, or with ``--shipped`` among all
the shipped card files (four systems: a save then has other systems' files to leave alone).

    .venv/bin/python bench/serve.py [--saves 5] [--shipped] [--quick]
"""

from __future__ import annotations

import argparse
import shutil
import socket
import statistics
import tempfile
import threading
import time
from pathlib import Path

import uvicorn
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

from deckwright.paths import data_dir
from deckwright.preview.app import create_app
from quick import parse_args


def title(browser: webdriver.Chrome) -> str:
    try:
        found = browser.find_elements(By.CSS_SELECTOR, '.card[data-id="quick-study"] .title')
        return found[0].text if found else ""
    except StaleElementReferenceException:
        return ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=5)
    parser.add_argument("--shipped", action="store_true", help="serve every shipped card file, not Veska alone")
    args = parse_args(parser, saves=1)
    with tempfile.TemporaryDirectory() as folder:
        if args.shipped:
            shutil.copytree(data_dir("cards"), folder, dirs_exist_ok=True)
        path = Path(folder) / ("eotn/clans/veska.yaml" if args.shipped else "veska.yaml")
        shutil.copy(data_dir("cards") / "eotn" / "clans" / "veska.yaml", path)
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        server = uvicorn.Server(uvicorn.Config(create_app(Path(folder), games=4), port=port, log_level="warning"))
        threading.Thread(target=server.run, daemon=True).start()
        while not server.started:
            time.sleep(0.05)
        options = Options()
        options.binary_location = shutil.which("chromium") or ""
        for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
            options.add_argument(argument)
        browser = webdriver.Chrome(options=options, service=Service(shutil.which("chromedriver")))
        browser.get(f"http://127.0.0.1:{port}/")
        while title(browser) != "Quick Study":
            time.sleep(0.02)
        time.sleep(3)  # let the first summary land
        text, delays = path.read_text(), []
        for save in range(1, args.saves + 1):
            name = f"Quick Study {save}"
            start = time.perf_counter()
            path.write_text(text.replace("{en: Quick Study,", f"{{en: {name},"))
            while title(browser) != name:
                time.sleep(0.01)
            delays.append(time.perf_counter() - start)
            time.sleep(1)
        browser.quit()
        server.should_exit = True
    print(f"{args.saves} saves: median {statistics.median(delays):.2f} s, max {max(delays):.2f} s from save to page")


if __name__ == "__main__":
    main()
