"""The Chapter Approved 2026-27 missions and their mission Actions, read through wh40kdc.

Placeholder until the mission data lands: reports ask :func:`loaded_mission_version` and show
:data:`MISSION_ATTRIBUTION` wherever card data appears.
"""

from __future__ import annotations

# wh40kdc's enrichment data (mission cards) is published under CC BY 4.0.
MISSION_ATTRIBUTION = (
    "Mission data: wh40kdc enrichment data, under CC BY 4.0 "
    "(https://creativecommons.org/licenses/by/4.0/), adapted"
)


def loaded_mission_version() -> str | None:
    """The mission data's version if this process loaded any mission, else None."""
    return None
