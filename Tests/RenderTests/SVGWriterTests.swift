import Canvas
import Geometry
import Testing
@testable import Render

/// The SVG text: numbers, elements and attributes, shared definitions, scope nesting.
struct SVGWriterTests {
    private func svg(_ items: [DisplayItem], background: RGBA = .clear) -> String {
        // No context is installed, so nothing interrupts it; "" would fail every expectation.
        (try? Renderer().svg(TestShapes.figure(100, 50, scale: 2, background: background, items))) ?? ""
    }

    @Test func numbersAreShortAndStable() {
        #expect(SVGFormat.number(12) == "12")
        #expect(SVGFormat.number(0.5) == "0.5")
        #expect(SVGFormat.number(-3.14159) == "-3.142")
        #expect(SVGFormat.number(0.0004) == "0")
        #expect(SVGFormat.number(-0.0004) == "0")
        #expect(SVGFormat.number(2.05) == "2.05")
        #expect(SVGFormat.number(1.0005) == "1.001")
        #expect(SVGFormat.number(.nan) == "0")
        #expect(SVGFormat.number(-1234567.0625) == "-1234567.063")
        #expect(SVGFormat.decimal(0.000123, places: 6, below: 1e9) == "0.000123")
        #expect(SVGFormat.decimal(10.5, places: 0, below: 1e9) == "11")
        // A scaled value past Int's range is refused even when the caller's limit allows it.
        #expect(SVGFormat.decimal(5e12, places: 9, below: 1e20) == "0")
        #expect(SVGFormat.hexColor(red: 1, green: 0.5, blue: 0) == "#ff8000")
    }

    @Test func pathDataReadsBackAsTheSamePath() throws {
        let blob = FigureCatalogue.blob(center: Point(x: 50.123456, y: -20.5), radius: 30, count: 7, seed: 1)
        var path = blob
        path.move(to: Point(x: 1, y: 1))
        path.addQuadCurve(to: Point(x: 3.25, y: 1), control: Point(x: 2, y: -0.0001))
        let parsed = try Path(svgPathData: SVGFormat.pathData(path))
        #expect(parsed.elements.count == path.elements.count)
        for (a, b) in zip(parsed.elements, path.elements) {
            #expect(a.endPoint.map { p in b.endPoint.map { p.distance(to: $0) < 0.001 } ?? false } ?? (b.endPoint == nil))
        }
    }

    @Test func documentHasSizeAndViewBoxInPoints() {
        let text = svg([])
        #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"50\" viewBox=\"0 0 100 50\">"))
        #expect(text.hasSuffix("</svg>\n"))
    }

    @Test func fillsAreOnePathEach() {
        let rect = TestShapes.rectangle(Rect(x: 1, y: 2, width: 3, height: 4))
        let text = svg([.fill(path: rect, paint: .solid(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)), rule: .evenOdd)],
                       background: .white)
        #expect(text.contains("<rect width=\"100\" height=\"50\" fill=\"#ffffff\"/>"))
        #expect(text.contains("<path d=\"M1 2 L4 2 L4 6 L1 6 Z\" fill=\"#ff0000\" fill-opacity=\"0.5\" fill-rule=\"evenodd\"/>"))
    }

    @Test func strokeAttributesDifferingFromSVGDefaultsAreWritten() {
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .miter, miterLimit: 10, dash: [4, 2], dashPhase: 1)
        #expect(SVGWriter.strokeAttributes(style)
                == " stroke-width=\"3\" stroke-linecap=\"round\" stroke-miterlimit=\"10\" stroke-dasharray=\"4 2\" stroke-dashoffset=\"1\"")
        #expect(SVGWriter.strokeAttributes(StrokeStyle(lineWidth: 1, lineJoin: .bevel)) == " stroke-width=\"1\" stroke-linejoin=\"bevel\"")
    }

    @Test func gradientsAndClipsAreSharedDefinitions() {
        let rect = TestShapes.rectangle(Rect(x: 0, y: 0, width: 10, height: 10))
        let gradient = Paint.linearGradient(stops: [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)],
                                            start: .zero, end: Point(x: 10, y: 0))
        let text = svg([.beginClip(path: rect, rule: .nonZero), .fill(path: rect, paint: gradient, rule: .nonZero), .endClip,
                        .beginClip(path: rect, rule: .nonZero), .fill(path: rect, paint: gradient, rule: .nonZero), .endClip])
        #expect(text.components(separatedBy: "<linearGradient").count == 2)
        #expect(text.components(separatedBy: "<clipPath").count == 2)
        #expect(text.components(separatedBy: "fill=\"url(#gradient").count == 3)
        #expect(text.contains("gradientUnits=\"userSpaceOnUse\""))
    }

    @Test func scopesNestAndUnbalancedEndsAreTolerated() {
        let text = svg([.beginGroup(opacity: 0.5), .beginClip(path: TestShapes.rectangle(Rect(x: 0, y: 0, width: 5, height: 5)), rule: .nonZero),
                        .endGroup, .endClip, .beginGroup(opacity: 0.25)])
        #expect(text.components(separatedBy: "<g").count - 1 == text.components(separatedBy: "</g>").count - 1)
        #expect(text.contains("<g opacity=\"0.5\">"))
        #expect(text.contains("<g opacity=\"0.25\">"))
    }

    @Test func radialGradientStopsMoveToTheirRadii() {
        let paint = Paint.radialGradient(stops: [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)],
                                         center: Point(x: 5, y: 5), startRadius: 10, endRadius: 40)
        let text = svg([.fill(path: TestShapes.rectangle(Rect(x: 0, y: 0, width: 10, height: 10)), paint: paint, rule: .nonZero)])
        #expect(text.contains("r=\"40\""))
        #expect(text.contains("<stop offset=\"0.25\" stop-color=\"#000000\"/><stop offset=\"1\" stop-color=\"#ffffff\"/>"))
    }

    /// `Color.secondary` is the page's colour at 60% inline, secondaryLabel's grey (what the PNG
    /// draws) as a document in the light appearance, and the page's colour again in the dark one.
    @Test func secondaryIsTheLabelGreyAsADocumentAndFollowsThePageInline() {
        let square = TestShapes.rectangle(Rect(x: 0, y: 0, width: 10, height: 10))
        let text = svg([.fill(path: square, paint: .solid(.secondary), rule: .nonZero),
                        .stroke(path: square, paint: .solid(.primary), style: StrokeStyle(lineWidth: 1))])
        #expect(text.contains("fill=\"currentColor\" class=\"secondary-fill\" fill-opacity=\"0.6\""))
        #expect(text.contains("stroke=\"currentColor\" stroke-width"))
        #expect(text.contains("<style>svg:root{color:#000}svg:root .secondary-fill{fill:#3c3c43}@media (prefers-color-scheme:dark)"
                              + "{svg:root{color:#fff;background:#111}svg:root .secondary-fill{fill:currentColor}}</style>"))
        #expect(!text.contains("secondary-stroke"), "rules only for the properties some element paints")
    }
}
