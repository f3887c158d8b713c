/* sudoku-solve-layouts.h: --layout and --list-layouts, layouts by file or by name
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sk-layout.h"

G_BEGIN_DECLS

/* "id  name" for every layout of the catalog, shipped and the user's. */
void     sudoku_solve_list_layouts (void);
/* A file when there is one of that name, else a layout of the catalog by id
 * or name; FALSE, with the reason printed, when neither. */
gboolean sudoku_solve_load_layout  (const char *path,
                                    SkLayout   *layout);
/* Each of the NULL-terminated @warnings on standard error, as
 * "sudoku-solve: warning: …". */
void     sudoku_solve_print_warnings (const char * const *warnings);

G_END_DECLS
