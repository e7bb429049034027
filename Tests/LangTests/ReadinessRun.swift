import Canvas
import Foundation
import Language
@testable import Lang

/// Runs a program's cells in order through the old language and through Lang, each in its own
/// fresh session, and judges each cell by what the old language shows (the reference).
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
        let reference = Language.Session()
        let host = ReadinessHost()
        let session = Lang.Session()
        let langHost = TranscriptHost(session)
        var cells: [Cell] = []
        for (index, source) in program.cells.enumerated() {
            host.reset()
            langHost.reset()
            let old = reference.execute(source, host: host)
            let new = session.run(source)
            var verdict = judge(old: old, printed: host.printed, displayed: host.displayed, new: new, source: source,
                                session: session, langHost: langHost)
            if case .rejected(let message, _) = verdict, let name = missingName(message),
               let earlier = cells.first(where: { !$0.verdict.isAgreement && declares(program.cells[$0.index - 1], name) }) {
                verdict = .follows(earlier: earlier.index, name: name)
            }
            cells.append(Cell(program: program.name, index: index + 1, kind: program.kind, verdict: verdict))
        }
        return cells
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

    /// Lang's cell against the old language's: both stopped, or the same printed text and the
    /// same shown value (a figure's display list, a text result's text).
    static func judge(old: CellOutcome, printed: String, displayed: [DisplayValue], new: Lang.CellResult,
                      source: String, session: Lang.Session, langHost: TranscriptHost) -> ReadinessVerdict {
        let langStopped = new.isRejected || new.runtimeError != nil
        if case .failure = old, langStopped { return .agrees }
        // A figure Lang cannot draw (`Star(points: 1)`) is the cell's error in the kernel too.
        if case .failure = old {
            do { _ = try session.drawCell() } catch { return .agrees }
        }
        if langStopped, source.contains("// swift error: ") { return .intended("swiftc rejects what the old language ran") }
        if new.isRejected {
            guard let first = new.diagnostics.first(where: { $0.severity == .error }) else { return .rejected("rejected", near: "") }
            return .rejected(first.message, near: word(in: source, line: first.range.start.line, column: first.range.start.column))
        }
        if let error = new.runtimeError { return .runtimeError(error.message) }
        guard case .success(let value) = old else {
            if case .failure(let error) = old { return .differs("only the old language stops\n\(error.name): \(error.message)") }
            return .differs("only the old language stops")
        }
        let shownMidCell = compare(langHost.displayed, displayed)
        guard shownMidCell.isAgreement else { return shownMidCell }
        let drawing: (figure: Figure?, printed: String)
        do {
            drawing = try session.drawCell()
        } catch {
            return .differs("figure failed\n\(error)")
        }
        // Printed text only (the session's printing goes to the host): shown values are compared above.
        let output = langHost.printed + drawing.printed
        if output != printed {
            // The old language prints a whole Double as `150`, Swift as `150.0`: a change the switch makes.
            if wholeDoublesShort(output) == printed {
                let shown = judgeShown(value, figure: drawing.figure, session: session)
                return shown == .agrees ? .intended("Swift prints whole Doubles as 150.0, the old language as 150") : shown
            }
            if source.contains("// swift: "), swiftLines(langHost.transcript + drawing.printed, figure: drawing.figure, session: session) == LangScriptTests.Expectation(source).output {
                return .intended("prints what the script's `// swift:` lines say Swift prints")
            }
            return .differs("printed output differs\n" + firstDifference(printed, output))
        }
        let shown = judgeShown(value, figure: drawing.figure, session: session)
        // A figure that differs only as Swift makes it differ (`Text("\(x)")` of a Double is `4.0`, wider).
        if !shown.isAgreement, source.contains("// swift: "),
           swiftLines(langHost.transcript + drawing.printed, figure: drawing.figure, session: session) == LangScriptTests.Expectation(source).output {
            return .intended("shows what the script's `// swift:` lines say Swift shows")
        }
        return shown
    }

    /// A script cell's output as `LangScriptTests` reads it: printed lines, then the figure's description or text result.
    static func swiftLines(_ output: String, figure: Figure?, session: Lang.Session) -> [String] {
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        if let figure { return lines + [figure.description] }
        if let text = try? session.cellValueText() { lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        return lines
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

    /// The cell's shown value against Lang's figure or text result.
    private static func judgeShown(_ value: DisplayValue?, figure: Figure?, session: Lang.Session) -> ReadinessVerdict {
        switch value {
        case nil:
            if figure != nil { return .differs("Lang shows a figure, the old language nothing") }
            if let text = try? session.cellValueText() { return .differs("Lang shows a text result, the old language nothing\n\(text)") }
            return .agrees
        case .text(let expected)?:
            if figure != nil { return .differs("Lang shows a figure for a text result") }
            let text = (try? session.cellValueText()) ?? nil
            guard let text else { return .differs("no text result in Lang") }
            return text == expected ? .agrees : .differs("text result differs\n" + firstDifference(expected, text))
        case .figure(let expected)?:
            return compare(figure, expected.displayList)
        case .live(let view)?:
            // Without widgets a live view draws as its preview does, controls included.
            return compare(figure, view.stillFigure.displayList)
        case .animation(let expected)?:
            return compare((try? session.cellAnimation()) ?? nil, expected)
        }
    }

    /// What Lang's `display(_:)` showed mid-cell against the old language's: as many values, each
    /// figure's display list and each text the same.
    private static func compare(_ shown: [Lang.DisplayValue], _ expected: [DisplayValue]) -> ReadinessVerdict {
        guard shown.count == expected.count else { return .differs("display(…) shows \(shown.count) values in Lang, \(expected.count) in the old language") }
        for (value, reference) in zip(shown, expected) {
            let verdict: ReadinessVerdict
            switch (value, reference) {
            case (.figure(let figure), .figure(let figure2)): verdict = compare(figure, figure2.displayList)
            case (.figure(let figure), .live(let view)): verdict = compare(figure, view.stillFigure.displayList)
            case (.animation(let animation), .animation(let animation2)): verdict = compare(animation, animation2)
            case (.text(let text), .text(let text2)):
                verdict = text == text2 ? .agrees : .differs("display(…) text differs\n" + firstDifference(text2, text))
            default: verdict = .differs("display(…) shows another kind of value in Lang")
            }
            if !verdict.isAgreement { return verdict }
        }
        return .agrees
    }

    /// Lang's animation against the old language's: the same steps at the same rate, and every
    /// frame's display list the same.
    private static func compare(_ animation: AnimatedFigure?, _ expected: AnimatedFigure) -> ReadinessVerdict {
        guard let animation else { return .differs("animation not shown by Lang") }
        guard animation.sequence == expected.sequence, animation.framesPerSecond == expected.framesPerSecond else {
            return .differs("animation timing differs\n\(animation.description) vs \(expected.description)")
        }
        for step in animation.sequence.indices {
            let verdict = compare(animation.frame(atStep: step), expected.frame(atStep: step).displayList)
            if !verdict.isAgreement { return verdict }
        }
        return .agrees
    }

    private static func compare(_ figure: Figure?, _ expected: DisplayList) -> ReadinessVerdict {
        guard let figure else { return .differs("no figure in Lang") }
        let list = figure.displayList
        if list == expected { return .agrees }
        if list.size != expected.size { return .differs("figure size differs\n\(list.size) vs \(expected.size)") }
        return .differs("display lists differ\n\(list.items.count) items vs \(expected.items.count)")
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
