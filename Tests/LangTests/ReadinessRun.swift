import Foundation
@testable import Lang

/// Runs a program's cells in order in one fresh Lang session and judges each by what the
/// repository records for it: a notebook's committed outputs, a script's `// expect:` lines, and
/// for every kind the old language's run of the same cells (`ReferenceFigures`, key
/// `#readiness` then the cells): whether it stopped, what it printed (seeds, README) and the
/// display lists of what it showed.
struct ReadinessRun {
    /// One judged cell.
    struct Cell {
        var program: String
        /// 1-based, as a notebook numbers its code cells.
        var index: Int
        var kind: ReadinessCorpus.Kind
        var verdict: ReadinessVerdict
    }

    static func run(_ program: ReadinessCorpus.Program) -> [Cell] {
        let session = Lang.Session()
        let host = TranscriptHost(session)
        // The notebooks were executed with PDF added (`SHAPEBOOK_FORMATS=svg,png,pdf`, notebooks/build.py).
        if program.kind == .notebook { session.setFigureFormats([.svg, .png, .pdf]) }
        var cells: [Cell] = []
        for (index, source) in program.cells.enumerated() {
            let seen = ReadinessObservation(source, in: session, host: host)
            let key = recordKey(program.cells[...index])
            let recorded = ReferenceFigures.reference(key)
            if recorded == nil, ReferenceFigures.recording { ReferenceFigures.record(recordValue(seen), for: key) }
            var verdict = judge(seen, source: source, kind: program.kind, committed: program.outputs?[index], recorded: recorded)
            if case .rejected(let message, _) = verdict, let name = missingName(message),
               let earlier = cells.first(where: { $0.verdict != .agrees && declares(program.cells[$0.index - 1], name) }) {
                verdict = .follows(earlier: earlier.index, name: name)
            }
            cells.append(Cell(program: program.name, index: index + 1, kind: program.kind, verdict: verdict))
        }
        return cells
    }

    /// The cells under which the old language's run of the last of `cells` is recorded.
    static func recordKey(_ cells: ArraySlice<String>) -> [String] {
        ["#readiness"] + cells
    }

    /// The old language's run as recorded: `stopped`, or `ran <hash of printed text>` then each
    /// value it showed, `|`-separated.
    static func recordValue(printed: String, shown: [String]) -> String {
        (["ran " + ReferenceFigures.hash(printed)] + shown).joined(separator: "|")
    }

    /// Lang's run of a cell as the old language's runs were recorded.
    static func recordValue(_ seen: ReadinessObservation) -> String {
        seen.stopped ? "stopped" : recordValue(printed: wholeDoublesShort(seen.printed), shown: seen.shown.map { shown in
            if case .text(let text) = shown { return "text " + ReferenceFigures.hash(wholeDoublesShort(text)) }
            return shown.fingerprint
        })
    }

    /// The name of `cannot find 'X' in scope` and `cannot find type 'X' in scope`.
    static func missingName(_ message: String) -> String? {
        guard message.hasPrefix("cannot find") else { return nil }
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        return parts.count >= 3 ? String(parts[1]) : nil
    }

    /// Whether `source` declares `name` at its top level (a type, function or variable).
    static func declares(_ source: String, _ name: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        let pattern = #"(?m)^\s*(?:@\w+\s+)*(?:(?:public|private|fileprivate|internal|final|static|mutating|indirect)\s+)*"#
            + #"(?:struct|class|enum|protocol|typealias|func|let|var|actor)\s+"# + escaped + #"\b"#
        return source.range(of: pattern, options: .regularExpression) != nil
    }

    /// Lang's run of a cell against what is recorded for it.
    static func judge(_ seen: ReadinessObservation, source: String, kind: ReadinessCorpus.Kind,
                      committed: ReadinessCorpus.CommittedOutputs?, recorded: String?) -> ReadinessVerdict {
        let expectation = LangScriptTests.Expectation(source)
        let expectsStop: Bool? = switch kind {
        case .notebook: committed?.stops
        case .script: expectation.expectsError
        case .seed, .readme: recorded.map { $0 == "stopped" }
        }
        guard let expectsStop else {
            return .differs("nothing recorded for the cell: check what Lang shows, then SHAPEBOOK_RECORD_REFERENCES=1 records it")
        }
        if expectsStop { return seen.stopped ? .agrees : .differs("Lang runs a cell that stops in what is recorded") }
        if seen.stopped { return stopped(seen, source: source) }
        switch kind {
        case .notebook:
            let stdout = committed?.stdout ?? ""
            if seen.printed != stdout { return .differs("printed output differs from the committed output\n" + firstDifference(stdout, seen.printed)) }
            if let text = committed?.textResult, seen.textResult != text {
                return .differs("text result differs from the committed output\n" + firstDifference(text, seen.textResult ?? "(none)"))
            }
        case .script:
            if seen.transcript != expectation.output {
                return .differs("output differs from the // expect: lines\n"
                                + firstDifference(expectation.output.joined(separator: "\n"), seen.transcript.joined(separator: "\n")))
            }
        case .seed, .readme:
            // The old language wrote a whole Double short (`150`); Swift writes `150.0`.
            let printed = ReferenceFigures.hash(wholeDoublesShort(seen.printed))
            if recorded?.prefix(while: { $0 != "|" }) != "ran " + printed[...] { return .differs("printed output differs from the recorded one") }
        }
        guard let recorded, recorded != "stopped" else { return .agrees }
        let expected = recorded.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map(String.init)
        let shown = recordValue(seen).split(separator: "|", omittingEmptySubsequences: false).dropFirst().map(String.init)
        guard shown.count == expected.count else { return .differs("Lang shows \(shown.count) values, the old language \(expected.count)") }
        for (value, reference) in zip(shown, expected) where reference != value {
            if value.hasPrefix("animation ") { return .differs("animation differs\n\(value) vs \(reference)") }
            let texts = value.hasPrefix("text ") && reference.hasPrefix("text ")
            // A notebook's and a script's text results are checked against their committed outputs and `// expect:` lines.
            if texts && (kind == .notebook || kind == .script) { continue }
            if value.hasPrefix("text ") || reference.hasPrefix("text ") { return .differs("text result differs from the old language's") }
            // The script's `// swift:` line gives the figure Swift shows (checked in the transcript above).
            if kind == .script, swiftGivesFigure(source) { continue }
            return .differs("display lists differ\n\(value) vs \(reference)")
        }
        return .agrees
    }

    /// Whether a script cell's `// swift:` lines describe a figure (`Text("4.0") 27.03…×19.78…`): where
    /// Swift draws otherwise than the old language did (a Double interpolated as `4.0`, wider).
    static func swiftGivesFigure(_ source: String) -> Bool {
        source.split(separator: "\n").contains { line in
            line.contains("// swift: ") && line.range(of: #"\d×\d"#, options: .regularExpression) != nil
        }
    }

    /// The verdict for a cell Lang stopped where nothing recorded stops.
    private static func stopped(_ seen: ReadinessObservation, source: String) -> ReadinessVerdict {
        if seen.result.isRejected {
            guard let first = seen.result.diagnostics.first(where: { $0.severity == .error }) else { return .rejected("rejected", near: "") }
            return .rejected(first.message, near: word(in: source, line: first.range.start.line, column: first.range.start.column))
        }
        if let error = seen.result.runtimeError { return .runtimeError(error.message) }
        return .differs("figure failed\n\(seen.drawingError.map { "\($0)" } ?? "")")
    }

    /// `text` with every whole number written as a Double (`150.0`) written as the old language
    /// prints it (`150`).
    static func wholeDoublesShort(_ text: String) -> String {
        text.replacingOccurrences(of: #"(?<![\w.])(-?\d+)\.0(?![\d.])"#, with: "$1", options: .regularExpression)
    }

    /// The identifier (with its dots) at `line`:`column` in `source`: what a diagnostic points at.
    static func word(in source: String, line number: Int, column: Int) -> String {
        guard let line = SourceLines(source).line(number), column >= 1, column <= line.count else { return "" }
        let rest = line[(column - 1)...]
        return String(String.UnicodeScalarView(rest.prefix { $0 == "_" || $0 == "." || $0.properties.isAlphabetic
            || ("0"..."9").contains($0) }))
    }

    /// The first line where `expected` and `actual` differ, both quoted.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : "(end)"
            let right = index < b.count ? String(b[index]) : "(end)"
            if left != right { return "line \(index + 1): old \(left.debugDescription), Lang \(right.debugDescription)" }
        }
        return "(same lines)"
    }
}
