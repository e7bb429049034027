// A type's bare name as a variable's value: swiftc asks for a member or an initializer call.
print("this program must not run")
struct Foo {
    static let shared = Foo()
}
let t = Foo
print(t)

// expect error: expected member name or initializer call after type name
