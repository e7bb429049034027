// [any P] holds values of different conforming types.
protocol Drawable {
    func draw() -> String
}
struct Dot: Drawable { func draw() -> String { "." } }
struct Line: Drawable {
    var length: Int
    func draw() -> String { String(repeating: "-", count: length) }
}
let items: [any Drawable] = [Dot(), Line(length: 3), Dot(), Line(length: 1)]
print(items.map { $0.draw() }.joined(separator: " "))
print(items.count)

// expect: . --- . -
// expect: 4
