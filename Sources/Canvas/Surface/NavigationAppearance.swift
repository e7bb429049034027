import Geometry

/// `NavigationStack` and `TabView` as iOS 17 draws them (no status bar).
///
/// A navigation stack is a 44-point bar, then the content's `.navigationTitle` as a large title
/// (34-point bold, 16 points in, in a 52-point band), then the content filling the rest. Behind
/// the bar shows the content's background: the grouped ground when the content is a `List` or
/// `Form`, else systemBackground (white; both black in the dark appearance). A tab view is the first tab's content above a 49-point tab bar in the bar
/// material with a hairline on top; each tab's `.tabItem` shows its icon over its title (10-point
/// medium), the first (the selected tab) in the tint, else the accent colour, and the others in
/// grey (153, 153, 153, in both appearances). In the dark appearance the bar is the dark bar
/// material's tint and its hairline the dark separator (RGBA+Dark.swift).
enum NavigationAppearance {
    static let barHeight = 44.0, largeTitleHeight = 52.0, tabBarHeight = 49.0

    /// The stack's bar, large title and content; `dark` gives the dark appearance's ground.
    static func stack(_ content: View, dark: Bool = false) -> View {
        let title = navigationTitle(in: content)
        var parts: [View] = [View.empty.frame(height: barHeight)]
        if let title {
            parts.append(View.text(title).font(Font.largeTitle.bold())
                .padding(EdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 16))
                .frame(maxWidth: .infinity, minHeight: largeTitleHeight, alignment: .bottomLeading))
        }
        parts.append(content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top))
        let background = RGBA.uiKitColor(isList(content) ? "systemGroupedBackground" : "systemBackground", dark: dark)
        return View.vStack(alignment: .leading, spacing: 0, children: parts).background(.color(.color(background)))
    }

    /// The first tab's content over the tab bar; `tint.isDark` gives the bar its dark chrome.
    static func tabView(_ tabs: [View], tint: ControlTint = ControlTint()) -> View {
        let dark = tint.isDark
        let items = tabs.enumerated().map { index, tab -> View in
            let (icon, title) = tabItem(in: tab)
            let style: ShapeStyle = index == 0 ? tint.accentStyle : .color(RGBA.bytes(153, 153, 153))
            return View.vStack(spacing: 2, children: [icon.font(.system(size: 20)), title.font(.system(size: 10, weight: .medium))])
                .foregroundStyle(style)
                .frame(maxWidth: .infinity)
        }
        let bar = View.hStack(alignment: .top, spacing: 0, children: items)
            .padding(.top, 5)
            .frame(maxWidth: .infinity, alignment: .top)
            .frame(height: tabBarHeight, alignment: .top)
            .background(.color(.color((dark ? RGBA.darkMaterials : RGBA.materials)["bar"] ?? .white)))
            .overlay(View.color(.color(.uiKitColor("separator", dark: dark))).frame(height: 0.33), alignment: .top)
        let first = tabs.first ?? .empty
        return .vStack(spacing: 0, children: [first.frame(maxWidth: .infinity, maxHeight: .infinity), bar])
    }

    /// The first `.navigationTitle` in the content, looking through modifiers, stacks and groups.
    static func navigationTitle(in view: View) -> String? {
        switch view {
        case .modified(_, .surface(.navigationTitle(let title))): return title
        case .modified(let inner, _): return navigationTitle(in: inner)
        case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children), .group(let children):
            return children.lazy.compactMap(navigationTitle(in:)).first
        case .surface(.list(let children)), .surface(.tabView(let children)):
            return children.lazy.compactMap(navigationTitle(in:)).first
        case .surface(.scrollView(_, _, let content)): return navigationTitle(in: content)
        default: return nil
        }
    }

    /// True when the content (under its modifiers) is a List or Form.
    static func isList(_ view: View) -> Bool {
        switch view {
        case .modified(let inner, _): isList(inner)
        case .surface(.list): true
        default: false
        }
    }

    /// A tab's icon and title from its `.tabItem { Label(…) }` or `.tabItem { Image(…); Text(…) }`.
    static func tabItem(in tab: View) -> (icon: View, title: View) {
        guard let item = tabItemView(in: tab) else { return (.empty, .empty) }
        if case .surface(.control(.label(let title, let icon))) = item { return (icon, title) }
        let parts = LayoutTreeBuilder().flattened([item])
        let icon = parts.first { if case .surface(.symbol) = $0 { true } else if case .image = $0 { true } else { false } }
        let title = parts.first { $0.textRuns != nil }
        return (icon ?? .empty, title ?? .empty)
    }

    private static func tabItemView(in view: View) -> View? {
        switch view {
        case .modified(_, .surface(.tabItem(let item))): item
        case .modified(let inner, _): tabItemView(in: inner)
        default: nil
        }
    }
}
