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
/* The engine's kebab-case id ("x-wing"), for settings and files. */
const char *sudoku_technique_get_id   (SkTechnique  technique);
gboolean    sudoku_technique_from_id  (const char  *id,
                                       SkTechnique *technique);
/* A puzzle's level, translated ("Easy", "Diabolical"). */
const char *sudoku_level_get_name     (SkLevel      level);

G_END_DECLS
