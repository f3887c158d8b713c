/* sudoku-layout-extra.c: the Extra key of layout and .sudoku files, a variant's extra houses
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Extra=diagonals;windows                       named sets
 * Extra=r1c5 r2c4 r2c6 r3c3 r3c7 r4c2 ...;...   a house cell by cell
 *
 * Items are separated by ';' (a trailing one is allowed, as GKeyFile lists
 * have one); an item is a set name or nine cells rRcC separated by spaces or
 * commas. Written back, whole named sets come first by name, then the rest
 * cell by cell, so a file that used names keeps them. A puzzle line carries
 * the same value as its third word, with commas (_sudoku_extra_to_word).
 */

#define G_LOG_DOMAIN "sudoku-layout-file"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sudoku-io-private.h"

/* More than nine so that a house of ten is told as ten, not cut at nine. */
#define MAX_ITEM_CELLS (SK_CELLS + 1)

static gboolean
parse_cell (const char *word,
            int        *cell)
{
  if ((word[0] == 'r' || word[0] == 'R') && word[1] >= '1' && word[1] <= '9' &&
      (word[2] == 'c' || word[2] == 'C') && word[3] >= '1' && word[3] <= '9' && word[4] == '\0')
    {
      *cell = sk_cell_index (word[1] - '1', word[3] - '1');
      return TRUE;
    }
  return FALSE;
}

static gboolean
add_house (SkLayout    *layout,
           char        *item,
           int          number,
           guint        line,
           const char  *name,
           GError     **error)
{
  g_auto (GStrv) words = g_strsplit_set (item, " \t,", -1);
  int cells[MAX_ITEM_CELLS];
  int n_cells = 0;
  SkLayoutProblem problem;

  for (int w = 0; words[w] != NULL; w++)
    {
      int cell;

      if (words[w][0] == '\0')
        continue;
      if (!parse_cell (words[w], &cell))
        {
          _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, name, line, 0,
                             /* Translators: Extra is a key of the file; "r1c1" names a cell */
                             _("Extra: '%s' is neither a cell such as r1c1 nor a known set "
                               "(diagonals, windows, asterisk, centre-dot, girandola)"),
                             words[w]);
          return FALSE;
        }
      if (n_cells < MAX_ITEM_CELLS)
        cells[n_cells] = cell;
      n_cells++;
    }

  switch (sk_layout_add_extra_house (layout, cells, MIN (n_cells, MAX_ITEM_CELLS), &problem))
    {
    case SK_LAYOUT_OK:
      return TRUE;
    case SK_LAYOUT_ERROR_HOUSE_SIZE:
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, name, line, 0,
                         g_dngettext (GETTEXT_PACKAGE, "Extra: house %d has %d cell, expected 9",
                                      "Extra: house %d has %d cells, expected 9",
                                      (gulong) n_cells),
                         number, n_cells);
      return FALSE;
    case SK_LAYOUT_ERROR_HOUSE_REPEAT:
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, name, line, 0,
                         _("Extra: house %d holds r%dc%d twice"), number,
                         sk_cell_row (problem.count) + 1, sk_cell_column (problem.count) + 1);
      return FALSE;
    default:
      _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, name, line, 0,
                         _("Extra: more than %d extra houses"), SK_MAX_EXTRA);
      return FALSE;
    }
}

/* Adds the houses of an Extra= value to @layout, which keeps its regions. */
gboolean
_sudoku_extra_from_value (const char  *value,
                          guint        line,
                          const char  *name,
                          SkLayout    *layout,
                          GError     **error)
{
  g_auto (GStrv) items = g_strsplit (value, ";", -1);
  SkLayout parsed = *layout;
  int number = 0;

  for (int i = 0; items[i] != NULL; i++)
    {
      char *item = g_strstrip (items[i]);
      SkExtraSet set;

      if (item[0] == '\0')
        continue;
      number++;
      if (sk_extra_set_from_string (item, &set))
        {
          if (sk_layout_add_extra_set (&parsed, set, NULL) != SK_LAYOUT_OK)
            {
              _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, name, line, 0,
                                 _("Extra: more than %d extra houses"), SK_MAX_EXTRA);
              return FALSE;
            }
        }
      else if (strchr (item, ' ') == NULL && strchr (item, ',') == NULL &&
               !g_ascii_isdigit (item[1]))
        {
          _sudoku_set_error (error, SUDOKU_FILE_ERROR_BAD_LAYOUT, name, line, 0,
                             _("Extra: unknown set '%s'; the sets are diagonals, windows, "
                               "asterisk, centre-dot and girandola"), item);
          return FALSE;
        }
      else if (!add_house (&parsed, item, number, line, name, error))
        return FALSE;
    }

  *layout = parsed;
  return TRUE;
}

/* The houses of @layout as items, a house's cells apart by @separator. */
static char *
extra_to_text (const SkLayout *layout,
               char            separator)
{
  GString *value;
  SkLayout rest;

  if (layout->n_extra == 0)
    return NULL;

  value = g_string_new (NULL);
  sk_layout_init_standard (&rest);
  for (int s = 0; s < SK_N_EXTRA_SETS; s++)
    if (sk_layout_has_extra_set (layout, (SkExtraSet) s))
      {
        g_string_append_printf (value, "%s%s", value->len > 0 ? ";" : "",
                                sk_extra_set_to_string ((SkExtraSet) s));
        sk_layout_add_extra_set (&rest, (SkExtraSet) s, NULL);
      }

  for (int e = 0; e < layout->n_extra; e++)
    {
      const uint8_t *house = layout->unit_cells[SK_UNITS + e];
      int cells[SK_SIZE];
      int before = rest.n_extra;

      for (int i = 0; i < SK_SIZE; i++)
        cells[i] = house[i];
      sk_layout_add_extra_house (&rest, cells, SK_SIZE, NULL);
      if (rest.n_extra == before)
        continue;  /* part of a named set written above */
      if (value->len > 0)
        g_string_append_c (value, ';');
      for (int i = 0; i < SK_SIZE; i++)
        {
          if (i > 0)
            g_string_append_c (value, separator);
          g_string_append_printf (value, "r%dc%d",
                                  sk_cell_row (house[i]) + 1, sk_cell_column (house[i]) + 1);
        }
    }

  return g_string_free (value, FALSE);
}

/* The Extra= value of a layout, or NULL when it has no extra houses. */
char *
_sudoku_extra_to_value (const SkLayout *layout)
{
  return extra_to_text (layout, ' ');
}

/* The same as one word, for a puzzle line: commas between a house's cells. */
char *
_sudoku_extra_to_word (const SkLayout *layout)
{
  return extra_to_text (layout, ',');
}
