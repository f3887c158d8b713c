/* sudoku-layout-editor-palette.c: the brushes, one for each region, with their cell counts
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The paint grid's "brush" is the one truth: the number keys change it on the
 * grid, a click on a brush changes it here, and the toggle buttons follow it.
 */

#define G_LOG_DOMAIN "sudoku-layout-editor-palette"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-layout-editor-private.h"

static void
on_brush_toggled (SudokuLayoutEditor *self,
                  GtkToggleButton    *button)
{
  if (!gtk_toggle_button_get_active (button))
    return;

  for (guint r = 0; r < SUDOKU_SIZE; r++)
    if (self->brushes[r] == button)
      sudoku_layout_paint_grid_set_brush (self->paint_grid, r);
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
  for (guint r = 0; r < SUDOKU_SIZE; r++)
    {
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      char number[2] = { (char) ('1' + r), '\0' };
      g_autofree char *region_class = g_strdup_printf ("region-%u", r);
      g_autofree char *tooltip = NULL;
      GtkWidget *swatch = gtk_label_new (number);
      GtkWidget *count = gtk_label_new (NULL);

      gtk_widget_add_css_class (swatch, "region-swatch");
      gtk_widget_add_css_class (swatch, region_class);
      gtk_accessible_update_state (GTK_ACCESSIBLE (swatch), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_label_set_xalign (GTK_LABEL (count), 0.0f);
      gtk_widget_add_css_class (count, "numeric");
      gtk_accessible_update_state (GTK_ACCESSIBLE (count), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_box_append (GTK_BOX (box), swatch);
      gtk_box_append (GTK_BOX (box), count);
      gtk_button_set_child (GTK_BUTTON (button), box);

      /* Translators: the tooltip of a brush; both %u are the region number */
      tooltip = g_strdup_printf (_("Paint cells into region %u (key %u)"), r + 1, r + 1);
      gtk_widget_set_tooltip_text (button, tooltip);

      if (r > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), self->brushes[0]);
      g_signal_connect_object (button, "toggled", G_CALLBACK (on_brush_toggled), self,
                               G_CONNECT_SWAPPED);

      self->brushes[r] = GTK_TOGGLE_BUTTON (button);
      self->brush_counts[r] = GTK_LABEL (count);
      gtk_grid_attach (self->palette, button, (int) (r % 3), (int) (r / 3), 1, 1);
    }
  gtk_toggle_button_set_active (self->brushes[sudoku_layout_paint_grid_get_brush (self->paint_grid)],
                                TRUE);
}

void
_sudoku_layout_editor_update_brush (SudokuLayoutEditor *self,
                                    guint               region,
                                    guint               count)
{
  g_autofree char *text = NULL;
  g_autofree char *label = NULL;
  GtkWidget *count_label = GTK_WIDGET (self->brush_counts[region]);

  /* Translators: how many cells a region has, shown on its brush */
  text = g_strdup_printf (g_dngettext (NULL, "%u cell", "%u cells", count), count);
  gtk_label_set_text (self->brush_counts[region], text);
  if (count == SUDOKU_SIZE)
    gtk_widget_remove_css_class (count_label, "error");
  else
    gtk_widget_add_css_class (count_label, "error");

  /* Translators: the accessible name of a brush: region number, then "9 cells" */
  label = g_strdup_printf (_("Region %u, %s"), region + 1, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->brushes[region]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void
_sudoku_layout_editor_palette_init (SudokuLayoutEditor *self)
{
  build_palette (self);
  g_signal_connect_object (self->paint_grid, "notify::brush", G_CALLBACK (on_brush_changed), self,
                           G_CONNECT_SWAPPED);
}
