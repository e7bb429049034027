// A class inherits from a specialised generic class: its stored and computed properties, methods,
// initialisers, super calls and overrides read the superclass's T as the argument given.
class Base<T> {
    let v: T
    init(_ v: T) { self.v = v }
    func get() -> T { v }
    var twice: [T] { [v, v] }
}
class Sub: Base<Int> {}
print(Sub(3).v + 1, Sub(4).get())
print(Sub(5).twice.reduce(0, +))
class Named: Base<String> {
    let tag: Int
    init(_ s: String, tag: Int) {
        self.tag = tag
        super.init(s)
    }
    override func get() -> String { super.get().uppercased() + "#\(tag)" }
}
let n = Named("ab", tag: 2)
print(n.get(), n.v.count)
let b: Base<String> = n
print(b.get())

// expect: 4 4
// expect: 10
// expect: AB#2 2
// expect: AB#2
