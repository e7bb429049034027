/// How the lines of a multi-line `Text` line up: SwiftUI's `TextAlignment`.
public enum TextAlignment: String, Hashable, Sendable {
    case leading, center, trailing

    /// The same placement as a horizontal alignment, which knows the fraction of free width.
    var horizontal: HorizontalAlignment {
        HorizontalAlignment(rawValue: rawValue) ?? .leading
    }
}
