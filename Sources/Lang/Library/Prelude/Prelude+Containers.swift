extension Prelude {
    /// SwiftUI's containers: scroll views, lists, forms, sections, navigation and tab views,
    /// lazy grids, lazy stacks and grids, `ViewThatFits` and `AnyView`, with the modifiers containers read
    /// (`navigationTitle`, `tabItem`). `ViewBridge+Containers` draws them as an iOS preview does.
    static let containers = #"""
    /// Content that scrolls: shown from its start, clipped to the scroll view, which takes the
    /// space it is offered.
    struct ScrollView: View {
        var _axes: [Axis.Set]
        var _content: _ViewList
        /// A scroll view along `axes` (vertical by default; both: `[.horizontal, .vertical]`).
        init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> _ViewList) {
            _axes = [axes]
            _content = content()
        }
    }

    /// Rows in sections, drawn in iOS's inset grouped style on the grouped background.
    struct List: View {
        var _rows: _ViewList
        /// A list of `content`'s rows and sections.
        init(@ViewBuilder content: () -> _ViewList) { _rows = content() }
        /// A row for each integer of `data`.
        init(_ data: Range<Int>, @ViewBuilder rowContent: (Int) -> _ViewList) {
            var rows: [any View] = []
            for element in data { rows.append(rowContent(element)) }
            _rows = _ViewList(_views: rows)
        }
        /// A row for each element of `data`.
        init<T>(_ data: [T], @ViewBuilder rowContent: (T) -> _ViewList) {
            var rows: [any View] = []
            for element in data { rows.append(rowContent(element)) }
            _rows = _ViewList(_views: rows)
        }
        /// A row for each element of `data`, identified by `id`.
        init<T, ID: Hashable>(_ data: [T], id: (T) -> ID, @ViewBuilder rowContent: (T) -> _ViewList) {
            var rows: [any View] = []
            for element in data { rows.append(rowContent(element)) }
            _rows = _ViewList(_views: rows)
        }
    }

    /// Controls in sections, drawn as a List is.
    struct Form: View {
        var _rows: _ViewList
        /// A form of `content`'s rows and sections.
        init(@ViewBuilder content: () -> _ViewList) { _rows = content() }
    }

    /// A group of rows in a List or Form, with an optional header and footer.
    struct Section: View {
        var _header: (any View)?
        var _footer: (any View)?
        var _rows: _ViewList
        /// A section headed `title`.
        init(_ title: String, @ViewBuilder content: () -> _ViewList) {
            self.init(_header: Text(title), _footer: nil, _rows: content())
        }
        /// A section with a header view.
        init(header: any View, @ViewBuilder content: () -> _ViewList) {
            self.init(_header: header, _footer: nil, _rows: content())
        }
        /// A section with a header and a footer view.
        init(header: any View, footer: any View, @ViewBuilder content: () -> _ViewList) {
            self.init(_header: header, _footer: footer, _rows: content())
        }
        /// A section without a header.
        init(@ViewBuilder content: () -> _ViewList) {
            self.init(_header: nil, _footer: nil, _rows: content())
        }
        /// A section with `header`'s views above it.
        init(@ViewBuilder content: () -> _ViewList, @ViewBuilder header: () -> _ViewList) {
            self.init(_header: header(), _footer: nil, _rows: content())
        }
        /// A section with a header and a footer.
        init(@ViewBuilder content: () -> _ViewList, @ViewBuilder header: () -> _ViewList, @ViewBuilder footer: () -> _ViewList) {
            self.init(_header: header(), _footer: footer(), _rows: content())
        }
        /// A section with `footer`'s views below it.
        init(@ViewBuilder content: () -> _ViewList, @ViewBuilder footer: () -> _ViewList) {
            self.init(_header: nil, _footer: footer(), _rows: content())
        }
        init(_header: (any View)?, _footer: (any View)?, _rows: _ViewList) {
            self._header = _header
            self._footer = _footer
            self._rows = _rows
        }
    }

    /// A navigation bar with the content's `.navigationTitle` as a large title, above the content.
    struct NavigationStack: View {
        var _content: _ViewList
        /// A navigation stack showing `content`.
        init(@ViewBuilder content: () -> _ViewList) { _content = content() }
    }
    /// A navigation bar with the content's `.navigationTitle`, as `NavigationStack` draws it.
    struct NavigationView: View {
        var _content: _ViewList
        /// A navigation view showing `content`.
        init(@ViewBuilder content: () -> _ViewList) { _content = content() }
    }

    /// The first tab's content above a tab bar of every tab's `.tabItem`.
    struct TabView: View {
        var _tabs: _ViewList
        /// Tabs of `content`'s views.
        init(@ViewBuilder content: () -> _ViewList) { _tabs = content() }
        /// Tabs of `content`'s views, the chosen one bound to `selection` (a figure shows the first).
        init<T: Hashable>(selection: Binding<T>, @ViewBuilder content: () -> _ViewList) { _tabs = content() }
    }

    /// The first of its views whose ideal size fits the space offered (on `axes`), else the last.
    struct ViewThatFits: View {
        var _axes: [Axis.Set]
        var _candidates: _ViewList
        /// Candidates tried on both axes.
        init(@ViewBuilder content: () -> _ViewList) {
            _axes = [.horizontal, .vertical]
            _candidates = content()
        }
        /// Candidates tried on `axes`.
        init(in axes: Axis.Set, @ViewBuilder content: () -> _ViewList) {
            _axes = [axes]
            _candidates = content()
        }
    }

    /// A view with its type erased: the same view.
    struct AnyView: View {
        var _view: any View
        /// `view`, erased.
        init(_ view: any View) { _view = view }
    }

    /// One column of a LazyVGrid (row of a LazyHGrid).
    struct GridItem {
        /// How a column is sized.
        struct Size {
            var _kind: Int
            var _minimum: CGFloat
            var _maximum: CGFloat
            /// Exactly `size` points.
            static func fixed(_ size: CGFloat) -> GridItem.Size { GridItem.Size(_kind: 0, _minimum: size, _maximum: size) }
            /// A share of the space left, between `minimum` and `maximum`.
            static func flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity) -> GridItem.Size {
                GridItem.Size(_kind: 1, _minimum: minimum, _maximum: maximum)
            }
            /// As many columns of at least `minimum` as fit.
            static func adaptive(minimum: CGFloat, maximum: CGFloat = .infinity) -> GridItem.Size {
                GridItem.Size(_kind: 2, _minimum: minimum, _maximum: maximum)
            }
        }
        var size: GridItem.Size
        var spacing: CGFloat?
        var alignment: Alignment?
        /// A column sized by `size`, `spacing` from the next.
        init(_ size: GridItem.Size, spacing: CGFloat? = nil, alignment: Alignment? = nil) {
            self.size = size
            self.spacing = spacing
            self.alignment = alignment
        }
        /// A flexible column, `spacing` from the next.
        init(spacing: CGFloat? = nil, alignment: Alignment? = nil) {
            self.init(.flexible(), spacing: spacing, alignment: alignment)
        }
    }

    /// Which views stay pinned while a lazy stack scrolls (a figure pins nothing).
    struct PinnedScrollableViews {
        static var sectionHeaders: PinnedScrollableViews { PinnedScrollableViews() }
        static var sectionFooters: PinnedScrollableViews { PinnedScrollableViews() }
    }

    /// Views flowing into columns sized by `GridItem`s, with SwiftUI's rules.
    struct LazyVGrid: View {
        var _columns: [GridItem]
        var _alignment: HorizontalAlignment
        var _spacing: CGFloat?
        var _content: _ViewList
        /// A grid of `columns` filled row by row with `content`'s views.
        init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
             pinnedViews: [PinnedScrollableViews] = [], @ViewBuilder content: () -> _ViewList) {
            _columns = columns
            _alignment = alignment
            _spacing = spacing
            _content = content()
        }
    }
    /// Views flowing into rows sized by `GridItem`s, with SwiftUI's rules.
    struct LazyHGrid: View {
        var _rows: [GridItem]
        var _alignment: VerticalAlignment
        var _spacing: CGFloat?
        var _content: _ViewList
        /// A grid of `rows` filled column by column with `content`'s views.
        init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
             pinnedViews: [PinnedScrollableViews] = [], @ViewBuilder content: () -> _ViewList) {
            _rows = rows
            _alignment = alignment
            _spacing = spacing
            _content = content()
        }
    }

    /// Views stacked top to bottom, made as they scroll into view: a `VStack` that takes the
    /// whole width it is offered (a lazy stack is flexible across its axis), its views lined up in
    /// that width by `alignment`.
    struct LazyVStack: View {
        var _alignment: HorizontalAlignment
        var _spacing: CGFloat?
        var _content: _ViewList
        /// A lazy stack of `content`'s views, `spacing` apart (nil: 8 points).
        init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
             pinnedViews: [PinnedScrollableViews] = [], @ViewBuilder content: () -> _ViewList) {
            _alignment = alignment
            _spacing = spacing
            _content = content()
        }
        var body: some View {
            VStack(alignment: _alignment, spacing: _spacing) { _content }
                .frame(maxWidth: .infinity, alignment: Alignment(horizontal: _alignment, vertical: .center))
        }
    }
    /// Views in a row leading to trailing, made as they scroll into view: an `HStack` that takes
    /// the whole height it is offered, its views lined up in that height by `alignment`.
    struct LazyHStack: View {
        var _alignment: VerticalAlignment
        var _spacing: CGFloat?
        var _content: _ViewList
        /// A lazy row of `content`'s views, `spacing` apart (nil: 8 points).
        init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
             pinnedViews: [PinnedScrollableViews] = [], @ViewBuilder content: () -> _ViewList) {
            _alignment = alignment
            _spacing = spacing
            _content = content()
        }
        var body: some View {
            HStack(alignment: _alignment, spacing: _spacing) { _content }
                .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: _alignment))
        }
    }

    /// A table: rows of `GridRow`s, each column as wide as its widest cell.
    struct Grid: View {
        var _alignment: Alignment
        var _horizontalSpacing: CGFloat?
        var _verticalSpacing: CGFloat?
        var _content: _ViewList
        /// A grid of `content`'s rows (a view that is not a `GridRow` spans every column).
        init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
             @ViewBuilder content: () -> _ViewList) {
            _alignment = alignment
            _horizontalSpacing = horizontalSpacing
            _verticalSpacing = verticalSpacing
            _content = content()
        }
    }
    /// A cell of a `Grid` across `count` columns (`.gridCellColumns(_:)`).
    struct _GridCellColumns: View {
        var content: any View
        var count: Int
    }
    extension View {
        /// The view as a `Grid` cell spanning `count` columns (one when less), the next cell of its
        /// row starting after them.
        func gridCellColumns(_ count: Int) -> some View { _GridCellColumns(content: self, count: count) }
    }
    /// One row of a `Grid`: a view per column.
    struct GridRow: View {
        var _cells: _ViewList
        /// A row of `content`'s views.
        init(alignment: VerticalAlignment = .center, @ViewBuilder content: () -> _ViewList) { _cells = content() }
    }

    /// A view read by its container: a navigation title or a tab item.
    enum _ContainerMark {
        case navigationTitle(String)
        case tabItem(any View)
    }
    /// A view marked for its container.
    struct _ContainerMarked: View {
        var content: any View
        var mark: _ContainerMark
    }

    /// How a navigation title shows (a figure always shows the large title).
    enum _TitleDisplayMode { case automatic, inline, large }
    /// The navigation bar's item kinds.
    struct NavigationBarItem {
        /// How the title shows.
        struct TitleDisplayMode {
            var _mode: _TitleDisplayMode
            static var automatic: NavigationBarItem.TitleDisplayMode { NavigationBarItem.TitleDisplayMode(_mode: .automatic) }
            static var inline: NavigationBarItem.TitleDisplayMode { NavigationBarItem.TitleDisplayMode(_mode: .inline) }
            static var large: NavigationBarItem.TitleDisplayMode { NavigationBarItem.TitleDisplayMode(_mode: .large) }
        }
    }

    extension View {
        /// The title the enclosing NavigationStack shows.
        func navigationTitle(_ title: String) -> some View {
            _ContainerMarked(content: self, mark: .navigationTitle(title))
        }
        /// How the navigation title shows (a figure always shows the large title).
        func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View { self }
        /// This tab's icon and title in the enclosing TabView's bar.
        func tabItem(@ViewBuilder _ label: () -> _ViewList) -> some View {
            _ContainerMarked(content: self, mark: .tabItem(label()))
        }
    }
    """#
}
