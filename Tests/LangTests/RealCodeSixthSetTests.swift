import Canvas
import Geometry
import Testing
@testable import Lang

/// Patterns from the sixth set of drawing code pasted from public repositories
/// (docs/real-code.md) that stopped it, written here in our own words: printed values as
/// swiftc 6.3.1 prints them, and figures compared with the views they must equal.
@Suite struct RealCodeSixthSetTests {
    /// The display list of `cell`'s figure in a fresh session; the cell must run clean.
    func displayList(_ cell: String) throws -> DisplayList? {
        try cleanDisplayList(cell)
    }

    /// A style's `makeBody(configuration:)` is a view builder, as the protocol requirement it
    /// satisfies is `@ViewBuilder`: a `let` before the view (StyleSample's progress style)
    /// builds the view, as a view's `body` does.
    @Test func aStyleMakeBodyIsAViewBuilder() throws {
        let rects = SurfaceCompletionTests.filledRects(try SurfaceCompletionTests.drawn("""
            struct Bar: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    let value = configuration.fractionCompleted ?? 0
                    Rectangle()
                        .fill(Color.orange)
                        .frame(width: 100 * value, height: 10)
                }
            }
            ProgressView(value: 0.6).progressViewStyle(Bar())
            """))
        #expect(rects.map(\.width) == [60] && rects.map(\.height) == [10])
        let pressed = SurfaceCompletionTests.filledRects(try SurfaceCompletionTests.drawn("""
            struct Pill: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    let side: CGFloat = 30
                    if configuration.isPressed { Circle().frame(width: side, height: side) }
                    else { Rectangle().frame(width: side, height: side / 2) }
                }
            }
            Button("Go") {}.buttonStyle(Pill())
            """))
        #expect(pressed.map(\.width) == [30] && pressed.map(\.height) == [15])
    }

    /// `CGLineCap(rawValue: 1)!` (FitnessApp's dashed circles) is `.round`: Core Graphics'
    /// `Int32` raw values of caps and joins, and nil past them.
    @Test func lineCapsAndJoinsFromCoreGraphicsRawValues() throws {
        #expect(try displayList("""
            Circle().strokeBorder(style: StrokeStyle(lineWidth: 4, lineCap: CGLineCap(rawValue: 1)!, dash: [2, 8])).frame(width: 60, height: 60)
            """) == displayList("""
            Circle().strokeBorder(style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [2, 8])).frame(width: 60, height: 60)
            """))
        #expect(printedByCleanRun("""
            print(CGLineCap(rawValue: 2) == .square, CGLineCap(rawValue: 3) == nil, CGLineCap.butt.rawValue)
            print(CGLineJoin(rawValue: 2) == .bevel, CGLineJoin(rawValue: -1) == nil, CGLineJoin.round.rawValue)
            """) == "true true 0\ntrue true 1\n")
    }

    /// `.textFieldStyle(.roundedBorder)` draws the fields inside in UIKit's rounded-rect border
    /// (7 points each side, 6 above and below, a 0.5-point hairline), through stacks and
    /// modifiers as SwiftUI's environment carries it; the style nearest a field wins, and
    /// `.plain` and `.automatic` draw the field as it is.
    @Test func aRoundedBorderTextFieldIsDrawnInItsBorder() throws {
        let plain = try #require(try displayList("TextField(\"user name\", text: .constant(\"\"))"))
        let bordered = try #require(try displayList("TextField(\"user name\", text: .constant(\"\")).textFieldStyle(.roundedBorder)"))
        let borders = bordered.items.compactMap { item -> Rect? in
            guard case .stroke(let path, _, let style) = item, style.lineWidth == 0.5 else { return nil }
            return path.boundingRect
        }
        #expect(borders.map(\.width) == [plain.size.width] && borders.map(\.height) == [plain.size.height + 12])
        #expect(try displayList("SecureField(\"password\", text: .constant(\"\")).textFieldStyle(.roundedBorder)")?.size
                == bordered.size)
        #expect(try displayList("TextField(\"user name\", text: .constant(\"\")).textFieldStyle(.plain)") == plain)
        #expect(try displayList("TextField(\"user name\", text: .constant(\"\")).textFieldStyle(RoundedBorderTextFieldStyle()).textFieldStyle(.automatic)")
                == bordered)
        #expect(try displayList("VStack { TextField(\"a\", text: .constant(\"\")).padding() }.textFieldStyle(.roundedBorder)")
                == displayList("VStack { TextField(\"a\", text: .constant(\"\")).textFieldStyle(.roundedBorder).padding() }"))
    }

    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` (the cookbook's progress view)
    /// schedules its block on the main run loop, which a script or a cell never turns: swiftc
    /// 6.3.1 prints these lines and never "fired".
    @Test func aScheduledTimerNeverFiresInACell() {
        #expect(printedByCleanRun("""
            import Foundation
            var ticks = 0
            let timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { t in
                ticks += 1
                print("fired")
                t.invalidate()
            }
            print("made", ticks)
            timer.invalidate()
            print("stopped", ticks)
            """) == "made 0\nstopped 0\n")
    }

    /// `.renderingMode(.original)` (a weather screen's symbol) keeps the image as it is drawn.
    @Test func renderingModeKeepsTheImage() throws {
        let symbol = try displayList("Image(systemName: \"cloud.sun.fill\").resizable().frame(width: 40, height: 40)")
        #expect(symbol != nil)
        #expect(try displayList("Image(systemName: \"cloud.sun.fill\").renderingMode(.original).resizable().frame(width: 40, height: 40)") == symbol)
        #expect(try displayList("Image(systemName: \"cloud.sun.fill\").resizable().renderingMode(.template).frame(width: 40, height: 40)") == symbol)
    }
}
