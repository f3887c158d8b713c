/* sk-logic-leftovers.c: STUB */
#include "sk-logic-private.h"
bool
sk_find_law_of_leftovers (const SkLogicContext *ctx, SkStep *step)
{
  (void) ctx;
  (void) step;
  return false;
}

