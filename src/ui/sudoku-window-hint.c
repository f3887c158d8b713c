/* sudoku-window-hint.c: Hint, step by step: where to look, the step drawn, the step applied
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each press of Hint (Ctrl+H) goes one stage further with the same step,
 * as the hint systems that teach do: first it names the technique and where
 * to look, then it draws the step on the board with the reasons in words,
 * then it carries the step out as one undoable edit. Apply does the last at
 * any stage; Close, Escape and any edit of the board dismiss the hint, since
 * a step found for one board says nothing about another. A board with wrong
 * digits gets no step: the card names them, and Remove (or Hint again)
 * empties them as one undoable edit; so do pencil marks that leave out the
 * solution's digit, which Restore Marks (or Hint again) adds back. The
 * cursor goes to the first cell named.
 */

#define G_LOG_DOMAIN "sudoku-window-hint"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-accessible.h"
#include "sudoku-board-step.h"
#include "sudoku-path-panel.h"
#include "sudoku-window-private.h"

enum
{
  STAGE_NONE,
  STAGE_WHERE,
  STAGE_DRAWN,
  STAGE_MISTAKES,  /* no step: the board holds wrong digits */
  STAGE_MARKS,     /* no step: marks leave out the solution's digits */
};

static gboolean
hint_shown (SudokuWindow *self)
{
  return self->hint_step != NULL || self->hint_stage == STAGE_MISTAKES
         || self->hint_stage == STAGE_MARKS;
}

static void
update_hint_actions (SudokuWindow *self)
{
  GAction *apply = g_action_map_lookup_action (G_ACTION_MAP (self), "hint-apply");
  GAction *dismiss = g_action_map_lookup_action (G_ACTION_MAP (self), "hint-dismiss");

  g_simple_action_set_enabled (G_SIMPLE_ACTION (apply), hint_shown (self));
  g_simple_action_set_enabled (G_SIMPLE_ACTION (dismiss), hint_shown (self));
}

/* The card is built at the first hint: most windows never show one, and
 * its widgets, even hidden, cost the first frame. It goes before the status
 * line, after the path navigator if there is one. */
static void
ensure_card (SudokuWindow *self)
{
  g_autoptr(GtkBuilder) builder = NULL;

  if (self->hint_box != NULL)
    return;

  builder = gtk_builder_new_from_resource (SUDOKU_RESOURCE_PATH "/ui/sudoku-window-hint.ui");
  self->hint_box = GTK_WIDGET (gtk_builder_get_object (builder, "hint_box"));
  self->hint_label = GTK_LABEL (gtk_builder_get_object (builder, "hint_label"));
  self->hint_legend_label = GTK_LABEL (gtk_builder_get_object (builder, "hint_legend_label"));
  self->hint_show_button = GTK_WIDGET (gtk_builder_get_object (builder, "hint_show_button"));
  self->hint_apply_button = GTK_BUTTON (gtk_builder_get_object (builder, "hint_apply_button"));
  self->hint_actions = GTK_WIDGET (gtk_builder_get_object (builder, "hint_actions"));
  /* Made after the window's own tidying. */
  sudoku_accessible_tidy_buttons (self->hint_actions);
  gtk_widget_set_visible (self->hint_box, FALSE);
  _sudoku_window_ensure_below_board_scrolls (self);
  gtk_box_insert_child_after (self->below_board_box, self->hint_box,
                              gtk_widget_get_prev_sibling (GTK_WIDGET (self->status_label)));
  /* In the reserve under the scrolled room, which keeps their height. */
  gtk_box_append (self->below_board_column, self->hint_actions);
}

/* Shows the hint card for the current stage. */
static void
show_stage (SudokuWindow *self)
{
  g_autofree char *text = NULL;
  g_autofree char *legend = NULL;

  if (!hint_shown (self))
    {
      if (self->hint_box != NULL)
        {
          GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
          gboolean had_focus = focus != NULL && (gtk_widget_is_ancestor (focus, self->hint_box)
                                                 || gtk_widget_is_ancestor (focus, self->hint_actions));

          gtk_widget_set_visible (self->hint_box, FALSE);
          gtk_widget_set_visible (self->hint_actions, FALSE);
          /* A click on Close or Remove leaves the keyboard on the board, as
           * Escape does, not on a button that is gone. */
          if (had_focus)
            sudoku_board_view_set_cursor (self->board_view,
                                          sudoku_board_view_get_cursor (self->board_view));
        }
      sudoku_step_view_set_step (self->step_view, NULL);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self->board_view),
                                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      update_hint_actions (self);
      return;
    }

  ensure_card (self);
  /* One step on the board and in words at a time: the hint's. */
  if (self->path_panel != NULL)
    sudoku_path_panel_select (self->path_panel, -1);
  if (self->hint_stage == STAGE_MISTAKES || self->hint_stage == STAGE_MARKS)
    {
      /* The label holds the board's words for them already. */
      text = g_strdup (gtk_label_get_text (self->hint_label));
      sudoku_step_view_set_step (self->step_view, NULL);
    }
  else if (self->hint_stage == STAGE_WHERE)
    {
      text = sudoku_step_describe_where (self->hint_step);
      sudoku_step_view_set_step (self->step_view, NULL);
    }
  else
    {
      text = sudoku_step_describe_with_chain (self->hint_step);
      sudoku_step_view_set_step (self->step_view, self->hint_step);
      /* What the painter draws, so that no colour goes unexplained. */
      legend = sudoku_step_describe_inks (sudoku_step_view_get_inks (self->step_view));
    }
  gtk_label_set_text (self->hint_label, text);
  gtk_label_set_text (self->hint_legend_label, legend != NULL ? legend : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hint_legend_label), legend != NULL);
  gtk_widget_set_visible (self->hint_show_button, self->hint_stage == STAGE_WHERE);
  gtk_button_set_label (self->hint_apply_button,
                        self->hint_stage == STAGE_MISTAKES ? _("_Remove Wrong Digits")
                        : self->hint_stage == STAGE_MARKS ? _("_Restore Marks") : _("_Apply"));
  gtk_widget_set_visible (self->hint_box, TRUE);
  gtk_widget_set_visible (self->hint_actions, TRUE);
  /* A screen reader hears the hint where the person is: on the board. A
   * drawn step is described there by the step view itself. */
  if (self->hint_stage != STAGE_DRAWN)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->board_view),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  update_hint_actions (self);
}

void
_sudoku_window_hint_dismiss (SudokuWindow *self)
{
  if (!hint_shown (self))
    return;
  g_clear_pointer (&self->hint_step, sudoku_step_free);
  self->hint_stage = STAGE_NONE;
  show_stage (self);
}

/* Remove Wrong Digits or Restore Marks: the card goes, the board's fix is
 * one edit, and the status line says what it did. */
static void
fix_named_cells (SudokuWindow *self)
{
  gboolean marks = self->hint_stage == STAGE_MARKS;
  guint n = marks ? sudoku_board_get_wrong_marks (self->board, NULL)
                  : sudoku_board_get_mistakes (self->board, NULL);
  g_autofree char *done = NULL;

  self->hint_stage = STAGE_NONE;
  show_stage (self);
  if (!(marks ? sudoku_board_restore_wrong_marks (self->board)
              : sudoku_board_remove_mistakes (self->board)))
    return;
  if (marks)
    done = g_strdup_printf (ngettext ("Restored the marks of %u cell",
                                      "Restored the marks of %u cells", n), n);
  else
    done = g_strdup_printf (ngettext ("Removed %u wrong digit", "Removed %u wrong digits", n), n);
  _sudoku_window_set_status (self, done);
}

static void
apply_hint (SudokuWindow *self)
{
  g_autoptr(SudokuStep) step = NULL;
  g_autofree char *applied = NULL;

  if (self->hint_stage == STAGE_MISTAKES || self->hint_stage == STAGE_MARKS)
    {
      fix_named_cells (self);
      return;
    }
  step = g_steal_pointer (&self->hint_step);
  if (step == NULL)
    return;
  /* Put away first: the edit below is a board change, which dismisses. */
  self->hint_stage = STAGE_NONE;
  show_stage (self);

  sudoku_board_apply_steps (self->board, &step, 1);
  applied = sudoku_step_describe_applied (step);
  _sudoku_window_set_status (self, applied);
  for (guint cell = 0; cell < SK_CELLS; cell++)
    if (step->step.place[cell] != 0)
      {
        sudoku_board_view_set_cursor (self->board_view, cell);
        break;
      }
}

static void
step_found_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  SudokuWindow *self;
  g_autoptr(SudokuStep) step = NULL;
  g_autoptr(GError) error = NULL;

  step = sudoku_board_find_step_finish (SUDOKU_BOARD (object), result, &error);

  /* As for Solve: Cancel said so already; dispose means the window is gone. */
  if (_sudoku_window_was_cancelled (error))
    return;
  self = SUDOKU_WINDOW (user_data);

  if (g_error_matches (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_CHANGED))
    _sudoku_window_set_status (self, _("The puzzle changed while looking for a hint; try again"));
  else if (g_error_matches (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_BUSY))
    return;
  else if (g_error_matches (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_MISTAKES)
           || g_error_matches (error, SUDOKU_BOARD_ERROR, SUDOKU_BOARD_ERROR_MARKS))
    {
      gboolean marks = error->code == SUDOKU_BOARD_ERROR_MARKS;
      guint8 cells[SK_CELLS];

      _sudoku_window_set_status (self, NULL);
      ensure_card (self);
      gtk_label_set_text (self->hint_label, error->message);
      self->hint_stage = marks ? STAGE_MARKS : STAGE_MISTAKES;
      show_stage (self);
      /* The cursor goes to the first cell named, so the player sees it. */
      if (marks ? sudoku_board_get_wrong_marks (self->board, cells)
                : sudoku_board_get_mistakes (self->board, cells))
        for (guint cell = 0; cell < SK_CELLS; cell++)
          if (cells[cell] != 0)
            {
              sudoku_board_view_set_cursor (self->board_view, cell);
              break;
            }
    }
  else if (error != NULL)
    _sudoku_window_set_status (self, error->message);
  else
    {
      _sudoku_window_set_status (self, NULL);
      self->hint_step = g_steal_pointer (&step);
      self->hint_stage = STAGE_WHERE;
      show_stage (self);
    }
}

void
_sudoku_window_hint (SudokuWindow *self)
{
  switch (self->hint_stage)
    {
    case STAGE_WHERE:
      self->hint_stage = STAGE_DRAWN;
      show_stage (self);
      return;
    case STAGE_DRAWN:
    case STAGE_MISTAKES:
    case STAGE_MARKS:
      apply_hint (self);
      return;
    default:
      break;
    }

  if (sudoku_board_get_solving (self->board))
    return;

  /* The solve's cancellable: Cancel and closing stop a slow hint too. */
  g_clear_object (&self->solve_cancellable);
  self->solve_cancellable = g_cancellable_new ();

  _sudoku_window_set_status (self, _("Looking for a hint…"));
  sudoku_board_find_step_async (self->board, self->time_limit, self->solve_cancellable,
                                step_found_cb, self);
}

static void
hint_apply_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  apply_hint (SUDOKU_WINDOW (user_data));
}

static void
hint_dismiss_action (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  _sudoku_window_hint_dismiss (SUDOKU_WINDOW (user_data));
}

static const GActionEntry hint_actions[] = {
  { .name = "hint-apply", .activate = hint_apply_action },
  { .name = "hint-dismiss", .activate = hint_dismiss_action },
};

void
_sudoku_window_hint_init (SudokuWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), hint_actions,
                                   G_N_ELEMENTS (hint_actions), self);
  g_signal_connect_object (self->board, "changed", G_CALLBACK (_sudoku_window_hint_dismiss), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "layout-changed",
                           G_CALLBACK (_sudoku_window_hint_dismiss), self, G_CONNECT_SWAPPED);
  update_hint_actions (self);
}
