/* sudoku-layout-editor-names.c: the name a layout is saved under: suggestions and clashes
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A name is judged as sudoku_layout_catalog_save_async() will treat it: it
 * replaces a layout of the user's own with the same name, so the editor says
 * so before Save, and it would keep a shipped one beside the new, so the
 * editor refuses that name rather than list two layouts under it.
 */

#define G_LOG_DOMAIN "sudoku-layout-editor-names"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-layout-editor-private.h"

/* The layout of that name, whatever its letters' case: "windmill" beside
 * the built-in "Windmill" would be two menu items no one can tell apart. */
static SudokuLayoutInfo *
find_by_name (SudokuLayoutEditor *self,
              const char         *name)
{
  guint n_items = g_list_model_get_n_items (G_LIST_MODEL (self->layouts));
  g_autofree char *folded = g_utf8_casefold (name, -1);

  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(SudokuLayoutInfo) info = g_list_model_get_item (G_LIST_MODEL (self->layouts), i);
      g_autofree char *other = g_utf8_casefold (sudoku_layout_info_get_name (info), -1);

      if (g_str_equal (other, folded))
        return info;   /* the catalog keeps its own reference */
    }
  return NULL;
}

/* "My Layout", or "My Layout 2" when that is taken: a suggestion should
 * never replace anything by itself. */
static char *
unique_name (SudokuLayoutEditor *self,
             const char         *base)
{
  if (find_by_name (self, base) == NULL)
    return g_strdup (base);

  for (guint n = 2;; n++)
    {
      /* Translators: a suggested layout name made unique, as in "My Layout 2" */
      g_autofree char *name = g_strdup_printf (_("%s %u"), base, n);

      if (find_by_name (self, name) == NULL)
        return g_steal_pointer (&name);
    }
}

char *
_sudoku_layout_editor_default_name (SudokuLayoutEditor *self,
                                    SudokuLayoutInfo   *start)
{
  g_autofree char *base = NULL;

  if (start == NULL || start == self->puzzle_info)
    return unique_name (self, _("My Layout"));

  /* Starting from one of the user's own layouts is editing it. */
  if (sudoku_layout_info_is_user (start))
    return g_strdup (sudoku_layout_info_get_name (start));

  /* Translators: the suggested name of a layout made from another, as in "Copy of Windmill" */
  base = g_strdup_printf (_("Copy of %s"), sudoku_layout_info_get_name (start));
  return unique_name (self, base);
}

SudokuLayoutNameStatus
_sudoku_layout_editor_check_name (SudokuLayoutEditor *self,
                                  const char         *name,
                                  SudokuLayoutInfo  **clash)
{
  SudokuLayoutInfo *info;

  *clash = NULL;
  if (name[0] == '\0')
    return SUDOKU_LAYOUT_NAME_EMPTY;

  info = find_by_name (self, name);
  if (info == NULL)
    return SUDOKU_LAYOUT_NAME_OK;
  *clash = info;
  return sudoku_layout_info_is_user (info) ? SUDOKU_LAYOUT_NAME_REPLACES
                                           : SUDOKU_LAYOUT_NAME_SHIPPED;
}

/* The name as it will be saved, without the spaces around it. */
char *
_sudoku_layout_editor_dup_stripped_name (SudokuLayoutEditor *self)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_entry))));
}

void
_sudoku_layout_editor_suggest_name (SudokuLayoutEditor *self,
                                    const char         *name)
{
  self->setting_name = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), name);
  self->setting_name = FALSE;
}

static void
on_name_changed (SudokuLayoutEditor *self,
                 GtkEditable        *editable)
{
  /* A name the user typed is theirs to keep when they choose another start;
   * an emptied one is not. */
  if (!self->setting_name)
    self->name_edited = gtk_editable_get_text (editable)[0] != '\0';
  _sudoku_layout_editor_validate (self);
}

void
_sudoku_layout_editor_names_init (SudokuLayoutEditor *self)
{
  g_signal_connect_object (self->name_entry, "changed", G_CALLBACK (on_name_changed), self,
                           G_CONNECT_SWAPPED);
}
