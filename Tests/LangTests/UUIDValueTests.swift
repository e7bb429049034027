import Testing
@testable import Lang

/// Issue 15's `UUID()` ids for `Identifiable` data: the same sequence in every session (so a
/// notebook's figures do not change between runs), each id different from the others, printed
/// as Foundation prints a UUID (its `uuidString`, upper-case hex in 8-4-4-4-12 groups).
@Suite struct UUIDValueTests {
    static let source = """
        let a = UUID()
        let b = UUID()
        print(a == b, a.uuidString.count)
        print(a)
        print([b])
        print("\\(a)" == a.uuidString)
        """

    @Test func idsAreDistinctDeterministicAndPrintedAsTheirString() {
        let first = SurfaceCompletionTests.printed(Self.source)
        #expect(first == """
            false 36
            00000000-0000-4000-8000-000000000001
            [00000000-0000-4000-8000-000000000002]
            true

            """)
        #expect(SurfaceCompletionTests.printed(Self.source) == first)
    }

    /// `ForEach` over UUID-identified items draws each item once, in order.
    @Test func uuidIdentifiedItemsDrawOnceEach() throws {
        let rects = try filledRects(drawnBy: """
            struct Bar: Identifiable {
                let id = UUID()
                var width: Double
            }
            let bars = [Bar(width: 10), Bar(width: 20), Bar(width: 30)]
            VStack(alignment: .leading, spacing: 2) {
                ForEach(bars) { bar in Rectangle().frame(width: bar.width, height: 4) }
            }
            """)
        #expect(rects.map(\.width) == [10, 20, 30], "\(rects)")
    }
}
