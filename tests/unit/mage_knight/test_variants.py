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


def test_interactive_combat_the_hidden_die_changes_a_single_enemy_p17():
    t = game("interactive_combat").start()
    with pytest.raises(NeedAnswer) as need:
        t.events("combat prowlers rampaging")
    assert "does Anna show a white die?" in need.value.request.prompt  # Anna played before Ben
    t.do("combat prowlers rampaging", "ja")
    with pytest.raises(NeedAnswer):
        t.events("attack prowlers: 3 ranged")  # armor 3 + 1 in the Ranged phase: not enough, asked first
    t.do("next")  # white was shown: nothing more is asked
    t.do("block prowlers: 4")
    t.do("next")
    t.do("attack prowlers: 3")  # the Attack phase: armor 3 again
    ended = t.do("next")[0]
    assert ended["fame"] == 3  # Prowlers 2 + 1 (p. 17)


@pytest.mark.parametrize(("answers", "block", "armor_attack", "fame"), [
    (("nein", "ja"), 5, 3, 3),  # red, shown at the Block phase: attack 4 + 1
    (("no", "no", "blue"), 4, 4, 3),  # blue, revealed at the Attack phase: armor 3 + 1 there
    (("no", "no", "black"), 4, 3, 2),  # black: nothing
])
def test_interactive_combat_the_die_is_asked_as_the_rules_reveal_it_p17(answers, block, armor_attack, fame):
    from mkref.games.mage_knight.parts import in_use
    from mkref.games.mage_knight.table.combat import build

    t = game("interactive_combat").start()
    t.do("combat prowlers rampaging", answers[0])
    assert build(t.state["combat"], in_use(t.state)).needs()[0]["blocks"][0]["value"] == 4  # red is not known before the Block phase
    t.do("next", answers[1])  # the Block phase: red or not
    engine = build(t.state["combat"], in_use(t.state))
    assert engine.needs()[0]["blocks"][0]["block_needed"]["physical"] == block
    t.do(f"block prowlers: {block}")
    t.do("next", *answers[2:])  # the Attack phase: its colour at the latest
    engine = build(t.state["combat"], in_use(t.state))
    assert engine.armor_now(engine.foes[0], "attack") == armor_attack
    t.do(f"attack prowlers: {armor_attack}")
    assert t.do("next")[0]["fame"] == fame
    two = game("interactive_combat").start()
    assert "die" not in two.do("combat prowlers diggers rampaging")[0]["enemies"][0]  # two enemies: no die


def test_mana_friendly_a_gold_die_never_stands_for_a_colour_still_in_the_source_p16():
    t = game("mana_friendly").start(source="red gold green white")
    with pytest.raises(InvalidInput, match="say which colour the gold die stands for"):
        t.events("die gold")
    with refused("a red die is still unused in the Source (Mana friendly)", RuleViolation) as no:
        t.events("die gold for red")
    assert no.value.ref == "p. 16"
    assert t.events("die gold für blau")[0]["face"] == "gold"  # no blue die in the Source
    plain = Table().start(source="red gold green white")
    assert plain.events("die gold")[0]["face"] == "gold"  # without the variant gold is free by Day (p. 5)


def test_random_cities_a_city_card_is_drawn_whatever_the_scenario_names_p16():
    def reveal_the_city(t: Table) -> list[dict]:
        t.log.append([{"type": "explored", "player": "Ben", "tile": "countryside", "cost": 0}] * t.state["stack"]["countryside"])
        t.do("play 2 move")
        return t.events("explore", "city", "white")

    fixed = Table("mines_liberation", options=()).start()
    assert reveal_the_city(fixed)[0]["city"] == "red"  # Mines Liberation names the Red City (p. 20)
    random = Table("mines_liberation", options=("--variant", "random_cities")).start()
    assert reveal_the_city(random)[0]["city"] == "white"


@pytest.mark.parametrize(("variant", "line"), [
    ("no_interactive_spells", "Remove the spells Mana Meltdown, Mana Claim, Mind Read and Energy Flow (cards 109-112, p. 16)."),
    ("no_interactive_skills", "Remove the skills that affect other players"),
    ("no_pvp", "Heroes never attack each other"),
    ("random_orientation", "flipped over an axis named before (p. 16)"),
    ("improved_actions", "At the end of each Night but the last, reveal players + 1 Advanced Actions"),
    ("drafting", "deal 4 Advanced Actions to each player"),
])
def test_each_table_variant_puts_its_setup_on_the_checklist_p16_p17(variant, line):
    from mkref.games.mage_knight.table.game import GAME

    assert line in "\n".join(GAME.setup_checklist(game(variant).setup))
    assert line not in "\n".join(GAME.setup_checklist(game().setup))


def test_more_deck_building_improved_actions_after_a_night_drafting_after_a_day_p17():
    from mkref.games.mage_knight.table.game import GAME

    t = game("improved_actions", "drafting").start()
    t.do("end")
    end_round(t)
    after_day = "\n".join(GAME.describe(t.state, t.do("prepare", "red blue green white", "peasants foresters herbalists thugs")))
    assert "Drafting: each player shuffles 1" in after_day and "Improved Actions" not in after_day
    for tactic in ("1", "2"):
        t.do(f"tactic {tactic}")
    t.do("end")
    end_round(t)
    after_night = "\n".join(GAME.describe(t.state, t.do("prepare", "red blue green white", "peasants foresters herbalists thugs")))
    assert "Improved Actions: reveal 3 Advanced Actions" in after_night and "Drafting" not in after_night


def test_no_pvp_ending_on_another_heros_space_names_the_variant_p16():
    t = game("no_pvp").start()
    t.do("play 3 move")
    t.log.append([{"type": "moved", "player": "Ben", "terrain": "plains", "cost": 2, "others": ["Anna"], "safe": False}])
    with refused("(No player-vs-player combat, p. 16)", RuleViolation):
        t.events("interact")
    t.do("end")
    assert t.player("Ben")["wounds"] == 1  # forced withdrawal


def test_dungeon_lords_tunnel_2_move_plus_the_distance_between_conquered_sites_p21():
    t = Table("dungeon_lords").start()
    t.do("play 9 move")
    with refused("the tunnels start on a conquered Tomb or Dungeon", RuleViolation):
        t.events("tunnel 2 desert tomb:conquered")
    t.do("move hills dungeon:conquered")  # a Dungeon conquered before: nothing to fight
    with refused("2 + 6 for the distance = 8, you have 6", RuleViolation) as no:
        t.events("tunnel 6 desert tomb:conquered")
    assert no.value.ref == "p. 21"
    moved = t.do("tunnel 3 desert tomb:conquered")[0]
    assert moved["cost"] == 5 and t.state["cur"]["move"] == 1 and t.player("Ben")["position"]["site"] == "tomb"
    with refused("Tunnels belong to Dungeon Lords", RuleViolation):
        Table().start().events("tunnel 1 hills dungeon")


def test_dungeon_lords_tunnel_on_the_map_counts_spaces_not_through_lakes_or_swamps_p21():
    from conftest import build

    from mkref.core.events import Command
    from mkref.games.mage_knight.map import exploring as me
    from mkref.games.mage_knight.map import in_game as map_game

    m = build("dungeon_lords", tiles={(0, 1): "countryside_7", (1, 1): "countryside_9"})
    me.evolve_all(m, me.place_hero(m, "Ann", "c7se"))
    m.conquered.update({"c7se": "Ann", "c9nw": "Bob"})
    state = {"map": m, "time": "day", "scenario": "dungeon_lords"}
    distance = map_game._distance(m, "c7se", "c9nw")
    assert distance is not None and distance >= 1
    events = map_game.tunnel(state, Command("tunnel", ["c9nw"], "tunnel c9nw", {}), "Ann", 2 + distance, 2)
    assert events[0]["cost"] == 2 + distance and events[-1] == {"type": "map_hero_moved", "player": "Ann", "path": ["c9nw"], "cost": 2 + distance}
    with refused("the tunnels join conquered Tombs and Dungeons only", RuleViolation):
        map_game.tunnel(state, Command("tunnel", ["c9c"], "tunnel c9c", {}), "Ann", 20, 2)


def test_megalopolis_the_last_city_two_city_cards_levels_split_and_both_bonuses_p18_a25():
    t = Table("blitz_conquest", options=("--megalopolis", "9")).start(source="red blue green white gold",
                                                                        units="peasants foresters herbalists thugs scouts")
    from mkref.games.mage_knight.table.game import GAME

    assert "Megalopolis: the last city revealed has level 9" in "\n".join(GAME.setup_checklist(t.setup))
    t.log.append([{"type": "explored", "player": "Ben", "tile": "countryside", "cost": 0}] * t.state["stack"]["countryside"])
    t.log.append([{"type": "explored", "player": "Ben", "tile": "city", "cost": 0, "city": "red", "level": 3}])  # the first city
    t.do("play 2 move")
    events = t.do("explore", "city", "white", "blue")  # the last city: White, and the City card drawn: Blue
    assert (events[0]["city"], events[0]["level"], events[0]["partner"], events[0]["partner_level"]) == ("white", 5, "blue", 4)
    assert list(t.state["cities"]) == ["red", "white"]  # one city for scoring (p. 18)
    t.do("end")
    t.do("play 2 move")
    t.do("move plains city:blue")  # either space of it: the assault is on the whole Megalopolis
    started = t.do("combat guardsmen ice_golems")[0]
    assert started["city"] == "white" and started["city2"] == "blue"
    from mkref.games.mage_knight.parts import in_use
    from mkref.games.mage_knight.table.combat import build

    engine = build(t.state["combat"], in_use(t.state))
    guardsmen = engine.foes[0]
    assert engine.armor_now(guardsmen, "attack") == 7 + 1  # the White City's armor +1
    golem_attack = engine.needs()[1]["blocks"][0]["value"]
    assert golem_attack == 2 + 2  # ice attack 2, the Blue City gives fire and ice attacks +2
    assert any("Megalopolis (White City + Blue City)" in line for line in started["text"])


@pytest.mark.parametrize(("options", "text"), [
    (("--megalopolis", "25"), "the level is 2 to 24"),
    (("--megalopolis", "8"), "The Megalopolis is tracked without the map"),
])
def test_megalopolis_refusals_p18(options, text):
    from mkref.games.mage_knight.table.game import GAME

    args = ["--scenario", "full_conquest", "--player", "A:tovak", "--player", "B:goldyx", *options]
    with refused(text):
        GAME.setup_from_args(args)


def test_varying_the_map_shape_and_the_tile_stack_p16():
    from mkref.games.mage_knight.table.game import GAME
    from mkref.games.mage_knight.table.state import initial_state

    standard = Table("full_conquest", "Anna:Tovak", "Ben:Goldyx", tracked_map=True)
    assert standard.state["map"].settings.shape == "wedge"
    agreed = Table("full_conquest", "Anna:Tovak", "Ben:Goldyx", tracked_map=True,
                   options=("--map-shape", "open_3", "--tiles", "countryside=6,core=1,city=1"))
    m = agreed.state["map"]
    assert m.settings.shape == "open_3" and m.left["countryside"] == 6 and m.left["core"] == 1 and m.left["city"] == 1
    no_map = initial_state(GAME.setup_from_args(["--scenario", "full_conquest", "--player", "A:tovak", "--player", "B:goldyx",
                                                 "--no-map", "--tiles", "Landschaft=7,Stadt=1"]))
    assert no_map["stack"]["countryside"] + no_map["revealed"]["countryside"] == 7 and no_map["stack"]["city"] == 1
    with pytest.raises(InvalidInput, match="is not KIND=N"):
        GAME.setup_from_args(["--scenario", "full_conquest", "--player", "A:tovak", "--player", "B:goldyx", "--tiles", "moon=3"])


def test_a_conquered_megalopolis_sells_what_both_cities_sell_p18():
    t = Table("blitz_conquest", options=("--megalopolis", "9")).start(source="red blue green white gold",
                                                                        units="peasants foresters herbalists thugs scouts")
    t.log.append([{"type": "explored", "player": "Ben", "tile": "city", "cost": 0, "city": "white", "level": 5,
                   "partner": "blue", "partner_level": 4}])
    t.state["cities"]["white"].update(conquered=True, shields=["Ben"], leader="Ben")  # set up as conquered by Ben
    t.do("play 2 move")
    t.do("move plains city:blue")  # the Blue City's part of the conquered Megalopolis: no assault
    t.do("interact")
    t.do("play 9 influence")
    assert t.events("buy spell")[0]["item"] == "spell"  # the Blue City's spell
    assert t.events("buy elite", "fire_golems")[0]["item"] == "elite"  # and the White City's elite units
    with refused("Artifacts are sold only in the Red City", RuleViolation):
        t.events("buy artifact")


def test_dungeon_lords_secret_dungeon_entrance_next_to_a_village_works_like_a_dungeon_p21():
    from mkref.core.errors import MkrefError

    t = Table("dungeon_lords", "Ann:arythea", "Bob:tovak", tracked_map=True)
    t.do("tiles c1 c2", "prowlers", "diggers")
    for bad, text in (("c1ne", "must be a passable, empty space"), ("c1c", "without a site"), ("c2nw", "without a site")):
        with refused(text, MkrefError):
            t.events(f"secret {bad} dungeon")
    with refused("c2w is not next to a monastery", RuleViolation):
        t.events("secret c2w tomb")
    events = t.do("secret c2w dungeon")  # next to the village on c1e
    assert events[0] == {"type": "map_secret", "space": "c2w", "site": "dungeon"} and t.state["map"].tokens["c2w"][0].pile == "brown"
    t.do("prepare", "red blue green white", "peasants herbalists foresters guardian_golems")
    t.do("tactic 1")
    t.do("tactic 2")
    t.do("play 9 move")
    moved = t.do("move Ane c2w")  # forest 3, plains 2
    assert moved[-2]["site"] == "dungeon"
    started = t.do("combat", "gargoyle")[0]  # the secret Dungeon's monster: its face-down brown token
    assert started["site"] == "dungeon"
    t.do("next")
    t.do("block gargoyle: 5")
    t.do("next")
    ended = t.do("attack gargoyle: 4 fire")  # Gargoyle: armor 4, physical resistance
    ended = t.do("next")
    assert ended[0]["conquered"] is True
    assert "c2w" in t.state["map"].conquered and not t.state["map"].tokens.get("c2w")
    with refused("Secret entrances belong to Dungeon Lords", RuleViolation):
        Table("blitz_conquest", "Ann:arythea", "Bob:tovak", tracked_map=True).events("secret c2w dungeon")


def test_roaming_evil_brown_token_counts_and_the_ambig15_setting_p17(monkeypatch):
    from mkref.games.mage_knight.table import variants

    assert variants.roaming_reputation() == "per_token"  # the default of variants.toml [roaming_reputation]

    def fight_orc_and_brown() -> dict:
        t = game("roaming_evil").start()
        for line in ("combat prowlers gargoyle rampaging", "attack gargoyle: 4 ranged fire", "attack prowlers: 3 ranged", "next", "next"):
            t.do(line)
        return t.do("next")[0]

    assert fight_orc_and_brown()["reputation"] == 2  # +1 per token, the brown Gargoyle included
    monkeypatch.setattr(variants, "roaming_reputation", lambda: "usual")
    assert fight_orc_and_brown()["reputation"] == 1  # the usual +1 for the orcs, nothing for the brown one
