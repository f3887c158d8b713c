/* test-board-step.c: the board's logic steps: finding one, the path, applying them, and their words
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the board finds is compared with what the logic engine finds on the
 * same candidate grid (sk_logic_next_step, sk_logic_path, sk_step_apply),
 * and its placements with the unique solution sk_solve finds. The positions
 * come from the engine's own paths over tests/data/sets, so each test meets
 * the technique it is about on a real puzzle. The English sentences are put
 * together here from the step's own fields (its units, cells, removals),
 * following the formats of src/model/sudoku-step-text.c; the unit names are
 * worked out by hand from the unit numbers (rows 0-8, columns 9-17,
 * regions 18-26).
 */

#include <gio/gio.h>
#include <string.h>

#include "sk-bits.h"
#include "sk-logic.h"
#include "sk-solver.h"
#include "sudoku-board.h"
#include "sudoku-board-private.h"
#include "sudoku-board-step.h"
#include "sudoku-solve-result.h"
#include "sudoku-step.h"
#include "sudoku-test-util.h"

#define CLASSIC \
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

#define BIT(d) ((SkMask) (1u << ((d) - 1)))

/* ---- async calls ---- */

static void
got_result (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static void
wait_result (GAsyncResult **slot)
{
  gint64 deadline = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;

  while (*slot == NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

/* find_step, waited for: the board is busy while it runs, and not after.
 * With @error NULL, a step must be found. */
static SudokuStep *
find_step (SudokuBoard  *board,
           GError      **error)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) local_error = NULL;
  SudokuStep *step;

  sudoku_board_find_step_async (board, 0, NULL, got_result, &result);
  g_assert_true (sudoku_board_get_solving (board));
  wait_result (&result);
  g_assert_false (sudoku_board_get_solving (board));
  step = sudoku_board_find_step_finish (board, result, error != NULL ? error : &local_error);
  if (error == NULL)
    {
      g_assert_no_error (local_error);
      g_assert_nonnull (step);
    }
  return step;
}

/* A find_step that has come back: it failed with @code. */
static void
assert_step_failed (SudokuBoard   *board,
                    GAsyncResult **slot,
                    int            code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuStep) step = NULL;

  wait_result (slot);
  step = sudoku_board_find_step_finish (board, *slot, &error);
  g_assert_null (step);
  g_assert_error (error, SUDOKU_BOARD_ERROR, code);
}

static void
on_notify_solving (GObject    *object,
                   GParamSpec *pspec,
                   gpointer    user_data)
{
  (*(guint *) user_data)++;
}

/* path_async, waited for: the board is never busy meanwhile. */
static GPtrArray *
find_path (SudokuBoard  *board,
           GError      **error)
{
  g_autoptr(GAsyncResult) result = NULL;
  guint notified = 0;
  gulong id = g_signal_connect (board, "notify::solving", G_CALLBACK (on_notify_solving),
                                &notified);

  sudoku_board_path_async (board, 0, NULL, got_result, &result);
  g_assert_false (sudoku_board_get_solving (board));
  wait_result (&result);
  g_assert_false (sudoku_board_get_solving (board));
  g_assert_cmpuint (notified, ==, 0);
  g_signal_handler_disconnect (board, id);
  return sudoku_board_path_finish (board, result, error);
}

/* ---- boards ---- */

static void
load_givens (SudokuBoard    *board,
             const SkGrid   *givens,
             const SkLayout *layout)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();

  puzzle->givens = *givens;
  if (layout != NULL && !sk_layout_is_standard (layout))
    {
      puzzle->layout = *layout;
      puzzle->has_layout = TRUE;
    }
  sudoku_board_load_puzzle (board, puzzle);
  /* So that one undo after a step can be seen to be the only one. */
  sudoku_board_clear_history (board);
}

/* The puzzle CLASSIC on the board, from its givens, @givens. */
static void
load_classic (SudokuBoard *board,
              SkGrid      *givens)
{
  sudoku_test_grid_from_text (CLASSIC, givens);
  load_givens (board, givens, NULL);
}

static void
load_puzzle (SudokuBoard            *board,
             const SudokuTestPuzzle *p,
             SkLayout               *layout)
{
  sudoku_test_layout_from_map (p->map, layout);
  load_givens (board, &p->givens, layout);
}

/* The position on the board: its givens, the digits placed on the way and
 * its candidates as pencil marks, as one edit. */
static void
load_position (SudokuBoard              *board,
               const SudokuTestPosition *position)
{
  guint8 place[SK_CELLS] = { 0 };
  SkMask marks[SK_CELLS];

  load_givens (board, &position->givens, &position->layout);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      if (position->givens.cell[i] == 0)
        place[i] = position->before.grid.cell[i];
      marks[i] = position->before.grid.cell[i] == 0 ? position->before.cand[i] : 0;
    }
  _sudoku_board_apply_step_result (board, marks, place);
  sudoku_board_clear_history (board);
}

/* The engine's options for a puzzle with one solution. */
static void
unique_options (SkLogicOptions *options)
{
  sk_logic_options_init (options);
  options->assume_unique = true;
}

/* The engine's next step from @cg, towards @solution. */
static void
engine_step (const SkCandidateGrid *cg,
             const SkLayout        *layout,
             const SkGrid          *solution,
             SkStep                *step)
{
  SkLogicOptions options;

  unique_options (&options);
  g_assert_true (sk_logic_next_step (cg, layout, &options, solution, step));
}

/* ---- comparisons ---- */

static void
assert_cand_grids_equal (const SkCandidateGrid *a,
                         const SkCandidateGrid *b)
{
  sudoku_test_assert_grids_equal (&a->grid, &b->grid);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (a->cand[i], ==, b->cand[i]);
}

static void
assert_steps_equal (const SkStep *a,
                    const SkStep *b)
{
  g_assert_cmpint (a->technique, ==, b->technique);
  g_assert_cmpint (a->digit, ==, b->digit);
  g_assert_cmpint (a->rating, ==, b->rating);
  g_assert_cmpint (a->size, ==, b->size);
  g_assert_cmpuint (a->base_units, ==, b->base_units);
  g_assert_cmpuint (a->cover_units, ==, b->cover_units);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      g_assert_cmpuint (a->place[i], ==, b->place[i]);
      g_assert_cmpuint (a->remove[i], ==, b->remove[i]);
    }
  g_assert_cmpint (a->n_marks, ==, b->n_marks);
  for (int i = 0; i < a->n_marks; i++)
    {
      g_assert_cmpuint (a->marks[i].cell, ==, b->marks[i].cell);
      g_assert_cmpuint (a->marks[i].role, ==, b->marks[i].role);
      g_assert_cmpuint (a->marks[i].digits, ==, b->marks[i].digits);
    }
  g_assert_cmpint (a->n_links, ==, b->n_links);
}

static void
assert_layouts_equal (const SkLayout *a,
                      const SkLayout *b)
{
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (a->region[i], ==, b->region[i]);
}

/* The step places only @solution's digits and never removes one. */
static void
assert_step_agrees (const SkStep *step,
                    const SkGrid *solution)
{
  for (guint i = 0; i < SK_CELLS; i++)
    {
      if (step->place[i] != 0)
        g_assert_cmpuint (step->place[i], ==, solution->cell[i]);
      g_assert_cmpuint (step->remove[i] & BIT (solution->cell[i]), ==, 0);
    }
}

static void
assert_marks_are (SudokuBoard  *board,
                  const SkMask  expected[SK_CELLS])
{
  SkMask marks[SK_CELLS];

  sudoku_board_get_marks (board, marks);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (marks[i], ==, expected[i]);
}

static void
assert_no_marks (SudokuBoard *board)
{
  SkMask none[SK_CELLS] = { 0 };

  g_assert_false (sudoku_board_get_has_marks (board));
  assert_marks_are (board, none);
}

/* The board's digits are @values, and its marks @marks (none when NULL). */
static void
assert_board_is (SudokuBoard  *board,
                 const SkGrid *values,
                 const SkMask *marks)
{
  SkGrid got;

  sudoku_board_get_values_grid (board, &got);
  sudoku_test_assert_grids_equal (&got, values);
  if (marks != NULL)
    assert_marks_are (board, marks);
  else
    assert_no_marks (board);
}

/* ---- the board's step, checked ---- */

/* The step the board finds: from @grid in @layout (the board's pencil marks
 * or not, as @from_marks says), the engine's next step from there, and one
 * that agrees with @solution. */
static SudokuStep *
board_step (SudokuBoard           *board,
            const SkCandidateGrid *grid,
            const SkLayout        *layout,
            const SkGrid          *solution,
            gboolean               from_marks)
{
  SudokuStep *step = find_step (board, NULL);
  SkStep expected;

  g_assert_cmpint (step->from_marks, ==, from_marks);
  assert_cand_grids_equal (&step->before, grid);
  assert_layouts_equal (&step->layout, layout);
  engine_step (grid, layout, solution, &expected);
  assert_steps_equal (&step->step, &expected);
  assert_step_agrees (&step->step, solution);
  return step;
}

/* The first position of @technique over tests/data/sets/@set_name
 * (sudoku_test_find_position) on the board, and the step the board finds
 * there: checked as by board_step(), of @technique, and the very step the
 * engine took there. A puzzle's first step is found from its givens alone,
 * a later one from the position's digits and candidates as pencil marks. */
static SudokuStep *
position_step (SudokuBoard        *board,
               const char         *set_name,
               SkTechnique         technique,
               gboolean            first_only,
               SudokuTestPosition *position)
{
  SudokuStep *step;
  SkGrid solution;

  g_assert_true (sudoku_test_find_position (set_name, technique, first_only, position));
  if (first_only)
    load_givens (board, &position->givens, &position->layout);
  else
    load_position (board, position);
  g_assert_true (sudoku_test_solve_unique_on (&position->givens, &position->layout, &solution));
  step = board_step (board, &position->before, &position->layout, &solution, !first_only);
  g_assert_cmpint (step->step.technique, ==, technique);
  assert_steps_equal (&step->step, &position->step);
  return step;
}

/* Neither a step nor a path, both for the reason @expected, and the
 * board's digits as they were. */
static void
assert_no_step (SudokuBoard *board,
                const char  *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuStep) step = NULL;
  g_autoptr(GPtrArray) path = NULL;
  SkGrid before, after;

  sudoku_board_get_values_grid (board, &before);
  step = find_step (board, &error);
  g_assert_null (step);
  g_assert_error (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_NO_HINT);
  g_test_message ("%s", error->message);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);

  path = find_path (board, &error);
  g_assert_null (path);
  g_assert_error (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_NO_HINT);
  g_assert_cmpstr (error->message, ==, expected);

  sudoku_board_get_values_grid (board, &after);
  sudoku_test_assert_grids_equal (&after, &before);
}

/* ---- words, by hand ---- */

static char *
unit_name (int             unit,
           const SkLayout *layout)
{
  int number = unit % SK_SIZE + 1;

  if (unit < SK_SIZE)
    return g_strdup_printf ("row %d", number);
  if (unit < 2 * SK_SIZE)
    return g_strdup_printf ("column %d", number);
  if (sk_layout_is_standard (layout))
    return g_strdup_printf ("box %d", number);
  /* A jigsaw region by its first cell in reading order. */
  for (int cell = 0; cell < SK_CELLS; cell++)
    if (layout->region[cell] == unit - 2 * SK_SIZE)
      return g_strdup_printf ("the region of r%dc%d", cell / SK_SIZE + 1, cell % SK_SIZE + 1);
  g_assert_not_reached ();
}

static char *
units_list (guint32         units,
            const SkLayout *layout)
{
  GString *text = g_string_new (NULL);

  for (int unit = 0; unit < SK_UNITS; unit++)
    if (units & (1u << unit))
      {
        g_autofree char *name = unit_name (unit, layout);

        if (text->len > 0)
          g_string_append (text, ", ");
        g_string_append (text, name);
      }
  return g_string_free (text, FALSE);
}

static void
append_cell_name (GString *text,
                  guint    cell)
{
  if (text->len > 0)
    g_string_append (text, ", ");
  g_string_append_printf (text, "r%uc%u", cell / SK_SIZE + 1, cell % SK_SIZE + 1);
}

/* The cells marked with @role, once each, in the order of the marks. */
static char *
role_cells (const SkStep *step,
            SkRole        role)
{
  GString *text = g_string_new (NULL);
  gboolean seen[SK_CELLS] = { FALSE };

  for (int i = 0; i < step->n_marks; i++)
    if (step->marks[i].role == role && !seen[step->marks[i].cell])
      {
        seen[step->marks[i].cell] = TRUE;
        append_cell_name (text, step->marks[i].cell);
      }
  return g_string_free (text, FALSE);
}

/* "Place 4 in r3c5." for each placement, then "Remove 7 from r5c3, r6c6."
 * for each digit removed. */
static char *
actions_text (const SkStep *step)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < SK_CELLS; i++)
    if (step->place[i] != 0)
      g_string_append_printf (text, "%sPlace %u in r%uc%u.", text->len > 0 ? " " : "",
                              step->place[i], i / SK_SIZE + 1, i % SK_SIZE + 1);
  for (guint d = 1; d <= SK_SIZE; d++)
    {
      g_autoptr(GString) cells = g_string_new (NULL);

      for (guint i = 0; i < SK_CELLS; i++)
        if (step->remove[i] & BIT (d))
          append_cell_name (cells, i);
      if (cells->len > 0)
        g_string_append_printf (text, "%sRemove %u from %s.", text->len > 0 ? " " : "", d,
                                cells->str);
    }
  return g_string_free (text, FALSE);
}

static guint
count_placements (const SkStep *step)
{
  guint n = 0;

  for (guint i = 0; i < SK_CELLS; i++)
    n += step->place[i] != 0;
  return n;
}

static guint
count_removals (const SkStep *step)
{
  guint n = 0;

  for (guint i = 0; i < SK_CELLS; i++)
    for (guint d = 1; d <= SK_SIZE; d++)
      n += (step->remove[i] & BIT (d)) != 0;
  return n;
}

static gboolean
has_role (const SkStep *step,
          SkRole        role)
{
  for (int i = 0; i < step->n_marks; i++)
    if (step->marks[i].role == role)
      return TRUE;
  return FALSE;
}

/* The legend for a step without links: its parts, in the legend's order. */
static char *
legend_text (const SkStep *step)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  g_autofree char *joined = NULL;

  g_assert_cmpint (step->n_links, ==, 0);
  if (count_placements (step) > 0)
    g_ptr_array_add (parts, "green: the digit placed");
  if (count_removals (step) > 0)
    g_ptr_array_add (parts, "red: candidates removed");
  if (has_role (step, SK_ROLE_BASE) || has_role (step, SK_ROLE_RECTANGLE))
    g_ptr_array_add (parts, "blue: the pattern");
  if (has_role (step, SK_ROLE_FIN) || has_role (step, SK_ROLE_PIVOT))
    g_ptr_array_add (parts, "yellow: fins, pivots and the chain's other colour");
  if (has_role (step, SK_ROLE_PINCER) || has_role (step, SK_ROLE_ALS) ||
      has_role (step, SK_ROLE_COVER))
    g_ptr_array_add (parts, "purple: pincers, covers and locked sets");
  if (step->base_units != 0)
    g_ptr_array_add (parts, "blue outline: the units it works in");
  if (step->cover_units != 0)
    g_ptr_array_add (parts, "purple outline: the units it covers");
  g_ptr_array_add (parts, NULL);
  joined = g_strjoinv (", ", (char **) parts->pdata);
  return g_strdup_printf ("Legend: %s.", joined);
}

/* The inks the painter (src/ui, tested in test-window-hint) draws such a
 * step in: the legend's words for each are checked here. */
static guint
step_inks (const SkStep *step)
{
  guint inks = 0;

  if (count_placements (step) > 0)
    inks |= SUDOKU_STEP_INK_PLACE;
  if (count_removals (step) > 0)
    inks |= SUDOKU_STEP_INK_REMOVE;
  if (has_role (step, SK_ROLE_BASE) || has_role (step, SK_ROLE_RECTANGLE))
    inks |= SUDOKU_STEP_INK_BLUE;
  if (has_role (step, SK_ROLE_FIN) || has_role (step, SK_ROLE_PIVOT))
    inks |= SUDOKU_STEP_INK_YELLOW;
  if (has_role (step, SK_ROLE_PINCER) || has_role (step, SK_ROLE_ALS) || has_role (step, SK_ROLE_COVER))
    inks |= SUDOKU_STEP_INK_PURPLE;
  if (step->base_units != 0)
    inks |= SUDOKU_STEP_INK_BASE_OUTLINE;
  if (step->cover_units != 0)
    inks |= SUDOKU_STEP_INK_COVER_OUTLINE;
  return inks;
}

static const char *
role_word (SkRole role)
{
  switch (role)
    {
    case SK_ROLE_COVER:
      return "cover";
    case SK_ROLE_FIN:
      return "fin";
    case SK_ROLE_PIVOT:
      return "pivot";
    case SK_ROLE_PINCER:
      return "pincer";
    case SK_ROLE_ON:
      return "chain, true";
    case SK_ROLE_OFF:
      return "chain, false";
    case SK_ROLE_ALS:
      return "almost locked set";
    case SK_ROLE_RECTANGLE:
      return "rectangle corner";
    case SK_ROLE_BASE:
    default:
      return "pattern";
    }
}

/* A cell's part: "Hint: pattern; places 4", "removes 3, 7", or NULL. */
static char *
cell_text (const SkStep *step,
           guint         cell)
{
  GString *text = g_string_new (NULL);

  for (int i = 0; i < step->n_marks; i++)
    if (step->marks[i].cell == cell)
      {
        g_string_append_printf (text, "Hint: %s", role_word (step->marks[i].role));
        break;
      }
  if (step->place[cell] != 0)
    g_string_append_printf (text, "%splaces %u", text->len > 0 ? "; " : "", step->place[cell]);
  if (step->remove[cell] != 0)
    {
      g_string_append_printf (text, "%sremoves ", text->len > 0 ? "; " : "");
      for (guint d = 1, n = 0; d <= SK_SIZE; d++)
        if (step->remove[cell] & BIT (d))
          g_string_append_printf (text, "%s%u", n++ > 0 ? ", " : "", d);
    }
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
}

/* "Full House: placed 1 digit", "Pointing: removed 2 candidates". */
static char *
applied_text (const char   *name,
              const SkStep *step)
{
  guint placed = count_placements (step);
  guint removed = count_removals (step);

  g_assert_true (placed == 0 || removed == 0);
  if (placed > 0)
    return g_strdup_printf ("%s: placed %u digit%s", name, placed, placed == 1 ? "" : "s");
  return g_strdup_printf ("%s: removed %u candidate%s", name, removed, removed == 1 ? "" : "s");
}

/* Every cell's text, the legend and the applied text, as worked out above. */
static void
assert_cells_legend_applied (const SudokuStep *step,
                             const char       *name)
{
  g_autofree char *legend = sudoku_step_describe_inks (step_inks (&step->step));
  g_autofree char *legend_expected = legend_text (&step->step);
  g_autofree char *applied = sudoku_step_describe_applied (step);
  g_autofree char *applied_expected = applied_text (name, &step->step);

  g_test_message ("legend: %s", legend);
  g_assert_cmpstr (legend, ==, legend_expected);
  g_test_message ("applied: %s", applied);
  g_assert_cmpstr (applied, ==, applied_expected);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      g_autofree char *got = sudoku_step_describe_cell (step, i);
      g_autofree char *expected = cell_text (&step->step, i);

      g_assert_cmpstr (got, ==, expected);
    }
}

/* The step's words, for the technique @name: its sentence, @sentence and
 * then its actions (actions_text), except for a single, whose sentence says
 * what it places; where to look, @where; and every cell's text, the legend
 * and the applied text, as worked out above. */
static void
assert_words (const SudokuStep *step,
              const char       *name,
              const char       *sentence,
              const char       *where)
{
  g_autofree char *actions = actions_text (&step->step);
  SkTechnique technique = step->step.technique;
  gboolean single = technique == SK_TECH_FULL_HOUSE || technique == SK_TECH_HIDDEN_SINGLE_REGION
                    || technique == SK_TECH_HIDDEN_SINGLE_LINE || technique == SK_TECH_NAKED_SINGLE;
  g_autofree char *expected = single ? g_strdup (sentence) : g_strdup_printf ("%s %s", sentence, actions);
  g_autofree char *text = sudoku_step_describe (step);
  g_autofree char *where_text = sudoku_step_describe_where (step);

  g_test_message ("%s", text);
  g_assert_cmpstr (text, ==, expected);
  g_assert_cmpstr (where_text, ==, where);
  assert_cells_legend_applied (step, name);
}

/* @text has no digit outside @unit_text (a unit's name: "box 5"). */
static void
assert_no_digit_outside (const char *text,
                         const char *unit_text)
{
  const char *at = strstr (text, unit_text);

  g_assert_nonnull (at);
  for (const char *p = text; *p != '\0'; p++)
    {
      if (p == at)
        {
          p += strlen (unit_text) - 1;
          continue;
        }
      g_assert_false (g_ascii_isdigit (*p));
    }
}

static int
first_placement (const SkStep *step)
{
  for (int i = 0; i < SK_CELLS; i++)
    if (step->place[i] != 0)
      return i;
  return -1;
}

static int
first_unit (guint32 units)
{
  g_assert_cmpuint (units, !=, 0);
  return __builtin_ctz (units);
}

/* ---- finding a step ---- */

/* From the givens of several puzzles, standard and jigsaw: the engine's
 * next step on the rules' candidates, with placements of the solution. */
static void
check_set_from_givens (const char *set_name,
                       guint       n_puzzles)
{
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", set_name);
  g_autoptr(SudokuBoard) board = sudoku_board_new ();

  g_assert_cmpuint (set->len, >=, n_puzzles);
  for (guint k = 0; k < n_puzzles; k++)
    {
      /* Spread over the set. */
      const SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, k * (set->len / n_puzzles));
      g_autoptr(SudokuStep) step = NULL;
      SkCandidateGrid cg, board_grid;
      SkLayout layout;
      SkGrid solution, before;

      load_puzzle (board, p, &layout);
      sudoku_board_get_values_grid (board, &before);
      g_assert_false (sudoku_board_get_step_grid (board, &board_grid));
      sk_candidate_grid_init (&cg, &p->givens, &layout);
      assert_cand_grids_equal (&board_grid, &cg);
      g_assert_true (sudoku_test_solve_unique_on (&p->givens, &layout, &solution));

      step = board_step (board, &cg, &layout, &solution, FALSE);
      g_test_message ("%s: %s", p->name, sk_technique_info (step->step.technique)->name);
      g_assert_cmpuint (sudoku_step_count_placements (step) + sudoku_step_count_eliminations (step),
                        >, 0);

      /* Finding changes nothing. */
      assert_board_is (board, &before, NULL);
    }
}

static void
test_find_from_givens (void)
{
  check_set_from_givens ("standard-solo-100.txt", 8);
  check_set_from_givens ("top1465-100.txt", 4);
}

static void
test_find_jigsaw (void)
{
  check_set_from_givens ("jigsaw-solo-100.txt", 8);
}

/* Where the flat chains stop on one of the hardest puzzles: the board's
 * hint is the engine's nested forcing chain; without nested chains, the
 * engine's search step, the solution's digit in the first empty cell with
 * the fewest candidates. */
typedef struct
{
  SkCandidateGrid before;
  SkStep          step;
  gboolean        found;
} SearchStop;

static bool
stop_at_search (const SkStep          *step,
                const SkCandidateGrid *before,
                void                  *user_data)
{
  SearchStop *stop = user_data;

  if (step->technique != SK_TECH_SEARCH)
    return true;
  stop->before = *before;
  stop->step = *step;
  stop->found = TRUE;
  return false;
}

static void
test_find_search (void)
{
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "forum-hardest-100.txt");
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuStep) step = NULL;
  SudokuTestPosition position = { 0 };
  const SudokuTestPuzzle *p = NULL;
  SkCandidateGrid start, board_grid;
  SkLogicOptions options;
  SkRating rating;
  SkGrid solution;
  SearchStop stop = { 0 };
  int fewest = SK_SIZE + 1, cell = -1;

  /* The first puzzle of the set whose path needs a search step when
   * nested chains are not allowed. */
  unique_options (&options);
  options.disabled |= UINT64_C (1) << SK_TECH_NESTED_FORCING_CHAIN;
  for (guint i = 0; i < set->len && !stop.found; i++)
    {
      p = &g_array_index (set, SudokuTestPuzzle, i);
      sudoku_test_layout_from_map (p->map, &position.layout);
      sk_candidate_grid_init (&start, &p->givens, &position.layout);
      sk_logic_path (&start, &position.layout, &options, stop_at_search, &stop, &rating);
    }
  g_assert_true (stop.found);
  g_test_message ("logic stalls on %s", p->name);
  position.givens = p->givens;
  position.before = stop.before;
  g_assert_true (sudoku_test_solve_unique_on (&p->givens, &position.layout, &solution));
  load_position (board, &position);

  /* Nothing below nested chains applies there; the board takes one. */
  g_assert_true (sudoku_board_get_step_grid (board, &board_grid));
  assert_cand_grids_equal (&board_grid, &stop.before);
  g_assert_false (sk_logic_find_step (&board_grid, &position.layout, &options, &stop.step));

  step = board_step (board, &stop.before, &position.layout, &solution, TRUE);
  g_assert_cmpint (step->step.technique, ==, SK_TECH_NESTED_FORCING_CHAIN);
  g_clear_pointer (&step, sudoku_step_free);

  g_assert_true (sk_logic_next_step (&stop.before, &position.layout, &options, &solution, &stop.step));
  g_assert_cmpint (stop.step.technique, ==, SK_TECH_SEARCH);

  /* By hand: one placement, the solution's digit in the first empty cell
   * with the fewest candidates. */
  for (int i = 0; i < SK_CELLS; i++)
    if (stop.before.grid.cell[i] == 0 && __builtin_popcount (stop.before.cand[i]) < fewest)
      {
        fewest = __builtin_popcount (stop.before.cand[i]);
        cell = i;
      }
  g_assert_cmpint (cell, >=, 0);
  for (int i = 0; i < SK_CELLS; i++)
    {
      g_assert_cmpuint (stop.step.place[i], ==, i == cell ? solution.cell[cell] : 0);
      g_assert_cmpuint (stop.step.remove[i], ==, 0);
    }
}

/* ---- pencil marks ---- */

/* Marks in some cells narrow those cells' candidates only. */
static void
test_marks_narrow_some (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuStep) step = NULL;
  SkCandidateGrid rules, grid;
  SkLayout layout;
  SkGrid givens, solution;
  SkMask marks[SK_CELLS];
  guint n_marked = 0;

  load_classic (board, &givens);
  sk_layout_init_standard (&layout);
  g_assert_true (sudoku_test_solve_unique_on (&givens, &layout, &solution));
  sk_candidate_grid_init (&rules, &givens, &layout);

  /* In every third empty cell with two candidates or more: the solution's
   * digit and one other candidate. */
  for (guint i = 0; i < SK_CELLS; i++)
    if (givens.cell[i] == 0 && __builtin_popcount (rules.cand[i]) >= 3 && i % 3 == 0)
      {
        SkMask others = rules.cand[i] & (SkMask) ~BIT (solution.cell[i]);
        int other = __builtin_ctz (others) + 1;

        g_assert_true (sudoku_board_toggle_mark (board, i, solution.cell[i]));
        g_assert_true (sudoku_board_toggle_mark (board, i, (guint) other));
        n_marked++;
      }
  g_assert_cmpuint (n_marked, >, 0);

  sudoku_board_get_marks (board, marks);
  g_assert_true (sudoku_board_get_step_grid (board, &grid));
  sudoku_test_assert_grids_equal (&grid.grid, &givens);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      if (givens.cell[i] != 0)
        g_assert_cmpuint (grid.cand[i], ==, 0);
      else if (marks[i] != 0)
        g_assert_cmpuint (grid.cand[i], ==, rules.cand[i] & marks[i]);
      else
        g_assert_cmpuint (grid.cand[i], ==, rules.cand[i]);
    }

  step = board_step (board, &grid, &layout, &solution, TRUE);
}

/* Fill Candidates, then a candidate that is not the solution's taken away:
 * the steps start from the marks. */
static void
test_marks_narrow_filled (void)
{
  g_autoptr(GArray) set = sudoku_test_load_set ("sets", "jigsaw-solo-100.txt");
  const SudokuTestPuzzle *p = &g_array_index (set, SudokuTestPuzzle, 3);
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuStep) step = NULL;
  g_autoptr(GPtrArray) path = NULL;
  g_autoptr(GError) error = NULL;
  SkCandidateGrid rules, grid;
  SkLogicOptions options;
  SkRating rating;
  SkLayout layout;
  SkGrid solution;
  SkMask marks[SK_CELLS];
  guint cell = SK_CELLS;
  guint digit = 0;

  load_puzzle (board, p, &layout);
  g_assert_true (sudoku_test_solve_unique_on (&p->givens, &layout, &solution));
  sk_candidate_grid_init (&rules, &p->givens, &layout);
  sudoku_board_fill_marks (board);
  sudoku_board_get_marks (board, marks);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (marks[i], ==, rules.cand[i]);

  /* Marks equal to the rules' candidates narrow nothing. */
  g_assert_true (sudoku_board_get_step_grid (board, &grid));
  assert_cand_grids_equal (&grid, &rules);

  for (guint i = 0; i < SK_CELLS && cell == SK_CELLS; i++)
    if (__builtin_popcount (rules.cand[i]) >= 2)
      {
        cell = i;
        digit = (guint) __builtin_ctz (rules.cand[i] & (SkMask) ~BIT (solution.cell[i])) + 1;
      }
  g_assert_cmpuint (cell, <, SK_CELLS);
  g_assert_true (sudoku_board_toggle_mark (board, cell, digit));

  sudoku_board_get_marks (board, marks);
  g_assert_true (sudoku_board_get_step_grid (board, &grid));
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpuint (grid.cand[i], ==, rules.cand[i] & marks[i]);
  g_assert_cmpuint (grid.cand[cell], ==, rules.cand[cell] & (SkMask) ~BIT (digit));

  step = board_step (board, &grid, &layout, &solution, TRUE);

  /* The path starts from the marks as well. */
  path = find_path (board, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (path->len, >, 0);
  assert_cand_grids_equal (&((SudokuStep *) g_ptr_array_index (path, 0))->before, &grid);
  unique_options (&options);
  g_assert_cmpint (sk_logic_path (&grid, &layout, &options, NULL, NULL, &rating), ==,
                   SK_LOGIC_SOLVED);
  g_assert_cmpint ((int) path->len, ==, rating.n_steps);
  for (guint i = 0; i < path->len; i++)
    g_assert_true (((SudokuStep *) g_ptr_array_index (path, i))->from_marks);
}

/* Marks that have lost the solution's digit are named, not followed. */
static void
test_marks_exclude_solution (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autofree char *expected = NULL;
  SkGrid givens, solution;
  guint cell = SK_CELLS;

  load_classic (board, &givens);
  g_assert_true (sudoku_test_solve_unique (&givens, &solution));
  sudoku_board_fill_marks (board);

  /* The solution's digit out of the marks of the last empty cell. */
  for (guint i = 0; i < SK_CELLS; i++)
    if (givens.cell[i] == 0)
      cell = i;
  g_assert_true (sudoku_board_toggle_mark (board, cell, solution.cell[cell]));
  expected = g_strdup_printf ("Your marks in r%uc%u remove the %u the solution needs",
                              cell / SK_SIZE + 1, cell % SK_SIZE + 1, solution.cell[cell]);
  assert_no_step (board, expected);
}

/* ---- no step ---- */

/* Entries that differ from the givens' one solution are named, whether they
 * clash or not; the board then knows them, and takes them away in one edit
 * that gives back the marks they crossed out. */
static void
test_mistakes (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuStep) step = NULL;
  g_autofree char *one = NULL;
  g_autofree char *two = NULL;
  SkGrid givens, solution;
  SkMask candidates[SK_CELLS];
  SkMask marks[SK_CELLS];
  guint8 wrong[SK_CELLS];
  guint first = SK_CELLS, second = SK_CELLS;
  guint first_digit = 0, second_digit;

  load_classic (board, &givens);
  g_assert_true (sudoku_test_solve_unique (&givens, &solution));
  sudoku_board_fill_marks (board);
  sudoku_board_get_marks (board, marks);
  sudoku_board_get_candidates (board, candidates);
  /* A wrong digit the rules still allow there: it clashes with nothing. */
  for (guint i = 0; i < SK_CELLS && first == SK_CELLS; i++)
    for (guint d = 1; d <= SK_SIZE; d++)
      if (d != solution.cell[i] && (candidates[i] & (1u << (d - 1))))
        {
          first = i;
          first_digit = d;
          break;
        }
  g_assert_cmpuint (first, <, SK_CELLS);
  g_assert_true (sudoku_board_set_value (board, first, first_digit));
  g_assert_cmpuint (sudoku_board_get_n_conflicts (board), ==, 0);
  g_assert_cmpuint (sudoku_board_get_mistakes (board, NULL), ==, 0);

  step = find_step (board, &error);
  g_assert_null (step);
  g_assert_error (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_MISTAKES);
  one = g_strdup_printf ("r%uc%u is not %u", first / SK_SIZE + 1, first % SK_SIZE + 1, first_digit);
  g_assert_cmpstr (error->message, ==, one);
  g_clear_error (&error);
  g_assert_cmpuint (sudoku_board_get_mistakes (board, wrong), ==, 1);
  g_assert_cmpuint (wrong[first], ==, first_digit);
  g_assert_true (sudoku_cell_get_mistake (sudoku_board_get_cell (board, first)));

  /* A second, in the last empty cell: the board knows it as it is typed. */
  for (guint i = 0; i < SK_CELLS; i++)
    if (givens.cell[i] == 0 && i != first)
      second = i;
  second_digit = solution.cell[second] % SK_SIZE + 1;
  g_assert_true (sudoku_board_set_value (board, second, second_digit));
  g_assert_true (sudoku_cell_get_mistake (sudoku_board_get_cell (board, second)));
  step = find_step (board, &error);
  g_assert_null (step);
  g_assert_error (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_MISTAKES);
  two = g_strdup_printf ("2 digits are wrong: %s, r%uc%u is not %u", one,
                         second / SK_SIZE + 1, second % SK_SIZE + 1, second_digit);
  g_assert_cmpstr (error->message, ==, two);

  /* Removed in one edit, with the peers' marks they took (the cells' own
   * marks went with typing); undo puts them back. */
  marks[first] = marks[second] = 0;
  g_assert_true (sudoku_board_remove_mistakes (board));
  g_assert_cmpuint (sudoku_board_get_mistakes (board, NULL), ==, 0);
  g_assert_false (sudoku_cell_get_mistake (sudoku_board_get_cell (board, first)));
  assert_board_is (board, &givens, marks);
  g_assert_false (sudoku_board_remove_mistakes (board));
  sudoku_board_undo (board);
  g_assert_cmpuint (sudoku_board_get_mistakes (board, NULL), ==, 2);
}


static void
test_no_step (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autofree char *clash = NULL;
  SkGrid grid;
  SkLayout layout;

  sk_layout_init_standard (&layout);

  /* A second 5 in row 1 (and box 1) on a board without givens, where no
   * digit is wrong yet: the solver's words for the clash. */
  g_assert_true (sudoku_board_set_value (board, 0, 5));
  g_assert_true (sudoku_board_set_value (board, 2, 5));
  {
    g_autoptr(SudokuSolveResult) result = NULL;
    g_autofree char *description = NULL;
    SkSolveOptions options;
    SkSolveResult raw;

    sudoku_board_get_values_grid (board, &grid);
    sk_solve_options_init (&options);
    options.limit = 2;
    sk_solve (&grid, &layout, &options, &raw);
    g_assert_cmpint (raw.status, ==, SK_SOLVE_INVALID);
    result = sudoku_solve_result_new (&raw);
    description = sudoku_solve_result_describe (result);
    clash = g_strdup_printf ("No hint: %s", description);
  }
  g_assert_cmpstr (clash, ==, "No hint: Row 1 has two 5s");
  assert_no_step (board, clash);

  /* Row 1 needs a 9 in column 9, which has one. */
  sudoku_test_grid_from_text ("12345678....................................9....................................", &grid);
  load_givens (board, &grid, NULL);
  assert_no_step (board, "No hint: the puzzle has no solution");

  sudoku_test_readme_solution ("classic-line.txt", &grid);
  load_givens (board, &grid, NULL);
  assert_no_step (board, "The board is full: there is nothing to hint");
}

/* ---- busy and changed ---- */

static void
test_busy_and_changed (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(GAsyncResult) first = NULL;
  g_autoptr(GAsyncResult) second = NULL;
  g_autoptr(GAsyncResult) solve = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuStep) step = NULL;
  g_autoptr(SudokuSolveResult) solve_result = NULL;
  SkGrid grid;

  load_classic (board, &grid);

  sudoku_board_find_step_async (board, 0, NULL, got_result, &first);
  g_assert_true (sudoku_board_get_solving (board));
  sudoku_board_find_step_async (board, 0, NULL, got_result, &second);
  sudoku_board_solve_async (board, SUDOKU_ALGORITHM_PROPAGATE, 0, NULL, got_result, &solve);
  /* An edit while the worker runs. */
  g_assert_true (sudoku_board_set_value (board, 2, 4));

  assert_step_failed (board, &second, SUDOKU_BOARD_ERROR_BUSY);
  wait_result (&solve);
  solve_result = sudoku_board_solve_finish (board, solve, &error);
  g_assert_null (solve_result);
  g_assert_error (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_BUSY);
  g_clear_error (&error);

  wait_result (&first);
  g_assert_false (sudoku_board_get_solving (board));
  assert_step_failed (board, &first, SUDOKU_BOARD_ERROR_CHANGED);

  /* Only the edit is on the board; a new search finds a step. */
  grid.cell[2] = 4;
  assert_board_is (board, &grid, NULL);
  step = find_step (board, NULL);
}

/* ---- the path ---- */

typedef struct
{
  GPtrArray *steps;   /* of SudokuStep, with the layout left zero */
} Collected;

static bool
collect (const SkStep          *step,
         const SkCandidateGrid *before,
         void                  *user_data)
{
  Collected *collected = user_data;
  SudokuStep *s = g_new0 (SudokuStep, 1);

  s->step = *step;
  s->before = *before;
  g_ptr_array_add (collected->steps, s);
  return true;
}

static void
assert_path_is_engine_path (SudokuBoard *board)
{
  g_autoptr(GPtrArray) path = NULL;
  g_autoptr(GError) error = NULL;
  Collected collected = { g_ptr_array_new_with_free_func (g_free) };
  SkCandidateGrid grid;
  SkLogicOptions options;
  SkRating rating;
  SkGrid solution;
  SkCandidateGrid end;
  const SkLayout *layout = sudoku_board_get_layout (board);

  sudoku_board_get_step_grid (board, &grid);
  g_assert_true (sudoku_test_solve_unique_on (&grid.grid, layout, &solution));
  unique_options (&options);
  g_assert_cmpint (sk_logic_path (&grid, layout, &options, collect, &collected, &rating), ==,
                   SK_LOGIC_SOLVED);

  path = find_path (board, &error);
  g_assert_no_error (error);
  g_assert_nonnull (path);
  g_assert_cmpuint (path->len, ==, collected.steps->len);
  end = grid;
  for (guint i = 0; i < path->len; i++)
    {
      const SudokuStep *got = g_ptr_array_index (path, i);
      const SudokuStep *expected = g_ptr_array_index (collected.steps, i);

      assert_steps_equal (&got->step, &expected->step);
      assert_cand_grids_equal (&got->before, &expected->before);
      assert_cand_grids_equal (&got->before, &end);
      assert_layouts_equal (&got->layout, layout);
      assert_step_agrees (&got->step, &solution);
      sk_step_apply (&got->step, &end, layout);
    }
  /* The steps, one after the other, lead to the solution. */
  sudoku_test_assert_grids_equal (&end.grid, &solution);
  g_ptr_array_unref (collected.steps);
}

static void
test_path (void)
{
  g_autoptr(GArray) standard = sudoku_test_load_set ("sets", "rated-se-100.txt");
  g_autoptr(GArray) jigsaw = sudoku_test_load_set ("sets", "jigsaw-solo-100.txt");
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  SkLayout layout;

  load_puzzle (board, &g_array_index (standard, SudokuTestPuzzle, 0), &layout);
  assert_path_is_engine_path (board);
  load_puzzle (board, &g_array_index (standard, SudokuTestPuzzle, standard->len - 1), &layout);
  assert_path_is_engine_path (board);
  load_puzzle (board, &g_array_index (jigsaw, SudokuTestPuzzle, 7), &layout);
  assert_path_is_engine_path (board);
  /* From digits typed on the way too: the first row of the solution. */
  {
    SkGrid solution, values;

    sudoku_board_get_values_grid (board, &values);
    g_assert_true (sudoku_test_solve_unique_on (&values, &layout, &solution));
    for (guint i = 0; i < SK_SIZE; i++)
      if (values.cell[i] == 0)
        g_assert_true (sudoku_board_set_value (board, i, solution.cell[i]));
    assert_path_is_engine_path (board);
  }
}

static void
test_path_changed (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(GAsyncResult) path_result = NULL;
  g_autoptr(GAsyncResult) step_result = NULL;
  g_autoptr(GPtrArray) path = NULL;
  g_autoptr(GError) error = NULL;
  SkGrid grid;

  load_classic (board, &grid);

  sudoku_board_path_async (board, 0, NULL, got_result, &path_result);
  g_assert_false (sudoku_board_get_solving (board));
  /* The board is not busy: a step can be searched for meanwhile (it is
   * answered CHANGED below, not BUSY)... */
  sudoku_board_find_step_async (board, 0, NULL, got_result, &step_result);
  g_assert_true (sudoku_board_get_solving (board));
  /* ...and the board can be edited, which makes both stale. */
  g_assert_true (sudoku_board_set_value (board, 2, 4));

  wait_result (&path_result);
  path = sudoku_board_path_finish (board, path_result, &error);
  g_assert_null (path);
  g_assert_error (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_CHANGED);

  assert_step_failed (board, &step_result, SUDOKU_BOARD_ERROR_CHANGED);
}

/* ---- applying steps ---- */

/* A placement on a board without marks: the digit, hinted, and no marks. */
static void
test_apply_placement (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuStep) step = NULL;
  SkGrid givens, after;
  guint placed = 0;

  load_classic (board, &givens);
  g_assert_false (sudoku_board_get_can_undo (board));

  step = find_step (board, NULL);
  g_assert_cmpuint (sudoku_step_count_placements (step), >, 0);
  g_assert_cmpuint (sudoku_step_count_eliminations (step), ==, 0);
  sudoku_board_apply_steps (board, &step, 1);

  assert_no_marks (board);
  sudoku_board_get_values_grid (board, &after);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      SudokuCell *cell = sudoku_board_get_cell (board, i);

      if (step->step.place[i] != 0)
        {
          g_assert_cmpuint (after.cell[i], ==, step->step.place[i]);
          g_assert_true (sudoku_cell_get_hinted (cell));
          g_assert_false (sudoku_cell_get_solved (cell));
          placed++;
        }
      else
        {
          g_assert_cmpuint (after.cell[i], ==, givens.cell[i]);
          g_assert_false (sudoku_cell_get_hinted (cell));
        }
    }
  g_assert_cmpuint (placed, ==, sudoku_step_count_placements (step));

  /* One undo step. */
  g_assert_true (sudoku_board_get_can_undo (board));
  sudoku_board_undo (board);
  g_assert_false (sudoku_board_get_can_undo (board));
  assert_board_is (board, &givens, NULL);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_false (sudoku_cell_get_hinted (sudoku_board_get_cell (board, i)));
}

/* An elimination on a board without marks: the candidates left become the
 * marks of the cells it removes from, and only those (marks on demand); one
 * undo takes them away. */
static void
test_apply_elimination (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuStep) step = NULL;
  SudokuTestPosition position;
  SkMask expected[SK_CELLS];

  step = position_step (board, "top1465-100.txt", SK_TECH_POINTING, TRUE, &position);
  g_assert_cmpuint (sudoku_step_count_placements (step), ==, 0);
  g_assert_cmpuint (sudoku_step_count_eliminations (step), >, 0);

  sudoku_board_apply_steps (board, &step, 1);
  for (guint i = 0; i < SK_CELLS; i++)
    expected[i] = step->step.remove[i] != 0 ? step->before.cand[i] & (SkMask) ~step->step.remove[i]
                                            : 0;
  g_assert_true (sudoku_board_get_has_marks (board));
  assert_board_is (board, &position.givens, expected);

  /* The next step starts from those marks. */
  {
    g_autoptr(SudokuStep) next = find_step (board, NULL);
    SkCandidateGrid grid = step->before;

    g_assert_true (next->from_marks);
    sk_step_apply (&step->step, &grid, &step->layout);
    assert_cand_grids_equal (&next->before, &grid);
  }

  sudoku_board_undo (board);
  assert_no_marks (board);
  g_assert_false (sudoku_board_get_can_undo (board));
}

/* Several steps of the path at once: as sk_step_apply one after the other,
 * in one undoable edit. */
static void
test_apply_several (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(GPtrArray) path = NULL;
  g_autoptr(GError) error = NULL;
  SudokuTestPosition position;
  SkCandidateGrid grid;
  SkGrid before;
  SkMask marks[SK_CELLS] = { 0 };
  SkMask candidates[SK_CELLS];
  guint n = 0;
  gboolean eliminates = FALSE;

  /* A puzzle whose path has a pointing step after some placements. */
  g_assert_true (sudoku_test_find_position ("top1465-100.txt", SK_TECH_POINTING, FALSE, &position));
  load_givens (board, &position.givens, &position.layout);
  path = find_path (board, &error);
  g_assert_no_error (error);

  /* Up to two steps past the first elimination. */
  for (n = 0; n < path->len; n++)
    if (sudoku_step_count_eliminations (g_ptr_array_index (path, n)) > 0)
      break;
  g_assert_cmpuint (n, <, path->len);
  n = MIN (n + 3, path->len);
  g_test_message ("%s: applying %u of %u steps", position.name, n, path->len);

  sudoku_board_get_values_grid (board, &before);
  grid = ((SudokuStep *) g_ptr_array_index (path, 0))->before;
  for (guint i = 0; i < n; i++)
    {
      const SudokuStep *step = g_ptr_array_index (path, i);

      assert_cand_grids_equal (&step->before, &grid);
      sk_step_apply (&step->step, &grid, &position.layout);
      eliminates |= sudoku_step_count_eliminations (step) > 0;
      for (guint cell = 0; cell < SK_CELLS; cell++)
        if (step->step.remove[cell] != 0)
          marks[cell] = 1;
    }
  g_assert_true (eliminates);
  for (guint cell = 0; cell < SK_CELLS; cell++)
    marks[cell] = marks[cell] != 0 && grid.grid.cell[cell] == 0 ? grid.cand[cell] : 0;

  /* Only the cells eliminated from are marked; the others, unmarked, stand
   * for the rules' candidates, which are what the steps left there. */
  sudoku_board_apply_steps (board, (SudokuStep * const *) path->pdata, n);
  assert_board_is (board, &grid.grid, marks);
  sudoku_board_get_candidates (board, candidates);
  for (guint cell = 0; cell < SK_CELLS; cell++)
    if (marks[cell] == 0 && grid.grid.cell[cell] == 0)
      g_assert_cmphex (candidates[cell], ==, grid.cand[cell]);
  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_cmpint (sudoku_cell_get_hinted (sudoku_board_get_cell (board, i)), ==,
                     before.cell[i] == 0 && grid.grid.cell[i] != 0);

  /* One undo step for all of them. */
  sudoku_board_undo (board);
  assert_board_is (board, &before, NULL);
  g_assert_false (sudoku_board_get_can_undo (board));
  sudoku_board_redo (board);
  assert_board_is (board, &grid.grid, marks);
}

/* With marks already there, even a placement keeps marks: the candidates
 * left, and the undo gives the person's marks back. */
static void
test_apply_with_marks (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuStep) step = NULL;
  SkMask marks_before[SK_CELLS];
  SkCandidateGrid grid;
  SkGrid givens;

  load_classic (board, &givens);
  sudoku_board_fill_marks (board);
  sudoku_board_get_marks (board, marks_before);

  step = find_step (board, NULL);
  g_assert_true (step->from_marks);
  g_assert_cmpuint (sudoku_step_count_placements (step), >, 0);
  sudoku_board_apply_steps (board, &step, 1);

  grid = step->before;
  sk_step_apply (&step->step, &grid, &step->layout);
  assert_board_is (board, &grid.grid, grid.cand);

  sudoku_board_undo (board);
  assert_board_is (board, &givens, marks_before);
}

/* ---- the step in words ---- */

static void
test_text_full_house (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuStep) step = NULL;
  g_autofree char *unit = NULL;
  g_autofree char *sentence = NULL;
  g_autofree char *where = NULL;
  g_autofree char *actions = NULL;
  g_autofree char *expected_actions = NULL;
  g_autofree char *applied = NULL;
  SkLayout layout;
  SkGrid solution, puzzle;
  guint hole = SK_CELLS;

  /* A solved grid with one hole, whose digit is none of its unit numbers
   * (so that the digit in the sentence can only be the digit). */
  sudoku_test_readme_solution ("classic-line.txt", &solution);
  sk_layout_init_standard (&layout);
  for (guint i = 0; i < SK_CELLS && hole == SK_CELLS; i++)
    {
      guint d = solution.cell[i];

      if (d != i / SK_SIZE + 1 && d != i % SK_SIZE + 1 && d != (guint) layout.region[i] + 1)
        hole = i;
    }
  g_assert_cmpuint (hole, <, SK_CELLS);
  puzzle = solution;
  puzzle.cell[hole] = 0;
  load_givens (board, &puzzle, NULL);

  step = find_step (board, NULL);
  g_assert_cmpint (step->step.technique, ==, SK_TECH_FULL_HOUSE);
  g_assert_cmpint (step->step.digit, ==, solution.cell[hole]);
  g_assert_cmpuint (step->step.place[hole], ==, solution.cell[hole]);
  g_assert_cmpuint (sudoku_step_count_placements (step), ==, 1);
  g_assert_cmpuint (layout.cell_unit_bits[hole] & step->step.base_units, ==, step->step.base_units);

  unit = units_list (step->step.base_units, &layout);
  sentence = g_strdup_printf ("Full House: r%uc%u is the last empty cell of %s, so it holds the "
                              "missing digit, %d.",
                              hole / SK_SIZE + 1, hole % SK_SIZE + 1, unit, step->step.digit);
  where = g_strdup_printf ("Look for the Full House in %s", unit);
  assert_words (step, "Full House", sentence, where);
  actions = actions_text (&step->step);
  expected_actions = g_strdup_printf ("Place %u in r%uc%u.", solution.cell[hole],
                                      hole / SK_SIZE + 1, hole % SK_SIZE + 1);
  g_assert_cmpstr (actions, ==, expected_actions);
  /* Where (the board's, as checked): the unit, not the digit. */
  g_assert_null (strchr (where, '0' + step->step.digit));
  applied = sudoku_step_describe_applied (step);
  g_assert_cmpstr (applied, ==, "Full House: placed 1 digit");
}

/* A step that both places and removes counts each in words of its own
 * number ("placed 1 digit(s), removed 2 candidate(s)" before). */
static void
test_text_applied_both (void)
{
  static const struct {
    guint       n_placed;
    guint       n_removed;
    const char *expected;
  } cases[] = {
    { 1, 1, "Cell Forcing Chain: placed 1 digit, removed 1 candidate" },
    { 1, 2, "Cell Forcing Chain: placed 1 digit, removed 2 candidates" },
    { 3, 1, "Cell Forcing Chain: placed 3 digits, removed 1 candidate" },
    { 2, 4, "Cell Forcing Chain: placed 2 digits, removed 4 candidates" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(SudokuStep) step = g_new0 (SudokuStep, 1);
      g_autofree char *applied = NULL;

      step->step.technique = SK_TECH_CELL_FORCING_CHAIN;
      /* Digits in the first cells; one candidate removed from each later cell. */
      for (guint i = 0; i < cases[c].n_placed; i++)
        step->step.place[i] = (uint8_t) (i + 1);
      for (guint i = 0; i < cases[c].n_removed; i++)
        step->step.remove[SK_SIZE + i] = (SkMask) (1u << 4);
      g_assert_cmpuint (sudoku_step_count_placements (step), ==, cases[c].n_placed);
      g_assert_cmpuint (sudoku_step_count_eliminations (step), ==, cases[c].n_removed);
      applied = sudoku_step_describe_applied (step);
      g_assert_cmpstr (applied, ==, cases[c].expected);
    }
}

static void
test_text_hidden_single (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuStep) step = NULL;
  g_autofree char *unit = NULL;
  g_autofree char *sentence = NULL;
  g_autofree char *where = NULL;
  g_autofree char *cell_name = NULL;
  SudokuTestPosition position;
  int cell;

  step = position_step (board, "standard-solo-100.txt", SK_TECH_HIDDEN_SINGLE_REGION, TRUE,
                        &position);
  cell = first_placement (&step->step);
  g_assert_cmpint (cell, >=, 0);
  g_assert_cmpuint (sudoku_step_count_placements (step), ==, 1);
  g_assert_cmpint (step->step.place[cell], ==, step->step.digit);
  unit = units_list (step->step.base_units, &position.layout);
  g_assert_true (g_str_has_prefix (unit, "box "));
  sentence = g_strdup_printf ("Hidden Single in a region: in %s, %d fits only in r%dc%d.",
                              unit, step->step.digit, cell / SK_SIZE + 1, cell % SK_SIZE + 1);
  where = g_strdup_printf ("Look for the Hidden Single in a region on %d in %s",
                           step->step.digit, unit);
  assert_words (step, "Hidden Single in a region", sentence, where);

  /* Where (the board's, as checked) names the digit and the box, not the cell. */
  cell_name = g_strdup_printf ("r%dc%d", cell / SK_SIZE + 1, cell % SK_SIZE + 1);
  g_assert_null (strstr (where, cell_name));
}

/* A naked single's hint names the cell's region only, and never the digit. */
static void
test_text_naked_single (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuStep) step = NULL;
  g_autofree char *region = NULL;
  g_autofree char *cells = NULL;
  g_autofree char *sentence = NULL;
  g_autofree char *where = NULL;
  SudokuTestPosition position;
  int cell;

  step = position_step (board, "standard-solo-100.txt", SK_TECH_NAKED_SINGLE, FALSE, &position);
  cell = first_placement (&step->step);
  g_assert_cmpint (cell, >=, 0);
  region = unit_name (2 * SK_SIZE + position.layout.region[cell], &position.layout);
  cells = role_cells (&step->step, SK_ROLE_BASE);
  sentence = g_strdup_printf ("Naked Single: %d is the only candidate left in %s.",
                              step->step.digit, cells);
  where = g_strdup_printf ("Look for the Naked Single in %s", region);
  assert_words (step, "Naked Single", sentence, where);
  /* (The board's where, as checked.) */
  assert_no_digit_outside (where, region);
}

static void
test_text_pointing (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuStep) step = NULL;
  g_autofree char *base = NULL;
  g_autofree char *cover = NULL;
  g_autofree char *sentence = NULL;
  g_autofree char *where = NULL;
  g_autofree char *actions = NULL;
  g_autofree char *cells = NULL;
  SudokuTestPosition position;
  int base_unit, cover_unit;

  step = position_step (board, "top1465-100.txt", SK_TECH_POINTING, TRUE, &position);

  /* One box, one line, and every removal in the line outside the box. */
  base_unit = first_unit (step->step.base_units);
  cover_unit = first_unit (step->step.cover_units);
  g_assert_cmpuint (step->step.base_units, ==, 1u << base_unit);
  g_assert_cmpuint (step->step.cover_units, ==, 1u << cover_unit);
  g_assert_cmpint (base_unit, >=, 2 * SK_SIZE);
  g_assert_cmpint (cover_unit, <, 2 * SK_SIZE);
  for (guint i = 0; i < SK_CELLS; i++)
    if (step->step.remove[i] != 0)
      {
        g_assert_cmpuint (step->step.remove[i], ==, BIT (step->step.digit));
        g_assert_true (position.layout.cell_unit_bits[i] & (1u << cover_unit));
        g_assert_false (position.layout.cell_unit_bits[i] & (1u << base_unit));
      }

  base = unit_name (base_unit, &position.layout);
  cover = unit_name (cover_unit, &position.layout);
  cells = role_cells (&step->step, SK_ROLE_BASE);
  sentence = g_strdup_printf ("Pointing: in %s, %d can go only in %s, which are all in %s, so %d "
                              "cannot go anywhere else in %s.",
                              base, step->step.digit, cells, cover, step->step.digit, cover);
  where = g_strdup_printf ("Look for the Pointing on %d in %s", step->step.digit, base);
  assert_words (step, "Pointing", sentence, where);
  actions = actions_text (&step->step);
  g_assert_true (g_str_has_prefix (actions, "Remove "));
}

static void
test_text_x_wing (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuStep) step = NULL;
  g_autofree char *base = NULL;
  g_autofree char *cover = NULL;
  g_autofree char *sentence = NULL;
  g_autofree char *where = NULL;
  g_autofree char *cells = NULL;
  SudokuTestPosition position;

  step = position_step (board, "rated-se-100.txt", SK_TECH_X_WING, FALSE, &position);

  /* Two lines of one kind, two of the other. */
  g_assert_cmpint (__builtin_popcount (step->step.base_units), ==, 2);
  g_assert_cmpint (__builtin_popcount (step->step.cover_units), ==, 2);
  base = units_list (step->step.base_units, &position.layout);
  cover = units_list (step->step.cover_units, &position.layout);
  cells = role_cells (&step->step, SK_ROLE_BASE);
  sentence = g_strdup_printf ("X-Wing: in %s, %d can go only in %s, all in %s, so %d cannot go "
                              "anywhere else in %s.",
                              base, step->step.digit, cells, cover, step->step.digit, cover);
  where = g_strdup_printf ("Look for the X-Wing on %d in %s", step->step.digit, base);
  assert_words (step, "X-Wing", sentence, where);
}

/* A generalised wing names its cells, its digits and the digit removed. */
static void
test_text_big_wing (void)
{
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  g_autoptr(SudokuStep) step = NULL;
  g_autofree char *wing = NULL;
  g_autofree char *pincer = NULL;
  g_autoptr(GString) digits = g_string_new (NULL);
  g_autofree char *sentence = NULL;
  g_autofree char *where = NULL;
  SudokuTestPosition position;
  SkMask wing_digits = 0;
  SkMask pair = 0;
  int z;

  step = position_step (board, "rated-se-100.txt", SK_TECH_WXYZ_WING, FALSE, &position);
  for (int i = 0; i < step->step.n_marks; i++)
    if (step->step.marks[i].role == SK_ROLE_ALS)
      wing_digits |= step->step.marks[i].digits;
    else if (step->step.marks[i].role == SK_ROLE_PINCER)
      pair |= step->step.marks[i].digits;
  for (int d = 1; d <= 9; d++)
    if (wing_digits & sk_mask_of (d))
      g_string_append_printf (digits, "%s%d", digits->len > 0 ? "/" : "", d);
  wing = role_cells (&step->step, SK_ROLE_ALS);
  pincer = role_cells (&step->step, SK_ROLE_PINCER);
  z = step->step.digit;
  g_assert_cmpint (step->step.size, ==, 3);
  g_assert_cmpint (sk_mask_count (wing_digits), ==, 4);
  if (z != 0)
    {
      int x = sk_mask_first ((SkMask) (pair & ~sk_mask_of (z)));

      sentence = g_strdup_printf ("WXYZ-Wing: %s all see each other and hold only %s between "
                                  "them; %s holds only %d or %d and sees every %d among them, so "
                                  "%d is in %s or among them, and no cell that sees %s and every "
                                  "%d among them can be %d.",
                                  wing, digits->str, pincer, x, z, x, z, pincer, pincer, z, z);
    }
  else
    {
      int a = sk_mask_first (pair);
      int b = sk_mask_first ((SkMask) (pair & (pair - 1)));

      sentence = g_strdup_printf ("WXYZ-Wing: %s all see each other and hold only %s between "
                                  "them; %s holds only %d/%d and sees every place of both among "
                                  "them, so they keep every digit but the one %s takes, and no "
                                  "cell that sees every place of one of those digits can hold it.",
                                  wing, digits->str, pincer, a, b, pincer);
    }
  where = z != 0 ? g_strdup_printf ("Look for the WXYZ-Wing on %d", z)
                 : g_strdup ("Look for the WXYZ-Wing");
  assert_words (step, "WXYZ-Wing", sentence, where);
}

static int
add_node (SudokuStep *step,
          int         cell,
          int         digit,
          gboolean    on)
{
  step->step.nodes[step->step.n_nodes] = (SkNode) { sk_board_cell (cell), (uint8_t) digit, (uint8_t) on };
  return step->step.n_nodes++;
}

static void
add_link (SudokuStep *step,
          int         from,
          int         to,
          gboolean    strong)
{
  step->step.links[step->step.n_links++] = (SkLink) { (uint8_t) from, (uint8_t) to, (uint8_t) strong };
}

/* What a step does, HoDoKu's way with a minus sign; a chain's Eureka
 * notation in its sentence, a forcing chain's branches a line each after it. */
static void
test_text_chain (void)
{
  g_autoptr(SudokuStep) step = g_new0 (SudokuStep, 1);
  g_autofree char *actions = NULL;
  g_autofree char *chain = NULL;
  g_autofree char *text = NULL;
  g_autofree char *sentence = NULL;

  sk_layout_init_standard (&step->layout);
  step->step.technique = SK_TECH_AIC;
  step->step.remove[1 * 9 + 2] = sk_mask_of (5);
  /* (5)r2c3=r2c7-(5=3)r5c7-(3)r5c3: r2c3 is 5 or r5c3 is 3. */
  add_node (step, 1 * 9 + 2, 5, FALSE);
  add_node (step, 1 * 9 + 6, 5, FALSE);
  add_node (step, 4 * 9 + 6, 5, FALSE);
  add_node (step, 4 * 9 + 6, 3, FALSE);
  add_node (step, 4 * 9 + 2, 3, FALSE);
  add_link (step, 0, 1, TRUE);
  add_link (step, 1, 2, FALSE);
  add_link (step, 2, 3, TRUE);
  add_link (step, 3, 4, FALSE);
  chain = sudoku_step_format_chain (step);
  g_assert_cmpstr (chain, ==, "(5)r2c3=r2c7-(5=3)r5c7-(3)r5c3 => r2c3<>5");
  actions = sudoku_step_format_actions (step);
  g_assert_cmpstr (actions, ==, "r2c3\u22125");
  sentence = sudoku_step_describe (step);
  text = sudoku_step_describe_with_chain (step);
  g_assert_cmpstr (sentence, ==, "Alternating Inference Chain: (5)r2c3=r2c7-(5=3)r5c7-(3)r5c3. "
                                 "Along = at least one side is true, along - at most one. "
                                 "Remove 5 from r2c3.");
  /* The chain is said once, in the sentence. */
  g_assert_cmpstr (text, ==, sentence);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&sentence, g_free);
  g_clear_pointer (&chain, g_free);
  g_clear_pointer (&actions, g_free);

  /* A cell forcing chain: r4c7 is 2 or 3, and either takes 3 from r4c4. */
  memset (step, 0, sizeof *step);
  sk_layout_init_standard (&step->layout);
  step->step.technique = SK_TECH_CELL_FORCING_CHAIN;
  step->step.place[8] = 4;
  step->step.remove[3 * 9 + 3] = sk_mask_of (3);
  step->step.marks[step->step.n_marks++] = (SkMark) { 3 * 9 + 6, SK_ROLE_PIVOT, sk_mask_of (2) | sk_mask_of (3) };
  add_link (step, add_node (step, 3 * 9 + 6, 2, TRUE), add_node (step, 3 * 9 + 3, 3, FALSE), FALSE);
  add_link (step, add_node (step, 3 * 9 + 6, 3, TRUE), add_node (step, 3 * 9 + 3, 3, FALSE), FALSE);
  actions = sudoku_step_format_actions (step);
  g_assert_cmpstr (actions, ==, "r1c9=4 r4c4\u22123");
  text = sudoku_step_describe_with_chain (step);
  g_assert_cmpstr (text, ==, "Cell Forcing Chain: whatever r4c7 holds, 2/3, the chains lead to "
                             "r1c9=4, r4c4<>3. Place 4 in r1c9. Remove 3 from r4c4.\n"
                             "r4c7=2 -> r4c4<>3\n"
                             "r4c7=3 -> r4c4<>3\n"
                             "=> r1c9=4, r4c4<>3");

  /* No links, no notation. */
  memset (step, 0, sizeof *step);
  sk_layout_init_standard (&step->layout);
  step->step.technique = SK_TECH_NAKED_SINGLE;
  step->step.place[0] = 1;
  g_assert_null (sudoku_step_format_chain (step));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/Step/find/from-givens", test_find_from_givens);
  g_test_add_func ("/model/Step/text/chain", test_text_chain);
  g_test_add_func ("/model/Step/find/jigsaw", test_find_jigsaw);
  g_test_add_func ("/model/Step/find/search", test_find_search);
  g_test_add_func ("/model/Step/marks/narrow-some", test_marks_narrow_some);
  g_test_add_func ("/model/Step/marks/narrow-filled", test_marks_narrow_filled);
  g_test_add_func ("/model/Step/marks/exclude-solution", test_marks_exclude_solution);
  g_test_add_func ("/model/Step/no-step", test_no_step);
  g_test_add_func ("/model/Step/mistakes", test_mistakes);
  g_test_add_func ("/model/Step/busy-and-changed", test_busy_and_changed);
  g_test_add_func ("/model/Step/path/engine", test_path);
  g_test_add_func ("/model/Step/path/changed", test_path_changed);
  g_test_add_func ("/model/Step/apply/placement", test_apply_placement);
  g_test_add_func ("/model/Step/apply/elimination", test_apply_elimination);
  g_test_add_func ("/model/Step/apply/several", test_apply_several);
  g_test_add_func ("/model/Step/apply/with-marks", test_apply_with_marks);
  g_test_add_func ("/model/Step/text/full-house", test_text_full_house);
  g_test_add_func ("/model/Step/text/applied-both", test_text_applied_both);
  g_test_add_func ("/model/Step/text/hidden-single", test_text_hidden_single);
  g_test_add_func ("/model/Step/text/naked-single", test_text_naked_single);
  g_test_add_func ("/model/Step/text/pointing", test_text_pointing);
  g_test_add_func ("/model/Step/text/x-wing", test_text_x_wing);
  g_test_add_func ("/model/Step/text/big-wing", test_text_big_wing);

  return g_test_run ();
}
