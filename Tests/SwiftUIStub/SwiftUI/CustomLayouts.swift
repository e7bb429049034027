// Declarations-only stub of SwiftUI's Layout protocol (iOS 16), its type eraser, and geometry
// effects.

// MARK: - Layout

/// A proxy that represents one subview of a layout.
public struct LayoutSubview: Equatable {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) { fatalError() }
    public var priority: Double { fatalError() }
    public var spacing: ViewSpacing { fatalError() }
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { fatalError() }
}

/// A collection of the geometric spacing preferences of a view.
public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing()
    public init() {}
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { fatalError() }
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { fatalError() }
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { fatalError() }
}

/// A collection of proxy values that represent the subviews of a layout view.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Element = LayoutSubview
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(index: Int) -> LayoutSubview { fatalError() }
}

/// A type that defines the geometry of a collection of views.
public protocol Layout: Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
}

extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { fatalError() }
}

extension Layout {
    /// Combines the specified views into a single composite view using the layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { EmptyView() }
}

/// A type-erased instance of the layout protocol.
public struct AnyLayout: Layout {
    public typealias Cache = Void
    public init<L: Layout>(_ layout: L) { fatalError() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { fatalError() }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { fatalError() }
}

// MARK: - Geometry effects

/// A 3×3 projective transform of the plane.
public struct ProjectionTransform: Equatable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat
    public init() { fatalError() }
    public init(_ m: CGAffineTransform) { fatalError() }
    public var isIdentity: Bool { fatalError() }
    public var isAffine: Bool { fatalError() }
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform { fatalError() }
}

/// An effect that changes the visual appearance of a view, largely without changing its ancestors or descendants.
public protocol GeometryEffect: Animatable, ViewModifier where Self.Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public func body(content: Content) -> Never { fatalError() }
}
