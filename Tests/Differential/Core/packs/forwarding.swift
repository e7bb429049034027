// A pack forwarded with `repeat each x` to another variadic function keeps its elements and
// their types; the inner call's result type is the outer's pack.
func inner<each T>(_ values: repeat each T) -> (repeat each T) {
    repeat print("inner", each values)
    return (repeat each values)
}
func outer<each T>(_ values: repeat each T) -> (repeat each T) {
    print("outer")
    return inner(repeat each values)
}
print(outer(1, "two"))
print(outer(3))
func around<each T>(_ values: repeat each T) {
    _ = inner(0, repeat each values, "end")
}
around(1.5, true)

// expect: outer
// expect: inner 1
// expect: inner two
// expect: (1, "two")
// expect: outer
// expect: inner 3
// expect: 3
// expect: inner 0
// expect: inner 1.5
// expect: inner true
// expect: inner end
