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
/* The same, messages naming the file @display_name (NULL: its display
 * name), as a command line names a file the way it was typed. */
gboolean sudoku_layout_file_load_as (GFile           *file,
                                     const char      *display_name,
                                     GCancellable    *cancellable,
                                     SkLayout        *layout,
                                     char           **name,
                                     GError         **error);
char    *sudoku_layout_file_write   (const SkLayout  *layout,
                                     const char      *name);

/* One warning for each region of @layout in more than one piece, "WHERE:
 * region 3 is not connected", the region named by its symbol in the source
 * text; an empty vector when every region is connected. */
GStrv    sudoku_layout_disconnected_warnings (const SkLayout *layout,
                                              const char     *where);

G_END_DECLS
