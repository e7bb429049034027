// Assigning a wrapped property's private storage from outside its type.
print("this program must not run")
@propertyWrapper
struct Twice {
    var value: Int
    init(wrappedValue: Int) { value = wrappedValue * 2 }
    var wrappedValue: Int {
        get { value }
        set { value = newValue * 2 }
    }
}
struct S {
    @Twice var x: Int = 1
}
var s = S()
s._x = Twice(wrappedValue: 3)
print(s.x)

// expect error: '_x' is inaccessible due to 'private' protection level
