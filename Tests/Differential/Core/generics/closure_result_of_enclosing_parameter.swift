// A closure whose result is a type naming the enclosing declaration's own generic parameter
// (`List<T>` inside `enum List<T>`, `Opt<T>` in `func wrap<T>`) has that type as its context,
// so an implicit member in it (`.cons($1, $0)`) finds its base, as swiftc's does; so does a
// `map` closure's in the element of the array the call is wanted as (`[Opt<T>]`).
enum Opt<T> { case none, some(T) }
indirect enum List<T> {
    case empty, cons(T, List)
    static func from(_ items: [T]) -> List { items.reversed().reduce(List.empty) { .cons($1, $0) } }
    var array: [T] {
        if case let .cons(head, rest) = self { return [head] + rest.array }
        return []
    }
}
func wrap<T>(_ items: [T]) -> [Opt<T>] {
    items.map { .some($0) }
}

print(List.from([1, 2, 3]).array, List.from(["a", "b"]).array)
let wanted: [Opt<String>] = ["x"].map { .some($0) }
print(wrap([4, 5]), wanted)

// expect: [1, 2, 3] ["a", "b"]
// expect: [main.Opt<Swift.Int>.some(4), main.Opt<Swift.Int>.some(5)] [main.Opt<Swift.String>.some("x")]
