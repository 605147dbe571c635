"""The render pipeline: card files to the files ``deckwright render`` writes, from one settings object.

``prepare(run)`` turns a ``RenderRun`` (what the command line was given) into the sheet, the
output settings and the output folder, refusing settings that cannot print (``Unusable``) before
any file is read; ``validated(run)`` reads and checks the card files; ``render_validated`` prints
the clean documents into the folder and returns what it wrote with the notes to show. The
command line only parses options, calls these and prints what they return; progress is a
callback (``Progress``) it draws.
"""

from __future__ import annotations

import inspect
import sys
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path

from ..errors import DeckwrightError
from ..progress import Progress
from ..systems import all_systems
from ..typeset.fonts import Fonts
from ..typeset.layouts import load as load_layouts
from ..validator import Result, validate_paths
from ..validator.suggest import nearest
from ..workers import default_workers
from . import Deck, described, drawn_within, in_fonts, printed
from .draw import unnumbered
from .outdir import OutputFolder, digest
from .outputs import SERVICES, Job, NameClash, Outcome, Settings
from .packing import readability
from .parallel import made_ahead
from .pdf import PrintOptions, write_calibration
from .pdfx import ProfileMissing, find_profile
from .sheets import PAPERS, Sheet, card_size, landscape

CALIBRATION = "calibration.pdf"


class Unusable(DeckwrightError):
    """Settings that cannot print (a card larger than its paper, no CMYK profile, a card id no file
    has): the command line shows it as a usage error."""


@dataclass(frozen=True)
class RenderRun:
    """What to render and how: the options of ``deckwright render``. ``card`` and ``bleed`` None:
    the print service's where one is named, else a poker card without bleed."""

    paths: tuple[Path, ...]
    out: Path = Path("output")
    paper: tuple[float, float] = PAPERS["a4"]
    landscape: bool = False
    card: tuple[float, float] | None = None
    bleed: float | None = None
    gap: float = 0.0
    crop_marks: bool = True
    duplex: bool = False
    flip: str = "long"
    back_offset: tuple[float, float] = (0.0, 0.0)
    calibration: bool = False
    gutter_fold: bool = False
    guides: bool = False
    no_numbers: bool = False
    fonts: Fonts | None = None
    lang: str = "en"
    png: bool = False
    tts: bool = False
    tts_url: str = ""
    service: str | None = None
    icc: Path | None = None
    proof: bool = False
    cards: tuple[str, ...] = ()
    workers: int | None = None
    force: bool = False


@dataclass(frozen=True)
class Prepared:
    """A run's sheet, output settings and output folder (``prepare``)."""

    sheet: Sheet
    settings: Settings
    folder: OutputFolder


def prepare(run: RenderRun) -> Prepared:
    """The sheet, settings and folder of ``run``; ``Unusable`` for settings that cannot print."""
    preset = SERVICES[run.service] if run.service else None
    card = run.card or (preset.card if preset else card_size("poker"))
    bleed = run.bleed if run.bleed is not None else (preset.bleed if preset else 0.0)
    try:
        profile = find_profile(run.icc) if preset and preset.pdfx else None
        sheet = Sheet(
            card,
            landscape(run.paper) if run.landscape else run.paper,
            bleed=bleed,
            gap=run.gap,
            flip=run.flip,
            back_offset=run.back_offset,
            gutter_fold=run.gutter_fold,
            mark_room=run.crop_marks,
        )
    except (ProfileMissing, ValueError) as exc:
        raise Unusable(str(exc)) from None
    options = PrintOptions(
        sheet, duplex=run.duplex and not run.gutter_fold, crop_marks=run.crop_marks, guides=run.guides
    )
    settings = Settings(
        options,
        pdf=not preset,
        png=run.png or bool(preset and not preset.pdfx),
        tts=run.tts or bool(run.tts_url),
        pdfx=profile,
        tts_url=run.tts_url,
        proof=run.proof,
        order=bool(preset and not preset.pdfx),  # a service of one image a face: what to order
    )
    return Prepared(sheet, settings, OutputFolder(run.out, force=run.force))


def validated(run: RenderRun) -> Result:
    """The run's card files read together and checked, with its fonts."""
    return validate_paths(list(run.paths), fonts=run.fonts)


def render_validated(
    run: RenderRun, prepared: Prepared, result: Result, progress: Progress | None = None
) -> tuple[Outcome, list[str]]:
    """Print the clean documents of ``result`` as ``run`` asks; what was written, and the notes."""
    printed, notes = printed_decks(result, run.lang)
    notes += size_notes(printed, prepared.sheet.card)
    found = [deck for _, deck in printed]
    if run.fonts:
        known = "".join(v.doc.text for v in result.documents)
        found = [in_fonts(deck, run.fonts, known) for deck in found]
    if run.no_numbers:
        found = [drawn_within(deck, unnumbered, "no numbers") for deck in found]
    if run.cards:
        found = pick_cards(found, run.cards)
    if not run.service and any(deck.has_cards() for deck in found):  # crop marks' notes; pieces are cut by paths
        notes = prepared.sheet.warnings + prepared.sheet.fold_notes + notes
    calibration = prepared.sheet if run.calibration else None
    outcome = render_decks(found, prepared.settings, prepared.folder, calibration, run.workers, progress)
    return outcome, notes


def decks(result: Result, lang: str) -> tuple[list[Deck], list[str]]:
    """The decks of every clean document, and notes on documents no system can print yet."""
    found, notes = printed_decks(result, lang)
    return [deck for _, deck in found], notes


def printed_decks(result: Result, lang: str) -> tuple[list[tuple[str, Deck]], list[str]]:
    """(the module holding the system's ``render_items`` hook, deck) of every clean document, and
    notes as ``decks`` gives them."""
    found, notes = [], []
    for name, system in all_systems().items():
        hook, rules, run = system.hook("render_items"), system.hook("rules_text"), result.run(name)
        for content in system.schemas:
            documents = result.clean(name, content)
            if documents and hook is None:
                notes.append(f"{system.title}: no renderer yet, {len(documents)} {content} file(s) not printed")
                continue
            for doc in documents:  # each item with its rules text, for Tabletop Simulator's descriptions
                texts = rules(doc, content, lang, run) if rules else {}
                deck = described(printed(system, doc, content, lang, run), texts)
                found.append((system.hooks["render_items"].partition(":")[0], deck))
    return found, notes


def size_notes(found: list[tuple[str, Deck]], card: tuple[float, float]) -> list[str]:
    """``packing.readability`` of the run's card size for the layouts of the systems that print
    cards of that size: the ``layout.yaml`` beside each one's renderer hooks module, where every
    renderer keeps its face layouts."""
    layouts = []
    for module in dict.fromkeys(module for module, deck in found if any(item.shape is None for item in deck.items)):
        path = Path(inspect.getfile(sys.modules[module])).with_name("layout.yaml")
        if path.is_file():
            layouts.append(load_layouts(path))
    return readability(card, layouts)


def pick_cards(found: list[Deck], ids: tuple[str, ...]) -> list[Deck]:
    """Only the items picked by ``ids`` (``PrintItem.id``: the ids written in the files), one copy
    each, from the first deck that has each id: a preview. The items picked from one deck stay one
    deck, ``<deck>-<id>`` (``<deck>-<id>-<id>`` for several), so that they share their backs'
    files. ``Unusable`` names an id no deck has, with every id there is to pick."""
    chosen: dict[int, list[str]] = {}  # a deck's index in ``found``: the ids picked from it
    for card_id in dict.fromkeys(ids):
        index = next((i for i, deck in enumerate(found) if any(item.id == card_id for item in deck.items)), None)
        if index is None:
            raise Unusable(_unknown_card(card_id, found))
        chosen.setdefault(index, []).append(card_id)
    picked = []
    for index, wanted in chosen.items():
        deck = found[index]
        items = tuple(replace(item, copies=1) for card_id in wanted for item in deck.items if item.id == card_id)
        titles = ", ".join(dict.fromkeys(item.title for item in items))
        picked.append(Deck("-".join([deck.name, *wanted]), f"{deck.title}: {titles}", items))
    return picked


def _unknown_card(card_id: str, found: list[Deck]) -> str:
    """No card ``card_id``: the ids that can be picked, and the nearest one (or the one that
    names a piece without an id by the word given: ``board`` for ``faction_board``)."""
    known = list(dict.fromkeys(item.id for deck in found for item in deck.items if item.id))
    near = nearest(card_id, known) or next((name for name in known if card_id in name.split("_")), None)
    hint = f" (did you mean {near!r}?)" if near else ""
    return f"no card {card_id!r} in the files given{hint}; their cards are: {', '.join(known)}"


def render_decks(
    found: list[Deck],
    settings: Settings,
    folder: OutputFolder,
    calibration: Sheet | None = None,
    workers: int | None = None,
    progress: Progress | None = None,
) -> Outcome:
    """Render every deck (and the ``calibration`` page pair of that sheet) into ``folder``, telling
    ``progress`` (cards placed and faces drawn, under each deck's name), holding the folder's
    lock; refuse before writing if a target is foreign. The decks' PDFs are made on ``workers``
    processes (default: all cores; 1: here, one by one)."""
    with folder.locked():
        jobs = [Job(deck, settings, folder) for deck in found]
        names = [path for job in jobs for path in job.targets()]
        if calibration is not None:
            names.append(folder.path(CALIBRATION))
        if len(set(names)) != len(names):
            clash = next(path for path in names if names.count(path) > 1)
            raise NameClash(
                clash,
                "two documents (or a document and the calibration page) print to this file",
                "give them different ids",
            )
        for path in names:
            folder.claim(path)
        folder.adopt(names)
        total = Outcome()
        work, done = sum(job.work() for job in jobs), 0

        def tick(deck: str, n: int) -> None:
            nonlocal done
            done += n
            if progress:
                progress(done, work, deck)

        with made_ahead(jobs, workers or default_workers()) as made:  # forked before a bar's thread starts
            for index, job in enumerate(jobs):
                tick(job.deck.name, 0)
                outcome = job.run(partial(tick, job.deck.name), made(index))
                total.written += outcome.written
                total.skipped += outcome.skipped
                total.warnings += outcome.warnings
        if calibration is not None:
            _calibration(calibration, folder, total)
    return total


def _calibration(sheet: Sheet, folder: OutputFolder, outcome: Outcome) -> None:
    path = folder.path(CALIBRATION)
    key = digest("calibration", repr(sheet))
    if folder.fresh(path, key):
        outcome.skipped.append(path)
        return
    folder.write(path, key, lambda file: write_calibration(file, sheet))
    outcome.written.append(path)
