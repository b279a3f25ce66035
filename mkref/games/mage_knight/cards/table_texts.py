"""What the table reads about the deed cards of a tracked game: the text of a card event, the counts `status --json`
shows, the hand line of `show`. Moved out of `cards/table.py` (which decides and applies the card commands), which
re-exports them, so each stays a readable size; this module imports nothing of `cards/table.py`.
"""

from __future__ import annotations

from mkref.games.mage_knight.cards import deck as deck_rules
from mkref.games.mage_knight.cards import offers as offer_rules
from mkref.games.mage_knight.cards.catalogue import cards, skills
from mkref.games.mage_knight.cards.messages import MESSAGES
from mkref.games.mage_knight.cards.player_cards import deeds_of, skills_of, tracked
from mkref.games.mage_knight.cards.state_types import CardsGameState, CardsPlayerState
from mkref.games.mage_knight.parts import Event


def describe(event: Event, lang: str = "en") -> list[str]:
    from mkref.games.mage_knight.cards.messages import pick

    kind = event["type"]
    if kind == "card_points_used":
        what = {"attack": ("Attack", "Angriff"), "block": ("Block", "Block")}[event["kind"]]
        return [MESSAGES.text("tbl.points_used", lang, what=pick(what, lang))]
    if kind in ("card_played", "skill_used"):
        return [f"{event['player']}: {pick((event['text']['en'], event['text']['de']), lang)}"]
    if kind == "card_bought":
        return [MESSAGES.text("tbl.bought", lang, player=event["player"], card=cards()[event["card"]].name.get(lang))]
    if kind == "level_choice":
        skill = skills()[event["skill"]].name.get(lang)
        action = cards()[event["advanced_action"]].name.get(lang)
        key = "tbl.level_choice_hand" if event.get("where") == "hand" else "tbl.level_choice"
        return [MESSAGES.text(key, lang, player=event["player"], skill=skill, action=action, option=event["option"])]
    if kind == "offer_set":
        return ["; ".join(offer_rules.describe(event["offers"], lang))]
    if kind == "deeds" and event.get("gained"):
        name = cards()[event["gained"]].name.get(lang)
        return [MESSAGES.text("tbl.bought", lang, player=event["player"], card=name)]
    if kind == "deeds":
        changes = event["deeds"]
        parts = []
        words = {"deck": ("deed deck", "Handlungsdeck"), "hand": ("hand", "Hand"), "discard": ("discard pile", "Ablage")}
        for key, pair in words.items():
            if key in changes or (key == "hand" and "held" in event):
                parts.append(f"{pick(pair, lang)} {event.get('held', changes.get(key)) if key == 'hand' else changes[key]}")
        if event.get("level_choices"):
            parts.append(MESSAGES.text("tbl.levelup", lang))
        return [f"{event['player']}: " + ", ".join(parts)] if parts else []
    return []


def status_deeds(state: CardsGameState, p: CardsPlayerState) -> dict[str, int | list[str]] | None:
    """The deed cards of a player for `status --json` in a game with --cards: the counts, the skills, a level-up due,
    the Wounds in each pile and in all (the score sheet's Greatest Beating counts them all, p. 15)."""
    if p.get("dummy") or not tracked(state):
        return None
    d = deeds_of(p, state)
    return {"deed_deck": d["deck"], "hand": d["hand"] + d["wounds_hand"], "wounds_in_hand": d["wounds_hand"],
            "discard": d["discard"], "played": [card for card, _ in d["played"]], "skills": list(skills_of(p)["owned"]),
            "level_choices": int(p.get("level_choices", 0)), "wounds_in_deck": d["wounds_deck"],
            "wounds_in_discard": d["wounds_discard"], "wounds_total": deck_rules.total_wounds(d)}


def hand_line(state: CardsGameState, p: CardsPlayerState, lang: str = "en") -> str:
    """'Deed deck 9, hand 5 (1 Wound), discard 2; skills ...; level-up choice due' for `show`."""

    if p.get("dummy") or not tracked(state):
        return ""
    d = deeds_of(p, state)
    owned = [skills()[s].name.get(lang) for s in skills_of(p)["owned"]]
    extra = ""
    if owned:
        extra += MESSAGES.text("hand.skills", lang, skills=", ".join(owned))
    if p.get("level_choices"):
        extra += MESSAGES.text("hand.levelup", lang)
    return MESSAGES.text("hand.line", lang, deck=d["deck"], hand=d["hand"] + d["wounds_hand"], wounds=d["wounds_hand"], discard=d["discard"], extra=extra)
