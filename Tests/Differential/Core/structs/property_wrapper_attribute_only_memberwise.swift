// A wrapper made by its attribute alone (`@Fixed(4) var f: Int`): the memberwise initialiser takes the wrapper.
@propertyWrapper
struct Fixed {
    var value: Int
    init(_ start: Int) { value = start }
    var wrappedValue: Int {
        get { value }
        set { value = newValue }
    }
}
struct S {
    @Fixed(4) var f: Int
}
let b = S(f: Fixed(8))
print(b.f)
var c = S()
c.f += 1
print(c.f)

// expect: 8
// expect: 5
