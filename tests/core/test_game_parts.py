"""The Game is no facade (issue 36): a caller asks a part by its attribute
(``game.moves.can_move``, ``game.missions.vp``), so neither ``Game`` nor ``GameBase`` has a
method that only hands its own arguments on to one part. The parts are the Game's fields it
builds itself (``field(init=False)``); its own state (the history, the lists of rules) it
keeps behind its own methods, as the house rule on writes wants (tests/test_house.py)."""

from __future__ import annotations

import ast
import dataclasses
import inspect
import textwrap

from ruleslawyer.core import base, game


def _params(fn: ast.FunctionDef) -> set[str]:
    a = fn.args
    return {p.arg for p in (*a.posonlyargs, *a.args, *a.kwonlyargs)} - {"self"}


def _on_a_part(node: ast.expr, parts: frozenset[str]) -> bool:
    """``self.<part>.<name>``."""
    return (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Attribute)
        and node.value.attr in parts
        and isinstance(node.value.value, ast.Name)
        and node.value.value.id == "self"
    )


def _hands_on(fn: ast.FunctionDef, parts: frozenset[str]) -> bool:
    """Whether the method's body (its docstring aside) is one ``return self.<part>.<name>(...)``
    or ``self.<part>.<name>(...)`` whose arguments are its own parameters, passed as they came;
    or one ``return self.<part>.<name>`` (a property read through)."""
    body = [
        s for s in fn.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
    ]
    if len(body) != 1 or not isinstance(body[0], ast.Return | ast.Expr) or body[0].value is None:
        return False
    value = body[0].value
    if _on_a_part(value, parts):
        return isinstance(body[0], ast.Return)
    if not isinstance(value, ast.Call) or not _on_a_part(value.func, parts):
        return False
    passed = [*value.args, *(k.value for k in value.keywords)]
    own = _params(fn)
    return all(isinstance(a, ast.Name) and a.id in own for a in passed)


def delegations(
    source: str, cls: str, parts: frozenset[str], hooks: frozenset[str] = frozenset()
) -> list[str]:
    """The methods of class ``cls`` in ``source`` that only hand on to one of ``parts``,
    ``hooks`` (the base's methods the class overrides to tell a part) aside."""
    tree = ast.parse(source)
    found = [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == cls]
    return [
        f.name
        for f in found[0].body
        if isinstance(f, ast.FunctionDef) and f.name not in hooks and _hands_on(f, parts)
    ]


PARTS = frozenset(f.name for f in dataclasses.fields(game.Game) if not f.init)


def _methods(cls: type) -> frozenset[str]:
    return frozenset(n for n, v in vars(cls).items() if inspect.isfunction(v))


def test_the_finder_finds_each_kind_of_delegation() -> None:
    source = textwrap.dedent(
        '''
        class Game:
            def can_move(self, unit_name, kind, *, mode=None):
                """Docstring."""
                return self.moves.can_move(unit_name, kind, mode=mode)

            def ingress(self, unit_name):
                self.moves.ingress(unit_name)

            @property
            def performances(self):
                return self.performer.performances

            def fighting_last(self):
                return self.fight_order.last_selected()

            def resolve_charge(self, unit_name):
                self.moves.resolve_charge(unit_name, self.stratagem_part.section == "x")

            def on_event(self, rule):
                self.event_rules.append(rule)

            def suffer(self, record):
                self.history.append(record)
                allocate(self, record)

            def area_within(self, inner, outer):
                return self.areas.get((key(inner), key(outer)))

            def unit_changed(self, unit):
                self.fight.track(unit)
        '''
    )
    found = delegations(source, "Game", PARTS, frozenset({"unit_changed"}))
    assert found == ["can_move", "ingress", "performances", "fighting_last"]


def test_game_has_no_method_that_only_hands_on_to_a_part() -> None:
    hooks = _methods(base.GameBase)  # the base's hooks, which the Game answers through a part
    assert delegations(inspect.getsource(game), "Game", PARTS, hooks) == []


def test_game_base_has_no_method_that_only_hands_on_to_a_part() -> None:
    assert delegations(inspect.getsource(base), "GameBase", PARTS) == []


def test_the_parts_are_the_fields_the_game_builds() -> None:
    assert sorted(PARTS) == [
        "battle_shock",
        "clock",
        "fight",
        "fight_order",
        "missions",
        "moves",
        "performer",
        "rule_firing",
        "stratagem_part",
        "transports",
    ]
