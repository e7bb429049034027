// An extension of Optional declares initialisers whose `Self` is the optional itself: `Wrapped`
// is what it wraps, called as `Optional(…)` with `Wrapped` inferred or as the type `Int?(…)`.
extension Optional {
    init(fallback: Wrapped, _ flag: Bool) {
        self = flag ? fallback : nil
    }
    init?(strict value: Wrapped) {
        self = value
    }
}
let a = Optional(fallback: 3, true)
let b = Int?(fallback: 3, false)
let c: String? = Optional(fallback: "x", true)
print(a as Any, b as Any, c ?? "none")
print(type(of: a), type(of: b), type(of: Double?(fallback: 2, true)))
if let value = Int?(fallback: 7, true) { print("bound", value + 1) }
print(Int?(fallback: 3, true).map { $0 * 2 } ?? 0, String?(fallback: "s", false) ?? "nil")
let d = Int?(strict: 4)
print(d as Any, type(of: d))

// Without an extension initialiser for the labels, `Int?(5)` is Optional's own `init(_:)`.
let e = Int?(5), f = Double?(2), g = String?("x")
print(e as Any, f as Any, g as Any)

// expect: Optional(3) nil x
// expect: Optional<Int> Optional<Int> Optional<Double>
// expect: bound 8
// expect: 6 nil
// expect: Optional(Optional(4)) Optional<Optional<Int>>
// expect: Optional(5) Optional(2.0) Optional("x")
