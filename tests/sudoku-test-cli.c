/* sudoku-test-cli.c: running sudoku-solve as a subprocess, for the command-line tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sudoku-test-cli.h"

static char *data_home;

void
sudoku_test_run_clear (SudokuTestRun *result)
{
  g_clear_pointer (&result->out, g_free);
  g_clear_pointer (&result->err, g_free);
}

void
sudoku_test_cli_set_data_home (const char *dir)
{
  g_free (data_home);
  data_home = g_strdup (dir);
}

void
sudoku_test_run_cliv (const char         *input,
                      const char * const *args,
                      SudokuTestRun      *result)
{
  sudoku_test_run_cliv_to (NULL, input, args, result);
}

void
sudoku_test_run_cliv_to (const char         *stdout_path,
                         const char         *input,
                         const char * const *args,
                         SudokuTestRun      *result)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *program = g_getenv ("SUDOKU_SOLVE");

  if (program == NULL)
    g_error ("SUDOKU_SOLVE is not set; run this test through meson test");

  g_ptr_array_add (argv, (gpointer) program);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                        (stdout_path == NULL ? G_SUBPROCESS_FLAGS_STDOUT_PIPE : 0) |
                                        G_SUBPROCESS_FLAGS_STDERR_PIPE);
  if (stdout_path != NULL)
    g_subprocess_launcher_set_stdout_file_path (launcher, stdout_path);
  /* Messages are checked word for word, so keep them untranslated. */
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  /* The user's own layouts are those a test put there, and no others. */
  if (data_home != NULL)
    g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  g_subprocess_launcher_unsetenv (launcher, "SUDOKU_SOLVER_DATADIR");
  g_subprocess_launcher_unsetenv (launcher, "LANGUAGE");

  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);

  g_subprocess_communicate_utf8 (process, input != NULL ? input : "", NULL,
                                 &result->out, &result->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  result->status = g_subprocess_get_exit_status (process);
}

void
sudoku_test_run_cli (const char    *input,
                     SudokuTestRun *result,
                     ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  const char *arg;
  va_list ap;

  va_start (ap, result);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  sudoku_test_run_cliv (input, (const char * const *) args->pdata, result);
}

GStrv
sudoku_test_split_lines (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = g_strv_length (lines);

  g_assert_cmpuint (n, >, 0);
  g_assert_cmpstr (lines[n - 1], ==, "");
  g_clear_pointer (&lines[n - 1], g_free);
  return g_steal_pointer (&lines);
}
