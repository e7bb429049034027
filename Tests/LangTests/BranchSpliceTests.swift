import Canvas
import Geometry
import Testing
@testable import Lang

/// `ViewBuilder.buildBlock` only wraps its components, so a branch's views (an `if`, a `switch`)
/// are spliced where they are read: a stack lays them out as its own children, with spacing
/// between each and none for a branch that built nothing, as SwiftUI's conditional content.
@Suite struct BranchSpliceTests {
    /// The Canvas view of the last cell of `source`, run in a new session.
    private func bridged(_ source: String) throws -> Canvas.View {
        let session = Lang.Session()
        let result = session.run(source)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil,
                "\(result.diagnostics.map(\.message)) \(String(describing: result.runtimeError))")
        return try #require(try session.cellFigureView()).view
    }

    /// A stack's children, or nil when `view` is no stack.
    private func stackChildren(_ view: Canvas.View) -> [Canvas.View]? {
        switch view {
        case .vStack(_, _, let children), .hStack(_, _, let children): children
        default: nil
        }
    }

    @Test func aVStackTakesAnIfsViewAsItsEighthChild() throws {
        // 7 rects 20 high, then an `if` that ran (one rect), an `if` that did not, and an `else`
        // of EmptyView: 8 children 20 high with 10 between each, 8 × 20 + 7 × 10 = 230.
        let source = """
            let shown = true
            VStack(spacing: 10) {
                Rectangle().frame(width: 10, height: 20)
                Rectangle().frame(width: 10, height: 20)
                Rectangle().frame(width: 10, height: 20)
                Rectangle().frame(width: 10, height: 20)
                Rectangle().frame(width: 10, height: 20)
                Rectangle().frame(width: 10, height: 20)
                Rectangle().frame(width: 10, height: 20)
                if shown {
                    Rectangle().frame(width: 10, height: 20)
                }
                if !shown {
                    Rectangle().frame(width: 10, height: 20)
                }
                if !shown {
                    Circle()
                } else {
                    EmptyView()
                }
            }
            .fixedSize()
            """
        let view = try bridged(source)
        guard case .modified(let stack, _) = view else {
            Issue.record("expected a modified stack, got \(view)")
            return
        }
        let children = try #require(stackChildren(stack))
        // The else's EmptyView is a child that takes no space; the `if` that did not run is none.
        #expect(children.count == 9)
        #expect(children.filter { if case .empty = $0 { false } else { true } }.count == 8)
        let rects = SurfaceCompletionTests.filledRects(try SurfaceCompletionTests.drawn(source))
        try #require(rects.count == 8)
        let top = rects[0].minY
        #expect(rects.map { $0.minY - top } == [0, 30, 60, 90, 120, 150, 180, 210])
        #expect(rects[7].maxY - top == 230)
    }

    @Test func nestedBranchesAndASwitchSpliceInOrder() throws {
        // HStack(spacing: 5) of widths 10, (20, (30), 40), 50 from the switch, 60: the branches'
        // views in their places, each 5 after the last.
        let rects = SurfaceCompletionTests.filledRects(try SurfaceCompletionTests.drawn("""
            let outer = true, inner = true, pick = 2
            HStack(spacing: 5) {
                Rectangle().frame(width: 10, height: 10)
                if outer {
                    Rectangle().frame(width: 20, height: 10)
                    if inner {
                        Rectangle().frame(width: 30, height: 10)
                    }
                    Rectangle().frame(width: 40, height: 10)
                }
                switch pick {
                case 1: Rectangle().frame(width: 1, height: 10)
                default: Rectangle().frame(width: 50, height: 10)
                }
                Rectangle().frame(width: 60, height: 10)
            }
            .fixedSize()
            """))
        try #require(rects.count == 6)
        let left = rects[0].minX
        #expect(rects.map(\.width) == [10, 20, 30, 40, 50, 60])
        #expect(rects.map { $0.minX - left } == [0, 15, 40, 75, 120, 175])
    }

    @Test func aBranchInAForEachRowStaysInItsRow() throws {
        // Each row is its own list (a group): a row's `if` adds to the row, not to the VStack.
        let view = try bridged("""
            VStack {
                ForEach(0..<3) { i in
                    Rectangle().frame(width: 10, height: 10)
                    if i == 1 {
                        Circle().frame(width: 10, height: 10)
                    }
                }
            }
            """)
        let children = try #require(stackChildren(view))
        #expect(children.count == 3)
        let rowSizes = children.map { child -> Int in
            if case .group(let views) = child { return views.count }
            return 1
        }
        #expect(rowSizes == [1, 2, 1])
    }

    @Test func flatViewsSplicesBranchesForLangReaders() {
        let printed = SurfaceCompletionTests.printed("""
            @ViewBuilder func views(_ flag: Bool) -> _ViewList {
                Text("a")
                if flag {
                    Text("b")
                    if flag { Text("c") }
                } else {
                    EmptyView()
                }
                Text("d")
            }
            print(views(true)._views.count, views(true)._flatViews.count, views(false)._flatViews.count)
            """)
        #expect(printed == "3 4 3\n")
    }
}
