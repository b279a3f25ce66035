"""Content in play, decided once (mage_knight/content.py): the base set by default (Rulebook p. 1: the
complete rules of the base game; The Lost Legion's material only "when the expansion is used"), The
Lost Legion with `--expansion lost_legion`; unit decks, enemy and ruins piles and map tiles follow."""

from __future__ import annotations

import pytest

from mkref.core.errors import UnknownName
from mkref.games.mage_knight.content import content, expansions_setup, in_play, unit_sets
from mkref.games.mage_knight.data import game_facts as gd
from mkref.games.mage_knight.map import exploring as me
from mkref.games.mage_knight.table.game import GAME

LOST_LEGION_UNITS = {u.id for u in gd.unit_table().values() if u.expansion == "lost_legion"}
BASE_ARGS = ["--scenario", "full_conquest", "--player", "A:tovak", "--player", "B:goldyx", "--no-map"]


def decks(setup):
    state = GAME.initial_state(setup)
    return set(state["decks"]["regular"]) | set(state["decks"]["elite"])


def test_the_lost_legion_has_units_to_leave_out():
    assert {"scouts", "thugs", "shocktroops", "delphana_masters"} <= LOST_LEGION_UNITS


def test_a_new_game_plays_the_base_set_only_by_default():
    setup = GAME.setup_from_args(BASE_ARGS)
    assert setup["expansions"] == ["base"]
    assert content(setup) == {"base"}
    in_decks = decks(setup)
    assert not in_decks & LOST_LEGION_UNITS
    assert {"peasants", "foresters", "utem_guardsmen"} <= in_decks


def test_expansion_lost_legion_adds_its_units_in_either_language():
    for name in ("lost_legion", "The Lost Legion", "Die verschollene Legion"):
        setup = GAME.setup_from_args([*BASE_ARGS, "--expansion", name])
        assert setup["expansions"] == ["base", "lost_legion"]
        assert LOST_LEGION_UNITS <= decks(setup)
        assert in_play("lost_legion", setup)


def test_an_unknown_expansion_is_refused():
    with pytest.raises(UnknownName):
        expansions_setup(["shades_of_tezla"])


def test_a_save_from_before_the_option_keeps_the_decks_it_was_dealt_from():
    setup = {key: value for key, value in GAME.setup_from_args(BASE_ARGS).items() if key != "expansions"}
    assert unit_sets(setup) is None
    assert LOST_LEGION_UNITS <= decks(setup)
    assert content(setup) == {"base"}  # its map and piles were base-only already


def test_enemy_and_ruins_piles_and_tiles_follow_the_content():
    base = me.setup_event("full_conquest", 2, tuple(sorted(content({}))))
    legion = me.setup_event("full_conquest", 2, tuple(sorted(content({"expansions": ["base", "lost_legion"]}))))
    assert base["expansions"] == ["base"] and legion["expansions"] == ["base", "lost_legion"]
    base_piles = me.initial_map(base).piles
    legion_piles = me.initial_map(legion).piles
    assert sum(p.size() for p in legion_piles.values()) > sum(p.size() for p in base_piles.values())
