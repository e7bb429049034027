extension SurfaceView {
    /// The views directly inside this one, for measuring a tree's depth without recursion
    /// (`View.checkNestingDepth`). A `GeometryReader`'s content is made only when it is drawn, so
    /// it has none here; the recursion limit of whoever makes it bounds it then.
    var children: [View] {
        switch self {
        case .geometryReader, .styledText, .symbol: return []
        case .control(let control): return control.views
        case .scrollView(_, _, let content), .navigationStack(let content): return [content]
        case .lazyGrid(_, let children), .viewThatFits(_, _, let children), .list(let children), .tabView(let children),
             .customLayout(_, let children):
            return children
        case .grid(_, let rows):
            return rows.flatMap { row -> [View] in
                switch row {
                case .cells(let cells): return cells
                case .spanning(let view): return [view]
                }
            }
        case .section(let header, let footer, let rows): return [header, footer].compactMap { $0 } + rows
        }
    }
}

extension Control {
    /// The views a control shows: its label, title, options and value labels.
    var views: [View] {
        switch self {
        case .button(let label, _, _), .toggle(let label, _, _), .stepper(let label, _, _, _, _), .link(let label, _),
             .colorPicker(let label, _, _):
            return [label]
        case .slider(_, _, _, let minimumLabel, let maximumLabel, let label):
            return [minimumLabel, maximumLabel, label].compactMap { $0 }
        case .picker(let label, _, let options, _, _): return [label] + options
        case .textField, .divider: return []
        case .progress(_, _, let label): return [label].compactMap { $0 }
        case .label(let title, let icon): return [title, icon]
        case .gauge(_, _, let label, let currentValueLabel, let minimumLabel, let maximumLabel, _, _):
            return [label, currentValueLabel, minimumLabel, maximumLabel].compactMap { $0 }
        case .navigationLink(let label, let destination): return [label, destination].compactMap { $0 }
        }
    }
}
