import Foundation
import Jupyter
import Synchronization
import Testing
@testable import ShapebookKernel

/// Live views through the whole kernel (protocol core, interpreter, session, renderer) with the
/// widget protocol's messages as ipywidgets 8 sends them.
@Suite struct LiveWidgetTests {
    /// A JSON number as a Double (`12` and `12.0` are one number).
    func number(_ value: JSONValue?) -> Double? {
        switch value {
        case .int(let x)?: return Double(x)
        case .double(let x)?: return x
        default: return nil
        }
    }

    static let starView = """
        struct StarControls: View {
            @State var radius: Double = 4
            @State var points = 5.0
            var body: some View {
                VStack {
                    Slider(value: $radius, in: 0...20) { Text("Corner radius") }
                    HStack {
                        Stepper("Points", value: $points, in: 3...12)
                        Button("Reset") { radius = 0 }
                    }
                    Star(points: Int(points), cornerRadius: radius).fill(.orange).frame(width: 150, height: 150)
                }
            }
        }
        """

    /// A kernel showing `StarControls()`, and the PNG a still star of `radius` would have.
    func starKernel() throws -> KernelHarness {
        let kernel = KernelHarness()
        try kernel.execute(Self.starView)
        try kernel.execute("StarControls()")
        return kernel
    }

    func stillStar(_ kernel: KernelHarness, radius: Double, points: Int = 5) throws -> Data? {
        kernel.clear()
        try kernel.execute("Star(points: \(points), cornerRadius: \(radius)).fill(.orange).frame(width: 150, height: 150)")
        return try kernel.published("execute_result").first.flatMap(KernelHarness.png)
    }

    @Test func aLiveViewShowsItsControlsAsWidgetsInBoxesThenItsFigure() throws {
        let kernel = try starKernel()
        let models = try kernel.openedModels()
        let slider = try #require(models.first { $0.state["_model_name"] == "FloatSliderModel" })
        #expect(slider.state["description"] == "Corner radius")
        #expect(number(slider.state["min"]) == 0 && number(slider.state["max"]) == 20 && number(slider.state["value"]) == 4)
        #expect(slider.state["_model_module"] == "@jupyter-widgets/controls" && slider.state["_model_module_version"] == "2.0.0")
        let style = try #require(models.first { "IPY_MODEL_\($0.id)" == slider.state["style"]?.stringValue })
        #expect(style.state["description_width"] == "initial")
        let stepper = try #require(models.first { $0.state["_model_name"] == "BoundedIntTextModel" })
        #expect(stepper.state["min"] == 3 && stepper.state["max"] == 12 && stepper.state["value"] == 5 && stepper.state["step"] == 1)
        let button = try #require(models.first { $0.state["_model_name"] == "ButtonModel" })
        #expect(button.state["description"] == "Reset")
        // The HStack around the stepper and the button is an HBox; the root VBox holds the
        // slider, that box and the message line.
        let row = try #require(models.first { $0.state["_model_name"] == "HBoxModel" })
        #expect(row.state["children"] == .array([.string("IPY_MODEL_\(stepper.id)"), .string("IPY_MODEL_\(button.id)")]))
        let root = try #require(models.last { $0.state["_model_name"] == "VBoxModel" })
        let html = try #require(models.first { $0.state["_model_name"] == "HTMLModel" })
        #expect(root.state["children"] == .array([slider.id, row.id, html.id].map { .string("IPY_MODEL_\($0)") }))
        #expect(try kernel.published("comm_open").allSatisfy { $0.metadata == ["version": "2.1.0"] && $0.content["target_name"] == "jupyter.widget" })

        let displays = try kernel.published("display_data").suffix(2)
        let widgetView = try #require(displays.first?.content["data"]?.objectValue?["application/vnd.jupyter.widget-view+json"])
        #expect(widgetView == ["model_id": .string(root.id), "version_major": 2, "version_minor": 0])
        let lines = displays.first?.content["data"]?.objectValue?["text/plain"]?.stringValue?.split(separator: "\n")
        #expect(lines == ["FloatSlider \"Corner radius\" = 4.0", "BoundedIntText \"Points\" = 5", "Button \"Reset\""])
        let figure = try #require(displays.last)
        #expect(figure.content["transient"]?.objectValue?["display_id"]?.stringValue?.hasPrefix("shapebook-figure-") == true)
        #expect(figure.content["data"]?.objectValue?["image/svg+xml"] != nil)
        #expect(try kernel.published("execute_result").isEmpty)
        #expect(KernelHarness.png(figure) == (try stillStar(kernel, radius: 4)))
    }

    @Test func movingTheSliderRedrawsTheFigureInPlaceAsADraftThenWhole() throws {
        let kernel = try starKernel()
        let sliderID = try kernel.modelID("FloatSliderModel")
        let figureID = try #require(try kernel.published("display_data").last?.content["transient"]?.objectValue?["display_id"])
        kernel.clear()
        let request = try kernel.widgetMessage(sliderID, ["method": "update", "state": ["value": 12], "buffer_paths": []], settle: false)
        // While the reader drags: the SVG alone.
        let draft = try #require(try kernel.published("update_display_data").first)
        #expect(try kernel.published("update_display_data").count == 1)
        #expect(draft.content["transient"]?.objectValue?["display_id"] == figureID)
        #expect(draft.parentHeader == request)
        #expect(KernelHarness.png(draft) == nil)
        let draftSVG = try #require(KernelHarness.svg(draft))
        // The value the reader set is not echoed back to the slider.
        #expect(try kernel.updates(of: sliderID).isEmpty)
        // Once the reader pauses: the whole figure, the same SVG and the PNG a still cell draws.
        kernel.settle()
        let updates = try kernel.published("update_display_data")
        #expect(updates.count == 2)
        let whole = try #require(updates.last)
        #expect(whole.content["transient"]?.objectValue?["display_id"] == figureID)
        #expect(whole.parentHeader == request)
        #expect(KernelHarness.svg(whole) == draftSVG)
        let png = KernelHarness.png(whole)
        #expect(png == (try stillStar(kernel, radius: 12)))
        #expect(png != (try stillStar(kernel, radius: 4)))
    }

    /// The whole figure waits until no change has come for the settle delay, and shows the last
    /// change; a button's change is sent whole at once and leaves nothing to send.
    @Test func theWholeFigureWaitsForAPauseInTheChanges() throws {
        let kernel = try starKernel()
        let sliderID = try kernel.modelID("FloatSliderModel"), buttonID = try kernel.modelID("ButtonModel")
        kernel.clear()
        try kernel.widgetMessage(sliderID, ["method": "update", "state": ["value": 6], "buffer_paths": []], settle: false)
        let first = try #require(kernel.interpreter.deferredWorkDeadline)
        try kernel.widgetMessage(sliderID, ["method": "update", "state": ["value": 8], "buffer_paths": []], settle: false)
        let second = try #require(kernel.interpreter.deferredWorkDeadline)
        #expect(second > first)
        #expect(kernel.core.millisecondsBeforeDeferredWork(maximum: 50, now: second - 1_000_000) == 1)
        #expect(kernel.core.millisecondsBeforeDeferredWork(maximum: 50, now: second - LiveViewPresenter.settleDelay) == 50)
        kernel.core.runDeferredWork(now: second - 1)
        #expect(try kernel.published("update_display_data").count == 2)
        kernel.core.runDeferredWork(now: second)
        let updates = try kernel.published("update_display_data")
        #expect(updates.count == 3)
        #expect(KernelHarness.png(try #require(updates.last)) == (try stillStar(kernel, radius: 8)))
        #expect(kernel.interpreter.deferredWorkDeadline == nil)

        try kernel.widgetMessage(sliderID, ["method": "update", "state": ["value": 3], "buffer_paths": []], settle: false)
        kernel.clear()
        try kernel.widgetMessage(buttonID, ["method": "custom", "content": ["event": "click"]], settle: false)
        #expect(try kernel.published("update_display_data").compactMap(KernelHarness.png) == [try stillStar(kernel, radius: 0)])
        kernel.clear()
        kernel.settle()
        #expect(try kernel.published("update_display_data").isEmpty)
    }

    @Test func clickingTheButtonRunsItsActionAndMovesTheSlider() throws {
        let kernel = try starKernel()
        let sliderID = try kernel.modelID("FloatSliderModel"), buttonID = try kernel.modelID("ButtonModel")
        try kernel.widgetMessage(sliderID, ["method": "update", "state": ["value": 9.5], "buffer_paths": []])
        kernel.clear()
        try kernel.widgetMessage(buttonID, ["method": "custom", "content": ["event": "click"]])
        let update = try #require(try kernel.published("update_display_data").last)
        let png = KernelHarness.png(update)
        #expect(try kernel.updates(of: sliderID).map { number($0["value"]) } == [0])
        #expect(png == (try stillStar(kernel, radius: 0)))
    }

    @Test func aFailingBodyShowsItsErrorUnderTheControlsAndKeepsTheFigure() throws {
        let kernel = KernelHarness()
        try kernel.execute("""
            struct Fragile: View {
                @State var index = 0.0
                var body: some View {
                    let sizes = [10.0, 20.0]
                    VStack { Slider(value: $index, in: 0...3, step: 1); Circle().frame(width: sizes[Int(index)], height: 10) }
                }
            }
            Fragile()
            """)
        let sliderID = try kernel.modelID("IntSliderModel"), htmlID = try kernel.modelID("HTMLModel"), layoutID = try kernel.modelID("LayoutModel")
        // A good value's draft, then a failing value before the pause: the draft is still sent
        // whole once the reader pauses.
        try kernel.widgetMessage(sliderID, ["method": "update", "state": ["value": 1], "buffer_paths": []], settle: false)
        kernel.clear()
        try kernel.widgetMessage(sliderID, ["method": "update", "state": ["value": 3], "buffer_paths": []], settle: false)
        #expect(try kernel.published("update_display_data").isEmpty)
        kernel.settle()
        #expect(try kernel.published("update_display_data").compactMap(KernelHarness.png).count == 1)
        let message = try #require(try kernel.updates(of: htmlID).last?["value"]?.stringValue)
        #expect(message.contains("index out of range") || message.contains("out of range"))
        #expect(message.contains("sizes[Int(index)]"))
        #expect(try kernel.updates(of: layoutID).last == ["display": .null])
        // Back to a good value: the figure is drawn and the message goes.
        kernel.clear()
        try kernel.widgetMessage(sliderID, ["method": "update", "state": ["value": 1], "buffer_paths": []])
        #expect(try kernel.published("update_display_data").last.flatMap(KernelHarness.png) != nil)
        #expect(try kernel.updates(of: htmlID).last == ["value": ""])
        #expect(try kernel.updates(of: layoutID).last == ["display": "none"])
    }

    @Test func withAnimationSendsFramesThenTheFinalFigure() throws {
        let kernel = KernelHarness()
        try kernel.execute("""
            struct Grower: View {
                @State var radius = 0.0
                var body: some View {
                    VStack {
                        Button("Grow") { withAnimation(.linear(duration: 0.3)) { radius = 20 } }
                        Star(points: 5, cornerRadius: radius).fill(.orange).frame(width: 100, height: 100)
                    }
                }
            }
            """)
        try kernel.execute("Grower()")
        let buttonID = try kernel.modelID("ButtonModel")
        kernel.clear()
        try kernel.widgetMessage(buttonID, ["method": "custom", "content": ["event": "click"]])
        let updates = try kernel.published("update_display_data")
        #expect(updates.count >= 3)
        let frames = updates.dropLast()
        #expect(frames.allSatisfy { $0.content["data"]?.objectValue?["image/svg+xml"] == nil })
        #expect(updates.last?.content["data"]?.objectValue?["image/svg+xml"] != nil)
        #expect(Set(updates.compactMap(KernelHarness.png)).count == updates.count)
    }

    /// Every other control kind through the wire: the model it opens, its state, and the
    /// `update` a front end sends for it (an index, a `#rrggbb` colour, text, a fractional number),
    /// each drawing what a cell with the new state draws.
    @Test func everyControlKindIsItsWidgetAndItsUpdatesSetTheState() throws {
        let kernel = KernelHarness()
        try kernel.execute("""
            struct Everything: View {
                @State var outlined = false
                @State var sides = 5.0
                @State var shape = "circle"
                @State var title = "Hi"
                @State var fill = Color(red: 1, green: 0, blue: 0)
                @State var scale = 1.0
                @State var count = 2
                var body: some View {
                    VStack {
                        Toggle("Outline", isOn: $outlined).toggleStyle(.button)
                        Toggle("Plain", isOn: $outlined)
                        Picker("Sides", selection: $sides) { ForEach([3.0, 5.0, 8.0], id: \\.self) { n in Text("\\(Int(n)) sides") } }
                        Picker("Shape", selection: $shape) { Text("Circle").tag("circle"); Text("Square").tag("square") }
                            .pickerStyle(.segmented)
                        TextField("Title", text: $title)
                        ColorPicker("Fill", selection: $fill)
                        Stepper("Scale", value: $scale, in: 0.5...2, step: 0.5)
                        Stepper("Count", value: $count)
                        Text("\\(title), \\(shape)")
                        RegularPolygon(sides: Int(sides)).fill(fill).frame(width: 20 * scale + Double(count), height: 20 * scale + Double(count))
                            .opacity(outlined ? 0.5 : 1)
                    }
                }
            }
            """)
        try kernel.execute("Everything()")
        let models = try kernel.openedModels()
        func model(_ name: String) throws -> (id: String, state: JSONObject) {
            try #require(models.first { $0.state["_model_name"]?.stringValue == name }, "\(name)")
        }
        #expect(try model("ToggleButtonModel").state["value"] == false)
        #expect(try model("CheckboxModel").state["indent"] == false)
        let dropdown = try model("DropdownModel"), buttons = try model("ToggleButtonsModel")
        #expect(dropdown.state["_options_labels"] == ["3 sides", "5 sides", "8 sides"] && dropdown.state["index"] == 1)
        #expect(buttons.state["_options_labels"] == ["Circle", "Square"] && buttons.state["index"] == 0)
        let text = try model("TextModel"), color = try model("ColorPickerModel")
        #expect(text.state["value"] == "Hi" && text.state["placeholder"] == "Title")
        #expect(color.state["value"] == "#ff0000")
        let scale = try model("BoundedFloatTextModel"), count = try model("IntTextModel")
        #expect(number(scale.state["min"]) == 0.5 && number(scale.state["max"]) == 2 && number(scale.state["step"]) == 0.5)
        #expect(count.state["value"] == 2 && count.state["min"] == nil)

        /// The PNG of the figure after `update` on `id`, and of a still cell drawing `expected`.
        func redraw(_ id: String, _ update: JSONObject, expected: String) throws -> (live: Data?, still: Data?) {
            kernel.clear()
            try kernel.widgetMessage(id, ["method": "update", "state": .object(update), "buffer_paths": []])
            let live = try kernel.published("update_display_data").last.flatMap(KernelHarness.png)
            kernel.clear()
            try kernel.execute("VStack { \(expected) }")
            return (live, try kernel.published("execute_result").first.flatMap(KernelHarness.png))
        }
        func still(title: String = "Hi, circle", sides: Int = 5, fill: String = "red: 1, green: 0, blue: 0",
                   size: Double = 22, opacity: Double = 1) -> String {
            "Text(\"\(title)\"); RegularPolygon(sides: \(sides)).fill(Color(\(fill))).frame(width: \(size), height: \(size)).opacity(\(opacity))"
        }
        var step = try redraw(dropdown.id, ["index": 2], expected: still(sides: 8))
        #expect(step.live != nil && step.live == step.still)
        step = try redraw(text.id, ["value": "Hello"], expected: still(title: "Hello, circle", sides: 8))
        #expect(step.live != nil && step.live == step.still)
        step = try redraw(color.id, ["value": "#0000ff"], expected: still(title: "Hello, circle", sides: 8, fill: "red: 0, green: 0, blue: 1"))
        #expect(step.live != nil && step.live == step.still)
        step = try redraw(scale.id, ["value": 1.5], expected: still(title: "Hello, circle", sides: 8, fill: "red: 0, green: 0, blue: 1", size: 32))
        #expect(step.live != nil && step.live == step.still)
        step = try redraw(count.id, ["value": 7], expected: still(title: "Hello, circle", sides: 8, fill: "red: 0, green: 0, blue: 1", size: 37))
        #expect(step.live != nil && step.live == step.still)
        // The button toggle and the checkbox share their state: pressing one ticks the other.
        step = try redraw(try model("ToggleButtonModel").id, ["value": true],
                          expected: still(title: "Hello, circle", sides: 8, fill: "red: 0, green: 0, blue: 1", size: 37, opacity: 0.5))
        #expect(step.live != nil && step.live == step.still)
        kernel.clear()
        try kernel.widgetMessage(try model("CheckboxModel").id, ["method": "update", "state": ["value": false], "buffer_paths": []])
        #expect(try kernel.updates(of: try model("ToggleButtonModel").id).last?["value"] == false)
        // The segmented picker sets the option's tag.
        step = try redraw(buttons.id, ["index": 1],
                          expected: still(title: "Hello, square", sides: 8, fill: "red: 0, green: 0, blue: 1", size: 37))
        #expect(step.live != nil && step.live == step.still)
    }

    /// `SecureField` is a Password widget whose text sets the state; the figure shows the dots.
    /// `Stepper(_:onIncrement:onDecrement:)` is − and + buttons, none selected, each running its
    /// action, with the label following the state.
    @Test func aSecureFieldIsAPasswordAndAnActionStepperIsTwoButtons() throws {
        let kernel = KernelHarness()
        try kernel.execute("""
            struct Login: View {
                @State var secret = "ab"
                @State var count = 2
                var body: some View {
                    VStack {
                        SecureField("Password", text: $secret)
                        Stepper("Count: \\(count)", onIncrement: { count += 1 }, onDecrement: { count -= 1 })
                        Text("\\(secret.count) \\(count)")
                    }
                }
            }
            """)
        try kernel.execute("Login()")
        let models = try kernel.openedModels()
        let password = try #require(models.first { $0.state["_model_name"] == "PasswordModel" })
        #expect(password.state["value"] == "ab" && password.state["description"] == "Password" && password.state["_view_name"] == "PasswordView")
        let steps = try #require(models.first { $0.state["_model_name"] == "ToggleButtonsModel" })
        #expect(steps.state["_options_labels"] == ["−", "+"] && steps.state["index"] == .null && steps.state["description"] == "Count: 2")
        let lines = try kernel.published("display_data").first?.content["data"]?.objectValue?["text/plain"]?.stringValue
        // The line saved for front ends without widgets hides the password as the figure does.
        #expect(lines == "Password \"Password\" = \"••\"\nToggleButtons \"Count: 2\"")

        /// The PNG of a still cell drawing `text` (the live figure leaves the controls out).
        func stillText(_ text: String) throws -> Data? {
            kernel.clear()
            try kernel.execute("VStack { Text(\"\(text)\") }")
            return try kernel.published("execute_result").first.flatMap(KernelHarness.png)
        }
        kernel.clear()
        try kernel.widgetMessage(password.id, ["method": "update", "state": ["value": "abcde"], "buffer_paths": []])
        let typed = try kernel.published("update_display_data").last.flatMap(KernelHarness.png)
        let typedStill = try stillText("5 2")
        #expect(typed != nil && typed == typedStill)

        kernel.clear()
        try kernel.widgetMessage(steps.id, ["method": "update", "state": ["index": 1], "buffer_paths": []])
        #expect(try kernel.updates(of: steps.id).last == ["description": "Count: 3", "index": .null])
        let stepped = try kernel.published("update_display_data").last.flatMap(KernelHarness.png)
        let steppedStill = try stillText("5 3")
        #expect(stepped != nil && stepped == steppedStill)
        kernel.clear()
        try kernel.widgetMessage(steps.id, ["method": "update", "state": ["index": 0], "buffer_paths": []])
        try kernel.widgetMessage(steps.id, ["method": "update", "state": ["index": 0], "buffer_paths": []])
        #expect(try kernel.updates(of: steps.id).last?["description"] == "Count: 1")
        let down = try kernel.published("update_display_data").last.flatMap(KernelHarness.png)
        let downStill = try stillText("5 1")
        #expect(down != nil && down == downStill)

        // Drawn (a preview is still), a SecureField shows a dot per character.
        kernel.clear()
        try kernel.execute("#Preview { SecureField(\"Password\", text: .constant(\"abc\")) }")
        try kernel.execute("#Preview { TextField(\"Password\", text: .constant(\"•••\")) }")
        let drawn = try (kernel.published("execute_result") + kernel.published("display_data")).compactMap(KernelHarness.png)
        #expect(drawn.count == 2 && drawn.first == drawn.last)
    }

    @Test func theControlCommAnswersRequestStatesWithEveryModel() throws {
        let kernel = try starKernel()
        let sliderID = try kernel.modelID("FloatSliderModel")
        let modelCount = try kernel.openedModels().count
        try kernel.widgetMessage(sliderID, ["method": "update", "state": ["value": 7], "buffer_paths": []])
        try kernel.send("comm_open", ["comm_id": "control-1", "target_name": "jupyter.widget.control", "data": [:]],
                        metadata: ["version": "1.0.0"])
        #expect(try kernel.published("comm_close").isEmpty)
        kernel.clear()
        try kernel.widgetMessage("control-1", ["method": "request_states"])
        let reply = try #require(try kernel.published("comm_msg").first?.content["data"]?.objectValue)
        #expect(reply["method"] == "update_states")
        let states = try #require(reply["states"]?.objectValue)
        #expect(states[sliderID]?.objectValue?["model_name"] == "FloatSliderModel")
        #expect(states[sliderID]?.objectValue?["state"]?.objectValue?["value"] == 7)
        #expect(states.count == modelCount)
    }

    @Test func commInfoAndRequestStateServeAReloadedPage() throws {
        let kernel = try starKernel()
        let ids = try kernel.openedModels().map(\.id)
        let buttonID = try kernel.modelID("ButtonModel")
        try kernel.send("comm_info_request", ["target_name": "jupyter.widget"])
        let comms = try #require(try kernel.replies().last?.content["comms"]?.objectValue)
        #expect(Set(comms.keys) == Set(ids))
        kernel.clear()
        try kernel.widgetMessage(buttonID, ["method": "request_state"])
        #expect(try kernel.updates(of: buttonID).first?["_model_name"] == "ButtonModel")
    }

    @Test func controlsThatAppearAndGoOpenAndCloseTheirWidgets() throws {
        let kernel = KernelHarness()
        try kernel.execute("""
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
            """)
        try kernel.execute("Expanding()")
        let toggleID = try kernel.modelID("CheckboxModel")
        let rootID = try kernel.modelID("VBoxModel")
        kernel.clear()
        try kernel.widgetMessage(toggleID, ["method": "update", "state": ["value": true], "buffer_paths": []])
        let sliderID = try kernel.modelID("FloatSliderModel")
        #expect(try kernel.updates(of: rootID).last?["children"]?.arrayValue?.contains(.string("IPY_MODEL_\(sliderID)")) == true)
        kernel.clear()
        try kernel.widgetMessage(toggleID, ["method": "update", "state": ["value": false], "buffer_paths": []])
        #expect(try kernel.published("comm_close").contains { $0.content["comm_id"]?.stringValue == sliderID })
    }

    @Test func starQuestionMarkAndHelpPageTheDocumentation() throws {
        let kernel = KernelHarness()
        for code in ["Star?", "?Star", "Star??"] {
            try kernel.execute(code)
            let reply = try #require(try kernel.replies().last)
            #expect(reply.content["status"] == "ok")
            let page = try #require(reply.content["payload"]?.arrayValue?.first?.objectValue)
            #expect(page["source"] == "page")
            #expect(page["data"]?.objectValue?["text/plain"]?.stringValue?.contains("struct Star") == true, "\(code)")
            #expect(page["data"]?.objectValue?["text/plain"]?.stringValue?.contains("The rounded star") == true, "\(code)")
        }
        kernel.clear()
        try kernel.execute("Nothing?")
        #expect(try kernel.published("stream").first?.content["text"] == "Object `Nothing` not found.\n")
    }

    @Test func stderrDisplayHandlesAndClearOutputReachTheirMessages() throws {
        let kernel = KernelHarness()
        try kernel.execute("fputs(\"careful\\n\", stderr)")
        #expect(try kernel.published("stream").last?.content == ["name": "stderr", "text": "careful\n"])
        kernel.clear()
        try kernel.execute("let h = display(Circle().frame(width: 10, height: 10))\nh.update(Rectangle().frame(width: 10, height: 10))\nclearOutput(wait: true)")
        let shown = try #require(try kernel.published("display_data").first)
        let id = try #require(shown.content["transient"]?.objectValue?["display_id"])
        let updated = try #require(try kernel.published("update_display_data").first)
        #expect(updated.content["transient"]?.objectValue?["display_id"] == id)
        #expect(updated.content["data"]?.objectValue?["text/plain"] == "Rectangle 10×10")
        #expect(try kernel.published("clear_output").first?.content == ["wait": true])
        #expect(try kernel.published("execute_result").isEmpty)
    }

    /// A request that does not allow stdin (the harness's, as nbclient's) is never asked for
    /// input: `readLine()` is nil, as at the end of standard input.
    @Test func readLineInACellNotAllowedStdinIsNilAndAsksNothing() throws {
        let kernel = KernelHarness()
        try kernel.execute("let name = readLine()\nname == nil")
        #expect(try kernel.replies().last?.content["status"] == "ok")
        #expect(try kernel.published("execute_result").first?.content["data"]?.objectValue?["text/plain"] == "true")
    }

    @Test func aLongCellShowsProgressThenEmptiesIt() throws {
        let published = Mutex<[(String, JSONObject)]>([])
        let context = ExecutionContext(executionCount: 1) { type, content in published.withLock { $0.append((type, content)) } }
        let indicator = ProgressIndicator(context: context)
        indicator.report(12, of: 60, "frames laid out")
        Thread.sleep(forTimeInterval: ProgressIndicator.delay + 0.3)
        indicator.finish()
        let messages = published.withLock { $0 }
        let first = try #require(messages.first)
        #expect(first.0 == "display_data")
        let text = try #require(first.1["data"]?.objectValue?["text/plain"]?.stringValue)
        #expect(text.hasPrefix("Working… 1.") && text.hasSuffix("(frames laid out: 12 of 60)"))
        #expect(first.1["data"]?.objectValue?["text/html"]?.stringValue?.contains("<progress value=\"12\" max=\"60\">") == true)
        let last = try #require(messages.last)
        #expect(last.0 == "update_display_data")
        #expect(last.1["data"] == [:])
        #expect(last.1["transient"] == first.1["transient"])
        // A cell that ends sooner never shows it.
        let quick = Mutex(0)
        let quickContext = ExecutionContext(executionCount: 1) { _, _ in quick.withLock { $0 += 1 } }
        ProgressIndicator(context: quickContext).finish()
        Thread.sleep(forTimeInterval: ProgressIndicator.delay + 0.2)
        #expect(quick.withLock { $0 } == 0)
    }
}
