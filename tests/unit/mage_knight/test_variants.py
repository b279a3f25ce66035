"""The variants of pp. 16-17 (spec §14) as options of `mkref new`: each changes what the rulebook says."""

from __future__ import annotations

import pytest

from mkref.core.chance import NeedAnswer
from mkref.core.errors import InvalidInput, RuleViolation
from mk_table import Table, refused


def game(*variants: str, scenario: str = "full_conquest", extra: tuple[str, ...] = ()) -> Table:
    options = tuple(o for v in variants for o in ("--variant", v)) + extra
    return Table(scenario, options=options)


def end_round(t: Table) -> None:
    t.do("announce")
    t.do("end")
    assert t.state["phase"] == "round_over"


def test_variants_are_recorded_in_the_setup_and_shown_by_status_p16():
    t = game("Ankunft bei Nacht", "roaming-evil")
    assert t.setup["variants"] == ["arrival_at_night", "roaming_evil"]
    from mkref.games.mage_knight.table.game import GAME

    assert GAME.status(t.state)["variants"] == ["Arrival at Night", "Roaming Evil!"]
    checklist = "\n".join(GAME.setup_checklist(t.setup))
    assert checklist.startswith("Full Conquest (p. 19) - 2 player(s), 6 rounds, starting with Night")
    assert "[ ] Arrival at Night: Round 1 is a Night" in checklist and "Heroes start at Reputation -2" in checklist


@pytest.mark.parametrize(("variants", "scenario", "text", "page"), [
    (("arrival_at_night", "darkness_approaches"), "full_conquest", "cannot be played together", "p. 16"),
    (("roaming_evil", "more_roaming_evil"), "full_conquest", "cannot be played together", "p. 17"),
    (("darkness_approaches",), "one_to_return", "the Portal closes at the end of Day 1 (p. 22)", "p. 16"),
    (("arrival_at_night",), "druid_nights", "the chants are counted by Nights (p. 21)", "p. 16"),
])
def test_a_variant_conflicting_with_another_or_the_scenario_is_refused_with_reason_and_page(variants, scenario, text, page):
    with refused(text, RuleViolation) as no:
        game(*variants, scenario=scenario)
    assert no.value.ref == page


def test_interactive_combat_and_the_auction_need_two_players_p16_p17():
    for variant in ("interactive_combat", "hero_auction"):
        with refused("needs at least 2 players", RuleViolation):
            Table("first_recon", "Anna:Tovak", options=("--variant", variant))


def test_arrival_at_night_starts_with_a_night_and_a_source_without_gold_or_black_p16():
    t = game("arrival_at_night")
    assert t.state["time"] == "night"
    with pytest.raises(NeedAnswer) as need:
        t.events("prepare", "red blue green gold")  # half basic is enough normally, not here
    assert need.value.request.count == 1 and "reroll" in need.value.request.prompt
    t.do("prepare", "red blue green gold", "white", "peasants foresters herbalists thugs")
    assert t.state["source"] == ["red", "blue", "green", "white"] and t.state["tactics_available"][0] == "from_the_dusk"
    t.do("tactic 1")
    t.do("tactic 2")
    t.do("end")
    end_round(t)
    t.do("prepare", "red blue green white", "peasants foresters herbalists thugs")
    assert t.state["time"] == "day"  # then Day, Night, ...


def test_darkness_approaches_days_until_a_black_die_then_night_for_good_p16():
    t = game("darkness_approaches").start()
    t.do("end")
    end_round(t)
    t.do("prepare", "red gold", "red blue green white", "peasants foresters herbalists thugs")  # no black: Day again
    assert t.state["round"] == 2 and t.state["time"] == "day"
    for tactic in ("1", "2"):
        t.do(f"tactic {tactic}")
    t.do("end")
    end_round(t)
    events = t.do("prepare", "black blue", "red blue green white", "peasants foresters herbalists thugs")
    assert events[0]["darkness"] is True and t.state["time"] == "night"
    for tactic in ("1", "2"):
        t.do(f"tactic {tactic}")
    t.do("end")
    end_round(t)
    events = t.do("prepare", "red blue green white", "peasants foresters herbalists thugs")  # no more dice
    assert "darkness_dice" not in events[0] and t.state["time"] == "night"


def test_roaming_evil_reputation_minus_2_and_a_new_orc_on_a_warm_die_at_the_end_of_the_day_p17():
    t = game("roaming_evil").start()
    assert t.player("Ben")["reputation"] == -2 and t.player("Anna")["reputation"] == -2
    for line in ("combat prowlers rampaging", "next", "block prowlers: 4", "next", "attack prowlers: 3"):
        t.do(line)
    ended = t.do("next")[0]
    assert ended["reputation"] == 1 and ended["cleared"] == [{"space": "", "colour": "green"}]  # +1 per token (AMBIG-15)
    t.do("end")
    end_round(t)
    events = t.do("prepare", "gold", "red blue green white", "peasants foresters herbalists thugs")
    assert events[0]["respawns"] == [{"space": "", "colour": "green", "face": "gold", "token": True, "brown": True}]
    from mkref.games.mage_knight.table.game import GAME

    assert any("Roaming Evil!: gold for a cleared green rampaging space: a new green token and a brown one" in line
               for line in GAME.describe(t.state, events))
    assert t.state["cleared"] == []


def test_roaming_evil_a_cold_die_after_a_day_brings_nothing_more_roaming_evil_always_p17():
    from mkref.games.mage_knight.table import variants

    assert variants.respawn("day_warm_night_cold", "day", "blue") == (False, False)
    assert variants.respawn("day_warm_night_cold", "night", "black") == (True, True)
    assert variants.respawn("always", "day", "blue") == (True, False)
    assert variants.respawn("always", "night", "white") == (True, True)
    t = game("more_roaming_evil").start()
    assert t.player("Ben")["reputation"] == -4


def test_hero_auction_fame_debt_is_paid_before_fame_counts_p16():
    t = game("hero_auction", extra=("--bid", "Ben:2")).start()
    assert t.player("Ben")["fame_debt"] == 2
    from mkref.games.mage_knight.table.game import GAME

    assert "[ ] Ben owes 2 Fame: shield on space 118 of the Fame track (p. 16)" in "\n".join(GAME.setup_checklist(t.setup))
    for line in ("combat prowlers rampaging", "next", "block prowlers: 4", "next", "attack prowlers: 3", "next"):
        t.do(line)
    assert t.player("Ben")["fame"] == 0 and t.player("Ben")["fame_debt"] == 0  # 2 Fame paid the debt
    t.do("fame 3")
    assert t.player("Ben")["fame"] == 3
    with pytest.raises(InvalidInput, match="belongs to the hero auction"):
        game(extra=("--bid", "Ben:2"))
