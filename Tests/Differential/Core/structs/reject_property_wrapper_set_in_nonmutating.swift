// Setting a struct wrapper's value mutates self: not in a non-mutating method.
print("this program must not run")
@propertyWrapper
struct Plain {
    var stored: Int
    var wrappedValue: Int { get { stored } set { stored = newValue } }
}
struct S {
    @Plain var x: Int
    func bump() { x += 1 }
}
let s = S(x: Plain(stored: 3))
print(s.x)

// expect error: left side of mutating operator isn't mutable: 'self' is immutable
