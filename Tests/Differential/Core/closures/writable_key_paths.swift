// Key paths through settable properties are WritableKeyPaths (type(of:) prints them so), convert
// to KeyPath, and write through value[keyPath:] = v, also in generic code.
struct P {
    var x: Int
    let y: Int
    var name: String { "p\(x)" }
    var twice: Int {
        get { x * 2 }
        set { x = newValue / 2 }
    }
}
struct Line { var start: P; var end: P }
var p = P(x: 1, y: 2)
let kp = \P.x
print(type(of: kp), type(of: \P.y), type(of: \P.name), type(of: \P.twice))
print(type(of: \Line.end.x), type(of: \Line.end.y), kp)
p[keyPath: kp] = 5
p[keyPath: \.twice] = 20
p[keyPath: kp] += 1
print(p.x, p[keyPath: kp])
var line = Line(start: p, end: P(x: 0, y: 0))
line[keyPath: \Line.end.x] = 9
print(line.end.x)
let readOnly: KeyPath<P, Int> = \.x
print(type(of: readOnly), p[keyPath: readOnly])
func setAll<T>(_ items: inout [P], _ path: WritableKeyPath<P, T>, to value: T) {
    for i in items.indices { items[i][keyPath: path] = value }
}
var items = [P(x: 1, y: 1), P(x: 2, y: 2)]
setAll(&items, \.x, to: 7)
print(items.map(\.x))
func read<T>(_ item: P, _ path: KeyPath<P, T>) -> T { item[keyPath: path] }
print(read(p, kp), read(p, \.y))
let paths = [\P.x, \P.y]
print(paths.map { p[keyPath: $0] }, type(of: paths))

// expect: WritableKeyPath<P, Int> KeyPath<P, Int> KeyPath<P, String> WritableKeyPath<P, Int>
// expect: WritableKeyPath<Line, Int> KeyPath<Line, Int> \P.x
// expect: 11 11
// expect: 9
// expect: WritableKeyPath<P, Int> 11
// expect: [7, 7]
// expect: 11 2
// expect: [11, 2] Array<KeyPath<P, Int>>
