"""`mkref restore NAME [--backup N] [--show]`: what a save's backups hold, and bringing one back.

Every write of a save keeps the previous versions as ``.NAME.toml.1`` (newest) .. ``.3``. A backup is
checked like any save (read safely, replayed event by event) before it is shown or restored. Restoring
takes the save's lock (no `play` may have it open), and writes the backup as the save the usual way,
so the file it replaces becomes backup 1 and nothing is ever lost by a restore.
"""

from __future__ import annotations

from pathlib import Path

from mkref.core.errors import InvalidInput, MkrefError, SaveFileError
from mkref.core.saves import backups_of, check_save, load_raw, save_path


def _number(backup: Path) -> int:
    return int(backup.name.rsplit(".", 1)[1])


def describe_backup(backup: Path) -> str:
    """'backup 2 (.g.toml.2): mage-knight, first_recon, Anna, Ben; 41 events; last: Anna ended the turn'."""
    from mkref.core.session import Session, load_game

    head = f"backup {_number(backup)} ({backup.name})"
    try:
        data = check_save(load_raw(backup), str(backup))
        game = load_game(data.game)
        session = Session(game, check_save(load_raw(backup), str(backup), game.event_types), None, where=str(backup))
    except MkrefError as error:
        return f"{head}: unreadable ({error.why or error.what})"
    players = data.setup.get("players", [])
    names = ", ".join(str(p.get("name", "?")) for p in players if isinstance(p, dict)) if isinstance(players, list) else ""
    about = ", ".join(x for x in (data.game, str(data.setup.get("scenario", "")), names) if x)
    last = ""
    if session.events:
        try:
            last = f"; last: {game.label(session.events[-1]) or session.events[-1]['type']}"
        except Exception:  # a label is a courtesy; the backup itself replayed fine
            last = f"; last: {session.events[-1]['type']}"
    return f"{head}: {about}; {len(session.events)} events{last}"


def _current(path: Path) -> str:
    if not path.exists():
        return f"The save {path} is gone; its backups:"
    try:
        count = len(check_save(load_raw(path), str(path)).events)
        return f"The save {path} now holds {count} events; its backups:"
    except MkrefError as error:
        return f"The save {path} is unreadable ({error.why or error.what}); its backups:"


def backup_lines(name: str, folder: str | Path | None = None, number: int | None = None) -> list[str]:
    """The save and its backups in one line each (only backup ``number`` when given)."""
    path = save_path(name, folder)
    found = backups_of(path)
    if not found:
        raise SaveFileError(f"No backups of the save '{path.stem}' in {path.parent}", "mkref keeps them from the second write of a save on")
    chosen = [b for b in found if number is None or _number(b) == number]
    if not chosen:
        raise InvalidInput(f"No backup {number} of '{path.stem}'", "the backups are " + ", ".join(str(_number(b)) for b in found))
    lines = [_current(path), *("  " + describe_backup(b) for b in chosen)]
    if number is None:
        lines.append(f"Bring one back with: mkref restore {path.stem} --backup N")
    else:
        lines.append(f"Bring it back with: mkref restore {path.stem} --backup {number}")
    return lines


def restore_backup(name: str, number: int, folder: str | Path | None = None, note: str = "") -> list[str]:
    """Check backup ``number`` and write it as the save (under the save's lock); the lines to print."""
    from mkref.core.safefile import SaveLock
    from mkref.core.session import Session, load_game

    path = save_path(name, folder)
    chosen = [b for b in backups_of(path) if _number(b) == number]
    if not chosen:
        have = ", ".join(str(_number(b)) for b in backups_of(path)) or "none"
        raise InvalidInput(f"No backup {number} of '{path.stem}'", f"the backups are: {have}", f"List them with: mkref restore {path.stem}")
    backup = chosen[0]
    shown = describe_backup(backup)
    lock = SaveLock(path, note)
    lock.acquire(SaveFileError)
    try:
        raw = load_raw(backup)
        game = load_game(check_save(raw, str(backup)).game)
        session = Session(game, check_save(raw, str(backup), game.event_types), path, where=str(backup))
        session._lock = lock
        replaced = path.exists()
        session.save()
    finally:
        lock.release()
    lines = [f"Restored {path} from {shown}."]
    if replaced:
        lines.append("The file it replaced is kept as backup 1 (restore it the same way to go back).")
    return lines
