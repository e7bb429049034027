// An initialiser's default for a parameter of its type's generic parameter gives that parameter
// its type when the argument is left out (SE-0347): `Box()` is a `Box<Int>`; an argument still decides.
struct Box<T: Equatable> {
    var x: T
    init(_ x: T = 1) { self.x = x }
}
class Label<T> {
    var text: T
    init(text: T = "none") { self.text = text }
}
let b = Box()
print(b.x + 1, Box("s").x, Box(2.5).x == 2.5)
print(Label().text, Label(text: 7).text)

// expect: 2 s true
// expect: none 7
