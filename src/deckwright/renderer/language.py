"""Grammar for printed rules text in English and German, for any game: the game's verbalizer
supplies the words, this module puts them together.

A step of an effect becomes a ``Clause`` (a verb and its object) that can be written in the forms
German needs: the imperative ("Erhalte 1 [wood]"), the second person ("Du erhältst ..."), the
infinitive and the infinitive with "zu" ("um 2 [vp] zu erhalten", "aufzuwecken"). Neighbouring
clauses with the same verb share it ("gain 1 [food] and 1 [fish]"); a ``Choice`` joins options
with "/".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

LANGS = ("en", "de")


@dataclass(frozen=True, slots=True)
class Noun:
    one: str  # singular (German: after "jede", "eine")
    many: str  # plural without article
    all: str = ""  # German plural after "alle deine" (adjectives decline)
    gender: str = ""  # German: m, f or n

    @property
    def each(self) -> str:
        return {"m": "jeden", "f": "jede", "n": "jedes"}.get(self.gender, "each") + " " + self.one

    @property
    def a(self) -> str:
        return {"m": "einen", "f": "eine", "n": "ein"}.get(self.gender, "a") + " " + self.one


class Speaker:
    """The language a text is written in (English for any language but German)."""

    def __init__(self, lang: str):
        self.lang = lang if lang in LANGS else "en"

    def pick(self, en: str, de: str) -> str:
        return de if self.lang == "de" else en

    def series(self, items: list[str]) -> str:
        """'a', 'a and b', 'a, b and c' (German 'und')."""
        if len(items) == 1:
            return items[0]
        return ", ".join(items[:-1]) + self.pick(" and ", " und ") + items[-1]


def join(*parts: str) -> str:
    return " ".join(p for p in parts if p)


@dataclass(frozen=True, slots=True)
class Clause:
    """One step as words: lower-case imperative verb and object; German also the du-form, the
    infinitive and a separable particle ("wecke ... auf")."""

    verb: str
    rest: str = ""
    du: str = ""
    inf: str = ""
    particle: str = ""
    shares: bool = True  # may share its verb with a neighbour ("gain 1 [food] and 1 [fish]")

    @property
    def signature(self) -> tuple[str, str, str, str] | None:
        return (self.verb, self.du, self.inf, self.particle) if self.shares else None

    def form(self, mode: str, adverb: str = "") -> str:
        """mode 'imp' (gain 1 [wood]), 'du' (erhältst 1 [wood]), 'inf' (1 [wood] erhalten) or 'zu'
        (1 [wood] zu erhalten, 1 [worker] aufzuwecken); English has the imperative only."""
        if mode in ("inf", "zu") and self.inf:
            zu = "zu" if mode == "zu" else ""
            verb = self.particle + zu + self.inf if self.particle else join(zu, self.inf)
            return join(adverb, self.rest, verb)
        verb = self.du if mode == "du" and self.du else self.verb
        return join(verb, adverb, self.rest, self.particle)

    def with_rest(self, rest: str) -> Clause:
        """The same verb with another object (a shared verb's joined objects)."""
        return Clause(self.verb, rest, self.du, self.inf, self.particle)


@dataclass(frozen=True, slots=True)
class Choice:
    """A '/' choice whose options do not share one verb."""

    options: tuple[tuple[Clause | Choice, ...], ...]
    speaker: Speaker

    def form(self, mode: str, adverb: str = "") -> str:
        return join(adverb, " / ".join(sequence(option, mode, self.speaker) for option in self.options))


def sequence(clauses: Sequence[Clause | Choice], mode: str, speaker: Speaker) -> str:
    """Steps in a row as one phrase in ``mode``: "gain 1 [food] and 1 [fish], draw 1 card".

    A German imperative clause that stands ``alone`` (one with a fronted subordinate clause of its
    own: "wenn du ... hast, erhalte 1 [wood]") is not run into a series with "und": it follows its
    neighbours after a semicolon, and what comes after it starts a new sentence, so that no step
    reads as part of its condition ("Ziehe 1 Karte; wenn du ... hast, erhalte 1 [wood]. Erhalte 1 [vp]")."""
    clauses = shared(clauses, speaker)
    if speaker.lang != "de" or mode != "imp" or not any(getattr(c, "alone", False) for c in clauses):
        return speaker.series([c.form(mode) for c in clauses])
    text, run = "", []
    for clause in clauses:
        if not getattr(clause, "alone", False):
            run.append(clause.form(mode))
            continue
        text = _then(text, speaker.series(run)) if run else text
        text, run = _then(text, clause.form(mode), "; "), []
        text += "."
    return _then(text, speaker.series(run)) if run else text[:-1]


def _then(text: str, more: str, glue: str = "; ") -> str:
    """``more`` after ``text``: a new sentence after a full stop, else after ``glue``."""
    if not text:
        return more
    if text.endswith("."):
        return f"{text} {more[:1].upper()}{more[1:]}"
    return f"{text}{glue}{more}"


def shared(clauses: Sequence[Clause | Choice], speaker: Speaker) -> list[Clause | Choice]:
    """Steps in a row, neighbours with the same verb sharing it: "Gain 1 [food] and 1 [fish]"."""
    out: list[Clause | Choice] = []
    for clause in clauses:
        last = out[-1] if out else None
        if (
            isinstance(clause, Clause)
            and isinstance(last, Clause)
            and clause.signature
            and clause.signature == last.signature
        ):
            clause = last.with_rest(speaker.series([last.rest, clause.rest]))
            out.pop()
        out.append(clause)
    return out


def choice(options: Sequence[tuple[Clause | Choice, ...]], speaker: Speaker) -> Clause | Choice:
    """Options joined by '/'; neighbouring one-step options with the same verb share it: "Gain 1 [wood] / 1 [stone]"."""
    groups: list[tuple[Clause | Choice, ...]] = []
    for option in options:
        verb = _verb(option)
        if groups and verb and _verb(groups[-1]) == verb:
            last = groups[-1][0]
            assert isinstance(last, Clause) and isinstance(option[0], Clause)
            option = (last.with_rest(f"{last.rest} / {option[0].rest}"),)
            groups.pop()
        groups.append(option)
    return groups[0][0] if len(groups) == 1 else Choice(tuple(groups), speaker)


def _verb(option: tuple[Clause | Choice, ...]) -> tuple[str, str, str, str] | None:
    """What a one-clause option's verb is, to share it with its neighbours; None for longer options."""
    return option[0].signature if len(option) == 1 and isinstance(option[0], Clause) else None


def sentence(text: str) -> str:
    """Capitalised, with a full stop unless it already ends a sentence."""
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")
