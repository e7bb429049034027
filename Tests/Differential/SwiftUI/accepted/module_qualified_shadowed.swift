// A program's own Shape, View, Color and Circle take the plain names; SwiftUI.Shape,
// SwiftUI.View, SwiftUI.Color and SwiftUI.Circle still name the library's, as types and in
// expressions.
struct Shape { var sides = 3 }
struct View { var title = "plain" }
enum Color { case teal }
struct Circle { var radius = 2.0 }
struct Wedge: SwiftUI.Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.midY))
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                    startAngle: .degrees(0), endAngle: .degrees(Double(Shape().sides) * 30), clockwise: false)
        path.closeSubpath()
        return path
    }
}
struct Card: SwiftUI.View {
    var tint: SwiftUI.Color = .orange
    var body: some SwiftUI.View {
        ZStack {
            SwiftUI.Circle().stroke(SwiftUI.Color.gray, lineWidth: Circle().radius)
            Wedge().fill(tint)
        }
        .frame(width: 80, height: 80)
    }
}
let own: Color = .teal
let plain = View()
Card(tint: SwiftUI.Color.purple)
