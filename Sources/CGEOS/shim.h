// libgeos_c for Geometry's set operations, through its reentrant (_r) C API.
//
// libgeos_c is loaded with dlopen on the first set operation, not linked: linked, it and the C++
// GEOS library behind it are mapped and relocated (about 5,500 symbol bindings) when any
// `shapebook` process starts, about 1.7 ms of every `shapebook run` whether or not the program
// ever forms a union. geos_c.h still declares the functions, so each table entry below has the
// declared function's exact type.

// Only the reentrant (_r) API: every call takes an explicit context, one per thread.
#define GEOS_USE_ONLY_R_API
#include <geos_c.h>
#include "../CGlibc/dynamic_table.h"

/// Every libgeos_c function Geometry calls.
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

/// `shapebook_geos_api`, the table, and `shapebook_geos_load`, which loads libgeos_c into it.
SHAPEBOOK_DYNAMIC_TABLE(shapebook_geos_api, shapebook_geos_load, "libgeos_c.so.1", SHAPEBOOK_GEOS_FUNCTIONS)
