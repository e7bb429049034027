// An initial value that does not fit a wrapper's explicit generic argument (@Clamped<Int>(0...10) var volume = "loud").
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
    @Clamped<Int>(0...10) var volume = "loud"
}
print(Settings().volume)

// expect error: cannot convert value of type 'String' to expected argument type 'Int'
