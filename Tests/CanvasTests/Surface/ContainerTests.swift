import Geometry
import Testing
@testable import Canvas

/// Scroll views, ViewThatFits, lists and navigation stacks, measured from where they draw.
@Suite struct ContainerTests {
    func box(_ w: Double, _ h: Double, _ color: RGBA = .red) -> View { AnyShape.rectangle.fill(.color(color)).frame(width: w, height: h) }

    @Test func scrollViewTakesItsOfferAndShowsContentFromTheTop() throws {
        let scroll = View.surface(.scrollView(horizontal: false, vertical: true, content: .vStack(spacing: 0, children: [box(60, 150), box(60, 150)])))
        // In a fixed frame: offered the canvas alone, the figure would get a phone's room (below).
        let figure = try layoutFigure(scroll.frame(width: 100, height: 200), proposedSize: Size(width: 100, height: 200), description: "")
        #expect(figure.displayList.size == Size(width: 100, height: 200))
        let items = figure.displayList.items
        #expect(items.first == .beginClip(path: Path(Rect(x: 0, y: 0, width: 100, height: 200)), rule: .nonZero))
        let boxes = items.compactMap { item -> Rect? in if case .fill(let p, _, _) = item { p.controlPointBounds } else { nil } }
        // Centred across, from the top along; the second box runs past the bottom and is clipped.
        #expect(boxes == [Rect(x: 20, y: 0, width: 60, height: 150), Rect(x: 20, y: 150, width: 60, height: 150)])
    }

    /// A scroll view hiding content on the canvas gives the root up to an iPhone 15's screen on
    /// that axis (393×852 points), as a device preview shows more of it; once, and never less.
    @Test func scrollViewHidingContentGetsAPhonesRoom() throws {
        let column = View.surface(.scrollView(horizontal: false, vertical: true, content: .vStack(spacing: 0, children: [box(60, 150), box(60, 150)])))
        #expect(try layoutFigure(column, proposedSize: Size(width: 100, height: 200), description: "").displayList.size == Size(width: 100, height: 300))
        let long = View.surface(.scrollView(horizontal: false, vertical: true, content: .vStack(spacing: 0, children: (0..<8).map { _ in box(60, 150) })))
        #expect(try layoutFigure(long, proposedSize: Size(width: 100, height: 200), description: "").displayList.size == Size(width: 100, height: 852))
        let row = View.surface(.scrollView(horizontal: true, vertical: false, content: .hStack(spacing: 0, children: [box(150, 240), box(150, 240)])))
        #expect(try layoutFigure(row, proposedSize: Size(width: 200, height: 200), description: "").displayList.size == Size(width: 300, height: 240))
        #expect(try layoutFigure(row, proposedSize: nil, description: "").displayList.size == Size(width: 300, height: 240))
    }

    @Test func viewThatFitsPicksTheFirstThatFits() throws {
        let fits = View.surface(.viewThatFits(horizontal: true, vertical: false, candidates: [box(300, 20, .red), box(150, 20, .blue), box(50, 20, .green)]))
        let chosen = try layoutFigure(fits, proposedSize: Size(width: 200, height: 100), description: "").displayList.items
        #expect(chosen.count == 1)
        guard case .fill(_, let paint, _)? = chosen.first else { Issue.record("nothing drawn"); return }
        #expect(paint == .solid(.blue))
        let none = try layoutFigure(fits.frame(width: 20), proposedSize: nil, description: "").displayList.items
        guard case .fill(_, let last, _)? = none.first else { Issue.record("nothing drawn"); return }
        #expect(last == .solid(.green), "when none fits, the last is shown")
    }

    @Test func listRowsAreCardsOfAtLeast44PointsWithSeparators() throws {
        let list = View.surface(.list([.text("One"), .text("Two")]))
        let figure = try layoutFigure(list, proposedSize: Size(width: 320, height: 300), description: "")
        #expect(figure.displayList.size == Size(width: 320, height: 300))
        let fills = figure.displayList.items.compactMap { item -> (Rect, Paint)? in
            if case .fill(let p, let paint, _) = item, let b = p.controlPointBounds { (b, paint) } else { nil }
        }
        let background = try #require(fills.first)
        #expect(background.0 == Rect(x: 0, y: 0, width: 320, height: 300) && background.1 == .solid(.uiKitColor("systemGroupedBackground")))
        let card = try #require(fills.first { $0.1 == .solid(.white) })
        #expect(card.0 == Rect(x: 16, y: 35, width: 288, height: 88.5))
        let separator = try #require(fills.first { $0.1 == .solid(.uiKitColor("separator")) })
        #expect(separator.0 == Rect(x: 32, y: 79, width: 272, height: 0.5))
    }

    @Test func navigationStackShowsTheTitleOfItsContent() throws {
        let content = View.text("Body").surfaceModifier(.navigationTitle("Inbox"))
        #expect(NavigationAppearance.navigationTitle(in: .vStack(children: [content])) == "Inbox")
        let figure = try layoutFigure(.surface(.navigationStack(content)), proposedSize: Size(width: 300, height: 400), description: "")
        let texts = figure.displayList.items.compactMap { item -> Rect? in
            if case .fill(let p, .solid(.primary), _) = item { p.controlPointBounds } else { nil }
        }
        // The large title sits below the 44-point bar, 16 points in; the body text below the title band.
        let title = try #require(texts.first)
        #expect(title.minX >= 16 && title.minX < 20)
        #expect(title.minY > 44)
        #expect(title.maxY <= 96)
        #expect(texts.count == 2 && texts[1].minY >= 96)
    }
}
