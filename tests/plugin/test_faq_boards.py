"""The FAQ document's board diagrams (contract §19.10): an entry that places models has an SVG
diagram, inline in the HTML page (with a title and a description naming every unit and its
position) and written beside the Markdown document, which links it; an entry that places
nothing has none."""

from __future__ import annotations

import pytest

PLACED = """Feature: Positions, answered

  @faq
  Scenario: Are bases exactly 2 inches apart engaged?
    Yes: within 2" is not more than 2".

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And the beacon is an objective marker at (30, 22)
    And "Squad" has 25.4mm bases
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 10 |
      | Boyz  | 13 | 10 |
    Then "Squad" is engaged

  @faq
  Scenario: Is a stated engaged unit engaged?
    Yes.

    Given a unit "Squad"
    And "Squad" is engaged
    Then "Squad" is engaged
"""


def test_an_entry_that_places_models_has_a_diagram_in_both_formats(
    pytester: pytest.Pytester,
) -> None:
    pytester.makefile(".feature", placed=PLACED)
    pytester.runpytest("-p", "no:cacheprovider", "--ruleslawyer-faq-report=out/faq.md")
    markdown = (pytester.path / "out" / "faq.md").read_text(encoding="utf-8")
    links = [line for line in markdown.splitlines() if line.startswith("![Board:")]
    assert len(links) == 1 and "](faq_boards/" in links[0]
    target = links[0].split("](", 1)[1].rstrip(")")
    drawn = (pytester.path / "out" / target).read_text(encoding="utf-8")
    assert drawn.startswith("<svg") and "<title>Board: Are bases exactly" in drawn
    assert "Squad (player A): model 1 at (10, 10)" in drawn
    assert "Boyz (player B): model 1 at (13, 10)" in drawn
    assert 'stroke-dasharray="4 3"' in drawn  # the marker's range, dashed
    pytester.runpytest("-p", "no:cacheprovider", "--ruleslawyer-faq-report=out/faq.html")
    page = (pytester.path / "out" / "faq.html").read_text(encoding="utf-8")
    assert page.count("<svg") == 1 and "<desc>Squad (player A)" in page


def test_the_json_gives_the_positions_of_an_entry_that_places_models(
    pytester: pytest.Pytester,
) -> None:
    import json

    pytester.makefile(".feature", placed=PLACED)
    pytester.runpytest("-p", "no:cacheprovider", "--ruleslawyer-faq-report=out/faq.json")
    data = json.loads((pytester.path / "out" / "faq.json").read_text(encoding="utf-8"))
    boards = [e.get("board") for e in data["entries"]]
    placed = [b for b in boards if b]
    assert len(placed) == 1 and boards.count(None) == 1
    assert placed[0]["battlefield"] == [60.0, 44.0]
    assert {(m["unit"], m["x"], m["y"]) for m in placed[0]["models"]} == {
        ("Squad", 10.0, 10.0),
        ("Boyz", 13.0, 10.0),
    }
    assert placed[0]["markers"] == [{"name": "the beacon", "x": 30.0, "y": 22.0}]


MOVED = """Feature: Moves, answered

  @faq
  Scenario: Does a normal move end where it is placed?
    Yes.

    Given a unit "Foe" for player B
    And "Foe" is at (30, 22)
    And a unit "Squad"
    And "Squad" is at (10, 10)
    And it is player A's Movement phase
    When "Squad" makes a normal move to (20, 12)
    Then model 1 of "Squad" is at (20, 12)
"""


def test_a_move_with_end_positions_shows_where_its_models_started_hollow(
    pytester: pytest.Pytester,
) -> None:
    """19.10: the start hollow, the end filled; the description and the JSON say both."""
    import json

    pytester.makefile(".feature", moved=MOVED)
    pytester.runpytest("-p", "no:cacheprovider", "--ruleslawyer-faq-report=out/faq.md")
    (drawn,) = [p.read_text(encoding="utf-8") for p in (pytester.path / "out").rglob("*.svg")]
    assert "Squad (player A): model 1 at (20, 12) after a move from (10, 10)" in drawn
    ellipses = [line for line in drawn.splitlines() if line.startswith("<ellipse")]
    hollow = [line for line in ellipses if 'fill="none"' in line]
    assert len(ellipses) == 3 and len(hollow) == 1  # Foe, Squad's end, Squad's start
    assert "Squad 1 (start)" in drawn
    data = json.loads((pytester.path / "out" / "faq.json").read_text(encoding="utf-8"))
    (board,) = [e["board"] for e in data["entries"]]
    assert [(m["unit"], m["x"], m["y"]) for m in board["started"]] == [("Squad", 10.0, 10.0)]


OUTLINE = """Feature: Rows, answered

  @faq
  Scenario Outline: Are bases this far apart engaged?
    Within 2" is not more than 2".

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the positions:
      | unit  | x   | y  |
      | Squad | 10  | 10 |
      | Boyz  | <x> | 10 |
    Then "Squad" <verdict> engaged

    Examples:
      | x     | verdict |
      | 13    | is      |
      | 13.01 | is not  |
"""


def test_each_outline_row_that_places_models_has_its_own_diagram(
    pytester: pytest.Pytester,
) -> None:
    # 19.10: "An Outline row that places models has its own diagram" (one per row, not the
    # first row's alone)
    import json

    pytester.makefile(".feature", rows=OUTLINE)
    pytester.runpytest("-p", "no:cacheprovider", "--ruleslawyer-faq-report=out/faq.md")
    markdown = (pytester.path / "out" / "faq.md").read_text(encoding="utf-8")
    links = [line for line in markdown.splitlines() if line.startswith("![Board:")]
    assert len(links) == 2
    second = links[1].split("](", 1)[1].rstrip(")")
    drawn = (pytester.path / "out" / second).read_text(encoding="utf-8")
    assert "Boyz (player B): model 1 at (13.01, 10)" in drawn
    rows = json.loads((pytester.path / "out" / "faq.json").read_text("utf-8"))["entries"][0]["rows"]
    assert [r["board"] is not None for r in rows] == [True, True]
    pytester.runpytest("-p", "no:cacheprovider", "--ruleslawyer-faq-report=out/faq.html")
    page = (pytester.path / "out" / "faq.html").read_text(encoding="utf-8")
    assert page.count("<svg") == 2
