/// How the lines of a multi-line `Text` line up: SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing

    /// The fraction of a line's free width that goes before it.
    var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}
