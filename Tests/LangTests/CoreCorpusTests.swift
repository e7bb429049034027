import Foundation
import Testing
@testable import Lang

/// The core differential corpus (Tests/Differential/Core, docs/differential.md) run in-process
/// through `Lang`: each program's recorded swiftc outcome (its `// expect:` lines, a trap, or a
/// rejection) must be reproduced. The count that passes must not fall below the floor, which
/// rises as the front end grows; the log lists the failures. This is make test's one pass over
/// the whole corpus: tests/differential/test_shapebook_differential.py runs a sample of it
/// through `shapebook run --typed`, a process each.
@Suite struct CoreCorpusTests {
    /// Programs that must pass; raise it when more do.
    static let floor = 716

    /// One corpus program and what swiftc did with it.
    struct Program {
        enum Kind { case runs, traps, rejected }
        var path: String
        var source: String
        var kind: Kind
        var expectedOutput: String
    }

    static func load(_ url: URL) -> Program? {
        guard let source = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        var output = ""
        var kind = Program.Kind.runs
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let stripped = line.trimmingCharacters(in: .whitespaces)
            if stripped.hasPrefix("// expect runtime error:") { kind = .traps }
            else if stripped.hasPrefix("// expect error:") { kind = .rejected }
            else if stripped.hasPrefix("// expect:") {
                var text = stripped.dropFirst("// expect:".count)
                if text.hasPrefix(" ") { text = text.dropFirst() }
                output += text + "\n"
            }
        }
        let relative = url.path.replacingOccurrences(of: RepositoryFiles.root.path + "/", with: "")
        return Program(path: relative, source: source, kind: kind, expectedOutput: output)
    }

    /// Why a program failed, or nil if it passed.
    static func failure(of program: Program) -> String? {
        let session = Lang.Session(stepBudget: 20_000_000)
        let result = session.run(program.source)
        let unsupported = result.diagnostics.first { $0.message.hasPrefix(Checker.unsupportedPrefix) }
        let firstError = result.diagnostics.first { $0.severity == .error }
        switch program.kind {
        case .rejected:
            if let unsupported { return "rejected as unsupported: \(unsupported)" }
            if result.isRejected { return nil }
            if let error = result.runtimeError { return "ran and failed instead of being rejected: \(error)" }
            return "accepted a program swiftc rejects"
        case .runs, .traps:
            if let firstError { return "rejected: \(firstError)" }
            if result.output != program.expectedOutput {
                let got = result.output.split(separator: "\n", omittingEmptySubsequences: false)
                let want = program.expectedOutput.split(separator: "\n", omittingEmptySubsequences: false)
                let index = Array(zip(got, want)).firstIndex { $0 != $1 } ?? min(got.count, want.count)
                let gotLine = index < got.count ? String(got[index]) : "<end>"
                let wantLine = index < want.count ? String(want[index]) : "<end>"
                let suffix = result.runtimeError.map { " (then \($0))" } ?? ""
                return "output line \(index + 1): got \(gotLine.debugDescription), want \(wantLine.debugDescription)\(suffix)"
            }
            if program.kind == .traps, result.runtimeError == nil { return "finished; swiftc's binary traps" }
            if program.kind == .runs, let error = result.runtimeError { return "runtime error: \(error)" }
            return nil
        }
    }

    @Test func corpusProgramsBehaveAsSwiftcRecorded() {
        let programs = RepositoryFiles.files(under: "Tests/Differential/Core", suffix: ".swift").compactMap(Self.load)
        #expect(programs.count >= 559)
        var passedByFolder: [String: (passed: Int, total: Int)] = [:]
        var failures: [String] = []
        for program in programs {
            let folder = program.path.split(separator: "/").dropLast().last.map(String.init) ?? "?"
            let reason = Self.failure(of: program)
            var entry = passedByFolder[folder, default: (0, 0)]
            entry.total += 1
            if reason == nil { entry.passed += 1 } else if let reason { failures.append("\(program.path): \(reason)") }
            passedByFolder[folder] = entry
        }
        let passed = passedByFolder.values.map(\.passed).reduce(0, +)
        var report = "Lang core corpus: \(passed) of \(programs.count) pass\n"
        for (folder, entry) in passedByFolder.sorted(by: { $0.key < $1.key }) {
            report += "  \(folder): \(entry.passed)/\(entry.total)\n"
        }
        report += failures.map { "  FAIL \($0)" }.joined(separator: "\n")
        print(report)
        #expect(passed >= Self.floor, "\(passed) pass, below the floor of \(Self.floor)")
    }
}
