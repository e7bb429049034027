/// Which points a path encloses: SwiftUI's `FillStyle(eoFill:)`.
public enum FillRule: Hashable, Sendable {
    /// A point is inside when the winding number is not zero (SwiftUI's default).
    case nonZero
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd
}
