/* sudoku-window-layouts.c: the Layout menu: choosing, remembering and editing regions
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * win.layout ("s", the id of a catalog entry) lists every layout of the
 * application's catalog; its state is the id of the entry that splits the
 * board the same way, extra houses included, or "" when none does (a puzzle
 * file with regions of its own). The menu section is rebuilt whenever the
 * catalog changes, so a layout saved in the editor shows up in every window
 * at once.
 */

#define G_LOG_DOMAIN "sudoku-window-layouts"

#include "config.h"

#include <glib/gi18n.h>

#include "sudoku-alert.h"
#include "sudoku-layout-editor.h"
#include "sudoku-window-private.h"

static void
update_layout_state (SudokuWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "layout");
  SudokuLayoutInfo *info;

  if (action == NULL || self->layouts == NULL)
    return;

  info = sudoku_layout_catalog_find (self->layouts, sudoku_board_get_layout (self->board));
  g_simple_action_set_state (G_SIMPLE_ACTION (action),
                             g_variant_new_string (info != NULL ? sudoku_layout_info_get_id (info)
                                                                : ""));
}

/* The shipped layouts, the shipped variants (extra houses: Sudoku-X,
 * Windoku...), then the person's own, each group under a heading of its own. */
static void
rebuild_menu (SudokuWindow *self)
{
  guint n_items = g_list_model_get_n_items (G_LIST_MODEL (self->layouts));
  g_autoptr(GMenu) shipped = g_menu_new ();
  g_autoptr(GMenu) variants = g_menu_new ();
  g_autoptr(GMenu) user = g_menu_new ();

  g_menu_remove_all (self->layout_section);
  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(SudokuLayoutInfo) info = g_list_model_get_item (G_LIST_MODEL (self->layouts), i);
      g_autoptr(GMenuItem) item = NULL;

      item = g_menu_item_new (sudoku_layout_info_get_name (info), NULL);
      g_menu_item_set_action_and_target_value (item, "win.layout",
                                               g_variant_new_string (sudoku_layout_info_get_id (info)));
      if (sudoku_layout_info_is_user (info))
        g_menu_append_item (user, item);
      else if (sudoku_layout_info_get_layout (info)->n_extra > 0)
        g_menu_append_item (variants, item);
      else
        g_menu_append_item (shipped, item);
    }
  g_menu_append_section (self->layout_section, NULL, G_MENU_MODEL (shipped));
  if (g_menu_model_get_n_items (G_MENU_MODEL (variants)) > 0)
    /* Translators: a heading in the Layout menu, over Sudoku-X, Windoku and the like */
    g_menu_append_section (self->layout_section, _("Variants"), G_MENU_MODEL (variants));
  if (g_menu_model_get_n_items (G_MENU_MODEL (user)) > 0)
    g_menu_append_section (self->layout_section, _("Your Layouts"), G_MENU_MODEL (user));
}

/* A new window starts with the layout chosen last, as if it had always been
 * there: no undo step, and only while the board is untouched. */
static void
restore_layout (SudokuWindow *self)
{
  g_autofree char *id = NULL;
  SudokuLayoutInfo *info;

  if (!self->restore_layout || self->settings == NULL)
    return;

  if (sudoku_board_get_n_filled (self->board) > 0 || sudoku_board_get_can_undo (self->board) ||
      sudoku_document_get_display_name (self->document) != NULL)
    {
      self->restore_layout = FALSE;
      return;
    }

  id = g_settings_get_string (self->settings, "layout");
  info = sudoku_layout_catalog_lookup (self->layouts, id);
  if (info == NULL)
    return;  /* perhaps not read yet: try again when the catalog changes */

  self->restore_layout = FALSE;
  sudoku_board_set_layout (self->board, sudoku_layout_info_get_layout (info));
  sudoku_board_clear_history (self->board);
  sudoku_board_set_modified (self->board, FALSE);
}

static void
on_layouts_changed (SudokuWindow *self,
                    guint         position,
                    guint         removed,
                    guint         added,
                    GListModel   *layouts)
{
  rebuild_menu (self);
  restore_layout (self);
  update_layout_state (self);
}

static void
apply_layout (SudokuWindow     *self,
              SudokuLayoutInfo *info)
{
  g_autofree char *status = NULL;

  sudoku_board_set_layout (self->board, sudoku_layout_info_get_layout (info));
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "layout", sudoku_layout_info_get_id (info));

  /* Translators: %s is the name of a layout, such as "Windmill" */
  status = g_strdup_printf (_("Layout changed to %s"), sudoku_layout_info_get_name (info));
  _sudoku_window_toast (self, status, TRUE);
}

static void
confirm_layout_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  SudokuWindow *self;
  g_autoptr(GError) error = NULL;
  g_autoptr(SudokuLayoutInfo) info = NULL;
  gboolean accepted;

  accepted = sudoku_alert_confirm_finish (result, &error);
  if (_sudoku_window_was_cancelled (error))
    return;
  self = SUDOKU_WINDOW (user_data);

  info = g_steal_pointer (&self->pending_layout);
  if (accepted && info != NULL)
    apply_layout (self, info);
}

static void
layout_activate (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  SudokuWindow *self = SUDOKU_WINDOW (user_data);
  SudokuLayoutInfo *info;

  info = sudoku_layout_catalog_lookup (self->layouts, g_variant_get_string (parameter, NULL));
  if (info == NULL ||
      sudoku_layout_equal (sudoku_layout_info_get_layout (info), sudoku_board_get_layout (self->board)))
    return;

  if (sudoku_board_get_n_filled (self->board) == 0)
    {
      apply_layout (self, info);
      return;
    }

  /* The radio item shows what the user picked until they answer: put it back. */
  update_layout_state (self);
  if (self->pending_layout != NULL)
    return;  /* already asking */
  self->pending_layout = g_object_ref (info);
  sudoku_alert_confirm_async (GTK_WINDOW (self),
                              _("Change the layout of this puzzle?"),
                              _("The digits stay where they are, but the regions change, so "
                                "they may clash or no longer have a solution. Undo brings the "
                                "old layout back."),
                              _("C_hange Layout"), FALSE,
                              self->cancellable, confirm_layout_cb, self);
}

static void
on_layout_saved (SudokuWindow     *self,
                 SudokuLayoutInfo *info)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.layout", "s",
                              sudoku_layout_info_get_id (info));
}

/* Opened from a menu, whose popover took the focus with it, the editor
 * left the window with none: the keys did nothing until a Tab. */
static void
on_editor_destroyed (SudokuWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (focus == NULL || !gtk_widget_get_mapped (focus))
    sudoku_board_view_set_cursor (self->board_view, sudoku_board_view_get_cursor (self->board_view));
}

void
_sudoku_window_edit_layout (SudokuWindow *self)
{
  SudokuLayoutEditor *editor;

  editor = sudoku_layout_editor_new (GTK_WINDOW (self), self->layouts,
                                     sudoku_board_get_layout (self->board));
  /* A new layout is meant to be used: offer it as if chosen from the menu. */
  g_signal_connect_object (editor, "saved", G_CALLBACK (on_layout_saved), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (editor, "destroy", G_CALLBACK (on_editor_destroyed), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (editor));
}

/* The catalog came with the window (SudokuWindow:layouts), once the construct
 * properties are set: the menu follows it from now on. */
void
_sudoku_window_layouts_attach (SudokuWindow *self)
{
  g_signal_connect_object (self->layouts, "items-changed", G_CALLBACK (on_layouts_changed), self,
                           G_CONNECT_SWAPPED);
  rebuild_menu (self);
  restore_layout (self);
  update_layout_state (self);
}

void
_sudoku_window_layouts_init (SudokuWindow *self)
{
  g_autoptr(GSimpleAction) action = NULL;

  self->restore_layout = TRUE;

  action = g_simple_action_new_stateful ("layout", G_VARIANT_TYPE_STRING,
                                         g_variant_new_string (""));
  g_signal_connect_object (action, "activate", G_CALLBACK (layout_activate), self, 0);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (action));

  g_signal_connect_object (self->board, "layout-changed", G_CALLBACK (update_layout_state), self,
                           G_CONNECT_SWAPPED);
}

/**
 * sudoku_window_get_layouts:
 *
 * Returns: (transfer none): the layouts the window offers
 */
SudokuLayoutCatalog *
sudoku_window_get_layouts (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return self->layouts;
}

