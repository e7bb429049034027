import Geometry

/// `Grid { GridRow { … } }`: a table. Each column is as wide as its widest cell and each row as
/// tall as its tallest cell (cells asked for their ideal size), with `horizontalSpacing` and
/// `verticalSpacing` between them (8 by default); each cell's view sits in its cell by the grid's
/// alignment. A view outside any `GridRow` takes a row of its own across every column (offered
/// the grid's width, as a `Divider` between rows).
final class GridNode: LayoutNode {
    /// A `GridRow`'s cells, or a view outside any row spanning every column.
    enum Row {
        case cells([LayoutNode])
        case spanning(LayoutNode)
    }

    let spec: GridSpec
    let rows: [Row]

    init(spec: GridSpec, rows: [Row]) {
        self.spec = spec
        self.rows = rows
    }

    private var columnSpacing: Double { spec.horizontalSpacing ?? StackNode.defaultSpacing }
    private var rowSpacing: Double { spec.verticalSpacing ?? StackNode.defaultSpacing }

    /// Column widths from the cells' ideal sizes.
    private func columnWidths() throws -> [Double] {
        var widths: [Double] = []
        for case .cells(let cells) in rows {
            for (column, cell) in cells.enumerated() {
                let width = try cell.sizeThatFits(.unspecified).width
                if column < widths.count { widths[column] = max(widths[column], width) } else { widths.append(width) }
            }
        }
        return widths
    }

    private func totalWidth(_ widths: [Double]) -> Double {
        widths.reduce(0, +) + Double(max(widths.count - 1, 0)) * columnSpacing
    }

    /// Each row's height; spanning rows are offered `width`.
    private func rowHeights(width: Double, columns: [Double]) throws -> [Double] {
        try rows.map { row in
            switch row {
            case .cells(let cells):
                try cells.enumerated().reduce(0) { height, cell in
                    max(height, try cell.element.sizeThatFits(ProposedSize(width: columns[cell.offset], height: nil)).height)
                }
            case .spanning(let node):
                try node.sizeThatFits(ProposedSize(width: width, height: nil)).height
            }
        }
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        let columns = try columnWidths()
        var width = totalWidth(columns)
        for case .spanning(let node) in rows where columns.isEmpty {
            width = max(width, try node.sizeThatFits(.unspecified).width)
        }
        let heights = try rowHeights(width: width, columns: columns)
        return Size(width: width, height: heights.reduce(0, +) + Double(max(heights.count - 1, 0)) * rowSpacing)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        let columns = try columnWidths()
        let heights = try rowHeights(width: rect.width, columns: columns)
        var y = rect.minY
        for (row, height) in zip(rows, heights) {
            switch row {
            case .cells(let cells):
                var x = rect.minX
                for (column, cell) in cells.enumerated() {
                    let frame = Rect(x: x, y: y, width: columns[column], height: height)
                    let size = try cell.sizeThatFits(ProposedSize(width: columns[column], height: nil))
                    try cell.draw(in: size.aligned(in: frame, spec.alignment), context: &context)
                    x += columns[column] + columnSpacing
                }
            case .spanning(let node):
                let size = try node.sizeThatFits(ProposedSize(width: rect.width, height: nil))
                try node.draw(in: size.aligned(in: Rect(x: rect.minX, y: y, width: rect.width, height: height), spec.alignment),
                              context: &context)
            }
            y += height + rowSpacing
        }
    }
}
