// A table of a shared library's functions, loaded with dlopen on first use instead of linked:
// a linked library is mapped and relocated when any `shapebook` process starts, whether or not
// the process calls it (docs/benchmarks.md). The shims of GEOS, ZeroMQ and OpenSSL include this.
#ifndef SHAPEBOOK_DYNAMIC_TABLE_H
#define SHAPEBOOK_DYNAMIC_TABLE_H
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// Writes `reason` then `detail` into `message` (`message_size` bytes, always terminated).
static inline void shapebook_dynamic_fail(char *message, size_t message_size, const char *reason, const char *detail) {
    snprintf(message, message_size, "%s%s", reason ? reason : "dlopen failed", detail);
}

/// Defines `TYPE`, a struct with one field per function `LIST` names, each named and typed as
/// the function its header declares, and `LOADER(message, message_size)`, which loads `SONAME`
/// and fills a table that lives as long as the process. The loader returns NULL, with the
/// reason in `message`, when the library or one of its functions is missing. Call it once.
#define SHAPEBOOK_DYNAMIC_TABLE(TYPE, LOADER, SONAME, LIST) \
    typedef struct { LIST(SHAPEBOOK_DYNAMIC_FIELD) } TYPE; \
    static inline const TYPE *_Nullable LOADER(char *_Nonnull message, size_t message_size) { \
        message[0] = 0; \
        void *library = dlopen(SONAME, RTLD_NOW | RTLD_LOCAL); \
        if (!library) { \
            shapebook_dynamic_fail(message, message_size, dlerror(), ""); \
            return NULL; \
        } \
        TYPE *table = (TYPE *)calloc(1, sizeof(TYPE)); \
        if (!table) { \
            shapebook_dynamic_fail(message, message_size, "out of memory", ""); \
            return NULL; \
        } \
        LIST(SHAPEBOOK_DYNAMIC_FIND) \
        return table; \
    }

#define SHAPEBOOK_DYNAMIC_FIELD(name) __typeof__(name) *_Nonnull name;
#define SHAPEBOOK_DYNAMIC_FIND(name) \
    *(void **)&table->name = dlsym(library, #name); \
    if (!table->name) { \
        shapebook_dynamic_fail(message, message_size, "missing function ", #name); \
        free(table); \
        return NULL; \
    }
#endif
