extension Prelude {
    /// SwiftUI's view protocols, stacks, text, colours and modifiers. The library's own views are
    /// plain structs and enums that record what was asked; `ViewBridge` turns them, and the
    /// program's `Shape`s and `View`s, into Canvas's view tree.
    static let views = #"""
    /// A part of the drawing: anything a cell can show as a figure.
    protocol View {}
    /// A 2D shape drawn in the rectangle it is given, as SwiftUI's `Shape`.
    protocol Shape: View {
        /// The shape's outline in `rect`.
        func path(in rect: CGRect) -> Path
    }
    /// A shape that can be inset, as SwiftUI's `InsettableShape` (`strokeBorder`).
    protocol InsettableShape: Shape {}
    /// A type whose values can be interpolated, as SwiftUI's `Animatable`.
    protocol Animatable {}
    /// A colour or gradient that paints shapes and text.
    protocol ShapeStyle {}
    /// A type whose `previews` view is shown, as SwiftUI's `PreviewProvider`.
    protocol PreviewProvider {}

    /// The style of the environment's foreground (`.foreground`): what a bare shape is filled with.
    struct ForegroundStyle: ShapeStyle {}

    /// Views built by a `@ViewBuilder` closure, in order.
    struct _ViewList: View {
        var _views: [any View]
        /// Whether the list is what one branch of an `if` or `switch` built: the enclosing block
        /// takes its views in its place (SwiftUI's conditional content adds its views to the
        /// enclosing stack), where another list built elsewhere stays one view.
        var _isBranch = false
        /// The views with each branch's views in the branch's place, as a stack takes them: for
        /// the few readers written here (a chart annotation's views); the bridge splices natively.
        var _flatViews: [any View] {
            var flat: [any View] = []
            for view in _views {
                if let branch = view as? _ViewList, branch._isBranch {
                    flat += branch._flatViews
                } else {
                    flat.append(view)
                }
            }
            return flat
        }
    }
    /// SwiftUI's `@ViewBuilder`, a result builder: a `@ViewBuilder` closure or function and a
    /// view's `body` are built through these methods, as with a program's own result builder.
    /// Like SwiftUI's, it has no `buildArray`: a `for` loop in a view body is an error, as in swiftc.
    @resultBuilder
    struct ViewBuilder {
        /// A view as one component (SwiftUI's generic `buildExpression<Content: View>`).
        static func buildExpression(_ view: any View) -> any View { view }
        /// The views of a block, a branch's list among them as one component: whoever reads the
        /// views (the bridge's `items(of:)`, `_flatViews`) takes the branch's views in its place,
        /// so a block costs no loop and no cast per view.
        static func buildBlock(_ views: any View...) -> _ViewList { _ViewList(_views: views) }
        /// An `if` without `else`: its views when it ran, none when not.
        static func buildOptional(_ list: _ViewList?) -> _ViewList { _ViewList(_views: list?._views ?? [], _isBranch: true) }
        /// The first of two branches of an `if`/`else` or `switch`.
        static func buildEither(first list: _ViewList) -> _ViewList { _ViewList(_views: list._views, _isBranch: true) }
        /// The second of two branches of an `if`/`else` or `switch`.
        static func buildEither(second list: _ViewList) -> _ViewList { _ViewList(_views: list._views, _isBranch: true) }
        /// A branch `if #available` guards.
        static func buildLimitedAvailability(_ list: _ViewList) -> _ViewList { list }
    }

    /// How a shape view paints its shape.
    enum _Drawing {
        case fill(any ShapeStyle, Bool)
        case stroke(any ShapeStyle, StrokeStyle)
        case strokeBorder(any ShapeStyle, StrokeStyle)
    }
    /// A shape painted one way, over what earlier `fill`/`stroke` calls drew (iOS 17's `ShapeView`).
    struct _ShapeView: View {
        var shape: any Shape
        var drawing: _Drawing
        var _background: (any View)? = nil
    }

    /// How a filled shape decides what is inside.
    struct FillStyle {
        /// Whether the even-odd rule decides (else the nonzero rule).
        var isEOFilled: Bool = false
        /// Whether edges are antialiased (always on here).
        var isAntialiased: Bool = true
        /// A fill style with the even-odd rule when `eoFill` is true.
        init(eoFill: Bool = false, antialiased: Bool = true) {
            isEOFilled = eoFill
            isAntialiased = antialiased
        }
    }

    /// The end of an open stroked line.
    enum CGLineCap { case butt, round, square }
    /// The corner where two stroked segments meet.
    enum CGLineJoin { case miter, round, bevel }

    /// How a stroke is drawn: width, caps, joins, miter limit and dashes.
    struct StrokeStyle {
        var lineWidth: CGFloat = 1
        var lineCap: CGLineCap = .butt
        var lineJoin: CGLineJoin = .miter
        var miterLimit: CGFloat = 10
        var dash: [CGFloat] = []
        var dashPhase: CGFloat = 0
    }

    // `@_genericInResult`: SwiftUI's generic `S: ShapeStyle` is also in the result
    // (`_ShapeView<Self, S>`), so an `any ShapeStyle` is not opened for it.
    extension Shape {
        /// The shape filled with a colour or gradient (the foreground style when none is given).
        func fill(@_genericInResult _ content: any ShapeStyle = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView {
            _ShapeView(shape: self, drawing: .fill(content, style.isEOFilled))
        }
        /// The shape's outline drawn with a pen of width `lineWidth` centred on it.
        func stroke(@_genericInResult _ content: any ShapeStyle, lineWidth: CGFloat = 1) -> _ShapeView {
            _ShapeView(shape: self, drawing: .stroke(content, StrokeStyle(lineWidth: lineWidth)))
        }
        /// The shape's outline drawn with `style`.
        func stroke(@_genericInResult _ content: any ShapeStyle, style: StrokeStyle) -> _ShapeView {
            _ShapeView(shape: self, drawing: .stroke(content, style))
        }
        /// The outline drawn inside the shape's frame (inset by half the line width).
        func strokeBorder(@_genericInResult _ content: any ShapeStyle = ForegroundStyle(), lineWidth: CGFloat = 1) -> _ShapeView {
            _ShapeView(shape: self, drawing: .strokeBorder(content, StrokeStyle(lineWidth: lineWidth)))
        }
        /// The outline drawn inside the shape's frame with `style`.
        func strokeBorder(@_genericInResult _ content: any ShapeStyle = ForegroundStyle(), style: StrokeStyle) -> _ShapeView {
            _ShapeView(shape: self, drawing: .strokeBorder(content, style))
        }
    }

    /// Where a view sits horizontally in its container: an edge, the centre, or an alignment of
    /// the program's own (`HorizontalAlignment(MyAlignment.self)`).
    enum HorizontalAlignment: Equatable {
        case leading, center, trailing
        case _custom(any AlignmentID.Type)
    }
    /// Where a view sits vertically in its container: an edge, the centre, a text baseline, or an
    /// alignment of the program's own (`VerticalAlignment(MyAlignment.self)`).
    enum VerticalAlignment: Equatable {
        case top, center, bottom, firstTextBaseline, lastTextBaseline
        case _custom(any AlignmentID.Type)
    }

    /// Where a view sits in its frame, on both axes.
    struct Alignment {
        var horizontal: HorizontalAlignment
        var vertical: VerticalAlignment
        static var center: Alignment { Alignment(horizontal: .center, vertical: .center) }
        static var leading: Alignment { Alignment(horizontal: .leading, vertical: .center) }
        static var trailing: Alignment { Alignment(horizontal: .trailing, vertical: .center) }
        static var top: Alignment { Alignment(horizontal: .center, vertical: .top) }
        static var bottom: Alignment { Alignment(horizontal: .center, vertical: .bottom) }
        static var topLeading: Alignment { Alignment(horizontal: .leading, vertical: .top) }
        static var topTrailing: Alignment { Alignment(horizontal: .trailing, vertical: .top) }
        static var bottomLeading: Alignment { Alignment(horizontal: .leading, vertical: .bottom) }
        static var bottomTrailing: Alignment { Alignment(horizontal: .trailing, vertical: .bottom) }
    }

    /// A point in a view's frame in unit coordinates: (0, 0) top leading, (1, 1) bottom trailing.
    struct UnitPoint {
        var x: CGFloat
        var y: CGFloat
        static var zero: UnitPoint { UnitPoint(x: 0, y: 0) }
        static var center: UnitPoint { UnitPoint(x: 0.5, y: 0.5) }
        static var leading: UnitPoint { UnitPoint(x: 0, y: 0.5) }
        static var trailing: UnitPoint { UnitPoint(x: 1, y: 0.5) }
        static var top: UnitPoint { UnitPoint(x: 0.5, y: 0) }
        static var bottom: UnitPoint { UnitPoint(x: 0.5, y: 1) }
        static var topLeading: UnitPoint { UnitPoint(x: 0, y: 0) }
        static var topTrailing: UnitPoint { UnitPoint(x: 1, y: 0) }
        static var bottomLeading: UnitPoint { UnitPoint(x: 0, y: 1) }
        static var bottomTrailing: UnitPoint { UnitPoint(x: 1, y: 1) }
    }

    /// What a modifier does to the view it wraps.
    enum _Modifier {
        case frame(CGFloat?, CGFloat?, Alignment)
        case padding(CGFloat?)
        case offset(CGFloat, CGFloat)
        case rotation(Angle, UnitPoint)
        case scale(CGFloat, CGFloat, UnitPoint)
        case opacity(Double)
        case overlay(any View, Alignment)
        case background(any View, Alignment)
        case foreground(any ShapeStyle)
        case border(any ShapeStyle, CGFloat)
        case clip(any Shape)
        case position(CGFloat, CGFloat)
    }
    /// A view with a modifier applied.
    struct _ModifiedView: View {
        var content: any View
        var modifier: _Modifier
    }

    extension View {
        /// The view in a frame of the given size (nil: the view's own size on that axis).
        func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
            _ModifiedView(content: self, modifier: .frame(width, height, alignment))
        }
        /// The view with space around it (nil: the default of 16 points).
        func padding(_ length: CGFloat? = nil) -> some View {
            _ModifiedView(content: self, modifier: .padding(length))
        }
        /// The view drawn moved by (`x`, `y`); layout is unchanged.
        func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
            _ModifiedView(content: self, modifier: .offset(x, y))
        }
        /// The view drawn moved by `offset`; layout is unchanged.
        func offset(_ offset: CGSize) -> some View {
            _ModifiedView(content: self, modifier: .offset(offset.width, offset.height))
        }
        /// The view drawn rotated by `angle` about `anchor` (clockwise on screen for positive angles).
        func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
            _ModifiedView(content: self, modifier: .rotation(angle, anchor))
        }
        /// The view drawn scaled by `scale` about `anchor`.
        func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
            _ModifiedView(content: self, modifier: .scale(scale, scale, anchor))
        }
        /// The view drawn scaled by `x` and `y` about `anchor`.
        func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
            _ModifiedView(content: self, modifier: .scale(x, y, anchor))
        }
        /// The view composited at `opacity` (0…1).
        func opacity(_ opacity: Double) -> some View {
            _ModifiedView(content: self, modifier: .opacity(opacity))
        }
        /// `overlay` drawn in front of the view, in its frame.
        func overlay(_ overlay: any View, alignment: Alignment = .center) -> some View {
            _ModifiedView(content: self, modifier: .overlay(overlay, alignment))
        }
        /// The views of `content` drawn in front of the view, in its frame.
        func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> _ViewList) -> some View {
            _ModifiedView(content: self, modifier: .overlay(content(), alignment))
        }
        /// `background` drawn behind the view, in its frame.
        func background(_ background: any View, alignment: Alignment = .center) -> some View {
            _ModifiedView(content: self, modifier: .background(background, alignment))
        }
        /// The views of `content` drawn behind the view, in its frame.
        func background(alignment: Alignment = .center, @ViewBuilder content: () -> _ViewList) -> some View {
            _ModifiedView(content: self, modifier: .background(content(), alignment))
        }
        /// The colour of unstyled shapes, text and chart marks inside; nil leaves the colour they inherit.
        func foregroundColor(_ color: Color?) -> some View {
            // Both returns are one type, as an opaque result's must be.
            guard let color = color else { return _ChartEnvironmentView(content: _ModifiedView(content: self, modifier: .offset(0, 0)), setting: .markStyle(nil)) }
            return _ChartEnvironmentView(content: _ModifiedView(content: self, modifier: .foreground(color)), setting: .markStyle(color))
        }
        /// The style of unstyled shapes, text and chart marks inside (a chart's marks that set no
        /// style of their own are painted in it, as Swift Charts paints them).
        func foregroundStyle(_ style: any ShapeStyle) -> some View {
            _ChartEnvironmentView(content: _ModifiedView(content: self, modifier: .foreground(style)), setting: .markStyle(style))
        }
        /// A rectangle stroked inside the view's frame, drawn in front.
        func border(_ content: any ShapeStyle, width: CGFloat = 1) -> some View {
            _ModifiedView(content: self, modifier: .border(content, width))
        }
        /// Drawing clipped to `shape` placed in the view's frame.
        func clipShape(_ shape: any Shape) -> some View {
            _ModifiedView(content: self, modifier: .clip(shape))
        }
        /// The view centred at (`x`, `y`) of the space it is offered.
        func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
            _ModifiedView(content: self, modifier: .position(x, y))
        }
        /// How a preview lays the view out; a figure always fits its content, so this changes nothing.
        func previewLayout(_ layout: PreviewLayout) -> some View { self }
    }

    /// How a preview is laid out (figures always fit their content).
    enum PreviewLayout { case sizeThatFits, device, fixed(width: CGFloat, height: CGFloat) }

    /// Views stacked top to bottom.
    struct VStack: View {
        var _alignment: HorizontalAlignment
        var _spacing: CGFloat?
        var _content: _ViewList
        /// A stack of `content`'s views, `spacing` apart (nil: 8 points).
        init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> _ViewList) {
            _alignment = alignment
            _spacing = spacing
            _content = content()
        }
    }
    /// Views stacked leading to trailing.
    struct HStack: View {
        var _alignment: VerticalAlignment
        var _spacing: CGFloat?
        var _content: _ViewList
        /// A row of `content`'s views, `spacing` apart (nil: 8 points).
        init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> _ViewList) {
            _alignment = alignment
            _spacing = spacing
            _content = content()
        }
    }
    /// Views drawn back to front, each aligned in the stack's frame.
    struct ZStack: View {
        var _alignment: Alignment
        var _content: _ViewList
        /// `content`'s views drawn back to front.
        init(alignment: Alignment = .center, @ViewBuilder content: () -> _ViewList) {
            _alignment = alignment
            _content = content()
        }
    }
    /// Views that join the enclosing stack; a modifier on the group applies to each.
    struct Group: View {
        var _content: _ViewList
        /// The views of `content`.
        init(@ViewBuilder content: () -> _ViewList) { _content = content() }
    }
    /// A view for each element of a range or an array.
    struct ForEach: View {
        var _content: _ViewList
        /// Each view's identity, which a `Picker` takes as the option's tag (nil when not known).
        var _tags: [Any]? = nil
        /// A view for each integer of `data`.
        init(_ data: Range<Int>, @ViewBuilder content: (Int) -> _ViewList) {
            var views: [any View] = []
            for index in data { views.append(content(index)) }
            _content = _ViewList(_views: views)
            _tags = data.map { $0 }
        }
        /// A view for each integer of `data`.
        init(_ data: ClosedRange<Int>, @ViewBuilder content: (Int) -> _ViewList) {
            var views: [any View] = []
            for index in data { views.append(content(index)) }
            _content = _ViewList(_views: views)
            _tags = data.map { $0 }
        }
        /// A view for each integer of `data`, identified by `id` (a key path such as `\.self`).
        init<ID: Hashable>(_ data: Range<Int>, id: (Int) -> ID, @ViewBuilder content: (Int) -> _ViewList) {
            var views: [any View] = []
            for index in data { views.append(content(index)) }
            _content = _ViewList(_views: views)
            _tags = data.map { id($0) }
        }
        /// A view for each integer of `data`, identified by `id` (a key path such as `\.self`).
        init<ID: Hashable>(_ data: ClosedRange<Int>, id: (Int) -> ID, @ViewBuilder content: (Int) -> _ViewList) {
            var views: [any View] = []
            for index in data { views.append(content(index)) }
            _content = _ViewList(_views: views)
            _tags = data.map { id($0) }
        }
        /// A view for each element of `data`, identified by its `id`.
        init<Element: Identifiable>(_ data: [Element], @ViewBuilder content: (Element) -> _ViewList) {
            var views: [any View] = []
            for element in data { views.append(content(element)) }
            _content = _ViewList(_views: views)
        }
        /// A view for each element of `data`, identified by `id` (a key path such as `\.self`).
        init<Element, ID: Hashable>(_ data: [Element], id: (Element) -> ID, @ViewBuilder content: (Element) -> _ViewList) {
            var views: [any View] = []
            for element in data { views.append(content(element)) }
            _content = _ViewList(_views: views)
            _tags = data.map { id($0) }
        }
    }
    /// Flexible space along its stack's axis.
    struct Spacer: View {
        var minLength: CGFloat?
        /// Space of at least `minLength` (nil: 8 points).
        init(minLength: CGFloat? = nil) { self.minLength = minLength }
    }
    /// Nothing.
    struct EmptyView: View {}
    """#
}

extension Prelude {
    /// Where a cell's last expression's value is kept for its figure (`Session.cellView`).
    static let cellValue = #"""
    /// The value of the last cell's final expression, or nil.
    var _lastCellValue: Any? = nil
    /// Keeps `value` as the cell's value (the session wraps a cell's final expression in this).
    func _cellValue<T>(_ value: T) { _lastCellValue = value }
    """#
}
