// Declarations-only stub of SwiftUI's gestures, hover effects and matched-geometry namespaces.

// MARK: - Gestures

/// An instance that matches a sequence of events to a gesture, and returns a stream of values.
public protocol Gesture {}

/// A dragging motion that invokes an action as the drag-event sequence changes.
public struct DragGesture: Gesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
        public var velocity: CGSize
    }
    public var minimumDistance: CGFloat
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) { fatalError() }
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { fatalError() }
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { fatalError() }
}

extension View {
    public func gesture<T: Gesture>(_ gesture: T) -> some View { EmptyView() }
    public func simultaneousGesture<T: Gesture>(_ gesture: T) -> some View { EmptyView() }
    public func highPriorityGesture<T: Gesture>(_ gesture: T) -> some View { EmptyView() }
}

// MARK: - Hover effects

/// An effect applied when the pointer hovers over a view.
public struct HoverEffect: Sendable {
    public static let automatic: HoverEffect = { fatalError() }()
    public static let highlight: HoverEffect = { fatalError() }()
    public static let lift: HoverEffect = { fatalError() }()
}

extension View {
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { EmptyView() }
}

// MARK: - Matched geometry

/// A dynamic property type that allows access to a namespace defined by the persistent
/// identity of the object containing the property (a view).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {}
    public init() {}
    public var wrappedValue: Namespace.ID { fatalError() }
}

/// A set of view properties that may be synchronized between views using the
/// `View.matchedGeometryEffect()` function.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame = MatchedGeometryProperties(rawValue: 3)
}

extension View {
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { EmptyView() }
}
