// Attribute arguments beside `= v` make the memberwise parameter the wrapped type (passed with them);
// with `wrappedValue:` in the attribute itself it takes the wrapper.
@propertyWrapper
struct Clamped {
    var range: ClosedRange<Int>
    var value: Int
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    init(wrappedValue: Int, range: ClosedRange<Int>) {
        self.init(wrappedValue: wrappedValue, range)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}
@propertyWrapper
struct Stepped {
    var value: Int
    var step: Int
    init(wrappedValue: Int, step: Int) { value = wrappedValue; self.step = step }
    var wrappedValue: Int {
        get { value }
        set { value = (newValue / step) * step }
    }
}
struct S {
    @Clamped(0...10) var x = 5
    @Clamped(range: 0...10) var z: Int = 5
    @Stepped(wrappedValue: 3, step: 2) var y
}
let a = S()
print(a.x, a.z, a.y)
let b = S(x: 40, z: -3, y: Stepped(wrappedValue: 9, step: 4))
print(b.x, b.z, b.y)
var c = S(x: 2)
c.y = 7
print(c.x, c.z, c.y)

// expect: 5 5 3
// expect: 10 0 9
// expect: 2 5 6
