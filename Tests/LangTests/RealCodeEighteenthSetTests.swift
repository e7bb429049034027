import Testing
import Canvas
import Geometry
@testable import Lang

/// Patterns of the eighteenth set of SwiftUI code from public repositories (docs/real-code.md),
/// written here in our own words.
@Suite struct RealCodeEighteenthSetTests {
    /// A filled rect `transform` draws from a 20×10 red rectangle centred in a 100×100 frame (its
    /// top-left corner at (40, 45)).
    func transformed(_ transform: String) throws -> Rect? {
        let rects = try filledRects(drawnBy: """
            Rectangle().fill(.red).frame(width: 20, height: 10)
                .transformEffect(\(transform))
                .frame(width: 100, height: 100)
            """)
        #expect(rects.count == 1)
        return rects.first
    }

    func close(_ rect: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Bool {
        guard let rect else { return false }
        return [rect.minX - x, rect.minY - y, rect.width - width, rect.height - height].allSatisfy { abs($0) < 1e-9 }
    }

    /// A moon's spots placed by `.transformEffect(.init(translationX: diameter * 0.2, y: …))` ("value
    /// of type 'some View' has no member 'transformEffect'" before): the view is drawn through the
    /// affine transform from its top-left corner, a point (x, y) at (a·x + c·y + tx, b·x + d·y + ty),
    /// and its layout stays where it was.
    @Test func aTransformEffectDrawsThroughTheTransformFromTheTopLeft() throws {
        #expect(close(try transformed(".identity"), 40, 45, 20, 10))
        #expect(close(try transformed("CGAffineTransform(translationX: 15, y: -5)"), 55, 40, 20, 10))
        // Scaled from the top-left corner, not the centre as `scaleEffect` would.
        #expect(close(try transformed("CGAffineTransform(scaleX: 2, y: 3)"), 40, 45, 40, 30))
        // A quarter turn about the corner: (x, y) → (−y, x).
        #expect(close(try transformed("CGAffineTransform(rotationAngle: .pi / 2)"), 30, 45, 10, 20))
        // A shear: (x, y) → (x + y, y).
        let sheared = try cleanDisplayList("""
            Rectangle().fill(.red).frame(width: 20, height: 10)
                .transformEffect(CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0))
                .frame(width: 100, height: 100)
            """)
        let corners = sheared?.items.compactMap { item -> Rect? in
            if case .fill(let path, _, _) = item { return path.boundingRect }
            return nil
        }
        #expect(corners.map { $0.count == 1 && self.close($0.first, 40, 45, 30, 10) } == true)
        // The frame around it is laid out as before: a stack puts the next view below 10 points.
        let stacked = try filledRects(drawnBy: """
            VStack(spacing: 0) {
                Rectangle().fill(.red).frame(width: 20, height: 10).transformEffect(CGAffineTransform(scaleX: 2, y: 2))
                Rectangle().fill(.blue).frame(width: 20, height: 10)
            }
            """)
        #expect(stacked.count == 2)
        if stacked.count == 2 { #expect(abs(stacked[1].minY - stacked[0].minY - 10) < 1e-9) }
    }

    /// `withAnimation(.spring(.bouncy(duration: 0.6))) { … }` in a music visualiser ("no exact
    /// matches in call to static method 'spring'" before): iOS 17's `Spring` and
    /// `Animation.spring(_:blendDuration:)`; the animation takes the spring's duration, and the
    /// named springs bounce 0, 0.15 and 0.3 (plus any extra bounce).
    @Test func aSpringValueMakesASpringAnimation() throws {
        let printed = SurfaceCompletionTests.printed("""
            print(Spring.smooth.bounce, Spring.snappy.bounce, Spring.bouncy.bounce)
            print(Spring.bouncy(duration: 0.6, extraBounce: 0.1).duration, Spring.bouncy(duration: 0.6, extraBounce: 0.1).bounce)
            print(Spring(response: 0.4, dampingRatio: 1).bounce)
            """)
        #expect(printed == "0.0 0.15 0.3\n0.6 0.4\n0.0\n")
        #expect(SurfaceCompletionTests.printed("print(Animation.spring(.bouncy(duration: 0.6)))")
                == SurfaceCompletionTests.printed("print(Animation.spring(duration: 0.6))"))
        let visualiser = """
            struct Bars: View {
                @State private var heights: [CGFloat] = [4, 8, 12]
                var body: some View {
                    HStack(spacing: 2) {
                        ForEach(0..<3) { index in
                            Capsule().fill(Color.blue).frame(width: 3, height: heights[index])
                        }
                    }
                    .onAppear {
                        withAnimation(ANIMATION) { heights = [12, 16, 20] }
                    }
                }
            }
            Bars()
            """
        let spring = try cleanDisplayList(visualiser.replacingOccurrences(of: "ANIMATION", with: ".spring(.bouncy(duration: 0.6))"))
        let plain = try cleanDisplayList(visualiser.replacingOccurrences(of: "ANIMATION", with: ".spring(duration: 0.6)"))
        #expect(spring != nil)
        #expect(spring == plain)
    }

    /// A spinner's `Animation.timingCurve(0.5, 0.15 + Double(index) / 5, 0.25, 1, duration: 1.5)`
    /// ("type 'Animation' has no member 'timingCurve'" before): a cubic Bézier from (0, 0) to
    /// (1, 1) through the two control points, kept through `speed` and `repeatForever`; a still
    /// figure shows it as it shows any other repeating change.
    @Test func aTimingCurveIsABezierOfItsOwn() throws {
        // CSS's `ease`, (0.25, 0.1, 0.25, 1), solved by bisection in double precision: 0.802403…
        // at a half and 0.408510… at a quarter; SwiftUI's easeInOut is (0.42, 0, 0.58, 1).
        let ease = AnimationCurve.timingCurve(0.25, 0.1, 0.25, 1)
        #expect(abs(ease(0.5) - 0.802403387584857) < 1e-8)
        #expect(abs(ease(0.25) - 0.40851059135539586) < 1e-8)
        #expect(ease(0) == 0 && ease(1) == 1)
        for t in [0.1, 0.3, 0.5, 0.7, 0.9] {
            #expect(abs(AnimationCurve.timingCurve(0.42, 0, 0.58, 1)(t) - AnimationCurve.easeInOut(t)) < 1e-12)
        }
        // x outside 0…1 is brought into it, so the curve still rises through every t once.
        let clamped = AnimationCurve.timingCurve(-1, 0, 2, 1)
        #expect(clamped == AnimationCurve.timingCurve(0, 0, 1, 1))
        #expect(AnimationCurve.timingCurve(.nan, 0, 1, 1) == .linear)

        #expect(SurfaceCompletionTests.printed("""
            print(Animation.timingCurve(0.5, 0.35, 0.25, 1))
            print(Animation.timingCurve(0.5, 0.35, 0.25, 1, duration: 1.5).speed(2))
            print(Animation.timingCurve(0.5, 0.35, 0.25, 1, duration: 1.5).repeatForever())
            """) == """
            Animation.timingCurve(0.5, 0.35, 0.25, 1, duration: 0.35)
            Animation.timingCurve(0.5, 0.35, 0.25, 1, duration: 0.75)
            Animation.timingCurve(0.5, 0.35, 0.25, 1, duration: 1.5).repeatForever(autoreverses: true)

            """)
        // `animate` samples along the curve: at a 1 s duration and 3 fps the middle frame shows
        // progress 0.795395… of the way (the Bézier at a half), a bar 100 × that wide.
        let session = Lang.Session()
        #expect(!session.run("""
            animate(Animation.timingCurve(0.5, 0.35, 0.25, 1, duration: 1), fps: 3) { t in
                Rectangle().frame(width: 1 + 100 * t, height: 10)
            }
            """).isRejected)
        let animation = try #require(try session.cellAnimation())
        let bars = (0..<3).compactMap { SurfaceCompletionTests.filledRects(animation.frame(atStep: $0).displayList).first?.width }
        #expect(bars.count == 3)
        if bars.count == 3 { #expect(abs(bars[1] - (1 + 100 * 0.7953952221871974)) < 1e-6) }

        let spinner = """
            struct Dot: View {
                @State private var on = false
                var body: some View {
                    Circle().frame(width: 10, height: 10).offset(y: -20)
                        .scaleEffect(on ? 0.2 : 1)
                        .rotationEffect(.degrees(on ? 360 : 0))
                        .animation(ANIMATION.repeatForever(autoreverses: false), value: on)
                        .onAppear { on = true }
                }
            }
            Dot().frame(width: 60, height: 60)
            """
        let curved = try cleanDisplayList(spinner.replacingOccurrences(of: "ANIMATION", with: "Animation.timingCurve(0.5, 0.35, 0.25, 1, duration: 1.5)"))
        let eased = try cleanDisplayList(spinner.replacingOccurrences(of: "ANIMATION", with: "Animation.easeInOut(duration: 1.5)"))
        #expect(curved != nil)
        #expect(curved == eased)
    }
}
