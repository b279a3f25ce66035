"""The Textual screen of `mkref watch`: follows a save and redraws when it changes. Read-only.

It polls the save's file (inode, size, modification time) twenty times a second and reads a new
``Frame`` only when that changes, so a saved command, an undo, a restored backup or a replaced save
all show within a second; a missing save is said on screen until it comes back. It takes no lock
and writes nothing. Keys: 1/2/3 switch panels (table, story, map), q quits.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Footer, Header, Static, TabbedContent, TabPane

from mkref.ui.watch_data import TEXT, Follower, Frame, stamp

LATEST_ON_TABLE = 8  # the last events the table panel shows under the status (the story panel shows more)
POLL_SECONDS = 0.05  # a stat of one file: cheap enough to look often, so a change shows at once


class WatchApp(App[None]):
    CSS = """
    #turn { background: $boost; padding: 0 1; height: auto; }
    #gone { color: $error; padding: 1 2; height: auto; }
    #pending { color: $warning; padding: 0 1; height: auto; }
    .panel { padding: 0 1; }
    """
    BINDINGS = [
        Binding("1", "panel('table')", "table", show=False),
        Binding("2", "panel('story')", "story", show=False),
        Binding("3", "panel('map')", "map", show=False),
        Binding("q", "quit", "quit"),
    ]

    def __init__(self, name: str, saves_dir: str | None = None, lang: str | None = None) -> None:
        super().__init__()
        self.save_name = name
        self.saves_dir = saves_dir
        self.lang = lang
        self.seen: tuple[int, int, int] | tuple[()] | None = ()  # the save's stamp at the last read; () before the first
        self.frame = Frame(name)
        self.follower = Follower(name, saves_dir, lang)
        self.redraws = 0  # how many frames were read (the tests wait on it, never on a clock)

    def compose(self) -> ComposeResult:
        from mkref.core.messages import pick_lang

        lang = pick_lang(self.lang) if self.lang else "en"
        yield Header()
        yield Static(id="turn")
        yield Static(id="gone")
        with TabbedContent(initial="table"):
            with TabPane(TEXT.text("tab.table", lang), id="table"), VerticalScroll():
                yield Static(id="pending")
                yield Static(id="status", classes="panel")
                yield Static(id="latest", classes="panel")
            with TabPane(TEXT.text("tab.story", lang), id="story"), VerticalScroll():
                yield Static(id="story-text", classes="panel")
            with TabPane(TEXT.text("tab.map", lang), id="map"), VerticalScroll():
                yield Static(id="map-text", classes="panel")
        yield Footer()

    def on_mount(self) -> None:
        self.follow()
        self.set_interval(POLL_SECONDS, self.follow)

    def follow(self) -> None:
        """Read a new frame when the save's file changed (or vanished, or came back)."""
        now = stamp(self.save_name, self.saves_dir)
        if now == self.seen:
            return
        self.seen = now
        self.frame = self.follower.frame(width=max(60, self.size.width - 4))
        self.redraws += 1
        self.draw(self.frame)

    def draw(self, frame: Frame) -> None:
        self.title = frame.title or frame.name
        self.sub_title = TEXT.text("read_only", frame.lang)
        self.query_one("#gone", Static).update(frame.gone)
        self.query_one("#gone", Static).display = bool(frame.gone)
        self.query_one("#turn", Static).update(frame.turn)
        self.query_one("#pending", Static).update(Text(frame.pending))
        self.query_one("#pending", Static).display = bool(frame.pending)
        self.query_one("#status", Static).update(Text.from_ansi(frame.status))
        self.query_one("#latest", Static).update(_latest(frame, LATEST_ON_TABLE))
        story = _latest(frame, len(frame.recent))
        if frame.moments:
            story.append("\n\n" + TEXT.text("moments", frame.lang) + "\n", style="bold")
            story.append("\n".join(frame.moments))
        if frame.result:
            story.append("\n\n" + frame.result)
        self.query_one("#story-text", Static).update(story)
        self.query_one("#map-text", Static).update(Text.from_ansi(frame.map))

    def action_panel(self, panel: str) -> None:
        self.query_one(TabbedContent).active = panel

    def screen_text(self) -> str:
        """Everything the screen's panels hold now, as plain text (what the tests look for)."""
        parts = [str(self.query_one(f"#{key}", Static).render()) for key in ("turn", "gone", "pending", "status", "latest", "story-text", "map-text")]
        return "\n".join(parts)


def _latest(frame: Frame, count: int) -> Text:
    """The last ``count`` events told, then the standings."""
    text = Text()
    if frame.gone:
        return text
    text.append(TEXT.text("last_events", frame.lang) + "\n", style="bold")
    text.append("\n".join(frame.recent[-count:]))
    if frame.standings:
        text.append("\n\n" + frame.standings)
    return text


async def screenshot(app: WatchApp, path: str, size: tuple[int, int] = (110, 40)) -> None:
    """Draw one frame headless and save it as SVG."""
    import os

    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        folder, filename = os.path.split(os.path.abspath(path))
        app.save_screenshot(filename=filename, path=folder)
