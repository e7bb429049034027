import Canvas
import Testing
@testable import Language

/// Session behaviour of the SwiftUI surface bindings: notices, closures run during layout, and
/// what controls keep for a live host.
@Suite struct SurfaceSessionTests {
    @Test func sfSymbolsNoticeIsGivenOncePerSessionOnStderr() {
        let runner = Runner()
        #expect(runner.text("Image(systemName: \"star\")") == "Image(systemName: \"star\") 20.4×20.4")
        #expect(runner.text("Image(systemName: \"heart\").font(.largeTitle)").hasPrefix("Image(systemName: \"heart\")"))
        #expect(runner.host.warnings.count == 1)
        #expect(runner.host.warnings.first?.contains("SF Symbols are not available") == true)
        #expect(runner.host.printed.isEmpty, "the notice goes to stderr, not stdout")
        // A failed cell does not take the notice back.
        #expect(runner.text("Image(systemName: \"x\"); undefinedName").hasPrefix("error:"))
        #expect(runner.host.warnings.count == 1)
    }

    @Test func anErrorInAGeometryReaderClosureFailsTheCell() {
        let runner = Runner()
        let text = runner.text("GeometryReader { proxy in Text(\"\\(proxy.size.nope)\") }")
        #expect(text.contains("has no member 'nope'"))
    }

    @Test func aButtonKeepsItsActionWithoutRunningIt() throws {
        let runner = Runner()
        runner.run("var taps = 0")
        let figure = runner.text("Button(\"Tap\") { taps += 1 }")
        #expect(figure.hasPrefix("Button"))
        #expect(runner.text("taps") == "0")
    }

    @Test func uuidsAreTheSameInEveryFreshSession() {
        let first = Runner().text("UUID().uuidString")
        #expect(first == Runner().text("UUID().uuidString"))
        #expect(first.count == 36 && first.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
    }
}
