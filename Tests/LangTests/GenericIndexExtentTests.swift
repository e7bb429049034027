import Testing
@testable import Lang

/// A generic body's `startIndex`, `endIndex`, `count` and `isEmpty` read a range's, an array's
/// or a lazy map's extent, not its elements (GenericIndexBase+Extent.swift): a lazy map's
/// transform, which swiftc's `LazyMapCollection` never calls for them, is not called, however
/// often a `while i < c.endIndex` loop asks. (Before, each `endIndex` drew every element, so the
/// loop was O(n²) and called the transform n times per turn.)
@Suite struct GenericIndexExtentTests {
    static let walk = """
        var calls = 0
        func walk<C: Collection>(_ c: C) -> Int {
            var seen = 0, i = c.startIndex
            while i != c.endIndex { seen += c.isEmpty ? 0 : 1; i = c.index(after: i) }
            return seen + c.count
        }

        """

    @Test func aLazyMapsTransformIsNotCalledForItsBounds() {
        let output = printedByCleanRun(Self.walk + """
            let doubled = (0..<50).lazy.map { (x: Int) -> Int in calls += 1; return x * 2 }
            print(walk(doubled), calls)
            let nested = [1, 2, 3].lazy.map { $0 + 1 }.map { (x: Int) -> Int in calls += 1; return x }
            print(walk(nested), calls)
            """)
        // swiftc prints "100 0" and "6 0".
        #expect(output == "100 0\n6 0\n")
    }

    @Test func rangesAndArraysKeepTheirPositions() {
        let output = printedByCleanRun(Self.walk + """
            func bounds<C: Collection>(_ c: C) -> String { "\\(c.startIndex) \\(c.endIndex) \\(c.count)" }
            print(walk(10..<14), walk([7, 8, 9]), walk(1...3), walk(Set([5])))
            print(bounds(10..<14), bounds([7, 8, 9][1...]))
            """)
        // As swiftc prints them.
        #expect(output == "8 6 6 2\n10 14 4 1 3 2\n")
    }
}
