// A pattern may be a function type: `repeat () -> each T` takes closures of different
// results, and each is called in the expansion.
func callAll<each T>(_ makers: repeat () -> each T) -> (repeat each T) {
    (repeat (each makers)())
}
print(callAll({ 1 }, { "a" }, { [2.5] }))
func run<each T>(_ makers: repeat () -> each T) {
    repeat print((each makers)())
}
run({ "x" }, { 7 })

// expect: (1, "a", [2.5])
// expect: x
// expect: 7
