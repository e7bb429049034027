// Literal-only arithmetic where an optional number is wanted takes the wrapped type, as swiftc types `1 / 20` passed for a `Double?` (TimelineView's `.animation(minimumInterval: 1 / 20)`).
func interval(minimumInterval: Double? = nil) -> Double { minimumInterval ?? -1 }

print(interval(minimumInterval: 1 / 20))
print(interval(minimumInterval: 3 * 2 - 1))
print(interval())
let fraction: Double? = 1 / 8
print(fraction ?? 0)
let nested: Double?? = 7 / 2
print(nested as Any)
let whole: Int? = 7 / 2
print(whole ?? 0)
var scale: Float? = 2 / 5
print(scale ?? 0)
scale = 9 / 4
print(scale ?? 0)

// expect: 0.05
// expect: 5.0
// expect: -1.0
// expect: 0.125
// expect: Optional(Optional(3.5))
// expect: 3
// expect: 0.4
// expect: 2.25
