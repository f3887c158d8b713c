/* sudoku-number.h: counts as the user's locale writes them
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *sudoku_format_count (guint64 count);

G_END_DECLS
