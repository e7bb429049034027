// A wrapper attribute with arguments and no value: the storage is made by the arguments alone, and the memberwise initialiser takes the wrapper itself, even when the wrapper also has init(wrappedValue:_:).
@propertyWrapper
struct Clamped {
    var range: ClosedRange<Int>
    var value: Int
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    init(_ range: ClosedRange<Int>) {
        self.range = range
        value = range.lowerBound
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

struct Gauge {
    @Clamped(0...10) var level: Int
    @Clamped(0...5) var stars: Int = 9
}

print(Gauge().level, Gauge().stars)
var gauge = Gauge(level: Clamped(wrappedValue: 40, 2...8), stars: 3)
print(gauge.level, gauge.stars)
gauge.level = -1
print(gauge.level)

// expect: 0 5
// expect: 8 3
// expect: 2
