import Testing
@testable import Lang

/// A library function's default argument (`fill()`'s `ForegroundStyle()`) is computed in the
/// caller's frame, so a runtime error inside it named the prelude's line: the fuzzer's
/// `MemoryError` "line 898: the cell's values filled the kernel's memory" came from a 12-line cell.
@Suite struct LibraryDefaultLineTests {
    static let cell = """
        var shapes = 0
        for _ in 0..<1_000 {
            let shape = Circle().fill()
            shapes += 1
        }
        """

    /// Every step limit inside the loop stops the cell at one of its own lines, whichever step
    /// of an iteration (a default argument's among them) runs out.
    @Test func stepLimitInADefaultArgumentNamesTheCallsLine() {
        var lines: Set<Int> = []
        for budget in 200..<400 {
            let session = Lang.Session(stepBudget: budget)
            let error = session.run(Self.cell).runtimeError
            #expect(error?.kind == .limit, "budget \(budget): \(String(describing: error))")
            lines.insert(error?.line ?? 0)
        }
        #expect(lines.isSubset(of: [2, 3, 4]), "lines named: \(lines.sorted())")
        #expect(lines.contains(3), "no budget ran out in the call: \(lines.sorted())")
    }
}
