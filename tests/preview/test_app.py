"""``deckwright serve`` in a real browser (headless Chromium driven by Selenium): the page comes
drawn, editing a file updates it, a schema error loses only its card (its last face stays,
stale) and a rule error no face, a save plays again only the changed entrant, clicking a card
shows its face large, its data and place. Skips, saying why, only when no browser starts."""

import json
import shutil
import socket
import threading
import time
import urllib.parse
import urllib.request

import pytest
import uvicorn

from deckwright.paths import data_dir
from deckwright.preview.app import create_app

VESKA = data_dir("cards") / "eotn" / "clans" / "veska.yaml"
SKARDE = data_dir("cards") / "eotn" / "clans" / "skarde.yaml"
WAIT = 20  # seconds at most for the page to change (the machine may be busy)


@pytest.fixture
def server(tmp_path):
    """The preview server of a folder holding copies of two clans, on a free local port (two
    games each: the smoke play is quick)."""
    shutil.copy(VESKA, tmp_path)
    shutil.copy(SKARDE, tmp_path)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    config = uvicorn.Config(create_app(tmp_path, games=2), host="127.0.0.1", port=port, log_level="warning")
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


def served(path):
    """How the page names a file of the previewed folder: from the folder down, never absolute."""
    return f"{path.parent.name}/{path.name}"


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


@pytest.mark.slow
def test_the_page_follows_the_file(server, browser):
    from selenium.webdriver.common.by import By

    url, path = server
    text = path.read_text()
    study = '.card[data-id="quick-study"]'

    def text_of(selector):
        found = browser.find_elements(By.CSS_SELECTOR, selector)
        return found[0].text if found else None

    def rows():
        """The summary lines by entrant: (round played, text)."""
        lines = browser.find_elements(By.CSS_SELECTOR, "#summary .summary-line")
        return {line.get_attribute("data-name"): (line.get_attribute("data-round"), line.text) for line in lines}

    def width(selector):
        script = f"const i = document.querySelector('{selector}'); return i && i.complete && i.naturalWidth"
        return browser.execute_script(script)

    with urllib.request.urlopen(url) as response:  # the first view comes with the page
        first = response.read().decode()
    assert 'data-id="quick-study"' in first and 'alt="Quick Study"' in first and "loading" not in first
    browser.get(url)
    assert wait_for(lambda: width(f"{study} img"), "its picture") == 248
    played = wait_for(lambda: (found := rows()) and len(found) == 2 and found, "the check summary")
    assert played["skarde"][1].startswith("Imperial Settlers: Empires of the North: skarde (clan): wins ")
    assert {name: row[0] for name, row in played.items()} == {"skarde": "1", "veska": "1"}

    path.write_text(text.replace("copies: 2\n    action: CONSTRUCT", "copies: two\n    action: CONSTRUCT", 1))
    finding = wait_for(lambda: text_of(f"{study} .finding.error"), "the schema error beside its card")
    assert finding.startswith(f"{served(path)}:96:13: error[E-TYPE]: ")
    assert browser.find_elements(By.CSS_SELECTOR, f"{study}.stale img")  # its last face, marked stale
    other = '.card[data-id="night-market"]:not(.stale) img'
    assert wait_for(lambda: width(other), "the other faces") == 248  # the others are drawn

    path.write_text(text.replace("type: rune", "type: runes", 1))  # a rule error: every face stays
    finding = wait_for(lambda: text_of('.card[data-id="peat-bank"] .finding.error'), "the rule error")
    assert "error[E-UNKNOWN-TYPE]" in finding
    assert not browser.find_elements(By.CSS_SELECTOR, ".card.stale, .card .blank")
    assert wait_for(lambda: "out of date" in rows()["veska"][1], "the summary out of date")

    path.write_text(text.replace("{en: Quick Study,", "{en: Quicker Study,"))
    wait_for(lambda: (text_of(study) or "").startswith("Quicker Study"), "the new name")
    again = wait_for(
        lambda: (found := rows()) and found["veska"][0] != played["veska"][0] and found, "veska played again"
    )
    assert again["skarde"] == played["skarde"]  # not played again: the same round, the same numbers
    assert "out of date" not in again["veska"][1]

    wait_for(lambda: browser.find_element(By.CSS_SELECTOR, study).click() or True, "a card to click")
    assert wait_for(lambda: width("#face"), "its face large") == 496  # 200 DPI
    assert wait_for(lambda: text_of("#place"), "its place") == f"{served(path)}:92:5"
    data = json.loads(wait_for(lambda: text_of("#data"), "its data"))
    assert data["name"] == {"en": "Quicker Study", "de": "Schnelles Lernen"}

    path.write_text(text.replace("  - id: quick-study\n", "  - id: quick-studies\n"))  # the open card goes
    assert wait_for(lambda: text_of("#gone"), "the open card gone") == "That card is no longer in its file."


@pytest.mark.slow
def test_the_server_answers_without_a_browser(server):
    url, path = server
    page = json.load(urllib.request.urlopen(f"{url}/api/page"))
    view = next(view for view in page["files"] if view["file"] == served(path))
    study = next(card for card in view["cards"] if card["id"] == "quick-study")
    with urllib.request.urlopen(f"{url}/images/{study['image']}") as response:
        assert response.headers["Content-Type"] == "image/png" and response.read(4) == b"\x89PNG"
    with pytest.raises(urllib.error.HTTPError) as missing:
        urllib.request.urlopen(f"{url}/images/nothing.png")
    assert missing.value.code == 404
    with urllib.request.urlopen(url) as response:
        assert b"<title>deckwright preview</title>" in response.read()
    with urllib.request.urlopen(f"{url}/images/large/{study['image']}") as response:
        assert response.read(4) == b"\x89PNG"
    key = urllib.parse.quote(json.dumps([served(path), "deck#quick-study"]))
    with urllib.request.urlopen(f"{url}/detail?key={key}") as response:
        assert f"{served(path)}:92:5".encode() in response.read()
    for wrong, code in ((json.dumps([served(path), "deck#nothing"]), 404), ("[1", 400), ("7", 400)):
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(f"{url}/detail?key={urllib.parse.quote(wrong)}")
        assert refused.value.code == code


# --- who the server answers (issue 28: DNS rebinding) ----------------------------------------------


@pytest.fixture
def client(tmp_path):
    """The app of a folder holding one clan, served through Starlette's test client (no smoke play
    wait: the page's data is there once the lifespan has validated and drawn it)."""
    (tmp_path / "cards").mkdir()
    shutil.copy(VESKA, tmp_path / "cards")
    return create_app((tmp_path / "cards").absolute(), games=1, watch=False, host="192.168.1.20")


@pytest.mark.parametrize(
    "host, code",
    [
        ("127.0.0.1:8000", 200),
        ("localhost:8000", 200),
        ("LOCALHOST", 200),
        ("192.168.1.20:8000", 200),  # the address it was told to listen on
        ("attacker.example:8000", 400),  # a name rebound to 127.0.0.1 by its owner's DNS
        ("127.0.0.1.attacker.example", 400),
        ("testserver", 400),
        ("", 400),
    ],
)
def test_only_this_machines_host_headers_are_answered(client, host, code):
    from starlette.testclient import TestClient

    with TestClient(client, base_url="http://127.0.0.1:8000") as browser:
        for route in ("/", "/api/page", "/main", "/images/nothing.png"):
            response = browser.get(route, headers={"host": host})
            assert response.status_code == (404 if code == 200 and "images" in route else code), (route, host)
            if code == 400:
                assert response.text == "Invalid host header"


def test_the_page_names_files_from_the_folder_down_never_by_absolute_path(client, tmp_path):
    from starlette.testclient import TestClient

    with TestClient(client, base_url="http://127.0.0.1:8000") as browser:
        data = browser.get("/api/page").json()
        page, main = browser.get("/").text, browser.get("/main").text
    assert data["root"] == "cards" and [view["file"] for view in data["files"]] == ["cards/veska.yaml"]
    for served in (json.dumps(data), page, main):
        assert str(tmp_path) not in served and str(tmp_path.resolve()) not in served
