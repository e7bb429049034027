// An inherited initialiser of a specialised generic superclass takes the argument type, not T.
print("this program must not run")
class Base<T> {
    let v: T
    init(_ v: T) { self.v = v }
}
class Sub: Base<Int> {}
print(Sub("x").v)

// expect error: cannot convert value of type 'String' to expected argument type 'Int'
