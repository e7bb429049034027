// A wrapped property's storage `_x` is private: its type reads it, code outside cannot.
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
    func raw() -> Int { _x.value }
}
let s = S()
print(s.raw())
print(s._x.value)

// expect error: '_x' is inaccessible due to 'private' protection level
