// A struct's memberwise initialiser meets a protocol's initialiser requirement: `T(size:tag:)`
// through a generic parameter makes the struct (a `let` with a value is not a parameter).
protocol Make {
    init(size: Int, tag: String)
    var size: Int { get }
}
struct Square: Make {
    var size: Int
    var tag: String
}
struct Labelled: Make {
    let fixed = 1
    var size: Int
    var tag: String = "default"
}
struct Doubled: Make {
    var size: Int
    init(size: Int, tag: String) { self.size = size * 2 }
}
func build<T: Make>(_ type: T.Type, _ n: Int) -> T { T(size: n, tag: "t\(n)") }
print(build(Square.self, 3), build(Labelled.self, 4), build(Doubled.self, 5).size)
let sizes = [build(Square.self, 1).size, build(Labelled.self, 2).size]
print(sizes)

// expect: Square(size: 3, tag: "t3") Labelled(fixed: 1, size: 4, tag: "t4") 10
// expect: [1, 2]
