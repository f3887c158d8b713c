/* test-window-hostile.c: hostile files opened in a window that holds work
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each case opens one bad file in a window that shows the jigsaw example with
 * a digit typed in: an error dialog comes up whose secondary text is the
 * error the loader gives for that file (naming the file), the board (digits,
 * layout), the title and the modified state are exactly as before, and once
 * the dialog is dismissed the window still works: a digit can be typed and
 * Solve solves. Big and special files are made in a temporary directory and
 * removed at the end; tests/test-hostile.c checks the same files at the io
 * level in more detail.
 */

#include <gtk/gtk.h>
#include <glib/gstdio.h>

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sudoku-alert.h"
#include "sudoku-application.h"
#include "sudoku-collection.h"
#include "sudoku-file-error.h"
#include "sudoku-test-ui.h"
#include "sudoku-test-util.h"
#include "sudoku-window-testing.h"

/* tests/data/examples/jigsaw-line.txt: its givens, regions and solution. */
#define JIGSAW_GIVENS \
  "..9.2.465............7.391...........4.....7...........871.6............951.6.7.."
#define JIGSAW_REGIONS \
  "111122222131124425331144225633444775663344775668377755688397755688999995668888999"
#define JIGSAW_SOLUTION \
  "319827465574289631426753918168472593643518279735941826287196354892635147951364782"

#define MiB (1024 * 1024)

static GtkApplication *application;
/* Where the generated files go. */
static char *scratch;

static char *
scratch_path (const char *name)
{
  return g_build_filename (scratch, name, NULL);
}

static void
make_junk (const char *path,
           guint32     seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  gsize length = 64 + g_rand_int_range (rand, 0, 8192);
  g_autofree guint8 *bytes = g_malloc (length);

  /* The same bytes as tests/test-hostile.c makes for the seed. */
  for (gsize i = 0; i < length; i++)
    bytes[i] = (guint8) g_rand_int_range (rand, 0, 256);
  sudoku_test_write_file (path, (const char *) bytes, (gssize) length);
}

/* 100 MB that take no disk: a puzzle line, then a hole. */
static void
make_sparse (const char *path)
{
  int fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  const char line[] = JIGSAW_GIVENS "\n";

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (write (fd, line, sizeof line - 1), ==, (gssize) sizeof line - 1);
  g_assert_cmpint (ftruncate (fd, 100 * MiB), ==, 0);
  g_assert_cmpint (close (fd), ==, 0);
}

static void
make_long_line (const char *path)
{
  const gsize length = 10 * 1000 * 1000;
  g_autofree char *text = g_malloc (length + 1);

  memset (text, '.', length);
  text[length] = '\n';
  sudoku_test_write_file (path, text, (gssize) length + 1);
}

/* ---- the cases ---- */

typedef enum
{
  FROM_FIXTURE,   /* tests/data/hostile/NAME */
  JUNK_SEED_1,
  JUNK_SEED_66,   /* starts with '<': GMarkup's message quoted raw bytes */
  SPARSE_100MB,
  LONG_LINE,
  DIRECTORY,
  MISSING,
  SYMLINK_LOOP,
  NAME_NOT_UTF8,
} Kind;

typedef struct
{
  const char *path;   /* the test path, after /ui/WindowHostile/ */
  Kind        kind;
  const char *name;   /* the file's name */
  const char *problem;
} Case;

static const Case cases[] = {
  { "empty", FROM_FIXTURE, "empty.txt", "the file is empty" },
  { "binary-junk", JUNK_SEED_1, "junk-1.bin", "unexpected character 0xEB" },
  { "binary-junk-xml", JUNK_SEED_66, "junk-66.bin", "not well-formed XML" },
  { "sparse-100mb", SPARSE_100MB, "huge.txt", "the file is too large" },
  { "long-line", LONG_LINE, "long-line.txt", "the line is longer than 64 KiB" },
  { "directory", DIRECTORY, "folder.txt", "Is a directory" },
  { "missing", MISSING, "gone.txt", "No such file or directory" },
  { "symlink-loop", SYMLINK_LOOP, "loop.txt", "Too many levels of symbolic links" },
  { "jigsaw-bad-layout", FROM_FIXTURE, "jigsaw-bad-layout.txt",
    "region '1' has 10 cells, expected 9" },
  { "name-not-utf8", NAME_NOT_UTF8, "caf\xe9.txt", "unexpected character 'x'" },
};

static GFile *
make_case_file (const Case *c)
{
  g_autofree char *path = NULL;

  if (c->kind == FROM_FIXTURE)
    return sudoku_test_ui_data_file ("hostile", c->name);

  path = scratch_path (c->name);
  switch (c->kind)
    {
    case JUNK_SEED_1:
      make_junk (path, 1);
      break;
    case JUNK_SEED_66:
      make_junk (path, 66);
      break;
    case SPARSE_100MB:
      make_sparse (path);
      break;
    case LONG_LINE:
      make_long_line (path);
      break;
    case DIRECTORY:
      g_assert_cmpint (g_mkdir (path, 0755), ==, 0);
      break;
    case MISSING:
      /* Chosen, then deleted before the window reads it. */
      sudoku_test_write_file (path, JIGSAW_GIVENS "\n", -1);
      g_assert_cmpint (g_unlink (path), ==, 0);
      break;
    case SYMLINK_LOOP:
      g_assert_cmpint (symlink (c->name, path), ==, 0);
      break;
    case NAME_NOT_UTF8:
      sudoku_test_write_file (path, JIGSAW_GIVENS "\nx\n", -1);
      break;
    case FROM_FIXTURE:
    default:
      g_assert_not_reached ();
    }
  return g_file_new_for_path (path);
}

/* ---- the window ---- */

/* Everything a failed open must leave alone. */
typedef struct
{
  SkGrid    givens;
  SkGrid    values;
  SkGrid    shown;
  SkLayout  layout;
  char     *title;
  char     *display_name;
  GFile    *file;
  gboolean  modified;
  gboolean  can_undo;
  gboolean  collection_bar;
} Snapshot;

static void
snapshot_take (SudokuWindow *window,
               Snapshot     *snapshot)
{
  SudokuBoard *board = sudoku_window_get_board (window);

  sudoku_board_get_givens_grid (board, &snapshot->givens);
  sudoku_board_get_values_grid (board, &snapshot->values);
  sudoku_test_ui_shown_grid (window, &snapshot->shown);
  snapshot->layout = *sudoku_board_get_layout (board);
  snapshot->title = g_strdup (gtk_window_get_title (GTK_WINDOW (window)));
  snapshot->display_name = g_strdup (sudoku_window_get_display_name (window));
  snapshot->file = sudoku_window_get_file (window) != NULL ? g_object_ref (sudoku_window_get_file (window)) : NULL;
  snapshot->modified = sudoku_board_get_modified (board);
  snapshot->can_undo = sudoku_board_get_can_undo (board);
  snapshot->collection_bar = gtk_widget_get_visible (sudoku_test_ui_collection_bar (window));
}

static void
snapshot_clear (Snapshot *snapshot)
{
  g_clear_pointer (&snapshot->title, g_free);
  g_clear_pointer (&snapshot->display_name, g_free);
  g_clear_object (&snapshot->file);
}

static void
assert_unchanged (SudokuWindow   *window,
                  const Snapshot *before)
{
  Snapshot now = { 0 };

  snapshot_take (window, &now);
  sudoku_test_assert_grids_equal (&now.givens, &before->givens);
  sudoku_test_assert_grids_equal (&now.values, &before->values);
  sudoku_test_assert_grids_equal (&now.shown, &before->shown);
  g_assert_true (sk_layout_equal (&now.layout, &before->layout));
  g_assert_cmpstr (now.title, ==, before->title);
  g_assert_cmpstr (now.display_name, ==, before->display_name);
  g_assert_true (now.file == before->file);
  g_assert_cmpint (now.modified, ==, before->modified);
  g_assert_cmpint (now.can_undo, ==, before->can_undo);
  g_assert_cmpint (now.collection_bar, ==, before->collection_bar);
  g_assert_null (_sudoku_window_get_collection (window));
  snapshot_clear (&now);
}

static void
type_digit (SudokuWindow *window,
            guint         cell,
            guint         digit)
{
  GtkWidget *entry = sudoku_board_view_get_cell_entry (sudoku_test_ui_board_view (window), cell);
  char text[2] = { (char) ('0' + digit), '\0' };
  SkGrid values;

  sudoku_board_view_set_cursor (sudoku_test_ui_board_view (window), cell);
  g_assert_true (sudoku_board_view_handle_key (sudoku_test_ui_board_view (window), GDK_KEY_0 + digit, 0));
  sudoku_board_get_values_grid (sudoku_window_get_board (window), &values);
  g_assert_cmpuint (values.cell[cell], ==, digit);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, text);
}

/* The jigsaw example, and the first empty cell's digit typed in. */
static SudokuWindow *
window_with_work (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autoptr(GFile) file = sudoku_test_ui_data_file ("examples", "jigsaw-line.txt");
  SkLayout jigsaw;
  SkGrid givens;
  SkGrid shown;

  sudoku_window_open_file (window, file);
  sudoku_test_ui_wait_for (sudoku_test_ui_board_filled, board, "jigsaw-line.txt");
  sudoku_test_grid_from_text (JIGSAW_GIVENS, &givens);
  sudoku_board_get_givens_grid (board, &shown);
  sudoku_test_assert_grids_equal (&shown, &givens);
  sudoku_test_layout_from_map (JIGSAW_REGIONS, &jigsaw);
  g_assert_true (sk_layout_equal (sudoku_board_get_layout (board), &jigsaw));

  type_digit (window, 0, (guint) (JIGSAW_SOLUTION[0] - '0'));
  g_assert_true (sudoku_board_get_modified (board));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*jigsaw-line.txt");
  return window;
}

static gboolean
no_dialog (gpointer window)
{
  return !sudoku_test_ui_has_dialog (window);
}

/* Made once, before the tests run: cases[i]'s file. */
static GFile *files[G_N_ELEMENTS (cases)];

static void
test_open_hostile (gconstpointer data)
{
  const Case *c = data;
  GFile *file = files[c - cases];
  g_autoptr(GError) expected = NULL;
  g_autoptr(SudokuCollection) collection = NULL;
  g_autofree char *display_name = NULL;
  g_autofree char *expected_title = NULL;
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  SudokuWindow *window;
  SudokuBoard *board;
  AdwMessageDialog *dialog;
  Snapshot before = { 0 };
  SkGrid solution;
  SkGrid values;

  /* What the loader says about the file on its own. */
  collection = sudoku_collection_load (file, NULL, &expected);
  g_assert_null (collection);
  g_assert_nonnull (expected);
  g_test_message ("%s", expected->message);
  g_assert_true (g_utf8_validate (expected->message, -1, NULL));
  display_name = g_filename_display_basename (g_file_peek_path (file));
  g_assert_nonnull (strstr (expected->message, display_name));
  g_assert_nonnull (strstr (expected->message, c->problem));
  if (expected->domain == SUDOKU_FILE_ERROR)
    {
      g_autofree char *prefix = g_strconcat (display_name, ":", NULL);

      g_assert_true (g_str_has_prefix (expected->message, prefix));
    }

  window = window_with_work ();
  board = sudoku_window_get_board (window);
  snapshot_take (window, &before);

  sudoku_window_open_file (window, file);
  sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, "the error dialog");
  dialog = sudoku_test_ui_find_dialog (window);
  g_object_get (dialog, "heading", &title, "body", &detail, NULL);
  expected_title = g_strdup_printf ("Could not open “%s”", display_name);
  g_assert_true (g_utf8_validate (title, -1, NULL));
  g_assert_cmpstr (title, ==, expected_title);
  g_assert_cmpstr (detail, ==, expected->message);
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));

  /* Nothing lost, nothing half loaded. */
  assert_unchanged (window, &before);

  sudoku_test_ui_respond (dialog, SUDOKU_ALERT_RESPONSE_CLOSE);
  sudoku_test_ui_wait_for (no_dialog, window, "the dialog to go");
  sudoku_test_ui_spin ();
  assert_unchanged (window, &before);

  /* Still working: another digit, then Solve. */
  type_digit (window, 1, (guint) (JIGSAW_SOLUTION[1] - '0'));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.solve", NULL));
  sudoku_test_ui_wait_for (sudoku_test_ui_not_solving, board, "the solve");
  sudoku_test_ui_spin ();
  g_assert_nonnull (strstr (sudoku_test_ui_get_status (window), "unique solution"));
  sudoku_test_grid_from_text (JIGSAW_SOLUTION, &solution);
  sudoku_board_get_values_grid (board, &values);
  sudoku_test_assert_grids_equal (&values, &solution);
  sudoku_test_ui_shown_grid (window, &values);
  sudoku_test_assert_grids_equal (&values, &solution);
  g_assert_true (sk_layout_equal (sudoku_board_get_layout (board), &before.layout));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "*jigsaw-line.txt");

  snapshot_clear (&before);
  sudoku_board_set_modified (board, FALSE);
  sudoku_test_ui_destroy_window (window);
}

/* Failures one after another in one window: each leaves it as it was. */
static void
test_one_after_another (void)
{
  SudokuWindow *window = window_with_work ();
  Snapshot before = { 0 };

  snapshot_take (window, &before);
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      AdwMessageDialog *dialog;

      sudoku_window_open_file (window, files[i]);
      sudoku_test_ui_wait_for (sudoku_test_ui_has_dialog, window, cases[i].name);
      dialog = sudoku_test_ui_find_dialog (window);
      assert_unchanged (window, &before);
      sudoku_test_ui_respond (dialog, SUDOKU_ALERT_RESPONSE_CLOSE);
      sudoku_test_ui_wait_for (no_dialog, window, "the dialog to go");
    }
  assert_unchanged (window, &before);

  snapshot_clear (&before);
  sudoku_board_set_modified (sudoku_window_get_board (window), FALSE);
  sudoku_test_ui_destroy_window (window);
}

/* A good file whose name is not UTF-8 opens, and the title shows the name
 * readably (GTK takes only UTF-8). */
static void
test_name_not_utf8_opens (void)
{
  SudokuWindow *window = sudoku_test_ui_new_window (application);
  SudokuBoard *board = sudoku_window_get_board (window);
  g_autofree char *path = scratch_path ("caf\xe9-good.txt");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  SkGrid givens;
  SkGrid expected;

  sudoku_test_write_file (path, JIGSAW_GIVENS " " JIGSAW_REGIONS "\n", -1);
  sudoku_window_open_file (window, file);
  sudoku_test_ui_wait_for (sudoku_test_ui_board_filled, board, "caf\xef\xbf\xbd-good.txt");
  g_assert_null (sudoku_test_ui_find_dialog (window));
  sudoku_test_grid_from_text (JIGSAW_GIVENS, &expected);
  sudoku_board_get_givens_grid (board, &givens);
  sudoku_test_assert_grids_equal (&givens, &expected);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "caf\xef\xbf\xbd-good.txt");

  sudoku_test_ui_destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *isolated = NULL;
  int status;

  isolated = sudoku_test_ui_isolate ();
  gtk_test_init (&argc, &argv, NULL);
  scratch = sudoku_test_make_temp_dir ("sudoku-window-hostile-XXXXXX");

  application = sudoku_test_ui_new_application ();

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strconcat ("/ui/WindowHostile/", cases[i].path, NULL);

      files[i] = make_case_file (&cases[i]);
      g_test_add_data_func (path, &cases[i], test_open_hostile);
    }
  g_test_add_func ("/ui/WindowHostile/one-after-another", test_one_after_another);
  g_test_add_func ("/ui/WindowHostile/name-not-utf8-opens", test_name_not_utf8_opens);

  status = g_test_run ();

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    g_clear_object (&files[i]);
  sudoku_test_remove_tree (scratch);
  g_clear_pointer (&scratch, g_free);
  g_clear_object (&application);
  return status;
}
