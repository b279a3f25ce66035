"""Player against player in the tracked game (`mkref play`): commands, events, refusals (pp. 12-13)."""

from __future__ import annotations

import pickle
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tracked-game helpers of tests/unit/mage_knight

from mk_table import Table, refused  # noqa: E402


def fight_table(*players: str, scenario: str = "full_conquest") -> Table:
    t = Table(scenario, *(players or ("Anna:Tovak", "Ben:Goldyx"))).start(tactics=tuple(str(i + 1) for i in range(len(players or (1, 2)))))
    return t


def first(t: Table) -> str:
    return t.state["order"][t.state["turn"]]


def enter(t: Table) -> None:
    t.do("play 4 move")
    t.do("move plains")


def unchanged(t: Table, line: str, text: str) -> None:
    before = pickle.dumps(t.state)
    with refused(text):
        t.do(line)
    assert pickle.dumps(t.state) == before


def test_p13_fight_with_stolen_artifact_and_forced_withdrawal():
    t = fight_table()
    assert first(t) == "Ben"
    t.player("Anna")["cards"]["artifact"] = 1  # Anna owns one artifact (gained earlier)
    enter(t)
    t.do("duel Anna partial")
    # Ben attacks first in melee (Anna passed the ranged exchange). One wound for Anna (armor 2), the artifact in
    # her play area (5) and a withdrawal to the hills (3 by Day) need 10: 9 is refused, 10 does it.
    with refused("costs 3, 2 left"):
        t.do("melee Ben: 9 > hero, steal Sword of Justice, withdraw hills")
    t.do("melee Ben: 10 > hero, steal Sword of Justice, withdraw hills")
    anna, ben = t.player("Anna"), t.player("Ben")
    assert anna["wounds"] == 1 and anna["cards"]["artifact"] == 0 and ben["cards"]["artifact"] == 1
    # level 1 against level 1, Ben (Fame 0) not below Anna (Fame 0): no Fame (p. 13)
    assert ben["fame"] == 0 and anna["position"]["terrain"] == "hills"
    assert t.state["pvp"] is None and not anna.get("round_order_down")


def test_p13_winner_below_in_level_gains_fame():
    t = fight_table()
    t.player("Anna")["fame"], t.player("Anna")["level"] = 10, 3  # Anna level 3, Ben level 1: 1 + 2 * 2 = 5
    enter(t)
    t.do("duel Anna full")
    t.do("melee Ben: 5 > withdraw forest")
    assert t.player("Ben")["fame"] == 5
    assert t.player("Anna")["round_order_down"] is True


def test_p12_full_commitment_skips_the_defenders_next_turn():
    t = fight_table()
    enter(t)
    t.do("duel Anna full")
    t.do("truce")
    events = t.do("end")
    assert first(t) == "Ben" and t.player("Anna")["round_order_down"] is False  # turned up, turn skipped
    from mkref.games.mage_knight.table.game import GAME

    assert any("turn is skipped" in line for line in GAME.describe(t.state, events))


def test_p13_draw_gives_no_fame_and_the_aggressor_goes_back():
    t = fight_table()
    t.do("play 6 move")
    t.do("move forest")
    t.do("move plains")
    t.do("duel Anna partial")
    t.do("ranged Anna: 4 fire ranged / 4 ice > hero")  # p. 12 example: 4 - 4 // 2 = 2 -> one wound for Ben (armor 2)
    t.do("melee Ben: 3 / 3")
    t.do("truce")
    ben = t.player("Ben")
    assert ben["wounds"] == 1 and ben["fame"] == 0 and ben["position"]["terrain"] == "forest"
    assert not t.player("Anna").get("round_order_down")  # a partial commitment leaves the token face up


def test_p18_first_reconnaissance_refuses_a_duel_game_unchanged():
    t = Table("first_recon", "Anna:Tovak", "Ben:Goldyx").start()
    enter(t)
    unchanged(t, "duel Anna full", "p. 18")


def test_p12_duel_without_entering_the_space_is_refused():
    t = fight_table()
    unchanged(t, "duel Anna full", "enters another hero's space")


def test_p12_face_down_defender_cannot_be_attacked_again():
    t = Table("full_conquest", "Anna:Tovak", "Ben:Goldyx", "Cora:Norowas")
    t.start(source="red blue green white gold", units="peasants foresters herbalists utem_guardsmen utem_crossbowmen", tactics=("1", "2", "3"))
    order = list(t.state["order"])
    defender, third = order[2], order[1]  # order[0] attacks
    enter(t)
    t.do(f"duel {defender} full")
    t.do("truce")
    t.do("end")
    assert first(t) == third
    enter(t)
    unchanged(t, f"duel {defender} full", "face down")


def test_p12_other_commands_wait_while_a_fight_runs():
    t = fight_table()
    enter(t)
    t.do("duel Anna full")
    unchanged(t, "end", "A fight between heroes is running")
    unchanged(t, "ranged Anna: 2 ranged, 1 sideways", "sideways")


def test_p13_cannot_steal_more_artifacts_than_owned():
    t = fight_table()
    enter(t)
    t.do("duel Anna full")
    unchanged(t, "melee Ben: 5 > steal Sword", "only 0 artifact(s)")


def test_german_words_in_the_tracked_fight():
    t = fight_table()
    enter(t)
    t.do("duell Anna voll")
    t.do("nahkampf Ben: 3 Feuer, 1 quer / 2 Eis > held")
    assert t.player("Anna")["wounds"] == 1


def test_p12_german_fernkampf_is_a_ranged_attack():
    # The command is `fernkampf`; the attack type typed after the value may be the same word (issue 12 item 6).
    # The rulebook's example (p. 12): Fire Ranged Attack 4 against Ice Block 4 drops by 4 // 2 = 2: one wound (armor 2).
    t = fight_table()
    enter(t)
    t.do("duell Anna teilweise")
    t.do("fernkampf Anna: 4 Feuer Fernkampf / 4 Eis > held")
    assert t.player("Ben")["wounds"] == 1


# ----------------------------------------------------------------------------- the cooperative assault (p. 13)


def test_p13_coop_assault_agreed_turns_every_token_face_down():
    t = fight_table()
    events = t.do("coop Anna : 2 1")
    assert events[0]["order"] == ["Ben", "Anna"] and events[0]["shares"] == {"Ben": 2, "Anna": 1}
    assert t.player("Ben")["round_order_down"] and t.player("Anna")["round_order_down"]
    from mkref.games.mage_knight.table.game import GAME

    text = "\n".join(GAME.describe(t.state, events))
    assert "Ben will face 2 defender(s)" in text and "forfeits the next turn" in text


def test_p13_coop_every_participant_faces_a_defender_game_unchanged():
    t = fight_table()
    unchanged(t, "coop Anna : 3 0", "Anna would face no defender")


def test_p13_coop_with_a_face_down_hero_is_refused_game_unchanged():
    t = Table("full_conquest", "Anna:Tovak", "Ben:Goldyx", "Cora:Norowas")
    t.start(source="red blue green white gold", units="peasants foresters herbalists utem_guardsmen utem_crossbowmen", tactics=("1", "2", "3"))
    order = list(t.state["order"])
    enter(t)
    t.do(f"duel {order[2]} full")
    t.do("truce")
    t.do("end")
    unchanged(t, f"coop {order[2]}", "face down")


def test_p13_coop_after_the_turns_action_is_refused():
    t = fight_table()
    enter(t)
    t.do("duel Anna partial")
    t.do("truce")
    unchanged(t, "coop Anna", "already taken the action")


def coop_table() -> Table:
    t = fight_table()
    t.state["cities"]["blue"] = {"level": 4, "conquered": False, "shields": [], "leader": ""}
    return t


def test_p13_coop_assault_conquered_when_every_share_falls_leader_by_shields():
    t = coop_table()
    t.do("coop Anna : 1 2")
    # Ben (the initiator) moves into the City and fights his one defender: the City is not yet conquered
    for line in ("play 2 move", "move plains city:blue", "combat prowlers", "next", "block prowlers: 4", "next"):  # all blocked: no Assign Damage phase to pass
        t.do(line)
    ended = t.do("attack prowlers: 3") + t.do("next")
    assert ended[-1]["conquered"] is False and "withdraw" not in ended[-1]
    unchanged(t, "end", "cooperative assault is running")
    t.do("coop-next")  # Anna moves straight in and fights her two
    assert t.state["cur"]["player"] == "Anna" and t.player("Anna")["position"]["site"] == "city"
    for line in ("combat prowlers diggers", "next", "block prowlers: 4", "block diggers: 3", "next", "attack prowlers, diggers: 12"):
        t.do(line)
    ended = t.do("next")
    assert ended[-1]["conquered"] is True
    events = t.do("coop-next")
    assert events[0]["conquered"] is True and t.state["coop"] is None and t.state["cur"]["player"] == "Ben"
    city = t.state["cities"]["blue"]
    assert city["shields"] == ["Ben", "Anna", "Anna"] and city["leader"] == "Anna"  # 2 shields beat 1 (p. 10)
    t.do("end")


def test_p13_coop_assault_failed_everybody_withdraws():
    t = coop_table()
    t.do("play 3 move")
    t.do("move forest")  # Ben walks next to the City before he proposes the assault
    t.do("coop Anna : 1 1")
    for line in ("play 2 move", "move plains city:blue", "combat prowlers", "next", "next", "next", "next"):
        t.do(line)
    t.do("coop-next")
    for line in ("combat diggers", "next", "next", "next", "next"):
        t.do(line)
    events = t.do("coop-next")
    assert events[0]["conquered"] is False
    assert t.player("Ben")["position"]["terrain"] == "forest" and t.player("Anna")["position"] is None


def test_p13_coop_participant_moves_straight_into_the_city_game_unchanged():
    # "Jeder Spieler muss damit beginnen, dass er sich direkt in die Stadt bewegt. Es ist keine andere Bewegung
    # oder Aktion erlaubt." (p. 13 §6c): once the assault is agreed, a step elsewhere is refused.
    t = coop_table()
    t.do("coop Anna : 1 1")
    t.do("play 5 move")
    unchanged(t, "move forest", "must move straight into the City")
    unchanged(t, "move forest, plains city:blue", "must move straight into the City")
    t.do("move plains city:blue")
    assert t.player("Ben")["position"]["site"] == "city"
    assert not t.state["cities"]["blue"]["conquered"]


def test_p13_after_every_participants_skipped_turn_the_round_goes_on():
    # "Alle Beteiligten drehen ihre Zugfolgeplättchen um ... jeder verliert seinen nächsten Zug" (p. 13 §4): both
    # heroes took part, so both skip one turn; then the round goes on (it ends only when announced, p. 6 §3).
    t = coop_table()
    t.do("coop Anna : 1 2")
    for line in ("play 2 move", "move plains city:blue", "combat prowlers", "next", "block prowlers: 4", "next", "attack prowlers: 3", "next"):
        t.do(line)
    t.do("coop-next")
    for line in ("combat prowlers diggers", "next", "block prowlers: 4", "block diggers: 3", "next", "attack prowlers, diggers: 12", "next"):
        t.do(line)
    t.do("coop-next")
    t.do("end")
    assert t.state["phase"] == "turns" and t.state["round"] == 1
    assert t.state["cur"]["player"] == "Anna"  # Anna's token was turned up first, then Ben's: Anna plays on
    assert not t.player("Anna")["round_order_down"] and not t.player("Ben")["round_order_down"]


def test_p13_a_combat_elsewhere_while_the_coop_assault_is_pending_is_refused_game_unchanged():
    # "Jeder Spieler muss damit beginnen, dass er sich direkt in die Stadt bewegt. Es ist keine andere Bewegung
    # oder Aktion erlaubt." (p. 13 §6c): a fight before stepping into the City is not the assault.
    t = coop_table()
    t.do("coop Anna : 1 1")
    unchanged(t, "combat prowlers", "fought in the City")
    t.do("play 2 move")
    t.do("move plains city:blue")
    t.do("combat prowlers")
    assert t.state["combat"] is not None


def test_p13_coop_next_before_fighting_is_refused():
    t = coop_table()
    t.do("coop Anna : 1 1")
    unchanged(t, "coop-next", "has not fought yet")


# ----------------------------------------------------------------------------- on the tracked map


class MapTable(Table):
    """Blitz Conquest on the tracked map (the Table helper plays without one)."""

    def __init__(self) -> None:
        from mkref.core.events import EventLog
        from mkref.games.mage_knight.table.game import GAME

        self.setup = GAME.setup_from_args(["--scenario", "blitz_conquest", "--player", "Ann:arythea", "--player", "Bob:tovak"])
        self.log = EventLog(lambda: GAME.initial_state(self.setup), GAME.evolve)
        self.do("tiles c1 c2", "prowlers", "diggers")
        self.do("prepare", "red blue green white gold", "peasants herbalists foresters guardian_golems utem_crossbowmen")
        self.do("tactic 1")
        self.do("tactic 2")

    def space(self, name: str) -> str:
        from mkref.games.mage_knight.map import in_game as map_game

        return str(map_game.current_map(self.state).heroes[name])


def test_p12_no_fight_on_the_portal_map_unchanged():
    t = MapTable()
    assert t.space("Ann") == t.space("Bob") == "Ac"
    unchanged(t, "duel Ann full", "No player combat on a Portal space")


def test_p13_forced_withdrawal_on_the_map_moves_the_figure():
    t = MapTable()
    t.do("play 4 move")
    t.do("move NW")
    t.do("end")
    t.do("play 4 move")
    t.do("move NW")
    unchanged(t, "melee Ann: 5 > hero", "No fight between heroes is running")
    t.do("duel Bob full")
    # 5 damage: a wound for Bob (armor 2) and a withdrawal to the portal next to the fight (plains, 2 by Day)
    unchanged(t, "melee Ann: 5 > hero, withdraw c1c", "not a reachable safe space")
    t.do("melee Ann: 5 > hero, withdraw Ac")
    assert t.space("Bob") == "Ac" and t.space("Ann") == "Anw"


def test_p13_draw_on_the_map_sends_the_aggressor_back_to_a_space_next_to_the_fight():
    t = MapTable()
    t.do("play 4 move")
    t.do("move NW")
    t.do("end")
    t.do("play 4 move")
    t.do("move NW")
    t.do("duel Bob partial")
    unchanged(t, "truce", "Name the space the aggressor attacked from")
    unchanged(t, "truce c1c", "not next to the fight")
    t.do("truce Ac")
    assert t.space("Ann") == "Ac" and t.space("Bob") == "Anw"


def test_p13_a_stolen_artifact_moves_between_the_tracked_deed_cards():
    # "Der Angreifer kann 5 Schaden ausgeben, um 1 Artefakt vom Blocker zu stehlen und es auf seine Ablage zu legen"
    # (p. 13). With --cards, Ben plays the Sword of Justice sideways in his turn; Anna steals it from his play area.
    from mkref.games.mage_knight.cards import deck
    from mkref.games.mage_knight.cards import table as cards_table

    t = Table("full_conquest", "Anna:Tovak", "Ben:Goldyx", options=("--cards",)).start()
    ben = t.player("Ben")
    ben["deeds"] = deck.gain(cards_table.deeds_of(ben, t.state), "sword_of_justice", "hand")  # drawn earlier
    ben["cards"]["artifact"] = 1
    t.do("play sword of justice sideways move")
    t.do("play 3 move")
    t.do("move plains")
    t.do("duel Anna partial")
    t.do("truce", "0")  # Anna played no card in the fight
    t.do("end")
    # Anna's turn: she attacks Ben, whose Sword lies on his discard pile now (played cards are discarded, p. 11)
    t.do("play 2 move")
    t.do("move plains")
    t.do("duel Ben partial")
    t.do("melee Anna: 5 > steal Sword of Justice from discard")
    anna, ben = (cards_table.deeds_of(t.player(n), t.state) for n in ("Anna", "Ben"))
    assert anna["owned"].get("sword_of_justice") == 1 and anna["discard_named"] == {"sword_of_justice": 1}
    assert "sword_of_justice" not in ben["owned"] and "sword_of_justice" not in ben["discard_named"]
    assert t.player("Anna")["cards"]["artifact"] == 1 and t.player("Ben")["cards"]["artifact"] == 0


def test_p12_the_active_hero_plays_cards_by_name_in_the_fight():
    # With --cards, the aggressor plays the cards of the fight by name: Rage powered is Attack 4, blocked by 1 in melee
    # (blocks work fully, p. 13): 3 damage, one wound for Anna (armor 2), 1 wasted. The defender types values.
    t = Table("full_conquest", "Anna:Tovak", "Ben:Goldyx", options=("--cards",)).start()
    enter(t)
    t.do("duel Anna partial")
    t.do("play rage powered")
    unchanged(t, "melee Anna: cards > hero", "'cards' names the cards Ben played by name")
    events = t.do("melee Ben: cards / 1 > hero")
    assert [e["type"] for e in events] == ["pvp_exchange", "card_points_used"]
    assert t.player("Anna")["wounds"] == 1 and t.player("Ben")["deeds"]["played"] == [["rage", "powered"]]
    unchanged(t, "melee Ben: cards", "No attack from cards is waiting")


def test_p12_the_defenders_cards_at_the_end_of_the_fight():
    # A fully committed defender plays the whole next turn in the fight and then takes the end-of-turn steps, the
    # draw included; a partially committed one draws nothing (p. 12). The referee asks how many cards they played.
    from mkref.games.mage_knight.cards import table as cards_table

    def deeds(t: Table, name: str) -> tuple[int, int, int, int]:
        d = cards_table.deeds_of(t.player(name), t.state)
        return d["deck"], d["hand"], d["wounds_hand"], d["discard"]

    t = Table("full_conquest", "Anna:Tovak", "Ben:Goldyx", options=("--cards",)).start()
    enter(t)
    t.do("duel Anna full")
    events = t.do("melee Ben: 4 > hero, withdraw plains", "2")  # Anna played 2 cards; a Wound; she withdraws
    assert events[-1]["type"] == "deeds"
    assert deeds(t, "Anna") == (10, 4, 1, 2)  # 3 cards + 1 Wound, then 1 drawn up to 5

    t = Table("full_conquest", "Anna:Tovak", "Ben:Goldyx", options=("--cards",)).start()
    enter(t)
    t.do("duel Anna partial")
    t.do("truce", "1")
    assert deeds(t, "Anna") == (11, 4, 0, 1)  # no draw after a partial commitment


def test_p13_each_participant_of_a_coop_assault_plays_their_own_cards():
    # "Jeder Spieler führt alle Phasen seines Kampfs durch" (p. 13 §6a): in Anna's part, her cards are played.
    from mkref.games.mage_knight.cards import table as cards_table

    t = Table("full_conquest", "Anna:Tovak", "Ben:Goldyx", options=("--cards",)).start()
    t.state["cities"]["blue"] = {"level": 4, "conquered": False, "shields": [], "leader": ""}
    t.do("coop Anna : 1 1")
    for line in ("play 2 move", "move plains city:blue", "combat prowlers", "next", "block prowlers: 4", "next", "next"):
        t.do(line)
    t.do("coop-next")
    events = t.do("play rage attack")
    assert events[0]["player"] == "Anna"
    assert cards_table.deeds_of(t.player("Anna"), t.state)["played"] == [["rage", "basic"]]
    assert cards_table.deeds_of(t.player("Ben"), t.state)["played"] == []


def test_p13_coop_source_dice_come_back_only_when_the_assault_is_over():
    # "Jeder Spieler kann 1 Würfel aus der Quelle benutzen (diese werden aber erst zurückgelegt, wenn der Überfall
    # vorbei ist)" (p. 13 §6b): Ben's red die is not Anna's to take; both are rerolled at the end.
    t = Table("full_conquest", "Anna:Tovak", "Ben:Goldyx", options=("--cards",)).start()
    t.state["cities"]["blue"] = {"level": 4, "conquered": False, "shields": [], "leader": ""}
    t.do("coop Anna : 1 1")
    for line in ("play rage powered die red", "play 2 move", "move plains city:blue", "combat prowlers", "next",
                 "block prowlers: 4", "next", "next"):
        t.do(line)
    t.do("coop-next")
    unchanged(t, "play rage powered die red", "No die showing red is in the Source")
    t.do("play march powered die green")
    for line in ("combat diggers", "next", "block diggers: 3", "next", "next"):
        t.do(line)
    t.do("coop-next")
    assert t.state["cur"]["player"] == "Ben" and sorted(t.state["cur"]["dice_used"]) == [0, 2]  # red and green


def test_p13_after_the_coop_assault_the_others_end_their_turns_with_a_draw():
    # "Danach beenden die Beteiligten wie üblich ihre Züge der Reihe nach in Zugfolge" (p. 13 §8): Anna's card played
    # in her part goes to the discard pile and she draws up to her hand limit when the assault is over.
    from mkref.games.mage_knight.cards import table as cards_table

    t = Table("full_conquest", "Anna:Tovak", "Ben:Goldyx", options=("--cards",)).start()
    t.state["cities"]["blue"] = {"level": 4, "conquered": False, "shields": [], "leader": ""}
    t.do("coop Anna : 1 1")
    for line in ("play 2 move", "move plains city:blue", "combat prowlers", "next", "block prowlers: 4", "next", "next"):
        t.do(line)
    t.do("coop-next")
    for line in ("play rage block", "combat diggers", "next", "block diggers: cards, 1", "next", "next"):
        t.do(line)
    events = t.do("coop-next")
    assert [e["type"] for e in events] == ["pvp_coop_next", "deeds"] and events[1]["player"] == "Anna"
    anna = cards_table.deeds_of(t.player("Anna"), t.state)
    assert (anna["deck"], anna["hand"], anna["discard"], anna["played"]) == (10, 5, 1, [])
