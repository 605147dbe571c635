"""Benchmark: the whole shipped set to a duplex print PDF and to 300 DPI PNGs, against cartuli.

    .venv/bin/python bench/render.py [--repeat N] [--work DIR] [--workers N] [--content DIR] [--no-cartuli] [--quick]

Measures, each the best of N runs, with a cold cache (a fresh output folder each run), both
wall-clock and CPU time (the CPU time, of this process and its worker processes, is the steadier
figure on a shared, busy machine). Every figure renders as ``deckwright render`` does
(``render_decks``: the folder's lock and manifest, the PDFs made on ``--workers`` processes,
default all cores):
  1. validate + render the shipped set to duplex PDFs (A4, poker, crop marks): the goal is
     under 2 s; also the imposition alone (decks already built);
  2. the same faces to 300 DPI PNGs (cards/s);
  2b. the print-service output (``--print-service drivethru``): every card a page, CMYK PDF/X-1a
     through an installed ICC profile (skipped when none is installed);
  3. cartuli imposing those same PNGs, with the same grid (A4, 5 mm margin, cards edge to edge,
     duplex), in a virtual environment of its own (it pins older reportlab and pillow), created
     under --work on first use and called as a subprocess; the time is taken inside the
     subprocess, around cartuli's own work (loading the PNGs and writing the PDF); ``--no-cartuli``
     leaves it out.

``--content DIR`` renders another set than the shipped one: e.g. an older commit's shipped set, to
compare this checkout with that commit on the same cards (run the older checkout's script, then
this one with ``--content OLDER/cards``).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import tempfile
import time
import venv
from pathlib import Path

from deckwright.paths import data_dir
from deckwright.renderer.outdir import OutputFolder
from deckwright.renderer.outputs import SERVICES, Settings
from deckwright.renderer.pdf import PrintOptions
from deckwright.renderer.pdfx import ProfileMissing, find_profile
from deckwright.renderer.pipeline import decks, render_decks
from deckwright.renderer.sheets import CARD_SIZES, PAPERS, Sheet
from deckwright.renderer.text import _fit
from deckwright.validator import validate_paths
from deckwright.workers import default_workers
from quick import parse_args

CARTULI_DRIVER = r"""
import json, sys, time
from cartuli import A4, Card, CardImage, Sheet, Size, mm, sheet_pdf_output
spec = json.load(open(sys.argv[1]))
start, cpu = time.perf_counter(), time.process_time()
size = Size(spec["card"][0] * mm, spec["card"][1] * mm)
images = {}
def image(path):
    if path not in images:
        images[path] = CardImage(path, size=size)
    return images[path]
for name, cards in spec["decks"].items():
    deck = [Card(image(front), image(back)) for front, back in cards]
    sheet = Sheet(deck, size=A4, print_margin=5 * mm, padding=0)
    sheet_pdf_output(sheet, f"{spec['out']}/{name}.pdf")
print(time.perf_counter() - start, time.process_time() - cpu)
"""


def cartuli_python(work: Path) -> Path:
    """cartuli's own virtual environment under ``work``, created on first use."""
    env = work / "cartuli-venv"
    python = env / "bin" / "python"
    if not python.exists():
        venv.create(env, with_pip=True)
        subprocess.run([python, "-m", "pip", "install", "-q", "cartuli"], check=True)
    return python


def cpu_time() -> float:
    """CPU seconds of this process (all threads) and of its worker processes that have ended."""
    times = os.times()
    return times.user + times.system + times.children_user + times.children_system


def best(runs: int, action) -> tuple[float, float]:
    """The best wall-clock and the best CPU time of ``runs`` runs, in s; each run lays its texts
    out anew, as a `deckwright render` does (the layouts ``fit_text`` keeps are dropped first)."""
    walls, cpus = [], []
    for _ in range(runs):
        _fit.cache_clear()
        start, cpu = time.perf_counter(), cpu_time()
        action()
        walls.append(time.perf_counter() - start)
        cpus.append(cpu_time() - cpu)
    return min(walls), min(cpus)


def cartuli_times(args, sheet, found, png_folder, out) -> tuple[float, float]:
    """cartuli imposing the PNGs of ``png_folder`` with the same grid: best wall and CPU seconds."""
    spec = {
        "card": sheet.card,
        "out": str(out.root),
        "decks": {
            deck.name: [
                [str(png_folder.root / f"{item.front.name}.png"), str(png_folder.root / f"{item.back.name}.png")]
                for item in deck.copies()
            ]
            for deck in found
        },
    }
    (args.work / "cartuli.json").write_text(json.dumps(spec))
    (args.work / "cartuli_driver.py").write_text(CARTULI_DRIVER)
    python = cartuli_python(args.work)
    runs = [
        subprocess.run(
            [python, args.work / "cartuli_driver.py", args.work / "cartuli.json"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.split()
        for _ in range(args.repeat)
    ]
    return min(float(wall) for wall, _ in runs), min(float(cpu) for _, cpu in runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "deckwright-bench")
    parser.add_argument("--workers", type=int, default=default_workers(), help="as deckwright render --workers")
    parser.add_argument("--content", type=Path, default=data_dir("cards"), help="the card folder (default: shipped)")
    parser.add_argument("--no-cartuli", action="store_true", help="leave out the comparison with cartuli")
    veska = data_dir("cards") / "eotn" / "clans" / "veska.yaml"  # one clan, one run, no cartuli
    args = parse_args(parser, repeat=1, no_cartuli=True, content=veska)
    args.work.mkdir(parents=True, exist_ok=True)
    content = args.content
    load = os.getloadavg()[0]

    sheet = Sheet(CARD_SIZES["poker"], PAPERS["a4"])
    pdf_settings = Settings(PrintOptions(sheet, duplex=True))
    png_settings = Settings(PrintOptions(sheet), pdf=False, png=True)
    found = decks(validate_paths([content]), "en")[0]
    cards = sum(len(deck.copies()) for deck in found)
    faces = sum(len(deck.faces()) for deck in found)

    def fresh(name: str) -> OutputFolder:
        return OutputFolder(Path(tempfile.mkdtemp(prefix=name, dir=args.work)))

    def run_all(deck_list, settings, folder):
        render_decks(deck_list, settings, folder, workers=args.workers)

    whole = best(args.repeat, lambda: run_all(decks(validate_paths([content]), "en")[0], pdf_settings, fresh("pdf")))
    impose = best(args.repeat, lambda: run_all(found, pdf_settings, fresh("pdf")))
    png_folder = fresh("png")
    pngs = best(1, lambda: run_all(found, png_settings, png_folder))
    try:
        preset = SERVICES["drivethru"]
        service_sheet = Sheet(preset.card, PAPERS["a4"], bleed=preset.bleed)
        service = Settings(PrintOptions(service_sheet), pdf=False, pdfx=find_profile())
        pdfx = best(args.repeat, lambda: run_all(found, service, fresh("pdfx")))
    except ProfileMissing as exc:
        print(f"print-service PDF not measured: {exc}")
        pdfx = None

    cartuli = None if args.no_cartuli else cartuli_times(args, sheet, found, png_folder, fresh("cartuli"))

    print(f"{content}: {len(found)} documents, {cards} cards, {faces} distinct faces")
    print(f"load average before the run: {load:.2f} on {os.cpu_count()} cores; {args.workers} worker(s)")
    print("                          wall s   CPU s   cards/s (wall)")
    for label, (wall, cpu), count in (
        ("validate + duplex PDF", whole, cards),
        ("duplex PDF (imposition)", impose, cards),
        ("300 DPI PNGs (faces)", pngs, faces),
        *([("print-service PDF/X", pdfx, cards)] if pdfx else []),
        *([("cartuli, same PNGs", cartuli, cards)] if cartuli else []),
    ):
        print(f"{label:<25} {wall:7.3f} {cpu:7.3f}   {count / wall:6.0f}")
    if content == data_dir("cards"):  # the goal is the shipped set's
        print(f"goal: validate + duplex PDF under 2 s wall: {'met' if whole[0] < 2 else 'NOT met'}")
    if cartuli:
        print(f"cartuli / deckwright imposition: {cartuli[0] / impose[0]:.1f}x wall, {cartuli[1] / impose[1]:.1f}x CPU")


if __name__ == "__main__":
    main()
