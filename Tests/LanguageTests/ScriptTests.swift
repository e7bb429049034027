import Canvas
import Foundation
import Testing
@testable import Language

/// Script tests in the style of Crafting Interpreters' jlox: each `Scripts/*.shape` file holds
/// cells separated by `// cell` lines, run in one session. A cell's output (printed lines, then
/// displayed values, then its result; figures by their description) must equal its
/// `// expect: …` comments in order, and a failing cell's message its `// expect error: …`.
enum ScriptFiles {
    /// The script tests' folder, which LangTests owns (`Tests/LangTests/Scripts`), found from this file's path.
    static var directory: URL? {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LangTests/Scripts")
    }

    static var names: [String] {
        guard let directory, let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return files.filter { $0.hasSuffix(".shape") }.sorted()
    }
}

struct ScriptCell {
    var source: String
    var expectedOutput: [String] = []
    var expectedError: String?

    static func split(_ text: String) -> [ScriptCell] {
        var cells: [ScriptCell] = []
        var current: [String] = []
        func flush() {
            var cell = ScriptCell(source: current.joined(separator: "\n"))
            for line in current {
                if let range = line.range(of: "// expect: ") {
                    cell.expectedOutput.append(String(line[range.upperBound...]))
                } else if let range = line.range(of: "// expect error: ") {
                    cell.expectedError = String(line[range.upperBound...])
                }
            }
            cells.append(cell)
            current = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces) == "// cell" { flush() } else { current.append(String(line)) }
        }
        flush()
        return cells
    }
}

func describe(_ value: DisplayValue) -> String {
    switch value {
    case .text(let s): return s
    case .figure(let f): return f.description
    case .animation(let a): return a.description
    case .live(let view): return view.figure.description
    }
}

@Test(arguments: ScriptFiles.names)
func script(_ name: String) throws {
    let directory = try #require(ScriptFiles.directory)
    let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    let runner = Runner()
    for (index, cell) in ScriptCell.split(text).enumerated() {
        runner.host.printed = ""
        runner.host.displayed = []
        let outcome = runner.run(cell.source)
        var output = runner.host.printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if output.last == "" { output.removeLast() }
        output += runner.host.displayed.map(describe)
        switch outcome {
        case .success(let result):
            if let result { output += describe(result).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
            #expect(cell.expectedError == nil, "\(name) cell \(index + 1): expected error '\(cell.expectedError ?? "")' but it succeeded")
        case .failure(let error):
            #expect(error.message == cell.expectedError, "\(name) cell \(index + 1): \(error.traceback.joined(separator: "\n"))")
        }
        #expect(output == cell.expectedOutput, "\(name) cell \(index + 1)")
    }
}
