import Foundation
import Testing
@testable import Lang

/// Lang's diagnostics against swiftc's on the rejected programs of the core corpus
/// (Tests/Differential/Core, each `// expect error:` program), whose every error swiftc gave is
/// recorded with its line:column in Core/swiftc-errors.txt (tests/differential/swiftc_errors.py
/// writes it; test_core_corpus.py keeps it true). Every program must agree exactly (Lang gives
/// swiftc's errors, each at its line:column in swiftc's words; order aside) but those named in a
/// list of known disagreements, and a listed program that comes to agree must leave the list, so
/// the list is always exactly what still differs. Four figures are printed for docs/differential.md:
/// programs whose first error Lang puts at swiftc's line:column, words as swiftc does, both, and
/// programs where Lang gives exactly swiftc's errors. The same is measured on the rejected programs
/// of the SwiftUI corpus, against swiftc's errors with the SwiftUI stub.
@Suite struct DiagnosticAgreementTests {
    /// Core programs whose errors still differ from swiftc's, by path under Tests/Differential/Core.
    static let knownDisagreements: Set<String> = [
        "closures/reject_wrong_argument_count.swift",  // swiftc names the type of its last overload tried
    ]

    /// SwiftUI-corpus programs (Tests/Differential/SwiftUI, whose errors swiftc gives against
    /// Tests/SwiftUIStub are in its swiftc-errors.txt, written by `differential.py surface --record`)
    /// whose errors still differ from swiftc's.
    static let surfaceKnownDisagreements: Set<String> = []

    /// The four agreement figures over `programs` rejected programs.
    struct Figures: CustomStringConvertible {
        var programs = 0
        var lineColumn = 0
        var wording = 0
        var both = 0
        var everyError = 0

        var description: String {
            "\(programs) rejected programs: line:column \(lineColumn), wording \(wording), both \(both), every error \(everyError)"
        }
    }

    /// swiftc's recorded errors (notes left out) for each program, by path relative to `folder`.
    static func recordedErrors(in folder: String = "Tests/Differential/Core") -> [String: [String]] {
        let url = RepositoryFiles.root.appendingPathComponent(folder + "/swiftc-errors.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var record: [String: [String]] = [:]
        var current: String?
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            if line.hasPrefix("  ") {
                let entry = line.trimmingCharacters(in: .whitespaces)
                if let current, entry.contains(": error: ") { record[current, default: []].append(entry) }
            } else {
                current = String(line)
                record[String(line)] = []
            }
        }
        return record
    }

    /// Lang's errors on `source`, as the record writes swiftc's: `line:column: error: message`.
    static func langErrors(_ source: String) -> [String] {
        Lang.Session(stepBudget: 1_000_000).check(source)
            .filter { $0.severity == .error }
            .map(\.description)
    }

    /// `line:column` and the message of a recorded error line.
    static func split(_ entry: String) -> (position: String, message: String) {
        guard let marker = entry.range(of: ": error: ") else { return (entry, "") }
        return (String(entry[..<marker.lowerBound]), String(entry[marker.upperBound...]))
    }

    @Test func diagnosticsAgreeWithSwiftcsRecordedErrors() {
        Self.measure("Tests/Differential/Core", known: Self.knownDisagreements, minimumPrograms: 150, title: "Lang diagnostics vs swiftc")
    }

    @Test func swiftUIDiagnosticsAgreeWithSwiftcsRecordedErrors() {
        Self.measure("Tests/Differential/SwiftUI", known: Self.surfaceKnownDisagreements, minimumPrograms: 33,
                     title: "Lang diagnostics vs swiftc (SwiftUI corpus, against the stub)")
    }

    /// Measures Lang against the record of `folder`: every program but the `known` ones agrees
    /// exactly, and every known one still differs.
    static func measure(_ folder: String, known: Set<String>, minimumPrograms: Int, title: String) {
        let record = recordedErrors(in: folder)
        #expect(record.count >= minimumPrograms, "\(folder)/swiftc-errors.txt has \(record.count) programs")
        var disagreeing: Set<String> = []
        var figures = Figures()
        var report: [String] = []
        for (path, swiftc) in record.sorted(by: { $0.key < $1.key }) {
            let url = RepositoryFiles.root.appendingPathComponent(folder + "/" + path)
            guard let source = try? String(contentsOf: url, encoding: .utf8), let first = swiftc.first else {
                report.append("  MISSING \(path)")
                disagreeing.insert(path)
                continue
            }
            figures.programs += 1
            let lang = langErrors(source)
            let expected = split(first)
            let got = lang.first.map(split)
            let samePosition = got?.position == expected.position
            let sameWording = got?.message == expected.message
            figures.lineColumn += samePosition ? 1 : 0
            figures.wording += sameWording ? 1 : 0
            figures.both += samePosition && sameWording ? 1 : 0
            let every = lang.sorted() == swiftc.sorted()
            figures.everyError += every ? 1 : 0
            if !(every && samePosition && sameWording) { disagreeing.insert(path) }
            if !every {
                let mark = (samePosition ? "L" : "-") + (sameWording ? "W" : "-")
                report.append("  \(mark) \(path)\n      swiftc: \(swiftc.joined(separator: "\n              "))\n"
                              + "      lang:   \(lang.isEmpty ? "(accepted)" : lang.joined(separator: "\n              "))")
            }
        }
        print("\(title): \(figures)\n" + report.joined(separator: "\n"))
        let newlyDiffering = disagreeing.subtracting(known).sorted()
        let nowAgreeing = known.subtracting(disagreeing).sorted()
        #expect(newlyDiffering.isEmpty, "errors differ from swiftc's: \(newlyDiffering.joined(separator: ", "))")
        #expect(nowAgreeing.isEmpty, "now agree with swiftc (remove from the known disagreements): \(nowAgreeing.joined(separator: ", "))")
    }
}
