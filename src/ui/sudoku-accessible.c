/* sudoku-accessible.c: accessible names GTK 4.8 gets wrong, put right
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 joins every name source it finds. A button with a mnemonic label
 * ("_Save") has two: its label property, which GtkButton sets to the raw
 * text, and the label widget that the mnemonic makes it "labelled by"; a
 * screen reader hears "_Save Save". A GtkDropDown's inner toggle has none and
 * is read by its class name. tests/ui/check-a11y-names.py walks the whole
 * accessible tree for such names.
 */

#include "config.h"

#include "sudoku-accessible.h"

static void
tidy_button (GtkButton *button)
{
  GList *labels = gtk_widget_list_mnemonic_labels (GTK_WIDGET (button));

  /* The mnemonic label alone names the button: without its underscore, and
   * following the label when it changes. */
  if (labels != NULL && gtk_button_get_label (button) != NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
  g_list_free (labels);
}

static void
on_button_label_changed (GtkButton  *button,
                         GParamSpec *pspec,
                         gpointer    data)
{
  tidy_button (button);
}

static gboolean
is_tidied (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), "sudoku-accessible-tidied") != NULL;
}

/**
 * sudoku_accessible_tidy_buttons:
 * @root: a widget, usually a window or dialog, once it has its buttons
 *
 * Gives every button at or below @root that has a mnemonic label one clean
 * accessible name ("Save", not "_Save Save"), now and when its label or
 * mnemonic setting changes. Calling it again on the same tree is harmless,
 * so a dialog can call it after adding each button.
 */
void
sudoku_accessible_tidy_buttons (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (GTK_IS_BUTTON (root) && !is_tidied (root))
    {
      g_object_set_data (G_OBJECT (root), "sudoku-accessible-tidied", GINT_TO_POINTER (TRUE));
      g_signal_connect (root, "notify::label", G_CALLBACK (on_button_label_changed), NULL);
      g_signal_connect (root, "notify::use-underline", G_CALLBACK (on_button_label_changed), NULL);
      tidy_button (GTK_BUTTON (root));
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    sudoku_accessible_tidy_buttons (child);
}

static void
update_checked (GtkToggleButton *toggle)
{
  gtk_accessible_update_state (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_STATE_CHECKED,
                               gtk_toggle_button_get_active (toggle), -1);
}

/**
 * sudoku_accessible_switch_toggle:
 * @toggle: a toggle button made with the accessible role "switch"
 *
 * GTK 4.8 has no toggle button role: a GtkToggleButton is a push button to
 * AT-SPI, which a screen reader announces without an on or off. Made a
 * switch (a checkable control to AT-SPI), @toggle is read as checked while
 * it is active, now and as it changes.
 */
void
sudoku_accessible_switch_toggle (GtkToggleButton *toggle)
{
  g_return_if_fail (GTK_IS_TOGGLE_BUTTON (toggle));
  g_return_if_fail (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (toggle)) ==
                    GTK_ACCESSIBLE_ROLE_SWITCH);

  g_signal_connect (toggle, "toggled", G_CALLBACK (update_checked), NULL);
  update_checked (toggle);
}

/**
 * sudoku_accessible_name_drop_down:
 * @drop_down: a drop-down
 * @label: the label that names it (its mnemonic label)
 *
 * Names the button inside @drop_down, the part a screen reader lands on, by
 * @label as well, instead of "GtkToggleButton".
 */
void
sudoku_accessible_name_drop_down (GtkDropDown *drop_down,
                                  GtkWidget   *label)
{
  g_return_if_fail (GTK_IS_DROP_DOWN (drop_down));
  g_return_if_fail (GTK_IS_WIDGET (label));

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (drop_down));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TOGGLE_BUTTON (child))
      gtk_accessible_update_relation (GTK_ACCESSIBLE (child),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL,
                                      -1);
}
