import Foundation
import Testing
@testable import Lang

/// The script tests (`Tests/LangTests/Scripts/*.shape`, jlox style: cells split by `// cell`
/// run in one session) through Lang, cell by cell as the kernel runs them. A cell's output (printed lines, then its figure's or animation's
/// description or its text result) must equal its `// expect:` lines, each replaced by the
/// `// swift:` line after it where Swift prints otherwise than the old language did (`7.0`, not
/// `7`); a cell with `// expect error:` or `// swift error:` must stop (rejected, a runtime error
/// or a figure that cannot be drawn), with the `// expect error:` text: its first error as swiftc
/// gives it (`line:column: message`), or the runtime error's message.
/// Every cell must pass; a failure is named in the test's message.
@Suite struct LangScriptTests {
    /// What a cell expects in Swift, read from its comments: a `// swift: …` line replaces the
    /// `// expect: …` line just before it, and `// swift error: …` marks a cell swiftc rejects
    /// though the old language ran it.
    struct Expectation {
        var output: [String] = []
        var expectsError = false
        /// The `// expect error:` text: a rejected cell's first error as swiftc gives it
        /// (`line:column: message`, in the cell's lines), or a runtime error's message.
        var errorText: String?

        init(_ cell: String) {
            var previousWasExpect = false
            for line in cell.split(separator: "\n", omittingEmptySubsequences: false) {
                if let range = line.range(of: "// expect: ") {
                    output.append(String(line[range.upperBound...]))
                    previousWasExpect = true
                    continue
                }
                if let range = line.range(of: "// swift: "), previousWasExpect, !output.isEmpty {
                    output[output.count - 1] = String(line[range.upperBound...])
                } else if let range = line.range(of: "// expect error: ") {
                    expectsError = true
                    errorText = errorText ?? String(line[range.upperBound...])
                } else if line.contains("// swift error: ") {
                    expectsError = true
                }
                previousWasExpect = false
            }
        }
    }

    @Test func scriptCellsRunAsSwift() throws {
        var passed = 0, total = 0
        var failures: [String] = []
        let directory = RepositoryFiles.root.appendingPathComponent("Tests/LangTests/Scripts")
        for url in RepositoryFiles.files(under: "Tests/LangTests/Scripts", suffix: ".shape")
        where url.deletingLastPathComponent().standardizedFileURL == directory.standardizedFileURL {
            let session = Lang.Session()
            let host = TranscriptHost(session)
            let text = try String(contentsOf: url, encoding: .utf8)
            for (index, cell) in SyntaxCorpusTests.cells(of: text).enumerated() {
                total += 1
                let expectation = Expectation(cell)
                let (stopped, output, stop) = Self.run(cell, in: session, host: host)
                let sameError = expectation.errorText.map { $0 == stop } ?? true
                let ok = expectation.expectsError ? stopped && sameError : !stopped && output == expectation.output
                if ok {
                    passed += 1
                } else {
                    let reason = expectation.expectsError ? (stopped ? "stopped with \(stop ?? "?")" : "did not stop")
                        : stopped ? "stopped" : "expected \(expectation.output), got \(output)"
                    failures.append("\(url.lastPathComponent):\(index + 1): " + reason)
                }
            }
        }
        print("Lang script tests: \(passed) of \(total) cells pass")
        #expect(total > 90, "the script tests were not found")
        #expect(failures.isEmpty, "script cells that do not do what they expect:\n\(failures.joined(separator: "\n"))")
    }

    /// Runs one cell; whether it stopped and why (its first error, `line:column: message`, or the
    /// runtime error's message), and its output lines (printed and displayed, in order).
    static func run(_ cell: String, in session: Lang.Session, host: TranscriptHost)
        -> (stopped: Bool, output: [String], stop: String?) {
        host.reset()
        let result = session.run(cell)
        if let first = result.diagnostics.first(where: { $0.severity == .error }) {
            return (true, [], "\(first.range.start): \(first.message)")
        }
        if let runtimeError = result.runtimeError { return (true, [], runtimeError.message) }
        var text = host.transcript
        do {
            if let animation = try session.cellAnimation() {
                text += animation.description + "\n"
            } else {
                let drawing = try session.drawCell()
                text = host.transcript + drawing.printed
                if let figure = drawing.figure {
                    text += figure.description + "\n"
                } else if let value = try session.cellValueText() {
                    text += value + "\n"
                }
            }
        } catch let runtimeError as RuntimeError {
            return (true, [], runtimeError.message)
        } catch {
            return (true, [], "\(error)")
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return (false, lines, nil)
    }
}
