"""A-SKEXP in the tracked game ({SKILLS}): a cooperative skill's secondary effect, used with `secondary OWNER`, is
open to another player until the owner's next turn (solo: to the owner, in that turn), follows the regular order
with skipped turns, ends when the owner takes two turns in a row or the round ends, and is used once (I-12)."""

from __future__ import annotations

import pytest

from mkref.core.errors import RuleViolation
from mkref.core.events import Command
from mkref.games.mage_knight.volkare import skills_in_game as sk

COOP = "arythea_ritual_of_pain"  # skills.toml: interactive, cooperative version


def _state(*names: str, dummy: bool = False) -> dict:
    players = [{"name": n, "dummy": False} for n in names] + ([{"name": "Dummy", "dummy": True}] if dummy else [])
    return {"phase": "turns", "players": players, "cur": {"player": names[0]}}


def _turn(state: dict, name: str, skipped: tuple[str, ...] = ()) -> None:
    state["cur"] = {"player": name}
    state["skipped"] = list(skipped)
    sk.after_event(state, {"type": "turn_ended"})


def _use(state: dict, owner: str) -> list:
    return sk.use_secondary(state, Command("secondary", [owner]))


def test_SKILLS_coop_another_player_before_the_owners_next_turn():
    state = _state("Ana", "Ben")
    sk.after_event(state, {"type": "skill_used", "player": "Ana", "skill": COOP})
    with pytest.raises(RuleViolation):  # never the owner (R-SK-10)
        _use(state, "Ana")
    _turn(state, "Ben")
    assert _use(state, "Ana") == [{"type": "secondary_used", "player": "Ben", "owner": "Ana", "skill": COOP}]
    _turn(state, "Ana")
    with pytest.raises(RuleViolation) as err:  # the owner's next turn has begun: expired
        state["cur"] = {"player": "Ben", "skexp_seen": True}
        _use(state, "Ana")
    assert err.value.ref == "{SKILLS}"


def test_SKILLS_I12_the_first_use_consumes_it():
    state = _state("Ana", "Ben", "Cid")
    sk.after_event(state, {"type": "skill_used", "player": "Ana", "skill": COOP})
    _turn(state, "Ben")
    sk.after_event(state, _use(state, "Ana")[0])
    _turn(state, "Cid")
    with pytest.raises(RuleViolation):
        _use(state, "Ana")


def test_SKILLS_a_skipped_owner_turn_still_ends_it():
    # R-SK-13: expiry follows the regular order even when the owner's token is face down and his turn skipped
    state = _state("Ana", "Ben", "Cid")
    sk.after_event(state, {"type": "skill_used", "player": "Ana", "skill": COOP})
    _turn(state, "Ben")
    _turn(state, "Cid", skipped=("Ana",))
    with pytest.raises(RuleViolation):
        _use(state, "Ana")


def test_SKILLS_solo_only_the_owner_in_his_next_turn():
    state = _state("Ana", dummy=True)
    sk.after_event(state, {"type": "skill_used", "player": "Ana", "skill": COOP})
    _turn(state, "Dummy")
    _turn(state, "Ana")
    assert _use(state, "Ana")[0]["owner"] == "Ana"


def test_SKILLS_two_turns_in_a_row_and_the_round_end():
    state = _state("Ana", dummy=True)
    sk.after_event(state, {"type": "skill_used", "player": "Ana", "skill": COOP})
    _turn(state, "Ana")  # R-SK-14: his next turn follows directly
    with pytest.raises(RuleViolation):
        _use(state, "Ana")
    state = _state("Ana", "Ben")
    sk.after_event(state, {"type": "skill_used", "player": "Ana", "skill": COOP})
    state["phase"] = "round_over"
    sk.after_event(state, {"type": "turn_ended"})
    assert state["coop_skills"] == []


def test_SKILLS_competitive_skills_leave_nothing_open():
    state = _state("Ana", "Ben")
    sk.after_event(state, {"type": "skill_used", "player": "Ana", "skill": "arythea_healing_ritual"})
    assert not state.get("coop_skills")
