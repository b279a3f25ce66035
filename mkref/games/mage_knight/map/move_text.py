"""The sentence that refuses a move short of Move points (p. 7): the map's moves and the table's moves without a map
say it alike, so it lives with the map, below the tracked table."""

from __future__ import annotations

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def ordinal(n: int) -> str:
    """1 -> 'first', 2 -> 'second', ... (11 -> '11th')."""
    return _ORDINALS[n - 1] if 1 <= n <= len(_ORDINALS) else f"{n}th"


def short_of_move(step: int, cost: str, total: int, spent: int) -> str:
    """Why a move is refused for lack of Move points at step ``step`` (0-based) of a move of several steps.

    ``cost`` says what the step costs ("2 by Day"); ``total`` is the Move points the player had, ``spent`` what
    the earlier steps of the same move would use. The whole move is refused (p. 7), so the text says that
    nothing was moved rather than reading as if the earlier steps happened."""
    from mkref.core.messages import Named
    from mkref.games.mage_knight.messages import MESSAGES

    say = MESSAGES.said
    left = total - spent
    if step == 0:
        return say("no.move_costs", cost=cost, left=left)
    earlier = say("no.first_step") if step == 1 else say("no.first_steps", n=step)
    verb = say("no.uses") if step == 1 else say("no.use")
    used = say("no.all_points", total=total) if left == 0 else say("no.some_points", spent=spent, total=total, left=left)
    return say("no.later_step", nth=Named(ordinal(step + 1), f"{step + 1}."), cost=cost, earlier=earlier, verb=verb, used=used)
