import Canvas
import Foundation

extension FigureCatalogue {
    /// Issue 15's last items as cells: alignment guides in stacks, `Color.gradient`, and a clock
    /// face drawn from Calendar components of a fixed date (run on Lang like the other cells).
    static let surfaceCompletionScripts: [ScriptEntry] = [
        ScriptEntry(name: "alignment-guides", source: """
            VStack(alignment: .leading, spacing: 6) {
                Text("Name").font(.headline)
                    .alignmentGuide(.leading) { d in d[.trailing] }
                Capsule().fill(.teal).frame(width: 120, height: 14)
                Capsule().fill(.orange).frame(width: 80, height: 14)
                    .alignmentGuide(.leading) { _ in -30 }
                HStack(alignment: .top, spacing: 4) {
                    Rectangle().fill(.indigo).frame(width: 20, height: 40)
                    Rectangle().fill(.pink).frame(width: 20, height: 20)
                        .alignmentGuide(.top) { d in d[.bottom] / 2 }
                }
            }
            .padding()
            """),
        ScriptEntry(name: "color-gradient", source: """
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 12).fill(.blue.gradient).frame(width: 70, height: 90)
                Circle().fill(Color.orange.gradient).frame(width: 70, height: 70)
                Capsule().fill(Color(red: 0.3, green: 0.6, blue: 0.35).gradient).frame(width: 50, height: 90)
            }
            .padding()
            """),
        ScriptEntry(name: "clock-face", source: """
            struct ClockFace: View {
                var date: Date
                var body: some View {
                    Canvas { context, size in
                        var calendar = Calendar(identifier: .gregorian)
                        calendar.timeZone = TimeZone(identifier: "UTC")!
                        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
                        let center = CGPoint(x: size.width / 2, y: size.height / 2)
                        let radius = min(size.width, size.height) / 2 - 4
                        context.stroke(Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius,
                                                              width: 2 * radius, height: 2 * radius)),
                                       with: .color(.primary), lineWidth: 3)
                        for tick in 0..<12 {
                            let angle = Double(tick) / 12 * 2 * .pi
                            var mark = Path()
                            mark.move(to: CGPoint(x: center.x + (radius - 8) * sin(angle), y: center.y - (radius - 8) * cos(angle)))
                            mark.addLine(to: CGPoint(x: center.x + radius * sin(angle), y: center.y - radius * cos(angle)))
                            context.stroke(mark, with: .color(.secondary), lineWidth: 2)
                        }
                        func hand(_ turns: Double, _ length: Double, _ width: Double, _ color: Color) {
                            var path = Path()
                            path.move(to: center)
                            path.addLine(to: CGPoint(x: center.x + length * sin(turns * 2 * .pi),
                                                     y: center.y - length * cos(turns * 2 * .pi)))
                            context.stroke(path, with: .color(color), style: StrokeStyle(lineWidth: width, lineCap: .round))
                        }
                        let seconds = Double(parts.second ?? 0)
                        let minutes = Double(parts.minute ?? 0) + seconds / 60
                        let hours = Double((parts.hour ?? 0) % 12) + minutes / 60
                        hand(hours / 12, radius * 0.5, 5, .primary)
                        hand(minutes / 60, radius * 0.75, 3, .primary)
                        hand(seconds / 60, radius * 0.85, 1, .red)
                    }
                    .frame(width: 120, height: 120)
                }
            }
            ClockFace(date: Date(timeIntervalSince1970: 1_000_000_000)).padding()
            """),
    ]
}
