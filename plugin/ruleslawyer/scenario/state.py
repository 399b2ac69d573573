"""What a scenario's steps build: the stated board, then (at the first When or Then) a Game.

Given steps only record what they state, so that defaults apply "whatever order the Given steps
come in" and impossible states are checked once, when the first When or Then step runs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import Any

from ruleslawyer.core import (
    Ability,
    ActionDef,
    Game,
    ImpossibleEvent,
    Moment,
    Phase,
    Reason,
    RulesInputError,
    TriggeredRule,
    Unit,
    clock,
    reading,
)
from ruleslawyer.core.base import RollSource
from ruleslawyer.core.command import TWO_D6_TOTALS
from ruleslawyer.core.core_stratagems import CORE_STRATAGEMS, stratagem_named
from ruleslawyer.core.errors import closest
from ruleslawyer.core.history import StratagemUsed
from ruleslawyer.core.measuring import inches_text
from ruleslawyer.core.objectives import Objectives
from ruleslawyer.core.profiles import make_up
from ruleslawyer.core.rules_numbers import FIGHT_PASS
from ruleslawyer.core.stratagems import StratagemDef
from ruleslawyer.core.units import DEFAULT_KEYWORDS as DEFAULT_KEYWORDS  # kept importable here
from ruleslawyer.scenario import (
    any_rule,
    attached,
    card_places,
    carrying,
    clashes,
    fight_facts,
    measuring,
    placement,
    positions,
    rules,
)
from ruleslawyer.scenario.concrete import unit_from_draft as unit_from_draft
from ruleslawyer.scenario.drawn_positions import Draw, Drawing
from ruleslawyer.scenario.unit_draft import UnitDraft as UnitDraft  # kept importable here
from ruleslawyer.scenario.verdicts import VerdictRules

Choice = Callable[[Sequence[Any]], Any]  # a property drawer's choice (properties/draw.py)


@dataclass
class MomentPin:
    battle_round: int | None = None
    player: str | None = None
    phase: Phase | None = None
    step: clock.Point | None = None  # a step of the phase (the Fight phase's, 12.02-12.07)
    round_line: int | None = None  # the Given line that stated the battle round
    # The moment a property draw drew, as it drew it: the exhaustive walk's reads its point only
    # where asked (properties/moments.py); the fields above then only say it.
    drawn: clock.Moment | None = None


class ScenarioState:
    """The world of one scenario run."""

    def __init__(self, feature_path: Path | None = None) -> None:
        self.feature_path = feature_path
        self.shown_path: str | None = None  # the feature file as reports show it
        self.line: int | None = None  # the line of the step being run
        # The lines of the Background steps, When steps and inline boards run: what they state
        # of a unit a Given may state another value of (clashes.check_restated).
        self.refinable_lines: set[int] = set()
        self.units: dict[str, UnitDraft] = {}
        # The class of the drafts the Given steps make: the exhaustive walk's drawer gives its own
        # (properties/tracking.py), whose reads it records; every other run, UnitDraft.
        self.draft_class: type[UnitDraft] = UnitDraft
        self.actions: dict[str, ActionDef] = {}
        self.rules: list[TriggeredRule] = []
        self.abilities: list[Ability] = []
        self.cp: dict[str, int] = {"A": 0, "B": 0}
        self.cp_stated: dict[str, int | None] = {}  # the line each player's CP were stated at
        self.first_player = "A"
        self.battle_rounds = 5
        self.battle_rounds_line: int | None = None  # the Given line that stated the length
        self.moment = MomentPin()
        self.rolls: dict[str, int] = {}
        self.rolls_earlier: set[str] = set()
        # Rolls a rule demands in a player's Battle-shock step: (unit, whose step).
        self.demanded_rolls: list[tuple[str, str]] = []
        # Where areas lie: (inner, outer) by area key -> whether inner is within outer.
        self.areas: dict[tuple[str, str], bool] = {}
        self.area_lines: dict[tuple[str, str], int | None] = {}  # the Given stating each
        self._game: Game | None = None
        # Property scenarios: what "any ..." left open, and who draws it before the build.
        self.open_actions: set[str] = set()
        # The rows a `Given the Action` table stated, by Action: `any Action` draws the rest.
        self.action_rows: dict[str, dict[str, str]] = {}
        self.open_moment = False
        self.open_rolls: set[str] = set()
        self.drawer: Callable[[ScenarioState], None] | None = None
        # A property example draws a battle-shock roll the scenario needs but never states.
        self.roll_source: RollSource | None = None
        self.initial_units: dict[str, Unit] = {}
        # Each leading unit's name -> its attached unit's name, once the game is built (19.01).
        self.aliases: dict[str, str] = {}
        # The unit name the running step wrote, before it meant the whole attached unit: the
        # part that `has OC`, `has Ld` and `has W` ask about (contract §14).
        self.named_unit: str | None = None
        # Stratagems (docs/language.md#stratagems): the declared ones, and the uses the Given steps
        # state.
        self.stratagems: dict[str, StratagemDef] = {}
        self.stratagem_rows: dict[str, dict[str, str]] = {}
        self.used_this_phase: list[tuple[str, str, str | None]] = []
        self.event_play = False  # Given the battle is played under the Event Companion
        self.dice: dict[str, tuple[int, ...]] = {}  # Given the dice for "<rule>" will be ...
        self.dice_lines: dict[str, int | None] = {}  # each such rule's name: the step's line
        self.screened: dict[str, list[str]] = {}  # Given "<unit>" is screened by "<unit>"
        self.used_earlier: dict[tuple[str, str], int] = {}
        self.targeted: set[str] = set()
        # Uses planned for the Battle-shock step: (player, stratagem, unit, where stated).
        self.planned_uses: list[tuple[str, str, str, int | None]] = []
        # Stratagems named by another name (Tank Shock, Grenades) before the game was built.
        self.other_names: list[Reason] = []
        # Missions (§15): objectives, control, VP; what `any mission Action` left open.
        self.objectives = Objectives()
        self.open_fills: list[Callable[[Choice], None]] = []
        # Facts a Given states that need the built game (destroyed units, steps/cards.py).
        self.after_build: list[Callable[[Game], None]] = []
        self.drawn_mission_actions: dict[str, str] = {}
        # `any rule` (contract 18.7): what each such step asks, and the rules it drew.
        self.any_rules: list[Any] = []
        self.objectives_named: dict[str, tuple[str, int | None]] = {}  # key -> (as written, line)
        self.verdicts = VerdictRules()  # what the Then steps' verdicts rest on (FAQ)
        # Positions (§19): the battlefield, shaped areas, markers and placed models.
        self.board = positions.Positions()
        # What `Given any position ...` leaves open (§19.9), and the example's drawing of it.
        self.position_draws = Drawing()
        self.position_draw: Draw | None = None
        # Rules that change rules (contract 18.1), put in force when the game is built.
        self.declared_rules: list[rules.RuleDecl] = []
        # The steps run before the one running (contract 18.5's "changed that verdict" asks the
        # question of the Then step above again), and the rules a replay leaves out.
        self.steps_before: Sequence[Any] = ()
        # Whether a step of a property scenario reads the order of fighting (set by the
        # property search): advancing past a Fight step then makes its selections (§20.1).
        self.fight_order_asked = True
        # The keywords and areas the scenario's When and Then steps name (set by the property
        # search): `any unit` draws them too, as it draws those its Givens name (§6).
        self.named_in_steps: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())
        self.without_rules: frozenset[str] = frozenset()
        # --ruleslawyer-strict-effects (18.4): a stratagem EFFECT outside the vocabulary is an
        # error, not traced only.
        self.strict_effects = False
        self.rule_uses = rules.RuleUses()
        # The order of fighting (contract §20.1): the `has been selected to fight this phase`
        # Givens in the order stated, the units stated too far from every enemy unit to fight
        # (the Rules Appendix pass), and the player stated to select next.
        self.fight_history: list[str] = []
        self.far_from_enemies: set[str] = set()
        self.far_lines: dict[str, int | None] = {}  # the line that stated each of them
        # `Given "<unit>" is not within <area>`: (unit, area, line), checked when built (§19.5).
        self.not_within: list[tuple[str, str, int | str | None]] = []
        # `Given "<unit>" is engaged with "<enemy>"`: (unit, enemy, line), §19.5's pairs.
        self.engaged_pairs: list[tuple[str, str, int | str | None]] = []
        # `Given model <label> of "<unit>" will be removed to regain coherency`, in order.
        # The models stated to be removed to regain coherency (03.03), in order, each as (the
        # name it is placed under: a part's, for an attached unit, and its label).
        self.coherency_removals: list[tuple[str, str]] = []
        self.fight_selector: str | None = None
        self.part_fights_first: list[str] = []  # `"<part>" has the Fights First ability`
        # Where units stand, as cards read it (contract §20.2): the line of each stated fact,
        # by (unit, fact), for the error a placed unit's positions contradicting it gives.
        self.place_lines: dict[tuple[str, str], int | None] = {}
        # `Given player <P> has <n> VP`, by player: the VP and its line. It is the total, the
        # score Givens included, so it must be at least their sum (contract §20.2).
        self.vp_stated: dict[str, tuple[int, int | None]] = {}

    # -- units --------------------------------------------------------------------------------
    def add_unit(self, name: str) -> UnitDraft:
        self.no_game_yet("set up a unit")
        if name not in self.units:
            self.units[name] = self.draft_class(name, self.line, refinable=self.refinable_lines)
        return self.units[name]

    def unit(self, name: str) -> UnitDraft:
        try:
            return self.units[name]
        except KeyError:
            suggestion = closest(name, self.units)
            raise RulesInputError(
                f'no unit "{name}" was set up (add: Given a unit "{name}")',
                word=name,
                suggestion=f'"{suggestion}"' if suggestion else None,
            ) from None

    def action(self, name: str) -> ActionDef:
        # once the game is built, its Actions: a card drawn in it gives its own (contract §20.2)
        actions = self.current_game.actions if self.current_game is not None else self.actions
        try:
            return actions[name]
        except KeyError:
            suggestion = closest(name, actions)
            raise RulesInputError(
                f'no Action "{name}" was set up (add: Given the Action "{name}":)',
                word=name,
                suggestion=f'"{suggestion}"' if suggestion else None,
            ) from None

    def player(self, word: str) -> str:
        if word in ("A", "B"):
            return word
        raise RulesInputError(
            f"unknown player {word!r}; the players are A and B",
            word=word,
            suggestion=closest(word.upper(), ["A", "B"], cutoff=0.0),
        )

    def set_cp(self, player: str, amount: int) -> None:
        if amount < 0:
            raise RulesInputError(
                f"player {player} cannot have {amount} CP: CP are never negative", word=str(amount)
            )
        before = self.cp_stated.get(player)
        if (
            before is not None
            and self.line is not None
            and before != self.line
            and self.cp[player] != amount
            and not {before, self.line} & self.refinable_lines
        ):
            raise RulesInputError(
                f"line {before} states that player {player} has {self.cp[player]} CP and line "
                f"{self.line} that they have {amount} CP: two Given steps state opposite values "
                "of one fact; keep the one you mean",
                word=str(amount),
            )
        self.cp[player] = amount
        self.cp_stated[player] = self.line

    def set_roll(self, unit: str, total: int) -> None:
        if total not in TWO_D6_TOTALS:
            raise RulesInputError(
                f"a battle-shock roll is a 2D6 total from {TWO_D6_TOTALS[0]} to "
                f"{TWO_D6_TOTALS[-1]}, not {total}",
                word=str(total),
            )
        if self._game is not None:
            self._game.give_roll(self.canonical(unit), total)
        self.rolls[unit] = total

    def no_game_yet(self, what: str) -> None:
        if self._game is not None:
            raise RulesInputError(
                f"cannot {what} after the first When or Then step; move this Given before them",
                word=what,
            )

    def stratagem_name(self, name: str) -> str:
        """The stratagem a step names: a declared one by its own name, else a core one, also
        by another name of it (Tank Shock, Grenades: app errata, rules data 912); the game
        notes which stratagem that name is."""
        core, said = stratagem_named(name, {**CORE_STRATAGEMS, **self.stratagems})
        if said is not None:
            if self._game is not None:
                self._game.note(said)
            else:
                self.other_names.append(said)
        return core

    def canonical(self, name: str) -> str:
        """The name the game knows a unit by: an attached unit's, for any of its parts."""
        return self.aliases.get(name, name)

    # -- the game ------------------------------------------------------------------------------
    @property
    def built(self) -> bool:
        return self._game is not None

    @property
    def current_game(self) -> Game | None:
        """The game if the scenario got as far as building it, else None (never builds)."""
        return self._game

    @property
    def game(self) -> Game:
        if self._game is None:
            is_property = self.is_property  # it reads every draft: asked once if no draw runs
            if is_property:
                if self.drawer is None:
                    raise RulesInputError(
                        "a scenario with 'Given any ...' steps is a property: it runs only "
                        "when pytest collects its .feature file through ruleslawyer",
                        word="any",
                    )
                # An Action a pin names must be set up before anything is drawn for it.
                for name in sorted({a for d in self.units.values() for a in d.started or ()}):
                    if name not in self.open_actions:
                        self.action(name)
                self.drawer(self)
            # After a draw, asked again (what is open is read as the draw left it).
            self._game = self._build(None if is_property else False)
            if self.any_rules:
                any_rule.check_in_force(self, self._game)
            _fights_first_pinned(self, self._game, is_property)
            self.initial_units = dict(self._game.units)
        return self._game

    @property
    def is_property(self) -> bool:
        return bool(
            self.open_actions
            or self.open_moment
            or self.open_rolls
            or self.open_fills
            or self.position_draws.open
            or any(d.open for d in self.units.values())
        )

    def _settled(self) -> dict[str, measuring.Computed]:
        """What the positions decide, each fact a Given states checked against them (19.5)."""
        measured = measuring.settle(self.board, self.units, self.not_within, self.engaged_pairs)
        if self.board.positioned:
            far = measuring.far_from_enemies(self.board, measuring.sides_of(self.units))
            for far_unit in sorted(self.far_from_enemies):
                # An attached unit is one unit (19.01): every placed part must be far.
                parts = [n for n in self.units if self.canonical(n) == self.canonical(far_unit)]
                near = [p for p in parts if p in self.board.rows and p not in far]
                if near:
                    self._far_clash(far_unit, far_unit if far_unit in near else near[0])
            self.far_from_enemies = far
        return measured

    def _far_clash(self, stated: str, part: str) -> None:
        """§19.5: a Given that ``stated`` is far enough to pass, which the positions contradict
        (``part``: its placed name with a model within the distance), names both lines and
        what was measured."""
        rows = self.board.rows.get(part) or []
        placed = f" ({positions.where(rows[0].line)})" if rows else ""
        gap = measuring.closest_enemy_distance(part, self.board, self.units)
        measured = (
            f"put its closest enemy model {inches_text(gap)} away"
            if gap is not None
            else "put one of its models within that distance of an enemy model"
        )
        raise measuring.Clash(
            f'{positions.where(self.far_lines.get(stated))} states "{stated}" is far enough '
            "from every enemy unit for its player to pass, but the positions"
            f"{placed} {measured}; the {FIGHT_PASS.name}: {FIGHT_PASS.value} "
            f"({FIGHT_PASS.where})",
            units=frozenset(self.board.rows),
            word=stated,
        )

    def _build(self, is_property: bool | None = None) -> Game:
        """The game of the stated board; ``is_property``: whether the scenario is a property,
        if the caller knows it (None: asked here)."""
        if not self.battle_rounds >= 1:
            raise RulesInputError(
                "a mission lasts at least 1 battle round", word=str(self.battle_rounds)
            )
        now = self.start_moment()
        if is_property is None:
            is_property = self.is_property  # asked once: it reads every draft
        self.objectives.check_named(self.objectives_named, _where)
        try:
            measured = self._settled()
        except measuring.Clash as clash:
            drawn = self.position_draw
            if is_property and drawn is not None and clash.units & set(drawn.drawing.placed):
                drawn.assume(False)  # 19.9: a drawn position that breaks a Given: no situation
            raise
        units: dict[str, Unit] = {}
        # Attached units (19.01) only where a draft leads another: else none is formed.
        leads = any(draft.leading is not None for draft in self.units.values())
        parts = attached.part_names(self.units) if leads else frozenset()
        # The keys read once, not per unit; and not at all with no unit (a drawn moment's keys
        # read its battle round, which the exhaustive walk draws only where read).
        turn_key, phase_key = (now.turn_key, now.phase_key) if self.units else ((0, ""), None)
        for draft in self.units.values():
            unit = unit_from_draft(draft, turn_key, phase_key)
            for what, problem in attached.problems_of(draft, unit, parts):
                # Every Given line the clash rests on (scenario/clashes.py), as a property
                # scenario whose stated facts clash reports it.
                lines = clashes.lines_of(draft, unit, problem, what)
                raise clashes.Clash(draft.name, what, problem, lines, True).error()
            fight_facts.check_stated(draft, unit, now, is_property)
            if draft.stated.get("wounds_left") is not None and unit.starting_strength != 1:
                found = [c for c in clashes.clashes(draft, unit) if c.what == "wounds left"]
                raise found[0].error()
            stated_far = draft.name in self.far_from_enemies and not self.board.positioned
            if stated_far and not is_property and unit.engaged:
                # Rules Appendix: an engaged unit is within 5" of an enemy unit (contract §20.1).
                engaged_at = draft.stated.get("engaged")
                raise RulesInputError(
                    f'line {self.far_lines.get(draft.name)} states "{draft.name}" is too far '
                    f"from every enemy unit to fight, but "
                    + (f"line {engaged_at}" if isinstance(engaged_at, int) else "a Given")
                    + ' states it is engaged: an engaged unit is within engagement range (2") of '
                    'an enemy unit, so within 5" of one; keep the one you mean',
                    word=draft.name,
                )
            units[draft.name] = unit
        units = carrying.resolve(self.units, units)
        self.aliases = attached.aliases(self.units) if leads else {}
        name = self.canonical
        formed = attached.form(self.units, units) if leads else dict(units)
        if leads:
            formed = carrying.within_attached(formed, self.aliases)
        carrying.check_capacity(formed)
        for part in self.part_fights_first:
            formed = _part_fights_first(formed, part)
        objectives = self.objectives.copy()
        # A concrete scenario records what cards count from the start (a card drawn later in the
        # turn counts the turn's destroyed units, contract §20.2); a property's walk does not.
        objectives.book.counts_always = not is_property
        game = Game(
            units=formed,
            actions=dict(self.actions),
            rules=list(self.rules),
            abilities=[replace(a, unit=name(a.unit)) for a in self.abilities],
            cp=dict(self.cp),
            first_player=self.first_player,
            battle_rounds=self.battle_rounds,
            now=now,
            rolls={name(unit): total for unit, total in self.rolls.items()},
            rolls_earlier=frozenset(name(unit) for unit in self.rolls_earlier),
            demanded_rolls=[(name(unit), player) for unit, player in self.demanded_rolls],
            roll_source=self.roll_source,
            areas=measuring.area_relations(self.board, self.areas, self.area_lines),
            stratagems={**CORE_STRATAGEMS, **self.stratagems},
            left_out=frozenset(  # a core stratagem also by another name (Grenades)
                stratagem_named(rule, {**CORE_STRATAGEMS, **self.stratagems})[0]
                for rule in self.without_rules
            ),
            earlier_uses=dict(self.used_earlier),
            targeted={(name(unit), now.phase_key) for unit in self.targeted},
            objectives=objectives,
            event_play=self.event_play,
            dice=dict(self.dice),
            screened_by={
                self.canonical(unit): tuple(self.canonical(s) for s in screens)
                for unit, screens in self.screened.items()
            },
        )
        if leads:  # a one-model part's stated wounds left (contract 18.5, §14)
            game.set_lost_wounds(attached.stated_part_wounds(self.units, units))
        card_places.check_stated(self.board, game.objectives, self.place_lines)
        stands = game.objectives
        stands.centre = {name(u): n for u, n in stands.centre.items()}
        stands.edges = {name(u): e for u, e in stands.edges.items()}
        stands.placed = card_places.measured(self.board)
        for unit_name, facts in measured.items():
            placed = game.units.get(unit_name)
            if placed is not None:
                game.set_unit(placed, models_in_range=facts.models_in_range)
        game.set_engaged_pairs(measuring.pairs(self.board, measured, self.engaged_pairs, name))
        order = game.fight_order
        # Stated (or measured per placed name); where models are placed, measured again below
        # for an attached unit from all its parts' models (01.04: within if any model is).
        order.far = {name(unit) for unit in self.far_from_enemies}
        if self.board.positioned:
            drawn = self.position_draw  # a property scenario draws the unstated removals
            game.place_models(
                placement.BoardPlacement(self.board, game, drawn.removal if drawn else None),
                self._removals_by_unit(name),
            )
            if self.aliases:  # an attached unit's facts, measured from all its parts' models
                placement.remeasure(self.board, game)
        order.stated_history = [name(unit) for unit in self.fight_history]
        order.state_selector(self.fight_selector)
        order.strict = not is_property
        order.selects_in_property = self.fight_order_asked
        for said in self.other_names:
            game.note(said)
        for unit in game.units.values():
            for rule, applies in make_up(unit):
                game.weigh(rule, applies)
        for _, stratagem in self.used_earlier:
            game.stratagem_part.stratagem(stratagem)  # an unknown name is an error naming it
        for player, stratagem, planned_on, line in self.planned_uses:
            try:
                game.stratagem_part.plan_battle_shock_use(player, stratagem, name(planned_on))
            except RulesInputError as exc:
                where = f" (stated at {_where(line)})" if line is not None else ""
                raise RulesInputError(
                    exc.message + where, word=exc.word, suggestion=exc.suggestion
                ) from None
        rules.put_in_force(self, game)
        # The last determination as the scenario starts agrees with the board as given: each
        # model's OC as the rules in force now modify it (14.02; contract 19.5, 18.3 item 3;
        # interpretation 126), so it is taken once they are in force. A CONDITION it reads (within
        # range of a terrain objective) reads this game, as the scenario's game from here on.
        self._game = game
        # replayed with the declared rules in force (20.1 History: every other fact as it is
        # now), but before this phase's stated stratagem uses, which came after the selections
        # stated before them (Counteroffensive, 15.12)
        if not is_property and now.phase is Phase.FIGHT:  # a property's: not a read
            try:
                order.current()  # the stated selections, replayed through 12.04 (an error if not)
            except RulesInputError as exc:
                stated = self.units.get(exc.word or "")
                at = stated.stated.get("selected_to_fight") if stated is not None else None
                where = f" (stated at {_where(at)})" if at is not None else ""
                raise RulesInputError(
                    exc.message + where, word=exc.word, suggestion=exc.suggestion
                ) from None
        for player, stratagem, on in self.used_this_phase:
            game.stratagem_part.stratagem(stratagem)
            target = game.unit(name(on)).name if on is not None else None
            game.recall(StratagemUsed(now, player, stratagem, target))
        game.missions.begin_objectives()
        for draft in self.units.values():
            for action in draft.started or ():
                game.action(action)
                game.performer.stated_start(name(draft.name), action)
        for then_do in self.after_build:
            then_do(game)
        return game

    def _removals_by_unit(self, name: Callable[[str], str]) -> dict[str, list[tuple[str, str]]]:
        """The stated removals to regain coherency by the unit they are of (an attached unit's
        for either part's model), in the order stated (03.03)."""
        by_unit: dict[str, list[tuple[str, str]]] = {}
        for placed_as, label in self.coherency_removals:
            by_unit.setdefault(name(placed_as), []).append((placed_as, label))
        return by_unit

    def start_moment(self) -> Moment:
        pin = self.moment
        if pin.drawn is not None:
            return pin.drawn
        # Not ``or 1``: the truth of the walk's drawn round would read it (properties/rounds.py).
        battle_round = 1 if pin.battle_round is None else pin.battle_round
        if not 1 <= battle_round <= self.battle_rounds:
            # Checked when the game is built (contract §2), so say which Given lines clash.
            lines = [at for at in (self.battle_rounds_line, pin.round_line) if at is not None]
            where = f" (stated at {clashes.say_lines(lines)})" if lines else ""
            raise RulesInputError(
                f"battle round {battle_round} is outside the mission, which lasts "
                f"{self.battle_rounds} battle rounds{where}",
                word=str(battle_round),
            )
        if pin.phase is None:
            return clock.start_of_round(battle_round, self.first_player)
        return clock.in_phase(
            battle_round, pin.player or self.first_player, pin.phase, self.first_player, pin.step
        )


def _fights_first_pinned(state: ScenarioState, game: Game, is_property: bool) -> None:
    """20.1: `Given "<unit>" does not have Fights First` pins that no source gives it the
    ability. A property example in which one does (a drawn charge move this turn, 11.04; a
    drawn rule, 18.7) is no such situation: discarded (§6), never a counterexample. A concrete
    scenario is left as it is: its units table's `Fights First | no` beside `made a charge
    move | yes` states a unit with no ability of its own that charged (the library reads it
    so), and a stated source is asked about, not refused."""
    if not is_property:
        return
    for draft in state.units.values():
        if "fights_first" not in draft.stated or draft.fights_first:
            continue
        name = state.canonical(draft.name)
        if game.untraced(partial(_has_fights_first, game, name)):
            raise ImpossibleEvent(
                f'"{draft.name}" has Fights First in this example, but a Given pins that no '
                "source gives it the ability (20.1)",
                unit=name,
                word=draft.name,
            )


def _has_fights_first(game: Game, name: str) -> bool:
    return game.fight.fights_first(name)[0]


def _part_fights_first(units: dict[str, Unit], part: str) -> dict[str, Unit]:
    """24.13: the part's models have the Fights First ability; a unit that is no attached unit
    is its one part (then the unit has Fights First)."""
    for name, unit in units.items():
        if part in unit.parts:
            units[name] = reading.copy(unit, fights_first_parts=(*unit.fights_first_parts, part))
            return units
    if part in units:
        units[part] = reading.copy(units[part], fights_first=True)
        return units
    raise RulesInputError(f'no unit or part "{part}" was set up', word=part)


def _where(at: int | str | None) -> str:
    return f"line {at}" if isinstance(at, int) else str(at)
