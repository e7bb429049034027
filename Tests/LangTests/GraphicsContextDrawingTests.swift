import Canvas
import Geometry
import Testing
@testable import Lang

/// Issue 15's `GraphicsContext` operations that had only a display-list fingerprint through Lang,
/// checked by what they draw: `concatenate` and `transform` place later drawing, a gradient
/// stroke keeps its gradient and `StrokeStyle`, `addFilter(.shadow)` casts the shadow asked for,
/// and a symbol drawn by the context or as a view is a placeholder of its font's size, or of its
/// frame once resizable.
@Suite struct GraphicsContextDrawingTests {
    /// Whether two rectangles agree to within `tolerance` on every edge.
    static func close(_ a: Rect?, _ b: Rect, tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
    }

    /// The paint under any transform wrapping it.
    static func unwrapped(_ paint: Paint) -> Paint {
        if case .transformed(let inner, _) = paint { return unwrapped(inner) }
        return paint
    }

    @Test func concatenateAppliesBeforeTheTransformAndTransformReplacesIt() throws {
        let rects = SurfaceCompletionTests.filledRects(try SurfaceCompletionTests.drawn("""
            Canvas { context, size in
                context.translateBy(x: 10, y: 0)
                context.concatenate(CGAffineTransform(scaleX: 2, y: 3))
                context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
                context.transform = CGAffineTransform(translationX: 40, y: 20)
                context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.blue))
            }
            .frame(width: 100, height: 60)
            """))
        try #require(rects.count == 2, "\(rects)")
        // Scaled first (2×3), then moved 10 right; then the transform set outright.
        #expect(Self.close(rects[0], Rect(x: 10, y: 0, width: 10, height: 15)), "\(rects[0])")
        #expect(Self.close(rects[1], Rect(x: 40, y: 20, width: 5, height: 5)), "\(rects[1])")
    }

    @Test func aGradientStrokeKeepsItsGradientAndStrokeStyle() throws {
        let list = try SurfaceCompletionTests.drawn("""
            Canvas { context, size in
                context.stroke(Path(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40)),
                               with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero,
                                                     endPoint: CGPoint(x: 60, y: 0)),
                               style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [4, 2]))
            }
            .frame(width: 60, height: 60)
            """)
        let strokes = list.items.compactMap { item -> (Path, Paint, StrokeStyle)? in
            if case .stroke(let path, let paint, let style) = item { return (path, paint, style) }
            return nil
        }
        let (path, paint, style) = try #require(strokes.first, "\(list.items)")
        #expect(strokes.count == 1)
        #expect(Self.close(path.boundingRect, Rect(x: 10, y: 10, width: 40, height: 40), tolerance: 1e-3))
        #expect(style.lineWidth == 6 && style.lineCap == .round && style.dash == [4, 2], "\(style)")
        guard case .linearGradient(let stops, let start, let end) = Self.unwrapped(paint) else {
            Issue.record("expected a linear gradient, got \(paint)")
            return
        }
        #expect(stops.map(\.color) == [RGBA.red, RGBA.blue], "\(stops)")
        #expect(start == Point(x: 0, y: 0) && end == Point(x: 60, y: 0), "\(start) \(end)")
    }

    @Test func addFilterShadowCastsTheShadowAskedFor() throws {
        let list = try SurfaceCompletionTests.drawn("""
            Canvas { context, size in
                context.addFilter(.shadow(color: .red, radius: 3, x: 4, y: 5))
                context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.blue))
            }
            .frame(width: 60, height: 60)
            """)
        let shadows = list.items.flatMap { item -> [LayerFilter] in
            guard case .beginLayer(let layer) = item else { return [] }
            return layer.filters.filter { if case .shadow = $0 { true } else { false } }
        }
        #expect(shadows == [.shadow(color: .red, radius: 3, x: 4, y: 5)], "\(list.items)")
        #expect(SurfaceCompletionTests.filledRects(list) == [Rect(x: 10, y: 10, width: 20, height: 20)])
    }

    /// SF Symbols are placeholders 1.2 × the font size on a side (a rounded square inset by 8%),
    /// centred where the context draws them and sized by the font as a view.
    @Test func aSymbolIsAPlaceholderOfItsFontsSize() throws {
        let drawnByContext = SurfaceCompletionTests.filledRects(try SurfaceCompletionTests.drawn("""
            Canvas { context, size in
                context.draw(Image(systemName: "star"), at: CGPoint(x: 50, y: 30))
            }
            .frame(width: 100, height: 60)
            """))
        let side = 17 * 1.2
        let expected = Rect(x: 50 - side / 2, y: 30 - side / 2, width: side, height: side)
            .insetBy(dx: side * 0.08, dy: side * 0.08)
        #expect(drawnByContext.count == 1 && Self.close(drawnByContext.first, expected, tolerance: 1e-6), "\(drawnByContext)")

        let asAView = SurfaceCompletionTests.filledRects(try SurfaceCompletionTests.drawn(
            "Image(systemName: \"heart\").font(.system(size: 20))"))
        #expect(asAView.count == 1 && abs((asAView.first?.width ?? 0) - 24 * 0.84) < 1e-6, "\(asAView)")
    }

    /// A resizable symbol fills what it is offered (real snippets 239 and 256 size their weather
    /// symbols by a frame), and `scaledToFit()` keeps it square: its ideal size is the font's.
    @Test func aResizableSymbolFillsItsFrame() throws {
        let stretched = SurfaceCompletionTests.filledRects(try SurfaceCompletionTests.drawn(
            "Image(systemName: \"cloud.sun.fill\").resizable().frame(width: 100, height: 60)"))
        let frame = Rect(x: 0, y: 0, width: 100, height: 60)
        #expect(stretched.count == 1 && Self.close(stretched.first, frame.insetBy(dx: 8, dy: 4.8)), "\(stretched)")

        let fitted = SurfaceCompletionTests.filledRects(try SurfaceCompletionTests.drawn(
            "Image(systemName: \"cloud.sun.fill\").resizable().scaledToFit().frame(width: 100, height: 60)"))
        let square = Rect(x: 20, y: 0, width: 60, height: 60)
        #expect(fitted.count == 1 && Self.close(fitted.first, square.insetBy(dx: 4.8, dy: 4.8)), "\(fitted)")
    }
}
