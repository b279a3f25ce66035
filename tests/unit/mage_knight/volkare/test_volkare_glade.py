"""Magic Familiars at a Magical Glade (The Lost Legion [06.2], R06.2-11): recruiting them there is the turn's
action, not an interaction: no 'interact' first, no reputation modifier, and no other action that turn."""

from __future__ import annotations

import json

NEW = ("new", "mage-knight", "--scenario", "first_recon", "--player", "Anna:Tovak", "--no-map", "--expansion", "lost_legion",
       "--save", "glade", "--seed", "7")
AT_GLADE = ("prepare\nred blue gold\nmagic_familiars herbalists peasants\ntactic 1\nmana_steal\nplay 3 move\n"
            "move forest magical_glade\n")


def test_06_2_familiars_at_a_glade_are_the_action_without_interaction(run):
    assert run(*NEW).code == 0
    # cost 6 Influence (units.toml) and 1 basic mana (I-09); no 'interact' needed, none possible there
    r = run("play", "glade", stdin=AT_GLADE + "play 6 influence\nrecruit magische_vertraute\nblau\ncombat prowlers\n")
    assert ("Anna recruited Magic Familiars as magic_familiars for 6 Influence and 1 blue mana ([06.2])"
            " as the turn's action at a Magical Glade, no interaction ([06.2])") in r.out
    assert "Error: Only one action per turn: this turn's action was: recruit. (p. 6)" in r.out
    anna = json.loads(run("status", "glade", "--json").out)["players"][0]
    assert [u["unit"] for u in anna["units"]] == ["magic_familiars"]


def test_06_2_other_units_at_a_glade_still_need_an_interaction(run):
    assert run(*NEW).code == 0
    r = run("play", "glade", stdin=AT_GLADE + "play 3 influence\nrecruit herbalists\n")
    assert "Error: Buying needs an interaction" in r.out
    assert json.loads(run("status", "glade", "--json").out)["players"][0]["units"] == []


def test_06_2_a_glade_recruit_after_another_action_is_refused():
    import pytest

    from mkref.core.errors import RuleViolation
    from mkref.games.mage_knight.volkare.glade import glade_recruit

    anna = {"name": "Anna", "position": {"terrain": "forest", "site": "magical_glade"}}
    state = {"cur": {"action": "combat"}}
    with pytest.raises(RuleViolation) as err:
        glade_recruit(state, "magic_familiars", lambda s, what: anna)
    assert err.value.ref == "[06.2]" and "the turn's action" in str(err.value)
    assert glade_recruit({"cur": {"action": ""}}, "peasants", lambda s, what: anna) is None
    assert glade_recruit({"cur": {"action": ""}}, "magic_familiars", lambda s, what: anna) is anna


def test_06_2_glade_recruit_in_german(run):
    assert run(*NEW, "--lang", "de").code == 0
    r = run("play", "glade", stdin=AT_GLADE + "play 6 influence\nrecruit magic_familiars\nred\n")
    assert "als Aktion des Zuges auf einer Magischen Lichtung, ohne Interaktion ([06.2])" in r.out
