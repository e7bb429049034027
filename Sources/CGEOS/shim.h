// Only the reentrant (_r) API: every call takes an explicit context, one per thread.
#define GEOS_USE_ONLY_R_API
#include <geos_c.h>
