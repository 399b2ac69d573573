Feature: 24.09: Deep Strike needs every model of the unit to have the ability
  A unit may use Deep Strike for its ingress move only if every model in it has the ability
  (24.09). An enhancement or wargear whose TARGET is `this model` gives it to that part of an
  attached unit only (18.1, 19.04), so a leader with a jump pack leading a squad without one
  cannot arrive in the opponent's deployment zone before the third battle round; once the squad
  has no model left, or when the squad has the ability too, it can.

  Background:
    Given a unit "Captain"
    And a unit "Guard"
    And "Captain" has the keyword CHARACTER
    And "Captain" has a starting strength of 1
    And "Captain" is leading "Guard"
    And "Captain" has an enhancement "Jump Pack" that gives it the Deep Strike ability
    And "Captain" is in strategic reserves
    And it is player A's Movement phase in battle round 2

  Scenario: 24.09: a leader's Deep Strike does not carry a bodyguard without it into the enemy deployment zone
    Then "Captain" cannot make an ingress move into player B's deployment zone because it cannot be set up within its opponent's deployment zone before the third battle round

  Scenario: 24.09: with the bodyguard gone, every model left has Deep Strike
    Given "Guard" has 0 models left
    Then "Captain" can make an ingress move into player B's deployment zone

  Scenario: 24.09: a bodyguard ability giving the whole unit Deep Strike lets it arrive there
    Given "Guard" has an ability "Teleport Homer" that gives it the Deep Strike ability
    Then "Captain" can make an ingress move into player B's deployment zone

  Scenario: 20.04: from the third battle round the leader's unit may arrive there without Deep Strike
    Given it is player A's Movement phase in battle round 3
    Then "Captain" can make an ingress move into player B's deployment zone

  Scenario: 24.09: a Captain leading no unit has the Deep Strike his enhancement gives him
    Given a unit "Lone" for player A
    And "Lone" has the keyword CHARACTER
    And "Lone" has a starting strength of 1
    And "Lone" has an enhancement "Jump Pack" that gives it the Deep Strike ability
    And "Lone" is in strategic reserves
    Then "Lone" can make an ingress move into player B's deployment zone
