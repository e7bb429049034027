import Canvas
import Geometry

extension ViewBridge {
    /// A `_GaugeStyledView`: its content with every gauge inside drawn in the style. A library
    /// style (and watchOS's `CircularGaugeStyle`, drawn as the accessory circular one) restyles
    /// the gauges Canvas draws; a style of the program's own is handed down to the gauges, each
    /// of which becomes its `makeBody(configuration:)` (`styledGauge`).
    func gaugeStyled(_ fields: [Value], depth: Int) throws -> Canvas.View {
        let style = try field(fields, 1)
        guard let (decl, styleFields) = structure(style) else { throw failure("malformed GaugeStyle") }
        var inner = self
        switch types.libraryName(of: decl) {
        case "_BuiltinGaugeStyle", "CircularGaugeStyle":
            let isCircular = types.libraryName(of: decl) == "CircularGaugeStyle"
            let kind = isCircular ? "accessoryCircular" : try enumCase(field(styleFields, 0)).0
            guard let canvasStyle = Canvas.GaugeStyle(rawValue: kind) else { throw failure("malformed GaugeStyle") }
            let styleTint = isCircular ? try optional(field(styleFields, 0)).map { try gaugeTint($0, style: canvasStyle) } : nil
            inner.styles[.gauge] = nil
            return try inner.view(field(fields, 0), depth: depth + 1).mappingControls { control in
                guard case .gauge(let value, let range, let label, let current, let minimum, let maximum, _, let tint) = control else {
                    return control
                }
                return .gauge(value: value, range: range, label: label, currentValueLabel: current, minimumLabel: minimum,
                              maximumLabel: maximum, style: canvasStyle, tint: styleTint.flatMap { $0 } ?? tint)
            }
        default:
            inner.styles[.gauge] = style
            return try inner.view(field(fields, 0), depth: depth + 1)
        }
    }

    /// A gauge's tint in `style`: the tint's paint, except that a bare `Gradient` runs along the
    /// gauge, as watchOS paints it: round the open ring from its bottom left clockwise over the
    /// top, round the capacity ring from the top (its start cap in the first colour), along a
    /// bar from its leading end.
    func gaugeTint(_ value: Value, style gauge: Canvas.GaugeStyle) throws -> Canvas.ShapeStyle? {
        guard let (decl, _) = structure(value), types.libraryName(of: decl) == "Gradient" else { return try style(value) }
        let colors = try gradient(value)
        switch gauge {
        case .accessoryCircular:
            // A full turn from the bottom with the stops moved onto the ring's 270° (135°…405°),
            // so the round caps beyond the ring's ends take the end colours, not the other end's.
            let onRing = Canvas.Gradient(stops: colors.stops.map { GradientStop(color: $0.color, location: 0.125 + 0.75 * $0.location) })
            return .angularGradient(onRing, center: .center, startAngle: .degrees(90), endAngle: .degrees(450))
        case .accessoryCircularCapacity: return Control.capacityRingGradient(colors)
        case .linearCapacity, .accessoryLinear, .accessoryLinearCapacity: return .linearGradient(colors, startPoint: .leading, endPoint: .trailing)
        }
    }

    /// A `Gauge` (its fields) in the enclosing style of the program's own: the view its
    /// `makeBody(configuration:)` returns for the gauge's value (as a fraction of its range,
    /// 0…1) and labels (nil for each value label the gauge lacks, an empty view for marked value
    /// labels it lacks); nil when no such style encloses it.
    func styledGauge(_ fields: [Value], depth: Int) throws -> Canvas.View? {
        guard let style = styles[.gauge], let (decl, _) = structure(style) else { return nil }
        guard let configuration = types.declarations["GaugeStyleConfiguration"],
              let content = types.declarations["_ViewModifierContent"], let empty = types.declarations["EmptyView"] else { return nil }
        let value = try number(field(fields, 0)), lower = try number(field(fields, 1)), upper = try number(field(fields, 2))
        let fraction = upper > lower ? min(max((value - lower) / (upper - lower), 0), 1) : 0
        func valueLabel(_ index: Int) throws -> Value {
            try optional(field(fields, index)).map { .structValue(content, [$0]) } ?? .null
        }
        let marked = Value.structValue(content, [try optional(field(fields, 7)) ?? .structValue(empty, [])])
        var plain = self
        plain.styles[.gauge] = nil
        guard let body = try invoke("makeBody(configuration:)", on: style, decl: decl, arguments: [
            .structValue(configuration, [.double(fraction.isFinite ? fraction : 0), .structValue(content, [try field(fields, 3)]),
                                         try valueLabel(4), try valueLabel(5), try valueLabel(6), marked]),
        ]) else { throw failure("'\(decl.name)' has no makeBody(configuration:)") }
        return try plain.view(body, depth: depth + 1)
    }
}
