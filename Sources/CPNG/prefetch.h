// A cache prefetch for Render's blitter. Swift has no prefetch of its own, and CPNG, a module
// Render already imports whose header functions are inlined into Swift (CPNGWriter's compiled C
// would be a call), can carry one; this header has nothing to do with PNG otherwise.
#ifndef SHAPEBOOK_PREFETCH_H
#define SHAPEBOOK_PREFETCH_H

/// Asks the CPU to bring the cache line holding `address` closer (no fault if it is invalid).
static inline void shapebook_prefetch(const void *address) { __builtin_prefetch(address, 1, 3); }

#endif
