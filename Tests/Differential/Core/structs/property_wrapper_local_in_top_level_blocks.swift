// Wrapped locals in a closure, an `if`, a `for` and a `do` at the top level are local variables, as swiftc takes them.
@propertyWrapper
struct Twice {
    var value: Int
    init(wrappedValue: Int) { value = wrappedValue * 2 }
    var wrappedValue: Int {
        get { value }
        set { value = newValue * 2 }
    }
    var projectedValue: String { "twice \(value)" }
}
let f = {
    @Twice var y = 1
    y += 1
    print(y, _y.value, $y)
}
f()
if true {
    @Twice var z = 3
    print(z)
}
for i in 0..<2 {
    @Twice var w = i
    print(w)
}
do {
    @Twice var q = 5
    q = 1
    print(q, $q)
}

// expect: 6 6 twice 6
// expect: 6
// expect: 0
// expect: 2
// expect: 2 twice 2
