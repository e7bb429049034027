import Foundation
import Testing
@testable import Lang

/// The parser's acceptance test: every Swift program and cell in the repository parses, except
/// those whose recorded first error is a syntax error, which must fail to parse.
@Suite struct SyntaxCorpusTests {
    /// Whether an `// expect error:` message (swiftc's, or the old interpreter's) is a syntax error
    /// rather than a type or runtime error.
    static func isSyntaxError(_ message: String) -> Bool {
        let text = message.replacingOccurrences(of: #"^\d+:\d+: "#, with: "", options: .regularExpression)
        let phrases = ["unterminated", "consecutive statements", "expected expression", "expected ',' separator",
                       "expected declaration", "extraneous '}'"]
        if phrases.contains(where: { text.hasPrefix($0) }) { return true }
        // "expected ')' …", "expected '}' …": a missing delimiter, not "expected a Bool condition".
        return text.range(of: #"^expected '[)\]}>:,{]'"#, options: .regularExpression) != nil
    }

    /// The first `// expect error: …` message in `text`, if any.
    static func expectedError(in text: String) -> String? {
        guard let range = text.range(of: "// expect error: ") else { return nil }
        return String(text[range.upperBound...].prefix { $0 != "\n" })
    }

    /// The cells of a script file, split at `// cell` lines.
    static func cells(of text: String) -> [String] {
        var cells: [String] = []
        var current: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("// cell") {
                cells.append(current.joined(separator: "\n"))
                current = []
            } else {
                current.append(line)
            }
        }
        cells.append(current.joined(separator: "\n"))
        return cells
    }

    /// The code cells of a notebook, each its `source` lines joined.
    static func notebookCells(_ url: URL) throws -> [String] {
        let data = try Data(contentsOf: url)
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let cells = json?["cells"] as? [[String: Any]] ?? []
        return cells.filter { $0["cell_type"] as? String == "code" }.map { cell in
            if let lines = cell["source"] as? [String] { return lines.joined() }
            return cell["source"] as? String ?? ""
        }
    }

    /// Checks one source: it parses, or (when its expected error is a syntax error) it fails.
    static func check(_ source: String, name: String) -> Bool {
        let result = Parser.parse(source)
        let expected = expectedError(in: source)
        if let expected, isSyntaxError(expected) {
            #expect(!result.isValid, "\(name) should fail to parse (expected: \(expected))")
            return true
        }
        // swiftc folds operators after parsing; Shapebook's parser folds them, so a chain in a
        // non-associative group is its error (and not a syntax error in swiftc's sense).
        if let expected, expected.contains("adjacent operators are in non-associative precedence group") {
            #expect(!result.isValid, "\(name) should fail to fold (expected: \(expected))")
            return false
        }
        #expect(result.isValid, "\(name): \(result.diagnostics.map(\.description).joined(separator: "; "))")
        return false
    }

    @Test func differentialCorePrograms() throws {
        let files = RepositoryFiles.files(under: "Tests/Differential/Core", suffix: ".swift")
        #expect(files.count >= 500)
        var syntaxErrors = 0
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            if Self.check(source, name: file.lastPathComponent) { syntaxErrors += 1 }
        }
        // No program of the core corpus has a syntax error as swiftc's first error.
        #expect(syntaxErrors == 0)
    }

    @Test func scriptCellsAndSeeds() throws {
        let files = RepositoryFiles.files(under: "Tests/LangTests/Scripts", suffix: ".shape")
        #expect(files.count >= 20)
        var failing = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (index, cell) in Self.cells(of: text).enumerated()
            where Self.check(cell, name: "\(file.lastPathComponent) cell \(index)") {
                failing += 1
            }
        }
        // strings.shape's unterminated string and diagnostics.shape's unclosed parenthesis.
        #expect(failing == 2)
    }

    @Test func notebookCodeCells() throws {
        let files = RepositoryFiles.files(under: "notebooks", suffix: ".ipynb")
        #expect(files.count >= 9)
        for file in files {
            for (index, cell) in try Self.notebookCells(file).enumerated() {
                _ = Self.check(cell, name: "\(file.lastPathComponent) cell \(index)")
            }
        }
    }
}
