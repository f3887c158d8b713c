/* sudoku-path-navigator.c: the solution path a step at a time, under the board
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A narrow window has no room for the path panel beside the board, and the
 * panel laid over the board would hide the very drawing a step is chosen
 * for. So there the window shows this instead, under the board, and the
 * panel (hidden, still finding the path) stays the one place the path and
 * its selection live.
 */

#define G_LOG_DOMAIN "sudoku-path-navigator"

#include "config.h"

#include "sudoku-path-navigator.h"

#include <glib/gi18n.h>

#include "sudoku-accessible.h"

struct _SudokuPathNavigator
{
  GtkWidget        parent_instance;

  /* Template widgets */
  GtkWidget       *box;
  GtkWidget       *flow;
  GtkWidget       *previous_button;
  GtkLabel        *position_label;
  GtkWidget       *next_button;
  GtkWidget       *apply_button;
  GtkLabel        *actions_label;
  GtkLabel        *step_label;

  SudokuPathPanel *panel;
};

G_DEFINE_FINAL_TYPE (SudokuPathNavigator, sudoku_path_navigator, GTK_TYPE_WIDGET)

static void
update (SudokuPathNavigator *self)
{
  GPtrArray *steps = self->panel != NULL ? sudoku_path_panel_get_steps (self->panel) : NULL;
  int selected = self->panel != NULL ? sudoku_path_panel_get_selected (self->panel) : -1;
  guint n_steps = steps != NULL ? steps->len : 0;

  if (steps != NULL && selected >= 0 && (guint) selected < n_steps)
    {
      const SudokuStep *step = g_ptr_array_index (steps, selected);
      g_autofree char *position = NULL;
      g_autofree char *sentence = sudoku_step_describe_with_chain (step);
      g_autofree char *actions = sudoku_step_format_actions (step);

      /* Translators: where the solution path's navigator is: "Step 9 of 41" */
      position = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Step %d of %u", "Step %d of %u",
                                               n_steps),
                                  selected + 1, n_steps);
      gtk_label_set_text (self->position_label, position);
      /* The sentence names the technique first. */
      gtk_label_set_text (self->step_label, sentence);
      gtk_label_set_text (self->actions_label, actions);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->actions_label), actions);
    }
  else
    {
      gtk_label_set_text (self->position_label,
                          self->panel != NULL ? sudoku_path_panel_get_status (self->panel) : "");
      gtk_label_set_text (self->step_label, "");
      gtk_label_set_text (self->actions_label, "");
    }
  gtk_widget_set_visible (GTK_WIDGET (self->step_label), selected >= 0);
  gtk_widget_set_visible (GTK_WIDGET (self->actions_label), selected >= 0);
  gtk_widget_set_sensitive (self->previous_button, selected > 0);
  gtk_widget_set_sensitive (self->next_button, selected + 1 < (int) n_steps);
  gtk_widget_set_sensitive (self->apply_button, selected >= 0);
}

static void
move (SudokuPathNavigator *self,
      int                  by)
{
  if (self->panel != NULL)
    sudoku_path_panel_select (self->panel, MAX (sudoku_path_panel_get_selected (self->panel) + by, 0));
}

static void
on_previous (SudokuPathNavigator *self)
{
  move (self, -1);
}

static void
on_next (SudokuPathNavigator *self)
{
  move (self, 1);
}

static void
on_apply (SudokuPathNavigator *self)
{
  if (self->panel != NULL)
    sudoku_path_panel_apply_selected (self->panel);
}

static void
sudoku_path_navigator_dispose (GObject *object)
{
  SudokuPathNavigator *self = SUDOKU_PATH_NAVIGATOR (object);

  sudoku_path_navigator_set_panel (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_PATH_NAVIGATOR);

  G_OBJECT_CLASS (sudoku_path_navigator_parent_class)->dispose (object);
}

static void
sudoku_path_navigator_class_init (SudokuPathNavigatorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_path_navigator_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               SUDOKU_RESOURCE_PATH "/ui/sudoku-path-navigator.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuPathNavigator, box);
  gtk_widget_class_bind_template_child (widget_class, SudokuPathNavigator, flow);
  gtk_widget_class_bind_template_child (widget_class, SudokuPathNavigator, previous_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuPathNavigator, position_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuPathNavigator, next_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuPathNavigator, apply_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuPathNavigator, actions_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuPathNavigator, step_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "pathnavigator");
}

static void
sudoku_path_navigator_init (SudokuPathNavigator *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Made after the window's own tidying (sudoku-window-path.c makes it when first shown). */
  sudoku_accessible_tidy_buttons (GTK_WIDGET (self));
  g_signal_connect_object (self->previous_button, "clicked", G_CALLBACK (on_previous), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->next_button, "clicked", G_CALLBACK (on_next), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->apply_button, "clicked", G_CALLBACK (on_apply), self,
                           G_CONNECT_SWAPPED);
  /* The buttons are the Tab stops, not the line's two parts. */
  for (GtkWidget *child = gtk_widget_get_first_child (self->flow); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_focusable (child, FALSE);
  update (self);
}

GtkWidget *
sudoku_path_navigator_new (void)
{
  return g_object_new (SUDOKU_TYPE_PATH_NAVIGATOR, NULL);
}

void
sudoku_path_navigator_set_panel (SudokuPathNavigator *self,
                                 SudokuPathPanel     *panel)
{
  g_return_if_fail (SUDOKU_IS_PATH_NAVIGATOR (self));
  g_return_if_fail (panel == NULL || SUDOKU_IS_PATH_PANEL (panel));

  if (self->panel == panel)
    return;
  if (self->panel != NULL)
    g_signal_handlers_disconnect_by_data (self->panel, self);
  g_set_object (&self->panel, panel);
  if (panel != NULL)
    {
      g_signal_connect_object (panel, "step-selected", G_CALLBACK (update), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (panel, "steps-changed", G_CALLBACK (update), self,
                               G_CONNECT_SWAPPED);
    }
  update (self);
}

const char *
sudoku_path_navigator_get_position (SudokuPathNavigator *self)
{
  g_return_val_if_fail (SUDOKU_IS_PATH_NAVIGATOR (self), NULL);

  return gtk_label_get_text (self->position_label);
}
