import Foundation
import Lang

/// `shapebook run --typed`: a script run by Lang, as plain `shapebook run` runs it, printed with
/// swiftc's conventions: the program's output on standard output; diagnostics on standard error
/// as `file:line:column: error: message` with the source line and a caret; a runtime error as
/// `file:line: Fatal error: message`, as a Swift program that traps prints it, also when SIGINT
/// interrupted it.
enum TypedScript {
    /// Checks and runs `source`, whose diagnostics name it `file`; returns whether it was
    /// accepted and ran to the end. With `describesFigure`, a final view's figure is drawn and its
    /// description printed (`Circle 200×200`), as plain `shapebook run` does.
    static func run(_ source: String, file: String, describesFigure: Bool = false) -> Bool {
        signal(SIGINT, SIG_IGN)
        // A program that checks without the drawing library runs without it: checking the
        // library's prelude would be most of a short program's start-up. The library adds no
        // standard type's members or conformances and no standard name (PreludeTests), so such
        // a program means the same either way, unless it makes one of the standard wrappers the
        // library declares (`zip`'s `Zip2Sequence`, …), which the checker notes. That one, and
        // one the checker rejects (it may name the library), runs in a session with the library;
        // a syntax error stops it here: the library cannot mend it.
        let interrupt = ScriptInterrupt()
        var session = Lang.Session(loadsLibrary: false)
        session.defersToLibrary = true
        var result = interrupt.run(source, in: session)
        if result.mayCheckWithLibrary || session.lastCellWantsLibrary, !interrupt.wasRequested {
            session = Lang.Session()
            result = interrupt.run(source, in: session)
        }
        let lines = SourceLines(source)
        writeToStandardError(rendered(result.diagnostics, file: file, lines: lines))
        writeToStandardOutput(result.output)
        if let error = result.runtimeError {
            writeToStandardError((error.line > 0 ? "\(file):\(error.line): " : "") + "Fatal error: \(error.message)\n")
        }
        guard !result.isRejected, result.runtimeError == nil else { return false }
        guard describesFigure else { return true }
        do {
            if let figure = try session.cellFigure() { writeToStandardOutput(figure.description + "\n") }
            return true
        } catch {
            writeToStandardError("\(file): Fatal error: \(error)\n")
            return false
        }
    }

    /// Parses and type-checks `source` `times` times, each in a fresh session, and prints the
    /// fastest and median time of one check and its diagnostics: the benchmark of a cell's type
    /// check (docs/benchmarks.md). Returns whether the source checked without errors.
    static func timeCheck(_ source: String, file: String, times: Int) -> Bool {
        var seconds: [Double] = []
        var diagnostics: [Diagnostic] = []
        for _ in 0..<max(1, times) {
            let session = Lang.Session()
            let start = DispatchTime.now().uptimeNanoseconds
            diagnostics = session.check(source)
            seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        seconds.sort()
        let lines = SourceLines(source)
        writeToStandardError(rendered(diagnostics, file: file, lines: lines))
        let lineCount = source.utf8.count { $0 == UInt8(ascii: "\n") } + (source.hasSuffix("\n") || source.isEmpty ? 0 : 1)
        let milliseconds = { (value: Double) in String(format: "%.3f", value * 1000) }
        writeToStandardOutput("type check of \(file) (\(lineCount) lines), \(seconds.count) runs: "
                              + "min \(milliseconds(seconds[0])) ms, median \(milliseconds(seconds[seconds.count / 2])) ms\n")
        return !diagnostics.contains { $0.severity == .error }
    }
}

extension TypedScript {
    /// The most diagnostics printed for one script: a 100,000-deep nest can give one error per
    /// level, each with its whole line.
    static let maximumDiagnosticsShown = 50

    /// The diagnostics as swiftc prints them, the first `maximumDiagnosticsShown` of them and a
    /// count of the rest.
    static func rendered(_ diagnostics: [Diagnostic], file: String, lines: SourceLines) -> String {
        var text = diagnostics.prefix(maximumDiagnosticsShown).map { $0.rendered(file: file, lines: lines) }.joined()
        if diagnostics.count > maximumDiagnosticsShown {
            text += "\(file): note: \(diagnostics.count - maximumDiagnosticsShown) more diagnostics not shown\n"
        }
        return text
    }
}

func writeToStandardError(_ text: String) {
    if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
}
