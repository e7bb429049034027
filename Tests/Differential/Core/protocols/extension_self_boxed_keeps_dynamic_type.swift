// `self` in a protocol extension, stored as `any P`, keeps its dynamic type: a cast gets it back.
protocol Shape { var name: String { get } }
struct Circle: Shape { var name: String { "circle" }; var radius = 2 }
struct Square: Shape { var name: String { "square" } }
struct Wrapped { var content: any Shape }
extension Shape {
    func wrapped() -> Wrapped { Wrapped(content: self) }
    func boxed() -> Any { self }
}
let items = [Circle().wrapped(), Square().wrapped()]
for item in items {
    if let circle = item.content as? Circle { print("circle of radius", circle.radius) } else { print("not a circle:", item.content.name) }
}
print(type(of: Circle().wrapped().content), Square().boxed() is Square, type(of: Square().boxed()))

// expect: circle of radius 2
// expect: not a circle: square
// expect: Circle true Square
