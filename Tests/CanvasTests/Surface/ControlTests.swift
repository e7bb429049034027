import Geometry
import Testing
@testable import Canvas

/// Controls drawn with UIKit's metrics, checked from where their parts land.
@Suite struct ControlTests {
    func fills(_ view: View, _ proposal: Size? = nil) throws -> [(bounds: Rect, paint: Paint)] {
        try layoutFigure(view, proposedSize: proposal, description: "").displayList.items.compactMap { item in
            guard case .fill(let path, let paint, _) = item, let bounds = path.controlPointBounds else { return nil }
            return (bounds, paint)
        }
    }

    @Test func toggleSwitchIsGreenWithTheKnobTrailingWhenOn() throws {
        let on = try fills(.surface(.control(.toggle(label: .empty, isOn: ControlBinding(true)))), Size(width: 200, height: 100))
        let track = try #require(on.first { $0.paint == .solid(.green) })
        #expect(track.bounds.size == Size(width: 51, height: 31))
        #expect(track.bounds.maxX == 200)
        let knob = try #require(on.first { $0.paint == .solid(.white) })
        #expect(knob.bounds.size == Size(width: 27, height: 27))
        #expect(abs(knob.bounds.maxX - (track.bounds.maxX - 2)) < 1e-9)
        let off = try fills(.surface(.control(.toggle(label: .empty, isOn: ControlBinding(false)))), Size(width: 200, height: 100))
        let offKnob = try #require(off.first { $0.paint == .solid(.white) })
        #expect(abs(offKnob.bounds.minX - (200 - 51 + 2)) < 1e-9)
        #expect(!off.contains { $0.paint == .solid(.green) })
    }

    @Test func sliderThumbSitsAtTheValuesPlace() throws {
        let slider = View.surface(.control(.slider(value: ControlBinding(25), range: ValueRange(0, 100), step: nil, minimumLabel: nil, maximumLabel: nil)))
        let parts = try fills(slider.frame(width: 228))
        let thumb = try #require(parts.first { $0.paint == .solid(.white) })
        // The thumb travels over 228 − 28 = 200 points: a quarter is 50. (Its rim's stroke pokes a
        // quarter point above the frame, so the figure shows it by moving everything down 1.)
        #expect(thumb.bounds == Rect(x: 50, y: 1, width: 28, height: 28))
        let filled = try #require(parts.first { $0.paint == .solid(.accent) })
        #expect(filled.bounds == Rect(x: 0, y: 13, width: 64, height: 4))
    }

    @Test func stepperButtonsAreUIKitsSize() throws {
        let stepper = View.surface(.control(.stepper(label: .text("Count"), value: ControlBinding(0), range: ValueRange(0, 5), step: 1)))
        let parts = try fills(stepper, Size(width: 300, height: 100))
        let ground = try #require(parts.first { $0.paint == .solid(.uiKitColor("tertiarySystemFill")) })
        #expect(ground.bounds.size == Size(width: 94, height: 32))
        #expect(ground.bounds.maxX == 300)
        // At the bottom of its range the minus is greyed out, the plus is not.
        #expect(parts.contains { $0.paint == .solid(.uiKitColor("tertiaryLabel")) && $0.bounds.width == 14 })
        #expect(parts.contains { $0.paint == .solid(.black) && $0.bounds.height == 14 })
    }

    @Test func dividerRunsAcrossItsStack() throws {
        let inVStack = try fills(.vStack(children: [.surface(.control(.divider))]), Size(width: 120, height: 80))
        #expect(inVStack.first?.bounds.size == Size(width: 120, height: Control.hairline))
        let inHStack = try fills(.hStack(children: [.surface(.control(.divider))]), Size(width: 120, height: 80))
        #expect(inHStack.first?.bounds.size == Size(width: Control.hairline, height: 80))
    }

    @Test func buttonLabelIsAccentBlueAndDestructiveRed() throws {
        let button = try fills(.surface(.control(.button(label: .text("OK"), tint: .color(.accent), action: nil))))
        #expect(button.first?.paint == .solid(RGBA.bytes(0, 122, 255)))
        let delete = try fills(.surface(.control(.button(label: .text("Delete"), tint: .color(.red), action: nil))))
        #expect(delete.first?.paint == .solid(RGBA.bytes(255, 59, 48)))
    }

    @Test func progressBarFillsItsFraction() throws {
        let parts = try fills(View.surface(.control(.progress(value: 3, total: 4, label: nil))).frame(width: 200))
        #expect(parts.map(\.bounds) == [Rect(x: 0, y: 0, width: 200, height: 4), Rect(x: 0, y: 0, width: 150, height: 4)])
    }

    @Test func segmentedPickerHighlightsTheSelectedThird() throws {
        let options: [View] = [.text("A"), .text("B"), .text("C")]
        let picker = View.surface(.control(.picker(label: .text("P"), selection: ControlBinding("C"), options: options,
                                                   selectedIndex: 2, isSegmented: true)))
        let parts = try fills(picker.frame(width: 300))
        let ground = try #require(parts.first { $0.paint == .solid(.uiKitColor("tertiarySystemFill")) })
        #expect(ground.bounds == Rect(x: 0, y: 0, width: 300, height: 32))
        let selected = try #require(parts.first { $0.paint == .solid(.white) })
        // Three equal segments with a 1-point hairline slot between each: the last starts at 2 × 99.33 + 2.
        #expect(abs(selected.bounds.minX - (2 * 298.0 / 3 + 2 + 2)) < 1e-9)
        #expect(abs(selected.bounds.maxX - (300 - 2)) < 1e-9)
        #expect(selected.bounds.minY == 2 && selected.bounds.maxY == 30)
    }

    @Test func navigationLinkInAListRowEndsInAChevron() throws {
        let list = View.surface(.list([.surface(.control(.navigationLink(label: .text("Profile"), destination: .text("x"))))]))
        let figure = try layoutFigure(list, proposedSize: Size(width: 320, height: 200), description: "")
        let chevron = figure.displayList.items.compactMap { item -> Rect? in
            if case .stroke(let path, .solid(let color), _) = item, color == .uiKitColor("tertiaryLabel") { path.controlPointBounds } else { nil }
        }
        // 6×11 at the trailing edge of the row's content: card 16 in, content 16 in from its end.
        #expect(chevron == [Rect(x: 320 - 32 - 6, y: 35 + (44 - 11) / 2, width: 6, height: 11)])
    }

    @Test func aControlKeepsItsBindingsAndAction() throws {
        var ran = false
        let slider = Control.slider(value: ControlBinding(0.5, name: "volume"), range: ValueRange(0, 1), step: 0.1, minimumLabel: nil, maximumLabel: nil)
        guard case .slider(let value, let range, let step, _, _, _) = slider else { Issue.record("not a slider"); return }
        #expect(value.name == "volume" && value.value == 0.5 && range == ValueRange(0, 1) && step == 0.1)
        let button = Control.button(label: .text("Go"), tint: .color(.accent), action: ControlAction { ran = true })
        guard case .button(_, _, let action?) = button else { Issue.record("no action"); return }
        _ = try layoutFigure(.surface(.control(button)), proposedSize: nil, description: "")
        #expect(!ran, "drawing must not run the action")
        try action.run()
        #expect(ran)
    }
}
