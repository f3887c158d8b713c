/* sudoku-layout-catalog.h: every layout the program knows, shipped and the user's own
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "sudoku-layout-info.h"

G_BEGIN_DECLS

#define SUDOKU_TYPE_LAYOUT_CATALOG (sudoku_layout_catalog_get_type ())

G_DECLARE_FINAL_TYPE (SudokuLayoutCatalog, sudoku_layout_catalog, SUDOKU, LAYOUT_CATALOG, GObject)

/* A GListModel of SudokuLayoutInfo: the standard boxes first, then the shipped
 * layouts, then the user's, each group sorted by name. It always holds the
 * standard layout, even before loading or when no folder can be read. */
SudokuLayoutCatalog *sudoku_layout_catalog_new              (void);
SudokuLayoutCatalog *sudoku_layout_catalog_new_for_folders  (GFile                *shipped,
                                                             GFile                *user);
GFile               *sudoku_layout_catalog_get_user_folder  (SudokuLayoutCatalog  *self);

/* Reads both folders again. A file that cannot be read or is not a valid
 * layout is skipped; the reasons are kept as warnings ("FILE:LINE: problem"). */
void                 sudoku_layout_catalog_load             (SudokuLayoutCatalog  *self,
                                                             GCancellable         *cancellable);
void                 sudoku_layout_catalog_load_async       (SudokuLayoutCatalog  *self,
                                                             GCancellable         *cancellable,
                                                             GAsyncReadyCallback   callback,
                                                             gpointer              user_data);
gboolean             sudoku_layout_catalog_load_finish      (SudokuLayoutCatalog  *self,
                                                             GAsyncResult         *result,
                                                             GError              **error);
const char * const  *sudoku_layout_catalog_get_warnings     (SudokuLayoutCatalog  *self);

/* By id, or else by the name shown, in any case. */
SudokuLayoutInfo    *sudoku_layout_catalog_lookup           (SudokuLayoutCatalog  *self,
                                                             const char           *id_or_name);
/* The first entry that splits the board the same way, or NULL. */
SudokuLayoutInfo    *sudoku_layout_catalog_find             (SudokuLayoutCatalog  *self,
                                                             const SkLayout       *layout);

/* Writes a .layout file into the user's folder (made if missing) through
 * sudoku_safe_write_contents(), and adds it. A user layout of the same name is
 * replaced; any other clash of ids gets a number ("windmill-2"). */
void                 sudoku_layout_catalog_save_async       (SudokuLayoutCatalog  *self,
                                                             const char           *name,
                                                             const SkLayout       *layout,
                                                             GCancellable         *cancellable,
                                                             GAsyncReadyCallback   callback,
                                                             gpointer              user_data);
SudokuLayoutInfo    *sudoku_layout_catalog_save_finish      (SudokuLayoutCatalog  *self,
                                                             GAsyncResult         *result,
                                                             GError              **error);

G_END_DECLS
