// A subclass names its superclass's wrapped-property storage `_x` without `self.`: swiftc
// synthesises the storage `private` to the class that declares the property, so it is
// inaccessible there (the wrapped property `x` itself is inherited).
print("this program must not run")
@propertyWrapper
struct Clamped {
    var wrappedValue: Int
}
class Base {
    @Clamped var x = 1
    func raw() -> Int { _x.wrappedValue }
}
class Sub: Base {
    func show() { print(x, _x.wrappedValue) }
}
Sub().show()

// expect error: '_x' is inaccessible due to 'private' protection level
