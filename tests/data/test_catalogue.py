"""The datasheet catalogue: lookup, what is taken from a datasheet, the stable order."""

from __future__ import annotations

import pytest

from ruleslawyer import data
from ruleslawyer.core import RulesInputError


def test_lookup_ignores_case_diacritics_and_punctuation() -> None:
    assert data.lookup("kharn the betrayer").name == "Khârn the Betrayer"
    assert data.lookup("FENRISIAN-WOLVES").name == "Fenrisian Wolves"


def test_an_unknown_name_is_refused_with_the_closest_names_and_the_data_version() -> None:
    with pytest.raises(RulesInputError) as caught:
        data.lookup("Intercesor Squad")
    assert caught.value.word == "Intercesor Squad"
    assert caught.value.suggestion is not None
    assert caught.value.suggestion.startswith('"Intercessor Squad"')
    assert "wh40kdc 1." in caught.value.message


def test_keywords_include_the_faction_keywords_upper_cased() -> None:
    wolves = data.lookup("Fenrisian Wolves")
    assert {"BEASTS", "ADEPTUS ASTARTES", "SPACE WOLVES"} <= wolves.keywords
    assert all(k == k.upper() for k in wolves.keywords)


def test_characteristics_per_model_profile_and_unit_sizes() -> None:
    wolves = data.lookup("Fenrisian Wolves")
    assert (wolves.ocs, wolves.lds, wolves.profiles[0].w) == ((0,), (8,), 1)
    assert (wolves.min_models, wolves.max_models, wolves.sizes) == (5, 10, "5 to 10 models")
    gretchin = data.lookup("Gretchin")
    assert gretchin.lds == (7, 8)  # the Runtherd's and the Gretchin's
    kroot = data.lookup("Kroot Farstalkers")
    assert set(kroot.ocs) == {0, 1}
    knight = data.lookup("Knight Paladin")
    assert (knight.min_models, knight.sizes, knight.profiles[0].w) == (1, "1 model", 26)


def test_a_size_outside_the_datasheets_is_refused_citing_unit_composition() -> None:
    with pytest.raises(RulesInputError, match=r"has 5 to 10 models, not 11 \[02\.06"):
        data.lookup("Intercessor Squad").check_size(11)
    data.lookup("Intercessor Squad").check_size(10)


def test_leaders_and_support_units_are_known() -> None:
    assert data.lookup("Captain").role == "leader"
    assert data.lookup("Intercessor Squad").role is None


def test_the_order_is_stable_and_simple_first() -> None:
    sheets = data.catalogue().sheets
    assert len(sheets) == 1096
    shape = [(len(s.profiles), len(s.keywords)) for s in sheets]
    assert shape == sorted(shape)
    assert data.datasheet_by_index(0) == sheets[0]
    assert data.datasheet_by_index(len(sheets)) == sheets[0]  # any index maps into the order


def test_indices_with_keywords() -> None:
    assert len(data.datasheet_indices(["TITANIC"])) == 63
    assert len(data.datasheet_indices(["AIRCRAFT"])) == 34
    assert len(data.datasheet_indices(["FORTIFICATION"])) == 11
    titans = data.datasheet_indices(["titanic"], ["AIRCRAFT"])
    assert len(titans) == 59
    assert all(data.datasheet_by_index(i).ocs != (0,) for i in titans)
    assert titans == tuple(sorted(titans))


def test_the_data_version_names_the_package_and_the_dataslate() -> None:
    version = data.data_version()
    assert version.startswith("wh40kdc 1.")
    assert "11th edition" in version


@pytest.mark.slow  # starts another process (subprocess)
def test_a_report_can_ask_the_version_without_loading_the_data() -> None:
    import subprocess
    import sys

    script = (
        "from ruleslawyer import data; print(data.loaded_data_version()); "
        "data.lookup('Captain'); print(data.loaded_data_version())"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120
    )
    before, after = done.stdout.splitlines()
    assert before == "None"
    assert after.startswith("wh40kdc 1.")


def test_which_bodyguards_a_leader_can_lead() -> None:
    cat = data.catalogue()
    captain = data.lookup("Captain")
    assert cat.can_lead(captain, data.lookup("Intercessor Squad")) is True
    assert cat.can_lead(captain, data.lookup("Sternguard Veteran Squad")) is True  # by keyword
    assert cat.can_lead(captain, data.lookup("Fenrisian Wolves")) is False
    assert cat.can_lead(data.lookup("Intercessor Squad"), captain) is None  # not a leader


def test_no_datasheet_gives_a_base_larger_than_the_largest_a_board_number_may_be() -> None:
    # core/bases.LARGEST_BASE: a board's bare number above it is millimetres (interpretation 100)
    from ruleslawyer.core.bases import LARGEST_BASE, base_size
    from ruleslawyer.data.catalogue import datasheet_by_index, datasheet_indices

    largest = max(
        base_size(sheet.base).length
        for sheet in map(datasheet_by_index, datasheet_indices())
        if sheet.base
    )
    assert largest == LARGEST_BASE.length
