/* sudoku-number-pad.c: a popover of digits 1-9 and Clear, pointing at a cell
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * So that the board can be played with a mouse or a touch screen alone, as
 * GNOME Sudoku can: a click on a cell opens it for digits, a right-click or
 * a long press for pencil marks (sudoku-board-view.c decides which).
 */

#define G_LOG_DOMAIN "sudoku-number-pad"

#include "config.h"

#include "sudoku-number-pad.h"

#include <glib/gi18n.h>

#include "sudoku-grid-keys.h"

struct _SudokuNumberPad
{
  GtkPopover       parent_instance;

  /* Template widgets */
  GtkWidget       *marks_heading;
  GtkWidget       *digits;
  GtkWidget       *marks_grid;
  GtkWidget       *digit[9];
  GtkToggleButton *mark[9];
  GtkWidget       *clear;

  /* Owned: the cell the pad is open for, NULL while closed */
  SudokuCell      *cell;

  guint            marks : 1;
  /* Set while the toggles follow the cell, so they request nothing. */
  guint            syncing : 1;
};

G_DEFINE_FINAL_TYPE (SudokuNumberPad, sudoku_number_pad, GTK_TYPE_POPOVER)

static void
sync_marks (SudokuNumberPad *self)
{
  guint marks = self->cell != NULL ? sudoku_cell_get_marks (self->cell) : 0;

  self->syncing = TRUE;
  for (guint d = 0; d < 9; d++)
    gtk_toggle_button_set_active (self->mark[d], (marks & (1u << d)) != 0);
  self->syncing = FALSE;
}

static void
choose (SudokuNumberPad *self,
        guint            digit)
{
  if (self->cell == NULL)
    return;

  if (self->marks && digit != 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "board.toggle-mark", "u", (guint32) digit);
  else
    gtk_widget_activate_action (GTK_WIDGET (self), "board.set-value", "(uu)",
                                sudoku_cell_get_index (self->cell), (guint32) digit);

  /* Marks are noted several at a time; a digit is one choice. */
  if (self->marks)
    sync_marks (self);
  else
    gtk_popover_popdown (GTK_POPOVER (self));
}

static void
on_mark_toggled (SudokuNumberPad       *self,
                 const GtkToggleButton *button)
{
  if (self->syncing)
    return;

  for (guint d = 0; d < 9; d++)
    if (self->mark[d] == button)
      choose (self, d + 1);
}

static void
digit_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  choose (SUDOKU_NUMBER_PAD (widget), g_variant_get_uint32 (parameter));
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  choose (SUDOKU_NUMBER_PAD (widget), 0);
}

static gboolean
on_key_pressed (SudokuNumberPad       *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  int digit;

  if (sudoku_grid_key_is_shortcut (state))
    return FALSE;

  digit = sudoku_grid_key_digit (keyval);
  if (keyval == GDK_KEY_BackSpace || keyval == GDK_KEY_Delete || keyval == GDK_KEY_KP_Delete)
    digit = 0;
  if (digit < 0)
    return FALSE;

  choose (self, (guint) digit);
  return TRUE;
}

static void
on_closed (SudokuNumberPad *self)
{
  g_clear_object (&self->cell);
}

static void
sudoku_number_pad_dispose (GObject *object)
{
  SudokuNumberPad *self = SUDOKU_NUMBER_PAD (object);

  g_clear_object (&self->cell);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_NUMBER_PAD);

  G_OBJECT_CLASS (sudoku_number_pad_parent_class)->dispose (object);
}

static void
sudoku_number_pad_class_init (SudokuNumberPadClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  char name[8];

  object_class->dispose = sudoku_number_pad_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               SUDOKU_RESOURCE_PATH "/ui/sudoku-number-pad.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuNumberPad, marks_heading);
  gtk_widget_class_bind_template_child (widget_class, SudokuNumberPad, digits);
  gtk_widget_class_bind_template_child_full (widget_class, "marks", FALSE,
                                             G_STRUCT_OFFSET (SudokuNumberPad, marks_grid));
  gtk_widget_class_bind_template_child (widget_class, SudokuNumberPad, clear);
  for (guint d = 0; d < 9; d++)
    {
      g_snprintf (name, sizeof name, "digit_%u", d + 1);
      gtk_widget_class_bind_template_child_full (widget_class, name, FALSE,
                                                 G_STRUCT_OFFSET (SudokuNumberPad, digit[d]));
      g_snprintf (name, sizeof name, "mark_%u", d + 1);
      gtk_widget_class_bind_template_child_full (widget_class, name, FALSE,
                                                 G_STRUCT_OFFSET (SudokuNumberPad, mark[d]));
    }
  gtk_widget_class_bind_template_callback (widget_class, on_mark_toggled);

  gtk_widget_class_install_action (widget_class, "pad.digit", "u", digit_action);
  gtk_widget_class_install_action (widget_class, "pad.clear", NULL, clear_action);
}

static void
sudoku_number_pad_init (SudokuNumberPad *self)
{
  GtkEventController *controller;

  gtk_widget_init_template (GTK_WIDGET (self));

  /* One translatable string for the nine marks, rather than nine. */
  for (guint d = 0; d < 9; d++)
    {
      /* Translators: the accessible name of a toggle button of the number
       * pad that notes digit %u as a pencil mark of the cell */
      g_autofree char *label = g_strdup_printf (_("Pencil mark %u"), d + 1);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self->mark[d]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
    }

  /* Before the focused button, so that a digit typed over the pad is the
   * digit chosen, not a mnemonic or a search. */
  controller = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect_object (controller, "key-pressed", G_CALLBACK (on_key_pressed), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  g_signal_connect (self, "closed", G_CALLBACK (on_closed), NULL);
}

GtkWidget *
sudoku_number_pad_new (void)
{
  return g_object_new (SUDOKU_TYPE_NUMBER_PAD, NULL);
}

void
sudoku_number_pad_popup_at (SudokuNumberPad    *self,
                            SudokuCell         *cell,
                            const GdkRectangle *rect,
                            gboolean            marks)
{
  g_return_if_fail (SUDOKU_IS_NUMBER_PAD (self));
  g_return_if_fail (SUDOKU_IS_CELL (cell));
  g_return_if_fail (rect != NULL);

  g_set_object (&self->cell, cell);
  self->marks = !!marks;
  /* Hidden rather than stacked: a screen reader then finds one set of
   * keys, the set shown. */
  gtk_widget_set_visible (self->digits, !marks);
  gtk_widget_set_visible (self->marks_grid, marks);
  gtk_widget_set_visible (self->marks_heading, marks);
  if (marks)
    gtk_widget_add_css_class (GTK_WIDGET (self), "marks");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "marks");
  sync_marks (self);
  gtk_popover_set_pointing_to (GTK_POPOVER (self), rect);
  gtk_popover_popup (GTK_POPOVER (self));
}

/**
 * sudoku_number_pad_get_cell:
 *
 * Returns: (transfer none) (nullable): the cell the pad is open for
 */
SudokuCell *
sudoku_number_pad_get_cell (SudokuNumberPad *self)
{
  g_return_val_if_fail (SUDOKU_IS_NUMBER_PAD (self), NULL);

  return self->cell;
}

gboolean
sudoku_number_pad_get_marks (SudokuNumberPad *self)
{
  g_return_val_if_fail (SUDOKU_IS_NUMBER_PAD (self), FALSE);

  return !!self->marks;
}

/**
 * sudoku_number_pad_get_button:
 *
 * Returns: (transfer none): the button of @digit, or of Clear for 0
 */
GtkWidget *
sudoku_number_pad_get_button (SudokuNumberPad *self,
                              guint            digit)
{
  g_return_val_if_fail (SUDOKU_IS_NUMBER_PAD (self), NULL);
  g_return_val_if_fail (digit <= 9, NULL);

  if (digit == 0)
    return self->clear;
  return self->marks ? GTK_WIDGET (self->mark[digit - 1]) : self->digit[digit - 1];
}
