"""Property scenarios: Hypothesis draws what `Given any ...` leaves open (draw), searches for a
counterexample (search) and writes it back as a concrete scenario (counterexample).

Importing this package imports no Hypothesis: the options read the default from here.
"""

# Examples Hypothesis tries for each property scenario, unless told otherwise.
DEFAULT_MAX_EXAMPLES = 100

# Cases the exhaustive search may check for each property scenario before Hypothesis searches
# instead (0: never): a claim that holds in every case within the core's bounds is proven.
DEFAULT_EXHAUSTIVE_BUDGET = 500
