import Canvas
import Foundation
import Geometry
import Testing
import Language

/// The `LiveView` seam through Language's public API only, so that any evaluator can be held to
/// it: a view with `@State` and controls is shown live, and each change draws exactly what a cell
/// with the new state would draw.
@Suite struct LiveViewTests {
    /// A star with a slider, a stepper and a button, as a SwiftUI developer writes it.
    static let starView = """
        struct StarControls: View {
            @State var radius: Double = 4
            @State var points = 5.0
            var body: some View {
                VStack {
                    Slider(value: $radius, in: 0...20) { Text("Corner radius") }
                    Stepper("Points: \\(Int(points))", value: $points, in: 3...12)
                    Star(points: Int(points), cornerRadius: radius).fill(.orange).frame(width: 150, height: 150)
                    Button("Reset") { radius = 0 }
                }
            }
        }
        """

    let session = Session()
    let host = RecordingHost()

    /// The live view a cell shows.
    func live(_ source: String) throws -> any LiveView {
        let outcome = session.execute(source, host: host)
        guard case .success(.live(let view)?) = outcome else {
            Issue.record("expected a live view, got \(outcome)")
            throw LiveTestError.notLive
        }
        return view
    }

    /// The display list a cell with no controls draws.
    func drawn(_ source: String) throws -> DisplayList {
        guard case .success(.figure(let figure)?) = session.execute(source, host: host) else { throw LiveTestError.noFigure }
        return figure.displayList
    }

    func star(points: Int = 5, radius: Double) throws -> DisplayList {
        try drawn("Star(points: \(points), cornerRadius: \(radius)).fill(.orange).frame(width: 150, height: 150)")
    }

    @Test func aViewWithStateAndControlsIsLiveAndListsItsControlsInOrder() throws {
        _ = session.execute(Self.starView, host: host)
        let view = try live("StarControls()")
        #expect(view.controls.map(\.id.rawValue) == ["Slider#0", "Stepper#0", "Button#0"])
        #expect(view.controls[0].kind == .slider(bounds: 0...20, step: nil))
        #expect(view.controls[0].label == "Corner radius")
        #expect(view.controls[0].value == .number(4))
        #expect(!view.controls[0].isInteger)
        #expect(view.controls[1].kind == .stepper(bounds: 3...12, step: 1))
        #expect(view.controls[1].label == "Points: 5")
        #expect(view.controls[1].isInteger)
        #expect(view.controls[2].kind == .button)
        #expect(view.controls[2].label == "Reset")
        // The figure leaves the controls out: it is the star alone.
        #expect(view.figure.displayList == (try star(radius: 4)))
    }

    @Test func aViewWithoutControlsIsAStillFigure() throws {
        _ = session.execute("struct Plain: View { @State var r = 3.0\n var body: some View { Circle().frame(width: 10, height: 10) } }", host: host)
        #expect((try drawn("Plain()")).size == Size(width: 10, height: 10))
    }

    @Test func movingAControlDrawsWhatTheNewStateDraws() throws {
        _ = session.execute(Self.starView, host: host)
        let view = try live("StarControls()")
        let update = view.setValue(.number(12), of: .init("Slider#0"), host: host)
        #expect(try update.result.get().displayList == (try star(radius: 12)))
        #expect(update.controls[0].value == .number(12))
        #expect(update.transition == nil)
        // State persists between changes: the stepper keeps the radius the slider set.
        let stepped = view.setValue(.number(7), of: .init("Stepper#0"), host: host)
        #expect(try stepped.result.get().displayList == (try star(points: 7, radius: 12)))
        #expect(stepped.controls[1].label == "Points: 7")
        #expect(view.figure.displayList == (try star(points: 7, radius: 12)))
    }

    @Test func aButtonRunsItsActionAndTheControlsFollowTheState() throws {
        _ = session.execute(Self.starView, host: host)
        let view = try live("StarControls()")
        _ = view.setValue(.number(9), of: .init("Slider#0"), host: host)
        let update = view.press(.init("Button#0"), host: host)
        #expect(try update.result.get().displayList == (try star(radius: 0)))
        #expect(update.controls[0].value == .number(0))
    }

    @Test func valuesOutsideTheRangeAreClampedAndIntegerControlsRounded() throws {
        _ = session.execute(Self.starView, host: host)
        let view = try live("StarControls()")
        #expect(view.setValue(.number(99), of: .init("Slider#0"), host: host).controls[0].value == .number(20))
        #expect(view.setValue(.number(6.6), of: .init("Stepper#0"), host: host).controls[1].value == .number(7))
    }

    @Test func badChangesAreErrorsThatChangeNothing() throws {
        _ = session.execute(Self.starView, host: host)
        let view = try live("StarControls()")
        for (value, id) in [(Control.Value.text("x"), "Slider#0"), (.number(.nan), "Slider#0"), (.number(1), "Slider#7"),
                            (.bool(true), "Button#0")] {
            let update = view.setValue(value, of: .init(id), host: host)
            #expect(throws: CellError.self) { try update.result.get() }
            #expect(update.controls == view.controls)
        }
        #expect(view.controls[0].value == .number(4))
        #expect(throws: CellError.self) { try view.press(.init("Slider#0"), host: host).result.get() }
    }

    @Test func aFailingBodyReportsTheErrorKeepsTheStateAndTheLastGoodFigure() throws {
        _ = session.execute("""
            struct Fragile: View {
                @State var index = 0.0
                var body: some View {
                    let sizes = [10.0, 20.0, 30.0]
                    VStack {
                        Slider(value: $index, in: 0...5, step: 1)
                        Circle().frame(width: sizes[Int(index)], height: 10)
                    }
                }
            }
            """, host: host)
        let view = try live("Fragile()")
        let good = view.setValue(.number(2), of: .init("Slider#0"), host: host)
        #expect(try good.result.get().displayList.size == Size(width: 30, height: 10))
        let bad = view.setValue(.number(4), of: .init("Slider#0"), host: host)
        guard case .failure(let error) = bad.result else {
            Issue.record("index 4 should fail")
            return
        }
        #expect(error.message.contains("out of range"))
        #expect(error.traceback.contains { $0.contains("sizes[Int(index)]") })
        #expect(bad.controls[0].value == .number(4))
        #expect(view.figure.displayList.size == Size(width: 30, height: 10))
        let again = view.setValue(.number(0), of: .init("Slider#0"), host: host)
        #expect(try again.result.get().displayList.size == Size(width: 10, height: 10))
    }

    @Test func aFailingActionIsUndone() throws {
        _ = session.execute("""
            var presses = 0
            struct Breaker: View {
                @State var width = 10.0
                var body: some View {
                    VStack {
                        Button("Break") { width = 50; presses += 1; let empty: [Double] = []; width = empty[0] }
                        Rectangle().frame(width: width, height: 10)
                    }
                }
            }
            """, host: host)
        let view = try live("Breaker()")
        #expect(throws: CellError.self) { try view.press(.init("Button#0"), host: host).result.get() }
        #expect(view.figure.displayList.size == Size(width: 10, height: 10))
        #expect((try drawn("Rectangle().frame(width: Double(presses) + 10, height: 1)")).size.width == 10)
    }

    @Test func withAnimationPlaysTheChangeAlongItsCurve() throws {
        _ = session.execute("""
            struct Grower: View {
                @State var radius: Double = 4
                var body: some View {
                    VStack {
                        Star(points: 5, cornerRadius: radius).fill(.orange).frame(width: 150, height: 150)
                        Button("Grow") { withAnimation(.easeInOut(duration: 1)) { radius = 20 } }
                    }
                }
            }
            """, host: host)
        let view = try live("Grower()")
        let update = view.press(.init("Button#0"), host: host)
        let transition = try #require(update.transition)
        #expect(transition.duration == 1)
        #expect(transition.description == "Animation.easeInOut(duration: 1)")
        #expect(transition.frame(0)?.displayList == (try star(radius: 4)))
        // easeInOut is symmetric: half the time is half the way (to the curve's 1e-9 accuracy).
        #expect(nearlyEqual(try #require(transition.frame(0.5)).displayList, try star(radius: 12)))
        #expect(transition.frame(1)?.displayList == (try star(radius: 20)))
        #expect(try update.result.get().displayList == (try star(radius: 20)))
        // After the frames, the state is the new one.
        #expect(view.press(.init("Button#0"), host: host).controls.count == 1)
        #expect(view.figure.displayList == (try star(radius: 20)))
    }

    @Test func animationWithAValueAnimatesTheChangesThatMoveIt() throws {
        _ = session.execute("""
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
            """, host: host)
        let view = try live("Smooth()")
        let update = view.setValue(.number(20), of: .init("Slider#0"), host: host)
        let transition = try #require(update.transition)
        #expect(transition.duration == 2)
        #expect(transition.frame(0.25)?.displayList == (try star(radius: 5)))
    }

    @Test func theMorphingArticlesRandomizeButtonMorphsToANewShape() throws {
        let seeds = try String(contentsOf: try #require(ScriptFiles.directory).appendingPathComponent("Seeds/001_morph.shape"), encoding: .utf8)
        for cell in ScriptCell.split(seeds) { _ = session.execute(cell.source, host: host) }
        let view = try live("DemoView()")
        #expect(view.controls.map(\.label) == ["Randomize"])
        let before = view.figure
        let update = view.press(.init("Button#0"), host: host)
        let after = try update.result.get()
        #expect(after.displayList != before.displayList)
        let transition = try #require(update.transition)
        #expect(transition.duration == 0.35)
        #expect(transition.frame(0)?.displayList == before.displayList)
        #expect(transition.frame(1)?.displayList == after.displayList)
        let middle = try #require(transition.frame(0.5))
        #expect(middle.displayList != before.displayList && middle.displayList != after.displayList)
        // Pressed again, it morphs from where it is to yet another shape.
        #expect(try view.press(.init("Button#0"), host: host).result.get().displayList != after.displayList)
    }

    /// The path article's two bubble views, as notebook 01 shows them: each Hide/Show button
    /// undraws or hides the bubble, and its label follows the state.
    @Test func thePathArticlesBubbleButtonsHideAndShowTheBubble() throws {
        let seeds = try String(contentsOf: try #require(ScriptFiles.directory).appendingPathComponent("Seeds/003_paths.shape"), encoding: .utf8)
        for cell in ScriptCell.split(seeds) { _ = session.execute(cell.source, host: host) }

        // The trimmed outline: `.animation(.spring(), value: drawFraction)` plays the undrawing.
        let empty = try live("DrawBubbleView()").figure.displayList
        let drawing = try live("DrawBubbleView(drawFraction: 1)")
        #expect(drawing.controls.map(\.label) == ["Hide"])
        let drawn = drawing.figure.displayList
        #expect(drawn != empty)
        let hide = drawing.press(.init("Button#0"), host: host)
        #expect(hide.controls.map(\.label) == ["Show"])
        #expect(try hide.result.get().displayList == empty)
        let transition = try #require(hide.transition)
        #expect(transition.duration == 0.55)
        #expect(transition.frame(0)?.displayList == drawn)
        #expect(transition.frame(1)?.displayList == empty)
        let middle = try #require(transition.frame(0.5)).displayList
        #expect(middle != drawn && middle != empty)
        let show = drawing.press(.init("Button#0"), host: host)
        #expect(show.controls.map(\.label) == ["Hide"])
        #expect(try show.result.get().displayList == drawn)

        // The bubble with its text: a Bool cannot be interpolated, so it goes and comes at once.
        let hidden = try live("BubbleTransitionView()").figure.displayList
        let bubble = try live("BubbleTransitionView(isVisible: true)")
        let shown = bubble.figure.displayList
        #expect(shown != hidden)
        let toggled = bubble.press(.init("Button#0"), host: host)
        #expect(toggled.controls.map(\.label) == ["Show"])
        #expect(try toggled.result.get().displayList == hidden)
        #expect(try bubble.press(.init("Button#0"), host: host).result.get().displayList == shown)
    }

    @Test func childViewsKeepTheirStateAndBindingsReachTheParent() throws {
        _ = session.execute("""
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
            """, host: host)
        let view = try live("Panel()")
        #expect(view.controls.map(\.id.rawValue) == ["Slider#0", "Button#0"])
        _ = view.press(.init("Button#0"), host: host)
        _ = view.press(.init("Button#0"), host: host)
        let update = view.setValue(.number(60), of: .init("Slider#0"), host: host)
        // The child's state survived the parent's re-evaluations (its rectangle is 5 + 2 wide) and
        // its slider moved the parent's width.
        let expected = try drawn("VStack(spacing: 0) { HStack { Rectangle().frame(width: 7, height: 5) }; Rectangle().frame(width: 60, height: 10) }")
        #expect(try update.result.get().displayList == expected)
        #expect(update.controls[0].value == .number(60))
    }

    @Test func togglesPickersTextFieldsAndColorPickersWriteTheirBindings() throws {
        _ = session.execute("""
            struct Everything: View {
                @State var outlined = false
                @State var sides = 5.0
                @State var title = "Hi"
                @State var fill = Color.red
                @State var shape = "circle"
                var body: some View {
                    VStack {
                        Toggle("Outline", isOn: $outlined).toggleStyle(.button)
                        Picker("Sides", selection: $sides) { ForEach([3.0, 5.0, 8.0], id: \\.self) { n in Text("\\(Int(n)) sides") } }
                        Picker("Shape", selection: $shape) { Text("Circle").tag("circle"); Text("Square").tag("square") }
                            .pickerStyle(.segmented)
                        TextField("Title", text: $title)
                        ColorPicker("Fill", selection: $fill)
                        Text(title)
                        RegularPolygon(sides: Int(sides)).fill(fill).frame(width: outlined ? 40 : 20, height: 20)
                    }
                }
            }
            """, host: host)
        let view = try live("Everything()")
        #expect(view.controls.map(\.kind) == [
            .toggle(style: .button), .picker(options: ["3 sides", "5 sides", "8 sides"], style: .menu),
            .picker(options: ["Circle", "Square"], style: .segmented), .textField(prompt: "Title"), .colorPicker(supportsOpacity: true),
        ])
        #expect(view.controls.map(\.value) == [.bool(false), .selection(1), .selection(0), .text("Hi"), .color(RGBA(red: 1, green: 59 / 255, blue: 48 / 255))])
        #expect(try view.setValue(.bool(true), of: .init("Toggle#0"), host: host).result.get().displayList.size.width == 40)
        #expect(view.setValue(.selection(2), of: .init("Picker#0"), host: host).controls[1].value == .selection(2))
        #expect(view.setValue(.selection(1), of: .init("Picker#1"), host: host).controls[2].value == .selection(1))
        #expect(throws: CellError.self) { try view.setValue(.selection(3), of: .init("Picker#0"), host: host).result.get() }
        let typed = view.setValue(.text("Hello, world"), of: .init("TextField#0"), host: host)
        #expect(typed.controls[3].value == .text("Hello, world"))
        let blue = RGBA(red: 0, green: 0, blue: 1)
        #expect(view.setValue(.color(blue), of: .init("ColorPicker#0"), host: host).controls[4].value == .color(blue))
        let expected = try drawn("VStack { Text(\"Hello, world\"); RegularPolygon(sides: 8).fill(Color(red: 0, green: 0, blue: 1)).frame(width: 40, height: 20) }")
        #expect(view.figure.displayList == expected)
    }

    @Test func controlsComeAndGoWithTheState() throws {
        _ = session.execute("""
            struct Expanding: View {
                @State var more = false
                @State var size = 10.0
                var body: some View {
                    VStack {
                        Toggle("More", isOn: $more)
                        if more { Slider(value: $size, in: 1...50) }
                        Circle().frame(width: size, height: size)
                    }
                }
            }
            """, host: host)
        let view = try live("Expanding()")
        #expect(view.controls.map(\.id.rawValue) == ["Toggle#0"])
        let update = view.setValue(.bool(true), of: .init("Toggle#0"), host: host)
        #expect(update.controls.map(\.id.rawValue) == ["Toggle#0", "Slider#0"])
        #expect(update.controls[1].label == "size")
    }

    @Test func controlsInsideAFormAreWidgetsAndTheRestIsDrawn() throws {
        _ = session.execute("""
            struct Settings: View {
                @State var dark = false
                @State var size = 17.0
                var body: some View {
                    NavigationStack {
                        Form {
                            Section("Display") {
                                Toggle("Dark", isOn: $dark)
                                Slider(value: $size, in: 12...24, step: 1)
                            }
                            Section {
                                Text(dark ? "Dark, \\(Int(size)) pt" : "Light, \\(Int(size)) pt")
                                ProgressView(value: size, total: 24)
                            }
                        }
                        .navigationTitle("Settings")
                    }
                    .frame(width: 320, height: 300)
                }
            }
            """, host: host)
        let view = try live("Settings()")
        #expect(view.controls.map(\.id.rawValue) == ["Toggle#0", "Slider#0"])
        #expect(view.controls.map(\.label) == ["Dark", "size"])
        #expect(view.controlArrangement == .column([.control(0), .control(1)]))
        // The section of controls goes; the text and the progress view stay, drawn.
        let drawn = { (text: String, size: Int) in
            try self.drawn("""
                NavigationStack { Form { Section { Text("\(text)"); ProgressView(value: \(size), total: 24) } }.navigationTitle("Settings") }
                    .frame(width: 320, height: 300)
                """)
        }
        #expect(view.figure.displayList == (try drawn("Light, 17 pt", 17)))
        _ = view.setValue(.bool(true), of: .init("Toggle#0"), host: host)
        let update = view.setValue(.number(20.4), of: .init("Slider#0"), host: host)
        #expect(try update.result.get().displayList == (try drawn("Dark, 20 pt", 20)))
    }

    @Test func aStillFigureDrawsTheControlsAndAPreviewIsStill() throws {
        _ = session.execute(Self.starView, host: host)
        let view = try live("StarControls()")
        // The still figure is the whole view as a preview draws it: taller than the star alone.
        #expect(view.stillFigure.displayList.size.height > view.figure.displayList.size.height)
        let preview = session.execute("#Preview { StarControls() }", host: host)
        guard case .success(.figure(let figure)?) = preview else {
            Issue.record("a #Preview should draw a still figure, got \(preview)")
            return
        }
        #expect(figure.displayList == view.stillFigure.displayList)
    }

    @Test func aPickerOptionWithoutATagCannotBeChosen() throws {
        _ = session.execute("""
            struct Choice: View {
                @State var shape = "circle"
                var body: some View {
                    VStack {
                        Picker("Shape", selection: $shape) { Text("Circle").tag("circle"); Text("Square") }
                        Text(shape)
                    }
                }
            }
            """, host: host)
        let view = try live("Choice()")
        #expect(view.controls[0].kind == .picker(options: ["Circle", "Square"], style: .menu))
        #expect(view.controls[0].value == .selection(0))
        guard case .failure(let error) = view.setValue(.selection(1), of: .init("Picker#0"), host: host).result else {
            Issue.record("an untagged option should not be choosable")
            return
        }
        #expect(error.message.contains("has no tag"))
        #expect(view.controls[0].value == .selection(0))
    }

    @Test func aConstantBindingDoesNotMove() throws {
        let view = try live("VStack { Slider(value: .constant(3), in: 0...10); Circle().frame(width: 5, height: 5) }")
        let update = view.setValue(.number(8), of: .init("Slider#0"), host: host)
        #expect(update.controls[0].value == .number(3))
        #expect(try update.result.get().displayList.size == Size(width: 5, height: 5))
    }

    @Test func printsInAnActionGoToTheHost() throws {
        let view = try live("Button(\"Hello\") { print(\"pressed\") }")
        _ = view.press(.init("Button#0"), host: host)
        #expect(host.printed == "pressed\n")
    }

    @Test func displayOfAViewStructIsLive() throws {
        _ = session.execute(Self.starView, host: host)
        _ = session.execute("display(StarControls())\nprint(1)", host: host)
        guard case .live(let view)? = host.displayed.first else {
            Issue.record("display(StarControls()) should show a live view")
            return
        }
        #expect(try view.setValue(.number(12), of: .init("Slider#0"), host: host).result.get().displayList == (try star(radius: 12)))
    }

    @Test func anInterruptStopsARunawayBodyAndTheViewStaysUsable() throws {
        _ = session.execute("""
            struct Runaway: View {
                @State var n = 0.0
                var body: some View {
                    var spins = 0.0
                    while n > 5 { spins += 1 }
                    return VStack { Slider(value: $n, in: 0...10); Circle().frame(width: 5 + n, height: 5) }
                }
            }
            """, host: host)
        let view = try live("Runaway()")
        let session = session
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.3)
            session.requestInterrupt()
        }
        let update = view.setValue(.number(8), of: .init("Slider#0"), host: host)
        guard case .failure(let error) = update.result else {
            Issue.record("the endless body should be interrupted")
            return
        }
        #expect(error.name == "InterruptError")
        #expect(try view.setValue(.number(1), of: .init("Slider#0"), host: host).result.get().displayList.size.width == 6)
    }
}

enum LiveTestError: Error { case notLive, noFigure }

/// Whether two display lists fill the same outlines to within `tolerance` points.
func nearlyEqual(_ a: DisplayList, _ b: DisplayList, tolerance: Double = 1e-6) -> Bool {
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

/// A host that records prints and displays.
final class RecordingHost: SessionHost {
    var printed = ""
    var errors = ""
    var displayed: [DisplayValue] = []
    var displayIDs: [String] = []
    var updates: [(value: DisplayValue, id: String)] = []
    var clears: [Bool] = []
    var pages: [InspectionResult] = []

    func print(_ text: String) { printed += text }
    func display(_ value: DisplayValue) { displayed.append(value) }
    func display(_ value: DisplayValue, id: String) {
        displayed.append(value)
        displayIDs.append(id)
    }
    func updateDisplay(_ value: DisplayValue, id: String) { updates.append((value, id)) }
    func clearOutput(wait: Bool) { clears.append(wait) }
    func warn(_ text: String) { errors += text }
    func page(_ documentation: InspectionResult) { pages.append(documentation) }
    func save(_ figure: Figure, to path: String, scale: Double) throws {}
}
