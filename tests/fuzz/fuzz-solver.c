/* fuzz-solver.c: sk_solve with any givens, layout, algorithm and limit
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input is read as (missing bytes count as 0):
 *   81 bytes   the givens, each byte % 10 (so givens that clash are common)
 *   1 byte     the layout, % 5: 0 standard boxes, 1 rows as regions, 2
 *              columns as regions, 3 the next 81 bytes as region symbols
 *              (the Windmill layout when they are not a valid layout), 4 the
 *              Windmill layout with cells swapped between regions (next byte
 *              % 32 swaps, two bytes each: always nine regions of nine)
 *   1 byte     the first algorithm, % 4 (every SkAlgorithm)
 *   1 byte     the limit: 1 + (byte & 1)
 *   1 byte     the second algorithm: another one than the first
 * (fuzz-layouts.c reads the givens and the layout, for fuzz-logic too.)
 * Both algorithms run with a budget of MAX_CALLS recursive calls, so every
 * input takes a few milliseconds at most.
 *
 * Properties, for each run: the status is one sk_solve can give here (not
 * cancelled, not timed out); INVALID exactly when the givens clash (checked
 * here by hand from the region map, and by sk_grid_find_clashes), with a
 * clash that is one; a solution found is a solution of the givens under the
 * layout (by hand and by sk_grid_is_solution_of); SOLVED has 1..limit
 * solutions, NO_SOLUTION none. Across the two runs: when both finish, the
 * same status and count, and the same solution when it is unique; a
 * solution found by one, even over budget, means the other cannot say
 * NO_SOLUTION, and must be the unique one when the other proved uniqueness.
 * Plain C, like the engine: no GLib.
 */

#include <stdbool.h>
#include <string.h>

#include "fuzz-common.h"
#include "fuzz-layouts.h"
#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-solver.h"

#define MAX_CALLS 2000

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  return 0;
}

/* The unit @kind number @number holds @cell, from the region map alone. */
static bool
unit_has_cell (const SkLayout *layout,
               SkUnitKind      kind,
               int             number,
               int             cell)
{
  switch (kind)
    {
    case SK_UNIT_ROW:
      return sk_cell_row (cell) == number;
    case SK_UNIT_COLUMN:
      return sk_cell_column (cell) == number;
    case SK_UNIT_REGION:
      return layout->region[cell] == number;
    default:
      return false;
    }
}

static bool
cells_share_unit (const SkLayout *layout,
                  int             a,
                  int             b)
{
  return sk_cell_row (a) == sk_cell_row (b) || sk_cell_column (a) == sk_cell_column (b) ||
         layout->region[a] == layout->region[b];
}

/* Two equal digits in one row, column or region, by brute force. */
static bool
has_clash (const SkGrid   *grid,
           const SkLayout *layout)
{
  for (int a = 0; a < SK_CELLS; a++)
    for (int b = a + 1; b < SK_CELLS; b++)
      if (grid->cell[a] != 0 && grid->cell[a] == grid->cell[b] && cells_share_unit (layout, a, b))
        return true;
  return false;
}

static bool
is_solution (const SkGrid   *solution,
             const SkGrid   *puzzle,
             const SkLayout *layout)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (solution->cell[cell] < 1 || solution->cell[cell] > SK_SIZE ||
        (puzzle->cell[cell] != 0 && puzzle->cell[cell] != solution->cell[cell]))
      return false;
  return !has_clash (solution, layout);
}

static bool
finished (const SkSolveResult *result)
{
  return result->status == SK_SOLVE_SOLVED || result->status == SK_SOLVE_NO_SOLUTION ||
         result->status == SK_SOLVE_INVALID;
}

static void
check_result (const SkGrid        *puzzle,
              const SkLayout      *layout,
              const SkSolveOptions *options,
              const SkSolveResult *result,
              bool                 clash)
{
  const char *algorithm = sk_algorithm_to_string (options->algorithm);
  const char *status = sk_solve_status_to_string (result->status);

  FUZZ_CHECK (result->status == SK_SOLVE_SOLVED || result->status == SK_SOLVE_NO_SOLUTION ||
              result->status == SK_SOLVE_INVALID || result->status == SK_SOLVE_OVER_BUDGET,
              "%s: status %s without a cancel flag or a time limit", algorithm, status);
  FUZZ_CHECK ((result->status == SK_SOLVE_INVALID) == clash,
              "%s: status %s, but the givens %s", algorithm, status,
              clash ? "clash" : "do not clash");
  FUZZ_CHECK (result->n_solutions >= 0 && result->n_solutions <= options->limit,
              "%s: %d solutions with limit %d", algorithm, result->n_solutions, options->limit);
  FUZZ_CHECK (result->stats.calls <= MAX_CALLS, "%s: %llu calls, budget %d", algorithm,
              (unsigned long long) result->stats.calls, MAX_CALLS);

  switch (result->status)
    {
    case SK_SOLVE_SOLVED:
      FUZZ_CHECK (result->n_solutions >= 1, "%s: solved with no solution", algorithm);
      break;
    case SK_SOLVE_NO_SOLUTION:
      FUZZ_CHECK (result->n_solutions == 0, "%s: no solution, yet %d", algorithm,
                  result->n_solutions);
      break;
    case SK_SOLVE_INVALID:
      {
        const SkClash *c = &result->clash;

        FUZZ_CHECK (result->n_solutions == 0, "%s: invalid, yet %d solutions", algorithm,
                    result->n_solutions);
        FUZZ_CHECK (c->cells[0] >= 0 && c->cells[0] < c->cells[1] && c->cells[1] < SK_CELLS &&
                    c->number >= 0 && c->number < SK_SIZE &&
                    puzzle->cell[c->cells[0]] == c->digit &&
                    puzzle->cell[c->cells[1]] == c->digit && c->digit >= 1 &&
                    c->digit <= SK_SIZE &&
                    unit_has_cell (layout, c->kind, c->number, c->cells[0]) &&
                    unit_has_cell (layout, c->kind, c->number, c->cells[1]),
                    "%s: the clash reported (unit kind %d number %d, digit %d, cells %d and "
                    "%d) is not one", algorithm, (int) c->kind, c->number, c->digit,
                    c->cells[0], c->cells[1]);
      }
      break;
    default:
      break;
    }

  if (result->n_solutions > 0)
    {
      FUZZ_CHECK (is_solution (&result->solution, puzzle, layout),
                  "%s (%s): the solution breaks a rule or a given", algorithm, status);
      FUZZ_CHECK (sk_grid_is_solution_of (&result->solution, puzzle, layout),
                  "%s (%s): sk_grid_is_solution_of refuses the solution", algorithm, status);
    }
}

static void
compare_results (const SkSolveOptions *a_options,
                 const SkSolveResult  *a,
                 const SkSolveOptions *b_options,
                 const SkSolveResult  *b)
{
  const char *a_name = sk_algorithm_to_string (a_options->algorithm);
  const char *b_name = sk_algorithm_to_string (b_options->algorithm);
  int limit = a_options->limit;

  if (finished (a) && finished (b))
    {
      FUZZ_CHECK (a->status == b->status, "%s: %s, %s: %s", a_name,
                  sk_solve_status_to_string (a->status), b_name,
                  sk_solve_status_to_string (b->status));
      if (limit == 2)
        FUZZ_CHECK (a->n_solutions == b->n_solutions, "%s: %d solutions, %s: %d", a_name,
                    a->n_solutions, b_name, b->n_solutions);
    }

  /* Whatever the other did, over budget or not. */
  FUZZ_CHECK (!(a->n_solutions > 0 && b->status == SK_SOLVE_NO_SOLUTION),
              "%s found a solution, %s says there is none", a_name, b_name);
  FUZZ_CHECK (!(b->n_solutions > 0 && a->status == SK_SOLVE_NO_SOLUTION),
              "%s found a solution, %s says there is none", b_name, a_name);

  if (limit == 2 && finished (a) && a->n_solutions == 1 && b->n_solutions > 0)
    FUZZ_CHECK (memcmp (&a->solution, &b->solution, sizeof a->solution) == 0,
                "%s proved the solution unique, %s found another", a_name, b_name);
  if (limit == 2 && finished (b) && b->n_solutions == 1 && a->n_solutions > 0)
    FUZZ_CHECK (memcmp (&a->solution, &b->solution, sizeof a->solution) == 0,
                "%s proved the solution unique, %s found another", b_name, a_name);
  if (limit == 2 && a->n_solutions == 2)
    FUZZ_CHECK (!(finished (b) && b->n_solutions == 1),
                "%s found two solutions, %s says the solution is unique", a_name, b_name);
  if (limit == 2 && b->n_solutions == 2)
    FUZZ_CHECK (!(finished (a) && a->n_solutions == 1),
                "%s found two solutions, %s says the solution is unique", b_name, a_name);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  FuzzBytes bytes = { data, size, 0 };
  SkGrid puzzle;
  SkLayout layout;
  SkSolveOptions options[2];
  SkSolveResult results[2];
  SkClash clashes[1];
  uint8_t second;
  bool clash;

  fuzz_read_givens (&bytes, &puzzle);
  fuzz_read_layout (&bytes, &layout);

  for (int i = 0; i < 2; i++)
    {
      sk_solve_options_init (&options[i]);
      options[i].max_calls = MAX_CALLS;
    }
  options[0].algorithm = (SkAlgorithm) (fuzz_next_byte (&bytes) % SK_N_ALGORITHMS);
  options[0].limit = options[1].limit = 1 + (fuzz_next_byte (&bytes) & 1);
  second = fuzz_next_byte (&bytes);
  options[1].algorithm = (SkAlgorithm) ((options[0].algorithm + 1 + second % 3) % SK_N_ALGORITHMS);

  clash = has_clash (&puzzle, &layout);
  FUZZ_CHECK ((sk_grid_find_clashes (&puzzle, &layout, clashes, 1) > 0) == clash,
              "sk_grid_find_clashes says %s", clash ? "no clash" : "clash");

  for (int i = 0; i < 2; i++)
    {
      sk_solve (&puzzle, &layout, &options[i], &results[i]);
      check_result (&puzzle, &layout, &options[i], &results[i], clash);
    }
  compare_results (&options[0], &results[0], &options[1], &results[1]);

  return 0;
}
