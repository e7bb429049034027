import Foundation
import Geometry
import Testing
@testable import Canvas

/// Strokes and paints under a non-uniform `scaleEffect` are exact, and image paints resolve to
/// tiles anchored at their frame.
@Suite struct TransformedPaintTests {
    func items(_ view: View) throws -> [DisplayItem] {
        try layoutFigure(view, proposedSize: Size(width: 200, height: 200), description: "").displayList.items
    }

    /// The gradient parameter of a linear gradient at `p` (0 at the start, 1 at the end).
    func parameter(_ paint: Paint, at p: Point) -> Double? {
        guard case .linearGradient(_, let start, let end) = paint else { return nil }
        let axis = end - start
        return (p - start).dot(axis) / axis.dot(axis)
    }

    @Test func strokeUnderNonUniformScaleIsTheTransformedOutline() throws {
        // A circle of radius 20 with a 4-point pen, scaled 2× across and ½× down: the ring between
        // ellipses with semi-axes 2·(20 ± 2) and ½·(20 ± 2), area π·2·½·(22² − 18²) = 160π.
        let view = AnyShape.circle.stroke(.color(.blue), lineWidth: 4).frame(width: 40, height: 40)
            .scaleEffect(x: 2, y: 0.5).frame(width: 100, height: 100)
        let drawn = try items(view)
        #expect(drawn.count == 1)
        guard case .fill(let outline, let paint, let rule) = drawn.first else { Issue.record("not a fill: \(drawn)"); return }
        #expect(paint == .solid(.blue))
        #expect(rule == .nonZero)
        let bounds = outline.boundingRect
        #expect(abs(bounds.width - 88) < 0.02)
        #expect(abs(bounds.height - 22) < 0.02)
        #expect(abs(bounds.midX - 50) < 1e-6 && abs(bounds.midY - 50) < 1e-6)
        #expect(abs(outline.signedArea.magnitude - 160 * Double.pi) < 0.005 * 160 * Double.pi)
    }

    @Test func dashesUnderNonUniformScaleAreScaledAlongThePath() throws {
        // A horizontal line 40 long dashed 10 on / 10 off, scaled 2× across: dashes 20 long.
        let line = AnyShape(name: "Line", makePath: { rect in
            Path { $0.addLines([Point(x: 0, y: rect.midY), Point(x: rect.maxX, y: rect.midY)]) }
        })
        let view = line.stroke(.color(.red), style: StrokeStyle(lineWidth: 2, dash: [10, 10])).frame(width: 40, height: 10)
            .scaleEffect(x: 2, y: 1.5, anchor: .topLeading)
        guard case .fill(let outline, _, _) = try items(view).first else { Issue.record("not a fill"); return }
        // Two dashes, each 20 × (2 · 1.5) = 60 in area.
        #expect(abs(outline.signedArea.magnitude - 120) < 1e-6)
        #expect(abs(outline.boundingRect.width - 60) < 1e-6)
    }

    @Test func strokeUnderSimilarityStaysAStroke() throws {
        let view = AnyShape.rectangle.stroke(.color(.green), lineWidth: 3).frame(width: 40, height: 20)
            .scaleEffect(2).rotationEffect(.degrees(30))
        guard case .stroke(_, _, let style) = try items(view).first else { Issue.record("not a stroke"); return }
        #expect(abs(style.lineWidth - 6) < 1e-12)
    }

    @Test func linearGradientKeepsEveryPointsParameterUnderAnyAffineMap() {
        let gradient = Paint.linearGradient(stops: [], start: Point(x: 10, y: 20), end: Point(x: 50, y: 35))
        let transforms = [Transform(scaleX: 2, y: 0.5), Transform(a: 1.3, b: 0.4, c: -0.7, d: 0.9, tx: 5, ty: -3)]
        for t in transforms {
            let mapped = gradient.applying(t)
            for p in [Point(x: 0, y: 0), Point(x: 33, y: -12), Point(x: 70, y: 41), Point(x: 10, y: 20)] {
                guard let before = parameter(gradient, at: p), let after = parameter(mapped, at: t.apply(to: p)) else {
                    Issue.record("not a linear gradient: \(mapped)")
                    return
                }
                #expect(abs(before - after) < 1e-12, "\(t) at \(p)")
            }
        }
    }

    @Test func radialAndAngularGradientsUnderNonUniformScaleCarryTheirTransform() throws {
        let radial = ShapeStyle.radialGradient(Gradient(colors: [.white, .black]), center: .center, startRadius: 0, endRadius: 20)
        let view = AnyShape.circle.fill(radial).frame(width: 40, height: 40).scaleEffect(x: 2, y: 1)
        guard case .fill(_, let paint, _) = try items(view).first else { Issue.record("no fill"); return }
        // Scaled about its centre the circle reaches x = −20, so the figure moves right by 20.
        let scale = Transform(scaleX: 2, y: 1).about(Point(x: 20, y: 20)).concatenating(Transform(translationX: 20, y: 0))
        #expect(paint == .transformed(.radialGradient(stops: Gradient(colors: [.white, .black]).stops, center: Point(x: 20, y: 20),
                                                      startRadius: 0, endRadius: 20), scale))
        // Nested transforms compose into one.
        let twice = Paint.angularGradient(stops: [], center: .zero, startAngle: .zero, endAngle: .degrees(90))
            .applying(Transform(scaleX: 2, y: 1)).applying(Transform(translationX: 5, y: 0))
        #expect(twice == .transformed(.angularGradient(stops: [], center: .zero, startAngle: .zero, endAngle: .degrees(90)),
                                      Transform(a: 2, b: 0, c: 0, d: 1, tx: 5, ty: 0)))
        // A similarity maps the gradient itself.
        let rotated = Paint.radialGradient(stops: [], center: Point(x: 1, y: 0), startRadius: 1, endRadius: 2)
            .applying(Transform(rotationAngle: .pi / 2).scaledBy(x: 3, y: 3))
        guard case .radialGradient(_, let center, let r0, let r1) = rotated else { Issue.record("not radial"); return }
        #expect(center.distance(to: Point(x: 0, y: 3)) < 1e-12 && abs(r0 - 3) < 1e-12 && abs(r1 - 6) < 1e-12)
    }

    // MARK: - Image paints

    func picture(width: Int, height: Int) throws -> ImagePixels {
        var samples: [UInt8] = []
        for y in 0..<height { for x in 0..<width { samples += [UInt8(x * 10), UInt8(y * 10), 7, 255] } }
        return try ImagePixels(width: width, height: height, samples: samples)
    }

    @Test func imagePaintTilesStartAtTheFrame() throws {
        let pixels = try picture(width: 4, height: 2)
        let view = View.hStack(spacing: 0, children: [
            AnyShape.rectangle.fill(.color(.red)).frame(width: 30, height: 10),
            AnyShape.circle.fill(.image(pixels, sourceRect: Rect(x: 0, y: 0, width: 1, height: 1), scale: 2.5)).frame(width: 50, height: 50),
        ])
        guard case .fill(_, let paint, _) = try items(view).last else { Issue.record("no fill"); return }
        #expect(paint == .image(pixels, tile: Rect(x: 30, y: 0, width: 10, height: 5), opacity: 1))
        let faded = try items(AnyShape.rectangle.fill(ShapeStyle.image(pixels).opacity(0.25)).frame(width: 8, height: 8))
        guard case .fill(_, .image(_, let tile, let opacity), _) = faded.first else { Issue.record("no image fill"); return }
        #expect(tile == Rect(x: 0, y: 0, width: 4, height: 2) && opacity == 0.25)
    }

    @Test func imagePaintSourceRectCropsWholePixels() throws {
        let pixels = try picture(width: 4, height: 2)
        let right = pixels.cropped(toUnitRect: Rect(x: 0.5, y: 0, width: 0.5, height: 1))
        #expect(right.width == 2 && right.height == 2)
        #expect(right.pixel(x: 0, y: 1).map { [$0.red, $0.green, $0.blue, $0.alpha] } == [20, 10, 7, 255])
        // Rounded to the nearest pixel edge, and never empty.
        let sliver = pixels.cropped(toUnitRect: Rect(x: 0.99, y: 0.4, width: 0.001, height: 0.01))
        #expect(sliver.width == 1 && sliver.height == 1)
        #expect(pixels.cropped(toUnitRect: Rect(x: 0, y: 0, width: 1, height: 1)) == pixels)
    }

    @Test func imagePaintFollowsScalesAndRotations() throws {
        let pixels = try picture(width: 2, height: 2)
        let paint = Paint.image(pixels, tile: Rect(x: 10, y: 10, width: 2, height: 2), opacity: 1)
        #expect(paint.applying(Transform(scaleX: 3, y: 2).translatedBy(x: 1, y: 1))
            == .image(pixels, tile: Rect(x: 33, y: 22, width: 6, height: 4), opacity: 1))
        let turn = Transform(rotationAngle: 0.5)
        #expect(paint.applying(turn) == .transformed(paint, turn))
        let mirror = Transform(scaleX: -1, y: 1)
        #expect(paint.applying(mirror) == .transformed(paint, mirror))
    }

    @Test func rotatedOrMirroredImageViewsFillTheirFrameWithTheImage() throws {
        let pixels = try picture(width: 4, height: 2)
        let frame = Rect(x: 0, y: 0, width: 40, height: 20)
        let turned = try items(View.image(pixels, resizable: true).frame(width: 40, height: 20).rotationEffect(.degrees(90)))
        // Turned about (20, 10) the frame spans y −10…30, so the figure moves down by 10.
        let turn = Transform(rotationAngle: .pi / 2).about(Point(x: 20, y: 10)).concatenating(Transform(translationX: 0, y: 10))
        guard case .fill(let path, let paint, .nonZero) = turned.first else { Issue.record("not a fill: \(turned)"); return }
        #expect(paint == .transformed(.image(pixels, tile: frame, opacity: 1), turn))
        let bounds = path.boundingRect
        #expect(abs(bounds.width - 20) < 1e-9 && abs(bounds.height - 40) < 1e-9)
        // Upright and axis-aligned scales keep the image item.
        let upright = try items(View.image(pixels, resizable: true).frame(width: 40, height: 20).scaleEffect(x: 2, y: 1, anchor: .topLeading))
        #expect(upright == [.image(pixels, rect: Rect(x: 0, y: 0, width: 80, height: 20))])
        // A mirror is drawn mirrored, not as the upright picture in the mirrored rect.
        let mirrored = try items(View.image(pixels, resizable: true).frame(width: 40, height: 20).scaleEffect(x: -1, y: 1))
        guard case .fill(_, .transformed(_, let t), _) = mirrored.first else { Issue.record("not a transformed fill: \(mirrored)"); return }
        #expect(t.a == -1 && t.d == 1)
    }
}
