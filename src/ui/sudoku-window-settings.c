/* sudoku-window-settings.c: the remembered choices: algorithm, candidates, tints, window size
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * win.algorithm ("s": propagate, backtrack, tables, dlx), win.show-candidates,
 * win.show-region-tint, win.show-mistakes, win.show-unfillable and
 * win.show-clock (booleans) are the GSettings
 * keys of the same names, through g_settings_create_action(). Without the schema installed (a build
 * run by hand without GSETTINGS_SCHEMA_DIR) they are plain stateful actions
 * that remember nothing. Either way the window follows their "state".
 */

#define G_LOG_DOMAIN "sudoku-window-settings"

#include "config.h"

#include "sudoku-enums.h"
#include "sudoku-grid-cells.h"
#include "sudoku-window-private.h"

static void
apply_algorithm (SudokuWindow *self,
                 GAction      *action)
{
  g_autoptr(GVariant) state = g_action_get_state (action);
  g_autoptr(GEnumClass) algorithms = g_type_class_ref (SUDOKU_TYPE_ALGORITHM);
  GEnumValue *chosen = g_enum_get_value_by_nick (algorithms, g_variant_get_string (state, NULL));
  guint limit = 30;

  if (self->settings != NULL)
    limit = g_settings_get_uint (self->settings, "solve-time-limit");

  self->algorithm = chosen != NULL ? (SudokuAlgorithm) chosen->value : SUDOKU_ALGORITHM_PROPAGATE;
  /* The plain searches can take hours on some puzzles; propagate never needs a cap. */
  self->time_limit = self->algorithm == SUDOKU_ALGORITHM_PROPAGATE ? 0 : limit;
}

static void
apply_show_candidates (SudokuWindow *self,
                       GAction      *action)
{
  g_autoptr(GVariant) state = g_action_get_state (action);

  sudoku_board_view_set_show_candidates (self->board_view, g_variant_get_boolean (state));
}

static void
apply_show_region_tint (SudokuWindow *self,
                        GAction      *action)
{
  g_autoptr(GVariant) state = g_action_get_state (action);

  sudoku_board_view_set_show_tint (self->board_view, g_variant_get_boolean (state));
}

static void
on_show_region_tint_state (SudokuWindow *self,
                           GParamSpec   *pspec,
                           GAction      *action)
{
  apply_show_region_tint (self, action);
}

static void
on_algorithm_state (SudokuWindow *self,
                    GParamSpec   *pspec,
                    GAction      *action)
{
  apply_algorithm (self, action);
}

static void
on_time_limit_changed (SudokuWindow *self,
                       const char   *key,
                       GSettings    *settings)
{
  GAction *algorithm = g_action_map_lookup_action (G_ACTION_MAP (self), "algorithm");

  if (algorithm != NULL)
    apply_algorithm (self, algorithm);
}

static void
on_show_candidates_state (SudokuWindow *self,
                          GParamSpec   *pspec,
                          GAction      *action)
{
  apply_show_candidates (self, action);
}

static void
on_show_mistakes_state (SudokuWindow *self,
                        GParamSpec   *pspec,
                        GAction      *action)
{
  g_autoptr(GVariant) state = g_action_get_state (action);

  _sudoku_window_set_show_mistakes (self, g_variant_get_boolean (state));
}

static void
on_show_unfillable_state (SudokuWindow *self,
                          GParamSpec   *pspec,
                          GAction      *action)
{
  g_autoptr(GVariant) state = g_action_get_state (action);

  sudoku_widget_set_css_class (GTK_WIDGET (self->board_view), "show-unfillable",
                               g_variant_get_boolean (state));
}

static void
on_show_clock_state (SudokuWindow *self,
                     GParamSpec   *pspec,
                     GAction      *action)
{
  g_autoptr(GVariant) state = g_action_get_state (action);

  gtk_widget_set_visible (GTK_WIDGET (self->clock_label), g_variant_get_boolean (state));
}

static GAction *
create_action (SudokuWindow *self,
               const char   *key,
               GVariant     *fallback_state)
{
  g_autoptr(GVariant) state = g_variant_ref_sink (fallback_state);
  const GVariantType *parameter_type = NULL;

  if (self->settings != NULL)
    return g_settings_create_action (self->settings, key);

  /* A boolean action toggles without a parameter; others take their state's type. */
  if (!g_variant_is_of_type (state, G_VARIANT_TYPE_BOOLEAN))
    parameter_type = g_variant_get_type (state);
  return G_ACTION (g_simple_action_new_stateful (key, parameter_type, state));
}

static void
add_action (SudokuWindow *self,
            GAction      *action,
            GCallback     on_state)
{
  g_action_map_add_action (G_ACTION_MAP (self), action);
  g_signal_connect_object (action, "notify::state", on_state, self, G_CONNECT_SWAPPED);
}

void
_sudoku_window_settings_init (SudokuWindow *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GAction) algorithm = NULL;
  g_autoptr(GAction) show_candidates = NULL;
  g_autoptr(GAction) show_region_tint = NULL;
  g_autoptr(GAction) show_mistakes = NULL;
  g_autoptr(GAction) show_unfillable = NULL;
  g_autoptr(GAction) show_clock = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL)
    self->settings = g_settings_new_full (schema, NULL, NULL);
  else
    g_debug ("No settings schema %s: choices are not remembered", APP_ID);

  algorithm = create_action (self, "algorithm", g_variant_new_string ("propagate"));
  show_candidates = create_action (self, "show-candidates", g_variant_new_boolean (FALSE));
  add_action (self, algorithm, G_CALLBACK (on_algorithm_state));
  add_action (self, show_candidates, G_CALLBACK (on_show_candidates_state));
  show_region_tint = create_action (self, "show-region-tint", g_variant_new_boolean (TRUE));
  add_action (self, show_region_tint, G_CALLBACK (on_show_region_tint_state));
  show_mistakes = create_action (self, "show-mistakes", g_variant_new_boolean (FALSE));
  add_action (self, show_mistakes, G_CALLBACK (on_show_mistakes_state));
  show_unfillable = create_action (self, "show-unfillable", g_variant_new_boolean (TRUE));
  add_action (self, show_unfillable, G_CALLBACK (on_show_unfillable_state));
  show_clock = create_action (self, "show-clock", g_variant_new_boolean (TRUE));
  add_action (self, show_clock, G_CALLBACK (on_show_clock_state));

  if (self->settings != NULL)
    g_signal_connect_object (self->settings, "changed::solve-time-limit",
                             G_CALLBACK (on_time_limit_changed), self, G_CONNECT_SWAPPED);

  apply_algorithm (self, algorithm);
  apply_show_candidates (self, show_candidates);
  apply_show_region_tint (self, show_region_tint);
  on_show_mistakes_state (self, NULL, show_mistakes);
  on_show_unfillable_state (self, NULL, show_unfillable);
  on_show_clock_state (self, NULL, show_clock);

  /* The size of the last window closed; GTK keeps the default size up to
   * date as the window is resized, which is what the next one starts at. */
  if (self->settings != NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (self->settings, "window-width"),
                                   g_settings_get_int (self->settings, "window-height"));
      if (g_settings_get_boolean (self->settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
    }
}

void
_sudoku_window_settings_save_size (SudokuWindow *self)
{
  int width;
  int height;

  if (self->settings == NULL)
    return;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_delay (self->settings);
  /* A maximized window's size is the screen's: keep the one to unmaximize to. */
  if (!gtk_window_is_maximized (GTK_WINDOW (self)) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
  g_settings_apply (self->settings);
}
