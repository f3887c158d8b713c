/* sudoku-window-path.c: the solution path panel beside the board (F9)
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * win.show-path reveals the panel (an AdwFlap) beside the board where the
 * window is wide enough for both. Where it is not (the flap folds), the
 * panel laid over the board would hide the drawing of its own step: there
 * the path navigator under the board shows the path instead, a step at a
 * time, and the panel stays hidden. A step chosen in either is drawn on the
 * board as a hint's step is, on the candidates it starts from; "Apply Up to
 * Here" carries out the path up to it as one undoable edit.
 */

#define G_LOG_DOMAIN "sudoku-window-path"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-board-step.h"
#include "sudoku-window-private.h"

static void on_step_selected (SudokuWindow     *self,
                              const SudokuStep *step);
static void on_apply         (SudokuWindow     *self,
                              guint             n_steps);

/* The panel and the navigator are made the first time the path is shown:
 * most windows never show it, and their widgets, even hidden, cost the
 * first frame a good part of its time (styles, sizes). The panel's room in
 * the flap is there from the start, so the flap folds as before. */
static void
ensure_panel (SudokuWindow *self)
{
  if (self->path_panel != NULL)
    return;
  self->path_panel = SUDOKU_PATH_PANEL (sudoku_path_panel_new ());
  sudoku_path_panel_set_board (self->path_panel, self->board);
  g_signal_connect_object (self->path_panel, "step-selected", G_CALLBACK (on_step_selected),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->path_panel, "apply", G_CALLBACK (on_apply), self,
                           G_CONNECT_SWAPPED);
  adw_bin_set_child (self->path_panel_room, GTK_WIDGET (self->path_panel));
}

static void
ensure_navigator (SudokuWindow *self)
{
  if (self->path_navigator != NULL)
    return;
  self->path_navigator = SUDOKU_PATH_NAVIGATOR (sudoku_path_navigator_new ());
  sudoku_path_navigator_set_panel (self->path_navigator, self->path_panel);
  _sudoku_window_ensure_below_board_scrolls (self);
  gtk_box_prepend (self->below_board_box, GTK_WIDGET (self->path_navigator));
}

static void
update_path_view (SudokuWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "show-path");
  g_autoptr(GVariant) state = g_action_get_state (action);
  gboolean shown = g_variant_get_boolean (state);
  gboolean folded = adw_flap_get_folded (self->path_flap);

  if (shown)
    ensure_panel (self);
  adw_flap_set_reveal_flap (self->path_flap, shown && !folded);
  if (shown && folded)
    ensure_navigator (self);
  if (self->path_navigator != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->path_navigator), shown && folded);
  if (self->path_panel != NULL)
    sudoku_path_panel_set_active (self->path_panel, shown);
}

static void
show_path_state (GSimpleAction *action,
                 GVariant      *state,
                 gpointer       user_data)
{
  g_simple_action_set_state (action, state);
  update_path_view (SUDOKU_WINDOW (user_data));
}

static void
on_step_selected (SudokuWindow     *self,
                  const SudokuStep *step)
{
  if (step != NULL)
    {
      _sudoku_window_hint_dismiss (self);
      sudoku_step_view_set_step (self->step_view, step);
    }
  else if (self->hint_step == NULL)
    sudoku_step_view_set_step (self->step_view, NULL);
}

static void
on_apply (SudokuWindow *self,
          guint         n_steps)
{
  GPtrArray *steps = sudoku_path_panel_get_steps (self->path_panel);
  g_autofree char *status = NULL;

  if (steps == NULL || n_steps == 0 || n_steps > steps->len)
    return;
  sudoku_board_apply_steps (self->board, (SudokuStep * const *) steps->pdata, n_steps);
  /* Translators: after "Apply Up to Here" in the solution path */
  status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Applied %u step of the path",
                                         "Applied %u steps of the path", n_steps),
                            n_steps);
  _sudoku_window_set_status (self, status);
}

static const GActionEntry path_actions[] = {
  { .name = "show-path", .state = "false", .change_state = show_path_state },
};

void
_sudoku_window_path_init (SudokuWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), path_actions,
                                   G_N_ELEMENTS (path_actions), self);
  /* The flap folds by the widths of the board and the panel, revealed or not. */
  g_signal_connect_object (self->path_flap, "notify::folded", G_CALLBACK (update_path_view),
                           self, G_CONNECT_SWAPPED);
}
