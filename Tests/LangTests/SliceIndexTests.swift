import Testing
@testable import Lang

/// ArraySlice, Substring and String.Index as Swift's own types (the corpus programs
/// collections/array_slice*.swift and strings/{indices,substring_type,string_index_walk}.swift
/// hold swiftc's output): what the corpus cannot show — traps worded as Swift's, the library's
/// String parameters taking a Substring, and a Value no wider than before.
@Suite struct SliceIndexTests {
    /// The first runtime error of `source`, after no type error.
    func runtimeError(_ source: String) -> String? {
        let result = Lang.Session().run(source)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        return result.runtimeError?.message
    }

    @Test func aSliceIsReadByItsArraysIndices() {
        #expect(runtimeError("let xs = [1, 2, 3, 4]\nlet tail = xs[2...]\nprint(tail[0])") == "Index out of bounds")
        #expect(runtimeError("let xs = [1, 2, 3, 4]\nlet tail = xs[2...]\nprint(tail[1..<3])") == "Array index is out of range")
        #expect(printedByCleanRun("let xs = [1, 2, 3, 4]\nlet tail = xs[2...]\nprint(tail[3], tail[2...].startIndex, (tail + [5]).startIndex)")
                    == "4 2 2\n")
    }

    @Test func stringIndicesTrapPastEitherEnd() {
        #expect(runtimeError("let s = \"ab\"\nprint(s.index(after: s.endIndex))") == "String index is out of bounds")
        #expect(runtimeError("let s = \"ab\"\nprint(s.index(before: s.startIndex))") == "String index is out of bounds")
        #expect(runtimeError("let s = \"ab\"\nprint(s[s.endIndex])") == "String index is out of bounds")
        #expect(printedByCleanRun("let s = \"abc\"\nprint(s.index(s.endIndex, offsetBy: -3, limitedBy: s.startIndex) == s.startIndex)")
                    == "true\n")
    }

    /// The library declares `Text(_:)` and `trimmingCharacters(in:)` on String where SwiftUI and
    /// Foundation take any StringProtocol: a Substring must still reach them.
    @Test func aSubstringReachesTheLibrarysStringParameters() {
        let source = """
            import SwiftUI
            let name = "  shapebook  "
            let label = Text(name.split(separator: " ")[0].prefix(5))
            print(type(of: label), name.split(separator: " ")[0].trimmingCharacters(in: .whitespaces).count)
            """
        #expect(printedByCleanRun(source) == "Text 9\n")
    }

    /// The speed work depends on `Value` staying small: a slice's start index rides beside its
    /// elements (16 bytes), no wider than an enum case's payload.
    @Test func valueIsNoWiderThanBefore() {
        #expect(MemoryLayout<Value>.stride <= 32)
        #expect(MemoryLayout<Value>.size <= 25)
    }
}
