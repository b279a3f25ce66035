"""The seven face-down token piles of Mage Knight: six enemy backs and the ruins tokens (rulebook p. 3 §2).

Each pile knows its composition (copy counts from the rules data), what left it (known tokens on the map
or in a fight), what was discarded, and how many tokens were drawn face down without anybody seeing them
(a Keep's, a Mage Tower's or a City's garrison, p. 7 §5g). A pile that runs out is reshuffled from its
discard (p. 3 §2). A draw names the token that came up and is refused when it cannot be in the pile.

Face-down draws: the table does not know which token went onto the map, so the odds treat the unseen
tokens alike: the next draw is each remaining candidate with equal weight (the tokens in the pile and
the face-down ones on the map are a random split of the same candidates). When a face-down token is
turned over, the table names it and it must be one of the candidates of the pile it came from.

Everything is a plain frozen value; every change returns a new pile.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from mkref.core.chance import Request
from mkref.core.errors import InvalidInput, RuleViolation
from mkref.games.mage_knight.messages import MESSAGES

_no = MESSAGES.said  # a refusal: English as written, German at a German table (messages/refusals_map.py)

PILE_REF = "p. 3"
ENEMY_COLOURS = ("green", "grey", "violet", "brown", "red", "white")
PILE_NAMES = {
    "green": ("green", "grün"), "grey": ("grey", "grau"), "violet": ("violet", "violett"),
    "brown": ("brown", "braun"), "red": ("red", "rot"), "white": ("white", "weiß"), "ruins": ("ruins", "Ruinen"),
}


def _clean(counts: Mapping[str, int]) -> dict[str, int]:
    return {k: v for k, v in sorted(counts.items()) if v > 0}


def _plus(counts: Mapping[str, int], key: str, n: int = 1) -> dict[str, int]:
    out = dict(counts)
    out[key] = out.get(key, 0) + n
    return _clean(out)


@dataclass(frozen=True)
class TokenPile:
    """One face-down pile and its discard.

    copies  -- the whole composition, token id -> copies
    pool    -- the candidates for the tokens still in the pile and for the face-down tokens drawn from
               it since the last reshuffle (`hidden` of them)
    old     -- earlier pools (before a reshuffle) with the number of their face-down tokens not yet seen
    out     -- known tokens drawn and not discarded (on the map, in a fight)
    discard -- the discard pile, face up
    unsure  -- tokens whose copy count is below consensus (one source, rules data [provenance]): when the
               table names one more than the data counts, its box holds another copy and it is accepted
    """

    colour: str
    copies: dict[str, int]
    pool: dict[str, int]
    hidden: int = 0
    old: tuple[tuple[tuple[tuple[str, int], ...], int], ...] = ()
    out: dict[str, int] = field(default_factory=dict)
    discard: dict[str, int] = field(default_factory=dict)
    unsure: tuple[str, ...] = ()

    @classmethod
    def new(cls, colour: str, copies: Mapping[str, int], unsure: Iterable[str] = ()) -> TokenPile:
        full = _clean(copies)
        return cls(colour, full, dict(full), unsure=tuple(sorted(t for t in unsure if t in full)))

    # -- queries --------------------------------------------------------------------------------------
    def size(self) -> int:
        """Tokens in the face-down pile."""
        return sum(self.pool.values()) - self.hidden

    def hidden_total(self) -> int:
        return self.hidden + sum(h for _pool, h in self.old)

    def generation(self) -> int:
        """The number of reshuffles so far; a face-down token remembers the generation it came from."""
        return len(self.old)

    def next_source(self) -> dict[str, int]:
        """The candidates of the next draw: the pile, or after a reshuffle the discard."""
        return dict(self.pool) if self.size() > 0 else dict(self.discard)

    def can_draw(self) -> bool:
        return self.size() > 0 or sum(self.discard.values()) > 0

    def odds(self) -> dict[str, Fraction]:
        """The chance of each token on the next draw."""
        source = self.next_source()
        total = sum(source.values())
        return {k: Fraction(v, total) for k, v in source.items()} if total else {}

    def hidden_candidates(self, generation: int) -> dict[str, int]:
        """What a face-down token of `generation` can show: the candidates of its pool (only the component sets in
        play are in a pile, so a base game never offers a Lost Legion enemy)."""
        if generation == self.generation():
            return dict(self.pool)
        return dict(self.old[generation][0]) if 0 <= generation < len(self.old) else {}

    def request(self, key: str, prompt: str, count: int = 1) -> Request:
        """A question to the table for a draw from this pile (core chance protocol)."""
        source = self.next_source()
        source.update({t: 0 for t in self.unsure if t not in source})  # may be named, never drawn by mkref
        return Request(key, prompt, tuple(source), count, tuple(source.values()), beyond=self.unsure)

    # -- changes --------------------------------------------------------------------------------------
    def reshuffled(self) -> TokenPile:
        """The pile ran out: its discard becomes the new face-down pile (p. 3 §2)."""
        old = (*self.old, (tuple(sorted(self.pool.items())), self.hidden))
        return replace(self, pool=dict(self.discard), hidden=0, old=old, discard={})

    def _ready(self) -> TokenPile:
        if self.size() > 0:
            return self
        if not self.discard:
            raise RuleViolation(
                _no("nopile.empty", colour=self.colour), _no("nopile.every_token_of_it_is_on"),
                ref=PILE_REF,
            )
        return self.reshuffled()

    def _check(self, token: str, source: Mapping[str, int]) -> bool:
        """Refuse a token that cannot come from ``source``; True when it is accepted as a copy the data
        does not count (its count comes from one source: the table's box decides)."""
        if token not in self.copies:
            raise RuleViolation(
                _no("nopile.wrong", token=token, colour=self.colour), _no("nopile.not_colour", colour=self.colour), ref=PILE_REF,
                hint="Options: " + ", ".join(sorted(source)) if source else "",
            )
        if source.get(token, 0) <= 0 and token in self.unsure:
            return True
        if source.get(token, 0) <= 0:
            where = []
            if self.out.get(token):
                where.append(f"{self.out[token]} on the map or in play")
            if self.discard.get(token):
                where.append(f"{self.discard[token]} in the discard")
            raise RuleViolation(
                _no("nopile.none_left", token=token, colour=self.colour),
                f"all {self.copies[token]} cop{'y is' if self.copies[token] == 1 else 'ies are'} drawn already"
                + (f" ({', '.join(where)})" if where else ""),
                ref=PILE_REF,
                hint="Options: " + ", ".join(sorted(source)) if source else "",
            )
        return False

    def _with_copy(self, token: str) -> TokenPile:
        """One more copy of ``token`` than the data counts, in the pile the table draws from."""
        return replace(self, copies=_plus(self.copies, token), pool=_plus(self.pool, token))

    def draw(self, token: str) -> TokenPile:
        """`token` was drawn face up."""
        pile = self._ready()
        if pile._check(token, pile.pool):
            pile = pile._with_copy(token)
        pool = dict(pile.pool)
        pool[token] -= 1
        return replace(pile, pool=_clean(pool), out=_plus(pile.out, token))

    def draw_hidden(self) -> tuple[TokenPile, int]:
        """One token drawn face down, unseen; returns the pile and the token's generation."""
        pile = self._ready()
        return replace(pile, hidden=pile.hidden + 1), pile.generation()

    def reveal(self, token: str, generation: int) -> TokenPile:
        """A face-down token of `generation` was turned over and shows `token`."""
        if generation == self.generation():
            if self.hidden <= 0:
                raise InvalidInput(_no("nopile.none_waiting", colour=self.colour))
            pile = self._with_copy(token) if self._check(token, self.pool) else self
            pool = dict(pile.pool)
            pool[token] -= 1
            return replace(pile, pool=_clean(pool), hidden=pile.hidden - 1, out=_plus(pile.out, token))
        if not 0 <= generation < len(self.old):
            raise InvalidInput(_no("nopile.no_hidden_draw", colour=self.colour))
        items, hidden = self.old[generation]
        candidates = dict(items)
        copies = self.copies
        if self._check(token, candidates):
            candidates, copies = _plus(candidates, token), _plus(copies, token)
        candidates[token] -= 1
        old = list(self.old)
        old[generation] = (tuple(sorted(_clean(candidates).items())), hidden - 1)
        return replace(self, copies=copies, old=tuple(old), out=_plus(self.out, token))

    def discard_token(self, token: str) -> TokenPile:
        """A known token in play goes to the discard (defeated, or summoned and the fight is over)."""
        if self.out.get(token, 0) <= 0:
            raise RuleViolation(_no("nopile.not_out", token=token, colour=self.colour), ref=PILE_REF)
        out = dict(self.out)
        out[token] -= 1
        return replace(self, out=_clean(out), discard=_plus(self.discard, token))

    def summon(self, token: str) -> TokenPile:
        """A summoned token: drawn, fought, and straight to the discard (p. 24 Summon)."""
        return self.draw(token).discard_token(token)

    def as_dict(self) -> dict[str, Any]:
        return {
            "pile": self.colour, "in_pile": self.size(), "face_down_on_map": self.hidden_total(),
            "out": dict(self.out), "discard": dict(self.discard), "copies": sum(self.copies.values()),
        }


# -- odds of features -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FeatureOdds:
    """Chances for the next draw: per token, per ability, per attack element, per armor value."""

    pile: str
    left: int  # the tokens the next draw can be (the pile, plus unseen face-down tokens drawn from it)
    in_pile: int
    face_down: int  # unseen face-down tokens on the map drawn from the current pile
    tokens: dict[str, Fraction]
    abilities: dict[str, Fraction]
    elements: dict[str, Fraction]
    armor: dict[int, Fraction]

    def as_dict(self) -> dict[str, Any]:
        def pct(f: Fraction) -> float:
            return round(float(f) * 100, 1)

        return {
            "pile": self.pile, "left": self.left, "in_pile": self.in_pile, "face_down": self.face_down,
            "tokens": {k: pct(v) for k, v in self.tokens.items()},
            "abilities": {k: pct(v) for k, v in self.abilities.items()},
            "elements": {k: pct(v) for k, v in self.elements.items()},
            "armor": {str(k): pct(v) for k, v in self.armor.items()},
        }


def feature_odds(pile: TokenPile, enemies: Mapping[str, Any]) -> FeatureOdds:
    """Odds of the next draw of an enemy pile by token, ability, attack element and armor value.

    `enemies` maps token ids to objects with `abilities`, `attacks` (each with `element` and `summon`),
    `resistances` and `armor` (the Enemy values of data.py)."""
    tokens = pile.odds()
    abilities: dict[str, Fraction] = {}
    elements: dict[str, Fraction] = {}
    armor: dict[int, Fraction] = {}
    for token, chance in tokens.items():
        enemy = enemies.get(token)
        if enemy is None:
            continue
        for ability in sorted(set(enemy.abilities) | {f"{r}_resistance" for r in enemy.resistances}):
            abilities[ability] = abilities.get(ability, Fraction(0)) + chance
        for element in sorted({("summon" if a.summon else a.element) for a in enemy.attacks}):
            elements[element] = elements.get(element, Fraction(0)) + chance
        armor[enemy.armor] = armor.get(enemy.armor, Fraction(0)) + chance
    left = sum(pile.next_source().values())
    in_pile = pile.size() if pile.size() > 0 else left
    face_down = pile.hidden if pile.size() > 0 else 0
    return FeatureOdds(
        pile.colour, left, in_pile, face_down, dict(sorted(tokens.items(), key=lambda kv: (-kv[1], kv[0]))),
        dict(sorted(abilities.items(), key=lambda kv: (-kv[1], kv[0]))),
        dict(sorted(elements.items(), key=lambda kv: (-kv[1], kv[0]))), dict(sorted(armor.items())),
    )


# -- building the piles from the data ---------------------------------------------------------------------


def enemy_piles(enemies: Iterable[Any], expansions: Iterable[str] = ("base",)) -> dict[str, TokenPile]:
    """The six enemy piles from the copy counts (tokens of the expansions in play only)."""
    use = set(expansions)
    counts: dict[str, dict[str, int]] = {c: {} for c in ENEMY_COLOURS}
    unsure: set[str] = set()
    for enemy in enemies:
        if enemy.expansion in use or (enemy.expansion.startswith("shades_of_tezla") and "shades_of_tezla" in use):
            counts.setdefault(enemy.colour, {})[enemy.id] = enemy.copies
            if not getattr(enemy, "sure", True):
                unsure.add(enemy.id)
    return {c: TokenPile.new(c, counts[c], unsure) for c in ENEMY_COLOURS}


def ruins_pile(tokens: Iterable[Any], expansions: Iterable[str] = ("base",)) -> TokenPile:
    use = set(expansions)
    return TokenPile.new("ruins", {t.id: 1 for t in tokens if t.expansion in use})


def pile_of(piles: Mapping[str, TokenPile], token: str) -> str:
    """Which pile a token belongs to ('' if none)."""
    return next((c for c, p in piles.items() if token in p.copies), "")
