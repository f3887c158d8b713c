/* test-layout-catalog.c: the layouts found in the shipped and the user's folder
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every test builds its own two folders in a temporary directory, so what is
 * installed on the machine or shipped in data/layouts never matters here.
 */

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sk-layout.h"
#include "sudoku-layout-catalog.h"
#include "sudoku-layout-file.h"
#include "sudoku-test-util.h"

/* Columns as regions: valid, connected and neither the boxes nor the rows. */
#define COLUMNS_MAP \
  "123456789123456789123456789" \
  "123456789123456789123456789" \
  "123456789123456789123456789"

/* Regions 1 and 2 each in two pieces (the top and bottom rows share them
 * out), the rest rows: nine cells each, but not connected. */
#define DISCONNECTED_MAP \
  "122222222333333333444444444" \
  "555555555666666666777777777" \
  "888888888999999999111111112"

typedef struct
{
  char  *root;
  GFile *shipped;
  GFile *user;
} Folders;

static char *
layout_text (const char *name,
             const char *map)
{
  GString *text = g_string_new ("[Layout]\n");

  if (name != NULL)
    g_string_append_printf (text, "Name=%s\n", name);
  g_string_append (text, "Regions=");
  for (int row = 0; row < SK_SIZE; row++)
    {
      if (row > 0)
        g_string_append_c (text, ';');
      g_string_append_len (text, map + row * SK_SIZE, SK_SIZE);
    }
  g_string_append_c (text, '\n');
  return g_string_free (text, FALSE);
}

static void
write_layout (GFile      *folder,
              const char *file_name,
              const char *name,
              const char *map)
{
  g_autofree char *dir = g_file_get_path (folder);
  g_autofree char *path = g_build_filename (dir, file_name, NULL);
  g_autofree char *text = layout_text (name, map);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  sudoku_test_write_file (path, text, -1);
}

static void
folders_init (Folders *folders)
{
  folders->root = sudoku_test_make_temp_dir ("sudoku-catalog-XXXXXX");
  folders->shipped = g_file_new_build_filename (folders->root, "shipped", NULL);
  folders->user = g_file_new_build_filename (folders->root, "user", "layouts", NULL);
}

static void
folders_clear (Folders *folders)
{
  sudoku_test_remove_tree (folders->root);
  g_clear_object (&folders->shipped);
  g_clear_object (&folders->user);
  g_clear_pointer (&folders->root, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Folders, folders_clear)

static SudokuLayoutInfo *
item (SudokuLayoutCatalog *catalog,
      guint                position)
{
  SudokuLayoutInfo *info = g_list_model_get_item (G_LIST_MODEL (catalog), position);

  g_assert_nonnull (info);
  /* The catalog keeps its own reference: a borrowed pointer is enough here. */
  g_object_unref (info);
  return info;
}

static char *
ids (SudokuLayoutCatalog *catalog)
{
  GString *text = g_string_new (NULL);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (catalog));

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "",
                            sudoku_layout_info_get_id (item (catalog, i)));
  return g_string_free (text, FALSE);
}

static void
assert_layout_is_map (SudokuLayoutInfo *info,
                      const char       *map)
{
  SkLayout expected;

  sudoku_test_layout_from_map (map, &expected);
  g_assert_true (sk_layout_equal (sudoku_layout_info_get_layout (info), &expected));
}

/* Before reading, and with no folder at all, the standard boxes are there. */
static void
test_empty (void)
{
  g_auto(Folders) folders = { 0 };
  g_autoptr(SudokuLayoutCatalog) catalog = NULL;
  SudokuLayoutInfo *standard;

  folders_init (&folders);
  catalog = sudoku_layout_catalog_new_for_folders (folders.shipped, folders.user);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, 1);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (catalog)) == SUDOKU_TYPE_LAYOUT_INFO);

  sudoku_layout_catalog_load (catalog, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, 1);
  standard = item (catalog, 0);
  g_assert_cmpstr (sudoku_layout_info_get_id (standard), ==, "standard");
  g_assert_true (sudoku_layout_info_is_standard (standard));
  g_assert_false (sudoku_layout_info_is_user (standard));
  g_assert_null (sudoku_layout_info_get_file (standard));
  /* Missing folders are normal, not worth a warning. */
  g_assert_cmpuint (g_strv_length ((GStrv) sudoku_layout_catalog_get_warnings (catalog)), ==, 0);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (catalog), 1));
}

/* Order, override by id, bad files skipped with a warning, lookups. */
static void
test_load (void)
{
  g_auto(Folders) folders = { 0 };
  g_autoptr(SudokuLayoutCatalog) catalog = NULL;
  g_autofree char *order = NULL;
  g_autofree char *standard_text = NULL;
  const char * const *warnings;
  SkLayout columns;

  folders_init (&folders);
  write_layout (folders.shipped, "standard.layout", "Standard", SUDOKU_TEST_STANDARD_MAP);
  write_layout (folders.shipped, "rows.layout", "Rows", SUDOKU_TEST_ROWS_MAP);
  write_layout (folders.shipped, "columns.layout", "Columns", COLUMNS_MAP);
  write_layout (folders.shipped, "broken.layout", "Broken", COLUMNS_MAP + 1);
  write_layout (folders.shipped, "apart.layout", "Apart", DISCONNECTED_MAP);
  write_layout (folders.shipped, "not-a-layout.txt", "Ignored", COLUMNS_MAP);
  /* The user's file of the same id takes the shipped one's place. */
  write_layout (folders.user, "rows.layout", "My Rows", COLUMNS_MAP);
  write_layout (folders.user, "zigzag.layout", NULL, SUDOKU_TEST_ROWS_MAP);

  catalog = sudoku_layout_catalog_new_for_folders (folders.shipped, folders.user);
  sudoku_layout_catalog_load (catalog, NULL);

  /* Standard first, shipped by name, then the user's by name. */
  order = ids (catalog);
  g_assert_cmpstr (order, ==, "standard apart columns rows zigzag");
  g_assert_cmpstr (sudoku_layout_info_get_name (item (catalog, 3)), ==, "My Rows");
  g_assert_true (sudoku_layout_info_is_user (item (catalog, 3)));
  assert_layout_is_map (item (catalog, 3), COLUMNS_MAP);
  /* No name: the id stands in. */
  g_assert_cmpstr (sudoku_layout_info_get_name (item (catalog, 4)), ==, "zigzag");
  assert_layout_is_map (item (catalog, 0), SUDOKU_TEST_STANDARD_MAP);
  g_assert_nonnull (sudoku_layout_info_get_file (item (catalog, 0)));

  warnings = sudoku_layout_catalog_get_warnings (catalog);
  g_assert_cmpuint (g_strv_length ((GStrv) warnings), ==, 3);
  /* Sorted by file name: apart.layout is read before broken.layout; each
   * region in pieces has its warning. */
  g_assert_true (g_str_has_suffix (warnings[0], "apart.layout: region 1 is not connected"));
  g_assert_true (g_str_has_suffix (warnings[1], "apart.layout: region 2 is not connected"));
  g_assert_true (g_str_has_prefix (warnings[2], folders.root));
  g_assert_true (g_str_has_suffix (warnings[2],
                                   "/shipped/broken.layout:3: expected 9 region symbols, found 8"));

  g_assert_true (sudoku_layout_catalog_lookup (catalog, "columns") == item (catalog, 2));
  g_assert_true (sudoku_layout_catalog_lookup (catalog, "my rows") == item (catalog, 3));
  g_assert_true (sudoku_layout_catalog_lookup (catalog, "COLUMNS") == item (catalog, 2));
  g_assert_null (sudoku_layout_catalog_lookup (catalog, "broken"));
  g_assert_null (sudoku_layout_catalog_lookup (catalog, "Rows"));

  /* The first entry of the same partition, whatever its symbols. */
  sudoku_test_layout_from_map (COLUMNS_MAP, &columns);
  g_assert_true (sudoku_layout_catalog_find (catalog, &columns) == item (catalog, 2));
  sudoku_test_layout_from_map (DISCONNECTED_MAP, &columns);
  g_assert_true (sudoku_layout_catalog_find (catalog, &columns) == item (catalog, 1));

  /* Reading again replaces everything in one change. */
  write_layout (folders.shipped, "standard.layout", "Boxes", SUDOKU_TEST_STANDARD_MAP);
  sudoku_layout_catalog_load (catalog, NULL);
  g_assert_cmpstr (sudoku_layout_info_get_name (item (catalog, 0)), ==, "Boxes");
  standard_text = ids (catalog);
  g_assert_cmpstr (standard_text, ==, "standard apart columns rows zigzag");
}

static void
count_changes (GListModel *model,
               guint       position,
               guint       removed,
               guint       added,
               gpointer    user_data)
{
  guint *n_changes = user_data;

  (*n_changes)++;
}

static void
on_done (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

static GAsyncResult *
wait_for (GAsyncResult **result)
{
  while (*result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return *result;
}

static void
test_load_async (void)
{
  g_auto(Folders) folders = { 0 };
  g_autoptr(SudokuLayoutCatalog) catalog = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  guint n_changes = 0;

  folders_init (&folders);
  write_layout (folders.shipped, "columns.layout", "Columns", COLUMNS_MAP);
  catalog = sudoku_layout_catalog_new_for_folders (folders.shipped, folders.user);
  g_signal_connect (catalog, "items-changed", G_CALLBACK (count_changes), &n_changes);

  sudoku_layout_catalog_load_async (catalog, NULL, on_done, &result);
  /* Nothing changes until the main loop brings the result back. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, 1);
  g_assert_true (sudoku_layout_catalog_load_finish (catalog, wait_for (&result), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_changes, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, 2);

  /* Cancelled: an error, and the list stays as it was. */
  g_clear_object (&result);
  write_layout (folders.shipped, "rows.layout", "Rows", SUDOKU_TEST_ROWS_MAP);
  g_cancellable_cancel (cancellable);
  sudoku_layout_catalog_load_async (catalog, cancellable, on_done, &result);
  g_assert_false (sudoku_layout_catalog_load_finish (catalog, wait_for (&result), &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (n_changes, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, 2);
}

/* Like wait_for(), but fails the test after @seconds instead of waiting for
 * ever: a reader stuck on a named pipe must end the test, not hang it. */
static GAsyncResult *
wait_for_at_most (GAsyncResult **result,
                  guint          seconds)
{
  gint64 deadline = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;

  while (*result == NULL)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("the catalog was still loading after %u s", seconds);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return *result;
}

static char *
user_file (Folders    *folders,
           const char *name)
{
  g_autofree char *dir = g_file_get_path (folders->user);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  return g_build_filename (dir, name, NULL);
}

static void
assert_special_files_skipped (SudokuLayoutCatalog *catalog,
                              Folders             *folders)
{
  /* A link is refused by open() itself (O_NOFOLLOW), and said in one
   * sentence, the path once. */
  static const char * const expected[][2] = {
    { "huge.layout", "the file is larger than 1024 KiB, too large for a puzzle or layout" },
    { "link.layout", "a symbolic link, which is not followed in the program’s own folders: put the file itself there" },
    { "pipe.layout", "Not a regular file" },
    { "zero.layout", "a symbolic link, which is not followed in the program’s own folders: put the file itself there" },
  };
  const char * const *warnings = sudoku_layout_catalog_get_warnings (catalog);
  g_autofree char *order = ids (catalog);

  g_assert_cmpstr (order, ==, "standard columns mine");
  g_assert_cmpuint (g_strv_length ((GStrv) warnings), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *path = user_file (folders, expected[i][0]);
      g_autoptr(GString) warning = g_string_new (path);

      g_string_append (warning, ": ");
      g_string_append (warning, expected[i][1]);
      g_string_replace (warning, "%s", path, 0);

      g_assert_cmpstr (warnings[i], ==, warning->str);
    }
}

/* Files the catalog finds by itself are read only when they are regular
 * files, and without waiting: a named pipe, links (to a device, or to a good
 * layout elsewhere) and a file over the size limit are each skipped with a
 * warning naming them, and the good layouts still load. */
static void
test_special_files (void)
{
  g_auto(Folders) folders = { 0 };
  g_autoptr(SudokuLayoutCatalog) catalog = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *fifo_path = NULL;
  g_autofree char *zero_path = NULL;
  g_autofree char *link_path = NULL;
  g_autofree char *huge_path = NULL;
  g_autofree char *elsewhere = NULL;
  int fd;

  folders_init (&folders);
  write_layout (folders.shipped, "columns.layout", "Columns", COLUMNS_MAP);
  write_layout (folders.user, "mine.layout", "Mine", SUDOKU_TEST_ROWS_MAP);

  fifo_path = user_file (&folders, "pipe.layout");
  g_assert_cmpint (mkfifo (fifo_path, 0600), ==, 0);
  zero_path = user_file (&folders, "zero.layout");
  g_assert_cmpint (symlink ("/dev/zero", zero_path), ==, 0);
  /* A link out of the folder is not followed, even to a good layout. */
  elsewhere = g_build_filename (folders.root, "elsewhere.layout", NULL);
  {
    g_autofree char *text = layout_text ("Elsewhere", COLUMNS_MAP);

    sudoku_test_write_file (elsewhere, text, -1);
  }
  link_path = user_file (&folders, "link.layout");
  g_assert_cmpint (symlink (elsewhere, link_path), ==, 0);
  /* 200 MB that take no room on disk: refused by its size, never read. */
  huge_path = user_file (&folders, "huge.layout");
  fd = g_open (huge_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, 200 << 20), ==, 0);
  g_assert_true (g_close (fd, NULL));

  /* As the window's Layout menu reads it: on a worker thread. */
  catalog = sudoku_layout_catalog_new_for_folders (folders.shipped, folders.user);
  sudoku_layout_catalog_load_async (catalog, NULL, on_done, &result);
  g_assert_true (sudoku_layout_catalog_load_finish (catalog, wait_for_at_most (&result, 10),
                                                    &error));
  g_assert_no_error (error);
  assert_special_files_skipped (catalog, &folders);

  /* As sudoku-solve reads it (the worker's code, so it cannot block either). */
  sudoku_layout_catalog_load (catalog, NULL);
  assert_special_files_skipped (catalog, &folders);

  /* Skipped, not removed: the user's folder is theirs. */
  g_assert_true (g_file_test (fifo_path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (elsewhere, G_FILE_TEST_IS_REGULAR));
}

static SudokuLayoutInfo *
save (SudokuLayoutCatalog *catalog,
      const char          *name,
      const char          *map,
      GError             **error)
{
  g_autoptr(GAsyncResult) result = NULL;
  SkLayout layout;

  sudoku_test_layout_from_map (map, &layout);
  sudoku_layout_catalog_save_async (catalog, name, &layout, NULL, on_done, &result);
  return sudoku_layout_catalog_save_finish (catalog, wait_for (&result), error);
}

static void
test_save (void)
{
  g_auto(Folders) folders = { 0 };
  g_autoptr(SudokuLayoutCatalog) catalog = NULL;
  g_autoptr(SudokuLayoutCatalog) reread = NULL;
  g_autoptr(SudokuLayoutInfo) saved = NULL;
  g_autoptr(SudokuLayoutInfo) again = NULL;
  g_autoptr(SudokuLayoutInfo) clash = NULL;
  g_autoptr(SudokuLayoutInfo) foreign = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *order = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GFile) expected_file = NULL;
  SkLayout loaded;
  guint n_changes = 0;

  folders_init (&folders);
  write_layout (folders.shipped, "columns.layout", "Columns", COLUMNS_MAP);
  catalog = sudoku_layout_catalog_new_for_folders (folders.shipped, folders.user);
  sudoku_layout_catalog_load (catalog, NULL);
  g_signal_connect (catalog, "items-changed", G_CALLBACK (count_changes), &n_changes);

  /* The user folder does not exist yet: saving makes it. */
  saved = save (catalog, "  My Rows  ", SUDOKU_TEST_ROWS_MAP, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sudoku_layout_info_get_id (saved), ==, "my-rows");
  g_assert_cmpstr (sudoku_layout_info_get_name (saved), ==, "My Rows");
  g_assert_true (sudoku_layout_info_is_user (saved));
  expected_file = g_file_get_child (folders.user, "my-rows.layout");
  g_assert_true (g_file_equal (sudoku_layout_info_get_file (saved), expected_file));
  g_assert_true (sudoku_layout_file_load (expected_file, NULL, &loaded, &name, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (name, ==, "My Rows");
  assert_layout_is_map (saved, SUDOKU_TEST_ROWS_MAP);
  g_assert_true (sk_layout_equal (&loaded, sudoku_layout_info_get_layout (saved)));
  g_assert_true (sudoku_layout_catalog_lookup (catalog, "my-rows") == saved);
  g_assert_cmpuint (n_changes, ==, 1);

  /* Saving under the same name replaces it, in place. */
  again = save (catalog, "My Rows", COLUMNS_MAP, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sudoku_layout_info_get_id (again), ==, "my-rows");
  g_assert_true (sudoku_layout_catalog_lookup (catalog, "my-rows") == again);
  order = ids (catalog);
  g_assert_cmpstr (order, ==, "standard columns my-rows");
  g_clear_pointer (&order, g_free);

  /* A shipped id is never shadowed: the new one gets a number. */
  clash = save (catalog, "Columns", SUDOKU_TEST_ROWS_MAP, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sudoku_layout_info_get_id (clash), ==, "columns-2");
  assert_layout_is_map (sudoku_layout_catalog_lookup (catalog, "columns"), COLUMNS_MAP);

  /* Any name makes a file name. */
  foreign = save (catalog, "Windmühle / 2", SUDOKU_TEST_ROWS_MAP, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sudoku_layout_info_get_id (foreign), ==, "windmuhle-2");
  g_assert_cmpstr (sudoku_layout_info_get_name (foreign), ==, "Windmühle / 2");

  /* What was saved is what a fresh catalog reads. */
  reread = sudoku_layout_catalog_new_for_folders (folders.shipped, folders.user);
  sudoku_layout_catalog_load (reread, NULL);
  order = ids (reread);
  g_assert_cmpstr (order, ==, "standard columns columns-2 my-rows windmuhle-2");
  assert_layout_is_map (sudoku_layout_catalog_lookup (reread, "my-rows"), COLUMNS_MAP);
}

static void
test_save_errors (void)
{
  g_auto(Folders) folders = { 0 };
  g_autoptr(SudokuLayoutCatalog) catalog = NULL;
  g_autoptr(SudokuLayoutInfo) info = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *user_path = NULL;
  guint n_changes = 0;

  folders_init (&folders);
  catalog = sudoku_layout_catalog_new_for_folders (folders.shipped, folders.user);
  g_signal_connect (catalog, "items-changed", G_CALLBACK (count_changes), &n_changes);

  info = save (catalog, " \t", SUDOKU_TEST_ROWS_MAP, &error);
  g_assert_null (info);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  /* The user folder's place is taken by a file: the save fails, nothing is added. */
  user_path = g_file_get_path (folders.user);
  g_assert_cmpint (g_mkdir_with_parents (folders.root, 0700), ==, 0);
  {
    g_autofree char *parent = g_path_get_dirname (user_path);

    g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  }
  sudoku_test_write_file (user_path, "not a folder", -1);
  info = save (catalog, "Rows", SUDOKU_TEST_ROWS_MAP, &error);
  g_assert_null (info);
  g_assert_nonnull (error);
  g_assert_cmpuint (n_changes, ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, 1);
}

/* A full disk, for real: a child that may write only 64 bytes per file
 * (RLIMIT_FSIZE: EFBIG, as a full disk gives ENOSPC). Replacing a layout
 * leaves the old file byte for byte, a new one is not made, no temporary
 * file is left, and the message names the file and the reason. */
#define LIMIT_ENV "SUDOKU_TEST_LIMIT_DIR"

static void
save_with_limit (void)
{
  g_autoptr(GFile) shipped = g_file_new_build_filename (g_getenv (LIMIT_ENV), "shipped", NULL);
  g_autoptr(GFile) user = g_file_new_build_filename (g_getenv (LIMIT_ENV), "user", "layouts", NULL);
  g_autoptr(SudokuLayoutCatalog) catalog = sudoku_layout_catalog_new_for_folders (shipped, user);
  g_autoptr(GError) error = NULL;

  sudoku_layout_catalog_load (catalog, NULL);
  sudoku_test_limit_file_size (64);
  g_assert_null (save (catalog, "My Rows", COLUMNS_MAP, &error));
  g_print ("%s\n", error->message);
  g_clear_error (&error);
  g_assert_null (save (catalog, "Other", COLUMNS_MAP, &error));
  g_print ("%s\n", error->message);
}

static void
test_save_file_size_limit (void)
{
  Folders folders = { 0 };
  g_autoptr(SudokuLayoutCatalog) catalog = NULL;
  g_autoptr(SudokuLayoutInfo) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *user = NULL;
  g_autofree char *old_path = NULL;
  g_autofree char *old_text = NULL;
  g_autofree char *now = NULL;
  g_autofree char *listing = NULL;
  g_autofree char *expected = NULL;

  if (g_test_subprocess ())
    {
      save_with_limit ();
      return;
    }

  folders_init (&folders);
  catalog = sudoku_layout_catalog_new_for_folders (folders.shipped, folders.user);
  sudoku_layout_catalog_load (catalog, NULL);
  saved = save (catalog, "My Rows", SUDOKU_TEST_ROWS_MAP, &error);
  g_assert_no_error (error);
  user = g_file_get_path (folders.user);
  old_path = g_build_filename (user, "my-rows.layout", NULL);
  g_assert_true (g_file_get_contents (old_path, &old_text, NULL, NULL));

  g_setenv (LIMIT_ENV, folders.root, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_unsetenv (LIMIT_ENV);
  g_test_trap_assert_passed ();

  g_assert_true (g_file_get_contents (old_path, &now, NULL, NULL));
  g_assert_cmpstr (now, ==, old_text);
  listing = sudoku_test_list_folder (user);
  g_assert_cmpstr (listing, ==, "my-rows.layout");
  expected = g_strdup_printf ("%s: %s\n%s/other.layout: %s\n", old_path, g_strerror (EFBIG), user,
                              g_strerror (EFBIG));
  g_test_trap_assert_stdout (expected);
  folders_clear (&folders);
}

/* Variants are listed with the others, their extra houses read. */
static void
test_variants (void)
{
  g_auto(Folders) folders = { 0 };
  g_autoptr(SudokuLayoutCatalog) listed = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *order = NULL;

  folders_init (&folders);
  write_layout (folders.shipped, "rows.layout", "Rows", SUDOKU_TEST_ROWS_MAP);
  dir = g_file_get_path (folders.shipped);
  path = g_build_filename (dir, "x.layout", NULL);
  sudoku_test_write_file (path, "[Layout]\nName=X\nRegions=" SUDOKU_TEST_STANDARD_MAP "\nExtra=diagonals\n", -1);

  listed = sudoku_layout_catalog_new_for_folders (folders.shipped, folders.user);
  sudoku_layout_catalog_load (listed, NULL);
  order = ids (listed);
  g_assert_cmpstr (order, ==, "standard rows x");
  g_assert_cmpint (sudoku_layout_info_get_layout (item (listed, 2))->n_extra, ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/io/LayoutCatalog/empty", test_empty);
  g_test_add_func ("/io/LayoutCatalog/load", test_load);
  g_test_add_func ("/io/LayoutCatalog/variants", test_variants);
  g_test_add_func ("/io/LayoutCatalog/load-async", test_load_async);
  g_test_add_func ("/io/LayoutCatalog/special-files", test_special_files);
  g_test_add_func ("/io/LayoutCatalog/save", test_save);
  g_test_add_func ("/io/LayoutCatalog/save-errors", test_save_errors);
  g_test_add_func ("/io/LayoutCatalog/save-file-size-limit", test_save_file_size_limit);

  return g_test_run ();
}
