// Key paths as values: written roots, roots from the context, value[keyPath:], generic sorting by a key path.
struct P { var x: Int; var name: String; let tag: Int }
struct Line { var start: P; var end: P }
let ps = [P(x: 3, name: "c", tag: 1), P(x: 1, name: "ab", tag: 2)]
print(ps.map(\.x), ps.map(\.name.count), ps.map(\P.tag))
let kp = \P.x
print(ps[0][keyPath: kp], kp)
let deep = \Line.end.name
let line = Line(start: ps[0], end: ps[1])
print(line[keyPath: deep], line[keyPath: \.start.x])
let typed: KeyPath<P, String> = \.name
print(ps.map { $0[keyPath: typed] })
func sortedBy<T: Comparable>(_ items: [P], _ path: KeyPath<P, T>) -> [P] {
    items.sorted { $0[keyPath: path] < $1[keyPath: path] }
}
print(sortedBy(ps, \.x).map(\.name), sortedBy(ps, \.name).map(\.x))
extension Array {
    func sorted<T: Comparable>(on path: KeyPath<Element, T>) -> [Element] {
        sorted { $0[keyPath: path] < $1[keyPath: path] }
    }
}
print(ps.sorted(on: \.x).map(\.name))
let paths = [\P.x, \P.tag]
print(paths.map { ps[1][keyPath: $0] })

// expect: [3, 1] [1, 2] [1, 2]
// expect: 3 \P.x
// expect: ab 3
// expect: ["c", "ab"]
// expect: ["ab", "c"] [1, 3]
// expect: ["ab", "c"]
// expect: [1, 2]
