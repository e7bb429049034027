extension Prelude {
    /// `.gaugeStyle(_:)`: the gauges inside drawn in iOS's linear capacity style (the default), a
    /// widget's accessory styles, watchOS's `CircularGaugeStyle`, or a `GaugeStyle` of the
    /// program's own, whose `makeBody(configuration:)` makes each gauge's view
    /// (`ViewBridge+GaugeStyles.swift`, Canvas's `Control+Gauge.swift`).
    static let gaugeStyles = #"""
    /// The ways the library draws a gauge.
    enum _GaugeStyleKind { case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity }

    /// What a `GaugeStyle`'s `makeBody(configuration:)` is given: the value's place in the
    /// gauge's range and the gauge's labels. The value labels are optionals, as SwiftUI's are: an
    /// optional view is a view (nil draws nothing), so `configuration.currentValueLabel` and
    /// `configuration.currentValueLabel.font(…)` stand in a body as they are, and
    /// `if let label = configuration.currentValueLabel { … }` asks whether the gauge has one.
    struct GaugeStyleConfiguration {
        /// Where the value lies in the gauge's range, from 0 (its lower bound) to 1 (its upper).
        var value: Double
        /// The view that says what the gauge measures.
        var label: _ViewModifierContent
        /// The view of the current value, nil when the gauge has none.
        var currentValueLabel: _ViewModifierContent?
        /// The view of the range's minimum, nil when the gauge has none.
        var minimumValueLabel: _ViewModifierContent?
        /// The view of the range's maximum, nil when the gauge has none.
        var maximumValueLabel: _ViewModifierContent?
        /// The gauge's marked value labels (each view tagged with the value it marks), empty
        /// when it has none.
        var markedValueLabels: _ViewModifierContent
    }

    /// How gauges look: a style of your own makes each gauge's view from its configuration.
    protocol GaugeStyle {
        typealias Configuration = GaugeStyleConfiguration
        /// The gauge's view, made from its configuration.
        func makeBody(configuration: GaugeStyleConfiguration) -> any View
    }

    /// The gauge styles the library draws itself.
    struct _BuiltinGaugeStyle: GaugeStyle {
        var _kind: _GaugeStyleKind
        func makeBody(configuration: GaugeStyleConfiguration) -> any View { EmptyView() }
    }

    /// watchOS's circular gauge: an open ring with a marker at the value, the current value
    /// inside (drawn as the accessory circular style, which Apple describes the same way), the
    /// ring painted in the tint when one is given (a `Gradient` runs along the ring).
    struct CircularGaugeStyle: GaugeStyle {
        var _tint: (any ShapeStyle)?
        /// The circular style.
        init() { _tint = nil }
        /// The circular style with its ring painted in `tint`.
        init(tint: any ShapeStyle) { _tint = tint }
        func makeBody(configuration: GaugeStyleConfiguration) -> any View { EmptyView() }
    }

    extension GaugeStyle {
        /// The platform's default: a linear capacity bar.
        static var automatic: _BuiltinGaugeStyle { _BuiltinGaugeStyle(_kind: .linearCapacity) }
        /// A bar filled from the leading edge to the value, the label above it.
        static var linearCapacity: _BuiltinGaugeStyle { _BuiltinGaugeStyle(_kind: .linearCapacity) }
        /// A thin track with a marker at the value, as a widget's linear accessory shows it.
        static var accessoryLinear: _BuiltinGaugeStyle { _BuiltinGaugeStyle(_kind: .accessoryLinear) }
        /// A thin bar filled to the value, as a widget's linear accessory shows it.
        static var accessoryLinearCapacity: _BuiltinGaugeStyle { _BuiltinGaugeStyle(_kind: .accessoryLinearCapacity) }
        /// An open ring with a marker at the value and the current value inside.
        static var accessoryCircular: _BuiltinGaugeStyle { _BuiltinGaugeStyle(_kind: .accessoryCircular) }
        /// A closed ring filled clockwise from the top to the value, the current value inside.
        static var accessoryCircularCapacity: _BuiltinGaugeStyle { _BuiltinGaugeStyle(_kind: .accessoryCircularCapacity) }
        /// watchOS's circular gauge (`CircularGaugeStyle`).
        static var circular: CircularGaugeStyle { CircularGaugeStyle() }
    }

    /// A view whose gauges are drawn in `style`.
    struct _GaugeStyledView: View {
        var content: any View
        var style: any GaugeStyle
    }

    extension View {
        /// The gauges inside drawn in `style`: a library style or one of your own.
        func gaugeStyle(_ style: any GaugeStyle) -> some View { _GaugeStyledView(content: self, style: style) }
    }
    """#
}
