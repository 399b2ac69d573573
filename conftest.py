"""The project's own test settings; the logic lives in tests/inner_loop.py and
tests/whole_suite.py (typed, linted)."""

pytest_plugins = ["tests.inner_loop", "tests.whole_suite"]
