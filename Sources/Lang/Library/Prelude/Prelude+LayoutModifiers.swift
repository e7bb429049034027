extension Prelude {
    /// Layout modifiers beyond a fixed frame and even padding: flexible frames, padding of some
    /// edges, fixed size, layout priority, a shape as background, and the layout modifiers a
    /// figure accepts and draws as a preview does without them (z-index, safe areas).
    static let layoutModifiers = #"""
    /// An edge of a rectangle.
    enum Edge {
        case top, leading, bottom, trailing

        /// A set of edges, as `.padding(.horizontal, 10)` takes.
        struct Set {
            var _top: Bool
            var _leading: Bool
            var _bottom: Bool
            var _trailing: Bool
            static var top: Edge.Set { Edge.Set(_top: true, _leading: false, _bottom: false, _trailing: false) }
            static var leading: Edge.Set { Edge.Set(_top: false, _leading: true, _bottom: false, _trailing: false) }
            static var bottom: Edge.Set { Edge.Set(_top: false, _leading: false, _bottom: true, _trailing: false) }
            static var trailing: Edge.Set { Edge.Set(_top: false, _leading: false, _bottom: false, _trailing: true) }
            static var horizontal: Edge.Set { Edge.Set(_top: false, _leading: true, _bottom: false, _trailing: true) }
            static var vertical: Edge.Set { Edge.Set(_top: true, _leading: false, _bottom: true, _trailing: false) }
            static var all: Edge.Set { Edge.Set(_top: true, _leading: true, _bottom: true, _trailing: true) }
        }
    }

    /// The kinds of safe area (a figure has none).
    struct SafeAreaRegions {
        static var all: SafeAreaRegions { SafeAreaRegions() }
        static var container: SafeAreaRegions { SafeAreaRegions() }
        static var keyboard: SafeAreaRegions { SafeAreaRegions() }
    }

    /// What a layout modifier does to the view it wraps.
    enum _LayoutModifier {
        case flexibleFrame(CGFloat?, CGFloat?, CGFloat?, CGFloat?, CGFloat?, CGFloat?, Alignment)
        case padding(Edge.Set, CGFloat?)
        case fixedSize(Bool, Bool)
        case layoutPriority(Double)
        case insets(EdgeInsets)
    }
    /// A view with a layout modifier applied.
    struct _LayoutModifiedView: View {
        var content: any View
        var modifier: _LayoutModifier
    }

    extension View {
        /// The view in a frame between the given minimum and maximum sizes (`.infinity`: as
        /// large as offered); nil leaves that bound to the view.
        func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                   minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                   alignment: Alignment = .center) -> some View {
            _LayoutModifiedView(content: self, modifier: .flexibleFrame(minWidth, idealWidth, maxWidth,
                                                                       minHeight, idealHeight, maxHeight, alignment))
        }
        /// The view with space on `edges` (nil length: the default of 16 points).
        func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> some View {
            _LayoutModifiedView(content: self, modifier: .padding(edges, length))
        }
        /// The view with space on each of `edges` (`[.top, .leading]`; nil length: 16 points).
        func padding(_ edges: [Edge.Set], _ length: CGFloat? = nil) -> some View {
            var set = Edge.Set(_top: false, _leading: false, _bottom: false, _trailing: false)
            for edge in edges {
                set._top = set._top || edge._top
                set._leading = set._leading || edge._leading
                set._bottom = set._bottom || edge._bottom
                set._trailing = set._trailing || edge._trailing
            }
            return _LayoutModifiedView(content: self, modifier: .padding(set, length))
        }
        /// The view with `insets` of space on its edges.
        func padding(_ insets: EdgeInsets) -> some View {
            _LayoutModifiedView(content: self, modifier: .insets(insets))
        }
        /// The view at its ideal size on both axes, whatever it is offered.
        func fixedSize() -> some View {
            _LayoutModifiedView(content: self, modifier: .fixedSize(true, true))
        }
        /// The view at its ideal size on the axes asked for.
        func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
            _LayoutModifiedView(content: self, modifier: .fixedSize(horizontal, vertical))
        }
        /// `style` filling `shape`, drawn behind the view in its frame.
        func background(_ style: any ShapeStyle, in shape: any Shape, fillStyle: FillStyle = FillStyle()) -> some View {
            _ModifiedView(content: self, modifier: .background(_ShapeView(shape: shape, drawing: .fill(style, fillStyle.isEOFilled)), .center))
        }
        /// `shape` filled with the background style, drawn behind the view in its frame.
        func background(in shape: any Shape, fillStyle: FillStyle = FillStyle()) -> some View {
            _ModifiedView(content: self, modifier: .background(_ShapeView(shape: shape, drawing: .fill(Color.white, fillStyle.isEOFilled)), .center))
        }
        /// The style views inside draw their background in (iOS 16), which no view draws of
        /// itself: a text or shape draws as it did. (`background(in:)` still fills the system
        /// background, white, whatever this says.)
        func backgroundStyle(_ style: any ShapeStyle) -> some View { self }
        /// The view centred at `position` of the space it is offered.
        func position(_ position: CGPoint) -> some View {
            _ModifiedView(content: self, modifier: .position(position.x, position.y))
        }
        /// The order in which the enclosing stack offers the view space: higher first, each
        /// priority offered what the lower ones' minimum lengths leave (0 by default).
        func layoutPriority(_ value: Double) -> some View {
            _LayoutModifiedView(content: self, modifier: .layoutPriority(value))
        }
        /// The drawing order in a `ZStack`; a figure draws views in the order written.
        func zIndex(_ value: Double) -> some View { self }
        /// Lets the view extend into the safe area; a figure has none, so this changes nothing.
        func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
        /// Lets the view extend into the safe area; a figure has none, so this changes nothing.
        func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    }
    """#
}
