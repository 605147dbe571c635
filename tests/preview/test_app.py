"""``deckwright serve`` in a real browser (headless Chromium driven by Selenium): the page
loads, a card appears, editing the file updates the page, a syntax error shows its finding,
clicking a card shows its data and place. Skips, saying why, only when no browser starts."""

import json
import shutil
import socket
import threading
import time
import urllib.request

import pytest
import uvicorn

from deckwright.paths import data_dir
from deckwright.preview.app import create_app

VESKA = data_dir("cards") / "eotn" / "clans" / "veska.yaml"
WAIT = 20  # seconds at most for the page to change (the machine may be busy)


@pytest.fixture
def server(tmp_path):
    """The preview server of a folder holding a copy of the Veska clan, on a free local port."""
    shutil.copy(VESKA, tmp_path)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    config = uvicorn.Config(create_app(tmp_path, games=4), host="127.0.0.1", port=port, log_level="warning")
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + WAIT
    while not running.started and time.monotonic() < deadline:
        time.sleep(0.05)
    assert running.started, "the preview server did not start"
    yield f"http://127.0.0.1:{port}", tmp_path / "veska.yaml"
    running.should_exit = True
    thread.join(10)


@pytest.fixture
def browser():
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    driver_path = shutil.which("chromedriver")
    if binary is None or driver_path is None:
        pytest.skip("no Chromium and chromedriver on PATH (Debian: apt-get install chromium chromium-driver)")
    options.binary_location = binary
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(argument)
    try:
        driver = webdriver.Chrome(options=options, service=Service(driver_path))
    except WebDriverException as exc:
        pytest.skip(f"Chromium did not start: {exc.msg}")
    yield driver
    driver.quit()


def wait_for(predicate, what):
    """``predicate``'s first true value; the page redraws whole, so an element may go stale meanwhile."""
    from selenium.common.exceptions import StaleElementReferenceException

    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        try:
            value = predicate()
        except StaleElementReferenceException:
            value = None
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"the page never showed {what}")


def test_the_page_follows_the_file(server, browser):
    from selenium.webdriver.common.by import By

    url, path = server
    browser.get(url)
    study = '.card[data-id="quick-study"]'

    def text_of(selector):
        found = browser.find_elements(By.CSS_SELECTOR, selector)
        return found[0].text if found else None

    def click(selector):
        browser.find_element(By.CSS_SELECTOR, selector).click()
        return True

    wait_for(lambda: text_of(study), "the card quick-study")
    wait_for(lambda: "veska (clan): wins " in text_of("#summary"), "the check summary")
    width = f"const i = document.querySelector('{study} img'); return i && i.complete && i.naturalWidth"
    assert wait_for(lambda: browser.execute_script(width), "its picture") == 248

    wait_for(lambda: click(study), "a card to click")
    assert wait_for(lambda: text_of("#location"), "its place") == f"{path}:92:5"
    data = json.loads(wait_for(lambda: text_of("#data"), "its data"))
    assert data["name"] == {"en": "Quick Study", "de": "Schnelles Lernen"}

    path.write_text(path.read_text().replace("{en: Quick Study,", "{en: Quicker Study,"))
    wait_for(lambda: (text_of(study) or "").startswith("Quicker Study"), "the new name")
    assert "Quicker Study" in wait_for(lambda: text_of("#data"), "the open card")  # the open card follows too

    path.write_text("system: eotn\ncontent: clan\nid: [x\n")
    finding = wait_for(lambda: text_of(".finding.error"), "the syntax error")
    assert finding.startswith(f"{path}:3:5: error[E-SYNTAX]: YAML error: the '[' here is not closed")
    assert not browser.find_elements(By.CSS_SELECTOR, ".card")


def test_the_server_answers_without_a_browser(server):
    url, path = server
    page = json.load(urllib.request.urlopen(f"{url}/api/page"))
    (view,) = page["files"]
    study = next(card for card in view["cards"] if card["id"] == "quick-study")
    with urllib.request.urlopen(f"{url}/images/{study['image']}") as response:
        assert response.headers["Content-Type"] == "image/png" and response.read(4) == b"\x89PNG"
    with pytest.raises(urllib.error.HTTPError) as missing:
        urllib.request.urlopen(f"{url}/images/nothing.png")
    assert missing.value.code == 404
    with urllib.request.urlopen(url) as response:
        assert b"<title>deckwright preview</title>" in response.read()
