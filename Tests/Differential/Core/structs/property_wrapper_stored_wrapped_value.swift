// A wrapper storing only wrappedValue: its implicit init(wrappedValue:) makes the memberwise parameter the wrapped type.
@propertyWrapper
struct Twice {
    var wrappedValue: Int
}
struct S {
    @Twice var x: Int
    @Twice var y: Int = 4
}
var s = S(x: 3)
s.x += 1
print(s.x, s.y)

// expect: 4 4
