"""A whole fight between two heroes, exchange by exchange (German rulebook pp. 12-13; spec §11, A-21).

`Fight` checks that the fight may start and the defender's commitment, then takes the exchanges in the
order they were played: the ranged and siege exchange (the defender first), then the melee exchange (the
aggressor first). Players alternate as attacker; an exchange by the player whose turn it was not means the
other passed. A phase ends when both pass in a row, so the first melee exchange closes the ranged one, and
the fight ends when a player is forced to withdraw or both pass in the melee exchange (a draw). A refused
exchange leaves the fight exactly as it was.
"""

from __future__ import annotations

from collections.abc import Iterable

from mkref.core.errors import InvalidInput
from mkref.core.messages import Named
from mkref.core.record import Record
from mkref.games.mage_knight.combat.engine import Part, UnitSetup
from mkref.games.mage_knight.pvp import rules
from mkref.games.mage_knight.pvp.messages import MESSAGES
from mkref.games.mage_knight.pvp.rules import MELEE, RANGED, Artifact, Blocker, Line, Situation, Use, artifact_list

SIDES = ("aggressor", "defender")


class Hero(Record):
    """A hero as the fight starts."""

    name: str
    level: int
    fame: int
    armor: int
    hand_limit: int  # unmodified, from the level token: the knock-out threshold (p. 9)
    units: tuple[UnitSetup, ...] = ()
    artifacts: tuple[Artifact, ...] = ()
    hand_has_non_wound: bool = True


class Exchange(Record):
    """One attack in the fight: who attacks, with what, the other's blocks and how the damage is used."""

    phase: str  # ranged or melee
    by: str  # aggressor or defender
    attack: tuple[Part, ...]
    block: tuple[Part, ...] = ()
    loses_swift: bool = False  # the blocker used an effect "the blocked enemy loses Swift" (p. 12 §4c)
    uses: tuple[Use, ...] = ()
    prevented: int = 0  # an effect that prevents an enemy from attacking removes one unit's contribution (p. 13 §4)
    cancelled: bool = False  # an effect that skips the Block and Damage phases cancels this one attack (p. 13 §5)


class Outcome(Record):
    winner: str  # aggressor, defender, or "" for a draw
    loser: str
    fame: int
    draw: bool
    withdrawn_to: str


def other(side: str) -> str:
    return "defender" if side == "aggressor" else "aggressor"


class Fight:
    def __init__(
        self,
        aggressor: Hero,
        defender: Hero,
        situation: Situation,
        full_commitment: bool,
        *,
        fame_rule: str = "p13",
        came_from: str = "",
        came_from_safe: bool = True,
        lang: str = "en",
    ) -> None:
        rules.check_start(situation, lang)
        self.commitment = rules.commit(full_commitment, defender.hand_has_non_wound, lang)
        self.lang = lang
        self.heroes = {"aggressor": aggressor, "defender": defender}
        self.sides = {side: Blocker(h.name, h.armor, h.hand_limit, h.units, _wounded(h), h.artifacts) for side, h in self.heroes.items()}
        self.gained: dict[str, list[str]] = {"aggressor": [], "defender": []}
        self.situation = situation
        self.fame_rule = fame_rule
        self.came_from = came_from
        self.came_from_safe = came_from_safe
        self.phase = RANGED
        self.turn = "defender"  # the defender attacks first in the ranged exchange (p. 12)
        self.outcome: Outcome | None = None
        self.finished = False
        self.lines: list[Line] = [
            Line("start", "fight_starts", {"aggressor": aggressor.name, "defender": defender.name}, "p. 12"),
            *rules.commitment_lines(self.commitment, defender.name),
        ]

    # ------------------------------------------------------------------------- exchanges

    def exchange(self, e: Exchange) -> list[Line]:
        """Play one exchange; returns its lines. Refusals leave the fight unchanged."""
        if e.by not in SIDES:
            raise InvalidInput(MESSAGES.said("unknown_side", side=e.by), MESSAGES.said("hint_sides"))
        if self.outcome is not None:
            raise rules.refuse("fight_over", "p. 13", self.lang)
        if e.phase == RANGED and self.phase == MELEE:
            raise rules.refuse("ranged_over", "p. 12", self.lang)
        lines: list[Line] = []
        phase, turn = self.phase, self.turn
        if e.phase == MELEE and phase == RANGED:
            lines.append(Line(MELEE, "ranged_ends", {}, "p. 12"))
            phase, turn = MELEE, "aggressor"  # the aggressor attacks first in melee (p. 13 §1a)
        if e.by != turn:
            lines.append(Line(phase, "passes", {"name": self.heroes[turn].name}, "p. 12" if phase == RANGED else "p. 13"))
        attacker, blocker_side = e.by, other(e.by)
        fortified = phase == RANGED and blocker_side == "defender" and self.situation.site in rules.FORTIFIED_SITES
        rules.check_attack(phase, list(e.attack), fortified, self.lang)
        rules.check_blocks(list(e.block), self.lang)
        result, more = self._resolve(phase, attacker, e)
        lines += more + list(result.lines)
        # everything checked: commit
        self.phase, self.turn = phase, other(attacker)
        self.sides[blocker_side] = result.blocker
        if result.stolen:
            self.gained[attacker] += list(result.stolen)
            taker = self.sides[attacker]
            put = tuple(Artifact(name, "discard") for name in result.stolen)
            self.sides[attacker] = taker._replace(artifacts=taker.artifacts + put)
            lines.append(Line(phase, "to_discard", {"name": self.heroes[attacker].name, "artifacts": artifact_list(result.stolen)}, "p. 13"))
        if result.withdrawn_to:
            lines += self._win(attacker, result.withdrawn_to)
        self.lines += lines
        return lines

    def _resolve(self, phase: str, attacker: str, e: Exchange) -> tuple[rules.DamageResult, list[Line]]:
        parts = list(e.attack)
        elements = rules.attack_elements(parts)
        total = sum(p.value for p in parts)
        ref = "p. 12" if phase == RANGED else "p. 13"
        names = {"attacker": self.heroes[attacker].name, "blocker": self.heroes[other(attacker)].name}
        lines = [Line(phase, "attack", {**names, "parts": _parts(parts, self.lang), "total": total,
                                        "elements": _elements(elements, self.lang)}, ref)]
        if e.prevented:
            if e.prevented > total:
                raise rules.refuse("prevented_too_much", "p. 13", self.lang, prevented=e.prevented, total=total)
            total -= e.prevented
            lines.append(Line(phase, "prevented", {"value": e.prevented, "total": total}, "p. 13"))
        if e.cancelled:
            if e.uses:
                raise rules.refuse("cancelled_no_damage", "p. 13", self.lang)
            lines.append(Line(phase, "cancelled", {"blocker": names["blocker"]}, "p. 13"))
            return rules.DamageResult(self.sides[other(attacker)], ()), lines
        block, eff, ineff = rules.block_total(list(e.block), elements)
        cut = rules.reduction(phase, block, e.loses_swift)
        left = max(0, total - cut)
        if phase == MELEE and any(p.kind == "sideways" for p in parts):
            lines.append(Line(phase, "sideways_physical", {}, "p. 13"))
        if e.block:
            key = "block_ranged" if phase == RANGED and not e.loses_swift else "block_full"
            lines.append(Line(phase, key, {"blocker": names["blocker"], "parts": _parts(e.block, self.lang),
                                           "eff": eff, "ineff": ineff, "half": ineff // 2, "block": block, "cut": cut}, ref))
        lines.append(Line(phase, "damage_left", {"total": total, "cut": cut, "left": left}, ref))
        result = rules.spend_damage(left, phase, elements, self.sides[other(attacker)], list(e.uses), self.lang)
        return result, lines

    def _win(self, winner: str, space: str) -> list[Line]:
        loser = other(winner)
        w, l_ = self.heroes[winner], self.heroes[loser]
        fame = rules.winner_fame(w.level, w.fame, l_.level, l_.fame, self.fame_rule)
        self.outcome = Outcome(winner, loser, fame, False, space)
        ref = "p. 23" if self.fame_rule == "p23" else "p. 13"
        return [Line("outcome", "winner", {"winner": w.name, "loser": l_.name, "fame": fame, "wlevel": w.level, "wfame": w.fame,
                                           "llevel": l_.level, "lfame": l_.fame}, ref)]

    # ------------------------------------------------------------------------- the end

    def finish(self) -> Outcome:
        """End the fight: if nobody was forced to withdraw, both passed in the melee exchange: a draw (p. 13)."""
        if self.finished and self.outcome is not None:
            return self.outcome
        self.finished = True
        if self.outcome is None:
            self.outcome = Outcome("", "", 0, True, self.came_from)
            aggressor = self.heroes["aggressor"].name
            self.lines.append(Line("outcome", "draw", {"name": aggressor, "space": self.came_from or "-"}, "p. 13"))
            if not self.came_from_safe:
                self.lines.append(Line("outcome", "draw_not_safe", {"name": aggressor}, "p. 11"))
        self.lines += self._turn_lines()
        return self.outcome

    def _turn_lines(self) -> list[Line]:
        defender = self.heroes["defender"].name
        if self.commitment.full:
            return [Line("outcome", "token_face_down", {"name": defender}, "p. 12")]
        return [Line("outcome", "partial_ends", {"name": defender}, "p. 12")]

    def as_dict(self) -> dict[str, object]:
        out = self.finish()
        heroes = {}
        for side in SIDES:
            hero, state = self.heroes[side], self.sides[side]
            heroes[side] = {
                "name": hero.name,
                "wounds_to_hand": state.wounds_this_fight,
                "knocked_out": state.knocked_out,
                "units_wounded": sorted(state.wounded_units - _wounded(hero)),
                "artifacts_lost": [a.name for a in hero.artifacts if a not in state.artifacts and a.name not in self.gained[side]],
                "artifacts_gained": list(self.gained[side]),
                "fame": out.fame if out.winner == side else 0,
            }
        return {
            "verdict": "ok",
            "winner": self.heroes[out.winner].name if out.winner else None,
            "draw": out.draw,
            "withdrawn": {"who": self.heroes[out.loser].name if out.loser else self.heroes["aggressor"].name, "to": out.withdrawn_to},
            "commitment": "full" if self.commitment.full else "partial",
            "round_order_face_down": self.commitment.token_face_down,
            "defender_skips_next_turn": self.commitment.skips_next_turn,
            "aggressor": heroes["aggressor"],
            "defender": heroes["defender"],
            "steps": [{"phase": ln.phase, "text": ln.text(self.lang), "ref": ln.ref} for ln in self.lines],
        }


def _wounded(hero: Hero) -> frozenset[str]:
    return frozenset(u.label for u in hero.units if u.wounded)


def _parts(parts: Iterable[Part], lang: str = "") -> str:
    """'4 fire ranged + 1 sideways', said in the table's language ('4 Feuer Fernkampf + 1 quer')."""
    del lang
    return Named(_parts_in(parts, "en"), _parts_in(parts, "de"))


def _parts_in(parts: Iterable[Part], lang: str) -> str:
    words = []
    for p in parts:
        text = f"{p.value}"
        if p.kind in ("melee", "ranged", "siege") and (p.kind == "melee" or p.element != "physical"):
            text += " " + MESSAGES.text(f"element_{p.element}", lang)
        if p.kind != "melee":
            text += " " + MESSAGES.text(f"kind_{p.kind}", lang)
        words.append(text)
    return " + ".join(words)


def _elements(elements: frozenset[str], lang: str = "") -> str:
    del lang
    order = ("physical", "fire", "ice", "cold_fire")
    return Named(*(", ".join(MESSAGES.text(f"element_{e}", code) for e in order if e in elements) for code in ("en", "de")))
