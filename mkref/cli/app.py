"""The `mkref` command. Sub-commands are imported only when they run, to keep start-up fast."""

from __future__ import annotations

import importlib
import io
import os
import sys
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any

import typer
from typer._click.exceptions import ClickException  # typer 0.28 ships its own click; see pyproject.toml
from typer.core import TyperCommand, TyperGroup

from mkref.core.errors import EXIT_INTERRUPTED, EXIT_OUTPUT, MkrefError

if TYPE_CHECKING:
    from typer._click import Command, Context, HelpFormatter

# The shared commands: name -> ("module:attribute", one-line help). The attribute is a command function
# or a Typer app. A game's own commands (`combat`, `score`, `mini` ...) come from its plug-in; the registry
# lists their names and help lines so that `--help` imports no game (see all_commands).
COMMANDS: dict[str, tuple[str, str]] = {
    "settle": ("mkref.cli.settle:settle", "Settle a written-down dispute (a sheet) of any game: combat, score, battle, siege ..."),
    "rules": ("mkref.cli.rules:rules", "Look up a rule, ability, site, enemy or unit in English or German."),
    "glossary": ("mkref.cli.rules:glossary", "Translate game terms between German and English."),
    "check-rules": ("mkref.cli.check:check_rules", "Validate every rules data file and report each problem."),
    "new": ("mkref.cli.game:new", "Start a new tracked game and print the table's setup checklist."),
    "play": ("mkref.cli.game:play", "Open a saved game at the prompt (or replay commands from standard input)."),
    "status": ("mkref.cli.game:status", "Show the state of a saved game."),
    "saves": ("mkref.cli.game:saves", "List the saved games."),
    "restore": ("mkref.cli.game:restore", "Show a save's backups and bring one back."),
    "map": ("mkref.cli.game:map_command", "Draw the explored map of a saved game."),
    "cards": ("mkref.cli.cards:cards", "The table's card file: printed values told once, kept for every later game (--check, --import FILE)."),
    "report": ("mkref.cli.report:report", "Tell the story of a saved game: round by round, its moments, charts and result."),
    "watch": ("mkref.cli.watch:watch", "A live, read-only screen of a saved game for the table (or --web for a browser)."),
}


def all_commands() -> dict[str, tuple[str, str]]:
    """Every command: name -> (target, help). A game's command's target is "game:<game id>" until it runs."""
    from mkref.core.registry import game_commands

    listed = {name: ("game:" + game_id, help_text) for name, (game_id, help_text) in game_commands().items()}
    listed.update(COMMANDS)
    return listed


def _listed(name: str) -> TyperCommand:
    """A stand-in that only carries a name and help text, so `--help` imports no sub-command."""
    help_text = all_commands()[name][1]
    return TyperCommand(name, help=help_text, short_help=help_text)


class LazyGroup(TyperGroup):
    def format_help(self, ctx: Context, formatter: HelpFormatter) -> None:
        stand_in = _markdown_only_when_used()
        try:
            super().format_help(ctx, formatter)
        finally:  # later imports (in the same process) get the real module
            if stand_in is not None and sys.modules.get("rich.markdown") is stand_in:
                del sys.modules["rich.markdown"]

    def list_commands(self, ctx: Context) -> list[str]:
        return list(all_commands())

    def get_command(self, ctx: Context, name: str) -> Command | None:
        if name not in all_commands():
            return None
        return _listed(name)

    def resolve_command(self, ctx: Context, args: list[str]) -> tuple[str | None, Command | None, list[str]]:
        name, _stub, rest = super().resolve_command(ctx, args)
        if name is None:  # click names no command only when parsing resiliently (completion): nothing to load
            return name, None, rest
        return name, load_command(name), rest


def _markdown_only_when_used() -> ModuleType | None:
    """typer's rich help imports rich.markdown and markdown-it (about 20 ms, a sixth of `mkref --help`)
    for its "markdown" markup mode, which mkref does not use. Until a Markdown is actually made, a
    stand-in module answers the import; making one imports the real module and hands its object back."""
    if "rich.markdown" in sys.modules:
        return None
    stand_in = ModuleType("rich.markdown")

    class Markdown:
        # Any: the arguments are rich's, handed on as given; the result is rich's own Markdown, which mypy
        # does not let __new__ return as it is no subclass of this stand-in
        def __new__(cls, *args: Any, **kwargs: Any) -> Any:
            if sys.modules.get("rich.markdown") is stand_in:
                del sys.modules["rich.markdown"]
            from rich.markdown import Markdown as real

            return real(*args, **kwargs)

    vars(stand_in)["Markdown"] = Markdown
    sys.modules["rich.markdown"] = stand_in
    return stand_in


def load_command(name: str) -> Command:
    target, help_text = all_commands()[name]
    if target.startswith("game:"):  # the game's plug-in names the function or Typer app
        from mkref.core.registry import game_plugin

        target, help_text = game_plugin(target[5:]).commands[name]
    module_name, attr = target.split(":")
    obj = getattr(importlib.import_module(module_name), attr)
    if isinstance(obj, typer.Typer):
        command = typer.main.get_command(obj)
    else:
        single = typer.Typer(add_completion=False)
        single.command(name=name, help=obj.__doc__ or help_text)(obj)
        command = typer.main.get_command(single)
    command.name = name
    _guard(command)
    return command


class Stopped(Exception):
    """Ctrl-C, the end of the input, or a failed output inside a command, taken out of click's hands
    (click turns Ctrl-C into a silent exit 130, the end of input into a blank line and Abort, a closed
    pipe into a silent exit 1); ``main`` says in one line what happened."""

    def __init__(self, cause: BaseException) -> None:
        super().__init__(str(cause))
        self.cause = cause


def _guard(command: Command) -> None:
    """Wrap the callback of ``command`` and of every sub-command so those three reach ``main``."""
    callback = command.callback
    if callback is not None and not getattr(callback, "_mkref_guarded", False):
        # Any: a command's parameters and result are the command's own, handed on as they are
        def guarded(*args: Any, _inner: Callable[..., Any] = callback, **kwargs: Any) -> Any:
            try:
                return _inner(*args, **kwargs)
            except (KeyboardInterrupt, EOFError, OSError) as stop:
                raise Stopped(stop) from None

        vars(guarded)["_mkref_guarded"] = True
        command.callback = guarded
    for sub in getattr(command, "commands", {}).values():
        _guard(sub)


app = typer.Typer(
    cls=LazyGroup,
    add_completion=False,
    no_args_is_help=True,
    help="mkref: a referee for the table. It checks moves against the rules, computes combat and "
    "scoring, answers rules questions with the page to point at, and keeps the game's state.",
)


@app.callback()
def root(
    rules_dir: str = typer.Option(None, "--rules-dir", help="Read rules data from this folder instead of the built-in one."),
) -> None:
    if rules_dir:
        from mkref.core.rulesdata import set_rules_dir

        set_rules_dir(rules_dir)


def report(error: MkrefError, argv: list[str] | None = None) -> None:
    from mkref.core.messages import SHELL

    lang = error.lang or _lang_of(sys.argv[1:] if argv is None else argv)  # a script speaks its game's
    from mkref.cli.fit import fit, screen_width

    sys.stderr.write(fit(SHELL.text("error", lang, text=error.message(lang)), screen_width(sys.stderr)) + "\n")


def _lang_of(argv: list[str]) -> str:
    """The language of a refusal at the command line: its --lang, else MKREF_LANG, else English."""
    from mkref.core.messages import pick_lang

    option = next((arg.partition("=")[2] for arg in argv if arg.startswith("--lang=")), None)
    if option is None and "--lang" in argv[:-1]:
        option = argv[argv.index("--lang") + 1]
    try:
        return pick_lang(option)
    except MkrefError:
        return "en"


def _machine_output(args: list[str]) -> bool:
    """Whether the command writes data for a program (``--json``, or the TOML of ``status NAME --sheet``)."""
    return "--json" in args or ("--sheet" in args and bool(args) and args[0] == "status")


class ClosedInput(io.StringIO):
    """Standard input when the process was started with it closed: reads as ended at once."""

    closed_by_os = True


def main(argv: list[str] | None = None) -> int:
    if sys.stdin is None:  # started with stdin closed (`<&-`): every reader sees the end of the input
        sys.stdin = ClosedInput("")
    if sys.stdout is None or sys.stderr is None:
        return _closed_output()
    from mkref.cli.fit import FittingStream, screen_width

    out, err = sys.stdout, sys.stderr
    args = sys.argv[1:] if argv is None else argv
    if not _machine_output(args):  # JSON or a TOML sheet is read by a program: a wrapped line would break it
        sys.stdout = FittingStream(out, screen_width(out))
    sys.stderr = FittingStream(err, screen_width(err))
    try:
        code = _run(argv)
        sys.stdout.flush()
        return code
    except OSError as exc:  # writing the output failed: a full disk, a closed pipe
        sys.stdout, sys.stderr = out, err
        return _output_failed(exc)
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (OSError, ValueError):
            pass
        sys.stdout, sys.stderr = out, err


def _run(argv: list[str] | None) -> int:
    command = typer.main.get_command(app)
    try:
        result = command.main(args=argv, prog_name="mkref", standalone_mode=False)
    except MkrefError as error:
        report(error, argv)
        return error.exit_code
    except typer.Exit as stop:
        return stop.exit_code
    except ClickException as error:
        error.show()
        return error.exit_code
    except Stopped as stop:
        if isinstance(stop.cause, OSError):
            raise stop.cause from None  # an output failure: main() names it
        return _stopped(isinstance(stop.cause, EOFError), argv)
    except (typer.Abort, KeyboardInterrupt):
        return _stopped(False, argv)
    except EOFError:
        return _stopped(True, argv)
    except OSError:
        raise  # an output failure: main() names it
    except Exception as bug:  # a bug in mkref: say so plainly instead of a traceback
        if os.environ.get("MKREF_DEBUG"):
            raise
        sys.stderr.write(
            f"Error: mkref failed unexpectedly ({type(bug).__name__}: {bug}). Nothing was saved by this "
            "command. Run it again with MKREF_DEBUG=1 to see the details.\n"
        )
        return 70
    if result == EXIT_INTERRUPTED:  # click's own exit for a Ctrl-C outside a command
        return _stopped(False, argv)
    return result if isinstance(result, int) else 0


def _stopped(ended: bool, argv: list[str] | None = None) -> int:
    """The one line for Ctrl-C and for the end of the input: the same exit code for both, in the command's language."""
    from mkref.core.messages import SHELL

    lang = _lang_of(sys.argv[1:] if argv is None else argv)
    sys.stderr.write("\n" + SHELL.text("stopped.input_ended" if ended else "stopped.ctrl_c", lang) + "\n")
    return EXIT_INTERRUPTED


def _output_failed(exc: OSError) -> int:
    """Say in one line what could not be written; keep the interpreter from failing again at exit."""
    try:  # the rest of stdout's buffer can never be written: point it at nothing
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):
        pass
    reason = exc.strerror or type(exc).__name__
    if exc.filename:
        text = f"Error: Cannot use {exc.filename}: {reason}. Check the path, and that its folder exists and is writable.\n"
    else:
        text = f"Error: Cannot write the output: {reason}. Nothing after that point was shown.\n"
    try:
        sys.stderr.write(text)
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
    return EXIT_OUTPUT


def _closed_output() -> int:
    if sys.stderr is not None:
        sys.stderr.write("Error: Standard output is closed, so mkref cannot show anything. Run it with an open output.\n")
    return EXIT_OUTPUT
