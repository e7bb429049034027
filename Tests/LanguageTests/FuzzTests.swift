import Foundation
import Geometry
import Testing
@testable import Language

/// Random token soups and mutated seed listings through lexer, parser and interpreter: every
/// input must end in a result or an ordinary error, never a crash or a hang (a step budget and
/// small limits bound each cell). Deterministic (seeded); a longer run is documented in
/// docs/language.md. The fuzzer of structurally valid cells, judged in a child process, is
/// tests/fuzz (`make fuzz`).
struct FuzzTests {
    static let vocabulary = [
        "let", "var", "x", "y", "f", "func", "struct", "S", "{", "}", "(", ")", "[", "]", ",", ":", ".", "=", "+=", "+", "-",
        "*", "/", "%", "..<", "...", "?", "!", "&&", "||", "==", "<", ">", "if", "else", "for", "in", "while", "return",
        "break", "0", "1", "2.5", "\"s\"", "\"\\(x)\"", "\n", ";", "$0", "Path", "Circle()", ".fill(.red)", "CGPoint", "x:",
        "y:", "p", "in", "map", "{ $0 }", "guard", "repeat", "#Preview", "@State", "self", "init", "extension", "\\.self",
        "VStack", "Text", "true", "nil", "//", "/*", "*/", "\"", "`", "_", "->", "Double", "Star(points: 5)",
        "1e300", "0/0", "1/0", "-1", "1e9", "Int.random(in:", "Random.seed(", "Blob(points:", "RegularPolygon(sides:",
        "Array(repeating: 1, count:", "stride(from: 0, to:", "by:", "Color(red:", "green:", "blue:", ".frame(width:",
        "Path(ellipseIn:", "CGRect(x:", "width:", "height:", ".trim(from:", "to:", "Int(", "String(format: \"%d\",",
        "\"\\(1, specifier: \"%.1f\")\"", "[0][", "(1, 2).", "Canvas.scale =", "Canvas.size =", ".points(count:",
    ]

    @Test func randomTokenSoupsNeverCrash() {
        let runner = Runner(configuration: SessionConfiguration(maximumRecursionDepth: 64, maximumArrayLength: 10_000,
                                                                maximumCanvasPixels: 4_000_000, stepBudget: 20_000))
        let iterations = Int(ProcessInfo.processInfo.environment["SHAPEBOOK_FUZZ_ITERATIONS"] ?? "") ?? 400
        var random = SeededRandom(seed: UInt64(ProcessInfo.processInfo.environment["SHAPEBOOK_FUZZ_SEED"] ?? "") ?? 20_261_122)
        for _ in 0..<iterations {
            let count = random.nextInt(in: 1...40)
            let source = (0..<count).map { _ in Self.vocabulary[random.nextInt(in: 0...(Self.vocabulary.count - 1))] }.joined(separator: " ")
            if case .failure(let error) = runner.run(source) {
                #expect(!error.message.isEmpty)
                #expect(["SyntaxError", "RuntimeError", "LimitError"].contains(error.name), "\(error.name) for \(source)")
            }
            _ = runner.session.isComplete(source)
            _ = runner.session.complete(source, cursor: random.nextInt(in: 0...source.unicodeScalars.count))
            _ = runner.session.inspect(source, cursor: random.nextInt(in: 0...source.unicodeScalars.count))
        }
    }

    @Test func mutatedSeedListingsNeverCrash() throws {
        let directory = try #require(ScriptFiles.directory?.appendingPathComponent("Seeds"))
        let listing = try String(contentsOf: directory.appendingPathComponent("004_star_inner.shape"), encoding: .utf8)
        let scalars = Array(listing.unicodeScalars)
        var random = SeededRandom(seed: 4)
        for _ in 0..<60 {
            let mutated = Self.mutated(scalars, edits: 1...5, random: &random)
            let runner = Runner(configuration: SessionConfiguration(stepBudget: 200_000))
            let source = String(String.UnicodeScalarView(mutated))
            for cell in ScriptCell.split(source) {
                if case .failure(let error) = runner.run(cell.source) { #expect(!error.message.isEmpty) }
            }
        }
    }

    /// Every script test and seed fixture, mutated a few characters at a time and run cell by
    /// cell: the mutants reach far into the evaluator (loops, closures, structs, compiled fast
    /// paths) with half-valid programs. `SHAPEBOOK_FUZZ_ROUNDS` rounds over all files (default 1),
    /// `SHAPEBOOK_FUZZ_SEED` picks the mutations.
    @Test func mutatedScriptsNeverCrash() throws {
        let directory = try #require(ScriptFiles.directory)
        let files = ScriptFiles.names.map { directory.appendingPathComponent($0) }
            + (try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Seeds").path))
                .filter { $0.hasSuffix(".shape") }.sorted()
                .map { directory.appendingPathComponent("Seeds").appendingPathComponent($0) }
        let environment = ProcessInfo.processInfo.environment
        let rounds = Int(environment["SHAPEBOOK_FUZZ_ROUNDS"] ?? "") ?? 1
        var random = SeededRandom(seed: UInt64(environment["SHAPEBOOK_FUZZ_SEED"] ?? "") ?? 8_128)
        var cellsRun = 0
        for _ in 0..<rounds {
            for file in files {
                let scalars = Array(try String(contentsOf: file, encoding: .utf8).unicodeScalars)
                let mutated = Self.mutated(scalars, edits: 1...4, random: &random)
                let source = String(String.UnicodeScalarView(mutated))
                // A crash takes the process with it: leave the mutant where it can be found.
                if let log = environment["SHAPEBOOK_FUZZ_LAST"] { try? source.write(toFile: log, atomically: false, encoding: .utf8) }
                let runner = Runner(configuration: SessionConfiguration(stepBudget: 200_000))
                for cell in ScriptCell.split(source) {
                    if case .failure(let error) = runner.run(cell.source) { #expect(!error.message.isEmpty) }
                    cellsRun += 1
                }
            }
        }
        #expect(cellsRun >= rounds * files.count)
    }

    /// `scalars` with a random number (in `edits`) of one-character edits: a character removed, a
    /// copy of one inserted, or two swapped. Stops early if the text runs out.
    static func mutated(_ scalars: [Unicode.Scalar], edits: ClosedRange<Int>, random: inout SeededRandom) -> [Unicode.Scalar] {
        var mutated = scalars
        for _ in 0..<random.nextInt(in: edits) {
            guard !mutated.isEmpty else { break }
            let i = random.nextInt(in: 0...(mutated.count - 1))
            switch random.nextInt(in: 0...2) {
            case 0: mutated.remove(at: i)
            case 1: mutated.insert(mutated[random.nextInt(in: 0...(mutated.count - 1))], at: i)
            default: mutated.swapAt(i, random.nextInt(in: 0...(mutated.count - 1)))
            }
        }
        return mutated
    }
}
