import Testing
@testable import Lang

/// Cells that once took the whole kernel down (issue 13), on Lang, in process: each ends in an
/// ordinary error or a bounded answer, and the session keeps what it held.
@Suite struct LangCellSafetyTests {
    /// The error drawing the cell's figure throws (the kernel's step after a cell that ran).
    static func figureError(_ session: Lang.Session, _ cell: String) -> String? {
        let result = session.run(cell)
        #expect(!result.isRejected && result.runtimeError == nil, "\(cell): \(result.diagnostics) \(String(describing: result.runtimeError))")
        do {
            _ = try session.cellFigure()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aViewWhoseBodyContainsItselfIsALimitError() {
        let session = Lang.Session()
        _ = session.run("let kept = 41")
        let direct = Self.figureError(session, "struct V: View { var body: some View { V() } }\nV()")
        #expect(direct?.contains("views nest too deeply (more than 500 levels)") == true, "\(String(describing: direct))")
        let mutual = Self.figureError(session, """
            struct A: View { var body: some View { VStack { B() } } }
            struct B: View { var body: some View { A().padding(1) } }
            A()
            """)
        #expect(mutual?.contains("views nest too deeply") == true, "\(String(describing: mutual))")
        #expect(session.run("print(kept + 1)").output == "42\n")
    }

    @Test func deepValuesAreDescribedToABoundedDepth() {
        let session = Lang.Session()
        let result = session.run("""
            var d: [Any] = [0]
            for _ in 0..<100_000 { d = [d] }
            let text = "\\(d)"
            print(text.count, text.prefix(3), text.suffix(3))
            """)
        #expect(result.runtimeError == nil)
        #expect(result.output == "201 [[[ ]]]\n")
        let boxes = session.run("""
            struct Box { var inner: [Any] }
            var w = Box(inner: [])
            for _ in 0..<300 { w = Box(inner: [w]) }
            let s = "\\(w)"
            print(s.hasPrefix("Box(inner: [main.Box(inner: ["), s.count < 2000)
            """)
        #expect(boxes.output == "true true\n", "\(boxes.output) \(String(describing: boxes.runtimeError))")
    }

    /// Swift traps on these; a cell stops with Swift's message and the line.
    @Test func numbersOutOfRangeStopTheCell() {
        let session = Lang.Session()
        let huge = session.run("let n = Int(1e300)")
        #expect(huge.runtimeError == RuntimeError("Double value cannot be converted to Int because the result would be greater than Int.max", line: 1))
        let nan = session.run("let n = Int(Double.nan)")
        #expect(nan.runtimeError?.message == "Double value cannot be converted to Int because it is either infinite or NaN")
        let frames = session.run("animate(duration: 1e20) { t in Circle().opacity(t) }")
        #expect(frames.runtimeError?.message.contains("more than the limit of 1000") == true)
        let scale = session.run("save(Circle(), to: \"big.png\", scale: 1e308)")
        #expect(scale.runtimeError?.message.hasPrefix("'scale' must be in 0 < scale ≤ 16") == true)
        #expect(session.run("print(Double.nan.isNaN, Double.nan == Double.nan, (1.0 / 0).isInfinite, CGFloat.nan.isNaN)").output
                == "true false true true\n")
    }

    @Test func deepNestingIsADiagnosticNotACrash() {
        let session = Lang.Session()
        let parentheses = session.run(String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000))
        #expect(parentheses.diagnostics.first?.message == "structure nesting level exceeded maximum of 256")
        let blocks = session.run(String(repeating: "if true {", count: 50_000))
        #expect(blocks.diagnostics.first?.message == "structure nesting level exceeded maximum of 256")
        #expect(session.run("print([[[[1]]]])").output == "[[[[1]]]]\n")
    }

    @Test func badGeometryInAFigureIsAnErrorNamingTheArgument() {
        let session = Lang.Session()
        for (cell, message) in [("Star(points: Int.max)", "Star points must be between 2 and 10000"),
                                ("RegularPolygon(sides: 0)", "RegularPolygon sides must be between 3 and 10000"),
                                ("Rectangle().frame(width: .infinity, height: 10)", "frame width must be a finite, non-negative number"),
                                ("Circle().stroke(Color.red, lineWidth: .nan)", "line width, dash lengths, dash phase and miter limit must be finite"),
                                ("Circle().rotationEffect(.degrees(.nan))", "rotation angle must be a finite number")] {
            let error = Self.figureError(session, cell)
            #expect(error?.contains(message) == true, "\(cell): \(String(describing: error))")
        }
    }

    /// LANGUAGE.md §2: a cell stopped at run time leaves no declaration behind — extensions of a
    /// cell's and of a library type included — and Canvas settings go back too.
    @Test func aCellStoppedAtRunTimeTakesBackItsExtensionsAndSettings() {
        let session = Lang.Session()
        _ = session.run("struct Leaf { var size = 2.0 }\nCanvas.scale = 3")
        let failed = session.run("""
            extension Leaf { func twice() -> Double { size * 2 } }
            extension Path { func nothing() -> Double { 0 } }
            Canvas.scale = 1
            let z = [1][3]
            """)
        #expect(failed.runtimeError?.message == "Index out of range")
        #expect(session.run("print(Leaf().twice())").diagnostics.map(\.message) == ["value of type 'Leaf' has no member 'twice'"])
        #expect(session.run("print(Path().nothing())").diagnostics.map(\.message) == ["value of type 'Path' has no member 'nothing'"])
        #expect(session.run("print(Canvas.scale)").output == "3.0\n")
        #expect(session.run("extension Leaf { func twice() -> Double { size * 2 } }\nprint(Leaf().twice())").output == "4.0\n")
    }
}

/// A struct declared in a function whose method used the function's local once read the wrong
/// frame slot at run time ("operator applied to values of the wrong type"); swiftc rejects it.
extension LangCellSafetyTests {
    @Test func aLocalTypesMethodCannotUseTheFunctionsLocals() {
        let session = Lang.Session()
        let rejected = session.run("""
            func run() -> Double {
                let step = 2.5
                struct Counter {
                    var value = 0.0
                    mutating func bump() { value += step }
                }
                var c = Counter()
                c.bump()
                return c.value
            }
            """)
        #expect(rejected.diagnostics.map(\.description) == ["5:41: error: struct declaration cannot close over value 'step' defined in outer scope"])
        // Closures and local functions capture as before; a method's own locals are its own.
        let captured = session.run("""
            func run() -> [Double] {
                let step = 2.5
                func twice() -> Double { step * 2 }
                struct Counter {
                    var value = 0.0
                    mutating func bump(by delta: Double) { let d = delta; value += [d].map { $0 + d }[0] }
                }
                var c = Counter()
                c.bump(by: step)
                return [twice(), c.value]
            }
            print(run())
            """)
        #expect(captured.output == "[5.0, 5.0]\n", "\(captured.diagnostics) \(String(describing: captured.runtimeError))")
    }
}
