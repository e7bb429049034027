extension Prelude {
    /// `.tabViewStyle(_:)` and `.indexViewStyle(_:)`: the tab views inside drawn with a tab bar
    /// (the default) or as pages with their dots, on a capsule or not, as Canvas's
    /// NavigationAppearance draws them (`ViewBridge+TabViewStyles.swift`).
    static let tabViewStyles = #"""
    /// How tab views look: one of the library's styles, given to `.tabViewStyle(_:)`.
    protocol TabViewStyle {}

    /// The platform's default: the first tab's content above a tab bar.
    struct DefaultTabViewStyle: TabViewStyle {
        /// The default style.
        init() {}
    }
    /// Pages swiped through, with a dot for each page over the bottom of the page shown.
    struct PageTabViewStyle: TabViewStyle {
        /// When the page dots show.
        enum IndexDisplayMode {
            /// When there is more than one page.
            case automatic
            /// Always, even for one page.
            case always
            /// Never.
            case never
        }
        var indexDisplayMode: PageTabViewStyle.IndexDisplayMode
        /// The page style, its dots shown as `indexDisplayMode` says.
        init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    }

    extension TabViewStyle where Self == DefaultTabViewStyle {
        /// The platform's default: a tab bar.
        static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
    }
    extension TabViewStyle where Self == PageTabViewStyle {
        /// Pages, their dots shown when there is more than one.
        static var page: PageTabViewStyle { PageTabViewStyle() }
        /// Pages, their dots shown as `indexDisplayMode` says.
        static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
            PageTabViewStyle(indexDisplayMode: indexDisplayMode)
        }
    }

    /// How a paged tab view's index (its dots) looks, given to `.indexViewStyle(_:)`.
    protocol IndexViewStyle {}

    /// The dots of a paged tab view, on a capsule or not.
    struct PageIndexViewStyle: IndexViewStyle {
        /// When the dots are drawn on their capsule.
        enum BackgroundDisplayMode {
            /// As the system decides: not until they are touched (a figure: no capsule).
            case automatic
            /// Always: the dots sit on a dark capsule.
            case always
            /// While they are touched (a figure: no capsule).
            case interactive
            /// Never.
            case never
        }
        var backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode
        /// Dots with their capsule shown as `backgroundDisplayMode` says.
        init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {
            self.backgroundDisplayMode = backgroundDisplayMode
        }
    }

    extension IndexViewStyle where Self == PageIndexViewStyle {
        /// Page dots with no capsule.
        static var page: PageIndexViewStyle { PageIndexViewStyle() }
        /// Page dots with their capsule shown as `backgroundDisplayMode` says.
        static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
            PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
        }
    }

    /// A view whose tab views are drawn in a style (`.tabViewStyle(_:)`).
    struct _TabViewStyled: View {
        var content: any View
        var style: any TabViewStyle
    }
    /// A view whose paged tab views draw their dots in a style (`.indexViewStyle(_:)`).
    struct _IndexViewStyled: View {
        var content: any View
        var style: any IndexViewStyle
    }

    extension View {
        /// How the tab views inside are drawn: `.automatic` (a tab bar) or `.page`.
        func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { _TabViewStyled(content: self, style: style) }
        /// How the page dots of the paged tab views inside are drawn.
        func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { _IndexViewStyled(content: self, style: style) }
    }
    """#
}
