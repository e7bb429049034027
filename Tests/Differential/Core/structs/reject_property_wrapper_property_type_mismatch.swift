// A non-generic wrapper's wrappedValue type differs from the property's written type.
print("this program must not run")
@propertyWrapper
struct Clamped {
    var v: Int
    init(wrappedValue: Int) { v = wrappedValue }
    var wrappedValue: Int { get { v } set { v = newValue } }
}
struct S {
    @Clamped var level: Double = 5
}
print(S().level)

// expect error: property type 'Double' does not match 'wrappedValue' type 'Int'
