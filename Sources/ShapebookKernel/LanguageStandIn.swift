// TEMPORARY: a stand-in with the shape of Language's pinned `Session` API (docs/contracts.md),
// so the kernel builds and its end-to-end tests run before the language lands. It understands
// only `print("…")`, whole-number sums, `let name = …`, `display(Circle())`, `Circle()` and
// `while true {}`. Delete this file when `language` is merged: the real types take over.
import Canvas
import Foundation
import Geometry
import Synchronization

final class Session: @unchecked Sendable {
    private var values: [String: Int] = [:]
    private let interrupted = Atomic<Bool>(false)
    private static let names = ["Star", "Stack", "Circle", "Capsule", "Rectangle", "RegularPolygon", "print", "display"]

    init() {}

    func execute(_ source: String, host: any SessionHost) -> CellOutcome {
        interrupted.store(false, ordering: .sequentiallyConsistent)
        var scope = values
        var last: DisplayValue?
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            last = nil
            if line.isEmpty || line.hasPrefix("//") { continue }
            if line.replacingOccurrences(of: " ", with: "") == "whiletrue{}" {
                while !interrupted.load(ordering: .sequentiallyConsistent) { usleep(1000) }
                return .failure(CellError(name: "InterruptError", message: "interrupted", line: index + 1, column: 1, source: line))
            } else if line.hasPrefix("print(\""), line.hasSuffix("\")") {
                host.print(String(line.dropFirst(7).dropLast(2)) + "\n")
            } else if line.hasPrefix("display(Circle()"), line.hasSuffix(")") {
                host.display(.figure(Self.circle))
            } else if line.hasPrefix("Circle()") {
                last = .figure(Self.circle)
            } else if line.hasPrefix("let ") || line.hasPrefix("var "), let equals = line.firstIndex(of: "=") {
                let name = line.dropFirst(4).prefix { $0 != " " && $0 != "=" }
                guard let value = Self.sum(line[line.index(after: equals)...], in: scope) else {
                    return .failure(CellError(name: "SyntaxError", message: "expected an expression", line: index + 1, column: 1, source: line))
                }
                scope[String(name)] = value
            } else if let value = Self.sum(Substring(line), in: scope) {
                last = .text(String(value))
            } else {
                return .failure(CellError(name: "SyntaxError", message: "unexpected '\(line)'", line: index + 1, column: 1, source: line))
            }
        }
        values = scope
        return .success(result: last)
    }

    func complete(_ source: String, cursor: Int) -> CompletionResult {
        let before = String(source.unicodeScalars.prefix(cursor))
        let word = before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let prefix = String(word.reversed())
        let matches = (Self.names + values.keys.sorted()).filter { $0.hasPrefix(prefix) }
        return CompletionResult(
            matches: matches.map { CompletionItem(text: $0, type: values[$0] == nil ? "class" : "variable", signature: nil) },
            cursorStart: cursor - prefix.unicodeScalars.count, cursorEnd: cursor)
    }

    func inspect(_ source: String, cursor: Int) -> InspectionResult? {
        let scalars = Array(source.unicodeScalars)
        var start = min(cursor, scalars.count)
        var end = start
        while start > 0, CharacterSet.alphanumerics.contains(scalars[start - 1]) { start -= 1 }
        while end < scalars.count, CharacterSet.alphanumerics.contains(scalars[end]) { end += 1 }
        var name = String.UnicodeScalarView()
        name.append(contentsOf: scalars[start..<end])
        guard Self.names.contains(String(name)) else { return nil }
        return InspectionResult(plainText: "\(String(name)): a Shapebook builtin", markdown: "`\(String(name))`")
    }

    func isComplete(_ source: String) -> Completeness {
        let opened = source.filter { $0 == "{" || $0 == "(" }.count
        let closed = source.filter { $0 == "}" || $0 == ")" }.count
        if closed > opened { return .invalid }
        return opened > closed ? .incomplete(indent: "    ") : .complete
    }

    func requestInterrupt() {
        interrupted.store(true, ordering: .sequentiallyConsistent)
    }

    private static func sum(_ text: Substring, in scope: [String: Int]) -> Int? {
        let terms = text.split(separator: "+").map { $0.trimmingCharacters(in: .whitespaces) }
        var total = 0
        for term in terms {
            guard let value = Int(term) ?? scope[term] else { return nil }
            total += value
        }
        return terms.isEmpty ? nil : total
    }

    private static var circle: Figure {
        let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
        let list = DisplayList(
            size: Size(width: 100, height: 100), items: [.fill(path: path, paint: .solid(RGBA(red: 1, green: 0, blue: 0)), rule: .nonZero)])
        return Figure(displayList: list, description: "Circle() 100×100")
    }
}

protocol SessionHost: AnyObject {
    func print(_ text: String)
    func display(_ value: DisplayValue)
    func save(_ figure: Figure, to path: String, scale: Double) throws
}

enum DisplayValue { case text(String), figure(Figure) }
enum CellOutcome { case success(result: DisplayValue?), failure(CellError) }

struct CellError: Error {
    var name: String
    var message: String
    var line: Int, column: Int
    var traceback: [String]

    init(name: String, message: String, line: Int, column: Int, source: String) {
        (self.name, self.message, self.line, self.column) = (name, message, line, column)
        traceback = ["\(name): \(line):\(column): \(message)", source, String(repeating: " ", count: column - 1) + "^"]
    }
}

struct CompletionResult { var matches: [CompletionItem]; var cursorStart: Int; var cursorEnd: Int }
struct CompletionItem { var text: String; var type: String; var signature: String? }
struct InspectionResult { var plainText: String; var markdown: String }
enum Completeness { case complete, incomplete(indent: String), invalid }
