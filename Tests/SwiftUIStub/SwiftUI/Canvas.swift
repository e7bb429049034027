// Declarations-only stub of SwiftUI's Canvas view and its GraphicsContext.

/// A view type that supports immediate mode drawing.
public struct Canvas<Symbols: View>: View {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) { fatalError() }
    public var body: Never { fatalError() }
}

extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) { fatalError() }
}

/// The set of possible working color spaces for color-compositing operations.
public enum ColorRenderingMode: Hashable {
    case nonLinear, linear, extendedLinear
}

/// An immediate mode drawing destination, and its current state.
public struct GraphicsContext {
    public var opacity: Double
    public var blendMode: GraphicsContext.BlendMode
    public var transform: CGAffineTransform

    /// A color or pattern that you can use to outline or fill a path.
    public struct Shading {
        public static var foreground: GraphicsContext.Shading { fatalError() }
        public static func color(_ color: Color) -> GraphicsContext.Shading { fatalError() }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> GraphicsContext.Shading { fatalError() }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> GraphicsContext.Shading { fatalError() }
        public static func style<S: ShapeStyle>(_ style: S) -> GraphicsContext.Shading { fatalError() }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GraphicsContext.GradientOptions = GradientOptions()) -> GraphicsContext.Shading { fatalError() }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GraphicsContext.GradientOptions = GradientOptions()) -> GraphicsContext.Shading { fatalError() }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GraphicsContext.GradientOptions = GradientOptions()) -> GraphicsContext.Shading { fatalError() }
    }

    /// Options that affect the rendering of color gradients.
    public struct GradientOptions: OptionSet {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { fatalError() }
        public static var `repeat`: GraphicsContext.GradientOptions { fatalError() }
        public static var mirror: GraphicsContext.GradientOptions { fatalError() }
        public static var linearColor: GraphicsContext.GradientOptions { fatalError() }
    }

    /// Options that affect the use of clip shapes.
    public struct ClipOptions: OptionSet {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { fatalError() }
        public static var inverse: GraphicsContext.ClipOptions { fatalError() }
    }

    /// The ways that a graphics context combines new content with background content.
    public struct BlendMode: RawRepresentable, Equatable {
        public let rawValue: Int32
        public init(rawValue: Int32) { fatalError() }
        public static var normal: GraphicsContext.BlendMode { fatalError() }
        public static var multiply: GraphicsContext.BlendMode { fatalError() }
        public static var screen: GraphicsContext.BlendMode { fatalError() }
        public static var clear: GraphicsContext.BlendMode { fatalError() }
        public static var copy: GraphicsContext.BlendMode { fatalError() }
        public static var destinationOut: GraphicsContext.BlendMode { fatalError() }
        public static var sourceAtop: GraphicsContext.BlendMode { fatalError() }
    }

    /// A text view resolved for drawing.
    public struct ResolvedText {
        public var shading: GraphicsContext.Shading
        public func measure(in size: CGSize) -> CGSize { fatalError() }
    }

    /// An image resolved for drawing.
    public struct ResolvedImage {
        public var size: CGSize { fatalError() }
        public var baseline: CGFloat { fatalError() }
        public var shading: GraphicsContext.Shading?
    }

    /// A type that applies image processing operations to rendered content.
    public struct Filter {
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: GraphicsContext.BlendMode = .normal, options: GraphicsContext.ShadowOptions = ShadowOptions()) -> GraphicsContext.Filter { fatalError() }
        public static func blur(radius: CGFloat, options: GraphicsContext.BlurOptions = BlurOptions()) -> GraphicsContext.Filter { fatalError() }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> GraphicsContext.Filter { fatalError() }
        public static func colorMultiply(_ color: Color) -> GraphicsContext.Filter { fatalError() }
        public static func brightness(_ amount: Double) -> GraphicsContext.Filter { fatalError() }
        public static func contrast(_ amount: Double) -> GraphicsContext.Filter { fatalError() }
        public static func saturation(_ amount: Double) -> GraphicsContext.Filter { fatalError() }
        public static func grayscale(_ amount: Double) -> GraphicsContext.Filter { fatalError() }
        public static func hueRotation(_ angle: Angle) -> GraphicsContext.Filter { fatalError() }
        public static func colorInvert(_ amount: Double = 1) -> GraphicsContext.Filter { fatalError() }
        public static var luminanceToAlpha: GraphicsContext.Filter { fatalError() }
    }

    /// Options that configure a shadow filter.
    public struct ShadowOptions: OptionSet {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { fatalError() }
        public static var shadowAbove: GraphicsContext.ShadowOptions { fatalError() }
        public static var shadowOnly: GraphicsContext.ShadowOptions { fatalError() }
        public static var invertsAlpha: GraphicsContext.ShadowOptions { fatalError() }
        public static var disablesGroup: GraphicsContext.ShadowOptions { fatalError() }
    }

    /// Options that configure a blur filter.
    public struct BlurOptions: OptionSet {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { fatalError() }
        public static var opaque: GraphicsContext.BlurOptions { fatalError() }
        public static var dithersResult: GraphicsContext.BlurOptions { fatalError() }
    }

    /// Options that configure a filter.
    public struct FilterOptions: OptionSet {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { fatalError() }
        public static var linearColor: GraphicsContext.FilterOptions { fatalError() }
    }

    public mutating func addFilter(_ filter: GraphicsContext.Filter, options: GraphicsContext.FilterOptions = FilterOptions()) { fatalError() }
    public func resolve(_ image: Image) -> GraphicsContext.ResolvedImage { fatalError() }
    public func draw(_ image: GraphicsContext.ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) { fatalError() }
    public func draw(_ image: GraphicsContext.ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { fatalError() }
    public func draw(_ text: GraphicsContext.ResolvedText, in rect: CGRect) { fatalError() }

    public mutating func scaleBy(x: CGFloat, y: CGFloat) { fatalError() }
    public mutating func translateBy(x: CGFloat, y: CGFloat) { fatalError() }
    public mutating func rotate(by angle: Angle) { fatalError() }
    public mutating func concatenate(_ matrix: CGAffineTransform) { fatalError() }
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: GraphicsContext.ClipOptions = ClipOptions()) { fatalError() }
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows { fatalError() }
    public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) { fatalError() }
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) { fatalError() }
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) { fatalError() }
    public func resolve(_ text: Text) -> GraphicsContext.ResolvedText { fatalError() }
    public func draw(_ text: GraphicsContext.ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) { fatalError() }
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { fatalError() }
    public func draw(_ text: Text, in rect: CGRect) { fatalError() }
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { fatalError() }
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { fatalError() }
}

extension GraphicsContext {
    /// A static sequence of drawing operations that may be drawn multiple times.
    public struct ResolvedSymbol {
        public var size: CGSize { fatalError() }
    }
    /// Returns a resolved symbol corresponding to an identifier.
    public func resolveSymbol<ID: Hashable>(id: ID) -> GraphicsContext.ResolvedSymbol? { fatalError() }
    /// Draws a resolved symbol into the context, aligning an anchor within the symbol to a point in the context.
    public func draw(_ symbol: GraphicsContext.ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) { fatalError() }
    /// Draws a resolved symbol into the context, using the specified rectangle as a layout frame.
    public func draw(_ symbol: GraphicsContext.ResolvedSymbol, in rect: CGRect) { fatalError() }
}
