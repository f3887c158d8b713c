/* sudoku-test-cli.h: running sudoku-solve as a subprocess and checking what it prints, for the command-line tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sk-grid.h"
#include "sk-layout.h"

G_BEGIN_DECLS

typedef struct
{
  int   status;
  char *out;
  char *err;
} SudokuTestRun;

void  sudoku_test_run_clear          (SudokuTestRun       *result);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SudokuTestRun, sudoku_test_run_clear)

/* XDG_DATA_HOME of every run from now on (the user's own layouts). */
void  sudoku_test_cli_set_data_home  (const char          *dir);
/* LC_ALL of every run from now on, and LOCPATH when @path is not NULL;
 * (NULL, NULL) goes back to C.UTF-8 and the system's locales. */
void  sudoku_test_cli_set_locale     (const char          *name,
                                      const char          *path);
/* The XDG_DATA_HOME of the runs, or NULL when none was set. */
const char *sudoku_test_cli_get_data_home (void);
/* g_test_run() with a new, empty folder in the temporary folder as the
 * XDG_DATA_HOME of every run, so that the user's own layouts are those a test
 * put there. The folder is removed afterwards, with the sudoku-solver/layouts
 * folder in it, when the tests left them empty. */
int   sudoku_test_cli_run_tests      (void);
/* Runs $SUDOKU_SOLVE with the NULL-terminated @args, feeding it @input, in
 * the C.UTF-8 locale unless sudoku_test_cli_set_locale() said otherwise. */
void  sudoku_test_run_cliv           (const char          *input,
                                      const char * const  *args,
                                      SudokuTestRun       *result);
/* The same with standard output written to the file @stdout_path (for
 * instance /dev/full) instead of a pipe: @result->out is then NULL. With a
 * NULL @stdout_path, the same as sudoku_test_run_cliv(). */
void  sudoku_test_run_cliv_to        (const char          *stdout_path,
                                      const char          *input,
                                      const char * const  *args,
                                      SudokuTestRun       *result);
void  sudoku_test_run_cli            (const char          *input,
                                      SudokuTestRun       *result,
                                      ...) G_GNUC_NULL_TERMINATED;
/* Output split into lines, without the empty string after the final newline. */
GStrv sudoku_test_split_lines        (const char          *text);

/* ---- what the command prints, checked ---- */

/* The givens of a puzzle file: the first 81 cells of a line file, or the
 * digits of a whitespace-separated matrix. */
void  sudoku_test_cli_read_givens          (const char          *path,
                                            SkGrid              *grid);
/* Checks that @lines start with one grid as the command prints it: three
 * bands of three rows of nine space-separated digits, with blank lines
 * between bands. */
void  sudoku_test_cli_parse_grid           (char               **lines,
                                            SkGrid              *grid);
/* Checks that the 81-cell line @output solves the 81-cell line of givens
 * @input on @layout. */
void  sudoku_test_cli_assert_line_solves   (const char          *input,
                                            const char          *output,
                                            const SkLayout      *layout);
/* Checks that every line of @out solves the puzzle on the same line of
 * @input_path (givens, then optionally region symbols after a space). With
 * @suffix, each solution is followed by it after a space. */
void  sudoku_test_cli_assert_lines_solve   (const char          *out,
                                            const char          *input_path,
                                            const char          *suffix);
/* Status 2, nothing on standard output, a message on standard error. */
void  sudoku_test_cli_assert_usage_error   (const SudokuTestRun *result);

G_END_DECLS
