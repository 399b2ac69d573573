"""Rosters through wh40kdc's importers: names, sizes, and which unit each leader leads."""

from __future__ import annotations

from pathlib import Path

import pytest

from ruleslawyer import data
from ruleslawyer.scenario.files import read_input

ROSTERS = Path(__file__).resolve().parents[2] / "scenarios" / "datasheets" / "rosters"


def read_roster(path: Path, taken: set[str] | None = None) -> list[data.RosterUnit]:
    """The roster at ``path``, read as the step reads it (the one reader of input files)."""
    return data.read_roster(path, read_input(path, "roster"), taken=taken or set())


def by_name(units: list[data.RosterUnit]) -> dict[str, data.RosterUnit]:
    return {u.name: u for u in units}


def test_a_gw_app_export_keeps_the_rosters_names_with_numbers_for_repeats() -> None:
    units = read_roster(ROSTERS / "ultramarines_gw_app.txt")
    assert [u.name for u in units] == [
        "Captain",
        "Intercessor Squad",
        "Lieutenant",
        "Intercessor Squad 2",
        "Intercessor Squad 3",
        "Fenrisian Wolves",
        "Redemptor Dreadnought",
    ]
    named = by_name(units)
    assert named["Intercessor Squad 2"].sheet.name == "Intercessor Squad"
    assert named["Intercessor Squad 2"].models == 5
    assert named["Captain"].line == 12  # the roster's own line


def test_the_gw_app_export_is_read_by_wh40kdcs_gw_importer() -> None:
    from wh40kdc import try_import_roster

    text = (ROSTERS / "ultramarines_gw_app.txt").read_text(encoding="utf-8")
    result = try_import_roster(text)
    assert (result["ok"], result["format"]) == (True, "gw")
    assert result["roster"]["diagnostics"]["warnings"] == []


def test_names_already_set_up_are_numbered_on() -> None:
    units = read_roster(ROSTERS / "orks_newrecruit.json", taken={"Boyz", "Gretchin"})
    assert [u.name for u in units] == ["Warboss", "Boyz 2", "Boyz 3", "Gretchin 2"]
    assert units[0].leads == "Boyz 2"


def test_each_leader_leads_the_squad_of_its_own_attached_unit_block() -> None:
    # wh40kdc 1.4.5 names only the bodyguard's datasheet, so both leaders would land on the
    # first Intercessor Squad; the GW app's "Attached Unit <n>" blocks say otherwise.
    named = by_name(read_roster(ROSTERS / "ultramarines_gw_app.txt"))
    assert (named["Captain"].leads, named["Captain"].role) == ("Intercessor Squad", "leader")
    assert named["Lieutenant"].leads == "Intercessor Squad 2"
    assert named["Intercessor Squad 3"].leads is None


def test_a_listforge_pair_decides_even_after_an_unattached_squad_of_that_name() -> None:
    # wh40kdc 1.4.5 resolves both leaders to the first "Intercessor Squad": the unattached one.
    named = by_name(read_roster(ROSTERS / "ultramarines_listforge.txt"))
    assert named["Intercessor Squad"].line == 4
    assert (named["Captain"].leads, named["Captain"].line) == ("Intercessor Squad 2", 12)
    assert named["Lieutenant"].leads == "Intercessor Squad 3"


def test_without_blocks_each_leader_takes_the_first_squad_not_yet_led(tmp_path: Path) -> None:
    from wh40kdc import export_roster, try_import_roster

    text = (ROSTERS / "ultramarines_gw_app.txt").read_text(encoding="utf-8")
    exported = export_roster(try_import_roster(text)["roster"], "newrecruit-json")
    path = tmp_path / "exported.json"
    path.write_text(exported, encoding="utf-8")
    named = by_name(read_roster(path))
    assert named["Captain"].leads == "Intercessor Squad"
    assert named["Lieutenant"].leads == "Intercessor Squad 2"


def test_a_newrecruit_json_written_by_wh40kdcs_exporter() -> None:
    named = by_name(read_roster(ROSTERS / "orks_newrecruit.json"))
    assert set(named) == {"Warboss", "Boyz", "Boyz 2", "Gretchin"}
    assert named["Warboss"].leads == "Boyz"
    assert (named["Boyz"].models, named["Gretchin"].models) == (10, 11)


def test_entries_that_match_no_datasheet_are_named_with_their_lines_and_closest_names(
    tmp_path: Path,
) -> None:
    text = (ROSTERS / "ultramarines_gw_app.txt").read_text(encoding="utf-8")
    path = tmp_path / "typos.txt"
    path.write_text(text.replace("Fenrisian Wolves (", "Fenrisian Wolfs ("), encoding="utf-8")
    with pytest.raises(data.RosterError) as caught:
        read_roster(path)
    line = text.splitlines().index("Fenrisian Wolves (40 Points)") + 1
    assert caught.value.line == line
    assert f"typos.txt:{line}" in caught.value.message
    assert '"Fenrisian Wolfs"' in caught.value.message
    assert caught.value.word == "Fenrisian Wolfs"
    assert caught.value.suggestion is not None and '"Fenrisian Wolves"' in caught.value.suggestion


def test_a_file_that_is_no_roster_or_not_there(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("just some notes", encoding="utf-8")
    with pytest.raises(data.RosterError, match="cannot read this roster"):
        read_roster(path)


def test_an_attachment_the_leaders_datasheet_does_not_list_is_refused_at_its_line(
    tmp_path: Path,
) -> None:
    # 19.01: a Chaplain's datasheet does not list Terminator Squads (a Terminator Chaplain's does)
    text = (ROSTERS / "ultramarines_chaplain_gw_app.txt").read_text(encoding="utf-8")
    path = tmp_path / "chaplain_terminators.txt"
    path.write_text(
        text.replace("Intercessor Squad (160 Points)", "Terminator Squad (170 Points)"),
        encoding="utf-8",
    )
    with pytest.raises(data.RosterError) as caught:
        read_roster(path)
    line = text.splitlines().index("Chaplain (60 Points)") + 1
    assert caught.value.line == line
    assert f"chaplain_terminators.txt:{line}" in caught.value.message
    assert "cannot lead" in caught.value.message and "19.01" in caught.value.message
    assert caught.value.word == "Chaplain"
    named = by_name(read_roster(ROSTERS / "ultramarines_chaplain_gw_app.txt"))
    assert named["Chaplain"].leads == "Intercessor Squad"  # the listed bodyguard is no error
