"""The cooperative city assault (German rulebook p. 13; spec §12): pure rules.

Several heroes next to a City assault it together. Who may start and join, the defenders shared out (at
least one each, all of them dealt), the order of the heroes' own combats, and what the assault gives:
the City conquered only when every defender is defeated, shields, and the leader (most shields, ties to the
earliest shield, p. 10). Each hero's own combat is an ordinary city assault (`mkref.games.mage_knight.combat`).
"""

from __future__ import annotations

from collections.abc import Sequence

from mkref.core.errors import InvalidInput, RuleViolation
from mkref.core.record import Record
from mkref.games.mage_knight.pvp.messages import MESSAGES
from mkref.games.mage_knight.pvp.rules import Line

REF = "p. 13"


class Participant(Record):
    """A hero as the assault is proposed."""

    name: str
    adjacent: bool = True  # on a space adjacent to the City
    face_down: bool = False  # Round Order token face down (another assault or a player-vs-player fight)
    hand_has_non_wound: bool = True
    shares_space: bool = False  # another hero stands on this hero's space
    acted: bool = False  # already took the action of this turn


class CoopSituation(Record):
    cooperative: bool = True  # a cooperative scenario; a competitive one needs everybody's agreement
    everybody_agreed: bool = False
    end_of_round_announced: bool = False
    scenario_end_reached: bool = False
    underground_attack: bool = False  # the initiator reaches the City with Underground Attack


def _refuse(key: str, lang: str, ref: str = REF, **values: object) -> RuleViolation:
    return RuleViolation(MESSAGES.text(key, lang, **values), ref=ref)


def check_start(initiator: Participant, invited: Sequence[Participant], s: CoopSituation, lang: str = "en") -> None:
    """Refuse an assault the rules forbid (p. 13 §§1-2)."""
    if not s.cooperative and not s.everybody_agreed:
        raise _refuse("coop_needs_agreement", lang)
    if s.end_of_round_announced:
        raise _refuse("coop_round_end", lang)
    if s.scenario_end_reached:
        raise _refuse("coop_scenario_end", lang)
    if initiator.acted:
        raise _refuse("coop_initiator_acted", lang, name=initiator.name)
    if not initiator.adjacent and not s.underground_attack:
        raise _refuse("coop_not_adjacent", lang, name=initiator.name)
    if initiator.shares_space:
        raise _refuse("coop_initiator_shares", lang, name=initiator.name)
    if not invited:
        raise _refuse("coop_nobody_invited", lang)
    names = [initiator.name]
    for hero in invited:
        if hero.name in names:
            raise InvalidInput(MESSAGES.text("coop_twice", lang, name=hero.name))
        names.append(hero.name)
        if not hero.adjacent:
            raise _refuse("coop_not_adjacent", lang, name=hero.name)
        if hero.face_down:
            raise _refuse("coop_face_down", lang, name=hero.name)
        if not hero.hand_has_non_wound:
            raise _refuse("coop_only_wounds", lang, name=hero.name)


def check_shares(defenders: int, shares: dict[str, int], lang: str = "en") -> None:
    """Every participant faces at least one defender, and every defender is dealt (p. 13 §3b)."""
    for name, count in shares.items():
        if count < 1:
            raise _refuse("coop_share_empty", lang, name=name)
    if sum(shares.values()) != defenders:
        raise _refuse("coop_share_sum", lang, total=sum(shares.values()), defenders=defenders)


def check_dealt(defenders: Sequence[str], dealt: dict[str, list[str]], lang: str = "en") -> None:
    """The table's deal: each defender to exactly one participant, at least one each (p. 13 §§3b, 5)."""
    check_shares(len(defenders), {name: len(labels) for name, labels in dealt.items()}, lang)
    seen: list[str] = []
    for labels in dealt.values():
        for label in labels:
            if label not in defenders:
                raise InvalidInput(MESSAGES.text("coop_not_a_defender", lang, label=label, defenders=", ".join(defenders)))
            if label in seen:
                raise InvalidInput(MESSAGES.text("coop_dealt_twice", lang, label=label))
            seen.append(label)


def play_order(turn_order: Sequence[str], initiator: str) -> list[str]:
    """The heroes fight one after the other in turn order, starting with the initiator (p. 13 §6)."""
    start = list(turn_order).index(initiator)
    return list(turn_order[start:]) + list(turn_order[:start])


class CoopOutcome(Record):
    conquered: bool
    shields: dict[str, int]  # name -> shields placed in this assault
    leader: str  # "" when the City was not conquered
    withdraw: tuple[str, ...]  # participants who move back to the spaces they came from
    lines: tuple[Line, ...]


def outcome(order: Sequence[str], defeated: dict[str, list[str]], defenders: Sequence[str]) -> CoopOutcome:
    """`defeated`: for each hero, the City defenders that hero defeated (rampaging enemies do not count).

    The City is conquered when all defenders are defeated (p. 13 §7); otherwise every participant withdraws
    (§7a). One shield per defeated defender ([AMBIG-6]); the leader has the most, ties going to the hero whose
    shield went down first, that is the earliest in the order of play (p. 10).
    """
    down = {label for labels in defeated.values() for label in labels}
    left = [label for label in defenders if label not in down]
    shields = {name: len(defeated.get(name, [])) for name in order}
    lines = [Line("outcome", "coop_shields", {"name": name, "shields": shields[name]}, "p. 10") for name in order]
    if left:
        lines.append(Line("outcome", "coop_not_conquered", {"left": ", ".join(left), "names": ", ".join(order)}, REF))
        return CoopOutcome(False, shields, "", tuple(order), tuple(lines))
    best = max(shields.values())
    leader = next(name for name in order if shields[name] == best)
    tied = [name for name in order if shields[name] == best]
    key = "coop_leader_tie" if len(tied) > 1 else "coop_leader"
    lines.append(Line("outcome", "coop_conquered", {}, REF))
    lines.append(Line("outcome", key, {"name": leader, "shields": best, "tied": ", ".join(tied)}, "p. 10"))
    return CoopOutcome(True, shields, leader, (), tuple(lines))


def start_lines(order: Sequence[str], dealt: dict[str, list[str]]) -> list[Line]:
    lines = [Line("start", "coop_tokens_down", {"names": ", ".join(order)}, REF)]
    lines += [Line("start", "coop_dealt", {"name": name, "labels": ", ".join(dealt[name]), "count": len(dealt[name])}, REF) for name in order]
    lines.append(Line("start", "coop_order", {"names": ", ".join(order)}, REF))
    return lines
