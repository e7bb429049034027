// A switch over shapes with payloads that forgets two of the cases.
print("this program must not run")
enum Shape {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case triangle(Double, Double, Double)
    case point
}
func area(_ shape: Shape) -> Double {
    switch shape {
    case .circle(let r): return Double.pi * r * r
    case .point: return 0
    }
}
print(area(.point))

// expect error: switch must be exhaustive
