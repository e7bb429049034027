import Geometry
import Testing
@testable import Language

/// Cells that used to take the whole kernel down (issue 13), in process: each ends in an
/// ordinary error or a bounded answer, and the session keeps what it held.
struct CellSafetyTests {
    /// The error a cell fails with; records an issue when it succeeds.
    static func failure(_ runner: Runner, _ source: String) -> CellError? {
        guard case .failure(let error) = runner.run(source) else {
            Issue.record("the cell succeeded: \(source)")
            return nil
        }
        return error
    }

    @Test func aViewWhoseBodyContainsItselfIsALimitError() throws {
        let runner = Runner()
        runner.run("let kept = 41")
        let error = try #require(Self.failure(runner, "struct V: View { var body: some View { V() } }\nV()"))
        #expect(error.name == "LimitError")
        #expect(error.message == "1:40: calls nested deeper than 512 (the recursion limit): is a recursion missing its base case?")
        let mutual = try #require(Self.failure(runner, """
            struct A: View { var body: some View { VStack { B() } } }
            struct B: View { var body: some View { A().padding(1) } }
            display(A())
            """))
        #expect(mutual.name == "LimitError")
        #expect(runner.text("kept + 1") == "42")
    }

    @Test func aDeepValueIsDescribedToABoundedDepth() {
        let runner = Runner()
        runner.run("var d: [Any] = [0]\nfor _ in 0..<1000 { d = [d] }\nstruct Box { var inner: [Any] }\nvar w = Box(inner: [])\nfor _ in 0..<300 { w = Box(inner: [w]) }")
        let array = runner.text("\"\\(d)\"")
        #expect(array == String(repeating: "[", count: 101) + "…" + String(repeating: "]", count: 101))
        let boxes = runner.text("\"\\(w)\"")
        #expect(boxes.hasPrefix("Box(inner: [Box(inner: ["))
        #expect(boxes.contains("…"))
        #expect(boxes.count < 1000)
    }

    @Test func hugeNumbersConvertedToIntegersAreErrors() throws {
        let runner = Runner()
        let error = try #require(Self.failure(runner, "let n = Int(1e300)"))
        #expect(error.message == "1:9: Double value cannot be converted to Int because it is outside the representable range")
        let animation = try #require(Self.failure(runner, "animate(duration: 1e20) { t in Circle().opacity(t) }"))
        #expect(animation.name == "LimitError")
        let scale = try #require(Self.failure(runner, "save(Circle(), to: \"big.png\", scale: 1e308)"))
        #expect(scale.message.contains("'scale' must be in 0 < scale ≤ 16"))
    }

    @Test func aStringDoubledByInterpolationIsAMemoryErrorAtItsLiteral() throws {
        let runner = Runner()
        runner.run("let kept = 41")
        let error = try #require(Self.failure(runner, "Session.memoryLimit = 268_435_456\nvar s = \"x\"\nwhile true {\n    s = \"\\(s)\\(s)\"\n}"))
        #expect(error.name == "MemoryError")
        #expect(error.message.hasPrefix("4:9: an interpolated string asks for "), "\(error.message)")
        #expect(runner.text("kept + 1") == "42")
    }

    @Test func anErrorWithNoPlaceIsPlacedAtItsStatement() throws {
        // The interrupt (like the memory backstop) is noticed wherever the steps run: the error
        // names the statement of the cell that was running.
        let runner = Runner()
        guard case .failure(let error) = runner.runInterrupted("let a = 1\nvar n = 0\nwhile true {\n    n += 1\n}", after: 0.2) else {
            Issue.record("the loop was not interrupted")
            return
        }
        #expect(error.name == "InterruptError")
        #expect(error.message == "3:1: interrupted")
    }

    @Test func lexingAndParsingALongCellStopAtAnInterrupt() throws {
        let source = "let big = [" + (0..<20_000).map { String($0 % 97) }.joined(separator: ", ") + "]"
        let interrupted = ResourceContext()
        interrupted.requestInterrupt()
        let tokens = try Lexer.tokenize(source)
        #expect(try Parser.parse(source).count == 1)
        #expect(throws: LanguageError.self) {
            do { _ = try interrupted.run { () throws(LanguageError) in try Lexer.tokenize(source) } } catch let error as LanguageError where error.kind == .interrupt { throw error }
        }
        var parser = Parser(tokens: tokens)
        #expect(throws: LanguageError.self) {
            do { _ = try interrupted.run { () throws(LanguageError) in try parser.parseProgram() } } catch let error as LanguageError where error.kind == .interrupt { throw error }
        }
    }

    @Test func notANumberAndItsPredicates() {
        let runner = Runner()
        #expect(runner.text("Double.nan.isNaN") == "true")
        #expect(runner.text("Double.nan == Double.nan") == "false")
        #expect(runner.text("(1.0 / 0).isInfinite") == "true")
        #expect(runner.text("(1.0 / 0).isFinite") == "false")
        #expect(runner.text("2.5.isFinite") == "true")
        #expect(runner.text("CGFloat.nan.isNaN") == "true")
    }

    @Test func aRangeMadeAnArrayStopsWhenInterrupted() throws {
        let runner = Runner()
        let range = Value.range(RangeValue(lower: 0, upper: 1_000_000, isClosed: false))
        #expect(try runner.session.interpreter.elements(of: range, at: nil).count == 1_000_000)
        runner.session.requestInterrupt()
        defer { runner.session.resources.clearInterrupt() }
        #expect(throws: LanguageError.self) { try runner.session.interpreter.elements(of: range, at: nil) }
    }
}
