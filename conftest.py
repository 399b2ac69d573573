"""The project's own test settings; the logic lives in tests/suite_profile.py,
tests/inner_loop.py and tests/whole_suite.py (typed, linted)."""

pytest_plugins = ["tests.suite_profile", "tests.inner_loop", "tests.whole_suite"]
