/* test-board-look.c: the board as drawn, measured in light and dark
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real application loads style.css, and style-dark.css while the style
 * is dark (AdwStyleManager, forced here). Each check renders the board view
 * of a real window to pixels and measures what a person sees:
 *
 *  - region tints: the colours of any two cells side by side in different
 *    regions are at least MIN_TINT_DELTA_E apart (CIELAB ΔE*76; about 2.3 is
 *    a "just noticeable difference", 10 or more reads at a glance);
 *  - region lines: at least REGION_LINE_WIDTH pixels wide, thin lines
 *    between the cells of a region exactly 1 px, and every region line
 *    against the cells on both its sides at least MIN_LINE_CONTRAST:1 (WCAG
 *    contrast ratio; 3:1 is the WCAG 2.1 minimum for parts of graphics),
 *    with tints on and off;
 *  - digits (given, typed, solved, hinted) and candidates: the strongest
 *    pixel of each against its cell's background at least MIN_TEXT_CONTRAST:1
 *    (WCAG AA for text);
 *  - the selection: the cursor's row, column and region change by a faint
 *    but visible ΔE of MIN_PEER_DELTA_E or more, the cells holding the
 *    cursor's digit by MIN_SAME_DELTA_E or more and by MIN_SAME_OVER_PEER
 *    more than any cell of the row, column or region, other cells not at all;
 *  - a drawn hint: each removed candidate's ring, highlighted candidate's
 *    ring and unit outline against its cell's background (step tint
 *    included) at least MIN_MARK_CONTRAST:1, and the selection's tints
 *    paused while the hint is drawn.
 *
 * Measured figures are printed as test messages (run with --verbose). With
 * SUDOKU_LOOK_DIR set, the window is also saved there as look-*.png.
 */

#include <gtk/gtk.h>
#include <math.h>

#include "sk-solver.h"
#include "sudoku-board-private.h"
#include "sudoku-board-step.h"
#include "sudoku-cell-entry.h"
#include "sudoku-geometry.h"
#include "sudoku-layout-file.h"
#include "sudoku-step-painter.h"
#include "sudoku-test-pixels.h"
#include "sudoku-test-ui.h"
#include "sudoku-test-util.h"

#define MIN_TINT_DELTA_E   15.0
#define REGION_LINE_WIDTH  3
#define MIN_LINE_CONTRAST  3.0
#define MIN_TEXT_CONTRAST  4.5
#define MIN_PEER_DELTA_E   3.0
#define MIN_SAME_DELTA_E   12.0
#define MIN_SAME_OVER_PEER 6.0
#define MIN_MARK_CONTRAST  3.0

#define CLASSIC \
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

/* Jigsaw layouts shipped in data/layouts/; the first is the screenshots'. */
static const char * const jigsaw_layouts[] = {
  "puzzle-pieces", "battlements", "boomerangs", "chevrons", "cross", "diagonal",
  "hourglass", "keyhole", "snakes",
};

static GtkApplication *application;

/* Short names for what the checks here handle all the time. */
typedef SudokuTestRgb Rgb;
typedef SudokuTestShot Shot;

/* ---- the window ---- */

typedef struct
{
  SudokuWindow    *window;
  SudokuBoardView *view;
  SudokuBoard     *board;
  SkGrid           solution;   /* of the puzzle loaded */
  gboolean         dark;
} Fixture;

static void
set_dark (Fixture  *f,
          gboolean  dark)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();

  adw_style_manager_set_color_scheme (manager, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                    : ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_true (adw_style_manager_get_dark (manager) == dark);
  f->dark = dark;
  sudoku_test_wait_frames (GTK_WIDGET (f->view), 2);
}

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->window = sudoku_test_ui_new_window (application);
  f->view = sudoku_test_ui_board_view (f->window);
  f->board = sudoku_window_get_board (f->window);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 560, 720);
  while (!gtk_widget_get_mapped (GTK_WIDGET (f->view)))
    g_main_context_iteration (NULL, TRUE);
  set_dark (f, GPOINTER_TO_INT (data));
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  sudoku_board_reset (f->board);
  sudoku_board_clear_history (f->board);
  sudoku_board_set_modified (f->board, FALSE);
  sudoku_test_ui_destroy_window (f->window);
}

static const char *
scheme_name (Fixture *f)
{
  return f->dark ? "dark" : "light";
}

static void
set_window_state (Fixture    *f,
                  const char *action,
                  gboolean    on)
{
  g_action_group_change_action_state (G_ACTION_GROUP (f->window), action,
                                      g_variant_new_boolean (on));
  sudoku_test_ui_spin ();
}

/* Takes the focus off the board, so that no selection is drawn. */
static void
unfocus_board (Fixture *f)
{
  gtk_window_set_focus (GTK_WINDOW (f->window), NULL);
  g_assert_null (gtk_widget_get_focus_child (GTK_WIDGET (f->view)));
}

static graphene_rect_t
cell_rect (Fixture *f,
           guint    index)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (sudoku_board_view_get_cell_entry (f->view, index),
                                            GTK_WIDGET (f->view), &bounds));
  return bounds;
}

/* A cell's background: 4-8 px in from its top left corner, where no digit
 * and no line is drawn (cells draw only their right and lower lines). */
static Rgb
cell_background (Fixture    *f,
                 const Shot *shot,
                 guint       index)
{
  graphene_rect_t r = cell_rect (f, index);

  return sudoku_test_shot_patch (shot, (int) r.origin.x + 4, (int) r.origin.y + 4);
}

static void
load_layout (const char *name,
             SkLayout   *layout)
{
  g_autofree char *file_name = g_strconcat (name, ".layout", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "layouts",
                                                 file_name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  sudoku_layout_file_load (file, NULL, layout, NULL, &error);
  g_assert_no_error (error);
}

/* A puzzle for @layout (NULL: the standard boxes) without clashes; for a
 * jigsaw, about a third of the digits of a solution of the empty board. */
static void
load_puzzle (Fixture    *f,
             const char *layout_name)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  SkGrid empty = { { 0 } };
  SkSolveOptions options;
  SkSolveResult result;

  sk_solve_options_init (&options);
  if (layout_name == NULL)
    {
      sudoku_test_grid_from_text (CLASSIC, &puzzle->givens);
      sk_solve (&puzzle->givens, &puzzle->layout, &options, &result);
    }
  else
    {
      load_layout (layout_name, &puzzle->layout);
      puzzle->has_layout = TRUE;
      sk_solve (&empty, &puzzle->layout, &options, &result);
      for (guint i = 0; i < SK_CELLS; i++)
        puzzle->givens.cell[i] = (i * 5) % 11 < 4 ? result.solution.cell[i] : 0;
    }
  g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
  f->solution = result.solution;
  sudoku_board_load_puzzle (f->board, puzzle);
  g_assert_cmpuint (sudoku_board_get_n_conflicts (f->board), ==, 0);
}

static void
got_step (GObject      *source,
          GAsyncResult *result,
          gpointer      data)
{
  g_autoptr(GError) error = NULL;
  SudokuStep **step = data;

  *step = sudoku_board_find_step_finish (SUDOKU_BOARD (source), result, &error);
  g_assert_no_error (error);
  g_assert_nonnull (*step);
}

static gboolean
step_found (gpointer data)
{
  return *(SudokuStep **) data != NULL;
}

/* Hint steps, found and applied, until one has placed a digit: the board
 * then has a hinted digit (and, when steps before it removed candidates,
 * pencil marks). */
static void
give_hint (Fixture *f)
{
  guint placed = 0;

  for (guint n = 0; placed == 0; n++)
    {
      g_autoptr(SudokuStep) step = NULL;

      g_assert_cmpuint (n, <, SK_CELLS * SK_SIZE);
      sudoku_board_find_step_async (f->board, 0, NULL, got_step, &step);
      sudoku_test_ui_wait_for (step_found, &step, "a hint");
      placed = sudoku_step_count_placements (step);
      sudoku_board_apply_steps (f->board, &step, 1);
    }
}

static void
save_screenshot (Fixture    *f,
                 const char *what)
{
  const char *dir = g_getenv ("SUDOKU_LOOK_DIR");
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  if (dir == NULL || *dir == '\0')
    return;

  /* Long enough for the header bar's Solve/Cancel crossfade to end. */
  sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, f->board, "the board to be idle");
  sudoku_test_wait_frames (GTK_WIDGET (f->window), 30);
  texture = sudoku_test_render (GTK_WIDGET (f->window));
  name = g_strdup_printf ("look-%s-%s.png", scheme_name (f), what);
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("saved %s", path);
}

/* ---- checks ---- */

typedef struct
{
  double min_tint_delta_e;
  double min_line_contrast;
  double max_line_contrast;
  double min_thin_contrast;
  double max_thin_contrast;
  guint  n_region_lines;
  guint  n_thin_lines;
} LineFigures;

/* The run of pixels, across the line between cells @a and @b (@b right of
 * or below @a), that differ from both cells' backgrounds: its width and the
 * lower of its middle pixel's contrasts against the two sides. */
static void
measure_line (Fixture    *f,
              const Shot *shot,
              guint       a,
              guint       b,
              int        *width,
              double     *line_contrast)
{
  graphene_rect_t ra = cell_rect (f, a);
  graphene_rect_t rb = cell_rect (f, b);
  gboolean across = b == a + 1;
  Rgb bg_a = cell_background (f, shot, a);
  Rgb bg_b = cell_background (f, shot, b);
  int start = across ? (int) (ra.origin.x + ra.size.width) - 8 : (int) (ra.origin.y + ra.size.height) - 8;
  int end = across ? (int) rb.origin.x + 8 : (int) rb.origin.y + 8;
  int fixed = across ? (int) ra.origin.y + 6 : (int) ra.origin.x + 6;
  int first = -1;
  int last = -1;

  for (int t = start; t < end; t++)
    {
      Rgb p = across ? sudoku_test_shot_pixel (shot, t, fixed) : sudoku_test_shot_pixel (shot, fixed, t);

      if (sudoku_test_delta_e (p, bg_a) > 8 && sudoku_test_delta_e (p, bg_b) > 8)
        {
          if (first < 0)
            first = t;
          else
            g_assert_cmpint (t, ==, last + 1);   /* one run, no gaps */
          last = t;
        }
    }

  *width = first < 0 ? 0 : last - first + 1;
  *line_contrast = 0;
  if (first >= 0)
    {
      int middle = (first + last) / 2;
      Rgb line = across ? sudoku_test_shot_pixel (shot, middle, fixed) : sudoku_test_shot_pixel (shot, fixed, middle);

      *line_contrast = MIN (sudoku_test_contrast (line, bg_a), sudoku_test_contrast (line, bg_b));
    }
}

static void
check_lines_and_tints (Fixture     *f,
                       const char  *what,
                       gboolean     tint,
                       LineFigures *figures)
{
  const SkLayout *layout = sudoku_board_get_layout (f->board);
  Shot shot = { 0 };

  set_window_state (f, "show-region-tint", tint);
  g_assert_true (sudoku_board_view_get_show_tint (f->view) == tint);
  unfocus_board (f);
  sudoku_test_wait_frames (GTK_WIDGET (f->view), 2);
  sudoku_test_shot_take (GTK_WIDGET (f->view), &shot);

  *figures = (LineFigures) { G_MAXDOUBLE, G_MAXDOUBLE, 0, G_MAXDOUBLE, 0, 0, 0 };
  for (guint a = 0; a < SK_CELLS; a++)
    for (guint step = 1; step <= 9; step += 8)
      {
        guint b = a + step;
        gboolean same_region;
        int width;
        double line_contrast;

        if (b >= SK_CELLS || (step == 1 && a % 9 == 8))
          continue;

        same_region = layout->region[a] == layout->region[b];
        measure_line (f, &shot, a, b, &width, &line_contrast);
        if (same_region)
          {
            if (width != 1)
              g_error ("%s %s: the line between cells %u and %u is %d px, not 1",
                       scheme_name (f), what, a, b, width);
            figures->min_thin_contrast = MIN (figures->min_thin_contrast, line_contrast);
            figures->max_thin_contrast = MAX (figures->max_thin_contrast, line_contrast);
            figures->n_thin_lines++;
            continue;
          }

        if (width < REGION_LINE_WIDTH)
          g_error ("%s %s: the region line between cells %u and %u is %d px, not %d",
                   scheme_name (f), what, a, b, width, REGION_LINE_WIDTH);
        if (line_contrast < MIN_LINE_CONTRAST)
          g_error ("%s %s: the region line between cells %u and %u has a contrast of %.2f:1",
                   scheme_name (f), what, a, b, line_contrast);
        figures->min_line_contrast = MIN (figures->min_line_contrast, line_contrast);
        figures->max_line_contrast = MAX (figures->max_line_contrast, line_contrast);
        figures->n_region_lines++;

        if (tint)
          {
            double difference = sudoku_test_delta_e (cell_background (f, &shot, a), cell_background (f, &shot, b));

            if (difference < MIN_TINT_DELTA_E)
              g_error ("%s %s: cells %u and %u, in neighbouring regions, differ by dE %.1f",
                       scheme_name (f), what, a, b, difference);
            figures->min_tint_delta_e = MIN (figures->min_tint_delta_e, difference);
          }
      }

  /* Region lines stand out from the thin ones. */
  g_assert_cmpfloat (figures->min_line_contrast, >, figures->max_thin_contrast);
  sudoku_test_shot_clear (&shot);
}

static void
test_regions (Fixture       *f,
              gconstpointer  data)
{
  double worst_tint = G_MAXDOUBLE;
  double worst_line = G_MAXDOUBLE;

  for (gsize l = 0; l <= G_N_ELEMENTS (jigsaw_layouts); l++)
    {
      const char *name = l == 0 ? NULL : jigsaw_layouts[l - 1];
      const char *what = name != NULL ? name : "standard";
      LineFigures on, off;

      load_puzzle (f, name);
      check_lines_and_tints (f, what, TRUE, &on);
      check_lines_and_tints (f, what, FALSE, &off);
      g_test_message ("%s %-13s tints: min dE %5.1f between neighbouring regions; "
                      "region lines %d px, contrast %.2f-%.2f:1 (tints on), %.2f-%.2f:1 (off); "
                      "thin lines 1 px, %.2f-%.2f:1",
                      scheme_name (f), what, on.min_tint_delta_e, REGION_LINE_WIDTH,
                      on.min_line_contrast, on.max_line_contrast,
                      off.min_line_contrast, off.max_line_contrast,
                      MIN (on.min_thin_contrast, off.min_thin_contrast),
                      MAX (on.max_thin_contrast, off.max_thin_contrast));
      worst_tint = MIN (worst_tint, on.min_tint_delta_e);
      worst_line = MIN (worst_line, MIN (on.min_line_contrast, off.min_line_contrast));
    }
  g_test_message ("%s overall: min tint dE %.1f (>= %.0f), min region line contrast %.2f:1 (>= %.1f)",
                  scheme_name (f), worst_tint, MIN_TINT_DELTA_E, worst_line, MIN_LINE_CONTRAST);
  set_window_state (f, "show-region-tint", TRUE);
}

/* The strongest pixel inside a cell against its background. */
static double
digit_contrast (Fixture    *f,
                const Shot *shot,
                guint       index)
{
  graphene_rect_t r = cell_rect (f, index);
  Rgb bg = cell_background (f, shot, index);
  double best = 1;

  for (int y = (int) r.origin.y + 4; y < (int) (r.origin.y + r.size.height) - 4; y++)
    for (int x = (int) r.origin.x + 4; x < (int) (r.origin.x + r.size.width) - 4; x++)
      best = MAX (best, sudoku_test_contrast (sudoku_test_shot_pixel (shot, x, y), bg));
  return best;
}

typedef enum
{
  KIND_GIVEN,
  KIND_TYPED,
  KIND_SOLVED,
  KIND_HINTED,
  KIND_CANDIDATES,
  N_KINDS
} Kind;

static const char * const kind_names[N_KINDS] = {
  "given", "typed", "solved", "hinted", "candidates",
};

/* With the cursor on @cursor, or no selection for SK_CELLS. */
static void
measure_digits (Fixture    *f,
                const char *what,
                guint       cursor,
                double      worst[N_KINDS],
                guint       count[N_KINDS])
{
  Shot shot = { 0 };

  if (cursor < SK_CELLS)
    sudoku_board_view_set_cursor (f->view, cursor);
  else
    unfocus_board (f);
  sudoku_test_wait_frames (GTK_WIDGET (f->view), 2);
  sudoku_test_shot_take (GTK_WIDGET (f->view), &shot);

  for (guint i = 0; i < SK_CELLS; i++)
    {
      GtkWidget *entry = sudoku_board_view_get_cell_entry (f->view, i);
      SudokuCell *cell = sudoku_board_get_cell (f->board, i);
      Kind kind;
      double measured;

      /* The focus ring is no digit. */
      if (i == cursor)
        continue;
      if (sudoku_cell_get_value (cell) == 0)
        {
          if (sudoku_cell_entry_get_candidates (SUDOKU_CELL_ENTRY (entry)) == 0)
            continue;
          kind = KIND_CANDIDATES;
        }
      else if (gtk_widget_has_css_class (entry, "given"))
        kind = KIND_GIVEN;
      else if (gtk_widget_has_css_class (entry, "solved"))
        kind = KIND_SOLVED;
      else if (gtk_widget_has_css_class (entry, "hinted"))
        kind = KIND_HINTED;
      else
        kind = KIND_TYPED;

      measured = digit_contrast (f, &shot, i);
      if (measured < MIN_TEXT_CONTRAST)
        g_error ("%s %s: the %s digit of cell %u has a contrast of %.2f:1",
                 scheme_name (f), what, kind_names[kind], i, measured);
      worst[kind] = MIN (worst[kind], measured);
      count[kind]++;
    }
  sudoku_test_shot_clear (&shot);
}

static void
test_digits (Fixture       *f,
             gconstpointer  data)
{
  for (guint l = 0; l < 2; l++)
    {
      const char *name = l == 0 ? NULL : jigsaw_layouts[0];
      const char *what = name != NULL ? name : "standard";
      double worst[N_KINDS];
      guint count[N_KINDS] = { 0 };
      guint typed = SK_CELLS;
      guint hinted = SK_CELLS;

      for (guint k = 0; k < N_KINDS; k++)
        worst[k] = G_MAXDOUBLE;

      load_puzzle (f, name);
      for (guint i = 0; i < SK_CELLS && typed == SK_CELLS; i++)
        if (sudoku_cell_get_value (sudoku_board_get_cell (f->board, i)) == 0)
          typed = i;
      g_assert_true (sudoku_board_set_value (f->board, typed, f->solution.cell[typed]));
      give_hint (f);
      for (guint i = 0; i < SK_CELLS; i++)
        if (sudoku_cell_get_hinted (sudoku_board_get_cell (f->board, i)))
          hinted = i;
      g_assert_cmpuint (hinted, <, SK_CELLS);

      /* Candidates on every tint, with and without a selection; then the
       * solver's digits, with the hinted cell selected, so that solved
       * digits lie under the same-digit highlight too. */
      set_window_state (f, "show-candidates", TRUE);
      measure_digits (f, what, SK_CELLS, worst, count);
      measure_digits (f, what, typed, worst, count);
      save_screenshot (f, l == 0 ? "standard" : "jigsaw");
      set_window_state (f, "show-candidates", FALSE);
      sudoku_board_solve_async (f->board, SUDOKU_ALGORITHM_PROPAGATE, 0, NULL, NULL, NULL);
      sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, f->board, "the solve");
      sudoku_test_ui_spin ();
      measure_digits (f, what, SK_CELLS, worst, count);
      measure_digits (f, what, hinted, worst, count);

      for (guint k = 0; k < N_KINDS; k++)
        {
          g_assert_cmpuint (count[k], >, 0);
          g_test_message ("%s %s: %s digits, min contrast %.2f:1 in %u cells of 4 renders (>= %.1f)",
                          scheme_name (f), what, kind_names[k], worst[k], count[k],
                          MIN_TEXT_CONTRAST);
        }
    }
}

/* Selecting a cell: its row, column and region faintly, its digit strongly. */
static void
test_selection (Fixture       *f,
                gconstpointer  data)
{
  for (guint l = 0; l < 2; l++)
    {
      const char *name = l == 0 ? NULL : jigsaw_layouts[0];
      const char *what = name != NULL ? name : "standard";
      const SkLayout *layout;
      Shot before = { 0 }, after = { 0 };
      double min_peer = G_MAXDOUBLE, max_peer = 0, min_same = G_MAXDOUBLE, max_other = 0;
      guint cursor = SK_CELLS;
      guint digit;
      guint n_same = 0;

      load_puzzle (f, name);
      layout = sudoku_board_get_layout (f->board);
      /* The first given whose digit is on the board more than twice. */
      for (guint i = 0; i < SK_CELLS && cursor == SK_CELLS; i++)
        {
          guint v = sudoku_cell_get_value (sudoku_board_get_cell (f->board, i));
          guint n = 0;

          for (guint j = 0; j < SK_CELLS && v != 0; j++)
            n += sudoku_cell_get_value (sudoku_board_get_cell (f->board, j)) == v;
          if (n > 2)
            cursor = i;
        }
      g_assert_cmpuint (cursor, <, SK_CELLS);
      digit = sudoku_cell_get_value (sudoku_board_get_cell (f->board, cursor));

      unfocus_board (f);
      sudoku_test_wait_frames (GTK_WIDGET (f->view), 2);
      sudoku_test_shot_take (GTK_WIDGET (f->view), &before);
      sudoku_board_view_set_cursor (f->view, cursor);
      sudoku_test_wait_frames (GTK_WIDGET (f->view), 2);
      sudoku_test_shot_take (GTK_WIDGET (f->view), &after);

      for (guint i = 0; i < SK_CELLS; i++)
        {
          gboolean peer = sk_cell_row ((int) i) == sk_cell_row ((int) cursor) ||
                          sk_cell_column ((int) i) == sk_cell_column ((int) cursor) ||
                          layout->region[i] == layout->region[cursor];
          gboolean same = sudoku_cell_get_value (sudoku_board_get_cell (f->board, i)) == digit;
          double difference;

          if (i == cursor)
            continue;
          difference = sudoku_test_delta_e (cell_background (f, &before, i), cell_background (f, &after, i));
          if (same)
            {
              min_same = MIN (min_same, difference);
              n_same++;
            }
          else if (peer)
            {
              min_peer = MIN (min_peer, difference);
              max_peer = MAX (max_peer, difference);
            }
          else
            max_other = MAX (max_other, difference);
        }

      g_test_message ("%s %s selection: row/column/region dE %.1f-%.1f (>= %.0f), "
                      "same digit (%u cells) dE >= %.1f (>= %.0f), other cells dE <= %.2f",
                      scheme_name (f), what, min_peer, max_peer, MIN_PEER_DELTA_E,
                      n_same, min_same, MIN_SAME_DELTA_E, max_other);
      g_assert_cmpuint (n_same, >=, 2);
      g_assert_cmpfloat (min_peer, >=, MIN_PEER_DELTA_E);
      g_assert_cmpfloat (min_same, >=, MIN_SAME_DELTA_E);
      g_assert_cmpfloat (min_same, >=, max_peer + MIN_SAME_OVER_PEER);
      g_assert_cmpfloat (max_other, <, 1.0);

      if (l == 1)
        save_screenshot (f, "jigsaw-selected");
      sudoku_test_shot_clear (&before);
      sudoku_test_shot_clear (&after);
    }
}

/* ---- a drawn hint ---- */

/* A step of @technique on a puzzle's path, with its candidates as pencil
 * marks, drawn by pressing Hint twice. */
static const SudokuStep *
draw_step (Fixture     *f,
           SkTechnique  technique)
{
  SudokuTestPosition position;
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  guint8 place[SK_CELLS] = { 0 };
  SkMask marks[SK_CELLS];
  const SudokuStep *step;

  g_assert_true (sudoku_test_find_position ("rated-se-100.txt", technique, FALSE, &position));
  puzzle->givens = position.givens;
  sudoku_board_load_puzzle (f->board, puzzle);
  for (guint i = 0; i < SK_CELLS; i++)
    {
      if (position.givens.cell[i] == 0)
        place[i] = position.before.grid.cell[i];
      marks[i] = position.before.grid.cell[i] == 0 ? position.before.cand[i] : 0;
    }
  _sudoku_board_apply_step_result (f->board, marks, place);
  for (int press = 0; press < 2; press++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.hint", NULL));
      sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, f->board, "the hint");
      sudoku_test_ui_spin ();
    }
  step = sudoku_step_view_get_step (sudoku_test_ui_step_view (f->window));
  g_assert_nonnull (step);
  sudoku_test_wait_frames (GTK_WIDGET (f->view), 2);
  return step;
}

/* An X-Wing: removed candidates, candidates of the pattern and the
 * outlines of its rows and columns. */
static const SudokuStep *
draw_x_wing (Fixture *f)
{
  const SudokuStep *step = draw_step (f, SK_TECH_X_WING);

  g_assert_cmpint (step->step.technique, ==, SK_TECH_X_WING);
  return step;
}

/* The strongest contrast against @bg over the pixels of @shot in the box
 * from (@x0, @y0) to (@x1, @y1), both included. */
static double
strongest (const Shot *shot,
           Rgb         bg,
           int         x0,
           int         y0,
           int         x1,
           int         y1)
{
  double best = 1.0;

  for (int y = y0; y <= y1; y++)
    for (int x = x0; x <= x1; x++)
      best = MAX (best, sudoku_test_contrast (sudoku_test_shot_pixel (shot, x, y), bg));
  return best;
}

/* A cell's background under the step, where no ring, outline, focus ring
 * or digit reaches: an empty cell's at the corner where candidate places
 * 1, 2, 4 and 5 meet, a filled cell's near its top left corner. */
static Rgb
step_cell_background (Fixture               *f,
                      const Shot            *shot,
                      const graphene_rect_t *cells,
                      guint                  index)
{
  const graphene_rect_t *cell = &cells[index];
  gboolean empty = sudoku_cell_get_value (sudoku_board_get_cell (f->board, index)) == 0;
  int x = (int) (cell->origin.x + (empty ? cell->size.width / 3 - 1 : 5));
  int y = (int) (cell->origin.y + (empty ? cell->size.height / 3 - 1 : 5));
  Rgb sum = { 0, 0, 0 };

  for (int dy = 0; dy < 2; dy++)
    for (int dx = 0; dx < 2; dx++)
      {
        Rgb p = sudoku_test_shot_pixel (shot, x + dx, y + dy);

        sum = (Rgb) { sum.r + p.r / 4, sum.g + p.g / 4, sum.b + p.b / 4 };
      }
  return sum;
}

/* The shapes of the step drawn over the cells (their bounds in @over, the
 * step view's parent, into @cells), and @over's pixels in @shot. */
static GArray *
drawn_shapes (Fixture         *f,
              GtkWidget       *over,
              graphene_rect_t  cells[SK_CELLS],
              Shot            *shot)
{
  GArray *shapes;

  for (guint i = 0; i < SK_CELLS; i++)
    g_assert_true (gtk_widget_compute_bounds (sudoku_board_view_get_cell_entry (f->view, i),
                                              over, &cells[i]));
  shapes = sudoku_step_painter_shapes (sudoku_step_view_get_step (sudoku_test_ui_step_view (f->window)),
                                       cells);
  sudoku_test_shot_take (over, shot);
  return shapes;
}

static void
test_hint_marks (Fixture       *f,
                 gconstpointer  data)
{
  SudokuStepView *step_view = sudoku_test_ui_step_view (f->window);
  GtkWidget *over = gtk_widget_get_parent (GTK_WIDGET (step_view));
  g_autoptr(GArray) shapes = NULL;
  graphene_rect_t cells[SK_CELLS];
  double worst[3] = { 21, 21, 21 };   /* strike, candidate, outline */
  guint count[3] = { 0 };
  Shot shot;

  draw_x_wing (f);
  shapes = drawn_shapes (f, over, cells, &shot);
  for (guint i = 0; i < shapes->len; i++)
    {
      const SudokuStepShape *shape = &g_array_index (shapes, SudokuStepShape, i);
      Rgb bg = step_cell_background (f, &shot, cells, shape->cell);
      graphene_point_t c;
      double ratio;
      int which;

      if (shape->kind == SUDOKU_STEP_SHAPE_STRIKE || shape->kind == SUDOKU_STEP_SHAPE_CANDIDATE)
        {
          /* The ring, on the circle's right, clear of the candidate's digit. */
          double r = MIN (shape->area.size.width, shape->area.size.height) / 2.0 * 0.9;

          graphene_rect_get_center (&shape->area, &c);
          ratio = strongest (&shot, bg, (int) (c.x + r) - 2, (int) c.y, (int) (c.x + r) + 1, (int) c.y);
          which = shape->kind == SUDOKU_STEP_SHAPE_STRIKE ? 0 : 1;
        }
      else if (shape->kind == SUDOKU_STEP_SHAPE_OUTLINE)
        {
          /* The side's middle and the two pixels inside the cell from it. */
          graphene_point_t centre;
          double mx = (shape->from.x + shape->to.x) / 2, my = (shape->from.y + shape->to.y) / 2;
          int dx, dy;

          graphene_rect_get_center (&cells[shape->cell], &centre);
          dx = shape->from.x == shape->to.x ? (centre.x > mx ? 1 : -1) : 0;
          dy = shape->from.y == shape->to.y ? (centre.y > my ? 1 : -1) : 0;
          ratio = 1.0;
          for (int t = 0; t < 2; t++)
            {
              Rgb p = sudoku_test_shot_pixel (&shot, (int) mx + dx * t - (dx < 0),
                                              (int) my + dy * t - (dy < 0));

              ratio = MAX (ratio, sudoku_test_contrast (p, bg));
            }
          which = 2;
        }
      else
        continue;
      worst[which] = MIN (worst[which], ratio);
      count[which]++;
    }
  g_test_message ("%s: hint marks against their cells: removed %.2f:1 (%u), candidate %.2f:1 (%u), outline %.2f:1 (%u)",
                  scheme_name (f), worst[0], count[0], worst[1], count[1], worst[2], count[2]);
  save_screenshot (f, "hint-x-wing");
  for (int i = 0; i < 3; i++)
    {
      g_assert_cmpuint (count[i], >, 0);
      g_assert_cmpfloat (worst[i], >=, MIN_MARK_CONTRAST);
    }
  sudoku_test_shot_clear (&shot);
}

/* The candidate inside each ring of a drawn step (removed, of the pattern,
 * placed) against the disc it reads through, at a spot of the disc that
 * neither the digit nor the ring reaches: the digits stay readable. */
static void
test_hint_digits (Fixture       *f,
                  gconstpointer  data)
{
  static const SkTechnique techniques[] = { SK_TECH_X_WING, SK_TECH_HIDDEN_SINGLE_REGION };
  const char *kinds[] = { "removed", "pattern", "placed" };
  double worst[3] = { 21, 21, 21 };
  guint count[3] = { 0 };

  for (gsize t = 0; t < G_N_ELEMENTS (techniques); t++)
    {
      SudokuStepView *step_view = sudoku_test_ui_step_view (f->window);
      GtkWidget *over = gtk_widget_get_parent (GTK_WIDGET (step_view));
      g_autoptr(GArray) shapes = NULL;
      graphene_rect_t cells[SK_CELLS];
      Shot shot;

      draw_step (f, techniques[t]);
      shapes = drawn_shapes (f, over, cells, &shot);
      for (guint i = 0; i < shapes->len; i++)
        {
          const SudokuStepShape *shape = &g_array_index (shapes, SudokuStepShape, i);
          double r = MIN (shape->area.size.width, shape->area.size.height) / 2.0 * 0.9;
          int which = shape->kind == SUDOKU_STEP_SHAPE_STRIKE ? 0
                      : shape->kind == SUDOKU_STEP_SHAPE_CANDIDATE ? 1
                      : shape->kind == SUDOKU_STEP_SHAPE_PLACE ? 2 : -1;
          graphene_point_t c;
          Rgb disc;
          double ratio;

          /* A removed candidate's stroke crosses it: its digit is not read. */
          if (which <= 0)
            continue;
          graphene_rect_get_center (&shape->area, &c);
          /* Inside the ring, below the digit's foot and clear of the ring. */
          disc = sudoku_test_shot_pixel (&shot, (int) c.x, (int) (c.y + r * 0.78));
          ratio = strongest (&shot, disc, (int) (c.x - r * 0.3), (int) (c.y - r * 0.4),
                             (int) (c.x + r * 0.3), (int) (c.y + r * 0.3));
          worst[which] = MIN (worst[which], ratio);
          count[which]++;
        }
      save_screenshot (f, t == 0 ? "hint-digits-x-wing" : "hint-digits-single");
      sudoku_test_shot_clear (&shot);
      gtk_widget_activate_action (GTK_WIDGET (f->window), "win.hint-dismiss", NULL);
    }
  for (int i = 1; i < 3; i++)
    {
      g_test_message ("%s: %s candidates in their rings: %.2f:1 (%u)", scheme_name (f), kinds[i],
                      worst[i], count[i]);
      g_assert_cmpuint (count[i], >, 0);
      g_assert_cmpfloat (worst[i], >=, MIN_TEXT_CONTRAST);
    }
}

/* While a hint is drawn, the selection's tints pause: a cell of the
 * cursor's row looks as it does with no selection at all; they come back
 * when the hint goes. */
static void
test_hint_pauses_selection (Fixture       *f,
                            gconstpointer  data)
{
  const SudokuStep *step = draw_x_wing (f);
  guint cursor = SK_CELLS, peer = SK_CELLS;
  Shot selected, plain, dismissed;
  double paused, back;

  /* A cell the step does not draw on, and one of its row that it does not either. */
  for (guint i = 0; i < SK_CELLS && peer == SK_CELLS; i++)
    {
      gboolean drawn = step->step.remove[i] != 0 || step->step.place[i] != 0;

      for (int m = 0; m < step->step.n_marks; m++)
        drawn |= step->step.marks[m].cell == i;
      if (drawn)
        continue;
      if (cursor == SK_CELLS)
        cursor = i;
      else if (sudoku_index_row (i) == sudoku_index_row (cursor))
        peer = i;
    }
  g_assert_cmpuint (peer, <, SK_CELLS);

  unfocus_board (f);
  sudoku_test_wait_frames (GTK_WIDGET (f->view), 2);
  sudoku_test_shot_take (GTK_WIDGET (f->view), &plain);
  sudoku_board_view_set_cursor (f->view, cursor);
  gtk_widget_grab_focus (sudoku_board_view_get_cell_entry (f->view, cursor));
  sudoku_test_wait_frames (GTK_WIDGET (f->view), 2);
  sudoku_test_shot_take (GTK_WIDGET (f->view), &selected);
  paused = sudoku_test_delta_e (cell_background (f, &selected, peer), cell_background (f, &plain, peer));

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.hint-dismiss", NULL);
  gtk_widget_grab_focus (sudoku_board_view_get_cell_entry (f->view, cursor));
  sudoku_test_wait_frames (GTK_WIDGET (f->view), 2);
  sudoku_test_shot_take (GTK_WIDGET (f->view), &dismissed);
  back = sudoku_test_delta_e (cell_background (f, &dismissed, peer), cell_background (f, &plain, peer));
  g_test_message ("%s: the cursor's row, hint drawn: ΔE %.2f; hint dismissed: ΔE %.2f",
                  scheme_name (f), paused, back);
  g_assert_cmpfloat (paused, <, 1.0);
  g_assert_cmpfloat (back, >=, MIN_PEER_DELTA_E);
  sudoku_test_shot_clear (&plain);
  sudoku_test_shot_clear (&selected);
  sudoku_test_shot_clear (&dismissed);
}

/* Screenshots only (run only with SUDOKU_LOOK_DIR set): a jigsaw without
 * tints, candidates and a selection. */
static void
test_screenshots (Fixture       *f,
                  gconstpointer  data)
{
  load_puzzle (f, jigsaw_layouts[0]);
  give_hint (f);
  set_window_state (f, "show-candidates", TRUE);
  set_window_state (f, "show-region-tint", FALSE);
  sudoku_board_view_set_cursor (f->view, 0);
  save_screenshot (f, "jigsaw-notint");
  set_window_state (f, "show-region-tint", TRUE);
  save_screenshot (f, "jigsaw-candidates");
  set_window_state (f, "show-candidates", FALSE);
  load_puzzle (f, NULL);
  give_hint (f);
  sudoku_board_view_set_cursor (f->view, 0);
  save_screenshot (f, "standard-selected");
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *root = sudoku_test_ui_isolate ();
  int status;

  gtk_test_init (&argc, &argv, NULL);
  application = sudoku_test_ui_new_application ();

#define ADD(path, func) \
  g_test_add ("/ui/BoardLook/light/" path, Fixture, GINT_TO_POINTER (FALSE), fixture_setup, (func), fixture_teardown); \
  g_test_add ("/ui/BoardLook/dark/" path, Fixture, GINT_TO_POINTER (TRUE), fixture_setup, (func), fixture_teardown)

  ADD ("regions", test_regions);
  ADD ("digits", test_digits);
  ADD ("selection", test_selection);
  ADD ("hint-marks", test_hint_marks);
  ADD ("hint-digits", test_hint_digits);
  ADD ("hint-pauses-selection", test_hint_pauses_selection);
  /* Not a check: pictures for a person to look at, when asked for. */
  if (g_getenv ("SUDOKU_LOOK_DIR") != NULL)
    {
      ADD ("screenshots", test_screenshots);
    }

#undef ADD

  status = g_test_run ();
  g_clear_object (&application);
  sudoku_test_remove_tree (root);
  return status;
}
