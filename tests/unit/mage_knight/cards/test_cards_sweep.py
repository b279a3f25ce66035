"""Every card of rules/mage-knight/cards.toml and every skill of skills.toml played in a tracked `--cards` game
through the real session (issue 19, item 2): basic, powered and sideways (pp. 4-5), by Day and at Night. A refusal
must be a rule's refusal (MkrefError), never a crash; the save on disk is then opened again, its events replayed,
and the replayed state must equal the state the table played to."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mkref.core.chance import Request
from mkref.core.errors import MkrefError
from mkref.core.session import Session
from mkref.games.mage_knight.cards.catalogue import Card, Skill, cards, skills, starting_deck
from mkref.games.mage_knight.cards.effects import Effect
from mkref.games.mage_knight.cards.play_words import COUNTER_WORDS
from mkref.games.mage_knight.table.commands import command_table

HEROES = ("tovak", "goldyx", "norowas", "arythea", "wolfhawk", "krang", "braevalar")
GAIN_WORD = {"advanced_action": "aa", "spell": "spell", "artifact": "artifact"}
COUNT_WORD = {counter: word for word, counter in reversed(list(COUNTER_WORDS.items()))}
FILLERS = ("march", "stamina", "swiftness", "promise", "tranquility", "concentration", "improvisation")
OTHER = {"red": "rage", "green": "march"}  # the card given up or combined: Rage is never played as a filler


def _answer(time: str) -> Any:
    def answer(request: Request, _n: int) -> tuple[list[str], bool]:
        options = list(request.options)
        if request.key == "source":  # Arrival at Night: the first Source shows no gold and no black (p. 16)
            return ["red", "gold", "blue"] if time == "day" else ["red", "white", "blue"], False
        if "black" in options:  # a die rerolled at the end of a turn: black for the spells' Night (p. 4)
            return ["black" if time == "night" else "gold"] * request.count, False
        if request.key == "lost_points":
            return ["yes"], False
        return options[: request.count] if options else ["0"] * request.count, False

    return answer


class Game:
    """One tracked solo game (First Reconnaissance, no dummy, no map) played through a Session on disk."""

    def __init__(self, folder: Path, hero: str, time: str) -> None:
        args = ["--scenario", "first_recon", "--player", f"Anna:{hero}", "--no-dummy", "--no-map", "--cards", "--expansion", "lost_legion"]
        if time == "night":
            args += ["--variant", "arrival_at_night"]
        self.folder, self.answer = folder, _answer(time)
        self.session = Session.new("mage-knight", args, "sweep", folder=folder, force=True)
        self.refused: list[str] = []
        self.played: list[str] = []
        for line in ("prepare", "tactic 1", *(f"crystal {c}" for c in ("red", "blue", "white", "green") for _ in range(3))):
            self.do(line, must=True)

    def do(self, line: str, must: bool = False) -> bool:
        try:
            self.session.execute(command_table().parse(line), self.answer)
        except MkrefError as refusal:  # a rule's refusal; anything else is a crash and fails the test
            if must:
                raise AssertionError(f"{line}: {refusal}") from refusal
            self.refused.append(f"{line}: {refusal}")
            return False
        self.played.append(line)
        return True

    def hold(self, kind: str, ident: str, copies: int) -> None:
        """`copies` of a card gained (on top of the deed deck) and drawn into the hand at the end of the turn."""
        for _ in range(copies):
            self.do(f"gain {GAIN_WORD[kind]} {ident}", must=True)
        self.discard_hand(copies)
        self.do("die red", must=True)  # rerolled at the end of the turn: the next turn's Source shows black (gold by Day)
        self.do("end", must=True)

    def discard_hand(self, count: int) -> None:
        owned = self.session.state["players"][0]["deeds"]["owned"] if self.session.state["players"][0].get("deeds") else {}
        fillers = [c for c in FILLERS if c in owned] + sorted(c for c in owned if c not in FILLERS and c != "rage")
        for card in fillers[:count]:
            self.do(f"play {card} sideways move", must=True)

    def replayed(self) -> dict[str, Any]:
        self.session.close()
        again = Session.open("sweep", folder=self.folder)
        try:
            return dict(again.state)
        finally:
            again.close()


def _hero_of(card: Card) -> str:
    return next((h for h in HEROES if starting_deck(h).get(card.id)), "tovak")


def _words(effects: tuple[Effect, ...], time: str) -> tuple[list[str], list[str], str]:
    """Choices, counts and the card named after 'with' that a play of these effects needs (the first option of each
    choice, 1 of each counted thing, March given up or combined)."""
    choices: list[str] = []
    counts: list[str] = []
    other = ""
    for effect in effects:
        inner: tuple[Effect, ...] = ()
        if effect.name == "choice":
            label, inner = effect.branches[0]
            choices.append(label.replace(" ", "_"))
        elif effect.name == "by_time":
            inner = dict(effect.branches)[time]
        elif effect.name == "by_colour":
            if effect.pay == "mana":
                colour = effect.branches[-1][0]  # the last colour: the first ones pay the card itself
                choices.append(f"crystal {colour}")
                inner = dict(effect.branches)[colour]
            else:
                other, inner = "rage", dict(effect.branches)["red"]
        elif effect.name == "discard" and effect.wounds:
            other = "wound"
        elif effect.name in ("discard", "throw_away"):
            other = "rage"
        elif effect.name == "combine":  # Rage played as part of this card: its own choice is named too (p. 5)
            other, inner = "rage", cards()["rage"].powered if effect.pay == "powered" else cards()["rage"].basic
        elif effect.name in ("mana", "crystal") and effect.colour in ("basic", "any"):
            choices += ["red"] * (1 if effect.count == 1 else effect.count)
        if effect.per:
            counts.append(f"{COUNT_WORD[effect.per]}=1")
        more, more_counts, more_other = _words(inner, time)
        choices, counts, other = choices + more, counts + more_counts, other or more_other
    return choices, counts, other


def _play_line(card: Card, mode: str, time: str) -> str:
    if mode == "sideways":
        return f"play {card.id} sideways move"
    effects = card.basic if mode == "basic" else card.powered
    choices, counts, other = _words(effects, time)
    mana = []
    if card.kind == "spell" or (mode == "powered" and card.colours):
        mana = [f"crystal {card.colours[0]}"]
    if card.kind == "spell" and mode == "powered":
        mana.append("die black")
    words = [card.id, *(["powered"] if mode == "powered" else []), *mana, *choices, *counts, *([f"with {other}"] if other else [])]
    return "play " + " ".join(words)


def _differs_at_night(card: Card) -> bool:
    """A spell (its powered effect is the Night's, p. 4) or a card whose effect names the time of day."""
    return card.kind == "spell" or any(e.name == "by_time" for e in (*card.basic, *card.powered))


PLAYABLE = [(c.id, time) for c in sorted(cards().values(), key=lambda c: c.id) if c.kind != "wound"
            for time in ("day", "night") if time == "day" or _differs_at_night(c)]


@pytest.mark.parametrize(("ident", "time"), PLAYABLE)
def test_p4_p5_every_card_plays_basic_powered_and_sideways_and_its_save_replays(tmp_path: Path, ident: str, time: str):
    card = cards()[ident]
    game = Game(tmp_path, _hero_of(card), time)
    if card.kind in GAIN_WORD:
        game.hold(card.kind, ident, 3)  # three copies: one for each mode
        for mode in ("basic", "powered", "sideways"):
            game.do(_play_line(card, mode, time))
    else:  # a card of the starting deck: one copy may be in the hand, so each mode is played in a game of its own
        for mode in ("basic", "powered", "sideways"):
            assert game.do(_play_line(card, mode, time)), game.refused  # a Basic Action plays every way, mana at hand
            _check_replay(game)
            if mode != "sideways":
                game.session.close()
                game = Game(tmp_path, _hero_of(card), time)
    _check_replay(game)
    if card.kind in GAIN_WORD:
        _check_played(game, card, time)


def _check_replay(game: Game) -> None:
    assert game.replayed() == game.session.state
    game.session.close()


def _check_played(game: Game, card: Card, time: str) -> None:
    ident = card.id
    modes = [line.split()[2] if len(line.split()) > 2 else "" for line in game.played if line.split()[:2] == ["play", ident]]
    assert "sideways" in modes and any(m not in ("powered", "sideways") for m in modes), game.refused  # basic and sideways
    if card.kind == "spell" and time == "night":  # a spell's powered effect is for the Night, with black mana (p. 4)
        assert f"play {ident} powered" in " ".join(game.played), game.refused
    if card.kind != "spell" and card.powered:
        assert any(line.startswith(f"play {ident} powered") for line in game.played), game.refused


def test_p4_the_wound_card_is_never_played_p4(tmp_path: Path):
    game = Game(tmp_path, "tovak", "day")
    assert not game.do("play wound")
    assert "Wound" in game.refused[0]


def _skill_words(skill: Skill, time: str) -> str:
    choices, counts, other = _words(skill.effect, time)
    return " ".join([*choices, *counts, *([f"with {other}"] if other else [])])


@pytest.mark.parametrize("ident", sorted(skills()))
def test_p5_p11_every_skill_is_gained_at_level_2_used_and_its_save_replays(tmp_path: Path, ident: str):
    skill = skills()[ident]
    hero = skill.hero if skill.hero in HEROES else "tovak"
    game = Game(tmp_path, hero, "day")
    other = next(s for s in sorted(skills()) if skills()[s].hero == hero and s != ident)
    game.do("offer aa fire_bolt agility training", must=True)
    game.do("fame 3", must=True)
    game.do("end", must=True)
    if not game.do(f"levelup {ident} {other} agility"):
        assert skill.version == "cooperative" or skill.hero not in HEROES, game.refused  # not in a competitive game
        return
    if "with wound" in _skill_words(skill, "day"):
        game.do("wound 1", must=True)
    if skill.combat == "only":
        game.do("combat prowlers", must=True)
    words = _skill_words(skill, "day")
    game.do(f"use {ident} {words}".strip())
    if skill.use != "permanent":
        assert any(line.startswith(f"use {ident}") for line in game.played), game.refused
    assert game.replayed() == game.session.state
    game.session.close()


def test_p7_frost_bridge_powered_opens_a_lake_for_1_move_and_the_save_keeps_it(tmp_path: Path):
    # Frost Bridge powered: Move 4, lakes may be entered, lakes and swamps cost 1 (its card, p. 7 §7). The effect is
    # saved with the play (a list, not a tuple), so the reopened save moves onto the lake for 1 just the same.
    game = Game(tmp_path, "tovak", "day")
    game.hold("advanced_action", "frost_bridge", 1)
    game.do("play frost_bridge powered crystal blue", must=True)
    assert game.session.state["cur"]["terrain"][1]["terrains"] == ["lake", "swamp"]
    game.do("move lake", must=True)
    assert game.session.state["cur"]["move"] == 3  # 4 - 1
    assert game.replayed() == game.session.state


def test_p5_magic_talent_and_its_spell_from_the_offer_replay_from_the_save(tmp_path: Path):
    # Magic Talent discards Rage (red); Fireball is played from the Spell offer (p. 5 §1c); the reopened save agrees.
    game = Game(tmp_path, "tovak", "day")
    game.do("offer spells fireball chill cure", must=True)
    game.hold("advanced_action", "magic_talent", 1)
    game.do("play magic_talent with rage", must=True)
    game.do("play fireball crystal red", must=True)
    assert game.session.state["cur"]["magic_talent"] == []  # used up
    assert game.replayed() == game.session.state
