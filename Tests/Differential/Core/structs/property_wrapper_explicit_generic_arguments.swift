// A generic wrapper named with explicit generic arguments (@Clamped<Int>(0...10)): the storage is Clamped<Int>, the memberwise initialiser takes the wrapped value, the attribute's arguments take the storage's types.
@propertyWrapper
struct Clamped<Value: Comparable> {
    var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: ClosedRange<Value> { range }
}

struct Settings {
    @Clamped<Int>(0...10) var volume = 5
    @Clamped<Double>(0...1) var brightness = 0.5
    @Clamped(1...3) var level = 9
}

var s = Settings()
print(s.volume, s.brightness, s.level)
s.volume = 42
s.brightness = -3
print(s.volume, s.brightness)
print(s.$volume, s.$brightness)
let t = Settings(volume: 7, brightness: 2, level: 0)
print(t.volume, t.brightness, t.level)

// expect: 5 0.5 3
// expect: 10 0.0
// expect: 0...10 0.0...1.0
// expect: 7 1.0 1
