// Declarations-only stub of SwiftUI's Path.

/// The outline of a 2D shape.
public struct Path: Shape, Equatable, CustomStringConvertible {
    public init() { fatalError() }
    public init(_ path: CGPath) { fatalError() }
    public init(_ path: CGMutablePath) { fatalError() }
    public init(_ rect: CGRect) { fatalError() }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { fatalError() }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
    public init(ellipseIn rect: CGRect) { fatalError() }
    public init(_ callback: (inout Path) -> ()) { fatalError() }
    public init?(_ string: String) { fatalError() }

    public var description: String { fatalError() }
    public var cgPath: CGPath { fatalError() }
    public var isEmpty: Bool { fatalError() }
    public var boundingRect: CGRect { fatalError() }
    public var currentPoint: CGPoint? { fatalError() }
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { fatalError() }
    public func path(in _: CGRect) -> Path { fatalError() }

    /// An element of a path.
    public enum Element: Equatable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public func forEach(_ body: (Path.Element) -> Void) { fatalError() }
    public func strokedPath(_ style: StrokeStyle) -> Path { fatalError() }
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { fatalError() }

    // MARK: Building

    public mutating func move(to end: CGPoint) { fatalError() }
    public mutating func addLine(to end: CGPoint) { fatalError() }
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { fatalError() }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { fatalError() }
    public mutating func closeSubpath() { fatalError() }
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { fatalError() }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) { fatalError() }
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { fatalError() }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { fatalError() }
    public mutating func addLines(_ lines: [CGPoint]) { fatalError() }
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) { fatalError() }
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) { fatalError() }
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) { fatalError() }
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) { fatalError() }

    // MARK: Transforming

    public func applying(_ transform: CGAffineTransform) -> Path { fatalError() }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { fatalError() }

    // MARK: Set operations (iOS 17)

    public func normalized(eoFill: Bool = true) -> Path { fatalError() }
    public func union(_ other: Path, eoFill: Bool = false) -> Path { fatalError() }
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path { fatalError() }
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path { fatalError() }
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path { fatalError() }
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path { fatalError() }
    public func lineSubtracting(_ other: Path, eoFill: Bool = false) -> Path { fatalError() }
}
