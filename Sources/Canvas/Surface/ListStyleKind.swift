/// How a `List` is drawn (`.listStyle(_:)`, ListAppearance.swift).
public enum ListStyleKind: Hashable, Sendable {
    /// Sections as rounded cards inset from the sides on the grouped ground: iOS's default
    /// (`.automatic`, `.insetGrouped`, and `.sidebar`, which a compact width draws so).
    case insetGrouped
    /// Sections as cards across the whole width on the grouped ground (`.grouped`).
    case grouped
    /// Rows on the system background with no cards (`.plain`; `.inset` is drawn so too).
    case plain
}
