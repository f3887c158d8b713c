/* sudoku-print-options.c: the print dialog's "Sudoku" tab: what to print and how
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GtkPrintUnixDialog shows it as a tab of its own ("custom tab"), made anew
 * for each print: it reads the choices when it is made and gives them back
 * when the person presses Print. The window keeps them in GSettings.
 */

#define G_LOG_DOMAIN "sudoku-print-options"

#include "config.h"

#include "sudoku-print-options.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sudoku-number.h"
#include "sudoku-technique.h"

static const guint per_page_choices[] = { 1, 2, 4, 6 };

struct _SudokuPrintOptions
{
  GtkWidget        parent_instance;

  /* Template widgets */
  GtkWidget       *box;
  GtkCheckButton  *collection_button;
  GtkSpinButton   *count_spin;
  GtkCheckButton  *current_button;
  GtkCheckButton  *entries_button;
  GtkSpinButton   *from_spin;
  GtkDropDown     *layout_dropdown;
  GtkDropDown     *level_dropdown;
  GtkCheckButton  *new_button;
  GtkLabel        *of_label;
  GtkCheckButton  *paths_button;
  GtkDropDown     *per_page_dropdown;
  GtkCheckButton  *solutions_button;
  GtkSpinButton   *to_spin;
  GtkLabel        *to_label;
};

G_DEFINE_FINAL_TYPE (SudokuPrintOptions, sudoku_print_options, GTK_TYPE_WIDGET)

/* ---- the choices ---- */

void
sudoku_print_choices_init (SudokuPrintChoices *choices)
{
  g_return_if_fail (choices != NULL);

  memset (choices, 0, sizeof *choices);
  choices->what = SUDOKU_PRINT_CURRENT;
  choices->from = choices->to = 1;
  choices->n_new = 6;
  choices->level = SK_LEVEL_MEDIUM;
  choices->per_page = 1;
  /* Like GNOME Sudoku: a sheet handed to a player does not carry its
   * answers unless the person asks, and then it is remembered. */
  choices->solutions = FALSE;
}

static guint
valid_per_page (guint per_page)
{
  for (guint i = 0; i < G_N_ELEMENTS (per_page_choices); i++)
    if (per_page_choices[i] == per_page)
      return per_page;
  return 1;
}

void
sudoku_print_choices_load (SudokuPrintChoices *choices,
                           GSettings          *settings)
{
  sudoku_print_choices_init (choices);
  if (settings == NULL)
    return;
  choices->what = (SudokuPrintWhat) g_settings_get_enum (settings, "print-what");
  choices->with_entries = g_settings_get_boolean (settings, "print-entries");
  choices->n_new = CLAMP (g_settings_get_uint (settings, "print-count"), 1, SUDOKU_PRINT_MAX_NEW);
  choices->level = (SkLevel) g_settings_get_enum (settings, "print-level");
  choices->random_layout = g_settings_get_boolean (settings, "print-random-layout");
  choices->per_page = valid_per_page (g_settings_get_uint (settings, "print-per-page"));
  choices->solutions = g_settings_get_boolean (settings, "print-solutions");
  choices->paths = g_settings_get_boolean (settings, "print-paths");
}

/* The range is not kept: it belongs to the collection open at the time. */
void
sudoku_print_choices_save (const SudokuPrintChoices *choices,
                           GSettings                *settings)
{
  if (settings == NULL)
    return;
  g_settings_set_enum (settings, "print-what", (int) choices->what);
  g_settings_set_boolean (settings, "print-entries", choices->with_entries);
  g_settings_set_uint (settings, "print-count", choices->n_new);
  g_settings_set_enum (settings, "print-level", (int) choices->level);
  g_settings_set_boolean (settings, "print-random-layout", choices->random_layout);
  g_settings_set_uint (settings, "print-per-page", choices->per_page);
  g_settings_set_boolean (settings, "print-solutions", choices->solutions);
  g_settings_set_boolean (settings, "print-paths", choices->paths);
}

/* ---- the tab ---- */

/* Only the rows of the source chosen can be changed. */
static void
update_sensitive (SudokuPrintOptions *self)
{
  gboolean current = gtk_check_button_get_active (self->current_button);
  gboolean collection = gtk_check_button_get_active (self->collection_button);
  gboolean new = gtk_check_button_get_active (self->new_button);

  gtk_widget_set_sensitive (GTK_WIDGET (self->entries_button), current);
  gtk_widget_set_sensitive (GTK_WIDGET (self->from_spin), collection);
  gtk_widget_set_sensitive (GTK_WIDGET (self->to_spin), collection);
  gtk_widget_set_sensitive (GTK_WIDGET (self->to_label), collection);
  gtk_widget_set_sensitive (GTK_WIDGET (self->of_label), collection);
  gtk_widget_set_sensitive (GTK_WIDGET (self->count_spin), new);
  gtk_widget_set_sensitive (GTK_WIDGET (self->level_dropdown), new);
  gtk_widget_set_sensitive (GTK_WIDGET (self->layout_dropdown), new);
}

/* "From 5 to 3" means 3 to 5 to nobody: the other end follows. */
static void
on_from_changed (SudokuPrintOptions *self)
{
  if (gtk_spin_button_get_value (self->to_spin) < gtk_spin_button_get_value (self->from_spin))
    gtk_spin_button_set_value (self->to_spin, gtk_spin_button_get_value (self->from_spin));
}

static void
on_to_changed (SudokuPrintOptions *self)
{
  if (gtk_spin_button_get_value (self->from_spin) > gtk_spin_button_get_value (self->to_spin))
    gtk_spin_button_set_value (self->from_spin, gtk_spin_button_get_value (self->to_spin));
}

/* GTK 4.8 reads a drop-down's inner button by its class name: give it the
 * drop-down's own name. */
static void
name_drop_down (GtkDropDown *drop_down,
                const char  *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (drop_down));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TOGGLE_BUTTON (child))
      gtk_accessible_update_property (GTK_ACCESSIBLE (child),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* GTK 4.8 reads a check button by its label as written, underscore and
 * all ("The _current puzzle"): give it the label as shown. */
static void
name_check_button (GtkCheckButton *button)
{
  g_autofree char *shown = NULL;
  const char *label = gtk_check_button_get_label (button);
  char *to;

  if (label == NULL)
    return;
  shown = g_strdup (label);
  to = shown;
  /* "__" shows one underscore; "_x" shows x. */
  for (const char *from = label; *from != '\0'; from++)
    {
      if (*from == '_' && *++from == '\0')
        break;
      *to++ = *from;
    }
  *to = '\0';
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, shown, -1);
}

static void
sudoku_print_options_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), SUDOKU_TYPE_PRINT_OPTIONS);

  G_OBJECT_CLASS (sudoku_print_options_parent_class)->dispose (object);
}

static void
sudoku_print_options_class_init (SudokuPrintOptionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_print_options_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, SUDOKU_RESOURCE_PATH "/ui/sudoku-print-options.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintOptions, box);
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintOptions, collection_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintOptions, count_spin);
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintOptions, current_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintOptions, entries_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintOptions, from_spin);
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintOptions, layout_dropdown);
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintOptions, level_dropdown);
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintOptions, new_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintOptions, of_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintOptions, paths_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintOptions, per_page_dropdown);
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintOptions, solutions_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintOptions, to_spin);
  gtk_widget_class_bind_template_child (widget_class, SudokuPrintOptions, to_label);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
sudoku_print_options_init (SudokuPrintOptions *self)
{
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));

  for (int level = 0; level < SK_N_LEVELS; level++)
    gtk_string_list_append (levels, sudoku_level_get_name ((SkLevel) level));
  gtk_drop_down_set_model (self->level_dropdown, G_LIST_MODEL (levels));

  name_drop_down (self->level_dropdown, _("Level"));
  name_drop_down (self->layout_dropdown, _("Layout"));
  name_drop_down (self->per_page_dropdown, _("Puzzles per page"));
  name_check_button (self->current_button);
  name_check_button (self->entries_button);
  name_check_button (self->collection_button);
  name_check_button (self->new_button);
  name_check_button (self->solutions_button);
  name_check_button (self->paths_button);

  g_signal_connect_swapped (self->current_button, "toggled", G_CALLBACK (update_sensitive), self);
  g_signal_connect_swapped (self->collection_button, "toggled", G_CALLBACK (update_sensitive), self);
  g_signal_connect_swapped (self->new_button, "toggled", G_CALLBACK (update_sensitive), self);
  g_signal_connect_swapped (self->from_spin, "value-changed", G_CALLBACK (on_from_changed), self);
  g_signal_connect_swapped (self->to_spin, "value-changed", G_CALLBACK (on_to_changed), self);
}

SudokuPrintOptions *
sudoku_print_options_new (const SudokuPrintChoices *choices,
                          guint                     collection_size,
                          guint                     position)
{
  SudokuPrintOptions *self = g_object_new (SUDOKU_TYPE_PRINT_OPTIONS, NULL);
  g_autofree char *size = NULL;
  g_autofree char *of = NULL;
  gboolean has_collection = collection_size > 1;
  SudokuPrintWhat what = choices->what;

  g_return_val_if_fail (choices != NULL, NULL);

  if (what == SUDOKU_PRINT_COLLECTION && !has_collection)
    what = SUDOKU_PRINT_CURRENT;

  gtk_widget_set_sensitive (GTK_WIDGET (self->collection_button), has_collection);
  gtk_spin_button_set_range (self->from_spin, 1, MAX (collection_size, 1));
  gtk_spin_button_set_range (self->to_spin, 1, MAX (collection_size, 1));
  if (has_collection)
    {
      /* From the one shown, a page of four. */
      guint from = choices->from > 1 ? choices->from : position + 1;
      guint to = choices->to > from ? choices->to : MIN (collection_size, from + 3);

      size = sudoku_format_count (collection_size);
      /* Translators: ends "Puzzles from [1] to [8] of 120", %s is the size of the collection */
      of = g_strdup_printf (_("of %s"), size);
      gtk_label_set_text (self->of_label, of);
      gtk_spin_button_set_value (self->from_spin, from);
      gtk_spin_button_set_value (self->to_spin, to);
    }
  else
    /* Translators: where the collection's size goes when no collection is open */
    gtk_label_set_text (self->of_label, _("of the open collection"));

  gtk_check_button_set_active (self->current_button, what == SUDOKU_PRINT_CURRENT);
  gtk_check_button_set_active (self->collection_button, what == SUDOKU_PRINT_COLLECTION);
  gtk_check_button_set_active (self->new_button, what == SUDOKU_PRINT_NEW);
  gtk_check_button_set_active (self->entries_button, choices->with_entries);
  gtk_spin_button_set_value (self->count_spin, CLAMP (choices->n_new, 1, SUDOKU_PRINT_MAX_NEW));
  gtk_drop_down_set_selected (self->level_dropdown, choices->level);
  gtk_drop_down_set_selected (self->layout_dropdown, choices->random_layout ? 1 : 0);
  for (guint i = 0; i < G_N_ELEMENTS (per_page_choices); i++)
    if (per_page_choices[i] == choices->per_page)
      gtk_drop_down_set_selected (self->per_page_dropdown, i);
  gtk_check_button_set_active (self->solutions_button, choices->solutions);
  gtk_check_button_set_active (self->paths_button, choices->paths);
  update_sensitive (self);

  return self;
}

void
sudoku_print_options_get_choices (SudokuPrintOptions *self,
                                  SudokuPrintChoices *choices)
{
  guint per_page = gtk_drop_down_get_selected (self->per_page_dropdown);

  g_return_if_fail (SUDOKU_IS_PRINT_OPTIONS (self));
  g_return_if_fail (choices != NULL);

  sudoku_print_choices_init (choices);
  if (gtk_check_button_get_active (self->collection_button))
    choices->what = SUDOKU_PRINT_COLLECTION;
  else if (gtk_check_button_get_active (self->new_button))
    choices->what = SUDOKU_PRINT_NEW;
  else
    choices->what = SUDOKU_PRINT_CURRENT;
  choices->with_entries = gtk_check_button_get_active (self->entries_button);
  choices->from = (guint) gtk_spin_button_get_value_as_int (self->from_spin);
  choices->to = (guint) gtk_spin_button_get_value_as_int (self->to_spin);
  choices->n_new = (guint) gtk_spin_button_get_value_as_int (self->count_spin);
  choices->level = (SkLevel) MIN (gtk_drop_down_get_selected (self->level_dropdown),
                                  SK_N_LEVELS - 1);
  choices->random_layout = gtk_drop_down_get_selected (self->layout_dropdown) == 1;
  choices->per_page = per_page_choices[MIN (per_page, G_N_ELEMENTS (per_page_choices) - 1)];
  choices->solutions = gtk_check_button_get_active (self->solutions_button);
  choices->paths = gtk_check_button_get_active (self->paths_button);
}
