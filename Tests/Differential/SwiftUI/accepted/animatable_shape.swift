// A shape with animatableData as an AnimatablePair.
struct Wave: Shape {
    var amplitude: CGFloat
    var phase: Double
    var animatableData: AnimatablePair<CGFloat, Double> {
        get { AnimatablePair(amplitude, phase) }
        set { amplitude = newValue.first; phase = newValue.second }
    }
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: 0, y: rect.midY))
            for x in stride(from: 0, through: rect.width, by: 2) {
                let y = rect.midY + amplitude * CGFloat(sin(Double(x) / 20 + phase))
                p.addLine(to: CGPoint(x: x, y: y))
            }
        }
    }
}
Wave(amplitude: 20, phase: 0).stroke(.blue, lineWidth: 2).frame(width: 200, height: 80)
