/* sudoku-safe-write-private.h: the temporary files a signal handler may have to remove
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Lists @path among the temporary files being written; returns its place in
 * the list, or -1 when the list is full or the path too long (the file is
 * then left to the next write's clean-up, as after a SIGKILL). */
int  _sudoku_safe_write_register_temp   (const char *path);
/* After the file was renamed or removed. -1 is ignored. */
void _sudoku_safe_write_unregister_temp (int         slot);

G_END_DECLS
