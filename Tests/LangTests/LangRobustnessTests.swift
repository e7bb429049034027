import Foundation
import Testing
@testable import Lang

/// Damaged programs never crash the front end: every corpus program cut short, with a line
/// dropped, or with characters swapped (a fixed seed, so the inputs are the same every run) is
/// either rejected before printing anything, or runs and stops within its step budget.
@Suite struct LangRobustnessTests {
    /// A small deterministic generator (SplitMix64), so the damaged inputs are reproducible.
    struct SplitMix {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return bound > 0 ? Int(z % UInt64(bound)) : 0
        }
    }

    static func damaged(_ source: String, _ random: inout SplitMix) -> [String] {
        var scalars = Array(source.unicodeScalars)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var variants: [String] = []
        variants.append(String(String.UnicodeScalarView(scalars.prefix(random.next(scalars.count)))))
        if lines.count > 1 {
            var kept = lines
            kept.remove(at: random.next(lines.count))
            variants.append(kept.joined(separator: "\n"))
        }
        let alphabet = Array("(){}[]<>.,:;=+-*/!?&|\"\\$#@0 x\n".unicodeScalars)
        for _ in 0..<3 where !scalars.isEmpty {
            scalars[random.next(scalars.count)] = alphabet[random.next(alphabet.count)]
        }
        variants.append(String(String.UnicodeScalarView(scalars)))
        return variants
    }

    @Test func damagedCorpusProgramsAreRejectedOrRunWithoutCrashing() {
        var random = SplitMix(state: 2024)
        var rejected = 0
        var ran = 0
        let files = RepositoryFiles.files(under: "Tests/Differential/Core", suffix: ".swift")
        #expect(files.count >= 559)
        // A session costs a check of the whole prelude; a rejected cell changes nothing in its
        // session (LangSessionSafetyTests), so rejected variants share one, and a variant that
        // ran (and may have declared names) is followed by a fresh one.
        var session = Lang.Session(stepBudget: 200_000)
        for url in files {
            guard let source = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for variant in Self.damaged(source, &random) {
                let result = session.run(variant)
                if result.isRejected {
                    rejected += 1
                    #expect(result.output.isEmpty, "a rejected cell printed: \(url.lastPathComponent)")
                } else {
                    ran += 1
                    session = Lang.Session(stepBudget: 200_000)
                }
            }
        }
        print("Lang robustness: \(rejected) damaged programs rejected, \(ran) ran")
        #expect(rejected > 0)
    }
}
