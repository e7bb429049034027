// Declarations-only stub of SwiftUI's colours, shape styles and gradients.

// MARK: - ShapeStyle

/// A color or pattern to use when rendering a shape.
public protocol ShapeStyle: Sendable {}

/// A shape style that displays one of the overlay fills (the foreground).
public struct ForegroundStyle: ShapeStyle {
    public init() { fatalError() }
}

/// A shape style that maps to one of the numbered content styles.
public struct HierarchicalShapeStyle: ShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
    public static var tertiary: HierarchicalShapeStyle { fatalError() }
    public static var quaternary: HierarchicalShapeStyle { fatalError() }
    public static var quinary: HierarchicalShapeStyle { fatalError() }
}

/// A background material type.
public struct Material: ShapeStyle {
    public static var regular: Material { fatalError() }
    public static var thick: Material { fatalError() }
    public static var thin: Material { fatalError() }
    public static var ultraThin: Material { fatalError() }
    public static var ultraThick: Material { fatalError() }
    public static var bar: Material { fatalError() }
}

/// The background shape style.
public struct BackgroundStyle: ShapeStyle {
    public init() { fatalError() }
}

/// A shape style that displays one of the overlay fills.
public struct AnyShapeStyle: ShapeStyle {
    public init<S: ShapeStyle>(_ style: S) { fatalError() }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { fatalError() }
}

/// A style that reflects the current tint color.
public struct TintShapeStyle: ShapeStyle {
    public init() { fatalError() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { fatalError() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { fatalError() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
    public static var tertiary: HierarchicalShapeStyle { fatalError() }
    public static var quaternary: HierarchicalShapeStyle { fatalError() }
    public static var quinary: HierarchicalShapeStyle { fatalError() }
}

extension ShapeStyle {
    /// The levels of this style (iOS 17): `.foreground.quaternary`, `Color.red.secondary`.
    public var secondary: some ShapeStyle { self }
    public var tertiary: some ShapeStyle { self }
    public var quaternary: some ShapeStyle { self }
    public var quinary: some ShapeStyle { self }
}

extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { fatalError() }
    public static var thinMaterial: Material { fatalError() }
    public static var ultraThinMaterial: Material { fatalError() }
    public static var thickMaterial: Material { fatalError() }
    public static var ultraThickMaterial: Material { fatalError() }
}

extension ShapeStyle {
    /// Returns a new style based on `self` that multiplies by the specified opacity when drawing.
    public func opacity(_ opacity: Double) -> some ShapeStyle { AnyShapeStyle(self) }
}

// MARK: - Color

/// A representation of a color that adapts to a given context.
public struct Color: Hashable, CustomStringConvertible, ShapeStyle, View {
    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Hashable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) { fatalError() }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { fatalError() }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { fatalError() }
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    public init(uiColor: UIColor) { fatalError() }
    public init(_ color: UIColor) { fatalError() }
    public init(_ cgColor: CGColor) { fatalError() }

    public var description: String { fatalError() }
    public var body: Never { fatalError() }
    public func opacity(_ opacity: Double) -> Color { fatalError() }

    public static var black: Color { fatalError() }
    public static var white: Color { fatalError() }
    public static var gray: Color { fatalError() }
    public static var red: Color { fatalError() }
    public static var green: Color { fatalError() }
    public static var blue: Color { fatalError() }
    public static var orange: Color { fatalError() }
    public static var yellow: Color { fatalError() }
    public static var pink: Color { fatalError() }
    public static var purple: Color { fatalError() }
    public static var primary: Color { fatalError() }
    public static var secondary: Color { fatalError() }
    public static var accentColor: Color { fatalError() }
    public static var clear: Color { fatalError() }
    public static var brown: Color { fatalError() }
    public static var cyan: Color { fatalError() }
    public static var indigo: Color { fatalError() }
    public static var mint: Color { fatalError() }
    public static var teal: Color { fatalError() }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { fatalError() }
    public static var white: Color { fatalError() }
    public static var gray: Color { fatalError() }
    public static var red: Color { fatalError() }
    public static var green: Color { fatalError() }
    public static var blue: Color { fatalError() }
    public static var orange: Color { fatalError() }
    public static var yellow: Color { fatalError() }
    public static var pink: Color { fatalError() }
    public static var purple: Color { fatalError() }
    public static var clear: Color { fatalError() }
    public static var brown: Color { fatalError() }
    public static var cyan: Color { fatalError() }
    public static var indigo: Color { fatalError() }
    public static var mint: Color { fatalError() }
    public static var teal: Color { fatalError() }
}

// MARK: - Gradients

/// A color gradient represented as an array of color stops, each having a parametric location value.
public struct Gradient: Hashable, ShapeStyle {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { fatalError() }
    }
    public var stops: [Gradient.Stop]
    public init(stops: [Gradient.Stop]) { fatalError() }
    public init(colors: [Color]) { fatalError() }
}

/// A linear gradient.
public struct LinearGradient: ShapeStyle, View {
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
    public var body: Never { fatalError() }
}

/// A radial gradient.
public struct RadialGradient: ShapeStyle, View {
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { fatalError() }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { fatalError() }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { fatalError() }
    public var body: Never { fatalError() }
}

/// An elliptical gradient.
public struct EllipticalGradient: ShapeStyle, View {
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) { fatalError() }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) { fatalError() }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) { fatalError() }
    public var body: Never { fatalError() }
}

/// An angular gradient.
public struct AngularGradient: ShapeStyle, View {
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { fatalError() }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) { fatalError() }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) { fatalError() }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { fatalError() }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) { fatalError() }
    public var body: Never { fatalError() }
}

/// A shape style that fills a shape by repeating a region of an image.
public struct ImagePaint: ShapeStyle {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) { fatalError() }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { fatalError() }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient { fatalError() }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient { fatalError() }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient { fatalError() }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient { fatalError() }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient { fatalError() }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient { fatalError() }
}

extension ShapeStyle where Self == ImagePaint {
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint { fatalError() }
}

/// A color gradient, as `Color.gradient` gives: the color lightened at the top and darkened at the bottom.
public struct AnyGradient: ShapeStyle, Hashable {}

extension Color {
    public var gradient: AnyGradient { fatalError() }
}
