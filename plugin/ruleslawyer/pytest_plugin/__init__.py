"""The pytest plugin (its entry point is :mod:`.hooks`).

pytest rewrites the asserts of every module of a distribution that has a ``pytest11`` entry
point, so that a failing assert in a plugin's own test helpers reads well. Rewriting means
parsing and compiling each module again, at every run when bytecode is not written
(``PYTHONDONTWRITEBYTECODE``, as on this project's CI machine): installed as a package, 120 of
our modules, 0.3 to 0.8 s of CPU a run here (docs/performance.md, "Mixed 64-bit numbers, and
the plugin's modules not rewritten"). The plugin's asserts only guard its own invariants, and
no test reads their messages, so before anything else of the plugin loads, this package is
taken off pytest's list of names to rewrite: its modules load from their compiled files, as
outside pytest. No other package's entry is touched.

The list is private to pytest's import hook. Where a pytest keeps it otherwise, nothing is
changed and the modules are rewritten as before: slower, never wrong.
"""

from __future__ import annotations

import sys


def dont_rewrite(package: str) -> None:
    """Takes ``package`` and its modules off every assertion-rewriting import hook in
    ``sys.meta_path``."""
    for hook in sys.meta_path:
        marked = getattr(hook, "_must_rewrite", None)
        cache = getattr(hook, "_marked_for_rewrite_cache", None)
        if not (isinstance(marked, set) and isinstance(cache, dict)) or package not in marked:
            continue
        marked.discard(package)
        for name in [name for name in cache if name == package or name.startswith(package + ".")]:
            del cache[name]  # what the hook decided for a module not yet imported


dont_rewrite(__name__.split(".")[0])
