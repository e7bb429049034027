extension Prelude {
    /// UIKit's `UIBezierPath` and `UIRectCorner`, which SwiftUI shapes written for iOS build their
    /// path with (`Path(UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:).cgPath)`): a `Path`
    /// underneath. UIKit's `clockwise` is as seen on the screen, the opposite of `Path.addArc`'s.
    static let uiKitPaths = #"""
    /// The corners of a rectangle, as UIKit's `UIRectCorner`: `[.topLeft, .bottomRight]`.
    struct UIRectCorner: OptionSet {
        let rawValue: UInt
        init(rawValue: UInt) { self.rawValue = rawValue }
        static let topLeft = UIRectCorner(rawValue: 1)
        static let topRight = UIRectCorner(rawValue: 2)
        static let bottomLeft = UIRectCorner(rawValue: 4)
        static let bottomRight = UIRectCorner(rawValue: 8)
        static let allCorners = UIRectCorner(rawValue: 15)
    }

    /// A path built by UIKit's calls, as `UIBezierPath`; `cgPath` is what a shape returns.
    final class UIBezierPath {
        var _path = Path()
        /// An empty path.
        init() {}
        /// A rectangle.
        init(rect: CGRect) { _path.addRect(rect) }
        /// An ellipse inscribed in `rect`.
        init(ovalIn rect: CGRect) { _path.addEllipse(in: rect) }
        /// A rectangle with every corner rounded by `cornerRadius` (at most half the shorter side).
        init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
            _path = UIBezierPath._rounded(rect, corners: .allCorners, radius: cornerRadius)
        }
        /// A rectangle with `corners` rounded by `cornerRadii.width` (at most half the shorter
        /// side), the others square.
        init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
            _path = UIBezierPath._rounded(rect, corners: corners, radius: cornerRadii.width)
        }
        /// An arc of the circle about `center`, angles in radians, `clockwise` as on the screen.
        init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
            addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        }
        /// The path as Core Graphics holds it: `Path(bezier.cgPath)`.
        var cgPath: CGPath { CGPath(_path: _path) }
        /// Where the path ends now.
        var currentPoint: CGPoint { _path.currentPoint ?? CGPoint(x: 0, y: 0) }
        /// Whether the path has no elements.
        var isEmpty: Bool { _path.isEmpty }
        /// The smallest rectangle containing the path.
        var bounds: CGRect { _path.boundingRect }
        /// Starts a new subpath at `point`.
        func move(to point: CGPoint) { _path.move(to: point) }
        /// A straight line to `point`.
        func addLine(to point: CGPoint) { _path.addLine(to: point) }
        /// A cubic Bézier curve to `endPoint`.
        func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
            _path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
        }
        /// A quadratic Bézier curve to `endPoint`.
        func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
            _path.addQuadCurve(to: endPoint, control: controlPoint)
        }
        /// An arc about `center`, angles in radians; `clockwise` as seen on the screen.
        func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
            _path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                         endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
        }
        /// Closes the current subpath.
        func close() { _path.closeSubpath() }
        /// Appends `other`'s elements.
        func append(_ other: UIBezierPath) { _path.addPath(other._path) }
        /// Moves every point by `transform`.
        func apply(_ transform: CGAffineTransform) { _path = _path.applying(transform) }

        /// `rect` with `corners` rounded by circular arcs of `radius`, clockwise on the screen from
        /// the top-left corner's end, as UIKit draws it.
        static func _rounded(_ rect: CGRect, corners: UIRectCorner, radius: CGFloat) -> Path {
            let limit = max(0, min(radius, min(rect.width, rect.height) / 2))
            let topLeft = corners.contains(.topLeft) ? limit : 0
            let topRight = corners.contains(.topRight) ? limit : 0
            let bottomRight = corners.contains(.bottomRight) ? limit : 0
            let bottomLeft = corners.contains(.bottomLeft) ? limit : 0
            var path = Path()
            path.move(to: CGPoint(x: rect.minX + topLeft, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX - topRight, y: rect.minY))
            if topRight > 0 {
                path.addArc(center: CGPoint(x: rect.maxX - topRight, y: rect.minY + topRight), radius: topRight,
                            startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
            }
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight))
            if bottomRight > 0 {
                path.addArc(center: CGPoint(x: rect.maxX - bottomRight, y: rect.maxY - bottomRight), radius: bottomRight,
                            startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
            }
            path.addLine(to: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY))
            if bottomLeft > 0 {
                path.addArc(center: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY - bottomLeft), radius: bottomLeft,
                            startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
            }
            path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft))
            if topLeft > 0 {
                path.addArc(center: CGPoint(x: rect.minX + topLeft, y: rect.minY + topLeft), radius: topLeft,
                            startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
            }
            path.closeSubpath()
            return path
        }
    }
    """#
}
