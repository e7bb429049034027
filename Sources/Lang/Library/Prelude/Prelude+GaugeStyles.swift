extension Prelude {
    /// `.gaugeStyle(_:)`: the gauges inside drawn in iOS's linear capacity style (the default) or
    /// a widget's accessory styles (Canvas's `Control+Gauge.swift`).
    static let gaugeStyles = #"""
    /// The ways a gauge can be drawn.
    enum _GaugeStyleKind { case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity }

    /// How the gauges inside a view are drawn: `.gaugeStyle(.accessoryCircular)`.
    struct GaugeStyle {
        var _kind: _GaugeStyleKind
        /// The platform's default: a linear capacity bar.
        static var automatic: GaugeStyle { GaugeStyle(_kind: .linearCapacity) }
        /// A bar filled from the leading edge to the value, the label above it.
        static var linearCapacity: GaugeStyle { GaugeStyle(_kind: .linearCapacity) }
        /// A thin track with a marker at the value, as a widget's linear accessory shows it.
        static var accessoryLinear: GaugeStyle { GaugeStyle(_kind: .accessoryLinear) }
        /// A thin bar filled to the value, as a widget's linear accessory shows it.
        static var accessoryLinearCapacity: GaugeStyle { GaugeStyle(_kind: .accessoryLinearCapacity) }
        /// An open ring with a marker at the value and the current value inside.
        static var accessoryCircular: GaugeStyle { GaugeStyle(_kind: .accessoryCircular) }
        /// A closed ring filled clockwise from the top to the value, the current value inside.
        static var accessoryCircularCapacity: GaugeStyle { GaugeStyle(_kind: .accessoryCircularCapacity) }
    }

    /// A view whose gauges are drawn in `style`.
    struct _GaugeStyledView: View {
        var content: any View
        var style: GaugeStyle
    }

    extension View {
        /// The gauges inside drawn in `style`.
        func gaugeStyle(_ style: GaugeStyle) -> some View { _GaugeStyledView(content: self, style: style) }
    }
    """#
}
