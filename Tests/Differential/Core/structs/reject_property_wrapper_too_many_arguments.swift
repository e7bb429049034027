// A generic wrapper named with too many generic arguments (@Box<Int, Int>).
print("this program must not run")
@propertyWrapper
struct Box<T> {
    var wrappedValue: T
}
struct S {
    @Box<Int, Int> var a = 1
}

// expect error: generic type 'Box' specialized with too many type parameters (got 2, but expected 1)
