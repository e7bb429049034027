import Geometry

/// `NavigationStack` and `TabView` as iOS 17 draws them (no status bar).
///
/// A navigation stack is a 44-point bar, then the content's `.navigationTitle` as a large title
/// (34-point bold, 16 points in, in a 52-point band), then the content filling the rest. Behind
/// the bar shows the content's background: the grouped ground when the content is a `List` or
/// `Form`, else systemBackground (white; both black in the dark appearance). A tab view is the first tab's content above a 49-point tab bar in the bar
/// material with a hairline on top; each tab's `.tabItem` shows its icon over its title (10-point
/// medium), the first (the selected tab) in the tint, else the accent colour, and the others in
/// the inactive grey (`unselectedTabItem`). In the dark appearance the bar is the dark bar
/// material's tint and its hairline the dark separator (RGBA+Dark.swift).
enum NavigationAppearance {
    static let barHeight = 44.0, largeTitleHeight = 52.0, tabBarHeight = 49.0

    /// The colour of an unselected tab item (its icon and title): UIKit's inactive grey, #999999 in
    /// the light appearance and #757575 in the dark. Apple publishes no value for it
    /// (`UITabBar.unselectedItemTintColor` is nil by default, "the system default"); these are the
    /// values of Flutter's Cupertino library, which reimplements iOS's controls
    /// (flutter/flutter packages/flutter/lib/src/cupertino/colors.dart, `CupertinoColors.inactiveGray`:
    /// "used in iOS 13 for unselected selectables such as tab bar items in their inactive state",
    /// the default `inactiveColor` of its `CupertinoTabBar`, bottom_tab_bar.dart).
    static func unselectedTabItem(dark: Bool) -> RGBA {
        dark ? RGBA.bytes(117, 117, 117) : RGBA.bytes(153, 153, 153)
    }

    /// The stack's bar, large title and content; `dark` gives the dark appearance's ground, and
    /// `listStyle` the style of a list content (the ground behind the bar is the list's).
    static func stack(_ content: View, dark: Bool = false, listStyle: ListStyleKind = .insetGrouped) -> View {
        let title = navigationTitle(in: content)
        var parts: [View] = [View.empty.frame(height: barHeight)]
        if let title {
            parts.append(View.text(title).font(Font.largeTitle.bold())
                .padding(EdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 16))
                .frame(maxWidth: .infinity, minHeight: largeTitleHeight, alignment: .bottomLeading))
        }
        parts.append(content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top))
        let grouped = listGroundStyle(content, listStyle).map { $0 != .plain } ?? false
        let background = RGBA.uiKitColor(grouped ? "systemGroupedBackground" : "systemBackground", dark: dark)
        return View.vStack(alignment: .leading, spacing: 0, children: parts).background(.color(.color(background)))
    }

    /// The first tab's content over the tab bar; `tint.isDark` gives the bar its dark chrome.
    static func tabView(_ tabs: [View], tint: ControlTint = ControlTint()) -> View {
        let dark = tint.isDark
        let items = tabs.enumerated().map { index, tab -> View in
            let (icon, title) = tabItem(in: tab)
            let style: ShapeStyle = index == 0 ? tint.accentStyle : .color(unselectedTabItem(dark: dark))
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

    /// The style of the content when it is (under its modifiers) a List or Form: the innermost
    /// `.listStyle` on the way to it, else `outer`; nil when the content is not a list.
    static func listGroundStyle(_ view: View, _ outer: ListStyleKind) -> ListStyleKind? {
        switch view {
        case .modified(let inner, .surface(.listStyle(let style))): listGroundStyle(inner, style)
        case .modified(let inner, _): listGroundStyle(inner, outer)
        case .surface(.list): outer
        default: nil
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
