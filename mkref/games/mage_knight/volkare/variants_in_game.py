"""The Lost Legion's variants in a tracked game: [V5] Envy and Pity and [V6] ghost attacks.

They are chosen with `mkref new --variant ID`, the one option of table/game.py backed by
rules/mage-knight/variants.toml (their entries there say `expansion = "lost_legion"`).

Envy and Pity is applied when a round ends (the Fame leader's Wound goes into his deck, counted with his
wounds); ghost attacks are announced when a hero gains a level. Both are computed from the game's state, so
replaying the events gives the same result.
"""

from __future__ import annotations

from mkref.games.mage_knight.parts import Event, Setup
from mkref.games.mage_knight.volkare import variants
from mkref.games.mage_knight.volkare.messages import MESSAGES
from mkref.games.mage_knight.volkare.state_types import LegionGameState, LegionVariant, LegionVariants

IDS: tuple[LegionVariant, ...] = (
    "volkares_camp", "additional_player", "solo_offer_control", "envy_and_pity", "envy_and_pity_intensive", "ghost_attacks",
)
_BY_ID: dict[str, LegionVariant] = {v: v for v in IDS}
ROUND_ENDERS = ("turn_ended", "announced", "dummy_turn", "volkare_turn", "combat_ended", "game_end")


def chosen(game_setup: Setup) -> list[LegionVariant]:
    """The Lost Legion's variants among those chosen with ``--variant`` (the others are table/variants.py's)."""
    return sorted(_BY_ID[v] for v in game_setup.get("variants") or [] if v in _BY_ID)


def initial(game_setup: Setup) -> LegionVariants | None:
    from mkref.games.mage_knight.volkare import camp  # [V1]: the Camp's garrison, shields and pursuit spaces

    mine = chosen(game_setup)
    if not mine:
        return None
    info: LegionVariants = {"variants": mine, "rounds": {}}
    if (garrison := camp.initial(game_setup)) is not None:
        info["camp"] = garrison
    return info


def after_event(state: LegionGameState, event: Event) -> None:
    """A-V5 when a round has just ended (also after the final round, I-35)."""
    info = state.get("lost_legion_variants")
    if not info or event["type"] not in ROUND_ENDERS or state["phase"] not in ("round_over", "game_over"):
        return
    key = str(state["round"])
    intensive = "envy_and_pity_intensive" in info["variants"]
    if key in info["rounds"] or not (intensive or "envy_and_pity" in info["variants"]):
        return
    real = [p for p in state["players"] if not p["dummy"] and not p.get("eliminated")]
    result = variants.envy_and_pity({p["name"]: p["fame"] for p in real}, state["time"] == "day", intensive,
                                    final_round=state["phase"] == "game_over")
    if result.wound_to:
        next(p for p in real if p["name"] == result.wound_to)["wounds"] += 1
    info["rounds"][key] = {"wound_to": result.wound_to, "may_heal": list(result.may_heal)}


def lines(state: LegionGameState, events: list[Event], lang: str = "en") -> list[str]:
    """What the variants make the table do after these events."""
    info = state.get("lost_legion_variants")
    if not info:
        return []
    say = MESSAGES.text
    out = []
    if "ghost_attacks" in info["variants"]:
        for e in events:
            if e["type"] == "turn_ended" and e.get("levels"):
                others = [p["level"] for p in state["players"] if not p["dummy"] and p["name"] != e["player"]]
                first = e["levels"][0]["level"] - 1
                for colour in variants.ghost_attacks(first, e["levels"][-1]["level"], others):
                    out.append(say("ghost_attack", lang, player=e["player"], colour=colour))
    if any(e["type"] in ROUND_ENDERS for e in events):
        from mkref.games.mage_knight.volkare.variants_setup import round_end_lines

        out += round_end_lines(state, lang)
    done = info["rounds"].get(str(state["round"]))
    if done is not None and state["phase"] in ("round_over", "game_over") and any(e["type"] in ROUND_ENDERS for e in events):
        if done["wound_to"]:
            out.append(say("envy", lang, player=done["wound_to"]))
        if done["may_heal"]:
            out.append(say("pity", lang, players=", ".join(done["may_heal"])))
    return out
