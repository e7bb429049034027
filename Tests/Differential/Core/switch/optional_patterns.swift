// Optional patterns: x?, nil, and .some in a switch.
func show(_ value: Int?) -> String {
    switch value {
    case nil: return "nothing"
    case 0?: return "zero"
    case let x? where x < 0: return "negative \(x)"
    case .some(let x): return "positive \(x)"
    }
}
print([nil, 0, -4, 9].map(show))

// expect: ["nothing", "zero", "negative -4", "positive 9"]
