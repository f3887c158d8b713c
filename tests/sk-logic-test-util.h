/* sk-logic-test-util.h: building candidate grids and checking steps, for the logic tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions are written as a person reads them: an 81-character line of
 * givens, a line of region symbols for a jigsaw, candidates changed with
 * "r4c7-5" (remove 5) or "r4c7:125" (set exactly 1, 2 and 5), and a
 * pencil-mark grid of 81 tokens, where a one-digit token is a placed digit
 * and a longer one lists the cell's candidates (HoDoKu's convention).
 * Expected actions are compared as the command line prints them.
 */

#pragma once

#include <glib.h>
#include <string.h>

#include "sk-logic-private.h"
#include "sk-text.h"
#include "sudoku-test-util.h"

static inline void
logic_test_layout (const char *map,
                   SkLayout   *layout)
{
  if (map == NULL)
    sk_layout_init_standard (layout);
  else
    g_assert_cmpint (sk_layout_init_from_symbols (layout, map, strlen (map), NULL), ==, SK_LAYOUT_OK);
}

/* Candidates from the rules, for the givens of an 81-character line. */
static inline void
logic_test_grid (const char      *givens,
                 const char      *map,
                 SkLayout        *layout,
                 SkCandidateGrid *cg)
{
  SkGrid grid;

  logic_test_layout (map, layout);
  g_assert_true (sk_text_parse_line (givens, strlen (givens), &grid));
  sk_candidate_grid_init (cg, &grid, layout);
}

/* A pencil-mark grid: 81 whitespace-separated tokens (see above); '|', '-',
 * '+', '*', '.' and ':' between tokens are ignored, so a printed grid can be
 * pasted as it is. */
static inline void
logic_test_pencil_grid (const char      *text,
                        const char      *map,
                        SkLayout        *layout,
                        SkCandidateGrid *cg)
{
  int cell = 0;
  const char *p = text;

  logic_test_layout (map, layout);
  memset (cg, 0, sizeof *cg);
  while (*p != '\0')
    {
      SkMask mask = 0;
      int n = 0;

      if (!g_ascii_isdigit (*p))
        {
          p++;
          continue;
        }
      for (; g_ascii_isdigit (*p); p++, n++)
        mask |= sk_mask_of (*p - '0');
      g_assert_cmpint (cell, <, SK_CELLS);
      if (n == 1)
        cg->grid.cell[cell] = (uint8_t) sk_mask_first (mask);
      else
        cg->cand[cell] = mask;
      cell++;
    }
  g_assert_cmpint (cell, ==, SK_CELLS);
}

static inline int
logic_test_cell (const char *rc)
{
  g_assert_true (rc[0] == 'r' && rc[2] == 'c');
  return sk_cell_index (rc[1] - '1', rc[3] - '1');
}

/* "r1c2-5 r3c4:127": remove a candidate, or set a cell's candidates exactly. */
static inline void
logic_test_edit (SkCandidateGrid *cg,
                 const char      *edits)
{
  g_auto (GStrv) words = g_strsplit (edits, " ", -1);

  for (char **w = words; *w != NULL; w++)
    {
      int cell;

      if (**w == '\0')
        continue;
      cell = logic_test_cell (*w);
      if ((*w)[4] == '-')
        cg->cand[cell] &= (SkMask) ~sk_mask_of ((*w)[5] - '0');
      else
        {
          g_assert_cmpint ((*w)[4], ==, ':');
          cg->cand[cell] = 0;
          for (const char *d = *w + 5; *d != '\0'; d++)
            cg->cand[cell] |= sk_mask_of (*d - '0');
        }
    }
}

static inline void
logic_test_assert_actions (const SkStep *step,
                           const char   *expected)
{
  char actions[4096];

  sk_step_format_actions (step, actions, sizeof actions);
  g_assert_cmpstr (actions, ==, expected);
}

/* The chain in Eureka notation, exactly. */
static inline void
logic_test_assert_chain (const SkStep *step,
                         const char   *expected)
{
  char chain[4096];
  int length = sk_step_format_chain (step, chain, sizeof chain);

  g_assert_cmpstr (chain, ==, expected);
  g_assert_cmpint (length, ==, strlen (expected));
}

/* No digit placed against the solution, no candidate of it removed. */
static inline void
logic_test_assert_sound (const SkStep *step,
                         const SkGrid *solution)
{
  for (int cell = 0; cell < SK_CELLS; cell++)
    {
      if (step->place[cell] != 0)
        g_assert_cmpint (step->place[cell], ==, solution->cell[cell]);
      g_assert_cmpint (step->remove[cell] & sk_mask_of (solution->cell[cell]), ==, 0);
    }
}

/* How many of the step's marks have @role. */
static inline int
logic_test_count_marks (const SkStep *step,
                        SkRole        role)
{
  int n = 0;

  for (int i = 0; i < step->n_marks; i++)
    n += step->marks[i].role == role;
  return n;
}

/* Options with everything allowed, uniqueness assumed. */
static inline SkLogicOptions
logic_test_options (void)
{
  SkLogicOptions options;

  sk_logic_options_init (&options);
  options.assume_unique = TRUE;
  return options;
}

/* The soundness walk of a finder under test: at every point of the logic
 * path of each puzzle of a test set (the first @count, 0: all), every step
 * @find finds, for each of its @n_kinds kinds (a size, a variant), must act
 * and remove no digit of the solution. Returns how many steps were checked,
 * which the caller expects to be more than none. */
typedef bool (*LogicTestFind) (const SkCandidateGrid *before,
                               const SkLayout        *layout,
                               int                    kind,
                               SkStep                *step);

typedef struct
{
  const SkLayout *layout;
  SkGrid          solution;
  LogicTestFind   find;
  int             n_kinds;
  int             checked;
} LogicTestWalk;

static inline bool
logic_test_walk_step (const SkStep          *path_step,
                      const SkCandidateGrid *before,
                      void                  *user_data)
{
  LogicTestWalk *walk = user_data;
  SkStep *step = g_new (SkStep, 1);

  (void) path_step;
  for (int kind = 0; kind < walk->n_kinds; kind++)
    if (walk->find (before, walk->layout, kind, step))
      {
        g_assert_true (sk_step_has_action (step));
        logic_test_assert_sound (step, &walk->solution);
        walk->checked++;
      }
  g_free (step);
  return true;
}

static inline int
logic_test_walk_set (const char    *name,
                     guint          count,
                     LogicTestFind  find,
                     int            n_kinds)
{
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", name);
  int checked = 0;

  for (guint i = 0; i < set->len && (count == 0 || i < count); i++)
    {
      SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, i);
      SkLayout layout;
      SkRating rating;
      LogicTestWalk walk = { &layout, { { 0 } }, find, n_kinds, 0 };

      logic_test_layout (p->map, &layout);
      g_assert_true (sudoku_test_solve_unique_on (&p->givens, &layout, &walk.solution));
      sk_logic_rate (&p->givens, &layout, NULL, logic_test_walk_step, &walk, &rating);
      checked += walk.checked;
    }
  g_test_message ("%s: %d steps checked", name, checked);
  return checked;
}

/* One line of a tests/data/logic file: its givens, then fields one of which
 * may be a jigsaw's 81 region symbols. FALSE for a blank or comment line;
 * *jigsaw says whether the line had regions. */
static inline gboolean
logic_test_read_line (const char *line,
                      SkGrid     *grid,
                      SkLayout   *layout,
                      gboolean   *jigsaw)
{
  g_auto (GStrv) fields = NULL;
  const char *map = NULL;

  if (line[0] == '\0' || line[0] == '#')
    return FALSE;
  fields = g_strsplit_set (line, " \t", -1);
  for (int f = 1; fields[f] != NULL; f++)
    if (strlen (fields[f]) == SK_CELLS)
      map = fields[f];
  g_assert_true (sk_text_parse_line (fields[0], strlen (fields[0]), grid));
  if (map != NULL)
    g_assert_cmpint (sk_layout_init_from_symbols (layout, map, strlen (map), NULL), ==,
                     SK_LAYOUT_OK);
  else
    sk_layout_init_standard (layout);
  *jigsaw = map != NULL;
  return TRUE;
}
