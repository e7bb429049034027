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
        "ColorPicker(\"Fill\", selection: .constant(Color.orange)).padding()",
        "Label { Text(\"Custom\").bold() } icon: { Circle().fill(.red).frame(width: 12, height: 12) }",
        "ProgressView(value: 0.6, total: 1) { Text(\"Uploading\") }.padding()",
        """
        Gauge(value: 30, in: 0...100) {
            Text("Speed")
        } currentValueLabel: {
            Text("30")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
        .padding()
        """,
        """
        Slider(value: .constant(2.0), in: 0...4) {
            Text("Zoom")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("4")
        }
        .padding()
        """,
        "Stepper(value: .constant(2.5), in: 0...5, step: 0.5) { Text(\"Half steps\") }.padding()",
        "TextField(\"Name\", text: .constant(\"\"), prompt: Text(\"Your name\")).padding()",
        "Link(destination: URL(string: \"https://example.com\")!) { Label(\"Site\", systemImage: \"link\") }",
        "Button(role: .destructive, action: {}) { Label(\"Delete\", systemImage: \"trash\") }",
        "Button(\"Share\", systemImage: \"square.and.arrow.up\") { }",
        "NavigationLink(\"Details\") { Text(\"More\") }",
        "List { NavigationLink(\"Circle\", value: 1); NavigationLink(destination: Text(\"Square\")) { Label(\"Square\", systemImage: \"square\") } }",
        stateView,
    ]

    /// Cells of containers, each drawn as the old language draws it.
    static let containerCells: [String] = [
        "ScrollView(.vertical) { VStack { ForEach(0..<20) { i in Text(\"Row \\(i)\") } } }",
        "ScrollView(.horizontal) { HStack { ForEach(0..<12) { _ in Circle().frame(width: 40, height: 40) } } }",
        """
        List {
            Text("First")
            Text("Second")
            Toggle("Third", isOn: .constant(true))
        }
        """,
        """
        Form {
            Section("Shape") {
                Stepper("Sides", value: .constant(5), in: 3...12)
                Slider(value: .constant(0.5))
            }
            Section(header: Text("Colour"), footer: Text("Used for the fill")) {
                Text("Red")
            }
        }
        """,
        """
        List {
            Section {
                Text("Row")
            } header: {
                Text("Header")
            }
        }
        """,
        "List([\"Circle\", \"Square\", \"Star\"], id: \\.self) { name in Text(name) }",
        "List(0..<3) { i in Text(\"Item \\(i)\") }",
        """
        NavigationStack {
            List {
                Text("Circle")
                Text("Square")
            }
            .navigationTitle("Shapes")
        }
        """,
        """
        NavigationView {
            Text("Body").navigationTitle("Title")
        }
        """,
        """
        TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
        }
        """,
        """
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(0..<7) { i in Rectangle().fill(.blue).frame(height: 30) }
        }
        .padding()
        """,
        """
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))], spacing: 12) {
            ForEach(0..<9) { i in Circle().fill(.orange).frame(height: 50) }
        }
        """,
        """
        LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(80), spacing: 4)], alignment: .leading) {
            ForEach(0..<6) { i in Text("\\(i)") }
        }
        """,
        """
        LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
            ForEach(0..<6) { i in Capsule().fill(.green).frame(width: 50) }
        }
        """,
        """
        Grid(alignment: .leading, horizontalSpacing: 12) {
            GridRow {
                Text("Name")
                Text("Sides")
            }
            Divider()
            GridRow {
                Text("Hexagon")
                Text("6")
            }
        }
        """,
        """
        ViewThatFits {
            Text("A rather long line of text that will not fit")
            Text("Short")
        }
        .frame(width: 120)
        """,
        "ViewThatFits(in: .horizontal) { Rectangle().frame(width: 300, height: 20); Circle().frame(width: 40) }",
        "AnyView(Circle().fill(.purple)).frame(width: 60, height: 60)",
    ]

    /// Cells of state and app patterns, each drawn as the old language draws it.
    static let patternCells: [String] = [
        """
        struct Counter: View {
            @State private var count: Int
            init(start: Int) { _count = State(initialValue: start) }
            var body: some View {
                Stepper("Count: \\(count)", value: $count, in: 0...10).padding()
            }
        }
        Counter(start: 4)
        """,
        """
        struct Knob: View {
            @Binding var level: Double
            var body: some View { Slider(value: $level, in: 0...10) }
        }
        struct Panel: View {
            @State private var level = 3.0
            var body: some View {
                VStack {
                    Knob(level: $level)
                    Text("Level \\(Int(level))")
                }
                .padding()
            }
        }
        Panel()
        """,
        """
        struct Mirror: View {
            @State private var on = false
            var body: some View {
                Toggle("Inverted", isOn: Binding(get: { !on }, set: { on = !$0 })).padding()
            }
        }
        Mirror()
        """,
        """
        struct Choice: View {
            @State private var selection = "b"
            var body: some View {
                Picker("Letter", selection: $selection) {
                    ForEach(["a", "b", "c"], id: \\.self) { letter in
                        Text(letter.uppercased()).tag(letter)
                    }
                }
                .pickerStyle(.segmented)
            }
        }
        Choice()
        """,
        """
        struct Card: ViewModifier {
            func body(content: Content) -> some View {
                content.padding().background(Color.yellow).clipShape(RoundedRectangle(cornerRadius: 8))
            }
        }
        Text("Hello").modifier(Card())
        """,
        """
        extension View {
            func card() -> some View { modifier(Card()) }
        }
        Circle().fill(.blue).frame(width: 40, height: 40).card()
        """,
        "Button(\"Bordered\") { }.buttonStyle(.bordered)",
        "Button(\"Prominent\") { }.buttonStyle(.borderedProminent)",
        "Button(\"Plain\") { }.buttonStyle(.plain)",
        """
        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(8).background(Capsule().fill(.mint))
            }
        }
        VStack { Button("Pill") { }; Button("Other") { } }.buttonStyle(Pill())
        """,
        """
        struct Item: Identifiable {
            let id = UUID()
            var name: String
        }
        let items = [Item(name: "Circle"), Item(name: "Square")]
        VStack { ForEach(items) { item in Text(item.name) } }
        """,
        """
        struct Ticker: View {
            @State private var ticks = 0
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            var body: some View {
                Text("Ticks: \\(ticks)")
                    .onReceive(timer) { _ in ticks += 1 }
                    .onAppear { ticks = 0 }
                    .onTapGesture { ticks += 10 }
            }
        }
        Ticker()
        """,
        """
        extension AnyTransition {
            static var moveAndFade: AnyTransition { .asymmetric(insertion: .move(edge: .trailing), removal: .opacity) }
        }
        extension Animation {
            static var gentle: Animation { .easeInOut(duration: 0.8) }
        }
        struct Reveal: View {
            @State private var shown = true
            var body: some View {
                VStack {
                    Button("Toggle") { withAnimation(.gentle) { shown.toggle() } }
                    if shown {
                        Circle().fill(.red).frame(width: 50, height: 50).transition(.moveAndFade)
                    }
                }
                .animation(.spring(), value: shown)
            }
        }
        Reveal()
        """,
        """
        struct Loader: View {
            @State private var loaded = false
            var body: some View {
                Text(loaded ? "Loaded" : "Loading")
                    .task { loaded = true }
                    .transition(.scale.combined(with: .opacity))
            }
        }
        Loader()
        """,
    ]

    @Test func patternsAgreeWithTheOldLanguage() {
        let outcomes = SurfaceAgreementTests.compare(Self.patternCells)
        for (cell, outcome) in zip(Self.patternCells, outcomes) where outcome != .agrees {
            Issue.record("\(outcome)\n\(cell)")
        }
    }

    @Test func containersAgreeWithTheOldLanguage() {
        let outcomes = SurfaceAgreementTests.compare(Self.containerCells)
        for (cell, outcome) in zip(Self.containerCells, outcomes) where outcome != .agrees {
            Issue.record("\(outcome)\n\(cell)")
        }
    }

    @Test func controlsAgreeWithTheOldLanguage() {
        let outcomes = SurfaceAgreementTests.compare(Self.controlCells)
        for (cell, outcome) in zip(Self.controlCells, outcomes) where outcome != .agrees {
            Issue.record("\(outcome)\n\(cell)")
        }
    }
}
