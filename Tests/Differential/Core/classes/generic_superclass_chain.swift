// A chain of generic classes: Leaf: Mid<String>, Mid<A>: Base<[A]>; inherited methods, properties,
// super.init, super.get() and super.v read Base's T as [String].
class Base<T> {
    var v: T
    init(_ v: T) { self.v = v }
    func get() -> T { v }
    func put(_ x: T) { v = x }
}
class Mid<A>: Base<[A]> {
    var count: Int { v.count }
}
class Leaf: Mid<String> {
    init() { super.init(["q"]) }
    override func get() -> [String] { super.get() + ["!"] }
    func grow() { put(v + ["r"]); print(super.v, count) }
}
let l = Leaf()
l.grow()
print(l.get(), l.count)
let arr: [Base<[String]>] = [l, Mid(["z"])]
print(arr.map { $0.get() })

// expect: ["q", "r"] 2
// expect: ["q", "r", "!"] 2
// expect: [["q", "r", "!"], ["z"]]
