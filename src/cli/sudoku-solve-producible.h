/* sudoku-solve-producible.h: --generate options that can never make a puzzle, refused at once
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sk-generate.h"

G_BEGIN_DECLS

/* FALSE, after printing why as a usage error, when no attempt of
 * sk_generate() with @options could ever succeed on @layout (with
 * options->random_layout, a new random jigsaw layout each time with
 * @layout's extra houses), so that the command says so at once instead of
 * at the end of its time limit. */
gboolean sudoku_solve_check_producible (const SkGenerateOptions *options,
                                        const SkLayout          *layout);

G_END_DECLS
