extension Prelude {
    /// Swift Charts' core (`import Charts`): `Chart` with its `@ChartContentBuilder` content, the
    /// marks `BarMark`, `LineMark`, `PointMark`, `AreaMark`, `RuleMark` and `RectangleMark` with
    /// `.value(_:_:)` positions, and the content modifiers. A chart draws itself on a `Canvas`
    /// (`Prelude+ChartDrawing.swift`): automatic scales, gridlines, axis labels on the trailing
    /// and bottom edges, and a legend below when `foregroundStyle(by:)` names series.
    static let charts = #"""
    /// A value a chart plots, as a number or a category.
    enum _PlotValue {
        case number(Double)
        case category(String)
    }

    /// A type a chart can plot: a number, a string or a date, or a type of the program's own
    /// that stands for one of them (its `primitivePlottable`).
    protocol Plottable {
        associatedtype PrimitivePlottable: Plottable
        /// The number, string or date the chart plots for the value.
        var primitivePlottable: PrimitivePlottable { get }
        /// The value a primitive stands for, or nil when none does.
        init?(primitivePlottable: PrimitivePlottable)
        /// The value as the chart draws it.
        var _plotValue: _PlotValue { get }
        /// Whether the value is a date, for a time axis.
        var _plotsDate: Bool { get }
    }
    extension Plottable {
        /// A program's own type is drawn as its primitive is.
        var _plotValue: _PlotValue { primitivePlottable._plotValue }
        var _plotsDate: Bool { primitivePlottable._plotsDate }
    }
    extension String: Plottable {
        /// A primitive is its own primitive.
        var primitivePlottable: String { self }
        /// The primitive itself: never nil.
        init?(primitivePlottable: String) { self = primitivePlottable }
        var _plotValue: _PlotValue { .category(self) }
        var _plotsDate: Bool { false }
    }
    extension Int: Plottable {
        /// A primitive is its own primitive.
        var primitivePlottable: Int { self }
        /// The primitive itself: never nil.
        init?(primitivePlottable: Int) { self = primitivePlottable }
        var _plotValue: _PlotValue { .number(Double(self)) }
        var _plotsDate: Bool { false }
    }
    extension Double: Plottable {
        /// A primitive is its own primitive.
        var primitivePlottable: Double { self }
        /// The primitive itself: never nil.
        init?(primitivePlottable: Double) { self = primitivePlottable }
        var _plotValue: _PlotValue { .number(self) }
        var _plotsDate: Bool { false }
    }
    extension Float: Plottable {
        /// A primitive is its own primitive.
        var primitivePlottable: Float { self }
        /// The primitive itself: never nil.
        init?(primitivePlottable: Float) { self = primitivePlottable }
        var _plotValue: _PlotValue { .number(Double(self)) }
        var _plotsDate: Bool { false }
    }
    extension CGFloat: Plottable {
        /// A primitive is its own primitive.
        var primitivePlottable: CGFloat { self }
        /// The primitive itself: never nil.
        init?(primitivePlottable: CGFloat) { self = primitivePlottable }
        var _plotValue: _PlotValue { .number(Double(self)) }
        var _plotsDate: Bool { false }
    }
    extension Date: Plottable {
        /// A primitive is its own primitive.
        var primitivePlottable: Date { self }
        /// The primitive itself: never nil.
        init?(primitivePlottable: Date) { self = primitivePlottable }
        /// The seconds since 2001.
        var _plotValue: _PlotValue { .number(timeIntervalSinceReferenceDate) }
        var _plotsDate: Bool { true }
    }

    /// A position a mark was given, as the chart draws it: its value and the label its axis
    /// and legend use.
    struct _PlottedValue {
        var _label: String
        var _value: _PlotValue
        /// Whether the value is a `Date` (its number the seconds since 2001), for a time axis.
        var _isDate: Bool = false
    }

    /// A value of type `Value` a mark places on a chart, with the label its axis and legend use.
    struct PlottableValue<Value: Plottable> {
        var _plotted: _PlottedValue
        /// `value`, labelled `label`.
        static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
            PlottableValue(_plotted: _PlottedValue(_label: label, _value: value._plotValue, _isDate: value._plotsDate))
        }
    }

    /// A mark's width or height: automatic, fixed points, a ratio of its band, or its band inset.
    /// A bare number is fixed points (`BarMark(…, width: 20)`), as Swift Charts' literal conformances make it.
    struct MarkDimension: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
        var _kind: Int
        var _amount: Double
        init(_kind: Int, _amount: Double) {
            self._kind = _kind
            self._amount = _amount
        }
        /// `value` points.
        init(integerLiteral value: Int) { self.init(_kind: 1, _amount: Double(value)) }
        /// `value` points.
        init(floatLiteral value: Double) { self.init(_kind: 1, _amount: value) }
        /// The chart's choice.
        static var automatic: MarkDimension { MarkDimension(_kind: 0, _amount: 0) }
        /// `value` points.
        static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(_kind: 1, _amount: Double(value)) }
        /// `ratio` of the band a category takes.
        static func ratio(_ ratio: Double) -> MarkDimension { MarkDimension(_kind: 2, _amount: ratio) }
        /// The band a category takes, less `value` points at each side.
        static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(_kind: 3, _amount: Double(value)) }
    }

    /// How bars and areas at the same position stack: not at all (0), from zero (1), from zero
    /// as fractions of the stack's total (2), or centred on zero (3).
    struct MarkStackingMethod: Equatable {
        var _kind: Int
        /// Each mark on the ones before it, from zero (positive and negative values apart).
        static var standard: MarkStackingMethod { MarkStackingMethod(_kind: 1) }
        /// Stacked as fractions of the stack's total, so every stack reaches 1.
        static var normalized: MarkStackingMethod { MarkStackingMethod(_kind: 2) }
        /// Stacked so that the stack's middle lies at zero (a streamgraph).
        static var center: MarkStackingMethod { MarkStackingMethod(_kind: 3) }
        /// Each mark from zero, overlapping.
        static var unstacked: MarkStackingMethod { MarkStackingMethod(_kind: 0) }
    }

    /// How a line or area joins its points: straight (0), a Catmull-Rom curve (1), or steps
    /// at the start (2), centre (3) or end (4) of each segment.
    struct InterpolationMethod {
        var _kind: Int
        static var linear: InterpolationMethod { InterpolationMethod(_kind: 0) }
        static var catmullRom: InterpolationMethod { InterpolationMethod(_kind: 1) }
        static var cardinal: InterpolationMethod { InterpolationMethod(_kind: 1) }
        static var monotone: InterpolationMethod { InterpolationMethod(_kind: 1) }
        static var stepStart: InterpolationMethod { InterpolationMethod(_kind: 2) }
        static var stepCenter: InterpolationMethod { InterpolationMethod(_kind: 3) }
        static var stepEnd: InterpolationMethod { InterpolationMethod(_kind: 4) }
    }

    /// Something a chart draws: a mark, or content made of marks (a type's `body`).
    protocol ChartContent {
        /// The marks the content draws, with the modifiers around them applied (innermost
        /// first, so an inner style wins as in Swift Charts).
        var _chartMarks: [_Mark] { get }
    }

    /// Chart content built by a `@ChartContentBuilder` closure, in order.
    struct _ChartContentList: ChartContent {
        var _items: [any ChartContent]
        var _chartMarks: [_Mark] {
            var marks: [_Mark] = []
            for item in _items { marks += item._chartMarks }
            return marks
        }
    }
    /// Swift Charts' `@ChartContentBuilder`, a result builder as a program declares one (a
    /// branch's list is content whose marks are drawn in its place).
    @resultBuilder
    struct ChartContentBuilder {
        /// Content as one component.
        static func buildExpression(_ content: any ChartContent) -> any ChartContent { content }
        /// The content of a block.
        static func buildBlock(_ items: any ChartContent...) -> _ChartContentList { _ChartContentList(_items: items) }
        /// An `if` without `else`: its content when it ran, none when not.
        static func buildOptional(_ list: _ChartContentList?) -> _ChartContentList { list ?? _ChartContentList(_items: []) }
        /// The first of two branches of an `if`/`else` or `switch`.
        static func buildEither(first list: _ChartContentList) -> _ChartContentList { list }
        /// The second of two branches of an `if`/`else` or `switch`.
        static func buildEither(second list: _ChartContentList) -> _ChartContentList { list }
        /// A branch `if #available` guards.
        static func buildLimitedAvailability(_ list: _ChartContentList) -> _ChartContentList { list }
    }

    /// The kinds of mark.
    enum _MarkKind { case bar, line, point, area, rule, rectangle, sector }

    /// One mark as the chart draws it: its kind, positions and style.
    struct _Mark {
        var kind: _MarkKind
        var x: _PlottedValue? = nil
        var y: _PlottedValue? = nil
        var xStart: _PlottedValue? = nil
        var xEnd: _PlottedValue? = nil
        var yStart: _PlottedValue? = nil
        var yEnd: _PlottedValue? = nil
        var series: _PlottedValue? = nil
        var width: MarkDimension = .automatic
        var height: MarkDimension = .automatic
        /// A `MarkStackingMethod`'s kind.
        var stacking: Int = 1
        var style: (any ShapeStyle)? = nil
        var styleBy: _PlottedValue? = nil
        var cornerRadius: Double = 0
        var opacity: Double = 1
        var lineWidth: Double? = nil
        var dash: [CGFloat] = []
        var symbolSize: Double? = nil
        var interpolation: Int = 0
        var angle: _PlottedValue? = nil
        var innerRadius: MarkDimension = .automatic
        var outerRadius: MarkDimension = .automatic
        var angularInset: Double = 0
        var annotations: [_ChartAnnotation] = []
        /// How far the mark is moved from where its values put it (`.offset(x:y:)`).
        var offsetX: Double = 0
        var offsetY: Double = 0
        /// The blur's radius, and the drop shadow, a mark is drawn with.
        var blur: Double = 0
        var shadow: _MarkShadow? = nil
    }

    /// A mark's drop shadow (`.shadow(color:radius:x:y:)`).
    struct _MarkShadow {
        var color: Color
        var radius: Double
        var x: Double
        var y: Double
    }

    /// A modifier applied to chart content, to every mark in it.
    enum _ChartModifier {
        case style(any ShapeStyle)
        case styleBy(_PlottedValue)
        case cornerRadius(Double)
        case opacity(Double)
        case lineStyle(StrokeStyle)
        case symbolSize(Double)
        case interpolation(InterpolationMethod)
        case annotation(_ChartAnnotation)
        case offset(Double, Double)
        case blur(Double)
        case shadow(_MarkShadow)
    }
    /// Chart content with a modifier.
    struct _ModifiedChartContent: ChartContent {
        var _content: any ChartContent
        var _modifier: _ChartModifier
        var _chartMarks: [_Mark] {
            var marks = _content._chartMarks
            for index in marks.indices { marks[index] = _applyChartModifier(_modifier, to: marks[index]) }
            return marks
        }
    }

    extension ChartContent {
        /// The content painted with `style`.
        func foregroundStyle(_ style: any ShapeStyle) -> some ChartContent {
            _ModifiedChartContent(_content: self, _modifier: .style(style))
        }
        /// The content coloured by `value`'s category, from the chart's palette, with a legend.
        func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
            _ModifiedChartContent(_content: self, _modifier: .styleBy(value._plotted))
        }
        /// Bars and rectangles with corners of `radius`.
        func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
            _ModifiedChartContent(_content: self, _modifier: .cornerRadius(Double(radius)))
        }
        /// The content clipped to `shape`: a rounded rectangle rounds a bar's or rectangle's corners.
        func clipShape(_ shape: any Shape, style: FillStyle = FillStyle()) -> some ChartContent {
            if let rounded = shape as? RoundedRectangle {
                return _ModifiedChartContent(_content: self, _modifier: .cornerRadius(Double(rounded.cornerSize.width)))
            }
            return _ModifiedChartContent(_content: self, _modifier: .opacity(1))
        }
        /// The content at `opacity`.
        func opacity(_ opacity: Double) -> some ChartContent {
            _ModifiedChartContent(_content: self, _modifier: .opacity(opacity))
        }
        /// Lines and rules stroked in `style`.
        func lineStyle(_ style: StrokeStyle) -> some ChartContent {
            _ModifiedChartContent(_content: self, _modifier: .lineStyle(style))
        }
        /// Points with symbols of `size` square points.
        func symbolSize(_ size: CGFloat) -> some ChartContent {
            _ModifiedChartContent(_content: self, _modifier: .symbolSize(Double(size)))
        }
        /// The marks moved by (`x`, `y`) from where their values put them.
        func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
            _ModifiedChartContent(_content: self, _modifier: .offset(Double(x), Double(y)))
        }
        /// The marks moved by `offset` from where their values put them.
        func offset(_ offset: CGSize) -> some ChartContent {
            _ModifiedChartContent(_content: self, _modifier: .offset(Double(offset.width), Double(offset.height)))
        }
        /// The marks blurred by `radius`.
        func blur(radius: CGFloat) -> some ChartContent {
            _ModifiedChartContent(_content: self, _modifier: .blur(Double(radius)))
        }
        /// The marks drawn over a shadow of `color`, blurred by `radius` and moved by (`x`, `y`).
        func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
            _ModifiedChartContent(_content: self, _modifier: .shadow(_MarkShadow(color: color, radius: Double(radius), x: Double(x), y: Double(y))))
        }
        /// Lines and areas joined by `method`.
        func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
            _ModifiedChartContent(_content: self, _modifier: .interpolation(method))
        }
        /// Each mark with `content` drawn at `position` beside it, `spacing` points away (nil: 4).
        func annotation(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                        @ViewBuilder content: () -> _ViewList) -> some ChartContent {
            let annotation = _ChartAnnotation(position: position._kind, spacing: spacing.map { Double($0) }, views: content()._flatViews)
            return _ModifiedChartContent(_content: self, _modifier: .annotation(annotation))
        }
    }

    /// A bar from a baseline (zero, or `yStart`/`xStart`) to a value.
    struct BarMark: ChartContent {
        var _mark: _Mark
        var _chartMarks: [_Mark] { [_mark] }
        /// A bar at `x` reaching `y`.
        init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
             height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
            _mark = _Mark(kind: .bar, x: x._plotted, y: y._plotted, width: width, height: height, stacking: stacking._kind)
        }
        /// A bar at `x` from `yStart` to `yEnd`.
        init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
             width: MarkDimension = .automatic) {
            _mark = _Mark(kind: .bar, x: x._plotted, yStart: yStart._plotted, yEnd: yEnd._plotted, width: width)
        }
        /// A bar at `y` from `xStart` to `xEnd`.
        init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
             height: MarkDimension = .automatic) {
            _mark = _Mark(kind: .bar, y: y._plotted, xStart: xStart._plotted, xEnd: xEnd._plotted, height: height)
        }
    }

    /// A line through its series' points in order.
    struct LineMark: ChartContent {
        var _mark: _Mark
        var _chartMarks: [_Mark] { [_mark] }
        /// A point of a line at `x`, `y`.
        init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
            _mark = _Mark(kind: .line, x: x._plotted, y: y._plotted)
        }
        /// A point at `x`, `y` of the line named by `series`.
        init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
            _mark = _Mark(kind: .line, x: x._plotted, y: y._plotted, series: series._plotted)
        }
    }

    /// A symbol at a point.
    struct PointMark: ChartContent {
        var _mark: _Mark
        var _chartMarks: [_Mark] { [_mark] }
        /// A point at `x`, `y`.
        init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
            _mark = _Mark(kind: .point, x: x._plotted, y: y._plotted)
        }
    }

    /// An area filled between a baseline and a line through its series' points.
    struct AreaMark: ChartContent {
        var _mark: _Mark
        var _chartMarks: [_Mark] { [_mark] }
        /// A point at `x`, `y` of an area from zero.
        init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
            _mark = _Mark(kind: .area, x: x._plotted, y: y._plotted, stacking: stacking._kind)
        }
        /// A point at `x` of an area from `yStart` to `yEnd`.
        init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
            _mark = _Mark(kind: .area, x: x._plotted, yStart: yStart._plotted, yEnd: yEnd._plotted)
        }
        /// A point at `x`, `y` of the area named by `series`.
        init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
             stacking: MarkStackingMethod = .standard) {
            _mark = _Mark(kind: .area, x: x._plotted, y: y._plotted, series: series._plotted, stacking: stacking._kind)
        }
    }

    /// A straight line across the plot, or between two values.
    struct RuleMark: ChartContent {
        var _mark: _Mark
        var _chartMarks: [_Mark] { [_mark] }
        /// A horizontal line across the plot at `y`.
        init<Y: Plottable>(y: PlottableValue<Y>) {
            _mark = _Mark(kind: .rule, y: y._plotted)
        }
        /// A vertical line across the plot at `x`.
        init<X: Plottable>(x: PlottableValue<X>) {
            _mark = _Mark(kind: .rule, x: x._plotted)
        }
        /// A vertical line at `x` from `yStart` to `yEnd`.
        init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
            _mark = _Mark(kind: .rule, x: x._plotted, yStart: yStart._plotted, yEnd: yEnd._plotted)
        }
        /// A horizontal line at `y` from `xStart` to `xEnd`.
        init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
            _mark = _Mark(kind: .rule, y: y._plotted, xStart: xStart._plotted, xEnd: xEnd._plotted)
        }
    }

    /// A rectangle at a point, or spanning two values.
    struct RectangleMark: ChartContent {
        var _mark: _Mark
        var _chartMarks: [_Mark] { [_mark] }
        /// A rectangle centred at `x`, `y`.
        init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
             height: MarkDimension = .automatic) {
            _mark = _Mark(kind: .rectangle, x: x._plotted, y: y._plotted, width: width, height: height)
        }
        /// A rectangle at `x` from `yStart` to `yEnd`.
        init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
             width: MarkDimension = .automatic) {
            _mark = _Mark(kind: .rectangle, x: x._plotted, yStart: yStart._plotted, yEnd: yEnd._plotted, width: width)
        }
        /// A rectangle at `y` from `xStart` to `xEnd`.
        init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
             height: MarkDimension = .automatic) {
            _mark = _Mark(kind: .rectangle, y: y._plotted, xStart: xStart._plotted, xEnd: xEnd._plotted, height: height)
        }
        /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
        init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
             yEnd: PlottableValue<Y>) {
            _mark = _Mark(kind: .rectangle, xStart: xStart._plotted, xEnd: xEnd._plotted, yStart: yStart._plotted, yEnd: yEnd._plotted)
        }
    }

    /// `ForEach` in a chart builder (the checker's rewrite names it so): the chart content
    /// `content` makes for each element.
    struct _ChartForEach: ChartContent {
        var _items: [any ChartContent] = []
        var _chartMarks: [_Mark] {
            var marks: [_Mark] = []
            for item in _items { marks += item._chartMarks }
            return marks
        }
        /// The chart content `content` makes for each element of `data`.
        init<Element: Identifiable>(_ data: [Element], @ChartContentBuilder content: (Element) -> _ChartContentList) {
            for element in data { _items.append(content(element)) }
        }
        /// The chart content `content` makes for each element of `data`, identified by `id`.
        init<Element, ID: Hashable>(_ data: [Element], id: (Element) -> ID,
             @ChartContentBuilder content: (Element) -> _ChartContentList) {
            for element in data { _items.append(content(element)) }
        }
        /// The chart content `content` makes for each integer of `data`.
        init(_ data: Range<Int>, @ChartContentBuilder content: (Int) -> _ChartContentList) {
            for index in data { _items.append(content(index)) }
        }
        /// The chart content `content` makes for each integer of `data`, identified by `id`.
        init<ID: Hashable>(_ data: Range<Int>, id: (Int) -> ID, @ChartContentBuilder content: (Int) -> _ChartContentList) {
            for index in data { _items.append(content(index)) }
        }
        /// The chart content `content` makes for each integer of `data`.
        init(_ data: ClosedRange<Int>, @ChartContentBuilder content: (Int) -> _ChartContentList) {
            for index in data { _items.append(content(index)) }
        }
    }

    /// A chart content's `body`, or `empty` when it has none.
    @_native("Charts.body") func _chartBody(_ content: any ChartContent, _ empty: any ChartContent) -> any ChartContent

    extension ChartContent {
        /// The marks of a program's own content: those of its `body`.
        var _chartMarks: [_Mark] { _chartBody(self, _ChartContentList(_items: []))._chartMarks }
    }

    /// `mark` with `modifier` applied where an inner modifier has not set the same thing.
    func _applyChartModifier(_ modifier: _ChartModifier, to mark: _Mark) -> _Mark {
        var mark = mark
        switch modifier {
        case .style(let style): if mark.style == nil && mark.styleBy == nil { mark.style = style }
        case .styleBy(let value): if mark.style == nil && mark.styleBy == nil { mark.styleBy = value }
        case .cornerRadius(let radius): if mark.cornerRadius == 0 { mark.cornerRadius = radius }
        case .opacity(let opacity): mark.opacity *= opacity
        case .lineStyle(let style):
            if mark.lineWidth == nil {
                mark.lineWidth = Double(style.lineWidth)
                mark.dash = style.dash
            }
        case .symbolSize(let size): if mark.symbolSize == nil { mark.symbolSize = size }
        case .interpolation(let method): mark.interpolation = method._kind
        case .annotation(let annotation): mark.annotations.append(annotation)
        case .offset(let x, let y):
            mark.offsetX += x
            mark.offsetY += y
        case .blur(let radius): mark.blur += radius
        case .shadow(let shadow): if mark.shadow == nil { mark.shadow = shadow }
        }
        return mark
    }

    /// A chart: its content's marks on automatic scales, with axes, gridlines and a legend.
    struct Chart: View {
        var _content: _ChartContentList
        var _xAxis: Visibility = .automatic
        var _yAxis: Visibility = .automatic
        var _legend: Visibility = .automatic
        var _xAxisMarks: [AxisMarks]? = nil
        var _yAxisMarks: [AxisMarks]? = nil
        var _xDomain: _ChartDomain? = nil
        var _yDomain: _ChartDomain? = nil
        var _styleScale: [String: Color] = [:]
        /// The series colours in order (`chartForegroundStyleScale(range:)`), empty for the palette.
        var _styleRange: [Color] = []
        var _legendPosition: Int = 0
        var _xTitle: _ChartAxisTitle? = nil
        var _yTitle: _ChartAxisTitle? = nil
        /// The foreground style the chart is drawn in, when a view sets one: Swift Charts paints
        /// the marks that set no style (nor a series) in it, and in the accent blue otherwise.
        var _markStyle: (any ShapeStyle)? = nil
        /// A chart of `content`'s marks.
        init(@ChartContentBuilder content: () -> _ChartContentList) {
            _content = content()
        }
        /// A chart of the marks `content` makes for each element of `data`.
        init<Element: Identifiable>(_ data: [Element], @ChartContentBuilder content: (Element) -> _ChartContentList) {
            _content = _ChartContentList(_items: [_ChartForEach(data, content: content)])
        }
        /// A chart of the marks `content` makes for each element of `data`, identified by `id`.
        init<Element, ID: Hashable>(_ data: [Element], id: (Element) -> ID,
             @ChartContentBuilder content: (Element) -> _ChartContentList) {
            _content = _ChartContentList(_items: [_ChartForEach(data, id: id, content: content)])
        }
        /// The chart drawn on a canvas, with the chart modifiers around it (which put their
        /// settings in the environment, as Swift Charts' do) applied.
        var body: some View {
            let chart = _inEnvironment
            return Canvas { context, size in _drawChart(chart, in: &context, size: size) }
        }
    }

    """#
}
