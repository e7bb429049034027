import Canvas

extension ViewBridge {
    /// A `_GaugeStyledView`: its content with every gauge inside drawn in the style.
    func gaugeStyled(_ fields: [Value], depth: Int) throws -> Canvas.View {
        let content = try view(field(fields, 0), depth: depth + 1)
        guard let (_, styleFields) = structure(try field(fields, 1)),
              let style = Canvas.GaugeStyle(rawValue: try enumCase(field(styleFields, 0)).0) else { throw failure("malformed GaugeStyle") }
        return content.mappingControls { control in
            guard case .gauge(let value, let range, let label, let current, let minimum, let maximum, _) = control else { return control }
            return .gauge(value: value, range: range, label: label, currentValueLabel: current, minimumLabel: minimum,
                          maximumLabel: maximum, style: style)
        }
    }
}
