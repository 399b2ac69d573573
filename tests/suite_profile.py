"""The suite's Hypothesis profile: the profile in force when the suite starts (Hypothesis's
"default", or its "ci" under ``CI=true``) without a per-example deadline.

The suite asserts behaviour, never timing (DEVELOPERS.md): a deadline is a timed assertion. On
two cores shared with other work, an example of ``tests/scenario/test_drawn_positions.py`` took
256 ms against the default profile's 200 ms and failed the inner loop (load average 10, the
thirteenth stop); Hypothesis's own "ci" profile, which ``.ci/run`` gets, has no deadline either.
The plugin's property scenarios set none of their own (``properties/search.py``).

Loaded by the project's root ``conftest.py`` when the process imports it, before the inner loop
makes its profile from the profile in force (``tests/inner_loop.py``); ``--hypothesis-profile``
still chooses another.
"""

from __future__ import annotations

from hypothesis import settings as hypothesis_settings

SUITE_PROFILE = "ruleslawyer-suite"

hypothesis_settings.register_profile(
    SUITE_PROFILE,
    hypothesis_settings.get_profile(hypothesis_settings.get_current_profile_name()),
    deadline=None,
)
hypothesis_settings.load_profile(SUITE_PROFILE)
