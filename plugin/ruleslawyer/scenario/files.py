"""The files the plugin reads (feature files, boards, rosters, the FAQ document compared with)
and the ones it leaves behind (counterexamples, reports).

Every input file goes through :func:`read_input`: a regular file only (never a FIFO, a device
or a symlink loop, which would block, fill the memory or raise a bare ``RuntimeError``), at
most :data:`MAX_INPUT_BYTES` (or the caller's larger limit), UTF-8 text, its path free of NUL
bytes. Anything else is an :class:`UnreadableInput` whose message says what the file is and why
it is refused; each caller adds its own file and line.

Every output file is checked when its option is read (:func:`check_output`: a usage error
before any test runs, not a traceback at the end) and written by :func:`write_atomically`.
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
    """``path`` made absolute, symlinks followed where they can be: a symlink loop, or a path
    the system refuses (a NUL byte), stays as written (reading it then fails cleanly), never a
    ``RuntimeError`` or a ``ValueError``."""
    try:
        return path.resolve()
    except (OSError, RuntimeError, ValueError):
        return Path(os.path.abspath(path))


def shown(path: Path | str) -> str:
    """A path as a one-line message shows it: as typed, or quoted with escapes when it holds a
    newline, a NUL or another character that is not printable."""
    text = str(path)
    return text if text.isprintable() else repr(text)


def unusable_path(path: Path | str) -> str | None:
    """Why no file can have this path (a NUL byte in it), or None."""
    if "\0" in str(path):
        return "its path holds a NUL byte (\\0), which no file name can hold"
    return None


def nearby_name(path: Path, written: str, pattern: str = "*") -> str | None:
    """For an input file that does not exist: the name of a file beside where it was looked
    for (matching ``pattern``) closest to the name ``written``, as a suggestion, or None."""
    from ruleslawyer.core.errors import closest  # only on this error: a run of no feature
    # file imports none of the core (tests/plugin/test_cheap_import.py)

    if not path.parent.is_dir():
        return None
    names = [p.name for p in path.parent.glob(pattern) if p.is_file()]
    return closest(Path(written).name, names)


def read_input(path: Path, what: str, limit: int = MAX_INPUT_BYTES) -> str:
    """The text of the input file ``path`` (``what`` is "feature file", "board file",
    "roster"), read safely: see the module docstring."""
    bad_path = unusable_path(path)
    if bad_path:
        raise UnreadableInput(f"cannot read the {what}: {bad_path}")
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
        if info.st_size > limit:
            raise UnreadableInput(f"the {what} is larger than {limit} bytes ({info.st_size} bytes)")
        with os.fdopen(fd, "rb") as handle:
            fd = -1
            raw = handle.read(limit + 1)
    except OSError as exc:
        raise UnreadableInput(f"cannot read the {what}: {_why(exc)}") from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(raw) > limit:  # it grew while we read it
        raise UnreadableInput(f"the {what} is larger than {limit} bytes")
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


class UnwritableOutput(Exception):
    """An output path no file can be written to; the message says why, naming the path."""


def check_output(given: str) -> Path:
    """``given`` (an output option's value, as typed) as a path a file can be written to, or an
    :class:`UnwritableOutput` saying why not: no file name, a NUL byte, a folder, a path inside
    a file, or a folder this process cannot write in (tried with a temporary file, which is
    removed). Folders that do not exist yet are not made here: the write makes them."""
    if not given.strip():
        raise UnwritableOutput("no file name was given")
    bad_path = unusable_path(given)
    if bad_path:
        raise UnwritableOutput(bad_path)
    path = Path(given)
    if given.endswith(("/", os.sep)) or path.name in ("", ".", ".."):
        raise UnwritableOutput("it names a folder, not a file: add a file name")
    if path.is_dir():
        raise UnwritableOutput("it is a folder: give the path of a file inside it")
    if path.exists() and not path.is_file():
        raise UnwritableOutput("it exists and is not a regular file")
    folder = resolved(path).parent
    while not folder.exists() and not folder.is_symlink():
        folder = folder.parent
    if not folder.is_dir():
        raise UnwritableOutput(f"it lies inside {shown(folder)}, which is a file, not a folder")
    try:
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".tmp-"):
            pass
    except OSError as exc:
        raise UnwritableOutput(
            f"cannot write in the folder {shown(folder)} ({_why(exc)})"
        ) from None
    return path


def write_atomically(path: Path, text: str) -> None:
    """Write so that a reader (or a concurrent worker) never sees a torn file, and leave no
    temporary file behind when the write fails. The file is created with the process umask."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=path.suffix)
    try:
        # mkstemp makes the file 0600; the file left behind gets the mode any new file of this
        # process would (0666 less the umask), so a web server can read a published report.
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            os.fchmod(handle.fileno(), 0o666 & ~_umask())
            handle.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _umask() -> int:
    """The process umask (read by setting it, then putting it back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask
