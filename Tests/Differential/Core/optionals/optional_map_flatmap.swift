// map and flatMap on Optional.
let s: String? = "42"
let n = s.map { Int($0) }
let m = s.flatMap { Int($0) }
print(n as Any, m as Any)
let none: String? = nil
print(none.map { $0.count } as Any)

// expect: Optional(Optional(42)) Optional(42)
// expect: nil
