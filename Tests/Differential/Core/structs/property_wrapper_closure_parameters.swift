// Wrapped closure parameters (SE-0293): typed, untyped from the context, in map, and with a result type; the storage _s is readable.
@propertyWrapper
struct Upper {
    var text: String
    init(wrappedValue: String) { text = wrappedValue.uppercased() }
    var wrappedValue: String {
        get { text }
        set { text = newValue.uppercased() }
    }
}
@propertyWrapper
struct Doubled {
    var stored: Int
    init(wrappedValue: Int) { stored = wrappedValue * 2 }
    var wrappedValue: Int { stored }
}
let shout = { (@Upper s: String) in print(s, _s.text.count) }
shout("xyz")
let names = ["ann", "bob"].map { (@Upper name: String) -> String in name + "!" }
print(names)
let grow = { (@Doubled n: Int) -> Int in n + 1 }
print(grow(4))
let both: (String, Int) -> String = { (@Upper a, @Doubled b) in "\(a)\(b)" }
print(both("q", 2))
func apply(_ f: (String) -> String) -> String { f("mixed") }
print(apply { (@Upper t: String) in t + t })

// expect: XYZ 3
// expect: ["ANN!", "BOB!"]
// expect: 9
// expect: Q4
// expect: MIXEDMIXED
