extension Prelude {
    /// SwiftUI's `Path`: its elements are Swift values here, and the operations that need
    /// geometry (arcs, ellipses, rounded rectangles, bounds, transforms) run natively on
    /// Geometry's `Path`, the same code the renderer uses.
    static let path = #"""
    /// One drawing command of a path, in absolute coordinates.
    enum _PathElement {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(CGPoint, CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
        case closeSubpath
    }

    /// How the corners of a rounded rectangle are drawn.
    enum RoundedCornerStyle {
        /// Quarter circles.
        case circular
        /// Continuous curvature, as Apple's squircle corners.
        case continuous
    }

    /// An outline: subpaths of lines and Bézier curves.
    struct Path {
        var _elements: [_PathElement]
        /// An empty path.
        init() { _elements = [] }
        /// A path built by `build`, which adds to the empty path it is given.
        init(_ build: (inout Path) -> Void) {
            _elements = []
            build(&self)
        }
        /// A closed rectangle.
        @_native("Path.rect") init(_ rect: CGRect)
        /// A rectangle with rounded corners of radius `cornerRadius`.
        @_native("Path.roundedRect") init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
        /// A rectangle with rounded corners of elliptical size `cornerSize`.
        @_native("Path.roundedRectSize") init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
        /// The ellipse inscribed in `rect`.
        @_native("Path.ellipse") init(ellipseIn rect: CGRect)

        /// Whether the path has no elements.
        var isEmpty: Bool { _elements.isEmpty }
        /// The smallest rectangle containing every point of the path, control points excluded.
        var boundingRect: CGRect { _boundingRect() }
        /// The end of the last element; nil for an empty path.
        var currentPoint: CGPoint? { _currentPoint() }

        /// Starts a new subpath at `point`.
        mutating func move(to point: CGPoint) { _elements.append(.move(point)) }
        /// Adds a straight line from the current point to `point`.
        mutating func addLine(to point: CGPoint) { _elements.append(.line(point)) }
        /// Adds a quadratic Bézier curve from the current point to `point`.
        mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { _elements.append(.quadCurve(point, control)) }
        /// Adds a cubic Bézier curve from the current point to `point`.
        mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
            _elements.append(.curve(point, control1, control2))
        }
        /// Closes the current subpath with a line back to its start.
        mutating func closeSubpath() { _elements.append(.closeSubpath) }
        /// Adds straight lines through `points`, starting a new subpath at the first.
        mutating func addLines(_ points: [CGPoint]) {
            for (index, point) in points.enumerated() {
                if index == 0 { move(to: point) } else { addLine(to: point) }
            }
        }
        /// Adds a closed rectangle subpath.
        @_native("Path.addRect") mutating func addRect(_ rect: CGRect)
        /// Adds a closed rectangle subpath for each rectangle.
        mutating func addRects(_ rects: [CGRect]) {
            for rect in rects { addRect(rect) }
        }
        /// Adds the ellipse inscribed in `rect` as a closed subpath.
        @_native("Path.addEllipse") mutating func addEllipse(in rect: CGRect)
        /// Adds a rounded rectangle as a closed subpath.
        @_native("Path.addRoundedRect") mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
        /// Adds an arc of the circle around `center` from `startAngle` to `endAngle`, with a line
        /// from the current point to its start (`clockwise` as on screen, y down).
        @_native("Path.addArc") mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool)
        /// Adds an arc of radius `radius` tangent to the lines from the current point to
        /// `tangent1End` and from there to `tangent2End`.
        @_native("Path.addTangentArc") mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat)
        /// Adds an arc of the circle around `center` sweeping `delta` from `startAngle`.
        @_native("Path.addRelativeArc") mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle)
        /// Adds all of `path`'s elements, mapped through `transform`.
        mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
            _elements.append(contentsOf: transform == .identity ? path._elements : path.applying(transform)._elements)
        }
        /// The path with every point mapped through `transform`.
        @_native("Path.applying") func applying(_ transform: CGAffineTransform) -> Path
        /// The path moved by (`dx`, `dy`).
        func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }
        /// Whether `point` is inside the filled path (nonzero rule).
        @_native("Path.contains") func contains(_ point: CGPoint) -> Bool
        @_native("Path.boundingRect") func _boundingRect() -> CGRect
        @_native("Path.currentPoint") func _currentPoint() -> CGPoint?
    }
    """#
}
