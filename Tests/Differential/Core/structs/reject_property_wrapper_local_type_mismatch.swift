// A local variable's written type differs from its non-generic wrapper's wrappedValue type.
print("this program must not run")
@propertyWrapper
struct Clamped {
    var v: Int
    init(wrappedValue: Int) { v = wrappedValue }
    var wrappedValue: Int { get { v } set { v = newValue } }
}
func f() {
    @Clamped var level: Double = 5
    print(level)
}
f()

// expect error: property type 'Double' does not match 'wrappedValue' type 'Int'
