"""The pytest plugin (its entry point is :mod:`.hooks`).

pytest rewrites the asserts of every module of a distribution that has a ``pytest11`` entry
point, so that a failing assert in a plugin's own test helpers reads well. Rewriting means
parsing and compiling each module again at every run, and nothing is cached when bytecode is not
written (``PYTHONDONTWRITEBYTECODE``, common on CI machines and in containers): installed as a
package, that cost about 2 s a run on our machine, more than the rules core's own start-up
(docs/performance.md, "pytest's assertion rewriting"). The plugin's asserts only guard its own
invariants, and no test reads their messages, so before anything else of the plugin loads, this
package is taken off pytest's list of names to rewrite: its modules load from their compiled
files, as outside pytest. No other package's entry is touched.

The list is private to pytest's import hook. Where a pytest keeps it otherwise, nothing is
changed and the modules are rewritten as before: slower, never wrong.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable


def dont_rewrite(package: str, meta_path: Iterable[object] = sys.meta_path) -> bool:
    """Takes ``package`` and its modules off every assertion-rewriting import hook in
    ``meta_path``; True when some hook had it."""
    found = False
    for hook in meta_path:
        marked = getattr(hook, "_must_rewrite", None)
        cache = getattr(hook, "_marked_for_rewrite_cache", None)
        if not (isinstance(marked, set) and isinstance(cache, dict)) or package not in marked:
            continue
        marked.discard(package)
        for name in [name for name in cache if name == package or name.startswith(package + ".")]:
            del cache[name]  # what the hook decided for a module not yet imported
        found = True
    return found


dont_rewrite(__name__.split(".")[0])
