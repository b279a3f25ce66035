"""What the table reads of the map: the log's line of each map event and the odds of a token pile (`odds`)."""

from __future__ import annotations

from typing import Any

from mkref.core.messages import Named
from mkref.games.mage_knight.map import exploring as me
from mkref.games.mage_knight.map.tiles import map_data
from mkref.games.mage_knight.map.labels import label_in
from mkref.games.mage_knight.messages import MESSAGES
from mkref.games.mage_knight.state_types import GameState

from mkref.games.mage_knight.map.in_game import current_map

_no = MESSAGES.said  # a refusal or question: English as written, German at a German table (messages/refusals_map.py)


def odds_lines(state: GameState, pile: str, lang: str = "en") -> list[str]:
    """`odds PILE` as lines for the table."""
    o = me.odds(current_map(state), pile)

    def pct(f: Any) -> str:
        return f"{float(f) * 100:.0f}%"

    def t(key: str, /, **values: object) -> str:
        return MESSAGES.text(f"odds.{key}", lang, **values)

    reshuffled = t("reshuffled") if o.in_pile and not current_map(state).piles[o.pile].size() else ""
    lines = [t("pile", pile=o.pile, n=o.in_pile, reshuffled=reshuffled)]
    if o.face_down:
        lines[0] += t("face_down", n=o.face_down, left=o.left)
    lines.append(t("tokens", odds=", ".join(f"{_odds_word('token', k, lang)} {pct(v)}" for k, v in o.tokens.items())))
    if o.abilities:
        lines.append(t("abilities", odds=", ".join(f"{_odds_word('ability', k, lang)} {pct(v)}" for k, v in o.abilities.items())))
    if o.elements:
        lines.append(t("attack", odds=", ".join(f"{_odds_word('element', k, lang)} {pct(v)}" for k, v in o.elements.items())))
    if o.armor:
        lines.append(t("armor", odds=", ".join(f"{k} {pct(v)}" for k, v in o.armor.items())))
    return lines


def _odds_word(kind: str, ident: str, lang: str) -> str:
    """A token, ability or element of `odds`: by id in English (as always), by its German name at a German table."""
    from mkref.core.messages import say
    from mkref.games.mage_knight.data.components import keyword_names

    if kind == "token":
        german = token_label("", ident, "de")
    elif kind == "ability":
        names = keyword_names("abilities").get(ident.lower())
        german = names.de if names is not None and names.de else MESSAGES.text(f"odds.{ident}", "de") if f"odds.{ident}" in MESSAGES else ident
    else:
        german = MESSAGES.text(f"element.{ident}", "de") if f"element.{ident}" in MESSAGES else ident
    return say(Named(ident, german), lang)


def label(event: dict[str, Any], lang: str = "en") -> str:
    """A few words for a map event (the game's `label` and `describe` use it for every map_* event)."""
    from mkref.games.mage_knight.messages import MESSAGES, word

    def t(key: str, **values: object) -> str:
        return MESSAGES.text(f"map.{key}", lang, **values)

    d = map_data()
    kind: str = event["type"]
    if kind == "map_tile_placed":
        who = t("tile_by", by=event["by"]) if event.get("by") else t("tile_setup")
        return t("tile_placed", who=who, tile=d.tiles[event["tile"]].name.get(lang), x=event["pos"][0], y=event["pos"][1])
    if kind == "map_tile_returned":
        return t("tile_returned", tile=d.tiles[event["tile"]].name.get(lang))
    if kind == "map_token_drawn":
        where = t("token_onto", space=label_in(event["space"], lang)) if event.get("space") else ""
        pile = word("colour", event["pile"], lang)
        if not event["token"]:
            return t("token_hidden", pile=pile, where=where)
        return t("token_shown", token=token_label(event["pile"], event["token"], lang), pile=pile, where=where)
    if kind == "map_city_revealed":
        return t("city_revealed", colour=word("colour", event["colour"], lang), space=label_in(event["space"], lang), level=event["level"])
    if kind == "map_token_revealed":
        return t("token_revealed", space=label_in(event["space"], lang), token=token_label("", event["token"], lang))
    if kind == "map_token_removed":
        return t("token_removed", space=label_in(event["space"], lang))
    if kind == "map_summoned":
        return t("summoned", token=token_label(event["pile"], event["token"], lang))
    if kind == "map_hero_placed":
        return t("hero_placed", player=event["player"], space=label_in(event["space"], lang) if event["space"] else t("off_map"))
    if kind == "map_hero_moved":
        if event.get("back"):
            why = t(f"back_{event['back']}") if event["back"] in ("withdrawal", "assault") else event["back"]
            return t("hero_back", player=event["player"], space=label_in(event["path"][-1], lang), why=why)
        text = t("hero_moved", player=event["player"], space=label_in(event["path"][-1], lang)) if event["path"] else t("hero_stayed", player=event["player"])
        if event.get("stopped") == "provoked" or event.get("provoked"):
            text += t("provoked", enemies=", ".join(token_label("", e, lang) for e in event.get("provoked", [])))
        return text
    if kind == "map_conquered":
        return t("conquered", space=label_in(event["space"], lang), owner=event["owner"])
    if kind == "map_shield":
        return t("shield", player=event["player"], space=label_in(event["space"], lang))
    if kind == "map_secret":
        return t(f"secret_{event['site']}", space=label_in(event["space"], lang)) if event["site"] in ("dungeon", "tomb") else t("secret", space=label_in(event["space"], lang), site=event["site"])
    if kind == "map_time":
        return MESSAGES.text("time.night" if event["night"] else "time.day", lang)
    return kind


def token_label(pile: str, token: str, lang: str) -> str:
    if token in map_data().ruins:
        return map_data().ruins[token].name.get(lang)
    from mkref.games.mage_knight.data.components import enemies

    enemy = enemies().get(token)
    return enemy.name.get(lang) if enemy else token
