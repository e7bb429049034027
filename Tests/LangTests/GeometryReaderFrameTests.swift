import Canvas
import Geometry
import Testing
@testable import Lang

/// Issue 15's `GeometryProxy` through Lang, checked by what a reader draws from it: its frame in
/// the `.global`, `.local` and a `.named` coordinate space (set with `coordinateSpace(name:)`),
/// and zero `safeAreaInsets`, each drawn as a bar's width.
@Suite struct GeometryReaderFrameTests {
    @Test func framesInEachSpaceAndZeroInsetsAreWhatTheReaderDraws() throws {
        let bars = try filledRects(drawnBy: """
            HStack(spacing: 0) {
                Color.clear.frame(width: 30, height: 10)
                GeometryReader { proxy in
                    let global = proxy.frame(in: .global)
                    let local = proxy.frame(in: .local)
                    let named = proxy.frame(in: .named("row"))
                    VStack(alignment: .leading, spacing: 0) {
                        Rectangle().frame(width: global.minX, height: 2)
                        Rectangle().frame(width: local.minX + 1, height: 2)
                        Rectangle().frame(width: named.minX, height: 2)
                        Rectangle().frame(width: proxy.safeAreaInsets.top + proxy.safeAreaInsets.leading + 1, height: 2)
                        Rectangle().frame(width: global.width, height: 2)
                    }
                }
                .frame(width: 60, height: 20)
            }
            .coordinateSpace(name: "row")
            .padding(10)
            """).filter { $0.height == 2 }
        // The reader stands 10 (padding) + 30 (the clear view) from the figure's origin, 30 from
        // the named row's, 0 from its own; it is 60 wide, and a figure has no safe area.
        #expect(bars.map(\.width) == [40, 1, 30, 1, 60], "\(bars)")
        #expect(bars.first?.minX == 40 && bars.first?.minY == 10, "\(bars)")
    }
}
