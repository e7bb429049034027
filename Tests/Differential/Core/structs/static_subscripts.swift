// `static` and `class` subscripts are the type's: read, assigned and changed in place on the type,
// and a subclass's `override class subscript` answers through a metatype value.
struct Color {
    var level: Int
}
enum Palette {
    static var colors = [Color(level: 1), Color(level: 2), Color(level: 3), Color(level: 4)]
    static subscript(index: Int) -> Color {
        get { colors[index] }
        set { colors[index] = newValue }
    }
}
class Registry {
    class subscript(name: String) -> Int { name.count }
    static subscript(a: Int, b: Int) -> Int { a * b }
}
class Extended: Registry {
    override class subscript(name: String) -> Int { name.count * 10 }
}
print(Palette[3].level)
Palette[0] = Color(level: 9)
print(Palette[0].level)
Palette[1].level += 5
print(Palette[1].level)
print(Registry["abc"], Extended["abc"], Registry[2, 3])
let kind: Registry.Type = Extended.self
print(kind["xy"])

// expect: 4
// expect: 9
// expect: 7
// expect: 3 30 6
// expect: 20
