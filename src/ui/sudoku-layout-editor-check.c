/* sudoku-layout-editor-check.c: checking the regions, houses and name, and the rows under the grid
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whether the result is a layout is asked of sudoku_layout_parse_symbols(),
 * the engine's check that every layout file goes through; the counts and
 * pieces are worked out here only to say what is wrong.
 */

#define G_LOG_DOMAIN "sudoku-layout-editor-check"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-layout-editor-private.h"

void
_sudoku_layout_editor_append_line (GString    *text,
                                   const char *line)
{
  if (line[0] == '\0')
    return;
  if (text->len > 0)
    g_string_append_c (text, '\n');
  g_string_append (text, line);
}

static char *
describe_size (guint region,
               guint count)
{
  g_autofree char *cells = NULL;

  if (count == 0)
    /* Translators: %u is a region number, 1-9 */
    return g_strdup_printf (_("Region %u has no cells"), region + 1);

  /* Translators: a number of cells, part of "Region 3 has 10 cells, 1 too many" */
  cells = g_strdup_printf (g_dngettext (NULL, "%u cell", "%u cells", count), count);
  if (count > SUDOKU_SIZE)
    return g_strdup_printf (g_dngettext (NULL,
                                         /* Translators: the first %u is a region number (1-9); %s is "10 cells" */
                                         "Region %u has %s, %u too many",
                                         "Region %u has %s, %u too many",
                                         count - SUDOKU_SIZE),
                            region + 1, cells, count - SUDOKU_SIZE);
  return g_strdup_printf (g_dngettext (NULL,
                                       /* Translators: the first %u is a region number (1-9); %s is "8 cells" */
                                       "Region %u has %s, %u too few",
                                       "Region %u has %s, %u too few",
                                       SUDOKU_SIZE - count),
                          region + 1, cells, SUDOKU_SIZE - count);
}

static void
show_row (GtkWidget  *row,
          GtkLabel   *label,
          const char *text)
{
  gtk_label_set_text (label, text);
  gtk_widget_set_visible (row, text[0] != '\0');
}

/* At most this many lines for one kind of problem; the rest are counted.
 * With room kept for that much under the grid (style.css), a new problem
 * never takes space from the grid while the user paints. */
#define MAX_LINES 2

/* Everything that follows from the regions and the name, all at once: it is
 * 81 cells, and doing it in one place keeps the parts from disagreeing.
 * Three rows under the grid: what stops Save, what is allowed but unusual,
 * and whether it is ready. Pieces are only worth a word once the sizes are
 * right: halfway through reshaping a region, they are the normal state. */
void
_sudoku_layout_editor_validate (SudokuLayoutEditor *self)
{
  const guint8 *regions = sudoku_layout_paint_grid_get_regions (self->paint_grid);
  g_autoptr(GString) errors = g_string_new (NULL);
  g_autoptr(GString) warnings = g_string_new (NULL);
  g_autoptr(GString) all = g_string_new (NULL);
  g_autofree char *name = _sudoku_layout_editor_dup_stripped_name (self);
  SudokuLayoutInfo *clash = NULL;
  guint counts[SUDOKU_SIZE] = { 0 };
  int pieces[SUDOKU_SIZE];
  guint n_wrong = 0;
  guint n_split = 0;
  SudokuLayoutNameStatus name_status;
  gboolean regions_valid;
  gboolean can_save;
  SudokuLayoutFitState fit;
  SkLayout layout;
  SkLayout with_houses;

  for (guint i = 0; i < SUDOKU_CELLS; i++)
    {
      counts[regions[i]]++;
      self->symbols[i] = (char) ('1' + regions[i]);
    }
  self->symbols[SUDOKU_CELLS] = '\0';

  regions_valid = sudoku_layout_parse_symbols (&layout, self->symbols);

  for (guint r = 0; r < SUDOKU_SIZE; r++)
    {
      _sudoku_layout_editor_update_brush (self, r, counts[r]);
      if (counts[r] != SUDOKU_SIZE)
        n_wrong++;
    }

  for (guint r = 0, shown = 0; r < SUDOKU_SIZE && n_wrong > 0; r++)
    {
      g_autofree char *line = NULL;

      if (counts[r] == SUDOKU_SIZE)
        continue;
      if (shown + 1 == MAX_LINES && n_wrong > MAX_LINES)
        {
          guint rest = n_wrong - shown;

          line = g_strdup_printf (g_dngettext (NULL,
                                               /* Translators: after "Region 3 has 10 cells, 1 too many"; the brushes show which */
                                               "…and %u more region with the wrong number of cells",
                                               "…and %u more regions with the wrong number of cells",
                                               rest),
                                  rest);
          _sudoku_layout_editor_append_line (errors, line);
          break;
        }
      line = describe_size (r, counts[r]);
      _sudoku_layout_editor_append_line (errors, line);
      shown++;
    }

  /* Should the engine ever refuse what the counts allow, say so rather than
   * offer a Save that cannot work. */
  if (!regions_valid && n_wrong == 0)
    _sudoku_layout_editor_append_line (errors, _("These regions do not make a layout"));

  /* The houses after the regions, whatever the regions' state: a house's
   * size does not depend on them. */
  self->is_valid = _sudoku_layout_editor_houses_check (self, regions_valid ? &layout : NULL,
                                                       errors, &with_houses) && regions_valid;
  if (self->is_valid)
    self->layout = with_houses;

  /* Allowed, as in a layout file, but whoever made it should know. */
  sudoku_regions_count_pieces (regions, pieces);
  for (guint r = 0; r < SUDOKU_SIZE; r++)
    if (pieces[r] > 1)
      n_split++;
  for (guint r = 0, shown = 0; r < SUDOKU_SIZE && regions_valid && n_split > 0; r++)
    {
      g_autofree char *line = NULL;

      if (pieces[r] <= 1)
        continue;
      if (shown + 1 == MAX_LINES && n_split > MAX_LINES)
        {
          guint rest = n_split - shown;

          line = g_strdup_printf (g_dngettext (NULL,
                                               /* Translators: after "Region 3 is in 2 pieces" */
                                               "…and %u more region in pieces",
                                               "…and %u more regions in pieces",
                                               rest),
                                  rest);
          _sudoku_layout_editor_append_line (warnings, line);
          break;
        }
      line = g_strdup_printf (g_dngettext (NULL,
                                           /* Translators: the first %u is a region number (1-9), the second how many pieces */
                                           "Region %u is in %u pieces",
                                           "Region %u is in %u pieces",
                                           (gulong) pieces[r]),
                              r + 1, (guint) pieces[r]);
      _sudoku_layout_editor_append_line (warnings, line);
      shown++;
    }

  name_status = _sudoku_layout_editor_check_name (self, name, &clash);
  switch (name_status)
    {
    case SUDOKU_LAYOUT_NAME_EMPTY:
      _sudoku_layout_editor_append_line (errors, _("Give the layout a name to save it"));
      break;
    case SUDOKU_LAYOUT_NAME_SHIPPED:
      {
        /* Translators: %s is a layout name */
        g_autofree char *line = g_strdup_printf (_("A built-in layout is called “%s”: choose another name"),
                                                 sudoku_layout_info_get_name (clash));

        _sudoku_layout_editor_append_line (errors, line);
      }
      break;
    case SUDOKU_LAYOUT_NAME_REPLACES:
      {
        /* Translators: %s is a layout name */
        g_autofree char *line = g_strdup_printf (_("Saving replaces your layout “%s”"),
                                                 sudoku_layout_info_get_name (clash));

        _sudoku_layout_editor_append_line (warnings, line);
      }
      break;
    case SUDOKU_LAYOUT_NAME_OK:
    default:
      break;
    }

  /* A layout whose grid no search can fill makes no puzzle: not ready. */
  fit = self->is_valid ? _sudoku_layout_editor_fits (self, &self->layout) : SUDOKU_LAYOUT_FIT_UNKNOWN;
  if (fit == SUDOKU_LAYOUT_FIT_NO)
    _sudoku_layout_editor_append_line (errors, _("No Sudoku fits this layout: no way to fill its grid was found"));

  can_save = self->is_valid && fit == SUDOKU_LAYOUT_FIT_YES &&
             (name_status == SUDOKU_LAYOUT_NAME_OK || name_status == SUDOKU_LAYOUT_NAME_REPLACES);

  show_row (self->error_row, self->error_label, errors->str);
  show_row (self->warning_row, self->warning_label, warnings->str);
  if (fit == SUDOKU_LAYOUT_FIT_CHECKING)
    show_row (self->ready_row, self->ready_label, _("Checking that a Sudoku fits…"));
  else if (!can_save)
    show_row (self->ready_row, self->ready_label, "");
  else if (self->layout.n_extra == 0)
    show_row (self->ready_row, self->ready_label, _("Nine regions of nine cells: ready to save"));
  else
    {
      g_autofree char *ready = NULL;

      ready = g_strdup_printf (g_dngettext (NULL,
                                            /* Translators: %u is how many extra houses the layout has */
                                            "Nine regions of nine cells and %u extra house: ready to save",
                                            "Nine regions of nine cells and %u extra houses: ready to save",
                                            self->layout.n_extra),
                               (guint) self->layout.n_extra);
      show_row (self->ready_row, self->ready_label, ready);
    }

  _sudoku_layout_editor_append_line (all, gtk_label_get_text (self->error_label));
  _sudoku_layout_editor_append_line (all, gtk_label_get_text (self->warning_label));
  _sudoku_layout_editor_append_line (all, gtk_label_get_text (self->ready_label));
  g_free (self->problems_text);
  self->problems_text = g_string_free (g_steal_pointer (&all), FALSE);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "layout-editor.save",
                                 can_save && !self->saving);
}
