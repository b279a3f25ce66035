"""What `mkref watch` shows of a save, read without its lock and never written: one ``Frame``.

A frame is plain data and text (the plug-in's own status and map views, rendered into strings), so the
Textual screen only lays it out. A save that is gone or cannot be read is a frame that says so.
"""

from __future__ import annotations

import contextlib
import io
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mkref.core.messages import Messages

if TYPE_CHECKING:
    from mkref.core.events import Game, State
    from mkref.core.story import StoryBuilder

TEXT = Messages({
    "title": ("mkref watch: {name} ({game})", "mkref watch: {name} ({game})"),
    "tab.table": ("1 Table", "1 Tisch"),
    "tab.story": ("2 Story", "2 Geschichte"),
    "tab.map": ("3 Map", "3 Karte"),
    "no_map": ("This game has no map.", "Dieses Spiel hat keine Karte."),
    "gone": ("The save '{name}' is gone: {why}. Waiting for it to come back (mkref restore {name}).",
             "Der Spielstand '{name}' ist weg: {why}. Warte, bis er wieder da ist (mkref restore {name})."),
    "events": ("{count} events, last saved command: {last}", "{count} Ereignisse, letzter gespeicherter Befehl: {last}"),
    "nothing_yet": ("nothing yet", "noch keiner"),
    "standings": ("Standings: {rows}", "Stand: {rows}"),
    "last_events": ("Last events", "Letzte Ereignisse"),
    "moments": ("Decisive moments", "Entscheidende Momente"),
    "result": ("Result: {text}", "Ergebnis: {text}"),
    "read_only": ("read-only: q quits, 1/2/3 switch panels", "nur lesend: q beendet, 1/2/3 wechselt die Ansicht"),
})


@dataclass
class Frame:
    """One screenful: the turn line, the status view, the story's last lines and standings, the map."""

    name: str
    title: str = ""
    turn: str = ""
    pending: str = ""  # what the table still has to settle (a running fight and its needs table)
    status: str = ""  # the plug-in's status view, as text with ANSI colours
    recent: list[str] = field(default_factory=list)  # the last lines told, newest last
    moments: list[str] = field(default_factory=list)  # the last decisive moments, newest last
    standings: str = ""
    result: str = ""
    map: str = ""
    gone: str = ""  # why there is nothing to show (the save is missing or unreadable)
    players: list[str] = field(default_factory=list)
    lang: str = "en"


def stamp(name: str, saves_dir: str | None) -> tuple[int, int, int] | None:
    """What changes when the save is written, replaced, restored or removed: inode, size, mtime."""
    from mkref.core.saves import save_path

    try:
        info = os.stat(save_path(name, saves_dir))
    except OSError:
        return None
    return info.st_ino, info.st_size, info.st_mtime_ns


def read_frame(name: str, saves_dir: str | None, lang: str | None, width: int = 100, recent: int = 30) -> Frame:
    """The frame of the save as it is on disk now (no lock taken, nothing written)."""
    return Follower(name, saves_dir, lang).frame(width, recent)


class Follower:
    """Reads the frames of one save as it changes. A save that only grew (a command was saved) has just its
    new events told; anything else (an undo, a restored backup, another game) is read and checked afresh."""

    def __init__(self, name: str, saves_dir: str | None, lang: str | None) -> None:
        self.name, self.saves_dir, self.lang = name, saves_dir, lang
        self.story: StoryBuilder | None = None  # with the events told so far
        self.setup: dict[str, Any] = {}  # the save's setup, as the story was built from it

    def frame(self, width: int = 100, recent: int = 30) -> Frame:
        from mkref.core.errors import MkrefError
        from mkref.core.messages import pick_lang

        try:
            return self._frame(width, recent)
        except MkrefError as error:
            self.story = None
            chosen = pick_lang(self.lang) if self.lang else "en"
            return Frame(self.name, gone=TEXT.text("gone", chosen, name=self.name, why=(error.why or error.what).rstrip(".")))

    def _frame(self, width: int, recent: int) -> Frame:
        from mkref.core.messages import pick_lang
        from mkref.core.registry import game_info, game_plugin
        from mkref.core.story import recent_lines
        from mkref.ui.story_view import standings_text

        story = self._grown() or self._afresh()
        game = story.game
        saved = self.setup.get("lang")
        chosen = pick_lang(self.lang, saved if isinstance(saved, str) else None)
        plugin = game_plugin(game.id)
        info = game_info(game.id)
        status = game.status(story.state)
        frame = Frame(self.name, title=TEXT.text("title", chosen, name=self.name, game=info.name_de if chosen == "de" else info.name_en))
        frame.turn = game.toolbar(story.state, chosen)
        frame.pending = "\n".join(story.teller.pending(story.state, chosen))
        frame.status = _status_text(status, plugin.views.get("status"), chosen, width)
        frame.players = [str(p.get("name")) for p in status.get("players", status.get("knights", [])) if isinstance(p, dict)]
        events = story.events
        last = game.label(events[-1], chosen) if events else TEXT.text("nothing_yet", chosen)
        frame.turn += "\n" + TEXT.text("events", chosen, count=len(events), last=last)
        told = story.told(status)
        frame.lang = chosen
        frame.recent = [line["text"] for line in recent_lines(told, recent)]
        frame.moments = [f"{line['text']}" for line in told["moments"][-5:]]
        rows = standings_text(told["rounds"][-1]["standings"], told["metrics"]) if told["rounds"] else ""
        frame.standings = TEXT.text("standings", chosen, rows=rows) if rows else ""
        frame.result = TEXT.text("result", chosen, text=told["result"])
        frame.map = _map_text(plugin.views.get("map"), story.state, chosen)
        return frame

    def _grown(self) -> StoryBuilder | None:
        """The story with only the save's new events added, when the save just grew; else None."""
        if self.story is None:
            return None
        from mkref.core.saves import load_raw, save_path
        from mkref.core.session import cached_raw  # the save's JSON mirror, when it matches the save

        path = save_path(self.name, self.saves_dir)
        raw = cached_raw(path) or load_raw(path)
        events, known = raw.get("events", []), self.story.events
        if raw.get("game") != self.story.game.id or raw.get("setup") != self.setup or events[: len(known)] != known:
            return None
        try:
            self.story.add(events[len(known):])
        except Exception:  # a new event this reading cannot take: read the save afresh, checked event by event
            return None
        return self.story

    def _afresh(self) -> StoryBuilder:
        """The whole save told anew: from its JSON mirror when that matches the save's bytes (what mkref
        itself wrote and checked), else opened and checked event by event as ``play`` opens it."""
        self.story = None
        self.story = self._from_mirror() or self._checked()
        return self.story

    def told(self) -> dict[str, Any]:
        """The story of the save as it is now (``mkref report``)."""
        return self._afresh().told()

    def _from_mirror(self) -> StoryBuilder | None:
        from mkref.core.saves import check_save, save_path
        from mkref.core.session import cached_raw, load_game, upgrade_events

        path = save_path(self.name, self.saves_dir)
        raw = cached_raw(path)
        if raw is None:
            return None
        try:
            game = load_game(str(raw.get("game", "")))
            data = check_save(raw, str(path), game.event_types)
            story = self._builder(game, data.setup)
            story.add(upgrade_events(game, data, str(path)))
        except Exception:  # anything unexpected: the checked reading below names the problem
            return None
        return story

    def _checked(self) -> StoryBuilder:
        from mkref.core.session import Session

        session = Session.open(self.name, self.saves_dir)  # checked; no lock, nothing written
        story = self._builder(session.game, session.data.setup)
        story.add(session.events)
        return story

    def _builder(self, game: Game, setup: dict[str, Any]) -> StoryBuilder:
        from mkref.core.errors import InvalidInput
        from mkref.core.messages import pick_lang
        from mkref.core.plugin import resolve
        from mkref.core.registry import game_plugin
        from mkref.core.story import StoryBuilder

        self.setup = setup
        saved = setup.get("lang")
        chosen = pick_lang(self.lang, saved if isinstance(saved, str) else None)
        teller = game_plugin(game.id).story
        if not teller:
            raise InvalidInput(f"{game.id} tells no story yet", "its plug-in names no story")
        return StoryBuilder(game, resolve(teller), setup, chosen)


def _map_text(view: str | None, state: State, lang: str) -> str:
    """The plug-in's map view as text; a game without a map (or played with --no-map) says why."""
    from mkref.core.errors import MkrefError
    from mkref.core.plugin import resolve

    if not view:
        return TEXT.text("no_map", lang)
    try:
        return _captured(lambda: resolve(view)(state, False, lang))
    except MkrefError as error:
        return error.message(lang)


def _status_text(status: dict[str, Any], view: str | None, lang: str, width: int) -> str:
    from rich.console import Console

    from mkref.ui.status_view import render_status

    buffer = io.StringIO()
    console = Console(file=buffer, width=width, force_terminal=True, color_system="standard", highlight=False, soft_wrap=False)
    render_status(status, console, lang, view)
    return buffer.getvalue()


def _captured(draw: Callable[[], object]) -> str:
    """What a view that prints to standard output (the map) would print."""
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        draw()
    return buffer.getvalue()
