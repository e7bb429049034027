import Geometry
import Testing
@testable import Canvas

/// `LazyVGrid`/`LazyHGrid` column rules and `Grid` tables, measured from where cells draw.
@Suite struct GridTests {
    func cells(_ count: Int, height: Double = 40) -> [View] {
        (0..<count).map { _ in AnyShape.rectangle.fill(.color(.red)).frame(height: height) }
    }

    @Test func adaptiveColumnsFitAsManyAsTheMinimumAllows() throws {
        // floor((240 + 8) / (50 + 8)) = 4 columns of (240 − 3 × 8) / 4 = 54.
        let grid = View.surface(.lazyGrid(LazyGridSpec(axis: .vertical, items: [GridItem(.adaptive(minimum: 50, maximum: .infinity))]),
                                          children: cells(6)))
        let (size, boxes) = try layoutBoxes(grid, Size(width: 240, height: 400))
        #expect(size == Size(width: 240, height: 88))
        #expect(boxes.map(\.width) == Array(repeating: 54, count: 6))
        #expect(boxes.map(\.minX) == [0, 62, 124, 186, 0, 62])
        #expect(boxes.map(\.minY) == [0, 0, 0, 0, 48, 48])
    }

    @Test func fixedColumnsKeepTheirWidthAndFlexibleShareTheRest() throws {
        let items = [GridItem(.fixed(60)), GridItem(.flexible(minimum: 10, maximum: .infinity)), GridItem(.flexible(minimum: 10, maximum: 50), spacing: 0)]
        let grid = View.surface(.lazyGrid(LazyGridSpec(axis: .vertical, items: items, alignment: .leading, spacing: 4), children: cells(3)))
        let (size, boxes) = try layoutBoxes(grid, Size(width: 300, height: 400))
        // Free: 300 − 60 − 8 − 8 = 224; the first flexible takes 112, the second is capped at 50.
        #expect(boxes.map(\.width) == [60, 112, 50])
        #expect(boxes.map(\.minX) == [0, 68, 188])
        // The grid takes the width it is offered; its columns line up by its alignment.
        #expect(size.width == 300)
        let centred = View.surface(.lazyGrid(LazyGridSpec(axis: .vertical, items: items), children: cells(3)))
        #expect(try layoutBoxes(centred, Size(width: 300, height: 400)).boxes.map(\.minX) == [31, 99, 219])
    }

    @Test func cellsAlignInTheirRow() throws {
        let items = [GridItem(.fixed(50), alignment: .topLeading), GridItem(.fixed(50))]
        let children = [AnyShape.rectangle.fill(.color(.red)).frame(width: 20, height: 20),
                        AnyShape.rectangle.fill(.color(.red)).frame(width: 20, height: 60)]
        let (_, boxes) = try layoutBoxes(.surface(.lazyGrid(LazyGridSpec(axis: .vertical, items: items), children: children)), nil)
        #expect(boxes == [Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 73, y: 0, width: 20, height: 60)])
    }

    @Test func horizontalGridFillsColumnsTopToBottom() throws {
        let items = [GridItem(.fixed(30)), GridItem(.fixed(30))]
        let children = (0..<3).map { _ in AnyShape.rectangle.fill(.color(.red)).frame(width: 40) }
        let (size, boxes) = try layoutBoxes(.surface(.lazyGrid(LazyGridSpec(axis: .horizontal, items: items), children: children)), nil)
        #expect(size == Size(width: 88, height: 68))
        #expect(boxes == [Rect(x: 0, y: 0, width: 40, height: 30), Rect(x: 0, y: 38, width: 40, height: 30),
                          Rect(x: 48, y: 0, width: 40, height: 30)])
    }

    @Test func gridColumnsAreAsWideAsTheirWidestCell() throws {
        func box(_ w: Double, _ h: Double) -> View { AnyShape.rectangle.fill(.color(.red)).frame(width: w, height: h) }
        let grid = View.surface(.grid(GridSpec(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 5), rows: [
            .cells([box(20, 10), box(50, 10)]),
            .spanning(box(30, 2)),
            .cells([box(40, 20), box(10, 10)]),
        ]))
        let (size, boxes) = try layoutBoxes(grid, nil)
        #expect(size == Size(width: 100, height: 42))
        #expect(boxes.map(\.origin) == [Point(x: 0, y: 0), Point(x: 50, y: 0), Point(x: 0, y: 15), Point(x: 0, y: 22), Point(x: 50, y: 22)])
    }
}
