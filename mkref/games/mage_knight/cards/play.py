"""Playing a deed card by name: basic, powered or sideways (p. 4), with its mana (p. 5), its choices and
its costs, and combined with another card (p. 5, Combined effects).

`play_card` is pure: it takes the player's deed cards and mana and the Source, and returns them changed
together with what the card gave: points for the turn (Move, Influence, Attack, Block, Heal, each with its
attack type and element), gains (mana, crystals, cards drawn, Fame, ...) and the text rulings the table
follows. Anything the rules forbid raises a RuleViolation with the page, and nothing changes.
"""

from __future__ import annotations

from typing import Any

from mkref.core.record import Record
from mkref.games.mage_knight.cards import deck as deeds_rules
from mkref.games.mage_knight.cards import mana as mana_rules
from mkref.games.mage_knight.cards.catalogue import Card, Skill, card_id, cards
from mkref.games.mage_knight.cards.effects import BASIC_COLOURS, Effect
from mkref.games.mage_knight.cards.messages import MODES, refuse
from mkref.games.mage_knight.cards.words import describe_one

SIDEWAYS = ("move", "influence", "attack", "block")  # p. 4 §3e
SIDEWAYS_WORDS = {
    "move": "move", "bewegung": "move", "influence": "influence", "einfluss": "influence",
    "attack": "attack", "angriff": "attack", "block": "block",
}
CHOICE_WORDS = {**SIDEWAYS_WORDS, "heal": "heal", "heilung": "heal", "draw": "draw", "ziehen": "draw",
                "ranged": "ranged", "fernangriff": "ranged", "siege": "siege", "belagerung": "siege",
                "belagerungsangriff": "siege", "mana": "mana", "crystal": "crystal", "kristall": "crystal",
                "ready": "ready_unit", "wound": "wound"}


class Points(Record):
    kind: str  # move, influence, attack, block, heal
    amount: int
    attack: str = "melee"
    element: str = "physical"

    def words(self, lang: str = "en") -> str:
        return describe_one(Effect(self.kind, amount=self.amount, attack=self.attack, element=self.element), lang)


class Played(Record):
    card: str
    mode: str
    deeds: dict[str, Any]
    mana: dict[str, Any]
    source: list[str]
    points: tuple[Points, ...]
    gains: tuple[Effect, ...]  # mana, crystal, draw, fame, reputation, wound, hand_limit, terrain, enter, ...
    rulings: tuple[Effect, ...]  # special effects: the table follows their text

    def summary(self, lang: str = "en") -> str:
        parts = [p.words(lang) for p in self.points] + [describe_one(g, lang) for g in self.gains]
        parts += [r.text_de if lang == "de" else r.text_en for r in self.rulings]
        name = cards()[self.card].name.get(lang)
        mode = MODES[self.mode][1 if lang == "de" else 0]
        return f"{name} ({mode}): " + "; ".join(parts)


class Request(Record):
    """What the table said with the card: the options it chose, counts, the mana paid, the other cards."""

    choices: tuple[str, ...] = ()
    counts: tuple[tuple[str, int], ...] = ()
    mana: tuple[tuple[str, str], ...] = ()  # (place, colour) in the order paid
    other: str = ""  # the card discarded, thrown away or combined with
    sideways: str = ""


class _Ctx:
    """One play being resolved: the choices still to use and what it produced."""

    def __init__(self, request: Request, day: bool, lang: str, card: Card | Skill) -> None:
        self.choices = list(request.choices)
        self.counts = dict(request.counts)
        self.day = day
        self.lang = lang
        self.card = card
        self.points: list[Points] = []
        self.gains: list[Effect] = []
        self.rulings: list[Effect] = []
        self.colour_paid: list[str] = []  # the colours of the extra mana a by_colour effect used


def mana_needed(card: Card, mode: str, day: bool, lang: str = "en") -> list[tuple[str, ...]]:
    """The mana a play costs: one entry per mana, each the colours that pay it (p. 4 §3a-b)."""
    if mode == "sideways" or card.kind in ("artifact", "wound"):
        return []
    if card.kind == "spell":
        if mode == "powered":
            if day:
                raise refuse("spell_powered_day", "p. 4", lang)
            return [card.colours, ("black",)]
        return [card.colours]
    return [card.colours] if mode == "powered" else []


def play_card(deeds: dict[str, Any], mana: dict[str, Any], source: list[str], name: str, mode: str, request: Request,
              *, day: bool, mana_friendly: bool = False, lang: str = "en") -> Played:
    ident = card_id(name)
    card = cards()[ident]
    deeds_rules.check_in_hand(deeds, ident, lang)
    if mode == "sideways":
        return _sideways(deeds, mana, source, card, request, lang)
    if mode == "powered" and not card.powered:
        raise refuse("no_powered", "p. 4", lang, card=card.name.get(lang))
    needs = mana_needed(card, mode, day, lang)
    paid = list(request.mana)
    mana_after, source_after = _pay(mana, source, card, needs, paid[: len(needs)], day, mana_friendly, lang)
    ctx = _Ctx(request, day, lang, card)
    extra = paid[len(needs):]
    effects = card.basic if mode == "basic" else card.powered
    deeds_after = _take_from_hand(deeds, card, mode)
    deeds_after, mana_after, source_after = _resolve(ctx, effects, deeds_after, mana_after, source_after, extra, request, mana_friendly)
    if ctx.choices:  # words the card had no use for: a typo the table should hear about
        raise refuse("words_unused", "p. 4", lang, card=card.name.get(lang), words=" ".join(ctx.choices))
    mana_after = _apply_gains(mana_after, ctx.gains)
    return Played(ident, mode, deeds_after, mana_after, source_after, tuple(ctx.points), tuple(ctx.gains), tuple(ctx.rulings))


def _sideways(deeds: dict[str, Any], mana: dict[str, Any], source: list[str], card: Card, request: Request, lang: str) -> Played:
    kind = SIDEWAYS_WORDS.get(request.sideways.lower(), "")
    if kind not in SIDEWAYS:
        raise refuse("sideways_kind", "p. 4", lang, kind=request.sideways or "?")
    after = _take_from_hand(deeds, card, "sideways")
    return Played(card.id, "sideways", after, mana, list(source), (Points(kind, 1),), (), ())


def _take_from_hand(deeds: dict[str, Any], card: Card, mode: str) -> dict[str, Any]:
    """The card leaves the hand: into the play area, or out of the game for an artifact's powered effect."""
    if card.kind == "artifact" and mode == "powered":
        return deeds_rules.throw_away(deeds, card.id)
    after = {**deeds, "hand": deeds["hand"] - 1, "played": [*deeds["played"], [card.id, mode]]}
    return after


def _pay(mana: dict[str, Any], source: list[str], card: Card, needs: list[tuple[str, ...]], paid: list[tuple[str, str]],
         day: bool, friendly: bool, lang: str) -> tuple[dict[str, Any], list[str]]:
    name = card.name.get(lang)
    if len(paid) < len(needs):
        missing = needs[len(paid)]
        raise refuse("mana_needed", "p. 4", lang, card=name, colour=_colour_words(missing, lang))
    for colours, (place, colour) in zip(needs, paid):
        need = next((c for c in colours if mana_rules.pays_for(colour, c, day)), colours[0])
        mana, source = mana_rules.pay(mana, source, need, place, colour, day, card=name, mana_friendly=friendly, lang=lang)
    return mana, source


def _colour_words(colours: tuple[str, ...], lang: str) -> str:
    from mkref.games.mage_knight.cards.messages import colour_word

    return (" oder " if lang == "de" else " or ").join(colour_word(c, lang) for c in colours)


# --------------------------------------------------------------------------------------------------
# Resolving the effects


def _resolve(ctx: _Ctx, effects: tuple[Effect, ...], deeds: dict[str, Any], mana: dict[str, Any], source: list[str],
             extra: list[tuple[str, str]], request: Request, friendly: bool) -> tuple[dict[str, Any], dict[str, Any], list[str]]:
    for effect in effects:
        if effect.name == "choice":
            deeds, mana, source = _resolve(ctx, _chosen(ctx, effect), deeds, mana, source, extra, request, friendly)
        elif effect.name == "by_time":
            branch = dict(effect.branches)["day" if ctx.day else "night"]
            deeds, mana, source = _resolve(ctx, branch, deeds, mana, source, extra, request, friendly)
        elif effect.name == "by_colour":
            colour, deeds, mana, source = _pay_for_branch(ctx, effect, deeds, mana, source, extra, request, friendly)
            deeds, mana, source = _resolve(ctx, dict(effect.branches)[colour], deeds, mana, source, extra, request, friendly)
        elif effect.name == "discard":
            deeds = _discard_other(ctx, effect, deeds, request)
        elif effect.name == "throw_away":
            deeds = _throw_other(ctx, effect, deeds, request)
        elif effect.name == "combine":
            deeds = _combine(ctx, effect, deeds, request)
        elif effect.is_points:
            ctx.points.append(_points(ctx, effect))
        elif effect.name == "special":
            ctx.rulings.append(effect)
        else:
            ctx.gains.append(_counted(ctx, effect))
    return deeds, mana, source


def _option_key(options: tuple[Effect, ...]) -> set[str]:
    keys = set()
    for effect in options:
        keys.add(effect.name)
        if effect.name == "attack" and effect.attack != "melee":
            keys = {k for k in keys if k != "attack"} | {effect.attack}
        if effect.name in ("mana", "crystal"):
            keys.add(f"{effect.name} {effect.colour}")
            keys.add(effect.colour)
        if effect.element != "physical":
            keys.add(f"{effect.element} {effect.name if effect.name == 'block' else effect.attack}")
    return keys


def _chosen(ctx: _Ctx, effect: Effect) -> tuple[Effect, ...]:
    name = ctx.card.name.get(ctx.lang)
    listed = ", ".join(f"{label} = {describe_one(Effect('choice', branches=((label, opts),)), ctx.lang)}" for label, opts in effect.branches)
    if not ctx.choices:
        raise refuse("choice_needed", effect.ref or "p. 5", ctx.lang, card=name, options=listed)
    wanted = ctx.choices.pop(0).lower().strip()
    wanted = " ".join(CHOICE_WORDS.get(w, w) for w in wanted.split())
    for label, options in effect.branches:
        if wanted == label:
            return options
    matches = [opts for _, opts in effect.branches if wanted in _option_key(opts)]
    if len(matches) == 1:
        return matches[0]
    physical = [opts for opts in matches if all(e.element == "physical" for e in opts)]
    if len(physical) == 1:  # 'block' means the plain Block when a fire Block is offered too
        return physical[0]
    raise refuse("choice_unknown", effect.ref or "p. 5", ctx.lang, card=name, option=wanted, options=listed)


def _count(ctx: _Ctx, effect: Effect) -> int:
    if effect.per and effect.per not in ctx.counts:
        what = effect.per.replace("_", " ")
        raise refuse("count_needed", "p. 5", ctx.lang, card=ctx.card.name.get(ctx.lang), what=what)
    return effect.total(ctx.counts)


def _points(ctx: _Ctx, effect: Effect) -> Points:
    return Points(effect.name, _count(ctx, effect), effect.attack, effect.element)


def _counted(ctx: _Ctx, effect: Effect) -> Effect:
    return effect._replace(amount=_count(ctx, effect), per="", each=0) if effect.per else effect


def _pay_for_branch(ctx: _Ctx, effect: Effect, deeds: dict[str, Any], mana: dict[str, Any], source: list[str],
                    extra: list[tuple[str, str]], request: Request, friendly: bool) -> tuple[str, dict[str, Any], dict[str, Any], list[str]]:
    """The branch of a 'by colour' effect: the colour of the extra mana paid, or of the card given up."""
    name = ctx.card.name.get(ctx.lang)
    if effect.pay == "mana":
        if len(ctx.colour_paid) >= len(extra):
            raise refuse("mana_needed", "p. 5", ctx.lang, card=name, colour=_colour_words(BASIC_COLOURS, ctx.lang))
        place, colour = extra[len(ctx.colour_paid)]
        need = colour if colour in BASIC_COLOURS else next(c for c in BASIC_COLOURS if _wanted_colour(request, c))
        mana, source = mana_rules.pay(mana, source, need, place, colour, ctx.day, card=name, mana_friendly=friendly, lang=ctx.lang)
        ctx.colour_paid.append(need)
        return need, deeds, mana, source
    other = _other_card(ctx, request, "action" if effect.pay == "throw_away" else "any")
    colour = other.colour if other.colours else _artifact_colour(ctx, request)
    if effect.pay == "throw_away":
        deeds = deeds_rules.throw_away(deeds, other.id, ctx.lang)
    else:
        deeds = deeds_rules.discard_cards(deeds, [other.id], ctx.lang)
    return colour, deeds, mana, source


def _wanted_colour(request: Request, colour: str) -> bool:
    """Gold paid for a 'by colour' effect: the colour the table named among its choices."""
    return colour in request.choices


def _artifact_colour(ctx: _Ctx, request: Request) -> str:
    chosen = [c for c in request.choices if c in BASIC_COLOURS]
    if not chosen:
        raise refuse("choice_needed", "p. 5", ctx.lang, card=ctx.card.name.get(ctx.lang), options=", ".join(BASIC_COLOURS))
    return chosen[0]


def _other_card(ctx: _Ctx, request: Request, kind: str) -> Card:
    name = ctx.card.name.get(ctx.lang)
    what = ("eine andere Aktionskarte" if ctx.lang == "de" else "another Action card") if kind == "action" else ("eine andere Karte" if ctx.lang == "de" else "another card")
    if not request.other:
        raise refuse("requirement", "p. 4", ctx.lang, card=name, what=what)
    other = cards()[card_id(request.other)]
    if other.kind == "wound" or (kind == "action" and not other.is_action):
        raise refuse("requirement", "p. 4", ctx.lang, card=name, what=what)
    return other


def _discard_other(ctx: _Ctx, effect: Effect, deeds: dict[str, Any], request: Request) -> dict[str, Any]:
    """'Discard another card' (p. 4 §6): named, or any one unnamed card the hand still holds."""
    if request.other:
        if card_id(request.other) == "wound":
            if not effect.wounds:
                raise refuse("discard_wound", "p. 4", ctx.lang)
            return deeds_rules.discard_wounds(deeds, 1, ctx.lang)
        return deeds_rules.discard_cards(deeds, [request.other], ctx.lang)
    if deeds["hand"] < effect.amount:
        what = "eine andere Karte" if ctx.lang == "de" else "another card"
        raise refuse("requirement", "p. 4", ctx.lang, card=ctx.card.name.get(ctx.lang), what=what)
    return deeds_rules.discard_cards(deeds, [], ctx.lang, unnamed=effect.amount)


def _throw_other(ctx: _Ctx, effect: Effect, deeds: dict[str, Any], request: Request) -> dict[str, Any]:
    other = _other_card(ctx, request, effect.card)
    return deeds_rules.throw_away(deeds, other.id, ctx.lang)


def _combine(ctx: _Ctx, effect: Effect, deeds: dict[str, Any], request: Request) -> dict[str, Any]:
    """Another Action card played as part of this one: its effect `times` times, as one single effect (p. 5)."""
    name = ctx.card.name.get(ctx.lang)
    if not request.other:
        raise refuse("combine_needs_action", "p. 5", ctx.lang, card=name)
    other = _other_card(ctx, request, "action")
    deeds_rules.check_in_hand(deeds, other.id, ctx.lang)
    inner = _Ctx(Request(choices=tuple(ctx.choices), counts=tuple(ctx.counts.items())), ctx.day, ctx.lang, other)
    effects = other.powered if effect.pay == "powered" else other.basic
    _resolve(inner, effects, deeds, {}, [], [], Request(choices=tuple(ctx.choices)), False)
    ctx.choices = inner.choices
    for points in inner.points:
        bonus = effect.bonus if points.kind in SIDEWAYS else 0
        ctx.points.append(points._replace(amount=points.amount * effect.times + bonus))
    ctx.gains += [g._replace(amount=g.amount * effect.times, count=g.count * effect.times) for g in inner.gains]
    ctx.rulings += inner.rulings
    if effect.throw:
        return deeds_rules.throw_away(deeds, other.id, ctx.lang)
    return {**deeds, "hand": deeds["hand"] - 1, "played": [*deeds["played"], [other.id, effect.pay]]}


def _apply_gains(mana: dict[str, Any], gains: list[Effect]) -> dict[str, Any]:
    """Mana tokens of a named colour, crystals of a named colour and extra Source dice go straight to the
    player's mana; a colour of the player's choice is left to the table (it says 'crystal COLOUR')."""
    for gain in gains:
        if gain.name == "mana" and gain.colour in (*BASIC_COLOURS, "gold", "black"):
            mana = mana_rules.gain_token(mana, gain.colour, gain.count)
        elif gain.name == "crystal" and gain.colour in BASIC_COLOURS:
            for _ in range(gain.count):
                mana, _kind = mana_rules.gain_crystal(mana, gain.colour, effect=True)
        elif gain.name == "source_dice":
            mana = {**mana, "extra_dice": int(mana["extra_dice"]) + gain.amount}
    return mana


class SkillEffect(Record):
    skill: str
    points: tuple[Points, ...]
    gains: tuple[Effect, ...]
    rulings: tuple[Effect, ...]


def skill_effects(skill: Skill, request: Request, *, day: bool, lang: str = "en") -> SkillEffect:
    """What a skill gives, with its choices and counts (its use period is checked by skill_use.use)."""
    ctx = _Ctx(request, day, lang, skill)
    _resolve(ctx, skill.effect, {}, {}, [], [], request, False)
    return SkillEffect(skill.id, tuple(ctx.points), tuple(ctx.gains), tuple(ctx.rulings))


# --------------------------------------------------------------------------------------------------
# Terrain costs changed by cards (p. 7 §7)


def move_cost(base: int | None, terrain: str, changes: list[Effect]) -> int | None:
    """The Move cost of a terrain after this turn's card effects; None = may not be entered.

    `enter` opens mountains or lakes (at its cost, if it names one); `terrain` sets a cost or lowers it,
    never below its floor (a floor does not raise a cost that is already lower).
    """
    cost = base
    opened = base is not None
    for change in changes:
        if change.name == "enter" and terrain in change.terrains and cost is None:
            opened = True
            cost = change.cost if change.cost >= 0 else None
    for change in changes:
        if change.name != "terrain" or not opened:
            continue
        if terrain not in change.terrains and "all" not in change.terrains:
            continue
        if change.cost >= 0:
            cost = change.cost  # an opened terrain without a cost of its own takes the one set here
        elif cost is not None:
            cost = cost if cost <= change.floor else max(change.floor, cost - change.less)
    return cost
