import Geometry
import Testing
@testable import Canvas

/// Layout against SwiftUI's known results (sizes and positions SwiftUI gives the same view code).
@Suite struct LayoutTests {
    func square(_ side: Double) -> View { AnyShape.rectangle.fill(.color(.blue)).frame(width: side, height: side) }

    @Test func bareShapeTakesTheCanvasSize() throws {
        let (size, boxes) = try layoutBoxes(AnyShape.circle.view)
        #expect(size == Size(width: 200, height: 200))
        #expect(boxes == [Rect(x: 0, y: 0, width: 200, height: 200)])
    }

    @Test func bareShapeWithoutProposalIsTenByTen() throws {
        let (size, _) = try layoutBoxes(AnyShape.circle.view, nil)
        #expect(size == Size(width: 10, height: 10))
    }

    @Test func framedShapeTakesItsFrame() throws {
        let (size, _) = try layoutBoxes(square(150))
        #expect(size == Size(width: 150, height: 150))
    }

    @Test func hStackOfTwoFramesHasDefaultSpacingOf8() throws {
        let (size, boxes) = try layoutBoxes(.hStack(alignment: .center, spacing: nil, children: [square(150), square(150)]))
        #expect(size == Size(width: 308, height: 150))
        #expect(boxes.map(\.origin.x) == [0, 158])
    }

    @Test func vStackWithExplicitSpacing() throws {
        let (size, boxes) = try layoutBoxes(.vStack(alignment: .center, spacing: 20, children: [square(100), square(50)]))
        #expect(size == Size(width: 100, height: 170))
        // The narrower square is centred: x = (100 - 50) / 2.
        #expect(boxes[1] == Rect(x: 25, y: 120, width: 50, height: 50))
    }

    @Test func vStackLeadingAlignment() throws {
        let (_, boxes) = try layoutBoxes(.vStack(alignment: .leading, spacing: 0, children: [square(100), square(50)]))
        #expect(boxes[1].origin == Point(x: 0, y: 100))
    }

    @Test func hStackBottomAlignment() throws {
        let (_, boxes) = try layoutBoxes(.hStack(alignment: .bottom, spacing: 0, children: [square(100), square(50)]))
        #expect(boxes[1].origin == Point(x: 100, y: 50))
    }

    @Test func paddingAddsAroundTheFrame() throws {
        // 003's `previewingShape()`: .frame(width: 200, height: 150).padding(50).
        let view = AnyShape.rectangle.fill(.color(.gray)).frame(width: 200, height: 150).padding(50)
        let (size, boxes) = try layoutBoxes(view, nil)
        #expect(size == Size(width: 300, height: 250))
        #expect(boxes == [Rect(x: 50, y: 50, width: 200, height: 150)])
    }

    @Test func defaultPaddingIs16() throws {
        let (size, _) = try layoutBoxes(square(10).padding(), nil)
        #expect(size == Size(width: 42, height: 42))
    }

    @Test func paddingOnChosenEdges() throws {
        let (size, boxes) = try layoutBoxes(square(10).padding(.bottom, 50).padding(.horizontal, 5), nil)
        #expect(size == Size(width: 20, height: 60))
        #expect(boxes[0].origin == Point(x: 5, y: 0))
    }

    @Test func zStackAlignsChildren() throws {
        let view = View.zStack(alignment: .bottomTrailing, children: [square(100), square(20)])
        let (size, boxes) = try layoutBoxes(view)
        #expect(size == Size(width: 100, height: 100))
        #expect(boxes[1] == Rect(x: 80, y: 80, width: 20, height: 20))
    }

    @Test func frameAlignmentPlacesTheChild() throws {
        let view = square(20).frame(width: 100, height: 60, alignment: .topTrailing)
        let (size, boxes) = try layoutBoxes(view)
        #expect(size == Size(width: 100, height: 60))
        #expect(boxes == [Rect(x: 80, y: 0, width: 20, height: 20)])
    }

    @Test func spacerPushesToTheEnds() throws {
        let view = View.hStack(alignment: .center, spacing: nil, children: [square(20), .spacer(minLength: nil), square(30)])
            .frame(width: 200, height: 40)
        let (_, boxes) = try layoutBoxes(view)
        #expect(boxes[0].origin.x == 0)
        #expect(boxes[1].origin.x == 170)
    }

    @Test func flexibleShapesShareWhatFixedViewsLeave() throws {
        // 200 - 8 spacing - 50 fixed = 142 for the rectangle.
        let view = View.hStack(alignment: .center, spacing: nil, children: [AnyShape.rectangle.view, square(50)])
        let (size, boxes) = try layoutBoxes(view)
        #expect(size == Size(width: 200, height: 200))
        #expect(boxes[0] == Rect(x: 0, y: 0, width: 142, height: 200))
        #expect(boxes[1].origin.x == 150)
    }

    @Test func twoFlexibleShapesSplitEqually() throws {
        let view = View.hStack(alignment: .center, spacing: 0, children: [AnyShape.rectangle.view, AnyShape.circle.view])
        let (_, boxes) = try layoutBoxes(view)
        #expect(boxes[0].width == 100)
        #expect(boxes[1] == Rect(x: 100, y: 50, width: 100, height: 100))
    }

    @Test func maxWidthInfinityTakesTheOffer() throws {
        let view = square(20).frame(maxWidth: .infinity, alignment: .leading)
        let (size, boxes) = try layoutBoxes(view)
        // Width from the offer, height from the child (the root is re-offered 200×20).
        #expect(size == Size(width: 200, height: 20))
        #expect(boxes[0].origin == Point(x: 0, y: 0))
    }

    @Test func minWidthRaisesASmallChild() throws {
        let (size, _) = try layoutBoxes(square(20).frame(minWidth: 80), nil)
        #expect(size == Size(width: 80, height: 20))
    }

    @Test func starGridOf004LaysOutAsItsFigure() throws {
        // StarShapeView6: a light blue Color behind a VStack of three HStacks of 150×150 frames and a Spacer.
        let row = View.hStack(alignment: .center, spacing: nil, children: [square(150), square(150)])
        let grid = View.vStack(alignment: .center, spacing: nil, children: [row, row, row, .spacer(minLength: nil)])
        let paleBlue = RGBA(red: 214 / 255, green: 232 / 255, blue: 248 / 255)
        let view = View.zStack(alignment: .center, children: [.color(.color(paleBlue)), grid])
        let (size, boxes) = try layoutBoxes(view)
        // 308 wide; 3×150 + 2×8 between rows + the spacer's 8-point minimum.
        #expect(size == Size(width: 308, height: 474))
        #expect(boxes[0] == Rect(x: 0, y: 0, width: 308, height: 474))
        #expect(boxes[1] == Rect(x: 0, y: 0, width: 150, height: 150))
        #expect(boxes[4] == Rect(x: 158, y: 158, width: 150, height: 150))
    }

    @Test func starGridWithCaptionsOf004KeepsCaptionsOnOneLine() throws {
        // StarShapeView7: captions under each star; on a 200-point canvas the content overflows, so
        // the root is offered its ideal width (330) and the captions stay on one line.
        func cell(_ r: Int) -> View {
            .vStack(alignment: .center, spacing: 0, children: [square(150), View.text("Corner Radius = \(r)").font(.footnote)])
        }
        let rows: [View] = [2, 3, 10].map { .hStack(alignment: .center, spacing: 30, children: [cell($0), cell($0 * 2)]) }
        let grid = View.vStack(alignment: .center, spacing: 20, children: [.group(rows), .spacer(minLength: nil)])
        let view = View.zStack(alignment: .center, children: [.color(.color(.white)), grid])
        let (size, boxes) = try layoutBoxes(view)
        let caption = 2384.0 * 13 / 2048
        // Three rows of 150 + one caption line, 20 between all four children, the spacer's 8.
        #expect(size.width == 330)
        #expect(abs(size.height - (3 * (150 + caption) + 3 * 20 + 8)) < 1e-9)
        #expect(boxes[0].size == size)
    }

    @Test func groupsSpliceIntoStacksAndShareModifiers() throws {
        let group = View.group([AnyShape.rectangle.view, AnyShape.circle.view]).frame(width: 30, height: 30)
        let (size, _) = try layoutBoxes(.hStack(alignment: .center, spacing: 10, children: [group]))
        #expect(size == Size(width: 70, height: 30))
    }

    @Test func emptyViewsTakeNoSpacing() throws {
        let (size, _) = try layoutBoxes(.hStack(alignment: .center, spacing: nil, children: [square(10), .empty, square(10)]))
        #expect(size.width == 28)
    }

    @Test func backgroundTakesThePrimarySize() throws {
        let view = square(40).padding(10).background(.color(.color(.yellow)))
        let (size, boxes) = try layoutBoxes(view, nil)
        #expect(size == Size(width: 60, height: 60))
        #expect(boxes == [Rect(x: 0, y: 0, width: 60, height: 60), Rect(x: 10, y: 10, width: 40, height: 40)])
    }

    @Test func aspectRatioFitsInsideTheProposal() throws {
        let (size, boxes) = try layoutBoxes(AnyShape.rectangle.view.aspectRatio(2, contentMode: .fit))
        #expect(size == Size(width: 200, height: 100))
        #expect(boxes == [Rect(x: 0, y: 0, width: 200, height: 100)])
        // Filling overflows the frame by 50 above and below; the figure shows all of it.
        let filled = try layoutBoxes(AnyShape.rectangle.view.aspectRatio(0.5, contentMode: .fill).frame(width: 100, height: 100))
        #expect(filled.size == Size(width: 100, height: 200))
        #expect(filled.boxes == [Rect(x: 0, y: 0, width: 100, height: 200)])
    }

    @Test func positionCentresTheChildAtThePoint() throws {
        let (size, boxes) = try layoutBoxes(square(20).position(x: 30, y: 40))
        #expect(size == Size(width: 200, height: 200))
        #expect(boxes == [Rect(x: 20, y: 30, width: 20, height: 20)])
    }

    @Test func infiniteCanvasIsAnError() {
        #expect(throws: CanvasError.self) {
            try layoutFigure(AnyShape.circle.view, proposedSize: Size(width: .infinity, height: 10), description: "")
        }
    }

    @Test func negativeFrameIsAnError() {
        #expect(throws: CanvasError.self) { try layoutFigure(square(-5), proposedSize: nil, description: "") }
    }
}

/// Lays out `view` with `proposal` and returns the figure's size and the control-point boxes of its
/// filled and stroked paths, in drawing order.
func layoutBoxes(_ view: View, _ proposal: Size? = Size(width: 200, height: 200)) throws -> (size: Size, boxes: [Rect]) {
    let figure = try layoutFigure(view, proposedSize: proposal, description: "test")
    let boxes = figure.displayList.items.compactMap { item -> Rect? in
        switch item {
        case .fill(let path, _, _), .stroke(let path, _, _): return path.controlPointBounds
        default: return nil
        }
    }
    return (figure.displayList.size, boxes)
}

extension Path {
    /// The box around every point of the path, control points included (exact for lines).
    var controlPointBounds: Rect? {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return nil }
        return points.reduce(Rect(origin: first, size: .zero)) { $0.union(Rect(origin: $1, size: .zero)) }
    }
}
