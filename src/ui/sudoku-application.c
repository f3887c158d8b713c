/* sudoku-application.c: the AdwApplication: windows, app actions, restoring the last run
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Starting without files brings back the boards of the last run
 * (sudoku-session.c): after a quit (Ctrl+Q, Quit in the desktop's menus)
 * silently, as a game resumes, unless app.resume-game (the "resume-game"
 * setting) is off; after a crash always, with a notice, since that is work
 * the person did not choose to leave. A window closed by itself puts its
 * board away. A start with files (the command line, a file manager) brings
 * them back too, then opens the files, each in a window of its own but for
 * a file a board came back for: that board is the newer work, and its
 * window comes to the front instead. A start with nothing to resume or open
 * shows the start page.
 */

#define G_LOG_DOMAIN "sudoku-application"

#include "config.h"

#include "sudoku-application.h"

#include <glib/gi18n.h>

#include "sudoku-preferences-window.h"
#include "sudoku-session.h"
#include "sudoku-window.h"

struct _SudokuApplication
{
  AdwApplication       parent_instance;

  SudokuLayoutCatalog *layouts;
  SudokuSession       *session;
  GSettings           *settings;  /* NULL without the schema installed */
  GCancellable        *cancellable;
  char                *help_uri;

  /* The boards of the last run are brought back once, at the first
   * activation or opening. */
  guint                restored : 1;
  /* GFile: what the first opening is to open once they are back. */
  GPtrArray           *files_to_open;
};

G_DEFINE_FINAL_TYPE (SudokuApplication, sudoku_application, ADW_TYPE_APPLICATION)

enum
{
  PROP_0,
  PROP_HELP_URI,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The help is shown over the main window that was used last, also when F1 is pressed in
 * one of its dialogs (the layout editor, the print preview): that window has the toast. */
static SudokuWindow *
help_window (GtkApplication *application)
{
  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    {
      GtkWindow *window = l->data;

      while (window != NULL && !SUDOKU_IS_WINDOW (window))
        window = gtk_window_get_transient_for (window);
      if (window != NULL)
        return SUDOKU_WINDOW (window);
    }
  return NULL;
}

static void
help_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  SudokuApplication *self = SUDOKU_APPLICATION (user_data);
  SudokuWindow *window = help_window (GTK_APPLICATION (self));

  if (window != NULL)
    sudoku_window_show_help (window, self->help_uri);
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  GtkApplication *application = GTK_APPLICATION (user_data);
  GtkWindow *window = gtk_application_get_active_window (application);
  const char *developers[] = { "The Sudoku Solver developers", NULL };
  GtkWidget *about = adw_about_window_new ();

  /* The icon is in the GResource too (icons/ under the resource base path),
   * so it shows before the app is installed. */
  gtk_window_set_transient_for (GTK_WINDOW (about), window);
  adw_about_window_set_application_name (ADW_ABOUT_WINDOW (about), _("Sudoku Solver"));
  adw_about_window_set_application_icon (ADW_ABOUT_WINDOW (about), APP_ID);
  adw_about_window_set_version (ADW_ABOUT_WINDOW (about), PACKAGE_VERSION);
  adw_about_window_set_developer_name (ADW_ABOUT_WINDOW (about), "The Sudoku Solver developers");
  adw_about_window_set_developers (ADW_ABOUT_WINDOW (about), developers);
  adw_about_window_set_comments (ADW_ABOUT_WINDOW (about),
                                 _("Solve standard and jigsaw Sudoku puzzles"));
  adw_about_window_set_copyright (ADW_ABOUT_WINDOW (about), "© 2026 The Sudoku Solver developers");
  adw_about_window_set_license_type (ADW_ABOUT_WINDOW (about), GTK_LICENSE_GPL_3_0);
  /* Translators: your names, one per line */
  adw_about_window_set_translator_credits (ADW_ABOUT_WINDOW (about), _("translator-credits"));
  gtk_window_present (GTK_WINDOW (about));
}

static gboolean
resume_enabled (SudokuApplication *self)
{
  g_autoptr(GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (self),
                                                               "resume-game");

  return state == NULL || g_variant_get_boolean (state);
}

/* Closing, not destroying: each window asks about unsaved changes first,
 * unless its board is kept for the next start, where nothing is lost. */
static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  SudokuApplication *self = SUDOKU_APPLICATION (user_data);
  g_autoptr(GList) windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));

  if (resume_enabled (self))
    sudoku_session_keep_all (self->session);
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
}

/* One Preferences window at a time, over the window it was asked from. */
static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  SudokuApplication *self = SUDOKU_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (self));
  SudokuPreferencesWindow *preferences;

  for (GList *l = windows; l != NULL; l = l->next)
    if (SUDOKU_IS_PREFERENCES_WINDOW (l->data))
      {
        gtk_window_present (GTK_WINDOW (l->data));
        return;
      }
  preferences = sudoku_preferences_window_new (parent, self->settings);
  gtk_window_set_application (GTK_WINDOW (preferences), GTK_APPLICATION (self));
  gtk_window_present (GTK_WINDOW (preferences));
}

static const GActionEntry app_actions[] = {
  { .name = "preferences", .activate = preferences_action },
  { .name = "help", .activate = help_action },
  { .name = "about", .activate = about_action },
  { .name = "quit", .activate = quit_action },
};

static void
set_accels (GtkApplication *application)
{
  static const struct
  {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "app.help", { "F1", NULL } },
    /* GTK's own, which it sets only when it builds the shortcuts window itself. */
    { "win.show-help-overlay", { "<Control>question", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "window.close", { "<Control>w", NULL } },
    { "win.new-puzzle", { "<Control>n", NULL } },
    { "win.new", { "<Control><Shift>n", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.print", { "<Control>p", NULL } },
    { "win.pause", { "<Control><Shift>p", "Pause", NULL } },
    { "win.solve", { "<Control>Return", NULL } },
    { "win.hint", { "<Control>h", NULL } },
    { "win.hint-dismiss", { "Escape", NULL } },
    { "win.show-path", { "F9", NULL } },
    { "win.show-candidates", { "<Control><Shift>c", NULL } },
    { "win.fill-candidates", { "<Control><Shift>f", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "win.copy", { "<Control>c", NULL } },
    { "win.paste", { "<Control>v", NULL } },
    { "win.previous-puzzle", { "<Alt>Left", "<Control>Page_Up", NULL } },
    { "win.next-puzzle", { "<Alt>Right", "<Control>Page_Down", NULL } },
    { "win.go-to-puzzle", { "<Control>g", NULL } },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (application, accels[i].action, accels[i].accels);
}

static void
layouts_loaded (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  SudokuLayoutCatalog *layouts = SUDOKU_LAYOUT_CATALOG (object);
  g_autoptr(GError) error = NULL;
  const char * const *warnings;

  if (!sudoku_layout_catalog_load_finish (layouts, result, &error))
    return;

  /* A bad layout file costs only that layout; say why on the terminal. */
  warnings = sudoku_layout_catalog_get_warnings (layouts);
  for (guint i = 0; warnings[i] != NULL; i++)
    g_warning ("%s", warnings[i]);
}

/* app.resume-game is the setting itself; without the schema, a switch
 * that is forgotten at the end. */
static void
add_resume_action (SudokuApplication *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GAction) action = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL)
    self->settings = g_settings_new_full (schema, NULL, NULL);

  if (self->settings != NULL)
    action = g_settings_create_action (self->settings, "resume-game");
  else
    action = G_ACTION (g_simple_action_new_stateful ("resume-game", NULL,
                                                     g_variant_new_boolean (TRUE)));
  g_action_map_add_action (G_ACTION_MAP (self), action);

  /* The Preferences window is these keys: without the schema, there is none. */
  if (self->settings == NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self),
                                                                            "preferences")),
                                 FALSE);
}

static gboolean
start_loading_layouts (gpointer data)
{
  SudokuApplication *self = data;

  sudoku_layout_catalog_load_async (self->layouts, self->cancellable, layouts_loaded, NULL);
  return G_SOURCE_REMOVE;
}

static void
sudoku_application_startup (GApplication *application)
{
  SudokuApplication *self = SUDOKU_APPLICATION (application);

  G_APPLICATION_CLASS (sudoku_application_parent_class)->startup (application);

  /* The default icon comes after the first window's first frame (sudoku-window.c). */
  g_set_application_name (_("Sudoku Solver"));

  /* AdwApplication loads style.css (and style-dark.css) from the resource
   * base path by itself, and follows the system's dark preference. */
  g_action_map_add_action_entries (G_ACTION_MAP (application),
                                   app_actions, G_N_ELEMENTS (app_actions),
                                   application);
  add_resume_action (self);
  set_accels (GTK_APPLICATION (application));

  /* The first frame needs no layout but the file's own: scan the folders
   * once the main loop is idle. */
  g_idle_add_full (G_PRIORITY_LOW, start_loading_layouts, g_object_ref (self), g_object_unref);
}

static void
sudoku_application_shutdown (GApplication *application)
{
  SudokuApplication *self = SUDOKU_APPLICATION (application);

  g_cancellable_cancel (self->cancellable);

  G_APPLICATION_CLASS (sudoku_application_parent_class)->shutdown (application);

  /* The windows are gone and their session files queued for removal: let
   * that happen before the process ends, or they would come back. */
  sudoku_session_flush ();
}

static void
sudoku_application_finalize (GObject *object)
{
  SudokuApplication *self = SUDOKU_APPLICATION (object);

  g_clear_object (&self->layouts);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->help_uri, g_free);
  g_clear_pointer (&self->files_to_open, g_ptr_array_unref);

  G_OBJECT_CLASS (sudoku_application_parent_class)->finalize (object);
}

/* For tests/benchmark/startup-time.py: SUDOKU_SOLVER_FIRST_FRAME=report says
 * on stderr when the first window has drawn its first frame; =quit also quits
 * then, so a script can time launches from the outside. */
static void
on_first_frame (GdkFrameClock *clock,
                GApplication  *application)
{
  g_signal_handlers_disconnect_by_func (clock, on_first_frame, application);
  g_printerr ("sudoku-solver: first frame drawn\n");
  if (g_strcmp0 (g_getenv ("SUDOKU_SOLVER_FIRST_FRAME"), "quit") == 0)
    g_application_quit (application);
}

static void
on_window_realize (GtkWidget    *window,
                   GApplication *application)
{
  g_signal_handlers_disconnect_by_func (window, on_window_realize, application);
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (on_first_frame), application);
}

/* Before or after the window is presented: a window opened for a file is
 * presented only once the file is read. */
static void
watch_first_frame (GApplication *application,
                   GtkWindow    *window)
{
  static gboolean watched;

  if (watched || g_getenv ("SUDOKU_SOLVER_FIRST_FRAME") == NULL)
    return;
  watched = TRUE;
  if (gtk_widget_get_realized (GTK_WIDGET (window)))
    on_window_realize (GTK_WIDGET (window), application);
  else
    g_signal_connect_after (window, "realize", G_CALLBACK (on_window_realize), application);
}

/* Every window shows the application's one catalog of layouts. */
static SudokuWindow *
new_window (GApplication *application)
{
  return sudoku_window_new (GTK_APPLICATION (application),
                            SUDOKU_APPLICATION (application)->layouts);
}

/* What the window of a board brought back has to tell, or NULL. */
static char *
restore_notice (const SudokuSessionEntry *entry)
{
  g_autoptr(GString) notice = g_string_new (NULL);

  if (!entry->quit)
    g_string_append (notice, _("Your board from last time is back: the program did not "
                               "close properly."));
  if (notice->len > 0 && entry->dropped != SUDOKU_SESSION_DROPPED_NONE)
    g_string_append_c (notice, ' ');
  switch ((int) entry->dropped)
    {
    case SUDOKU_SESSION_DROPPED_MARKS:
      g_string_append (notice, _("The pencil marks of this board could not be read and were "
                                 "dropped."));
      break;
    case SUDOKU_SESSION_DROPPED_ENTRIES:
      g_string_append (notice, _("The digits entered on this board could not be read and were "
                                 "dropped."));
      break;
    case SUDOKU_SESSION_DROPPED_ENTRIES | SUDOKU_SESSION_DROPPED_MARKS:
      g_string_append (notice, _("The digits entered and the pencil marks of this board could "
                                 "not be read and were dropped."));
      break;
    default:
      break;
    }
  return notice->len > 0 ? g_string_free (g_steal_pointer (&notice), FALSE) : NULL;
}

/* One window per file: `sudoku-solver a.sdk b.ss` shows both side by side.
 * A file one of @restored (windows, nullable) shows already comes to the
 * front there. */
static void
open_files (GApplication *application,
            GFile       **files,
            int           n_files,
            GPtrArray    *restored)
{
  for (int i = 0; i < n_files; i++)
    {
      SudokuWindow *window = NULL;

      for (guint k = 0; restored != NULL && k < restored->len && window == NULL; k++)
        {
          GFile *shown = sudoku_document_get_file (sudoku_window_get_document (restored->pdata[k]));

          if (shown != NULL && g_file_equal (shown, files[i]))
            window = restored->pdata[k];
        }
      if (window != NULL)
        {
          gtk_window_present (GTK_WINDOW (window));
          continue;
        }
      window = new_window (application);
      watch_first_frame (application, GTK_WINDOW (window));
      sudoku_window_open_file_or_close (window, files[i]);
    }
}

static void
restored_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  SudokuApplication *self = SUDOKU_APPLICATION (user_data);
  GApplication *application = G_APPLICATION (user_data);
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GPtrArray) restored = g_ptr_array_new ();
  g_autoptr(GPtrArray) files = g_steal_pointer (&self->files_to_open);
  g_autoptr(GError) error = NULL;
  GtkWindow *window = NULL;

  entries = sudoku_session_restore_finish (SUDOKU_SESSION (object), result, &error);
  if (entries != NULL)
    for (guint i = 0; i < entries->len; i++)
      {
        SudokuSessionEntry *entry = g_ptr_array_index (entries, i);
        g_autofree char *notice = NULL;

        /* Kept by a quit while resuming was on, and turned off since. */
        if (entry->quit && !resume_enabled (self))
          continue;

        window = GTK_WINDOW (new_window (application));
        sudoku_window_restore (SUDOKU_WINDOW (window), entry->puzzle, entry->file,
                               entry->modified);
        notice = restore_notice (entry);
        if (notice != NULL)
          sudoku_window_show_notice (SUDOKU_WINDOW (window), notice);
        gtk_window_present (window);
        watch_first_frame (application, window);
        g_ptr_array_add (restored, window);
      }

  if (files != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      open_files (application, (GFile **) files->pdata, (int) files->len, restored);
      window = NULL;
    }
  else if (window == NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      window = GTK_WINDOW (new_window (application));
      sudoku_window_show_start (SUDOKU_WINDOW (window));
      gtk_window_present (window);
      watch_first_frame (application, window);
    }

  g_application_release (application);
}

static void
sudoku_application_activate (GApplication *application)
{
  SudokuApplication *self = SUDOKU_APPLICATION (application);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (application));

  /* First, whatever the last run left behind: the boards of a quit, or of a crash. */
  if (window == NULL && !self->restored)
    {
      self->restored = TRUE;
      g_application_hold (application);
      sudoku_session_restore_async (self->session, self->cancellable, restored_cb, application);
      return;
    }

  if (window == NULL)
    window = GTK_WINDOW (new_window (application));
  gtk_window_present (window);
  watch_first_frame (application, window);
}

/* The window of a board the session could not write tells its player. */
static void
on_keep_failed (SudokuSession        *session,
                const SudokuDocument *document,
                const GError         *error,
                GtkApplication       *application)
{
  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    if (SUDOKU_IS_WINDOW (l->data) &&
        sudoku_window_get_document (SUDOKU_WINDOW (l->data)) == document)
      sudoku_window_show_unkept (SUDOKU_WINDOW (l->data), error);
}

/* Every window's document is kept on disk until the window closes. */
static void
sudoku_application_window_added (GtkApplication *application,
                                 GtkWindow      *window)
{
  SudokuApplication *self = SUDOKU_APPLICATION (application);

  GTK_APPLICATION_CLASS (sudoku_application_parent_class)->window_added (application, window);

  if (SUDOKU_IS_WINDOW (window))
    sudoku_session_track (self->session, sudoku_window_get_document (SUDOKU_WINDOW (window)));
}

/* gtk_window_destroy() takes the window out of the application before it
 * lets the window go, so the window still has its document here: the
 * document is put away, its file removed unless a quit kept it. */
static void
sudoku_application_window_removed (GtkApplication *application,
                                   GtkWindow      *window)
{
  SudokuApplication *self = SUDOKU_APPLICATION (application);

  if (SUDOKU_IS_WINDOW (window))
    sudoku_session_untrack (self->session, sudoku_window_get_document (SUDOKU_WINDOW (window)));

  GTK_APPLICATION_CLASS (sudoku_application_parent_class)->window_removed (application, window);
}

static void
sudoku_application_open (GApplication  *application,
                         GFile        **files,
                         int            n_files,
                         const char    *hint)
{
  SudokuApplication *self = SUDOKU_APPLICATION (application);
  gboolean first = !self->restored;

  /* The first start: the last run's boards first, if it left any, and the
   * files once they are back (restored_cb). */
  self->restored = TRUE;
  if (first && sudoku_session_has_boards (self->session))
    {
      self->files_to_open = g_ptr_array_new_with_free_func (g_object_unref);
      for (int i = 0; i < n_files; i++)
        g_ptr_array_add (self->files_to_open, g_object_ref (files[i]));
      g_application_hold (application);
      sudoku_session_restore_async (self->session, self->cancellable, restored_cb, application);
      return;
    }
  open_files (application, files, n_files, NULL);
}

static int
sudoku_application_handle_local_options (GApplication *application,
                                         GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("%s %s\n", "sudoku-solver", PACKAGE_VERSION);
      return 0;
    }

  return -1;
}

static void
sudoku_application_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  SudokuApplication *self = SUDOKU_APPLICATION (object);

  switch (prop_id)
    {
    case PROP_HELP_URI:
      g_value_set_string (value, self->help_uri);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_application_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  SudokuApplication *self = SUDOKU_APPLICATION (object);

  switch (prop_id)
    {
    case PROP_HELP_URI:
      g_free (self->help_uri);
      self->help_uri = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_application_class_init (SudokuApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *application_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = sudoku_application_finalize;
  object_class->get_property = sudoku_application_get_property;
  object_class->set_property = sudoku_application_set_property;
  GTK_APPLICATION_CLASS (klass)->window_added = sudoku_application_window_added;
  GTK_APPLICATION_CLASS (klass)->window_removed = sudoku_application_window_removed;
  application_class->shutdown = sudoku_application_shutdown;
  application_class->startup = sudoku_application_startup;
  application_class->activate = sudoku_application_activate;
  application_class->open = sudoku_application_open;
  application_class->handle_local_options = sudoku_application_handle_local_options;

  /**
   * SudokuApplication:help-uri:
   *
   * What F1 and Help open: the pages help/meson.build installs under the project's name.
   * The tests point it at a scheme nothing handles, to see the toast whether or not a help
   * viewer is installed.
   */
  properties[PROP_HELP_URI] =
    g_param_spec_string ("help-uri", NULL, NULL, "help:" PACKAGE_NAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sudoku_application_init (SudokuApplication *self)
{
  self->layouts = sudoku_layout_catalog_new ();
  self->session = sudoku_session_new (NULL);
  g_signal_connect_object (self->session, "keep-failed", G_CALLBACK (on_keep_failed), self, 0);
  self->cancellable = g_cancellable_new ();

  g_application_add_main_option (G_APPLICATION (self), "version", 0, G_OPTION_FLAG_NONE,
                                 G_OPTION_ARG_NONE, _("Show the version and quit"), NULL);
}

SudokuApplication *
sudoku_application_new (void)
{
  return g_object_new (SUDOKU_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", SUDOKU_RESOURCE_PATH,
                       NULL);
}

/**
 * sudoku_application_get_layouts:
 *
 * Returns: (transfer none): every layout known, as a GListModel of SudokuLayoutInfo
 */
SudokuLayoutCatalog *
sudoku_application_get_layouts (SudokuApplication *self)
{
  g_return_val_if_fail (SUDOKU_IS_APPLICATION (self), NULL);

  return self->layouts;
}

/**
 * sudoku_application_get_session:
 *
 * Returns: (transfer none): where the windows' documents are kept
 */
SudokuSession *
sudoku_application_get_session (SudokuApplication *self)
{
  g_return_val_if_fail (SUDOKU_IS_APPLICATION (self), NULL);

  return self->session;
}
