// A pattern around `each`: `(repeat [each x])` wraps each element in an array, typed
// `(repeat [each T])`, and `repeat describe(each x)` calls a generic function per element.
func wrapped<each T>(_ values: repeat each T) -> (repeat [each T]) {
    (repeat [each values])
}
print(wrapped(1, "s"))
func describe<T>(_ value: T) -> String { "<\(value)>" }
func described<each T>(_ values: repeat each T) {
    repeat print(describe(each values))
}
described(1, 2.5, "z")
func optionals<each T>(_ values: repeat each T) -> (repeat (each T)?) {
    (repeat Optional(each values))
}
print(optionals(1, "a"))

// expect: ([1], ["s"])
// expect: <1>
// expect: <2.5>
// expect: <z>
// expect: (Optional(1), Optional("a"))
