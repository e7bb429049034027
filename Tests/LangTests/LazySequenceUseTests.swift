import Canvas
import Testing
@testable import Lang

/// Where drawing code uses `zip`, `stride`, `reversed()` and `enumerated()`, now Swift's lazy
/// wrappers (LazySequenceValue): `ForEach` over them draws what `ForEach` over the same elements
/// as an array draws, a generic `Sequence` parameter takes them, and a path built from them is
/// the one built from arrays. (Their printing and members are compared with swiftc's output in
/// the core corpus: collections/lazy_wrappers_printed.swift and lazy_wrappers_read.swift.)
@Suite struct LazySequenceUseTests {
    static let items = """
        struct Item: Identifiable { let id: Int; let width: CGFloat }
        let items = [Item(id: 1, width: 10), Item(id: 2, width: 30), Item(id: 3, width: 20)]
        let names = ["a", "bb", "ccc"]

        """

    /// The same stack of rows, over a wrapper and over `Array` of it.
    static func rows(_ data: (reversed: String, enumerated: String, indices: String)) -> String {
        items + """
            VStack(spacing: 2) {
                ForEach(\(data.reversed)) { item in Rectangle().frame(width: item.width, height: 4) }
                ForEach(\(data.enumerated), id: \\.offset) { index, name in
                    Capsule().frame(width: CGFloat(name.count * 10), height: CGFloat(index + 2))
                }
                ForEach(\(data.indices), id: \\.self) { i in Circle().frame(width: CGFloat(4 + i * 3), height: 6) }
            }
            """
    }

    @Test func forEachOverTheWrappersDrawsWhatForEachOverTheirArraysDraws() throws {
        let lazy = try cleanDisplayList(Self.rows(("items.reversed()", "names.enumerated()", "names.indices.reversed()")))
        let arrays = try cleanDisplayList(Self.rows(("Array(items.reversed())", "Array(names.enumerated())",
                                                      "Array(names.indices.reversed())")))
        #expect(lazy != nil)
        #expect(lazy == arrays)
        // Reversed, as Swift orders them: the first row is the last item's (30 wide, then 10).
        let widths = lazy?.items.compactMap { item -> Double? in
            if case .fill(let path, _, _) = item { return path.boundingRect.width } else { return nil }
        }
        #expect(widths?.prefix(3) == [20, 30, 10])
    }

    @Test func aGenericSequenceParameterTakesThem() {
        let result = Lang.Session().run("""
            func total<S: Sequence>(_ s: S) -> Int where S.Element == Int { s.reduce(0, +) }
            func count<C: Collection>(_ c: C) -> Int { c.count }
            print(total(stride(from: 0, to: 10, by: 2)), total([1, 2].reversed()), total(stride(from: 3, through: 1, by: -1)))
            print(count([5, 6].reversed()), count(["a"].enumerated()))
            """)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        #expect(result.output == "20 3 6\n2 1\n")
    }

    @Test func aPathFromTheWrappersIsThePathFromArrays() throws {
        func path(_ points: String, _ pairs: String) -> String {
            """
            let ys = \(points)
            Path { p in
                for (i, y) in ys.enumerated() {
                    if i == 0 { p.move(to: CGPoint(x: 0, y: y)) } else { p.addLine(to: CGPoint(x: Double(i) * 10, y: y)) }
                }
                for (a, b) in \(pairs) { p.move(to: CGPoint(x: a, y: 0)); p.addLine(to: CGPoint(x: b, y: 50)) }
            }.stroke(.blue)
            """
        }
        let lazy = try cleanDisplayList(path("stride(from: 0.0, through: 40.0, by: 10.0)", "zip(ys, ys.dropFirst())"))
        let arrays = try cleanDisplayList(path("[0.0, 10.0, 20.0, 30.0, 40.0]", "Array(zip(ys, ys.dropFirst()))"))
        #expect(lazy != nil)
        #expect(lazy == arrays)
    }
}
