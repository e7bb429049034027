import Canvas
import Geometry
import Testing
@testable import Language

/// The seed documents' SwiftUI listings run as written (Scripts/Seeds), and draw what the
/// articles show: checked by element counts, bounds and areas.
struct SeedTests {
    /// Counts of each kind of path element.
    func kinds(_ path: Path) -> (moves: Int, lines: Int, quads: Int, cubics: Int, closes: Int) {
        var k = (0, 0, 0, 0, 0)
        for e in path.elements {
            switch e {
            case .move: k.0 += 1
            case .line: k.1 += 1
            case .quadCurve: k.2 += 1
            case .curve: k.3 += 1
            case .closeSubpath: k.4 += 1
            }
        }
        return k
    }

    func expectAllSucceeded(_ outcomes: [CellOutcome], _ name: String) {
        for (i, outcome) in outcomes.enumerated() {
            if case .failure(let e) = outcome { Issue.record("\(name) cell \(i + 1): \(e.traceback.joined(separator: "\n"))") }
        }
    }

    @Test func blobArticleListingsDrawTheirShapes() throws {
        let runner = Runner()
        expectAllSucceeded(try runner.load(fixture: "000_blob.shape"), "000")
        let rect = "CGRect(x: 0, y: 0, width: 200, height: 200)"
        let heart = try #require(runner.path("HeartShape().path(in: \(rect))"))
        #expect(kinds(heart) == (1, 0, 0, 4, 0))
        #expect(heart.currentPoint == Point(x: 100, y: 50))
        #expect(abs(heart.boundingRect.maxY - 200) < 1e-9)

        let hexagon = try #require(runner.path("RegularPolygonShape(sides: 6).path(in: \(rect))"))
        #expect(kinds(hexagon) == (1, 6, 0, 0, 1))
        #expect(abs(hexagon.area - 3 * 3.0.squareRoot() / 2 * 100 * 100) < 1e-6)
        #expect(runner.host.printed.hasPrefix("0   vertices.append(CGPoint(x: 200, y:100))\n"))

        let polygon = try #require(runner.path("RandomPolygonShape(sides: 8).path(in: \(rect))"))
        #expect(kinds(polygon) == (1, 8, 0, 0, 1))
        for case .line(let p) in polygon.elements {
            let r = p.distance(to: Point(x: 100, y: 100))
            #expect(r >= 100 / 3 - 1e-9 && r <= 100 + 1e-9)
        }
        #expect(kinds(try #require(runner.path("RandomStraightShape(NumberOfPoints: 4).path(in: \(rect))"))) == (1, 5, 0, 0, 1))
        #expect(kinds(try #require(runner.path("RandomShape(sides: 5).path(in: \(rect))"))) == (1, 0, 5, 0, 1))
        #expect(kinds(try #require(runner.path("RandomShape2(sides: 6).path(in: \(rect))"))) == (1, 0, 0, 6, 1))
        #expect(kinds(try #require(runner.path("RandomShape3(sides: 7).path(in: \(rect))"))) == (1, 0, 0, 7, 1))
    }

    @Test func twoFreshSessionsDrawIdenticalRandomFigures() throws {
        var figures: [Figure] = []
        for _ in 0..<2 {
            let runner = Runner()
            try runner.load(fixture: "000_blob.shape")
            figures.append(try #require(runner.figure("RandomShape3(sides: 9).fill(.blue)")))
        }
        #expect(figures[0] == figures[1])
        let third = Runner()
        try third.load(fixture: "000_blob.shape")
        third.run("Random.seed(99)")
        #expect(third.figure("RandomShape3(sides: 9).fill(.blue)") != figures[0])
    }

    @Test func morphingArticleRunsWithAnimatableVector() throws {
        let runner = Runner()
        expectAllSucceeded(try runner.load(fixture: "001_morph.shape"), "001")
        let unit = "CGRect(x: 0, y: 0, width: 100, height: 100)"
        let morph = try #require(runner.path("MorphableShape(controlPoints: randomVector(count: 16)).path(in: \(unit))"))
        #expect(kinds(morph) == (1, 8, 0, 0, 0))
        // The Randomize button is a live control (LiveViewTests presses it), not part of the figure.
        let demo = try #require(runner.figure("DemoView()"))
        // The 256-point frame, grown to show the random outline's stroke wherever it pokes out.
        let size = demo.displayList.size
        #expect(size.width >= 256 && size.width < 256 + 40 && size.height >= 256 && size.height < 256 + 40)
        let ink = try #require(demo.displayList.items.inkBounds(outside: .zero))
        #expect(ink.minX >= 0 && ink.minY >= 0 && ink.maxX <= size.width && ink.maxY <= size.height)
        guard case .vector(let values)? = runner.value("shapeControlPoints") else {
            Issue.record("shapeControlPoints is not an AnimatableVector")
            return
        }
        #expect(values.count == 200)
        for i in stride(from: 0, to: values.count, by: 2) {
            let r = Point(x: values[i], y: values[i + 1]).distance(to: Point(x: 0.5, y: 0.5))
            #expect(abs(r - 0.5) < 0.01)
        }
    }

    @Test func pathDrawingArticleBasicShapesAndPreviews() throws {
        let runner = Runner()
        let outcomes = try runner.load(fixture: "003_basic_shapes.shape")
        expectAllSucceeded(outcomes, "003 basic")
        if case .success(.figure(let preview)?) = outcomes[2] { #expect(preview.displayList.size == Size(width: 300, height: 250)) }
        else { Issue.record("RoundedRectView_Previews shows no figure") }
        let area = try #require(runner.path("RoundedRectShape().path(in: CGRect(x: 0, y: 0, width: 200, height: 150))")).area
        #expect(abs(area - (30000 - (4 - Double.pi) * 400)) < 1)
        let styling = try runner.load(fixture: "003_styling.shape")
        expectAllSucceeded(styling, "003 styling")
        // The article (before iOS 17) shows `.stroke(.gray).fill(.gray)` as an error; since iOS 17 a
        // stroked shape can be filled too: the stroke, then the fill on top.
        if case .success(.figure(let both)?) = styling[2] {
            let kinds = both.displayList.items.map { item -> String in
                switch item { case .stroke: "stroke"; case .fill: "fill"; default: "other" }
            }
            #expect(kinds == ["stroke", "fill"])
        } else {
            Issue.record("stroke then fill shows no figure")
        }
    }

    @Test func pathDrawingArticleListingsDrawTheirPaths() throws {
        let runner = Runner()
        try runner.load(fixture: "003_basic_shapes.shape")
        let outcomes = try runner.load(fixture: "003_paths.shape")
        expectAllSucceeded(outcomes, "003 paths")
        for previewCell in [3, 7] {
            guard case .success(.figure(let preview)?) = outcomes[previewCell] else {
                Issue.record("cell \(previewCell + 1) of 003_paths shows no preview")
                continue
            }
            // 200×150 framed by previewingShape(), padded by 50 on each side.
            #expect(preview.displayList.size == Size(width: 300, height: 250))
            #expect(!preview.displayList.items.isEmpty)
        }
        let rect = "CGRect(x: 0, y: 0, width: 200, height: 100)"
        let banner = try #require(runner.path("BannerShape().path(in: \(rect))"))
        #expect(kinds(banner) == (1, 2, 0, 0, 1))
        #expect(abs(banner.area - 10000) < 1e-9)
        #expect(abs(try #require(runner.path("BannerAbsoluteShape().path(in: \(rect))")).area - 1800) < 1e-9)
        let unsafe = try #require(runner.path("RoundedRectArcUnsafeShape(cornerRadius: 20).path(in: \(rect))"))
        #expect(abs(unsafe.area - (20000 - (4 - Double.pi) * 400)) < 1)
        #expect(kinds(try #require(runner.path("QuadCurveScoop(pointOffsetFraction: 0.5).path(in: \(rect))"))) == (1, 0, 1, 0, 0))
        let cloud1 = try #require(runner.path("Cloud1Shape().path(in: \(rect))"))
        #expect(kinds(cloud1).moves == 3)
        let cloud2 = try #require(runner.path("Cloud2Shape().path(in: \(rect))"))
        #expect(kinds(cloud2).moves == 1)
        #expect(cloud2.area < cloud1.area)
        let bubble = try #require(runner.path("MapOnboardingBubbleShape().path(in: \(rect))"))
        #expect(kinds(bubble).moves == 1)
        #expect(bubble.boundingRect.maxY > 100 + 5)
        #expect(runner.figure("DrawBubbleView()") != nil)
        #expect(runner.figure("BubbleTransitionView()")?.displayList.size.width == 200)
    }

    @Test func starArticleListingsRunAndLayOut() throws {
        let runner = Runner()
        let sharp = try runner.load(fixture: "004_star_sharp.shape")
        expectAllSucceeded(sharp, "004 sharp")
        if case .success(.figure(let f)?) = sharp[1] { #expect(f.displayList.size == Size(width: 150, height: 466)) }
        let star = try #require(runner.path("StarShape(points: 5).path(in: CGRect(x: 0, y: 0, width: 150, height: 150))"))
        #expect(kinds(star) == (1, 9, 0, 0, 1))
        let rounded = try runner.load(fixture: "004_star_rounded.shape")
        expectAllSucceeded(rounded, "004 rounded")
        let inner = try runner.load(fixture: "004_star_inner.shape")
        expectAllSucceeded(inner, "004 inner")
        let view6 = try #require(runner.figure("StarShapeView6()"))
        #expect(view6.displayList.size == Size(width: 308, height: 474))
        if case .success(.figure(let f)?) = inner.last { #expect(f.displayList.size.width == 4 * 300 + 3 * 8) }
        let sharpArea = try #require(runner.path("StarShape2(points: 5, cornerRadius: 0).path(in: CGRect(x: 0, y: 0, width: 300, height: 300))")).area
        let roundArea = try #require(runner.path("StarShape2(points: 5, cornerRadius: 4).path(in: CGRect(x: 0, y: 0, width: 300, height: 300))")).area
        #expect(sharpArea > 0)
        #expect(roundArea != sharpArea)
    }
}
