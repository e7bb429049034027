import Canvas

extension ViewBridge {
    /// A `_TintedView`: its content drawn with the tint in SwiftUI's environment: every control
    /// that takes a tint (ControlTint.swift) in it, unless one nearer is set; every gauge inside
    /// that has no tint yet in the tint as the gauge's style lays it out (`gaugeTint`), so the tint
    /// nearest a gauge wins (a `CircularGaugeStyle(tint:)` inside, or an inner `.tint`).
    func tinted(_ fields: [Value], depth: Int) throws -> Canvas.View {
        guard let tint = try optional(field(fields, 1)) else { return try view(field(fields, 0), depth: depth + 1) }
        var inner = self
        inner.controlTint.tint = try style(tint) ?? .foreground
        let content = try inner.view(field(fields, 0), depth: depth + 1).surfaceModifier(.tint(inner.controlTint.tint))
        return try content.mappingControls { control in
            guard case .gauge(let value, let range, let label, let current, let minimum, let maximum, let style, nil) = control else {
                return control
            }
            return .gauge(value: value, range: range, label: label, currentValueLabel: current, minimumLabel: minimum,
                          maximumLabel: maximum, style: style, tint: try gaugeTint(tint, style: style))
        }
    }
}
