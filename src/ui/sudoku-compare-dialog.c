/* sudoku-compare-dialog.c: the four algorithms on one puzzle, side by side
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One solve at a time (each alone on the machine, so the times compare),
 * through sudoku_solve_task_run_async() on a snapshot: the board is never
 * touched. Dispose cancels the running one; its callback, cancelled, leaves
 * the dialog alone, as the window's callbacks do.
 */

#define G_LOG_DOMAIN "sudoku-compare-dialog"

#include "config.h"

#include "sudoku-compare-dialog.h"

#include <glib/gi18n.h>

#include "sudoku-accessible.h"
#include "sudoku-number.h"
#include "sudoku-solve-task.h"

enum {
  COLUMN_ALGORITHM,
  COLUMN_TIME,
  COLUMN_CALLS,
  COLUMN_DEPTH,
  COLUMN_GUESSES,
  COLUMN_RESULT,
  N_COLUMNS
};

struct _SudokuCompareDialog
{
  GtkWindow     parent_instance;

  /* Template widgets */
  GtkLabel     *intro_label;
  GtkGrid      *table;

  /* Owned by the table: row r + 1 of the grid (row 0 is the header). */
  GtkLabel     *cells[SUDOKU_N_ALGORITHMS][N_COLUMNS];

  /* Owned references */
  GCancellable *cancellable;

  SkGrid        puzzle;
  SkLayout      layout;
  guint         time_limit;
  guint         n_done;
};

G_DEFINE_FINAL_TYPE (SudokuCompareDialog, sudoku_compare_dialog, GTK_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_N_DONE,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

/* The rows, the plain searches first: the table reads as a story of what
 * each idea adds. */
static const SudokuAlgorithm compared[SUDOKU_N_ALGORITHMS] = {
  SUDOKU_ALGORITHM_BACKTRACK,
  SUDOKU_ALGORITHM_TABLES,
  SUDOKU_ALGORITHM_PROPAGATE,
  SUDOKU_ALGORITHM_DLX,
};

static const char *
algorithm_title (SudokuAlgorithm algorithm)
{
  switch (algorithm)
    {
    case SUDOKU_ALGORITHM_BACKTRACK:
      return _("Plain backtracking");
    case SUDOKU_ALGORITHM_TABLES:
      return _("Backtracking with lookup tables");
    case SUDOKU_ALGORITHM_DLX:
      return _("Dancing Links");
    case SUDOKU_ALGORITHM_PROPAGATE:
    default:
      return _("Propagation");
    }
}

static const char *
result_title (const SudokuSolveResult *result)
{
  switch (sudoku_solve_result_get_status (result))
    {
    case SK_SOLVE_SOLVED:
      return sudoku_solve_result_is_unique (result) ? _("Unique solution")
                                                    : _("Several solutions");
    case SK_SOLVE_NO_SOLUTION:
      return _("No solution");
    case SK_SOLVE_INVALID:
      return _("Clashing digits");
    case SK_SOLVE_TIMED_OUT:
      return _("Gave up");
    case SK_SOLVE_CANCELLED:
    case SK_SOLVE_OVER_BUDGET:
    default:
      return _("Stopped");
    }
}

static int
widest_result_title (void)
{
  const char *titles[] = {
    _("Unique solution"), _("Several solutions"), _("No solution"),
    _("Clashing digits"), _("Gave up"), _("Stopped"),
  };
  int widest = 0;

  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    widest = MAX (widest, (int) g_utf8_strlen (titles[i], -1));
  return widest;
}

static GtkLabel *
add_label (SudokuCompareDialog *self,
           const char          *text,
           guint                column,
           guint                row)
{
  GtkWidget *label = gtk_label_new (text);

  /* Numbers to the right, words to the left. */
  gtk_label_set_xalign (GTK_LABEL (label),
                        column == COLUMN_ALGORITHM || column == COLUMN_RESULT ? 0.0f : 1.0f);
  gtk_widget_add_css_class (label, "numeric");
  if (row == 0)
    gtk_widget_add_css_class (label, "heading");
  gtk_grid_attach (self->table, label, (int) column, (int) row, 1, 1);
  return GTK_LABEL (label);
}

static void run_next (SudokuCompareDialog *self);

static void
run_cb (GObject      *object,
        GAsyncResult *result,
        gpointer      user_data)
{
  SudokuCompareDialog *self;
  g_autoptr(SudokuSolveResult) solve_result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *time = NULL;
  g_autofree char *calls = NULL;
  g_autofree char *depth = NULL;
  g_autofree char *guesses = NULL;
  const SkStats *stats;
  guint row;

  solve_result = sudoku_solve_task_run_finish (result, &error);
  /* Cancelled by dispose: the dialog may be gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_assert_no_error (error);
  self = SUDOKU_COMPARE_DIALOG (user_data);
  row = self->n_done;

  stats = sudoku_solve_result_get_stats (solve_result);
  time = sudoku_solve_result_describe_time (solve_result);
  calls = sudoku_format_count (stats->calls);
  depth = g_strdup_printf ("%u", stats->max_depth);
  guesses = sudoku_format_count (stats->guesses);

  gtk_label_set_text (self->cells[row][COLUMN_TIME], time);
  gtk_label_set_text (self->cells[row][COLUMN_CALLS], calls);
  gtk_label_set_text (self->cells[row][COLUMN_DEPTH], depth);
  gtk_label_set_text (self->cells[row][COLUMN_GUESSES], guesses);
  gtk_label_set_text (self->cells[row][COLUMN_RESULT], result_title (solve_result));

  self->n_done++;
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_N_DONE]);
  run_next (self);
}

static void
run_next (SudokuCompareDialog *self)
{
  if (self->n_done >= SUDOKU_N_ALGORITHMS)
    return;

  gtk_label_set_text (self->cells[self->n_done][COLUMN_RESULT], _("Running…"));
  sudoku_solve_task_run_async (&self->puzzle, &self->layout, compared[self->n_done],
                               self->time_limit, self->cancellable, run_cb, self);
}

static void
sudoku_compare_dialog_dispose (GObject *object)
{
  SudokuCompareDialog *self = SUDOKU_COMPARE_DIALOG (object);

  g_cancellable_cancel (self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_COMPARE_DIALOG);

  G_OBJECT_CLASS (sudoku_compare_dialog_parent_class)->dispose (object);
}

static void
sudoku_compare_dialog_finalize (GObject *object)
{
  SudokuCompareDialog *self = SUDOKU_COMPARE_DIALOG (object);

  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (sudoku_compare_dialog_parent_class)->finalize (object);
}

static void
sudoku_compare_dialog_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  SudokuCompareDialog *self = SUDOKU_COMPARE_DIALOG (object);

  switch (prop_id)
    {
    case PROP_N_DONE:
      g_value_set_uint (value, self->n_done);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_compare_dialog_class_init (SudokuCompareDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_compare_dialog_dispose;
  object_class->finalize = sudoku_compare_dialog_finalize;
  object_class->get_property = sudoku_compare_dialog_get_property;

  properties [PROP_N_DONE] =
    g_param_spec_uint ("n-done", NULL, NULL, 0, SUDOKU_N_ALGORITHMS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               SUDOKU_RESOURCE_PATH "/ui/sudoku-compare-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuCompareDialog, intro_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuCompareDialog, table);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
sudoku_compare_dialog_init (SudokuCompareDialog *self)
{
  const char *headers[N_COLUMNS] = {
    /* Translators: the column headers of the comparison table; keep them short */
    _("Algorithm"), _("Time"), _("Calls"), _("Depth"), _("Guesses"), _("Result"),
  };

  /* Room for the widest figure or word a column will hold, so that the
   * table does not jump, or get cut off, as the results come in. */
  const int width_chars[N_COLUMNS] = {
    0, 9, 10, 3, 10, MAX (widest_result_title (), (int) g_utf8_strlen (_("Running…"), -1)),
  };

  gtk_widget_init_template (GTK_WIDGET (self));
  sudoku_accessible_tidy_buttons (GTK_WIDGET (self));

  self->cancellable = g_cancellable_new ();

  for (guint column = 0; column < N_COLUMNS; column++)
    add_label (self, headers[column], column, 0);
  for (guint row = 0; row < SUDOKU_N_ALGORITHMS; row++)
    for (guint column = 0; column < N_COLUMNS; column++)
      {
        self->cells[row][column] =
          add_label (self,
                     column == COLUMN_ALGORITHM ? algorithm_title (compared[row])
                     : column == COLUMN_RESULT ? _("Waiting") : "—",
                     column, row + 1);
        gtk_label_set_width_chars (self->cells[row][column], width_chars[column]);
      }
}

SudokuCompareDialog *
sudoku_compare_dialog_new (GtkWindow   *parent,
                           SudokuBoard *board,
                           guint        time_limit)
{
  SudokuCompareDialog *self;
  g_autofree char *intro = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (SUDOKU_IS_BOARD (board), NULL);

  /* The role is given, as for every window of ours: see sudoku_window_new(). */
  self = g_object_new (SUDOKU_TYPE_COMPARE_DIALOG,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_WINDOW,
                       "transient-for", parent,
                       NULL);
  sudoku_board_get_values_grid (board, &self->puzzle);
  self->layout = *sudoku_board_get_layout (board);
  self->time_limit = time_limit;

  intro = g_strdup_printf (g_dngettext (NULL,
                                        /* Translators: %u is the time limit of each algorithm, in seconds */
                                        "The four algorithms, one after the other, on the puzzle as it is now. Each gives up after %u second.",
                                        "The four algorithms, one after the other, on the puzzle as it is now. Each gives up after %u seconds.",
                                        time_limit),
                           time_limit);
  gtk_label_set_text (self->intro_label, intro);

  run_next (self);
  return self;
}

guint
sudoku_compare_dialog_get_n_done (SudokuCompareDialog *self)
{
  g_return_val_if_fail (SUDOKU_IS_COMPARE_DIALOG (self), 0);

  return self->n_done;
}

const char *
sudoku_compare_dialog_get_cell_text (SudokuCompareDialog *self,
                                     guint                row,
                                     guint                column)
{
  g_return_val_if_fail (SUDOKU_IS_COMPARE_DIALOG (self), NULL);
  g_return_val_if_fail (row < SUDOKU_N_ALGORITHMS && column < N_COLUMNS, NULL);

  return gtk_label_get_text (self->cells[row][column]);
}
