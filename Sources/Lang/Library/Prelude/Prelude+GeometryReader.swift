extension Prelude {
    /// `GeometryReader` and what its content is given: the proxy, coordinate spaces and the
    /// modifiers that lay views out by measure (`coordinateSpace`, `aspectRatio`, `scaledToFit`).
    /// The reader's content runs while Canvas lays the figure out (`ViewBridge+Layout`).
    static let geometryReader = #"""
    /// Insets on each edge of a rectangle, as SwiftUI's `EdgeInsets`.
    struct EdgeInsets: Equatable {
        var top: CGFloat = 0
        var leading: CGFloat = 0
        var bottom: CGFloat = 0
        var trailing: CGFloat = 0
    }

    /// Where a frame is measured from: the reader's own space, the figure's, or the space of an
    /// enclosing view named with `.coordinateSpace(name:)`.
    enum CoordinateSpace {
        case global
        case local
        case named(String)
    }

    /// A coordinate space given a name by `.coordinateSpace(_:)`.
    struct NamedCoordinateSpace {
        var _name: String
        /// The space called `name`.
        static func named(_ name: String) -> NamedCoordinateSpace { NamedCoordinateSpace(_name: name) }
    }

    /// What a `GeometryReader`'s content is given: the reader's size and where it sits.
    struct GeometryProxy {
        /// The size the reader was given.
        let size: CGSize
        let _globalFrame: CGRect
        let _namedSpaces: [String: CGRect]
        /// The safe area's insets: a figure has none, so zero on every edge.
        var safeAreaInsets: EdgeInsets { EdgeInsets() }
        /// The reader's frame in `coordinateSpace`: `.local` (origin zero), `.global` (the
        /// figure's), or `.named(name)` (from the enclosing view given that name; the global
        /// space when there is none, as in SwiftUI).
        @_native("GeometryProxy.frame") func frame(in coordinateSpace: CoordinateSpace) -> CGRect
    }

    /// A view that takes all the space it is offered and builds its content from its size and
    /// position; the content sits at its top leading corner.
    struct GeometryReader: View {
        var _content: (GeometryProxy) -> _ViewList
        /// A reader whose views `content` makes from the proxy.
        init(@ViewBuilder content: @escaping (GeometryProxy) -> _ViewList) { _content = content }
    }

    /// How `aspectRatio` resolves an offer of another shape: fit inside it, or cover it.
    enum ContentMode { case fit, fill }

    /// What a modifier of measure (coordinate space, aspect ratio) does to the view it wraps.
    enum _GeometryModifier {
        case coordinateSpace(String)
        case aspectRatio(CGFloat?, ContentMode)
    }
    /// A view with a modifier of measure applied.
    struct _GeometryModifiedView: View {
        var content: any View
        var modifier: _GeometryModifier
    }

    extension View {
        /// Names this view's frame, for `GeometryProxy.frame(in: .named(name))` inside it.
        func coordinateSpace(name: String) -> some View {
            _GeometryModifiedView(content: self, modifier: .coordinateSpace(name))
        }
        /// Names this view's frame, for `GeometryProxy.frame(in: .named(name))` inside it.
        func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
            _GeometryModifiedView(content: self, modifier: .coordinateSpace(name._name))
        }
        /// The view sized to a width/height ratio (nil: the ratio of its ideal size), fitting in
        /// or covering what it is offered.
        func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
            _GeometryModifiedView(content: self, modifier: .aspectRatio(aspectRatio, contentMode))
        }
        /// The view sized to the ratio of `aspectRatio`'s width to its height.
        func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
            _GeometryModifiedView(content: self, modifier: .aspectRatio(aspectRatio.width / aspectRatio.height, contentMode))
        }
        /// The view scaled to fit what it is offered, keeping its aspect ratio.
        func scaledToFit() -> some View {
            _GeometryModifiedView(content: self, modifier: .aspectRatio(nil, .fit))
        }
        /// The view scaled to fill what it is offered, keeping its aspect ratio.
        func scaledToFill() -> some View {
            _GeometryModifiedView(content: self, modifier: .aspectRatio(nil, .fill))
        }
    }
    """#
}
