import Canvas
import Geometry
import Testing
@testable import Lang

/// A program's own property wrapper in a SwiftUI view beside `@State`: the view's `body` reads
/// the wrapped value, its memberwise initialiser takes it (with the attribute's arguments), and a
/// control bound to the `@State` redraws the view while the wrapper's value stays as it was.
@Suite struct ProgramWrapperViewTests {
    static let bars = """
        @propertyWrapper
        struct Clamped {
            var range: ClosedRange<Int>
            var value: Int
            init(wrappedValue: Int, _ range: ClosedRange<Int>) {
                self.range = range
                value = min(max(wrappedValue, range.lowerBound), range.upperBound)
            }
            var wrappedValue: Int {
                get { value }
                set { value = min(max(newValue, range.lowerBound), range.upperBound) }
            }
        }
        struct Bars: View {
            @Clamped(1...4) var count = 9
            @State var width = 20.0
            var body: some View {
                VStack(alignment: .leading) {
                    Slider(value: $width, in: 10...40)
                    HStack(spacing: 2) {
                        ForEach(0..<count, id: \\.self) { _ in
                            Rectangle().frame(width: width, height: 10)
                        }
                    }
                }
            }
        }

        """

    @Test func theWrappedValueIsDrawnAndTheStateControlRedrawsIt() throws {
        let cell = try GeometryReaderControlsTests.liveCell(Self.bars + "Bars()")
        let slider = try #require(cell.view.controls.first)
        #expect(cell.view.controls.count == 1 && slider.value == .number(20))
        // `count = 9` clamped to 4 by the wrapper: four bars of the state's width.
        #expect(SurfaceCompletionTests.filledRects(cell.figure.displayList).map(\.width) == [20, 20, 20, 20])
        try cell.change(.number(30), of: slider, output: { _ in })
        #expect(SurfaceCompletionTests.filledRects(cell.figure.displayList).map(\.width) == [30, 30, 30, 30])
    }

    @Test func theMemberwiseInitialiserPassesTheValueThroughTheWrapper() throws {
        let session = Lang.Session()
        let result = session.run(Self.bars + "Bars(count: 2, width: 15)")
        #expect(result.diagnostics.map(\.description) == [])
        let figure = try #require(try session.cellFigure())
        // The still figure draws the slider too; the bars are the last fills.
        #expect(SurfaceCompletionTests.filledRects(figure.displayList).suffix(2).map(\.width) == [15, 15])
        #expect(SurfaceCompletionTests.filledRects(figure.displayList).suffix(3).first?.width != 15)
    }

    @Test func theStorageIsPrivateOutsideTheView() {
        let result = Lang.Session().run(Self.bars + "print(Bars()._count.range)")
        #expect(result.diagnostics.map(\.description) == ["28:14: error: '_count' is inaccessible due to 'private' protection level"])
    }
}
