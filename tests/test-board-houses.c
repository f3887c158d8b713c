/* test-board-houses.c: a variant's extra houses on the window's board, measured in light and dark
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The shipped Sudoku-X, Windoku and Windmill X (a jigsaw with both
 * diagonals) on a real window's board view, rendered to pixels:
 *
 *  - every cell of an extra house differs from the same cell of the same
 *    board without extra houses by a CIELAB ΔE*76 of MIN_HOUSE_DELTA_E or
 *    more, and every other cell not at all; a cell in two houses (the X's
 *    centre) differs from a cell in one by MIN_OVERLAP_DELTA_E or more;
 *  - a diagonal house has its line: the strongest pixel on the diagonal
 *    between two candidates' places, against the cell's shade, at least
 *    MIN_LINE_CONTRAST:1 (WCAG, for parts of graphics);
 *  - digits (given, solved) and candidates in the houses' cells, against
 *    the shade, at least MIN_TEXT_CONTRAST:1 (WCAG AA), leaving out the
 *    pixels within LINE_REACH of a diagonal;
 *  - a diagonal's line stops short of the digits and candidates it would
 *    cross: drawn in pure red, no red pixel lies within LINE_CLEARANCE of
 *    their ink;
 *  - a hint on the main diagonal (on Windoku, the window at r2c2) outlines
 *    the house, and its words name it as the engine does.
 *
 * Figures are printed as test messages (--verbose). With SUDOKU_LOOK_DIR
 * set, the window is saved there as houses-*.png, with and without a hint.
 */

#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "sk-solver.h"
#include "sudoku-board-private.h"
#include "sudoku-cell-entry.h"
#include "sudoku-geometry.h"
#include "sudoku-layout-file.h"
#include "sudoku-step-painter.h"
#include "sudoku-test-pixels.h"
#include "sudoku-test-ui.h"
#include "sudoku-test-util.h"

#define MIN_HOUSE_DELTA_E    5.0
#define MIN_OVERLAP_DELTA_E  3.0
#define MIN_LINE_CONTRAST    3.0
#define MIN_TEXT_CONTRAST    4.5
#define LINE_REACH           3.0
#define LINE_CLEARANCE       2
/* test_line_clear_of_ink's pass with a hint's step drawn. */
#define HINT_PASS            3

static const char * const variants[] = { "sudoku-x", "windoku", "windmill-x" };

static GtkApplication *application;

typedef SudokuTestRgb Rgb;
typedef SudokuTestShot Shot;

typedef struct
{
  SudokuWindow    *window;
  SudokuBoardView *view;
  SudokuBoard     *board;
  SkLayout         layout;     /* of the puzzle loaded */
  SkGrid           solution;
  gboolean         dark;
  /* What a shot is taken of: the board, or with a hint's drawing the board
   * and the step view over it. */
  GtkWidget       *shot_widget;
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();

  f->window = sudoku_test_ui_new_window (application);
  f->view = sudoku_test_ui_board_view (f->window);
  f->board = sudoku_window_get_board (f->window);
  f->shot_widget = GTK_WIDGET (f->view);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 560, 760);
  while (!gtk_widget_get_mapped (GTK_WIDGET (f->view)))
    g_main_context_iteration (NULL, TRUE);
  f->dark = GPOINTER_TO_INT (data);
  adw_style_manager_set_color_scheme (manager, f->dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                       : ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_true (adw_style_manager_get_dark (manager) == f->dark);
  sudoku_test_wait_frames (GTK_WIDGET (f->view), 2);
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
  g_assert_cmpuint (layout->n_extra, >, 0);
}

/* The house a hint is given on: the main diagonal where it is one, else
 * the first extra house (Windoku's window at r2c2). */
static int
hint_house (const SkLayout *layout)
{
  for (int e = 0; e < layout->n_extra; e++)
    if (sk_layout_extra_shape (layout, e) == SK_HOUSE_SHAPE_MAIN_DIAGONAL)
      return SK_UNITS + e;
  return SK_UNITS;
}

/* About a third of a solution of the empty board as givens, and all of the
 * hint's house but its first cell: the one step left there is the house's. */
static void
load_puzzle (Fixture    *f,
             const char *name)
{
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();
  SkGrid empty = { { 0 } };
  SkSolveOptions options;
  SkSolveResult result;
  int house;

  load_layout (name, &f->layout);
  house = hint_house (&f->layout);
  sk_solve_options_init (&options);
  sk_solve (&empty, &f->layout, &options, &result);
  g_assert_cmpint (result.status, ==, SK_SOLVE_SOLVED);
  f->solution = result.solution;
  puzzle->layout = f->layout;
  puzzle->has_layout = TRUE;
  for (guint i = 0; i < SK_CELLS; i++)
    if ((i * 5) % 11 < 4 || ((f->layout.cell_extra_bits[i] >> (house - SK_UNITS)) & 1) != 0)
      puzzle->givens.cell[i] = result.solution.cell[i];
  puzzle->givens.cell[f->layout.unit_cells[house][0]] = 0;
  sudoku_board_load_puzzle (f->board, puzzle);
  g_assert_true (sk_layout_equal (sudoku_board_get_layout (f->board), &f->layout));
  g_assert_cmpuint (sudoku_board_get_n_conflicts (f->board), ==, 0);
  gtk_window_set_focus (GTK_WINDOW (f->window), NULL);
  sudoku_test_wait_frames (GTK_WIDGET (f->view), 2);
}

static void
save_look (Fixture    *f,
           const char *name,
           const char *what)
{
  const char *dir = g_getenv ("SUDOKU_LOOK_DIR");
  g_autofree char *file_name = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  if (dir == NULL || *dir == '\0')
    return;
  sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, f->board, "the board to be idle");
  sudoku_test_wait_frames (GTK_WIDGET (f->window), 30);
  texture = sudoku_test_render (GTK_WIDGET (f->window));
  file_name = g_strdup_printf ("houses-%s-%s%s.png", scheme_name (f), name, what);
  path = g_build_filename (dir, file_name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("saved %s", path);
}

/* The part of a cell that the cell's text node, and so its shade and line,
 * covers: the cell without its right and lower lines. */
static graphene_rect_t
cell_area (Fixture *f,
           guint    index)
{
  GtkWidget *entry = sudoku_board_view_get_cell_entry (f->view, index);
  GtkWidget *text = gtk_widget_get_first_child (entry);
  graphene_rect_t bounds;

  g_assert_true (GTK_IS_TEXT (text));
  g_assert_true (gtk_widget_compute_bounds (text, f->shot_widget, &bounds));
  return bounds;
}

/* How far (in pixels) the point is from the nearest diagonal line the cell
 * draws; G_MAXDOUBLE when it draws none. */
static double
line_distance (const graphene_rect_t *r,
               guint8                 marks,
               double                 x,
               double                 y)
{
  double u = (x - r->origin.x) / r->size.width, v = (y - r->origin.y) / r->size.height;
  double scale = MIN (r->size.width, r->size.height) / G_SQRT2;
  double distance = G_MAXDOUBLE;

  if ((marks & SK_HOUSE_MARK_MAIN_DIAGONAL) != 0)
    distance = MIN (distance, fabs (u - v) * scale);
  if ((marks & SK_HOUSE_MARK_ANTI_DIAGONAL) != 0)
    distance = MIN (distance, fabs (u + v - 1) * scale);
  return distance;
}

/* A cell's shade, where nothing is drawn: between the candidates' places
 * of 4 and 5 (a third across, half down), which no diagonal passes near,
 * for a cell showing candidates; its top left corner, or top right one on
 * the main diagonal, or the top edge's middle on both, for a digit. */
static Rgb
shade_of (Fixture    *f,
          const Shot *shot,
          guint       index,
          guint8      marks,
          gboolean    candidates)
{
  graphene_rect_t r = cell_area (f, index);
  double x = r.origin.x + 3, y = r.origin.y + 3;

  if (candidates)
    {
      x = r.origin.x + r.size.width / 3 - 2;
      y = r.origin.y + r.size.height / 2 - 2;
    }
  else if ((marks & SK_HOUSE_MARK_MAIN_DIAGONAL) != 0 && (marks & SK_HOUSE_MARK_ANTI_DIAGONAL) != 0)
    x = r.origin.x + r.size.width / 2 - 2;
  else if ((marks & SK_HOUSE_MARK_MAIN_DIAGONAL) != 0)
    x = r.origin.x + r.size.width - 7;
  return sudoku_test_shot_patch (shot, (int) x, (int) y);
}

/* ---- checks ---- */

/* The board with its houses against the same board without: the houses'
 * cells shaded, deeper where two meet, no other cell touched. */
static void
test_shade (Fixture       *f,
            gconstpointer  data)
{
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      Shot with = { 0 }, without = { 0 };
      SkLayout plain;
      guint8 marks[SK_CELLS];
      double least = G_MAXDOUBLE, most_other = 0, least_overlap = G_MAXDOUBLE;
      guint n_house = 0, n_overlap = 0;
      const guint centre = SK_CELLS / 2;

      load_puzzle (f, variants[v]);
      sudoku_layout_house_marks (&f->layout, marks);
      sudoku_test_shot_take (GTK_WIDGET (f->view), &with);
      save_look (f, variants[v], "");
      plain = f->layout;
      sk_layout_clear_extra (&plain);
      sudoku_board_set_layout (f->board, &plain);
      sudoku_test_wait_frames (GTK_WIDGET (f->view), 2);
      sudoku_test_shot_take (GTK_WIDGET (f->view), &without);

      for (guint i = 0; i < SK_CELLS; i++)
        {
          Rgb a = shade_of (f, &with, i, marks[i], FALSE);
          Rgb b = shade_of (f, &without, i, marks[i], FALSE);
          double delta = sudoku_test_delta_e (a, b);

          if (marks[i] == 0)
            {
              most_other = MAX (most_other, delta);
              continue;
            }
          n_house++;
          least = MIN (least, delta);
          /* The X's centre against each cell of one house on the same tint. */
          if ((marks[centre] & SK_HOUSE_MARK_OVERLAP) != 0 && (marks[i] & SK_HOUSE_MARK_OVERLAP) == 0 &&
              sudoku_test_delta_e (b, shade_of (f, &without, centre, marks[centre], FALSE)) < 1.0)
            {
              least_overlap = MIN (least_overlap,
                                   sudoku_test_delta_e (a, shade_of (f, &with, centre, marks[centre], FALSE)));
              n_overlap++;
            }
        }
      /* Sudoku-X has them (its centre box untinted, as its corner boxes). */
      if (sk_layout_regions_are_standard (&f->layout) && (marks[centre] & SK_HOUSE_MARK_OVERLAP) != 0)
        g_assert_cmpuint (n_overlap, >, 0);
      if (n_overlap > 0)
        g_assert_cmpfloat (least_overlap, >=, MIN_OVERLAP_DELTA_E);
      g_test_message ("%s %s: %u cells in houses, shade delta E %.1f or more (>= %.1f); "
                      "other cells %.2f at most; two houses against one %.1f or more in %u cells (>= %.1f)",
                      scheme_name (f), variants[v], n_house, least, MIN_HOUSE_DELTA_E, most_other,
                      n_overlap > 0 ? least_overlap : 0.0, n_overlap, MIN_OVERLAP_DELTA_E);
      g_assert_cmpuint (n_house, >=, 2 * SK_SIZE - 1);
      g_assert_cmpfloat (least, >=, MIN_HOUSE_DELTA_E);
      g_assert_cmpfloat (most_other, <, 1.0);
      sudoku_test_shot_clear (&with);
      sudoku_test_shot_clear (&without);
    }
}

/* The strongest contrast against @bg inside the cell, away from its lines. */
static double
content_contrast (Fixture    *f,
                  const Shot *shot,
                  guint       index,
                  guint8      marks,
                  Rgb         bg)
{
  graphene_rect_t r = cell_area (f, index);
  double best = 1;

  for (int y = (int) r.origin.y + 2; y < (int) (r.origin.y + r.size.height) - 2; y++)
    for (int x = (int) r.origin.x + 2; x < (int) (r.origin.x + r.size.width) - 2; x++)
      if (line_distance (&r, marks, x + 0.5, y + 0.5) > LINE_REACH)
        best = MAX (best, sudoku_test_contrast (sudoku_test_shot_pixel (shot, x, y), bg));
  return best;
}

/* The line through a diagonal cell: its strongest pixel, a quarter of the
 * way along, between the candidates' places of 1 and 5 (or 3 and 5). */
static double
diagonal_contrast (Fixture    *f,
                   const Shot *shot,
                   guint       index,
                   guint8      marks,
                   Rgb         bg)
{
  graphene_rect_t r = cell_area (f, index);
  double u = (marks & SK_HOUSE_MARK_MAIN_DIAGONAL) != 0 ? 0.30 : 0.70;
  int cx = (int) (r.origin.x + u * r.size.width), cy = (int) (r.origin.y + 0.30 * r.size.height);
  double best = 1;

  for (int y = cy - 2; y <= cy + 2; y++)
    for (int x = cx - 2; x <= cx + 2; x++)
      best = MAX (best, sudoku_test_contrast (sudoku_test_shot_pixel (shot, x, y), bg));
  return best;
}

/* The board of the puzzle loaded, in three passes: its givens (pass 0),
 * then with candidates (1), then solved (2). */
static void
shoot_pass (Fixture *f,
            guint    pass,
            Shot    *shot)
{
  if (pass == 1)
    set_window_state (f, "show-candidates", TRUE);
  if (pass == 2)
    {
      set_window_state (f, "show-candidates", FALSE);
      sudoku_board_solve_async (f->board, SUDOKU_ALGORITHM_PROPAGATE, 0, NULL, NULL, NULL);
      sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, f->board, "the solve");
      sudoku_test_ui_spin ();
    }
  sudoku_test_wait_frames (GTK_WIDGET (f->view), 2);
  sudoku_test_shot_take (GTK_WIDGET (f->view), shot);
}

/* Givens, then candidates, then the solver's digits in every cell of a
 * house, and the diagonals' lines in the empty cells. */
static void
test_legible (Fixture       *f,
              gconstpointer  data)
{
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      guint8 marks[SK_CELLS];
      double worst[3] = { G_MAXDOUBLE, G_MAXDOUBLE, G_MAXDOUBLE }, worst_line = G_MAXDOUBLE;
      guint count[3] = { 0 }, n_lines = 0;
      static const char * const kinds[3] = { "given", "candidates", "solved" };

      load_puzzle (f, variants[v]);
      sudoku_layout_house_marks (&f->layout, marks);
      for (guint pass = 0; pass < 3; pass++)
        {
          Shot shot = { 0 };

          shoot_pass (f, pass, &shot);
          for (guint i = 0; i < SK_CELLS; i++)
            {
              gboolean given = gtk_widget_has_css_class (sudoku_board_view_get_cell_entry (f->view, i),
                                                         "given");
              gboolean candidates = pass == 1 && !given;
              Rgb bg;
              double contrast;

              if (marks[i] == 0 || (pass == 0 && !given) || (pass != 0 && given))
                continue;
              bg = shade_of (f, &shot, i, marks[i], candidates);
              contrast = content_contrast (f, &shot, i, marks[i], bg);
              if (contrast < MIN_TEXT_CONTRAST)
                g_error ("%s %s: the %s in cell %u have a contrast of %.2f:1", scheme_name (f),
                         variants[v], kinds[pass], i, contrast);
              worst[pass] = MIN (worst[pass], contrast);
              count[pass]++;
              if (pass == 1 && (marks[i] & (SK_HOUSE_MARK_MAIN_DIAGONAL | SK_HOUSE_MARK_ANTI_DIAGONAL)) != 0 &&
                  (marks[i] & SK_HOUSE_MARK_OVERLAP) == 0)
                {
                  double line = diagonal_contrast (f, &shot, i, marks[i], bg);

                  worst_line = MIN (worst_line, line);
                  n_lines++;
                }
            }
          sudoku_test_shot_clear (&shot);
        }
      for (guint k = 0; k < 3; k++)
        {
          g_assert_cmpuint (count[k], >, 0);
          g_test_message ("%s %s: %s in houses, min contrast %.2f:1 in %u cells (>= %.1f)",
                          scheme_name (f), variants[v], kinds[k], worst[k], count[k], MIN_TEXT_CONTRAST);
        }
      if (f->layout.cell_extra_bits[0] != 0)
        {
          g_assert_cmpuint (n_lines, >, 0);
          g_test_message ("%s %s: diagonal lines, min contrast %.2f:1 in %u empty cells (>= %.1f)",
                          scheme_name (f), variants[v], worst_line, n_lines, MIN_LINE_CONTRAST);
          g_assert_cmpfloat (worst_line, >=, MIN_LINE_CONTRAST);
        }
    }
}

static gboolean
is_red (Rgb p)
{
  return p.r > 150 && p.g < 110 && p.b < 110 && p.r - MAX (p.g, p.b) > 80;
}

/* In a diagonal cell of @shot, away from its edges: pixels of the line
 * (red) and pixels of ink (any other that stands out from @bg), as two
 * lists of points; then the least distance (Chebyshev, in pixels) between
 * the two, or G_MAXINT when either is empty. */
static int
line_to_ink (Fixture    *f,
             const Shot *shot,
             guint       index,
             Rgb         bg,
             guint      *n_red)
{
  graphene_rect_t r = cell_area (f, index);
  g_autoptr(GArray) red = g_array_new (FALSE, FALSE, sizeof (int) * 2);
  g_autoptr(GArray) ink = g_array_new (FALSE, FALSE, sizeof (int) * 2);
  int least = G_MAXINT;

  for (int y = (int) r.origin.y + 3; y < (int) (r.origin.y + r.size.height) - 3; y++)
    for (int x = (int) r.origin.x + 3; x < (int) (r.origin.x + r.size.width) - 3; x++)
      {
        Rgb p = sudoku_test_shot_pixel (shot, x, y);
        int point[2] = { x, y };

        if (is_red (p))
          g_array_append_val (red, point);
        /* Anti-aliased edges of the line blend red into the shade: only
         * pixels with no red cast count as ink. */
        else if (sudoku_test_contrast (p, bg) >= 2.0 && p.r <= MAX (p.g, p.b) + 30)
          g_array_append_val (ink, point);
      }
  *n_red = red->len;
  for (guint i = 0; i < red->len; i++)
    for (guint j = 0; j < ink->len; j++)
      {
        const int *a = &g_array_index (red, int, 2 * i);
        const int *b = &g_array_index (ink, int, 2 * j);

        least = MIN (least, MAX (ABS (a[0] - b[0]), ABS (a[1] - b[1])));
      }
  return least;
}

/* The diagonals of Sudoku-X in pure red, through givens, candidates and
 * the solver's digits: in every diagonal cell the line is there, and no
 * red pixel lies next to a digit's ink. (The style sheet's line ran under
 * the text and touched every digit it crossed.) */
static void
test_line_clear_of_ink (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(GtkCssProvider) red = gtk_css_provider_new ();
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (f->view));
  guint8 marks[SK_CELLS];

  gtk_css_provider_load_from_data (red, "@define-color sudoku_diagonal_line #ff0000;", -1);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (red),
                                              GTK_STYLE_PROVIDER_PRIORITY_USER);
  load_puzzle (f, "sudoku-x");
  sudoku_layout_house_marks (&f->layout, marks);
  /* Givens, candidates, a hint's step drawn (its ring round the candidate
   * placed), then the solved board (Sudoku-X, but for the hint). */
  for (guint k = 0; k < 4; k++)
    {
      static const guint passes[] = { 0, 1, HINT_PASS, 2 };
      guint pass = passes[k];
      Shot shot = { 0 };
      int least = G_MAXINT;
      guint n_cells = 0;

      if (pass == HINT_PASS)
        {
          /* Windmill X's next step rings r2c2's 5: the middle of its cell,
           * on the main diagonal. */
          set_window_state (f, "show-candidates", FALSE);
          sudoku_test_ui_open_and_wait (f->window, "ui", "explain-windmill-x.sudoku");
          f->layout = *sudoku_board_get_layout (f->board);
          sudoku_layout_house_marks (&f->layout, marks);
          for (int press = 0; press < 2; press++)
            {
              g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.hint", NULL));
              sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, f->board, "the hint");
              sudoku_test_ui_spin ();
            }
          g_assert_nonnull (sudoku_step_view_get_step (sudoku_test_ui_step_view (f->window)));
          /* The rings are the step view's, over the board. */
          f->shot_widget = gtk_widget_get_parent (GTK_WIDGET (sudoku_test_ui_step_view (f->window)));
          sudoku_test_wait_frames (GTK_WIDGET (f->view), 2);
          sudoku_test_shot_take (f->shot_widget, &shot);
        }
      else
        {
          if (pass == 2)
            {
              f->shot_widget = GTK_WIDGET (f->view);
              g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.hint-dismiss", NULL));
              load_puzzle (f, "sudoku-x");
              sudoku_layout_house_marks (&f->layout, marks);
            }
          shoot_pass (f, pass, &shot);
        }
      for (guint i = 0; i < SK_CELLS; i++)
        {
          GtkWidget *entry = sudoku_board_view_get_cell_entry (f->view, i);
          gboolean filled = *gtk_editable_get_text (GTK_EDITABLE (entry)) != '\0';
          guint n_red;
          int distance;

          if ((marks[i] & (SK_HOUSE_MARK_MAIN_DIAGONAL | SK_HOUSE_MARK_ANTI_DIAGONAL)) == 0 ||
              (pass == 1 && filled) || ((pass == 0 || pass == 2) && !filled))
            continue;
          distance = line_to_ink (f, &shot, i, shade_of (f, &shot, i, marks[i], !filled), &n_red);
          g_assert_cmpuint (n_red, >, 0);
          least = MIN (least, distance);
          n_cells++;
        }
      g_test_message ("%s pass %u: %u diagonal cells, the line %d px or more from the ink (>= %d)",
                      scheme_name (f), pass, n_cells, least, LINE_CLEARANCE);
      g_assert_cmpuint (n_cells, >, 0);
      g_assert_cmpint (least, >=, LINE_CLEARANCE);
      sudoku_test_shot_clear (&shot);
    }
  gtk_style_context_remove_provider_for_display (display, GTK_STYLE_PROVIDER (red));
}

/* Hint pressed twice on a board whose main diagonal (or first window)
 * lacks one digit: the step is the house's, its words name it as the
 * engine does, and the drawing outlines the house: each of a diagonal's
 * cells on all four sides, a window round its square. */
static void
test_hint_on_house (Fixture       *f,
                    gconstpointer  data)
{
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      const SudokuStep *step;
      g_autoptr(GArray) shapes = NULL;
      graphene_rect_t cells[SK_CELLS];
      g_autofree char *where = NULL;
      char name[64];
      int house;
      guint outlined[SK_CELLS] = { 0 }, n_sides = 0;
      gboolean diagonal;

      load_puzzle (f, variants[v]);
      house = hint_house (&f->layout);
      diagonal = sk_layout_extra_shape (&f->layout, house - SK_UNITS) == SK_HOUSE_SHAPE_MAIN_DIAGONAL;
      for (int press = 0; press < 2; press++)
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.hint", NULL));
          sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, f->board, "the hint");
          sudoku_test_ui_spin ();
        }
      step = sudoku_step_view_get_step (sudoku_test_ui_step_view (f->window));
      g_assert_nonnull (step);
      g_assert_true (((step->step.base_units >> house) & 1) != 0);
      where = sudoku_step_describe_where (step);
      sk_unit_describe (house, &f->layout, name, sizeof name);
      g_test_message ("%s: %s", variants[v], where);
      g_assert_cmpstr (name, ==, diagonal ? "the main diagonal" : "the window at r2c2");
      g_assert_nonnull (strstr (where, name));

      for (guint i = 0; i < SK_CELLS; i++)
        cells[i] = GRAPHENE_RECT_INIT (sudoku_index_column ((int) i) * 10.0f,
                                       sudoku_index_row ((int) i) * 10.0f, 10.0f, 10.0f);
      shapes = sudoku_step_painter_shapes (step, cells);
      for (guint k = 0; k < shapes->len; k++)
        {
          const SudokuStepShape *shape = &g_array_index (shapes, SudokuStepShape, k);

          if (shape->kind == SUDOKU_STEP_SHAPE_OUTLINE && shape->role == 0)
            {
              outlined[shape->cell]++;
              n_sides++;
            }
        }
      for (guint i = 0; i < SK_CELLS; i++)
        if (((f->layout.cell_extra_bits[i] >> (house - SK_UNITS)) & 1) == 0)
          g_assert_cmpuint (outlined[i], ==, 0);
        else if (diagonal)
          g_assert_cmpuint (outlined[i], ==, 4);
      /* A diagonal's nine cells share no side; a window is a square of 3. */
      g_assert_cmpuint (n_sides, ==, diagonal ? 36 : 12);
      g_assert_true ((sudoku_step_painter_inks (shapes) & SUDOKU_STEP_INK_BASE_OUTLINE) != 0);
      sudoku_test_wait_frames (GTK_WIDGET (f->view), 2);
      save_look (f, variants[v], "-hint");
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.hint-dismiss", NULL));
    }
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
  g_test_add ("/ui/BoardHouses/light/" path, Fixture, GINT_TO_POINTER (FALSE), fixture_setup, (func), fixture_teardown); \
  g_test_add ("/ui/BoardHouses/dark/" path, Fixture, GINT_TO_POINTER (TRUE), fixture_setup, (func), fixture_teardown)

  ADD ("shade", test_shade);
  ADD ("legible", test_legible);
  ADD ("line-clear-of-ink", test_line_clear_of_ink);
  ADD ("hint-on-house", test_hint_on_house);

#undef ADD

  status = g_test_run ();
  g_clear_object (&application);
  sudoku_test_remove_tree (root);
  return status;
}
