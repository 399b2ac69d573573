"""pytest-ruleslawyer: Warhammer 40,000 rules scenarios, checked by pytest."""

__version__ = "0.1.0"
