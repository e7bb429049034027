import Testing
@testable import Lang

/// A mutating method changes its receiver's storage in place: calling it a thousand times does
/// not copy the receiver's array on each call, which would make building a value call by call
/// quadratic (session 11: a receiver kept in a local for the call's length made every
/// `Path.addLine` copy the path's elements). Counted, not timed: the cell prints after each call
/// and the output sink, called on the cell's thread between two calls, reads where the global's
/// array buffer lives.
@Suite struct MutatingCallCopyTests {
    /// Setting an element of an array the struct holds, through a mutating method on a global
    /// and on a global's stored property: the array's buffer is never replaced.
    @Test func settingThroughAMutatingMethodKeepsTheBuffer() {
        let source = """
            struct Grid {
                var cells: [Int]
                mutating func set(_ i: Int) { cells[i] = i }
            }
            struct Board { var grid: Grid }
            var grid = Grid(cells: Array(repeating: 0, count: 1000))
            var board = Board(grid: Grid(cells: Array(repeating: 0, count: 1000)))
            for i in 0..<1000 {
                grid.set(i)
                board.grid.set(i)
                print(i)
            }
            """
        let grid = BufferWatch(global: "Grid", field: [0])
        let board = BufferWatch(global: "Board", field: [0, 0])
        let result = run(source, watching: [grid, board])
        #expect(result.runtimeError == nil && result.diagnostics.isEmpty, "\(result.diagnostics) \(String(describing: result.runtimeError))")
        #expect(grid.seen == 1000 && board.seen == 1000)
        #expect(grid.moves == 0, "the grid's cells were copied \(grid.moves) times in 1,000 calls")
        #expect(board.moves == 0, "the board's cells were copied \(board.moves) times in 1,000 calls")
    }

    /// A `Path` built point by point with `addLine(to:)`: its elements' buffer moves only when
    /// the array grows (about ten times for 1,000 appends), not on every call.
    @Test func aPathBuiltPointByPointMovesOnlyToGrow() {
        let source = """
            var path = Path()
            path.move(to: .zero)
            for i in 0..<1000 {
                path.addLine(to: CGPoint(x: Double(i), y: 1))
                print(i)
            }
            """
        let path = BufferWatch(global: "Path", field: [0])
        let result = run(source, watching: [path])
        #expect(result.runtimeError == nil && result.diagnostics.isEmpty, "\(result.diagnostics) \(String(describing: result.runtimeError))")
        #expect(path.seen == 1000)
        #expect(path.moves <= 20, "the path's elements moved \(path.moves) times in 1,000 appends")
    }

    /// Runs `source` in a fresh session whose output sink looks at every watched global after
    /// each printed line.
    private func run(_ source: String, watching watches: [BufferWatch]) -> Lang.CellResult {
        let session = Lang.Session()
        session.outputSink = { [weak session] _ in
            guard let slots = session?.globals.slots else { return }
            for watch in watches { watch.look(in: slots) }
        }
        return session.run(source)
    }
}

/// Where the array inside a global struct lives, looked at again and again: how often it was
/// seen and how often its buffer had moved since the last look.
private final class BufferWatch {
    let typeName: String
    /// Stored-property indices from the global's value down to the array.
    let field: [Int]
    private(set) var seen = 0
    private(set) var moves = 0
    private var last: UnsafeRawPointer?

    init(global typeName: String, field: [Int]) {
        self.typeName = typeName
        self.field = field
    }

    func look(in globals: [Value]) {
        for value in globals {
            guard case .structValue(let decl, _) = value, decl.name == typeName else { continue }
            var inner = value
            for index in field {
                guard let next = inner.field(index) else { return }
                inner = next
            }
            guard case .array(let elements) = inner else { return }
            let address = elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
            if seen > 0, address != last { moves += 1 }
            last = address
            seen += 1
            return
        }
    }
}
