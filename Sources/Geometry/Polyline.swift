/// A flattened subpath: straight lines through `points`, closed back to the first when `isClosed`.
public struct Polyline: Hashable, Sendable {
    /// The vertices in order; a closed polyline does not repeat its first point at the end.
    public var points: [Point]
    /// True when the last point joins back to the first.
    public var isClosed: Bool

    /// A polyline through `points`, closed back to the first when `isClosed`.
    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}
