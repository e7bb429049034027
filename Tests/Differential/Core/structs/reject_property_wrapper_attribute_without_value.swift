// `@Clamped(0...10) var w: Int` with no value: the wrapper's init(wrappedValue:_:) lacks its value.
print("this program must not run")
@propertyWrapper
struct Clamped {
    var range: ClosedRange<Int>
    var value: Int
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}
struct S {
    @Clamped(0...10) var w: Int
}
print(S(w: 3).w)

// expect error: missing argument for parameter 'wrappedValue' in call
