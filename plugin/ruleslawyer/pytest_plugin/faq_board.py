"""The FAQ document's board diagram (contract §19.10): an entry that places models shows the
battlefield to scale with a 1" scale bar, its shaped areas outlined, objective markers at 40mm
with their range dashed, and each model as its base or hull, labelled with its unit and model.
The players are told apart by outline and fill pattern (A solid, B hatched), not by colour
alone. The SVG is made from the entry's plain ``board`` data, so it is the same bytes in a
serial and an xdist run.

The diagram shows the part of the battlefield its models, areas and markers lie in (with a
margin, the whole battlefield where they spread over it), drawn WIDTH units wide, so that its
labels stay readable when a phone shrinks it to its column; the caption says which part it is.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ruleslawyer.core.ranges import OBJECTIVE_MARKER_DIAMETER, OBJECTIVE_RANGE

WIDTH = 640  # the drawing's width in SVG units: the view is scaled to it
MARGIN = 20
PAD = 2.0  # inches of battlefield shown around what is drawn
LEAST_VIEW = 12.0  # the narrowest view, in inches
MOST_SCALE = 40.0  # SVG units per inch, at most
FONT = 14  # labels; a phone's 390 px column shows them about 8 px tall
SMALL = 13  # model labels
CAPTION = 34  # the room under the drawing for the scale bar and the caption


def _n(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text if text != "-0" else "0"


def _exact(value: float) -> str:
    """A position as the scenario wrote it (the board data keeps a millionth)."""
    text = f"{value:.6f}".rstrip("0").rstrip(".")
    return text if text != "-0" else "0"


def _reach() -> float:
    return float(OBJECTIVE_MARKER_DIAMETER) / 2 + float(OBJECTIVE_RANGE.horizontal)


def _extent(board: dict[str, Any]) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1): what the diagram draws, in inches."""
    xs: list[float] = []
    ys: list[float] = []
    for model in (*board["models"], *board.get("started", ())):
        if "hull" in model:
            xs += [a for a, _ in model["hull"]]
            ys += [b for _, b in model["hull"]]
        else:
            half = max(model["length"], model["width"]) / 2
            xs += [model["x"] - half, model["x"] + half]
            ys += [model["y"] - half, model["y"] + half]
    for area in board["areas"]:
        xs += [x for x, _ in area["corners"]]
        ys += [y for _, y in area["corners"]]
    for marker in board["markers"]:
        xs += [marker["x"] - _reach(), marker["x"] + _reach()]
        ys += [marker["y"] - _reach(), marker["y"] + _reach()]
    return min(xs), min(ys), max(xs), max(ys)


def _span(low: float, high: float, size: float) -> tuple[float, float]:
    """``low``..``high`` widened by PAD and to LEAST_VIEW, kept on the battlefield."""
    low, high = low - PAD, high + PAD
    if high - low < LEAST_VIEW:
        middle = (low + high) / 2
        low, high = middle - LEAST_VIEW / 2, middle + LEAST_VIEW / 2
    if low < 0:
        low, high = 0.0, high - low
    if high > size:
        low, high = max(0.0, low - (high - size)), size
    return low, min(high, size)


def view(board: dict[str, Any]) -> tuple[float, float, float, float, float]:
    """(x0, y0, x1, y1, scale): the part of the battlefield shown, and SVG units per inch."""
    width, depth = board["battlefield"]
    if not (board["models"] or board["areas"] or board["markers"]):
        return 0.0, 0.0, width, depth, (WIDTH - 2 * MARGIN) / width
    x0, y0, x1, y1 = _extent(board)
    x0, x1 = _span(x0, x1, width)
    y0, y1 = _span(y0, y1, depth)
    scale = min((WIDTH - 2 * MARGIN) / (x1 - x0), MOST_SCALE)
    return x0, y0, x1, y1, scale


def svg(board: dict[str, Any], title: str) -> str:
    """The diagram as one ``<svg>`` element with a ``<title>`` and a ``<desc>`` naming every
    unit and its models' positions."""
    width, depth = board["battlefield"]
    x0, y0, x1, y1, scale = view(board)
    w = (x1 - x0) * scale + 2 * MARGIN
    h = (y1 - y0) * scale + 2 * MARGIN + CAPTION

    def px(x: float, y: float) -> tuple[str, str]:
        return _n(MARGIN + (x - x0) * scale), _n(MARGIN + (y1 - y) * scale)

    started = {(m["unit"], m["model"]): m for m in board.get("started", ())}
    described: dict[str, list[str]] = {}
    for model in board["models"]:
        begun = started.get((model["unit"], model["model"]))
        described.setdefault(model["unit"], []).append(
            f"model {model['model']} at ({_exact(model['x'])}, {_exact(model['y'])}"
            + (f", {_exact(model['height'])})" if model["height"] else ")")
            + (
                f" after a move from ({_exact(begun['x'])}, {_exact(begun['y'])})"
                if begun is not None
                else ""
            )
        )
    desc = "; ".join(
        f"{unit} (player {next(m['player'] for m in board['models'] if m['unit'] == unit)}): "
        + ", ".join(models)
        for unit, models in described.items()
    )
    left, top = px(x0, y1)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(w)}" height="{_n(h)}" '
        f'viewBox="0 0 {_n(w)} {_n(h)}" role="img" font-family="sans-serif" '
        f'font-size="{FONT}">',
        f"<title>{escape(title)}</title>",
        f"<desc>{escape(desc or 'no models placed')}</desc>",
        "<defs>",
        '<pattern id="hatch" width="4" height="4" patternUnits="userSpaceOnUse" '
        'patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="4" stroke="black"/>'
        "</pattern>",
        "</defs>",
        # The part of the battlefield shown; its own edges drawn solid, the cut ones dotted.
        f'<rect x="{left}" y="{top}" width="{_n((x1 - x0) * scale)}" '
        f'height="{_n((y1 - y0) * scale)}" fill="white" stroke="black" '
        f'stroke-dasharray="{"none" if (x0, y0, x1, y1) == (0, 0, width, depth) else "1 3"}"/>',
    ]
    for at, edge in ((x0, "west"), (x1, "east")):
        if at in (0, width):
            a, b = px(at, y0), px(at, y1)
            out.append(
                f'<line x1="{a[0]}" y1="{a[1]}" x2="{b[0]}" y2="{b[1]}" stroke="black" '
                f'stroke-width="2"><title>the {edge} battlefield edge</title></line>'
            )
    for at, edge in ((y0, "south"), (y1, "north")):
        if at in (0, depth):
            a, b = px(x0, at), px(x1, at)
            out.append(
                f'<line x1="{a[0]}" y1="{a[1]}" x2="{b[0]}" y2="{b[1]}" stroke="black" '
                f'stroke-width="2"><title>the {edge} battlefield edge</title></line>'
            )
    for area in board["areas"]:
        points = " ".join(",".join(px(x, y)) for x, y in area["corners"])
        out.append(f'<polygon points="{points}" fill="none" stroke="black" stroke-width="1.5"/>')
        x, y = px(*area["corners"][0])
        out.append(f'<text x="{x}" y="{y}" dy="-3">{escape(area["name"])}</text>')
    radius = float(OBJECTIVE_MARKER_DIAMETER) / 2
    for marker in board["markers"]:
        x, y = px(marker["x"], marker["y"])
        out.append(
            f'<circle cx="{x}" cy="{y}" r="{_n(radius * scale)}" fill="none" stroke="black"/>'
        )
        out.append(
            f'<circle cx="{x}" cy="{y}" r="{_n(_reach() * scale)}" fill="none" stroke="black" '
            'stroke-dasharray="4 3"/>'
        )
        out.append(
            f'<text x="{x}" y="{y}" dy="-{_n(_reach() * scale + 3)}" text-anchor="middle">'
            f"{escape(marker['name'])}</text>"
        )
    # A moved model's start first, hollow; then every model where it stands, filled (19.10).
    drawn = [(m, True) for m in board.get("started", ())] + [(m, False) for m in board["models"]]
    for model, hollow in drawn:
        fill = "none" if hollow else "black" if model["player"] == "A" else "url(#hatch)"
        dash = "" if model["player"] == "A" else ' stroke-dasharray="2 1"'
        x, y = px(model["x"], model["y"])
        if "hull" in model:
            points = " ".join(",".join(px(a, b)) for a, b in model["hull"])
            out.append(
                f'<polygon points="{points}" fill="{fill}" fill-opacity="0.5" '
                f'stroke="black"{dash}/>'
            )
        else:
            rx, ry = model["length"] * scale / 2, model["width"] * scale / 2
            out.append(
                f'<ellipse cx="{x}" cy="{y}" rx="{_n(rx)}" ry="{_n(ry)}" fill="{fill}" '
                f'fill-opacity="0.5" stroke="black"{dash} '
                f'transform="rotate({_n(-model["facing"])} {x} {y})"/>'
            )
        label = f"{model['unit']} {model['model']}" + (" (start)" if hollow else "")
        out.append(
            f'<text x="{x}" y="{y}" dy="4" text-anchor="middle" font-size="{SMALL}" '
            f'stroke="white" stroke-width="3" paint-order="stroke">{escape(label)}</text>'
        )
    bar_y = _n(MARGIN + (y1 - y0) * scale + 16)
    out.append(
        f'<line x1="{MARGIN}" y1="{bar_y}" x2="{_n(MARGIN + scale)}" y2="{bar_y}" '
        'stroke="black" stroke-width="3"/>'
    )
    shown = (
        f'battlefield {_n(width)}" by {_n(depth)}"'
        if (x0, y0, x1, y1) == (0, 0, width, depth)
        else f'x {_n(x0)}" to {_n(x1)}", y {_n(y0)}" to {_n(y1)}" of the {_n(width)}" by '
        f'{_n(depth)}" battlefield'
    )
    out.append(f'<text x="{_n(MARGIN + scale + 6)}" y="{bar_y}" dy="5">1"; {escape(shown)}</text>')
    out.append("</svg>")
    return "\n".join(out)
