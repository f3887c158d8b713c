/* sudoku-test-cli.h: running sudoku-solve as a subprocess, for the command-line tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

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
/* Runs $SUDOKU_SOLVE with the NULL-terminated @args, feeding it @input, in
 * the C.UTF-8 locale. */
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

G_END_DECLS
