// A `-> Self` method called on a Base that holds a Sub gives a Base: Sub's members are not found.
print("this program must not run")
class Base { func me() -> Self { self } }
class Sub: Base { func extra() -> Int { 42 } }
let held: Base = Sub()
print(held.me().extra())

// expect error: value of type 'Base' has no member 'extra'
