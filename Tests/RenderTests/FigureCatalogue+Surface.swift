import Canvas
import Foundation

extension FigureCatalogue {
    /// SwiftUI's drawing surface written as cells: GeometryReader, system colours and materials,
    /// fonts and styled text, iOS 17 shapes, controls and containers (issue 15).
    static let surfaceScripts: [ScriptEntry] = [
        ScriptEntry(name: "geometry-reader", source: """
            HStack(spacing: 12) {
                GeometryReader { proxy in
                    Circle().fill(.orange).frame(width: proxy.size.width / 2, height: proxy.size.height / 2)
                    Text("\\(Int(proxy.size.width))×\\(Int(proxy.size.height))")
                        .font(.caption)
                        .offset(y: proxy.size.height - 16)
                }
                .frame(width: 120, height: 90)
                .border(.gray)
                GeometryReader { proxy in
                    let frame = proxy.frame(in: .named("row"))
                    Text("x: \\(Int(frame.minX))").padding(6).background(Color(.systemGray5))
                }
                .frame(width: 90, height: 90)
                .border(.gray)
            }
            .coordinateSpace(name: "row")
            .padding()
            """),
        ScriptEntry(name: "system-colours", source: """
            let names: [Color] = [Color(.systemRed), Color(.systemOrange), Color(.systemYellow), Color(.systemGreen),
                                  Color(.systemMint), Color(.systemTeal), Color(uiColor: .systemCyan), Color(UIColor.systemBlue),
                                  Color(.systemIndigo), Color(.systemPurple), Color(.systemPink), Color(.systemBrown),
                                  Color(.label), Color(.secondaryLabel), Color(.separator), Color(.systemFill)]
            VStack(spacing: 8) {
                HStack(spacing: 4) {
                    ForEach(0..<8, id: \\.self) { i in RoundedRectangle(cornerRadius: 4).fill(names[i]).frame(width: 24, height: 24) }
                }
                HStack(spacing: 4) {
                    ForEach(8..<16, id: \\.self) { i in RoundedRectangle(cornerRadius: 4).fill(names[i]).frame(width: 24, height: 24) }
                }
                ZStack {
                    LinearGradient(colors: [.blue, .pink], startPoint: .leading, endPoint: .trailing)
                    HStack(spacing: 0) {
                        Color.clear.background(.ultraThinMaterial)
                        Color.clear.background(.thinMaterial)
                        Color.clear.background(.regularMaterial)
                        Color.clear.background(.thickMaterial)
                        Color.clear.background(.ultraThickMaterial)
                    }
                    .padding(6)
                }
                .frame(width: 220, height: 40)
                HStack(spacing: 4) {
                    Color(hue: 0.6, saturation: 0.5, brightness: 0.9)
                    Color(.sRGB, red: 0.9, green: 0.4, blue: 0.2, opacity: 1)
                    Color(white: 0.4)
                    Color.accentColor
                }
                .frame(width: 220, height: 16)
            }
            .padding()
            """),
        ScriptEntry(name: "fonts-and-styled-text", source: """
            VStack(alignment: .leading, spacing: 6) {
                Text("Hello, ").bold() + Text("styled ").foregroundColor(.red).italic() + Text("runs").font(.title2)
                Text("Rounded Title").font(.system(.title, design: .rounded, weight: .bold))
                Text("Monospaced 0123").font(.system(size: 17, weight: .medium, design: .monospaced))
                Text("Serif, like New York").font(.system(.body, design: .serif))
                Text("Tracking 3").tracking(3)
                Text("A long line that the line limit cuts short").lineLimit(1).frame(width: 200, alignment: .leading)
                Text("Underlined").underline()
                Text("Light caption").font(.caption.weight(.light)).foregroundStyle(.secondary)
            }
            .padding()
            """),
        ScriptEntry(name: "shapes-ios17", source: """
            HStack(spacing: 12) {
                Circle().union(.rect(cornerRadius: 8).offset(x: 30)).fill(.blue)
                    .frame(width: 70, height: 70)
                UnevenRoundedRectangle(topLeadingRadius: 30, bottomLeadingRadius: 4, bottomTrailingRadius: 16, topTrailingRadius: 0)
                    .fill(.orange)
                    .frame(width: 70, height: 70)
                Circle().fill(.yellow).stroke(.red, lineWidth: 6)
                    .frame(width: 70, height: 70)
                Capsule().stroke(.teal, style: StrokeStyle(lineWidth: 4, lineCap: CGLineCap.round, lineJoin: .round, miterLimit: .infinity, dash: [8, 6]))
                    .frame(width: 40, height: 70)
            }
            .padding()
            """),
        ScriptEntry(name: "controls", source: """
            VStack(alignment: .leading, spacing: 14) {
                Button("Sign In") { }
                Button("Delete", role: .destructive) { }
                Toggle("Wi-Fi", isOn: .constant(true))
                Toggle("Bluetooth", isOn: .constant(false))
                Slider(value: .constant(0.3))
                Stepper("Count: 3", value: .constant(3), in: 0...10)
                Picker("Flavour", selection: .constant("Mint")) { Text("Vanilla").tag("Vanilla"); Text("Mint").tag("Mint") }
                TextField("Your name", text: .constant(""))
                ProgressView(value: 0.6)
                HStack(spacing: 16) { ProgressView(); Label("Favourites", systemImage: "star") }
                Divider()
                Gauge(value: 0.4) { Text("Battery") } currentValueLabel: { Text("40%") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                Link("Apple", destination: URL(string: "https://apple.com")!)
            }
            .padding()
            .frame(width: 320)
            """),
        ScriptEntry(name: "list-in-navigation-stack", source: """
            NavigationStack {
                List {
                    Section("Fruit") {
                        Text("Apple")
                        Text("Banana")
                    }
                    Section {
                        Toggle("Notifications", isOn: .constant(true))
                        Picker("Sort by", selection: .constant("Name")) { Text("Name").tag("Name"); Text("Date").tag("Date") }
                    } footer: {
                        Text("Changes apply at once.")
                    }
                }
                .navigationTitle("Settings")
            }
            .frame(width: 320, height: 440)
            """),
        ScriptEntry(name: "lazy-grid-and-grid", source: """
            VStack(spacing: 16) {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 44))], spacing: 8) {
                    ForEach(0..<10, id: \\.self) { i in
                        RoundedRectangle(cornerRadius: 6)
                            .fill(Color(hue: Double(i) / 10, saturation: 0.6, brightness: 0.9))
                            .frame(height: 36)
                    }
                }
                Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
                    GridRow { Text("Name").bold(); Text("Score").bold() }
                    Divider()
                    GridRow { Text("Ada"); Text("98") }
                    GridRow { Text("Grace"); Text("100") }
                }
            }
            .frame(width: 240)
            .padding()
            """),
        ScriptEntry(name: "navigation-links-and-segmented-picker", source: """
            NavigationStack {
                List {
                    Picker("Mode", selection: .constant("Week")) { ForEach(["Day", "Week", "Month"], id: \\.self) { Text($0) } }
                        .pickerStyle(.segmented)
                    NavigationLink("Profile") { Text("Details") }
                    NavigationLink(destination: Text("Messages")) { Label("Inbox", systemImage: "tray") }
                }
                .navigationTitle("Links")
            }
            .frame(width: 320, height: 300)
            """),
        ScriptEntry(name: "tab-view", source: """
            TabView {
                Text("Home screen").tabItem { Label("Home", systemImage: "house") }
                Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
                Text("Profile").tabItem { Label("Profile", systemImage: "person") }
            }
            .frame(width: 300, height: 220)
            """),
    ]

    /// The surface cells' figures, or the first failure.
    static let surface: Result<[Entry], ScriptFigures.Failure> = Result {
        let runner = ScriptFigures()
        return try (surfaceScripts + surfaceCompletionScripts + surfaceFinishScripts + surfaceGuideScripts
                + surfaceGapScripts + surfaceAuditScripts + inlineImageScripts + fifteenthSetScripts + materialScripts).map {
            Entry(name: $0.name, figure: try runner.figure($0.source), knownDifference: $0.knownDifference, origin: .source($0.source))
        }
    }.mapError { $0 as? ScriptFigures.Failure ?? ScriptFigures.Failure(description: "\($0)") }
}
