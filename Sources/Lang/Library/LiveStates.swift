/// The `@State` storage of a live view's views, by position, kept from one evaluation of the
/// view to the next, as SwiftUI keeps a view's state while the view stays in place.
///
/// A child view's `@State var x = 0` makes a new `_StateCell` each time its parent's `body`
/// constructs it; before its own `body` runs, the bridge hands the view here (`adopt`), and the
/// n-th state met in this evaluation gets the cell the n-th state had in the last one (when its
/// value has the same type), so the child's state survives its parent's re-evaluation.
final class LiveStates {
    /// Every state cell met, in the order the views were evaluated.
    private(set) var cells: [Instance] = []
    /// The position of the next state in the evaluation under way.
    private var next = 0
    /// Whether the views' `.onAppear` actions have run (`ViewBridge.appearing`).
    var hasAppeared = false
    private let cellDecl: NominalDecl

    init(cellDecl: NominalDecl) {
        self.cellDecl = cellDecl
    }

    /// Starts an evaluation of the view: states are matched from the first position again.
    func beginEvaluation() {
        next = 0
    }

    /// The position the next state met takes, to go back to with `rewind(to:)`.
    var position: Int { next }

    /// Matches the next states from `position` again: a layout that ran a GeometryReader's
    /// content ahead of the figure's own hands its states on to that layout.
    func rewind(to position: Int) {
        next = min(position, next)
    }

    /// `value` (a program's view) with each wrapped property's cell replaced by the cell its
    /// position had in the last evaluation; cells met for the first time are recorded.
    func adopt(_ value: Value) -> Value {
        guard case .structValue(let decl, var fields) = value else { return value }
        var changed = false
        for index in fields.indices {
            guard case .structValue(let wrapperDecl, var wrapperFields) = fields[index], wrapperFields.count == 1,
                  case .object(let cell) = wrapperFields[0], cell.decl === cellDecl else { continue }
            defer { next += 1 }
            guard next < cells.count else {
                cells.append(cell)
                continue
            }
            let kept = cells[next]
            guard kept !== cell else { continue }
            if Self.sameKind(kept.fields.first, cell.fields.first) {
                wrapperFields[0] = .object(kept)
                fields[index] = .structValue(wrapperDecl, wrapperFields)
                changed = true
            } else {
                // Another view stands here now: its state starts afresh.
                cells[next] = cell
            }
        }
        return changed ? .structValue(decl, fields) : value
    }

    /// Every cell's value now, to put back with `restore`.
    func snapshot() -> [(cell: Instance, value: Value)] {
        cells.compactMap { cell in cell.fields.first.map { (cell, $0) } }
    }

    /// Puts the cells' values back as `snapshot` found them.
    func restore(_ snapshot: [(cell: Instance, value: Value)]) {
        for (cell, value) in snapshot where !cell.fields.isEmpty { cell.fields[0] = value }
    }

    /// Whether two values have the same type, as far as a value shows it.
    static func sameKind(_ a: Value?, _ b: Value?) -> Bool {
        switch (a?.unboxed, b?.unboxed) {
        case (.int?, .int?), (.double?, .double?), (.float?, .float?), (.bool?, .bool?), (.string?, .string?),
             (.character?, .character?), (.array?, .array?), (.dictionary?, .dictionary?), (.set?, .set?),
             (.tuple?, .tuple?), (.function?, .function?), (.range?, .range?), (.null?, _), (_, .null?):
            return true
        case (.structValue(let x, _)?, .structValue(let y, _)?), (.enumValue(let x, _, _)?, .enumValue(let y, _, _)?):
            return x === y
        case (.object(let x)?, .object(let y)?):
            return x.decl === y.decl
        default:
            return false
        }
    }
}
