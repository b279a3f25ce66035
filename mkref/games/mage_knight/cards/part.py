"""The deed cards tracked by name (`mkref new mage-knight ... --cards`, issue 16) as an optional part of the game.

A game started with --cards knows each hero's deed deck, hand and discard pile: `play CARD` is checked against
the cards rules, the deck is drawn at the end of a turn and shuffled at a new round, a turn without cards must
announce the end of the round. The skills (`use`), the Advanced Action and Spell offers (`offer`) and the
even-level choice (`levelup`) are this part's commands, and they can be given in any game.

This module is the part's declaration: light, it imports only the base's contract (parts.py) and the core;
each hook imports the rule modules (`cards/table.py` and its helpers) when it runs.
"""

from __future__ import annotations

from functools import cache
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, cast

from mkref.games.mage_knight.parts import CostRule, Event, Part, Setup, State

if TYPE_CHECKING:  # named for mypy only: the declaration loads no state type
    from mkref.core.commands import CommandSpec
    from mkref.core.events import Command
    from mkref.games.mage_knight.cards.state_types import CardsGameState, CardsPlayerState, OfferKind
    from mkref.games.mage_knight.state_types import PlayerState

EVENT_TYPES = ("card_played", "card_bought", "skill_used", "level_choice", "offer_set", "deeds", "card_points_used")
_OFFERS: dict[str, OfferKind] = {"advanced_action": "advanced_actions", "spell": "spells"}  # a deck's kind -> its offer in ``card_offers``


# The views of cards/state_types.py (`cards_game`, `cards_player`), written here because the declaration loads no
# state type: a cast, sound because every key the extension adds is NotRequired and test_state_types checks them.
def _cards(state: State) -> CardsGameState:
    """The state with the deed cards' keys."""
    return cast("CardsGameState", state)


def _hero(player: PlayerState) -> CardsPlayerState:
    """A hero with their deed cards."""
    return cast("CardsPlayerState", player)


def _tracked(state: State) -> bool:
    """Whether the game tracks the deed cards (cards/player_cards.py `tracked`, read here without loading the rules)."""
    return bool(_cards(state).get("cards"))


def _skills(state: State, words: list[str]) -> list[str]:
    from mkref.games.mage_knight.cards import table as cards_table

    return cards_table.complete_skill(_cards(state), words)


def _player(state: State, name: str) -> CardsPlayerState:
    return _hero(next(p for p in state["players"] if p["name"] == name))


@cache
def _commands() -> list[tuple[CommandSpec, str]]:  # each after the base command it follows in `help` (group names: table/game.py)
    """The part's commands, built when a command table is made (a combat sheet loads this module and needs none)."""
    from mkref.core.commands import CommandSpec

    return [
        (CommandSpec("use", "SKILL [CHOICE]", "Use a skill (checked against once a turn / once a round).", "use double time",
                     ("nutze", "fähigkeit"), "A turn", _skills, _tracked), "play"),
        (CommandSpec("levelup", "KEPT OTHER AA | common SKILL DRAWN1 DRAWN2",
                     "The even-level choice: keep 1 of 2 drawn skills + any AA, or a common skill + the lowest AA.",
                     "levelup shield_mastery cold_swordsmanship agility", ("aufstieg",), "Rounds", relevant=_tracked), "use"),
        (CommandSpec("offer", "aa|spells CARD CARD CARD", "The Advanced Action or Spell offer as revealed, top first.",
                     "offer aa fire_bolt agility training", ("angebot",), "Rounds", relevant=_tracked), "levelup"),

    ]


class DeedCards(Part):
    """The deed cards tracked by name: the hooks delegate to `cards/table.py` (decisions, evolve) and
    `cards/table_texts.py` (texts)."""

    name = "cards"

    # -- set-up ----------------------------------------------------------------------------------------
    def uses(self, setup: Setup) -> bool:
        return bool(setup.get("cards"))

    def initial(self, setup: Setup, state: State) -> None:
        cards = _cards(state)
        cards["cards"] = True  # the deed cards are tracked (cards/player_cards.py `tracked`)
        cards["card_sets"] = sorted(set(setup["expansions"]) | {"base"}) if "expansions" in setup else None  # the hero cards in play

    # -- commands --------------------------------------------------------------------------------------
    def commands(self) -> list[tuple[CommandSpec, str]]:
        return _commands()

    def decide(self, state: State, command: Command) -> list[Event]:
        from mkref.games.mage_knight.cards import table as cards_table

        decisions = {"use": cards_table.decide_skill, "levelup": cards_table.decide_level, "offer": cards_table.decide_offer}
        return decisions[command.name](_cards(state), command)

    combat_commands = frozenset({"use"})

    def check(self, state: State, command: Command) -> None:
        from mkref.games.mage_knight.cards import table as cards_table

        cards_table.check_turn_command(_cards(state), command.name)  # a turn without cards must announce (p. 6)

    def complete(self, state: State, command: str, words: list[str]) -> list[str] | None:
        if command != "play":
            return None
        from mkref.games.mage_knight.cards import table as cards_table

        return cards_table.complete_play(_cards(state), words)  # card names, then modes and mana

    # -- the base's round and turn ---------------------------------------------------------------------
    def round_prepared(self, state: State, command: Command, prepared: Event) -> list[Event]:
        """A new round: the offers refreshed, every deed card shuffled into a new deck and a new hand (p. 4 §2d-g)."""
        if not prepared["new_round"]:
            return []
        from mkref.games.mage_knight.cards import table as cards_table
        from mkref.games.mage_knight.table import rules
        from mkref.games.mage_knight.table.decide_common import real_players
        from mkref.games.mage_knight.table.decide_end import site_hand_bonus

        cards = _cards(state)
        events = cards_table.new_round_offers(cards, command)
        for p in map(_hero, real_players(state)):
            limit = rules.hand_limit(p["hand_limit"], *site_hand_bonus(state, p), planning=False)
            events += cards_table.deeds_event(cards, p, cards_table.new_round_deeds(cards, p, limit), when="round")
        return events

    def tactic_taken(self, state: State, command: Command, taken: Event) -> list[Event]:
        from mkref.games.mage_knight.cards import table as cards_table

        return cards_table.tactic_deeds(_cards(state), taken["player"], taken["tactic"], command)  # Great Start draws its cards

    def check_announce(self, state: State, command: Command) -> None:
        from mkref.games.mage_knight.cards import table as cards_table

        cards_table.check_announce(_cards(state))  # only with an empty deed deck (p. 6 §3a)

    def play(self, state: State, command: Command) -> list[Event] | None:
        from mkref.games.mage_knight.cards import table as cards_table

        return cards_table.decide_play(_cards(state), command)  # a card by name (issue 16); None: points by value

    def refuse_unused(self, state: State, command: Command) -> None:
        from mkref.games.mage_knight.cards import table as cards_table

        cards_table.refuse_untracked(_cards(state), command.args)  # a card by name needs --cards

    def points_played(self, state: State, command: Command, points: Event) -> list[Event]:
        """Points told by value are taken as told: a note says so, and keeps what it says (`by_value`), so each
        table reads it in its own language (`label`)."""
        from mkref.games.mage_knight.cards import table as cards_table

        kind, amount = points["kind"], points["amount"]
        return [{"type": "note", "text": cards_table.by_value_note(kind, amount), "by_value": {"kind": kind, "amount": amount}}]

    def step_costs(self, state: State) -> CostRule | None:
        """The terrain effects of the cards played this turn (p. 7 §7)."""
        from mkref.games.mage_knight.cards.state_types import running_turn

        cur = running_turn(state)
        changes = cur.get("terrain") if cur is not None else None
        if not changes:
            return None
        from mkref.games.mage_knight.cards import table as cards_table

        return lambda terrain, cost: cards_table.step_cost(changes, terrain, cost)

    def bought(self, state: State, command: Command, bought: Event) -> list[Event]:
        """The card named after the item (`buy spell fireball`) joins the deed deck; at a Monastery the one it sold."""
        from mkref.games.mage_knight.cards import table as cards_table
        from mkref.games.mage_knight.table import monastery

        from_unit_offer = bool(bought.get("from_offer_aas"))
        if from_unit_offer:
            command = monastery.with_card(command, bought.get("card", ""))
        if len(command.args) < 2:
            return []
        return cards_table.decide_buy(_cards(state), command, "spell" if bought["item"] == "spell" else "aa", from_unit_offer)

    def gain(self, state: State, command: Command, item: str) -> list[Event] | None:
        from mkref.games.mage_knight.cards import table as cards_table

        return cards_table.decide_gain(_cards(state), command, item)  # a deed card gained by name goes into the deed deck

    def rest_taken(self, state: State, command: Command, rested: Event) -> list[Event]:
        """Standard rest or slow recovery, checked against the hand (p. 6 §7); the words after `rest` name the card."""
        from mkref.core.names import fold
        from mkref.games.mage_knight.cards import table as cards_table
        from mkref.games.mage_knight.table.decide_actions import SLOW_WORDS

        slow = rested["kind"] == "slow"
        card = " ".join(w for w in command.args if fold(w) not in SLOW_WORDS)
        cards = _cards(state)
        return cards_table.deeds_event(cards, _player(state, rested["player"]), cards_table.rest_deeds(cards, slow, card))

    def turn_ended(self, state: State, command: Command, ended: Event) -> list[Event]:
        """Played cards discarded, the draw up to the limit, the even-level choices due (p. 6 §8, p. 11 §6b)."""
        from mkref.games.mage_knight.cards import table as cards_table

        choices = sum(1 for level in ended.get("levels", []) if level["skill"])
        cards = _cards(state)
        deeds = cards_table.end_turn_deeds(cards, command, ended["draw_to"], choices)
        return cards_table.deeds_event(cards, _player(state, ended["player"]), deeds, choices, when="turn")

    def forfeits_turn(self, state: State, name: str) -> bool:
        """No card in the deed deck or the hand: the turn is forfeited, without the benefit of the space (p. 6 §3d, §4)."""
        p = _player(state, name)
        if p.get("dummy") or not p.get("deeds"):
            return False
        from mkref.games.mage_knight.cards import deck, player_cards

        return deck.must_announce(player_cards.deeds_of(p, _cards(state)))

    def out_of_deck(self, state: State, kind: str) -> set[str] | None:
        """The cards of the offer and those any hero owns."""
        from mkref.games.mage_knight.cards.player_cards import owned_cards

        offers = _cards(state).get("card_offers")
        out = set(offers[_OFFERS[kind]] if offers else [])
        for p in state["players"]:
            out |= {c for c, n in owned_cards(p).items() if n > 0}
        return out

    value_words = frozenset(("cards", "karten"))  # `attack ENEMY: cards`: the Attack of the cards played for it

    def combat_values(self, state: State, kind: str, values: list[str]) -> tuple[list[str], list[Event]]:
        from mkref.games.mage_knight.cards import table as cards_table

        return cards_table.combat_parts(_cards(state), kind, values)  # 'cards': the points of the cards played (issue 16)

    # -- heroes meeting (cards/meeting.py) ----------------------------------------------------------------
    def artifact_stolen(self, state: State, thief: str, loser: str, name: str, where: str) -> dict[str, dict[str, object]]:
        from mkref.games.mage_knight.cards import meeting

        return meeting.steal_deeds(_cards(state), thief, loser, name, where)

    def apply_stolen(self, state: State, name: str, changes: dict[str, object]) -> None:
        from mkref.games.mage_knight.cards import meeting

        meeting.apply_deeds(_cards(state), name, changes)

    def fight_ended_for_defender(self, state: State, command: Command, name: str, full: bool, wounds: int,
                                 knocked_out: bool) -> list[Event]:
        from mkref.games.mage_knight.cards import meeting

        return meeting.defender_deeds(_cards(state), command, name, full, wounds, knocked_out)

    def assault_turn_ended(self, state: State, command: Command, name: str) -> list[Event]:
        from mkref.games.mage_knight.cards import meeting

        return meeting.participant_end_turn(_cards(state), command, name)

    # -- events ----------------------------------------------------------------------------------------
    event_types = frozenset(EVENT_TYPES)
    versions_listed = True

    def evolve(self, state: State, event: Event) -> None:
        from mkref.games.mage_knight.cards import table as cards_table

        cards_table.evolve(_cards(state), event)

    # -- texts and status ------------------------------------------------------------------------------
    def label(self, event: Event, lang: str) -> str | None:
        if event["type"] in EVENT_TYPES:
            from mkref.games.mage_knight.cards import table as cards_table

            return " / ".join(cards_table.describe(event, lang)) or str(event["type"])
        by_value = event.get("by_value")
        if event["type"] == "note" and isinstance(by_value, dict):  # the referee's remark on points told by value
            from mkref.games.mage_knight.cards import table as cards_table
            from mkref.games.mage_knight.messages import MESSAGES

            return MESSAGES.text("ev.note", lang, text=cards_table.by_value_note(str(by_value["kind"]), int(by_value["amount"]), lang))
        return None

    def player_status(self, state: State, player: PlayerState) -> Mapping[str, object]:
        from mkref.games.mage_knight.cards import table as cards_table

        deeds = cards_table.status_deeds(_cards(state), _hero(player))
        return {} if deeds is None else {"deeds": deeds}

    def player_lines(self, state: State, player: PlayerState, lang: str) -> list[str]:
        if player["dummy"]:
            return []
        from mkref.games.mage_knight.cards import table as cards_table

        return [cards_table.hand_line(_cards(state), _hero(player), lang)]

    # -- the rules index -------------------------------------------------------------------------------
    def index_files(self, folder: Path) -> list[Path]:
        from mkref.games.mage_knight.cards.lookup import source_files

        return source_files(folder)

    def index_entries(self, folder: Path) -> list[dict[str, object]]:
        from mkref.games.mage_knight.cards.lookup import entries

        return entries(folder)  # every deed card, artifact and skill


PART = DeedCards()
