"""Player-vs-player combat and the cooperative city assault (German rulebook pp. 12-13; spec §11, §12, A-21).

* `rules` -- pure rules of a fight between two heroes: when it may start, the defender's commitment, the
  arithmetic of one exchange (blocks, damage by armor, stealing, forced withdrawal) and Fame for the winner.
* `fight` -- a whole fight, exchange by exchange, with its walkthrough lines.
* `coop` -- the cooperative city assault: who may join, the defenders shared out, each hero's own combat,
  shields and the leader.
* `sheet` / `shell` -- the `kind = "pvp"` and `kind = "coop_assault"` sheets of `mkref settle`.
* `in_game` -- both in a tracked game (`duel`, `ranged`, `melee`, `truce`, `coop`, `coop-next`).
* `part` -- the optional part the base game asks (mkref.games.mage_knight.parts): commands, events, hooks.
* `messages` -- every sentence of this package, in English and German.
"""
