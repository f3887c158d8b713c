/* sk-logic-forcing.c: STUB */
#include "sk-logic-private.h"
bool
sk_find_forcing_chain (const SkLogicContext *ctx, SkTechnique technique, SkStep *step)
{
  (void) ctx;
  (void) technique;
  (void) step;
  return false;
}

