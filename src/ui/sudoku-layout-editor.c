/* sudoku-layout-editor.c: Edit Layout: paint nine regions and extra houses, check them, save them by name
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The editor keeps its regions as the brushes painted them, not in the
 * canonical numbering of SkLayout (first appearance in reading order), so a
 * region keeps its colour and number while it is being reshaped.
 *
 * Saving goes through the catalog on a worker thread. Dispose cancels it, and
 * the callback leaves a cancelled editor alone, as the window's callbacks do.
 *
 * The editor is split by concern: this file holds the object, closing and
 * saving; sudoku-layout-editor-check.c what is wrong and the rows under the
 * grid; sudoku-layout-editor-names.c the suggested name and name clashes;
 * sudoku-layout-editor-palette.c the brushes;
 * sudoku-layout-editor-houses.c the extra houses;
 * sudoku-layout-editor-start.c the "Start from" list.
 */

#define G_LOG_DOMAIN "sudoku-layout-editor"

#include "config.h"

#include "sudoku-layout-editor.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-accessible.h"
#include "sudoku-alert.h"
#include "sudoku-layout-editor-private.h"

G_DEFINE_FINAL_TYPE (SudokuLayoutEditor, sudoku_layout_editor, GTK_TYPE_WINDOW)

enum {
  SAVED,
  N_SIGNALS
};

static guint signals [N_SIGNALS];

/* ---- saving ---- */

static void
save_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  SudokuLayoutEditor *self;
  g_autoptr(SudokuLayoutEditor) hold = NULL;
  g_autoptr(SudokuLayoutInfo) info = NULL;
  g_autoptr(GError) error = NULL;

  info = sudoku_layout_catalog_save_finish (SUDOKU_LAYOUT_CATALOG (object), result, &error);
  /* Cancelled by dispose: the editor may be gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = SUDOKU_LAYOUT_EDITOR (user_data);

  self->saving = FALSE;
  gtk_widget_set_sensitive (gtk_window_get_child (GTK_WINDOW (self)), TRUE);
  if (info == NULL)
    {
      _sudoku_layout_editor_validate (self);
      sudoku_alert_show_error (GTK_WINDOW (self), _("Could not save the layout"), error->message);
      return;
    }

  /* A handler may close the editor itself. */
  hold = g_object_ref (self);
  g_signal_emit (self, signals [SAVED], 0, info);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  SudokuLayoutEditor *self = SUDOKU_LAYOUT_EDITOR (widget);
  g_autofree char *name = _sudoku_layout_editor_dup_stripped_name (self);

  if (self->saving || !self->is_valid || name[0] == '\0')
    return;

  /* What is saved is what was there when Save was pressed. */
  self->saving = TRUE;
  gtk_widget_set_sensitive (gtk_window_get_child (GTK_WINDOW (widget)), FALSE);
  gtk_widget_action_set_enabled (widget, "layout-editor.save", FALSE);
  sudoku_layout_catalog_save_async (self->layouts, name, &self->layout, self->cancellable,
                                    save_cb, self);
}

/* ---- the object ---- */

static void
sudoku_layout_editor_dispose (GObject *object)
{
  SudokuLayoutEditor *self = SUDOKU_LAYOUT_EDITOR (object);

  g_cancellable_cancel (self->cancellable);
  g_cancellable_cancel (self->fit_cancellable);

  if (self->layouts != NULL)
    g_signal_handlers_disconnect_by_data (self->layouts, self);
  /* Taking the drop-down apart moves its selection: that is nobody's choice. */
  if (self->start_from != NULL)
    g_signal_handlers_disconnect_by_data (self->start_from, self);

  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_LAYOUT_EDITOR);
  memset (self->brushes, 0, sizeof self->brushes);
  memset (self->brush_counts, 0, sizeof self->brush_counts);
  memset (self->set_buttons, 0, sizeof self->set_buttons);

  g_clear_object (&self->start_info);
  g_clear_object (&self->puzzle_info);
  g_clear_object (&self->extra);
  g_clear_object (&self->layouts);

  G_OBJECT_CLASS (sudoku_layout_editor_parent_class)->dispose (object);
}

static void
sudoku_layout_editor_finalize (GObject *object)
{
  SudokuLayoutEditor *self = SUDOKU_LAYOUT_EDITOR (object);

  g_clear_object (&self->cancellable);
  g_clear_object (&self->fit_cancellable);
  g_clear_pointer (&self->problems_text, g_free);

  G_OBJECT_CLASS (sudoku_layout_editor_parent_class)->finalize (object);
}

static void
confirm_close_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  SudokuLayoutEditor *self;
  g_autoptr(GError) error = NULL;
  gboolean discard = sudoku_alert_confirm_finish (result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = SUDOKU_LAYOUT_EDITOR (user_data);
  if (discard)
    {
      self->close_confirmed = TRUE;
      gtk_window_close (GTK_WINDOW (self));
    }
}

/* Cancel, Escape and the window's close: painted work is not thrown away
 * without asking. */
static gboolean
sudoku_layout_editor_close_request (GtkWindow *window)
{
  SudokuLayoutEditor *self = SUDOKU_LAYOUT_EDITOR (window);

  if (!self->close_confirmed && !self->saving && _sudoku_layout_editor_is_changed (self))
    {
      sudoku_alert_confirm_async (window, _("Discard the painted regions?"),
                                  _("The layout has not been saved."),
                                  _("_Discard"), TRUE, self->cancellable,
                                  confirm_close_cb, self);
      return TRUE;
    }
  return GTK_WINDOW_CLASS (sudoku_layout_editor_parent_class)->close_request (window);
}

static void
sudoku_layout_editor_class_init (SudokuLayoutEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = sudoku_layout_editor_dispose;
  object_class->finalize = sudoku_layout_editor_finalize;
  window_class->close_request = sudoku_layout_editor_close_request;

  /**
   * SudokuLayoutEditor::saved:
   * @info: the layout as saved, now in the catalog
   *
   * The layout was written to the user's folder; the editor closes next.
   */
  signals [SAVED] =
    g_signal_new ("saved",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, SUDOKU_TYPE_LAYOUT_INFO);

  g_type_ensure (SUDOKU_TYPE_LAYOUT_PAINT_GRID);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               SUDOKU_RESOURCE_PATH "/ui/sudoku-layout-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, error_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, error_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, house_palette);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, houses_expander);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, houses_limit_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, name_entry);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, paint_grid);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, palette);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, ready_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, ready_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, save_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, set_grid);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, start_from);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, start_from_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, warning_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, warning_row);

  gtk_widget_class_install_action (widget_class, "layout-editor.save", NULL, save_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "layout-editor.save", NULL);
}

static void
sudoku_layout_editor_init (SudokuLayoutEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  sudoku_accessible_tidy_buttons (GTK_WIDGET (self));
  sudoku_accessible_name_drop_down (self->start_from, self->start_from_label);

  self->cancellable = g_cancellable_new ();

  _sudoku_layout_editor_start_init (self);
  _sudoku_layout_editor_palette_init (self);
  _sudoku_layout_editor_houses_init (self);
  _sudoku_layout_editor_names_init (self);
  g_signal_connect_object (self->paint_grid, "changed", G_CALLBACK (_sudoku_layout_editor_validate),
                           self, G_CONNECT_SWAPPED);
}

SudokuLayoutEditor *
sudoku_layout_editor_new (GtkWindow           *parent,
                          SudokuLayoutCatalog *layouts,
                          const SkLayout      *initial)
{
  SudokuLayoutEditor *self;
  g_autofree char *name = NULL;
  SudokuLayoutInfo *match;
  SkLayout standard;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_CATALOG (layouts), NULL);

  if (initial == NULL)
    {
      sudoku_layout_init_standard (&standard);
      initial = &standard;
    }

  /* The role is given, as for every window of ours: see sudoku_window_new(). */
  self = g_object_new (SUDOKU_TYPE_LAYOUT_EDITOR,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_WINDOW,
                       "transient-for", parent,
                       NULL);
  self->layouts = g_object_ref (layouts);

  match = _sudoku_layout_editor_start_attach (self, initial);

  /* The initial regions as they are, not as the entry has them: equal
   * layouts may still number their regions differently. */
  sudoku_layout_paint_grid_set_regions (self->paint_grid, initial->region);
  _sudoku_layout_editor_houses_show (self, initial);

  name = _sudoku_layout_editor_default_name (self, match);
  _sudoku_layout_editor_suggest_name (self, name);
  _sudoku_layout_editor_validate (self);
  _sudoku_layout_editor_mark_start (self);

  /* The grid is what the window is for; the keys work from the start. */
  gtk_widget_grab_focus (GTK_WIDGET (self->paint_grid));

  return self;
}

gboolean
sudoku_layout_editor_get_layout (SudokuLayoutEditor *self,
                                 SkLayout           *layout)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_EDITOR (self), FALSE);
  g_return_val_if_fail (layout != NULL, FALSE);

  if (!self->is_valid)
    return FALSE;
  *layout = self->layout;
  return TRUE;
}

const char *
sudoku_layout_editor_get_name (SudokuLayoutEditor *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_EDITOR (self), NULL);

  return gtk_editable_get_text (GTK_EDITABLE (self->name_entry));
}

/* As if typed: a name set here is kept when "Start from" changes. */
void
sudoku_layout_editor_set_name (SudokuLayoutEditor *self,
                               const char         *name)
{
  g_return_if_fail (SUDOKU_IS_LAYOUT_EDITOR (self));
  g_return_if_fail (name != NULL);

  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), name);
}

/* ---- for the tests ---- */

const char *
sudoku_layout_editor_get_layout_symbols (SudokuLayoutEditor *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_EDITOR (self), NULL);

  return self->symbols;
}

void
sudoku_layout_editor_paint_cell (SudokuLayoutEditor *self,
                                 guint               index,
                                 guint               region)
{
  g_return_if_fail (SUDOKU_IS_LAYOUT_EDITOR (self));
  g_return_if_fail (index < SUDOKU_CELLS && region < SUDOKU_SIZE);

  sudoku_layout_paint_grid_set_brush (self->paint_grid, region);
  sudoku_layout_paint_grid_paint (self->paint_grid, index, region);
}

const char *
sudoku_layout_editor_get_problems_text (SudokuLayoutEditor *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_EDITOR (self), NULL);

  return self->problems_text;
}

gboolean
sudoku_layout_editor_get_can_save (SudokuLayoutEditor *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_EDITOR (self), FALSE);

  return gtk_widget_get_sensitive (GTK_WIDGET (self->save_button));
}

const char *
sudoku_layout_editor_get_brush_text (SudokuLayoutEditor *self,
                                     guint               region)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_EDITOR (self), NULL);
  g_return_val_if_fail (region < SUDOKU_LAYOUT_N_BRUSHES, NULL);

  return gtk_label_get_text (self->brush_counts[region]);
}

gboolean
sudoku_layout_editor_get_brush_active (SudokuLayoutEditor *self,
                                       guint               region)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_EDITOR (self), FALSE);
  g_return_val_if_fail (region < SUDOKU_LAYOUT_N_BRUSHES, FALSE);

  return gtk_toggle_button_get_active (self->brushes[region]);
}

/**
 * sudoku_layout_editor_get_brush:
 *
 * Returns: (transfer none): the toggle button of @brush
 */
GtkWidget *
sudoku_layout_editor_get_brush (SudokuLayoutEditor *self,
                                guint               brush)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_EDITOR (self), NULL);
  g_return_val_if_fail (brush < SUDOKU_LAYOUT_N_BRUSHES, NULL);

  return GTK_WIDGET (self->brushes[brush]);
}

void
sudoku_layout_editor_click_house_cell (SudokuLayoutEditor *self,
                                       guint               index,
                                       guint               house)
{
  g_return_if_fail (SUDOKU_IS_LAYOUT_EDITOR (self));
  g_return_if_fail (index < SUDOKU_CELLS && house < SUDOKU_MAX_EXTRA);

  sudoku_layout_paint_grid_set_brush (self->paint_grid, SUDOKU_SIZE + house);
  sudoku_layout_paint_grid_toggle (self->paint_grid, index);
}

/**
 * sudoku_layout_editor_get_set_button:
 *
 * Returns: (transfer none): the check button of the named set @set
 */
GtkCheckButton *
sudoku_layout_editor_get_set_button (SudokuLayoutEditor *self,
                                     SkExtraSet          set)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_EDITOR (self), NULL);
  g_return_val_if_fail ((guint) set < SUDOKU_N_EXTRA_SETS, NULL);

  return self->set_buttons[set];
}

/**
 * sudoku_layout_editor_get_houses_expander:
 *
 * Returns: (transfer none): the "Extra Houses" section
 */
GtkExpander *
sudoku_layout_editor_get_houses_expander (SudokuLayoutEditor *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_EDITOR (self), NULL);

  return self->houses_expander;
}

/* The line that counts the houses against the limit. */
const char *
sudoku_layout_editor_get_houses_limit (SudokuLayoutEditor *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_EDITOR (self), NULL);

  return gtk_label_get_text (self->houses_limit_label);
}

/**
 * sudoku_layout_editor_get_paint_grid:
 *
 * Returns: (transfer none): the grid the regions are painted on
 */
SudokuLayoutPaintGrid *
sudoku_layout_editor_get_paint_grid (SudokuLayoutEditor *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_EDITOR (self), NULL);

  return self->paint_grid;
}

/**
 * sudoku_layout_editor_get_start_from:
 *
 * Returns: (transfer none): the "Start from" drop-down; its model holds
 *   SudokuLayoutInfo
 */
GtkDropDown *
sudoku_layout_editor_get_start_from (SudokuLayoutEditor *self)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_EDITOR (self), NULL);

  return self->start_from;
}
