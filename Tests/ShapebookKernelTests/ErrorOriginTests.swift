import Jupyter
import Lang
import Testing
@testable import ShapebookKernel

/// A runtime error in code declared in an earlier cell (a function, a view's `body`) names that
/// cell as Jupyter numbers it and quotes its line, not the line of the same number in the cell
/// that ran.
@Suite struct ErrorOriginTests {
    /// Runs `cells` in one kernel session, as `In[1]`, `In[2]`, …; the outcome of the last.
    func outcome(of cells: [String], storingHistory: Bool = true) -> ExecutionOutcome? {
        let interpreter = LangInterpreter(session: Lang.Session(), renderer: FakeRenderer())
        var last: ExecutionOutcome?
        for (index, code) in cells.enumerated() {
            let context = ExecutionContext(executionCount: index + 1) { _, _ in }
            let request = ExecuteRequest(code: code, storeHistory: storingHistory || index == cells.count - 1)
            last = interpreter.execute(request, context: context)
        }
        return last
    }

    let pick = """
        func pick(_ xs: [Int], _ i: Int) -> Int {
            let doubled = xs.map { $0 * 2 }
            return doubled[i]
        }
        """

    @Test func anEarlierCellsFunctionIsQuotedFromThatCell() {
        let outcome = outcome(of: [pick, "print(pick([1], 0))", "let a = 1\nlet b = 2\nprint(pick([1, 2], a + b + 2))"])
        #expect(outcome == .failure(ExecutionError(
            name: "RuntimeError", value: "In[1], line 3: Index out of range",
            traceback: ["In[1]:3: Fatal error: Index out of range", "    return doubled[i]"])))
    }

    @Test func aViewsBodyDeclaredEarlierIsQuotedFromItsCellWhenDrawn() {
        let view = """
            struct Bars: View {
                var count: Int
                var body: some View {
                    let heights = [10.0, 20.0]
                    return Rectangle().frame(width: 10, height: heights[count])
                }
            }
            """
        #expect(outcome(of: [view, "Bars(count: 1)", "Bars(count: 2)"]) == .failure(ExecutionError(
            name: "RuntimeError", value: "In[1], line 5: Index out of range",
            traceback: ["In[1]:5: Fatal error: Index out of range",
                        "        return Rectangle().frame(width: 10, height: heights[count])"])))
    }

    @Test func aClosureOfTheRunningCellCalledByAnEarlierCellsFunctionNamesTheRunningCell() {
        let twice = "func twice(_ f: () -> Int) -> Int {\n    f() + f()\n}"
        #expect(outcome(of: [twice, "let a = [1]\nprint(twice { a[2] })"]) == .failure(ExecutionError(
            name: "RuntimeError", value: "line 2: Index out of range",
            traceback: ["cell:2: Fatal error: Index out of range", "print(twice { a[2] })"])))
    }

    @Test func aLibraryCallInAnEarlierCellsFunctionNamesItsLineThere() {
        let scale = "func zoom(_ s: Double) {\n    print(s)\n    Canvas.scale = s\n}"
        guard case .failure(let error) = outcome(of: [scale, "zoom(2)", "zoom(0)"]) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.value.hasPrefix("In[1], line 3: Canvas.scale must be in 0 < scale ≤ 16"))
        #expect(error.traceback.dropFirst() == ["    Canvas.scale = s"])
    }

    /// A default argument is computed in the caller's frame: one declared in an earlier cell
    /// named the running cell's line of its number ("line 2", quoting `let b = 2`).
    @Test func aDefaultArgumentDeclaredEarlierIsQuotedFromItsCell() {
        let size = "let sizes = [1, 2]\nfunc size(_ n: Int = sizes[5]) -> Int {\n    n\n}"
        let expected = ExecutionOutcome.failure(ExecutionError(
            name: "RuntimeError", value: "In[1], line 2: Index out of range",
            traceback: ["In[1]:2: Fatal error: Index out of range", "func size(_ n: Int = sizes[5]) -> Int {"]))
        #expect(outcome(of: [size, "let a = 1\nlet b = 2\nprint(size())"]) == expected)
        // Called from a closure the library calls: the library's call does not take its place.
        #expect(outcome(of: [size, "let a = 1\nprint([0].map { _ in size() })"]) == expected)
    }

    /// One declared in the running cell names its line there, as before.
    @Test func aDefaultArgumentOfTheRunningCellNamesItsLine() {
        let cell = "let sizes = [1, 2]\nfunc size(_ n: Int = sizes[5]) -> Int {\n    n\n}\nprint(size())"
        #expect(outcome(of: [cell]) == .failure(ExecutionError(
            name: "RuntimeError", value: "line 2: Index out of range",
            traceback: ["cell:2: Fatal error: Index out of range", "func size(_ n: Int = sizes[5]) -> Int {"])))
    }

    @Test func aCellWithoutANumberIsAnEarlierCell() {
        #expect(outcome(of: [pick, "print(pick([], 0))"], storingHistory: false) == .failure(ExecutionError(
            name: "RuntimeError", value: "an earlier cell, line 3: Index out of range",
            traceback: ["an earlier cell:3: Fatal error: Index out of range", "    return doubled[i]"])))
    }
}
