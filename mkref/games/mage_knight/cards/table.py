"""The cards in the tracked game: commands checked against the cards rules, as events, and their evolve.

This module is the bridge between the pure rules of this package and the tracked game's state (plain data,
read as the cards' extensions of its types, `CardsGameState` ...: `players`, `order`, `turn`, `cur`, `source`, `time`). It imports nothing of the game's own modules,
so the game can move its files freely; the base game reaches it only through the part's hooks (`cards/part.py`,
the contract in `parts.py`), which call:

- `decide_play(state, command, lang)`: `play march`, `play march powered`, `play rage sideways attack`,
  `play improvisation attack with march`, `play in need wound=2`; None when the words are points by value
  (`play 4 move`), which the game handles as before (unchecked: `BY_VALUE_NOTE`).
- `decide_skill`, `decide_level`, `decide_offer`: `use SKILL`, `levelup ...`, `offer aa|spells ...`.
- `check_announce`, `check_turn_command`, `rest_deeds`, `end_turn_deeds`, `new_round_deeds`: the deed deck
  at the announcement, a turn that starts without cards, resting, the end of a turn and of a round.
- `evolve(state, event)` for the part's event types (`cards/part.py` EVENT_TYPES); `describe(event, lang)` for their text.

The player's cards as the state holds them are read by `player_cards.py`, the words of `play` by `play_words.py`.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Literal, cast

from mkref.core.chance import NeedAnswer, Request as Ask
from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.events import Command
from mkref.core.names import fold
from mkref.games.mage_knight.cards import deck as deck_rules
from mkref.games.mage_knight.cards import mana as mana_rules
from mkref.games.mage_knight.cards import offers as offer_rules
from mkref.games.mage_knight.cards import play as play_rules
from mkref.games.mage_knight.cards import skill_use, talent
from mkref.games.mage_knight.cards.catalogue import card_names, cards
from mkref.games.mage_knight.cards.effects import Effect
from mkref.games.mage_knight.cards.messages import MESSAGES, refuse
from mkref.games.mage_knight.cards.part import PART
from mkref.games.mage_knight.cards.player_cards import (
    _lang, _mana_of, active_player, card_sets, crystals_of, deeds_of, owned_cards, player_named as _player, skills_of, tracked,
)
from mkref.games.mage_knight.cards.state_types import (
    CardOffers, CardsGameState, CardsPlayerState, DeedsState, OfferKind, SavedEffect, cards_player, running_turn, turn_of,
)
from mkref.games.mage_knight.cards.table_texts import describe as describe, hand_line as hand_line, status_deeds as status_deeds
from mkref.games.mage_knight.cards.play_words import OTHER_WORDS, _auto_mana, _card_prefix, _refuse_die_taken, is_by_value, parse_counts, parse_play
from mkref.games.mage_knight.parts import Event
from mkref.games.mage_knight.state_types import GameState

CARD_WORDS = tuple(sorted(PART.value_words))  # `attack ENEMY: cards` uses the Attack of the cards played for it (part.py)


# --------------------------------------------------------------------------------------------------
# play CARD ... (its words are read by play_words.py)


def refuse_untracked(state: CardsGameState, words: list[str], lang: str = "") -> None:
    """In a game without --cards, a card named after `play` gets the hint to track the cards."""
    if tracked(state) or not words or is_by_value(words):
        return
    index = card_names()
    if any(index.find(" ".join(words[:n])) is not None for n in range(len(words), 0, -1)):
        raise refuse("not_tracked", "p. 4", _lang(state, lang))


def decide_play(state: CardsGameState, command: Command, lang: str = "") -> list[Event] | None:
    words = list(command.args)
    if not words and tracked(state):
        raise InvalidInput(MESSAGES.said("ask.which_card"), hint=MESSAGES.said("ask.which_card_hint"))
    if not words or is_by_value(words) or (len(words) == 1 and words[0].lstrip("-").isdecimal()):
        return None  # points by value ('play 4' lacks its kind: the game says so)
    lang = _lang(state, lang)
    p = active_player(state)
    if not tracked(state):
        raise refuse("not_tracked", "p. 4", lang)
    ident, mode, request = parse_play(words)
    deeds = deeds_of(p, state)
    offered = talent.from_offer(state, deeds, ident, lang)  # Magic Talent: a Spell played from the offer (p. 5)
    if offered:
        deeds = talent.lend(deeds, ident)
    mana, source, free = _mana_of(state, p)
    if not request.mana and mode != "sideways":
        request = request._replace(mana=tuple(_auto_mana(ident, mode, state, mana, source)))
        _refuse_die_taken(state, ident, mode, request, mana, source, lang)
    played = play_rules.play_card(deeds, mana, source, ident, mode, request, day=state["time"] == "day",
                                   mana_friendly=_mana_friendly(state), lang=lang)
    if offered:
        played = played._replace(deeds=talent.give_back(played.deeds, ident))
    drawn = sum(g.amount for g in played.gains if g.name == "draw")
    if drawn:  # cards drawn by the effect come from the deed deck now
        count = min(drawn, int(played.deeds["deck"]))
        after = deck_rules.draw(played.deeds, count, _wounds_drawn(state, command, played.deeds, count), lang)
        played = played._replace(deeds=after)
    event = _played_event(state, p, played, free) | talent.talent_marks(ident, mode, request.other, offered)
    if offered:
        event["text"] = {code: text + MESSAGES.text("tbl.from_offer", code) for code, text in event["text"].items()}
    return [event]


def _mana_friendly(state: GameState) -> bool:
    """The Mana friendly variant (p. 16), chosen with `mkref new --variant mana_friendly` and kept in the state's
    variants: by Day a gold die never stands in for a colour whose die is still unused in the Source."""
    return "mana_friendly" in state.get("variants", [])


def _wounds_drawn(state: CardsGameState, command: Command, deeds: DeedsState, count: int, who: str = "") -> int:
    """How many Wounds were among the cards drawn: asked only when the deed deck holds Wounds (`who`: the player,
    when several draw after one command)."""
    if not count or not deeds["wounds_deck"]:
        return 0
    top = min(count, int(deeds["wounds_deck"]))
    prompt = MESSAGES.said("ask_wounds_of", who=who, count=count) if who else MESSAGES.said("ask_wounds", count=count)
    key = f"wounds_drawn_{fold(who)}" if who else "wounds_drawn"
    return int(_ask(command, Ask(key, prompt, tuple(str(n) for n in range(top + 1)), chance=False))[0])


def _played_event(state: CardsGameState, p: CardsPlayerState, played: play_rules.Played, free: list[int]) -> Event:
    taken = list(played.mana["dice"])[len(_mana_of(state, p)[0]["dice"]):]
    indices: list[int] = []
    for colour in taken:
        index = next(i for i in free if state["source"][i] == colour and i not in indices)
        indices.append(index)
    deeds = diff(deeds_of(p, state), played.deeds)
    wounds = sum(g.amount for g in played.gains if g.name == "wound")
    fame = sum(g.amount for g in played.gains if g.name == "fame")
    reputation = sum(g.amount for g in played.gains if g.name == "reputation")
    return {
        "type": "card_played", "player": p["name"], "card": played.card, "mode": played.mode,
        "deeds": deeds, "crystals": diff(crystals_of(p), played.mana["crystals"]), "tokens": dict(played.mana["tokens"]),
        "extra_dice": int(played.mana["extra_dice"]), "dice": indices,
        "points": [[pt.kind, pt.amount, "sideways" if played.mode == "sideways" else pt.attack, pt.element] for pt in played.points],
        "terrain": [_saved_effect(g) for g in played.gains if g.name in ("terrain", "enter")],
        "wounds": wounds, "fame": fame, "reputation": reputation,
        "text": {"en": played.summary("en"), "de": played.summary("de")},
    }


def _saved_effect(effect: Effect) -> dict[str, object]:
    """A terrain effect as a save stores it: its tuples as lists (TOML has no tuples; `step_cost` reads them back)."""
    fields = effect._replace(branches=()).__dict__
    return {k: list(v) if isinstance(v, tuple) else v for k, v in fields.items()}


# --------------------------------------------------------------------------------------------------
# gain artifact|spell|aa NAME


def decide_gain(state: CardsGameState, command: Command, item: str, lang: str = "") -> list[Event] | None:
    """`gain artifact Sword of Justice`, `gain spell fireball`: a deed card gained by name goes on top of the deed
    deck (p. 5), so it can be played by name after the next draw. None: no name given (`gain artifact`, `gain
    spell 2`), or the cards are not tracked: the game counts it as before."""
    words = list(command.args[1:])
    if not tracked(state) or item == "skill" or not words or words[0].isdecimal():
        return None
    lang = _lang(state, lang)
    p = active_player(state)
    ident, rest = _card_prefix(words)
    card = cards()[ident]
    if rest or card.kind != item:
        raise refuse("gain_kind", "p. 5", lang, card=card.name.named(), what=command.args[0])
    deeds = deck_rules.gain(deeds_of(p, state), ident)
    return [{"type": "gained", "player": p["name"], "item": item, "count": 1},
            {"type": "deeds", "player": p["name"], "deeds": diff(deeds_of(p, state), deeds), "gained": ident}]


# --------------------------------------------------------------------------------------------------
# use SKILL ...


def decide_skill(state: CardsGameState, command: Command, lang: str = "") -> list[Event]:
    lang = _lang(state, lang)
    if not command.args:
        raise InvalidInput(MESSAGES.said("ask.which_skill"), hint=MESSAGES.said("ask.which_skill_hint"))
    p = active_player(state)
    words = list(command.args)
    ident, rest = _skill_prefix(words, p["hero"])
    tokens, skill = skill_use.use(skills_of(p), ident, hero=p["hero"], own_turn=True, in_combat=state.get("combat") is not None, lang=lang)
    other = ""
    folded = [fold(w) for w in rest]
    if any(w in OTHER_WORDS for w in folded):  # 'use i feel no pain with wound': the card it discards
        at = next(i for i, w in enumerate(folded) if w in OTHER_WORDS)
        other, after = _card_prefix(rest[at + 1:])
        rest = rest[:at] + after
    counts = tuple(parse_counts(rest).items())  # 'use forward march ready=1': the counts a skill's effect needs (p. 5)
    request = play_rules.Request(tuple(fold(w) for w in rest if "=" not in w), counts, other=other)
    deeds, mana = (deeds_of(p, state), _mana_of(state, p)[0]) if tracked(state) else (None, None)
    effect = play_rules.skill_effects(skill, request, day=state["time"] == "day", lang=lang, deeds=deeds, mana=mana)
    changes = _skill_changes(state, p, command, effect, lang)
    text = {code: skill.name.get(code) + ": " + "; ".join([pt.words(code) for pt in effect.points]
                                                          + [_gain_text(g, code) for g in effect.gains]
                                                          + [r.text_de if code == "de" else r.text_en for r in effect.rulings]) for code in ("en", "de")}
    return [{"type": "skill_used", "player": p["name"], "skill": skill.id, "tokens": tokens,
             "points": [[pt.kind, pt.amount, pt.attack, pt.element] for pt in effect.points], "text": text, **changes}]


def _skill_changes(state: CardsGameState, p: CardsPlayerState, command: Command, effect: play_rules.SkillEffect, lang: str) -> dict[str, dict[str, object]]:
    """What a skill changes in a game that tracks the cards: the card it discards, the cards it draws from the deed
    deck (Motivation), the mana tokens and crystals it gives (the crystal crafts)."""
    if effect.deeds is None or effect.mana is None:
        return {}
    deeds = effect.deeds
    drawn = sum(g.amount for g in effect.gains if g.name == "draw")
    if drawn:
        count = min(drawn, int(deeds["deck"]))
        deeds = deck_rules.draw(deeds, count, _wounds_drawn(state, command, deeds, count), lang)
    return {"deeds": diff(deeds_of(p, state), deeds), "crystals": diff(crystals_of(p), effect.mana["crystals"]),
            "mana_tokens": dict(effect.mana["tokens"])}


def _gain_text(gain: Effect, lang: str) -> str:
    from mkref.games.mage_knight.cards.words import describe_one

    return describe_one(gain, lang)


def _skill_prefix(words: list[str], hero: str) -> tuple[str, list[str]]:
    from mkref.games.mage_knight.cards.catalogue import skill_id, skill_names

    index = skill_names()
    for n in range(len(words), 0, -1):
        name = " ".join(words[:n])
        if index.find(f"{hero} {name}") is not None or index.find(name) is not None:
            return skill_id(name, hero), words[n:]
    return skill_id(words[0], hero), words[1:]


# --------------------------------------------------------------------------------------------------
# offers and the even-level choice


def offers_of(state: CardsGameState) -> CardOffers:
    offers = state.get("card_offers")
    return copy.deepcopy(offers) if offers else {"advanced_actions": [], "spells": [], "common_skills": [], "units": []}


def decide_offer(state: CardsGameState, command: Command, lang: str = "") -> list[Event]:
    """`offer aa A B C` / `offer spells A B C`: the cards the table revealed, top first (p. 3)."""
    lang = _lang(state, lang)
    words = list(command.args)
    kinds: dict[str, OfferKind] = {"aa": "advanced_actions", "aas": "advanced_actions", "fa": "advanced_actions", "spell": "spells", "spells": "spells", "zauber": "spells"}
    if not words or fold(words[0]) not in kinds:
        raise InvalidInput(MESSAGES.said("ask.which_offer"), hint=MESSAGES.said("ask.which_offer_hint"))
    kind = kinds[fold(words[0])]
    ids = [card_names().resolve(w) for w in words[1:]]
    wanted = ("advanced_action",) if kind == "advanced_actions" else ("spell",)
    for ident in ids:
        if cards()[ident].kind not in wanted:
            raise InvalidInput(MESSAGES.said("ask.not_in_offer", card=cards()[ident].name.named()))
    offers = offers_of(state)
    offers[kind] = ids
    return [{"type": "offer_set", "offers": offers}]


def decide_level(state: CardsGameState, command: Command, lang: str = "") -> list[Event]:
    """`levelup KEEP OTHER AA` (option 1) or `levelup common SKILL DRAWN1 DRAWN2` (option 2) (p. 11 §6b)."""
    lang = _lang(state, lang)
    p = _chooser(state, lang)
    words = [w for w in command.args]
    option = 2 if words and fold(words[0]) in ("common", "allgemein", "2") else 1
    if option == 2:
        words = words[1:]
    if len(words) != 3:
        raise InvalidInput(MESSAGES.said("ask.levelup"), hint=MESSAGES.said("ask.levelup_hint"))
    from mkref.games.mage_knight.cards.catalogue import card_id, skill_id

    offers = offers_of(state)
    if option == 1:
        kept, other = skill_id(words[0], p["hero"]), skill_id(words[1], p["hero"])
        drawn, action = [kept, other], card_id(words[2])
    else:
        kept, drawn = skill_id(words[0], p["hero"]), [skill_id(w, p["hero"]) for w in words[1:3]]
        action = offers["advanced_actions"][-1] if offers["advanced_actions"] else ""
    options = tuple(c.id for c in cards().values() if c.kind == "advanced_action" and c.id not in offers["advanced_actions"])
    names = tuple((i, cards()[i].name.en, cards()[i].name.de) for i in options)
    new_top = _ask(command, Ask("aa_revealed", MESSAGES.said("ask_aa"), options, names=names, chance=True))[0]
    offers, skill, action = offer_rules.level_up(offers, drawn, option, kept, action, new_top, lang, hero=p["hero"])
    deeds, where = offer_rules.level_action(deeds_of(p, state), action)  # on top of the deed deck, then drawn (p. 11)
    tokens = skill_use.gain(skills_of(p), skill)
    return [{"type": "level_choice", "player": p["name"], "option": option, "skill": skill, "advanced_action": action,
             "offers": offers, "deeds": diff(deeds_of(p, state), deeds), "tokens": tokens, "where": where}]


def decide_buy(state: CardsGameState, command: Command, item: str, from_unit_offer: bool = False, lang: str = "") -> list[Event]:
    """The card bought at an interaction (p. 8), after the game took its Influence: `buy spell CARD [die|crystal|
    token COLOUR]` also pays one mana of the spell's colour and takes the card from the Spell offer; `buy aa CARD`
    takes it from the Advanced Action offer (Green City) or from the unit offer (a monastery, which is not
    refilled). The card goes on top of the deed deck (p. 5). Nothing when the cards are not tracked."""
    if not tracked(state):
        return []
    lang = _lang(state, lang)
    p = active_player(state)
    words = list(command.args[1:])
    if not words:
        raise InvalidInput(MESSAGES.said("ask.which_card"), hint=MESSAGES.said("ask.which_card_buy"))
    ident, rest = _card_prefix(words)
    kind: OfferKind = "spells" if item == "spell" else "advanced_actions"
    offers = offers_of(state)
    if not from_unit_offer:
        options = tuple(c.id for c in cards().values() if c.kind == cards()[ident].kind and c.id not in offers[kind])
        names = tuple((i, cards()[i].name.en, cards()[i].name.de) for i in options)
        offer_rules.take(offers, kind, ident, "", lang)  # refuses a card that is not in the offer
        top = _ask(command, Ask("offer_top", MESSAGES.said("ask_spell" if kind == "spells" else "ask_aa"), options, names=names))[0]
        offers = offer_rules.take(offers, kind, ident, top, lang)
    mana, source, free = _mana_of(state, p)
    paid = [mana_rules.parse_source(f"{rest[i]} {rest[i + 1]}", lang) for i in range(0, len(rest) - 1, 2)]
    if item == "spell":
        card = cards()[ident]
        paid = paid or _auto_mana(ident, "basic", state, mana, source)
        if not paid:
            raise refuse("mana_needed", "p. 8", lang, card=card.name.named(), colour=card.colour)
        place, colour = paid[0]
        mana, source = mana_rules.pay(mana, source, card.colour, place, colour, state["time"] == "day", card=card.name.named(),
                                      mana_friendly=_mana_friendly(state), lang=lang)
    deeds = deck_rules.gain(deeds_of(p, state), ident)
    taken = list(mana["dice"])[len(_mana_of(state, p)[0]["dice"]):]
    dice = [next(i for i in free if state["source"][i] == c) for c in taken]
    return [{"type": "card_bought", "player": p["name"], "card": ident, "deeds": diff(deeds_of(p, state), deeds), "offers": offers,
             "crystals": diff(crystals_of(p), mana["crystals"]), "tokens": dict(mana["tokens"]), "dice": dice}]


def _chooser(state: CardsGameState, lang: str) -> CardsPlayerState:
    for p in map(cards_player, state["players"]):
        if int(p.get("level_choices", 0)) > 0:
            return p
    raise refuse("no_level_choice", "p. 11", lang)


def _ask(command: Command, request: Ask) -> list[str]:
    if request.key not in command.answers:
        raise NeedAnswer(request)
    return list(command.answers[request.key])


# --------------------------------------------------------------------------------------------------
# the deed deck at the start and end of turns and rounds


def check_turn_command(state: CardsGameState, name: str, lang: str = "") -> None:
    """A turn that starts with an empty deed deck and an empty hand must announce the end of the round
    (p. 6 §3b); anything else is refused until it does."""
    if state.get("phase") != "turns" or state.get("turn") is None or name in ("announce", "note", "show", "map"):
        return
    p = active_player(state)
    if p.get("dummy") or not tracked(state):
        return
    cur = running_turn(state)
    started = cur is not None and (cur.get("steps") or cur.get("action") or cur.get("mode") or cur.get("played"))
    if not started and state.get("round_end") is None and deck_rules.must_announce(deeds_of(p, state)):
        raise refuse("announce_forced", "p. 6", _lang(state, lang))


def check_announce(state: CardsGameState, lang: str = "") -> None:
    """The end of the round may be announced only with an empty deed deck (p. 6 §3a)."""
    p = active_player(state)
    if tracked(state) and not p.get("dummy"):
        deck_rules.check_announce(deeds_of(p, state), already=state.get("round_end") is not None, lang=_lang(state, lang))


def rest_deeds(state: CardsGameState, slow: bool, card: str, lang: str = "") -> DeedsState | None:
    """The deed cards after a rest; standard rest needs a card that is not a Wound, slow recovery a hand of
    Wounds only (p. 6 §7). None when the game does not track this player's cards."""
    p = active_player(state)
    if not tracked(state):
        return None
    deeds = deeds_of(p, state)
    return deck_rules.rest(deeds, slow, card, wounds=deeds["wounds_hand"] if not slow else 0, lang=_lang(state, lang))


def end_turn_deeds(state: CardsGameState, command: Command, draw_to: int, level_choices: int = 0) -> DeedsState | None:
    """The deed cards at the end of the turn: played cards discarded, a draw up to the limit (the table says
    how many Wounds it drew when the deck holds any). With an even-level choice due, how that draw would have taken
    the new Advanced Action is kept for `levelup` (`level_draw`, see `offer_rules.level_action`)."""
    p = active_player(state)
    if not tracked(state) or p.get("dummy"):
        return None
    deeds = deeds_of(p, state)
    if p.get("knocked_out"):  # knocked out in this turn's combat: every card that is not a Wound is discarded (p. 10)
        deeds = deck_rules.knock_out(deeds)
    played = deck_rules.end_turn(deeds, 0)  # the played cards to the discard pile first
    after = deck_rules.end_turn(deeds, draw_to, wounds=_wounds_drawn(state, command, played, deck_rules.to_draw(played, draw_to)))
    if level_choices or after.get("level_draw"):
        room = max(0, draw_to + int(played["hand_bonus"]) - deck_rules.hand_size(after))
        after["level_draw"] = [room, int(played["deck"]) - int(after["deck"])] if level_choices else [0, 0]
    return after


def tactic_deeds(state: CardsGameState, name: str, tactic: str, command: Command) -> list[Event]:
    """A tactic that draws cards when it is chosen: Great Start, 2 cards (tactics.toml `draw`; p. 4 §3 for the choice).
    The table says how many Wounds came with them when the deed deck holds any. Nothing without --cards."""
    from mkref.core.rulesdata import read_file

    count = int(read_file("mage-knight", "tactics.toml")["tactics"].get(tactic, {}).get("draw", 0))
    p = _player(state, name)
    if not count or not tracked(state) or p.get("dummy"):
        return []
    deeds = deeds_of(p, state)
    count = min(count, int(deeds["deck"]))
    after = deck_rules.draw(deeds, count, _wounds_drawn(state, command, deeds, count), _lang(state, ""))
    return deeds_event(state, p, after)


def new_round_offers(state: CardsGameState, command: Command, lang: str = "") -> list[Event]:
    """The Advanced Action and Spell offers at a new round: the lowest card goes under its deck, the others
    shift down, the table names the new top card (p. 4 §2d-e). Nothing when the offers are not tracked."""
    offers = offers_of(state)
    lang = _lang(state, lang)
    changed = False
    refreshes: tuple[tuple[OfferKind, str, str], ...] = (("advanced_actions", "aa_refresh", "ask_aa"), ("spells", "spell_refresh", "ask_spell"))
    for kind, key, message in refreshes:
        if not offers[kind]:
            continue
        wanted = "advanced_action" if kind == "advanced_actions" else "spell"
        taken = {i for p in state["players"] for i in owned_cards(p)}
        options = tuple(c.id for c in cards().values() if c.kind == wanted and c.id not in offers[kind] and c.id not in taken)
        names = tuple((i, cards()[i].name.en, cards()[i].name.de) for i in options)
        from mkref.games.mage_knight.parts import in_use  # e.g. The Lost Legion's [V4], its variant in the state (I-33)

        refreshed = next((r for part in in_use(state)
                          if (r := part.refresh_offer(state, kind, offers[kind], dict(command.answers), options, names, MESSAGES.said(message))) is not None), None)
        if refreshed is not None:
            offers[kind] = refreshed
            changed = True
            continue
        top = _ask(command, Ask(key, MESSAGES.said(message), options, names=names, chance=True))[0]
        offers, _removed = offer_rules.refresh(offers, kind, top)
        changed = True
    return [{"type": "offer_set", "offers": offers}] if changed else []


def new_round_deeds(state: CardsGameState, p: CardsPlayerState, limit: int, keep_bonus: bool = False) -> DeedsState | None:
    """Every deed card shuffled into a new deck and a draw up to the hand limit (p. 4 §2g)."""
    if not tracked(state) or p.get("dummy"):
        return None
    deeds = deeds_of(p, state)
    return deck_rules.end_round(deeds, limit, keep_bonus=keep_bonus)


# --------------------------------------------------------------------------------------------------
# evolve and describe


def diff(old: Mapping[str, object], new: Mapping[str, object]) -> dict[str, object]:
    """Only the keys that changed: events stay small, so a long save loads fast."""
    return {k: copy.deepcopy(v) for k, v in new.items() if old.get(k) != v}


def deeds_event(state: CardsGameState, p: CardsPlayerState, new: DeedsState | None, level_choices: int = 0, when: str = "") -> list[Event]:
    """A 'deeds' event for a rest or the end of a turn ("turn": once-a-turn skills usable again) or of a round
    ("round": every skill token face up again, p. 4 §2g); nothing when the cards are not tracked."""
    if new is None:
        return []
    event: Event = {"type": "deeds", "player": p["name"], "deeds": diff(deeds_of(p, state), new)}
    if {"hand", "wounds_hand"} & set(event["deeds"]):  # the hand as `show` counts it, Wounds included
        event["held"] = deck_rules.hand_size(new)
    if level_choices:
        event["level_choices"] = level_choices
    if when:
        event["when"] = when
    return [event]


def _apply_deeds(state: CardsGameState, p: CardsPlayerState, changes: Mapping[str, object]) -> None:
    deeds = p["deeds"] if p.get("deeds") else deck_rules.new(p["hero"], int(p.get("hand_limit", 5)), card_sets(state))
    changed = cast(DeedsState, copy.deepcopy(changes))  # a diff of two DeedsState (diff): some of its keys, each of its type
    deeds.update(changed)
    p["deeds"] = deeds
    if "wounds_hand" in changed:  # Wounds drawn, discarded by a rest or shuffled in at a new round: the game's count
        p["wounds"] = int(changed["wounds_hand"])  # of Wounds in hand follows (deeds_of reads it back)


def evolve(state: CardsGameState, event: Event) -> None:
    kind = event["type"]
    if kind == "card_played":
        _evolve_played(state, event)
    elif kind == "skill_used":
        p = _player(state, event["player"])
        p["skill_tokens"] = copy.deepcopy(event["tokens"])
        _add_points(state, event["points"])
        if "deeds" in event:  # a game that tracks the cards: what the skill discarded, drew and gave
            _apply_deeds(state, p, event["deeds"])
            p["crystals"].update(event["crystals"])
            turn_of(state)["tokens"] = dict(event["mana_tokens"])
    elif kind == "level_choice":
        p = _player(state, event["player"])
        _apply_deeds(state, p, event["deeds"])
        p["skill_tokens"] = copy.deepcopy(event["tokens"])
        p["level_choices"] = max(0, int(p.get("level_choices", 0)) - 1)
        state["card_offers"] = copy.deepcopy(event["offers"])
    elif kind == "offer_set":
        state["card_offers"] = copy.deepcopy(event["offers"])
    elif kind == "card_bought":
        p = _player(state, event["player"])
        _apply_deeds(state, p, event["deeds"])
        p["crystals"].update(event["crystals"])
        state["card_offers"] = copy.deepcopy(event["offers"])
        cur = turn_of(state)
        cur["tokens"] = dict(event["tokens"])
        cur["dice_used"] = list(cur["dice_used"]) + list(event["dice"])
    elif kind == "card_points_used":
        cur = turn_of(state)
        cur["combat_points"] = [pt for pt in cur.get("combat_points", []) if pt[0] != event["kind"]]
    elif kind == "deeds":
        p = _player(state, event["player"])
        _apply_deeds(state, p, event["deeds"])
        p["level_choices"] = int(p.get("level_choices", 0)) + int(event.get("level_choices", 0))
        if event.get("when") == "turn" and p.get("skill_tokens"):
            p["skill_tokens"] = skill_use.end_turn(p["skill_tokens"])
        elif event.get("when") == "round" and p.get("skill_tokens"):
            p["skill_tokens"] = skill_use.end_round(p["skill_tokens"])


def _evolve_played(state: CardsGameState, event: Event) -> None:
    p = _player(state, event["player"])
    cur = turn_of(state)
    _apply_deeds(state, p, event["deeds"])
    p["crystals"].update(event["crystals"])
    p["wounds"] = int(p.get("wounds", 0)) + int(event.get("wounds", 0))
    p["fame"] = max(0, int(p["fame"]) + int(event.get("fame", 0)))
    p["reputation"] = max(-7, min(7, int(p["reputation"]) + int(event.get("reputation", 0))))
    cur["tokens"] = dict(event["tokens"])
    cur["extra_dice"] = int(event["extra_dice"])
    cur["dice_used"] = list(cur["dice_used"]) + list(event["dice"])
    cur["played"] = int(cur.get("played", 0)) + 1
    cur["terrain"] = list(cur.get("terrain", [])) + list(event.get("terrain", []))
    if "talent" in event or event.get("from_offer"):  # Magic Talent: the Spell colours allowed, or used up (p. 5)
        cur["magic_talent"] = list(event.get("talent", []))
    _add_points(state, event["points"])


_TURN_POINTS: dict[str, Literal["move", "influence", "heal"]] = {"move": "move", "influence": "influence", "heal": "heal"}


def _add_points(state: CardsGameState, points: list[list[str | int]]) -> None:
    cur = turn_of(state)
    for kind, amount, attack, element in points:
        if (key := _TURN_POINTS.get(str(kind))) is not None:
            cur[key] += int(amount)
            if key == "move" and not cur["mode"]:
                cur["mode"] = "normal"
        else:  # attack and block: the table assigns them in the combat (attack / block ENEMY: VALUES)
            cur.setdefault("combat_points", []).append([kind, amount, attack, element])


def combat_parts(state: CardsGameState, kind: str, parts: list[str]) -> tuple[list[str], list[Event]]:
    """`attack ENEMY: cards` / `block ENEMY: cards, 2`: the word 'cards' stands for the Attack (or Block) of the
    cards and skills played since the last one, each with its element and type ('3 fire ranged', '1 sideways').
    Returns the parts and the event that uses those points up."""
    if not any(fold(p) in CARD_WORDS for p in parts):
        return parts, []
    words = {"physical": "", "fire": " fire", "ice": " ice", "cold_fire": " coldfire"}
    mine = [f"{amount}{words[str(element)]}" + ("" if attack == "melee" else f" {attack}")
            for what, amount, attack, element in _combat_points(state) if what == kind and int(amount) > 0]
    if not mine:
        raise refuse("no_card_points", "p. 9", _lang(state, ""), kind=kind)
    first = next(i for i, p in enumerate(parts) if fold(p) in CARD_WORDS)
    out = [p for p in parts[:first] if fold(p) not in CARD_WORDS] + mine + [p for p in parts[first + 1:] if fold(p) not in CARD_WORDS]
    return out, [{"type": "card_points_used", "kind": kind}]


def by_value_note(kind: str, amount: int, lang: str = "en") -> str:
    """What the referee says to points told by value: taken as told, not checked."""
    from mkref.games.mage_knight.cards.words import describe_one

    return MESSAGES.text("by_value", lang, points=describe_one(Effect(kind, amount=amount), lang))


def _combat_points(state: CardsGameState) -> list[list[str | int]]:
    cur = running_turn(state)
    return cur.get("combat_points", []) if cur is not None else []


def step_cost(changes: list[SavedEffect], terrain: str, base: int | None) -> int | None:
    """The cost of a step after this turn's terrain effects (stored in the turn as plain dicts)."""

    # stored as JSON: the lists back to tuples, each dict read as an Effect's fields
    stored = [{k: tuple(v) if isinstance(v, list) else v for k, v in c.items()} for c in changes]
    effects = [Effect(str(fields["name"]))._replace(**fields) for fields in stored]
    return play_rules.move_cost(base, terrain, effects)


def complete_play(state: CardsGameState, words: list[str]) -> list[str]:
    """Completion after 'play': the active player's possible cards, then modes and mana words."""
    if not words:
        try:
            p = active_player(state)
        except RuleViolation:
            return []
        deeds = deeds_of(p, state)
        return [i for i in deeds["owned"] if deck_rules.could_hold(deeds, i)] + ["2", "3", "4", "5"]
    return ["powered", "sideways", "die", "crystal", "token", "with", "move", "influence", "attack", "block", "heal",
            "red", "blue", "white", "green", "gold", "black"]


def complete_skill(state: CardsGameState, words: list[str]) -> list[str]:
    try:
        p = active_player(state)
    except RuleViolation:
        return []
    return list(skills_of(p)["owned"])
