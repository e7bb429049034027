import Canvas

extension ViewBridge {
    /// A `_TintedView`: its content with every gauge inside that has no tint yet drawn in the
    /// tint, so the tint nearest a gauge wins (a `CircularGaugeStyle(tint:)` inside, or an inner
    /// `.tint`); other controls keep the accent.
    func tinted(_ fields: [Value], depth: Int) throws -> Canvas.View {
        let content = try view(field(fields, 0), depth: depth + 1)
        guard let tint = try optional(field(fields, 1)) else { return content }
        return try content.mappingControls { control in
            guard case .gauge(let value, let range, let label, let current, let minimum, let maximum, let style, nil) = control else {
                return control
            }
            return .gauge(value: value, range: range, label: label, currentValueLabel: current, minimumLabel: minimum,
                          maximumLabel: maximum, style: style, tint: try gaugeTint(tint, style: style))
        }
    }
}
