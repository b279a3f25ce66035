"""A game's table settings: the points its rules leave open, each declared once, and the table's choices.

A game declares its settings in its ``settings.py`` from its rules data: for each a ``Setting`` (its key,
its kind, the spec's default and the values allowed, the spec's ambiguity id and page, its meaning in
English and German, and whether mkref computes with it). The table changes them with
`mkref new GAME --set KEY=VALUE` (kept in the save) or a sheet's (or army file's) ``[settings]`` table, and
``Settings`` reads both the same way, in every game:

- a setting is named by its key or its ambiguity id ("I-02"), folded like any name ("Dice-Cap-Order");
- a text (what `--set` gives) is read by the setting's kind: a true/false setting reads true, yes, ja, on,
  1 and false, no, nein, off, 0; a setting whose values are numbers reads a whole number; a list setting
  its choices separated by commas; a choice setting one of its values in any case ("Round" is "round");
  die faces the default word or six whole numbers ("0,0,0,1,1,2");
- a value from a TOML table is taken as written: true/false is never a number and a number never
  true/false (``order_double_sword = true`` is refused, although Python's ``True == 1``);
- ``KEY=VALUE`` needs a key and a value.

Each game words its refusals (a ``Refusals``: an unknown key with the closest keys, a value with what is
allowed, a pair that is not ``KEY=VALUE``), so a refusal reads as that game has always said it; a game
that brings none is refused in the core's words (``CORE_REFUSALS``, the shell's catalogue).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, Literal, Protocol

from mkref.core.record import Record

if TYPE_CHECKING:
    from mkref.core.errors import MkrefError
    from mkref.core.names import NameIndex

Kind = Literal["flag", "choice", "list", "faces"]  # true/false; one value; several of the values; die faces

TRUE_WORDS = frozenset({"true", "yes", "ja", "on", "1"})
FALSE_WORDS = frozenset({"false", "no", "nein", "off", "0"})


class Setting(Record):
    """One open point of the rules, as the game's rules data declares it."""

    key: str
    kind: Kind
    ambiguity: str  # the spec's id of the open point: "I-02", "A4", "A-01"
    default: Any
    options: tuple[Any, ...]  # the values allowed (a list setting: the values its list may hold); none: true/false
    ref: str  # the rulebook page the question comes from
    text_en: str
    text_de: str
    use: str = "computed"  # computed: mkref computes with it; table: the players apply it; fixed: nothing to switch


def kind_of(default: object) -> Kind:
    """The kind a setting's default gives it: true/false, a list, or one value."""
    if isinstance(default, bool):
        return "flag"
    return "list" if isinstance(default, list) else "choice"


def allowed(setting: Setting) -> str:
    """What the setting takes, for a refusal: '1, 2', 'floor, round'."""
    return ", ".join(str(option) for option in setting.options)


class Refusals(Protocol):
    """How a game words the three refusals of its settings."""

    def unknown(self, key: str, close: list[str]) -> MkrefError: ...

    def bad_value(self, setting: Setting, given: object, read: object) -> MkrefError:
        """``given`` as the table wrote it; ``read`` as the setting's kind read it (the same when it could not)."""
        ...

    def bad_pair(self, pair: str) -> MkrefError: ...


class CoreRefusals:
    """The core's words, for a game that brings none."""

    def unknown(self, key: str, close: list[str]) -> MkrefError:
        from mkref.core.errors import UnknownName

        return UnknownName("setting", key, close)

    def bad_value(self, setting: Setting, given: object, read: object) -> MkrefError:
        from mkref.core.errors import InvalidInput
        from mkref.core.messages import SHELL

        takes = SHELL.said("setting.takes_flag", key=setting.key) if setting.kind == "flag" and not setting.options \
            else SHELL.said("setting.takes", key=setting.key, values=allowed(setting))
        return InvalidInput(takes, SHELL.said("setting.got", value=repr(read)), ref=setting.ref)

    def bad_pair(self, pair: str) -> MkrefError:
        from mkref.core.errors import InvalidInput
        from mkref.core.messages import SHELL

        return InvalidInput(SHELL.said("setting.pair", pair=pair))


CORE_REFUSALS = CoreRefusals()


class Settings:
    """The settings in force: every declared setting's default, changed by the table's choices.
    ``settings["soar_halving"]`` is a value in force; ``values`` all of them."""

    def __init__(self, declared: Mapping[str, Setting], changes: Mapping[str, object] | None = None,
                 refusals: Refusals = CORE_REFUSALS) -> None:
        self.declared = declared
        self.refusals = refusals
        self.values: dict[str, Any] = {key: setting.default for key, setting in declared.items()}
        self._names: NameIndex | None = None  # built at the first change: reading the defaults needs none
        for key, value in (changes or {}).items():
            self.set(key, value)

    def set(self, key: str, value: object) -> str:
        """Change one setting (named by its key or ambiguity id); returns its key. Refused: unknown, not allowed."""
        ident = self.find(key)
        setting = self.declared[ident]
        read = read_value(setting, value)
        if not allows(setting, read):
            raise self.refusals.bad_value(setting, value, read)
        self.values[ident] = read
        return ident

    def find(self, key: str) -> str:
        if self._names is None:
            from mkref.core.names import NameIndex

            self._names = NameIndex("setting")
            for ident, setting in self.declared.items():
                self._names.add(ident, (setting.ambiguity,), ident)
        found = self._names.find(key)
        if found is None:
            raise self.refusals.unknown(key, self._names.close(key))
        return found

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def changed(self) -> dict[str, Any]:
        """The settings that differ from their defaults (what a save keeps)."""
        return {key: value for key, value in self.values.items() if value != self.declared[key].default}


def read_value(setting: Setting, value: object) -> object:
    """A value as the setting's kind reads it: a text (from `--set`) by the rules above, any other value as it is.
    A text it cannot read is handed back (stripped for a choice) for the check to refuse."""
    if not isinstance(value, str):
        return value
    word = value.strip().lower()
    if setting.kind == "flag":
        return True if word in TRUE_WORDS else False if word in FALSE_WORDS else value
    if setting.kind == "list":
        return [part.strip() for part in value.split(",") if part.strip()]
    if setting.kind == "faces":
        return _faces(value) or (setting.default if word == str(setting.default).lower() else value.strip())
    if _is_number(setting.default):
        return int(word) if word.lstrip("-").isdecimal() else value
    return next((option for option in setting.options if str(option).lower() == word), value.strip())


def allows(setting: Setting, value: object) -> bool:
    """Whether the setting may take this value (already read)."""
    if setting.kind == "flag":
        return isinstance(value, bool) and (not setting.options or value in setting.options)
    if setting.kind == "list":
        return isinstance(value, list) and all(isinstance(item, str) and item in setting.options for item in value)
    if setting.kind == "faces":
        return value == setting.default or _six_faces(value)
    return any(type(value) is type(option) and value == option for option in setting.options)


def _is_number(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _faces(text: str) -> list[int] | None:
    """'0,0,0,1,1,2': a die's six faces, each a whole number."""
    faces = [face.strip() for face in text.split(",")]
    return [int(face) for face in faces] if len(faces) == 6 and all(face.isdecimal() for face in faces) else None


def _six_faces(value: object) -> bool:
    return isinstance(value, list) and len(value) == 6 and all(isinstance(face, int) and not isinstance(face, bool) and face >= 0 for face in value)


def read_pair(text: str) -> tuple[str, str] | None:
    """'KEY=VALUE' -> (key, value), both stripped; None unless both are there."""
    key, sep, value = text.partition("=")
    return (key.strip(), value.strip()) if sep and key.strip() and value.strip() else None


def read_pairs(pairs: Iterable[str], refusals: Refusals = CORE_REFUSALS) -> dict[str, str]:
    """`--set KEY=VALUE` options -> {key: value}, in the order given (each checked later by ``Settings``)."""
    found: dict[str, str] = {}
    for pair in pairs:
        read = read_pair(pair)
        if read is None:
            raise refusals.bad_pair(pair)
        found[read[0]] = read[1]
    return found
