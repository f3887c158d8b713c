/* sudoku-layout-editor-palette.c: the brushes, one for each region and painted house, with their cell counts
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The paint grid's "brush" is the one truth: the number keys change it on the
 * grid, a click on a brush changes it here, and the toggle buttons follow it.
 * The house brushes are in the same group as the regions', in a palette of
 * their own under "Extra Houses".
 */

#define G_LOG_DOMAIN "sudoku-layout-editor-palette"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-grid-cells.h"
#include "sudoku-layout-editor-private.h"

static void
on_brush_toggled (SudokuLayoutEditor *self,
                  GtkToggleButton    *button)
{
  if (!gtk_toggle_button_get_active (button))
    return;

  for (guint b = 0; b < SUDOKU_LAYOUT_N_BRUSHES; b++)
    if (self->brushes[b] == button)
      sudoku_layout_paint_grid_set_brush (self->paint_grid, b);
}

static void
on_brush_changed (SudokuLayoutEditor    *self,
                  GParamSpec            *pspec,
                  SudokuLayoutPaintGrid *grid)
{
  gtk_toggle_button_set_active (self->brushes[sudoku_layout_paint_grid_get_brush (grid)], TRUE);
}

static void
build_palette (SudokuLayoutEditor *self)
{
  for (guint b = 0; b < SUDOKU_LAYOUT_N_BRUSHES; b++)
    {
      gboolean is_house = b >= SUDOKU_SIZE;
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      char name[2] = { '\0', '\0' };
      g_autofree char *tooltip = NULL;
      GtkWidget *swatch;
      GtkWidget *count = gtk_label_new (NULL);
      guint place = is_house ? b - SUDOKU_SIZE : b;

      if (is_house)
        name[0] = sudoku_layout_paint_grid_house_letter (place);
      else
        name[0] = (char) ('1' + b);
      swatch = gtk_label_new (name);
      gtk_widget_add_css_class (swatch, "region-swatch");
      if (is_house)
        gtk_widget_add_css_class (swatch, "house-swatch");
      else
        {
          g_autofree char *region_class = g_strdup_printf ("region-%u", b);

          gtk_widget_add_css_class (swatch, region_class);
        }
      gtk_accessible_update_state (GTK_ACCESSIBLE (swatch), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_label_set_xalign (GTK_LABEL (count), 0.0f);
      gtk_widget_add_css_class (count, "numeric");
      gtk_accessible_update_state (GTK_ACCESSIBLE (count), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_box_append (GTK_BOX (box), swatch);
      gtk_box_append (GTK_BOX (box), count);
      gtk_button_set_child (GTK_BUTTON (button), box);

      if (is_house)
        /* Translators: the tooltip of an extra house's brush; %c is its letter, A-E */
        tooltip = g_strdup_printf (_("Put cells in extra house %c, or take them out"), name[0]);
      else
        /* Translators: the tooltip of a brush; both %u are the region number */
        tooltip = g_strdup_printf (_("Paint cells into region %u (key %u)"), b + 1, b + 1);
      gtk_widget_set_tooltip_text (button, tooltip);

      if (b > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), self->brushes[0]);
      g_signal_connect_object (button, "toggled", G_CALLBACK (on_brush_toggled), self,
                               G_CONNECT_SWAPPED);

      self->brushes[b] = GTK_TOGGLE_BUTTON (button);
      self->brush_counts[b] = GTK_LABEL (count);
      /* The houses in one row: their counts are short. */
      if (is_house)
        gtk_grid_attach (self->house_palette, button, (int) place, 0, 1, 1);
      else
        gtk_grid_attach (self->palette, button, (int) (place % 3), (int) (place / 3), 1, 1);
    }
  gtk_toggle_button_set_active (self->brushes[sudoku_layout_paint_grid_get_brush (self->paint_grid)],
                                TRUE);
}

void
_sudoku_layout_editor_update_brush (SudokuLayoutEditor *self,
                                    guint               brush,
                                    guint               count)
{
  g_autofree char *text = NULL;
  g_autofree char *label = NULL;
  GtkWidget *count_label = GTK_WIDGET (self->brush_counts[brush]);
  gboolean is_house = brush >= SUDOKU_SIZE;

  /* Translators: how many cells a region has, shown on its brush */
  text = g_strdup_printf (g_dngettext (NULL, "%u cell", "%u cells", count), count);
  /* Five house brushes share a row: the number alone, the name says "cells". */
  if (is_house)
    {
      g_autofree char *number = g_strdup_printf ("%u", count);

      gtk_label_set_text (self->brush_counts[brush], number);
    }
  else
    gtk_label_set_text (self->brush_counts[brush], text);
  /* A house nobody painted is no house, and no mistake. */
  sudoku_widget_set_css_class (count_label, "error",
                               count != SUDOKU_SIZE && !(is_house && count == 0));

  if (is_house)
    /* Translators: the accessible name of an extra house's brush: its letter, then "9 cells" */
    label = g_strdup_printf (_("Extra house %c, %s"),
                             sudoku_layout_paint_grid_house_letter (brush - SUDOKU_SIZE), text);
  else
    /* Translators: the accessible name of a brush: region number, then "9 cells" */
    label = g_strdup_printf (_("Region %u, %s"), brush + 1, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->brushes[brush]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void
_sudoku_layout_editor_palette_init (SudokuLayoutEditor *self)
{
  build_palette (self);
  g_signal_connect_object (self->paint_grid, "notify::brush", G_CALLBACK (on_brush_changed), self,
                           G_CONNECT_SWAPPED);
}
