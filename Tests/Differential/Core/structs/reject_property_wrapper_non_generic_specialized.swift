// A non-generic wrapper named with generic arguments (@Plain<Int>) is swiftc's error at the attribute.
print("this program must not run")
@propertyWrapper
struct Plain {
    var wrappedValue: Int
}
struct S {
    @Plain<Int> var a = 1
}

// expect error: cannot specialize non-generic type 'Plain'
