import Canvas
import Foundation

extension FigureCatalogue {
    /// The SwiftUI and Swift Charts surface the fifteenth set of real code stopped on
    /// (docs/real-code.md), as cells: cards turned by `.visualEffect` from their own geometry,
    /// `MeshGradient` fills, centred and normalized area stacks, disabled, bordered and sized
    /// buttons, and a canvas that erases with `.clear` and places text by its measured size.
    static let fifteenthSetScripts: [ScriptEntry] = [
        ScriptEntry(name: "visual-effect-cards", source: """
            VStack(spacing: 12) {
                ForEach(0..<4) { index in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(Color.blue.opacity(0.3 + Double(index) * 0.2))
                        .frame(width: 160, height: 36)
                        .visualEffect { content, proxy in
                            content
                                .offset(x: proxy.frame(in: .global).minY / 4)
                                .scaleEffect(1 - proxy.frame(in: .global).minY / 400)
                                .rotationEffect(.degrees(proxy.frame(in: .global).minY / 12))
                        }
                }
            }
            .padding(24)
            """),
        ScriptEntry(name: "mesh-gradient", source: """
            HStack(spacing: 16) {
                MeshGradient(width: 3, height: 3, points: [
                    [0, 0], [0.5, 0], [1, 0],
                    [0, 0.5], [0.8, 0.2], [1, 0.5],
                    [0, 1], [0.5, 1], [1, 1],
                ], colors: [
                    .red, .purple, .indigo,
                    .orange, .white, .blue,
                    .yellow, .green, .mint,
                ])
                .frame(width: 140, height: 140)
                RoundedRectangle(cornerRadius: 24)
                    .fill(MeshGradient(width: 2, height: 2, points: [.init(0, 0), .init(1, 0), .init(0, 1), .init(1, 1)],
                                       colors: [.red, .blue, .green, .yellow]))
                    .frame(width: 100, height: 140)
            }
            .padding()
            """),
        ScriptEntry(name: "area-stacks-centred-and-normalized", source: """
            import Charts
            struct Sample { let day: Int; let kind: String; let value: Double }
            let samples = (0..<6).flatMap { day in
                [Sample(day: day, kind: "Walk", value: 2 + Double(day % 3)),
                 Sample(day: day, kind: "Run", value: 1 + Double(day) / 2),
                 Sample(day: day, kind: "Swim", value: 3 - Double(day % 2))]
            }
            VStack {
                Chart(samples, id: \\.day) { sample in
                    AreaMark(x: .value("Day", sample.day), y: .value("Hours", sample.value), stacking: .center)
                        .foregroundStyle(by: .value("Kind", sample.kind))
                }
                .chartForegroundStyleScale(range: [Color.teal, .orange, .pink])
                .chartYAxis { AxisMarks { _ in AxisGridLine(); AxisValueLabel(format: .number.precision(.fractionLength(1))) } }
                .frame(width: 300, height: 160)
                Chart(samples, id: \\.day) { sample in
                    AreaMark(x: .value("Day", sample.day), y: .value("Share", sample.value), stacking: .normalized)
                        .foregroundStyle(by: .value("Kind", sample.kind))
                }
                .chartForegroundStyleScale(domain: ["Walk", "Run", "Swim"], range: [Color.teal, .orange, .pink])
                .frame(width: 300, height: 160)
            }
            .padding()
            """),
        ScriptEntry(name: "buttons-disabled-bordered-sized", source: """
            VStack(spacing: 12) {
                HStack(spacing: 12) {
                    Button("Automatic") {}
                    Button("Disabled") {}.disabled(true)
                    Button("Plain") {}.buttonStyle(.plain)
                    Button("Borderless") {}.buttonStyle(.borderless)
                }
                HStack(spacing: 12) {
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                    Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
                }
                HStack(spacing: 12) {
                    Button("Mini") {}.buttonStyle(.borderedProminent).controlSize(.mini)
                    Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
                    Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large).tint(.green)
                }
            }
            .padding()
            """),
        ScriptEntry(name: "canvas-clear-and-measured-text", source: """
            Canvas { context, size in
                context.fill(Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 16), with: .color(.indigo))
                context.blendMode = .clear
                context.fill(Path(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)), with: .color(.black))
                context.stroke(Path(CGRect(x: 110, y: 25, width: 80, height: 50)), with: .color(.black), lineWidth: 6)
                context.blendMode = .normal
                let label = context.resolve(Text("Measured").font(.headline))
                let measured = label.measure(in: size)
                context.fill(Path(CGRect(x: size.width - measured.width - 12, y: size.height - measured.height - 12,
                                         width: measured.width, height: measured.height)), with: .color(.yellow))
                context.draw(label, at: CGPoint(x: size.width - 12, y: size.height - 12), anchor: .bottomTrailing)
            }
            .frame(width: 240, height: 140)
            .background(Color.gray.opacity(0.2))
            """),
    ]
}
