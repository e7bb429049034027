// libgeos_c for Geometry's set operations, through its reentrant (_r) C API.
//
// libgeos_c is loaded with dlopen on the first set operation, not linked: linked, it and the C++
// GEOS library behind it are mapped and relocated (about 5,500 symbol bindings) when any
// `shapebook` process starts, about 1.7 ms of every `shapebook run` whether or not the program
// ever forms a union (docs/benchmarks.md). geos_c.h still declares the functions, so each
// table entry below has the declared function's exact type.

// Only the reentrant (_r) API: every call takes an explicit context, one per thread.
#define GEOS_USE_ONLY_R_API
#include <geos_c.h>
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

/// Every libgeos_c function Geometry calls: the table's fields, found with dlsym by these names.
#define SHAPEBOOK_GEOS_FUNCTIONS(X) \
    X(GEOS_init_r) X(GEOS_finish_r) X(GEOSContext_setErrorMessageHandler_r) \
    X(GEOS_interruptRegisterCallback) X(GEOS_interruptRequest) X(GEOS_interruptCancel) \
    X(GEOSGeom_destroy_r) X(GEOSGeom_clone_r) X(GEOSGeomTypeId_r) X(GEOSisEmpty_r) X(GEOSisValid_r) \
    X(GEOSCoordSeq_copyFromBuffer_r) X(GEOSCoordSeq_copyToBuffer_r) X(GEOSCoordSeq_getSize_r) \
    X(GEOSGeom_getCoordSeq_r) X(GEOSGeom_createPointFromXY_r) X(GEOSGeom_createLineString_r) \
    X(GEOSGeom_createLinearRing_r) X(GEOSGeom_createPolygon_r) X(GEOSGeom_createEmptyPolygon_r) \
    X(GEOSGeom_createCollection_r) X(GEOSGetNumGeometries_r) X(GEOSGetGeometryN_r) \
    X(GEOSGetExteriorRing_r) X(GEOSGetNumInteriorRings_r) X(GEOSGetInteriorRingN_r) \
    X(GEOSGeomGetX_r) X(GEOSGeomGetY_r) X(GEOSArea_r) X(GEOSGetCentroid_r) X(GEOSPointOnSurface_r) \
    X(GEOSConvexHull_r) X(GEOSBuffer_r) X(GEOSTopologyPreserveSimplify_r) \
    X(GEOSUnion_r) X(GEOSIntersection_r) X(GEOSDifference_r) X(GEOSSymDifference_r) \
    X(GEOSUnaryUnion_r) X(GEOSLineMerge_r) X(GEOSPolygonize_r) \
    X(GEOSPrepare_r) X(GEOSPreparedContains_r) X(GEOSPreparedGeom_destroy_r) \
    X(GEOSVoronoiDiagram_r) X(GEOSDelaunayTriangulation_r)

/// The libgeos_c entry points, each field named and typed as the function it points to.
typedef struct {
#define SHAPEBOOK_GEOS_FIELD(name) __typeof__(name) *_Nonnull name;
    SHAPEBOOK_GEOS_FUNCTIONS(SHAPEBOOK_GEOS_FIELD)
#undef SHAPEBOOK_GEOS_FIELD
} shapebook_geos_api;

/// Loads libgeos_c and finds its entry points. Call once per process: the library and the
/// returned table stay for the life of the process. Returns NULL with the reason in `message`
/// (`message_size` bytes).
static inline const shapebook_geos_api *_Nullable shapebook_geos_load(char *_Nonnull message, size_t message_size) {
    message[0] = 0;
    void *library = dlopen("libgeos_c.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        strncpy(message, reason ? reason : "dlopen failed", message_size - 1);
        message[message_size - 1] = 0;
        return NULL;
    }
    shapebook_geos_api *api = (shapebook_geos_api *)calloc(1, sizeof(shapebook_geos_api));
    if (!api) {
        strncpy(message, "out of memory", message_size - 1);
        message[message_size - 1] = 0;
        return NULL;
    }
#define SHAPEBOOK_GEOS_FIND(name) \
    *(void **)&api->name = dlsym(library, #name); \
    if (!api->name) { \
        strncpy(message, "libgeos_c.so.1 lacks " #name, message_size - 1); \
        message[message_size - 1] = 0; \
        free(api); \
        return NULL; \
    }
    SHAPEBOOK_GEOS_FUNCTIONS(SHAPEBOOK_GEOS_FIND)
#undef SHAPEBOOK_GEOS_FIND
    return api;
}
