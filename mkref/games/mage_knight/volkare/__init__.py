"""General Volkare and the rest of The Lost Legion as pure rules (spec/mage-knight/lost-legion.md).

Each module holds the algorithms of one part of the spec as small functions that take plain values and
return results or raise a typed MkrefError citing the summary's section marker ([13.2], [S3.1] ...):
`data` (the rules files), `army` (A-ARMY), `walls` (A-MOVECOST, A-PROVOKE, A-FORT), `quest` (A-QTURN,
A-PORTAL, A-VATTACK), `sites` (A-MAZE, A-DEEPMINE, A-REFUGEE, A-INFL), `variants` (A-V3, A-V4, A-V5,
A-GHOST, A-PURSUIT, A-SKEXP) and `fight` (A-VCOMBAT, A-VCOOP on top of the combat engine); for the
tracked game `setup` (scenario numbers and checklist), `tracker` (his state, status lines, score), `in_game`
(Volkare in the game), `tracked_fight` (combat volkare and walls in a tracked combat) and `commands` (the
part's own commands). `part` is The Lost Legion as an optional part of Mage Knight (mage_knight.parts): the
hooks the base game calls, the only module the base reaches, by name in the plug-in's registry.
"""
