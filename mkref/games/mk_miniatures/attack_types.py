"""The values of an attack (p. 14): what the table knows (`AttackSpec`: the attacker's and targets' values as
`Fighter`s, the table facts per target as `TargetFacts`, the options, the dice), what `attack.resolve` returns
(`Outcome`, one `TargetResult` per target), a modifier (`Mod`) with the rule of 3 (`cap3`), and the relic a
fighter wears."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import data
from .settings import Settings


@dataclass
class Mod:
    value: int
    source: str
    ref: str

    def as_dict(self) -> dict[str, Any]:
        return {"value": self.value, "source": self.source, "ref": self.ref}


@dataclass
class Fighter:
    name: str = "attacker"
    attack: int = 0
    defense: int = 0
    damage: int = 0  # close damage value (dial)
    attack_bonus: int = 0
    attack_types: list[str] = field(default_factory=list)
    speed_type: str = "boot"
    range: int = 0
    ranged_damage: int = 0
    targets_max: int = 1
    defense_types: list[str] = field(default_factory=list)
    damage_types: list[str] = field(default_factory=list)
    faction: str = ""
    points: int = 0
    relic: str = ""  # relic id, number or name the warrior wears
    soaring: bool = False
    elevated: bool = False
    mage_spawn: bool = False
    large: bool = False  # Titan or large figure
    name_has_skeleton_or_zombie: bool = False
    jeweled_helm_active: bool = False
    damage_reduction: int = 0
    carries_items: bool = False
    has_leadership: bool = False
    carries_relic: bool = False


@dataclass
class TargetFacts:
    """Table facts about one target, answered by the players, plus the per-target modifiers."""

    fighter: Fighter
    rear_arc: bool = False
    cover: bool = False  # LOF crosses hindering terrain / target in hindering (ranged only)
    elevation: bool = False  # target on elevated terrain, attacker not (ranged only)
    in_water: bool = False
    in_shallow_water: bool = False
    fortification: int = 0  # of a constructed piece it touches and the LOF crosses
    distance: float | None = None
    friendly: bool = False
    relic_faction_match: bool = False  # attacker is of the faction Treefell/Serpentfang name
    attack_mods: list[Mod] = field(default_factory=list)
    defense_mods: list[Mod] = field(default_factory=list)
    defense_replacement: int | None = None  # e.g. Venthia's Mask
    share: int | None = None  # split of multi-target ranged damage


@dataclass
class AttackSpec:
    kind: str  # close | ranged
    attacker: Fighter
    targets: list[TargetFacts]
    dice: tuple[int, int] = (0, 0)
    capture: bool = False
    eliminate_captive: bool = False
    gang_up: int = 0  # number of supporters
    charge: bool = False
    precision: bool = False
    point_blank: str = ""  # "" | attack | damage
    formation: list[str] = field(default_factory=list)  # per other member: "attack" | "damage"
    formation_bow: list[bool] = field(default_factory=list)
    formation_relics: list[str] = field(default_factory=list)  # per other member: the relic it wears, or ""
    attack_mods: list[Mod] = field(default_factory=list)
    damage_mods: list[Mod] = field(default_factory=list)
    domains: list[str] = field(default_factory=list)
    use_relic: bool = False  # use the relic's optional action (R-003, R-005, R-008, R-018 ...)
    tokens_before: int | None = None
    extra_dice: dict[str, int] = field(default_factory=dict)  # magestone_shield, strip_mine ...
    settings: Settings = field(default_factory=Settings)


@dataclass
class TargetResult:
    name: str
    attack_result: int
    defense: int
    hit: bool
    damage: int = 0
    clicks: int = 0
    eliminated: bool = False
    captured: bool = False
    healed: int = 0
    attack_mod: int = 0
    defense_mod: int = 0
    attack_mods: list[Mod] = field(default_factory=list)
    defense_mods: list[Mod] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


@dataclass
class Outcome:
    steps: list[tuple[str, str]]
    dice: tuple[int, int]
    judged_dice: tuple[int, int]
    crit_hit: bool
    crit_miss: bool
    targets: list[TargetResult]
    damage_pool: int
    attacker_clicks: int = 0  # push/backlash clicks to the attacker (unreducible)
    attacker_eliminated: bool = False
    attacker_healed: int = 0
    tokens_after: int | None = None
    token_push: int = 0
    notes: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "dice": list(self.dice),
            "judged_dice": list(self.judged_dice),
            "critical_hit": self.crit_hit,
            "critical_miss": self.crit_miss,
            "damage_pool": self.damage_pool,
            "targets": [
                {
                    "name": t.name, "attack_result": t.attack_result, "defense": t.defense, "hit": t.hit,
                    "damage": t.damage, "clicks": t.clicks, "eliminated": t.eliminated, "captured": t.captured,
                    "healed": t.healed, "attack_modifier": t.attack_mod, "defense_modifier": t.defense_mod,
                    "attack_modifiers": [m.as_dict() for m in t.attack_mods],
                    "defense_modifiers": [m.as_dict() for m in t.defense_mods], "notes": t.notes,
                }
                for t in self.targets
            ],
            "attacker": {
                "push_clicks": self.attacker_clicks, "eliminated": self.attacker_eliminated,
                "healed": self.attacker_healed, "tokens_after": self.tokens_after, "token_push": self.token_push,
            },
            "steps": [{"text": s, "ref": r} for s, r in self.steps],
            "notes": self.notes,
        }


def cap3(mods: list[Mod] | list[int]) -> int:
    """Rule of 3 (p. 7): the net of all modifiers to one value lies within -3..+3."""
    net = sum(m.value if isinstance(m, Mod) else m for m in mods)
    return max(-3, min(3, net))


def find_relic(ident: str) -> data.Relic | None:
    """The relic a fighter wears (by id, number or name), or None."""
    if not ident:
        return None
    return data.load().relic(ident)


def wears(f: Fighter, relic_id: str) -> bool:
    r = find_relic(f.relic)
    return r is not None and r.id == relic_id
