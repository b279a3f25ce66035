"""The Lost Legion as one of Mage Knight's optional parts (mage_knight.parts): its hooks into the base game.

Registered as "lost_legion" in the plug-in's ``parts``. This module is light: it holds the part's command specs,
its options of `mkref new` and the answers that need no rules; every hook that needs a rule imports the rule
module when it runs (`in_game` for Volkare, `sites_in_game` for the Maze and the Deep Mine, `units_in_game` and
`glade` for the expansion's units, `banners` and `fortitude` for the Banner of Fortitude, `tracked_fight` and
`fight` for walls and fights against Volkare, `variants_in_game` for [V1]-[V6], `skills_in_game` for the
cooperative skills, `commands` for the part's own commands). The base calls the hooks of the parts a game uses
(`in_use`), and at `mkref new`, for a sheet and for `mkref score` those of every part.
"""

from __future__ import annotations

from functools import cache
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from mkref.core.options import NewOption
from mkref.games.mage_knight.parts import Event, Part, Setup, State

if TYPE_CHECKING:
    from mkref.core.commands import CommandSpec
    from mkref.core.events import Command
    from mkref.games.mage_knight.state_types import CombatState, PlayerState
    from mkref.games.mage_knight.volkare.state_types import LegionGameState
    from mkref.core.tomlread import Fields
    from mkref.games.mage_knight.combat.engine import Combat, CombatHooks, CombatResult, CombatSetup, Fighter
    from mkref.games.mage_knight.combat.sheets import Sheet
    from mkref.games.mage_knight.volkare.data import Attack
    from mkref.games.mage_knight.volkare.fight import LostLegionKeys

FIGHT, ROUND, TURN = "Combat", "Rounds", "A turn"  # the base command table's groups (table/game.py)
ENTRY = "Volkare"  # his entry in the round order (in_game.NAME)


def legion(state: State) -> LegionGameState:
    """The state with The Lost Legion's keys (volkare/state_types.py's `legion`, imported when a hook runs: this
    module stays light)."""
    from mkref.games.mage_knight.volkare.state_types import legion as with_keys

    return with_keys(state)


def _has_camp(state: State) -> bool:
    info = legion(state).get("lost_legion_variants")
    return bool(info.get("camp")) if info else False


def _expansion_in_play(state: State) -> bool:
    return "lost_legion" in state.get("expansions", ())


# each with the base command it follows in `help` (parts.Part.commands)
@cache
def _commands() -> list[tuple[CommandSpec, str]]:
    """The part's commands, built when a command table is made (a combat sheet loads this module and needs none)."""
    from mkref.core.commands import CommandSpec

    return [
        (CommandSpec("volkare", "", "Volkare's tactic or turn: type his card (and die); he walks, rests or attacks ([S3.1]).", "volkare",
                     ("volkarezug",), ROUND, relevant=lambda state: legion(state).get("volkare") is not None), "dummy"),
        (CommandSpec("maze", "PRICE [UNIT]", "Enter the Maze or Labyrinth you stand on by a path of 2, 4 or 6 Move, with at most one unit ([07.3]).",
                     "maze 4 peasants", ("irrgarten", "labyrinth"), TURN, relevant=_expansion_in_play), "volkare"),
        (CommandSpec("secondary", "OWNER [SKILL]", "Use the secondary effect of OWNER's cooperative skill (expires by turn order, {SKILLS}).",
                     "secondary Anna", ("zweitwirkung",), TURN, relevant=lambda state: bool(state.get("cards"))), "maze"),
        (CommandSpec("camp", "[wall]", "[V1] Assault Volkare's Camp: his army at the Camp's level, fortified like a city, and his attack (I-29).",
                     "camp", ("lager",), FIGHT, relevant=_has_camp), "secondary"),
        (CommandSpec("pursuit", "green|red|both [SPACE]", "[V1] Pursuit on or next to the conquered Camp: fight the drawn tokens for Fame only (A-PURSUIT).",
                     "pursuit both", ("verfolgung",), FIGHT, relevant=_has_camp), "camp"),
        (CommandSpec("fortitude", "UNIT", "Put the Banner of Fortitude on one of your units: it ignores one wound a round ([06.3]).",
                     "fortitude peasants", ("tapferkeit",), TURN, relevant=_expansion_in_play), "pursuit"),

    ]

OPTIONS = (  # Volkare's scenarios ([S1]-[S3]) and the Camp's garrison ([V2]); in_game.take_options reads them
    NewOption("--combat-level", "Volkare's combat level: daring, heroic or legendary ([S1]); default daring",
              "Volkares Kampfstufe: daring, heroic oder legendary ([S1]); Vorgabe daring", "LEVEL"),
    NewOption("--race-level", "Volkare's race level: fair, tight or thrilling ([S1]); default fair",
              "Volkares Wettlaufstufe: fair, tight oder thrilling ([S1]); Vorgabe fair", "LEVEL"),
    NewOption("--volkare-level", "Volkare's level, from 4, instead of the table's ([V2])", "Volkares Stufe, ab 4, statt der aus der Tabelle ([V2])",
              "N", number=True),
    NewOption("--portal-distance", "Volkare's Quest: spaces from his Camp to the Portal (default: asked at his first turn)",
              "Volkares Suche: Felder von seinem Lager zum Portal (Vorgabe: bei seinem ersten Zug gefragt)", "N", number=True),
    NewOption("--fearful", "The crystal colours of the fearful offer slots (default: red, blue, ...)",
              "Die Kristallfarben der ängstlichen Angebotsplätze (Vorgabe: rot, blau, ...)", "COLOURS"),
)


class BannerOfFortitude:
    """The Banner of Fortitude in the combat engine's damage step ([06.3], combat.engine.CombatHooks): the unit
    carrying it ignores one wound, then takes no more damage this combat. The rules are fortitude.py's, imported
    only when a unit carries a usable banner (a sheet's `banner = "fortitude"`, a tracked unit's)."""

    def refuse_unit_damage(self, combat: Combat, unit: Fighter, name: str) -> None:
        if unit.banner_used:
            from mkref.games.mage_knight.volkare import fortitude

            fortitude.refuse_after_fortitude(name)

    def unit_wounded(self, combat: Combat, unit: Fighter, name: str, damage: int) -> int | None:
        if not unit.banner_ready:
            return None
        from mkref.games.mage_knight.volkare import fortitude

        return fortitude.fortitude_takes_wound(combat, unit, name, damage)


class LostLegion(Part):
    """General Volkare, the Maze and Labyrinth, walls, the Deep Mine and Refugee Camp, the expansion's units and
    banners, the cooperative skills' secondary effects, and the variants [V1]-[V6]."""

    name = "lost_legion"

    # -- set-up ----------------------------------------------------------------------------------------
    def uses(self, setup: Setup) -> bool:
        """Whether The Lost Legion's material can enter the game, so its rules apply (as the base applied them
        before it was a part): its content (`--expansion`, a Lost Legion variant) or a Volkare scenario; a save
        from before `--expansion` (its unit decks hold every unit, the expansion's too: content.unit_sets); a
        game without the tracked map (the table names each space's site, a Maze or Deep Mine among them); a
        game with the deed cards (the skills are not sorted by set: the cooperative versions are there)."""
        from mkref.games.mage_knight.content import content

        return ("lost_legion" in content(setup) or "volkare" in setup or "expansions" not in setup
                or setup.get("map") is False or bool(setup.get("cards")))

    new_options = OPTIONS

    def read_options(self, args: list[str]) -> dict[str, str]:
        from mkref.games.mage_knight.volkare import in_game

        return in_game.take_options(args)[1]

    def extra_players(self, variants: list[str], scenario: str) -> int:
        from mkref.games.mage_knight.volkare import in_game

        return in_game.extra_players(variants, scenario)  # [V3]

    def add_to_setup(self, setup: Setup, options: dict[str, str]) -> None:
        from mkref.games.mage_knight.volkare import in_game

        in_game.add_to_setup(setup, options)

    def checklist(self, setup: Setup, lang: str) -> list[str]:
        from mkref.games.mage_knight.volkare import in_game

        return in_game.checklist(setup, lang)

    state_keys = {"volkare": None, "lost_legion_variants": None}  # Volkare's part of the state; [V1]-[V6]

    def non_players(self, setup: Setup, make_player: Callable[..., PlayerState]) -> list[PlayerState]:
        """Volkare's place in the round order: after the players, with a hero nobody plays."""
        if "volkare" not in setup:
            return []
        from mkref.games.mage_knight.data import game_facts as gd
        from mkref.games.mage_knight.volkare import in_game

        taken = {p["hero"] for p in setup["players"]}
        return [in_game.player_entry(make_player, next(h for h in gd.heroes() if h not in taken))]

    def tile_stack(self, setup: Setup, scenario_setup: Mapping[str, Any], cooperative: bool) -> dict[str, int] | None:
        from mkref.games.mage_knight.volkare import variants_setup

        return variants_setup.v3_stack(setup, dict(scenario_setup), cooperative)  # [V3] the additional player's tiles

    def initial(self, setup: Setup, state: State) -> None:
        from mkref.games.mage_knight.volkare import in_game

        legion(state)["volkare"] = in_game.initial(setup)
        legion(state)["lost_legion_variants"] = in_game.variants_state(setup)  # [V1]-[V6]

    def check_rules(self) -> None:
        from mkref.games.mage_knight.volkare import data

        data.check_all()  # volkare.toml, lost_legion.toml, lost_legion_settings.toml

    # -- commands ------------------------------------------------------------------------------------
    def commands(self) -> list[tuple[CommandSpec, str]]:
        return list(_commands())

    def decide(self, state: State, command: Command) -> list[Event]:
        from mkref.games.mage_knight.volkare.commands import DECIDE

        return DECIDE[command.name](legion(state), command)

    def start_combat(self, state: State, command: Command) -> list[Event] | None:
        """`combat volkare`: a fight against him ([13.2]-[13.4])."""
        if not command.args or command.args[0].casefold() != "volkare":
            return None
        from mkref.games.mage_knight.volkare.commands import start_fight

        return start_fight(legion(state), command)

    # -- events --------------------------------------------------------------------------------------
    event_types = frozenset({"volkare_turn", "fortitude_attached", "secondary_used"})  # applied by after_event
    versions_listed = True  # a save listed them before The Lost Legion was a part

    def after_event(self, state: State, event: Event, advance: Callable[[State, str], None]) -> None:
        """Volkare, the variants, a Maze fight, the expansion's units and banners, the cooperative skills."""
        from mkref.games.mage_knight.volkare.state_types import legion_turn

        game = legion(state)
        cur = game["cur"]
        if not (game.get("volkare") is not None or game.get("lost_legion_variants") or event.get("maze") or event.get("familiars_upkeep")
                or (cur is not None and legion_turn(cur).get("maze")) or game.get("coop_skills")
                or event["type"] in ("skill_used", "secondary_used", "fortitude_attached") or event.get("fortitude_used")
                or (event["type"] in ("moved", "explored") and _expansion_in_play(state))):
            return
        from mkref.games.mage_knight.volkare import in_game

        in_game.after_event(game, event, advance)

    # -- the round and the turn ------------------------------------------------------------------------
    def preparing_round(self, state: State, command: Command, event: Event) -> None:
        """Magic Familiars' upkeep at a new round ([01], [06.2])."""
        if not event.get("new_round") or not _expansion_in_play(state):
            return
        from mkref.games.mage_knight.volkare import units_in_game

        upkeep = units_in_game.familiars_upkeep(legion(state), command)
        if upkeep:
            event["familiars_upkeep"] = upkeep

    def tactic_choosers(self, state: State) -> list[str]:
        return [ENTRY] if legion(state).get("volkare") is not None else []  # he draws at random after the players ([02])

    def recruit_action(self, state: State, unit: str) -> PlayerState | None:
        """Magic Familiars recruited at a Magical Glade as the turn's action ([06.2])."""
        from mkref.games.mage_knight.table.decide_common import normal_turn
        from mkref.games.mage_knight.volkare.glade import glade_recruit

        return glade_recruit(legion(state), unit, normal_turn)

    def reward_unit(self, state: State, unit: str) -> None:
        from mkref.games.mage_knight.volkare import sites

        sites.check_recruit(unit, "", by_interaction=False)  # Delphana Masters: never as a reward

    def recruit_cost(self, state: State, unit: str, cost: int, icons: list[str], site: str) -> tuple[int, int]:
        """The expansion's units and the Refugee Camp ([06.2], [07.5]): Thugs and Heroes change the reputation
        modifier of the interaction, the Camp adds its surcharge."""
        from mkref.games.mage_knight.volkare import sites

        from mkref.games.mage_knight.volkare.tracked_fight import turn_of

        cur = turn_of(legion(state))
        return sites.recruit_cost(unit, cost, icons, site, cur.get("reputation_modifier", 0), cur.get("recruited_here", []))

    def unit_recruited(self, state: State, unit: str, command: Command) -> Event:
        from mkref.games.mage_knight.volkare import units_in_game

        mana = units_in_game.familiars_mana(unit, command)  # Magic Familiars: a basic mana besides the Influence ([06.2])
        return {"mana": mana} if mana else {}

    def recruit_banner(self, state: State, player: PlayerState, unit: str, command: Command) -> str:
        from mkref.games.mage_knight.volkare import units_in_game

        if not units_in_game.banner_of_command(list(command.args))[1]:
            return ""
        units_in_game.check_banner(player, unit)  # the Banner of Command stands in for a Command token ([06.3])
        return "banner_of_command"

    def refresh_offer(self, state: State, kind: str, offer: list[str], answers: dict[str, list[str]], options: tuple[str, ...],
                      names: tuple[tuple[str, str, str], ...], prompt: str) -> list[str] | None:
        """[V4] solo offer control instead of the refresh (A-V4, I-33), in a game with the deed cards tracked."""
        from mkref.games.mage_knight.volkare import offer_control

        return offer_control.refresh(offer, kind, answers, options, names, prompt) if offer_control.active(legion(state)) else None

    def site_crystal(self, state: State, player: PlayerState, command: Command) -> str:
        """A-DEEPMINE: a turn ending on a Deep Mine gives a crystal of a colour it shows ([07.4])."""
        if (player["position"] or {}).get("site") != "deep_mine":
            return ""
        from mkref.games.mage_knight.volkare import sites_in_game

        return sites_in_game.deep_mine_crystal(legion(state), player, command)

    def reward_crystals(self, state: State, player: PlayerState, command: Command, gained: dict[str, int]) -> dict[str, int]:
        """A Maze path's crystals of the player's choice ([07.3])."""
        from mkref.games.mage_knight.volkare.tracked_fight import turn_of

        if "crystal_choice" not in turn_of(legion(state))["rewards"]:
            return {}
        from mkref.games.mage_knight.volkare import sites_in_game

        return sites_in_game.reward_crystals(legion(state), player, command, gained)

    # -- a fight at the table --------------------------------------------------------------------------
    def combat_words(self, state: State, words: list[str]) -> tuple[list[str], dict[str, Any]]:
        """`combat ... wall`: the fight is started across a wall ([07.1])."""
        from mkref.games.mage_knight.volkare import tracked_fight

        kept, across_wall = tracked_fight.wall_word(words)
        return kept, {"across_wall": across_wall}

    def combat_event(self, state: State, player: PlayerState, event: Event, spaces: list[str] | None,
                     said: dict[str, Any]) -> Event:
        """Walls on the tracked map ([07.1]) and a usable Banner of Fortitude ([06.3])."""
        from mkref.games.mage_knight.volkare import banners, tracked_fight

        across_wall = bool(said.get("across_wall"))
        rampaging = [e for e in event["enemies"] if e["rampaging"]]
        game = legion(state)
        walled = tracked_fight.challenged_across_walls(game, player["name"], rampaging, spaces, across_wall) if spaces is not None else []
        banners.mark_units(game, event["units"], player)
        provoked = event["site"] == "rampaging" and tracked_fight.turn_of(game)["assault"] == "rampaging"
        walls = tracked_fight.wall_keys(across_wall, walled, provoked=provoked)
        return {"lost_legion": walls} if walls else {}

    def combat_keys(self, combat: CombatState) -> LostLegionKeys | None:
        from mkref.games.mage_knight.volkare.state_types import legion_combat

        if not legion_combat(combat).get("lost_legion"):
            return None
        from mkref.games.mage_knight.volkare import tracked_fight

        return tracked_fight.keys_of(legion_combat(combat))

    def combat_result(self, state: State, combat: CombatState, result: Mapping[str, Any]) -> Event:
        """A fight against Volkare or at his Camp, and the units whose Banner of Fortitude took a wound."""
        from mkref.games.mage_knight.volkare import tracked_fight
        from mkref.games.mage_knight.volkare.state_types import legion_combat

        return tracked_fight.fight_result(legion_combat(combat), dict(result))

    # -- the combat engine and combat sheets -------------------------------------------------------------
    def combat_hooks(self) -> BannerOfFortitude:
        return BANNER_OF_FORTITUDE

    def combat_engine(self, setup: CombatSetup, keys: LostLegionKeys, hooks: tuple[CombatHooks, ...]) -> Combat:
        """Walls (A-FORT) and Volkare's attack as an enemy nobody may target (fight.LostLegionCombat)."""
        from mkref.games.mage_knight.volkare import tracked_fight

        return tracked_fight.fight_engine(setup, keys, hooks)

    combat_sheet_keys = ("across_wall", "attacked_by", "volkare")  # walls and Volkare (fight.py)
    combat_sheet_enemies = ("volkare",)

    def read_combat_sheet(self, top: Fields) -> LostLegionKeys:
        from mkref.games.mage_knight.volkare import fight

        return fight.read_keys(top)

    def run_combat_sheet(self, sheet: Sheet, keys: LostLegionKeys, hooks: tuple[CombatHooks, ...]) -> CombatResult:
        from mkref.games.mage_knight.volkare import fight

        return fight.run_sheet(sheet, keys, hooks)

    def combat_value(self, key: str, text: str) -> Attack | None:
        if key != "volkare.attack":
            return None
        from mkref.games.mage_knight.volkare.data import parse_attack

        return parse_attack(text)  # his attack this combat, e.g. '5 physical' ([13.2])

    # -- texts and status --------------------------------------------------------------------------------
    def label(self, event: Event, lang: str) -> str | None:
        kind, who = event["type"], event.get("player", "")
        if kind == "volkare_turn":
            from mkref.games.mage_knight.volkare import in_game

            return in_game.label(event, lang)
        if kind == "fortitude_attached":  # [06.3]
            from mkref.games.mage_knight.table.shown_names import uid
            from mkref.games.mage_knight.volkare.messages import MESSAGES

            return MESSAGES.text("ev.fortitude_attached", lang, who=who, unit=uid(event["uid"], lang))
        if kind == "secondary_used":  # A-SKEXP
            from mkref.games.mage_knight.messages import MESSAGES as BASE

            return BASE.text("ev.secondary_used", lang, who=who, owner=event["owner"], skill=event["skill"].replace("_", " "))
        return None

    def label_words(self, event: Event, lang: str) -> str:
        if event["type"] == "recruited" and event.get("glade_action"):  # Magic Familiars at a Magical Glade ([06.2])
            from mkref.games.mage_knight.volkare.messages import MESSAGES

            return MESSAGES.text("ev.glade_recruit", lang)
        if event["type"] == "combat_ended" and event.get("fortitude_used"):  # [06.3]
            from mkref.games.mage_knight.table.shown_names import uid
            from mkref.games.mage_knight.volkare.messages import MESSAGES

            return "; " + MESSAGES.text("ev.fortitude_used", lang, units=", ".join(uid(u, lang) for u in event["fortitude_used"]))
        return ""

    def details(self, event: Event, lang: str) -> list[str]:
        """What Volkare's turn makes the table carry out, one line each."""
        if event["type"] != "volkare_turn":
            return []
        from mkref.games.mage_knight.volkare import in_game

        return in_game.describe(event, lang)

    def describe(self, state: State, events: list[Event], lang: str) -> list[str]:
        """What the variants make the table do, Magic Familiars' upkeep."""
        lines: list[str] = []
        if legion(state).get("lost_legion_variants"):
            from mkref.games.mage_knight.volkare import variants_in_game

            lines.extend(variants_in_game.lines(legion(state), events, lang))
        if any(e.get("familiars_upkeep") for e in events):  # [01]
            from mkref.games.mage_knight.volkare import units_in_game

            lines.extend(units_in_game.upkeep_lines(events, lang))
        return lines

    def next_line(self, state: State, entry: Mapping[str, Any], lang: str) -> str | None:
        if not entry.get("volkare"):
            return None
        from mkref.games.mage_knight.volkare.messages import MESSAGES

        return MESSAGES.text("next_volkare", lang)

    def unit_words(self, unit: Mapping[str, Any], lang: str) -> str:
        if "fortitude" not in unit:
            return ""
        from mkref.games.mage_knight.volkare.messages import MESSAGES

        return MESSAGES.text("show.fortitude", lang)

    def show(self, state: State, what: str, lang: str) -> list[str] | None:
        return self.status_lines(state, lang) if what == "volkare" and legion(state).get("volkare") is not None else None

    status_keys = {"volkare": None}  # `status --json` says "volkare": null in a game without him

    def status(self, state: State) -> Mapping[str, Any]:
        """Where Volkare is, what each card will make him do, the odds of his next card."""
        if legion(state).get("volkare") is None:
            return self.status_keys
        from mkref.games.mage_knight.volkare import in_game

        return {"volkare": in_game.status_data(legion(state))}

    def status_lines(self, state: State, lang: str) -> list[str]:
        if legion(state).get("volkare") is None:
            return []
        from mkref.games.mage_knight.volkare import in_game

        return in_game.status_lines(legion(state), lang)

    def score_sheet(self, status: Mapping[str, Any], sheet: dict[str, Any]) -> None:
        """Volkare's defeat decides the mission and gives the bonus ([S3])."""
        v = status.get("volkare")
        if v:
            sheet["volkare"] = {"defeated": bool(v.get("defeated")), "cards_left": int(v.get("cards_left", 0)),
                                "combat_level": v.get("combat_level", "daring"), "race_level": v.get("race_level", "fair")}

    # -- scoring -----------------------------------------------------------------------------------------
    def score_goals(self, sheet: Any) -> list[tuple[str, str, int, dict[str, Any]]]:
        """The bonus for defeating Volkare ([S3]; volkare.toml [score])."""
        v = sheet.volkare
        if v is None:
            return []
        from mkref.games.mage_knight.volkare.tracker import defeat_bonus

        return [("volkare", "goal_volkare", defeat_bonus(v["defeated"], v["cards_left"], v["combat_level"], v["race_level"]), dict(v))]

    def explain_score(self, key: str, params: Mapping[str, Any], say: Callable[..., str], points: int) -> str | None:
        if key != "goal_volkare":
            return None
        if not params["defeated"]:
            return say("volkare_not_defeated")
        from mkref.games.mage_knight.volkare.tracker import bonus_parts

        base, per, factor = bonus_parts(params["combat_level"], params["race_level"])
        return say("volkare", base=base, combat_level=params["combat_level"], cards_left=params["cards_left"], per=per,
                   factor=factor, race_level=params["race_level"], points=points)


BANNER_OF_FORTITUDE = BannerOfFortitude()
PART = LostLegion()
