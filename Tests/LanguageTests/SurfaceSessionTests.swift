import Canvas
import Geometry
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

/// Shapes of iOS 17 and the shape modifiers, checked on the paths they draw.
@Suite struct SurfaceShapeTests {
    func fillBounds(_ source: String) -> [Rect] {
        (Runner().figure(source)?.displayList.items ?? []).compactMap { item in
            if case .fill(let path, _, _) = item { path.boundingRect } else { nil }
        }
    }

    @Test func sizeDrawsAtAFixedSizeInTheTopLeadingCorner() {
        #expect(fillBounds("Rectangle().size(width: 50, height: 20).fill(.red).frame(width: 100, height: 100)")
            == [Rect(x: 0, y: 0, width: 50, height: 20)])
    }

    @Test func implicitShapesWorkInSetOperations() throws {
        // A 100-point circle minus the rect over its right half leaves the left half disc.
        let bounds = try #require(fillBounds("Circle().subtracting(.rect.offset(x: 50)).fill(.red).frame(width: 100, height: 100)").first)
        #expect(abs(bounds.minX) < 1e-6 && abs(bounds.maxX - 50) < 1e-6 && abs(bounds.height - 100) < 1e-6)
    }

    @Test func unevenCornersAreQuarterCirclesOfTheirOwnRadius() throws {
        let figure = try #require(Runner().figure("UnevenRoundedRectangle(topLeadingRadius: 20).fill(.red).frame(width: 100, height: 50)"))
        guard case .fill(let path, _, _)? = figure.displayList.items.first else { Issue.record("no fill"); return }
        // The square's area less the corner the quarter circle cuts off: 20² − π·20²/4.
        #expect(abs(path.area - (5000 - (400 - Double.pi * 100))) < 0.5)
    }
}
