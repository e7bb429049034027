// A subclass assigns its superclass's wrapped-property storage `_x` without `self.`: the
// storage is private to the class that declares the property, and swiftc rejects it.
print("this program must not run")
@propertyWrapper
struct Clamped {
    var wrappedValue: Int
}
class Base {
    @Clamped var x = 1
}
class Sub: Base {
    func reset() { _x = Clamped(wrappedValue: 5) }
}
let s = Sub()
s.reset()
print(s.x)

// expect error: '_x' is inaccessible due to 'private' protection level
