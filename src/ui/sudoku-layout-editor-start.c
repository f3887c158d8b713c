/* sudoku-layout-editor-start.c: "Start from": the layouts the regions can be reset to
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The list is the application's catalog itself, after an entry for the
 * puzzle's own regions when they match none of it, so it follows every save,
 * from this editor or another window. syncing_start tells the selection
 * moving by itself (a new model, a catalog read again) from the user's
 * choice, since only a choice repaints the grid.
 */

#define G_LOG_DOMAIN "sudoku-layout-editor-start"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-alert.h"
#include "sudoku-layout-editor-private.h"

/* The entry that shows @info now: the same object, or after the catalog was
 * read again, the new object of the same id. */
static gboolean
find_start (SudokuLayoutEditor *self,
            SudokuLayoutInfo   *info,
            guint              *position,
            SudokuLayoutInfo  **found)
{
  GListModel *model = gtk_drop_down_get_model (self->start_from);
  guint n_items = model != NULL ? g_list_model_get_n_items (model) : 0;

  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(SudokuLayoutInfo) item = g_list_model_get_item (model, i);

      if (item == info ||
          (info != self->puzzle_info && item != self->puzzle_info &&
           g_str_equal (sudoku_layout_info_get_id (item), sudoku_layout_info_get_id (info))))
        {
          *position = i;
          *found = g_steal_pointer (&item);
          return TRUE;
        }
    }
  return FALSE;
}

/* Shows @info's regions and houses, from which to paint. */
static void
start_from (SudokuLayoutEditor *self,
            SudokuLayoutInfo   *info)
{
  const SkLayout *layout;

  g_set_object (&self->start_info, info);

  /* A copy: the catalog's entry never changes. */
  layout = sudoku_layout_info_get_layout (info);
  sudoku_layout_paint_grid_set_regions (self->paint_grid, layout->region);
  _sudoku_layout_editor_houses_show (self, layout);

  if (!self->name_edited)
    {
      g_autofree char *name = _sudoku_layout_editor_default_name (self, info);

      _sudoku_layout_editor_suggest_name (self, name);
    }
  _sudoku_layout_editor_validate (self);
  _sudoku_layout_editor_mark_start (self);
}

/* The drop-down back on what the grid still shows, as no choice of the user's. */
static void
show_start_again (SudokuLayoutEditor *self)
{
  g_autoptr(SudokuLayoutInfo) found = NULL;
  guint position;

  if (self->start_info == NULL || !find_start (self, self->start_info, &position, &found))
    return;
  self->syncing_start++;
  gtk_drop_down_set_selected (self->start_from, position);
  self->syncing_start--;
}

typedef struct
{
  SudokuLayoutEditor *self;
  SudokuLayoutInfo   *info;
} StartChoice;

static void
start_choice_free (StartChoice *choice)
{
  g_object_unref (choice->info);
  g_free (choice);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (StartChoice, start_choice_free)

static void
confirm_start_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(StartChoice) choice = user_data;
  g_autoptr(GError) error = NULL;
  gboolean replace = sudoku_alert_confirm_finish (result, &error);

  /* Cancelled: the editor is gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (replace)
    start_from (choice->self, choice->info);
  else
    show_start_again (choice->self);
}

/* A choice of the user's. Painted work is not thrown away without asking,
 * as Cancel does not: the editor has no undo. */
static void
on_start_selected (SudokuLayoutEditor *self,
                   GParamSpec         *pspec,
                   GtkDropDown        *drop_down)
{
  SudokuLayoutInfo *info = gtk_drop_down_get_selected_item (drop_down);
  StartChoice *choice;

  if (self->syncing_start > 0 || info == NULL || info == self->start_info)
    return;
  if (!_sudoku_layout_editor_is_changed (self))
    {
      start_from (self, info);
      return;
    }
  choice = g_new0 (StartChoice, 1);
  choice->self = self;
  choice->info = g_object_ref (info);
  sudoku_alert_confirm_async (GTK_WINDOW (self), _("Replace the painted regions?"),
                              _("The regions and houses painted since the layout was chosen "
                                "are lost."),
                              _("_Replace"), TRUE, self->cancellable, confirm_start_cb, choice);
}

/* Before the catalog changes: the drop-down's selection may move, and that
 * must not look like the user choosing. */
static void
on_catalog_changing (SudokuLayoutEditor *self)
{
  self->syncing_start++;
}

/* After: show the same start again, and check the name against the new list
 * (the user may have saved this name from another window meanwhile). */
static void
on_catalog_changed (SudokuLayoutEditor *self)
{
  g_autoptr(SudokuLayoutInfo) found = NULL;
  guint position;

  if (self->start_info != NULL && find_start (self, self->start_info, &position, &found))
    {
      gtk_drop_down_set_selected (self->start_from, position);
      g_set_object (&self->start_info, found);
    }
  else
    g_set_object (&self->start_info, gtk_drop_down_get_selected_item (self->start_from));

  self->syncing_start--;
  _sudoku_layout_editor_validate (self);
}

/* The button shows the name alone; a long name of the user's must not make
 * the window wider than a phone. */
static void
setup_start_item (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
  gtk_list_item_set_child (item, label);
}

static void
bind_start_item (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 gpointer                  user_data)
{
  SudokuLayoutInfo *info = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      sudoku_layout_info_get_name (info));
}

/* The list marks the entry shown with a check, as GtkDropDown's own does. */
static void
setup_start_list_item (GtkSignalListItemFactory *factory,
                       GtkListItem              *item,
                       gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
}

static void
update_start_check (GtkListItem *item,
                    GParamSpec  *pspec,
                    GtkDropDown *drop_down)
{
  GtkWidget *check = gtk_widget_get_last_child (gtk_list_item_get_child (item));

  gtk_widget_set_opacity (check,
                          gtk_drop_down_get_selected_item (drop_down) ==
                          gtk_list_item_get_item (item) ? 1.0 : 0.0);
}

static void
bind_start_list_item (GtkSignalListItemFactory *factory,
                      GtkListItem              *item,
                      SudokuLayoutEditor       *self)
{
  SudokuLayoutInfo *info = gtk_list_item_get_item (item);
  GtkWidget *box = gtk_list_item_get_child (item);

  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (box)),
                      sudoku_layout_info_get_name (info));
  update_start_check (item, NULL, self->start_from);
  g_signal_connect_object (self->start_from, "notify::selected-item",
                           G_CALLBACK (update_start_check), item, G_CONNECT_SWAPPED);
}

static void
unbind_start_list_item (GtkSignalListItemFactory *factory,
                        GtkListItem              *item,
                        SudokuLayoutEditor       *self)
{
  if (self->start_from != NULL)
    g_signal_handlers_disconnect_by_func (self->start_from, update_start_check, item);
}

void
_sudoku_layout_editor_start_init (SudokuLayoutEditor *self)
{
  g_autoptr(GtkListItemFactory) factory = NULL;

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_start_item), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_start_item), NULL);
  gtk_drop_down_set_factory (self->start_from, factory);
  g_clear_object (&factory);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_start_list_item), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_start_list_item), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_start_list_item), self);
  gtk_drop_down_set_list_factory (self->start_from, factory);
}

SudokuLayoutInfo *
_sudoku_layout_editor_start_attach (SudokuLayoutEditor *self,
                                    const SkLayout     *initial)
{
  g_autoptr(GListStore) models = NULL;
  g_autoptr(SudokuLayoutInfo) found = NULL;
  GtkFlattenListModel *flat;
  SudokuLayoutInfo *match;
  guint position = 0;

  /* Connected before the drop-down's model exists, so they run around it. */
  g_signal_connect_object (self->layouts, "items-changed", G_CALLBACK (on_catalog_changing), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->layouts, "items-changed", G_CALLBACK (on_catalog_changed), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);

  /* A puzzle file's own regions are in no catalog: they get an entry of
   * their own, so "Start from" can always show where the editor began. */
  self->extra = g_list_store_new (SUDOKU_TYPE_LAYOUT_INFO);
  match = sudoku_layout_catalog_find (self->layouts, initial);
  if (match == NULL)
    {
      self->puzzle_info = sudoku_layout_info_new ("", _("This Puzzle’s Regions"), initial, NULL,
                                                  FALSE);
      g_list_store_append (self->extra, self->puzzle_info);
      match = self->puzzle_info;
    }

  models = g_list_store_new (G_TYPE_LIST_MODEL);
  g_list_store_append (models, self->extra);
  g_list_store_append (models, self->layouts);
  flat = gtk_flatten_list_model_new (G_LIST_MODEL (g_steal_pointer (&models)));

  self->syncing_start++;
  gtk_drop_down_set_model (self->start_from, G_LIST_MODEL (flat));
  g_object_unref (flat);
  self->start_info = g_object_ref (match);
  if (find_start (self, match, &position, &found))
    gtk_drop_down_set_selected (self->start_from, position);
  self->syncing_start--;
  g_signal_connect_object (self->start_from, "notify::selected", G_CALLBACK (on_start_selected),
                           self, G_CONNECT_SWAPPED);

  return match;
}
