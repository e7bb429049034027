// ?? of Optional's map or flatMap with a closure literal where Any is expected: the closure's
// result can be Any, so a literal on the right keeps its own type (-1, not -1.0), as swiftc
// types it; with a function reference (map(abs)) T is what the left side wraps.
struct Style { var width: Double }
let style: Style? = nil
let ds: [Double] = []
print(style.map { $0.width } ?? -1)
print(ds.first.map { $0 * 2 } ?? -1)
print(style.flatMap { $0.width > 1 ? $0.width : nil } ?? -1)
let a: Any = style.map { $0.width } ?? -1
print(a)
print(ds.first.map(abs) ?? -1)

// expect: -1
// expect: -1
// expect: -1
// expect: -1
// expect: -1.0
