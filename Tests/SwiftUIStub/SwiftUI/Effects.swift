// Declarations-only stub of SwiftUI's colour effects, shadow styles, container-relative shapes,
// geometry-change callbacks, text modifiers on any view, and the Combine timer app code subscribes to.

// MARK: - Colour effects

extension View {
    public func brightness(_ amount: Double) -> some View { EmptyView() }
    public func contrast(_ amount: Double) -> some View { EmptyView() }
    public func saturation(_ amount: Double) -> some View { EmptyView() }
    public func grayscale(_ amount: Double) -> some View { EmptyView() }
    public func hueRotation(_ angle: Angle) -> some View { EmptyView() }
    public func colorInvert() -> some View { EmptyView() }
    public func colorMultiply(_ color: Color) -> some View { EmptyView() }
    public func luminanceToAlpha() -> some View { EmptyView() }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View { EmptyView() }
}

// MARK: - Shadows as a style

/// A style to use when rendering shadows.
public struct ShadowStyle: Equatable, Sendable {
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { fatalError() }
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { fatalError() }
}

extension ShapeStyle {
    /// Applies the specified shadow effect to the shape style.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { AnyShapeStyle(self) }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// Returns a shape style that applies the specified shadow style to the current style.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { AnyShapeStyle(ForegroundStyle()) }
}

// MARK: - Shapes that take their container's shape

/// A shape that is replaced by an inset version of the current container shape.
public struct ContainerRelativeShape: InsettableShape {
    public init() { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

extension View {
    public func containerShape<T: InsettableShape>(_ shape: T, eoFill: Bool = false) -> some View { EmptyView() }
}

// MARK: - Geometry changes

extension View {
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View { EmptyView() }
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { EmptyView() }
}

// MARK: - Text modifiers on any view

extension View {
    public func kerning(_ kerning: CGFloat) -> some View { EmptyView() }
    public func tracking(_ tracking: CGFloat) -> some View { EmptyView() }
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { EmptyView() }
    public func monospaced(_ isActive: Bool = true) -> some View { EmptyView() }
    public func monospacedDigit() -> some View { EmptyView() }
    public func fontDesign(_ design: Font.Design?) -> some View { EmptyView() }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { EmptyView() }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { EmptyView() }
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { EmptyView() }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { EmptyView() }
    public func textCase(_ textCase: Text.Case?) -> some View { EmptyView() }
}

extension Text {
    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
    /// The type of truncation to apply to a line of text when it's too long to fit in the available space.
    public enum TruncationMode: Sendable {
        case head, tail, middle
    }
    public func monospaced(_ isActive: Bool = true) -> Text { fatalError() }
}

extension Font {
    public func monospaced() -> Font { fatalError() }
    public func smallCaps() -> Font { fatalError() }
}

// MARK: - Timers (Combine, which SwiftUI re-exports on Apple platforms)

/// Declares that a type can transmit a sequence of values over time.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

extension Timer {
    /// A publisher that repeatedly emits the current date on a given interval.
    public final class TimerPublisher: Publisher {
        public typealias Output = Date
        public typealias Failure = Never
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) { fatalError() }
        /// A publisher that connects to the timer when first subscribed to.
        public func autoconnect() -> TimerPublisher { self }
    }

    /// Returns a publisher that repeatedly emits the current date on the given interval.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> Timer.TimerPublisher { fatalError() }
}

extension View {
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never { EmptyView() }
}
