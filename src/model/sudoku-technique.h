/* sudoku-technique.h: the names of the solving techniques, for people
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "sk-logic.h"

G_BEGIN_DECLS

const char *sudoku_technique_get_name (SkTechnique technique);

G_END_DECLS
