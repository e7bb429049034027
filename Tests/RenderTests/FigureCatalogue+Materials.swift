import Canvas
import Foundation

extension FigureCatalogue {
    /// Materials as a blur of what lies behind them and the dark appearance's controls, as cells:
    /// a card of text over a photo-like picture behind `.ultraThinMaterial` and `.thickMaterial`,
    /// the same in the dark, the controls on a dark preview, a list in a navigation stack in a
    /// tab view in the dark, a dark preference made deep inside, materials at the figure's edge
    /// and side by side, and the list styles.
    static let materialScripts: [ScriptEntry] = [
        ScriptEntry(name: "material-cards", source: """
            struct Card: View {
                let material: Material
                let name: String
                var body: some View {
                    ZStack {
                        LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                        Circle().fill(.yellow).frame(width: 70, height: 70).offset(x: -40, y: -30)
                        Circle().fill(.blue).frame(width: 50, height: 50).offset(x: 50, y: 30)
                        Rectangle().fill(.white).frame(width: 4, height: 150).offset(x: 10)
                        VStack(alignment: .leading, spacing: 4) {
                            Text(name).font(.headline)
                            Text("Over a picture").font(.caption).foregroundStyle(.secondary)
                        }
                        .padding(12)
                        .background(material, in: RoundedRectangle(cornerRadius: 12))
                    }
                    .frame(width: 170, height: 130)
                    .clipped()
                }
            }
            VStack(spacing: 8) {
                HStack(spacing: 8) {
                    Card(material: .ultraThinMaterial, name: "Ultra thin")
                    Card(material: .thickMaterial, name: "Thick")
                }
                HStack(spacing: 8) {
                    Card(material: .ultraThinMaterial, name: "Ultra thin")
                    Card(material: .thickMaterial, name: "Thick")
                }
                .environment(\\.colorScheme, .dark)
            }
            .padding()
            """),
        ScriptEntry(name: "dark-controls", source: """
            VStack(alignment: .leading, spacing: 12) {
                Toggle("Wi-Fi", isOn: .constant(true))
                Toggle("Bluetooth", isOn: .constant(false))
                Slider(value: .constant(0.4))
                Stepper("Count: 3", value: .constant(3), in: 0...10)
                Picker("Mode", selection: .constant(1)) {
                    Text("Day").tag(0)
                    Text("Night").tag(1)
                    Text("Auto").tag(2)
                }
                .pickerStyle(.segmented)
                ProgressView(value: 0.6)
                TextField("Name", text: .constant(""))
                HStack {
                    Button("Plain") {}
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Filled") {}.buttonStyle(.borderedProminent)
                    Button("Delete", role: .destructive) {}
                }
            }
            .padding()
            .frame(width: 360, height: 330)
            .preferredColorScheme(.dark)
            """),
        ScriptEntry(name: "dark-list-and-tabs", source: """
            TabView {
                NavigationStack {
                    List {
                        Section("Fruit") {
                            Text("Apple")
                            Text("Banana")
                        }
                        Section {
                            Toggle("Notifications", isOn: .constant(true))
                            Picker("Sort by", selection: .constant("Name")) { Text("Name").tag("Name"); Text("Date").tag("Date") }
                            NavigationLink("Profile") { Text("Details") }
                        } footer: {
                            Text("Changes apply at once.")
                        }
                    }
                    .navigationTitle("Settings")
                }
                .tabItem { Label("Settings", systemImage: "gear") }
                Text("Home").tabItem { Label("Home", systemImage: "house") }
            }
            .frame(width: 320, height: 520)
            .preferredColorScheme(.dark)
            """),
        ScriptEntry(name: "dark-preference-inside", source: """
            struct Reminder: View {
                var body: some View {
                    Label("Stand up", systemImage: "bell")
                        .padding()
                        .background(.background, in: RoundedRectangle(cornerRadius: 12))
                        .preferredColorScheme(.dark)
                }
            }
            VStack(spacing: 12) {
                Text("The whole figure is dark").font(.headline)
                Circle().fill(.blue).frame(width: 40, height: 40)
                Reminder()
                Text("Only this card is light")
                    .padding()
                    .background(.background, in: RoundedRectangle(cornerRadius: 12))
                    .environment(\\.colorScheme, .light)
            }
            .padding()
            """),
        ScriptEntry(name: "material-bar-at-edge", source: """
            ZStack {
                HStack(spacing: 0) {
                    ForEach(0..<10) { i in Rectangle().fill(i % 2 == 0 ? Color.red : Color.blue) }
                }
                VStack {
                    Text("Top bar").frame(maxWidth: .infinity).frame(height: 40).background(.ultraThinMaterial)
                    Spacer()
                    HStack(spacing: 6) {
                        Text("Regular").frame(width: 97, height: 40).background(.regularMaterial)
                        Text("Thin").frame(width: 97, height: 40).background(.thinMaterial)
                    }
                }
            }
            .frame(width: 200, height: 160)
            """),
        ScriptEntry(name: "list-styles", source: """
            struct Fruit: View {
                var body: some View {
                    List {
                        Section("Fruit") { Text("Apple"); Text("Banana") }
                        Section { Text("Cherry") }
                    }
                }
            }
            HStack(spacing: 8) {
                Fruit().listStyle(.insetGrouped).frame(width: 180, height: 240)
                Fruit().listStyle(.grouped).frame(width: 180, height: 240)
                Fruit().listStyle(.plain).frame(width: 180, height: 240)
            }
            """),
    ]
}
