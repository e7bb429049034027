import Canvas

extension ViewBridge {
    /// A `_TintedView`: its content drawn with the tint in SwiftUI's environment: every control
    /// that takes a tint (ControlTint.swift) in it, unless one nearer is set; every gauge inside
    /// that has no tint yet in the tint as the gauge's style lays it out (`gaugeTint`), so the tint
    /// nearest a gauge wins (a `CircularGaugeStyle(tint:)` inside, or an inner `.tint`). A nil
    /// tint unsets the enclosing one: the controls inside take the accent colour again, as in
    /// SwiftUI (`.tint(nil)` inside `.tint(.mint)` draws a button in the app's accent).
    func tinted(_ fields: [Value], depth: Int) throws -> Canvas.View {
        let tint = try optional(field(fields, 1))
        var inner = self
        inner.controlTint.tint = try tint.map { try style($0) ?? .foreground }
        let content = try inner.view(field(fields, 0), depth: depth + 1)
        let modifier = SurfaceModifier.tint(inner.controlTint.tint)
        guard let tint else { return content.surfaceModifier(modifier) }
        return try content.mappingControls(skippingTinted: true) { control in
            guard case .gauge(let value, let range, let label, let current, let minimum, let maximum, let style, nil) = control else {
                return control
            }
            return .gauge(value: value, range: range, label: label, currentValueLabel: current, minimumLabel: minimum,
                          maximumLabel: maximum, style: style, tint: try gaugeTint(tint, style: style))
        }.surfaceModifier(modifier)
    }
}
