extension Prelude {
    /// The `Layout` protocol: a program's own container that sizes itself for a proposal and
    /// places its subviews (`struct RadialLayout: Layout`), used as `RadialLayout { … }`. Canvas
    /// calls the two methods while it lays the figure out (`ViewBridge+CustomLayouts`); a
    /// subview measures itself and records where it is placed through the bridge.
    static let customLayouts = #"""
    /// A size offered to a view: each length given, or nil for the view's ideal one.
    struct ProposedViewSize: Equatable {
        /// The width offered, or nil for the view's ideal width.
        var width: CGFloat?
        /// The height offered, or nil for the view's ideal height.
        var height: CGFloat?
        /// A proposal of `width` and `height`.
        init(width: CGFloat?, height: CGFloat?) {
            self.width = width
            self.height = height
        }
        /// A proposal of `size`'s width and height.
        init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
        /// Nothing offered: each view takes its least size.
        static let zero = ProposedViewSize(width: 0, height: 0)
        /// No length given: each view takes its ideal size.
        static let unspecified = ProposedViewSize(width: nil, height: nil)
        /// Unlimited room: each view takes its greatest size.
        static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
        /// The proposal as a size, `size`'s lengths where none is given (10 by 10, as SwiftUI).
        func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
            CGSize(width: width ?? size.width, height: height ?? size.height)
        }
    }

    /// One of a layout's subviews, as `sizeThatFits` and `placeSubviews` are given it: it measures
    /// itself for a proposal and is placed once, at a point.
    struct LayoutSubview {
        var _call: Int
        var _index: Int
        /// The size the subview takes when offered `proposal`.
        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
            _measureLayoutSubview(_call, _index, proposal.width, proposal.height)
        }
        /// Places the subview with its `anchor` at `position` (in the layout's coordinates, as
        /// `bounds` is), offering it `proposal`.
        func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
            _placeLayoutSubview(_call, _index, position.x, position.y, anchor.x, anchor.y, proposal.width, proposal.height)
        }
        /// The subview's `.layoutPriority` (0 unless set).
        var priority: Double { _layoutSubviewPriority(_call, _index) }
        /// The spacing the subview wants around it: none for a `Spacer`, the system's 8 points
        /// for another view.
        var spacing: ViewSpacing { _layoutSubviewIsSpacer(_call, _index) ? .zero : ViewSpacing() }
    }

    /// The spacing a view wants next to others, as `LayoutSubview.spacing` gives it: two views
    /// are as far apart as the nearer of their wishes (a stack's rule).
    struct ViewSpacing {
        var _length: CGFloat
        /// No spacing on any edge.
        static let zero = ViewSpacing(_length: 0)
        /// The system's spacing: 8 points on each edge.
        init() { self.init(_length: 8) }
        init(_length: CGFloat) { self._length = _length }
        /// How far this view wants to be from `next` along `axis`.
        func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { min(_length, next._length) }
        /// Takes on `other`'s spacing where it asks for more (`edges` are not told apart).
        mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { _length = max(_length, other._length) }
        /// The spacing wanting the more of the two (`edges` are not told apart).
        func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
            ViewSpacing(_length: max(_length, other._length))
        }
    }

    /// A layout's subviews, in the order the content lists them.
    typealias LayoutSubviews = [LayoutSubview]

    /// A container of the program's own that sizes itself and places its subviews.
    protocol Layout {
        /// The subviews a layout is given.
        typealias Subviews = [LayoutSubview]
        /// The layout's size when offered `proposal`, its subviews measured as it likes.
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize
        /// Places each subview in `bounds` (the layout's frame) with `place(at:anchor:proposal:)`;
        /// one left unplaced sits at the centre of `bounds`, offered no length.
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    }

    extension Layout {
        /// The layout as a view: `content`'s views are its subviews.
        func callAsFunction(@ViewBuilder _ content: () -> _ViewList) -> some View {
            _CustomLayoutView(_layout: self, _content: content())
        }
    }

    /// A layout of any type, so that one expression can choose between layouts
    /// (`isRadial ? AnyLayout(RadialLayout()) : AnyLayout(GridLikeLayout())`): it sizes and
    /// places its subviews as the layout it wraps does.
    struct AnyLayout: Layout {
        var _layout: any Layout
        /// `layout`, its type erased.
        init<L: Layout>(_ layout: L) { _layout = layout }
        /// The wrapped layout's size for `proposal`.
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            _layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        /// Places the subviews as the wrapped layout does.
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            _layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// A program's layout with its subviews.
    struct _CustomLayoutView: View {
        var _layout: any Layout
        var _content: _ViewList
    }

    /// The size subview `index` of layout call `call` takes for a proposal.
    @_native("Layout.measure") func _measureLayoutSubview(_ call: Int, _ index: Int, _ width: CGFloat?, _ height: CGFloat?) -> CGSize
    /// The `.layoutPriority` of subview `index` of layout call `call`.
    @_native("Layout.priority") func _layoutSubviewPriority(_ call: Int, _ index: Int) -> Double
    /// Whether subview `index` of layout call `call` is a `Spacer`.
    @_native("Layout.isSpacer") func _layoutSubviewIsSpacer(_ call: Int, _ index: Int) -> Bool
    /// Records where subview `index` of layout call `call` is placed.
    @_native("Layout.place") func _placeLayoutSubview(_ call: Int, _ index: Int, _ x: CGFloat, _ y: CGFloat,
                                                      _ anchorX: CGFloat, _ anchorY: CGFloat, _ width: CGFloat?, _ height: CGFloat?)

    extension Binding {
        /// The binding whose changes animate; a figure shows the value it holds.
        func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
    }

    /// The top or bottom edge of a view (`safeAreaInset(edge: .bottom)`).
    enum VerticalEdge { case top, bottom }
    /// The leading or trailing edge of a view (`safeAreaInset(edge: .leading)`).
    enum HorizontalEdge { case leading, trailing }

    extension View {
        /// `content` along `edge` of the view, the view's room shrunk by it: a figure has no
        /// safe area, so the two are stacked, `content` at the edge.
        func safeAreaInset(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                           @ViewBuilder content: () -> _ViewList) -> some View {
            let inset = content()
            return VStack(alignment: alignment, spacing: spacing ?? 0) {
                if edge == .top { inset }
                self
                if edge == .bottom { inset }
            }
        }
        /// `content` along `edge` of the view, the view's room shrunk by it: a figure has no
        /// safe area, so the two are stacked, `content` at the edge.
        func safeAreaInset(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                           @ViewBuilder content: () -> _ViewList) -> some View {
            let inset = content()
            return HStack(alignment: alignment, spacing: spacing ?? 0) {
                if edge == .leading { inset }
                self
                if edge == .trailing { inset }
            }
        }
    }
    """#
}
