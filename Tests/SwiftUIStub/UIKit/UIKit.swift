// Declarations-only stub of the UIKit names Shapebook provides. On iOS, `import SwiftUI`
// re-exports UIKit, which is how SwiftUI code reaches these without importing UIKit.
// Only type-checked, never run. Signatures follow Apple's UIKit documentation.
@_exported import CoreGraphics

/// The inset distances for views (left and right, where SwiftUI says leading and trailing).
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { fatalError() }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
    public static var zero: UIEdgeInsets { fatalError() }
}

extension CGRect {
    /// The rectangle shrunk by the insets (UIKit's extension of CGRect).
    public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError() }
}

/// UIKit makes it what `#colorLiteral(red:green:blue:alpha:)` is when nothing asks for another type.
public typealias _ColorLiteralType = UIColor

/// An object that stores color data.
open class UIColor: _ExpressibleByColorLiteral, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// What `#colorLiteral(red:green:blue:alpha:)` calls; SwiftUI code wraps the literal: `Color(#colorLiteral(…))`.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) { fatalError() }
    public init(white: CGFloat, alpha: CGFloat) {}
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {}
    public convenience init?(named name: String) { fatalError() }
    // Every UIKit colour Shapebook knows (Sources/Canvas/RGBA+UIKit.swift), sorted by name.
    open class var black: UIColor { fatalError() }
    open class var blue: UIColor { fatalError() }
    open class var brown: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
    open class var cyan: UIColor { fatalError() }
    open class var darkGray: UIColor { fatalError() }
    open class var darkText: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var green: UIColor { fatalError() }
    open class var label: UIColor { fatalError() }
    open class var lightGray: UIColor { fatalError() }
    open class var lightText: UIColor { fatalError() }
    open class var link: UIColor { fatalError() }
    open class var magenta: UIColor { fatalError() }
    open class var opaqueSeparator: UIColor { fatalError() }
    open class var orange: UIColor { fatalError() }
    open class var placeholderText: UIColor { fatalError() }
    open class var purple: UIColor { fatalError() }
    open class var quaternaryLabel: UIColor { fatalError() }
    open class var quaternarySystemFill: UIColor { fatalError() }
    open class var red: UIColor { fatalError() }
    open class var secondaryLabel: UIColor { fatalError() }
    open class var secondarySystemBackground: UIColor { fatalError() }
    open class var secondarySystemFill: UIColor { fatalError() }
    open class var secondarySystemGroupedBackground: UIColor { fatalError() }
    open class var separator: UIColor { fatalError() }
    open class var systemBackground: UIColor { fatalError() }
    open class var systemBlue: UIColor { fatalError() }
    open class var systemBrown: UIColor { fatalError() }
    open class var systemCyan: UIColor { fatalError() }
    open class var systemFill: UIColor { fatalError() }
    open class var systemGray: UIColor { fatalError() }
    open class var systemGray2: UIColor { fatalError() }
    open class var systemGray3: UIColor { fatalError() }
    open class var systemGray4: UIColor { fatalError() }
    open class var systemGray5: UIColor { fatalError() }
    open class var systemGray6: UIColor { fatalError() }
    open class var systemGreen: UIColor { fatalError() }
    open class var systemGroupedBackground: UIColor { fatalError() }
    open class var systemIndigo: UIColor { fatalError() }
    open class var systemMint: UIColor { fatalError() }
    open class var systemOrange: UIColor { fatalError() }
    open class var systemPink: UIColor { fatalError() }
    open class var systemPurple: UIColor { fatalError() }
    open class var systemRed: UIColor { fatalError() }
    open class var systemTeal: UIColor { fatalError() }
    open class var systemYellow: UIColor { fatalError() }
    open class var tertiaryLabel: UIColor { fatalError() }
    open class var tertiarySystemBackground: UIColor { fatalError() }
    open class var tertiarySystemFill: UIColor { fatalError() }
    open class var tertiarySystemGroupedBackground: UIColor { fatalError() }
    open class var tintColor: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var yellow: UIColor { fatalError() }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
}

/// An object that manages image data.
open class UIImage: @unchecked Sendable {
    public init?(named name: String) {}
    public init?(contentsOfFile path: String) {}
    public init?(systemName name: String) {}
    open var size: CGSize { fatalError() }
}

/// The corners of a rectangle.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var topLeft: UIRectCorner { fatalError() }
    public static var topRight: UIRectCorner { fatalError() }
    public static var bottomLeft: UIRectCorner { fatalError() }
    public static var bottomRight: UIRectCorner { fatalError() }
    public static var allCorners: UIRectCorner { fatalError() }
}

/// A path that consists of straight and curved line segments.
open class UIBezierPath {
    public init() {}
    public convenience init(rect: CGRect) { fatalError() }
    public convenience init(ovalIn rect: CGRect) { fatalError() }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { fatalError() }
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { fatalError() }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) { fatalError() }
    open var cgPath: CGPath { fatalError() }
    open var currentPoint: CGPoint { fatalError() }
    open var isEmpty: Bool { fatalError() }
    open var bounds: CGRect { fatalError() }
    open func move(to point: CGPoint) {}
    open func addLine(to point: CGPoint) {}
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {}
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {}
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
    open func close() {}
    open func append(_ bezierPath: UIBezierPath) {}
    open func apply(_ transform: CGAffineTransform) {}
}

/// An object that defines the properties associated with a hardware-based display.
open class UIScreen: @unchecked Sendable {
    open class var main: UIScreen { fatalError() }
    open var bounds: CGRect { fatalError() }
    open var nativeBounds: CGRect { fatalError() }
    open var scale: CGFloat { fatalError() }
}

/// An object that manages the content for a rectangular area on the screen.
open class UIView {
    public init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init() { fatalError() }
    open var frame: CGRect { get { fatalError() } set { fatalError() } }
    open var bounds: CGRect { fatalError() }
    open var backgroundColor: UIColor? { get { fatalError() } set { fatalError() } }
    open var alpha: CGFloat { get { fatalError() } set { fatalError() } }
    open var isHidden: Bool { get { fatalError() } set { fatalError() } }
    open var clipsToBounds: Bool { get { fatalError() } set { fatalError() } }
    open var tintColor: UIColor! { get { fatalError() } set { fatalError() } }
    open var subviews: [UIView] { fatalError() }
    open func addSubview(_ view: UIView) {}
    open func draw(_ rect: CGRect) {}
    open func layoutSubviews() {}
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
}

/// AppKit's view; Shapebook draws it as a UIKit one.
public typealias NSView = UIView

/// An initial object that defines a visual effect.
open class UIVisualEffect {}

/// An object that applies a blurring effect to the content layered behind a view.
open class UIBlurEffect: UIVisualEffect {
    public init(style: UIBlurEffect.Style) {}
    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
}

/// An object that implements some complex visual effects.
open class UIVisualEffectView: UIView {
    public init(effect: UIVisualEffect?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var effect: UIVisualEffect? { get { fatalError() } set { fatalError() } }
    open var contentView: UIView { fatalError() }
}
