import Canvas

extension ViewBridge {
    /// The Canvas view of the prelude's containers (Prelude+Containers), or nil for another name.
    func containerView(_ name: String, _ fields: [Value], depth: Int) throws -> Canvas.View? {
        func views(_ index: Int) throws -> [Canvas.View] { try list(field(fields, index), depth: depth) }
        switch name {
        case "ScrollView":
            let axes = try axisSet(field(fields, 0))
            return .surface(.scrollView(horizontal: axes.horizontal, vertical: axes.vertical, content: stacked(try views(1))))
        case "List", "Form":
            return .surface(.list(try views(0)))
        case "Section":
            let header = try optional(field(fields, 0)).map { try label($0, depth: depth) }
            let footer = try optional(field(fields, 1)).map { try label($0, depth: depth) }
            return .surface(.section(header: header, footer: footer, rows: try views(2)))
        case "NavigationStack", "NavigationView":
            return .surface(.navigationStack(stacked(try views(0))))
        case "TabView":
            return .surface(.tabView(try views(0)))
        case "ViewThatFits":
            let axes = try axisSet(field(fields, 0))
            return .surface(.viewThatFits(horizontal: axes.horizontal, vertical: axes.vertical, candidates: try views(1)))
        case "AnyView":
            return try view(field(fields, 0), depth: depth + 1)
        case "LazyVGrid", "LazyHGrid":
            let isVertical = name == "LazyVGrid"
            let along = isVertical
                ? Canvas.Alignment(horizontal: try horizontal(field(fields, 1)), vertical: .center)
                : Canvas.Alignment(horizontal: .center, vertical: try vertical(field(fields, 1)))
            guard case .array(let items) = try field(fields, 0) else { throw failure("malformed grid items") }
            let spec = LazyGridSpec(axis: isVertical ? .vertical : .horizontal, items: try items.map { try gridItem($0) },
                                    alignment: along, spacing: try optionalNumber(field(fields, 2)))
            return .surface(.lazyGrid(spec, children: try views(3)))
        case "Grid":
            let spec = GridSpec(alignment: try alignment(field(fields, 0)), horizontalSpacing: try optionalNumber(field(fields, 1)),
                                verticalSpacing: try optionalNumber(field(fields, 2)))
            let rows = Canvas.View.spliced(try views(3)).flatMap { child -> [GridRowContent] in
                if case .surface(.grid(_, let rows)) = child { return rows }
                return [.spanning(child)]
            }
            return .surface(.grid(spec, rows: rows))
        case "_GridCellColumns":
            let count = try number(field(fields, 1))
            guard count.isFinite, count.rounded() == count, abs(count) < 1_000_000 else { throw failure("malformed gridCellColumns") }
            return try view(field(fields, 0), depth: depth + 1).surfaceModifier(.gridCellColumns(Int(count)))
        case "GridRow":
            return .surface(.grid(GridSpec(), rows: [.cells(Canvas.View.spliced(try views(0)))]))
        case "_ContainerMarked":
            let content = try view(field(fields, 0), depth: depth + 1)
            let (mark, payload) = try enumCase(field(fields, 1))
            if mark == "navigationTitle" {
                guard let title = try field(payload, 0).stringValue else { throw failure("malformed navigation title") }
                return content.surfaceModifier(.navigationTitle(title))
            }
            return content.surfaceModifier(.tabItem(try label(field(payload, 0), depth: depth)))
        default:
            return nil
        }
    }

    /// A builder's views as one: a lone view as it is, several in a VStack (as a ScrollView or
    /// NavigationStack lays out several children).
    private func stacked(_ views: [Canvas.View]) -> Canvas.View {
        views.count == 1 ? views[0] : .vStack(children: views)
    }

    /// An array of `Axis.Set` values as the axes any of them names.
    private func axisSet(_ value: Value) throws -> (horizontal: Bool, vertical: Bool) {
        guard case .array(let sets) = value.unboxed else { throw failure("malformed Axis.Set") }
        var horizontal = false, vertical = false
        for set in sets {
            // An OptionSet: its rawValue's bit 1 is horizontal, bit 2 vertical.
            guard let (_, fields) = structure(set) else { throw failure("malformed Axis.Set") }
            let raw = try integer(field(fields, 0))
            horizontal = horizontal || raw & 1 != 0
            vertical = vertical || raw & 2 != 0
        }
        return (horizontal, vertical)
    }

    /// A `GridItem` value as Canvas's.
    private func gridItem(_ value: Value) throws -> Canvas.GridItem {
        guard let (_, fields) = structure(value), let (_, size) = structure(try field(fields, 0)) else {
            throw failure("malformed GridItem")
        }
        let minimum = try number(field(size, 1)), maximum = try number(field(size, 2))
        let kind: Canvas.GridItem.Size
        switch try integer(field(size, 0)) {
        case 0: kind = .fixed(minimum)
        case 2: kind = .adaptive(minimum: minimum, maximum: maximum)
        default: kind = .flexible(minimum: minimum, maximum: maximum)
        }
        return Canvas.GridItem(kind, spacing: try optionalNumber(field(fields, 1)),
                               alignment: try optional(field(fields, 2)).map { try alignment($0) })
    }
}
