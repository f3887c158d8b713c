/* test-window-fit.c: the window at a phone's width, and what must not move
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *  - at 360 px wide, with GNOME's default title buttons (close only), the
 *    window needs no more width and the board is whole and square;
 *  - the status line is as high for one word as for a message that wraps,
 *    so the board never moves when it changes;
 *  - the collection counter groups its digits as the locale does
 *    ("1,200 / 1,200") without moving its Previous and Next buttons;
 *  - at the default 540 px the header shows a file's name and the longest
 *    rating whole, and its tooltip has both;
 *  - the first frame draws the digits at the size they keep.
 */

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include "sudoku-alert.h"
#include "sudoku-application.h"
#include "sudoku-board.h"
#include "sudoku-board-view.h"
#include "sudoku-technique.h"
#include "sudoku-window-testing.h"
#include "sudoku-test-ui.h"
#include "sudoku-test-util.h"

static GtkApplication *application;

#define NARROW_WIDTH 360

/* A notice with a button, as Solve's (with Undo), shown as the window shows
 * its own. */
static void
show_toast (SudokuWindow *window,
            const char   *title)
{
  _sudoku_window_toast (window, title, TRUE);
}

static void
test_narrow (void)
{
  GtkSettings *settings = gtk_settings_get_default ();
  g_autofree char *layout = NULL;
  SudokuWindow *window;
  GdkSurface *surface;
  GtkWidget *header;
  graphene_rect_t board;
  int minimum = 0;

  g_object_get (settings, "gtk-decoration-layout", &layout, NULL);
  g_object_set (settings, "gtk-decoration-layout", ":close", NULL);

  window = sudoku_test_ui_new_window (application);
  gtk_window_set_default_size (GTK_WINDOW (window), NARROW_WIDTH, 640);
  /* A notice with a button shown, and a long status line under the board. */
  show_toast (window, "Solution filled in");
  gtk_label_set_text (sudoku_test_ui_status_label (window),
                      "Solved in 37 µs · unique solution · 1 recursive call · depth 1 · 0 guesses");
  sudoku_test_ui_settle (window);

  /* The surface is what the screen gives the window; GTK's own resize
   * borders take a few pixels of it when no compositor draws them. */
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  header = sudoku_test_ui_find_widget (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR, NULL);
  g_assert_true (ADW_IS_HEADER_BAR (header));
  gtk_widget_measure (header, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_test_message ("surface %d px wide, window %d px, header bar needs %d px",
                  gdk_surface_get_width (surface), gtk_widget_get_width (GTK_WIDGET (window)),
                  minimum);
  g_assert_cmpint (gdk_surface_get_width (surface), ==, NARROW_WIDTH);
  g_assert_cmpint (minimum, <=, gtk_widget_get_width (GTK_WIDGET (window)));

  board = sudoku_test_ui_bounds_in_window (window, GTK_WIDGET (sudoku_test_ui_board_view (window)));
  g_test_message ("board %.0f x %.0f at %.0f,%.0f", board.size.width, board.size.height,
                  board.origin.x, board.origin.y);
  g_assert_cmpfloat (board.origin.x, >=, 0);
  g_assert_cmpfloat (board.origin.x + board.size.width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
  /* Nine cells of at least 30 px: still something a finger can hit. */
  g_assert_cmpfloat (board.size.width, >=, 9 * 30);
  g_assert_cmpfloat (fabsf (board.size.width - board.size.height), <=, 1);

  sudoku_test_ui_destroy_window (window);
  g_object_set (settings, "gtk-decoration-layout", layout, NULL);
}

static void
test_status_keeps_board (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  g_autoptr(GString) longer = g_string_new (NULL);
  graphene_rect_t first, again;

  gtk_window_set_default_size (GTK_WINDOW (window), 420, 640);
  gtk_label_set_text (sudoku_test_ui_status_label (window), "Solved");
  sudoku_test_ui_settle (window);
  first = sudoku_test_ui_bounds_in_window (window, GTK_WIDGET (sudoku_test_ui_board_view (window)));

  while (longer->len < 600)
    g_string_append (longer, "No solution · searched for 1.25 s · 1737726976 recursive calls · ");
  for (guint i = 0; i < 4; i++)
    {
      const char *texts[] = { "", "Two short words", longer->str, "Solved in 15 µs · unique solution · 58 recursive calls · depth 57 · 0 guesses" };

      gtk_label_set_text (sudoku_test_ui_status_label (window), texts[i]);
      sudoku_test_ui_settle (window);
      again = sudoku_test_ui_bounds_in_window (window, GTK_WIDGET (sudoku_test_ui_board_view (window)));
      g_test_message ("status of %zu characters: board at y %.1f (%.1f first)",
                      strlen (texts[i]), again.origin.y, first.origin.y);
      g_assert_true (graphene_rect_equal (&first, &again));
    }

  sudoku_test_ui_destroy_window (window);
}

/* The toast being shown, if any: a child of the toast overlay of libadwaita's
 * private type AdwToastWidget. */
static GtkWidget *
shown_toast (SudokuWindow *window)
{
  GtkWidget *overlay = sudoku_test_ui_find_widget (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY, NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_str_equal (G_OBJECT_TYPE_NAME (child), "AdwToastWidget"))
      return child;
  return NULL;
}

/* Every label and button of the toast being shown lies whole in the window,
 * and no label is cut short. */
static void
assert_toast_whole (SudokuWindow *window)
{
  int width = gtk_widget_get_width (GTK_WIDGET (window));
  GtkWidget *toast = shown_toast (window);
  GtkWidget *widget = toast;
  guint n_labels = 0;

  g_assert_nonnull (toast);
  while (widget != NULL)
    {
      if (GTK_IS_LABEL (widget) || GTK_IS_BUTTON (widget))
        {
          graphene_rect_t r = sudoku_test_ui_bounds_in_window (window, widget);

          g_test_message ("toast part %s %.0f,%.0f %.0f x %.0f \"%s\"", G_OBJECT_TYPE_NAME (widget),
                          r.origin.x, r.origin.y, r.size.width, r.size.height,
                          GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : "");
          if (gtk_widget_get_mapped (widget))
            {
              g_assert_cmpfloat (r.origin.x, >=, 0);
              g_assert_cmpfloat (r.origin.x + r.size.width, <=, width);
            }
        }
      if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
          *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
        {
          int lines_height;

          g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))));
          /* Nor given less height than its lines need at its width. */
          gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (widget),
                              &lines_height, NULL, NULL, NULL);
          g_assert_cmpint (gtk_widget_get_height (widget), >=, lines_height);
          n_labels++;
        }
      widget = sudoku_test_ui_tree_next (widget, toast);
    }
  /* The title and the button's. */
  g_assert_cmpuint (n_labels, >=, 2);
}

/* How many lines the title of the toast shown takes: its longest label's. */
static int
toast_title_lines (SudokuWindow *window)
{
  GtkWidget *toast = shown_toast (window);
  GtkWidget *widget = toast;
  int lines = 0;

  while (widget != NULL)
    {
      if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
        lines = MAX (lines, pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (widget))));
      widget = sudoku_test_ui_tree_next (widget, toast);
    }
  return lines;
}

/* A toast lies over neither the status line nor the board, nor moves the
 * board, at 540 and at 360 px wide. */
static void
test_toast_beside_status (gconstpointer data)
{
  int width = GPOINTER_TO_INT (data);
  GtkSettings *settings = gtk_settings_get_default ();
  g_autofree char *layout = NULL;
  SudokuWindow *window;
  graphene_rect_t before, board, toast, status;

  g_object_get (settings, "gtk-decoration-layout", &layout, NULL);
  g_object_set (settings, "gtk-decoration-layout", ":close", NULL);
  window = sudoku_test_ui_new_window (application);
  gtk_window_set_default_size (GTK_WINDOW (window), width, 680);
  gtk_label_set_text (sudoku_test_ui_status_label (window),
                      "Solved in 37 µs · unique solution · 1 recursive call · depth 1 · 0 guesses");
  sudoku_test_ui_settle (window);
  before = sudoku_test_ui_bounds_in_window (window, GTK_WIDGET (sudoku_test_ui_board_view (window)));

  show_toast (window, "Solution filled in");
  /* Past its slide in. */
  sudoku_test_ui_spin_for (500);
  sudoku_test_ui_settle (window);
  g_assert_nonnull (shown_toast (window));
  toast = sudoku_test_ui_bounds_in_window (window, shown_toast (window));
  status = sudoku_test_ui_bounds_in_window (window, GTK_WIDGET (sudoku_test_ui_status_label (window)));
  board = sudoku_test_ui_bounds_in_window (window, GTK_WIDGET (sudoku_test_ui_board_view (window)));
  g_test_message ("%d px: toast %.0f,%.0f %.0f x %.0f; status %.0f,%.0f %.0f x %.0f", width,
                  toast.origin.x, toast.origin.y, toast.size.width, toast.size.height,
                  status.origin.x, status.origin.y, status.size.width, status.size.height);
  g_assert_false (graphene_rect_intersection (&toast, &status, NULL));
  /* Nor over the board: a finished game's notice hid its last row. */
  g_assert_false (graphene_rect_intersection (&toast, &board, NULL));
  g_assert_true (graphene_rect_equal (&before, &board));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, width);


  sudoku_test_ui_destroy_window (window);
  g_object_set (settings, "gtk-decoration-layout", layout, NULL);
}

/* A new window @width px wide showing a toast: @title with Undo, or the
 * notice that the game is not kept safe from a crash for @unkept. */
static SudokuWindow *
window_with_toast (int           width,
                   const char   *title,
                   const GError *unkept)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);

  gtk_window_set_default_size (GTK_WINDOW (window), width, 680);
  sudoku_test_ui_settle (window);
  if (unkept != NULL)
    sudoku_window_show_unkept (window, unkept);
  else
    show_toast (window, title);
  /* Past its slide in. */
  sudoku_test_ui_spin_for (500);
  sudoku_test_ui_settle (window);
  return window;
}

/* A long toast is shown whole, its button too: libadwaita 1.2 cut a title to
 * one line ("The Propagation algorithm s…" at 540 px). */
static void
test_long_toast_whole (gconstpointer data)
{
  int width = GPOINTER_TO_INT (data);
  const char *title = "This game is not kept safe from a crash: the disk is full";
  g_autoptr(GError) unkept = g_error_new (G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY,
                                          "/home/someone/.local/state/sudoku-solver/session: "
                                          "Not a directory");
  GtkSettings *settings = gtk_settings_get_default ();
  g_autofree char *layout = NULL;
  SudokuWindow *window;

  /* Minimize and maximize buttons would make the window wider than 360 px. */
  g_object_get (settings, "gtk-decoration-layout", &layout, NULL);
  g_object_set (settings, "gtk-decoration-layout", ":close", NULL);
  window = window_with_toast (width, title, NULL);
  g_assert_cmpstr (_sudoku_window_get_last_toast (window), ==, title);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, width);
  assert_toast_whole (window);
  sudoku_test_ui_destroy_window (window);

  /* The crash-safety notice: a path in its words, and a wider button. */
  window = window_with_toast (width, NULL, unkept);
  g_assert_nonnull (strstr (_sudoku_window_get_last_toast (window), unkept->message));
  assert_toast_whole (window);
  sudoku_test_ui_destroy_window (window);

  /* A short one is one line in the default window. */
  window = window_with_toast (width, "Layout changed to My Test X", NULL);
  assert_toast_whole (window);
  if (width >= 540)
    g_assert_cmpint (toast_title_lines (window), ==, 1);

  sudoku_test_ui_destroy_window (window);
  g_object_set (settings, "gtk-decoration-layout", layout, NULL);
}

/* Solve's toast offers Undo; once undone (Ctrl+Z as well as its button),
 * the toast goes. */
static void
test_undo_dismisses_toast (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(SudokuPuzzle) puzzle = sudoku_puzzle_new ();

  sudoku_test_grid_from_text ("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
                              &puzzle->givens);
  sudoku_board_load_puzzle (board, puzzle);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL);
  sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, board, "the solve");
  sudoku_test_ui_spin ();
  g_assert_cmpstr (_sudoku_window_get_last_toast (window), ==, "Solution filled in");
  g_assert_nonnull (shown_toast (window));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  /* Once in place and faded out, within a second and a half; left alone it
   * stays five. */
  sudoku_test_ui_spin_for (1500);
  g_assert_null (shown_toast (window));

  sudoku_test_ui_destroy_window (window);
}

/* A collection of @n copies of one puzzle, in a new file. */
static GFile *
write_collection (const char *dir,
                  guint       n)
{
  static const char puzzle[] =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n";
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *path = g_build_filename (dir, "many.txt", NULL);

  for (guint i = 0; i < n; i++)
    g_string_append (text, puzzle);
  sudoku_test_write_file (path, text->str, text->len);
  return g_file_new_for_path (path);
}

/* Go to Puzzle…, answered with @number. */
static void
go_to_puzzle (SudokuWindow *window,
              guint         number)
{
  AdwMessageDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.go-to-puzzle", NULL);
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the question");
  dialog = sudoku_test_ui_find_dialog (window);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (adw_message_dialog_get_extra_child (dialog)), number);
  sudoku_test_ui_respond (dialog, SUDOKU_ALERT_RESPONSE_ACCEPT);
}

static gboolean
collection_shown (gpointer data)
{
  return gtk_widget_get_visible (sudoku_test_ui_collection_bar (SUDOKU_WINDOW (data)));
}

static void
test_counter_grouped (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-fit-XXXXXX");
  g_autoptr(GFile) file = write_collection (dir, 1200);
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  GtkWidget *label;
  graphene_rect_t before, after;
  char *old_locale = g_strdup (setlocale (LC_NUMERIC, NULL));

  sudoku_test_use_numeric_locale ("en_US.UTF-8");
  sudoku_window_open_file (window, file);
  sudoku_test_ui_wait_for (collection_shown, window, "the collection");
  label = GTK_WIDGET (sudoku_test_ui_collection_label (window));
  g_assert_cmpstr (gtk_label_get_text (sudoku_test_ui_collection_label (window)), ==, "1 / 1,200");
  sudoku_test_ui_settle (window);
  before = sudoku_test_ui_bounds_in_window (window, gtk_widget_get_next_sibling (label));

  go_to_puzzle (window, 1200);
  g_assert_cmpstr (gtk_label_get_text (sudoku_test_ui_collection_label (window)), ==, "1,200 / 1,200");
  sudoku_test_ui_settle (window);
  after = sudoku_test_ui_bounds_in_window (window, gtk_widget_get_next_sibling (label));
  g_assert_true (graphene_rect_equal (&before, &after));

  setlocale (LC_NUMERIC, old_locale);
  g_free (old_locale);
  sudoku_test_ui_destroy_window (window);
  sudoku_test_remove_tree (dir);
}

/* The longest subtitle the rating can put in the header, in characters:
 * every level with every technique, and a rating of four digits' width;
 * with @describe, the whole rating or the level and rating only. */
static char *
longest_rating (char *(*describe) (const SkRating *rating))
{
  char *longest = g_strdup ("");

  for (int search = 0; search < 2; search++)
    for (int level = 0; level < SK_N_LEVELS; level++)
      for (int technique = 0; technique < SK_N_TECHNIQUES; technique++)
        {
          SkRating rating = { .level = level, .hardest = technique, .rating = 115,
                              .used_search = search };
          char *text = describe (&rating);

          if (g_utf8_strlen (text, -1) > g_utf8_strlen (longest, -1))
            {
              g_free (longest);
              longest = g_steal_pointer (&text);
            }
          g_free (text);
        }
  return longest;
}

static gboolean
has_subtitle (gpointer data)
{
  AdwWindowTitle *title = data;

  return adw_window_title_get_subtitle (title) != NULL && *adw_window_title_get_subtitle (title) != '\0';
}

static gboolean
count_down_frames (GtkWidget     *widget,
                   GdkFrameClock *clock,
                   gpointer       data)
{
  guint *left = data;

  return --*left > 0 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static gboolean
no_frames_left (gpointer data)
{
  return *(guint *) data == 0;
}

/* A few frames drawn, whether or not anything else asks for them. */
static void
wait_frames (GtkWidget *widget)
{
  guint left = 3;

  gtk_widget_add_tick_callback (widget, count_down_frames, &left, NULL);
  sudoku_test_ui_wait_for (no_frames_left, &left, "three frames");
}

static void
test_header_fits (void)
{
  GtkSettings *settings = gtk_settings_get_default ();
  g_autofree char *layout = NULL;
  g_autofree char *rating = longest_rating (sudoku_rating_describe);
  g_autofree char *level = longest_rating (sudoku_rating_describe_level);
  g_autofree char *tooltip = NULL;
  g_autoptr(GFile) file = sudoku_test_ui_data_file ("examples", "classic-line.txt");
  SudokuWindow *window;
  GtkWidget *squeezer;
  GtkWidget *title;
  guint n_labels = 0;

  g_object_get (settings, "gtk-decoration-layout", &layout, NULL);
  g_object_set (settings, "gtk-decoration-layout", ":close", NULL);

  window = sudoku_test_ui_new_window (application);
  gtk_window_set_default_size (GTK_WINDOW (window), 540, 680);
  squeezer = sudoku_test_ui_find_widget (GTK_WIDGET (window), ADW_TYPE_SQUEEZER, NULL);
  title = sudoku_test_ui_find_widget (squeezer, ADW_TYPE_WINDOW_TITLE, NULL);
  sudoku_window_open_file (window, file);
  sudoku_test_ui_wait_for (has_subtitle, title, "the rating");
  /* The longest texts the rating makes, in both titles as the window sets them. */
  adw_window_title_set_subtitle (ADW_WINDOW_TITLE (title), rating);
  adw_window_title_set_subtitle (ADW_WINDOW_TITLE (gtk_widget_get_next_sibling (title)), level);
  wait_frames (title);

  /* The title shown now: whichever fits whole. */
  title = adw_squeezer_get_visible_child (ADW_SQUEEZER (squeezer));
  g_test_message ("shown: “%s”", adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title)));
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (title)), ==, "classic-line.txt");
  g_assert_true (gtk_widget_get_mapped (title));
  for (GtkWidget *label = sudoku_test_ui_find_widget (title, GTK_TYPE_LABEL, NULL);
       label != NULL; label = gtk_widget_get_next_sibling (label))
    {
      int natural = 0;

      if (!GTK_IS_LABEL (label) || !gtk_widget_get_visible (label))
        continue;
      gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      g_test_message ("“%s”: %d px, %d px wanted", gtk_label_get_text (GTK_LABEL (label)),
                      gtk_widget_get_width (label), natural);
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
      n_labels++;
    }
  g_assert_cmpuint (n_labels, ==, 2);

  tooltip = g_strdup_printf ("classic-line.txt\n%s", rating);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (title), ==, tooltip);

  sudoku_test_ui_destroy_window (window);
  g_object_set (settings, "gtk-decoration-layout", layout, NULL);
}

/* The cells are styled and measured before the board has its size: a digit
 * size first set when the board is allocated would show one frame of digits
 * in the default font before the real one (sudoku_board_view_init()). */
typedef struct
{
  GtkWidget            *text;
  PangoFontDescription *first;
} FirstFrame;

static void
on_first_paint (GdkFrameClock *clock,
                FirstFrame    *frame)
{
  g_signal_handlers_disconnect_by_func (clock, on_first_paint, frame);
  frame->first = pango_font_description_copy (
    pango_context_get_font_description (gtk_widget_get_pango_context (frame->text)));
}

static void
on_realize (GtkWidget  *window,
            FirstFrame *frame)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (on_first_paint), frame);
}

static gboolean
first_frame_drawn (gpointer data)
{
  return ((FirstFrame *) data)->first != NULL;
}

static void
test_first_frame_digits (void)
{
  g_autoptr(GFile) file = sudoku_test_ui_data_file ("examples", "classic-line.txt");
  SudokuWindow *window =
    sudoku_window_new (application, sudoku_application_get_layouts (SUDOKU_APPLICATION (application)));
  GtkWidget *board = sudoku_test_ui_find_widget (GTK_WIDGET (window), SUDOKU_TYPE_BOARD_VIEW, NULL);
  GtkWidget *cell = sudoku_board_view_get_cell_entry (SUDOKU_BOARD_VIEW (board), 0);
  FirstFrame frame = { GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (cell))), NULL };
  const PangoFontDescription *settled;
  const PangoFontDescription *ui;
  g_autofree char *first_text = NULL;
  g_autofree char *settled_text = NULL;

  g_signal_connect (window, "realize", G_CALLBACK (on_realize), &frame);
  sudoku_window_open_file (window, file);
  gtk_window_present (GTK_WINDOW (window));
  sudoku_test_ui_wait_for (first_frame_drawn, &frame, "the first frame");
  sudoku_test_ui_wait_for (sudoku_test_ui_board_filled, sudoku_window_get_board (window),
                           "classic-line.txt");
  wait_frames (GTK_WIDGET (window));

  settled = pango_context_get_font_description (gtk_widget_get_pango_context (frame.text));
  ui = pango_context_get_font_description (gtk_widget_get_pango_context (GTK_WIDGET (window)));
  first_text = pango_font_description_to_string (frame.first);
  settled_text = pango_font_description_to_string (settled);
  g_test_message ("digits: “%s” in the first frame, “%s” after it", first_text, settled_text);
  g_assert_true (pango_font_description_equal (frame.first, settled));
  /* Sized by the cells, not the window's text size. */
  g_assert_cmpint (pango_font_description_get_size (settled), >,
                   3 * pango_font_description_get_size (ui) / 2);

  pango_font_description_free (frame.first);
  sudoku_test_ui_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *scratch = NULL;
  int status;

  scratch = sudoku_test_ui_isolate ();
  gtk_test_init (&argc, &argv, NULL);

  application = sudoku_test_ui_new_application ();

  g_test_add_func ("/ui/WindowFit/narrow", test_narrow);
  g_test_add_func ("/ui/WindowFit/status-keeps-board", test_status_keeps_board);
  g_test_add_func ("/ui/WindowFit/counter-grouped", test_counter_grouped);
  g_test_add_func ("/ui/WindowFit/header-fits", test_header_fits);
  g_test_add_func ("/ui/WindowFit/first-frame-digits", test_first_frame_digits);
  g_test_add_data_func ("/ui/WindowFit/toast-beside-status-540", GINT_TO_POINTER (540),
                        test_toast_beside_status);
  g_test_add_data_func ("/ui/WindowFit/toast-beside-status-360", GINT_TO_POINTER (360),
                        test_toast_beside_status);
  g_test_add_func ("/ui/WindowFit/undo-dismisses-toast", test_undo_dismisses_toast);
  g_test_add_data_func ("/ui/WindowFit/long-toast-whole-540", GINT_TO_POINTER (540),
                        test_long_toast_whole);
  g_test_add_data_func ("/ui/WindowFit/long-toast-whole-360", GINT_TO_POINTER (NARROW_WIDTH),
                        test_long_toast_whole);

  status = g_test_run ();

  g_clear_object (&application);
  sudoku_test_forget_numeric_locales ();
  return status;
}
