// A switch over an enum with associated values that handles only some payloads of one case.
print("this program must not run")
enum Stroke {
    case solid(width: Double)
    case dashed(width: Double, gap: Double)
    case none
}
func describe(_ s: Stroke) -> String {
    switch s {
    case .solid(let w): return "solid \(w)"
    case .dashed(let w, 0): return "dashed \(w)"
    case .none: return "none"
    }
}
print(describe(.solid(width: 1)))

// expect error: switch must be exhaustive
