// An opaque return type must be one concrete type.
print("this program must not run")
protocol P {}
struct A: P {}
struct B: P {}
func make(_ flag: Bool) -> some P {
    if flag { return A() }
    return B()
}
print(make(true))

// expect error: function declares an opaque return type 'some P', but the return statements in its body do not have matching underlying types
