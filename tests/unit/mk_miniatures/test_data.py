"""rules/mk-miniatures/*.toml: every card present, in both languages, with its page."""

from mkref.games.mk_miniatures import data


def test_all_cards_load_with_both_names():
    d = data.load()
    assert len(d.domains) == 20 and len(d.relics) == 40 and len(d.terrain) == 16
    for table in (d.domains, d.relics, d.terrain):
        for item in table.values():
            assert item.en and item.de and item.ref.startswith("p. ")


def test_relic_numbers_p25_28():
    r = data.load().relics
    assert {x.number for x in r.values()} == {f"R-{i:03d}" for i in range(1, 41)}
    assert r["book_of_lightning"].numbers["hit_clicks"] == 3 and r["book_of_lightning"].numbers["miss_clicks"] == 1
    assert r["treefell"].numbers["structure_damage"] == 6
    assert r["jeweled_helm"].numbers["attack_mod"] == 2
    assert r["karrudans_bow"].numbers["death_radius"] == 12 and r["karrudans_bow"].numbers["death_clicks"] == 4
    assert r["magestone_shield"].numbers["negate_from"] == 4
    assert r["dragonsbreath"].numbers["splash_radius"] == 3
    assert r["snows_fuser_rifle"].numbers["range_set"] == 48
    assert r["enchanted_fuser_rifle"].requires == ("bow",)


def test_constructed_terrain_p31():
    t = data.load().terrain
    assert (t["hedge_wall"].defense, t["hedge_wall"].fortification, t["hedge_wall"].structure) == (12, 0, 3)
    assert (t["stone_watchtower"].defense, t["stone_watchtower"].fortification, t["stone_watchtower"].structure) == (18, 2, 12)
    assert all(t[k].movable and t[k].move_speed == 3 for k in ("wooden_archers_shield", "metal_archers_shield",
                                                              "living_archers_shield", "crude_archers_shield"))


def test_every_ambiguity_has_a_setting():
    s = data.load().settings
    assert {x.ambiguity for x in s.values()} == {f"A{i}" for i in range(1, 64)}
    assert all(x.text_en and x.text_de and x.ref for x in s.values())


def test_names_in_either_language():
    d = data.load()
    assert d.domain("Ödnis").id == d.domain("Blasted Lands").id == d.domain("D-013").id
    assert d.relic("Enthaupter").id == "decapitator"
    assert d.terrain_card("Steinerner Wachturm").id == "stone_watchtower"


def test_every_computed_setting_is_used_by_the_code():
    """A setting marked computed must change what mkref computes: its key appears in the rule code."""
    from pathlib import Path

    pkg = Path(data.__file__).parent
    code = "\n".join(p.read_text(encoding="utf-8") for p in pkg.glob("*.py"))
    unused = [k for k, s in data.load().settings.items() if s.use == "computed" and f'"{k}"' not in code]
    assert not unused, unused
    fixed = [s for s in data.load().settings.values() if s.use == "fixed"]
    assert all(len(s.options) == 1 for s in fixed)
