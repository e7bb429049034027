import Foundation
import Testing
@testable import Lang

/// Lang's diagnostics against swiftc's on the rejected programs of the core corpus
/// (Tests/Differential/Core, each `// expect error:` program), whose every error swiftc gave is
/// recorded with its line:column in Core/swiftc-errors.txt (tests/differential/swiftc_errors.py
/// writes it; test_core_corpus.py keeps it true). Four figures, each with a floor that rises as
/// Lang's diagnostics come closer: programs whose first error Lang puts at swiftc's line:column,
/// words as swiftc does, both, and programs where Lang gives exactly swiftc's errors (every one,
/// each at its line:column in swiftc's words; order aside). The same four figures are measured on
/// the rejected programs of the SwiftUI corpus, against swiftc's errors with the SwiftUI stub.
@Suite struct DiagnosticAgreementTests {
    /// What must agree; raise each when more do.
    static let floors = Figures(programs: 163, lineColumn: 162, wording: 162, both: 162, everyError: 162)

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

    /// What must agree on the rejected programs of the SwiftUI corpus (Tests/Differential/SwiftUI,
    /// whose errors swiftc gives against Tests/SwiftUIStub are in its swiftc-errors.txt, written by
    /// `differential.py surface --record`).
    static let surfaceFloors = Figures(programs: 33, lineColumn: 32, wording: 31, both: 31, everyError: 31)

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
        Self.measure("Tests/Differential/Core", floors: Self.floors, title: "Lang diagnostics vs swiftc")
    }

    @Test func swiftUIDiagnosticsAgreeWithSwiftcsRecordedErrors() {
        Self.measure("Tests/Differential/SwiftUI", floors: Self.surfaceFloors,
                     title: "Lang diagnostics vs swiftc (SwiftUI corpus, against the stub)")
    }

    /// Measures Lang against the record of `folder` and checks the figures against `floors`.
    static func measure(_ folder: String, floors: Figures, title: String) {
        let record = recordedErrors(in: folder)
        #expect(record.count >= floors.programs, "\(folder)/swiftc-errors.txt has \(record.count) programs")
        var figures = Figures()
        var report: [String] = []
        for (path, swiftc) in record.sorted(by: { $0.key < $1.key }) {
            let url = RepositoryFiles.root.appendingPathComponent(folder + "/" + path)
            guard let source = try? String(contentsOf: url, encoding: .utf8), let first = swiftc.first else {
                report.append("  MISSING \(path)")
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
            if !every {
                let mark = (samePosition ? "L" : "-") + (sameWording ? "W" : "-")
                report.append("  \(mark) \(path)\n      swiftc: \(swiftc.joined(separator: "\n              "))\n"
                              + "      lang:   \(lang.isEmpty ? "(accepted)" : lang.joined(separator: "\n              "))")
            }
        }
        print("\(title): \(figures)\n" + report.joined(separator: "\n"))
        #expect(figures.lineColumn >= floors.lineColumn, "\(figures)")
        #expect(figures.wording >= floors.wording, "\(figures)")
        #expect(figures.both >= floors.both, "\(figures)")
        #expect(figures.everyError >= floors.everyError, "\(figures)")
    }
}
