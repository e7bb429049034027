// Declarations-only stub of SwiftUI's state property wrappers and animations.

// MARK: - State and bindings

/// A property wrapper type that can read and write a value managed by SwiftUI.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { fatalError() }
}

/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public init(projectedValue: Binding<Value>) { fatalError() }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

// MARK: - Animations

/// The way a view changes over time to create a smooth visual transition from one state to another.
public struct Animation: Equatable {
    public static var `default`: Animation { fatalError() }
    public static var linear: Animation { fatalError() }
    public static var easeIn: Animation { fatalError() }
    public static var easeOut: Animation { fatalError() }
    public static var easeInOut: Animation { fatalError() }
    public static var spring: Animation { fatalError() }
    public static var bouncy: Animation { fatalError() }
    public static var smooth: Animation { fatalError() }
    public static func linear(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeIn(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeOut(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { fatalError() }
    // Disfavoured, so that `.spring()` means spring(response:dampingFraction:blendDuration:) as in SwiftUI.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation { fatalError() }
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation { fatalError() }
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation { fatalError() }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { fatalError() }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { fatalError() }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { fatalError() }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation { fatalError() }
    public func repeatForever(autoreverses: Bool = true) -> Animation { fatalError() }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { fatalError() }
    public func speed(_ speed: Double) -> Animation { fatalError() }
    public func delay(_ delay: TimeInterval) -> Animation { fatalError() }
}

/// A representation of a spring's motion.
public struct Spring {
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) { fatalError() }
    public init(response: Double, dampingRatio: Double) { fatalError() }
    public var duration: TimeInterval { fatalError() }
    public var bounce: Double { fatalError() }
    public static var smooth: Spring { fatalError() }
    public static var snappy: Spring { fatalError() }
    public static var bouncy: Spring { fatalError() }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { fatalError() }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { fatalError() }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { fatalError() }
}

/// Returns the result of recomputing the view's body with the provided animation.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { fatalError() }

/// A type-erased transition.
public struct AnyTransition {
    public static var identity: AnyTransition { fatalError() }
    public static var opacity: AnyTransition { fatalError() }
    public static var scale: AnyTransition { fatalError() }
    public static var slide: AnyTransition { fatalError() }
    public static func move(edge: Edge) -> AnyTransition { fatalError() }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { fatalError() }
    public func combined(with other: AnyTransition) -> AnyTransition { fatalError() }
    public func animation(_ animation: Animation?) -> AnyTransition { fatalError() }
}
