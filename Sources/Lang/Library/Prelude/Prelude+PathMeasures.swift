extension Prelude {
    /// What a path measures and how paths combine: length, area, SVG data and Swift code, trims,
    /// stroke outlines and iOS 17's set operations, each run natively on Geometry's `Path`; and
    /// CoreGraphics' `CGPath` that `path.cgPath` gives, with its
    /// (non-optional) `currentPoint` and iOS 16's set operations, which `Path(cgPath)` draws.
    static let pathMeasures = #"""
    /// CoreGraphics' immutable path, as `Path.cgPath` gives it.
    struct CGPath {
        var _path: Path
        /// The point the path ends at; zero for an empty path (unlike `Path.currentPoint`).
        var currentPoint: CGPoint { _path.currentPoint ?? CGPoint(x: 0, y: 0) }
        /// The smallest rectangle containing the path, control points excluded.
        var boundingBox: CGRect { _path.boundingRect }
        /// Whether the path has no elements.
        var isEmpty: Bool { _path.isEmpty }
        /// The area covered by either path (iOS 16's set operations, computed with GEOS).
        func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
            CGPath(_path: _path.union(other._path, eoFill: rule == .evenOdd))
        }
        /// The area covered by both paths.
        func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
            CGPath(_path: _path.intersection(other._path, eoFill: rule == .evenOdd))
        }
        /// This path's area without the other's.
        func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
            CGPath(_path: _path.subtracting(other._path, eoFill: rule == .evenOdd))
        }
        /// The area covered by exactly one of the paths.
        func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
            CGPath(_path: _path.symmetricDifference(other._path, eoFill: rule == .evenOdd))
        }
        /// The parts of this path's lines inside the other path.
        func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
            CGPath(_path: _path.lineIntersection(other._path, eoFill: rule == .evenOdd))
        }
        /// The parts of this path's lines outside the other path.
        func lineSubtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
            CGPath(_path: _path.lineSubtracting(other._path, eoFill: rule == .evenOdd))
        }
    }
    /// How a CoreGraphics path decides what is inside: the nonzero winding rule or even-odd.
    enum CGPathFillRule { case winding, evenOdd }

    /// Two paths are equal when they have the same elements, as SwiftUI's `Path` is `Equatable`.
    extension Path: Equatable {}
    extension _PathElement: Equatable {}

    extension Path {
        /// The number of elements (moves, lines, curves and closes; Shapebook).
        var elementCount: Int { _elements.count }
        /// The path that SVG path data (`M 0 0 L 10 10 Z`) draws.
        @_native("Path.svg") init(svgPathData: String)
        /// A copy of `path`.
        init(_ path: Path) { _elements = path._elements }
        /// The path of CoreGraphics' `path`.
        init(_ path: CGPath) { _elements = path._path._elements }
        /// The same path, as CoreGraphics' `CGPath`.
        var cgPath: CGPath { CGPath(_path: self) }
        /// The total arc length of the outline (Shapebook; tolerance 0.05 pt).
        var length: Double { _measure(0) }
        /// The area enclosed (nonzero rule over flattened outlines; Shapebook).
        var area: Double { _measure(1) }
        /// The path as SVG path data (`M … L … C … Z`).
        var svgPathData: String { _text(0) }
        /// Swift source that rebuilds the path: freezes a random shape for use in an app.
        var swiftCode: String { _text(1) }
        /// The part of the path between two fractions of its length.
        @_native("Path.trimmed") func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path
        /// The outline of the stroke as a fillable path.
        @_native("Path.stroked") func strokedPath(_ style: StrokeStyle) -> Path
        /// The point at a fraction (0…1) of the path's length (Shapebook); nil for an empty path.
        @_native("Path.pointAt") func point(at fraction: CGFloat) -> CGPoint?
        /// `count` points evenly spaced along the path by arc length (Shapebook).
        @_native("Path.points") func points(count: Int) -> [CGPoint]
        /// The area covered by either path (iOS 17's set operations, computed with GEOS).
        func union(_ other: Path, eoFill: Bool = false) -> Path { _combined(other, 0, eoFill) }
        /// The area covered by both paths.
        func intersection(_ other: Path, eoFill: Bool = false) -> Path { _combined(other, 1, eoFill) }
        /// This path's area without the other's.
        func subtracting(_ other: Path, eoFill: Bool = false) -> Path { _combined(other, 2, eoFill) }
        /// The area covered by exactly one of the paths.
        func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path { _combined(other, 3, eoFill) }
        /// The parts of this path's lines inside the other path.
        func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path { _combined(other, 4, eoFill) }
        /// The parts of this path's lines outside the other path.
        func lineSubtracting(_ other: Path, eoFill: Bool = false) -> Path { _combined(other, 5, eoFill) }
        @_native("Path.measure") func _measure(_ which: Int) -> Double
        @_native("Path.text") func _text(_ which: Int) -> String
        @_native("Path.combined") func _combined(_ other: Path, _ operation: Int, _ eoFill: Bool) -> Path
    }
    """#
}
