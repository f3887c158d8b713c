/* test-board-step-text.c: the board's logic steps in words
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The steps are found on the board as in test-board-step.c
 * (sudoku-test-board-step.c), on positions from the engine's own paths over
 * tests/data/sets. The English sentences are put together here from the
 * step's own fields (its units, cells, removals), following the formats of
 * src/model/sudoku-step-text.c; the unit names are worked out by hand from
 * the unit numbers (rows 0-8, columns 9-17, regions 18-26).
 */

#include <gio/gio.h>
#include <string.h>

#include "sk-bits.h"
#include "sk-logic.h"
#include "sudoku-board.h"
#include "sudoku-step.h"
#include "sudoku-test-board-step.h"
#include "sudoku-test-util.h"

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
  sudoku_test_load_givens (board, &puzzle, NULL);

  step = sudoku_test_find_step (board, NULL);
  g_assert_cmpint (step->step.technique, ==, SK_TECH_FULL_HOUSE);
  g_assert_cmpint (step->step.digit, ==, solution.cell[hole]);
  g_assert_cmpuint (step->step.place[hole], ==, solution.cell[hole]);
  g_assert_cmpuint (sudoku_step_count_placements (step), ==, 1);
  g_assert_cmpuint (layout.cell_unit_bits[hole] & step->step.base_units, ==, step->step.base_units);

  unit = units_list (step->step.base_units, &layout);
  sentence = g_strdup_printf ("Full House: r%uc%u is the last empty cell of %s, so it holds the "
                              "missing digit, %d.",
                              hole / SK_SIZE + 1, hole % SK_SIZE + 1, unit, step->step.digit);
  where = g_strdup_printf ("Full House: look at %s", unit);
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

  step = sudoku_test_position_step (board, "standard-solo-100.txt", SK_TECH_HIDDEN_SINGLE_REGION,
                                    TRUE, &position);
  cell = first_placement (&step->step);
  g_assert_cmpint (cell, >=, 0);
  g_assert_cmpuint (sudoku_step_count_placements (step), ==, 1);
  g_assert_cmpint (step->step.place[cell], ==, step->step.digit);
  unit = units_list (step->step.base_units, &position.layout);
  g_assert_true (g_str_has_prefix (unit, "box "));
  sentence = g_strdup_printf ("Hidden Single in a region: in %s, %d fits only in r%dc%d.",
                              unit, step->step.digit, cell / SK_SIZE + 1, cell % SK_SIZE + 1);
  where = g_strdup_printf ("Hidden Single in a region: look at digit %d in %s",
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

  step = sudoku_test_position_step (board, "standard-solo-100.txt", SK_TECH_NAKED_SINGLE, FALSE,
                                    &position);
  cell = first_placement (&step->step);
  g_assert_cmpint (cell, >=, 0);
  region = unit_name (2 * SK_SIZE + position.layout.region[cell], &position.layout);
  cells = role_cells (&step->step, SK_ROLE_BASE);
  sentence = g_strdup_printf ("Naked Single: %d is the only candidate left in %s.",
                              step->step.digit, cells);
  where = g_strdup_printf ("Naked Single: look at %s", region);
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

  step = sudoku_test_position_step (board, "top1465-100.txt", SK_TECH_POINTING, TRUE, &position);

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
  where = g_strdup_printf ("Pointing: look at digit %d in %s", step->step.digit, base);
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

  step = sudoku_test_position_step (board, "rated-se-100.txt", SK_TECH_X_WING, FALSE, &position);

  /* Two lines of one kind, two of the other. */
  g_assert_cmpint (__builtin_popcount (step->step.base_units), ==, 2);
  g_assert_cmpint (__builtin_popcount (step->step.cover_units), ==, 2);
  base = units_list (step->step.base_units, &position.layout);
  cover = units_list (step->step.cover_units, &position.layout);
  cells = role_cells (&step->step, SK_ROLE_BASE);
  sentence = g_strdup_printf ("X-Wing: in %s, %d can go only in %s, all in %s, so %d cannot go "
                              "anywhere else in %s.",
                              base, step->step.digit, cells, cover, step->step.digit, cover);
  where = g_strdup_printf ("X-Wing: look at digit %d in %s", step->step.digit, base);
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

  step = sudoku_test_position_step (board, "rated-se-100.txt", SK_TECH_WXYZ_WING, FALSE, &position);
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
  where = z != 0 ? g_strdup_printf ("WXYZ-Wing: look at digit %d", z)
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

  g_test_add_func ("/model/Step/text/chain", test_text_chain);
  g_test_add_func ("/model/Step/text/full-house", test_text_full_house);
  g_test_add_func ("/model/Step/text/applied-both", test_text_applied_both);
  g_test_add_func ("/model/Step/text/hidden-single", test_text_hidden_single);
  g_test_add_func ("/model/Step/text/naked-single", test_text_naked_single);
  g_test_add_func ("/model/Step/text/pointing", test_text_pointing);
  g_test_add_func ("/model/Step/text/x-wing", test_text_x_wing);
  g_test_add_func ("/model/Step/text/big-wing", test_text_big_wing);

  return g_test_run ();
}
