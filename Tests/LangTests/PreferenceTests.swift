import Canvas
import Geometry
import Testing
@testable import Lang

/// Preferences (`PreferenceKey`, `.preference`, `.onPreferenceChange`, `.overlayPreferenceValue`,
/// `.backgroundPreferenceValue`, `.transformPreference`): values passed up from views, a
/// GeometryReader's content included, each checked by the geometry of what is drawn.
@Suite struct PreferenceTests {
    static let keys = """
        struct WidthKey: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
        }
        struct SumKey: PreferenceKey {
            static let defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
        }
        """

    private func rects(_ source: String) throws -> [Rect] {
        SurfaceCompletionTests.filledRects(try SurfaceCompletionTests.drawn(Self.keys, source))
    }

    @Test func aSizeMeasuredInTheBackgroundAndReadIntoStateLaysOutTheFigure() throws {
        // The common real use: a GeometryReader behind a view sets its width as a preference,
        // `onPreferenceChange` keeps it in @State, and the figure is drawn after that update.
        let drawn = try rects("""
            struct Measured: View {
                @State var width: CGFloat = 0
                var body: some View {
                    VStack(spacing: 0) {
                        Rectangle().frame(width: 64, height: 10)
                            .background(GeometryReader { proxy in
                                Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                            })
                            .onPreferenceChange(WidthKey.self) { width = $0 }
                        Rectangle().frame(width: width / 2, height: 10)
                    }
                    .fixedSize()
                }
            }
            Measured()
            """)
        // The reader's clear colour fills the measured frame too, behind the bar.
        #expect(drawn.filter { $0.height == 10 }.map(\.width) == [64, 64, 32])
    }

    @Test func anOverlayReadsTheValuesOfItsContentCombinedInOrder() throws {
        let drawn = try rects("""
            HStack(spacing: 0) {
                Rectangle().frame(width: 5, height: 5).preference(key: SumKey.self, value: 1)
                Rectangle().frame(width: 5, height: 5).preference(key: SumKey.self, value: 2)
                Rectangle().frame(width: 5, height: 5).preference(key: SumKey.self, value: 3)
            }
            .overlayPreferenceValue(SumKey.self, alignment: .topLeading) { sum in
                Rectangle().frame(width: sum * 10, height: 2)
            }
            """)
        #expect(drawn.map(\.width) == [5, 5, 5, 60])
    }

    @Test func aBackgroundIsDrawnFirstAndAViewsOwnPreferenceHidesItsContents() throws {
        let drawn = try rects("""
            VStack(spacing: 0) {
                Rectangle().frame(width: 5, height: 5).preference(key: SumKey.self, value: 7)
            }
            .preference(key: SumKey.self, value: 2)
            .transformPreference(SumKey.self) { $0 *= 3 }
            .backgroundPreferenceValue(SumKey.self) { value in
                Rectangle().frame(width: value, height: 1)
            }
            """)
        #expect(drawn.map(\.width) == [6, 5])
    }

    @Test func aReaderSeesOnlyItsOwnContentsValues() throws {
        let drawn = try rects("""
            VStack(spacing: 0) {
                Rectangle().frame(width: 4, height: 4).preference(key: SumKey.self, value: 4)
                    .overlayPreferenceValue(SumKey.self) { Rectangle().frame(width: $0, height: 1) }
                Rectangle().frame(width: 4, height: 4).preference(key: SumKey.self, value: 8)
                    .overlayPreferenceValue(SumKey.self) { Rectangle().frame(width: $0, height: 1) }
            }
            .overlayPreferenceValue(SumKey.self) { Rectangle().frame(width: $0, height: 1) }
            """)
        #expect(drawn.filter { $0.height == 1 }.map(\.width) == [4, 8, 12])
    }

    @Test func aStateThatChangesWhatItMeasuresIsUpdatedOnce() throws {
        // Each update would measure a wider view: the figure shows the state after one update.
        let drawn = try rects("""
            struct Growing: View {
                @State var width: CGFloat = 10
                var body: some View {
                    Rectangle().frame(width: width, height: 5)
                        .background(GeometryReader { Color.clear.preference(key: WidthKey.self, value: $0.size.width) })
                        .onPreferenceChange(WidthKey.self) { width = $0 + 10 }
                }
            }
            Growing()
            """)
        #expect(drawn.filter { $0.height == 5 }.map(\.width) == [20, 20])
    }

    @Test func withoutAValueTheReaderIsGivenTheKeysDefault() throws {
        let drawn = try rects("""
            struct TenKey: PreferenceKey {
                static var defaultValue: CGFloat { 10 }
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
            }
            Rectangle().frame(width: 3, height: 3).overlayPreferenceValue(TenKey.self) { Rectangle().frame(width: $0, height: 1) }
            """)
        #expect(drawn.map(\.width) == [3, 10])
    }

    @Test func anAnchorsBoundsResolveInTheReadersCoordinates() throws {
        // Real code (snippet 511): each step's bounds passed up as anchors; a line behind the
        // steps joins their centres, resolved by `proxy[anchor]` in the background's reader.
        let drawn = try SurfaceCompletionTests.drawn(Self.keys, """
            struct BoundsKey: PreferenceKey {
                static let defaultValue: [Int: Anchor<CGRect>] = [:]
                static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
                    for (step, anchor) in nextValue() { value[step] = anchor }
                }
            }
            HStack(spacing: 30) {
                ForEach(0..<3) { step in
                    Rectangle().frame(width: 10, height: 10)
                        .anchorPreference(key: BoundsKey.self, value: .bounds) { [step: $0] }
                }
            }
            .padding(7)
            .backgroundPreferenceValue(BoundsKey.self) { bounds in
                GeometryReader { proxy in
                    if let first = bounds[0], let last = bounds[2] {
                        Path { p in
                            p.move(to: CGPoint(x: proxy[first].midX, y: proxy[first].midY))
                            p.addLine(to: CGPoint(x: proxy[last].midX, y: proxy[last].midY))
                        }
                        .stroke(lineWidth: 2)
                    }
                }
            }
            """)
        let line = try #require(drawn.items.compactMap { item -> Rect? in
            guard case .stroke(let path, _, _) = item else { return nil }
            return path.boundingRect
        }.first)
        // Centres of the first and last squares: 7 + 5 and 7 + 2 × 40 + 5 across, 12 down.
        #expect(abs(line.minX - 12) < 1e-9 && abs(line.maxX - 92) < 1e-9 && abs(line.midY - 12) < 1e-9)
    }
}
