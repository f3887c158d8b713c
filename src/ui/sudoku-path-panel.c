/* sudoku-path-panel.c: every step from the board to the solution, in a side panel
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The path is worth finding only while someone looks at it: the panel works
 * while "active", waits for a pause in typing as the rating does, and each
 * change of the board cancels the search under way and starts another.
 */

#define G_LOG_DOMAIN "sudoku-path-panel"

#include "config.h"

#include "sudoku-path-panel.h"

#include <glib/gi18n.h>

#include "sudoku-accessible.h"
#include "sudoku-board-step.h"
#include "sudoku-technique.h"

/* As the rating: long enough to leave typing alone. */
#define PAUSE_MS 300

struct _SudokuPathPanel
{
  GtkWidget     parent_instance;

  /* Template widgets */
  GtkWidget    *box;
  GtkLabel     *status_label;
  GtkListBox   *list;
  GtkLabel     *step_label;
  GtkWidget    *apply_button;

  SudokuBoard  *board;
  GPtrArray    *steps;          /* of SudokuStep, as listed */
  GCancellable *cancellable;    /* the search under way */
  guint         pause_id;
  gboolean      active;
  gboolean      outdated;       /* the board changed since the list was made */
};

G_DEFINE_FINAL_TYPE (SudokuPathPanel, sudoku_path_panel, GTK_TYPE_WIDGET)

enum {
  SIGNAL_STEP_SELECTED,
  SIGNAL_APPLY,
  SIGNAL_STEPS_CHANGED,
  N_SIGNALS
};

static guint signals [N_SIGNALS];

enum {
  PROP_0,
  PROP_BUSY,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

static void start_search (SudokuPathPanel *self);

static void
set_busy (SudokuPathPanel *self,
          GCancellable    *cancellable)
{
  gboolean was_busy = self->cancellable != NULL;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (cancellable != NULL)
    self->cancellable = g_object_ref (cancellable);
  if (was_busy != (self->cancellable != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_BUSY]);
}

/* Shown from the first text on: empty, GTK 4.8 would name it "GtkLabel". */
static void
set_status (SudokuPathPanel *self,
            const char      *text)
{
  gtk_label_set_text (self->status_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), TRUE);
}

static void
clear_list (SudokuPathPanel *self)
{
  GtkWidget *row;

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, row);
  g_clear_pointer (&self->steps, g_ptr_array_unref);
  gtk_widget_set_visible (GTK_WIDGET (self->step_label), FALSE);
  gtk_widget_set_sensitive (self->apply_button, FALSE);
}

static GtkWidget *
make_row (const SudokuStep *step,
          guint             number)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  g_autofree char *number_text = g_strdup_printf ("%u", number);
  g_autofree char *rating_text = g_strdup_printf ("%.1f", step->step.rating / 10.0);
  g_autofree char *name = NULL;
  g_autofree char *actions = sudoku_step_format_actions (step);
  const char *technique = sudoku_technique_get_name (step->step.technique);
  GtkWidget *words;
  GtkWidget *label;

  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);

  label = gtk_label_new (number_text);
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  gtk_label_set_width_chars (GTK_LABEL (label), 3);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (GTK_BOX (box), label);

  /* The technique, and under it what the step does, both whole: in the
   * panel's 300 px a single line cut both ("Hidden Single in …",
   * "r6c3=5 r8c…"). */
  words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_hexpand (words, TRUE);
  label = gtk_label_new (technique);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_box_append (GTK_BOX (words), label);

  label = gtk_label_new (actions);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "sudoku-step-actions");
  gtk_box_append (GTK_BOX (words), label);
  gtk_box_append (GTK_BOX (box), words);

  label = gtk_label_new (rating_text);
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (GTK_BOX (box), label);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  /* Translators: a row of the solution path for screen readers: "Step 3: Pointing, rating 2.6" */
  name = g_strdup_printf (_("Step %u: %s, rating %s"), number, technique, rating_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  /* A screen reader hears what the step does, which the tooltip shows. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  actions, -1);
  return row;
}

static void
path_found_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  SudokuPathPanel *self;
  g_autoptr(GPtrArray) steps = NULL;
  g_autoptr(GError) error = NULL;
  gboolean search = FALSE;

  steps = sudoku_board_path_finish (SUDOKU_BOARD (object), result, &error);
  /* Cancelled: a newer search, or the panel is gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = SUDOKU_PATH_PANEL (user_data);
  set_busy (self, NULL);

  if (g_error_matches (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_CHANGED))
    {
      start_search (self);
      return;
    }
  self->outdated = FALSE;
  clear_list (self);
  if (error != NULL)
    {
      set_status (self, error->message);
      g_signal_emit (self, signals [SIGNAL_STEPS_CHANGED], 0);
      return;
    }

  for (guint i = 0; i < steps->len; i++)
    {
      const SudokuStep *step = g_ptr_array_index (steps, i);

      search |= step->step.technique == SK_TECH_SEARCH;
      gtk_list_box_append (self->list, make_row (step, i + 1));
    }
  self->steps = g_steal_pointer (&steps);
  if (search)
    set_status (self, _("Logic alone does not finish this puzzle: “Search” steps stand in"));
  else
    {
      g_autofree char *count = NULL;

      /* Translators: how many steps the solution path has */
      count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u step to the solution",
                                            "%u steps to the solution", self->steps->len),
                               self->steps->len);
      set_status (self, count);
    }
  g_signal_emit (self, signals [SIGNAL_STEPS_CHANGED], 0);
}

static void
start_search (SudokuPathPanel *self)
{
  g_autoptr(GCancellable) cancellable = NULL;

  g_clear_handle_id (&self->pause_id, g_source_remove);
  if (self->board == NULL || !self->active)
    return;
  cancellable = g_cancellable_new ();
  set_busy (self, cancellable);
  set_status (self, _("Finding the steps…"));
  g_signal_emit (self, signals [SIGNAL_STEPS_CHANGED], 0);
  sudoku_board_path_async (self->board, 0, cancellable, path_found_cb, self);
}

static gboolean
on_pause (gpointer user_data)
{
  SudokuPathPanel *self = user_data;

  self->pause_id = 0;
  start_search (self);
  return G_SOURCE_REMOVE;
}

static void
on_board_changed (SudokuPathPanel *self)
{
  self->outdated = TRUE;
  set_busy (self, NULL);
  clear_list (self);
  g_signal_emit (self, signals [SIGNAL_STEP_SELECTED], 0, NULL);
  if (!self->active)
    return;
  g_clear_handle_id (&self->pause_id, g_source_remove);
  self->pause_id = g_timeout_add (PAUSE_MS, on_pause, self);
}

static void
on_row_selected (SudokuPathPanel *self,
                 GtkListBoxRow   *row)
{
  const SudokuStep *step = NULL;
  g_autofree char *text = NULL;

  if (row != NULL && self->steps != NULL)
    step = g_ptr_array_index (self->steps, gtk_list_box_row_get_index (row));
  gtk_widget_set_sensitive (self->apply_button, step != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->step_label), step != NULL);
  if (step != NULL)
    {
      text = sudoku_step_describe_with_chain (step);
      gtk_label_set_text (self->step_label, text);
    }
  g_signal_emit (self, signals [SIGNAL_STEP_SELECTED], 0, step);
}

/* GtkListBox takes Tab from row to row, so the button under a long path
 * was as many Tabs away as the path has steps. Here Tab leaves the list for
 * what follows it (Shift+Tab for what precedes it), and the arrows move in
 * it; Tab into the list lands on its selected row. */
static gboolean
sudoku_path_panel_focus (GtkWidget        *widget,
                         GtkDirectionType  direction)
{
  SudokuPathPanel *self = SUDOKU_PATH_PANEL (widget);
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (widget));
  GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (self->list), GTK_TYPE_SCROLLED_WINDOW);
  gboolean forward = direction == GTK_DIR_TAB_FORWARD;

  if ((forward || direction == GTK_DIR_TAB_BACKWARD) && focus != NULL
      && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->list)))
    {
      for (GtkWidget *next = forward ? gtk_widget_get_next_sibling (scrolled)
                                     : gtk_widget_get_prev_sibling (scrolled);
           next != NULL;
           next = forward ? gtk_widget_get_next_sibling (next) : gtk_widget_get_prev_sibling (next))
        if (gtk_widget_child_focus (next, direction))
          return TRUE;
      return FALSE;
    }
  return GTK_WIDGET_CLASS (sudoku_path_panel_parent_class)->focus (widget, direction);
}

static void
sudoku_path_panel_dispose (GObject *object)
{
  SudokuPathPanel *self = SUDOKU_PATH_PANEL (object);

  g_clear_handle_id (&self->pause_id, g_source_remove);
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->board != NULL)
    g_signal_handlers_disconnect_by_data (self->board, self);
  g_clear_object (&self->board);
  g_clear_pointer (&self->steps, g_ptr_array_unref);
  /* The list, emptied as it goes, unselects its row: not a choice to act on
   * or to pass on to a window that is going too. */
  if (self->list != NULL)
    g_signal_handlers_disconnect_by_data (self->list, self);
  if (self->apply_button != NULL)
    g_signal_handlers_disconnect_by_data (self->apply_button, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_PATH_PANEL);

  G_OBJECT_CLASS (sudoku_path_panel_parent_class)->dispose (object);
}

static void
sudoku_path_panel_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  SudokuPathPanel *self = SUDOKU_PATH_PANEL (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, sudoku_path_panel_get_busy (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_path_panel_class_init (SudokuPathPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_path_panel_dispose;
  object_class->get_property = sudoku_path_panel_get_property;
  widget_class->focus = sudoku_path_panel_focus;

  properties [PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals [SIGNAL_STEP_SELECTED] =
    g_signal_new ("step-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1,
                  SUDOKU_TYPE_STEP | G_SIGNAL_TYPE_STATIC_SCOPE);
  signals [SIGNAL_STEPS_CHANGED] =
    g_signal_new ("steps-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals [SIGNAL_APPLY] =
    g_signal_new ("apply", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               SUDOKU_RESOURCE_PATH "/ui/sudoku-path-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuPathPanel, box);
  gtk_widget_class_bind_template_child (widget_class, SudokuPathPanel, status_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuPathPanel, list);
  gtk_widget_class_bind_template_child (widget_class, SudokuPathPanel, step_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuPathPanel, apply_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "pathpanel");
}

static void
sudoku_path_panel_init (SudokuPathPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  sudoku_accessible_tidy_buttons (GTK_WIDGET (self));
  g_signal_connect_object (self->list, "row-selected", G_CALLBACK (on_row_selected), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->apply_button, "clicked",
                           G_CALLBACK (sudoku_path_panel_apply_selected), self,
                           G_CONNECT_SWAPPED);
}

GtkWidget *
sudoku_path_panel_new (void)
{
  return g_object_new (SUDOKU_TYPE_PATH_PANEL, NULL);
}

void
sudoku_path_panel_set_board (SudokuPathPanel *self,
                             SudokuBoard     *board)
{
  g_return_if_fail (SUDOKU_IS_PATH_PANEL (self));
  g_return_if_fail (board == NULL || SUDOKU_IS_BOARD (board));

  if (self->board == board)
    return;
  if (self->board != NULL)
    g_signal_handlers_disconnect_by_data (self->board, self);
  g_set_object (&self->board, board);
  if (board != NULL)
    {
      g_signal_connect_object (board, "changed", G_CALLBACK (on_board_changed), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (board, "layout-changed", G_CALLBACK (on_board_changed), self,
                               G_CONNECT_SWAPPED);
    }
  on_board_changed (self);
}

void
sudoku_path_panel_set_active (SudokuPathPanel *self,
                              gboolean         active)
{
  g_return_if_fail (SUDOKU_IS_PATH_PANEL (self));

  active = !!active;
  if (self->active == active)
    return;
  self->active = active;
  if (!active)
    {
      /* Nothing is shown: nothing to find, and nothing drawn. */
      g_clear_handle_id (&self->pause_id, g_source_remove);
      set_busy (self, NULL);
      gtk_list_box_unselect_all (self->list);
      self->outdated = TRUE;
      clear_list (self);
      return;
    }
  if (self->outdated || self->steps == NULL)
    start_search (self);
}

gboolean
sudoku_path_panel_get_busy (SudokuPathPanel *self)
{
  g_return_val_if_fail (SUDOKU_IS_PATH_PANEL (self), FALSE);

  return self->cancellable != NULL || self->pause_id != 0;
}

GPtrArray *
sudoku_path_panel_get_steps (SudokuPathPanel *self)
{
  g_return_val_if_fail (SUDOKU_IS_PATH_PANEL (self), NULL);

  return self->steps;
}

void
sudoku_path_panel_select (SudokuPathPanel *self,
                          int              index)
{
  GtkListBoxRow *row;

  g_return_if_fail (SUDOKU_IS_PATH_PANEL (self));

  row = index >= 0 ? gtk_list_box_get_row_at_index (self->list, index) : NULL;
  if (row != NULL)
    gtk_list_box_select_row (self->list, row);
  else
    gtk_list_box_unselect_all (self->list);
}

int
sudoku_path_panel_get_selected (SudokuPathPanel *self)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (SUDOKU_IS_PATH_PANEL (self), -1);

  row = gtk_list_box_get_selected_row (self->list);
  return row != NULL ? gtk_list_box_row_get_index (row) : -1;
}

const char *
sudoku_path_panel_get_status (SudokuPathPanel *self)
{
  g_return_val_if_fail (SUDOKU_IS_PATH_PANEL (self), NULL);

  return gtk_label_get_text (self->status_label);
}

void
sudoku_path_panel_apply_selected (SudokuPathPanel *self)
{
  int selected;

  g_return_if_fail (SUDOKU_IS_PATH_PANEL (self));

  selected = sudoku_path_panel_get_selected (self);
  if (selected >= 0)
    g_signal_emit (self, signals [SIGNAL_APPLY], 0, (guint) selected + 1);
}
