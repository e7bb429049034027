// Assigning through two computed properties (a.outer.inner = v) reads the outer one with its getter alone, then sets each once.
struct History<Value> {
    var value: Value
    var count = 0
    init(wrappedValue: Value) { value = wrappedValue }
    var wrappedValue: Value {
        get { value }
        set { print("H set"); value = newValue; count += 1 }
    }
}
struct Offset {
    var value: Int
    init(wrappedValue: Int) { value = wrappedValue + 1 }
    var wrappedValue: Int {
        get { value }
        set { print("O set"); value = newValue + 1 }
    }
}
struct P {
    var h = History(wrappedValue: Offset(wrappedValue: 1))
}
var p = P()
p.h.wrappedValue.wrappedValue = 5
print(p.h.count)

// expect: O set
// expect: H set
// expect: 1
