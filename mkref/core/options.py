"""The options of `mkref new GAME`: declared once per game, read by one parser, shown by one help.

A game lists its options in a light module its plug-in names (``Plugin.new_options`` -> a tuple of
``NewOption``): name, whether it takes a value (``metavar``) or is a flag, whether it may be given more than
once, its help in English and German, and where its choices come from (``choices``: a "module:function"
reference, called only when a value is checked or the help is shown, returning a ``NameIndex`` or a list
of ``Choice``). ``parse_new_options`` reads a command line against them: an unknown option or choice is
refused with the closest names ("did you mean"), a value that is missing or a number beyond the limit of
files too, and the game receives a ``NewArgs`` to build its set-up from. ``new_help_lines`` writes
`mkref new GAME --help` in the session's language. Only the words' shape is checked here: what the
rules allow (how many players, which hero) stays with the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mkref.core.errors import InvalidInput, UnknownName
from mkref.core.record import Record


class Choice(Record):
    """One value an option takes: its id (shown in the help), other words for it, and a note for the help."""

    ident: str
    words: tuple[str, ...] = ()
    note: str = ""


class NewOption(Record):
    name: str  # "--scenario"
    help_en: str
    help_de: str
    metavar: str = ""  # what its value looks like ("ID", "NAME:HERO"); "" for a flag, which takes none
    repeatable: bool = False  # may be given more than once (each value kept, in order)
    choices: str = ""  # "module:function" -> NameIndex | list[Choice]: the values it takes (from rules data)
    split: str = ""  # a value may hold several choices, separated by this ("--variant a,b")
    keyed: bool = False  # KEY=VALUE: the choices name the keys (--set), the game reads the value
    number: bool = False  # a whole number: typed numbers' limit (mkref.core.bounds.check_typed)
    aliases: tuple[str, ...] = ()  # other spellings ("-s")


# the options `mkref new` itself reads, before the game: named in the help and in "did you mean"
SHARED: tuple[NewOption, ...] = (
    NewOption("--save", "Name of the save (default: from the scenario)", "Name des Spielstands (Vorgabe: nach dem Szenario)", "NAME"),
    NewOption("--seed", "Seed for the rolls and draws mkref makes (default: random)", "Startwert für Würfe und Ziehungen von mkref (Vorgabe: zufällig)", "N"),
    NewOption("--force", "Replace an existing save of that name (kept as a backup)", "Einen Spielstand gleichen Namens ersetzen (er bleibt als Sicherung)"),
    NewOption("--saves-dir", "Folder of the saves (default: $MKREF_SAVES_DIR or ./saves)", "Ordner der Spielstände (Vorgabe: $MKREF_SAVES_DIR oder ./saves)", "DIR"),
    NewOption("--lang", "Language of the output: en or de (kept in the save)", "Sprache der Ausgabe: en oder de (im Spielstand vermerkt)", "en|de"),
)


class NewArgs:
    """A command line read against a game's options: every (option, value) in the order given (a flag's value is "")."""

    def __init__(self, pairs: list[tuple[str, str]], options: Sequence[NewOption] = ()) -> None:
        self.pairs = pairs
        self.options = {option.name: option for option in options}

    def values(self, name: str) -> list[str]:
        return [value for option, value in self.pairs if option == name]

    def last(self, name: str, default: str = "") -> str:
        found = self.values(name)
        return found[-1] if found else default

    def chosen(self, name: str, default: str = "") -> str:
        """The id of the option's last value among its choices ('Koop' -> 'coop'), or ``default`` when not given."""
        value = self.last(name)
        if not value:
            return default
        return str(choice_index(self.options[name]).resolve(value))

    def has(self, name: str) -> bool:
        return any(option == name for option, _ in self.pairs)

    def args(self, names: Sequence[str]) -> list[str]:
        """The options ``names`` as a command line again ("--name value"), for a part of the game that reads its own."""
        return [word for option, value in self.pairs if option in names for word in (option, value)]


def choice_index(option: NewOption) -> Any:
    """The option's choices as a ``NameIndex`` (None when it has none)."""
    if not option.choices:
        return None
    from mkref.core.names import NameIndex
    from mkref.core.plugin import resolve

    found = resolve(option.choices)()
    if isinstance(found, NameIndex):
        return found
    index = NameIndex(option.name.lstrip("-"))
    for choice in found:
        index.add(choice.ident, choice.words, choice.ident)
    return index


def choice_notes(option: NewOption) -> list[tuple[str, str]]:
    """(id, note) of every choice, for the help."""
    from mkref.core.names import NameIndex
    from mkref.core.plugin import resolve

    found = resolve(option.choices)()
    if isinstance(found, NameIndex):
        return [(ident, "") for ident in found.ids()]
    return [(choice.ident, choice.note) for choice in found]


def parse_new_options(options: Sequence[NewOption], args: Sequence[str], game: str = "") -> NewArgs:
    """Read ``args`` (what `mkref new GAME` did not read itself) against a game's ``options``."""
    by_name = {name: option for option in options for name in (option.name, *option.aliases)}
    pairs: list[tuple[str, str]] = []
    i = 0
    while i < len(args):
        word = args[i]
        key, eq, inline = word.partition("=")
        option = by_name.get(key) if key.startswith("-") else None
        if option is None:
            raise _unknown_option(word, key, options, game)
        if not option.metavar:
            if eq:
                raise InvalidInput(_said("new.flag_value", option=key, game=game), hint=_said("new.help_hint", game=game))
            pairs.append((option.name, ""))
            i += 1
            continue
        if eq:
            value = inline
        elif i + 1 < len(args):
            i += 1
            value = args[i]
        else:
            raise InvalidInput(_said("new.needs_value", option=key, metavar=option.metavar), hint=_said("new.help_hint", game=game))
        _check_value(option, value)
        pairs.append((option.name, value))
        i += 1
    return NewArgs(pairs, options)


def _check_value(option: NewOption, value: str) -> None:
    if option.number:
        from mkref.core.bounds import check_typed

        check_typed(value)
    if not option.choices:
        return
    index = choice_index(option)
    words = value.split(option.split) if option.split else [value]
    for word in words:
        word = word.partition("=")[0] if option.keyed else word
        if word.strip() and index.find(word) is None:
            raise UnknownName(index.kind, word, [index.display(i) for i in index.close(word)])


def _unknown_option(word: str, key: str, options: Sequence[NewOption], game: str) -> InvalidInput:
    import difflib

    names = [name for option in (*options, *SHARED) for name in (option.name, *option.aliases)]
    close = difflib.get_close_matches(key, names, n=3, cutoff=0.6) if key.startswith("-") else []
    hint = _said("did_you_mean_help", names=", ".join(close), game=game) if close else _said("new.help_hint", game=game)
    what = "new.unknown_option" if key.startswith("-") else "new.stray_word"
    return InvalidInput(_said(what, option=word, game=game), hint=hint)


def _said(key: str, **values: object) -> str:
    from mkref.core.messages import SHELL

    return SHELL.said(key, **values)


# -- the help ---------------------------------------------------------------------------------------------
def _option_lines(option: NewOption, lang: str, width: int = 100) -> list[str]:
    from mkref.core.messages import SHELL
    from mkref.core.names import name_in

    head = f"  {option.name}{' ' + option.metavar if option.metavar else ''}"
    if option.aliases:
        head += f" ({', '.join(option.aliases)})"
    text = name_in(lang, option.help_en, option.help_de)
    if option.repeatable:
        text += " " + SHELL.text("new.repeatable", lang)
    import textwrap

    first = f"{head:<28}{text}" if len(head) < 28 else f"{'':<28}{text}"
    lines = ([] if len(head) < 28 else [head]) + textwrap.wrap(first, width, subsequent_indent=" " * 28, break_on_hyphens=False)
    if option.choices:
        notes = choice_notes(option)
        label = SHELL.text("new.keys" if option.keyed else "new.choices", lang)
        if any(note for _, note in notes):
            lines.append(f"{'':<28}{label}")
            lines += [f"{'':<30}{ident}{': ' + note if note else ''}" for ident, note in notes]
        else:
            lines += _wrapped(f"{label} " + ", ".join(ident for ident, _ in notes), 28, width)
    return lines


def _wrapped(text: str, indent: int, width: int) -> list[str]:
    import textwrap

    return textwrap.wrap(text, width, initial_indent=" " * indent, subsequent_indent=" " * (indent + 2), break_on_hyphens=False)


def new_help_lines(game: Any, options: Sequence[NewOption], lang: str) -> list[str]:
    """`mkref new GAME --help`: the game's options with their choices, then the options every game takes."""
    from mkref.core.messages import SHELL
    from mkref.core.names import name_in

    name = name_in(lang, game.name_en, game.name_de)
    lines = [SHELL.text("new.usage_game", lang, game=game.id), "", SHELL.text("new.game_options", lang, name=name)]
    for option in options:
        lines += _option_lines(option, lang)
    lines += ["", SHELL.text("new.shared_options", lang)]
    for option in SHARED:
        lines += _option_lines(option, lang)
    return lines


def new_games_help_lines(games: Sequence[Any], lang: str) -> list[str]:
    """`mkref new --help`: every game (from the registry, none imported) and the options every game takes."""
    from mkref.core.messages import SHELL
    from mkref.core.names import name_in

    lines = [SHELL.text("new.usage", lang), "", SHELL.text("new.about", lang), "", SHELL.text("new.games", lang)]
    for game in games:
        aliases = ", ".join(a for a in game.aliases if " " not in a)
        lines.append(f"  {game.id:<16}{name_in(lang, game.name_en, game.name_de)}" + (f" ({aliases})" if aliases else ""))
    lines += ["", SHELL.text("new.shared_options", lang)]
    for option in SHARED:
        lines += _option_lines(option, lang)
    lines += ["", SHELL.text("new.more", lang)]
    return lines
