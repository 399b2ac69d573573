"""The methods ``@dataclass`` writes, compiled once and kept (``ruleslawyer.dataclass_code``):
a class made with the kept code is the class ``exec`` makes, the file is written only when a
text was missing, and a bad or foreign file is ignored."""

from __future__ import annotations

import dataclasses
import inspect
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

import pytest

from ruleslawyer import dataclass_code


def _classes() -> list[type]:
    """Dataclasses of every kind whose methods ``dataclasses`` writes as text."""

    @dataclasses.dataclass
    class Plain:
        a: int
        b: list[int] = dataclasses.field(default_factory=list)
        c: str = "x"

    @dataclasses.dataclass(frozen=True, order=True)
    class Frozen:
        a: int
        b: tuple[int, ...] = ()
        shared: ClassVar[int] = 3

    @dataclasses.dataclass(slots=True, kw_only=True)
    class Slotted:
        a: int
        b: int = 2

    @dataclasses.dataclass(eq=False)
    class Later:
        a: int
        b: int = dataclasses.field(init=False)

        def __post_init__(self) -> None:
            self.b = self.a * 2

    return [Plain, Frozen, Slotted, Later]


_METHODS = ("__init__", "__repr__", "__eq__", "__hash__", "__lt__", "__setattr__", "__delattr__")


def _shape(classes: list[type]) -> list[tuple[Any, ...]]:
    """What each written method is: its code (bytes, constants, names), signature,
    annotations, names; and what the classes do."""
    shape: list[tuple[Any, ...]] = []
    for cls in classes:
        for name in _METHODS:
            method = vars(cls).get(name)
            if not callable(method) or not hasattr(method, "__code__"):
                shape.append((cls.__name__, name, repr(method)[:12]))
                continue
            code = method.__code__
            shape.append(
                (
                    cls.__name__,
                    name,
                    code.co_code,
                    code.co_consts,
                    code.co_names,
                    code.co_varnames,
                    code.co_filename,
                    code.co_qualname,
                    method.__qualname__,
                    str(inspect.signature(method)),
                    repr(method.__annotations__),
                )
            )
    plain, frozen, slotted, later = classes
    shape.append((repr(plain(1)), plain(1) == plain(1), plain(1) == plain(2)))
    shape.append((repr(frozen(1)), hash(frozen(1)) == hash(frozen(1)), frozen(1) < frozen(2)))
    with pytest.raises(dataclasses.FrozenInstanceError):
        frozen(1).a = 2
    shape.append((repr(slotted(a=1)), later(2).b, later(2) == later(2)))
    with pytest.raises(TypeError):
        slotted(1)
    return shape


def _made(path: Path) -> list[type]:
    with dataclass_code.kept(path):
        return _classes()


def _writes(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    written: list[Path] = []
    real: Callable[[Path, dict[str, Any]], None] = dataclass_code.write

    def spy(path: Path, code: dict[str, Any]) -> None:
        written.append(path)
        real(path, code)

    monkeypatch.setattr(dataclass_code, "write", spy)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return written


def test_a_class_made_with_kept_code_is_the_class_exec_makes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    written = _writes(monkeypatch)
    path = tmp_path / "kept.marshal"
    plain = _shape(_classes())
    assert _shape(_made(path)) == plain  # compiled, then written
    assert written == [path] and path.exists()
    assert _shape(_made(path)) == plain  # read back
    assert written == [path]  # nothing missing: not written again
    assert "exec" not in vars(dataclasses)  # given back


def test_a_bad_or_foreign_file_is_ignored_and_written_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    written = _writes(monkeypatch)
    plain = _shape(_classes())
    for name, data in (("garbage", b"\x00garbage"), ("foreign", b"\x00\x00\x00\x00{}")):
        path = tmp_path / name
        path.write_bytes(data)
        assert dataclass_code.read(path) == {}
        assert _shape(_made(path)) == plain
        assert path in written and dataclass_code.read(path)


def test_nothing_is_written_without_bytecode_or_where_the_folder_refuses(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    path = tmp_path / "kept.marshal"
    _made(path)
    assert not path.exists()
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    blocked = tmp_path / "a file" / "kept.marshal"
    blocked.parent.write_text("not a folder", encoding="utf-8")
    assert _shape(_made(blocked)) == _shape(_classes())  # no error, nothing written
    assert list(tmp_path.iterdir()) == [blocked.parent]


def test_the_patch_is_given_back_after_an_error_and_never_stacked(tmp_path: Path) -> None:
    with pytest.raises(RuntimeError), dataclass_code.kept(tmp_path / "k"):
        raise RuntimeError("an import that fails")
    assert "exec" not in vars(dataclasses)
    assert not (tmp_path / "k").exists()  # a failed import writes nothing
    with dataclass_code.kept(tmp_path / "outer"):
        outer = vars(dataclasses)["exec"]
        with dataclass_code.kept(tmp_path / "inner"):
            assert vars(dataclasses)["exec"] is outer  # someone's exec in place: left alone
        assert vars(dataclasses)["exec"] is outer
    assert "exec" not in vars(dataclasses)


def test_the_file_is_kept_beside_the_package_bytecode() -> None:
    path = dataclass_code.cache_path()
    assert path is not None
    assert path.name == f"_dataclass_methods.{sys.implementation.cache_tag}.marshal"
    if sys.pycache_prefix is None:
        assert path.parent == Path(dataclass_code.__file__).parent / "__pycache__"
