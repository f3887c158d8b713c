/* sudoku-preferences-window.c: the settings, each bound to its GSettings key
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The keys are the very ones behind win.show-region-tint, win.algorithm,
 * win.remove-marks-on-place, win.show-mistakes, win.show-unfillable,
 * win.show-clock and app.resume-game
 * (g_settings_create_action), so a change here reaches every window through
 * GSettings and nothing else.
 */

#define G_LOG_DOMAIN "sudoku-preferences-window"

#include "config.h"

#include "sudoku-preferences-window.h"

#include "sudoku-enums.h"

struct _SudokuPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  /* Template widgets */
  GtkSwitch     *region_tint_switch;
  GtkSwitch     *remove_marks_switch;
  GtkSwitch     *mistakes_switch;
  GtkSwitch     *unfillable_switch;
  GtkSwitch     *clock_switch;
  AdwComboRow   *algorithm_row;
  GtkSpinButton *time_limit_spin;
  GtkSwitch     *resume_switch;

  /* Owned references */
  GSettings     *settings;
};

G_DEFINE_FINAL_TYPE (SudokuPreferencesWindow, sudoku_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The combo row lists the algorithms in the order of their enum values. */
static gboolean
algorithm_to_index (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  g_autoptr(GEnumClass) algorithms = g_type_class_ref (SUDOKU_TYPE_ALGORITHM);
  GEnumValue *chosen = g_enum_get_value_by_nick (algorithms, g_variant_get_string (variant, NULL));

  if (chosen == NULL)
    return FALSE;
  g_value_set_uint (value, (guint) chosen->value);
  return TRUE;
}

static GVariant *
index_to_algorithm (const GValue       *value,
                    const GVariantType *expected_type,
                    gpointer            user_data)
{
  g_autoptr(GEnumClass) algorithms = g_type_class_ref (SUDOKU_TYPE_ALGORITHM);
  GEnumValue *chosen = g_enum_get_value (algorithms, (int) g_value_get_uint (value));

  return chosen != NULL ? g_variant_new_string (chosen->value_nick) : NULL;
}

/* A key the schema lacks (an older compiled schema) hides its row rather
 * than abort in g_settings_bind(). */
static void
bind (SudokuPreferencesWindow *self,
      const char              *key,
      GtkWidget               *widget,
      const char              *property)
{
  g_autoptr(GSettingsSchema) schema = NULL;

  g_object_get (self->settings, "settings-schema", &schema, NULL);
  if (!g_settings_schema_has_key (schema, key))
    {
      gtk_widget_set_visible (gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_ROW), FALSE);
      return;
    }
  g_settings_bind (self->settings, key, widget, property, G_SETTINGS_BIND_DEFAULT);
}

static void
sudoku_preferences_window_dispose (GObject *object)
{
  SudokuPreferencesWindow *self = SUDOKU_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (sudoku_preferences_window_parent_class)->dispose (object);
}

static void
sudoku_preferences_window_class_init (SudokuPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               SUDOKU_RESOURCE_PATH "/ui/sudoku-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow, region_tint_switch);
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow, remove_marks_switch);
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow, mistakes_switch);
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow, unfillable_switch);
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow, clock_switch);
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow, algorithm_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow, time_limit_spin);
  gtk_widget_class_bind_template_child (widget_class, SudokuPreferencesWindow, resume_switch);
}

static void
sudoku_preferences_window_init (SudokuPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

SudokuPreferencesWindow *
sudoku_preferences_window_new (GtkWindow *parent,
                               GSettings *settings)
{
  SudokuPreferencesWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (SUDOKU_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       "destroy-with-parent", TRUE,
                       NULL);
  self->settings = g_object_ref (settings);

  bind (self, "show-region-tint", GTK_WIDGET (self->region_tint_switch), "active");
  bind (self, "remove-marks-on-place", GTK_WIDGET (self->remove_marks_switch), "active");
  bind (self, "show-mistakes", GTK_WIDGET (self->mistakes_switch), "active");
  bind (self, "show-unfillable", GTK_WIDGET (self->unfillable_switch), "active");
  bind (self, "show-clock", GTK_WIDGET (self->clock_switch), "active");
  bind (self, "solve-time-limit", GTK_WIDGET (self->time_limit_spin), "value");
  bind (self, "resume-game", GTK_WIDGET (self->resume_switch), "active");
  g_settings_bind_with_mapping (self->settings, "algorithm", self->algorithm_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, algorithm_to_index, index_to_algorithm,
                                NULL, NULL);
  return self;
}
