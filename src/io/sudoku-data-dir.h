/* sudoku-data-dir.h: where the program's shipped data files are
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* A folder of the shipped data ("layouts", "puzzles"): $SUDOKU_SOLVER_DATADIR
 * when set, the source tree's data/ when the program runs from its build
 * tree, else the installed data folder. */
GFile *sudoku_data_dir_get_folder (const char *name);

G_END_DECLS
