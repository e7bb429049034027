// Switching over a tuple with wildcards, bindings and a where clause.
func classify(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (_, 0): return "on the x axis"
    case (0, let y): return "on the y axis at \(y)"
    case let (x, y) where x == y: return "on the diagonal"
    case let (x, y): return "at \(x), \(y)"
    }
}
for p in [(0, 0), (5, 0), (0, -2), (3, 3), (1, 2)] {
    print(classify(p))
}

// expect: origin
// expect: on the x axis
// expect: on the y axis at -2
// expect: on the diagonal
// expect: at 1, 2
