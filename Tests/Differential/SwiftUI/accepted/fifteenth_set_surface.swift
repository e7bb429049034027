// iOS 17 and 18 surface of the fifteenth set of real code: a visual effect from the view's own
// geometry, a mesh gradient with SIMD2 points, Dynamic Type sizes, disabled and sized buttons,
// a canvas that erases with .clear and measures its text, and centred area stacks in a range.
import Charts

struct Sample: Identifiable {
    let id: Int
    let kind: String
    let value: Double
}

struct Surface: View {
    let samples = [Sample(id: 0, kind: "A", value: 2), Sample(id: 1, kind: "B", value: 3),
                   Sample(id: 2, kind: "A", value: 1), Sample(id: 3, kind: "B", value: 2)]
    var body: some View {
        VStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 120, height: 30)
                .visualEffect { content, proxy in
                    content
                        .offset(x: proxy.frame(in: .global).minY / 10)
                        .scaleEffect(0.9)
                        .rotationEffect(.degrees(5))
                }
            Rectangle()
                .fill(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], .init(0, 1), .init(1, 1)],
                                   colors: [.red, .blue, .green, .yellow]))
                .frame(width: 80, height: 40)
            Text("Sized").dynamicTypeSize(...DynamicTypeSize.xxLarge)
            HStack {
                Button("Off") {}.disabled(true)
                Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large).tint(.green)
                Button("Plain") {}.buttonStyle(.plain)
            }
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.indigo))
                context.blendMode = .clear
                context.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.black))
                context.blendMode = .normal
                let label = context.resolve(Text("Label"))
                let measured = label.measure(in: size)
                context.draw(label, at: CGPoint(x: size.width - measured.width / 2, y: measured.height / 2), anchor: .center)
            }
            .frame(width: 120, height: 40)
            Chart(samples) { sample in
                AreaMark(x: .value("Day", sample.id % 2), y: .value("Value", sample.value), stacking: .center)
                    .foregroundStyle(by: .value("Kind", sample.kind))
            }
            .chartForegroundStyleScale(range: [Color.teal, .orange])
            .frame(width: 200, height: 100)
        }
    }
}
Surface()
