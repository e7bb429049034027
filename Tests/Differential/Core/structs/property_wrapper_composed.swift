// Wrappers composed on one property (`@History @Offset var x`): the outer wraps the inner, `$x` is the outer's projection.
@propertyWrapper
struct History<Value> {
    var value: Value
    var count = 0
    init(wrappedValue: Value) { value = wrappedValue }
    var wrappedValue: Value {
        get { value }
        set { value = newValue; count += 1 }
    }
    var projectedValue: Int { count }
}
@propertyWrapper
struct Offset<Value: Numeric> {
    var value: Value
    init(wrappedValue: Value) { value = wrappedValue + 1 }
    var wrappedValue: Value {
        get { value }
        set { value = newValue + 1 }
    }
}
@propertyWrapper
struct Doubled {
    var value: Int
    init(wrappedValue: Int) { value = wrappedValue * 2 }
    var wrappedValue: Int {
        get { value }
        set { value = newValue * 2 }
    }
}
struct Config {
    @History @Offset var both = 1
    @History @Offset var typed: Int = 2
    @History @Doubled var twice = 3
}
var c = Config()
print(c.both, c.typed, c.twice, c.$both)
c.both = 5
c.typed += 1
c.twice = 4
print(c.both, c.$both, c.typed, c.$typed, c.twice, c.$twice)
let d = Config(both: 10, typed: 0, twice: 1)
print(d.both, d.typed, d.twice, d.$both)
func local() {
    @History @Offset var e = 2
    e += 1
    e += 1
    print(e, $e)
}
local()

// expect: 2 3 6 0
// expect: 6 1 5 1 8 1
// expect: 11 1 2 0
// expect: 7 2
