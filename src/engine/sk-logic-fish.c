/* sk-logic-fish.c: STUB */
#include "sk-logic-private.h"
bool
sk_find_basic_fish (const SkLogicContext *ctx, int size, SkStep *step)
{
  (void) ctx;
  (void) size;
  (void) step;
  return false;
}

bool
sk_find_finned_fish (const SkLogicContext *ctx, int size, SkStep *step)
{
  (void) ctx;
  (void) size;
  (void) step;
  return false;
}

