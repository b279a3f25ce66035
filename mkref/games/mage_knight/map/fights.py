"""Combat on the map of a tracked game: where a hero may challenge or is attacked from, the ruins token on the space,
and what a fight's end does to the map (tokens discarded, shields placed, defenders seen). The tracked table's
combat (table/combat.py) calls these at a fight's start and end; the map itself does not."""

from __future__ import annotations

from typing import Any

from mkref.core.errors import MkrefError, RuleViolation
from mkref.core.messages import Named
from mkref.games.mage_knight.map import board as mp
from mkref.games.mage_knight.map.piles import pile_of
from mkref.games.mage_knight.map.labels import label_in, spoken
from mkref.games.mage_knight.messages import MESSAGES
from mkref.games.mage_knight.state_types import GameState

from mkref.games.mage_knight.map.in_game import Events, current_map, enabled
from mkref.games.mage_knight.map.texts import token_label

_no = MESSAGES.said  # a refusal or question: English as written, German at a German table (messages/refusals_map.py)


def challenge_spaces(state: GameState, player: str, enemies: list[str]) -> list[str]:
    """The spaces of the rampaging enemies a hero fights from where they stand: each named enemy must lie face
    up on a rampaging space next to the hero (challenge, p. 8 §1c; or provoked, p. 7 §4c). Refused otherwise."""
    m = current_map(state)
    here = m.heroes.get(player, "")
    if not here:
        raise RuleViolation(_no("nomap.no_figure", player=player), ref="p. 8")
    free = {label: [t.token for t in m.tokens.get(label, [])] for label in mp.challengeable(m, here)}
    spaces: list[str] = []
    for enemy in enemies:
        label = next((lb for lb, tokens in free.items() if enemy in tokens), None)
        if label is None:
            near = [(f"{lb} ({', '.join(t)})", f"{label_in(lb, 'de')} ({', '.join(token_label('', x, 'de') for x in t)})") for lb, t in free.items()]
            raise RuleViolation(  # by id in English (as always), by name at a German table
                _no("nomap.cannot_fight", enemy=Named(enemy, token_label("", enemy, "de")), here=spoken(here)),
                _no("nomap.a_rampaging_enemy_is_challenged_from"), ref="p. 8",
                hint=_no("nomap.near", here=spoken(here), near=Named(", ".join(e for e, _ in near) or "none", ", ".join(d for _, d in near) or "keine")),
            )
        free[label].remove(enemy)
        spaces.append(label)
    return spaces


def rampaging_next_to(state: GameState, player: str, enemies: list[str]) -> list[bool]:
    """For each enemy named, whether a token of it lies face up on a rampaging space next to the hero (each
    token counted once; tokens on the hero's own space are matched first, they are not rampaging)."""
    m = current_map(state)
    here = m.heroes.get(player, "")
    if not here:
        return [False] * len(enemies)
    own = [t.token for t in m.tokens.get(here, [])]
    near = [t.token for label in mp.challengeable(m, here) for t in m.tokens.get(label, [])]
    flags: list[bool] = []
    for enemy in enemies:
        if enemy in own:
            own.remove(enemy)
            flags.append(False)
        elif enemy in near:
            near.remove(enemy)
            flags.append(True)
        else:
            flags.append(False)
    return flags


def ruins_here(state: GameState, player: str) -> str:
    """The face-up ruins token on the hero's space ('' when there is none or it lies face down)."""
    m = current_map(state)
    lying = m.tokens.get(m.heroes.get(player, ""), [])
    return next((t.token for t in lying if t.pile == "ruins" and t.token), "")


def defeated_events(state: GameState, player: str, enemies: list[str]) -> Events:
    """Map events for enemies defeated in a fight: their tokens leave the hero's space or the rampaging spaces
    next to it for the discard. Enemies not found on the map (summoned, dungeon monsters drawn by name) are
    skipped."""
    m = current_map(state)
    here = m.heroes.get(player, "")
    if not here:
        return []
    candidates = [here, *mp.challengeable(m, here)]
    taken: dict[str, list[int]] = {}
    for enemy in enemies:
        for label in candidates:
            lying = m.tokens.get(label, [])
            index = next((i for i, t in enumerate(lying) if t.token == enemy and i not in taken.get(label, [])), None)
            if index is not None:
                taken.setdefault(label, []).append(index)
                break
    events: Events = []
    for label, indexes in taken.items():
        events += [{"type": "map_token_removed", "space": label, "index": i} for i in sorted(indexes, reverse=True)]
    return events


def after_combat(state: GameState, player: str, ended: dict[str, Any]) -> Events:
    """Map events after a fight (the game's `combat_ended` event): defeated tokens leave the hero's space and the
    rampaging spaces next to it for their discard (face-down defenders are turned over as the enemies named in
    the fight); a conquered site gets the hero's shield (p. 10)."""
    if not enabled(state):
        return []
    m = current_map(state)
    here = m.heroes.get(player, "")
    if not here:
        return []
    piles = dict(m.piles)
    work = {label: list(m.tokens.get(label, [])) for label in [here, *mp.challengeable(m, here)]}
    revealed: Events = []
    removed: dict[str, list[int]] = {}
    for enemy in ended.get("defeated", []):
        owner = pile_of(piles, enemy)
        spot = None
        for label, lying in work.items():  # a face-up token first
            index = next((i for i, t in enumerate(lying) if t.token == enemy and i not in removed.get(label, [])), None)
            if index is not None:
                spot = (label, index)
                break
        if spot is None and here in work:  # else a face-down defender of the same pile on the hero's space
            lying = work[here]
            index = next((i for i, t in enumerate(lying) if not t.token and t.pile == owner and i not in removed.get(here, [])), None)
            if index is not None:
                try:
                    piles[owner] = piles[owner].reveal(enemy, lying[index].gen)
                except MkrefError:
                    index = None
            if index is not None:
                revealed.append({"type": "map_token_revealed", "space": here, "index": index, "token": enemy})
                spot = (here, index)
        if spot is not None:
            removed.setdefault(spot[0], []).append(spot[1])
    events = list(revealed)
    for label, indexes in removed.items():
        events += [{"type": "map_token_removed", "space": label, "index": i} for i in sorted(indexes, reverse=True)]
    events += _seen_defenders(state, m, here, ended, removed)
    site = m.secret.get(here) or mp.spaces(m)[here].site
    if ended.get("ruins"):  # the ruins token is discarded once its reward is won (p. 10 §2b)
        gone = [i for i, t in enumerate(m.tokens.get(here, [])) if t.pile == "ruins" and i not in removed.get(here, [])]
        events += [{"type": "map_token_removed", "space": here, "index": i} for i in sorted(gone, reverse=True)]
    if ended.get("conquered") and site and here not in m.conquered:
        events += [{"type": "map_conquered", "space": here, "owner": player}, {"type": "map_shield", "space": here, "player": player}]
    if ended.get("withdraw"):  # a failed assault: back to the space attacked from (p. 10 §3d)
        path = cur["path"] if (cur := state.get("cur")) else []
        back = path[-2].get("space", "") if len(path) > 1 else ""
        if back:
            events.append({"type": "map_hero_moved", "player": player, "path": [back], "cost": 0, "back": "assault"})
    return events


def _seen_defenders(state: GameState, m: mp.MapState, here: str, ended: dict[str, Any], removed: dict[str, list[int]]) -> Events:
    """Defenders fought but not defeated stay on the site face up: the table has seen them (p. 10)."""
    combat = state.get("combat")
    fought = [e["enemy"] for e in (combat["enemies"] if combat else []) if not e.get("rampaging")]
    for enemy in ended.get("defeated", []):
        if enemy in fought:
            fought.remove(enemy)
    piles = dict(m.piles)
    lying = m.tokens.get(here, [])
    used = set(removed.get(here, []))
    events: Events = []
    for enemy in fought:
        owner = pile_of(piles, enemy)
        index = next((i for i, t in enumerate(lying) if not t.token and t.pile == owner and i not in used), None)
        if index is None:
            continue
        try:
            piles[owner] = piles[owner].reveal(enemy, lying[index].gen)
        except MkrefError:
            continue
        used.add(index)
        events.append({"type": "map_token_revealed", "space": here, "index": index, "token": enemy})
    return events
