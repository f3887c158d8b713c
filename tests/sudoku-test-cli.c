/* sudoku-test-cli.c: running sudoku-solve as a subprocess and checking what it prints, for the command-line tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "sk-text.h"
#include "sudoku-test-cli.h"
#include "sudoku-test-util.h"

static char *data_home;
static char *locale_name;
static char *locale_path;

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
sudoku_test_cli_set_locale (const char *name,
                            const char *path)
{
  g_free (locale_name);
  g_free (locale_path);
  locale_name = g_strdup (name);
  locale_path = g_strdup (path);
}

const char *
sudoku_test_cli_get_data_home (void)
{
  return data_home;
}

int
sudoku_test_cli_run_tests (void)
{
  g_autofree char *dir = sudoku_test_make_temp_dir ("sudoku-cli-data-XXXXXX");
  int status;

  sudoku_test_cli_set_data_home (dir);
  status = g_test_run ();

  /* The layouts written in it were removed by their tests. */
  {
    g_autofree char *layouts = g_build_filename (data_home, "sudoku-solver", "layouts", NULL);
    g_autofree char *app = g_path_get_dirname (layouts);

    g_rmdir (layouts);
    g_rmdir (app);
    g_rmdir (data_home);
    g_clear_pointer (&data_home, g_free);
  }
  return status;
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
  g_autofree char *input_path = NULL;
  int input_fd;

  if (program == NULL)
    g_error ("SUDOKU_SOLVE is not set; run this test through meson test");

  g_ptr_array_add (argv, (gpointer) program);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  /* Standard input from a file, not a pipe: a run that exits before reading
   * its input (a usage error) must not kill the test with SIGPIPE. */
  input_fd = g_file_open_tmp ("sudoku-cli-input-XXXXXX", &input_path, &error);
  g_assert_no_error (error);
  close (input_fd);
  g_file_set_contents (input_path, input != NULL ? input : "", -1, &error);
  g_assert_no_error (error);

  launcher = g_subprocess_launcher_new ((stdout_path == NULL ? G_SUBPROCESS_FLAGS_STDOUT_PIPE : 0) |
                                        G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_stdin_file_path (launcher, input_path);
  if (stdout_path != NULL)
    g_subprocess_launcher_set_stdout_file_path (launcher, stdout_path);
  /* Messages are checked word for word, so keep them untranslated. */
  g_subprocess_launcher_setenv (launcher, "LC_ALL", locale_name != NULL ? locale_name : "C.UTF-8",
                                TRUE);
  if (locale_path != NULL)
    g_subprocess_launcher_setenv (launcher, "LOCPATH", locale_path, TRUE);
  /* The user's own layouts are those a test put there, and no others. */
  if (data_home != NULL)
    g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data_home, TRUE);
  g_subprocess_launcher_unsetenv (launcher, "SUDOKU_SOLVER_DATADIR");
  g_subprocess_launcher_unsetenv (launcher, "LANGUAGE");

  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);

  g_subprocess_communicate_utf8 (process, NULL, NULL, &result->out, &result->err, &error);
  g_assert_no_error (error);
  g_unlink (input_path);
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

/* Not g_strsplit: under AddressSanitizer its strstr is checked against the whole rest of the
 * text at every line, which made splitting 50,000 lines a minute of the sanitizer pass. */
GStrv
sudoku_test_split_lines (const char *text)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new ();
  const char *start = text;
  const char *end;

  while ((end = strchr (start, '\n')) != NULL)
    {
      g_ptr_array_add (lines, g_strndup (start, end - start));
      start = end + 1;
    }
  /* Every line of the output ends with a newline. */
  g_assert_cmpstr (start, ==, "");
  g_ptr_array_add (lines, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&lines), FALSE);
}

/* ---- what the command prints, checked ---- */

void
sudoku_test_cli_read_givens (const char *path,
                             SkGrid     *grid)
{
  g_autofree char *text = sudoku_test_read_file (path, NULL);

  if (strchr (text, ' ') == NULL || strchr (text, ' ') - text >= SK_CELLS)
    g_assert_true (sk_text_parse_line (text, SK_CELLS, grid));
  else
    sudoku_test_grid_from_matrix (text, grid);
}

void
sudoku_test_cli_parse_grid (char  **lines,
                            SkGrid *grid)
{
  int n = 0;

  for (int i = 0; i < 11; i++)
    {
      const char *line = lines[i];

      g_assert_nonnull (line);
      if (i == 3 || i == 7)
        {
          g_assert_cmpstr (line, ==, "");
          continue;
        }

      g_assert_cmpuint (strlen (line), ==, 2 * SK_SIZE - 1);
      for (int col = 0; col < SK_SIZE; col++)
        {
          g_assert_true (line[2 * col] >= '1' && line[2 * col] <= '9');
          if (col < SK_SIZE - 1)
            g_assert_cmpint (line[2 * col + 1], ==, ' ');
          grid->cell[n++] = (uint8_t) (line[2 * col] - '0');
        }
    }
}

void
sudoku_test_cli_assert_line_solves (const char     *input,
                                    const char     *output,
                                    const SkLayout *layout)
{
  SkGrid givens, solution;

  sudoku_test_grid_from_text (input, &givens);
  sudoku_test_grid_from_text (output, &solution);
  g_assert_true (sk_grid_is_solution_of (&solution, &givens, layout));
}

void
sudoku_test_cli_assert_lines_solve (const char *out,
                                    const char *input_path,
                                    const char *suffix)
{
  g_autofree char *text = sudoku_test_read_file (input_path, NULL);
  g_auto(GStrv) inputs = sudoku_test_split_lines (text);
  g_auto(GStrv) lines = sudoku_test_split_lines (out);

  g_assert_cmpuint (g_strv_length (lines), ==, g_strv_length (inputs));
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (inputs[i], " ", -1);
      g_autofree char *solution_text = g_strndup (lines[i], SK_CELLS);
      SkLayout layout;

      if (fields[1] != NULL)
        sudoku_test_layout_from_map (fields[1], &layout);
      else
        sk_layout_init_standard (&layout);
      sudoku_test_cli_assert_line_solves (fields[0], solution_text, &layout);

      if (suffix != NULL)
        {
          g_assert_cmpint (lines[i][SK_CELLS], ==, ' ');
          g_assert_cmpstr (lines[i] + SK_CELLS + 1, ==, suffix);
        }
      else
        g_assert_cmpuint (strlen (lines[i]), ==, SK_CELLS);
    }
}

void
sudoku_test_cli_assert_usage_error (const SudokuTestRun *result)
{
  g_assert_cmpint (result->status, ==, 2);
  g_assert_cmpstr (result->out, ==, "");
  g_assert_true (g_str_has_prefix (result->err, "sudoku-solve: "));
}
