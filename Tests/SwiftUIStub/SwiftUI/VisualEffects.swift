// Declarations-only stub of iOS 17's visual effects (`visualEffect`), iOS 18's `MeshGradient` and
// Dynamic Type sizes, with Apple's documented signatures.

// MARK: - Visual effects

/// Visual effects that change the visual appearance of a view, without changing its ancestors or descendants.
public protocol VisualEffect: Sendable, Animatable {}

/// The base visual effect that you apply additional effect to.
public struct EmptyVisualEffect: VisualEffect {
    public init() { fatalError() }
}

extension VisualEffect {
    public func offset(_ offset: CGSize) -> some VisualEffect { EmptyVisualEffect() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { EmptyVisualEffect() }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { EmptyVisualEffect() }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { EmptyVisualEffect() }
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect { EmptyVisualEffect() }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { EmptyVisualEffect() }
    public func opacity(_ opacity: Double) -> some VisualEffect { EmptyVisualEffect() }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { EmptyVisualEffect() }
    public func brightness(_ amount: Double) -> some VisualEffect { EmptyVisualEffect() }
    public func contrast(_ amount: Double) -> some VisualEffect { EmptyVisualEffect() }
    public func saturation(_ amount: Double) -> some VisualEffect { EmptyVisualEffect() }
    public func grayscale(_ amount: Double) -> some VisualEffect { EmptyVisualEffect() }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { EmptyVisualEffect() }
    public func colorMultiply(_ color: Color) -> some VisualEffect { EmptyVisualEffect() }
}

extension View {
    /// Applies effects to this view, while providing access to layout information through a geometry proxy.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View { EmptyView() }
}

// MARK: - Mesh gradients

/// A two-dimensional gradient defined by a 2D grid of positioned colors.
public struct MeshGradient: ShapeStyle, View, Sendable {
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) { fatalError() }
    public var body: Never { fatalError() }
}

extension Gradient {
    /// A method of interpolating between the colors in a gradient.
    public struct ColorSpace: Hashable, Sendable {
        public static let device: Gradient.ColorSpace = { fatalError() }()
        public static let perceptual: Gradient.ColorSpace = { fatalError() }()
    }
}

// MARK: - Dynamic Type

/// A Dynamic Type size, which specifies how large scalable content should be.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { fatalError() }
}

extension View {
    /// Sets the Dynamic Type size within the view to the given value.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { EmptyView() }
    /// Limits the Dynamic Type size within the view to the given range.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { EmptyView() }
}
