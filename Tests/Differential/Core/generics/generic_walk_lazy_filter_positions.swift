// A lazy filter given to a generic Collection parameter keeps its base's positions, as swiftc's LazyFilterCollection does: a walk calls the predicate once per base element
var calls = 0

func walk<C: Collection>(_ c: C) -> [C.Element] {
    var result: [C.Element] = []
    var i = c.startIndex
    while i != c.endIndex {
        result.append(c[i])
        i = c.index(after: i)
    }
    return result
}

func countOf<C: Collection>(_ c: C) -> Int { c.count }
func byIndices<C: Collection>(_ c: C) -> [C.Element] {
    var result: [C.Element] = []
    for i in c.indices { result.append(c[i]) }
    return result
}
func span<C: Collection>(_ c: C) -> Int { c.distance(from: c.startIndex, to: c.endIndex) }

let xs = Array(1...100)
let evens = xs.lazy.filter { calls += 1; return $0 % 2 == 0 }

calls = 0
let walked = walk(evens)
print("walk:", walked.count, walked.prefix(3), "calls:", calls)

calls = 0
print("count:", countOf(evens), "calls:", calls)

calls = 0
print("indices:", byIndices(evens).suffix(2), "calls:", calls)

calls = 0
print("distance:", span(evens), "calls:", calls)

// A map over the filter reads the base by the same positions, transforming each kept element once.
var transforms = 0
let squares = (1..<11).lazy.filter { calls += 1; return $0 % 3 == 0 }.map { (x: Int) -> Int in transforms += 1; return x * x }
calls = 0
print("squares:", walk(squares), "calls:", calls, "transforms:", transforms)

let none = xs.lazy.filter { calls += 1; return $0 > 1000 }
calls = 0
print("empty walk:", walk(none), "calls:", calls)

// expect: walk: 50 [2, 4, 6] calls: 100
// expect: count: 50 calls: 100
// expect: indices: [98, 100] calls: 100
// expect: distance: 50 calls: 100
// expect: squares: [9, 36, 81] calls: 10 transforms: 3
// expect: empty walk: [] calls: 100
