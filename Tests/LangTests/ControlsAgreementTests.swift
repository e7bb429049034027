import Testing
@testable import Lang

/// SwiftUI's controls, containers, state and app patterns through Lang against the old language:
/// each cell's display list must equal the old language's (an iOS preview in light mode).
@Suite struct ControlsAgreementTests {
    /// A view with state and controls bound to it, as app code writes one.
    static let stateView = """
    struct Settings: View {
        @State private var radius = 12.0
        @State private var outlined = true
        @State private var sides: Int = 5
        @State private var name = "Star"
        var body: some View {
            VStack {
                Toggle("Outline", isOn: $outlined)
                Slider(value: $radius, in: 0...20)
                Stepper("Sides: \\(sides)", value: $sides, in: 3...12)
                TextField("Name", text: $name)
                Text(name)
            }
            .padding()
        }
    }
    Settings()
    """

    /// Cells of controls, each drawn as the old language draws it.
    static let controlCells: [String] = [
        "Button(\"Tap me\") { }",
        "Button(\"Delete\", role: .destructive) { }",
        "Button(action: {}) { Text(\"Go\").font(.headline) }",
        "Button(action: {}) { Circle().fill(.red).frame(width: 20, height: 20); Text(\"Record\") }",
        "Toggle(\"Outline\", isOn: .constant(true)).padding()",
        "Toggle(isOn: .constant(false)) { Text(\"Off\") }.padding()",
        "Slider(value: .constant(0.25)).padding()",
        "Slider(value: .constant(5.0), in: 0...20, step: 1).frame(width: 180)",
        "Stepper(\"Count\", value: .constant(3), in: 0...10).padding()",
        "Stepper(\"Steps\", onIncrement: {}, onDecrement: {}).padding()",
        """
        Picker("Shape", selection: .constant(1)) {
            Text("Circle").tag(0)
            Text("Square").tag(1)
        }
        """,
        """
        Picker("Shape", selection: .constant("b")) {
            Text("A").tag("a")
            Text("B").tag("b")
        }
        .pickerStyle(.segmented)
        .padding()
        """,
        "TextField(\"Title\", text: .constant(\"\")).padding()",
        "TextField(\"Title\", text: .constant(\"Shapebook\")).padding()",
        "SecureField(\"Password\", text: .constant(\"abc\")).padding()",
        "ProgressView(value: 0.4).padding()",
        "ProgressView()",
        "ProgressView(\"Loading\", value: 3, total: 10).padding()",
        "Label(\"Favourite\", systemImage: \"star\")",
        "VStack { Text(\"Above\"); Divider(); Text(\"Below\") }",
        "Gauge(value: 0.7) { Text(\"Fuel\") }.padding()",
        "Link(\"Shapebook\", destination: URL(string: \"https://example.com\")!)",
        "Toggle(\"Bold\", isOn: .constant(true)).toggleStyle(.button)",
        stateView,
    ]

    @Test func controlsAgreeWithTheOldLanguage() {
        let outcomes = SurfaceAgreementTests.compare(Self.controlCells)
        for (cell, outcome) in zip(Self.controlCells, outcomes) where outcome != .agrees {
            Issue.record("\(outcome)\n\(cell)")
        }
    }
}
