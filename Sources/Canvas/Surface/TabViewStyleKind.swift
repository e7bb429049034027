/// How a `TabView` is drawn (`.tabViewStyle(_:)`, NavigationAppearance.swift and
/// NavigationAppearance+Pages.swift).
public enum TabViewStyleKind: Hashable, Sendable {
    /// The first tab's content above a tab bar of every tab's item (`.automatic`, the default).
    case tabBar
    /// Pages swiped through (`.page`): the first page fills the view, with a page dot for each
    /// page over its bottom when `index` shows them.
    case page(index: PageIndexDisplay)
}

/// When a paged `TabView` shows its page dots (`PageTabViewStyle.IndexDisplayMode`).
public enum PageIndexDisplay: Hashable, Sendable {
    /// When there is more than one page.
    case automatic
    /// Always, even for one page.
    case always
    /// Never.
    case never

    /// Whether `pages` pages show their dots.
    func showsDots(pages: Int) -> Bool {
        switch self {
        case .automatic: pages > 1
        case .always: true
        case .never: false
        }
    }
}
