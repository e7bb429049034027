extension Prelude {
    /// How a chart draws its axis titles (`chartXAxisLabel`, `chartYAxisLabel`), as Swift Charts
    /// does: small secondary-coloured text beside the plot. An X title sits below the axis's labels
    /// (above the plot for `.top`); a Y title above the plot (below it for `.bottom`), both at the
    /// axis's trailing end unless aligned otherwise; a Y title at `.leading` or `.trailing` reads
    /// upwards along that edge, centred on the plot.
    static let chartAxisTitles = #"""
    /// The edge a title sits on: 1 top, 2 bottom, 3 leading, 4 trailing.
    func _chartTitleEdge(_ title: _ChartAxisTitle, isX: Bool) -> Int {
        switch title.position {
        case 1, 6, 7: return 1
        case 2, 8, 9: return 2
        case 3: return isX ? 2 : 3
        case 4: return isX ? 2 : 4
        default: return isX ? 2 : 1
        }
    }

    /// The room a title takes on `edge`: its line and its spacing from the axis (none elsewhere).
    func _chartTitleRoom(_ title: _ChartAxisTitle?, isX: Bool, edge: Int) -> Double {
        guard let title, _chartTitleEdge(title, isX: isX) == edge else { return 0 }
        return 12 + (title.spacing ?? 4)
    }

    /// Draws `title` with its `anchor` at `point`, read upwards when `rotated`: text in the axis
    /// labels' font and colour unless its own modifiers say otherwise, a view as it is.
    func _drawChartAxisTitle(_ title: _ChartAxisTitle, at point: CGPoint, anchor: UnitPoint, rotated: Bool,
                             in context: inout GraphicsContext) {
        var layer = context
        var at = point
        if rotated {
            layer.translateBy(x: point.x, y: point.y)
            layer.rotate(by: .degrees(-90))
            at = .zero
        }
        if let text = title.text {
            layer.draw(Text(text).font(_chartLabelFont).foregroundColor(_chartLabelColor), at: at, anchor: anchor)
        } else if let text = title.view as? Text {
            layer.draw(_chartStyledText(text), at: at, anchor: anchor)
        } else if let view = title.view {
            layer.draw(GraphicsContext.ResolvedSymbol(_view: view), at: at, anchor: anchor)
        }
    }

    /// `text` in the axis labels' font and colour where its own modifiers set neither: they come
    /// after its own, as the outer ones (the first of a kind is the one drawn, as SwiftUI's innermost).
    func _chartStyledText(_ text: Text) -> Text {
        let defaults: [_TextModifier] = [.font(_chartLabelFont), .foreground(_chartLabelColor)]
        return Text(_string: text._string, _parts: text._parts, _modifiers: text._modifiers + defaults)
    }

    /// Where along `from`…`to` a horizontal title sits, and its anchor's horizontal part, by its
    /// alignment (trailing unless it says leading or centre).
    func _chartTitleAlong(_ title: _ChartAxisTitle, from: Double, to: Double) -> (Double, Int) {
        switch title.alignment?.horizontal {
        case .leading?: return (from, -1)
        case .center?: return ((from + to) / 2, 0)
        default: return (to, 1)
        }
    }

    /// Draws a chart's axis titles around `plot`: `bottom` is where the band below the plot's
    /// labels starts, `top` where the band above the plot starts, `axisLeading` whether the Y
    /// axis's labels are on the leading side.
    func _drawChartAxisTitles(_ chart: Chart, plot: CGRect, width: Double, top: Double, bottom: Double, axisLeading: Bool,
                              in context: inout GraphicsContext) {
        var topY = top
        var bottomY = bottom
        for (title, isX) in [(chart._xTitle, true), (chart._yTitle, false)] {
            guard let title else { continue }
            let spacing = title.spacing ?? 4
            let edge = _chartTitleEdge(title, isX: isX)
            if edge == 3 || edge == 4 {
                var y = Double(plot.midY)
                var anchor = UnitPoint.center
                if title.alignment?.vertical == .top {
                    y = Double(plot.minY)
                    anchor = .trailing
                } else if title.alignment?.vertical == .bottom {
                    y = Double(plot.maxY)
                    anchor = .leading
                }
                let x = edge == 3 ? 6.0 : width - 6
                _drawChartAxisTitle(title, at: CGPoint(x: x, y: y), anchor: anchor, rotated: true, in: &context)
                continue
            }
            // X titles span the plot; Y titles the whole width, at the axis's side.
            let (from, to) = isX ? (Double(plot.minX), Double(plot.maxX)) : (0.0, width)
            var (x, side) = _chartTitleAlong(title, from: from, to: to)
            if !isX && title.alignment == nil && axisLeading {
                x = 0
                side = -1
            }
            if edge == 1 {
                let anchor: UnitPoint = side < 0 ? .topLeading : (side > 0 ? .topTrailing : .top)
                _drawChartAxisTitle(title, at: CGPoint(x: x, y: topY), anchor: anchor, rotated: false, in: &context)
                topY += 12 + spacing
            } else {
                let anchor: UnitPoint = side < 0 ? .topLeading : (side > 0 ? .topTrailing : .top)
                _drawChartAxisTitle(title, at: CGPoint(x: x, y: bottomY + spacing - 2), anchor: anchor, rotated: false, in: &context)
                bottomY += 12 + spacing
            }
        }
    }
    """#
}
