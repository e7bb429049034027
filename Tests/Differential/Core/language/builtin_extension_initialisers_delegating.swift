// Extension initialisers of builtin types that delegate to `self.init`, fail (`init?`), take
// generic parameters, or use the extended type's own (`Element`).
struct Foo { var n = 3 }
extension Int {
    init(_ f: Foo) { self = f.n * 2 }
    init?(even n: Int) {
        if n % 2 != 0 { return nil }
        self = n
    }
    init(twice f: Foo) { self.init(f.n * 2) }
    init(double f: Foo) { self.init(f) }
}
extension Double {
    init(half n: Int) { self.init(Double(n) / 2) }
}
extension String {
    init(stars n: Int) { self.init(repeating: "*", count: n) }
    init<T: Numeric>(num x: T) { self = "num \(x)" }
    init?(nonEmpty s: String) {
        guard !s.isEmpty else { return nil }
        self = s
    }
}
extension Array {
    init(one e: Element) { self = [e] }
    init(pair a: Element, _ b: Element) { self.init([a, b]) }
}
extension Dictionary where Key == String, Value == Int {
    init(counting words: [String]) {
        self = [:]
        for w in words { self[w, default: 0] += 1 }
    }
}

print(Int(Foo()), Int(twice: Foo()), Int(double: Foo()), Double(half: 5))
print(Int(even: 4) as Any, Int(even: 3) as Any)
if let e = Int(even: 10) { print("even", e) }
print(String(stars: 3), String(num: 2.5), String(num: 7))
print(String(nonEmpty: "") ?? "nil", String(nonEmpty: "x") ?? "nil")
print([Int](one: 4), [String](one: "a"), [Double](pair: 1, 2))
print([String: Int](counting: ["a", "b", "a"]).sorted { $0.key < $1.key })
let s = "héllo"
print(String(s.unicodeScalars), String(s.unicodeScalars.reversed().map(Character.init)))

// expect: 6 6 6 2.5
// expect: Optional(4) nil
// expect: even 10
// expect: *** num 2.5 num 7
// expect: nil x
// expect: [4] ["a"] [1.0, 2.0]
// expect: [(key: "a", value: 2), (key: "b", value: 1)]
// expect: héllo olléh
