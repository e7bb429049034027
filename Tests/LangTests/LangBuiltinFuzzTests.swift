import Testing
@testable import Lang

/// Every standard-library builtin called on edge-case receivers (empty, extreme, NaN, infinite,
/// a range as wide as Int allows) with its sample's numbers swapped for edge cases: each cell
/// runs, stops with a runtime error naming its line, or is rejected with a diagnostic — never a
/// trap — and the session goes on. Seeded, so a failure reproduces.
@Suite struct LangBuiltinFuzzTests {
    static let integers = ["0", "1", "-1", "7", "Int.max", "Int.min", "1_000_000_000_000"]
    static let doubles = ["0.0", "-1.5", "1e300", "-1e300", ".nan", ".infinity", "-.infinity", "0.000001"]
    /// Receivers `v` of edge values for each owner's members (see StandardLibraryTests.values).
    static let receivers: [String: [String]] = [
        "BinaryInteger": ["var v = Int.max", "var v = Int.min", "var v = 0"],
        "BinaryFloatingPoint": ["var v = Double.nan", "var v = -Double.infinity", "var v = -0.0"],
        "Strideable": ["var v = Int.max", "var v = Int.min", "var v = Double.nan"],
        "CustomStringConvertible": ["var v = Int.min"],
        "String": ["var v = \"\"", "var v = \"é🙂\\n\""],
        "Character": ["var v: Character = \"🙂\""],
        "Bool": ["var v = false"],
        "Optional": ["var v: Int? = nil"],
        "Sequence": ["var v: [String] = []", "var v = [\"b\", \"\", \"a\"]"],
        "Collection": ["var v: [String] = []", "var v = [\"b\", \"\", \"a\"]"],
        "Array": ["var v: [String] = []", "var v = [\"b\", \"\", \"a\"]"],
        "Set": ["var v: Set<String> = []"],
        "Dictionary": ["var v: [String: Int] = [:]"],
        "Range": ["var v = 0..<0", "var v = Int.min..<Int.max"],
    ]

    /// `sample` with each number literal replaced by a random edge case of its kind.
    static func edged(_ sample: String, _ generator: inout SyntaxFuzzTests.SeededGenerator) -> String {
        let scalars = Array(sample.unicodeScalars)
        var lexer = Lexer(source: sample)
        var result = "", position = 0
        for token in lexer.tokenize() where token.kind == .integerLiteral || token.kind == .floatLiteral {
            let choices = token.kind == .integerLiteral ? integers : doubles
            result += Lexer.string(scalars[position..<token.range.start.offset])
            result += "(" + choices[Int.random(in: 0..<choices.count, using: &generator)] + ")"
            position = token.range.end.offset
        }
        return result + Lexer.string(scalars[position...])
    }

    /// Runs `cell` and checks its outcome is one of the ordinary three; nil when it was
    /// rejected, else whether it stopped with a runtime error.
    static func expectOrdinary(_ session: Lang.Session, _ cell: String) -> Bool? {
        let result = session.run(cell)
        let lines = cell.split(separator: "\n", omittingEmptySubsequences: false).count
        if result.isRejected {
            #expect(result.diagnostics.allSatisfy { !$0.message.isEmpty && $0.range.start.line <= lines }, "\(cell)")
            return nil
        }
        if let error = result.runtimeError {
            #expect(!error.message.isEmpty && error.line >= 1 && error.line <= lines, "\(cell): \(error)")
        }
        return result.runtimeError != nil
    }

    @Test func everyBuiltinSurvivesEdgeCaseReceiversAndArguments() {
        var generator = SyntaxFuzzTests.SeededGenerator(state: 7)
        var ran = 0, stopped = 0, cells = 0
        for (owner, values) in Self.receivers {
            for value in values {
                let session = Lang.Session(stepBudget: 200_000)
                for builtin in StandardLibrary.entries where builtin.owner == owner && !builtin.signature.isStatic
                    && builtin.signature.kind != .initializer {
                    let use = "_ = v.\(builtin.name)\(Self.edged(builtin.sample, &generator))"
                    let outcome = Self.expectOrdinary(session, "let s: Set<String> = [\"a\"]\n\(value)\n\(use)")
                    ran += outcome == nil ? 0 : 1
                    stopped += outcome == true ? 1 : 0
                    cells += 1
                }
                #expect(session.run("print(1)").output == "1\n", "\(value)")
            }
        }
        let session = Lang.Session(stepBudget: 200_000)
        for builtin in StandardLibrary.functions where !["fatalError", "preconditionFailure", "swap"].contains(builtin.name) {
            for _ in 0..<2 {
                let outcome = Self.expectOrdinary(session, "var a = 1, b = 2\n_ = \(builtin.name)\(Self.edged(builtin.sample, &generator))")
                ran += outcome == nil ? 0 : 1
                stopped += outcome == true ? 1 : 0
                cells += 1
            }
        }
        // Most edge cases type-check, so the evaluator (not only the checker) meets them.
        #expect(cells > 250 && ran * 2 > cells, "\(ran) of \(cells) ran")
        // and some of them stop it (overflow, an empty collection's first, a NaN made an Int).
        #expect(stopped >= 10, "\(stopped) stopped")
    }
}
