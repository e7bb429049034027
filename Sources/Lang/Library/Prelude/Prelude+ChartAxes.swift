extension Prelude {
    /// Swift Charts' axis and scale modifiers: `chartXAxis { AxisMarks(…) { value in … } }` with
    /// `AxisGridLine`, `AxisTick` and `AxisValueLabel`, and the scale domains `chartXScale(domain:)`
    /// takes (the modifiers themselves: Prelude+ChartEnvironment.swift).
    static let chartAxes = #"""
    /// Where an axis's marks sit: the chart's choice (trailing Y, bottom X) or an edge.
    struct AxisMarkPosition {
        var _kind: Int
        static var automatic: AxisMarkPosition { AxisMarkPosition(_kind: 0) }
        static var leading: AxisMarkPosition { AxisMarkPosition(_kind: 1) }
        static var trailing: AxisMarkPosition { AxisMarkPosition(_kind: 2) }
        static var top: AxisMarkPosition { AxisMarkPosition(_kind: 3) }
        static var bottom: AxisMarkPosition { AxisMarkPosition(_kind: 4) }
    }

    /// The style of an axis's marks (accepted; drawn as automatic).
    struct AxisMarkPreset {
        var _kind: Int
        static var automatic: AxisMarkPreset { AxisMarkPreset(_kind: 0) }
        static var aligned: AxisMarkPreset { AxisMarkPreset(_kind: 1) }
        static var extended: AxisMarkPreset { AxisMarkPreset(_kind: 2) }
        static var inset: AxisMarkPreset { AxisMarkPreset(_kind: 3) }
    }

    /// The values an axis marks: the scale's ticks (or about `desiredCount` of them), every
    /// `stride`, or the values given.
    struct AxisMarkValues {
        var _count: Int? = nil
        var _stride: Double? = nil
        var _values: [_PlotValue]? = nil
        /// On a time axis, every this many months, on the 1st.
        var _months: Int? = nil
        static var automatic: AxisMarkValues { AxisMarkValues() }
        /// About `desiredCount` nice values.
        static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
            AxisMarkValues(_count: desiredCount)
        }
        /// Every multiple of `stepSize` in the domain.
        static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
            AxisMarkValues(_stride: stepSize)
        }
        /// Every `count` of `component` on a time axis: months and years from the 1st of a month.
        static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                           roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
            let count = max(1, min(count, 10_000))
            var seconds = 86400.0
            switch component {
            case .second: seconds = 1
            case .minute: seconds = 60
            case .hour: seconds = 3600
            case .weekOfYear, .weekday: seconds = 7 * 86400
            case .month: return AxisMarkValues(_months: count)
            case .year: return AxisMarkValues(_months: 12 * count)
            default: seconds = 86400
            }
            return AxisMarkValues(_stride: seconds * Double(count))
        }
    }

    /// One value an axis marks, as its marks' content closure receives it.
    struct AxisValue {
        /// Its place among the axis's values.
        var index: Int
        /// How many values the axis marks.
        var count: Int
        var _value: _PlotValue
        var _isDate: Bool
        /// The value as a `Double`, nil for a category.
        func `as`(_ type: Double.Type) -> Double? {
            if case .number(let number) = _value, !_isDate { return number }
            return nil
        }
        /// The value as an `Int`, nil for a category or a number that is not whole.
        func `as`(_ type: Int.Type) -> Int? {
            if case .number(let number) = _value, !_isDate, number == number.rounded(), abs(number) < 1e15 { return Int(number) }
            return nil
        }
        /// The value as a `String` category.
        func `as`(_ type: String.Type) -> String? {
            if case .category(let name) = _value { return name }
            return nil
        }
        /// The value as a `Date` on a time axis.
        func `as`(_ type: Date.Type) -> Date? {
            if case .number(let number) = _value, _isDate { return Date(timeIntervalSinceReferenceDate: number) }
            return nil
        }
    }

    /// The kinds of axis mark.
    enum _AxisMarkKind { case grid, tick, label }

    /// One axis mark as the chart draws it at each value.
    struct _AxisMarkItem {
        var kind: _AxisMarkKind
        var stroke: StrokeStyle? = nil
        var length: Double? = nil
        var text: String? = nil
        var views: [any View]? = nil
        var font: Font? = nil
        var style: (any ShapeStyle)? = nil
        /// How a label writes its value (`AxisValueLabel(format:)`), nil for the axis's way.
        var format: ((_PlotValue) -> String)? = nil
    }

    /// A gridline, tick or label an axis draws at each of its values.
    protocol AxisMark {
        /// The items the mark draws, with the modifiers around them applied.
        var _axisItems: [_AxisMarkItem] { get }
    }

    /// A line across the plot at the value.
    struct AxisGridLine: AxisMark {
        var _item: _AxisMarkItem
        var _axisItems: [_AxisMarkItem] { [_item] }
        /// A gridline in `stroke` (nil: thin light grey).
        init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
            _item = _AxisMarkItem(kind: .grid, stroke: stroke)
        }
    }

    /// A short line outside the plot at the value.
    struct AxisTick: AxisMark {
        /// How long a tick is.
        struct Length {
            var _points: Double
            static var automatic: AxisTick.Length { AxisTick.Length(_points: 4) }
            static var label: AxisTick.Length { AxisTick.Length(_points: 4) }
            static var longestLabel: AxisTick.Length { AxisTick.Length(_points: 4) }
            static func fixed(_ length: CGFloat) -> AxisTick.Length { AxisTick.Length(_points: Double(length)) }
        }
        var _item: _AxisMarkItem
        var _axisItems: [_AxisMarkItem] { [_item] }
        /// A tick `length` long in `stroke`.
        init(centered: Bool? = nil, length: AxisTick.Length = .automatic, stroke: StrokeStyle? = nil) {
            _item = _AxisMarkItem(kind: .tick, stroke: stroke, length: length._points)
        }
    }

    /// How labels that would overlap are resolved (accepted; labels are drawn as placed).
    struct AxisValueLabelCollisionResolution {
        var _kind: Int
        static var automatic: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution(_kind: 0) }
        static var greedy: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution(_kind: 1) }
        static var truncate: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution(_kind: 2) }
        static var disabled: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution(_kind: 3) }
    }

    /// Which way a label reads (accepted; labels are drawn horizontally).
    struct AxisValueLabelOrientation {
        var _kind: Int
        static var automatic: AxisValueLabelOrientation { AxisValueLabelOrientation(_kind: 0) }
        static var horizontal: AxisValueLabelOrientation { AxisValueLabelOrientation(_kind: 1) }
        static var vertical: AxisValueLabelOrientation { AxisValueLabelOrientation(_kind: 2) }
        static var verticalReversed: AxisValueLabelOrientation { AxisValueLabelOrientation(_kind: 3) }
    }

    /// The value's label: its number or category, a title, or views.
    struct AxisValueLabel: AxisMark {
        var _item: _AxisMarkItem
        var _axisItems: [_AxisMarkItem] { [_item] }
        /// The value's own label.
        init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
             collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
             orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
            _item = _AxisMarkItem(kind: .label)
        }
        /// `title` as the value's label.
        init(_ title: String, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
             collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
             orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
            _item = _AxisMarkItem(kind: .label, text: title)
        }
        /// The value, a date, written in `format` (`.dateTime.month()`).
        init(format: Date.FormatStyle, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
             collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
             orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
            _item = _AxisMarkItem(kind: .label, format: { value in
                if case .number(let seconds) = value, seconds.isFinite, abs(seconds) < 1e13 {
                    return format.format(Date(timeIntervalSinceReferenceDate: seconds))
                }
                if case .category(let name) = value { return name }
                return ""
            })
        }
        /// The value, a number, written in `format` (`.number.precision(.fractionLength(1))`).
        init(format: FloatingPointFormatStyle, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
             collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
             orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
            _item = _AxisMarkItem(kind: .label, format: { value in
                if case .number(let number) = value { return format.format(number) }
                if case .category(let name) = value { return name }
                return ""
            })
        }
        /// `content`'s views as the value's label.
        init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
             collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
             orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
             @ViewBuilder content: () -> _ViewList) {
            _item = _AxisMarkItem(kind: .label, views: content()._flatViews)
        }
    }

    /// Axis marks with a modifier: a style or a font for every item.
    struct _ModifiedAxisMark: AxisMark {
        var _content: any AxisMark
        var _style: (any ShapeStyle)? = nil
        var _font: Font? = nil
        var _axisItems: [_AxisMarkItem] {
            var items = _content._axisItems
            for index in items.indices {
                if items[index].style == nil, let style = _style { items[index].style = style }
                if items[index].font == nil, let font = _font { items[index].font = font }
            }
            return items
        }
    }

    extension AxisMark {
        /// The marks in `style`.
        func foregroundStyle(_ style: any ShapeStyle) -> some AxisMark { _ModifiedAxisMark(_content: self, _style: style) }
        /// The labels in `font`.
        func font(_ font: Font?) -> some AxisMark { _ModifiedAxisMark(_content: self, _font: font) }
    }

    /// Axis marks built by an `@AxisMarkBuilder` closure, in order.
    struct _AxisMarkList: AxisMark {
        var _items: [any AxisMark]
        var _axisItems: [_AxisMarkItem] {
            var items: [_AxisMarkItem] = []
            for item in _items { items += item._axisItems }
            return items
        }
    }
    /// Swift Charts' `@AxisMarkBuilder`, a result builder as a program declares one.
    @resultBuilder
    struct AxisMarkBuilder {
        /// Axis marks as one component.
        static func buildExpression(_ item: any AxisMark) -> any AxisMark { item }
        /// The axis marks of a block.
        static func buildBlock(_ items: any AxisMark...) -> _AxisMarkList { _AxisMarkList(_items: items) }
        /// An `if` without `else`: its marks when it ran, none when not.
        static func buildOptional(_ list: _AxisMarkList?) -> _AxisMarkList { list ?? _AxisMarkList(_items: []) }
        /// The first of two branches of an `if`/`else` or `switch`.
        static func buildEither(first list: _AxisMarkList) -> _AxisMarkList { list }
        /// The second of two branches of an `if`/`else` or `switch`.
        static func buildEither(second list: _AxisMarkList) -> _AxisMarkList { list }
        /// A branch `if #available` guards.
        static func buildLimitedAvailability(_ list: _AxisMarkList) -> _AxisMarkList { list }
    }

    /// What `chartXAxis { … }` holds: groups of axis marks.
    protocol AxisContent {
        /// The groups of marks, in order.
        var _axisGroups: [AxisMarks] { get }
    }

    /// Axis content built by an `@AxisContentBuilder` closure, in order.
    struct _AxisContentList: AxisContent {
        var _items: [any AxisContent]
        var _axisGroups: [AxisMarks] {
            var groups: [AxisMarks] = []
            for item in _items { groups += item._axisGroups }
            return groups
        }
    }
    /// Swift Charts' `@AxisContentBuilder`, a result builder as a program declares one.
    @resultBuilder
    struct AxisContentBuilder {
        /// Axis content as one component.
        static func buildExpression(_ item: any AxisContent) -> any AxisContent { item }
        /// The axis content of a block.
        static func buildBlock(_ items: any AxisContent...) -> _AxisContentList { _AxisContentList(_items: items) }
        /// An `if` without `else`: its content when it ran, none when not.
        static func buildOptional(_ list: _AxisContentList?) -> _AxisContentList { list ?? _AxisContentList(_items: []) }
        /// The first of two branches of an `if`/`else` or `switch`.
        static func buildEither(first list: _AxisContentList) -> _AxisContentList { list }
        /// The second of two branches of an `if`/`else` or `switch`.
        static func buildEither(second list: _AxisContentList) -> _AxisContentList { list }
        /// A branch `if #available` guards.
        static func buildLimitedAvailability(_ list: _AxisContentList) -> _AxisContentList { list }
    }

    /// A group of axis marks drawn at an axis's values: its own content, or the default
    /// gridlines and labels.
    struct AxisMarks: AxisContent {
        var _position: Int = 0
        var _values: AxisMarkValues = .automatic
        var _stroke: StrokeStyle? = nil
        var _content: ((AxisValue) -> _AxisMarkList)? = nil
        var _axisGroups: [AxisMarks] { [self] }
        /// The default marks at `values`.
        init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
             stroke: StrokeStyle? = nil) {
            _position = position._kind
            _values = values
            _stroke = stroke
        }
        /// The default marks at each of `values`.
        init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Int], stroke: StrokeStyle? = nil) {
            _position = position._kind
            _values = AxisMarkValues(_values: values.map { _PlotValue.number(Double($0)) })
            _stroke = stroke
        }
        /// The default marks at each of `values`.
        init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Double], stroke: StrokeStyle? = nil) {
            _position = position._kind
            _values = AxisMarkValues(_values: values.map { _PlotValue.number($0) })
            _stroke = stroke
        }
        /// The default marks at each of the categories `values`.
        init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [String], stroke: StrokeStyle? = nil) {
            _position = position._kind
            _values = AxisMarkValues(_values: values.map { _PlotValue.category($0) })
            _stroke = stroke
        }
        /// The marks `content` makes for each value.
        init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
             @AxisMarkBuilder content: @escaping (AxisValue) -> _AxisMarkList) {
            _position = position._kind
            _values = values
            _content = content
        }
        /// The marks `content` makes, the same at every value.
        init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
             @AxisMarkBuilder content: @escaping () -> _AxisMarkList) {
            _position = position._kind
            _values = values
            _content = { _ in content() }
        }
        /// The marks `content` makes for each of `values`.
        init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Int],
             @AxisMarkBuilder content: @escaping (AxisValue) -> _AxisMarkList) {
            _position = position._kind
            _values = AxisMarkValues(_values: values.map { _PlotValue.number(Double($0)) })
            _content = content
        }
        /// The marks `content` makes for each of `values`.
        init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Double],
             @AxisMarkBuilder content: @escaping (AxisValue) -> _AxisMarkList) {
            _position = position._kind
            _values = AxisMarkValues(_values: values.map { _PlotValue.number($0) })
            _content = content
        }
        /// The marks `content` makes, the same at each of `values`.
        init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Int],
             @AxisMarkBuilder content: @escaping () -> _AxisMarkList) {
            _position = position._kind
            _values = AxisMarkValues(_values: values.map { _PlotValue.number(Double($0)) })
            _content = { _ in content() }
        }
        /// The marks `content` makes, the same at each of `values`.
        init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Double],
             @AxisMarkBuilder content: @escaping () -> _AxisMarkList) {
            _position = position._kind
            _values = AxisMarkValues(_values: values.map { _PlotValue.number($0) })
            _content = { _ in content() }
        }
    }

    /// A scale's domain as a chart keeps it: numbers from `lower` to `upper`, categories, or
    /// automatic with or without zero.
    struct _ChartDomain {
        var lower: Double = 0
        var upper: Double = 1
        var categories: [String] = []
        var isAutomatic: Bool = false
        var includesZero: Bool = true
    }

    /// The automatic domain of a scale, with or without zero.
    struct AutomaticScaleDomain {
        var _includesZero: Bool
        static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(_includesZero: true) }
        /// The data's domain, widened to zero unless `includesZero` is false.
        static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
            AutomaticScaleDomain(_includesZero: includesZero ?? true)
        }
    }

    /// The kind of a scale (accepted; the chart picks linear, band or time from the values).
    struct ScaleType {
        var _kind: Int
        static var automatic: ScaleType { ScaleType(_kind: 0) }
        static var linear: ScaleType { ScaleType(_kind: 1) }
        static var log: ScaleType { ScaleType(_kind: 2) }
        static var squareRoot: ScaleType { ScaleType(_kind: 3) }
        static var category: ScaleType { ScaleType(_kind: 4) }
        static var date: ScaleType { ScaleType(_kind: 5) }
    }
    """#
}
