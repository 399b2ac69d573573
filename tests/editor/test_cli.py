"""Issue 41 item 2: ``ruleslawyer-lsp`` on an install without the ``[lsp]`` extra: ``--help``
and ``--board-schema`` work, serving is one line naming the extra (exit 2), never a traceback."""

from __future__ import annotations

import sys

import pytest

from ruleslawyer.editor import cli
from ruleslawyer.editor.schema import board_schema_path


@pytest.fixture
def no_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    """pygls and lsprotocol as if not installed (and the server not yet imported)."""
    for name in list(sys.modules):
        if name.split(".")[0] in ("pygls", "lsprotocol") or name == "ruleslawyer.editor.server":
            monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "pygls", None)
    monkeypatch.setitem(sys.modules, "lsprotocol", None)


@pytest.mark.usefixtures("no_extra")
def test_serving_without_the_extra_is_one_line_naming_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert cli.main([]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and "[lsp] extra" in err
    assert 'pip install ".[lsp]"' in err and "Traceback" not in err
    assert cli.main(["--stdio"]) == 2


@pytest.mark.usefixtures("no_extra")
def test_help_and_the_board_schema_need_no_extra(capsys: pytest.CaptureFixture[str]) -> None:
    for flag in ("--help", "-h"):
        assert cli.main([flag]) == 0
        out, _ = capsys.readouterr()
        assert out.startswith("usage: ruleslawyer-lsp") and "--board-schema" in out
    assert cli.main(["--board-schema"]) == 0
    assert capsys.readouterr().out.strip() == str(board_schema_path())


def test_an_unknown_argument_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--tcp"]) == 2
    err = capsys.readouterr().err
    assert "unknown argument '--tcp'" in err and "--help" in err
