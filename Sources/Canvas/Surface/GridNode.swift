import Geometry

/// `Grid { GridRow { … } }`: a table. Each column is as wide as its widest cell and each row as
/// tall as its tallest cell, with `horizontalSpacing` and `verticalSpacing` between them (8 by
/// default); offered a length, the columns (or rows) share it as a stack's children do, so cells
/// of colours and shapes fill the grid. Each cell's view sits in its cell by the grid's alignment.
/// A view outside any `GridRow` takes a row of its own across every column (offered the grid's
/// width, as a `Divider` between rows). A cell with `.gridCellColumns(n)` spans `n` columns,
/// offered their widths and the spacing between them; only cells of one column size the columns,
/// and the grid has as many columns as its widest row spans.
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

    /// The columns `cell` spans (`.gridCellColumns(_:)`), one unless set.
    private static func span(_ cell: LayoutNode) -> Int {
        (cell as? GridCellColumnsNode)?.count ?? 1
    }

    /// Each cell of a row with the first column it takes and the columns it spans.
    private static func placed(_ cells: [LayoutNode]) -> [(cell: LayoutNode, column: Int, span: Int)] {
        var column = 0
        return cells.map { cell in
            defer { column += span(cell) }
            return (cell, column, span(cell))
        }
    }

    /// Each column's cells of one column, in the order of the rows; as many columns as the
    /// widest row spans.
    private var columns: [[LayoutNode]] {
        var columns: [[LayoutNode]] = []
        for case .cells(let cells) in rows {
            for (cell, column, span) in Self.placed(cells) {
                while columns.count < column + span { columns.append([]) }
                if span == 1 { columns[column].append(cell) }
            }
        }
        return columns
    }

    /// The width of `span` columns from `column`, with the spacing between them.
    private func spannedWidth(_ columns: [Double], from column: Int, span: Int) -> Double {
        let end = min(column + span, columns.count)
        guard column < end else { return 0 }
        return columns[column..<end].reduce(0, +) + Double(end - column - 1) * columnSpacing
    }

    /// Column widths for `width` proposed: with none, the widest cell's ideal width; with one, the
    /// spacing is set aside and the columns share the rest as an `HStack`'s children do (least
    /// flexible first, each offered an equal share of what remains), so columns of colours or
    /// shapes fill the grid's width, as SwiftUI's do.
    private func columnWidths(_ width: Double?) throws -> [Double] {
        let columns = columns
        func widest(_ cells: [LayoutNode], _ proposed: Double?) throws -> Double {
            try cells.reduce(0) { max($0, try $1.sizeThatFits(ProposedSize(width: proposed, height: nil)).width) }
        }
        guard let width else { return try columns.map { try widest($0, nil) } }
        return try Self.shared(width - Double(max(columns.count - 1, 0)) * columnSpacing, among: columns.count) {
            try widest(columns[$0], $1)
        }
    }

    /// `available` shared among `count` parts as a stack shares its length: the parts ordered
    /// from least to most flexible (`length(part, .infinity)` minus `length(part, 0)`), each
    /// offered an equal share of what remains (raised to its minimum when the later parts'
    /// minimums still fit) and taking `length(part, share)`.
    private static func shared(_ available: Double, among count: Int, length: (Int, Double) throws -> Double) throws -> [Double] {
        var flexibility: [Double] = [], minimums: [Double] = []
        for part in 0..<count {
            minimums.append(try length(part, 0))
            flexibility.append(try length(part, .infinity) - minimums[part])
        }
        let order = (0..<count).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        var remaining = available, lengths = [Double](repeating: 0, count: count)
        for (done, part) in order.enumerated() {
            // At least the part's minimum when the later parts' minimums still fit, as a stack does.
            let later = order.dropFirst(done + 1).reduce(0) { $0 + minimums[$1] }
            lengths[part] = try length(part, max(remaining / Double(count - done), min(minimums[part], remaining - later), 0))
            remaining -= lengths[part]
        }
        return lengths
    }

    private func totalWidth(_ widths: [Double]) -> Double {
        widths.reduce(0, +) + Double(max(widths.count - 1, 0)) * columnSpacing
    }

    /// Row `row`'s height when offered `height` (nil: its ideal), its cells in `columns` and a
    /// spanning row offered `width`.
    private func rowHeight(_ row: Row, _ height: Double?, width: Double, columns: [Double]) throws -> Double {
        switch row {
        case .cells(let cells):
            try Self.placed(cells).reduce(0) { tallest, placed in
                let width = spannedWidth(columns, from: placed.column, span: placed.span)
                return max(tallest, try placed.cell.sizeThatFits(ProposedSize(width: width, height: height)).height)
            }
        case .spanning(let node):
            try node.sizeThatFits(ProposedSize(width: width, height: height)).height
        }
    }

    /// Each row's height for `height` proposed, shared among the rows as a `VStack` shares it.
    private func rowHeights(_ height: Double?, width: Double, columns: [Double]) throws -> [Double] {
        guard let height else { return try rows.map { try rowHeight($0, nil, width: width, columns: columns) } }
        return try Self.shared(height - Double(max(rows.count - 1, 0)) * rowSpacing, among: rows.count) {
            try rowHeight(rows[$0], $1, width: width, columns: columns)
        }
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        let columns = try columnWidths(proposal.width)
        var width = totalWidth(columns)
        for case .spanning(let node) in rows where columns.isEmpty {
            width = max(width, try node.sizeThatFits(ProposedSize(width: proposal.width, height: nil)).width)
        }
        let heights = try rowHeights(proposal.height, width: width, columns: columns)
        return Size(width: width, height: heights.reduce(0, +) + Double(max(heights.count - 1, 0)) * rowSpacing)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        let columns = try columnWidths(rect.width)
        let heights = try rowHeights(rect.height, width: rect.width, columns: columns)
        var y = rect.minY
        for (row, height) in zip(rows, heights) {
            switch row {
            case .cells(let cells):
                for (cell, column, span) in Self.placed(cells) {
                    let x = rect.minX + spannedWidth(columns, from: 0, span: column) + (column > 0 ? columnSpacing : 0)
                    let width = spannedWidth(columns, from: column, span: span)
                    let frame = Rect(x: x, y: y, width: width, height: height)
                    let size = try cell.sizeThatFits(ProposedSize(width: width, height: height))
                    try cell.draw(in: size.aligned(in: frame, spec.alignment), context: &context)
                }
            case .spanning(let node):
                let size = try node.sizeThatFits(ProposedSize(width: rect.width, height: height))
                try node.draw(in: size.aligned(in: Rect(x: rect.minX, y: y, width: rect.width, height: height), spec.alignment),
                              context: &context)
            }
            y += height + rowSpacing
        }
    }
}
