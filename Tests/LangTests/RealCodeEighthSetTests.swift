import Canvas
import Geometry
import Testing
@testable import Lang

/// Patterns from the eighth set of drawing code pasted from public repositories
/// (docs/real-code.md) that stopped it or drew it wrong, written here in our own words: printed
/// values as swiftc 6.3.1 prints them (the language's own fixes have core-corpus programs),
/// bounds of what is drawn.
@Suite struct RealCodeEighthSetTests {
    /// CoreGraphics' `init()` of a point, a size and a rectangle is zero (a Set card's squiggle
    /// starts from `var startPoint = CGPoint()`); the memberwise initialisers stay beside it.
    @Test func coreGraphicsValuesStartAtZero() {
        #expect(printedByCleanRun("""
            var start = CGPoint()
            let size = CGSize()
            let rect = CGRect()
            start.x += 2
            print(start.x, start.y, size.width, size.height, rect.isEmpty, rect.origin == .zero)
            print(CGPoint(x: 1, y: 2).y, CGRect(x: 1, y: 2, width: 3, height: 4).maxY)
            """) == "2.0 0.0 0.0 0.0 true true\n2.0 6.0\n")
    }

    /// A playground's `PlaygroundPage.current.liveView = UIHostingController(rootView: view)`
    /// shows the view, as `setLiveView` does (a segmented progress bar's playground).
    @Test func aHostingControllerAsLiveViewIsShown() throws {
        let session = Lang.Session()
        let host = PastedAppsTests.DisplayingHost()
        session.host = host
        let result = session.run("""
            import SwiftUI
            import PlaygroundSupport
            let controller = UIHostingController(rootView: Circle().frame(width: 20, height: 20))
            PlaygroundPage.current.liveView = controller
            print(PlaygroundPage.current.liveView == nil)
            """)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(result.diagnostics) \(String(describing: result.runtimeError))")
        #expect(result.output == "false\n")
        #expect(host.figures == 1)
    }

    /// Foundation's `NumberFormatter` with `numberStyle = .percent` writes a progress ring's
    /// `NSNumber(floatLiteral: 0.65)` as `65%`; `.decimal` groups thousands with up to three
    /// fraction digits; `.none` rounds to a whole number.
    @Test func numberFormattersWriteNumbersAsFoundationDoes() {
        #expect(printedByCleanRun("""
            let percent = NumberFormatter()
            percent.numberStyle = .percent
            let decimal = NumberFormatter()
            decimal.numberStyle = .decimal
            let plain = NumberFormatter()
            print(percent.string(from: NSNumber(floatLiteral: 0.65)) ?? "--%", percent.string(from: NSNumber(value: 1)) ?? "")
            print(decimal.string(from: NSNumber(value: 1234.56789)) ?? "", plain.string(from: NSNumber(value: 1234.6)) ?? "")
            """) == "65% 100%\n1,234.568 1235\n")
    }

    /// `.minimumScaleFactor(0.01)` on a one-line `Text` in a 500-point font (a progress ring's
    /// percentage) draws it small enough to fit the width offered; at a factor of 0.5 it stops at
    /// half its size (and is cut), and without `lineLimit(1)` nothing shrinks.
    @Test func minimumScaleFactorShrinksOneLineTextToFit() throws {
        func ink(_ cell: String) throws -> Rect {
            let list = try #require(try cleanDisplayList(cell))
            let fills = list.items.compactMap { item -> Geometry.Path? in
                guard case .fill(let path, _, _) = item else { return nil }
                return path
            }
            return try #require(fills.first).boundingRect
        }
        let text = "Text(\"65%\").lineLimit(1).font(.system(size: 500))"
        let shrunk = try ink(text + ".minimumScaleFactor(0.01).frame(width: 100)")
        #expect(shrunk.width <= 100 && shrunk.width > 80)
        let half = try ink(text + ".minimumScaleFactor(0.5).frame(width: 100)")
        let full = try ink(text + ".frame(width: 100)")
        #expect(abs(half.height - full.height / 2) < 0.05 * full.height)
        #expect(try cleanDisplayList("Text(\"65%\").minimumScaleFactor(0.5)") == cleanDisplayList("Text(\"65%\")"))
    }

    /// A nested `enum Shape: CaseIterable` is `Hashable` for `ForEach(…, id: \.self)` and hides
    /// SwiftUI's `Shape` inside its struct: a Set card's three figures are drawn one under another.
    @Test func nestedPayloadlessEnumsIdentifyForEachRows() throws {
        let rects = try filledRects(drawnBy: """
            struct Figure {
                enum Shape: CaseIterable { case diamond, squiggle, oval }
                static var count: Int { Shape.allCases.count }
            }
            VStack(spacing: 10) {
                ForEach(Figure.Shape.allCases, id: \\.self) { shape in
                    Rectangle().fill(shape == .squiggle ? Color.red : Color.blue).frame(width: 20, height: 10)
                }
            }
            """)
        #expect(rects == [Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 0, y: 20, width: 20, height: 10),
                          Rect(x: 0, y: 40, width: 20, height: 10)])
    }

    /// A root stack offered its own height once more could share it out otherwise and leave a
    /// padded bar of `maxHeight: 10` no height; it keeps the height it first chose (60 points) and
    /// draws both bars, as SwiftUI places children for the offer it measured them with.
    @Test func aRootStackKeepsItsChildrensHeights() throws {
        let rects = try filledRects(drawnBy: """
            VStack {
                Rectangle().fill(Color.red).frame(maxHeight: 10).padding(.vertical)
                Rectangle().fill(Color.blue).frame(maxHeight: 10)
            }
            """)
        #expect(rects.map(\.height) == [10, 10])
        #expect(rects.map(\.minY) == [16, 50])
    }
}
