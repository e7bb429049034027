import Geometry
import Testing
@testable import Canvas

/// What a live host sees of the controls in a view tree: which become widgets, with what kind,
/// label and value, how a live figure leaves them out, and the stacks and containers around them.
@Suite struct LiveControlTests {
    /// A stand-in for the language's handle.
    final class Handle: ControlConnection {}

    func toggle(_ title: String, _ isOn: Bool = true) -> View {
        .surface(.control(.toggle(label: .text(title), isOn: ControlBinding(isOn, handle: Handle()))))
    }

    func slider(_ value: Double, name: String? = nil, range: ValueRange = ValueRange(0, 10), step: Double? = nil, live: Bool = true) -> View {
        .surface(.control(.slider(value: ControlBinding(value, name: name, handle: live ? Handle() : nil), range: range, step: step,
                                  minimumLabel: nil, maximumLabel: nil)))
    }

    func figure(_ view: View, _ proposal: Size = Size(width: 320, height: 400)) throws -> DisplayList {
        try layoutFigure(view, proposedSize: proposal, description: "").displayList
    }

    @Test func controlsInsideContainersAreWidgetsAndLeaveTheFigure() throws {
        let form = View.surface(.list([
            .surface(.section(header: .text("Display"), footer: nil, rows: [toggle("Dark"), slider(3, name: "size")])),
            .surface(.section(header: nil, footer: nil, rows: [.text("Version 1"), toggle("Beta")])),
        ]))
        let stack = View.surface(.navigationStack(form.surfaceModifier(.navigationTitle("Settings"))))
        #expect(stack.controls.map(\.label) == ["Dark", "size", "Beta"])
        // The first section held only controls and goes, header and all; the second keeps its text.
        let expected = View.surface(.navigationStack(View.surface(.list([
            .surface(.section(header: nil, footer: nil, rows: [.text("Version 1")])),
        ])).surfaceModifier(.navigationTitle("Settings"))))
        #expect(try figure(stack.withoutControls) == (try figure(expected)))
        #expect(stack.controlArrangement == .column([.column([.control(0), .control(1)]), .control(2)]))
    }

    @Test func displayOnlyAndUnboundControlsStayInTheFigure() throws {
        let view = View.vStack(children: [
            .surface(.control(.progress(value: 0.5, total: 1, label: nil))), .surface(.control(.divider)),
            slider(2, live: false), slider(4),
        ])
        #expect(view.controls.count == 1)
        let kept = View.vStack(children: [
            .surface(.control(.progress(value: 0.5, total: 1, label: nil))), .surface(.control(.divider)), slider(2, live: false), .empty,
        ])
        #expect(try figure(view.withoutControls) == (try figure(kept)))
    }

    @Test func aStackLeftWithOnlySpacersGoes() throws {
        let buttons = View.hStack(children: [
            .surface(.control(.button(label: .text("Cancel"), tint: .color(.red), action: ControlAction(handle: Handle()) {}))),
            .spacer(),
            .surface(.control(.button(label: .text("Print"), tint: .color(.accent), action: ControlAction(handle: Handle()) {}))),
        ])
        let card = View.vStack(children: [AnyShape.circle.fill(.color(.red)).frame(width: 20, height: 20), buttons])
        #expect(try figure(card.withoutControls) == (try figure(.vStack(children: [AnyShape.circle.fill(.color(.red)).frame(width: 20, height: 20)]))))
        // Without controls taken out, a stack of spacers is left alone.
        let spacers = View.hStack(children: [.spacer(), .spacer()])
        #expect(try figure(spacers.withoutControls) == (try figure(spacers)))
    }

    @Test func aWidgetsKindLabelAndValueComeFromTheControl() throws {
        let slider = try #require(Control.slider(value: ControlBinding(2.4, name: "radius", handle: Handle()), range: ValueRange(0, 10), step: 1,
                                                 minimumLabel: nil, maximumLabel: nil).interactive)
        #expect(slider.kind == .slider(bounds: 0...10, step: 1))
        #expect(slider.label == "radius" && slider.isInteger && slider.value == .number(2))
        let labelled = try #require(Control.slider(value: ControlBinding(0.5, handle: Handle()), range: ValueRange(0, 1), step: nil,
                                                   minimumLabel: nil, maximumLabel: nil, label: .text("Opacity")).interactive)
        #expect(labelled.label == "Opacity" && !labelled.isInteger)
        let stepper = try #require(Control.stepper(label: .text("Sides: 5"), value: ControlBinding(5, handle: Handle()), range: nil, step: 1).interactive)
        #expect(stepper.kind == .stepper(bounds: nil, step: 1) && stepper.isInteger && stepper.label == "Sides: 5")
        let picker = try #require(Control.picker(label: .text("Style"), selection: ControlBinding("b", handle: Handle()),
                                                 options: [.text("A"), .modified(.text("B"), .fontWeight(.bold))], selectedIndex: 1, isSegmented: true).interactive)
        #expect(picker.kind == .picker(options: ["A", "B"], style: .segmented) && picker.value == .selection(1))
        let field = try #require(Control.textField(title: "Name", text: ControlBinding("", handle: Handle()), prompt: "Ada").interactive)
        #expect(field.kind == .textField(prompt: "Ada") && field.label == "Name")
        // A reversed range cannot be a ClosedRange: the slider is drawn, not a widget.
        #expect(Control.slider(value: ControlBinding(1, handle: Handle()), range: ValueRange(5, 1), step: nil,
                               minimumLabel: nil, maximumLabel: nil).interactive == nil)
        #expect(Control.gauge(value: 1, range: ValueRange(0, 2), label: nil, currentValueLabel: nil, minimumLabel: nil,
                              maximumLabel: nil).interactive == nil)
    }

    @Test func stylesReachControlsInsideContainers() {
        let list = View.surface(.list([toggle("A")]))
        let styled = list.mappingControls { control in
            guard case .toggle(let label, let isOn, _) = control else { return control }
            return .toggle(label: label, isOn: isOn, style: .button)
        }
        #expect(styled.controls.map(\.kind) == [.toggle(style: .button)])
    }

    @Test func colorPickerDrawsItsColourInsideARingOfHues() throws {
        let picker = View.surface(.control(.colorPicker(label: .text("Fill"), selection: ControlBinding(.orange), supportsOpacity: true)))
        let items = try figure(picker, Size(width: 200, height: 50)).items
        let disc = items.compactMap { item -> Rect? in
            if case .fill(let path, .solid(.orange), _) = item { path.controlPointBounds } else { nil }
        }
        #expect(disc.count == 1 && disc.first?.size == Size(width: 18, height: 18) && disc.first?.maxX == 200 - 5)
        #expect(items.contains { item in
            switch item {
            case .fill(_, .angularGradient, _), .stroke(_, .angularGradient, _): true
            default: false
            }
        })
    }

    @Test func aToggleInTheButtonStyleIsTintedWhileOn() throws {
        func grounds(_ isOn: Bool) throws -> [Paint] {
            let view = View.surface(.control(.toggle(label: .text("Bold"), isOn: ControlBinding(isOn), style: .button)))
            return try figure(view, Size(width: 200, height: 50)).items.compactMap { item in
                if case .fill(_, let paint, _) = item, paint != .solid(.accent) { paint } else { nil }
            }
        }
        #expect(try grounds(true) == [.solid(RGBA.accent.withOpacity(0.15))])
        #expect(try grounds(false).allSatisfy { $0 == .solid(.clear) })
    }
}
