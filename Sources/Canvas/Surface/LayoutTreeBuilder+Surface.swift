import Geometry

extension LayoutTreeBuilder {
    /// The node for a `SurfaceView`: its own layout node, or the node of the ordinary views it is
    /// drawn with (`appearance`).
    func node(for surface: SurfaceView, environment: Environment, stackAxis: Axis?) throws -> LayoutNode {
        func nodes(_ views: [View]) throws -> [LayoutNode] {
            try flattened(views).map { try node(for: $0, environment: environment) }
        }
        switch surface {
        case .geometryReader(let content):
            return GeometryReaderNode(content: content, builder: self, environment: environment)
        case .styledText(let runs):
            return textNode(runs, environment: environment)
        case .scrollView(let horizontal, let vertical, let content):
            return ScrollViewNode(child: try node(for: content, environment: environment),
                                  horizontal: horizontal, vertical: vertical)
        case .lazyGrid(let spec, let children):
            for item in spec.items { try item.check() }
            if let spacing = spec.spacing { try Self.check(spacing, "grid spacing", allowNegative: true) }
            return LazyGridNode(spec: spec, children: try nodes(children))
        case .grid(let spec, let rows):
            return GridNode(spec: spec, rows: try rows.map { row in
                switch row {
                case .cells(let cells): .cells(try nodes(cells))
                case .spanning(let view): .spanning(try node(for: view, environment: environment))
                }
            })
        case .customLayout(let content, let children):
            return CustomLayoutNode(content: content, children: try nodes(children))
        case .viewThatFits(let horizontal, let vertical, let candidates):
            return ViewThatFitsNode(candidates: try nodes(candidates), horizontal: horizontal, vertical: vertical)
        case .control(var control):
            // A foreground style set outside a button colours its label in place of the tint.
            if environment.foregroundIsExplicit, case .button(let label, _, let action) = control {
                control = .button(label: label, tint: nil, action: action)
            }
            return try node(for: control.appearance(stackAxis: stackAxis, tint: environment.controlTint), environment: environment, stackAxis: stackAxis)
        case .list(let content):
            let list = ListAppearance.list(flattened(content, keepingSections: true), dark: environment.controlTint.isDark, style: environment.listStyle)
            return try node(for: list, environment: environment, stackAxis: stackAxis)
        case .section(let header, let footer, let rows):
            // Not in a stack (a scroll view's content): its views stacked, as at the root.
            return try node(for: .vStack(children: flattened([.surface(.section(header: header, footer: footer, rows: rows))])),
                            environment: environment, stackAxis: stackAxis)
        case .navigationStack(let content):
            let stack = NavigationAppearance.stack(content, dark: environment.controlTint.isDark, listStyle: environment.listStyle)
            return try node(for: stack, environment: environment, stackAxis: stackAxis)
        case .tabView(let tabs):
            let drawn = switch environment.tabViewStyle {
            case .tabBar: NavigationAppearance.tabView(flattened(tabs), tint: environment.controlTint)
            case .page(let index):
                NavigationAppearance.pages(flattened(tabs), index: index, indexBackground: environment.pageIndexBackground)
            }
            return try node(for: drawn, environment: environment, stackAxis: stackAxis)
        case .symbol(_, let resizable, let scale):
            return redacting(SymbolNode(font: environment.textFont, foreground: environment.foreground, resizable: resizable, scale: scale),
                             environment)
        }
    }

    /// The node for `child` with a `SurfaceModifier` applied.
    func modified(_ child: View, _ modifier: SurfaceModifier, environment: Environment, stackAxis: Axis?) throws -> LayoutNode {
        /// The child's node in the environment as `change` leaves it.
        func changing(_ change: (inout Environment) -> Void) throws -> LayoutNode {
            var env = environment
            change(&env)
            return try node(for: child, environment: env, stackAxis: stackAxis)
        }
        switch modifier {
        case .coordinateSpace(let name):
            return CoordinateSpaceNode(child: try node(for: child, environment: environment, stackAxis: stackAxis), name: name)
        case .alignmentGuide(let guide):
            return AlignmentGuideNode(child: try node(for: child, environment: environment, stackAxis: stackAxis), guide: guide)
        case .gridCellColumns(let count):
            return GridCellColumnsNode(child: try node(for: child, environment: environment, stackAxis: stackAxis), count: count)
        case .preferenceWriter(let writer):
            return PreferenceWriterNode(child: try node(for: child, environment: environment, stackAxis: stackAxis), writer: writer)
        case .preferenceReader(let reader):
            return PreferenceReaderNode(child: try node(for: child, environment: environment, stackAxis: stackAxis),
                                        reader: reader, builder: self, environment: environment)
        case .navigationTitle, .tabItem, .tag:
            // Read by the enclosing NavigationStack or TabView; nothing to draw here.
            return try node(for: child, environment: environment, stackAxis: stackAxis)
        case .tint(let tint):
            return try changing { $0.controlTint.tint = tint?.substitutingForeground(environment.foreground) }
        case .accentColor(let color):
            return try changing { $0.controlTint.accent = color }
        case .redacted(let isRedacted):
            return try changing { $0.isRedacted = isRedacted }
        case .appearance(let dark):
            // Only the default foreground changes: a `Canvas.foreground` of the cell's own stays.
            let (from, to) = dark ? (RGBA.primary, RGBA.darkPrimary) : (RGBA.darkPrimary, RGBA.primary)
            return try changing { env in
                if !environment.foregroundIsExplicit, environment.foreground == .color(from) { env.foreground = .color(to) }
                env.controlTint.isDark = dark
            }
        case .listStyle(let style):
            return try changing { $0.listStyle = style }
        case .tabViewStyle(let style):
            return try changing { $0.tabViewStyle = style }
        case .pageIndexBackground(let shown):
            return try changing { $0.pageIndexBackground = shown }
        case .text(let attribute):
            if case .lineLimit(let limit?) = attribute, limit < 0 {
                throw CanvasError("lineLimit must not be negative, not \(limit)")
            }
            return try changing { $0.text = environment.text.setting(attribute) }
        }
    }
}

extension SurfaceView: CustomStringConvertible {
    /// A short name for `text/plain`, as `View.description`.
    public var description: String {
        switch self {
        case .geometryReader: "GeometryReader"
        case .styledText(let runs): "Text(\"\(runs.map { $0.image.map { "\\(\($0))" } ?? $0.string }.joined())\")"
        case .control(let control): control.description
        case .scrollView: "ScrollView"
        case .lazyGrid(let spec, let children): "\(spec.axis == .vertical ? "LazyVGrid" : "LazyHGrid")(\(children.count) views)"
        case .grid(_, let rows): "Grid(\(rows.count) rows)"
        case .viewThatFits: "ViewThatFits"
        case .customLayout: "Layout"
        case .list: "List"
        case .section: "Section"
        case .navigationStack: "NavigationStack"
        case .tabView: "TabView"
        case .symbol(let name, _, _): "Image(systemName: \"\(name)\")"
        }
    }
}
