/* sudoku-window.c: the main window: header bar, board, status line
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window is split by concern: this file holds the template, the title and
 * status line and the collection bar; sudoku-window-actions.c the win.*
 * actions; sudoku-window-files.c opening, saving and closing;
 * sudoku-window-solve.c the background solve; sudoku-window-hint.c Hint;
 * sudoku-window-settings.c the remembered algorithm and candidates toggle;
 * sudoku-window-marks.c pencil marks;
 * sudoku-window-layouts.c the Layout menu;
 * sudoku-window-clipboard.c copy and paste.
 */

#define G_LOG_DOMAIN "sudoku-window"

#include "config.h"

#include "sudoku-window.h"

#include <glib/gi18n.h>

#include "sudoku-accessible.h"
#include "sudoku-application.h"
#include "sudoku-number.h"
#include "sudoku-session.h"
#include "sudoku-window-private.h"

G_DEFINE_FINAL_TYPE (SudokuWindow, sudoku_window, ADW_TYPE_APPLICATION_WINDOW)

enum
{
  PROP_0,
  PROP_LAYOUTS,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties [N_PROPS];

/* The status line under the board keeps its three lines' room and never
 * needs to scroll; a hint card or the path navigator above it may. The
 * scrolled window (two scrollbars, a viewport) cost the first frame about
 * 4.5 M instructions, so it comes with the first of them; its minimum is
 * the bin's height-request, which kept the same room before. */
void
_sudoku_window_ensure_below_board_scrolls (SudokuWindow *self)
{
  g_autoptr(GtkWidget) box = NULL;
  GtkWidget *scroller;

  if (GTK_IS_SCROLLED_WINDOW (adw_bin_get_child (self->below_board)))
    return;

  box = g_object_ref (GTK_WIDGET (self->below_board_box));
  adw_bin_set_child (self->below_board, NULL);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 60);
  /* In a default window the hint's legend lies below the room: a scrollbar
   * always drawn, and a shadow at the cut, say there is more to read (an
   * overlay scrollbar shows only under the pointer). */
  gtk_scrolled_window_set_overlay_scrolling (GTK_SCROLLED_WINDOW (scroller), FALSE);
  gtk_widget_add_css_class (scroller, "sudoku-below-board");
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), box);
  adw_bin_set_child (self->below_board, scroller);
}

void
_sudoku_window_set_status (SudokuWindow *self,
                           const char   *text)
{
  gtk_label_set_text (self->status_label, text != NULL ? text : "");
}

void
sudoku_window_show_notice (SudokuWindow *self,
                           const char   *text)
{
  g_return_if_fail (SUDOKU_IS_WINDOW (self));

  _sudoku_window_set_status (self, text);
}

void
sudoku_window_show_unkept (SudokuWindow *self,
                           const GError *error)
{
  g_autofree char *title = NULL;
  AdwToast *toast;

  g_return_if_fail (SUDOKU_IS_WINDOW (self));
  g_return_if_fail (error != NULL);

  /* The file is the session's own, its name nothing to the player. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE))
    title = g_strdup (_("This game is not kept safe from a crash: the disk is full"));
  else
    title = g_strdup_printf (_("This game is not kept safe from a crash: %s"), error->message);
  toast = adw_toast_new (title);
  adw_toast_set_timeout (toast, 0);
  adw_toast_set_button_label (toast, _("Save _As…"));
  adw_toast_set_action_name (toast, "win.save-as");
  _sudoku_window_add_toast (self, toast);
}

void
_sudoku_window_toast (SudokuWindow *self,
                      const char   *title,
                      gboolean      undo)
{
  AdwToast *toast = adw_toast_new (title);

  if (undo)
    {
      adw_toast_set_button_label (toast, _("_Undo"));
      adw_toast_set_action_name (toast, "win.undo");
    }
  _sudoku_window_add_toast (self, toast);
}

/* What a toast takes of the window's width besides its title and button
 * (libadwaita 1.2's style: margins of 12 px, padding of 12 and 6 px, the
 * title's margins of 6 px, spacing of 6 px, the close button, 34 px) and
 * what its button takes besides its label (padding and a little slack). */
#define TOAST_CHROME_PX  110
#define TOAST_BUTTON_PX  40

/* The characters of @title's font that fit in a line beside @toast's
 * button in the window's column as wide as it is now: the toast asks its
 * title's natural width, which without a limit is the whole text on one
 * line. */
static int
toast_title_chars (SudokuWindow *self,
                   AdwToast     *toast,
                   GtkWidget    *title)
{
  PangoContext *context = gtk_widget_get_pango_context (title);
  PangoFontMetrics *metrics = pango_context_get_metrics (context, NULL, NULL);
  /* The title is bold ("heading"), wider than the metrics' regular face. */
  double char_px = pango_font_metrics_get_approximate_char_width (metrics) * 1.15 / PANGO_SCALE;
  const char *button = adw_toast_get_button_label (toast);
  /* The toasts' overlay is as large as its toast; its parent, the column
   * of board and reserve, is the toast's room. */
  int width = gtk_widget_get_width (gtk_widget_get_parent (GTK_WIDGET (self->toast_overlay)));
  double room;

  pango_font_metrics_unref (metrics);
  if (width <= 0)
    width = 360;
  room = width - TOAST_CHROME_PX;
  if (button != NULL)
    room -= TOAST_BUTTON_PX + char_px * (double) g_utf8_strlen (button, -1);
  return CLAMP ((int) (room / MAX (char_px, 1.0)), 8, 60);
}

void
_sudoku_window_add_toast (SudokuWindow *self,
                          AdwToast     *toast)
{
  GtkWidget *title = gtk_label_new (adw_toast_get_title (toast));

  g_free (self->last_toast);
  self->last_toast = g_strdup (adw_toast_get_title (toast));
  /* libadwaita 1.2 keeps a toast's title to one line and cuts it: in the
   * default window a message beside a button lost all past 25 characters
   * or so ("The Propagation algorithm s…"). A label that wraps shows it
   * whole, and as plain text, where the title would read markup. */
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (title), toast_title_chars (self, toast, title));
  gtk_widget_add_css_class (title, "heading");
  adw_toast_set_custom_title (toast, title);
  if (g_strcmp0 (adw_toast_get_action_name (toast), "win.undo") == 0)
    {
      g_set_weak_pointer (&self->undo_toast, toast);
      self->undo_toast_time = g_get_monotonic_time ();
    }
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* libadwaita 1.2 frees a toast dismissed while it slides in (300 ms) before
 * that animation ends, whose end then writes to the freed memory: a toast
 * that young is dismissed once it is in place. */
#define TOAST_SHOWN_US (400 * G_TIME_SPAN_MILLISECOND)

static gboolean
dismiss_toast (gpointer data)
{
  GWeakRef *ref = data;
  g_autoptr(AdwToast) toast = g_weak_ref_get (ref);

  if (toast != NULL)
    adw_toast_dismiss (toast);
  return G_SOURCE_REMOVE;
}

static void
free_weak_ref (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

void
_sudoku_window_dismiss_undo_toast (SudokuWindow *self)
{
  gint64 age = g_get_monotonic_time () - self->undo_toast_time;
  GWeakRef *ref;

  if (self->undo_toast == NULL)
    return;
  if (age >= TOAST_SHOWN_US)
    {
      adw_toast_dismiss (self->undo_toast);
      return;
    }
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, self->undo_toast);
  g_timeout_add_full (G_PRIORITY_DEFAULT, (TOAST_SHOWN_US - age) / 1000 + 1, dismiss_toast,
                      ref, free_weak_ref);
}

const char *
_sudoku_window_get_last_toast (SudokuWindow *self)
{
  return self->last_toast;
}

static void
update_collection_bar (SudokuWindow *self)
{
  g_autofree char *position = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *size = NULL;
  guint n_puzzles = sudoku_document_get_n_puzzles (self->document);

  gtk_widget_set_visible (self->collection_bar, n_puzzles > 1);
  if (n_puzzles <= 1)
    return;

  shown = sudoku_format_count (sudoku_document_get_position (self->document) + 1);
  size = sudoku_format_count (n_puzzles);
  /* Translators: the puzzle shown and how many the file holds, "12 / 49,158";
   * both are counts grouped as the locale groups digits */
  position = g_strdup_printf (_("%s / %s"), shown, size);
  gtk_label_set_text (self->collection_label, position);
}

/* Another puzzle, or other puzzles: what was said of the last one is past. */
static void
on_document_moved (SudokuWindow *self)
{
  _sudoku_window_set_status (self, NULL);
  update_collection_bar (self);
  _sudoku_window_update_actions (self);
}

void
_sudoku_window_show_puzzle (SudokuWindow *self,
                            guint         position)
{
  _sudoku_window_cancel_solve (self);
  sudoku_document_set_position (self->document, position);
}

static void
on_board_notify (SudokuWindow *self,
                 GParamSpec   *pspec,
                 SudokuBoard  *board)
{
  if (g_str_equal (pspec->name, "solving"))
    _sudoku_window_update_solving (self);
  else if (g_str_equal (pspec->name, "can-undo") || g_str_equal (pspec->name, "can-redo"))
    _sudoku_window_update_actions (self);
}

static gboolean
kept_for_next_start (SudokuWindow *self)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));

  return SUDOKU_IS_APPLICATION (application) &&
         sudoku_session_is_kept (sudoku_application_get_session (SUDOKU_APPLICATION (application)),
                                 self->document);
}

static gboolean
sudoku_window_close_request (GtkWindow *window)
{
  SudokuWindow *self = SUDOKU_WINDOW (window);

  /* A board kept for the next start (a quit with resuming on) loses nothing. */
  if (!kept_for_next_start (self) && _sudoku_window_confirm_close (self))
    return TRUE;

  _sudoku_window_settings_save_size (self);

  return GTK_WINDOW_CLASS (sudoku_window_parent_class)->close_request (window);
}

static void
sudoku_window_dispose (GObject *object)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);

  /* First, so callbacks still on their way see the cancellation and leave
   * the window alone. */
  g_cancellable_cancel (self->cancellable);
  if (self->solve_cancellable != NULL)
    g_cancellable_cancel (self->solve_cancellable);
  _sudoku_window_rating_stop (self);
  _sudoku_window_print_stop (self);
  g_clear_handle_id (&self->present_timeout_id, g_source_remove);

  /* A running solve keeps the board alive after us: stop listening to it. */
  if (self->board != NULL)
    g_signal_handlers_disconnect_by_data (self->board, self);

  gtk_widget_dispose_template (GTK_WIDGET (self), SUDOKU_TYPE_WINDOW);
  self->start_page = NULL;
  self->start_levels = NULL;
  self->paused_page = NULL;
  self->path_navigator = NULL;
  self->path_panel = NULL;
  self->hint_box = NULL;
  self->hint_label = NULL;
  self->hint_legend_label = NULL;
  self->hint_show_button = NULL;
  self->hint_apply_button = NULL;
  self->hint_actions = NULL;

  if (self->layouts != NULL)
    g_signal_handlers_disconnect_by_data (self->layouts, self);
  g_clear_object (&self->layouts);
  g_clear_object (&self->pending_layout);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->board);
  g_clear_object (&self->document);
  g_clear_object (&self->settings);
  g_clear_object (&self->folder);
  g_clear_object (&self->file_to_note);
  g_clear_pointer (&self->hint_step, sudoku_step_free);
  g_clear_weak_pointer (&self->solved_toast);
  g_clear_object (&self->print_settings);
  g_clear_object (&self->page_setup);

  G_OBJECT_CLASS (sudoku_window_parent_class)->dispose (object);
}

static void
sudoku_window_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);

  switch (prop_id)
    {
    case PROP_LAYOUTS:
      g_set_object (&self->layouts, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sudoku_window_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);

  switch (prop_id)
    {
    case PROP_LAYOUTS:
      g_value_set_object (value, self->layouts);
      break;
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The layouts are known only now, after the construct properties. */
static void
sudoku_window_constructed (GObject *object)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);

  G_OBJECT_CLASS (sudoku_window_parent_class)->constructed (object);

  if (self->layouts == NULL)
    g_critical ("a SudokuWindow needs its \"layouts\" at construction");
  else
    _sudoku_window_layouts_attach (self);
}

static void
sudoku_window_finalize (GObject *object)
{
  SudokuWindow *self = SUDOKU_WINDOW (object);

  g_clear_object (&self->cancellable);
  g_clear_object (&self->solve_cancellable);
  g_clear_pointer (&self->last_toast, g_free);
  g_clear_weak_pointer (&self->undo_toast);

  G_OBJECT_CLASS (sudoku_window_parent_class)->finalize (object);
}

/* What the status line said (a solve's result, a hint, "Saved") was about
 * the board before this change, undo and redo included. Whoever changed it
 * on purpose (a solve, a hint) says so again right after. */
static void
on_board_changed (SudokuWindow *self)
{
  if (!sudoku_board_get_solving (self->board))
    _sudoku_window_set_status (self, NULL);
}

/* A menu button builds its whole popover, submenus included, when it is given its menu:
 * 2% of the start-up for the two menus. They are given it in an idle after the window's
 * first frame (sudoku_window_realize), or when one is opened before that. */
static void
set_menu (GtkMenuButton *button,
          gpointer       menu)
{
  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, menu);
  gtk_menu_button_set_create_popup_func (button, NULL, NULL, NULL);
}

/* Also after the first frame: the icon the window manager shows for the
 * window (on X11 a PNG decoded and copied into a window property, 1% of the
 * start-up), and with it the default icon of the windows made later; the
 * recent files. */
static gboolean
after_first_frame (gpointer data)
{
  SudokuWindow *self = data;

  /* Not once the window is disposed of (its template children are gone),
   * nor twice. */
  if (self->primary_menu_button == NULL || self->first_frame_drawn)
    return G_SOURCE_REMOVE;

  self->first_frame_drawn = TRUE;
  _sudoku_window_recent_after_first_frame (self);
  set_menu (self->primary_menu_button, self->primary_menu);
  set_menu (self->board_menu_button, self->board_menu);
  if (gtk_window_get_icon_name (GTK_WINDOW (self)) == NULL)
    gtk_window_set_icon_name (GTK_WINDOW (self), APP_ID);
  if (gtk_window_get_default_icon_name () == NULL)
    gtk_window_set_default_icon_name (APP_ID);
  return G_SOURCE_REMOVE;
}

static void
on_first_paint (SudokuWindow  *self,
                GdkFrameClock *clock)
{
  g_signal_handlers_disconnect_by_func (clock, on_first_paint, self);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, after_first_frame, g_object_ref (self),
                   g_object_unref);
}

/* The board has the focus when the window first shows. Not earlier: in GTK
 * 4.8 a focus change makes the window's accessible context live, and one
 * made live before the window is realized keeps the generic role that GTK
 * gave it at first ("filler", not "frame", for a screen reader). */
static void
sudoku_window_realize (GtkWidget *widget)
{
  SudokuWindow *self = SUDOKU_WINDOW (widget);

  GTK_WIDGET_CLASS (sudoku_window_parent_class)->realize (widget);
  /* Without selecting the digit there (which draws it a shade darker): the
   * first focus looks the same whether the puzzle came before it (a file,
   * a resumed board) or after. */
  if (gtk_window_get_focus (GTK_WINDOW (self)) == NULL && !_sudoku_window_start_grab_focus (self))
    gtk_entry_grab_focus_without_selecting (GTK_ENTRY (sudoku_board_view_get_cell_entry (
      self->board_view, sudoku_board_view_get_cursor (self->board_view))));
  if (!self->first_frame_drawn)
    g_signal_connect_object (gtk_widget_get_frame_clock (widget), "after-paint",
                             G_CALLBACK (on_first_paint), self, G_CONNECT_SWAPPED);
}

static void
sudoku_window_class_init (SudokuWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = sudoku_window_constructed;
  object_class->dispose = sudoku_window_dispose;
  object_class->finalize = sudoku_window_finalize;
  object_class->get_property = sudoku_window_get_property;
  object_class->set_property = sudoku_window_set_property;
  widget_class->realize = sudoku_window_realize;

  /**
   * SudokuWindow:layouts:
   *
   * The layouts the window offers in its Layout menu and the editor saves
   * to: the application's catalog, which all its windows share.
   */
  properties [PROP_LAYOUTS] =
    g_param_spec_object ("layouts", NULL, NULL,
                         SUDOKU_TYPE_LAYOUT_CATALOG,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));
  /**
   * SudokuWindow:document:
   *
   * What the window shows and edits; the window's title is its title.
   */
  properties [PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL,
                         SUDOKU_TYPE_DOCUMENT,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);
  window_class->close_request = sudoku_window_close_request;

  g_type_ensure (SUDOKU_TYPE_BOARD_VIEW);
  g_type_ensure (SUDOKU_TYPE_STEP_VIEW);
  g_type_ensure (SUDOKU_TYPE_PATH_PANEL);
  g_type_ensure (SUDOKU_TYPE_PATH_NAVIGATOR);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               SUDOKU_RESOURCE_PATH "/ui/sudoku-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, board_stack);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, clock_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, pause_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, pencil_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, collection_bar);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, collection_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, board_menu_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, board_menu);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, path_flap);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, below_board_column);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, below_board);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, below_board_box);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, path_panel_room);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, window_title_short);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, window_title_cut);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, layout_section);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, recent_section);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, solve_button);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, solve_spinner);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, solve_stack);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, step_view);
  gtk_widget_class_bind_template_child (widget_class, SudokuWindow, toast_overlay);

}

/* The header may still cut the title or the rating short (a long file name,
 * a narrow window): the tooltip has them whole. */
static void
on_window_title_notify (SudokuWindow *self)
{
  const char *title = adw_window_title_get_title (self->window_title);
  const char *subtitle = adw_window_title_get_subtitle (self->window_title);
  g_autofree char *tooltip = NULL;

  if (subtitle != NULL && *subtitle != '\0')
    tooltip = g_strdup_printf ("%s\n%s", title, subtitle);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->window_title), tooltip != NULL ? tooltip : title);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->window_title_short), tooltip != NULL ? tooltip : title);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->window_title_cut), tooltip != NULL ? tooltip : title);
}

static void
sudoku_window_init (SudokuWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->primary_menu_button, set_menu,
                                         self->primary_menu, NULL);
  gtk_menu_button_set_create_popup_func (self->board_menu_button, set_menu,
                                         self->board_menu, NULL);
  sudoku_accessible_tidy_buttons (GTK_WIDGET (self));
  g_signal_connect_object (self->window_title, "notify::title",
                           G_CALLBACK (on_window_title_notify), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->window_title, "notify::subtitle",
                           G_CALLBACK (on_window_title_notify), self, G_CONNECT_SWAPPED);
  g_object_bind_property (self, "title", self->window_title, "title", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "title", self->window_title_short, "title", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "title", self->window_title_cut, "label", G_BINDING_SYNC_CREATE);

  self->cancellable = g_cancellable_new ();
  self->document = sudoku_document_new ();
  self->board = g_object_ref (sudoku_document_get_board (self->document));
  g_object_bind_property (self->document, "title", self, "title", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->document, "notify::position", G_CALLBACK (on_document_moved),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::n-puzzles", G_CALLBACK (on_document_moved),
                           self, G_CONNECT_SWAPPED);
  sudoku_board_view_set_board (self->board_view, self->board);
  g_signal_connect_object (self->board, "notify", G_CALLBACK (on_board_notify), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "changed", G_CALLBACK (on_board_changed), self,
                           G_CONNECT_SWAPPED);

  _sudoku_window_files_init (self);
  _sudoku_window_mistakes_init (self);
  _sudoku_window_settings_init (self);
  _sudoku_window_marks_init (self);
  _sudoku_window_layouts_init (self);
  _sudoku_window_recent_init (self);
  _sudoku_window_rating_init (self);
  _sudoku_window_help_init (self);
  _sudoku_window_hint_init (self);
  _sudoku_window_path_init (self);
  _sudoku_window_clock_init (self);
  _sudoku_window_play_init (self);
  _sudoku_window_start_init (self);
  _sudoku_window_actions_init (self);
  _sudoku_window_set_status (self, _("Type the digits of a puzzle, or open a puzzle file"));
}

SudokuWindow *
sudoku_window_new (GtkApplication      *application,
                   SudokuLayoutCatalog *layouts)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (SUDOKU_IS_LAYOUT_CATALOG (layouts), NULL);

  /* GTK 4.8 creates a widget's accessible context while GtkWidget's own part
   * is initialised, with the generic role, and mends the role only when the
   * window is realized; a context made live before (see
   * sudoku_window_realize()) keeps "filler" for screen readers. A role given
   * here is in place from the start, and GTK warns if it comes too late. */
  return g_object_new (SUDOKU_TYPE_WINDOW,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_WINDOW,
                       "layouts", layouts,
                       "application", application,
                       NULL);
}

/**
 * sudoku_window_get_board:
 *
 * Returns: (transfer none): the board the window edits
 */
SudokuBoard *
sudoku_window_get_board (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return self->board;
}

/**
 * sudoku_window_get_document:
 *
 * Returns: (transfer none): what the window shows and edits
 */
SudokuDocument *
sudoku_window_get_document (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return self->document;
}

/**
 * sudoku_window_get_file:
 *
 * Returns: (transfer none) (nullable): where Save writes
 */
GFile *
sudoku_window_get_file (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return sudoku_document_get_file (self->document);
}

/**
 * sudoku_window_get_display_name:
 *
 * Returns: (transfer none) (nullable): the puzzle's name in the title
 */
const char *
sudoku_window_get_display_name (SudokuWindow *self)
{
  g_return_val_if_fail (SUDOKU_IS_WINDOW (self), NULL);

  return sudoku_document_get_display_name (self->document);
}
