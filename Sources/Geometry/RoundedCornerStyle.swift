/// How a rounded rectangle's corners are drawn: SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-ellipse corners (`CGPath(roundedRect:…)`).
    case circular
    /// The smoother "squircle" corners of iOS 7 and SwiftUI, whose curvature grows gradually from
    /// the straight edge instead of jumping to 1/r.
    case continuous
}
