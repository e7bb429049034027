// A protocol's static subscript requirement: a conforming type's own answers for it, through a
// generic parameter (`T[i]`) and a metatype value (`t[i]`); a protocol extension's default too.
protocol Table {
    static subscript(i: Int) -> Int { get }
}
struct Doubles: Table {
    static subscript(i: Int) -> Int { i * 2 }
}
struct Squares: Table {
    static subscript(i: Int) -> Int { i * i }
}
protocol Labelled {
    static subscript(name: String) -> String { get }
}
extension Labelled {
    static subscript(name: String) -> String { "<\(name)>" }
}
struct Plain: Labelled {}
func look<T: Table>(_ t: T.Type) -> Int { T[4] + t[1] }
func label<L: Labelled>(_ type: L.Type) -> String { L["x"] }
print(look(Doubles.self), look(Squares.self), label(Plain.self))

// expect: 10 17 <x>
