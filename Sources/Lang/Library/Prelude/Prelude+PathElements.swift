extension Prelude {
    /// SwiftUI's `Path.Element` and `Path.forEach(_:)`: a path's elements with the labels SwiftUI
    /// gives them (`.move(to:)`, `.curve(to:control1:control2:)`), for code that walks a path
    /// (measuring its length, finding a point on a chart's line).
    static let pathElements = #"""
    extension Path {
        /// One element of a path, as `forEach` gives it: points in the path's coordinates.
        enum Element: Equatable {
            /// Starts a subpath at `to`.
            case move(to: CGPoint)
            /// A straight line to `to`.
            case line(to: CGPoint)
            /// A quadratic Bézier curve to `to`.
            case quadCurve(to: CGPoint, control: CGPoint)
            /// A cubic Bézier curve to `to`.
            case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
            /// Closes the current subpath.
            case closeSubpath
        }

        /// Calls `body` with each element of the path, in order.
        func forEach(_ body: (Path.Element) -> Void) {
            for element in _elements {
                switch element {
                case .move(let point): body(.move(to: point))
                case .line(let point): body(.line(to: point))
                case .quadCurve(let point, let control): body(.quadCurve(to: point, control: control))
                case .curve(let point, let control1, let control2):
                    body(.curve(to: point, control1: control1, control2: control2))
                case .closeSubpath: body(.closeSubpath)
                }
            }
        }
    }
    """#
}
