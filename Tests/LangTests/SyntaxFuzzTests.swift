import Foundation
import Testing
@testable import Lang

/// Mutated corpus programs (seeded, so a failure reproduces): the parser terminates on each, and
/// every error it reports points inside the cell, with the tree's ids dense.
@Suite struct SyntaxFuzzTests {
    /// SplitMix64: a small seeded generator, so every run mutates the same way.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let alphabet = Array("(){}[]<>.,:;=+-*/!?&|^~#@\\\"`$_ \n\tabcxyz0123456789")

    /// `source` with `count` random deletions, insertions, duplications and replacements.
    static func mutate(_ source: String, count: Int, using generator: inout SeededGenerator) -> String {
        var characters = Array(source)
        for _ in 0..<count where !characters.isEmpty {
            let position = Int.random(in: 0..<characters.count, using: &generator)
            let end = Swift.min(characters.count, position + Int.random(in: 0...30, using: &generator))
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: characters.removeSubrange(position..<end)
            case 1: characters.insert(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)], at: position)
            case 2: characters.insert(contentsOf: characters[position..<end], at: end)
            default: characters[position] = alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
            }
        }
        return String(characters)
    }

    @Test func mutatedProgramsParseToErrorsInsideTheCell() throws {
        let files = RepositoryFiles.files(under: "Tests/Differential/Core/language", suffix: ".swift")
        #expect(!files.isEmpty)
        var generator = SeededGenerator(state: 11)
        var failures = 0
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count
            for _ in 0..<20 {
                let mutated = Self.mutate(source, count: 1 + Int.random(in: 0..<8, using: &generator), using: &generator)
                let result = Parser.parse(mutated)
                let mutatedLines = mutated.split(separator: "\n", omittingEmptySubsequences: false).count
                if !result.isValid { failures += 1 }
                for diagnostic in result.diagnostics {
                    #expect(diagnostic.range.start.line >= 1 && diagnostic.range.start.line <= Swift.max(lines, mutatedLines) + 1)
                    #expect(diagnostic.range.start.offset <= mutated.unicodeScalars.count)
                }
                #expect(result.file.nodeCount >= result.file.statements.count)
            }
        }
        // Most mutations break the syntax; the parser must notice.
        #expect(failures > files.count * 5)
    }

    /// Found by fuzzing: a parameter list that stops making progress once looped forever.
    @Test func parameterListWithAStatementInside() {
        let source = "struct F {\n    init(center:    self.init(x: 1, y: 2)\n    }\n}\n"
        let result = Parser.parse(source)
        #expect(!result.isValid)
        #expect(result.diagnostics.count < 10)
    }
}
