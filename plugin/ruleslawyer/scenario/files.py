"""The files the plugin reads (feature files, boards, rosters) and the ones it leaves behind
(counterexamples, reports).

Every input file goes through :func:`read_input`: a regular file only (never a FIFO, a device
or a symlink loop, which would block, fill the memory or raise a bare ``RuntimeError``), at
most :data:`MAX_INPUT_BYTES`, UTF-8 text. Anything else is an :class:`UnreadableInput` whose
message says what the file is and why it is refused; each caller adds its own file and line.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

# One limit for every input file: the largest library file is about 20 KB, a board 256 KiB.
MAX_INPUT_BYTES = 256 * 1024


class UnreadableInput(Exception):
    """An input file that cannot be read as text; ``line`` is set for a decoding error."""

    def __init__(self, reason: str, line: int | None = None, word: str | None = None):
        self.reason = reason
        self.line = line
        self.word = word
        super().__init__(reason)


def resolved(path: Path) -> Path:
    """``path`` made absolute, symlinks followed where they can be: a symlink loop stays as
    written (reading it then fails cleanly), never a ``RuntimeError``."""
    try:
        return path.resolve()
    except (OSError, RuntimeError):
        return Path(os.path.abspath(path))


def read_input(path: Path, what: str) -> str:
    """The text of the input file ``path`` (``what`` is "feature file", "board file",
    "roster"), read safely: see the module docstring."""
    try:
        # O_NONBLOCK: opening a FIFO with no writer must not wait for one.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise UnreadableInput(f"cannot read the {what}: {_why(exc)}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableInput(
                f"the {what} is not a regular file (it is {_kind(info.st_mode)}); "
                "give the path of a text file"
            )
        if info.st_size > MAX_INPUT_BYTES:
            raise UnreadableInput(
                f"the {what} is larger than {MAX_INPUT_BYTES} bytes ({info.st_size} bytes)"
            )
        with os.fdopen(fd, "rb") as handle:
            fd = -1
            raw = handle.read(MAX_INPUT_BYTES + 1)
    except OSError as exc:
        raise UnreadableInput(f"cannot read the {what}: {_why(exc)}") from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(raw) > MAX_INPUT_BYTES:  # it grew while we read it
        raise UnreadableInput(f"the {what} is larger than {MAX_INPUT_BYTES} bytes")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise UnreadableInput(
            f"the {what} is not UTF-8 text ({exc.reason} at byte {exc.start})",
            line=line,
            word=repr(raw[exc.start : exc.end]),
        ) from None


def _why(exc: OSError) -> str:
    return exc.strerror or str(exc)


def _kind(mode: int) -> str:
    for test, name in (
        (stat.S_ISDIR, "a folder"),
        (stat.S_ISFIFO, "a named pipe"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
    ):
        if test(mode):
            return name
    return "not a plain file"


def write_atomically(path: Path, text: str) -> None:
    """Write so that a reader (or a concurrent worker) never sees a torn file, and leave no
    temporary file behind when the write fails."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=path.suffix)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
