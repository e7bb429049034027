extension Prelude {
    /// `.listStyle(_:)`: the lists inside drawn in the inset grouped style (iOS's default, also
    /// for `.automatic` and `.sidebar`), the grouped style, or the plain style (also for
    /// `.inset`), as Canvas's ListAppearance draws them (`ViewBridge+ListStyles.swift`).
    static let listStyles = #"""
    /// How lists look: one of the library's styles, given to `.listStyle(_:)`.
    protocol ListStyle {}

    /// The platform's default list style: inset grouped.
    struct DefaultListStyle: ListStyle {
        /// The default style.
        init() {}
    }
    /// Sections as rounded cards inset from the sides, on the grouped background.
    struct InsetGroupedListStyle: ListStyle {
        /// The inset grouped style.
        init() {}
    }
    /// Sections as cards across the whole width, on the grouped background.
    struct GroupedListStyle: ListStyle {
        /// The grouped style.
        init() {}
    }
    /// Rows on the system background, with no cards.
    struct PlainListStyle: ListStyle {
        /// The plain style.
        init() {}
    }
    /// Rows on the system background, inset from the sides (drawn as the plain style).
    struct InsetListStyle: ListStyle {
        /// The inset style.
        init() {}
    }
    /// A sidebar's list (in a compact width, the inset grouped style).
    struct SidebarListStyle: ListStyle {
        /// The sidebar style.
        init() {}
    }

    extension ListStyle where Self == DefaultListStyle {
        /// The platform's default: inset grouped.
        static var automatic: DefaultListStyle { DefaultListStyle() }
    }
    extension ListStyle where Self == InsetGroupedListStyle {
        /// Sections as rounded cards inset from the sides.
        static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
    }
    extension ListStyle where Self == GroupedListStyle {
        /// Sections as cards across the whole width.
        static var grouped: GroupedListStyle { GroupedListStyle() }
    }
    extension ListStyle where Self == PlainListStyle {
        /// Rows on the system background.
        static var plain: PlainListStyle { PlainListStyle() }
    }
    extension ListStyle where Self == InsetListStyle {
        /// Rows on the system background, inset from the sides.
        static var inset: InsetListStyle { InsetListStyle() }
    }
    extension ListStyle where Self == SidebarListStyle {
        /// A sidebar's list.
        static var sidebar: SidebarListStyle { SidebarListStyle() }
    }

    /// A view whose lists are drawn in a style (`.listStyle(_:)`).
    struct _ListStyled: View {
        var content: any View
        var style: any ListStyle
    }

    extension View {
        /// How the lists inside are drawn: `.insetGrouped` (the default), `.grouped`, `.plain` …
        func listStyle<S: ListStyle>(_ style: S) -> some View { _ListStyled(content: self, style: style) }
    }
    """#
}
