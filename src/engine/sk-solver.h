/* sk-solver.h: the FillCell search
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stdatomic.h>

#include "sk-grid.h"
#include "sk-layout.h"

typedef struct
{
  int               limit;      /* stop after this many solutions: 1 = first, 2 = uniqueness; < 1 means 1 */
  const atomic_int *cancel;     /* nullable; the search stops soon after it becomes non-zero */
  uint64_t          max_calls;  /* stop after this many recursive calls; 0 = no budget */
} SkSolveOptions;

typedef struct
{
  uint64_t calls;       /* FillCell invocations */
  uint32_t max_depth;   /* deepest nesting of FillCell, the first call being depth 1 */
  uint64_t guesses;     /* digits tried on a copy at a cell that had two or more candidates */
  uint64_t elapsed_ns;  /* wall-clock time of the solve */
} SkStats;

typedef enum
{
  SK_SOLVE_SOLVED,      /* n_solutions >= 1; see n_solutions for uniqueness */
  SK_SOLVE_NO_SOLUTION, /* the whole tree was searched: no solution */
  SK_SOLVE_INVALID,     /* the givens break a rule (or hold a digit > 9); see clash */
  SK_SOLVE_CANCELLED,   /* the cancel flag was raised; n_solutions may be non-zero */
  SK_SOLVE_OVER_BUDGET, /* max_calls was reached; n_solutions may be non-zero */
} SkSolveStatus;

typedef struct
{
  SkSolveStatus status;
  int           n_solutions; /* solutions found, at most the limit */
  SkGrid        solution;    /* the first solution, when n_solutions > 0 */
  SkClash       clash;       /* the first clash, when status is SK_SOLVE_INVALID */
  SkStats       stats;
} SkSolveResult;

void        sk_solve_options_init     (SkSolveOptions       *options);
void        sk_solve                  (const SkGrid         *puzzle,
                                       const SkLayout       *layout,
                                       const SkSolveOptions *options,
                                       SkSolveResult        *result);
const char *sk_solve_status_to_string (SkSolveStatus         status);
