extension Prelude {
    /// SwiftUI's `transform:` parameter of `Path`'s shape and arc methods: the shape is built
    /// untransformed, then every point (control points too, which is exact for Béziers) goes
    /// through the affine transform, as CoreGraphics does.
    static let pathTransforms = #"""
    extension Path {
        /// Adds a closed rectangle subpath, its corners mapped through `transform`.
        mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
            _elements.append(contentsOf: Path(rect).applying(transform)._elements)
        }
        /// Adds a closed rectangle subpath for each rectangle, mapped through `transform`.
        mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform) {
            for rect in rects { addRect(rect, transform: transform) }
        }
        /// Adds the ellipse inscribed in `rect`, mapped through `transform`, as a closed subpath.
        mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
            _elements.append(contentsOf: Path(ellipseIn: rect).applying(transform)._elements)
        }
        /// Adds an ellipse inscribed in each rectangle, mapped through `transform`, each as its own subpath.
        mutating func addEllipses(_ rects: [CGRect], transform: CGAffineTransform) {
            for rect in rects { addEllipse(in: rect, transform: transform) }
        }
        /// Adds a rounded rectangle, mapped through `transform`, as a closed subpath.
        mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform) {
            _elements.append(contentsOf: Path(roundedRect: rect, cornerSize: cornerSize, style: style).applying(transform)._elements)
        }
        /// Adds an arc of the circle around `center` with its points mapped through `transform`;
        /// the line from the current point goes to the arc's mapped start.
        mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform) {
            var arc = Path()
            arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
            _joinArc(arc.applying(transform))
        }
        /// Adds an arc sweeping `delta` from `startAngle` with its points mapped through `transform`;
        /// the line from the current point goes to the arc's mapped start.
        mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform) {
            var arc = Path()
            arc.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
            _joinArc(arc.applying(transform))
        }
        /// Adds an arc of radius `radius` tangent to the lines from the current point to
        /// `tangent1End` and on to `tangent2End`, all three taken in the space `transform` maps
        /// into the path (the current point mapped back through its inverse), then mapped
        /// through `transform`, as CoreGraphics adds it; on an empty path, a move to the mapped
        /// `tangent1End`.
        mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform) {
            var arc = Path()
            let joins = currentPoint != nil
            if let current = currentPoint { arc.move(to: current.applying(transform.inverted())) }
            arc.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
            // The arc's opening move is the current point itself: leave it out.
            for (index, element) in arc.applying(transform)._elements.enumerated() {
                if index > 0 || !joins { _elements.append(element) }
            }
        }
        /// Appends `arc` (built on an empty path, so it opens with a move to its start) the way an
        /// arc joins a path: a line from the current point to the start, or the move on an empty path.
        mutating func _joinArc(_ arc: Path) {
            for (index, element) in arc._elements.enumerated() {
                if index == 0, case .move(let start) = element, let current = currentPoint {
                    if current != start { addLine(to: start) }
                } else {
                    _elements.append(element)
                }
            }
        }
    }
    """#
}
