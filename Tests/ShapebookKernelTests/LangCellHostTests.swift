import Foundation
import Jupyter
import Lang
import Testing
@testable import ShapebookKernel

/// What a Lang cell asks of the kernel beyond printing (`LangCellHost`): displays shown and
/// updated in place, the output cleared, stderr, files saved (standard input: `StandardInputTests`); and the
/// session's memory limit as a cell sets it.
@Suite struct LangCellHostTests {
    func run(_ code: String, on interpreter: LangInterpreter,
             recorder: CellRecorder = .init()) -> ExecutionOutcome {
        interpreter.execute(ExecuteRequest(code: code), context: recorder.context)
    }

    @Test func displayUpdateClearAndStderrReachTheCellsOutputsInOrder() throws {
        let interpreter = LangInterpreter(session: Lang.Session(), renderer: FakeRenderer())
        let recorder = CellRecorder()
        let cell = """
            let h = display(Circle().frame(width: 10, height: 20))
            fputs("careful\\n", stderr)
            clearOutput(wait: true)
            h.update(4 / 3)
            display(h)
            """
        // A cell ending in `display(x)` has shown x: its handle is no result.
        #expect(run(cell, on: interpreter, recorder: recorder) == .success(result: nil))
        let published = recorder.published.withLock { $0 }
        #expect(published.map(\.0) == ["display_data", "stream", "clear_output", "update_display_data", "display_data"])
        let shown = try #require(published.first?.1)
        #expect(shown["data"]?.objectValue?["text/plain"] == "Circle 10×20")
        #expect(shown["data"]?.objectValue?["image/svg+xml"] == "<svg>Circle 10×20</svg>")
        let id = try #require(shown["transient"]?.objectValue?["display_id"]?.stringValue)
        #expect(published[1].1 == ["name": "stderr", "text": "careful\n"])
        #expect(published[2].1 == ["wait": true])
        #expect(published[3].1["data"]?.objectValue?["text/plain"] == "1")
        #expect(published[3].1["transient"]?.objectValue?["display_id"]?.stringValue == id)
        #expect(published[4].1["data"]?.objectValue?["text/plain"]?.stringValue?.hasPrefix("DisplayHandle(_id: \"\(id)\")") == true)
    }

    @Test func readLineWithoutAHostSaysThereIsNoStandardInput() {
        let result = Lang.Session().run("let typed = 1\nlet line = readLine()")
        #expect(result.runtimeError?.line == 2)
        #expect(result.runtimeError?.message.hasPrefix("readLine(): this session has no standard input") == true)
    }

    @Test func theMemoryLimitIsSetCheckedAndRolledBackWithAFailedCell() {
        let session = Lang.Session()
        let interpreter = LangInterpreter(session: session, renderer: FakeRenderer())
        let before = session.memoryLimit
        #expect(run("Session.memoryLimit", on: interpreter) == .success(result: .plainText(String(before))))
        #expect(run("Session.memoryLimit = 300_000_000", on: interpreter) == .success(result: nil))
        #expect(session.memoryLimit == 300_000_000)
        guard case .failure = run("Session.memoryLimit = 400_000_000\nlet x = [1][5]", on: interpreter) else {
            Issue.record("expected a failure")
            return
        }
        #expect(session.memoryLimit == 300_000_000)
        guard case .failure(let error) = run("Session.memoryLimit = 1000", on: interpreter) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.value == "line 1: Session.memoryLimit must be a whole number of bytes from 268435456 (256 MiB) up, got 1000")
        #expect(session.memoryLimit == 300_000_000)
    }

    @Test func saveWritesTheFigureTheCellWouldShow() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lang-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let interpreter = LangInterpreter(session: Lang.Session(), renderer: FakeRenderer())
        let path = directory.appendingPathComponent("c.svg").path
        #expect(run("save(Circle().frame(width: 30, height: 10), to: \"\(path)\")", on: interpreter) == .success(result: nil))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "<svg>Circle 30×10</svg>")
        guard case .failure(let error) = run("save(Circle(), to: \"x.png\", scale: 1e308)", on: interpreter) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.value == "line 1: 'scale' must be in 0 < scale ≤ 16, got 1e+308")
    }
}
