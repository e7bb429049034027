// `Array(c)` of a lazy filter passed for a generic `Collection` parameter, and of a lazy filter
// made in the generic body: the elements are read through the filter's closure.
func collect<C: Collection>(_ c: C) -> [C.Element] {
    Array(c)
}
func kept<C: Collection>(_ c: C) -> [C.Element] where C.Element: Comparable {
    let small = c.lazy.filter { $0 < c.max()! }
    return Array(small)
}
func mapped<C: Collection>(_ c: C) -> [String] {
    Array(c.lazy.filter { _ in true }.map { "<\($0)>" })
}
func counted<C: Collection>(_ c: C) -> Set<C.Element> where C.Element: Hashable {
    Set(c)
}
let xs = [4, 1, 6, 2, 6, 3]
var calls = 0
let evens = xs.lazy.filter { x -> Bool in calls += 1; return x % 2 == 0 }
print(collect(evens), calls)
print(kept(xs), kept(1...4))
print(mapped(["a", "b"]))
print(counted(evens).sorted(), calls)

// expect: [4, 6, 2, 6] 6
// expect: [4, 1, 2, 3] [1, 2, 3]
// expect: ["<a>", "<b>"]
// expect: [2, 4, 6] 12
