/* sudoku-test-util.h: fixtures, temporary files and hand-made rule checks shared by the tests
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here that decides what a grid or a layout is works from the
 * rules and the characters of the fixtures alone: it never asks the engine
 * whether a grid is solved or what a region is, so the tests can use it as an
 * independent check. The only engine calls are where a test needs an engine
 * value to work with (an SkLayout built from symbols, a grid printed for a
 * readable comparison).
 */

#pragma once

#include <glib.h>

#include "sk-grid.h"
#include "sk-layout.h"
#include "sk-logic.h"

/* Whether this test program was built with AddressSanitizer (gcc defines
 * __SANITIZE_ADDRESS__, clang answers __has_feature): what it measures of
 * memory and time then means little, and a few costly cases run smaller. */
#if defined(__SANITIZE_ADDRESS__)
#define SUDOKU_TEST_UNDER_ASAN TRUE
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SUDOKU_TEST_UNDER_ASAN TRUE
#endif
#endif
#ifndef SUDOKU_TEST_UNDER_ASAN
#define SUDOKU_TEST_UNDER_ASAN FALSE
#endif

G_BEGIN_DECLS

/* The nine 3x3 boxes, as region symbols in reading order. */
#define SUDOKU_TEST_STANDARD_MAP \
  "111222333111222333111222333" \
  "444555666444555666444555666" \
  "777888999777888999777888999"

/* Regions are rows: a valid, connected, non-standard layout. */
#define SUDOKU_TEST_ROWS_MAP \
  "111111111222222222333333333" \
  "444444444555555555666666666" \
  "777777777888888888999999999"

/* One puzzle of the examples or of a set, read by hand. */
typedef struct
{
  char     name[48];            /* file name, or "file:line" for a set */
  SkGrid   givens;
  SkGrid   solution;            /* the documented solution; all zero when unknown */
  char     map[SK_CELLS + 1];   /* region symbols; the standard boxes when none given */
  gboolean has_map;             /* the file gave region symbols for it */
} SudokuTestPuzzle;

/* ---- files ---- */

char     *sudoku_test_read_file            (const char  *path,
                                            gsize       *length);
/* The file at @path holds @expected, byte for byte, and nothing more. */
void      sudoku_test_assert_file_is       (const char  *path,
                                            const char  *expected);
char     *sudoku_test_read_data            (const char  *dir,
                                            const char  *name,
                                            gsize       *length);
char     *sudoku_test_windows_variant      (const char  *text,
                                            gsize       *length);
char     *sudoku_test_make_temp_dir        (const char  *tmpl);
/* rm -rf @path, not following symbolic links. */
void      sudoku_test_remove_tree          (const char  *path);
void      sudoku_test_write_file           (const char  *path,
                                            const char  *text,
                                            gssize       length);
/* Every name in @dir, hidden ones too, sorted, joined by " " ("" when empty):
 * what a failed write must not add to. */
char     *sudoku_test_list_folder          (const char  *dir);
/* How many names in @dir start with '.': the temporary files of writes. */
guint     sudoku_test_count_hidden         (const char  *dir);
/* A folder named after the test, the same in the test and in its child
 * (g_test_trap_subprocess), in the folder the environment @variable names,
 * set before any thread starts. The test (not its child) makes it. */
char     *sudoku_test_child_folder         (const char  *variable);
/* From now on, in this process and the ones it starts, writing a file past
 * @bytes fails with EFBIG (RLIMIT_FSIZE, with SIGXFSZ ignored), as a full
 * disk fails with ENOSPC. In a child process (g_test_trap_subprocess), or
 * until sudoku_test_unlimit_file_size() puts the limit back as it was. */
void      sudoku_test_limit_file_size      (gsize        bytes);
void      sudoku_test_unlimit_file_size    (void);

/* ---- grids and layouts, by hand ---- */

void      sudoku_test_grid_from_text       (const char  *text,
                                            SkGrid      *grid);
void      sudoku_test_grid_from_matrix     (const char  *text,
                                            SkGrid      *grid);
void      sudoku_test_assert_grids_equal   (const SkGrid *a,
                                            const SkGrid *b);
int       sudoku_test_canonical_regions    (const char  *map,
                                            int          region[SK_CELLS]);
void      sudoku_test_layout_from_map      (const char  *map,
                                            SkLayout    *layout);
gboolean  sudoku_test_is_solution_by_hand  (const SkGrid *solution,
                                            const SkGrid *puzzle,
                                            const char   *map);
guint     sudoku_test_count_nonzero        (const guint  values[SK_CELLS]);

/* ---- the examples and the sets ---- */

void      sudoku_test_readme_solution      (const char  *file,
                                            SkGrid      *solution);
/* TRUE when @givens have exactly one solution in @layout, in @solution
 * (by the solver, stopping at a second one). */
gboolean  sudoku_test_solve_unique_on      (const SkGrid   *givens,
                                            const SkLayout *layout,
                                            SkGrid         *solution);
/* The same in the standard boxes. */
gboolean  sudoku_test_solve_unique         (const SkGrid *givens,
                                            SkGrid       *solution);
void      sudoku_test_jigsaw_example       (SkGrid      *givens,
                                            char        *map,
                                            SkLayout    *layout,
                                            SkGrid      *solution);
GArray   *sudoku_test_load_examples        (void);
GArray   *sudoku_test_load_set             (const char  *dir,
                                            const char  *name);

/* A board state that the logic engine reaches on a puzzle's path (from its
 * givens, sk_logic_rate), whose next step is of @technique: the puzzle, the
 * digits and candidates the step applies to, and the step. */
typedef struct
{
  SkTechnique     technique;
  gboolean        first_only;   /* only as the puzzle's first step */
  gboolean        found;
  char            name[48];     /* "file:line" of the puzzle */
  SkGrid          givens;
  SkLayout        layout;
  SkCandidateGrid before;
  SkStep          step;
} SudokuTestPosition;

/* The first such position over the puzzles of tests/data/sets/@set_name,
 * in file order; FALSE when no puzzle's path has one. */
gboolean  sudoku_test_find_position        (const char         *set_name,
                                            SkTechnique         technique,
                                            gboolean            first_only,
                                            SudokuTestPosition *position);

/* ---- messages ---- */

void      sudoku_test_assert_error_at      (const GError *error,
                                            GQuark        domain,
                                            int           code,
                                            const char   *file,
                                            const char   *place,
                                            const char   *problem);
void      sudoku_test_assert_names_distinct (const char * const *names,
                                             gsize               n);

/* ---- locales ---- */

/* Makes @name ("de_DE.UTF-8") the LC_NUMERIC locale. The test run's own is
 * C.UTF-8, and no other needs to be installed: @name is compiled from
 * glibc's definitions (Debian's "locales" package) into a scratch folder that
 * LOCPATH points at; sudoku_test_forget_numeric_locales() removes it. */
void      sudoku_test_use_numeric_locale   (const char  *name);
void      sudoku_test_forget_numeric_locales (void);

G_END_DECLS
