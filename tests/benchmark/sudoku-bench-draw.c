/* sudoku-bench-draw.c: how long a drawn step takes to reach the screen
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shows a logic step over a real board view (the window's own widgets:
 * SudokuBoardView under a SudokuStepView) and times, for each of many
 * shows, the frame that draws it:
 *   - latency: from sudoku_step_view_set_step() to the end of the frame
 *     that paints it (GdkFrameClock "after-paint"), which includes waiting
 *     for the frame clock's next tick;
 *   - work: that frame's own time, from its "before-paint" to "after-paint"
 *     (layout, snapshot and render).
 * The target is one frame: the work must fit in 16.7 ms (60 Hz). Hiding
 * the step, a frame of the same board without a drawing, is timed too, as
 * the baseline. Needs a display (Xvfb will do); GSK_RENDERER=cairo as in the
 * tests is what a machine without a GPU gets.
 *
 *   sudoku-bench-draw [--shows=N] [FILE.sudoku...]
 *
 * With no file, the three examples of tests/data/ui (X-Wing, XY-Chain, and
 * the Law of Leftovers on a jigsaw board).
 */

#include "config.h"

#include <gtk/gtk.h>
#include <stdlib.h>

#include "sk-solver.h"
#include "sudoku-board-step.h"
#include "sudoku-board-view.h"
#include "sudoku-native-file.h"
#include "sudoku-step-view.h"

#define FRAME_BUDGET_US 16667

typedef struct
{
  gint64   before_paint;
  gint64   after_paint;
  gboolean painted;
} Frame;

static void
on_before_paint (GdkFrameClock *clock,
                 Frame         *frame)
{
  frame->before_paint = g_get_monotonic_time ();
}

static void
on_after_paint (GdkFrameClock *clock,
                Frame         *frame)
{
  frame->after_paint = g_get_monotonic_time ();
  frame->painted = TRUE;
}

/* Runs the main loop until a frame has been painted after @start. */
static gboolean
wait_frame (Frame  *frame,
            gint64  start)
{
  gint64 deadline = start + 5 * G_USEC_PER_SEC;

  frame->painted = FALSE;
  while (!frame->painted && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  return frame->painted && frame->before_paint >= start;
}

static int
compare_int64 (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

static void
print_row (const char *what,
           GArray     *times)
{
  gint64 *t = (gint64 *) times->data;
  guint n = times->len;

  g_array_sort (times, compare_int64);
  g_print ("  %-22s %5u  %8.2f  %8.2f  %8.2f ms\n", what, n,
           t[n / 2] / 1000.0, t[MIN (n - 1, (n * 99 + 99) / 100 - 1)] / 1000.0, t[n - 1] / 1000.0);
}

/* The next step of the board (digits and marks), as the window's Hint finds it. */
static gboolean
find_step (SudokuBoard *board,
           SudokuStep  *step)
{
  SkSolveOptions solve_options;
  SkSolveResult solved;
  SkLogicOptions options;

  step->from_marks = sudoku_board_get_step_grid (board, &step->before);
  step->layout = *sudoku_board_get_layout (board);
  sk_solve_options_init (&solve_options);
  sk_solve (&step->before.grid, &step->layout, &solve_options, &solved);
  if (solved.status != SK_SOLVE_SOLVED)
    return FALSE;
  sk_logic_options_init (&options);
  options.assume_unique = TRUE;
  return sk_logic_next_step (&step->before, &step->layout, &options, &solved.solution, &step->step);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *default_dir = g_build_filename (SUDOKU_BENCH_UI_DIR, NULL);
  const char *defaults[] = { "explain-xwing.sudoku", "explain-chain.sudoku", "explain-jigsaw.sudoku" };
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(SudokuBoard) board = sudoku_board_new ();
  GtkWidget *window, *overlay, *board_view, *step_view;
  GdkFrameClock *clock;
  Frame frame = { 0 };
  int shows = 200;
  gboolean over_budget = FALSE;

  for (int i = 1; i < argc; i++)
    if (g_str_has_prefix (argv[i], "--shows="))
      shows = MAX (1, atoi (argv[i] + 8));
    else
      g_ptr_array_add (files, g_strdup (argv[i]));
  if (files->len == 0)
    for (guint i = 0; i < G_N_ELEMENTS (defaults); i++)
      g_ptr_array_add (files, g_build_filename (default_dir, defaults[i], NULL));

  gtk_init ();
  if (gdk_display_get_default () == NULL)
    {
      g_printerr ("sudoku-bench-draw: needs a display (run it under xvfb-run)\n");
      return 77;
    }

  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 540, 600);
  overlay = gtk_overlay_new ();
  board_view = sudoku_board_view_new ();
  sudoku_board_view_set_board (SUDOKU_BOARD_VIEW (board_view), board);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), board_view);
  step_view = sudoku_step_view_new ();
  sudoku_step_view_set_board_view (SUDOKU_STEP_VIEW (step_view), SUDOKU_BOARD_VIEW (board_view));
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), step_view);
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  gtk_window_present (GTK_WINDOW (window));

  clock = gtk_widget_get_frame_clock (window);
  while (clock == NULL)
    {
      g_main_context_iteration (NULL, TRUE);
      clock = gtk_widget_get_frame_clock (window);
    }
  g_signal_connect (clock, "before-paint", G_CALLBACK (on_before_paint), &frame);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &frame);

  g_print ("Drawing a step (%d shows each; p50, p99, max; GSK_RENDERER=%s; budget %.1f ms):\n",
           shows, g_getenv ("GSK_RENDERER") != NULL ? g_getenv ("GSK_RENDERER") : "default",
           FRAME_BUDGET_US / 1000.0);
  g_print ("  %-22s %5s  %8s  %8s  %8s\n", "", "shows", "p50", "p99", "max");
  for (guint f = 0; f < files->len; f++)
    {
      const char *path = g_ptr_array_index (files, f);
      g_autofree char *data = NULL;
      g_autofree char *name = g_path_get_basename (path);
      g_autoptr(SudokuPuzzle) puzzle = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) latency = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_autoptr(GArray) work = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_autoptr(GArray) baseline = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_autofree SudokuStep *step = g_new0 (SudokuStep, 1);
      gsize length;

      if (!g_file_get_contents (path, &data, &length, &error) ||
          (puzzle = sudoku_native_file_parse (data, length, path, &error)) == NULL)
        {
          g_printerr ("sudoku-bench-draw: %s\n", error->message);
          return 1;
        }
      sudoku_board_load_puzzle (board, puzzle);
      if (!find_step (board, step))
        {
          g_printerr ("sudoku-bench-draw: %s: no step\n", path);
          return 1;
        }
      for (int i = 0; i < 5; i++)
        wait_frame (&frame, g_get_monotonic_time ());

      for (int i = 0; i < shows; i++)
        {
          gint64 start = g_get_monotonic_time ();
          gint64 t;

          sudoku_step_view_set_step (SUDOKU_STEP_VIEW (step_view), step);
          if (!wait_frame (&frame, start))
            {
              g_printerr ("sudoku-bench-draw: %s: no frame drawn\n", path);
              return 1;
            }
          t = frame.after_paint - start;
          g_array_append_val (latency, t);
          t = frame.after_paint - frame.before_paint;
          g_array_append_val (work, t);
          over_budget |= t > FRAME_BUDGET_US;

          start = g_get_monotonic_time ();
          sudoku_step_view_set_step (SUDOKU_STEP_VIEW (step_view), NULL);
          if (wait_frame (&frame, start))
            {
              t = frame.after_paint - frame.before_paint;
              g_array_append_val (baseline, t);
            }
        }
      g_print ("%s (%s, %d links, %u eliminations):\n", name,
               sk_technique_info (step->step.technique)->name, step->step.n_links,
               sudoku_step_count_eliminations (step));
      print_row ("show to frame drawn", latency);
      print_row ("frame with the step", work);
      if (baseline->len > 0)
        print_row ("frame without it", baseline);
    }
  g_print ("Target: every frame with a step within %.1f ms: %s\n", FRAME_BUDGET_US / 1000.0,
           over_budget ? "MISS" : "PASS");

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
