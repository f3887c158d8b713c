/* sudoku-layout-editor-houses.c: the extra houses: named sets switched on, houses painted
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The switches and the grid's painted houses are the truth, as the grid's
 * regions are for the regions: self->houses is read from them at every
 * check. Whether they make a layout is sudoku_extra_houses_check()'s to say;
 * this file words its answer and keeps the switches and the grid in step.
 */

#define G_LOG_DOMAIN "sudoku-layout-editor-houses"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-grid-cells.h"
#include "sudoku-layout-editor-private.h"

/* The labels of the named sets, by SkExtraSet; the files' names for them
 * are sudoku_extra_set_get_id()'s. */
static const struct
{
  const char *label;
  const char *tooltip;
} set_words[SUDOKU_N_EXTRA_SETS] = {
  [SK_EXTRA_DIAGONALS] = { N_("_Diagonals"), N_("Both main diagonals, as in Sudoku-X: two houses") },
  [SK_EXTRA_WINDOWS] = { N_("_Windows"), N_("Four 3×3 windows at rows and columns 2–4 and 6–8, as in Windoku: four houses") },
  [SK_EXTRA_ASTERISK] = { N_("_Asterisk"), N_("Nine cells in an asterisk round the centre: one house") },
  [SK_EXTRA_CENTRE_DOT] = { N_("Centre D_ot"), N_("The centre cell of each box: one house") },
  [SK_EXTRA_GIRANDOLA] = { N_("_Girandola"), N_("The four corners, the centre, and r2c5, r5c2, r5c8 and r8c5: one house") },
};

/* At most this many lines for houses of the wrong size; the rest are counted
 * (as the regions' lines are, sudoku-layout-editor-check.c). */
#define MAX_LINES 2

static void
on_set_toggled (SudokuLayoutEditor *self,
                GtkCheckButton     *button)
{
  if (self->setting_sets)
    return;
  _sudoku_layout_editor_validate (self);
}

void
_sudoku_layout_editor_houses_init (SudokuLayoutEditor *self)
{
  for (guint s = 0; s < SUDOKU_N_EXTRA_SETS; s++)
    {
      GtkWidget *button = gtk_check_button_new_with_mnemonic (_(set_words[s].label));

      gtk_widget_set_tooltip_text (button, _(set_words[s].tooltip));
      g_signal_connect_object (button, "toggled", G_CALLBACK (on_set_toggled), self,
                               G_CONNECT_SWAPPED);
      self->set_buttons[s] = GTK_CHECK_BUTTON (button);
      gtk_grid_attach (self->set_grid, button, (int) (s % 3), (int) (s / 3), 1, 1);
    }
}

void
_sudoku_layout_editor_houses_show (SudokuLayoutEditor *self,
                                   const SkLayout     *layout)
{
  SudokuExtraHouses houses;

  sudoku_extra_houses_from_layout (&houses, layout);
  self->setting_sets = TRUE;
  for (guint s = 0; s < SUDOKU_N_EXTRA_SETS; s++)
    gtk_check_button_set_active (self->set_buttons[s], houses.sets[s]);
  self->setting_sets = FALSE;
  sudoku_layout_paint_grid_set_houses (self->paint_grid, houses.painted);
  /* A layout with houses shows them; one without leaves the section as the
   * user left it. */
  if (layout->n_extra > 0)
    gtk_expander_set_expanded (self->houses_expander, TRUE);
}

static char *
describe_size (guint house,
               guint count)
{
  g_autofree char *cells = NULL;
  char letter = sudoku_layout_paint_grid_house_letter (house);

  /* Translators: a number of cells, part of "Extra house A has 10 cells, 1 too many" */
  cells = g_strdup_printf (g_dngettext (NULL, "%u cell", "%u cells", count), count);
  if (count > SUDOKU_SIZE)
    return g_strdup_printf (g_dngettext (NULL,
                                         /* Translators: %c is a house's letter (A-E); %s is "10 cells" */
                                         "Extra house %c has %s, %u too many",
                                         "Extra house %c has %s, %u too many",
                                         count - SUDOKU_SIZE),
                            letter, cells, count - SUDOKU_SIZE);
  return g_strdup_printf (g_dngettext (NULL,
                                       /* Translators: %c is a house's letter (A-E); %s is "8 cells" */
                                       "Extra house %c has %s, %u too few",
                                       "Extra house %c has %s, %u too few",
                                       SUDOKU_SIZE - count),
                          letter, cells, SUDOKU_SIZE - count);
}

/* The editor's regions are the symbols 1-9 of its brushes, which the
 * layout numbers in their order of appearance. */
static char *
describe_unit (guint           house,
               guint           unit,
               const SkLayout *regions)
{
  char letter = sudoku_layout_paint_grid_house_letter (house);
  guint number = unit < SK_UNITS - SUDOKU_SIZE
                 ? unit % SUDOKU_SIZE + 1
                 : (guint) (regions->symbol[unit % SUDOKU_SIZE] - '0');

  switch (unit / SUDOKU_SIZE)
    {
    case 0:
      /* Translators: %c is a house's letter (A-E), %u a row number (1-9) */
      return g_strdup_printf (_("Extra house %c is row %u, which adds no rule"), letter, number);
    case 1:
      /* Translators: %c is a house's letter (A-E), %u a column number (1-9) */
      return g_strdup_printf (_("Extra house %c is column %u, which adds no rule"), letter, number);
    default:
      /* Translators: %c is a house's letter (A-E), %u a region number (1-9) */
      return g_strdup_printf (_("Extra house %c is region %u, which adds no rule"), letter, number);
    }
}

static char *
describe_problem (const SudokuExtraProblem *problem,
                  const SkLayout           *regions)
{
  switch (problem->kind)
    {
    case SUDOKU_EXTRA_PROBLEM_SIZE:
      return describe_size (problem->house, problem->count);
    case SUDOKU_EXTRA_PROBLEM_REPEAT:
      /* Translators: %c is a house's letter (A-E) */
      return g_strdup_printf (_("Extra house %c has the same cells as another extra house"),
                              sudoku_layout_paint_grid_house_letter (problem->house));
    case SUDOKU_EXTRA_PROBLEM_UNIT:
      return describe_unit (problem->house, problem->unit, regions);
    case SUDOKU_EXTRA_PROBLEM_TOO_MANY:
    default:
      return g_strdup_printf (g_dngettext (NULL,
                                           /* Translators: the first %u is how many extra houses are switched on and painted, the second the most there may be (5) */
                                           "%u extra house: a layout may have at most %u",
                                           "%u extra houses: a layout may have at most %u",
                                           problem->count),
                              problem->count, (guint) SUDOKU_MAX_EXTRA);
    }
}

gboolean
_sudoku_layout_editor_houses_check (SudokuLayoutEditor *self,
                                    const SkLayout     *regions,
                                    GString            *errors,
                                    SkLayout           *layout)
{
  g_autoptr(GArray) problems = NULL;
  g_autofree char *limit = NULL;
  gboolean in_set[SUDOKU_CELLS];
  SkLayout standard;
  guint n_size = 0;
  guint n_houses;

  memset (&self->houses, 0, sizeof self->houses);
  for (guint s = 0; s < SUDOKU_N_EXTRA_SETS; s++)
    self->houses.sets[s] = gtk_check_button_get_active (self->set_buttons[s]);
  memcpy (self->houses.painted, sudoku_layout_paint_grid_get_houses (self->paint_grid),
          sizeof self->houses.painted);

  sudoku_extra_houses_set_cells (&self->houses, in_set);
  sudoku_layout_paint_grid_set_set_cells (self->paint_grid, in_set);
  for (guint h = 0; h < SUDOKU_MAX_EXTRA; h++)
    _sudoku_layout_editor_update_brush (self, SUDOKU_SIZE + h,
                                        sudoku_extra_houses_count_painted (&self->houses, h));

  n_houses = sudoku_extra_houses_count (&self->houses);
  /* Translators: the first %u is how many extra houses there are now, the second the most there may be (5) */
  limit = g_strdup_printf (_("%u of at most %u extra houses, sets and painted together"),
                           n_houses, (guint) SUDOKU_MAX_EXTRA);
  gtk_label_set_text (self->houses_limit_label, limit);
  sudoku_widget_set_css_class (GTK_WIDGET (self->houses_limit_label), "error",
                               n_houses > SUDOKU_MAX_EXTRA);

  /* Sizes and the limit do not depend on the regions. */
  if (regions == NULL)
    {
      sudoku_layout_init_standard (&standard);
      regions = &standard;
      layout = NULL;
    }
  problems = sudoku_extra_houses_check (&self->houses, regions, layout);

  for (guint i = 0; i < problems->len; i++)
    if (g_array_index (problems, SudokuExtraProblem, i).kind == SUDOKU_EXTRA_PROBLEM_SIZE)
      n_size++;
  for (guint i = 0, shown = 0; i < problems->len; i++)
    {
      const SudokuExtraProblem *problem = &g_array_index (problems, SudokuExtraProblem, i);
      g_autofree char *line = NULL;

      if (problem->kind == SUDOKU_EXTRA_PROBLEM_SIZE)
        {
          if (shown == MAX_LINES)
            continue;
          if (shown + 1 == MAX_LINES && n_size > MAX_LINES)
            {
              guint rest = n_size - shown;

              line = g_strdup_printf (g_dngettext (NULL,
                                                   /* Translators: after "Extra house A has 10 cells, 1 too many" */
                                                   "…and %u more extra house with the wrong number of cells",
                                                   "…and %u more extra houses with the wrong number of cells",
                                                   rest),
                                      rest);
              shown = MAX_LINES;
            }
          else
            shown++;
        }
      if (line == NULL)
        line = describe_problem (problem, regions);
      _sudoku_layout_editor_append_line (errors, line);
    }

  return problems->len == 0;
}

void
_sudoku_layout_editor_mark_start (SudokuLayoutEditor *self)
{
  memcpy (self->start_symbols, self->symbols, sizeof self->start_symbols);
  self->start_houses = self->houses;
}

gboolean
_sudoku_layout_editor_is_changed (SudokuLayoutEditor *self)
{
  return strcmp (self->symbols, self->start_symbols) != 0 ||
         !sudoku_extra_houses_equal (&self->houses, &self->start_houses);
}
