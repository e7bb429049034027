// Declarations-only stub of SwiftUI's containers: scroll views, lists and forms, navigation,
// tabs, grids, labels and links, the views that lay out or frame other views (issue 15).

// MARK: - Scrolling, lists and forms

/// A scrollable view.
public struct ScrollView<Content: View>: View {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Hashable, CaseIterable {
    case horizontal, vertical

    /// An efficient set of axes.
    public struct Set: OptionSet, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static var horizontal: Axis.Set { fatalError() }
        public static var vertical: Axis.Set { fatalError() }
    }
}

/// A container that presents rows of data arranged in a single column.
public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable { fatalError() }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> { fatalError() }
}

/// A container for grouping controls used for data entry, such as in settings or inspectors.
public struct Form<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

/// A container view that you can use to add hierarchy within certain views.
public struct Section<Parent, Content, Footer> {
    public var body: Never { fatalError() }
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) { fatalError() }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { fatalError() }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { fatalError() }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }
}

// MARK: - Navigation and tabs

/// A view that displays a root view and enables you to present additional views over the root view.
public struct NavigationStack<Data, Root: View>: View {
    public var body: Never { fatalError() }
}

extension NavigationStack where Data == [AnyHashable] {
    public init(@ViewBuilder root: () -> Root) { fatalError() }
}

/// A view for presenting a stack of views that represents a visible path in a navigation hierarchy.
public struct NavigationView<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

/// A view that controls a navigation presentation.
public struct NavigationLink<Label: View, Destination: View>: View {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { fatalError() }
}

/// A view that switches between multiple child views using interactive user interface elements.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

/// A specification for the appearance and interaction of a tab view.
public protocol TabViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle {}
public struct PageTabViewStyle: TabViewStyle {
    /// A style for displaying the page index view.
    public struct IndexDisplayMode: Sendable {
        public static var automatic: PageTabViewStyle.IndexDisplayMode { fatalError() }
        public static var always: PageTabViewStyle.IndexDisplayMode { fatalError() }
        public static var never: PageTabViewStyle.IndexDisplayMode { fatalError() }
    }
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) { fatalError() }
}
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { fatalError() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { fatalError() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { fatalError() }
}

/// A specification for the appearance and interaction of an index view (a paged tab view's dots).
public protocol IndexViewStyle {}
public struct PageIndexViewStyle: IndexViewStyle {
    /// The background style for the page index view.
    public struct BackgroundDisplayMode: Sendable {
        public static var automatic: PageIndexViewStyle.BackgroundDisplayMode { fatalError() }
        public static var always: PageIndexViewStyle.BackgroundDisplayMode { fatalError() }
        public static var interactive: PageIndexViewStyle.BackgroundDisplayMode { fatalError() }
        public static var never: PageIndexViewStyle.BackgroundDisplayMode { fatalError() }
    }
    public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) { fatalError() }
}
extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { fatalError() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle { fatalError() }
}

/// A type of the navigation bar title's display mode.
public enum NavigationBarItem {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { EmptyView() }
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { EmptyView() }
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { EmptyView() }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { EmptyView() }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { EmptyView() }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { EmptyView() }
}

// MARK: - Grids

/// A description of a row or a column in a lazy grid.
public struct GridItem {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) { fatalError() }
}

/// A container view that arranges its child views in a grid that grows vertically.
public struct LazyVGrid<Content: View>: View {
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

/// A container view that arranges its child views in a grid that grows horizontally.
public struct LazyHGrid<Content: View>: View {
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static var sectionHeaders: PinnedScrollableViews { fatalError() }
    public static var sectionFooters: PinnedScrollableViews { fatalError() }
}

/// A container view that arranges other views in a two dimensional layout.
public struct Grid<Content: View>: View {
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

/// A horizontal row in a two dimensional grid container.
public struct GridRow<Content: View>: View {
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

extension View {
    public func gridCellColumns(_ count: Int) -> some View { EmptyView() }
}

/// A view that adapts to the available space by providing the first child view that fits.
public struct ViewThatFits<Content: View>: View {
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

// MARK: - Labels and links

/// A standard label for user interface items, consisting of an icon with a title.
public struct Label<Title: View, Icon: View>: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError() }
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, image name: String) { fatalError() }
}

/// A control for navigating to a URL.
public struct Link<Label: View>: View {
    public init(destination: URL, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { fatalError() }
}

/// Whether an element (a chart's axis, a toolbar) shows.
public enum Visibility: Hashable, CaseIterable {
    case automatic, visible, hidden
}

/// A stylized view, with an optional label, that visually collects a logical grouping of content.
public struct GroupBox<Label: View, Content: View>: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public init(label: Label, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }
}
