"""Playing a deed card by name: basic, powered or sideways (p. 4), with its mana (p. 5), its choices and
its costs, and combined with another card (p. 5, Combined effects).

`play_card` is pure: it takes the player's deed cards and mana and the Source, and returns them changed
together with what the card gave: points for the turn (Move, Influence, Attack, Block, Heal, each with its
attack type and element), gains (mana, crystals, cards drawn, Fame, ...) and the text rulings the table
follows. Anything the rules forbid raises a RuleViolation with the page, and nothing changes.
"""

from __future__ import annotations


from mkref.core.messages import Named
from mkref.core.names import fold
from mkref.core.record import Record
from mkref.games.mage_knight.cards import deck as deeds_rules
from mkref.games.mage_knight.cards import mana as mana_rules
from mkref.games.mage_knight.cards.catalogue import Card, Skill, card_id, cards
from mkref.games.mage_knight.cards.effects import BASIC_COLOURS, Effect
from mkref.games.mage_knight.cards.mana import Mana
from mkref.games.mage_knight.cards.messages import MODES, pick, refuse
from mkref.games.mage_knight.cards.state_types import DeedsState
from mkref.games.mage_knight.cards.words import describe_one

SIDEWAYS = ("move", "influence", "attack", "block")  # p. 4 §3e
SIDEWAYS_WORDS = {
    "move": "move", "bewegung": "move", "influence": "influence", "einfluss": "influence",
    "attack": "attack", "angriff": "attack", "block": "block",
}
CHOICE_WORDS = {**SIDEWAYS_WORDS, "heal": "heal", "heilung": "heal", "draw": "draw", "ziehen": "draw",
                "ranged": "ranged", "fernangriff": "ranged", "siege": "siege", "belagerung": "siege",
                "belagerungsangriff": "siege", "mana": "mana", "crystal": "crystal", "kristall": "crystal",
                "ready": "ready_unit", "wound": "wound", "verletzung": "wound", "kristalle": "crystal",
                "eis": "ice", "feuer": "fire", "fernkampf": "ranged", "eisangriff": "ice attack", "eisblock": "ice block",
                "feuerangriff": "fire attack", "feuerblock": "fire block", "kaltfeuer": "cold_fire", "heilen": "heal"}


def _typed_colours() -> dict[str, str]:
    """Colour words as typed after a card, German ones also inflected ('grüner Kristall', 'rotes Mana'), folded."""
    words = dict(mana_rules.COLOUR_WORDS)
    for word, colour in mana_rules.COLOUR_WORDS.items():
        if word not in ("red", "blue", "white", "green", "gold", "black", "golden"):
            for ending in ("e", "er", "es", "en", "em"):
                words[word + ending] = colour
    return {fold(w): c for w, c in words.items()} | words


COLOUR_CHOICE = _typed_colours()


def _choice_word(word: str) -> str:
    """One typed word of a choice in the words of the card's options ('blau' -> 'blue', 'Angriff' -> 'attack')."""
    return " ".join(COLOUR_CHOICE.get(w, CHOICE_WORDS.get(w, w)) for w in word.split())


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
    deeds: DeedsState
    mana: Mana
    source: list[str]
    points: tuple[Points, ...]
    gains: tuple[Effect, ...]  # mana, crystal, draw, fame, reputation, wound, hand_limit, terrain, enter, ...
    rulings: tuple[Effect, ...]  # special effects: the table follows their text

    def summary(self, lang: str = "en") -> str:
        parts = [p.words(lang) for p in self.points] + [describe_one(g, lang) for g in self.gains]
        parts += [pick((r.text_en, r.text_de), lang) for r in self.rulings]
        name = cards()[self.card].name.get(lang)
        mode = pick(MODES[self.mode], lang)
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


def play_card(deeds: DeedsState, mana: Mana, source: list[str], name: str, mode: str, request: Request,
              *, day: bool, mana_friendly: bool = False, lang: str = "en") -> Played:
    ident = card_id(name)
    card = cards()[ident]
    deeds_rules.check_in_hand(deeds, ident, lang)
    if mode == "sideways":
        return _sideways(deeds, mana, source, card, request, lang)
    if mode == "powered" and not card.powered:
        raise refuse("no_powered", "p. 4", lang, card=card.name.named())
    needs = mana_needed(card, mode, day, lang)
    paid = list(request.mana)
    mana_after, source_after = _pay(mana, source, card, needs, paid[: len(needs)], day, mana_friendly, lang)
    ctx = _Ctx(request, day, lang, card)
    extra = paid[len(needs):]
    effects = card.basic if mode == "basic" else card.powered
    deeds_after = _take_from_hand(deeds, card, mode)
    deeds_after, mana_after, source_after = _resolve(ctx, effects, deeds_after, mana_after, source_after, extra, request, mana_friendly)
    if ctx.choices:  # words the card had no use for: a typo the table should hear about
        raise refuse("words_unused", "p. 4", lang, card=card.name.named(), words=" ".join(ctx.choices))
    mana_after = _apply_gains(mana_after, ctx.gains)
    return Played(ident, mode, deeds_after, mana_after, source_after, tuple(ctx.points), tuple(ctx.gains), tuple(ctx.rulings))


def _sideways(deeds: DeedsState, mana: Mana, source: list[str], card: Card, request: Request, lang: str) -> Played:
    kind = SIDEWAYS_WORDS.get(request.sideways.lower(), "")
    if kind not in SIDEWAYS:
        raise refuse("sideways_kind", "p. 4", lang, kind=request.sideways or "?")
    after = _take_from_hand(deeds, card, "sideways")
    return Played(card.id, "sideways", after, mana, list(source), (Points(kind, 1),), (), ())


def _take_from_hand(deeds: DeedsState, card: Card, mode: str) -> DeedsState:
    """The card leaves the hand: into the play area, or out of the game for an artifact's powered effect."""
    if card.kind == "artifact" and mode == "powered":
        return deeds_rules.throw_away(deeds, card.id)
    after: DeedsState = {**deeds, "hand": deeds["hand"] - 1, "played": [*deeds["played"], [card.id, mode]]}
    return after


def _pay(mana: Mana, source: list[str], card: Card, needs: list[tuple[str, ...]], paid: list[tuple[str, str]],
         day: bool, friendly: bool, lang: str) -> tuple[Mana, list[str]]:
    name = card.name.named()
    if len(paid) < len(needs):
        missing = needs[len(paid)]
        raise refuse("mana_needed", "p. 4", lang, card=name, colour=_colour_words(missing, lang))
    for colours, (place, colour) in zip(needs, paid):
        need = next((c for c in colours if mana_rules.pays_for(colour, c, day)), colours[0])
        mana, source = mana_rules.pay(mana, source, need, place, colour, day, card=name, mana_friendly=friendly, lang=lang)
    return mana, source


def _colour_words(colours: tuple[str, ...], lang: str) -> str:
    from mkref.games.mage_knight.cards.messages import MESSAGES, colour_word

    del lang  # said by the shell in the session's language
    return Named(MESSAGES.text("word.or", "en").join(colour_word(c, "en") for c in colours),
                 MESSAGES.text("word.or", "de").join(colour_word(c, "de") for c in colours))


# --------------------------------------------------------------------------------------------------
# Resolving the effects


def _resolve(ctx: _Ctx, effects: tuple[Effect, ...], deeds: DeedsState, mana: Mana, source: list[str],
             extra: list[tuple[str, str]], request: Request, friendly: bool) -> tuple[DeedsState, Mana, list[str]]:
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
            ctx.gains += [_counted(ctx, gain) for gain in _open_colour(ctx, effect)]
    return deeds, mana, source


OPEN_COLOURS = {"basic": BASIC_COLOURS, "any": (*BASIC_COLOURS, "gold", "black")}


def _open_colour(ctx: _Ctx, effect: Effect) -> list[Effect]:
    """A mana token or crystal of the player's choice: the colour named after the card ('play blood ritual blue',
    'play Kristallisieren stark grün'), one for all the tokens or one each, so the mana is tracked (p. 5)."""
    if effect.name not in ("mana", "crystal") or effect.colour not in OPEN_COLOURS:
        return [effect]
    allowed = OPEN_COLOURS[effect.colour]
    picked: list[str] = []
    while ctx.choices and len(picked) < effect.count and _choice_word(ctx.choices[0]) in allowed:
        picked.append(_choice_word(ctx.choices.pop(0)))
    if len(picked) not in (1, effect.count):
        words = _colour_words(tuple(allowed), ctx.lang)
        key = "colour_needed_one" if effect.count == 1 else "colour_needed"
        raise refuse(key, effect.ref or "p. 5", ctx.lang, card=ctx.card.name.named(), count=effect.count, colours=words)
    if len(picked) == 1:
        return [effect._replace(colour=picked[0])]
    return [effect._replace(colour=colour, count=1) for colour in picked]


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
            keys.add(f"{effect.element} {effect.name}")  # 'ice attack', 'fire block'
    return keys


def _chosen(ctx: _Ctx, effect: Effect) -> tuple[Effect, ...]:
    name = ctx.card.name.named()
    listed = Named(*(", ".join(f"{label} = {describe_one(Effect('choice', branches=((label, opts),)), code)}" for label, opts in effect.branches)
                     for code in ("en", "de")))  # said in the table's language
    if not ctx.choices:
        raise refuse("choice_needed", effect.ref or "p. 5", ctx.lang, card=name, options=listed)
    first = _choice_word(ctx.choices[0].lower().strip())
    tries = [(first, 1)]
    if len(ctx.choices) > 1:  # two words may name one option: 'green crystal', 'Kristall grün', 'fire block'
        second = _choice_word(ctx.choices[1].lower().strip())
        tries = [(f"{first} {second}", 2), (f"{second} {first}", 2), *tries]
    for wanted, used in tries:
        found = _match_option(effect, wanted)
        if found is not None:
            del ctx.choices[:used]
            return found
    raise refuse("choice_unknown", effect.ref or "p. 5", ctx.lang, card=name, option=first, options=listed)


def _match_option(effect: Effect, wanted: str) -> tuple[Effect, ...] | None:
    for label, options in effect.branches:
        if wanted == label:
            return options
    matches = [opts for _, opts in effect.branches if wanted in _option_key(opts)]
    if len(matches) == 1:
        return matches[0]
    physical = [opts for opts in matches if all(e.element == "physical" for e in opts)]
    if len(physical) == 1:  # 'block' means the plain Block when a fire Block is offered too
        return physical[0]
    return None


def _count(ctx: _Ctx, effect: Effect) -> int:
    if effect.per and effect.per not in ctx.counts:
        what = effect.per.replace("_", " ")
        raise refuse("count_needed", "p. 5", ctx.lang, card=ctx.card.name.named(), what=what)
    return effect.total(ctx.counts)


def _points(ctx: _Ctx, effect: Effect) -> Points:
    return Points(effect.name, _count(ctx, effect), effect.attack, effect.element)


def _counted(ctx: _Ctx, effect: Effect) -> Effect:
    return effect._replace(amount=_count(ctx, effect), per="", each=0) if effect.per else effect


def _pay_for_branch(ctx: _Ctx, effect: Effect, deeds: DeedsState, mana: Mana, source: list[str],
                    extra: list[tuple[str, str]], request: Request, friendly: bool) -> tuple[str, DeedsState, Mana, list[str]]:
    """The branch of a 'by colour' effect: the colour of the extra mana paid, or of the card given up."""
    name = ctx.card.name.named()
    if effect.pay == "mana":
        if len(ctx.colour_paid) >= len(extra):
            raise refuse("mana_needed", "p. 5", ctx.lang, card=name, colour=_colour_words(BASIC_COLOURS, ctx.lang))
        place, colour = extra[len(ctx.colour_paid)]
        need = colour if colour in BASIC_COLOURS else _gold_stands_for(ctx)
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


def _gold_stands_for(ctx: _Ctx) -> str:
    """Gold paid for a 'by colour' effect counts as the basic colour the table names with it (p. 5 §2a):
    'play pure magic die gold blue'. A black die never gets here: it is refused first."""
    named = [word for word in ctx.choices if _choice_word(word) in BASIC_COLOURS]
    if not named:
        raise refuse("gold_colour_needed", "p. 5", ctx.lang, card=ctx.card.name.named())
    ctx.choices.remove(named[0])
    return _choice_word(named[0])


def _artifact_colour(ctx: _Ctx, request: Request) -> str:
    chosen = [c for c in request.choices if c in BASIC_COLOURS]
    if not chosen:
        raise refuse("choice_needed", "p. 5", ctx.lang, card=ctx.card.name.named(), options=", ".join(BASIC_COLOURS))
    return chosen[0]


def _requirement(key: str, lang: str = "") -> str:
    """What a card needs, put into a refusal: said in the table's language."""
    from mkref.games.mage_knight.cards.messages import MESSAGES

    del lang
    return MESSAGES.said(key)


def _other_card(ctx: _Ctx, request: Request, kind: str) -> Card:
    name = ctx.card.name.named()
    what = _requirement("req.action" if kind == "action" else "req.card", ctx.lang)
    if not request.other:
        raise refuse("requirement", "p. 4", ctx.lang, card=name, what=what)
    other = cards()[card_id(request.other)]
    if other.kind == "wound" or (kind == "action" and not other.is_action):
        raise refuse("requirement", "p. 4", ctx.lang, card=name, what=what)
    return other


def _discard_other(ctx: _Ctx, effect: Effect, deeds: DeedsState, request: Request) -> DeedsState:
    """'Discard another card' (p. 4 §6): named, or any one unnamed card the hand still holds. A skill's discard that
    allows Wounds is the discard of a Wound (I Feel No Pain, Invocation's first option)."""
    if effect.wounds and isinstance(ctx.card, Skill):
        if (request.other and card_id(request.other) != "wound") or deeds["wounds_hand"] < 1:
            raise refuse("skill_needs_wound", "p. 5", ctx.lang, skill=ctx.card.name.named(), wounds=deeds["wounds_hand"])
        return deeds_rules.discard_wounds(deeds, 1, ctx.lang)
    if request.other:
        if card_id(request.other) == "wound":
            if not effect.wounds:
                raise refuse("discard_wound", "p. 4", ctx.lang)
            return deeds_rules.discard_wounds(deeds, 1, ctx.lang)
        return deeds_rules.discard_cards(deeds, [request.other], ctx.lang)
    if deeds["hand"] < effect.amount:
        what = _requirement("req.card", ctx.lang)
        raise refuse("requirement", "p. 4", ctx.lang, card=ctx.card.name.named(), what=what)
    return deeds_rules.discard_cards(deeds, [], ctx.lang, unnamed=effect.amount)


def _throw_other(ctx: _Ctx, effect: Effect, deeds: DeedsState, request: Request) -> DeedsState:
    other = _other_card(ctx, request, effect.card)
    return deeds_rules.throw_away(deeds, other.id, ctx.lang)


def _combine(ctx: _Ctx, effect: Effect, deeds: DeedsState, request: Request) -> DeedsState:
    """Another Action card played as part of this one: its effect `times` times, as one single effect (p. 5)."""
    name = ctx.card.name.named()
    if not request.other:
        raise refuse("combine_needs_action", "p. 5", ctx.lang, card=name)
    other = _other_card(ctx, request, "action")
    deeds_rules.check_in_hand(deeds, other.id, ctx.lang)
    inner = _Ctx(Request(choices=tuple(ctx.choices), counts=tuple(ctx.counts.items())), ctx.day, ctx.lang, other)
    effects = other.powered if effect.pay == "powered" else other.basic
    _resolve(inner, effects, deeds, mana_rules.new(), [], [], Request(choices=tuple(ctx.choices)), False)  # pays no mana: no extra
    ctx.choices = inner.choices
    for points in inner.points:
        bonus = effect.bonus if points.kind in SIDEWAYS else 0
        ctx.points.append(points._replace(amount=points.amount * effect.times + bonus))
    ctx.gains += [g._replace(amount=g.amount * effect.times, count=g.count * effect.times) for g in inner.gains]
    ctx.rulings += inner.rulings
    if effect.throw:
        return deeds_rules.throw_away(deeds, other.id, ctx.lang)
    return {**deeds, "hand": deeds["hand"] - 1, "played": [*deeds["played"], [other.id, effect.pay]]}


def _apply_gains(mana: Mana, gains: list[Effect]) -> Mana:
    """Mana tokens of a named colour, crystals of a named colour and extra Source dice go straight to the
    player's mana (a colour of the player's choice was named with the card: _open_colour)."""
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
    deeds: DeedsState | None = None  # the deed cards after a discard the skill costs (I Feel No Pain)
    mana: Mana | None = None  # the mana after the tokens and crystals it gives


def skill_effects(skill: Skill, request: Request, *, day: bool, lang: str = "en", deeds: DeedsState | None = None,
                  mana: Mana | None = None) -> SkillEffect:
    """What a skill gives, with its choices and counts (its use period is checked by skill_use.use). With the
    player's deed cards and mana, a card it discards leaves the hand and its tokens and crystals are gained."""
    ctx = _Ctx(request, day, lang, skill)
    # without the deed cards a card the skill discards is the table's to handle
    effects = skill.effect if deeds is not None else tuple(e for e in skill.effect if e.name != "discard")
    deeds_after, mana_after, _ = _resolve(ctx, effects, deeds or _unread_deeds(skill.hero), mana or mana_rules.new(), [], [], request,
                                          False)
    if mana is not None:
        mana_after = _apply_gains(mana_after, ctx.gains)
    return SkillEffect(skill.id, tuple(ctx.points), tuple(ctx.gains), tuple(ctx.rulings),
                       deeds_after if deeds is not None else None, mana_after if mana is not None else None)


def _unread_deeds(hero: str) -> DeedsState:
    """The deed cards a skill is resolved with when the game does not track them: none of the skills' effects but a
    discard (left out then) reads them, so they stay empty."""
    return {"hero": hero, "owned": {}, "deck": 0, "hand": 0, "wounds_hand": 0, "wounds_deck": 0, "discard": 0,
            "wounds_discard": 0, "discard_named": {}, "played": [], "thrown": {}, "set_aside": {}, "top": [], "hand_bonus": 0,
            "wounds_combat": 0, "announced": False}


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
