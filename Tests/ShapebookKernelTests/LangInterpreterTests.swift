import Foundation
import Jupyter
import Lang
import Testing
@testable import ShapebookKernel

/// The kernel over Lang (`SHAPEBOOK_LANGUAGE=typed`): what reaches Jupyter for prints, values,
/// figures, diagnostics, runtime errors and interrupts.
@Suite struct LangInterpreterTests {
    func interpreter() -> LangInterpreter {
        LangInterpreter(session: Lang.Session(), renderer: FakeRenderer())
    }

    func run(_ code: String, on interpreter: LangInterpreter,
             recorder: ShapebookInterpreterTests.Recorder = .init()) -> ExecutionOutcome {
        interpreter.execute(ExecuteRequest(code: code), context: recorder.context)
    }

    @Test func theEnvironmentChoosesTheLanguage() {
        #expect(KernelLanguage.fromEnvironment([:]) == KernelLanguage.standard)
        #expect(KernelLanguage.fromEnvironment(["SHAPEBOOK_LANGUAGE": "other"]) == KernelLanguage.standard)
        #expect(KernelLanguage.fromEnvironment(["SHAPEBOOK_LANGUAGE": "typed"]) == .typed)
        #expect(KernelLanguage.fromEnvironment(["SHAPEBOOK_LANGUAGE": "old"]) == .old)
        #expect(KernelLanguage.typed.interpreter(crashNote: nil) is LangInterpreter)
        #expect(KernelLanguage.old.interpreter(crashNote: nil) is ShapebookInterpreter)
    }

    @Test func printBecomesAStdoutStreamAndAValueItsText() {
        let interpreter = interpreter()
        let recorder = ShapebookInterpreterTests.Recorder()
        #expect(run("print(\"hello\", 4.0)\n7 / 2", on: interpreter, recorder: recorder) == .success(result: .plainText("3")))
        let published = recorder.published.withLock { $0 }
        #expect(published.count == 1)
        #expect(published.first?.0 == "stream")
        #expect(published.first?.1 == ["name": "stdout", "text": "hello 4.0\n"])
        #expect(run("let kept = 1", on: interpreter) == .success(result: nil))
        #expect(run("print(kept)", on: interpreter) == .success(result: nil))
    }

    @Test func aViewIsShownAsSVGAndPNGWithItsDescription() throws {
        guard case .success(let bundle?) = run("Circle().fill(.red).frame(width: 100, height: 80)", on: interpreter()) else {
            Issue.record("expected a figure")
            return
        }
        #expect(bundle.data["text/plain"] == "Circle 100×80")
        #expect(bundle.data["image/svg+xml"] == "<svg>Circle 100×80</svg>")
        let png = try #require(bundle.data["image/png"]?.stringValue.flatMap { Data(base64Encoded: $0) })
        #expect(String(decoding: png, as: UTF8.self) == "PNG Circle 100×80 @2.0")
    }

    @Test func anAnimationIsShownAsAnimatedPNGAndSVG() throws {
        let cell = "animate(duration: 0.2, fps: 10, autoreverses: true) { t in Circle().frame(width: 40, height: 30).opacity(t) }"
        guard case .success(let bundle?) = run(cell, on: interpreter()) else {
            Issue.record("expected an animation")
            return
        }
        #expect(bundle.data["text/plain"] == "Circle 40×30, animated: 4 frames at 10 fps, 0.4 s")
        #expect(bundle.data["image/svg+xml"] == "<svg>4 steps</svg>")
        let png = try #require(bundle.data["image/png"]?.stringValue.flatMap { Data(base64Encoded: $0) })
        // Autoreversing: progress 0, 0.5, 1 drawn once each, shown 0, 0.5, 1, 0.5.
        #expect(String(decoding: png, as: UTF8.self) == "APNG 3 frames 4 steps @2.0")
    }

    @Test func aTypeErrorIsSwiftcsTextWithACaret() {
        guard case .failure(let error) = run("let a = 1\nlet i: Int = 2.5", on: interpreter()) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.name == "TypeError")
        #expect(error.value == "2:14: cannot convert value of type 'Double' to specified type 'Int'")
        #expect(error.traceback == ["cell:2:14: error: cannot convert value of type 'Double' to specified type 'Int'",
                                    "let i: Int = 2.5", "             ^"])
    }

    @Test func aSyntaxErrorIsNamedSo() {
        guard case .failure(let error) = run("let x = (1 +", on: interpreter()) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.name == "SyntaxError")
        #expect(error.traceback.contains("let x = (1 +"))
    }

    @Test func aRuntimeErrorNamesItsLine() {
        let interpreter = interpreter()
        let recorder = ShapebookInterpreterTests.Recorder()
        guard case .failure(let error) = run("let a = [1]\nprint(\"before\")\nprint(a[3])", on: interpreter, recorder: recorder) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.name == "RuntimeError")
        #expect(error.value == "line 3: Index out of range")
        #expect(error.traceback == ["cell:3: Fatal error: Index out of range", "print(a[3])"])
        #expect(recorder.published.withLock { $0 }.first?.1 == ["name": "stdout", "text": "before\n"])
    }

    @Test func interruptStopsAnEndlessLoopAndKeepsTheSession() {
        let interpreter = interpreter()
        #expect(run("let kept = 41", on: interpreter) == .success(result: nil))
        interpreter.interrupt()  // no cell runs: must not poison the next one
        guard case .failure(let error)? = executeInterrupted("while true {}", on: interpreter, after: 0.2, waitingAtMost: 5) else {
            Issue.record("expected the loop to fail with an interrupt")
            return
        }
        #expect(error.name == "InterruptError")
        #expect(run("kept + 1", on: interpreter) == .success(result: .plainText("42")))
    }

    @Test func toolingAnswersFromLang() {
        let interpreter = interpreter()
        #expect(run("struct Gear { var teeth: Int }", on: interpreter) == .success(result: nil))
        let completion = interpreter.complete(code: "Gea", cursorPosition: 3)
        #expect(completion.items.map(\.text).contains("Gear"))
        #expect(completion.cursorStart == 0 && completion.cursorEnd == 3)
        #expect(interpreter.isComplete(code: "1 + 2") == .complete)
        #expect(interpreter.isComplete(code: "for i in 0..<3 {") == .incomplete(indent: "    "))
        let reply = interpreter.inspect(code: "Gear", cursorPosition: 2, detailLevel: 0)
        #expect(reply.found)
        #expect(reply.bundle.data["text/plain"]?.stringValue?.contains("struct Gear") == true)
    }

    @Test func whatDrawingPrintsReachesStdout() {
        let recorder = ShapebookInterpreterTests.Recorder()
        let code = """
            struct Dot: Shape {
                func path(in rect: CGRect) -> Path {
                    print("drawn", rect.width)
                    return Path(ellipseIn: rect)
                }
            }
            print("first")
            Dot().frame(width: 10, height: 10)
            """
        guard case .success(let bundle?) = run(code, on: interpreter(), recorder: recorder) else {
            Issue.record("expected a figure")
            return
        }
        #expect(bundle.data["text/plain"] == "Dot() 10×10")  // a program's shape as Swift prints the value
        let texts = recorder.published.withLock { $0 }.filter { $0.0 == "stream" }.compactMap { $0.1["text"]?.stringValue }
        #expect(texts.first == "first\n")
        #expect(texts.dropFirst().allSatisfy { $0 == "drawn 10.0\n" } && texts.count >= 2)
    }

    @Test func scriptsRunOnLangAsTheOldRunnerShowsThem() {
        var printed = ""
        let runner = LangScriptRunner(renderer: FakeRenderer(), output: { printed += $0 })
        #expect(runner.run("print(1)\nCircle().frame(width: 20, height: 10)") == nil)
        #expect(printed == "1\nCircle 20×10\n")
        #expect(runner.lastFigure?.displayList.size.width == 20)
        printed = ""
        #expect(runner.run("7 / 2") == nil)
        #expect(printed == "3\n")
        #expect(runner.run("let = 1") == "SyntaxError: 1:5: expected pattern\nlet = 1\n    ^")
        #expect(throws: FigureFile.WriteError.self) { try LangScriptRunner(renderer: FakeRenderer(), output: { _ in }).writeLastFigure(to: "x.png", scale: nil) }
    }
}
