"""Real datasheets and army rosters, read through wh40kdc and turned into what the core knows.

Importing this package costs nothing: wh40kdc and its dataset are loaded on the first call that
needs them, once per process.
"""

from .catalogue import (
    Catalogue,
    Datasheet,
    Profile,
    all_keywords,
    catalogue,
    data_version,
    datasheet_by_index,
    datasheet_indices,
    loaded_data_version,
    lookup,
)
from .missions import MISSION_ATTRIBUTION, loaded_mission_version
from .rosters import RosterError, RosterUnit, read_roster

__all__ = [
    "MISSION_ATTRIBUTION",
    "Catalogue",
    "Datasheet",
    "Profile",
    "RosterError",
    "RosterUnit",
    "all_keywords",
    "catalogue",
    "data_version",
    "datasheet_by_index",
    "datasheet_indices",
    "loaded_data_version",
    "loaded_mission_version",
    "lookup",
    "read_roster",
]
