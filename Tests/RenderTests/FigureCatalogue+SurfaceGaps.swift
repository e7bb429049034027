import Canvas
import Foundation

extension FigureCatalogue {
    /// Issue 15 items that had only display-list tests, as cells: images read from a PNG file
    /// (`Image("name")`, and drawn by a `GraphicsContext`), `.drawingGroup()`, kerning and
    /// tracking, monospaced text, hierarchical `foregroundStyle(a, b, c)`, `.tint` as a style, and
    /// the patterns app code wraps drawing in (a `ViewModifier` through `.modifier`, a
    /// `ButtonStyle` of its own, `UUID`-identified `ForEach` data, a `TimelineView` at its first
    /// date). `$CORPUS/tile` is `tile.png` of the SwiftUI corpus (`Tests/Differential/SwiftUI/accepted`),
    /// a committed 16×16 badge with translucent corners, named as `Image("name")` names a file
    /// next to the notebook.
    static let surfaceGapScripts: [ScriptEntry] = [
        ScriptEntry(name: "images-from-a-file", source: """
            HStack(spacing: 12) {
                Image("$CORPUS/tile")
                Image("$CORPUS/tile").resizable().frame(width: 48, height: 48)
                Image("$CORPUS/tile").resizable().scaledToFit().frame(width: 64, height: 40).border(.gray)
                Canvas { context, size in
                    context.draw(Image("$CORPUS/tile"), at: CGPoint(x: 12, y: 12))
                    context.draw(Image("$CORPUS/tile"), in: CGRect(x: 28, y: 4, width: 48, height: 24))
                    let badge = context.resolve(Image("$CORPUS/tile"))
                    var turned = context
                    turned.translateBy(x: 40, y: 50)
                    turned.rotate(by: .degrees(30))
                    turned.draw(badge, at: .zero)
                }
                .frame(width: 80, height: 70)
                .border(.gray)
            }
            .padding()
            """),
        ScriptEntry(name: "drawing-group-hierarchical-tint", source: """
            HStack(spacing: 16) {
                ZStack {
                    Rectangle().fill(.red).frame(width: 50, height: 50)
                    Rectangle().fill(.blue).frame(width: 50, height: 50).offset(x: 16, y: 16)
                }
                .frame(width: 66, height: 66, alignment: .topLeading)
                .drawingGroup()
                .opacity(0.6)
                VStack(spacing: 8) {
                    HStack { Circle().fill(.primary); Circle().fill(.secondary); Circle().fill(.tertiary) }
                        .foregroundStyle(.blue, .green, .orange)
                        .frame(height: 30)
                    HStack { Circle().fill(.primary); Circle().fill(.secondary); Circle().fill(.tertiary) }
                        .foregroundStyle(.purple)
                        .frame(height: 30)
                    Text("Hierarchical").font(.caption).foregroundStyle(.secondary)
                }
                .frame(width: 110)
                VStack(spacing: 8) {
                    RoundedRectangle(cornerRadius: 6).fill(.tint).frame(width: 60, height: 24)
                    Circle().stroke(.tint, lineWidth: 3).frame(width: 30, height: 30)
                    Text("Tinted").foregroundStyle(.tint)
                }
                .tint(.pink)
                Rectangle().fill(.tint).frame(width: 20, height: 60)
            }
            .padding()
            """),
        ScriptEntry(name: "kerning-tracking-monospaced", source: """
            VStack(alignment: .leading, spacing: 6) {
                Text("Kerning 0").font(.title3)
                Text("Kerning 4").font(.title3).kerning(4)
                Text("Tracking 4").font(.title3).tracking(4)
                Text("Kerning -1").font(.title3).kerning(-1)
                Text("0123 iiii WWWW")
                Text("0123 iiii WWWW").monospaced()
                Text("0123 iiii WWWW").fontDesign(.monospaced)
                Text("0123 iiii WWWW").font(.system(.body).monospaced())
            }
            .padding()
            """),
        ScriptEntry(name: "app-patterns", source: """
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
            }
            let fruit = [Fruit(name: "Apple", color: .red), Fruit(name: "Lime", color: .green), Fruit(name: "Plum", color: .purple)]
            VStack(alignment: .leading, spacing: 12) {
                VStack(alignment: .leading, spacing: 4) {
                    ForEach(fruit) { item in
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
            """),
    ]
}
