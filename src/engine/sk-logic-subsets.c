/* sk-logic-subsets.c: STUB */
#include "sk-logic-private.h"
bool
sk_find_naked_subset (const SkLogicContext *ctx, int size, SkStep *step)
{
  (void) ctx;
  (void) size;
  (void) step;
  return false;
}

bool
sk_find_hidden_subset (const SkLogicContext *ctx, int size, SkStep *step)
{
  (void) ctx;
  (void) size;
  (void) step;
  return false;
}

