import Canvas
import Geometry
import Jupyter
import Lang
import Testing
@testable import ShapebookKernel

/// A cell whose code ran to its end but whose result could not be drawn (the interrupt landing
/// while the figure is encoded, a failing `description`) fails and changes nothing, as a cell
/// stopped while it ran (LANGUAGE.md §2); one whose result is drawn keeps what it did.
@Suite struct DrawingRollBackTests {
    func run(_ code: String, on interpreter: LangInterpreter) -> ExecutionOutcome {
        interpreter.execute(ExecuteRequest(code: code), context: CellRecorder().context)
    }

    /// Whether `name` is undeclared in `interpreter`'s session: a cell naming it is swiftc's type error.
    func isUndeclared(_ name: String, in interpreter: LangInterpreter) -> Bool {
        guard case .failure(let error) = run(name, on: interpreter) else { return false }
        return error.name == "TypeError" && error.value == "1:1: cannot find '\(name)' in scope"
    }

    @Test func anInterruptWhileTheFigureIsEncodedRollsTheCellBack() {
        let interpreter = LangInterpreter(session: Lang.Session(), renderer: InterruptedRenderer())
        #expect(run("var counter = 1", on: interpreter) == .success(result: nil))
        guard case .failure(let error) = run("let made = 2\ncounter = 5\nRandom.seed(9)\nCircle()", on: interpreter) else {
            Issue.record("expected the drawing to be interrupted")
            return
        }
        #expect(error.name == "InterruptError")
        #expect(error.value == "line 4: interrupted")
        #expect(isUndeclared("made", in: interpreter))
        #expect(run("counter", on: interpreter) == .success(result: .plainText("1")))
        // The generator too is as before the cell: its first draw is a fresh session's.
        let fresh = LangInterpreter(session: Lang.Session(), renderer: FakeRenderer())
        #expect(run("Int.random(in: 0..<1_000_000)", on: interpreter) == run("Int.random(in: 0..<1_000_000)", on: fresh))
    }

    @Test func aFailingDescriptionOfTheResultRollsTheCellBack() {
        let interpreter = LangInterpreter(session: Lang.Session(), renderer: FakeRenderer())
        let cell = "struct Broken: CustomStringConvertible { var description: String { fatalError(\"no text\") } }\nBroken()"
        guard case .failure(let error) = run(cell, on: interpreter) else {
            Issue.record("expected the description to fail")
            return
        }
        #expect(error.name == "RuntimeError")
        #expect(isUndeclared("Broken", in: interpreter))
    }

    @Test func aCellWhoseFigureIsDrawnKeepsWhatItDid() throws {
        let interpreter = LangInterpreter(session: Lang.Session(), renderer: FakeRenderer())
        guard case .success(let bundle?) = run("let made = 2\nCircle()", on: interpreter) else {
            Issue.record("expected a figure")
            return
        }
        #expect(bundle.data["text/plain"] == "Circle 200×200")
        #expect(run("made", on: interpreter) == .success(result: .plainText("2")))
        // Kept: a roll-back asked for after the drawing does nothing.
        interpreter.session.rollBackLastCell()
        #expect(run("made + 1", on: interpreter) == .success(result: .plainText("3")))
    }
}

/// A renderer stopped by the interrupt as soon as it starts to encode a still figure.
struct InterruptedRenderer: FigureRendering {
    func png(_ figure: Figure) throws -> [UInt8] { throw ResourceError.interrupted }
    func svg(_ figure: Figure) throws -> String { throw ResourceError.interrupted }
    func pdf(_ figure: Figure) throws -> [UInt8] { throw ResourceError.interrupted }
    func apng(_ animation: AnimatedFigure) throws -> [UInt8] { throw ResourceError.interrupted }
    func animatedSVG(_ animation: AnimatedFigure) throws -> String { throw ResourceError.interrupted }
}
