/* sk-solve.c: sk_solve: check the givens, then run the chosen algorithm
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What sk_solve does whatever the algorithm happens here, once: the options
 * and their defaults, the rule check of the givens (so a bad puzzle costs no
 * search whichever algorithm was asked for), the clock and the final status.
 * Each algorithm lives in its own file, and what they share while they search
 * (limits, clock, counting) in sk-search.c: the algorithms never call back
 * into this file.
 */

#include "sk-solver.h"

#include <string.h>

#include "sk-ids.h"
#include "sk-search.h"

const SkAlgorithm sk_algorithms[SK_N_ALGORITHMS] = {
  SK_ALGORITHM_BACKTRACK,
  SK_ALGORITHM_TABLES,
  SK_ALGORITHM_PROPAGATE,
  SK_ALGORITHM_DLX,
};

/* The names are the command line's and the settings' words: never translated. */
static const char *const algorithm_ids[SK_N_ALGORITHMS] = {
  [SK_ALGORITHM_PROPAGATE] = "propagate",
  [SK_ALGORITHM_BACKTRACK] = "backtrack",
  [SK_ALGORITHM_TABLES] = "tables",
  [SK_ALGORITHM_DLX] = "dlx",
};

static const SkIdTable algorithm_id_table = SK_ID_TABLE_OF_IDS (algorithm_ids);

void
sk_solve_options_init (SkSolveOptions *options)
{
  *options = (SkSolveOptions) {
    .limit = 1,
    .cancel = NULL,
    .max_calls = 0,
    .algorithm = SK_ALGORITHM_PROPAGATE,
    .max_elapsed_ns = 0,
  };
}

/* A digit above 9 is reported as a clash of the cell with itself, on its
 * row. Repeats are looked for with one digit mask per unit, without a branch
 * on the cell's digit: the full search for clashes, which names the cells,
 * costs as much as solving an easy puzzle, so it runs only on a repeat. */
static bool
check_givens (const SkGrid   *puzzle,
              const SkLayout *layout,
              SkClash        *clash)
{
  uint16_t used[SK_MAX_UNITS] = { 0 };
  uint16_t repeated = 0;

  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      int digit = puzzle->cell[cell];
      const uint8_t *units = layout->cell_units[cell];
      uint16_t bit;

      if (digit > SK_SIZE)
        {
          *clash = (SkClash) {
            .kind = SK_UNIT_ROW,
            .number = sk_cell_row (cell),
            .digit = digit,
            .cells = { cell, cell },
          };
          return false;
        }
      bit = (uint16_t) ((1u << digit) & ~1u);
      for (int i = 0; i < 3; i++)
        {
          repeated |= used[units[i]] & bit;
          used[units[i]] |= bit;
        }
    }
  /* Extra houses cell by cell of each house: a loop over each cell's houses
   * (none, one or two) is a branch the processor guesses wrong about at
   * every diagonal cell. */
  for (int unit = SK_UNITS; unit < sk_layout_n_units (layout); unit++)
    {
      uint16_t seen = 0;

      for (int k = 0; k < SK_SIZE; k++)
        {
          uint16_t bit = (uint16_t) ((1u << puzzle->cell[layout->unit_cells[unit][k]]) & ~1u);

          repeated |= seen & bit;
          seen |= bit;
        }
    }

  return repeated == 0 || sk_grid_find_clashes (puzzle, layout, clash, 1) == 0;
}

void
sk_solve (const SkGrid         *puzzle,
          const SkLayout       *layout,
          const SkSolveOptions *options,
          SkSolveResult        *result)
{
  SkSolveOptions defaults;
  uint64_t start = sk_search_now_ns ();
  SkSearch s;

  if (options == NULL)
    {
      sk_solve_options_init (&defaults);
      options = &defaults;
    }

  memset (result, 0, sizeof *result);
  result->status = SK_SOLVE_NO_SOLUTION;

  if (!check_givens (puzzle, layout, &result->clash))
    {
      result->status = SK_SOLVE_INVALID;
      result->stats.elapsed_ns = sk_search_now_ns () - start;
      return;
    }

  sk_search_init (&s, layout, options, result, start);

  switch (options->algorithm)
    {
    case SK_ALGORITHM_BACKTRACK:
      sk_search_backtrack (&s, puzzle);
      break;
    case SK_ALGORITHM_TABLES:
      sk_search_tables (&s, puzzle);
      break;
    case SK_ALGORITHM_DLX:
      sk_search_dlx (&s, puzzle);
      break;
    case SK_ALGORITHM_PROPAGATE:
    default:
      sk_search_propagate (&s, puzzle);
      break;
    }

  if (result->status == SK_SOLVE_NO_SOLUTION && result->n_solutions > 0)
    result->status = SK_SOLVE_SOLVED;
  result->stats.elapsed_ns = sk_search_now_ns () - start;
}

const char *
sk_solve_status_to_string (SkSolveStatus status)
{
  switch (status)
    {
    case SK_SOLVE_SOLVED:
      return "solved";
    case SK_SOLVE_NO_SOLUTION:
      return "no solution";
    case SK_SOLVE_INVALID:
      return "invalid";
    case SK_SOLVE_CANCELLED:
      return "cancelled";
    case SK_SOLVE_OVER_BUDGET:
      return "over budget";
    case SK_SOLVE_TIMED_OUT:
      return "timed out";
    default:
      return "unknown";
    }
}

const char *
sk_algorithm_to_string (SkAlgorithm algorithm)
{
  return sk_id_table_get (&algorithm_id_table, (int) algorithm, "unknown");
}

/* Exact, lower-case names only; false (and @algorithm untouched) for any other. */
bool
sk_algorithm_from_string (const char  *name,
                          SkAlgorithm *algorithm)
{
  int row = sk_id_table_find (&algorithm_id_table, name);

  if (row < 0)
    return false;
  *algorithm = (SkAlgorithm) row;
  return true;
}
