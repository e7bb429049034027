import Canvas
import Geometry
import Testing
@testable import Lang

/// `animate(…)` through Lang against the old language's animations (recorded in
/// `ReferenceFigures`), frame by frame: the same steps at the same rate, and every frame's
/// display list the same; and the Swift-only spellings
/// (`AnimatablePair`) against Lang's own still figures of the states in between.
@Suite struct AnimationAgreementTests {
    /// Cells that animate, each small (a few frames of a small figure) to stay cheap.
    static let cells: [String] = [
        """
        animate(duration: 0.3, fps: 10, autoreverses: true, curve: .easeInOut) { t in
            Circle().fill(.blue).frame(width: 40, height: 40).opacity(t)
        }
        """,
        """
        animate(.spring(response: 0.2), fps: 10) { t in
            HStack { Rectangle().frame(width: 10 + 20 * t, height: 10); Circle().frame(width: 10, height: 10) }
        }
        """,
        """
        animate(VStack { Morph(from: Heart(), to: Star(points: 6, cornerRadius: 4), progress: 0).fill(.pink); Text("m") }
                    .frame(width: 50, height: 60), duration: 0.2, fps: 10)
        """,
        """
        animate(from: Circle(), to: Star(points: 5), duration: 0.2, fps: 10, samples: 40)
        """,
        """
        struct Bar: Shape {
            var height: CGFloat
            var animatableData: CGFloat {
                get { height }
                set { height = newValue }
            }
            func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: rect.height - height, width: rect.width, height: height)) }
        }
        animate(from: Bar(height: 10), to: Bar(height: 90), duration: 0.2, fps: 15, autoreverses: true)
        """,
        """
        struct Polygon: Shape {
            var corners: AnimatableVector
            var animatableData: AnimatableVector {
                get { corners }
                set { corners = newValue }
            }
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.move(to: CGPoint(x: corners.values[0] * rect.width, y: corners.values[1] * rect.height))
                    var i = 2
                    while i < corners.values.count - 1 {
                        p.addLine(to: CGPoint(x: corners.values[i] * rect.width, y: corners.values[i + 1] * rect.height))
                        i += 2
                    }
                    p.closeSubpath()
                }
            }
        }
        animate(from: Polygon(corners: AnimatableVector(with: [0, 0, 1, 0, 0.5, 1])),
                to: Polygon(corners: AnimatableVector(with: [0, 1, 1, 1, 0.5, 0])), duration: 0.2, fps: 10)
        """,
        """
        // A TimelineView draws its first date in every frame; `.animation` is accepted and changes nothing.
        animate(duration: 0.2, fps: 10) { t in
            TimelineView(.animation) { context in
                Circle().fill(.red).frame(width: 30, height: 30).opacity(t).animation(.easeInOut, value: t)
            }
        }
        """,
        """
        // Growing frames are laid out again at the largest size.
        animate(duration: 0.3, fps: 10) { t in
            Capsule().fill(.green).frame(width: 20 + 60 * t, height: 20)
        }
        """,
    ]

    @Test func animationsAgreeWithTheOldLanguageFrameByFrame() throws {
        let session = Lang.Session()
        for index in Self.cells.indices {
            let cell = Self.cells[index]
            guard let expected = ReferenceFigures.reference(Array(Self.cells[...index])), expected.hasPrefix("animation ") else {
                Issue.record("the old language showed no animation for\n\(cell)")
                continue
            }
            let result = session.run(cell)
            #expect(!result.isRejected && result.runtimeError == nil, "\(result.diagnostics.map(\.message)) \(String(describing: result.runtimeError))\n\(cell)")
            guard let animation = try session.cellAnimation() else {
                Issue.record("Lang shows no animation for\n\(cell)")
                continue
            }
            #expect(ReferenceFigures.fingerprint(animation) == expected, "\(cell)")
        }
    }

    /// `AnimatablePair` (SwiftUI's, which the old language lacks): frame `k` of the animation is
    /// the still figure of the state at the frame's progress, `k / (steps − 1)` here (linear).
    @Test func animatablePairInterpolatesBothValues() throws {
        let session = Lang.Session()
        let declaration = """
            struct Box: Shape {
                var width: CGFloat
                var height: CGFloat
                var animatableData: AnimatablePair<CGFloat, CGFloat> {
                    get { AnimatablePair(width, height) }
                    set { width = newValue.first; height = newValue.second }
                }
                func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: width, height: height)) }
            }
            """
        #expect(session.run(declaration).runtimeError == nil)
        #expect(!session.run("animate(from: Box(width: 10, height: 80), to: Box(width: 90, height: 20), duration: 0.25, fps: 20)").isRejected)
        let animation = try #require(try session.cellAnimation())
        #expect(animation.sequence == [0, 1, 2, 3, 4])
        for (step, t) in [0, 0.25, 0.5, 0.75, 1].enumerated() {
            #expect(!session.run("Box(width: \(10 + 80 * t), height: \(80 - 60 * t))").isRejected)
            let still = try #require(try session.cellFigure())
            #expect(animation.frame(atStep: step).displayList == still.displayList, "step \(step)")
        }
    }

    /// A view moved outside its frame further in each frame (which the old language refuses as
    /// frames of different sizes) is laid out in the largest frame from the top leading corner.
    @Test func inkMovingOutOfTheFrameKeepsOneSize() throws {
        let session = Lang.Session()
        #expect(!session.run("animate(duration: 0.1, fps: 20) { t in Circle().frame(width: 30, height: 30).offset(x: 40 * t) }").isRejected)
        let animation = try #require(try session.cellAnimation())
        #expect(animation.size == Size(width: 70, height: 30))
        for (step, x) in [0, 40].enumerated() {
            #expect(!session.run("Circle().frame(width: 30, height: 30).offset(x: \(x)).frame(width: 70, height: 30, alignment: .topLeading)").isRejected)
            let still = try #require(try session.cellFigure())
            #expect(animation.frame(atStep: step).displayList == still.displayList, "step \(step)")
        }
    }

    /// What a SwiftUI `Animation` prints, and `AnimatableVector`'s arithmetic, as Swift prints them.
    @Test func animationValuesPrint() {
        let result = Lang.Session().run("""
            print(Animation.easeIn(duration: 2).speed(2))
            print(Animation.bouncy.repeatForever())
            var v = AnimatableVector(with: [1, 2]) + AnimatableVector(with: [0.5, 0.5, 9])
            v.scale(by: 2)
            print(v, v.magnitudeSquared, AnimatableVector.zero.count)
            """)
        #expect(result.output == """
            Animation.easeIn(duration: 1)
            Animation.easeOut(duration: 0.5).repeatForever(autoreverses: true)
            AnimatableVector(values: [3.0, 5.0]) 34.0 0

            """)
    }

    /// Cells that stop, as in the old language, with a word of the message.
    static let failing: [(cell: String, message: String)] = [
        ("animate(Circle())", "has none"),
        ("animate(duration: 0) { t in Circle() }", "positive"),
        ("animate(fps: 61) { t in Circle() }", "1…60"),
        ("animate(duration: 60, fps: 60) { t in Circle() }", "3600 frames"),
        ("animate(.linear(duration: 1).speed(1e-300)) { t in Circle() }", "more than the limit"),
        ("animate { t in [Circle()][t < 0.5 ? 0 : 3] }", "out of range"),
        ("animate(from: Circle(), to: Heart(), samples: 2)", "samples"),
        ("animate(fps: 24.5) { t in Circle() }", "Double"),
        ("animate(curve: .bounce) { t in Circle() }", "bounce"),
    ]

    @Test func badAnimationsStopTheCell() {
        let session = Lang.Session()
        for (cell, message) in Self.failing {
            let result = session.run(cell)
            let text = result.diagnostics.map(\.message).joined(separator: "; ") + (result.runtimeError?.message ?? "")
            #expect(result.isRejected || result.runtimeError != nil, "\(cell)")
            #expect(text.contains(message), "\(cell): \(text)")
        }
    }
}
