// Declarations-only stub of the CoreGraphics names that SwiftUI code uses and that Foundation on
// Linux lacks (Foundation already has CGFloat, CGPoint, CGSize and CGRect). Only type-checked,
// never run: every body is `fatalError()`. Signatures follow Apple's CoreGraphics documentation.
@_exported import Foundation

// MARK: - Affine transforms

/// An affine transformation matrix for 2D graphics.
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat
    public init() { fatalError() }
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) { fatalError() }
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) { fatalError() }
    public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
    public init(rotationAngle angle: CGFloat) { fatalError() }
    public static var identity: CGAffineTransform { fatalError() }
    public var isIdentity: Bool { fatalError() }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError() }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
    public func inverted() -> CGAffineTransform { fatalError() }
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint { fatalError() }
}

extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize { fatalError() }
}

extension CGRect {
    public func applying(_ t: CGAffineTransform) -> CGRect { fatalError() }
}

/// A two-dimensional vector.
public struct CGVector: Equatable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { fatalError() }
    public init(dx: CGFloat, dy: CGFloat) { fatalError() }
    public init(dx: Double, dy: Double) { fatalError() }
    public init(dx: Int, dy: Int) { fatalError() }
    public static var zero: CGVector { fatalError() }
}

// MARK: - Strokes

/// Styles for rendering the endpoint of a stroked line.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// Junction types for stroked lines.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

// MARK: - Paths

/// An immutable graphics path.
open class CGPath: @unchecked Sendable {
    public init() {}
    public var currentPoint: CGPoint { fatalError() }
    public var boundingBox: CGRect { fatalError() }
    public var boundingBoxOfPath: CGRect { fatalError() }
    public var isEmpty: Bool { fatalError() }
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool { fatalError() }
    public func copy(using transform: UnsafePointer<CGAffineTransform>? = nil) -> CGPath? { fatalError() }
    // Set operations (iOS 16).
    public func normalized(using rule: CGPathFillRule = .winding) -> CGPath { fatalError() }
    public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath { fatalError() }
    public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath { fatalError() }
    public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath { fatalError() }
    public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath { fatalError() }
    public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath { fatalError() }
    public func lineSubtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath { fatalError() }
}

/// A mutable graphics path.
open class CGMutablePath: CGPath, @unchecked Sendable {
    public override init() {}
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { fatalError() }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { fatalError() }
    public func closeSubpath() { fatalError() }
}

/// Rules for determining which regions are interior to a path.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

// MARK: - Colors

/// A set of components that define a color, with a color space specifying how to interpret them.
open class CGColor: @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(gray: CGFloat, alpha: CGFloat) {}
}
