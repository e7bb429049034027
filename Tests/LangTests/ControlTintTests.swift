import Canvas
import Geometry
import Testing
@testable import Lang

/// Issue 15: `.tint(_:)` and `.accentColor(_:)` on controls, checked by the colours drawn: what
/// an iOS preview draws in the tint (a button's title, a slider's filled track, a switch's
/// on-state track, a progress bar and spinner, a link, a menu picker's selection) takes it; a
/// switch and the spinner ignore the accent colour; a stepper keeps its greys.
@Suite struct ControlTintTests {
    /// The colours of every solid fill and stroke drawn, opacity left out.
    static func colours(_ source: String) throws -> [RGBA] {
        try SurfaceCompletionTests.drawn(source).items.compactMap { item in
            switch item {
            case .fill(_, .solid(let rgba), _), .stroke(_, .solid(let rgba), _):
                return RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue)
            default:
                return nil
            }
        }
    }

    /// Whether `source` draws something in `colour` (ignoring opacity).
    static func draws(_ colour: RGBA, _ source: String) throws -> Bool {
        try colours(source).contains { abs($0.red - colour.red) < 1e-9 && abs($0.green - colour.green) < 1e-9 && abs($0.blue - colour.blue) < 1e-9 }
    }

    static let controls: [(name: String, cell: String, untinted: RGBA)] = [
        ("Button", #"Button("Go") { }"#, .blue),
        ("Slider", "Slider(value: .constant(0.5))", .blue),
        ("Toggle", #"Toggle("On", isOn: .constant(true))"#, .green),
        ("ProgressView bar", "ProgressView(value: 0.5)", .blue),
        ("ProgressView spinner", "ProgressView()", .gray),
        ("Link", #"Link("Site", destination: URL(string: "https://example.com")!)"#, .blue),
        ("Picker", #"Picker("Size", selection: .constant(1)) { Text("S").tag(1); Text("L").tag(2) }"#, .blue),
        ("Toggle button", #"Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)"#, .blue),
    ]

    @Test(arguments: controls.indices)
    func aTintPaintsWhatTheControlDrawsInItsAccentOrOnColour(index: Int) throws {
        let (name, cell, untinted) = Self.controls[index]
        #expect(try Self.draws(untinted, cell), "\(name) untinted")
        #expect(try !Self.draws(.orange, cell), "\(name) untinted")
        let tinted = "VStack { \(cell) }.tint(.orange)"
        #expect(try Self.draws(.orange, tinted), "\(name) tinted")
        #expect(try !Self.draws(untinted, tinted), "\(name) tinted keeps \(untinted)")
    }

    @Test func theAccentColourPaintsAccentedPartsButNotTheSwitchOrTheSpinner() throws {
        #expect(try Self.draws(.orange, #"VStack { Button("Go") { }; Slider(value: .constant(0.5)) }.accentColor(.orange)"#))
        #expect(try !Self.draws(.blue, #"VStack { Button("Go") { }; Slider(value: .constant(0.5)) }.accentColor(.orange)"#))
        let toggle = #"VStack { Toggle("On", isOn: .constant(true)); ProgressView() }.accentColor(.orange)"#
        #expect(try Self.draws(.green, toggle) && Self.draws(.gray, toggle))
        #expect(try !Self.draws(.orange, toggle))
    }

    @Test func theTintWinsOverTheAccentColourWhicheverIsNearer() throws {
        #expect(try Self.colours(#"Button("Go") { }.tint(.orange).accentColor(.purple)"#) .allSatisfy { $0 == .orange })
        #expect(try Self.colours(#"Button("Go") { }.accentColor(.purple).tint(.orange)"#) .allSatisfy { $0 == .orange })
        #expect(try Self.draws(.orange, #"Slider(value: .constant(0.5)).accentColor(.purple).tint(.orange)"#))
        #expect(try !Self.draws(.purple, #"Slider(value: .constant(0.5)).accentColor(.purple).tint(.orange)"#))
        // The nearest tint wins.
        #expect(try Self.colours(#"VStack { Button("Go") { }.tint(.red) }.tint(.orange)"#).allSatisfy { $0 == .red })
    }

    @Test func aStepperAndASegmentedPickerKeepTheirGreys() throws {
        #expect(try !Self.draws(.orange, #"Stepper("Count", value: .constant(2), in: 0...5).tint(.orange)"#))
        #expect(try !Self.draws(.orange, #"Picker("Size", selection: .constant(1)) { Text("S").tag(1); Text("L").tag(2) }.pickerStyle(.segmented).tint(.orange)"#))
    }

    @Test func destructiveButtonsStayRedAndBorderedButtonsTakeTheTint() throws {
        #expect(try Self.colours(#"Button("Delete", role: .destructive) { }.tint(.orange)"#).allSatisfy { $0 == .red })
        let bordered = try SurfaceCompletionTests.drawn(#"Button("Go") { }.buttonStyle(.borderedProminent).tint(.orange)"#).items
        guard case .fill(_, .solid(let ground), _)? = bordered.first else { Issue.record("no ground"); return }
        #expect(ground == .orange)
        let light = try SurfaceCompletionTests.drawn(#"Button("Go") { }.buttonStyle(.bordered).tint(.orange)"#).items
        guard case .fill(_, .solid(let faint), _)? = light.first else { Issue.record("no ground"); return }
        #expect(faint == RGBA.orange.withOpacity(0.15))
    }

    @Test func theTintStyleAndControlsInsideAGeometryReaderTakeTheTint() throws {
        #expect(try Self.colours(#"Circle().fill(.tint).frame(width: 10, height: 10).tint(.orange)"#) == [.orange])
        #expect(try Self.colours(#"Circle().fill(.tint).frame(width: 10, height: 10)"#) == [.blue])
        #expect(try Self.draws(.orange, #"GeometryReader { _ in Slider(value: .constant(0.5)) }.tint(.orange)"#))
    }
}
