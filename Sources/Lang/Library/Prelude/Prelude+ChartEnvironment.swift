extension Prelude {
    /// Swift Charts' chart modifiers (`chartXAxis`, `chartYScale(domain:)`, `chartLegend`,
    /// `chartForegroundStyleScale`, `chartXAxisLabel`…). As in Swift Charts they put a setting in
    /// the environment of the views inside (the bridge enters and leaves it as it does an
    /// environment object's, ViewBridge+EnvironmentObjects), so a setting reaches a chart through
    /// modifiers, stacks and a program's own views; the chart's body applies them outermost first,
    /// so the innermost wins.
    static let chartEnvironment = #"""
    /// A setting a chart modifier puts in the environment.
    enum _ChartSetting {
        case xAxis(Visibility)
        case yAxis(Visibility)
        case legend(Visibility)
        case xAxisMarks([AxisMarks])
        case yAxisMarks([AxisMarks])
        case xDomain(_ChartDomain)
        case yDomain(_ChartDomain)
        case styleScale([String: Color])
        case styleRange([Color])
        case legendPosition(Int)
        case xTitle(_ChartAxisTitle)
        case yTitle(_ChartAxisTitle)
        /// The view's foreground style, which paints the marks that set no style of their own
        /// (nil: `foregroundColor(nil)`, which leaves the style the chart inherits).
        case markStyle((any ShapeStyle)?)
    }

    /// The chart settings of the views being drawn, the outermost first: the bridge adds one
    /// while it draws the views inside the modifier that set it.
    var _chartEnvironment: [_ChartSetting] = []

    /// A view with a chart setting in its environment.
    struct _ChartEnvironmentView: View {
        var content: any View
        var setting: _ChartSetting
        /// Puts the setting in the environment of the views the bridge draws next.
        func _enter() { _chartEnvironment.append(setting) }
        /// Takes it out again once they are drawn.
        func _leave() { if !_chartEnvironment.isEmpty { _chartEnvironment.removeLast() } }
    }

    /// An axis title as a chart keeps it: its text or view, its position (an
    /// `AnnotationPosition`'s kind), alignment and distance from the axis.
    struct _ChartAxisTitle {
        var text: String? = nil
        var view: (any View)? = nil
        var position: Int = 0
        var alignment: Alignment? = nil
        var spacing: Double? = nil
    }

    extension Chart {
        /// The chart with the settings of the environment it is drawn in applied.
        var _inEnvironment: Chart {
            var chart = self
            for setting in _chartEnvironment {
                switch setting {
                case .xAxis(let visibility): chart._xAxis = visibility
                case .yAxis(let visibility): chart._yAxis = visibility
                case .legend(let visibility): chart._legend = visibility
                case .xAxisMarks(let groups): chart._xAxisMarks = groups
                case .yAxisMarks(let groups): chart._yAxisMarks = groups
                case .xDomain(let domain): chart._xDomain = domain
                case .yDomain(let domain): chart._yDomain = domain
                case .styleScale(let scale): chart._styleScale = scale
                case .styleRange(let range): chart._styleRange = range
                case .legendPosition(let position): chart._legendPosition = position
                case .xTitle(let title): chart._xTitle = title
                case .yTitle(let title): chart._yTitle = title
                case .markStyle(let style): if let style { chart._markStyle = style }
                }
            }
            return chart
        }
    }

    extension View {
        /// The view with `setting` in the environment of the charts inside it.
        func _chartSetting(_ setting: _ChartSetting) -> some View { _ChartEnvironmentView(content: self, setting: setting) }
        /// The X axis of the charts inside the view.
        func chartXAxis(_ visibility: Visibility) -> some View { _chartSetting(.xAxis(visibility)) }
        /// The Y axis of the charts inside the view.
        func chartYAxis(_ visibility: Visibility) -> some View { _chartSetting(.yAxis(visibility)) }
        /// The legend of the charts inside the view.
        func chartLegend(_ visibility: Visibility) -> some View { _chartSetting(.legend(visibility)) }
        /// The X axis of the charts inside the view, drawn by `content`'s marks.
        func chartXAxis(@AxisContentBuilder content: () -> _AxisContentList) -> some View { _chartSetting(.xAxisMarks(content()._axisGroups)) }
        /// The Y axis of the charts inside the view, drawn by `content`'s marks.
        func chartYAxis(@AxisContentBuilder content: () -> _AxisContentList) -> some View { _chartSetting(.yAxisMarks(content()._axisGroups)) }
        /// The X scale of the charts inside the view, over `domain`.
        func chartXScale(domain: ClosedRange<Int>, type: ScaleType? = nil) -> some View {
            _chartSetting(.xDomain(_ChartDomain(lower: Double(domain.lowerBound), upper: Double(domain.upperBound))))
        }
        /// The X scale of the charts inside the view, over `domain`.
        func chartXScale(domain: ClosedRange<Double>, type: ScaleType? = nil) -> some View {
            _chartSetting(.xDomain(_ChartDomain(lower: domain.lowerBound, upper: domain.upperBound)))
        }
        /// The X scale of the charts inside the view, from `domain`'s lower to its upper bound.
        func chartXScale(domain: Range<Int>, type: ScaleType? = nil) -> some View {
            _chartSetting(.xDomain(_ChartDomain(lower: Double(domain.lowerBound), upper: Double(domain.upperBound))))
        }
        /// The X scale of the charts inside the view, from `domain`'s lower to its upper bound.
        func chartXScale(domain: Range<Double>, type: ScaleType? = nil) -> some View {
            _chartSetting(.xDomain(_ChartDomain(lower: domain.lowerBound, upper: domain.upperBound)))
        }
        /// The X scale of the charts inside the view, over the categories `domain`.
        func chartXScale(domain: [String], type: ScaleType? = nil) -> some View { _chartSetting(.xDomain(_ChartDomain(categories: domain))) }
        /// The X scale of the charts inside the view, automatic.
        func chartXScale(domain: AutomaticScaleDomain, type: ScaleType? = nil) -> some View {
            _chartSetting(.xDomain(_ChartDomain(isAutomatic: true, includesZero: domain._includesZero)))
        }
        /// The Y scale of the charts inside the view, over `domain`.
        func chartYScale(domain: ClosedRange<Int>, type: ScaleType? = nil) -> some View {
            _chartSetting(.yDomain(_ChartDomain(lower: Double(domain.lowerBound), upper: Double(domain.upperBound))))
        }
        /// The Y scale of the charts inside the view, over `domain`.
        func chartYScale(domain: ClosedRange<Double>, type: ScaleType? = nil) -> some View {
            _chartSetting(.yDomain(_ChartDomain(lower: domain.lowerBound, upper: domain.upperBound)))
        }
        /// The Y scale of the charts inside the view, from `domain`'s lower to its upper bound.
        func chartYScale(domain: Range<Int>, type: ScaleType? = nil) -> some View {
            _chartSetting(.yDomain(_ChartDomain(lower: Double(domain.lowerBound), upper: Double(domain.upperBound))))
        }
        /// The Y scale of the charts inside the view, from `domain`'s lower to its upper bound.
        func chartYScale(domain: Range<Double>, type: ScaleType? = nil) -> some View {
            _chartSetting(.yDomain(_ChartDomain(lower: domain.lowerBound, upper: domain.upperBound)))
        }
        /// The Y scale of the charts inside the view, over the categories `domain`.
        func chartYScale(domain: [String], type: ScaleType? = nil) -> some View { _chartSetting(.yDomain(_ChartDomain(categories: domain))) }
        /// The Y scale of the charts inside the view, automatic.
        func chartYScale(domain: AutomaticScaleDomain, type: ScaleType? = nil) -> some View {
            _chartSetting(.yDomain(_ChartDomain(isAutomatic: true, includesZero: domain._includesZero)))
        }
        /// The series colours of the charts inside the view.
        func chartForegroundStyleScale(_ mapping: [String: Color]) -> some View { _chartSetting(.styleScale(mapping)) }
        /// The series colours of the charts inside the view, `domain`'s names in `range`'s colours in turn.
        func chartForegroundStyleScale(domain: [String], range: [Color], type: ScaleType? = nil) -> some View {
            var mapping: [String: Color] = [:]
            for (index, name) in domain.enumerated() where !range.isEmpty { mapping[name] = range[index % range.count] }
            return _chartSetting(.styleScale(mapping))
        }
        /// The series colours of the charts inside the view: `range`'s colours in turn, in the
        /// order the series first appear.
        func chartForegroundStyleScale(range: [Color], type: ScaleType? = nil) -> some View { _chartSetting(.styleRange(range)) }
        /// The legend of the charts inside the view, at `position` (above for the top positions, else below).
        func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
            _chartSetting(.legendPosition(position._kind))
        }
        /// The X axis title `label` of the charts inside the view: below the axis, at its trailing end.
        func chartXAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                             spacing: CGFloat? = nil) -> some View {
            _chartSetting(.xTitle(_ChartAxisTitle(text: label, position: position._kind, alignment: alignment, spacing: spacing.map { Double($0) })))
        }
        /// The X axis title `label` of the charts inside the view.
        func chartXAxisLabel(_ label: Text, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                             spacing: CGFloat? = nil) -> some View {
            _chartSetting(.xTitle(_ChartAxisTitle(view: label, position: position._kind, alignment: alignment, spacing: spacing.map { Double($0) })))
        }
        /// `content`'s view as the X axis title of the charts inside the view.
        func chartXAxisLabel(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                             @ViewBuilder content: () -> _ViewList) -> some View {
            _chartSetting(.xTitle(_ChartAxisTitle(view: content()._flatViews.first, position: position._kind, alignment: alignment,
                                                  spacing: spacing.map { Double($0) })))
        }
        /// The Y axis title `label` of the charts inside the view: above the axis, or along it
        /// for a leading or trailing `position`.
        func chartYAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                             spacing: CGFloat? = nil) -> some View {
            _chartSetting(.yTitle(_ChartAxisTitle(text: label, position: position._kind, alignment: alignment, spacing: spacing.map { Double($0) })))
        }
        /// The Y axis title `label` of the charts inside the view.
        func chartYAxisLabel(_ label: Text, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                             spacing: CGFloat? = nil) -> some View {
            _chartSetting(.yTitle(_ChartAxisTitle(view: label, position: position._kind, alignment: alignment, spacing: spacing.map { Double($0) })))
        }
        /// `content`'s view as the Y axis title of the charts inside the view.
        func chartYAxisLabel(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                             @ViewBuilder content: () -> _ViewList) -> some View {
            _chartSetting(.yTitle(_ChartAxisTitle(view: content()._flatViews.first, position: position._kind, alignment: alignment,
                                                  spacing: spacing.map { Double($0) })))
        }
    }
    """#
}
