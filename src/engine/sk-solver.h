/* sk-solver.h: sk_solve, its four algorithms, options, statistics and result
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stdatomic.h>

#include "sk-grid.h"
#include "sk-layout.h"

/* The four searches of the article, selectable for comparison and teaching.
 * All of them work on any layout and give the same answers; they differ in
 * speed and in their statistics (see src/engine/DESIGN.md). */
typedef enum
{
  SK_ALGORITHM_PROPAGATE = 0, /* the default: bit sets, singles, locked candidates, most-constrained cell */
  SK_ALGORITHM_BACKTRACK,     /* next empty cell in reading order, candidates by scanning its units */
  SK_ALGORITHM_TABLES,        /* the same order, candidates from "used digit" tables per unit */
  SK_ALGORITHM_DLX,           /* exact cover with Dancing Links, fewest-nodes column first */
} SkAlgorithm;

#define SK_N_ALGORITHMS 4

/* The four in the order the article presents them, for lists and tables. */
extern const SkAlgorithm sk_algorithms[SK_N_ALGORITHMS];

/* Zero-initialised options are valid: one solution, propagate, no limits. */
typedef struct
{
  int               limit;          /* stop after this many solutions: 1 = first, 2 = uniqueness; < 1 means 1 */
  const atomic_int *cancel;         /* nullable; the search stops soon after it becomes non-zero */
  uint64_t          max_calls;      /* stop after this many recursive calls; 0 = no budget */
  SkAlgorithm       algorithm;      /* an unknown value means SK_ALGORITHM_PROPAGATE */
  uint64_t          max_elapsed_ns; /* stop after this much wall-clock time; 0 = no limit */
} SkSolveOptions;

/* The same meaning for every algorithm; "calls" are calls of its recursive
 * search function, whatever that function does. */
typedef struct
{
  uint64_t calls;       /* invocations of the recursive search function */
  uint32_t max_depth;   /* deepest nesting of that function, the first call being depth 1 */
  uint64_t guesses;     /* digits (DLX: rows) tried at a cell (column) with another option still open */
  uint64_t elapsed_ns;  /* wall-clock time of the solve */
  uint64_t updates;     /* DLX: nodes unlinked while covering columns; 0 for the others */
} SkStats;

typedef enum
{
  SK_SOLVE_SOLVED,      /* n_solutions >= 1; see n_solutions for uniqueness */
  SK_SOLVE_NO_SOLUTION, /* the whole tree was searched: no solution */
  SK_SOLVE_INVALID,     /* the givens break a rule (or hold a digit > 9); see clash */
  SK_SOLVE_CANCELLED,   /* the cancel flag was raised; n_solutions may be non-zero */
  SK_SOLVE_OVER_BUDGET, /* max_calls was reached; n_solutions may be non-zero */
  SK_SOLVE_TIMED_OUT,   /* max_elapsed_ns was reached; n_solutions may be non-zero */
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
const char *sk_algorithm_to_string    (SkAlgorithm           algorithm);
bool        sk_algorithm_from_string  (const char           *name,
                                       SkAlgorithm          *algorithm);
