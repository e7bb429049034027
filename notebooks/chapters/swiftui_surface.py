"""The notebook 09 · SwiftUI's drawing surface: GeometryReader, Canvas, effects, colours, fonts and controls: its prose and cells."""

from .cells import code, md


def notebook():
    return "09-swiftui-surface", [
        md("""
# 09 · SwiftUI's drawing surface: GeometryReader, Canvas, effects, colours, fonts and controls

Real SwiftUI code wraps its shapes in more than stacks: a `GeometryReader` that sizes a drawing
to its space, system colours and fonts, controls, lists and grids. This notebook runs that code
as an iOS 17 preview draws it, in the light appearance with the default tint.
"""),
        md("""
## GeometryReader

A `GeometryReader` takes all the space it is offered and hands its closure a proxy: the size it
got, and its frame in a coordinate space (`.local`, `.global`, or one named with
`.coordinateSpace(name:)`). Its content sits at its top leading corner. Here a gauge face is
drawn to whatever size the reader is given:
"""),
        code("""
struct Dial: View {
    var value: Double
    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            ZStack {
                Circle().stroke(Color(.systemGray5), lineWidth: side / 10)
                Circle()
                    .trim(from: 0, to: value)
                    .stroke(.teal, style: StrokeStyle(lineWidth: side / 10, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\\(Int(value * 100))%").font(.system(size: side / 5, weight: .bold, design: .rounded))
            }
            .frame(width: side, height: side)
        }
    }
}

HStack(spacing: 16) {
    Dial(value: 0.25).frame(width: 60, height: 60)
    Dial(value: 0.6).frame(width: 100, height: 100)
    Dial(value: 0.9).frame(width: 140, height: 140)
}
.padding()
"""),
        md("""
`proxy.frame(in:)` measures where the reader is. A named coordinate space makes positions
relative to a container instead of the whole figure:
"""),
        code("""
HStack(spacing: 10) {
    ForEach(0..<3, id: \\.self) { _ in
        GeometryReader { proxy in
            let x = proxy.frame(in: .named("row")).minX
            Text("x = \\(Int(x))")
                .font(.caption)
                .padding(6)
                .background(Color(.systemGray6))
        }
        .frame(width: 80, height: 40)
        .border(Color(.separator))
    }
}
.coordinateSpace(name: "row")
.padding()
"""),
        md("""
## Colours

SwiftUI's named colours, UIKit's system and element colours (`Color(.systemTeal)`,
`Color(uiColor: .secondaryLabel)`, `Color(UIColor.separator)`), `Color(.sRGB, red:green:blue:)`,
`Color(hue:saturation:brightness:)` and `Color(white:)` all resolve to their light-appearance
sRGB values. Materials are drawn as their translucent tints (a figure has nothing live behind it
to blur):
"""),
        code("""
let system: [Color] = [Color(.systemRed), Color(.systemOrange), Color(.systemYellow), Color(.systemGreen),
                       Color(.systemMint), Color(.systemTeal), Color(.systemCyan), Color(.systemBlue),
                       Color(.systemIndigo), Color(.systemPurple), Color(.systemPink), Color(.systemBrown)]
VStack(spacing: 10) {
    HStack(spacing: 4) {
        ForEach(0..<12, id: \\.self) { i in
            RoundedRectangle(cornerRadius: 4).fill(system[i]).frame(width: 22, height: 22)
        }
    }
    ZStack {
        LinearGradient(colors: [.orange, .pink, .purple], startPoint: .leading, endPoint: .trailing)
        HStack(spacing: 0) {
            Text("ultraThin").frame(maxWidth: .infinity, maxHeight: .infinity).background(.ultraThinMaterial)
            Text("regular").frame(maxWidth: .infinity, maxHeight: .infinity).background(.regularMaterial)
            Text("ultraThick").frame(maxWidth: .infinity, maxHeight: .infinity).background(.ultraThickMaterial)
        }
        .font(.caption)
        .padding(8)
    }
    .frame(width: 300, height: 60)
}
.padding()
"""),
        md("""
## Fonts and styled text

The text styles have iOS's default sizes (`.largeTitle` 34 … `.caption2` 11). The rounded,
monospaced and serif designs are drawn with the free fonts closest to SF Rounded, SF Mono and
New York (Quicksand, JetBrains Mono and Caladea). `Text + Text` joins runs that keep their own
font and colour, and `tracking`, `lineLimit` and `underline` work as in SwiftUI:
"""),
        code("""
VStack(alignment: .leading, spacing: 8) {
    Text("Large Title").font(.largeTitle.bold())
    Text("Rounded, bold").font(.system(.title2, design: .rounded, weight: .bold))
    Text("let answer = 42").font(.system(.body, design: .monospaced))
    Text("A serif paragraph in the style of New York.").font(.system(.body, design: .serif))
    Text("Total: ").foregroundColor(.secondary) + Text("$12.40").bold() + Text(" (paid)").foregroundColor(.green).italic()
    Text("TRACKED CAPTION").font(.caption).tracking(2)
    Text("A sentence too long for its line is cut with an ellipsis").lineLimit(1).frame(width: 220, alignment: .leading)
}
.padding()
"""),
        md("""
## Shapes in iOS 17 style

Set operations work on any shape and take implicit members (`.rect(cornerRadius:)`, `.circle`);
a filled shape can be stroked too, and `UnevenRoundedRectangle` rounds each corner its own way:
"""),
        code("""
HStack(spacing: 16) {
    Circle().subtracting(.rect(cornerRadius: 6).offset(x: 40)).fill(.indigo)
        .frame(width: 80, height: 80)
    UnevenRoundedRectangle(topLeadingRadius: 36, bottomTrailingRadius: 12)
        .fill(.orange)
        .frame(width: 80, height: 80)
    Capsule().fill(.yellow).stroke(.brown, lineWidth: 4)
        .frame(width: 50, height: 80)
}
.padding()
"""),
        md("""
## Canvas and GraphicsContext

`Canvas { context, size in … }` draws immediately into a `GraphicsContext`: fills and strokes
with colours and gradients, copies of the context that carry their own transform
(`translateBy`, `rotate(by:)`), and layers with filters (`drawLayer`, `addFilter(.shadow(…))`)
for resolved text and images. It is drawn by the same rasterizer as views, and written to SVG
as ordinary elements:
"""),
        code("""
Canvas { context, size in
    let center = CGPoint(x: size.width / 2, y: size.height / 2)
    for ring in 0..<6 {
        let radius = Double(ring + 1) * 12
        let rect = CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        context.stroke(Path(ellipseIn: rect), with: .color(Color(hue: Double(ring) / 6, saturation: 0.7, brightness: 0.9)),
                       lineWidth: 4)
    }
    var petals = context
    petals.translateBy(x: center.x, y: center.y)
    for step in 0..<8 {
        petals.rotate(by: .degrees(45))
        petals.fill(Path(ellipseIn: CGRect(x: 20, y: -6, width: 40, height: 12)),
                    with: .linearGradient(Gradient(colors: [.orange, .pink]), startPoint: CGPoint(x: 20, y: 0), endPoint: CGPoint(x: 60, y: 0)))
    }
    context.drawLayer { layer in
        layer.addFilter(.shadow(color: .black.opacity(0.4), radius: 4, x: 2, y: 2))
        layer.draw(Text("Canvas").font(.headline), at: CGPoint(x: center.x, y: size.height - 14))
    }
}
.frame(width: 180, height: 180)
"""),
        md("""
## Effects

The effects a preview shows are drawn too: `.shadow`, `.blur`, blend modes inside a
`.compositingGroup()`, and the colour effects (`.hueRotation`, `.grayscale`, `.saturation`,
`.brightness`, `.contrast`, `.colorInvert`). In SVG they become filters:
"""),
        code("""
HStack(spacing: 18) {
    RoundedRectangle(cornerRadius: 14).fill(.blue)
        .frame(width: 60, height: 60)
        .shadow(color: .black.opacity(0.35), radius: 6, x: 0, y: 4)
    Circle().fill(.orange)
        .frame(width: 60, height: 60)
        .blur(radius: 3)
    ZStack {
        Circle().fill(.red).frame(width: 44, height: 44).offset(x: -10)
        Circle().fill(.green).frame(width: 44, height: 44).offset(x: 10).blendMode(.multiply)
    }
    .compositingGroup()
    Image(systemName: "star.fill").font(.largeTitle).foregroundStyle(.yellow)
        .padding(8)
        .background(Color.purple)
        .hueRotation(.degrees(90))
    Rectangle().fill(LinearGradient(colors: [.red, .yellow, .blue], startPoint: .leading, endPoint: .trailing))
        .frame(width: 60, height: 60)
        .grayscale(1)
}
.padding()
"""),
        md("""
## Controls

Controls are drawn as an iOS preview draws them: a button's title in the accent blue, a green
switch, a slider's thumb at its value, a stepper's − and +, a menu picker's selection. Each shows
the value of its binding (`$name` of a `@State` property, or `.constant(…)`); a button's action is
kept, never run by a drawing. A `#Preview` is drawn so, as `shapebook render` and `save(…)` draw:
"""),
        code("""
struct SettingsCard: View {
    @State private var volume = 0.65
    @State private var notifications = true
    @State private var copies = 2.0
    @State private var paper = "A4"

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Toggle("Notifications", isOn: $notifications)
            HStack {
                Image(systemName: "speaker.fill")
                Slider(value: $volume)
                Image(systemName: "speaker.wave.3.fill")
            }
            Stepper("Copies: \\(Int(copies))", value: $copies, in: 1...10)
            Picker("Paper", selection: $paper) { Text("Letter").tag("Letter"); Text("A4").tag("A4") }
            ProgressView(value: volume) { Text("Volume") }
            Divider()
            HStack {
                Button("Cancel", role: .destructive) { volume = 0 }
                Spacer()
                Button("Print") { copies += 1 }.buttonStyle(.borderedProminent)
            }
        }
        .padding()
        .frame(width: 320)
    }
}

#Preview { SettingsCard() }
"""),
        md("""
As a cell's value the same view is live, as in the tutorials 02–07: each control the reader can
move is a Jupyter widget bound to its state, and the figure under the widgets draws the rest (the
symbols, the progress bar, the divider) and follows them. Drag the slider to move the progress
bar; the buttons run their actions.
"""),
        code("""
SettingsCard()
"""),
        md("""
A `Gauge` takes the widget styles (`.accessoryCircular`, `.accessoryLinearCapacity`, …) and
styles of your own: a `GaugeStyle` whose `makeBody(configuration:)` draws the value (a fraction
of the range) and the labels. `.onGeometryChange(for:of:action:)` (iOS 18) hands the action the
view's laid-out geometry before the figure is drawn, as a preview runs it when the view appears:
here it sizes a half ellipse to its frame:
"""),
        code("""
struct Speedometer: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().trim(from: 0, to: 0.75).stroke(Color.gray.opacity(0.3), style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(135))
            Circle().trim(from: 0, to: 0.75 * configuration.value).stroke(.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(135))
            configuration.currentValueLabel.font(.system(size: 24, weight: .bold, design: .rounded))
        }
        .frame(width: 100, height: 100)
    }
}
struct SemiCircle: View {
    @State var size: CGSize?
    var body: some View {
        Rectangle().fill(Color.clear)
            .overlay(alignment: .top) {
                if let size {
                    Ellipse().trim(from: 0.5, to: 1).size(width: size.width, height: size.height * 2).fill(.orange)
                }
            }
            .onGeometryChange(for: CGSize.self) { proxy in proxy.size } action: { size = $0 }
    }
}
HStack(spacing: 24) {
    Gauge(value: 60, in: 0...100) { Text("km/h") } currentValueLabel: { Text("60") }
        .gaugeStyle(Speedometer())
    Gauge(value: 23, in: 0...50) { Text("Speed") } currentValueLabel: { Text("23") }
        .gaugeStyle(.circular)
    SemiCircle().frame(width: 100, height: 50)
}
.padding()
"""),
        md("""
A style's value labels are optionals, as in SwiftUI, where an optional view is itself a view
(nil draws nothing): `if let` asks whether the gauge has one. A gauge's marked value labels reach
the configuration too, and a tint (`CircularGaugeStyle(tint:)`, `.tint(_:)`) paints its ring or
bar; a bare `Gradient` runs along the ring:
"""),
        code("""
struct Readout: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            Capsule().fill(.gray.opacity(0.3)).frame(width: 80, height: 8)
                .overlay(alignment: .leading) { Capsule().fill(.teal).frame(width: 80 * configuration.value, height: 8) }
            if let current = configuration.currentValueLabel {
                current.font(.headline)
            } else {
                Text("—")
            }
            HStack(spacing: 6) { configuration.markedValueLabels }.font(.caption2)
        }
    }
}
HStack(spacing: 20) {
    Gauge(value: 0.7) { Text("Fuel") } currentValueLabel: { Text("70") } markedValueLabels: {
        Text("E").tag(0.0)
        Text("½").tag(0.5)
        Text("F").tag(1.0)
    }
    .gaugeStyle(Readout())
    Gauge(value: 0.3) { Text("Oil") }.gaugeStyle(Readout())
    Gauge(value: 0.6) { Text("Speed") } currentValueLabel: { Text("60") }
        .gaugeStyle(CircularGaugeStyle(tint: Gradient(colors: [.green, .yellow, .red])))
    Gauge(value: 0.4) { Text("Load") } currentValueLabel: { Text("40") }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(.orange)
}
.padding()
"""),
        md("""
`Image(systemName:)` draws a placeholder of the symbol's size (SF Symbols are Apple's and not
available here; the kernel says so once, on stderr).

## Containers

`List` and `Form` use the inset grouped style of iOS 17, `NavigationStack` shows the content's
`.navigationTitle` as a large title, and grids size their columns by SwiftUI's `GridItem` rules:
"""),
        code("""
#Preview {
    NavigationStack {
        Form {
            Section("Account") {
                Text("Ada Lovelace")
                Toggle("Sync", isOn: .constant(true))
            }
            Section {
                Picker("Theme", selection: .constant("Light")) { Text("Light").tag("Light"); Text("Dark").tag("Dark") }
                Stepper("Font size: 17", value: .constant(17), in: 12...24)
            } footer: {
                Text("Changes apply at once.")
            }
        }
        .navigationTitle("Settings")
    }
    .frame(width: 340, height: 460)
}
"""),
        code("""
LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))], spacing: 10) {
    ForEach(0..<12, id: \\.self) { i in
        RoundedRectangle(cornerRadius: 10)
            .fill(Color(hue: Double(i) / 12, saturation: 0.55, brightness: 0.95))
            .frame(height: 60)
            .overlay(Text("\\(i + 1)").font(.headline).foregroundColor(.white))
    }
}
.frame(width: 300)
.padding()
"""),
        code("""
TabView {
    VStack(spacing: 12) {
        Image(systemName: "house").font(.largeTitle)
        Text("Home").font(.title2.bold())
    }
    .tabItem { Label("Home", systemImage: "house") }
    Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
    Text("Profile").tabItem { Label("Profile", systemImage: "person") }
}
.frame(width: 320, height: 240)
"""),
        md("""
## Hierarchical styles and groups

`.foregroundStyle(a, b, c)` sets the three levels that `.primary`, `.secondary` and `.tertiary`
resolve to inside the view; one style alone gives its own levels, lighter each time.
`.drawingGroup()` flattens its content into one layer first, so an opacity after it fades the
group as a whole: the red square does not show through the blue one.
"""),
        code("""
HStack(spacing: 20) {
    VStack(spacing: 8) {
        HStack { Circle().fill(.primary); Circle().fill(.secondary); Circle().fill(.tertiary) }
            .foregroundStyle(.blue, .green, .orange)
        HStack { Circle().fill(.primary); Circle().fill(.secondary); Circle().fill(.tertiary) }
            .foregroundStyle(.purple)
    }
    .frame(width: 120, height: 80)
    ZStack {
        Rectangle().fill(.red).frame(width: 50, height: 50)
        Rectangle().fill(.blue).frame(width: 50, height: 50).offset(x: 16, y: 16)
    }
    .frame(width: 66, height: 66, alignment: .topLeading)
    .drawingGroup()
    .opacity(0.6)
}
.padding()
"""),
        md("""
## Spacing and monospaced text

`kerning` and `tracking` add space after every character; `.monospaced()`,
`.fontDesign(.monospaced)` and `Font.monospaced()` switch to the monospaced design, where every
character is as wide as the next (JetBrains Mono standing in for SF Mono):
"""),
        code("""
VStack(alignment: .leading, spacing: 6) {
    Text("Kerning 0").font(.title3)
    Text("Kerning 4").font(.title3).kerning(4)
    Text("Tracking -1").font(.title3).tracking(-1)
    Text("0123 iiii WWWW")
    Text("0123 iiii WWWW").monospaced()
    Text("0123 iiii WWWW").fontDesign(.monospaced)
}
.padding()
"""),
        md("""
## The patterns app code wraps drawing in

A `ViewModifier` of your own applied with `.modifier(_:)`, a `ButtonStyle` of your own,
`Identifiable` data whose ids are `UUID()`s, and a `TimelineView`, which a figure draws at its
schedule's first date (`animate(…)` steps through its dates). As a `#Preview` the buttons are
drawn, not made into widgets:
"""),
        code("""
struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color(.systemGray6)))
    }
}
struct Pill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .padding(.horizontal, 14)
            .padding(.vertical, 6)
            .background(Capsule().fill(configuration.isPressed ? .gray : .indigo))
    }
}
struct Fruit: Identifiable {
    let id = UUID()
    var name: String
    var color: Color
    static let samples = [Fruit(name: "Apple", color: .red), Fruit(name: "Lime", color: .green), Fruit(name: "Plum", color: .purple)]
}

#Preview {
    VStack(alignment: .leading, spacing: 12) {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(Fruit.samples) { item in
                HStack { Circle().fill(item.color).frame(width: 12, height: 12); Text(item.name) }
            }
        }
        .modifier(Card())
        HStack {
            Button("Order") { }.buttonStyle(Pill())
            Button("Cancel") { }
        }
        TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 1_000), by: 1)) { context in
            let seconds = context.date.timeIntervalSinceReferenceDate
            HStack {
                Capsule().fill(.orange).frame(width: seconds.truncatingRemainder(dividingBy: 90) + 10, height: 10)
                Text("\\(Int(seconds)) s")
            }
        }
    }
    .padding()
}
"""),
    ]
