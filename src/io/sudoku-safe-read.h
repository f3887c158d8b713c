/* sudoku-safe-read.h: reading a file the program found by itself in one of its folders
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Reads @file whole when it is a regular file itself (a symbolic link is
 * refused, wherever it points) of at most the size of any puzzle or layout
 * file, without ever blocking on it. @file must be a local file. On success
 * @contents holds @length bytes and a NUL after them. Errors start with the
 * file's whole path: G_IO_ERROR_NOT_REGULAR_FILE (a named pipe, a device, a
 * folder), SUDOKU_FILE_ERROR_TOO_LARGE, or a G_IO_ERROR from the system
 * (G_IO_ERROR_TOO_MANY_LINKS for a link). */
gboolean sudoku_safe_read_file (GFile         *file,
                                GCancellable  *cancellable,
                                char         **contents,
                                gsize         *length,
                                GError       **error);

G_END_DECLS
