/* sk-logic-position.h: positions from rating paths, for the uniqueness tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A position is a puzzle's givens (and region symbols for a jigsaw) and the
 * pencil-mark grid where its path took a step; loading it also solves the
 * puzzle, so every step found there can be held against the solution.
 */

#pragma once

#include "sk-logic-test-util.h"

typedef struct
{
  const char *givens;
  const char *map;     /* NULL for the standard boxes */
  const char *pencil;
} Position;

/* Whether the candidates still allow @solution: only then does a finder's
 * step have to agree with it. */
static inline gboolean
allows (const SkCandidateGrid *cg,
        const SkGrid          *solution)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      int digit = solution->cell[cell];

      if (cg->grid.cell[cell] != 0 ? cg->grid.cell[cell] != digit
                                   : (cg->cand[cell] & sk_mask_of (digit)) == 0)
        return FALSE;
    }
  return TRUE;
}

static inline void
position_load (const Position  *p,
               SkLayout        *layout,
               SkCandidateGrid *cg,
               SkGrid          *solution)
{
  SkGrid givens;

  logic_test_pencil_grid (p->pencil, p->map, layout, cg);
  g_assert_true (sk_text_parse_line (p->givens, strlen (p->givens), &givens));
  g_assert_true (sudoku_test_solve_unique_on (&givens, layout, solution));
  g_assert_true (allows (cg, solution));
}

/* The uniqueness finders under test, by which one (the test file's own
 * numbering) on a grid. */
typedef bool (*PositionFind) (const SkCandidateGrid *cg,
                              const SkLayout        *layout,
                              int                    which,
                              SkStep                *step);

/* The step @find's @which finds in @p: its technique, rating and actions,
 * and sound. */
static inline void
position_assert_step (const Position *p,
                      PositionFind    find,
                      int             which,
                      SkTechnique     technique,
                      int             rating,
                      const char     *actions,
                      SkStep         *step)
{
  SkLayout layout;
  SkCandidateGrid cg;
  SkGrid solution;

  position_load (p, &layout, &cg, &solution);
  g_assert_true (find (&cg, &layout, which, step));
  g_assert_cmpint (step->technique, ==, technique);
  g_assert_cmpint (step->rating, ==, rating);
  logic_test_assert_actions (step, actions);
  logic_test_assert_sound (step, &solution);
}

static inline gboolean
has_mark (const SkStep *step,
          const char   *rc,
          SkRole        role,
          SkMask        digits)
{
  int cell = logic_test_cell (rc);

  for (int i = 0; i < step->n_marks; i++)
    if (step->marks[i].cell == cell && step->marks[i].role == role && step->marks[i].digits == digits)
      return TRUE;
  return FALSE;
}

static inline SkMask
digits_of (const char *digits)
{
  SkMask mask = 0;

  for (; *digits != '\0'; digits++)
    mask |= sk_mask_of (*digits - '0');
  return mask;
}
