/* sudoku-generate-dialog.c: New Puzzle: layout, level, symmetry, technique, then progress
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The person chooses, presses Generate, and watches the attempts go by
 * until a puzzle fits (sudoku_generate_async()); there is no time limit,
 * since only the person knows how long is too long: Cancel, Escape and
 * closing the dialog stop the worker at once. The dialog never touches a
 * board: the window takes the puzzle from "generated".
 *
 * The generation's callback and progress get the dialog without a
 * reference, as the window's callbacks do: dispose cancels the generation,
 * so they check for the cancellation before they look at the dialog.
 *
 * SUDOKU_GENERATE_SEED=N in the environment makes every puzzle from seed N,
 * so that tests and screenshots get the same puzzle each time.
 */

#define G_LOG_DOMAIN "sudoku-generate-dialog"

#include "config.h"

#include "sudoku-generate-dialog.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sudoku-accessible.h"
#include "sudoku-geometry.h"
#include "sudoku-technique.h"

/* Often enough that the bar looks alive. */
#define PULSE_INTERVAL_MS 100

enum {
  LAYOUT_CURRENT,
  LAYOUT_RANDOM,
};

struct _SudokuGenerateDialog
{
  GtkWindow            parent_instance;

  /* Template widgets */
  GtkWidget           *cancel_button;
  GtkLabel            *error_label;
  GtkWidget           *generate_button;
  AdwComboRow         *layout_row;
  AdwComboRow         *level_row;
  GtkWidget           *options_group;
  GtkProgressBar      *progress_bar;
  GtkWidget           *progress_box;
  GtkLabel            *progress_label;
  AdwComboRow         *symmetry_row;
  AdwComboRow         *technique_row;

  /* Owned references */
  GSettings           *settings;      /* nullable: no schema installed */
  /* The running generation's; NULL while nothing runs. */
  GCancellable        *cancellable;
  guint                pulse_id;

  SkLayout             layout;
  /* Under Layout while Random Jigsaw is chosen on a variant board: that
   * the random regions keep the board's extra houses. NULL otherwise. */
  char                *random_note;
  /* What the symmetry row lists, in its order: the symmetries the chosen
   * layout allows. */
  SkSymmetry           symmetries[SK_N_SYMMETRIES];
  guint                n_symmetries;
  /* The symmetry the person chose last, chosen again when a layout that
   * allows it comes back. */
  SkSymmetry           wanted_symmetry;
  /* What the technique row lists after "None". */
  SkTechnique          techniques[SK_N_TECHNIQUES];
  guint                n_techniques;
  /* While the rows are filled in, their changes are not the person's. */
  gboolean             filling;
};

G_DEFINE_FINAL_TYPE (SudokuGenerateDialog, sudoku_generate_dialog, GTK_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_GENERATING,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

enum {
  GENERATED,
  N_SIGNALS
};

static guint signals [N_SIGNALS];

static guint64
next_seed (void)
{
  const char *fixed = g_getenv ("SUDOKU_GENERATE_SEED");
  guint64 seed;

  if (fixed != NULL &&
      g_ascii_string_to_unsigned (fixed, 10, 0, G_MAXUINT64, &seed, NULL))
    return seed;
  return ((guint64) g_random_int () << 32) | g_random_int ();
}

static gboolean
is_random_layout (SudokuGenerateDialog *self)
{
  return adw_combo_row_get_selected (self->layout_row) == LAYOUT_RANDOM;
}

static int
chosen_technique (SudokuGenerateDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->technique_row);

  /* Position 0 is "None". */
  if (selected == 0 || selected == GTK_INVALID_LIST_POSITION || selected > self->n_techniques)
    return -1;
  return (int) self->techniques[selected - 1];
}

static SkSymmetry
chosen_symmetry (SudokuGenerateDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->symmetry_row);

  if (selected >= self->n_symmetries)
    return SK_SYMMETRY_NONE;
  return self->symmetries[selected];
}

/* The symmetry row lists what the chosen layout allows: any symmetry for a
 * random layout, which is drawn to fit it. */
static void
fill_symmetries (SudokuGenerateDialog *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  gboolean random_layout = is_random_layout (self);
  guint selected = 0;

  self->n_symmetries = 0;
  for (int s = 0; s < SK_N_SYMMETRIES; s++)
    {
      if (!random_layout && !sudoku_symmetry_fits ((SkSymmetry) s, &self->layout))
        continue;
      if ((SkSymmetry) s == self->wanted_symmetry)
        selected = self->n_symmetries;
      self->symmetries[self->n_symmetries++] = (SkSymmetry) s;
      gtk_string_list_append (names, sudoku_symmetry_get_name ((SkSymmetry) s));
    }

  self->filling = TRUE;
  adw_combo_row_set_model (self->symmetry_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->symmetry_row, selected);
  self->filling = FALSE;
}

static void
on_layout_selected (SudokuGenerateDialog *self)
{
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->layout_row),
                               is_random_layout (self) && self->random_note != NULL
                               ? self->random_note : "");
  fill_symmetries (self);
}

static void
on_symmetry_selected (SudokuGenerateDialog *self)
{
  if (!self->filling)
    self->wanted_symmetry = chosen_symmetry (self);
}

/* A puzzle to practise a technique comes at whatever level that takes. */
static void
on_technique_selected (SudokuGenerateDialog *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->level_row), chosen_technique (self) < 0);
}

static void
save_choices (SudokuGenerateDialog *self)
{
  int technique = chosen_technique (self);

  if (self->settings == NULL)
    return;
  g_settings_set_boolean (self->settings, "generate-random-layout", is_random_layout (self));
  g_settings_set_enum (self->settings, "generate-level",
                       (int) adw_combo_row_get_selected (self->level_row));
  g_settings_set_enum (self->settings, "generate-symmetry", (int) self->wanted_symmetry);
  g_settings_set_string (self->settings, "generate-technique",
                         technique >= 0 ? sudoku_technique_get_id ((SkTechnique) technique) : "");
}

static void
load_choices (SudokuGenerateDialog *self)
{
  g_autofree char *technique_id = NULL;
  SkTechnique technique;

  if (self->settings == NULL)
    return;
  adw_combo_row_set_selected (self->layout_row,
                              g_settings_get_boolean (self->settings, "generate-random-layout")
                              ? LAYOUT_RANDOM : LAYOUT_CURRENT);
  sudoku_generate_dialog_set_level (self, (SkLevel) g_settings_get_enum (self->settings,
                                                                         "generate-level"));
  self->wanted_symmetry = (SkSymmetry) g_settings_get_enum (self->settings, "generate-symmetry");
  fill_symmetries (self);
  technique_id = g_settings_get_string (self->settings, "generate-technique");
  sudoku_generate_dialog_set_technique (self, sudoku_technique_from_id (technique_id, &technique)
                                              ? (int) technique : -1);
}

static gboolean
pulse (gpointer user_data)
{
  SudokuGenerateDialog *self = SUDOKU_GENERATE_DIALOG (user_data);

  gtk_progress_bar_pulse (self->progress_bar);
  return G_SOURCE_CONTINUE;
}

static void
show_attempt (SudokuGenerateDialog *self,
              guint                 attempt)
{
  g_autofree char *text = NULL;

  /* Translators: shown while a puzzle is being made; %u counts the tries
   * (most are thrown away for missing the level) */
  text = g_strdup_printf (_("Attempt %u…"), attempt);
  gtk_label_set_text (self->progress_label, text);
}

static void
set_generating (SudokuGenerateDialog *self,
                gboolean              generating)
{
  gtk_widget_set_sensitive (self->options_group, !generating);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dialog.generate", !generating);
  gtk_widget_set_visible (self->progress_box, generating);
  g_clear_handle_id (&self->pulse_id, g_source_remove);
  if (generating)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
      gtk_label_set_text (self->error_label, "");
      gtk_progress_bar_set_fraction (self->progress_bar, 0.0);
      show_attempt (self, 1);
      self->pulse_id = g_timeout_add (PULSE_INTERVAL_MS, pulse, self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties [PROP_GENERATING]);
}

/* Main thread, never after a cancel (sudoku_generate_async()). */
static void
on_progress (guint    attempts,
             gpointer user_data)
{
  show_attempt (SUDOKU_GENERATE_DIALOG (user_data), attempts);
}

static void
generate_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(SudokuPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  SudokuGenerateDialog *self;
  SkRating rating;

  puzzle = sudoku_generate_finish (result, &rating, &error);
  /* Cancelled: by Cancel, which closes the dialog, or by dispose. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = SUDOKU_GENERATE_DIALOG (user_data);
  g_clear_object (&self->cancellable);
  set_generating (self, FALSE);

  if (puzzle == NULL)
    {
      gtk_label_set_text (self->error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      return;
    }

  g_signal_emit (self, signals [GENERATED], 0, puzzle, &rating);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
generate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  SudokuGenerateDialog *self = SUDOKU_GENERATE_DIALOG (widget);
  SudokuGenerateRequest request;

  if (self->cancellable != NULL)
    return;

  sudoku_generate_request_init (&request);
  request.layout = self->layout;
  request.random_layout = is_random_layout (self);
  request.level = (SkLevel) adw_combo_row_get_selected (self->level_row);
  request.technique = chosen_technique (self);
  request.symmetry = chosen_symmetry (self);
  request.seed = next_seed ();
  save_choices (self);

  self->cancellable = g_cancellable_new ();
  set_generating (self, TRUE);
  sudoku_generate_async (&request, self->cancellable, on_progress, self, generate_cb, self);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  /* Dispose stops a running generation. */
  gtk_window_destroy (GTK_WINDOW (widget));
}

static void
sudoku_generate_dialog_dispose (GObject *object)
{
  SudokuGenerateDialog *self = SUDOKU_GENERATE_DIALOG (object);

  /* First, so the generation's callbacks leave the dialog alone. */
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->pulse_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_GENERATE_DIALOG);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (sudoku_generate_dialog_parent_class)->dispose (object);
}

static void
sudoku_generate_dialog_finalize (GObject *object)
{
  SudokuGenerateDialog *self = SUDOKU_GENERATE_DIALOG (object);

  g_clear_object (&self->cancellable);
  g_free (self->random_note);

  G_OBJECT_CLASS (sudoku_generate_dialog_parent_class)->finalize (object);
}

static void
sudoku_generate_dialog_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  SudokuGenerateDialog *self = SUDOKU_GENERATE_DIALOG (object);

  switch (prop_id)
    {
    case PROP_GENERATING:
      g_value_set_boolean (value, sudoku_generate_dialog_get_generating (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_generate_dialog_class_init (SudokuGenerateDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sudoku_generate_dialog_dispose;
  object_class->finalize = sudoku_generate_dialog_finalize;
  object_class->get_property = sudoku_generate_dialog_get_property;

  properties [PROP_GENERATING] =
    g_param_spec_boolean ("generating", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * SudokuGenerateDialog::generated:
   * @puzzle: (type gpointer): the SudokuPuzzle made, valid during the emission
   * @rating: (type gpointer): its SkRating, valid during the emission
   *
   * A puzzle was made; the dialog closes next.
   */
  signals [GENERATED] =
    g_signal_new ("generated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               SUDOKU_RESOURCE_PATH "/ui/sudoku-generate-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuGenerateDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuGenerateDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuGenerateDialog, generate_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuGenerateDialog, layout_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuGenerateDialog, level_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuGenerateDialog, options_group);
  gtk_widget_class_bind_template_child (widget_class, SudokuGenerateDialog, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, SudokuGenerateDialog, progress_box);
  gtk_widget_class_bind_template_child (widget_class, SudokuGenerateDialog, progress_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuGenerateDialog, symmetry_row);
  gtk_widget_class_bind_template_child (widget_class, SudokuGenerateDialog, technique_row);

  gtk_widget_class_install_action (widget_class, "dialog.generate", NULL, generate_action);
  gtk_widget_class_install_action (widget_class, "dialog.cancel", NULL, cancel_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "dialog.cancel", NULL);
}

static void
sudoku_generate_dialog_init (SudokuGenerateDialog *self)
{
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) techniques = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  sudoku_accessible_tidy_buttons (GTK_WIDGET (self));

  /* The levels in the engine's order, which is SkLevel's. */
  for (int level = SK_LEVEL_EASY; level <= SK_LEVEL_EXTREME; level++)
    gtk_string_list_append (levels, sudoku_level_get_name ((SkLevel) level));
  adw_combo_row_set_model (self->level_row, G_LIST_MODEL (levels));

  /* Translators: no technique to practise chosen in New Puzzle */
  gtk_string_list_append (techniques, C_("technique", "None"));
  for (int t = 0; t < SK_N_TECHNIQUES; t++)
    {
      /* Search is what logic falls back on, not a technique to practise. */
      if (t == SK_TECH_SEARCH)
        continue;
      self->techniques[self->n_techniques++] = (SkTechnique) t;
      gtk_string_list_append (techniques, sudoku_technique_get_name ((SkTechnique) t));
    }
  adw_combo_row_set_model (self->technique_row, G_LIST_MODEL (techniques));

  self->wanted_symmetry = SK_SYMMETRY_ROTATE_180;
  sudoku_layout_init_standard (&self->layout);

  g_signal_connect_swapped (self->layout_row, "notify::selected",
                            G_CALLBACK (on_layout_selected), self);
  g_signal_connect_swapped (self->symmetry_row, "notify::selected",
                            G_CALLBACK (on_symmetry_selected), self);
  g_signal_connect_swapped (self->technique_row, "notify::selected",
                            G_CALLBACK (on_technique_selected), self);
}

SudokuGenerateDialog *
sudoku_generate_dialog_new (GtkWindow      *parent,
                            const SkLayout *layout,
                            const char     *layout_name,
                            GSettings      *settings)
{
  SudokuGenerateDialog *self;
  g_autoptr(GtkStringList) layouts = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (layout != NULL, NULL);
  g_return_val_if_fail (layout_name != NULL, NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  /* The role is given, as for every window of ours: see sudoku_window_new(). */
  self = g_object_new (SUDOKU_TYPE_GENERATE_DIALOG,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_WINDOW,
                       "transient-for", parent,
                       NULL);
  self->layout = *layout;
  if (settings != NULL)
    self->settings = g_object_ref (settings);

  /* A random layout keeps the board's extra houses (sk_generate()): the
   * row says so under its title, where the words have room. */
  if (layout->n_extra > 0)
    /* Translators: in New Puzzle, under Layout while Random Jigsaw is chosen on
     * a board with extra houses (Sudoku-X's diagonals, say): short, it shares
     * the row with the choice */
    self->random_note = g_strdup (_("Keeps the extra houses"));
  layouts = gtk_string_list_new ((const char *[]) {
    layout_name,
    /* Translators: in New Puzzle, a layout of irregular regions made for the puzzle */
    _("Random Jigsaw"),
    NULL,
  });
  adw_combo_row_set_model (self->layout_row, G_LIST_MODEL (layouts));
  fill_symmetries (self);
  load_choices (self);

  return self;
}

gboolean
sudoku_generate_dialog_get_generating (SudokuGenerateDialog *self)
{
  g_return_val_if_fail (SUDOKU_IS_GENERATE_DIALOG (self), FALSE);

  return self->cancellable != NULL;
}

void
sudoku_generate_dialog_set_random_layout (SudokuGenerateDialog *self,
                                          gboolean              random_layout)
{
  g_return_if_fail (SUDOKU_IS_GENERATE_DIALOG (self));

  adw_combo_row_set_selected (self->layout_row, random_layout ? LAYOUT_RANDOM : LAYOUT_CURRENT);
}

void
sudoku_generate_dialog_set_level (SudokuGenerateDialog *self,
                                  SkLevel               level)
{
  g_return_if_fail (SUDOKU_IS_GENERATE_DIALOG (self));
  g_return_if_fail (level >= SK_LEVEL_EASY && level <= SK_LEVEL_EXTREME);

  adw_combo_row_set_selected (self->level_row, (guint) level);
}

SkLevel
sudoku_generate_dialog_get_level (SudokuGenerateDialog *self)
{
  g_return_val_if_fail (SUDOKU_IS_GENERATE_DIALOG (self), SK_LEVEL_EASY);

  return (SkLevel) adw_combo_row_get_selected (self->level_row);
}

void
sudoku_generate_dialog_set_technique (SudokuGenerateDialog *self,
                                      int                   technique)
{
  g_return_if_fail (SUDOKU_IS_GENERATE_DIALOG (self));

  for (guint i = 0; i < self->n_techniques; i++)
    if ((int) self->techniques[i] == technique)
      {
        adw_combo_row_set_selected (self->technique_row, i + 1);
        return;
      }
  adw_combo_row_set_selected (self->technique_row, 0);
}

gboolean
sudoku_generate_dialog_set_symmetry (SudokuGenerateDialog *self,
                                     SkSymmetry            symmetry)
{
  g_return_val_if_fail (SUDOKU_IS_GENERATE_DIALOG (self), FALSE);

  for (guint i = 0; i < self->n_symmetries; i++)
    if (self->symmetries[i] == symmetry)
      {
        adw_combo_row_set_selected (self->symmetry_row, i);
        return TRUE;
      }
  return FALSE;
}

const char *
sudoku_generate_dialog_get_progress_text (SudokuGenerateDialog *self)
{
  g_return_val_if_fail (SUDOKU_IS_GENERATE_DIALOG (self), NULL);

  return gtk_label_get_text (self->progress_label);
}

const char *
sudoku_generate_dialog_get_error_text (SudokuGenerateDialog *self)
{
  g_return_val_if_fail (SUDOKU_IS_GENERATE_DIALOG (self), NULL);

  return gtk_label_get_text (self->error_label);
}
