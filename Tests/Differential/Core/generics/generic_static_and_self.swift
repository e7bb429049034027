// Static members of a generic type, and Self in a generic method.
struct Counter<T> {
    static var label: String { "Counter" }
    var items: [T]
    func adding(_ x: T) -> Self { Counter(items: items + [x]) }
}
let c = Counter(items: [1]).adding(2).adding(3)
print(Counter<Int>.label, c.items)

// expect: Counter [1, 2, 3]
