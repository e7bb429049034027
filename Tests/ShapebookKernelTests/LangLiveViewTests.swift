import Canvas
import Foundation
import Geometry
import Jupyter
import Lang
import Testing
@testable import ShapebookKernel

/// Lang's live views through the kernel's `LiveView` seam (`LangLiveView`), held to what the old
/// language's did (its LiveViewTests, deleted with it): each change draws what a cell with the new
/// state draws, child views keep their state, a failing action changes nothing, `withAnimation` plays
/// along its curve.
@Suite struct LangLiveViewTests {
    let session = Lang.Session()
    let host = PrintingHost()

    /// The live view the cell `source` shows (after running `declarations`).
    func live(_ source: String, after declarations: String = "") throws -> LangLiveView {
        if !declarations.isEmpty { #expect(session.run(declarations).runtimeError == nil) }
        let result = session.run(source)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(result.diagnostics)")
        guard case .live(let cell) = try session.drawCell(live: true) else { throw LangLiveTestError.notLive }
        return LangLiveView(cell: cell, source: source, formats: [.svg])
    }

    /// The display list a cell without controls draws.
    func drawn(_ source: String) throws -> DisplayList {
        #expect(session.run(source).runtimeError == nil)
        return try #require(try session.cellFigure()).displayList
    }

    static let knob = """
        struct Knob: View {
            @Binding var value: Double
            @State var presses = 0.0
            var body: some View {
                HStack {
                    Slider(value: $value, in: 0...100) { Text("Width") }
                    Button("Press") { presses += 1 }
                    Rectangle().frame(width: 5 + presses, height: 5)
                }
            }
        }
        struct Panel: View {
            @State var width = 10.0
            var body: some View {
                VStack(spacing: 0) {
                    Knob(value: $width)
                    Rectangle().frame(width: width, height: 10)
                }
            }
        }
        """

    @Test func childViewsKeepTheirStateAndBindingsReachTheParent() throws {
        let view = try live("Panel()", after: Self.knob)
        #expect(view.controls.map(\.id.rawValue) == ["Slider#0", "Button#0"])
        _ = view.press(.init("Button#0"), host: host)
        _ = view.press(.init("Button#0"), host: host)
        let update = view.setValue(.number(60), of: .init("Slider#0"), host: host)
        // The child's state survived its parent's re-evaluations (5 + 2 wide); its slider moved the parent's width.
        let expected = try drawn("VStack(spacing: 0) { HStack { Rectangle().frame(width: 7, height: 5) }; Rectangle().frame(width: 60, height: 10) }")
        #expect(try update.result.get().displayList == expected)
        #expect(update.controls[0].value == .number(60))
    }

    @Test func aPreviewIsAStillFigureWithItsControlsDrawn() throws {
        #expect(session.run(Self.knob).runtimeError == nil)
        #expect(session.run("#Preview { Panel() }").runtimeError == nil)
        guard case .figure(let figure?) = try session.drawCell(live: true) else {
            Issue.record("#Preview { Panel() } was drawn live")
            return
        }
        #expect(figure.displayList == (try #require(try session.cellFigure()).displayList))
        // The same view as the cell's value is live.
        _ = try live("Panel()")
    }

    @Test func valuesAreClampedRoundedAndBadChangesChangeNothing() throws {
        let view = try live("""
            struct Dial: View {
                @State var radius = 4.0
                @State var count = 2
                var body: some View {
                    VStack {
                        Slider(value: $radius, in: 0...20)
                        Stepper("Count", value: $count, in: 0...10)
                        Button("Go") {}
                    }
                }
            }
            Dial()
            """)
        #expect(view.setValue(.number(99), of: .init("Slider#0"), host: host).controls[0].value == .number(20))
        #expect(view.setValue(.number(6.6), of: .init("Stepper#0"), host: host).controls[1].value == .number(7))
        for (value, id) in [(Control.Value.text("x"), "Slider#0"), (.number(.nan), "Slider#0"), (.number(1), "Slider#7"),
                            (.bool(true), "Button#0")] {
            let update = view.setValue(value, of: .init(id), host: host)
            #expect(throws: ExecutionError.self) { try update.result.get() }
            #expect(update.controls == view.controls)
        }
        #expect(view.controls[0].value == .number(20))
    }

    @Test func anUnlabelledSliderOrStepperIsNamedAfterThePropertyItsBindingProjects() throws {
        let view = try live("""
            struct Fader: View {
                @Binding var level: Double
                var body: some View { Slider(value: $level) }
            }
            struct Mixer: View {
                @State var volume = 0.65
                @State private var copies = 2.0
                var body: some View {
                    VStack {
                        Slider(value: $volume)
                        Stepper(value: $copies, in: 1...10) { EmptyView() }
                        Slider(value: $volume) { Text("Level") }
                        Slider(value: Binding(get: { volume }, set: { volume = $0 }))
                        Fader(level: $volume)
                    }
                }
            }
            Mixer()
            """)
        // `$volume` names its slider (a label wins); a binding no property projects is a "value";
        // the child's slider is named after the child's own property.
        #expect(view.controls.map(\.label) == ["volume", "copies", "Level", "value", "level"])
        let moved = view.setValue(.number(0.25), of: .init("Slider#0"), host: host).controls
        #expect(moved.map(\.value) == [.number(0.25), .number(2), .number(0.25), .number(0.25), .number(0.25)])
    }

    @Test func aFailingActionIsUndoneAndPrintsGoToTheHost() throws {
        let view = try live("""
            struct Breaker: View {
                @State var width = 10.0
                var body: some View {
                    VStack {
                        Button("Break") { width = 50; print("pressed"); let empty: [Double] = []; width = empty[0] }
                        Slider(value: $width, in: 0...100)
                        Rectangle().frame(width: width, height: 10)
                    }
                }
            }
            Breaker()
            """)
        let update = view.press(.init("Button#0"), host: host)
        #expect(throws: ExecutionError.self) { try update.result.get() }
        #expect(host.printed == "pressed\n")
        #expect(update.controls.map(\.value) == [.none, .number(10)])
        // Evaluated again, the view still has the width from before the press.
        #expect(try view.setValue(.number(10), of: .init("Slider#0"), host: host).result.get().displayList
            == (try drawn("VStack { Rectangle().frame(width: 10, height: 10) }")))
    }

    @Test func withAnimationPlaysTheChangeAlongItsCurve() throws {
        let view = try live("""
            struct Grower: View {
                @State var radius: Double = 4
                var body: some View {
                    VStack {
                        Star(points: 5, cornerRadius: radius).fill(.orange).frame(width: 150, height: 150)
                        Button("Grow") { withAnimation(.easeInOut(duration: 1)) { radius = 20 } }
                    }
                }
            }
            Grower()
            """)
        let update = view.press(.init("Button#0"), host: host)
        let transition = try #require(update.transition)
        #expect(transition.duration == 1)
        #expect(transition.description == "Animation.easeInOut(duration: 1)")
        func star(_ radius: Double) throws -> DisplayList {
            try drawn("VStack { Star(points: 5, cornerRadius: \(radius)).fill(.orange).frame(width: 150, height: 150) }")
        }
        #expect(transition.frame(0)?.displayList == (try star(4)))
        // easeInOut is symmetric: half the time is half the way.
        #expect(nearlyEqual(try #require(transition.frame(0.5)).displayList, try star(12)))
        #expect(transition.frame(1)?.displayList == (try star(20)))
        #expect(try update.result.get().displayList == (try star(20)))
        // A press that changes no state has nothing to play.
        #expect(view.press(.init("Button#0"), host: host).transition == nil)
    }

    @Test func animationWithAValueAnimatesTheChangesThatMoveIt() throws {
        let view = try live("""
            struct Smooth: View {
                @State var radius: Double = 0
                var body: some View {
                    VStack {
                        Slider(value: $radius, in: 0...20)
                        Star(points: 5, cornerRadius: radius).fill(.orange).frame(width: 150, height: 150)
                            .animation(.linear(duration: 2), value: radius)
                    }
                }
            }
            Smooth()
            """)
        let update = view.setValue(.number(20), of: .init("Slider#0"), host: host)
        let transition = try #require(update.transition)
        #expect(transition.duration == 2)
        let quarter = try drawn("VStack { Star(points: 5, cornerRadius: 5).fill(.orange).frame(width: 150, height: 150) }")
        #expect(transition.frame(0.25)?.displayList == quarter)
        // The same value again moves nothing: no animation.
        #expect(view.setValue(.number(20), of: .init("Slider#0"), host: host).transition == nil)
    }
}

enum LangLiveTestError: Error { case notLive }

/// A host that keeps what a change prints.
final class PrintingHost: LiveViewHost {
    var printed = ""
    func print(_ text: String) { printed += text }
}

/// Whether two display lists fill the same outlines to within `tolerance` points.
private func nearlyEqual(_ a: DisplayList, _ b: DisplayList, tolerance: Double = 1e-6) -> Bool {
    func outlines(_ list: DisplayList) -> [[Point]] {
        list.items.compactMap { item -> [Point]? in
            guard case .fill(let path, _, _) = item else { return nil }
            return path.flattened(tolerance: 0.01).flatMap(\.points)
        }
    }
    let (left, right) = (outlines(a), outlines(b))
    guard a.size == b.size, left.count == right.count else { return false }
    return zip(left, right).allSatisfy { p, q in
        p.count == q.count && zip(p, q).allSatisfy { $0.distance(to: $1) <= tolerance }
    }
}
