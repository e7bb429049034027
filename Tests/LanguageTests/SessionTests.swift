import Canvas
import Geometry
import Foundation
import Testing
@testable import Language

struct SessionTests {
    @Test func failedCellLeavesTheSessionAsItWas() {
        let runner = Runner()
        runner.run("var x = 1\nvar items = [1, 2]\nstruct S { var v = 1 }\nCanvas.scale = 3")
        let failed = runner.run("x = 2\nitems.append(3)\nstruct S { var w = 2 }\nCanvas.scale = 1\nRandom.seed(5)\nlet fresh = 1\nnotAName")
        #expect(errorMessage(failed) == "7:1: cannot find 'notAName' in scope")
        #expect(runner.text("print(x, items, S(), Canvas.scale)\n0") == "0")
        #expect(runner.host.printed == "1 [1, 2] S(v: 1) 3\n")
        #expect(runner.text("fresh").hasPrefix("error: 1:1: cannot find 'fresh' in scope"))
    }

    @Test func failedCellUndoesExtensionsOfUserStructs() {
        let runner = Runner()
        runner.run("struct Leaf { var size = 2 }")
        let failed = runner.run("extension Leaf { func twice() -> Double { size * 2 } }\nextension Path { func nothing() -> Double { 0 } }\nnotAName")
        #expect(errorMessage(failed) != nil)
        #expect(runner.text("Leaf().twice()").contains("has no member 'twice'"))
        #expect(runner.text("Path().nothing()").contains("has no member 'nothing'"))
        runner.run("extension Leaf { func twice() -> Double { size * 2 } }")
        #expect(runner.text("Leaf().twice()") == "4")
    }

    @Test func failedCellDoesNotAdvanceTheRandomGenerator() {
        let a = Runner(), b = Runner()
        a.run("let u = Double.random(in: 0...1)\nnotAName")
        #expect(a.text("Double.random(in: 0...1)") == b.text("Double.random(in: 0...1)"))
    }

    @Test func interruptStopsAnEndlessLoop() async throws {
        let runner = Runner()
        runner.run("var n = 0")
        let started = Date()
        let outcome = runner.runInterrupted("while true { n += 1 }", after: 0.2)
        #expect(Date().timeIntervalSince(started) < 5)
        guard case .failure(let error) = outcome else {
            Issue.record("the loop was not interrupted")
            return
        }
        #expect(error.name == "InterruptError")
        #expect(runner.text("n") == "0")
        #expect(runner.text("1 + 1") == "2")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let runner = Runner()
        let deep = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        guard case .failure(let error) = runner.run(deep) else {
            Issue.record("expected an error")
            return
        }
        #expect(error.name == "SyntaxError")
        #expect(error.message.contains("nested too deeply"))
        let blocks = String(repeating: "if true {", count: 50_000)
        #expect(errorMessage(runner.run(blocks))?.contains("nested too deeply") == true)
        #expect(runner.text("[[[[1]]]]") == "[[[[1]]]]")
    }

    @Test func endlessRecursionHitsTheRecursionLimit() {
        let runner = Runner(configuration: SessionConfiguration(maximumRecursionDepth: 200))
        let outcome = runner.run("func down(_ n: Double) -> Double { down(n + 1) }\ndown(0)")
        guard case .failure(let error) = outcome else {
            Issue.record("expected a limit error")
            return
        }
        #expect(error.name == "LimitError")
        #expect(error.message.contains("recursion limit"))
        let deepButFine = Runner()
        #expect(deepButFine.text("func sum(_ n: Double) -> Double { n == 0 ? 0 : n + sum(n - 1) }\nsum(500)") == "125250")
    }

    @Test func stepBudgetArrayAndCanvasLimitsAreOrdinaryErrors() {
        let budget = Runner(configuration: SessionConfiguration(stepBudget: 10_000))
        guard case .failure(let stepError) = budget.run("var i = 0\nwhile true { i += 1 }") else {
            Issue.record("expected the step budget to stop the loop")
            return
        }
        #expect(stepError.name == "LimitError")
        let arrays = Runner(configuration: SessionConfiguration(maximumArrayLength: 1000))
        #expect(errorMessage(arrays.run("var a = [Double]()\nfor i in 0..<2000 { a.append(i) }"))?.contains("array limit") == true)
        let canvas = Runner(configuration: SessionConfiguration(maximumCanvasPixels: 1_000_000))
        #expect(errorMessage(canvas.run("Rectangle().frame(width: 5000, height: 5000)"))?.contains("pixels") == true)
    }

    @Test func aMegabyteCellRuns() {
        let runner = Runner()
        let line = "total += 1 // padding padding padding padding padding padding\n"
        let cell = "var total = 0\n" + String(repeating: line, count: 1_000_000 / line.count) + "total"
        #expect(cell.utf8.count > 1_000_000)
        #expect(runner.text(cell) == String(1_000_000 / line.count))
    }

    @Test func syntaxErrorsShowTheLineAndACaretAndSeveralErrors() {
        let runner = Runner()
        guard case .failure(let error) = runner.run("let a = 1\nlet b = (2\nprint(a)\nlet c = ]\n") else {
            Issue.record("expected a syntax error")
            return
        }
        #expect(error.name == "SyntaxError")
        #expect(error.message == "3:1: expected ')' to close '(' opened at 2:9")
        #expect(error.line == 3 && error.column == 1)
        #expect(error.traceback[1] == "    print(a)")
        #expect(error.traceback[2] == "    ^")
        #expect(error.traceback.contains { $0.contains("4:9: expected an expression, found ']'") })
    }

    @Test func displayAndSaveReachTheHost() {
        let runner = Runner()
        runner.run("display(Circle())\ndisplay(3)\nsave(Rectangle().fill(.blue), to: \"out.png\", scale: 3)")
        #expect(runner.host.displayed.count == 2)
        if case .figure(let f)? = runner.host.displayed.first { #expect(f.description == "Circle 200×200") }
        if case .text(let t)? = runner.host.displayed.last { #expect(t == "3") }
        #expect(runner.host.saved.first?.path == "out.png")
        #expect(runner.host.saved.first?.scale == 3)
    }

    @Test func bareStrokedPathCoversItsBoundsAndTheOrigin() throws {
        let runner = Runner()
        let figure = try #require(runner.figure("Path { p in\n p.move(to: CGPoint(x: 10, y: 20))\n p.addLine(to: CGPoint(x: 50, y: 80))\n}.stroke(Color.red, lineWidth: 4)"))
        #expect(figure.displayList.size == Size(width: 52, height: 82))
        let negative = try #require(runner.figure("Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))"))
        #expect(negative.displayList.size == Size(width: 20, height: 20))
    }
}

/// A mutating method of a struct declared in a function reads that function's locals while the
/// variable it mutates (in the same scope) is being modified: no overlapping access, the
/// mutation lands, and a global array appended to inside a loop keeps every element.
@Test func mutatingMethodReadsItsOwnScopeWhileModified() throws {
    let runner = Runner()
    let outcome = runner.run("""
    var total = [Double]()
    func run() -> Double {
        let step = 2.5
        struct Counter {
            var value = 0.0
            mutating func bump() { value += step }
        }
        var c = Counter()
        c.bump()
        c.bump()
        for i in 0..<3 { total.append(Double(i) + c.value) }
        return c.value
    }
    print(run(), total)
    """)
    if case .failure(let error) = outcome { Issue.record("\(error.message)") }
    #expect(runner.host.printed == "5 [5, 6, 7]\n")
}

/// Closures made in different iterations of a `for` loop each keep their own iteration's
/// values (a loop reuses an iteration's scope only when nothing captured it).
@Test func closuresFromLoopIterationsKeepTheirOwnValues() throws {
    let runner = Runner()
    let outcome = runner.run("""
    var makers: [() -> Double] = []
    for i in 0..<3 {
        let doubled = Double(i) * 2
        if i == 1 { continue }
        makers.append({ doubled + Double(i) })
    }
    var plain = 0.0
    for i in 0..<4 { let k = Double(i); plain += k }
    print(makers.map { $0() }, plain)
    """)
    if case .failure(let error) = outcome { Issue.record("\(error.message)") }
    #expect(runner.host.printed == "[0, 6] 6\n")
}
