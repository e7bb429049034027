// Declarations-only stub of Shapebook's own builtins (docs/reference.md, LANGUAGE.md §4), for
// `swiftc -typecheck` of cells: the seeds' shapes. Only type-checked, never run.
@_exported import SwiftUI

/// A regular polygon: circumradius min(w, h)/2 about the centre, first vertex at angle 0.
public struct RegularPolygon: InsettableShape {
    public init(sides: Int) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// The polygon through the given points (absolute coordinates in the frame).
public struct Polygon: InsettableShape {
    public init(points: [CGPoint]) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// An irregular polygon: vertices at equal angles, radius random in r/3…r (seeded).
public struct RandomPolygon: InsettableShape {
    public init(sides: Int, seed: Int? = nil) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// Random points joined by straight lines: the blob article's first random shape (seeded).
public struct RandomPoints: InsettableShape {
    public init(count: Int, seed: Int? = nil) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// The curves of the blob article's random blobs.
public enum BlobStyle: Hashable, Sendable {
    case quad, alternatingCubic, cubic, smooth
}

/// A random blob (seeded): the article's curves, or `.smooth` with no sharp corner.
public struct Blob: InsettableShape {
    public init(points: Int, seed: Int? = nil, style: BlobStyle = .smooth) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// The rounded star of the star article, with exactly tangent corner arcs.
public struct Star: InsettableShape {
    public init(points: Int = 5, cornerRadius: CGFloat = 0, innerRatio: CGFloat = 0.4, innerCornerRadius: CGFloat? = nil,
                isCutout: Bool = false, isCircleOutline: Bool = false) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// The heart of the blob article.
public struct Heart: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// Two outlines resampled to matching points and interpolated at `progress` (0…1).
public struct Morph: InsettableShape {
    public init<From: Shape, To: Shape>(from: From, to: To, progress: Double, samples: Int = 100) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// How metaballs join: two-Bézier necks between pairs, or the summed field's contour.
public enum MetaballStyle: Hashable, Sendable {
    case bridge, field
}

/// Circles joined into blobs.
public struct Metaballs: InsettableShape {
    public init(_ circles: [(center: CGPoint, radius: CGFloat)], style: MetaballStyle = .bridge, threshold: Double = 1) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// A list of numbers that animates component by component (the morphing article's AnimatableVector).
public struct AnimatableVector: VectorArithmetic, Sendable {
    public var values: [Double]
    public init() { fatalError() }
    public init(with values: [Double]) { fatalError() }
    public init(values: [Double]) { fatalError() }
    public var count: Int { fatalError() }
    public static var zero: AnimatableVector { fatalError() }
    public static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector { fatalError() }
    public static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector { fatalError() }
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
}

// MARK: - Beyond SwiftUI's Path

extension Path {
    /// Reads SVG path data (all commands).
    public init(svgPathData: String) { fatalError() }
    /// The length of the path.
    public var length: CGFloat { fatalError() }
    /// The area the path encloses (nonzero rule).
    public var area: CGFloat { fatalError() }
    /// The number of elements of the path.
    public var elementCount: Int { fatalError() }
    /// The point at `fraction` (0…1) of the path's length.
    public func point(at fraction: CGFloat) -> CGPoint { fatalError() }
    /// `count` points evenly spaced by arc length.
    public func points(count: Int) -> [CGPoint] { fatalError() }
    /// The path as SVG path data.
    public var svgPathData: String { fatalError() }
    /// Swift source that rebuilds the path.
    public var swiftCode: String { fatalError() }
}

extension CGPoint {
    /// The distance to another point.
    public func distance(to other: CGPoint) -> CGFloat { fatalError() }
}

extension CGRect {
    /// The centre of the rectangle.
    public var center: CGPoint { fatalError() }
}
