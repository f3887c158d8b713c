/* test-cli-folders.c: sudoku-solve and what it finds by itself in the user's layouts folder
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The folder holds a good layout, a named pipe and a link to /dev/zero. The
 * pipe used to block --list-layouts and --layout=NAME for ever; each is now
 * skipped with a warning naming it, and the good layouts still work.
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sudoku-test-cli.h"
#include "sudoku-test-util.h"

/* Far longer than --list-layouts takes, far shorter than meson's timeout. */
#define TIMEOUT_S 10

static char *data_home;
static char *folder;

/* ---- a run that cannot hang on the pipe ----
 *
 * The spawn helper has no timeout, and a sudoku-solve blocked in open() or
 * read() on the pipe would never end. So an alarm opens the pipe for writing
 * and closes it again: a reader waiting in open() goes on, and then reads an
 * end of file. The run ends, and the test fails on the flag instead of
 * hanging. Only async-signal-safe calls in the handler: open, close, alarm. */

static char fifo_path[4096];
static volatile sig_atomic_t timed_out;

static void
on_alarm (int signum)
{
  int saved_errno = errno;
  int fd = open (fifo_path, O_WRONLY | O_NONBLOCK | O_CLOEXEC);

  timed_out = 1;
  if (fd >= 0)
    close (fd);
  /* The same run may open the pipe again. */
  alarm (1);
  errno = saved_errno;
}

static void
run_guarded (const char * const *args,
             SudokuTestRun      *result)
{
  timed_out = 0;
  alarm (TIMEOUT_S);
  sudoku_test_run_cliv (NULL, args, result);
  alarm (0);
  if (timed_out)
    g_test_message ("sudoku-solve was still waiting on %s after %d s", fifo_path, TIMEOUT_S);
  g_assert_false (timed_out);
}

static char *
expected_warnings (void)
{
  /* The link is refused by open() itself (O_NOFOLLOW), in one sentence. */
  return g_strdup_printf ("sudoku-solve: warning: %s/pipe.layout: Not a regular file\n"
                          "sudoku-solve: warning: %s/zero.layout: a symbolic link, which is not followed in the program’s own folders: put the file itself there\n",
                          folder, folder);
}

/* Every layout is listed, the good user layout last; the pipe and the link
 * are named in warnings. */
static void
test_list_layouts (void)
{
  static const char * const args[] = { "--list-layouts", NULL };
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) lines = NULL;
  g_autofree char *warnings = expected_warnings ();
  gboolean windmill = FALSE;
  guint n;

  run_guarded (args, &result);
  g_assert_cmpint (result.status, ==, 0);
  g_assert_cmpstr (result.err, ==, warnings);

  lines = sudoku_test_split_lines (result.out);
  n = g_strv_length (lines);
  g_assert_cmpuint (n, >, 2);
  g_assert_true (g_str_has_prefix (lines[0], "standard "));
  g_assert_true (g_str_has_prefix (lines[n - 1], "mine "));
  g_assert_true (g_str_has_suffix (lines[n - 1], "  My Jigsaw (yours)"));
  for (guint i = 0; i < n; i++)
    {
      g_assert_false (g_str_has_prefix (lines[i], "pipe "));
      g_assert_false (g_str_has_prefix (lines[i], "zero "));
      windmill = windmill || g_str_has_prefix (lines[i], "windmill ");
    }
  /* The shipped layouts are still there too. */
  g_assert_true (windmill);
}

/* --layout=NAME finds the good user layout and solves with it. */
static void
test_layout_by_name (void)
{
  g_autofree char *givens_path = g_test_build_filename (G_TEST_DIST, "data", "cli",
                                                        "jigsaw-givens.txt", NULL);
  const char * const args[] = { "--output=line", "--layout=mine", givens_path, NULL };
  g_auto(SudokuTestRun) result = { 0 };
  g_auto(GStrv) lines = NULL;
  SkGrid known, solution;

  sudoku_test_jigsaw_example (NULL, NULL, NULL, &known);
  run_guarded (args, &result);
  g_assert_cmpint (result.status, ==, 0);
  lines = sudoku_test_split_lines (result.out);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  sudoku_test_grid_from_text (lines[0], &solution);
  g_assert_cmpmem (solution.cell, SK_CELLS, known.cell, SK_CELLS);
}

/* The pipe's id is no layout: said so at once, without waiting on it. */
static void
test_layout_fifo_name (void)
{
  g_autofree char *givens_path = g_test_build_filename (G_TEST_DIST, "data", "cli",
                                                        "jigsaw-givens.txt", NULL);
  const char * const args[] = { "--layout=pipe", givens_path, NULL };
  g_auto(SudokuTestRun) result = { 0 };

  run_guarded (args, &result);
  g_assert_cmpint (result.status, ==, 2);
  g_assert_cmpstr (result.out, ==, "");
  g_assert_cmpstr (result.err, ==,
                   "sudoku-solve: pipe: no such file, and no layout of that name "
                   "(see --list-layouts)\n");
}

static void
make_folder (void)
{
  g_autofree char *mine = g_build_filename (folder, "mine.layout", NULL);
  g_autofree char *zero = g_build_filename (folder, "zero.layout", NULL);
  g_autofree char *text = NULL;
  char symbols[SK_CELLS + 1];
  SkLayout layout;
  struct sigaction action = { 0 };

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  sudoku_test_jigsaw_example (NULL, NULL, &layout, NULL);
  sk_layout_to_symbols (&layout, symbols);
  text = g_strdup_printf ("[Layout]\nName=My Jigsaw\nRegions=%s\n", symbols);
  sudoku_test_write_file (mine, text, -1);

  g_assert_cmpint (g_snprintf (fifo_path, sizeof fifo_path, "%s/pipe.layout", folder),
                   <, (int) sizeof fifo_path);
  g_assert_cmpint (mkfifo (fifo_path, 0600), ==, 0);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);

  action.sa_handler = on_alarm;
  sigemptyset (&action.sa_mask);
  action.sa_flags = SA_RESTART;
  g_assert_cmpint (sigaction (SIGALRM, &action, NULL), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  data_home = sudoku_test_make_temp_dir ("sudoku-cli-folders-XXXXXX");
  folder = g_build_filename (data_home, "sudoku-solver", "layouts", NULL);
  sudoku_test_cli_set_data_home (data_home);
  make_folder ();

  g_test_add_func ("/cli/folders/list-layouts", test_list_layouts);
  g_test_add_func ("/cli/folders/layout-by-name", test_layout_by_name);
  g_test_add_func ("/cli/folders/layout-fifo-name", test_layout_fifo_name);

  status = g_test_run ();

  sudoku_test_remove_tree (data_home);
  g_free (folder);
  g_free (data_home);
  return status;
}
