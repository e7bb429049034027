// A written type other than the one a wrapper's explicit generic argument makes its wrappedValue.
print("this program must not run")
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
}

struct Settings {
    @Clamped<Int>(0...10) var volume: Double = 3
}
print(Settings().volume)

// expect error: property type 'Double' does not match 'wrappedValue' type 'Int'
