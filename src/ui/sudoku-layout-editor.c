/* sudoku-layout-editor.c: Edit Layout: paint nine regions, check them, save them by name
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The editor keeps its regions as the brushes painted them, not in the
 * canonical numbering of SkLayout (first appearance in reading order), so a
 * region keeps its colour and number while it is being reshaped. Whether the
 * result is a layout is asked of sk_layout_init_from_symbols(), the same
 * check every layout file goes through; the counts and pieces are worked out
 * here only to say what is wrong.
 *
 * Saving goes through the catalog on a worker thread. Dispose cancels it, and
 * the callback leaves a cancelled editor alone, as the window's callbacks do.
 */

#define G_LOG_DOMAIN "sudoku-layout-editor"

#include "config.h"

#include "sudoku-layout-editor.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-accessible.h"
#include "sudoku-alert.h"

typedef enum
{
  NAME_OK,
  NAME_EMPTY,
  NAME_SHIPPED,    /* a layout that came with the program has it: refused */
  NAME_REPLACES,   /* one of the user's own has it: saving replaces that one */
} NameStatus;

struct _SudokuLayoutEditor
{
  GtkWindow              parent_instance;

  /* Template widgets */
  GtkWidget             *error_row;
  GtkLabel              *error_label;
  GtkWidget             *warning_row;
  GtkLabel              *warning_label;
  GtkWidget             *ready_row;
  GtkLabel              *ready_label;
  GtkGrid               *palette;
  SudokuLayoutPaintGrid *paint_grid;
  GtkButton             *save_button;
  GtkDropDown           *start_from;
  GtkWidget             *start_from_label;
  GtkEntry              *name_entry;

  /* Owned by the palette */
  GtkToggleButton       *brushes[SK_SIZE];
  GtkLabel              *brush_counts[SK_SIZE];

  /* Owned references */
  SudokuLayoutCatalog   *layouts;
  GListStore            *extra;         /* "This Puzzle's Regions", when no entry matches */
  SudokuLayoutInfo      *puzzle_info;   /* that entry, or NULL */
  SudokuLayoutInfo      *start_info;    /* what "Start from" shows */
  GCancellable          *cancellable;   /* cancelled when the editor goes */

  SkLayout               layout;        /* valid only when is_valid */
  char                   symbols[SK_CELLS + 1];
  /* The regions as they were started from: anything else is painted work,
   * which closing asks before throwing away. */
  char                   start_symbols[SK_CELLS + 1];
  char                  *problems_text; /* the three rows' text, for the tests */

  /* Set while "Start from" or the name change by the editor's own doing. */
  guint                  syncing_start;
  guint                  setting_name : 1;
  guint                  name_edited : 1;
  guint                  is_valid : 1;
  guint                  saving : 1;
  guint                  close_confirmed : 1;
};

G_DEFINE_FINAL_TYPE (SudokuLayoutEditor, sudoku_layout_editor, GTK_TYPE_WINDOW)

enum {
  SAVED,
  N_SIGNALS
};

static guint signals [N_SIGNALS];

/* ---- names ---- */

static SudokuLayoutInfo *
find_by_name (SudokuLayoutEditor *self,
              const char         *name)
{
  guint n_items = g_list_model_get_n_items (G_LIST_MODEL (self->layouts));

  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(SudokuLayoutInfo) info = g_list_model_get_item (G_LIST_MODEL (self->layouts), i);

      if (g_str_equal (sudoku_layout_info_get_name (info), name))
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

static char *
default_name (SudokuLayoutEditor *self,
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

static NameStatus
check_name (SudokuLayoutEditor *self,
            const char         *name,
            SudokuLayoutInfo  **clash)
{
  SudokuLayoutInfo *info;

  *clash = NULL;
  if (name[0] == '\0')
    return NAME_EMPTY;

  info = find_by_name (self, name);
  if (info == NULL)
    return NAME_OK;
  *clash = info;
  return sudoku_layout_info_is_user (info) ? NAME_REPLACES : NAME_SHIPPED;
}

/* The name as it will be saved, without the spaces around it. */
static char *
stripped_name (SudokuLayoutEditor *self)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_entry))));
}

static void
set_name (SudokuLayoutEditor *self,
          const char         *name)
{
  self->setting_name = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), name);
  self->setting_name = FALSE;
}

/* ---- validation ---- */

static void
append_line (GString    *text,
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
  if (count > SK_SIZE)
    return g_strdup_printf (g_dngettext (NULL,
                                         /* Translators: the first %u is a region number (1-9); %s is "10 cells" */
                                         "Region %u has %s, %u too many",
                                         "Region %u has %s, %u too many",
                                         count - SK_SIZE),
                            region + 1, cells, count - SK_SIZE);
  return g_strdup_printf (g_dngettext (NULL,
                                       /* Translators: the first %u is a region number (1-9); %s is "8 cells" */
                                       "Region %u has %s, %u too few",
                                       "Region %u has %s, %u too few",
                                       SK_SIZE - count),
                          region + 1, cells, SK_SIZE - count);
}

static void
update_brush (SudokuLayoutEditor *self,
              guint               region,
              guint               count)
{
  g_autofree char *text = NULL;
  g_autofree char *label = NULL;
  GtkWidget *count_label = GTK_WIDGET (self->brush_counts[region]);

  /* Translators: how many cells a region has, shown on its brush */
  text = g_strdup_printf (g_dngettext (NULL, "%u cell", "%u cells", count), count);
  gtk_label_set_text (self->brush_counts[region], text);
  if (count == SK_SIZE)
    gtk_widget_remove_css_class (count_label, "error");
  else
    gtk_widget_add_css_class (count_label, "error");

  /* Translators: the accessible name of a brush: region number, then "9 cells" */
  label = g_strdup_printf (_("Region %u, %s"), region + 1, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->brushes[region]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
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
static void
validate (SudokuLayoutEditor *self)
{
  const guint8 *regions = sudoku_layout_paint_grid_get_regions (self->paint_grid);
  g_autoptr(GString) errors = g_string_new (NULL);
  g_autoptr(GString) warnings = g_string_new (NULL);
  g_autoptr(GString) all = g_string_new (NULL);
  g_autofree char *name = stripped_name (self);
  SudokuLayoutInfo *clash = NULL;
  guint counts[SK_SIZE] = { 0 };
  int pieces[SK_SIZE];
  guint n_wrong = 0;
  guint n_split = 0;
  NameStatus name_status;
  gboolean can_save;
  SkLayout layout;

  for (guint i = 0; i < SK_CELLS; i++)
    {
      counts[regions[i]]++;
      self->symbols[i] = (char) ('1' + regions[i]);
    }
  self->symbols[SK_CELLS] = '\0';

  self->is_valid = sk_layout_init_from_symbols (&layout, self->symbols, SK_CELLS, NULL) ==
                   SK_LAYOUT_OK;
  if (self->is_valid)
    self->layout = layout;

  for (guint r = 0; r < SK_SIZE; r++)
    {
      update_brush (self, r, counts[r]);
      if (counts[r] != SK_SIZE)
        n_wrong++;
    }

  for (guint r = 0, shown = 0; r < SK_SIZE && n_wrong > 0; r++)
    {
      g_autofree char *line = NULL;

      if (counts[r] == SK_SIZE)
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
          append_line (errors, line);
          break;
        }
      line = describe_size (r, counts[r]);
      append_line (errors, line);
      shown++;
    }

  /* Should the engine ever refuse what the counts allow, say so rather than
   * offer a Save that cannot work. */
  if (!self->is_valid && n_wrong == 0)
    append_line (errors, _("These regions do not make a layout"));

  /* Allowed, as in a layout file, but whoever made it should know. */
  sk_regions_count_pieces (regions, pieces);
  for (guint r = 0; r < SK_SIZE; r++)
    if (pieces[r] > 1)
      n_split++;
  for (guint r = 0, shown = 0; r < SK_SIZE && self->is_valid && n_split > 0; r++)
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
          append_line (warnings, line);
          break;
        }
      line = g_strdup_printf (g_dngettext (NULL,
                                           /* Translators: the first %u is a region number (1-9), the second how many pieces */
                                           "Region %u is in %u pieces",
                                           "Region %u is in %u pieces",
                                           (gulong) pieces[r]),
                              r + 1, (guint) pieces[r]);
      append_line (warnings, line);
      shown++;
    }

  name_status = check_name (self, name, &clash);
  switch (name_status)
    {
    case NAME_EMPTY:
      append_line (errors, _("Give the layout a name to save it"));
      break;
    case NAME_SHIPPED:
      {
        /* Translators: %s is a layout name */
        g_autofree char *line = g_strdup_printf (_("A built-in layout is called “%s”: choose another name"),
                                                 sudoku_layout_info_get_name (clash));

        append_line (errors, line);
      }
      break;
    case NAME_REPLACES:
      {
        /* Translators: %s is a layout name */
        g_autofree char *line = g_strdup_printf (_("Saving replaces your layout “%s”"),
                                                 sudoku_layout_info_get_name (clash));

        append_line (warnings, line);
      }
      break;
    case NAME_OK:
    default:
      break;
    }

  can_save = self->is_valid && (name_status == NAME_OK || name_status == NAME_REPLACES);

  show_row (self->error_row, self->error_label, errors->str);
  show_row (self->warning_row, self->warning_label, warnings->str);
  show_row (self->ready_row, self->ready_label,
            can_save ? _("Nine regions of nine cells: ready to save") : "");

  append_line (all, gtk_label_get_text (self->error_label));
  append_line (all, gtk_label_get_text (self->warning_label));
  append_line (all, gtk_label_get_text (self->ready_label));
  g_free (self->problems_text);
  self->problems_text = g_string_free (g_steal_pointer (&all), FALSE);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "layout-editor.save",
                                 can_save && !self->saving);
}

/* ---- "Start from" ---- */

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

static void
on_start_selected (SudokuLayoutEditor *self,
                   GParamSpec         *pspec,
                   GtkDropDown        *drop_down)
{
  SudokuLayoutInfo *info = gtk_drop_down_get_selected_item (drop_down);
  const SkLayout *layout;

  if (self->syncing_start > 0 || info == NULL || info == self->start_info)
    return;

  g_set_object (&self->start_info, info);

  /* A copy: the catalog's entry never changes. */
  layout = sudoku_layout_info_get_layout (info);
  sudoku_layout_paint_grid_set_regions (self->paint_grid, layout->region);

  if (!self->name_edited)
    {
      g_autofree char *name = default_name (self, info);

      set_name (self, name);
    }
  validate (self);
  memcpy (self->start_symbols, self->symbols, sizeof self->start_symbols);
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
  validate (self);
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

/* ---- brushes ---- */

static void
on_brush_toggled (SudokuLayoutEditor *self,
                  GtkToggleButton    *button)
{
  if (!gtk_toggle_button_get_active (button))
    return;

  for (guint r = 0; r < SK_SIZE; r++)
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
  for (guint r = 0; r < SK_SIZE; r++)
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
      validate (self);
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
  g_autofree char *name = stripped_name (self);

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
on_name_changed (SudokuLayoutEditor *self,
                 GtkEditable        *editable)
{
  /* A name the user typed is theirs to keep when they choose another start;
   * an emptied one is not. */
  if (!self->setting_name)
    self->name_edited = gtk_editable_get_text (editable)[0] != '\0';
  validate (self);
}

static void
sudoku_layout_editor_dispose (GObject *object)
{
  SudokuLayoutEditor *self = SUDOKU_LAYOUT_EDITOR (object);

  g_cancellable_cancel (self->cancellable);

  if (self->layouts != NULL)
    g_signal_handlers_disconnect_by_data (self->layouts, self);
  /* Taking the drop-down apart moves its selection: that is nobody's choice. */
  if (self->start_from != NULL)
    g_signal_handlers_disconnect_by_data (self->start_from, self);

  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_LAYOUT_EDITOR);
  memset (self->brushes, 0, sizeof self->brushes);
  memset (self->brush_counts, 0, sizeof self->brush_counts);

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

  if (!self->close_confirmed && !self->saving &&
      strcmp (self->symbols, self->start_symbols) != 0)
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
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, name_entry);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, paint_grid);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, palette);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, ready_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, ready_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuLayoutEditor, save_button);
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
  g_autoptr(GtkListItemFactory) factory = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  sudoku_accessible_tidy_buttons (GTK_WIDGET (self));
  sudoku_accessible_name_drop_down (self->start_from, self->start_from_label);

  self->cancellable = g_cancellable_new ();

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

  build_palette (self);

  g_signal_connect_object (self->paint_grid, "changed", G_CALLBACK (validate), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->paint_grid, "notify::brush", G_CALLBACK (on_brush_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->name_entry, "changed", G_CALLBACK (on_name_changed), self,
                           G_CONNECT_SWAPPED);
}

SudokuLayoutEditor *
sudoku_layout_editor_new (GtkWindow           *parent,
                          SudokuLayoutCatalog *layouts,
                          const SkLayout      *initial)
{
  SudokuLayoutEditor *self;
  g_autoptr(GListStore) models = NULL;
  g_autoptr(SudokuLayoutInfo) found = NULL;
  g_autofree char *name = NULL;
  GtkFlattenListModel *flat;
  SudokuLayoutInfo *match;
  SkLayout standard;
  guint position = 0;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_CATALOG (layouts), NULL);

  if (initial == NULL)
    {
      sk_layout_init_standard (&standard);
      initial = &standard;
    }

  /* The role is given, as for every window of ours: see sudoku_window_new(). */
  self = g_object_new (SUDOKU_TYPE_LAYOUT_EDITOR,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_WINDOW,
                       "transient-for", parent,
                       NULL);
  self->layouts = g_object_ref (layouts);

  /* Connected before the drop-down's model exists, so they run around it. */
  g_signal_connect_object (layouts, "items-changed", G_CALLBACK (on_catalog_changing), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (layouts, "items-changed", G_CALLBACK (on_catalog_changed), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);

  /* A puzzle file's own regions are in no catalog: they get an entry of
   * their own, so "Start from" can always show where the editor began. */
  self->extra = g_list_store_new (SUDOKU_TYPE_LAYOUT_INFO);
  match = sudoku_layout_catalog_find (layouts, initial);
  if (match == NULL)
    {
      self->puzzle_info = sudoku_layout_info_new ("", _("This Puzzle’s Regions"), initial, NULL,
                                                  FALSE);
      g_list_store_append (self->extra, self->puzzle_info);
      match = self->puzzle_info;
    }

  models = g_list_store_new (G_TYPE_LIST_MODEL);
  g_list_store_append (models, self->extra);
  g_list_store_append (models, layouts);
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

  /* The initial regions as they are, not as the entry has them: equal
   * layouts may still number their regions differently. */
  sudoku_layout_paint_grid_set_regions (self->paint_grid, initial->region);

  name = default_name (self, match);
  set_name (self, name);
  validate (self);
  memcpy (self->start_symbols, self->symbols, sizeof self->start_symbols);

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
  g_return_if_fail (index < SK_CELLS && region < SK_SIZE);

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
  g_return_val_if_fail (region < SK_SIZE, NULL);

  return gtk_label_get_text (self->brush_counts[region]);
}

gboolean
sudoku_layout_editor_get_brush_active (SudokuLayoutEditor *self,
                                       guint               region)
{
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_EDITOR (self), FALSE);
  g_return_val_if_fail (region < SK_SIZE, FALSE);

  return gtk_toggle_button_get_active (self->brushes[region]);
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
