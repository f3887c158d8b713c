/* sudoku-solve-layouts.c: --layout and --list-layouts, layouts by file or by name
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "sudoku-solve-layouts.h"

#include <string.h>

#include <gio/gio.h>
#include <glib/gi18n.h>

#include "sudoku-layout-catalog.h"
#include "sudoku-layout-file.h"

void
sudoku_solve_print_warnings (const char * const *warnings)
{
  for (guint i = 0; warnings[i] != NULL; i++)
    g_printerr (_("sudoku-solve: warning: %s\n"), warnings[i]);
}

static void
print_catalog_warnings (SudokuLayoutCatalog *catalog)
{
  sudoku_solve_print_warnings (sudoku_layout_catalog_get_warnings (catalog));
}

/* "  [extra: diagonals, windows, 2 houses]": the named sets a variant's extra
 * houses make up, then how many others it has; "" without extra houses. The
 * set names are the Extra= words of the files, so they stay untranslated. */
static char *
describe_extra (const SkLayout *layout)
{
  g_autoptr(GString) text = NULL;
  int others = layout->n_extra;

  if (layout->n_extra == 0)
    return g_strdup ("");

  text = g_string_new ("  [extra: ");
  for (int s = 0; s < SK_N_EXTRA_SETS; s++)
    if (sk_layout_has_extra_set (layout, (SkExtraSet) s))
      {
        int houses[4][SK_SIZE];

        g_string_append_printf (text, "%s%s", others < layout->n_extra ? ", " : "",
                                sk_extra_set_to_string ((SkExtraSet) s));
        others -= sk_extra_set_houses ((SkExtraSet) s, houses);
      }
  if (others > 0)
    g_string_append_printf (text, "%s%d %s", others < layout->n_extra ? ", " : "", others,
                            others == 1 ? "house" : "houses");
  g_string_append_c (text, ']');
  return g_string_free (g_steal_pointer (&text), FALSE);
}

void
sudoku_solve_list_layouts (void)
{
  g_autoptr(SudokuLayoutCatalog) catalog = sudoku_layout_catalog_new ();
  guint n_items;
  int width = 0;

  sudoku_layout_catalog_load (catalog, NULL);
  print_catalog_warnings (catalog);

  n_items = g_list_model_get_n_items (G_LIST_MODEL (catalog));
  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(SudokuLayoutInfo) info = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      width = MAX (width, (int) strlen (sudoku_layout_info_get_id (info)));
    }
  /* "id  name", the id first: it is what --layout takes, and has no spaces. */
  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(SudokuLayoutInfo) info = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      g_autofree char *extra = describe_extra (sudoku_layout_info_get_layout (info));

      g_print ("%-*s  %s%s%s\n", width, sudoku_layout_info_get_id (info),
               sudoku_layout_info_get_name (info),
               sudoku_layout_info_is_user (info) ? _(" (yours)") : "", extra);
    }
}

static gboolean
load_layout (const char  *path,
             SkLayout    *layout,
             GError     **error)
{
  g_autoptr(GFile) file = NULL;
  g_auto(GStrv) disconnected = NULL;

  /* GIO would take an empty name for the current directory. */
  if (*path == '\0')
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("the layout name is empty (give a layout file, or a name from --list-layouts)"));
      return FALSE;
    }

  file = g_file_new_for_commandline_arg (path);
  if (!g_file_query_exists (file, NULL))
    {
      g_autoptr(SudokuLayoutCatalog) catalog = sudoku_layout_catalog_new ();
      SudokuLayoutInfo *info;

      sudoku_layout_catalog_load (catalog, NULL);
      info = sudoku_layout_catalog_lookup (catalog, path);
      if (info == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                       _("%s: no such file, and no layout of that name (see --list-layouts)"),
                       path);
          return FALSE;
        }
      *layout = *sudoku_layout_info_get_layout (info);
      return TRUE;
    }

  /* Named as typed, the way the puzzle files are. */
  if (!sudoku_layout_file_load_as (file, path, NULL, layout, NULL, error))
    return FALSE;

  /* Still a well-defined puzzle, only an unusual one: say so and go on. */
  disconnected = sudoku_layout_disconnected_warnings (layout, path);
  sudoku_solve_print_warnings ((const char * const *) disconnected);
  return TRUE;
}

gboolean
sudoku_solve_load_layout (const char *path,
                          SkLayout   *layout)
{
  g_autoptr(GError) error = NULL;

  if (!load_layout (path, layout, &error))
    {
      g_printerr ("sudoku-solve: %s\n", error->message);
      return FALSE;
    }
  return TRUE;
}
