"""The core is pure Python: any program may import it without pytest, YAML or Hypothesis."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_the_core_imports_no_test_framework_and_no_yaml() -> None:
    script = textwrap.dedent(
        """
        import sys
        before = set(sys.modules)
        import ruleslawyer.core
        new = sorted(set(sys.modules) - before)
        outside = [
            name for name in new
            if name.split(".")[0] not in sys.stdlib_module_names
            and name != "ruleslawyer" and not name.startswith("ruleslawyer.core")
        ]
        banned = [
            name for name in sys.modules
            if name.split(".")[0] in ("pytest", "_pytest", "yaml", "hypothesis", "pytest_bdd")
        ]
        print("core", len([n for n in new if n.startswith("ruleslawyer.core")]))
        print("outside", outside)
        print("banned", banned)
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
    )
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines())
    assert int(lines["core"]) > 1
    assert lines["outside"] == "[]"
    assert lines["banned"] == "[]"
