extension Prelude {
    /// The polygons article's random shapes, drawn by Geometry as the old language draws them
    /// (`seed` fixes the shape).
    static let randomShapes = #"""
    /// An irregular polygon: vertices at equal angles, radius random in r/3…r (seeded).
    struct RandomPolygon: Shape {
        var sides: Int
        var seed: Int = 0
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }
    /// Random points joined by straight lines: the blob article's first random shape (seeded).
    struct RandomPoints: Shape {
        var count: Int
        var seed: Int = 0
        @_native("Shape.path") func path(in rect: CGRect) -> Path
    }
    """#
}
