/* sudoku-layout-file.h: region layouts stored as files
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three forms are read: the [Layout] key file (Name=, Regions= nine rows of
 * nine symbols separated by ';'), a plain region map (nine lines of nine
 * symbols, or one line of 81) and a KSudoku shape file (<ksudoku-graph>).
 */

#pragma once

#include <gio/gio.h>

#include "sk-layout.h"

G_BEGIN_DECLS

gboolean sudoku_layout_file_parse   (const char      *data,
                                     gsize            length,
                                     const char      *display_name,
                                     SkLayout        *layout,
                                     char           **name,
                                     GError         **error);
gboolean sudoku_layout_file_load    (GFile           *file,
                                     GCancellable    *cancellable,
                                     SkLayout        *layout,
                                     char           **name,
                                     GError         **error);
char    *sudoku_layout_file_write   (const SkLayout  *layout,
                                     const char      *name);

G_END_DECLS
