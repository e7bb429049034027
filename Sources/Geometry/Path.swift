/// A resolution-independent outline with SwiftUI's `Path` semantics: a list of subpaths made of
/// lines and quadratic and cubic Bézier curves, in y-down coordinates.
///
/// Arcs, ellipses and rounded rectangles are stored as cubic Béziers. Measuring, trimming,
/// stroking, set operations and SVG conversion live in `Path+Topic.swift` files beside this one.
public struct Path: Hashable, Sendable {
    /// The drawing commands, in order. Every subpath starts with `.move`.
    public private(set) var elements: [PathElement] = []
    /// Where the current subpath started: `closeSubpath` returns here.
    public private(set) var subpathStart: Point?
    /// The end of the last element, as `CGPath.currentPoint`; nil for an empty path.
    public private(set) var currentPoint: Point?

    /// An empty path.
    public init() {}

    /// Builds a path by running `build` on an empty one, as `Path { p in … }`.
    public init(_ build: (inout Path) throws -> Void) rethrows {
        try build(&self)
    }

    /// A path made by appending `elements` in order (with `append`'s rules).
    public init(elements: [PathElement]) {
        for element in elements { append(element) }
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends one element, keeping `currentPoint` and the subpath start up to date.
    ///
    /// A line or curve with no current point starts a subpath at its own end point, which is
    /// what CoreGraphics draws after logging a warning.
    public mutating func append(_ element: PathElement) {
        switch element {
        case .move(let p):
            // Consecutive moves collapse into one, as in CoreGraphics.
            if case .move = elements.last { elements.removeLast() }
            elements.append(element)
            subpathStart = p
            currentPoint = p
        case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
            if currentPoint == nil {
                append(.move(to: p))
                return
            }
            elements.append(element)
            currentPoint = p
        case .closeSubpath:
            guard currentPoint != nil else { return }
            if case .closeSubpath = elements.last { return }
            elements.append(.closeSubpath)
            currentPoint = subpathStart
        }
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) { append(.move(to: p)) }
    /// Adds a straight line from the current point to `p`.
    public mutating func addLine(to p: Point) { append(.line(to: p)) }
    /// Adds a quadratic Bézier from the current point to `p`.
    public mutating func addQuadCurve(to p: Point, control: Point) { append(.quadCurve(to: p, control: control)) }
    /// Adds a cubic Bézier from the current point to `p`.
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        append(.curve(to: p, control1: control1, control2: control2))
    }
    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() { append(.closeSubpath) }

    /// Adds straight lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds a closed rectangle subpath, clockwise on screen from the origin, as `CGPath.addRect`.
    public mutating func addRect(_ rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Makes room for `count` more elements, so that building a path of known size does not
    /// grow its storage by repeated copies.
    mutating func reserveCapacity(forMore count: Int) {
        elements.reserveCapacity(elements.count + count)
    }

    /// Appends all of `other`'s elements, mapped through `transform`.
    public mutating func addPath(_ other: Path, transform: Transform = .identity) {
        for element in other.elements { append(element.applying(transform)) }
    }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: Transform) -> Path {
        var result = Path()
        result.addPath(self, transform: transform)
        return result
    }

    /// The path moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Path {
        applying(Transform(translationX: dx, y: dy))
    }
}
