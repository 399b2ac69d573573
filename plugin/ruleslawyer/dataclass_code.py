"""The methods ``@dataclass`` writes, compiled once and kept beside the package's bytecode.

For each dataclass, the ``dataclasses`` module writes the source text of its methods
(``__init__``, ``__repr__``, ``__eq__``, a frozen class's ``__setattr__`` ...) and runs it
with ``exec``, which parses and compiles that text again in every process: the step library and
the rules core define about 190 dataclasses, about a thousand methods, some 100 ms of CPU at
every start of a run of scenarios (docs/performance.md, "Round 4's twelfth stop: concrete
scenarios"). Python keeps a module's compiled code in ``__pycache__`` so that it is compiled
once; this does the same for those texts.

While :func:`kept` is open, ``dataclasses``'s calls of ``exec`` find the code compiled from the
same text in a file kept beside the package's bytecode (``__pycache__``), and compile a text
not found there as ``exec`` itself would (filename ``<string>``, no ``__future__`` flag of
ours). A code object compiled from the same text by the same interpreter is the same code, so
every class, its methods, their names, signatures and behaviour are what ``exec`` makes. The
file is written again (atomically) when a text was missing, holding the texts of this import;
as for bytecode, not when ``sys.dont_write_bytecode`` is set, and not where the folder is read
only. A file that cannot be read, or was written by another interpreter version (its magic
number), is ignored.
"""

from __future__ import annotations

import builtins
import contextlib
import dataclasses
import importlib.util
import marshal
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from types import CodeType
from typing import Any

_MAGIC = importlib.util.MAGIC_NUMBER
_STEM = "_dataclass_methods"  # the kept file's name, as if it were this module's bytecode


def cache_path() -> Path | None:
    """Where the compiled methods are kept: beside the package's bytecode (or under
    ``sys.pycache_prefix``), named for this interpreter (``cpython-311``)."""
    try:
        pyc = importlib.util.cache_from_source(str(Path(__file__).with_name(_STEM + ".py")))
    except NotImplementedError:  # an interpreter that keeps no bytecode
        return None
    return Path(pyc).with_suffix(".marshal")


def read(path: Path) -> dict[str, CodeType]:
    """The kept code by source text; empty when the file is missing, unreadable, or of
    another interpreter."""
    try:
        data = path.read_bytes()
        if not data.startswith(_MAGIC):
            return {}
        found = marshal.loads(data[len(_MAGIC) :])
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    if not isinstance(found, dict):
        return {}
    return {k: v for k, v in found.items() if isinstance(k, str) and isinstance(v, CodeType)}


def write(path: Path, code: dict[str, CodeType]) -> None:
    """Written whole or not at all (a temporary file renamed over it: another process reading
    it at the same time sees the old file or the new one); a folder that refuses is left."""
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(_MAGIC + marshal.dumps(code))
            os.replace(temporary, path)
        except OSError:
            os.unlink(temporary)
            raise


@contextlib.contextmanager
def kept(path: Path | None = None) -> Iterator[None]:
    """While open, ``dataclasses`` compiles each method text at most once across processes
    (see the module's docstring). Does nothing where ``dataclasses`` already has its own
    ``exec`` (someone else's patch) or no file can be named."""
    path = path if path is not None else cache_path()
    if path is None or "exec" in vars(dataclasses):
        yield
        return
    known = read(path)
    used: dict[str, CodeType] = {}
    missed: list[str] = []

    def exec_kept(source: Any, globals_: Any = None, locals_: Any = None, /) -> None:
        if not isinstance(source, str):
            builtins.exec(source, globals_, locals_)
            return
        code = known.get(source)
        if code is None:
            # as exec compiles a string: this module's __future__ flags not inherited
            code = compile(source, "<string>", "exec", dont_inherit=True)
            missed.append(source)
        used[source] = code
        builtins.exec(code, globals_, locals_)

    dataclasses.exec = exec_kept  # type: ignore[attr-defined]
    try:
        yield
    finally:
        del dataclasses.exec  # type: ignore[attr-defined]
    if missed and not sys.dont_write_bytecode:
        write(path, used)
