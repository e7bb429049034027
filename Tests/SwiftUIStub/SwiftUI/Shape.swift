// Declarations-only stub of SwiftUI's Shape, its built-in shapes, shape modifiers and the iOS 17
// set operations.

// MARK: - Animatable data

/// A type that describes how to animate a property of a view.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self.AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { fatalError() }
        set { fatalError() }
    }
}

/// A type that can serve as the animatable data of an animatable type.
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
}

/// An empty type for animatable data.
public struct EmptyAnimatableData: VectorArithmetic {
    public init() { fatalError() }
    public static var zero: EmptyAnimatableData { fatalError() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { fatalError() }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { fatalError() }
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
}

/// A pair of animatable values, which is itself animatable.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { fatalError() }
    public static var zero: AnimatablePair<First, Second> { fatalError() }
    public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> { fatalError() }
    public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> { fatalError() }
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { fatalError() }
}

extension CGPoint: Animatable {
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    public var animatableData: AnimatableData {
        get { fatalError() }
        set { fatalError() }
    }
}

extension CGSize: Animatable {
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    public var animatableData: AnimatableData {
        get { fatalError() }
        set { fatalError() }
    }
}

extension CGRect: Animatable {
    public typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
    public var animatableData: AnimatableData {
        get { fatalError() }
        set { fatalError() }
    }
}

// MARK: - Shape

/// A 2D shape that you can use when drawing a view.
public protocol Shape: Sendable, Animatable, View {
    func path(in rect: CGRect) -> Path
    static var role: ShapeRole { get }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public static var role: ShapeRole { fatalError() }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
    public var body: _ShapeView<Self, ForegroundStyle> { fatalError() }
}

/// A shape type that is able to inset itself to produce another shape.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> Self.InsetShape
}

/// Ways of styling a shape.
public enum ShapeRole: Hashable {
    case fill, stroke, separator
}

/// A proposal for the size of a view.
public struct ProposedViewSize: Equatable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { fatalError() }
    public init(_ size: CGSize) { fatalError() }
    public static var zero: ProposedViewSize { fatalError() }
    public static var unspecified: ProposedViewSize { fatalError() }
    public static var infinity: ProposedViewSize { fatalError() }
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize { fatalError() }
}

/// A shape provider that fills its shape with a style (what `Shape.fill` returns).
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView {
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) { fatalError() }
    public var shape: Content { fatalError() }
    public var body: Never { fatalError() }
}

/// A view that provides a shape that you can use for drawing operations.
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    var shape: Self.Content { get }
}

/// A shape provider that fills its shape.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content { fatalError() }
    public var body: Never { fatalError() }
}

/// A shape provider that strokes its shape.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content { fatalError() }
    public var body: Never { fatalError() }
}

/// A shape provider that strokes the border of its shape.
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content { fatalError() }
    public var body: Never { fatalError() }
}

extension ShapeView {
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Self.Content, S, Self> { fatalError() }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self.Content, S, Self> { fatalError() }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self.Content, S, Self> { fatalError() }
}

extension ShapeView where Content: InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Self.Content, S, Self> { fatalError() }
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Self.Content, S, Self> { fatalError() }
}

// MARK: - Filling and stroking

extension Shape {
    /// Fills this shape with a color or gradient.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> { fatalError() }
    /// Fills this shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> { fatalError() }
    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> { fatalError() }
    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> { fatalError() }
    /// Returns a new shape that is a stroked copy of `self`.
    public func stroke(style: StrokeStyle) -> some Shape { StrokedShapeStub() }
    /// Returns a new shape that is a stroked copy of `self` with line-width.
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { StrokedShapeStub() }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> { fatalError() }
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> { fatalError() }
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View { EmptyView() }
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { EmptyView() }
}

/// The shape `stroke(style:)` and `stroke(lineWidth:)` return (SwiftUI keeps it opaque).
public struct StrokedShapeStub: Shape {
    public func path(in rect: CGRect) -> Path { fatalError() }
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Equatable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) { fatalError() }
}

// MARK: - Shapes from shapes

extension Shape {
    /// Trims this shape by a fractional amount based on its representation as a path.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { StrokedShapeStub() }
    /// Changes the relative position of this shape using the specified size.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { fatalError() }
    /// Changes the relative position of this shape using the specified point.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { fatalError() }
    /// Changes the relative position of this shape using the specified point.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { fatalError() }
    /// Scales this shape without changing its bounding frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> { fatalError() }
    /// Scales this shape without changing its bounding frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> { fatalError() }
    /// Rotates this shape around an anchor point at the angle you specify.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> { fatalError() }
    /// Applies an affine transform to this shape.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> { fatalError() }
    /// Returns a new version of self representing the same shape, but that will ask it to create its path from a rect of size.
    public func size(_ size: CGSize) -> some Shape { StrokedShapeStub() }
    /// Returns a new version of self representing the same shape, but that will ask it to create its path from a rect of size.
    public func size(width: CGFloat, height: CGFloat) -> some Shape { StrokedShapeStub() }
}

/// A shape with a translation offset transform applied to it.
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize
    public func path(in rect: CGRect) -> Path { fatalError() }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> { fatalError() }
}

/// A shape with a scale transform applied to it.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    public func path(in rect: CGRect) -> Path { fatalError() }
}

/// A shape with a rotation transform applied to it.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public func path(in rect: CGRect) -> Path { fatalError() }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> { fatalError() }
}

/// A shape with an affine transform applied to it.
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform
    public func path(in rect: CGRect) -> Path { fatalError() }
}

/// A type-erased shape value.
public struct AnyShape: Shape {
    public init<S: Shape>(_ shape: S) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
}

// MARK: - Set operations (iOS 17)

extension Shape {
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape { StrokedShapeStub() }
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape { StrokedShapeStub() }
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape { StrokedShapeStub() }
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape { StrokedShapeStub() }
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape { StrokedShapeStub() }
    public func lineSubtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape { StrokedShapeStub() }
}

// MARK: - Built-in shapes

/// The corner style of a rounded rectangle.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { fatalError() }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// A rectangular shape with rounded corners with different values, aligned inside the frame of the view containing it.
public struct UnevenRoundedRectangle: InsettableShape {
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// A capsule shape aligned inside the frame of the view containing it.
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// A circle centered on the frame of the view containing it.
public struct Circle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { fatalError() }
}

extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle { fatalError() }
}

extension Shape where Self == Circle {
    public static var circle: Circle { fatalError() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { fatalError() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { fatalError() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { fatalError() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { fatalError() }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { fatalError() }
}
