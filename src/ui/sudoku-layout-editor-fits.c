/* sudoku-layout-editor-fits.c: whether a Sudoku fits the layout painted, found off the main thread
 *
 * Copyright 2026 The Sudoku Solver developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Regions of nine cells and houses of nine can still leave no way to fill
 * the grid: a house that shares eight cells with a region and has its
 * ninth in the row of the region's ninth, say. The editor then said "ready
 * to save", and New Puzzle found out. The check is the generator's own
 * (sk_generate_layout_fits): most layouts answer in a few dozen calls, on
 * the main thread; one that does not may take a second or two more, so
 * that goes to a worker thread, once for each layout painted, and a newer
 * layout cancels the older check.
 */

#define G_LOG_DOMAIN "sudoku-layout-editor-fits"

#include "config.h"

#include "sk-generate.h"
#include "sudoku-engine-task.h"
#include "sudoku-layout-editor-private.h"

/* A search this short takes well under a millisecond: the main thread can
 * afford it at each stroke of the brush. */
#define QUICK_CALLS 2000

typedef struct
{
  SkLayout    layout;
  SkLayoutFit fit;
} FitsJob;

/* Worker thread. */
static void
fits_job (gpointer          job_data,
          const atomic_int *cancel)
{
  FitsJob *job = job_data;

  job->fit = sk_generate_layout_fits (&job->layout, 0, cancel);
}

static void
fits_done (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  FitsJob *job = sudoku_engine_task_run_finish (result, &error);
  SudokuLayoutEditor *self;

  /* Cancelled: a newer layout, or the editor is gone. */
  if (job == NULL)
    return;
  self = SUDOKU_LAYOUT_EDITOR (user_data);
  self->fit = job->fit == SK_LAYOUT_FITS ? SUDOKU_LAYOUT_FIT_YES : SUDOKU_LAYOUT_FIT_NO;
  _sudoku_layout_editor_validate (self);
}

SudokuLayoutFitState
_sudoku_layout_editor_fits (SudokuLayoutEditor *self,
                            const SkLayout     *layout)
{
  FitsJob *job;

  if (self->fit != SUDOKU_LAYOUT_FIT_UNKNOWN && sk_layout_equal (&self->fit_layout, layout))
    return self->fit;

  g_cancellable_cancel (self->fit_cancellable);
  g_clear_object (&self->fit_cancellable);
  self->fit_layout = *layout;

  /* Most layouts answer at once, here: no "Checking…" flashes by. */
  switch (sk_generate_layout_fits (layout, QUICK_CALLS, NULL))
    {
    case SK_LAYOUT_FITS:
      return self->fit = SUDOKU_LAYOUT_FIT_YES;
    case SK_LAYOUT_DOES_NOT_FIT:
      return self->fit = SUDOKU_LAYOUT_FIT_NO;
    case SK_LAYOUT_FIT_UNKNOWN:
    case SK_LAYOUT_FIT_CANCELLED:
    default:
      break;
    }

  self->fit_cancellable = g_cancellable_new ();
  self->fit = SUDOKU_LAYOUT_FIT_CHECKING;

  job = g_new0 (FitsJob, 1);
  job->layout = *layout;
  sudoku_engine_task_run_async (fits_job, job, g_free, self->fit_cancellable, fits_done, self);
  return self->fit;
}
