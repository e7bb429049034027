// Declarations-only stub of SwiftUI's stacks, spacing, alignment and geometry reading.

// MARK: - Stacks

/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

/// A view that overlays its subviews, aligning them in both axes.
public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

/// A view that arranges its children in a line that grows vertically, creating items only as needed.
public struct LazyVStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

/// A view that arranges its children in a line that grows horizontally, creating items only as needed.
public struct LazyHStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

/// A flexible space that expands along the major axis of its containing stack layout.
public struct Spacer: View {
    public init(minLength: CGFloat? = nil) { fatalError() }
    public var body: Never { fatalError() }
}

/// A visual element that can be used to separate other content.
public struct Divider: View {
    public init() { fatalError() }
    public var body: Never { fatalError() }
}

// MARK: - Reading geometry

/// A container view that defines its content as a function of its own size and coordinate space.
public struct GeometryReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container view.
public struct GeometryProxy {
    public var size: CGSize { fatalError() }
    public var safeAreaInsets: EdgeInsets { fatalError() }
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}

/// A resolved coordinate space created by the coordinate space protocol.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// A named coordinate space.
public struct NamedCoordinateSpace: Hashable {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { fatalError() }
}

extension View {
    /// Assigns a name to the view's coordinate space.
    public func coordinateSpace(name: some Hashable) -> some View { EmptyView() }
    /// Assigns a name to the view's coordinate space.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { EmptyView() }
}

// MARK: - Timelines

/// A type that provides a sequence of dates for use as a schedule.
public protocol TimelineSchedule {}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
public struct AnimationTimelineSchedule: TimelineSchedule {
    public init(minimumInterval: Double? = nil, paused: Bool = false) { fatalError() }
}

/// A schedule for updating a timeline view at regular intervals.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    public init(from startDate: Date, by interval: TimeInterval) { fatalError() }
}

/// A schedule for updating a timeline view at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() { fatalError() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { fatalError() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { fatalError() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule { fatalError() }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { fatalError() }
}

/// Information passed to a timeline view's content callback.
public struct TimelineViewDefaultContext {
    /// The rate at which timeline views can receive updates.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
    public var date: Date { fatalError() }
    public var cadence: TimelineViewDefaultContext.Cadence { fatalError() }
}

/// A view that updates according to a schedule that you provide.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Context = TimelineViewDefaultContext
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

// MARK: - Alignment

/// A type that you use to create custom alignment guides.
public protocol AlignmentID {
    /// The value of the corresponding guide in the given context when not otherwise set in that context.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable {
    public var width: CGFloat { fatalError() }
    public var height: CGFloat { fatalError() }
    public subscript(guide: HorizontalAlignment) -> CGFloat { fatalError() }
    public subscript(guide: VerticalAlignment) -> CGFloat { fatalError() }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { fatalError() }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { fatalError() }
}

extension View {
    /// Sets the view's horizontal alignment.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { EmptyView() }
    /// Sets the view's vertical alignment.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { EmptyView() }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable {
    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) { fatalError() }
    public static var leading: HorizontalAlignment { fatalError() }
    public static var center: HorizontalAlignment { fatalError() }
    public static var trailing: HorizontalAlignment { fatalError() }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable {
    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) { fatalError() }
    public static var top: VerticalAlignment { fatalError() }
    public static var center: VerticalAlignment { fatalError() }
    public static var bottom: VerticalAlignment { fatalError() }
    public static var firstTextBaseline: VerticalAlignment { fatalError() }
    public static var lastTextBaseline: VerticalAlignment { fatalError() }
}

/// An alignment in both axes.
public struct Alignment: Equatable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) { fatalError() }
    public static var center: Alignment { fatalError() }
    public static var leading: Alignment { fatalError() }
    public static var trailing: Alignment { fatalError() }
    public static var top: Alignment { fatalError() }
    public static var bottom: Alignment { fatalError() }
    public static var topLeading: Alignment { fatalError() }
    public static var topTrailing: Alignment { fatalError() }
    public static var bottomLeading: Alignment { fatalError() }
    public static var bottomTrailing: Alignment { fatalError() }
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable {
    case leading, center, trailing
}

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable {
    case fit, fill
}

// MARK: - Edges

/// An enumeration to indicate one edge of a rectangle.
public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { fatalError() }
        public init(_ e: Edge) { fatalError() }
        public static var top: Edge.Set { fatalError() }
        public static var leading: Edge.Set { fatalError() }
        public static var bottom: Edge.Set { fatalError() }
        public static var trailing: Edge.Set { fatalError() }
        public static var all: Edge.Set { fatalError() }
        public static var horizontal: Edge.Set { fatalError() }
        public static var vertical: Edge.Set { fatalError() }
    }
}

/// The inset distances for the sides of a rectangle.
public struct EdgeInsets: Equatable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
    public init() { fatalError() }
}

/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { fatalError() }
    public static var all: SafeAreaRegions { fatalError() }
    public static var container: SafeAreaRegions { fatalError() }
    public static var keyboard: SafeAreaRegions { fatalError() }
}

/// A normalized 2D point in a view's coordinate space.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { fatalError() }
    public init(x: CGFloat, y: CGFloat) { fatalError() }
    public static var zero: UnitPoint { fatalError() }
    public static var center: UnitPoint { fatalError() }
    public static var leading: UnitPoint { fatalError() }
    public static var trailing: UnitPoint { fatalError() }
    public static var top: UnitPoint { fatalError() }
    public static var bottom: UnitPoint { fatalError() }
    public static var topLeading: UnitPoint { fatalError() }
    public static var topTrailing: UnitPoint { fatalError() }
    public static var bottomLeading: UnitPoint { fatalError() }
    public static var bottomTrailing: UnitPoint { fatalError() }
}

/// A geometric angle whose value you access in either radians or degrees.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double
    public init() { fatalError() }
    public init(radians: Double) { fatalError() }
    public init(degrees: Double) { fatalError() }
    public static func radians(_ radians: Double) -> Angle { fatalError() }
    public static func degrees(_ degrees: Double) -> Angle { fatalError() }
    public static var zero: Angle { fatalError() }
    public static func < (lhs: Angle, rhs: Angle) -> Bool { fatalError() }
}

extension Angle: Animatable {
    public var animatableData: Double {
        get { fatalError() }
        set { fatalError() }
    }
}

// SwiftUI's Angle gets its arithmetic from the `_VectorMath` protocol (its animatableData is a Double).
extension Angle {
    public static func + (lhs: Angle, rhs: Angle) -> Angle { fatalError() }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { fatalError() }
    public static prefix func - (operand: Angle) -> Angle { fatalError() }
    public static func * (lhs: Angle, rhs: Double) -> Angle { fatalError() }
    public static func / (lhs: Angle, rhs: Double) -> Angle { fatalError() }
    public static func += (lhs: inout Angle, rhs: Angle) { fatalError() }
    public static func -= (lhs: inout Angle, rhs: Angle) { fatalError() }
}
