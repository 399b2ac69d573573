"""The FAQ document's board diagram (contract §19.10): an entry that places models shows the
battlefield to scale with a 1" scale bar, its shaped areas outlined, objective markers at 40mm
with their range dashed, and each model as its base or hull, labelled with its unit and model.
The players are told apart by outline and fill pattern (A solid, B hatched), not by colour
alone. The SVG is made from the entry's plain ``board`` data, so it is the same bytes in a
serial and an xdist run."""

from __future__ import annotations

from html import escape
from typing import Any

from ruleslawyer.core.ranges import OBJECTIVE_MARKER_DIAMETER, OBJECTIVE_RANGE

SCALE = 10  # pixels per inch
MARGIN = 20


def _n(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text if text != "-0" else "0"


def svg(board: dict[str, Any], title: str) -> str:
    """The diagram as one ``<svg>`` element with a ``<title>`` and a ``<desc>`` naming every
    unit and its models' positions."""
    width, depth = board["battlefield"]
    w, h = width * SCALE + 2 * MARGIN, depth * SCALE + 2 * MARGIN + 20

    def px(x: float, y: float) -> tuple[str, str]:
        return _n(MARGIN + x * SCALE), _n(MARGIN + (depth - y) * SCALE)

    described: dict[str, list[str]] = {}
    for model in board["models"]:
        described.setdefault(model["unit"], []).append(
            f"model {model['model']} at ({_n(model['x'])}, {_n(model['y'])}"
            + (f", {_n(model['height'])})" if model["height"] else ")")
        )
    desc = "; ".join(
        f"{unit} (player {next(m['player'] for m in board['models'] if m['unit'] == unit)}): "
        + ", ".join(models)
        for unit, models in described.items()
    )
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(w)}" height="{_n(h)}" '
        f'viewBox="0 0 {_n(w)} {_n(h)}" role="img" font-family="sans-serif" font-size="9">',
        f"<title>{escape(title)}</title>",
        f"<desc>{escape(desc or 'no models placed')}</desc>",
        "<defs>",
        '<pattern id="hatch" width="4" height="4" patternUnits="userSpaceOnUse" '
        'patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="4" stroke="black"/>'
        "</pattern>",
        "</defs>",
        f'<rect x="{MARGIN}" y="{MARGIN}" width="{_n(width * SCALE)}" '
        f'height="{_n(depth * SCALE)}" fill="white" stroke="black"/>',
    ]
    for area in board["areas"]:
        points = " ".join(",".join(px(x, y)) for x, y in area["corners"])
        out.append(f'<polygon points="{points}" fill="none" stroke="black" stroke-width="1.5"/>')
        x, y = px(*area["corners"][0])
        out.append(f'<text x="{x}" y="{y}" dy="-2">{escape(area["name"])}</text>')
    radius = float(OBJECTIVE_MARKER_DIAMETER) / 2
    reach = radius + float(OBJECTIVE_RANGE.horizontal)
    for marker in board["markers"]:
        x, y = px(marker["x"], marker["y"])
        out.append(
            f'<circle cx="{x}" cy="{y}" r="{_n(radius * SCALE)}" fill="none" stroke="black"/>'
        )
        out.append(
            f'<circle cx="{x}" cy="{y}" r="{_n(reach * SCALE)}" fill="none" stroke="black" '
            'stroke-dasharray="4 3"/>'
        )
        out.append(
            f'<text x="{x}" y="{y}" dy="-{_n(reach * SCALE + 2)}" text-anchor="middle">'
            f"{escape(marker['name'])}</text>"
        )
    for model in board["models"]:
        fill = "black" if model["player"] == "A" else "url(#hatch)"
        dash = "" if model["player"] == "A" else ' stroke-dasharray="2 1"'
        x, y = px(model["x"], model["y"])
        if "hull" in model:
            points = " ".join(",".join(px(a, b)) for a, b in model["hull"])
            out.append(
                f'<polygon points="{points}" fill="{fill}" fill-opacity="0.5" '
                f'stroke="black"{dash}/>'
            )
        else:
            rx, ry = model["length"] * SCALE / 2, model["width"] * SCALE / 2
            out.append(
                f'<ellipse cx="{x}" cy="{y}" rx="{_n(rx)}" ry="{_n(ry)}" fill="{fill}" '
                f'fill-opacity="0.5" stroke="black"{dash} '
                f'transform="rotate({_n(-model["facing"])} {x} {y})"/>'
            )
        out.append(
            f'<text x="{x}" y="{y}" dy="3" text-anchor="middle" font-size="7">'
            f"{escape(model['unit'])} {escape(model['model'])}</text>"
        )
    bar_y = _n(MARGIN + depth * SCALE + 12)
    out.append(
        f'<line x1="{MARGIN}" y1="{bar_y}" x2="{MARGIN + SCALE}" y2="{bar_y}" stroke="black" '
        'stroke-width="2"/>'
    )
    out.append(f'<text x="{MARGIN + SCALE + 4}" y="{bar_y}" dy="3">1"</text>')
    out.append("</svg>")
    return "\n".join(out)
