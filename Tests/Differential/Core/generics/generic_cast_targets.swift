// `as? T`, `is T` and `case let v as T` where T is a generic parameter: the type the call bound.
func cast<T>(_ value: Any, to type: T.Type) -> T? { value as? T }
print(cast(3, to: Int.self) as Any, cast("a", to: Int.self) as Any, cast("a", to: String.self) as Any)

func count<T>(of type: T.Type, in values: [Any]) -> Int {
    values.filter { $0 is T }.count
}
let mixed: [Any] = [1, "two", 3.0, 4, "five", [6]]
print(count(of: Int.self, in: mixed), count(of: String.self, in: mixed), count(of: Double.self, in: mixed),
      count(of: [Int].self, in: mixed))

func firstOf<T>(_ values: [Any]) -> T? {
    for value in values {
        if let match = value as? T { return match }
    }
    return nil
}
let s: String? = firstOf(mixed)
let d: Double? = firstOf(mixed)
print(s ?? "none", d ?? -1)

protocol Shape { var area: Double { get } }
struct Square: Shape { var side: Double; var area: Double { side * side } }
struct Circle: Shape { var r: Double; var area: Double { 3 * r * r } }
func areas<T: Shape>(of type: T.Type, _ shapes: [any Shape]) -> [Double] {
    var result: [Double] = []
    for shape in shapes {
        switch shape {
        case let match as T: result.append(match.area)
        default: break
        }
    }
    return result
}
let shapes: [any Shape] = [Square(side: 2), Circle(r: 1), Square(side: 3)]
print(areas(of: Square.self, shapes), areas(of: Circle.self, shapes))

struct Box<T> {
    var items: [Any]
    func matching() -> [T] { items.compactMap { $0 as? T } }
}
print(Box<Int>(items: mixed).matching(), Box<String>(items: mixed).matching())

// expect: Optional(3) nil Optional("a")
// expect: 2 2 1 1
// expect: two 3.0
// expect: [4.0, 9.0] [3.0]
// expect: [1, 4] ["two", "five"]
