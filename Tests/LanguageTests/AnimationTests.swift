import Canvas
import Foundation
import Geometry
import Testing
@testable import Language

/// `animate(…)`: which progress each frame sees, in which order, and how failures and limits behave.
@Suite struct AnimationTests {
    /// The cell's animation, or nil.
    func animation(_ runner: Runner, _ source: String) -> AnimatedFigure? {
        if case .success(.animation(let animation)?) = runner.run(source) { return animation }
        return nil
    }

    /// The width of the first filled item's bounds in each distinct frame.
    func widths(_ animation: AnimatedFigure) -> [Double] {
        animation.frames.map { frame in
            for item in frame.displayList.items { if case .fill(let path, _, _) = item { return path.boundingRect.width } }
            return 0
        }
    }

    @Test func forwardFramesRunFromZeroToOneInclusive() throws {
        let runner = Runner()
        // The bar is 100 × t wide: the frames show t = 0, 0.25, 0.5, 0.75, 1.
        let anim = try #require(animation(runner, "animate(duration: 0.5, fps: 10) { t in Rectangle().frame(width: 100 * t + 1, height: 10).frame(width: 101, height: 10, alignment: .leading) }"))
        #expect(anim.sequence == [0, 1, 2, 3, 4])
        #expect(anim.framesPerSecond == 10)
        #expect(abs(anim.duration - 0.5) < 1e-12)
        #expect(!anim.returnsToStart)
        let expected = [1.0, 26, 51, 76, 101]
        #expect(zip(widths(anim), expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(widths(anim))")
    }

    @Test func autoreversingLoopsThereAndBackDrawingEachProgressOnce() throws {
        let runner = Runner()
        let anim = try #require(animation(runner, "animate(duration: 0.4, fps: 10, autoreverses: true) { t in Rectangle().frame(width: 100 * t + 1, height: 10).frame(width: 101, height: 10, alignment: .leading) }"))
        // Four steps out at t = 0, ¼, ½, ¾, then four back from 1 to ¼: a seamless 0.8 s loop.
        #expect(anim.sequence == [0, 1, 2, 3, 4, 3, 2, 1])
        #expect(anim.frames.count == 5)
        #expect(anim.returnsToStart)
        #expect(abs(anim.duration - 0.8) < 1e-12)
        #expect(zip(widths(anim), [1.0, 26, 51, 76, 101]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func curvesEaseTheProgressTheClosureSees() throws {
        let runner = Runner()
        _ = runner.run("var seen: [Double] = []")
        #expect(animation(runner, "animate(duration: 0.3, fps: 10, curve: .easeInOut) { t in\n seen.append(t)\n Circle() }") != nil)
        guard case .array(let values)? = runner.session.interpreter.globals.values["seen"] else {
            Issue.record("seen was not recorded")
            return
        }
        let seen = values.compactMap { if case .number(let x) = $0 { return x } else { return nil } }
        // easeInOut is symmetric: 0, 1 at the ends and exactly ½ in the middle.
        #expect(seen.count == 3)
        #expect(seen.first == 0 && seen.last == 1)
        #expect(abs(seen[1] - 0.5) < 1e-8)
        // And slow at the start: at a quarter of the time it has covered much less than a quarter.
        #expect(AnimationCurve.easeInOut(0.25) < 0.16 && AnimationCurve.easeInOut(0.25) > 0.12)
        #expect(abs(AnimationCurve.easeIn(0.5) - 0.3153) < 1e-3)  // CSS's ease-in at the half time
        #expect(abs(AnimationCurve.easeOut(0.5) - 0.6847) < 1e-3)
    }

    @Test func morphsInAViewRunFromZeroToOne() throws {
        let runner = Runner()
        let anim = try #require(animation(runner, "animate(Morph(from: Rectangle(), to: Circle(), progress: 0.5).frame(width: 100, height: 100), duration: 0.1, fps: 20)"))
        #expect(anim.frames.count == 2)
        // At progress 0 the outline is the square (area 100²), at 1 the circle (π·50²).
        let areas = anim.frames.map { frame -> Double in
            guard case .fill(let path, _, _)? = frame.displayList.items.first else { return 0 }
            return abs(path.signedArea)
        }
        #expect(abs(areas[0] - 10_000) < 10_000 * 0.01)
        #expect(abs(areas[1] - Double.pi * 2_500) < Double.pi * 2_500 * 0.01)
    }

    @Test func animatableDataOfTheSeedsMorphableShapeIsInterpolated() throws {
        let runner = Runner()
        try runner.load(fixture: "001_morph.shape")
        let anim = try #require(animation(runner, """
            let a = AnimatableVector(with: [0, 0, 1, 0, 1, 1, 0, 1])
            let b = AnimatableVector(with: [0.5, 0, 1, 0.5, 0.5, 1, 0, 0.5])
            animate(from: MorphableShape(controlPoints: a), to: MorphableShape(controlPoints: b), duration: 0.2, fps: 10)
            """))
        #expect(anim.frames.count == 2)
        // The square (area 200²) becomes the diamond through the edge midpoints (half of it).
        let areas = anim.frames.map { frame -> Double in
            guard case .fill(let path, _, _)? = frame.displayList.items.first else { return 0 }
            return abs(path.signedArea)
        }
        #expect(abs(areas[0] - 40_000) < 1e-6)
        #expect(abs(areas[1] - 20_000) < 1e-6)
        #expect(runner.text("animate(from: MorphableShape(controlPoints: AnimatableVector(with: [0, 0, 1])), to: MorphableShape(controlPoints: AnimatableVector(with: [0, 0])))")
            .hasSuffix("cannot animate between AnimatableVectors of 3 and 2 values; give both the same count"))
    }

    @Test func aFailingFrameFailsTheCellAndLeavesNoTrace() throws {
        let runner = Runner()
        _ = runner.run("var count = 1")
        let outcome = runner.run("""
            count = 2
            let shown = animate(duration: 1, fps: 10) { t in
                if t > 0.5 { return Circle().frame(width: [1][3], height: 10) }
                return Circle()
            }
            """)
        #expect(errorMessage(outcome)?.contains("out of range") == true, "\(errorMessage(outcome) ?? "")")
        #expect(runner.text("count") == "1")
        #expect(runner.text("shown").contains("cannot find 'shown'"))
    }

    @Test func pixelLimitIsAnOrdinaryError() {
        var configuration = SessionConfiguration()
        configuration.maximumAnimationPixels = 1_000_000
        let runner = Runner(configuration: configuration)
        // 20 frames of 200×200 points at scale 2 are 3.2 million pixels.
        let message = runner.text("animate(duration: 1, fps: 20) { t in Circle() }")
        #expect(message.hasPrefix("error: "))
        #expect(message.contains("more than the limit of 1000000 pixels in all"))
        if case .failure(let error) = runner.run("animate(duration: 1, fps: 20) { t in Circle() }") { #expect(error.name == "LimitError") }
        #expect(runner.text("animate(duration: 0.1, fps: 20) { t in Circle() }").hasSuffix("2 frames at 20 fps, 0.1 s"))
    }

    @Test func anInterruptStopsTheFrames() throws {
        let runner = Runner()
        let session = runner.session
        let started = Date()
        Thread {
            Thread.sleep(forTimeInterval: 0.3)
            session.requestInterrupt()
        }.start()
        // Every frame is slow (a busy loop), and there are 1000 of them: minutes without the interrupt.
        let outcome = runner.run("animate(duration: 50, fps: 20) { t in\n var x = 0\n for i in 0..<100000 { x += i }\n return Circle() }")
        guard case .failure(let error) = outcome else {
            Issue.record("expected an interrupt")
            return
        }
        #expect(error.name == "InterruptError")
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func displayAndSaveHandAnimationsToTheHost() throws {
        let runner = Runner()
        _ = runner.run("let a = animate(duration: 0.1) { t in Circle() }\ndisplay(a)\nsave(a, to: \"out.png\", scale: 1)")
        guard case .animation(let shown)? = runner.host.displayed.first else {
            Issue.record("display(a) did not show an animation")
            return
        }
        #expect(shown.sequence.count == 2)
        #expect(runner.host.savedAnimations.count == 1)
        #expect(runner.host.savedAnimations.first?.path == "out.png")
        #expect(runner.host.savedAnimations.first?.scale == 1)
        #expect(runner.host.savedAnimations.first?.animation == shown)
    }

    @Test func framesAreDeterministic() throws {
        let source = "animate(duration: 0.2, fps: 10) { t in Blob(points: 6).frame(width: 50, height: 50).rotationEffect(.degrees(90 * t)) }"
        let first = try #require(animation(Runner(), source))
        let second = try #require(animation(Runner(), source))
        #expect(first == second)
    }
}

@Suite struct AnimationCompletionTests {
    @Test func animateCompletesItsLabelsAndInspectsItsSignature() throws {
        let runner = Runner()
        let source = "animate(du"
        let completion = runner.session.complete(source, cursor: source.unicodeScalars.count)
        #expect(completion.matches.map(\.text).contains("duration:"))
        #expect(completion.cursorStart == 8)
        let inspected = try #require(runner.session.inspect("animate", cursor: 3))
        #expect(inspected.plainText.contains("animate(duration: Double = 2, fps: Int = 20, autoreverses: Bool = false, curve: AnimationCurve = .linear, _ (Double) -> View) -> Animation"))
        #expect(inspected.plainText.contains("animatableData"))
    }
}
