import Canvas
import Testing
@testable import Lang

/// Issue 15: `ColorScheme` is Equatable, Hashable and CaseIterable as SwiftUI's (outputs as
/// swiftc 6.3.1 prints them), and `Text(_:format:)` draws what Foundation's English number
/// formats write: the same glyphs as the written-out text.
@Suite struct ColorSchemeTextFormatTests {
    @Test func colorSchemeIsHashableEquatableAndCaseIterable() {
        let printed = SurfaceCompletionTests.printed("""
            let schemes = ColorScheme.allCases
            print(schemes.count, schemes.contains(.dark), ColorScheme.light == .light, ColorScheme.light != .dark)
            print(Set(schemes).count, Set([ColorScheme.dark, .dark]).count)
            let names: [ColorScheme: String] = [.light: "day", .dark: "night"]
            print(names[.dark] ?? "none", schemes.map { names[$0] ?? "?" })
            """)
        #expect(printed == "2 true true true\n2 1\nnight [\"day\", \"night\"]\n")
    }

    static let formatted: [(cell: String, written: String)] = [
        ("Text(1234567, format: .number)", "1,234,567"),
        ("Text(42, format: .percent)", "42%"),
        ("Text(0.256, format: .percent)", "25.6%"),
        ("Text(-1234.5, format: .number)", "-1,234.5"),
        ("Text(2.0, format: .number)", "2"),
        ("Text(0.1 + 0.2, format: .number)", "0.3"),
        ("Text(3.14159, format: .number.precision(.fractionLength(2)))", "3.14"),
        ("Text(1.5, format: .number.precision(.fractionLength(3)))", "1.500"),
    ]

    @Test(arguments: formatted.indices)
    func textWithANumberFormatDrawsTheWrittenNumber(index: Int) throws {
        let (cell, written) = Self.formatted[index]
        let drawn = try SurfaceCompletionTests.drawn(cell)
        let expected = try SurfaceCompletionTests.drawn("Text(\"\(written)\")")
        #expect(drawn.items == expected.items && drawn.size == expected.size, "\(cell) should draw \(written)")
        #expect(!drawn.items.isEmpty)
    }
}
